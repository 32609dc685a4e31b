"""One player's sheet and what may be done on it with one number: the rules of a single
sheet, shared by the engine (rules.py), the bot and the drawing. Pure functions on plain
JSON; nothing here knows about rounds or other players.

A sheet is {"drawn": [segment ids], "values": [21 × value|None], "crossed": [block ids],
"used": [helps used], "ability": bool, "bonuses": {bonus: points}, "same": [blocks written
by same-value stacking]}.

A move (one player's action for the round) is one of
    {"p", "act": "draw",  "change", "n", "trail": [vertex ids, n + 1 of them]}
    {"p", "act": "write", "change", "n", "block", "same": bool}
    {"p", "act": "cross", "change", "n", "block"}
    {"p", "act": "pass"}
where "change" says how the roll became "n": None, "pm" (the one-use help), "six"
(super-six) or "ability" (the base bonus's permanent plus/minus one).
"""

from __future__ import annotations

import random

from .data import (
    AXIS,
    AXIS_POINTS,
    BASE,
    BLOCKS,
    EXTERNAL,
    FIRST_PAIRS,
    LABELLED,
    NEIGHBOURS,
    SEGMENT_BETWEEN,
    WRITABLE,
)
from .texts import _, ngettext

CHANGES = (None, "pm", "six", "ability")
MOVE_KEYS = {
    "draw": {"p", "act", "change", "n", "trail"},
    "write": {"p", "act", "change", "n", "block", "same"},
    "cross": {"p", "act", "change", "n", "block"},
    "pass": {"p", "act"},
}


def new_sheet() -> dict:
    return {
        "drawn": [],
        "values": [b.printed for b in BLOCKS],
        "crossed": [],
        "used": [],
        "ability": False,
        "bonuses": {},
        "same": [],
    }


# ---------------- the roll and the helps ----------------


def plus_minus(roll: int) -> list[int]:
    """±1 with wrap-around: 1 → 2 or 6, 6 → 5 or 1 (never 0 or 7)."""
    return sorted({roll % 6 + 1, (roll - 2) % 6 + 1})


def numbers_for(sheet: dict, roll: int, change) -> list[int]:
    """The numbers `change` can turn `roll` into on this sheet ([] if it is not available)."""
    if change is None:
        return [roll]
    if change == "ability":
        return plus_minus(roll) if sheet["ability"] else []
    if change in sheet["used"]:
        return []
    if change == "pm":
        return plus_minus(roll)
    if change == "six":
        return [1, 2, 3, 4, 5] if roll == 6 else []
    return []


def may_stack_same(sheet: dict, change) -> bool:
    """Same-value stacking is a help: unused, and not with another help in the same round."""
    return "same" not in sheet["used"] and change not in ("pm", "six")


# ---------------- blocks ----------------


def closed(drawn: set, block: int) -> bool:
    return all(s in drawn for s in BLOCKS[block].border)


def support_value(sheet: dict, block: int) -> int | None:
    """The value (or sum of the two values) the block rests on; None while one is blank."""
    values = [sheet["values"][s] for s in BLOCKS[block].supports]
    if not values or any(v is None for v in values):
        return None
    return sum(values)


def write_refusal(sheet: dict, drawn: set, block: int, n: int, same: bool) -> str | None:
    b = BLOCKS[block]
    if b.is_base:
        return _("The base blocks are printed: they cannot be written on.")
    if sheet["values"][block] is not None:
        return _("That block already has a value.")
    if not closed(drawn, block):
        return _("Draw all four borders of a block before writing in it.")
    support = support_value(sheet, block)
    if support is None:
        return _("The blocks under it must carry values first.")
    if same:
        if n != support:
            return _("Same-value stacking writes exactly the value below ({value}).").format(value=support)
    elif n >= support:
        return _("The value below is {value}: you may only write a lower number.").format(value=support)
    return None


def cross_refusal(sheet: dict, drawn: set, block: int, n: int) -> str | None:
    value = sheet["values"][block]
    if block in sheet["crossed"]:
        return _("That block is already crossed.")
    if value is None:
        return _("Only a numbered block can be crossed.")
    if BLOCKS[block].is_base and not closed(drawn, block):
        return _("A base block can be crossed once all its borders are drawn.")
    if value != n:
        return _("That block holds {value}, not {n}.").format(value=value, n=n)
    return None


# ---------------- trails ----------------


def trail_refusal(drawn: set, trail, n: int) -> str | None:
    """Why `trail` (vertex ids) is not a continuous drawing of exactly n new segments."""
    if not isinstance(trail, list) or len(trail) != n + 1:
        return ngettext(
            "Draw exactly {n} border segment in one go.", "Draw exactly {n} border segments in one go.", n
        ).format(n=n)
    used = set()
    for a, b in zip(trail, trail[1:]):
        s = SEGMENT_BETWEEN.get(frozenset((a, b))) if a != b else None
        if s is None:
            return _("Follow the dotted lines, one segment at a time, without lifting the pencil.")
        if s in drawn:
            return _("That segment is already drawn: you may cross lines but not draw over them.")
        if s in used:
            return _("A trail may not go over the same segment twice.")
        used.add(s)
    return None


def trail_segments(trail: list[int]) -> list[int]:
    return [SEGMENT_BETWEEN[frozenset((a, b))] for a, b in zip(trail, trail[1:])]


def can_extend(drawn: set, used: set, vertex: int, steps: int) -> bool:
    """Can a trail standing at `vertex` go on for exactly `steps` more fresh segments?"""
    if steps == 0:
        return True
    for other, s in NEIGHBOURS[vertex]:
        if s not in drawn and s not in used:
            used.add(s)
            ok = can_extend(drawn, used, other, steps - 1)
            used.discard(s)
            if ok:
                return True
    return False


def trail_starts(drawn: set, n: int) -> list[int]:
    return [v for v in range(len(NEIGHBOURS)) if can_extend(drawn, set(), v, n)]


def trail_next(drawn: set, trail: list[int], n: int) -> list[int]:
    """Vertices that continue a partial (valid) trail so that it can still reach n segments."""
    used = set(trail_segments(trail))
    left = n - len(used)
    if left <= 0:
        return []
    out = []
    for other, s in NEIGHBOURS[trail[-1]]:
        if s not in drawn and s not in used:
            used.add(s)
            if can_extend(drawn, used, other, left - 1):
                out.append(other)
            used.discard(s)
    return sorted(out)


def all_trails(drawn: set, n: int) -> list[list[int]]:
    """Every trail of exactly n fresh segments (both directions). Can be thousands: for tests
    and small positions; play uses trail_starts / trail_next / random_trail instead."""
    out = []

    def walk(trail, used):
        if len(trail) == n + 1:
            out.append(list(trail))
            return
        for other, s in NEIGHBOURS[trail[-1]]:
            if s not in drawn and s not in used:
                used.add(s)
                trail.append(other)
                walk(trail, used)
                trail.pop()
                used.discard(s)

    for v in range(len(NEIGHBOURS)):
        walk([v], set())
    return out


def random_trail(drawn: set, n: int, rng: random.Random) -> list[int] | None:
    """A trail of n fresh segments chosen at random (each step among those that can still be
    completed), or None if there is none."""
    starts = trail_starts(drawn, n)
    if not starts:
        return None
    trail = [rng.choice(starts)]
    while len(trail) < n + 1:
        trail.append(rng.choice(trail_next(drawn, trail, n)))
    return trail


# ---------------- one action ----------------


def help_refusal(sheet: dict, roll: int, change, n: int | None = None) -> str | None:
    """Why `change` (None, a help or the permanent plus/minus one) cannot turn this roll into
    `n` (None: into any number), or None if it can."""
    numbers = numbers_for(sheet, roll, change)
    if (n in numbers) if n is not None else numbers:
        return None
    if change is None:
        return _("The die shows {roll}.").format(roll=roll)
    if change == "ability":
        return _("The permanent plus/minus one comes with the base bonus.")
    if change in sheet["used"]:
        return _("That help is already used.")
    if change == "six":
        return _("Super-six needs a rolled 6: it turns it into 1, 2, 3, 4 or 5.")
    low, high = plus_minus(roll)
    return _("Plus/minus one turns {roll} into {low} or {high}.").format(roll=roll, low=low, high=high)


def action_refusal(sheet: dict, roll: int, move: dict) -> str | None:
    """Why this sheet's owner may not make `move` (a draw, write or cross) with this roll
    (None if they may)."""
    act = move.get("act")
    if act not in MOVE_KEYS or set(move) != MOVE_KEYS[act]:
        return _("That move is not readable.")
    if act == "pass":  # when one may pass depends on the rules version: rules.refusal says
        raise ValueError("a pass is judged by rules.refusal")
    change, n = move["change"], move["n"]
    if change not in CHANGES:
        return _("That move is not readable.")
    refused = help_refusal(sheet, roll, change, n)
    if refused:
        return refused
    drawn = set(sheet["drawn"])
    if act == "draw":
        return trail_refusal(drawn, move["trail"], n)
    block = move["block"]
    if not isinstance(block, int) or not 0 <= block < len(BLOCKS):
        return _("There is no such block.")
    if act == "write":
        if move["same"] not in (True, False):
            return _("That move is not readable.")
        if move["same"] and not may_stack_same(sheet, change):
            return (
                _("Same-value stacking is already used.") if "same" in sheet["used"] else _("Only one help per round.")
            )
        return write_refusal(sheet, drawn, block, n, move["same"])
    return cross_refusal(sheet, drawn, block, n)


def perform(sheet: dict, move: dict, keep_drawn: bool = True) -> dict:
    """Apply a legal action to the sheet (in place); returns what changed, for highlighting.
    `keep_drawn` False: the caller keeps the drawn segments itself (the planner's bit mask),
    sheet["drawn"] is left as it is."""
    act = move["act"]
    if act == "pass":
        return {"act": "pass"}
    if move["change"] in ("pm", "six"):
        sheet["used"].append(move["change"])
    if act == "draw":
        if not keep_drawn:
            return {"act": "draw"}
        segments = trail_segments(move["trail"])
        sheet["drawn"] = sorted(set(sheet["drawn"]) | set(segments))
        return {"act": "draw", "segments": segments}
    block = move["block"]
    if act == "write":
        sheet["values"][block] = move["n"]
        if move["same"]:
            sheet["used"].append("same")
            sheet["same"].append(block)
    else:
        sheet["crossed"] = sorted(sheet["crossed"] + [block])
    return {"act": act, "block": block}


# ---------------- what is possible ----------------


def write_options(sheet: dict, drawn: set, n: int, same: bool) -> list[int]:
    return [b for b in WRITABLE if write_refusal(sheet, drawn, b, n, same) is None]


def cross_options(sheet: dict, drawn: set, n: int) -> list[int]:
    return [b for b in range(len(BLOCKS)) if cross_refusal(sheet, drawn, b, n) is None]


def non_draw_moves(sheet: dict, roll: int, player: int) -> list[dict]:
    """Every legal write and cross (with every help that allows one)."""
    drawn = set(sheet["drawn"])
    moves = []
    for change in CHANGES:
        for n in numbers_for(sheet, roll, change):
            for same in (False, True) if may_stack_same(sheet, change) else (False,):
                for b in write_options(sheet, drawn, n, same):
                    moves.append({"p": player, "act": "write", "change": change, "n": n, "block": b, "same": same})
            for b in cross_options(sheet, drawn, n):
                moves.append({"p": player, "act": "cross", "change": change, "n": n, "block": b})
    return moves


def draw_choices(sheet: dict, roll: int) -> list[tuple]:
    """(change, n) pairs with which some trail can be drawn."""
    drawn = set(sheet["drawn"])
    out = []
    for change in CHANGES:
        for n in numbers_for(sheet, roll, change):
            if trail_starts_any(drawn, n):
                out.append((change, n))
    return out


def trail_starts_any(drawn: set, n: int) -> bool:
    return any(can_extend(drawn, set(), v, n) for v in range(len(NEIGHBOURS)))


def has_action(sheet: dict, roll: int) -> bool:
    """Is any action but passing possible, with or without a help? (Stops at the first.)"""
    drawn = set(sheet["drawn"])
    for change in CHANGES:
        for n in numbers_for(sheet, roll, change):
            if (
                trail_starts_any(drawn, n)
                or cross_options(sheet, drawn, n)
                or write_options(sheet, drawn, n, False)
                or (may_stack_same(sheet, change) and write_options(sheet, drawn, n, True))
            ):
                return True
    return False


# ---------------- bonuses and score ----------------


def bonus_reached(sheet: dict, bonus: str) -> bool:
    crossed, values = set(sheet["crossed"]), sheet["values"]
    if bonus == "base":
        return all(b in crossed for b in BASE)
    if bonus == "axis":
        return all(b in crossed for b in AXIS)
    if bonus == "full":
        return all(v is not None for v in values)
    first, second = FIRST_PAIRS[bonus]
    return LABELLED[first] in crossed and LABELLED[second] in crossed


def bonus_points(sheet: dict, bonus: str) -> int:
    values = sheet["values"]
    if bonus == "base":
        return 0  # its reward is the permanent plus/minus one
    if bonus == "axis":
        return AXIS_POINTS
    if bonus == "full":
        return max(values[b] for b in EXTERNAL)
    first, second = FIRST_PAIRS[bonus]
    return values[LABELLED[first]] - values[LABELLED[second]]


def score(sheet: dict) -> int:
    return len(sheet["crossed"]) + sum(sheet["bonuses"].values())
