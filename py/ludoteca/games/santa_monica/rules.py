"""Santa Monica on the engine contract (see ludoteca.core.game).

Phases: "tile" (starting tiles chosen in reverse turn order), "truck" (the last player places
the food truck), "turn" (turns in order from the start player until someone has 14 feature
cards and the round is complete), "final" (each player's final movement, in turn order),
"over". Every move is {"p": player, "clicks": [...]} — a whole turn as its clicks, built and
checked by turn.Turn (a turn has too many forms to list: lists_moves = False).

State (plain JSON):
    options   {"players": 2–4, "objective": "blue"|"green"|"orange"|"random"}
    rng       the PRNG; deck: the cards not yet dealt (an unordered pile: each card is
              drawn at random only when the display needs it — hidden from everyone)
    display   {"front": [4], "back": [4]} card ids or None; markers {"truck", "foodie"}
    dollar_actions  the two sand dollar actions of this game; objective: its tile id
    start_player, current, phase, ending (someone has 14 cards)
    tiles_offered   starting tiles still to choose
    cities    one per player (see scoring.py); supply {"L", "T", "footprints"}
    taken     every card taken, in order (for the balance report); last: per player what
              their latest turn changed (for highlighting)
"""

from __future__ import annotations

import functools

from ludoteca.core import Game, Option, Rng
from ludoteca.core.game import Choice
from ludoteca.core.result import build_result

from . import content
from . import scoring as SC
from .city import DISPLAY_COLUMNS, refresh
from .content import (
    CARDS,
    CITY_CARDS_TO_END,
    DOLLAR_BY_ID,
    DOLLAR_NAME,
    DOLLAR_TILES,
    OBJECTIVE_BY_ID,
    START_TILES,
    SUPPLY,
)
from .texts import N_, NN_, _, msg, name_slot, ngettext, nmsg, player, term
from .turn import Refused, Turn, add_people, add_person

OBJECTIVE_CHOICES = (
    Choice("blue", N_("Blue (for a first game)")),
    Choice("green", N_("Green")),
    Choice("orange", N_("Orange")),
    Choice("random", N_("Random")),
)


def bonus_text(bonus: tuple) -> str:
    """A starting tile's bonus in words ("2 sand dollars + 1 local"), in the current language."""
    parts = []
    for a in bonus:
        if a[0] == "$":
            parts.append(ngettext("{n} sand dollar", "{n} sand dollars", a[1]).format(n=a[1]))
        elif a[1] == "L":
            parts.append(ngettext("{n} local", "{n} locals", a[2]).format(n=a[2]))
        else:
            parts.append(ngettext("{n} tourist", "{n} tourists", a[2]).format(n=a[2]))
    return " + ".join(parts) or _("no bonus")


def bonus_terms(bonus: tuple) -> list:
    """The same as log arguments (translated when shown)."""
    parts = []
    for a in bonus:
        if a[0] == "$":
            parts.append(nmsg("{n} sand dollar", "{n} sand dollars", a[1]))
        elif a[1] == "L":
            parts.append(nmsg("{n} local", "{n} locals", a[2]))
        else:
            parts.append(nmsg("{n} tourist", "{n} tourists", a[2]))
    return parts


class SantaMonica(Game):
    id = "santa_monica"
    name = "Santa Monica"
    min_players = 2
    max_players = 4
    # 2: issue 13 content corrections (CONTENT.md); version 1's content is kept, chosen by a
    # state's version (content.py, "Rules versions" in RULES_NOTES.md).
    rules_versions = ("1", "2")
    tagline = N_("Draft beach and street features, bring locals and tourists, fill the rings.")
    hands_hidden = False  # nothing a player holds is secret: no privacy screen
    move_kinds = (frozenset({"p", "clicks"}),)
    lists_moves = False  # a turn is built click by click (turn.Turn)
    options = (
        Option(
            "objective",
            N_("Scoring objective tile"),
            OBJECTIVE_CHOICES,
            "blue",
            help=N_("One tile scores for everyone: its wave bonus, another bonus, a penalty."),
        ),
    )

    # ---------------- setup ----------------
    def _setup(self, state: dict) -> None:
        n = state["options"]["players"]
        rng = Rng(state)
        state["deck"] = list(range(len(CARDS)))
        state["display"] = {"front": [None] * DISPLAY_COLUMNS, "back": [None] * DISPLAY_COLUMNS}
        refresh(state["display"], lambda: draw_card(state))
        tiles = list(range(len(DOLLAR_TILES)))
        rng.shuffle(tiles)
        state["dollar_actions"] = sorted(
            (DOLLAR_TILES[t][rng.below(2)] for t in tiles[:2]), key=lambda a: DOLLAR_BY_ID[a].cost
        )
        objective = state["options"]["objective"]
        if objective == "random":
            objective = ("blue", "green", "orange")[rng.below(3)]
        state["objective"] = objective
        state["start_player"] = rng.below(n)
        offered = list(range(len(START_TILES)))
        rng.shuffle(offered)
        state["tiles_offered"] = sorted(offered[:n])
        state["cities"] = [
            {"start": None, "start_col": 0, "cards": {}, "people": [], "footprints": [], "dollars": 0, "next_id": 0}
            for _ in range(n)
        ]
        state["supply"] = dict(SUPPLY)
        state["markers"] = {"truck": None, "foodie": None}
        state["phase"] = "tile"
        state["current"] = (state["start_player"] - 1) % n  # the last player chooses first
        state["ending"] = False
        state["turns"] = 0
        state["taken"] = []
        state["last"] = [{"placed": [], "moved": []} for _ in range(n)]
        state["log"].append(
            {
                "who": None,
                **msg(
                    "{p} starts. Sand dollar actions: {actions}; objective tile: {objective}. Starting tiles "
                    "are chosen in reverse turn order.",
                    you=N_(
                        "You start. Sand dollar actions: {actions}; objective tile: {objective}. Starting "
                        "tiles are chosen in reverse turn order."
                    ),
                    p=player(state["start_player"]),
                    actions=[term(DOLLAR_NAME[a]) for a in state["dollar_actions"]],
                    objective=term(OBJECTIVE_BY_ID[objective].name),
                ),
            }
        )

    def is_over(self, state: dict) -> bool:
        return state["phase"] == "over"

    def _to_act(self, state: dict) -> list[int]:
        return [state["current"]]

    # ---------------- moves ----------------
    def _legal_moves(self, state: dict, player: int) -> list[dict]:
        if state["phase"] in ("tile", "truck"):
            return [{"p": player, "clicks": [t]} for t in setup_options(state)]
        raise NotImplementedError("a Santa Monica turn is built click by click: use next_clicks")

    def random_move(self, state: dict, player: int, rng) -> dict:
        """A random turn: random clicks, confirming with probability 1/4 whenever allowed."""
        if state["phase"] in ("tile", "truck"):
            return {"p": player, "clicks": [rng.choice(setup_options(state))]}
        turn = Turn(state, player, final=state["phase"] == "final")
        clicks = []
        while not turn.done:
            options = turn.options()
            if "ok" in options and (len(options) == 1 or rng.random() < 0.25):
                token = "ok"
            else:
                token = rng.choice([o for o in options if o != "ok"])
            turn.feed(token)
            clicks.append(token)
        return {"p": player, "clicks": clicks}

    def _why_illegal(self, state: dict, move: dict) -> str | None:
        clicks = move["clicks"]
        if not isinstance(clicks, list) or not all(isinstance(c, str) for c in clicks) or not clicks:
            return _("That move is not readable.")
        if state["phase"] in ("tile", "truck"):
            if len(clicks) != 1 or clicks[0] not in setup_options(state):
                return (
                    _("Choose one of the starting tiles on offer.")
                    if state["phase"] == "tile"
                    else _("Place the food truck under one of the four columns.")
                )
            return None
        try:
            turn = play_clicks(state, move["p"], clicks)
        except Refused as refused:
            return str(refused)
        return None if turn.done else _("The turn is not confirmed yet.")

    def _perform(self, state: dict, move: dict) -> None:
        p, phase = move["p"], state["phase"]
        n = state["options"]["players"]
        if phase == "tile":
            self._choose_tile(state, p, int(move["clicks"][0].split(":")[1]))
            if p == state["start_player"]:
                state["phase"], state["current"] = "truck", (state["start_player"] - 1) % n
            else:
                state["current"] = (p - 1) % n
            return
        if phase == "truck":
            col = int(move["clicks"][0].split(":")[1])
            state["markers"] = {"truck": col, "foodie": (col + 2) % DISPLAY_COLUMNS}
            state["log"].append(
                {
                    "who": p,
                    **msg(
                        "{p} places the food truck under column {col}; the foodie starts under column {foodie}.",
                        you=N_("You place the food truck under column {col}; the foodie starts under column {foodie}."),
                        p=player(p),
                        col=col + 1,
                        foodie=(col + 2) % DISPLAY_COLUMNS + 1,
                    ),
                }
            )
            state["phase"], state["current"] = "turn", state["start_player"]
            return
        turn = play_clicks(state, p, move["clicks"])
        state["cities"][p] = turn.city
        state["supply"] = turn.supply
        state["last"][p] = {"placed": list(turn.placed), "moved": list(turn.moved)}
        if phase == "final":
            state["log"] += [{"who": p, **e} for e in turn.log_entries()]
            if p == (state["start_player"] - 1) % n:
                self._end(state)
            else:
                state["current"] = (p + 1) % n
            return
        state["display"], state["markers"] = turn.display, turn.markers
        state["taken"] += turn.picked
        refresh(state["display"], lambda: draw_card(state))
        state["turns"] += 1
        cards = len(turn.city["cards"])
        state["log"] += [{"who": p, **e} for e in turn.log_entries()]
        if turn.placed:
            state["log"].append(
                {
                    "who": p,
                    **nmsg(
                        "{p} now has {n} feature card.",
                        "{p} now has {n} feature cards.",
                        cards,
                        you=NN_("You now have {n} feature card.", "You now have {n} feature cards."),
                        p=player(p),
                    ),
                }
            )
        if cards >= CITY_CARDS_TO_END and not state["ending"]:
            state["ending"] = True
            state["log"].append(
                {
                    "who": None,
                    **nmsg(
                        "{p} has {n} feature card: the round is finished, then comes the final movement.",
                        "{p} has {n} feature cards: the round is finished, then comes the final movement.",
                        cards,
                        you=NN_(
                            "You have {n} feature card: the round is finished, then comes the final movement.",
                            "You have {n} feature cards: the round is finished, then comes the final movement.",
                        ),
                        p=player(p),
                    ),
                }
            )
        nxt = (p + 1) % n
        if state["ending"] and nxt == state["start_player"]:
            state["phase"] = "final"
            state["log"].append(
                {
                    "who": None,
                    **msg("Final movement: every local may walk up to 3 steps, every tourist and VIP 1 step."),
                }
            )
        state["current"] = nxt

    def _choose_tile(self, state: dict, p: int, tile_id: int) -> None:
        tile = START_TILES[tile_id]
        city = state["cities"][p]
        city["start"] = tile_id
        state["tiles_offered"].remove(tile_id)
        street = SC.key(city["start_col"], 1)  # VIPs and bonus people stand on the street half
        for _vip in range(tile.vips):
            add_person(city, "V", street)
        for a in tile.bonus:
            if a[0] == "$":
                city["dollars"] += a[1]
            else:
                add_people(city, state["supply"], a[1], a[2], street)
        state["log"].append(
            {
                "who": p,
                **nmsg(
                    "{p} chooses {tile} ({n} VIP; bonus: {bonus}).",
                    "{p} chooses {tile} ({n} VIPs; bonus: {bonus}).",
                    tile.vips,
                    you=NN_(
                        "You choose {tile} ({n} VIP; bonus: {bonus}).", "You choose {tile} ({n} VIPs; bonus: {bonus})."
                    ),
                    p=player(p),
                    tile=term(tile.name),
                    bonus=bonus_terms(tile.bonus),
                ),
            }
        )

    def _end(self, state: dict) -> None:
        state["phase"] = "over"
        scores = [sum(pad.values()) for pad in self.scorepads(state)]
        state["log"].append(
            {
                "who": None,
                **msg(
                    "Scores: {scores}.",
                    scores=[
                        # the reader's own score as the board names them ("You: 23 points")
                        nmsg(
                            "{p}: {n} point",
                            "{p}: {n} points",
                            s,
                            you=NN_("You: {n} point", "You: {n} points"),
                            p=player(p),
                        )
                        if s >= 0
                        else nmsg(
                            "{p}: −{n} point",
                            "{p}: −{n} points",
                            -s,
                            you=NN_("You: −{n} point", "You: −{n} points"),
                            p=player(p),
                        )
                        for p, s in enumerate(scores)
                    ],
                ),
            }
        )

    # ---------------- views and results ----------------
    def _view(self, state: dict, player: int | None) -> dict:
        # Nothing is secret but the deck (and the PRNG that draws from it). Shared with the
        # state here: Game.view copies the whole view once.
        view = {k: v for k, v in state.items() if k not in ("deck", "rng", "log")}
        view["deck_count"] = len(state["deck"])
        view["last_move"] = last_move(state)
        return view

    def scorepads(self, state: dict) -> list[dict]:
        return [SC.scorepad(c, state["objective"]) for c in state["cities"]]

    def _result(self, state: dict) -> dict:
        n = state["options"]["players"]
        pads = self.scorepads(state)
        scores = [sum(pad.values()) for pad in pads]
        dollars = [c["dollars"] for c in state["cities"]]
        chains = [SC.longest_chain(c) for c in state["cities"]]
        breakdown = [[{"label": _(c), "points": pad[c]} for c in SC.CATEGORIES if pad[c]] for pad in pads]
        rows = [[_(c)] + [str(pad[c]) for pad in pads] for c in SC.CATEGORIES]
        rows.append([_("Total")] + [str(s) for s in scores])
        rows.append([_("Sand dollars left (tie-break)")] + [str(d) for d in dollars])
        return build_result(
            scores,
            breakdown,
            {"columns": [_("Category")] + [name_slot(p) for p in range(n)], "rows": rows},
            tiebreaks=[(dollars[p], chains[p]) for p in range(n)],
            tiebreak_words=[msg("more sand dollars left"), msg("the longest chain")],
        )

    # ---------------- browser table ----------------
    def forced_move(self, state: dict, player: int) -> dict | None:
        """The start player's starting tile: the others chose first, one tile is left."""
        if state["phase"] != "tile" or player not in self.to_act(state) or len(state["tiles_offered"]) != 1:
            return None
        return {"p": player, "clicks": [f"tile:{state['tiles_offered'][0]}"]}

    def forced_notice(self, move: dict) -> str:
        name = _(START_TILES[int(move["clicks"][0].split(":")[1])].name)
        return _("The others chose first: {tile}, the one starting tile left, is yours.").format(tile=name)

    def move_path(self, move: dict) -> list[str]:
        return list(move["clicks"])

    def parse_path(self, player: int, path: list[str]) -> dict | None:
        return {"p": player, "clicks": list(path)} if path else None

    def next_clicks(self, state: dict, player: int, path: list[str]) -> list[str]:
        if player not in self.to_act(state):
            return []
        if state["phase"] in ("tile", "truck"):
            return setup_options(state) if not path else []
        try:
            turn = play_clicks(state, player, path)
        except Refused:
            return []
        return [] if turn.done else turn.options()

    def path_move(self, state: dict, player: int, path: list[str]) -> dict | None:
        move = self.parse_path(player, path)
        if move is None or player not in self.to_act(state) or self.why_illegal(state, move):
            return None
        return move

    def explain_click(self, state: dict, player: int, path: list[str]) -> str:
        if state["phase"] in ("tile", "truck"):
            return self._why_illegal(state, {"p": player, "clicks": path[-1:]}) or _("Not now.")
        try:
            play_clicks(state, player, path)
        except Refused as refused:
            return str(refused)
        return _("That is not a legal move now.")


# Every call that reads the content — with a state (the rules, results) or a view (drawing,
# description, bots, analysis) — runs under that game's rules version: content.py's tables
# then answer as that version has them (version 1's cards, tiles and objectives are kept).


def under_its_rules(method):
    """`method` (whose first argument is a state or a view) run under its rules version."""

    @functools.wraps(method)
    def run(self, state, *args, **kwargs):
        with content.rules(self.rules_of(state)):
            return method(self, state, *args, **kwargs)

    return run


for _method in (
    "_setup",
    "_legal_moves",
    "random_move",
    "_why_illegal",
    "_perform",
    "_view",
    "scorepads",
    "_result",
    "next_clicks",
    "path_move",
    "explain_click",
    "render",
    "describe",
    "bot_move",
    "analyse",
):
    setattr(SantaMonica, _method, under_its_rules(getattr(SantaMonica, _method)))
del _method


# The log's words that tell what a move did to the table besides the cities
MARKERS_MOVE = ("The food truck moves on to column {col}.", "The foodie moves on to column {col}.")
ANNOUNCED = {
    "{p} has {n} feature card: the round is finished, then comes the final movement.": "ending",
    "Final movement: every local may walk up to 3 steps, every tourist and VIP 1 step.": "final",
    "Scores: {scores}.": "over",
}


def last_mover(state: dict) -> tuple[int | None, str | None]:
    """Who made the latest move, and what kind it was ("tile", "truck", "turn", "final"):
    turns go round in a fixed order, so the phase and the player to act tell."""
    n, phase, current, start = state["options"]["players"], state["phase"], state["current"], state["start_player"]
    if phase == "tile":
        if all(c["start"] is None for c in state["cities"]):
            return None, None
        return (current + 1) % n, "tile"
    if phase == "truck":
        return start, "tile"
    if phase == "turn":
        return ((start - 1) % n, "truck") if state["turns"] == 0 else ((current - 1) % n, "turn")
    if phase == "final":
        return (current - 1) % n, "turn" if current == start else "final"
    return (start - 1) % n, "final"


def last_move(state: dict) -> dict:
    """What the latest move changed, for the drawing to mark (all of it public): its player and
    kind, the cities' spaces it placed cards on, the people it moved and those it brought, the
    display slots it took cards from, whether the markers moved, what the game announced after
    it, and its log entries (to say it in words)."""
    p, kind = last_mover(state)
    out: dict = {"p": p, "kind": kind, "placed": [], "moved": [], "arrived": [], "slots": [], "markers": False}
    out["announce"], out["said"] = None, []
    if p is None:
        return out
    log = state["log"]
    i = len(log)
    while i > 0 and log[i - 1]["who"] is None:  # the announcements that followed the move
        i -= 1
        out["announce"] = out["announce"] or ANNOUNCED.get(log[i].get("m"))
    end = i
    while i > 0 and log[i - 1]["who"] == p:
        i -= 1
    out["said"] = [{k: v for k, v in e.items() if k != "who"} for e in log[i:end]]
    city = state["cities"][p]
    if kind == "tile":
        out["arrived"] = [q["id"] for q in city["people"]]
    elif kind == "truck":
        out["markers"] = True
    else:
        last = state["last"][p]
        out["placed"], out["moved"] = list(last["placed"]), list(last["moved"])
        out["arrived"] = [q["id"] for q in city["people"] if q["at"] in last["placed"] and q["id"] not in last["moved"]]
        out["slots"] = [e["a"]["slot"] for e in log[i:end] if "slot" in e.get("a", {})]
        out["markers"] = any(e.get("m") in MARKERS_MOVE for e in log[i:end])
    return out


def draw_card(state: dict):
    """One card from the deck, chosen at random now; None when the deck is empty."""
    deck = state["deck"]
    if not deck:
        return None
    return deck.pop(Rng(state).below(len(deck)))


def setup_options(state: dict) -> list[str]:
    if state["phase"] == "tile":
        return [f"tile:{t}" for t in state["tiles_offered"]]
    return [f"truck:{c}" for c in range(DISPLAY_COLUMNS)]


def play_clicks(state: dict, player: int, clicks: list[str]) -> Turn:
    """Replay a turn's clicks on a copy; raises Refused at the first click that does not fit."""
    turn = Turn(state, player, final=state["phase"] == "final")
    for token in clicks:
        turn.feed(token)
    return turn


GAME = SantaMonica()
