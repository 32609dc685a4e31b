"""Fast sheet planning for the Kukulkán bots (used by the strong bot's search in search_model.py).

Everything here works on one sheet at a time with bit masks for the drawn segments:
- `worth(sheet, ctx)`: an estimate of the points the sheet will end the game with (points in
  hand, plus what its numbered and closing blocks, its values, helps and open bonuses promise);
  when a move would end the game, the points in hand only;
- `ranked(sheet, roll, player, ctx, ...)`: legal actions with their worth, best first
  (every write and cross, trails grown greedily from every start, passing when allowed);
- `quick_move`: the playouts' policy (the best of a cheaper candidate set).

`ctx` (a `Context`) holds what the sheet's owner knows beyond the sheet: which first-to-claim
bonuses are still open, which normal bonuses someone has claimed, and how many players play.
"""

from __future__ import annotations

from . import sheet as S
from .data import (
    AXIS,
    BASE,
    BLOCKS,
    CARRIED,
    EXTERNAL,
    FIRST_PAIRS,
    LABELLED,
    NEIGHBOURS,
    NORMAL_BONUSES,
    SEGMENT_BETWEEN,
)
from .rules import pass_allowed

C, D, A, B = (LABELLED[k] for k in "CDAB")
BIT = [1 << s for s in range(len(SEGMENT_BETWEEN))]
NB = tuple(tuple((other, 1 << s) for other, s in NEIGHBOURS[v]) for v in range(len(NEIGHBOURS)))
BORDER = [sum(1 << s for s in b.border) for b in BLOCKS]
BORDER_LEN = [len(b.border) for b in BLOCKS]
SEG_BLOCKS = [tuple(b.id for b in BLOCKS if s in b.border) for s in range(len(BIT))]
SEGMENT_OF = {}
for _pair, _s in SEGMENT_BETWEEN.items():
    _a, _b = tuple(_pair)
    SEGMENT_OF[(_a, _b)] = SEGMENT_OF[(_b, _a)] = _s
IS_BASE = [b.is_base for b in BLOCKS]
BUILT = tuple(b.id for b in BLOCKS if not b.is_base)
AXIS_SET = frozenset(AXIS)


def _tower(block: int) -> int:
    alone = [c for c in CARRIED[block] if BLOCKS[c].supports == (block,)]
    return 1 + max(_tower(c) for c in alone) if alone else 0


TOWER = [_tower(b.id) for b in BLOCKS]

# The weights of the estimate (tuned by solo and 2-player bot games).
W = {
    "num": 0.62,  # a numbered built block not crossed yet
    "base_closed": 0.7,  # a closed base block not crossed yet
    "base_open": 0.25,  # a base block, times how much of its border is drawn
    "blank": 0.2,  # a blank built block, scaled by its border and its room
    "blank_closed": 0.3,
    "help": 0.55,
    "ability": 1.2,
    "base_each": 0.25,  # progress towards the base bonus (the ability)
    "axis_each": 0.35,
    "full": 0.55,  # the full pyramid bonus's promise, times its expected points
    "first": 0.5,  # a first-to-claim bonus's promise
    "dead": 1.5,  # a block that can never be numbered (no full pyramid any more)
    "tower": 0.8,
    "segment": 0.02,
}


class Context:
    __slots__ = ("open_first", "claimed", "players", "rules")

    def __init__(self, open_first, claimed, players: int, rules: str | None = None):
        self.open_first = frozenset(open_first)  # first-to-claim bonuses nobody has yet
        self.claimed = frozenset(claimed)  # normal bonuses someone else has claimed
        self.players = players
        self.rules = rules  # the rules version (None: the current one)

    @classmethod
    def of_view(cls, view: dict, me: int) -> Context:
        open_first = {b for b, taken in view["first"].items() if taken is None}
        claimed = {b for b, who in view["normal_claimed"].items() if any(p != me for p in who)}
        return cls(open_first, claimed, len(view["sheets"]), view.get("rules"))

    @classmethod
    def of_state(cls, state: dict, me: int) -> Context:
        open_first = {b for b, taken in state["first"].items() if taken is None}
        claimed = {b for p, sh in enumerate(state["sheets"]) if p != me for b in sh["bonuses"] if b in NORMAL_BONUSES}
        return cls(open_first, claimed, state["options"]["players"], state.get("rules"))


# ---------------- trails on bit masks ----------------


def can_go(v: int, mask: int, steps: int) -> bool:
    if steps == 0:
        return True
    return any(not mask & bit and can_go(other, mask | bit, steps - 1) for other, bit in NB[v])


def starts(mask: int, n: int) -> list[int]:
    return [v for v in range(len(NB)) if any(not mask & bit for _, bit in NB[v]) and can_go(v, mask, n)]


def greedy_trail(mask: int, n: int, start: int, weights) -> tuple[float, list[int]] | None:
    """From `start`, the trail of n fresh segments taking at each step the segment that most
    helps to close blocks (by `weights`, per block); (its total gain, the trail)."""
    trail, v, total = [start], start, 0.0
    for left in range(n, 0, -1):
        best: tuple[int, int] | None = None
        best_gain = 0.0  # read only once best is set
        for other, bit in NB[v]:
            if mask & bit or not can_go(other, mask | bit, left - 1):
                continue
            g = 0.0
            new = mask | bit
            for b in SEG_BLOCKS[bit.bit_length() - 1]:
                missing = bin(BORDER[b] & ~new).count("1")
                g += weights[b] * (1.0 if missing == 0 else 0.3 / (1 + missing))
            if best is None or g > best_gain:
                best, best_gain = (other, bit), g
        if best is None:
            return None
        v = best[0]
        mask |= best[1]
        total += best_gain
        trail.append(v)
    return total, trail


_TRAILS: dict = {}


def greedy_trails(mask: int, n: int, weights: tuple) -> list[tuple[float, list[int]]]:
    """The greedy trail from every start (one per set of segments), best gain first; cached."""
    key = (mask, n, weights)
    found = _TRAILS.get(key)
    if found is None:
        if len(_TRAILS) > 20000:
            _TRAILS.clear()
        seen, found = set(), []
        for v in starts(mask, n):
            got = greedy_trail(mask, n, v, weights)
            if got is None:
                continue
            t = got[1]
            segs = frozenset(SEGMENT_OF[(a, b)] for a, b in zip(t, t[1:]))
            if segs not in seen:
                seen.add(segs)
                found.append(got)
        found.sort(key=lambda x: -x[0])
        _TRAILS[key] = found
    return found


def mask_of(sheet: dict) -> int:
    m = 0
    for s in sheet["drawn"]:
        m |= BIT[s]
    return m


# ---------------- the estimate ----------------


def worth(sheet: dict, ctx: Context, mask: int | None = None) -> float:
    """The points this sheet may end the game with (see the module docstring)."""
    if mask is None:
        mask = mask_of(sheet)
    const, coefs = worth_parts(sheet, ctx)
    return const + mask_worth(coefs, mask)


def mask_worth(coefs, mask: int) -> float:
    """The part of `worth` that depends on the drawn segments (see worth_parts)."""
    if coefs is None:
        return 0.0
    value = W["segment"] * bin(mask).count("1")
    for b, flat, slope, closed_bonus in coefs:
        have = bin(BORDER[b] & mask).count("1")
        value += (
            flat * have / BORDER_LEN[b] + slope * (have == BORDER_LEN[b])
            if closed_bonus
            else slope * have / BORDER_LEN[b]
        )
    return value


def worth_parts(sheet: dict, ctx: Context):  # noqa: C901 — one branch per term of the sheet's score, in the rules' order
    """`worth` split in what the drawn segments do not change (a number) and, per block,
    how its drawn border counts: (block, per fraction, closed bonus or slope, kind)."""
    values, crossed = sheet["values"], sheet["crossed"]
    crossed_set = set(crossed)
    bonuses = sheet["bonuses"]
    points = len(crossed) + sum(bonuses.values())
    # Bonuses reached by this action are claimed when the round resolves.
    reached = set(bonuses)
    for bonus in NORMAL_BONUSES:
        if bonus not in bonuses and S.bonus_reached(sheet, bonus):
            reached.add(bonus)
            points += S.bonus_points(sheet, bonus)
    for bonus in ctx.open_first:
        if bonus not in bonuses and S.bonus_reached(sheet, bonus):
            reached.add(bonus)
            points += S.bonus_points(sheet, bonus)
    if all(b in reached or b in ctx.claimed for b in NORMAL_BONUSES):
        return points + 0.01 * len(crossed), None  # the game ends with this round
    w = W
    value = float(points)
    coefs = []
    helps_left = 3 - len(sheet["used"])
    value += w["help"] * helps_left
    same_left = "same" not in sheet["used"]
    ability = sheet["ability"] or "base" in reached
    cross_p = w["num"] * (1.15 if ability else 1.0)
    dead = 0
    for b in range(len(BLOCKS)):
        if b in crossed_set:
            continue
        v = values[b]
        if IS_BASE[b]:
            # closed: base_closed; else base_open times the part drawn
            coefs.append((b, w["base_open"], w["base_closed"] - w["base_open"], True))
            continue
        if v is not None:
            value += cross_p
            if v <= TOWER[b]:
                value -= w["tower"] * (TOWER[b] - v + 1)
            continue
        support = S.support_value(sheet, b)
        if support is not None and support <= 1 and not (same_left and support == 1):
            dead += 1
            continue
        room: float = 6 if support is None else min(support - 1, 6)
        if support is not None and same_left:
            room = max(room, min(support, 6) * 0.5)
        factor = (room / 6) ** 0.5
        value += w["blank"] * factor
        coefs.append((b, 0.0, w["blank_closed"] * factor, False))
    if "base" not in reached:
        value += w["base_each"] * sum(1 for b in BASE if b in crossed_set)
    else:
        value += w["ability"]
    if "axis" not in reached:
        value += w["axis_each"] * sum(1 for b in AXIS if b in crossed_set)
    if "full" not in reached and "full" not in ctx.claimed:
        if dead:
            value -= w["dead"] * dead
        else:
            numbered = sum(1 for b in BUILT if values[b] is not None)
            top = max((values[b] for b in EXTERNAL if values[b] is not None), default=0)
            expect = max(top, 5.0 if values[C] is None else 0)
            value += w["full"] * expect * (0.4 + 0.6 * numbered / len(BUILT))
    for bonus in ctx.open_first:
        if bonus in reached:
            continue
        first, second = (LABELLED[x] for x in FIRST_PAIRS[bonus])
        hi, lo = values[first], values[second]
        if hi is None:
            continue  # nothing promised yet
        if lo is None:
            if hi <= 1:
                continue
            lo_expect = 1.0
        else:
            lo_expect = lo
        diff = hi - lo_expect
        done = (first in crossed_set) + (second in crossed_set)
        value += w["first"] * diff * (0.5 + 0.25 * done) * (1.0 if lo is not None else 0.6)
    return value, tuple(coefs)


# ---------------- candidates ----------------


def light_copy(sheet: dict) -> dict:
    return {
        "drawn": sheet["drawn"],
        "values": list(sheet["values"]),
        "crossed": list(sheet["crossed"]),
        "used": list(sheet["used"]),
        "ability": sheet["ability"],
        "bonuses": dict(sheet["bonuses"]),
        "same": list(sheet["same"]),
    }


def after(sheet: dict, move: dict, mask: int) -> tuple[dict, int]:
    """The sheet after a legal move (a light copy) and its drawn mask."""
    act = move["act"]
    if act == "pass":
        return sheet, mask
    new = light_copy(sheet)
    S.perform(new, move, keep_drawn=False)
    if act == "draw":
        t = move["trail"]
        for a, b in zip(t, t[1:]):
            mask |= BIT[SEGMENT_OF[(a, b)]]
        new["drawn"] = None  # worth reads the mask
    return new, mask


def trail_weights(sheet: dict) -> tuple:
    """How much closing each block matters now (for growing trails)."""
    values = sheet["values"]
    crossed = sheet["crossed"]
    weight = []
    for b in range(len(BLOCKS)):
        if b in crossed:
            weight.append(0.2)
        elif IS_BASE[b]:
            weight.append(1.0)
        elif values[b] is not None:
            weight.append(0.2)
        else:
            support = S.support_value(sheet, b)
            weight.append(1.0 if support is not None and support > 1 else 0.6)
    return tuple(weight)


def moves_for(
    sheet: dict,
    roll: int,
    player: int,
    rng=None,
    helps: bool = True,
    random_trails: int = 0,
    trails_kept: int | None = None,
    rules: str | None = None,
) -> list[dict]:
    """Legal actions: every write and cross, greedy trails from every start for each way of
    drawing (the best `trails_kept` of them by their gain, if said; drawing with a one-use
    help only if `helps`), a few random trails, passing when allowed."""
    moves = S.non_draw_moves(sheet, roll, player)
    mask = mask_of(sheet)
    weights = trail_weights(sheet)
    for change in S.CHANGES:
        if not helps and change in ("pm", "six"):
            continue
        for n in S.numbers_for(sheet, roll, change):
            grown = greedy_trails(mask, n, weights)
            if not grown:
                continue
            if trails_kept is not None:
                grown = grown[:trails_kept]
            for _, t in grown:
                moves.append({"p": player, "act": "draw", "change": change, "n": n, "trail": t})
            if random_trails and rng is not None:
                seen = {frozenset(SEGMENT_OF[(a, b)] for a, b in zip(t, t[1:])) for _, t in grown}
                firsts = starts(mask, n)
                for _ in range(random_trails):
                    t = _random_trail(mask, n, firsts, rng)
                    key = frozenset(SEGMENT_OF[(a, b)] for a, b in zip(t, t[1:]))
                    if key not in seen:
                        seen.add(key)
                        moves.append({"p": player, "act": "draw", "change": change, "n": n, "trail": t})
    if not moves and not helps and rules == "1" and S.has_action(sheet, roll):
        # Rules version 1: no passing while a help allows an action.
        return moves_for(sheet, roll, player, rng, True, random_trails, trails_kept, rules)
    if pass_allowed(sheet, roll, rules) or not moves:
        moves.append({"p": player, "act": "pass"})
    return moves


def _random_trail(mask: int, n: int, firsts: list[int], rng) -> list[int]:
    v = rng.choice(firsts)
    trail = [v]
    for left in range(n, 0, -1):
        options = [(o, bit) for o, bit in NB[v] if not mask & bit and can_go(o, mask | bit, left - 1)]
        v, bit = rng.choice(options)
        mask |= bit
        trail.append(v)
    return trail


def ranked(
    sheet: dict,
    roll: int,
    player: int,
    ctx: Context,
    rng=None,
    helps: bool = True,
    random_trails: int = 0,
    trails_kept: int | None = None,
) -> list[tuple[float, dict]]:
    """(worth after, move) for the candidate actions, best first."""
    mask = mask_of(sheet)
    out = []
    parts = {}  # a draw changes only the mask (and maybe the helps used)
    for i, move in enumerate(moves_for(sheet, roll, player, rng, helps, random_trails, trails_kept, ctx.rules)):
        if move["act"] == "pass" and stuck(sheet):
            # Passing would wait for ever: nothing changes on this sheet without a help.
            value = worth_parts(sheet, Context(ctx.open_first, NORMAL_BONUSES, ctx.players, ctx.rules))[0]
        elif move["act"] == "draw":
            change = move["change"]
            if change not in parts:
                parts[change] = worth_parts(after(sheet, dict(move, trail=[move["trail"][0]]), mask)[0], ctx)
            const, coefs = parts[change]
            new_mask = mask
            t = move["trail"]
            for a, b in zip(t, t[1:]):
                new_mask |= BIT[SEGMENT_OF[(a, b)]]
            value = const + mask_worth(coefs, new_mask)
        else:
            new, new_mask = after(sheet, move, mask)
            const, coefs = worth_parts(new, ctx)
            value = const + mask_worth(coefs, new_mask)
        out.append((value, i, move))
    out.sort(key=lambda x: (-x[0], x[1]))
    return [(v, m) for v, _, m in out]


def stuck(sheet: dict) -> bool:
    """No roll allows an action without a one-use help: passing changes nothing, ever."""
    return all(pass_allowed(sheet, roll) for roll in range(1, 7))


def quick_move(sheet: dict, roll: int, player: int, ctx: Context) -> dict:
    """The playouts' policy: the best candidate by `worth` (helps considered)."""
    return ranked(sheet, roll, player, ctx)[0][1]
