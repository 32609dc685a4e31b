"""Kukulkán (roll and write) on the engine contract (see ludoteca.core.game).

Every round one die is rolled and every player acts with it at the same time: `to_act` names
all players who have not yet chosen their action. A chosen action waits, hidden from the
others, until everyone has chosen; then the round resolves at once — actions, bonuses
(first-to-claim ones go to everybody who reaches them in that round), the end check — and
the next die is rolled only then, from the PRNG in the state (so no future roll is known).

State (plain JSON):
    options  {"players": 1–6}
    rng      the PRNG state; round, roll: the current round and its die
    sheets   one per player (see sheet.py)
    pending  per player: the action chosen this round, or None (hidden from the others)
    first    per first-to-claim bonus: None or {"round", "by": [players]}
    last     per player: what their latest resolved action changed (for highlighting)
    over, end: the game is over and why ("bonuses": all three normal bonuses claimed, or
             "frozen": no sheet can change again — a key, the words are the drawing's)
    log: public events, as messages (core/i18n.py msg) rendered in the reader's language
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from ludoteca.core import Game, Rng, clone
from ludoteca.core.i18n import N_, NN_, join, msg, nmsg, player, term
from ludoteca.core.result import build_result

from . import sheet as S
from .data import BLOCKS, FIRST_BONUSES, NORMAL_BONUSES
from .texts import BONUS_NAME, HELP_NAME, _, block_ref, cap, ngettext

# Click tokens (see move_path): helps first, then the number, then the action. A trail starts
# with its own button (DRAW), then its dots: before it, a tap on the sheet's blocks shows them.
CHANGE_TOKEN = {"pm": "help:pm", "six": "help:six", "ability": "ability"}
TOKEN_CHANGE = {t: c for c, t in CHANGE_TOKEN.items()}
SAME_TOKEN, CONFIRM, PASS, DRAW = "help:same", "ok", "pass", "draw"
# Log texts the view reads back (what the latest move did: `latest`).
ROUND = N_("Round {round}: the die shows {roll}.")
CHOSE = N_("{p} has chosen.")


class Kukulkan(Game):
    id = "kukulkan"
    name = "Kukulkán"
    min_players = 1
    max_players = 6
    # 1: passing only when no action is possible, even with a help; 2: passing is allowed
    # whenever no action is possible without a one-use help (issue 13). See pass_allowed.
    rules_versions = ("1", "2")
    # Marked with N_: Game.declare translates it with the game's catalogs where it is shown.
    tagline = N_("One die for everyone: draw, number and cross the stones of your own El Castillo.")
    # A chosen action stays secret until the round resolves; pass-and-play hides it.
    hands_hidden = True
    # Trails of up to six segments number in the thousands: the table asks next_clicks.
    lists_moves = False
    move_kinds = tuple(frozenset(keys) for keys in S.MOVE_KEYS.values())
    options = ()

    # ---------------- setup ----------------
    def _setup(self, state: dict) -> None:
        n = state["options"]["players"]
        state["sheets"] = [S.new_sheet() for _ in range(n)]
        state["pending"] = [None] * n
        state["first"] = dict.fromkeys(FIRST_BONUSES)
        state["last"] = [None] * n
        state["round"] = 0
        state["over"] = False
        state["end"] = ""
        self._next_round(state)

    def _next_round(self, state: dict) -> None:
        # Rolled only now, so a record never holds a roll before it is needed.
        state["round"] += 1
        state["roll"] = Rng(state).below(6) + 1
        state["pending"] = [None] * state["options"]["players"]
        state["log"].append({"who": None, **msg(ROUND, round=state["round"], roll=state["roll"])})

    # ---------------- whose turn ----------------
    def is_over(self, state: dict) -> bool:
        return state["over"]

    def _to_act(self, state: dict) -> list[int]:
        return [p for p, move in enumerate(state["pending"]) if move is None]

    # ---------------- moves ----------------
    def _legal_moves(self, state: dict, player: int) -> list[dict]:
        sheet, roll = state["sheets"][player], state["roll"]
        moves = S.non_draw_moves(sheet, roll, player)
        drawn = set(sheet["drawn"])
        for change, n in S.draw_choices(sheet, roll):
            moves += [
                {"p": player, "act": "draw", "change": change, "n": n, "trail": t} for t in S.all_trails(drawn, n)
            ]
        if pass_allowed(sheet, roll, self.rules_of(state)):
            moves.append({"p": player, "act": "pass"})
        return moves

    def random_move(self, state: dict, player: int, rng) -> dict:
        """A random legal move without listing every trail: each write, each cross, each
        way of drawing (help, number) and passing (when allowed) is equally likely; the
        trail is then random."""
        sheet, roll = state["sheets"][player], state["roll"]
        options = S.non_draw_moves(sheet, roll, player) + S.draw_choices(sheet, roll)
        if pass_allowed(sheet, roll, self.rules_of(state)):
            options.append({"p": player, "act": PASS})
        pick = rng.choice(options)
        if isinstance(pick, dict):
            return pick
        change, n = pick
        trail = S.random_trail(set(sheet["drawn"]), n, rng)
        return {"p": player, "act": "draw", "change": change, "n": n, "trail": trail}

    def _why_illegal(self, state: dict, move: dict) -> str | None:
        return refusal(state["sheets"][move["p"]], state["roll"], move, self.rules_of(state))

    def forced_move(self, state: dict, player: int) -> dict | None:
        """Passing, when it is the player's only legal move: no action at all, not even with a
        help. (When a help would allow one, the player may pass or use it: nothing is forced.)"""
        if player not in self.to_act(state):
            return None
        if S.has_action(state["sheets"][player], state["roll"]):
            return None
        return {"p": player, "act": PASS}

    def move_log(self, view: dict, move: dict) -> list[dict] | None:
        # a choice is told when the round resolves: the coach reads those words, not "You have chosen"
        return [{"who": move["p"], **entry} for entry in describe(move, view["roll"])]

    def forced_notice(self, move: dict) -> str:
        return self.drawing.forced_pass()  # the words live with the drawing's

    def _perform(self, state: dict, move: dict) -> None:
        state["pending"][move["p"]] = move
        if all(m is not None for m in state["pending"]):
            self._resolve_round(state)
        else:
            # that they chose is public (what, is not): the drawing marks it (see `latest`)
            state["log"].append({"who": move["p"], **msg(CHOSE, you=N_("You have chosen."), p=player(move["p"]))})

    def _resolve_round(self, state: dict) -> None:
        sheets, n = state["sheets"], state["options"]["players"]
        for p in range(n):
            move = state["pending"][p]
            state["last"][p] = S.perform(sheets[p], move)
            state["log"].extend({"who": p, **entry} for entry in describe(move, state["roll"]))
        for p in range(n):
            for bonus in NORMAL_BONUSES:
                if bonus not in sheets[p]["bonuses"] and S.bonus_reached(sheets[p], bonus):
                    self._claim(state, p, bonus)
        for bonus in FIRST_BONUSES:
            if state["first"][bonus] is None:
                # Everybody who reaches it in the same round gets it; then nobody else can.
                claimers = [p for p in range(n) if S.bonus_reached(sheets[p], bonus)]
                for p in claimers:
                    self._claim(state, p, bonus)
                if claimers:
                    state["first"][bonus] = {"round": state["round"], "by": claimers}
        if all(normal_claimed(state, b) for b in NORMAL_BONUSES):
            self._end(state, "bonuses")
        elif frozen(state):
            self._end(state, "frozen")
        else:
            self._next_round(state)

    def _claim(self, state: dict, p: int, bonus: str) -> None:
        sheet = state["sheets"][p]
        points = S.bonus_points(sheet, bonus)
        sheet["bonuses"][bonus] = points
        if bonus == "base":
            sheet["ability"] = True
            entry = msg(
                "{p} claims the {bonus}: the permanent plus/minus one.",
                you=N_("You claim the {bonus}: the permanent plus/minus one."),
                p=player(p),
                bonus=term(BONUS_NAME[bonus]),
            )
        else:
            entry = nmsg(
                "{p} claims the {bonus}: {n} point.",
                "{p} claims the {bonus}: {n} points.",
                points,
                you=NN_("You claim the {bonus}: {n} point.", "You claim the {bonus}: {n} points."),
                p=player(p),
                bonus=term(BONUS_NAME[bonus]),
            )
        state["log"].append({"who": p, **entry})

    def _end(self, state: dict, why: str) -> None:
        """`why`: a key of END_WHY (the state keeps no sentence)."""
        state["over"] = True
        state["end"] = why
        state["pending"] = [None] * state["options"]["players"]
        if why == "bonuses":
            entry = msg(
                "The game ends after round {round}: all three normal bonuses have been claimed.", round=state["round"]
            )
        else:
            entry = msg(
                "The game ends after round {round}: no sheet allows any action for any roll.", round=state["round"]
            )
        state["log"].append({"who": None, **entry})

    # ---------------- what a player sees ----------------
    def _view(self, state: dict, player: int | None) -> dict:
        sheets = clone(state["sheets"])
        own_pending = None
        if player is not None and state["pending"][player] is not None:
            # Your own chosen action is shown on your sheet; the others' stay secret.
            own_pending = clone(state["pending"][player])
            preview = S.perform(sheets[player], own_pending)
        else:
            preview = None
        return {
            "options": dict(state["options"]),
            "round": state["round"],
            "roll": state["roll"],
            "sheets": sheets,
            "acted": [m is not None for m in state["pending"]],
            "own_pending": own_pending,
            "preview": preview,
            "first": state["first"],
            "normal_claimed": {
                b: [p for p, sh in enumerate(state["sheets"]) if b in sh["bonuses"]] for b in NORMAL_BONUSES
            },
            "last": state["last"],
            "latest": latest(state),
            "scores": [S.score(sh) for sh in state["sheets"]],
            "end": state["end"],
        }

    # ---------------- end ----------------
    def _result(self, state: dict) -> dict:
        sheets, n = state["sheets"], state["options"]["players"]
        scores = [S.score(sh) for sh in sheets]
        crossed = [len(sh["crossed"]) for sh in sheets]
        breakdown = []
        for sh in sheets:
            k = len(sh["crossed"])
            lines = [{"label": ngettext("{n} crossed block", "{n} crossed blocks", k).format(n=k), "points": k}]
            for bonus in NORMAL_BONUSES + FIRST_BONUSES:
                if bonus in sh["bonuses"]:
                    label = (
                        _("Base bonus (the permanent plus/minus one)") if bonus == "base" else cap(_(BONUS_NAME[bonus]))
                    )
                    lines.append({"label": label, "points": sh["bonuses"][bonus]})
            breakdown.append(lines)
        # Alone, the player plays for a high score, counted in rounds: the game's own sentence.
        # With others, core's victory sentences (core/result.py), the crossed blocks breaking a tie.
        solo = nmsg(
            "{p} scores {n} point in {rounds}.",
            "{p} scores {n} points in {rounds}.",
            abs(scores[0]),
            you=NN_("You score {n} point in {rounds}.", "You score {n} points in {rounds}."),
            p=player(0),
            n=scores[0],
            rounds=nmsg("{n} round", "{n} rounds", state["round"]),
        )

        def cell(sh, bonus):
            if bonus not in sh["bonuses"]:
                return "—"
            return _("yes") if bonus == "base" else str(sh["bonuses"][bonus])

        rows = [
            [f"{{p{p}}}", str(crossed[p])]
            + [cell(sh, b) for b in NORMAL_BONUSES + FIRST_BONUSES]
            + [join([_(HELP_NAME[h]) for h in sh["used"]]) or _("none"), str(scores[p])]
            for p, sh in enumerate(sheets)
        ]
        columns = [
            _("Player"),
            _("Crossed"),
            _("Base"),
            _("Axis"),
            _("Full"),
            "C − A",
            "D − B",
            _("Helps used"),
            _("Score"),
        ]
        return build_result(
            scores,
            breakdown,
            {"columns": columns, "rows": rows},
            tiebreaks=[(k,) for k in crossed],
            tiebreak_words=[msg("more crossed blocks")],
            solo_summary=solo if n == 1 else None,
        )

    # ---------------- browser table ----------------
    def move_path(self, move: dict) -> list[str]:
        if move["act"] == "pass":
            return [PASS]
        path = []
        if move["change"] is not None:
            path += [CHANGE_TOKEN[move["change"]], f"n:{move['n']}"]
        if move["act"] == "draw":
            return path + [DRAW] + [f"v:{v}" for v in move["trail"]] + [CONFIRM]
        if move["act"] == "write" and move["same"]:
            path.append(SAME_TOKEN)
        return path + [f"b:{move['block']}"]

    def next_clicks(self, state: dict, player: int, path: list[str]) -> list[str]:
        if player not in self.to_act(state):
            return []
        return sorted(_next_tokens(state["sheets"][player], state["roll"], player, path, self.rules_of(state)))

    def path_move(self, state: dict, player: int, path: list[str]) -> dict | None:
        if player not in self.to_act(state):
            return None
        sheet, roll = state["sheets"][player], state["roll"]
        move = _resolve(sheet, roll, _parse(player, path)[0])
        if move is None or refusal(sheet, roll, move, self.rules_of(state)) is not None:
            return None
        return move

    def explain_click(self, state: dict, player: int, path: list[str]) -> str:
        # (Instead of parse_path: whether a block click writes or crosses depends on the sheet.)
        sheet, roll = state["sheets"][player], state["roll"]
        move, at = _parse(player, path)
        move = _resolve(sheet, roll, move)
        if move is not None:
            return refusal(sheet, roll, move, self.rules_of(state)) or _("That is not a legal move now.")
        if at.get("stage") == "dots":
            return _("First {tap} Draw, then the dots of your trail.")
        if at.get("stage") == "trail":
            drawn, trail = set(sheet["drawn"]), at["trail"]
            n = at["n"] or roll
            if not trail:
                return _("That is not a legal move now.")
            reason = S.trail_refusal(drawn, trail, len(trail) - 1)
            if reason:
                return reason
            if len(trail) > n + 1:
                return ngettext(
                    "The trail already has its {n} segment: confirm it or take a step back.",
                    "The trail already has its {n} segments: confirm it or take a step back.",
                    n,
                ).format(n=n)
            return ngettext(
                "From there no trail of exactly {n} new segment can be drawn.",
                "From there no trail of exactly {n} new segments can be drawn.",
                n,
            ).format(n=n)
        if at.get("stage") == "number":
            return S.help_refusal(sheet, roll, at["change"]) or _("Choose the number first.")
        return _("That is not a legal move now.")


# ---------------- passing (issue 13; the rules version decides) ----------------


def pass_allowed(sheet: dict, roll: int, rules: str | None = None) -> bool:
    """Rules version 2 (the current one, `rules` None): a player may pass when no action is
    possible without a one-use help: the helps are a way to avoid passing, never an
    obligation. The base bonus's permanent plus/minus one is no help (nothing is spent), so
    while it allows an action the player must act.
    Rules version 1: only when no action at all is possible, not even with a help (then the
    pass is forced either way)."""
    if rules == "1":
        return not S.has_action(sheet, roll)
    drawn = set(sheet["drawn"])
    for change in (None, "ability"):
        for n in S.numbers_for(sheet, roll, change):
            if (
                S.trail_starts_any(drawn, n)
                or S.cross_options(sheet, drawn, n)
                or S.write_options(sheet, drawn, n, False)
            ):
                return False
    return True


def refusal(sheet: dict, roll: int, move: dict, rules: str | None = None) -> str | None:
    """Why the sheet's owner may not make `move` with this roll (None if they may): the
    sheet's rules, with the passing rule of this module for that rules version."""
    if move.get("act") == PASS and set(move) == S.MOVE_KEYS[PASS]:
        if pass_allowed(sheet, roll, rules):
            return None
        if rules == "1":
            return _("You may pass only when no action is possible, even with a help.")
        return _("You may pass only when no action is possible without a help.")
    return S.action_refusal(sheet, roll, move)


# ---------------- rounds ----------------


def normal_claimed(state: dict, bonus: str) -> bool:
    return any(bonus in sh["bonuses"] for sh in state["sheets"])


def frozen(state: dict) -> bool:
    """True when no player could act with any roll: nothing on any sheet can change again."""
    return not any(S.has_action(sh, roll) for sh in state["sheets"] for roll in range(1, 7))


def describe(move: dict, roll: int) -> list[dict]:
    """The log entries of a resolved action with this round's `roll` (messages about the
    player in move["p"]): the help that changed the die, if any, then the action."""
    p = player(move["p"])
    if move["act"] == "pass":
        return [msg("{p} passes.", you=N_("You pass."), p=p)]
    out = []
    n = move["n"]
    change = move["change"]
    if change is not None:
        if change == "pm":
            out.append(
                msg(
                    "{p} uses the plus/minus one help: the {roll} rolled becomes {n}.",
                    you=N_("You use the plus/minus one help: the {roll} rolled becomes {n}."),
                    p=p,
                    roll=roll,
                    n=n,
                )
            )
        elif change == "six":
            out.append(
                msg(
                    "{p} uses the super-six: the 6 rolled becomes {n}.",
                    you=N_("You use the super-six: the 6 rolled becomes {n}."),
                    p=p,
                    n=n,
                )
            )
        else:
            out.append(
                msg(
                    "{p} uses the permanent plus/minus one: the {roll} rolled becomes {n}.",
                    you=N_("You use the permanent plus/minus one: the {roll} rolled becomes {n}."),
                    p=p,
                    roll=roll,
                    n=n,
                )
            )
    if move["act"] == "draw":
        # where: the blocks the new segments border, as the sheet names them
        blocks = [block_ref(b) for b in bordered(S.trail_segments(move["trail"]))]
        out.append(
            nmsg(
                "{p} draws {n} border segment, along {blocks}.",
                "{p} draws {n} border segments, along {blocks}.",
                n,
                you=NN_(
                    "You draw {n} border segment, along {blocks}.", "You draw {n} border segments, along {blocks}."
                ),
                p=p,
                blocks=blocks,
            )
        )
    elif move["act"] == "write":
        block = block_ref(move["block"])
        if move["same"]:
            out.append(
                msg(
                    "{p} writes {n} in {block} by same-value stacking.",
                    you=N_("You write {n} in {block} by same-value stacking."),
                    p=p,
                    n=n,
                    block=block,
                )
            )
        else:
            out.append(msg("{p} writes {n} in {block}.", you=N_("You write {n} in {block}."), p=p, n=n, block=block))
    elif BLOCKS[move["block"]].is_base:
        out.append(msg("{p} crosses {block}.", you=N_("You cross {block}."), p=p, block=block_ref(move["block"])))
    else:
        out.append(
            msg(
                "{p} crosses the {n} in {block}.",
                you=N_("You cross the {n} in {block}."),
                p=p,
                n=n,
                block=block_ref(move["block"]),
            )
        )
    return out


def bordered(segments) -> list[int]:
    """The blocks that have one of these segments in their border, from the base up, left to right."""
    segments = set(segments)
    return [b.id for b in sorted(BLOCKS, key=lambda b: (b.tier, b.x0)) if segments & set(b.border)]


def latest(state: dict) -> dict:
    """What the latest move did, read from the public log: {"kind": "chose", "p"} (a player chose,
    the round goes on), "round" (the round `resolved` resolved and the next began; "start" before
    any move) or "end" (the game ended with round `resolved`), with the bonuses claimed then,
    as [player, bonus] pairs."""
    log = state["log"]
    entry = log[-1]
    if entry.get("m") == CHOSE:
        return {"kind": "chose", "p": entry["who"]}
    if state["over"]:
        kind, resolved = "end", state["round"]
    else:
        kind, resolved = ("start", 0) if state["round"] == 1 else ("round", state["round"] - 1)
    claims = []
    for entry in reversed(log[:-1] if kind != "end" else log):
        if entry.get("m") == ROUND:
            break
        if entry.get("m", "").startswith("{p} claims the {bonus}"):
            claims.append([entry["who"], BONUS_OF[entry["a"]["bonus"]["t"]]])
    return {"kind": kind, "resolved": resolved, "claims": sorted(claims)}


BONUS_OF = {name: bonus for bonus, name in BONUS_NAME.items()}


# ---------------- click paths ----------------
# A path is [change token, "n:k"]? ["help:same"]? then "b:<block>", or "draw" "v:<vertex>"… "ok",
# or "pass". _parse reads as much of a path as it can; _next_tokens says what may follow.


class ParsePosition(TypedDict):
    """How far _parse read a click path: the stage the next token belongs to, and what was read."""

    stage: str  # "number", "action", "dots" (a dot before Draw), "trail"
    change: str | None  # the help or ability, None without
    i: int  # tokens read before the action
    n: NotRequired[int | None]  # the number (None: the roll's), once past the stage "number"
    same: NotRequired[bool]
    block: NotRequired[int]
    trail: NotRequired[list[int]]


def _parse(player: int, path: list[str]) -> tuple[dict | None, ParsePosition]:
    """(complete move or None, parse position) — the move is not checked for legality."""
    i, change, n, same = 0, None, None, False
    if i < len(path) and path[i] in TOKEN_CHANGE:
        change = TOKEN_CHANGE[path[i]]
        i += 1
        if i >= len(path) or not path[i].startswith("n:") or not path[i][2:].isdigit():
            return None, {"stage": "number", "change": change, "i": i}
        n = int(path[i][2:])
        i += 1
    if i < len(path) and path[i] == SAME_TOKEN:
        same = True
        i += 1
    at: ParsePosition = {"stage": "action", "change": change, "n": n, "same": same, "i": i}
    rest = path[i:]
    if not rest:
        return None, at
    if rest == [PASS] and change is None and not same:
        return {"p": player, "act": PASS}, at
    if len(rest) == 1 and rest[0].startswith("b:") and rest[0][2:].isdigit():
        block = int(rest[0][2:])
        at["block"] = block
        return {"p": player, "act": "block", "change": change, "n": n, "block": block, "same": same}, at
    if rest[0] != DRAW or same:
        if rest[0].startswith("v:"):
            at["stage"] = "dots"  # a dot before Draw
        return None, at
    rest = rest[1:]
    if all(t.startswith("v:") and t[2:].isdigit() for t in rest[:-1]):
        trail = [int(t[2:]) for t in rest if t.startswith("v:") and t[2:].isdigit()]
        at["trail"] = trail
        if rest and rest[-1] == CONFIRM and len(trail) == len(rest) - 1:
            return {"p": player, "act": "draw", "change": change, "n": n, "trail": trail}, at
        if len(trail) == len(rest):
            at["stage"] = "trail"
    return None, at


def _resolve(sheet: dict, roll: int, move: dict | None) -> dict | None:
    """Fill in what a parsed move leaves open (the number without a help; write or cross)."""
    if move is None or move["act"] == PASS:
        return move
    move = dict(move)
    if move["n"] is None:
        move["n"] = roll
    if move["act"] == "block":
        if sheet["values"][move["block"]] is None or move["same"]:
            move["act"] = "write"
        else:
            move["act"] = "cross"
            del move["same"]
    return move


def _next_tokens(sheet: dict, roll: int, player: int, path: list[str], rules: str | None = None) -> set[str]:  # noqa: C901 — one branch per stage of the move being written, in play order
    move, at = _parse(player, path)
    if move is not None:
        return set()
    drawn = set(sheet["drawn"])
    if at["stage"] == "number":
        if at["i"] != len(path):
            return set()
        return {
            f"n:{k}" for k in S.numbers_for(sheet, roll, at["change"]) if _anything_with(sheet, drawn, at["change"], k)
        }
    change, n, same = at["change"], at["n"] if at["n"] is not None else roll, at["same"]
    if at["stage"] == "trail":
        trail = at["trail"]
        if not trail:
            return {f"v:{v}" for v in S.trail_starts(drawn, n)}
        if S.trail_refusal(drawn, trail, len(trail) - 1) is not None and len(trail) > 1:
            return set()
        if len(trail) == n + 1:
            return {CONFIRM}
        return {f"v:{v}" for v in S.trail_next(drawn, trail, n)}
    if at["i"] != len(path):
        return set()
    tokens = {f"b:{b}" for b in S.write_options(sheet, drawn, n, same)}
    if same:
        return tokens
    tokens |= {f"b:{b}" for b in S.cross_options(sheet, drawn, n)}
    if S.trail_starts_any(drawn, n):
        tokens.add(DRAW)
    if at["i"] == 0:
        for c, token in CHANGE_TOKEN.items():
            if any(_anything_with(sheet, drawn, c, k) for k in S.numbers_for(sheet, roll, c)):
                tokens.add(token)
        if pass_allowed(sheet, roll, rules):
            tokens.add(PASS)
    if S.may_stack_same(sheet, change) and S.write_options(sheet, drawn, n, True):
        tokens.add(SAME_TOKEN)
    return tokens


def _anything_with(sheet: dict, drawn: set, change, n: int) -> bool:
    """Is there any action with number n (reached by `change`)?"""
    if S.write_options(sheet, drawn, n, False) or S.cross_options(sheet, drawn, n):
        return True
    if S.may_stack_same(sheet, change) and S.write_options(sheet, drawn, n, True):
        return True
    return S.trail_starts_any(drawn, n)


GAME = Kukulkan()
