"""Yutakâ's desk: the whole table at once, the viewer at the bottom, 1000 × 830 units (shown at
most 952 × 670 CSS px, so every text is at least 14 units = 11.3 px)."""

from __future__ import annotations

import functools

from ...core.i18n import number
from ...core.svg import Markup, document, join, rect, text
from . import pieces
from .data import DYNAMITE, DYNAMITE_NAME, island_name
from .pieces import FILL, INK, SAND_EDGE, Marks
from .texts import _, ngettext
from .words import card_word, who

W, H = 1000, 830
COL_W = 200
STRIP_W, STRIP_H, STRIP_STEP = 150, 30, 34
OPP_NEAREST_Y = 218  # top of the opponent's card nearest to the island
ISLAND_TOP, ISLAND_H = 258, 196
OWN_NEAREST_Y = 462
HAND_Y = 694
HAND_W, HAND_H = 112, 124
WIDE_TEXT = 14  # smallest font on the desk: 14 × 670/830 = 11.3 CSS px


def _band(view: dict, player: int, y: float) -> Markup:
    points = view["standing"][player]
    stats = ngettext(
        "hand {hand} · deck {deck} · {n} point from revealed tiles",
        "hand {hand} · deck {deck} · {n} points from revealed tiles",
        points,
    ).format(hand=view["hand_sizes"][player], deck=view["deck_sizes"][player], n=number(points))
    return pieces.band(
        view,
        player,
        pieces.seat_mark(view, player, 28, y - 5, 10),
        text(42, y, who(player, view["viewer"]), 17, font_weight="700", fill="#2b2b2b"),
        text(42, y + 20, stats, WIDE_TEXT, fill="#555"),
    )


@functools.lru_cache(maxsize=2048)
def _strip(card: str, x: float, y: float, dynamite: str) -> Markup:
    """A card on an island: its treasure and value, or `dynamite` (the word, translated)."""
    key = pieces.colour_key(card)
    label = dynamite if card == DYNAMITE else card[1:]
    return join(
        rect(x, y, STRIP_W, STRIP_H, rx=5, fill=FILL[key], stroke="#00000040"),
        pieces.icon(key, x + 18, y + STRIP_H / 2, 20),
        text(x + STRIP_W - 12, y + 21, label, 17, text_anchor="end", font_weight="700", fill=INK[key]),
    )


def _tiles(view: dict, island: int, cx: float, marks: Marks) -> list[Markup]:
    """The island's stacks in a grid (one row of up to three, else two columns), top tiles above."""
    stacks: dict[int, list] = {}
    for t in view["tiles"]:
        if t["i"] == island:
            stacks.setdefault(t["s"], []).append(t)
    n = len(stacks)
    cols = n if n <= 3 else 2
    rows = -(-n // cols)
    tallest = max(len(s) for s in stacks.values())
    gap = 8
    size = min(60.0, (ISLAND_H - 44 - gap * (rows - 1)) / (rows * tallest), (COL_W - 36 - gap * (cols - 1)) / cols)
    x0 = cx - (cols * size + (cols - 1) * gap) / 2
    y0 = ISLAND_TOP + 30 + (ISLAND_H - 38 - (rows * tallest * size + (rows - 1) * gap)) / 2
    out = []
    for k, s in enumerate(sorted(stacks)):
        pile = sorted(stacks[s], key=lambda t: -t["l"])  # top of the stack drawn first, above
        sx = x0 + (k % cols) * (size + gap)
        sy = y0 + (k // cols) * (tallest * size + gap)
        if len(pile) > 1:
            out.append(pieces.stack_outline(sx - 3, sy - 3, size + 6, len(pile) * size + 6, len(pile)))
        out += [pieces.tile(view, t, sx + 2, sy + depth * size + 2, size - 4, marks) for depth, t in enumerate(pile)]
    return out


def _card(card: str, x: float, y: float) -> Markup:
    key = pieces.colour_key(card)
    return join(
        pieces.card_frame(card, x, y, HAND_W, HAND_H, 10, 6),
        pieces.icon(key, x + HAND_W / 2, y + 50, 46),
        text(x + 14, y + 30, "" if card == DYNAMITE else card[1:], 24, font_weight="800", fill=INK[key]),
        text(x + HAND_W / 2, y + HAND_H - 15, card_word(card), WIDE_TEXT, text_anchor="middle", fill=INK[key]),
    )


def _island(view: dict, marks: Marks, i: int, me: int) -> Markup:
    cx = COL_W / 2 + i * COL_W
    hit = rect(cx - COL_W / 2 + 4, 80, COL_W - 8, 560, class_="hit", rx=12, fill="#ffffff", fill_opacity="0.12")
    ground = join(
        rect(cx - 88, ISLAND_TOP, 176, ISLAND_H, rx=38, fill="#f3e7c4", stroke=SAND_EDGE, stroke_width=2),
        text(cx, ISLAND_TOP + 21, island_name(i), WIDE_TEXT, text_anchor="middle", font_weight="700", fill="#6b5328"),
    )
    places = ((1 - me, OPP_NEAREST_Y, -STRIP_STEP), (me, OWN_NEAREST_Y, STRIP_STEP))
    x = cx - STRIP_W / 2
    return pieces.island(
        view,
        marks,
        i,
        hit,
        ground,
        False,
        lambda legal: [
            *pieces.sides(
                view,
                marks,
                i,
                legal,
                x,
                STRIP_W,
                STRIP_H,
                places,
                lambda card, x, y: _strip(card, x, y, _(DYNAMITE_NAME)),
            ),
            *_tiles(view, i, cx, marks),
        ],
    )


def svg(view: dict, ui: dict) -> str:
    """The desk drawing: the opponent's band and hidden hand at the top, five island columns
    (their cards above each island, the viewer's below), the viewer's band and hand."""
    me = view["viewer"] or 0
    opp, marks = 1 - me, Marks.of(view, ui)
    out = [pieces.defs(), pieces.sea(W, H), _band(view, opp, 34)]
    out.append(pieces.backs(view, opp, [W - 60 - k * 30 for k in range(view["hand_sizes"][opp])], 12, 40, 54, 5, 1.5))
    removed = view["removed"]
    if isinstance(removed, list):
        out.append(text(W / 2 - 50, 30, _("Out of play:"), WIDE_TEXT, text_anchor="end", fill="#333"))
        out += [pieces.removed_tile(t, W / 2 - 40 + k * 42, 8, 38) for k, t in enumerate(removed)]
    out += [_island(view, marks, i, me) for i in range(len(view["sides"]))]
    out.append(_band(view, me, HAND_Y - 34))
    if view["hand"] is None:
        count = view["hand_sizes"][me]
        out.append(
            pieces.backs(view, me, [W / 2 - count * 22 + k * 44 for k in range(count)], HAND_Y + 20, 70, 96, 8, 2)
        )
    else:
        step = HAND_W + 12
        x0 = W / 2 - (len(view["hand"]) * step - 12) / 2
        out.append(
            pieces.hand(view, marks, [x0 + k * step for k in range(len(view["hand"]))], HAND_Y, 14, False, _card)
        )
    return document(W, H, _("Yutakâ board"), out)
