"""Our Kukulkán sheet, as data (our design: the original sheet picture is not in the rules).

El Castillo is drawn on a grid of unit squares: x runs from -5 to 5 (left to right), y from
0 (the ground) to 5 (the top). A block is one unit tall and two or three units wide; every
border of every block is made of unit segments, each drawn separately. Tier 0 is the base
of printed values; tiers are offset so that some blocks rest on one block and others
straddle two (see RULES_NOTES.md, "The sheet").

        tier 4                  [ 12 ]                      the temple: the top of
        tier 3                  [ 11 ]                      the axis (blocks 2 6 9 11 12)
        tier 2           [ A 8 ][  9 ][ B 10 ]
        tier 1        [ C 5    ][  6 ][    D 7 ]
        tier 0     [ 0 ][  1 ][  2 ][  3 ][  4 ]            printed 5 3 6 1 4

C rests on base blocks 0+1 (5 + 3 = 8), D on 3+4 (1 + 4 = 5): the left side takes high
numbers, the right side asks for care (or same-value stacking). A rests on C alone and B
on D alone. The axis is a single file: every tier must be lower than the one below.

Everything else (segments, vertices, which blocks support which, the outline) is derived
below and checked at import, so a change to BLOCKS that breaks a design rule fails at once.
"""

from __future__ import annotations

from dataclasses import dataclass

# (tier, x from, x to, label, printed value) — the whole design in one table.
# Left half and right half mirror each other in shape; the base values do not.
_BLOCK_TABLE = (
    # tier 0: the base, printed values, never written on
    (0, -5, -3, "", 5),
    (0, -3, -1, "", 3),
    (0, -1, 1, "", 6),
    (0, 1, 3, "", 1),
    (0, 3, 5, "", 4),
    # tier 1: C and D straddle two base blocks; the axis block rests on one
    (1, -4, -1, "C", None),
    (1, -1, 1, "", None),
    (1, 1, 4, "D", None),
    # tier 2: A rests on C alone and B on D alone, so C − A and D − B are never negative
    (2, -3, -1, "A", None),
    (2, -1, 1, "", None),
    (2, 1, 3, "B", None),
    # tiers 3 and 4: the temple on top, the head of the axis
    (3, -1, 1, "", None),
    (4, -1, 1, "", None),
)

TIERS = 5
X_MIN, X_MAX = -5, 5


@dataclass(frozen=True)
class Block:
    id: int
    tier: int
    x0: int
    x1: int
    label: str  # "A", "B", "C", "D" or ""
    printed: int | None  # base blocks only
    supports: tuple[int, ...]  # the blocks it rests on (one or two); () for the base
    border: tuple[int, ...]  # segment ids of its four sides

    @property
    def is_base(self) -> bool:
        return self.tier == 0


def _segment_key(a: tuple[int, int], b: tuple[int, int]) -> tuple:
    return (a, b) if a < b else (b, a)


def _build():
    raw = [dict(id=i, tier=t, x0=a, x1=b, label=lab, printed=val) for i, (t, a, b, lab, val) in enumerate(_BLOCK_TABLE)]
    seg_index: dict[tuple, int] = {}

    def seg(a, b):
        key = _segment_key(a, b)
        if key not in seg_index:
            seg_index[key] = len(seg_index)
        return seg_index[key]

    blocks = []
    for r in raw:
        t, a, b = r["tier"], r["x0"], r["x1"]
        border = [seg((x, t), (x + 1, t)) for x in range(a, b)]  # bottom
        border += [seg((x, t + 1), (x + 1, t + 1)) for x in range(a, b)]  # top
        border += [seg((a, t), (a, t + 1)), seg((b, t), (b, t + 1))]  # sides
        supports = tuple(o["id"] for o in raw if o["tier"] == t - 1 and o["x0"] < b and a < o["x1"])
        blocks.append(Block(r["id"], t, a, b, r["label"], r["printed"], supports, tuple(sorted(border))))
    segments = [None] * len(seg_index)
    for key, i in seg_index.items():
        segments[i] = key
    vertices = sorted({p for s in segments for p in s})
    return tuple(blocks), tuple(segments), tuple(vertices)


BLOCKS, SEGMENTS, VERTICES = _build()
VERTEX_ID = {v: i for i, v in enumerate(VERTICES)}
# SEGMENT_ENDS[s] = (vertex id, vertex id); NEIGHBOURS[v] = ((other vertex, segment), ...)
SEGMENT_ENDS = tuple((VERTEX_ID[a], VERTEX_ID[b]) for a, b in SEGMENTS)
NEIGHBOURS = tuple(
    tuple((b if a == v else a, s) for s, (a, b) in enumerate(SEGMENT_ENDS) if v in (a, b)) for v in range(len(VERTICES))
)
SEGMENT_BETWEEN = {frozenset(ends): s for s, ends in enumerate(SEGMENT_ENDS)}

BASE = tuple(b.id for b in BLOCKS if b.is_base)
WRITABLE = tuple(b.id for b in BLOCKS if not b.is_base)
AXIS = tuple(b.id for b in BLOCKS if b.x0 == -1 and b.x1 == 1)
LABELLED = {b.label: b.id for b in BLOCKS if b.label}
# Blocks resting on `b` (for the bot and the drawing).
CARRIED = tuple(tuple(o.id for o in BLOCKS if b.id in o.supports) for b in BLOCKS)


def _outline_blocks() -> tuple[int, ...]:
    """Built (non-base) blocks with a border segment on the pyramid's outline: a segment
    that borders only that block. The base is printed, not built, so it is left out."""
    owners: dict[int, int] = {}
    for b in BLOCKS:
        for s in b.border:
            owners[s] = owners.get(s, 0) + 1
    return tuple(b.id for b in BLOCKS if not b.is_base and any(owners[s] == 1 for s in b.border))


EXTERNAL = _outline_blocks()

# The bonuses of the sheet: normal ones (each player may claim each) and first-to-claim ones.
NORMAL_BONUSES = ("base", "axis", "full")
FIRST_BONUSES = ("CA", "DB")
FIRST_PAIRS = {"CA": ("C", "A"), "DB": ("D", "B")}  # points = value of first − value of second
AXIS_POINTS = 3
HELPS = ("same", "pm", "six")
# Their names, and the blocks' names, are words: texts.py.


def check_design() -> None:
    """The design rules of the issue, checked at import."""
    tiers = {b.tier for b in BLOCKS}
    assert tiers == set(range(TIERS)), "tiers must be 0..4"
    assert len(AXIS) == TIERS and sorted(BLOCKS[i].tier for i in AXIS) == list(range(TIERS)), (
        "the axis must be one block per tier"
    )
    for b in BLOCKS:
        assert b.x1 - b.x0 in (2, 3), f"block {b.id}: width 2 or 3"
        assert (b.printed is not None) == b.is_base, f"block {b.id}: only base blocks are printed"
        if b.is_base:
            assert 1 <= b.printed <= 6
        else:
            assert len(b.supports) in (1, 2), f"block {b.id} must rest on one or two blocks"
            below = [BLOCKS[s] for s in b.supports]
            assert min(s.x0 for s in below) <= b.x0 and max(s.x1 for s in below) >= b.x1, (
                f"block {b.id} overhangs the tier below"
            )
    # no two blocks of a tier overlap, and the tiers are symmetric in shape
    for t in range(TIERS):
        spans = sorted((b.x0, b.x1) for b in BLOCKS if b.tier == t)
        assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:])), f"tier {t} overlaps"
        assert spans == sorted((-b, -a) for a, b in spans), f"tier {t} is not mirrored"
    assert {len(b.supports) for b in BLOCKS if not b.is_base} == {1, 2}, (
        "some blocks must rest on one block and some straddle two"
    )
    a, b, c, d = (BLOCKS[LABELLED[k]] for k in "ABCD")
    assert a.tier > c.tier and b.tier > d.tier and a.x1 <= 0 and c.x1 <= 0 and b.x0 >= 0
    assert (a.x0, a.x1) == (-b.x1, -b.x0) and (c.x0, c.x1) == (-d.x1, -d.x0), "A/B, C/D mirror"
    assert a.supports == (c.id,) and b.supports == (d.id,), "A rests on C alone, B on D alone"
    assert EXTERNAL and all(not BLOCKS[i].is_base for i in EXTERNAL)


check_design()
