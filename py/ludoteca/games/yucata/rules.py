"""Yucata' (Stefan Dorra) on the engine contract (see ludoteca.core.game).

State (plain JSON):
    options   {"players": 2–4, "layout": id | "custom", "custom": 34 letters P/D}
    rng       the PRNG state (used at setup: Yazurika's layout and the starting player)
    stones    40 entries, one per space: None, "P", "D" or "R"
    pos       each amulet's space
    hands     each player's cards still in hand (all seven are public, see RULES_NOTES.md)
    taken     per player {"P": n, "D": n, "R": n}
    turn      whose turn it is
    previous  the previous move: {"p", "card" printed, "as" what it counted as} or None
    last      marks of the latest move, for highlighting; log: public events
"""

from __future__ import annotations

from collections.abc import Collection

from ludoteca.core import BadOptions, Choice, Game, Option, Rng
from ludoteca.core.i18n import N_, msg, nmsg, term
from ludoteca.core.i18n import player as seat
from ludoteca.core.result import build_result

from .data import (
    CARDS,
    COPY,
    CUSTOM,
    DARK,
    DARK_COUNT,
    END,
    LAYOUT_BY_ID,
    LAYOUTS,
    PALE,
    RED,
    SPACES,
    SPEAR,
    STONE_SPACES,
    darks_of,
    layout_problems,
    layout_string,
)
from .texts import _, ngettext

# How a card is named as the object of "play": "the 3", "the spear", "the ?" (German needs the
# accusative: "den Speer"); and what a card counts as, after "as": "a 3", "a spear".
CARD_THE = {
    "1": N_("the 1"),
    "2": N_("the 2"),
    "3": N_("the 3"),
    "4": N_("the 4"),
    "5": N_("the 5"),
    SPEAR: N_("the spear"),
    COPY: N_("the ?"),
}
CARD_AS = {
    "1": N_("a 1"),
    "2": N_("a 2"),
    "3": N_("a 3"),
    "4": N_("a 4"),
    "5": N_("a 5"),
    SPEAR: N_("a spear"),
    COPY: N_("a ?"),
}


def triangle(n: int) -> int:
    """The pale stones n dark stones cost: 1 + 2 + … + n."""
    return n * (n + 1) // 2


class Yucata(Game):
    id = "yucata"
    name = "Yucata'"
    min_players = 2
    max_players = 4
    rules_versions = ("1",)
    hands_hidden = False  # every card is played face up and the cycle is known
    move_kinds = (frozenset({"p", "card"}),)

    # Marked with N_: the engine translates them with the game's catalogs where they are shown.
    tagline = N_("Race your amulet to the temple's heart: take pale stones, dodge the dark.")
    options = (
        Option(
            "layout",
            N_("Stone layout"),
            tuple(Choice(layout.id, layout.name) for layout in LAYOUTS)
            + (Choice(CUSTOM, N_("Your own layout (editor)")),),
            "standard",
            help=N_("The ceremonial layouts of the rules, a random one, or your own."),
        ),
        Option(
            "custom",
            N_("Your layout"),
            (),
            layout_string(LAYOUT_BY_ID["standard"].darks),
            free=True,
            editor=True,
            shown_when={"layout": [CUSTOM]},
            help=N_("Choose the spaces whose stones are dark: 9 dark stones, never on space 38."),
        ),
    )

    # ---------------- options ----------------
    def _check_options(self, options: dict) -> None:
        if options["layout"] == CUSTOM:
            problems = layout_problems(options["custom"])
            if problems:
                raise BadOptions(_("Your layout: {problems}").format(problems=" ".join(problems)))
        else:
            options["custom"] = ""  # canonical: the record carries a layout only when used

    # ---------------- setup ----------------
    def _setup(self, state: dict) -> None:
        rng = Rng(state)
        options = state["options"]
        darks: Collection[int]
        if options["layout"] == CUSTOM:
            darks = darks_of(options["custom"])
        elif options["layout"] == "yazurika":
            spaces = list(range(STONE_SPACES.start, END - 1))  # 5..37: never next to red
            rng.shuffle(spaces)
            darks = spaces[:DARK_COUNT]
        else:
            darks = LAYOUT_BY_ID[options["layout"]].darks
        stones: list[str | None] = [None] * SPACES  # None: no stone (the start and the spaces before the first stone)
        for s in STONE_SPACES:
            stones[s] = DARK if s in darks else PALE
        stones[END] = RED
        n = options["players"]
        state["stones"] = stones
        state["pos"] = [0] * n
        state["hands"] = [list(CARDS) for _ in range(n)]
        state["taken"] = [{PALE: 0, DARK: 0, RED: 0} for _ in range(n)]
        state["turn"] = rng.below(n)  # "first choose a starting player"
        state["previous"] = None
        state["last"] = []
        state["log"].append({"who": state["turn"], **msg("{p} starts.", you=N_("You start."), p=seat(state["turn"]))})

    # ---------------- whose turn ----------------
    def is_over(self, state: dict) -> bool:
        return all(stone is None for stone in state["stones"])

    def _to_act(self, state: dict) -> list[int]:
        return [state["turn"]]

    # ---------------- moves ----------------
    def _legal_moves(self, state: dict, player: int) -> list[dict]:
        return [
            {"p": player, "card": card} for card in state["hands"][player] if card_refusal(state, player, card) is None
        ]

    def _why_illegal(self, state: dict, move: dict) -> str | None:
        if set(move) != {"p", "card"}:
            return _("Play one card from your hand.")
        return card_refusal(state, move["p"], move["card"])

    def _perform(self, state: dict, move: dict) -> None:
        player, card = move["p"], move["card"]
        counts_as = effective_card(state, card)
        start = state["pos"][player]
        target = destination(state, player, counts_as)
        gained = []
        for space in range(start + 1, target + 1):
            stone = state["stones"][space]
            if stone is not None:
                state["stones"][space] = None
                state["taken"][player][stone] += 1
                gained.append(stone)
        state["pos"][player] = target
        state["hands"][player].remove(card)
        if not state["hands"][player]:
            state["hands"][player] = list(CARDS)  # all seven played: take them back
        state["previous"] = {"p": player, "card": card, "as": counts_as}
        state["last"] = [{"p": player, "from": start, "to": target}]
        state["log"].append({"who": player, **log_move(player, card, counts_as, start, target, gained)})
        if self.is_over(state):
            state["log"].append({"who": None, **msg("The last stone is taken: the game ends.")})
        else:
            state["turn"] = (player + 1) % state["options"]["players"]

    # ---------------- what a player sees ----------------
    def _view(self, state: dict, player: int | None) -> dict:
        # Nothing in Yucata' is hidden: every card is played face up.
        n = state["options"]["players"]
        return {
            "options": dict(state["options"]),
            "stones": list(state["stones"]),
            "pos": list(state["pos"]),
            "hands": [list(h) for h in state["hands"]],
            "taken": [dict(t) for t in state["taken"]],
            "turn": state["turn"],
            "previous": dict(state["previous"]) if state["previous"] else None,
            "last": [dict(m) for m in state["last"]],
            "scores": [score(state["taken"][p])[0] for p in range(n)],
            **moves_seen(state),
            "previews": {card: preview(state, state["turn"], card) for card in state["hands"][state["turn"]]}
            if not self.is_over(state)
            else {},
        }

    # ---------------- end ----------------
    def _result(self, state: dict) -> dict:
        n = state["options"]["players"]
        scores, breakdown = [], []
        for p in range(n):
            total, lines = score(state["taken"][p])
            scores.append(total)
            breakdown.append(lines)
        rows = []
        for p in range(n):
            t = state["taken"][p]
            # The Dark column counts what is scored: the red stone's holder gave one back.
            returned = 1 if t[RED] and t[DARK] else 0
            dark_after = t[DARK] - returned
            rows.append(
                [
                    f"{{p{p}}}",
                    str(t[PALE]),
                    str(dark_after),
                    _("yes, one dark stone back") if returned else _("yes") if t[RED] else "—",
                    signed(-triangle(dark_after)),
                    signed(scores[p]),
                ]
            )
        # A tie on points is a shared victory: the rules name no tie-break.
        return build_result(
            scores,
            breakdown,
            {"columns": [_("Player"), _("Pale"), _("Dark"), _("Red"), _("Dark cost"), _("Score")], "rows": rows},
        )

    # ---------------- browser table ----------------
    def move_path(self, move: dict) -> list[str]:
        return [f"card:{move['card']}"]

    def parse_path(self, player: int, path: list[str]) -> dict | None:
        if len(path) == 1 and path[0].startswith("card:"):
            return {"p": player, "card": path[0][5:]}
        return None

    # The layout editor is drawn by the drawing module wired in __init__.py (Game.wire).
    def edit_option(self, key: str, value, token: str):
        return self.drawing.edit_layout(value, token)

    def draw_option(self, key: str, value) -> dict:
        return self.drawing.layout_editor(value)


# ---------------- pure helpers, shared by rules, view, bot and tests ----------------


def card_refusal(state: dict, player: int, card) -> str | None:
    """Why `player` may not play `card` now (None if they may)."""
    hand = state["hands"][player]
    if card not in hand:
        return _("You do not hold that card.")
    previous = state["previous"]
    if previous is None and card == COPY:
        return _("The ? card cannot open the game: it copies the previous card, and there is none yet.")
    if previous is not None and card == previous["card"] and len(hand) > 1:
        return _("You must play a different card from the one the previous player played: not {card}.").format(
            card=_(CARD_THE[card])
        )
    return None


def effective_card(state: dict, card: str) -> str:
    """What a card counts as: the ? copies what the previous move counted as."""
    return state["previous"]["as"] if card == COPY else card


def destination(state: dict, player: int, counts_as: str) -> int:
    """Where the amulet lands; it never goes past the end space."""
    here = state["pos"][player]
    if counts_as == SPEAR:
        leader = max(state["pos"])
        target = here + 1 if here == leader else leader + 1
    else:
        target = here + int(counts_as)
    return min(target, END)


def preview(state: dict, player: int, card: str) -> dict | None:
    """Where playing `card` would take `player` and what it would take (None if not allowed)."""
    if card == COPY and state["previous"] is None:
        return None
    target = destination(state, player, effective_card(state, card))
    gained = [s for s in state["stones"][state["pos"][player] + 1 : target + 1] if s is not None]
    return {"to": target, "pale": gained.count(PALE), "dark": gained.count(DARK), "red": gained.count(RED)}


def score(taken: dict) -> tuple[int, list[dict]]:
    """A player's score and its breakdown: the red stone returns one dark stone (if any),
    then pale stones minus 1 + 2 + … + n for n dark stones."""
    dark = taken[DARK]
    lines = [{"label": _("Pale stones: {n}").format(n=taken[PALE]), "points": taken[PALE]}]
    if taken[RED]:
        if dark:
            dark -= 1
            lines.append({"label": _("Red stone: given back with one dark stone"), "points": 0})
        else:
            lines.append({"label": _("Red stone: no dark stone to give back"), "points": 0})
    if dark:
        lines.append(
            {
                "label": ngettext("{n} dark stone costs {sum}", "{n} dark stones cost {sum}", dark).format(
                    n=dark, sum=" + ".join(str(k) for k in range(1, dark + 1))
                ),
                "points": -triangle(dark),
            }
        )
    return taken[PALE] - triangle(dark), lines


# The stones a log entry says were taken (stones_taken's messages), by kind.
STONE_OF_PART = {"{n} pale stone": PALE, "{n} dark stone": DARK, "the red stone": RED}
CARD_OF_THE = {the: card for card, the in CARD_THE.items()}
KIND_TOTAL = {PALE: 25, DARK: DARK_COUNT, RED: 1}  # every layout has 25 pale stones


def moves_seen(state: dict) -> dict:
    """What every player saw of the moves so far, for the drawing (all of it public):
    "recent", each player's latest move ({"card", "as", "from", "to", "took": {kind: n}}, or
    None); "held", the stones each player holds as {kind: [k, …]} — the k-th stone of its kind
    along the track (stones are taken in track order, so k names one stone from the start to
    the end of a game: the drawing's piece ids). Read from the log (the moves' data); None when
    the log does not account for the stones taken (a position built by hand)."""
    n = state["options"]["players"]
    recent: list[dict | None] = [None] * n
    held: list[dict] | None = [{PALE: [], DARK: [], RED: []} for _ in range(n)]
    count = {PALE: 0, DARK: 0, RED: 0}
    for entry in state["log"]:
        args, who = entry.get("a") or {}, entry.get("who")
        move = args.get("move")
        if not isinstance(move, str) or not isinstance(who, int) or not 0 <= who < n:
            continue
        start, _arrow, target = move.partition(" → ")
        card = CARD_OF_THE.get((args.get("card") or {}).get("t", ""))  # "": no card named, none found
        like = [c for c, a in CARD_AS.items() if a == (args.get("like") or {}).get("t")]
        took = {PALE: 0, DARK: 0, RED: 0}
        for part in args.get("stones") or ():
            kind = STONE_OF_PART.get(part.get("m"))
            if kind:
                took[kind] += part.get("n", 1)
        for kind, k in took.items():
            if held is not None:
                held[who][kind] += range(count[kind], count[kind] + k)
            count[kind] += k
        as_card = like[0] if like else card
        recent[who] = {"card": card, "as": as_card, "from": int(start), "to": int(target), "took": took}
    if held is not None and any(len(held[p][k]) != state["taken"][p][k] for p in range(n) for k in held[p]):
        held = None
    return {"recent": recent, "held": held}


def signed(n: int) -> str:
    """A score as text, negative ones with the real minus sign (−3, never -3)."""
    return f"−{-n}" if n < 0 else str(n)


def stones_taken(stones: list[str]) -> list[dict]:
    """The stones a move took, as parts of a log message (joined "a, b and c" when shown):
    in object position ("… and takes 2 pale stones")."""
    parts = []
    if PALE in stones:
        parts.append(nmsg("{n} pale stone", "{n} pale stones", stones.count(PALE)))
    if DARK in stones:
        parts.append(nmsg("{n} dark stone", "{n} dark stones", stones.count(DARK)))
    if RED in stones:
        parts.append(msg("the red stone"))
    return parts


def log_move(player: int, card: str, counts_as: str, start: int, target: int, gained: list[str]) -> dict:
    """The log entry of a move (data: rendered in each reader's language, see core/i18n.py)."""
    args = {"p": seat(player), "card": term(CARD_THE[card]), "move": f"{start} → {target}"}
    took = stones_taken(gained)
    if card == COPY:
        args["like"] = term(CARD_AS[counts_as])
        if took:
            return msg(
                "{p} plays {card} as {like}: {move}, and takes {stones}.",
                you=N_("You play {card} as {like}: {move}, and take {stones}."),
                stones=took,
                **args,
            )
        return msg(
            "{p} plays {card} as {like}: {move}, and takes no stone.",
            you=N_("You play {card} as {like}: {move}, and take no stone."),
            **args,
        )
    if took:
        return msg(
            "{p} plays {card}: {move}, and takes {stones}.",
            you=N_("You play {card}: {move}, and take {stones}."),
            stones=took,
            **args,
        )
    return msg(
        "{p} plays {card}: {move}, and takes no stone.", you=N_("You play {card}: {move}, and take no stone."), **args
    )


GAME = Yucata()
