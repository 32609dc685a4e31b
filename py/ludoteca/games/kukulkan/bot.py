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
  first-to-claim races and when a move ends the game); see `KukulkanSearch`.
"""

from __future__ import annotations

import math

from ludoteca.core import clone, dumps
from ludoteca.core.search import SearchModel, search

from . import plan
from . import sheet as S
from .data import AXIS, BASE, BLOCKS, CARRIED, FIRST_PAIRS, LABELLED, NEIGHBOURS
from .rules import GAME, pass_allowed

RANDOM_TRAILS = 24


def _tower(block: int) -> int:
    """How many blocks stand in a single file on `block` (those resting on it alone)."""
    alone = [c for c in CARRIED[block] if BLOCKS[c].supports == (block,)]
    return 1 + max(_tower(c) for c in alone) if alone else 0


TOWER = [_tower(b.id) for b in BLOCKS]


EASY_SLIP = 0.5           # how often the easy bot plays a lesser action of the better half
STRONG_ITERATIONS = 300   # the strong bot's budget: CPU p95 ≈ 0.15 s a move with 2 players, 0.3 s alone


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
        trails = {tuple(greedy_trail(sheet, drawn, n, start))
                  for start in S.trail_starts(drawn, n)}
        trails = [list(t) for t in trails if t]
        trails += [S.random_trail(drawn, n, rng) for _ in range(RANDOM_TRAILS)]
        candidates += [{"p": me, "act": "draw", "change": change, "n": n, "trail": t}
                       for t in trails]
    if pass_allowed(sheet, roll, view.get("rules")) and not (candidates and plan.stuck(sheet)):
        # Only helps would allow an action: passing is worth the sheet as it stands, so a
        # help is spent only when what it buys is worth more than keeping it — unless no
        # roll at all allows an action without a help: passing would then wait for ever.
        candidates.append({"p": me, "act": "pass"})
    judged = []
    for i, move in enumerate(candidates):
        after = clone(sheet)
        S.perform(after, move)
        judged.append((worth(after, open_first) + rng.random() * 1e-3, i, move))   # random tie-break
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


# ---------------- the strong bot: search ----------------

ROOT_BEST = 6         # the root's candidates: the best few by plan.worth …
ROOT_RANDOM_TRAILS = 6
DEEP_BEST = 3         # … and deeper in the tree
DEEP_TRAILS = 4       # deeper, only the best few greedy trails per number, no help to draw
PENDING_BEST = 3      # an other player's secret action is drawn among their best few


def _sheet_key(sheet: dict) -> tuple:
    return (tuple(sheet["drawn"]), tuple(sheet["values"]), tuple(sheet["crossed"]),
            tuple(sheet["used"]), sheet["ability"], tuple(sorted(sheet["bonuses"])))


def _copy_sheet(sheet: dict) -> dict:
    return {"drawn": list(sheet["drawn"]), "values": list(sheet["values"]),
            "crossed": list(sheet["crossed"]), "used": list(sheet["used"]),
            "ability": sheet["ability"], "bonuses": dict(sheet["bonuses"]),
            "same": list(sheet["same"])}


def unperform(sheet: dict, move: dict) -> None:
    """Undo `S.perform(sheet, move)` (in place): the sheet before a previewed action."""
    act = move["act"]
    if act == "pass":
        return
    if move["change"] in ("pm", "six"):
        sheet["used"].remove(move["change"])
    if act == "draw":
        gone = set(S.trail_segments(move["trail"]))
        sheet["drawn"] = [s for s in sheet["drawn"] if s not in gone]
        return
    block = move["block"]
    if act == "write":
        sheet["values"][block] = None
        if move["same"]:
            sheet["used"].remove("same")
            sheet["same"].remove(block)
    else:
        sheet["crossed"].remove(block)


class KukulkanSearch(SearchModel):
    """What the strong bot searches: its own few best actions (plan.ranked: every write and
    cross, greedy and random trails, passing), then the round's other actions and the next
    rounds' (a few best each, by the same estimate), with the dice drawn anew in every
    iteration; each line is cut after `playout_depth` further actions and judged by
    plan.worth (the points each sheet may end with) — whole games take hundreds of moves.

    What it samples (`determinize`): the future dice (a fresh PRNG) and the actions the other
    players have already chosen this round (secret: drawn among the best few for their
    sheet, which everyone sees). Nothing else is hidden in Kukulkán."""

    playout_depth = 0
    margin_scale = 6.0
    solo_par = 24.0
    exploration = 0.5

    def __init__(self, game):
        super().__init__(game)
        self._cache: dict = {}       # per search: candidates and estimates by position
        self._worth: dict = {}
        self._view = self._template = None

    # -- the hidden part --
    def determinize(self, view: dict, rng) -> dict:
        if self._view is not view:           # the part of the state the view gives, once
            self._view, self._template = view, self._from_view(view)
        template = self._template
        state = dict(template, rng=rng.getrandbits(64), log=list(template["log"]),
                     sheets=[_copy_sheet(sh) for sh in template["sheets"]],
                     pending=list(template["pending"]), first=dict(template["first"]),
                     last=list(template["last"]))
        me, pending = view["viewer"], state["pending"]
        for p in range(len(pending)):
            if p != me and view["acted"][p] and not view["over"]:
                options = self._ranked(state, p, rng, PENDING_BEST)
                pending[p] = clone(options[rng.randrange(len(options))])
        return state

    @staticmethod
    def _from_view(view: dict) -> dict:
        n, me = len(view["sheets"]), view["viewer"]
        sheets = clone(view["sheets"])
        pending = [None] * n
        own = view.get("own_pending")
        if me is not None and own is not None:
            unperform(sheets[me], own)       # the view shows our own action on our sheet
            pending[me] = clone(own)
        return {"game": view["game"], "rules": view["rules"], "options": dict(view["options"]), "rng": 0,
                "log": list(view["log"]), "sheets": sheets, "pending": pending,
                "first": clone(view["first"]), "last": clone(view["last"]),
                "round": view["round"], "roll": view["roll"], "over": view["over"],
                "end": view["end"]}

    # -- candidates --
    def _ranked(self, state: dict, player: int, rng, best: int) -> list[dict]:
        sheet = state["sheets"][player]
        ctx = plan.Context.of_state(state, player)
        key = (player, state["roll"], _sheet_key(sheet), ctx.open_first, ctx.claimed, best)
        found = self._cache.get(key)
        if found is None:
            found = [m for _, m in plan.ranked(sheet, state["roll"], player, ctx, helps=False,
                                                 trails_kept=DEEP_TRAILS)[:best]]
            self._cache[key] = found
        return found

    def root_moves(self, view: dict, moves, rng) -> list[dict]:
        self._cache, self._worth = {}, {}
        me = view["viewer"]
        ctx = plan.Context.of_view(view, me)
        ranked = plan.ranked(view["sheets"][me], view["roll"], me, ctx, rng,
                             random_trails=ROOT_RANDOM_TRAILS)
        if plan.stuck(view["sheets"][me]) and len(ranked) > 1:
            # No roll allows an action without a help: passing would wait for ever.
            ranked = [(v, m) for v, m in ranked if m["act"] != "pass"]
        chosen = [m for _, m in ranked[:ROOT_BEST]]
        # Variety: the best of each kind of action, too.
        for kind in ("draw", "write", "cross", "pass"):
            best = next((m for _, m in ranked if m["act"] == kind), None)
            if best is not None and best not in chosen:
                chosen.append(best)
        return chosen

    def candidates(self, state: dict, player: int, rng) -> list[dict]:
        return self._ranked(state, player, rng, DEEP_BEST)

    def playout_move(self, state: dict, player: int, rng) -> dict:
        return self._ranked(state, player, rng, 1)[0]

    # -- judging a position --
    def evaluate(self, state: dict) -> list[float]:
        n = state["options"]["players"]
        est = []
        if len(self._worth) > 50000:
            self._worth = {}
        for p in range(n):
            sheet = state["sheets"][p]
            move = state["pending"][p]
            ctx = plan.Context.of_state(state, p)
            key = (p, _sheet_key(sheet), None if move is None else dumps(move), ctx.open_first, ctx.claimed)
            value = self._worth.get(key)
            if value is None:
                if move is not None:
                    sheet = _copy_sheet(sheet)
                    S.perform(sheet, move)
                value = self._worth[key] = plan.worth(sheet, ctx)
            est.append(value)
        return estimate_values(est, self.margin_scale, self.solo_par)


WIN_SPREAD = 2.0      # how sure an estimated lead is (points): the softmax temperature


def estimate_values(est: list[float], scale: float, solo_par: float) -> list[float]:
    """Outcome values (as search.outcome_values) from estimated final scores."""
    n = len(est)
    if n == 1:
        return [0.5 + 0.5 * math.tanh((est[0] - solo_par) / scale)]
    top = max(est)
    weights = [math.exp((e - top) / WIN_SPREAD) for e in est]
    total = sum(weights)
    values = []
    for p in range(n):
        best_other = max(est[q] for q in range(n) if q != p)
        values.append(0.8 * weights[p] / total + 0.2 * (0.5 + 0.5 * math.tanh((est[p] - best_other) / scale)))
    return values


MODEL = KukulkanSearch(GAME)
