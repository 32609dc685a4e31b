"""Kukulkán moves written compactly for a game link (see core/link.py): a complete 6-player
game must fit in a link of at most 2,000 characters, and a move as JSON takes ~60.

The text of a move (what it means is unchanged: decoding gives back the very move):
    "<p>x"                          pass
    "<p>t<C><n><start><steps>"      draw: the trail as its first dot and one letter per
                                    segment, u/d/l/r (each dot has at most one neighbour in
                                    each direction of the grid)
    "<p>w<C><n><block>" + "=" if same-value stacking          write
    "<p>c<C><n><block>"                                       cross
where <C> is "" (the roll as it is), "P" (plus/minus one help), "S" (super-six) or "A"
(the plus/minus one ability). `encode_move` returns None for anything that is not exactly
such a move (the link then carries the moves as JSON); `decode_move` raises ValueError.
"""

from __future__ import annotations

import re

from .data import NEIGHBOURS, VERTICES

_CHANGE = {None: "", "pm": "P", "six": "S", "ability": "A"}
_CHANGE_BACK = {v: k for k, v in _CHANGE.items()}
_ACT = {"draw": "t", "write": "w", "cross": "c"}
_ACT_BACK = {v: k for k, v in _ACT.items()}
_KEYS = {
    "draw": {"p", "act", "change", "n", "trail"},
    "write": {"p", "act", "change", "n", "block", "same"},
    "cross": {"p", "act", "change", "n", "block"},
}
_TEXT = re.compile(r"([0-9])(?:(x)|([twc])([PSA]?)([1-6])([0-9]{1,2})([udlr]*)(=?))\Z")


def _direction(a: int, b: int) -> str:
    (xa, ya), (xb, yb) = VERTICES[a], VERTICES[b]
    return {(1, 0): "r", (-1, 0): "l", (0, 1): "u", (0, -1): "d"}[((xb > xa) - (xb < xa), (yb > ya) - (yb < ya))]


# STEP[v][letter] = the neighbouring dot; built from the sheet, so a sheet whose dots had two
# neighbours in one direction would fail here, at import, not in a link.
STEP: tuple[dict[str, int], ...] = tuple(
    {_direction(v, other): other for other, _ in ns} for v, ns in enumerate(NEIGHBOURS)
)
assert all(len(steps) == len(ns) for steps, ns in zip(STEP, NEIGHBOURS))


def _int(value, below: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < below


def encode_move(move) -> str | None:
    if not isinstance(move, dict) or not _int(move.get("p"), 10):
        return None
    act, p = move.get("act"), str(move["p"])
    if not isinstance(act, str):
        return None
    if act == "pass":
        return p + "x" if set(move) == {"p", "act"} else None
    if (
        act not in _ACT
        or set(move) != _KEYS[act]
        or not (move["change"] is None or isinstance(move["change"], str))
        or move["change"] not in _CHANGE
        or not _int(move["n"], 7)
        or move["n"] == 0
    ):
        return None
    head = p + _ACT[act] + _CHANGE[move["change"]] + str(move["n"])
    if act == "draw":
        trail = move["trail"]
        if not isinstance(trail, list) or not trail or not all(_int(v, len(VERTICES)) for v in trail):
            return None
        steps = []
        for a, b in zip(trail, trail[1:]):
            letter = next((d for d, other in STEP[a].items() if other == b), None)
            if letter is None:
                return None
            steps.append(letter)
        return head + str(trail[0]) + "".join(steps)
    if not _int(move["block"], 100):
        return None
    if act == "write":
        if not isinstance(move["same"], bool):
            return None
        return head + str(move["block"]) + ("=" if move["same"] else "")
    return head + str(move["block"])


def decode_move(text: str) -> dict:
    found = _TEXT.match(text) if isinstance(text, str) else None
    if not found:
        raise ValueError("not a Kukulkán move")
    p, passes, act, change, n, number, steps, same = found.groups()
    if passes:
        return {"p": int(p), "act": "pass"}
    act = _ACT_BACK[act]
    move = {"p": int(p), "act": act, "change": _CHANGE_BACK[change], "n": int(n)}
    if act == "draw":
        if same:
            raise ValueError("a trail is not stacked")
        trail = [int(number)]
        if trail[0] >= len(VERTICES):
            raise ValueError("no such dot")
        for letter in steps:
            if letter not in STEP[trail[-1]]:
                raise ValueError("no segment that way")
            trail.append(STEP[trail[-1]][letter])
        move["trail"] = trail
        return move
    if steps or (same and act != "write"):
        raise ValueError("not a Kukulkán move")
    move["block"] = int(number)
    if act == "write":
        move["same"] = bool(same)
    return move
