"""Kukulkán's strong bot: how search (ludoteca.core.search, SO-ISMCTS) sees the game — its
candidates (plan.py's ranking), what it samples (the future dice, the others' secret actions of
the round) and how it judges a cut line (plan.worth); see `KukulkanSearch`."""

from __future__ import annotations

import math

from ludoteca.core import clone, dumps
from ludoteca.core.search import SearchModel, base_state

from . import plan
from . import sheet as S
from .rules import GAME

ROOT_BEST = 6  # the root's candidates: the best few by plan.worth …
ROOT_RANDOM_TRAILS = 6
DEEP_BEST = 3  # … and deeper in the tree
DEEP_TRAILS = 4  # deeper, only the best few greedy trails per number, no help to draw
PENDING_BEST = 3  # an other player's secret action is drawn among their best few


def _sheet_key(sheet: dict) -> tuple:
    return (
        tuple(sheet["drawn"]),
        tuple(sheet["values"]),
        tuple(sheet["crossed"]),
        tuple(sheet["used"]),
        sheet["ability"],
        tuple(sorted(sheet["bonuses"])),
    )


def _copy_sheet(sheet: dict) -> dict:
    """plan.light_copy, with a list of its own of drawn segments (a search plays on it)."""
    return {**plan.light_copy(sheet), "drawn": list(sheet["drawn"])}


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
        self._cache: dict = {}  # per search: candidates and estimates by position
        self._worth: dict = {}
        self._view: dict | None = None  # the view `_sheets` and `_pending` were made for
        self._sheets: list[dict] = []
        self._pending: list[dict | None] = []

    # -- the hidden part --
    # The state's fields the view shows as they are; the sheets it shows with our own chosen
    # action on ours, which `_sheets_before` takes back.
    shown = ("first", "last", "round", "roll", "over", "end")

    def determinize(self, view: dict, rng) -> dict:
        if self._view is not view:  # the sheets and our own pending action, once per view
            self._view, (self._sheets, self._pending) = view, self._sheets_before(view)
        state = base_state(view, self.shown, rng.getrandbits(64))
        state["sheets"] = [_copy_sheet(sh) for sh in self._sheets]
        pending = state["pending"] = list(self._pending)
        me = view["viewer"]
        for p in range(len(pending)):
            if p != me and view["acted"][p] and not view["over"]:
                options = self._ranked(state, p, rng, PENDING_BEST)
                pending[p] = clone(options[rng.randrange(len(options))])
        return state

    @staticmethod
    def _sheets_before(view: dict) -> tuple[list[dict], list[dict | None]]:
        """The sheets before this round's secret actions, and the actions known: our own
        (the view shows it on our sheet), the others' left to draw (None)."""
        me = view["viewer"]
        sheets = clone(view["sheets"])
        pending: list[dict | None] = [None] * len(sheets)
        own = view.get("own_pending")
        if me is not None and own is not None:
            unperform(sheets[me], own)
            pending[me] = clone(own)
        return sheets, pending

    # -- candidates --
    def _ranked(self, state: dict, player: int, rng, best: int) -> list[dict]:
        sheet = state["sheets"][player]
        ctx = plan.Context.of_state(state, player)
        key = (player, state["roll"], _sheet_key(sheet), ctx.open_first, ctx.claimed, best)
        found = self._cache.get(key)
        if found is None:
            found = [
                m
                for _, m in plan.ranked(sheet, state["roll"], player, ctx, helps=False, trails_kept=DEEP_TRAILS)[:best]
            ]
            self._cache[key] = found
        return found

    def root_moves(self, view: dict, moves, rng) -> list[dict]:
        self._cache, self._worth = {}, {}
        me = view["viewer"]
        ctx = plan.Context.of_view(view, me)
        ranked = plan.ranked(view["sheets"][me], view["roll"], me, ctx, rng, random_trails=ROOT_RANDOM_TRAILS)
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


WIN_SPREAD = 2.0  # how sure an estimated lead is (points): the softmax temperature


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
