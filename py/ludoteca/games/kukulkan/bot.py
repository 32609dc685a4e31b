"""The Kukulkán bots, at three levels. Each knows only its view (its own sheet, the others'
sheets, the die, which first-to-claim bonuses are gone) — never the others' pending actions
or the future dice.

- "normal": greedy on a hand-made estimate of what a sheet is worth (`worth` below).
  Candidates: every legal write and cross, for each way of drawing a sample of random
  trails plus trails grown greedily segment by segment, and passing when it is allowed; it
  plays the candidate whose sheet is worth most afterwards. The estimate values points in
  hand, then numbered blocks (future crosses), closed blocks waiting for a number, room left
  above written values (a 1 under another block kills it), border progress, and unused helps
  (so a help is spent only when it buys more than it costs).
- "easy": the same candidates and estimate, but half of the time it slips and plays another
  action of the better half: plausible actions with clear mistakes (a poor number written,
  a block left uncrossed, a trail that closes nothing).
- "strong": search (ludoteca.core.search, SO-ISMCTS) over a few candidates per position,
  ranked by plan.py's sharper estimate of the final score (which knows the bonuses, the
  first-to-claim races and when a move ends the game); see search_model.py.
"""

from __future__ import annotations

from ludoteca.core import clone
from ludoteca.core.search import search

from . import plan
from . import sheet as S
from .data import AXIS, BASE, BLOCKS, CARRIED, FIRST_PAIRS, LABELLED, NEIGHBOURS
from .rules import pass_allowed
from .search_model import MODEL

RANDOM_TRAILS = 24


def _tower(block: int) -> int:
    """How many blocks stand in a single file on `block` (those resting on it alone)."""
    alone = [c for c in CARRIED[block] if BLOCKS[c].supports == (block,)]
    return 1 + max(_tower(c) for c in alone) if alone else 0


TOWER = [_tower(b.id) for b in BLOCKS]


EASY_SLIP = 0.5  # how often the easy bot plays a lesser action of the better half
STRONG_ITERATIONS = 300  # the strong bot's budget: CPU p95 ≈ 0.15 s a move with 2 players, 0.3 s alone


def choose(view: dict, moves: None, rng, level: str = "normal") -> dict:
    if level == "strong":
        return search(MODEL, view, moves, rng, STRONG_ITERATIONS).move
    me = view["viewer"]
    sheet, roll = view["sheets"][me], view["roll"]
    open_first = {b for b, taken in view["first"].items() if taken is None}
    easy = level == "easy"
    candidates = S.non_draw_moves(sheet, roll, me)
    drawn = set(sheet["drawn"])
    for change, n in S.draw_choices(sheet, roll):
        found: set[tuple[int, ...]] = set()
        for start in S.trail_starts(drawn, n):
            trail = greedy_trail(sheet, drawn, n, start)
            assert trail is not None  # from a start of trail_starts, greedy (checking can_extend) goes on
            found.add(tuple(trail))
        # Sorted: a set's order follows hashes, and a tuple's hash differs between 64-bit CPython
        # and the page's 32-bit Pyodide — the same view must give the same move in both.
        trails = [list(t) for t in sorted(found) if t]
        for _ in range(RANDOM_TRAILS):
            trail = S.random_trail(drawn, n, rng)
            assert trail is not None  # draw_choices gives only numbers some trail can reach
            trails.append(trail)
        candidates += [{"p": me, "act": "draw", "change": change, "n": n, "trail": t} for t in trails]
    if pass_allowed(sheet, roll, view.get("rules")) and not (candidates and plan.stuck(sheet)):
        # Only helps would allow an action: passing is worth the sheet as it stands, so a
        # help is spent only when what it buys is worth more than keeping it — unless no
        # roll at all allows an action without a help: passing would then wait for ever.
        candidates.append({"p": me, "act": "pass"})
    judged = []
    for i, move in enumerate(candidates):
        after = clone(sheet)
        S.perform(after, move)
        judged.append((worth(after, open_first) + rng.random() * 1e-3, i, move))  # random tie-break
    judged.sort(key=lambda x: (-x[0], x[1]))
    if easy and len(judged) > 1 and rng.random() < EASY_SLIP:
        # A slip: any action of the better half (by the estimate), not the best.
        return judged[1 + rng.randrange(max(1, len(judged) // 2 - 1))][2]
    return judged[0][2]


def greedy_trail(sheet: dict, drawn: set, n: int, start: int) -> list[int] | None:
    """From `start`, take at each step the segment that most raises the sheet's worth."""
    trail, used = [start], set()
    while len(trail) < n + 1:
        best, best_gain = None, None
        for other, s in NEIGHBOURS[trail[-1]]:
            if s in drawn or s in used:
                continue
            used.add(s)
            if S.can_extend(drawn, used, other, n - len(used)):
                gain = segment_gain(drawn | used, s)
                if best_gain is None or gain > best_gain:
                    best, best_gain = (other, s), gain
            used.discard(s)
        if best is None:
            return None
        trail.append(best[0])
        used.add(best[1])
    return trail


def segment_gain(drawn: set, s: int) -> float:
    """How much drawing segment s (already in `drawn`) helps: closing blocks counts most."""
    gain = 0.0
    for b in BLOCKS:
        if s in b.border:
            missing = sum(1 for t in b.border if t not in drawn)
            gain += 1.0 if missing == 0 else 0.3 / (1 + missing)
    return gain


def worth(sheet: dict, open_first: set) -> float:
    drawn, values, crossed = set(sheet["drawn"]), sheet["values"], set(sheet["crossed"])
    value = float(S.score(sheet))
    value += 0.7 * (3 - len(sheet["used"]))
    for b in BLOCKS:
        v = values[b.id]
        closed_part = sum(1 for s in b.border if s in drawn) / len(b.border)
        if b.id in crossed:
            continue
        if v is not None:
            if b.is_base:
                value += 0.45 if closed_part == 1 else 0.25 * closed_part
            else:
                value += 1.0
                # A value must leave room for the tower it carries: each block of the tower
                # needs a strictly lower number (where a block rests on one block alone).
                if v <= TOWER[b.id]:
                    value -= 0.8 * (TOWER[b.id] - v + 1)
        else:
            support = S.support_value(sheet, b.id)
            room = 6 if support is None else min(support - 1, 6)
            value += (0.15 + 0.35 * closed_part) * (room / 6) ** 0.5
    if "base" not in sheet["bonuses"]:
        value += 0.3 * sum(1 for b in BASE if b in crossed)
    if "axis" not in sheet["bonuses"]:
        value += 0.4 * sum(1 for b in AXIS if b in crossed)
    for bonus in open_first:
        first, second = (LABELLED[x] for x in FIRST_PAIRS[bonus])
        if values[first] is not None and values[second] is not None:
            value += 0.25 * (values[first] - values[second])
    return value
