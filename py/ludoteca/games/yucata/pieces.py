"""Yucata's pieces on the drawing kit: the spiral track and its spaces, stones, amulets, the
small cards and player plates both screens share."""

from __future__ import annotations

import functools
from typing import NamedTuple

from ...core import i18n
from ...core.svg import Markup, circle, el, group, join, path, rect, text, title
from .data import DARK, END, PALE, RED, card_name
from .texts import _
from .words import STONE_NAME, card_info, glyph, seat, space_info

COLS, ROWS = 7, 6
SEAT_COLOURS = ("#e67e22", "#16a085", "#c2185b", "#7d5ba6")
STONE_FILL = {PALE: "#f4ecd6", DARK: "#1f2d5c", RED: "#c0392b"}
GROUND, PATH_EDGE, PAPER = "#e9dcb8", "#a88f5a", "#f3ead2"
START_CELLS = 3  # the large start space covers the first three cells of the spiral


class Geo(NamedTuple):
    """Where the track lies and how large its parts are drawn (one per screen)."""

    x: float
    y: float
    cell: float
    inset: float
    label: float
    stone: float
    amulet: float


def _spiral_cells() -> list[tuple[int, int]]:
    """Grid cells (col, row) from the top-left corner, clockwise, spiralling inward."""
    cells, left, top, right, bottom = [], 0, 0, COLS - 1, ROWS - 1
    while left <= right and top <= bottom:
        cells += [(c, top) for c in range(left, right + 1)]
        cells += [(right, r) for r in range(top + 1, bottom + 1)]
        if top < bottom:
            cells += [(c, bottom) for c in range(right - 1, left - 1, -1)]
        if left < right:
            cells += [(left, r) for r in range(bottom - 1, top, -1)]
        left, top, right, bottom = left + 1, top + 1, right - 1, bottom - 1
    return cells


CELLS = _spiral_cells()
assert len(CELLS) == COLS * ROWS == 42


def space_box(space: int, geo: Geo) -> tuple[float, float, float, float]:
    """x, y, width, height of a space on the board."""
    g, c = geo.inset, geo.cell
    col, row = CELLS[space + START_CELLS - 1 if space else 0]
    return geo.x + col * c + g, geo.y + row * c + g, (START_CELLS if space == 0 else 1) * c - 2 * g, c - 2 * g


def backdrop(w: float, h: float) -> Markup:
    return el("rect", width=w, height=h, fill=PAPER, aria_hidden=True)


def stone(kind: str, cx: float, cy: float, r: float) -> Markup:
    edge = "#8a7a55" if kind == PALE else "#00000080"
    disc = el(
        "circle", title(_(STONE_NAME[kind])), cx=cx, cy=cy, r=r, fill=STONE_FILL[kind], stroke=edge, stroke_width=1.5
    )
    # the red stone: a ring, not only a colour
    return join(disc, kind == RED and circle(cx, cy, r * 0.45, fill="none", stroke="#fff", stroke_width=1.5))


def amulet(player: int, cx: float, cy: float, r: float, info: str, last: bool = False, foot: bool = True) -> Markup:
    """An amulet: a disc in the seat's colour (on a small foot, when there is room), with the
    seat's number; `info` is what it says when tapped (its space, or its player)."""
    colour = SEAT_COLOURS[player % len(SEAT_COLOURS)]
    font = max(12.0, round(r * 1.2, 1))
    return el(
        "g",
        title(seat(player)),
        foot
        and rect(cx - r * 0.85, cy + r * 0.55, r * 1.7, r * 0.65, rx=2, fill=colour, stroke="#fff", stroke_width=1.5),
        circle(cx, cy, r, fill=colour, stroke="#fff", stroke_width=2),
        text(
            cx,
            cy + font * 0.36,
            player + 1,
            font,
            text_anchor="middle",
            font_weight="800",
            fill="#fff",
            stroke="#0007",
            stroke_width=2,
            paint_order="stroke",
        ),
        class_=("amulet", "last" if last else ""),
        data_info=info,
    )


def _amulet_spots(space: int, count: int, geo: Geo) -> list[tuple[float, float, float]]:
    """(cx, cy, r) for `count` amulets sharing a space: side by side, or two by two."""
    x, y, w, h = space_box(space, geo)
    r = geo.amulet
    if space == 0 or count == 1:
        step = min(w / max(count, 1), 2.6 * r + 4)
        return [(x + w / 2 + (k - (count - 1) / 2) * step, y + h / 2 - r * 0.2, r) for k in range(count)]
    if count == 2:
        small = min(r, w / 4 - 1)
        return [(x + w * (0.27 + 0.46 * k), y + h / 2, small) for k in range(2)]
    small = round(min(r, w / 4 - 1.5, h / 4 - 1.5), 1)
    return [(x + w * (0.26 + 0.48 * (k % 2)), y + h * (0.28 + 0.46 * (k // 2)), small) for k in range(count)]


@functools.lru_cache(maxsize=8)
def _ground(geo: Geo) -> Markup:
    """The track's ground and the path through its spaces."""
    boxes = [space_box(s, geo) for s in range(END + 1)]
    d = " ".join(f"{'L' if i else 'M'}{x + w / 2:.0f} {y + h / 2:.0f}" for i, (x, y, w, h) in enumerate(boxes))
    edge = geo.inset + 5
    return join(
        rect(
            geo.x - edge,
            geo.y - edge,
            COLS * geo.cell + 2 * edge,
            ROWS * geo.cell + 2 * edge,
            rx=round(geo.cell / 6),
            fill="#cdbb8c",
        ),
        path(
            d, fill="none", stroke=PATH_EDGE, stroke_width=round(geo.cell / 8), stroke_linejoin="round", opacity="0.5"
        ),
    )


# A space is the same from click to click, but for the few a move changed: each is drawn once
# for what it shows (and in each language).
@functools.lru_cache(maxsize=1024)
def space(
    n: int, geo: Geo, kind: str | None, lang: str, info=None, last=False, click=None, name=None, tip=None
) -> Markup:
    """One space of the track with its stone: its details `info`, or in the editor its click."""
    del lang  # (a key of the cache: the words are in that language)
    x, y, w, h = space_box(n, geo)
    label = _("Start") if n == 0 else _("End") if n == END else str(n)
    return el(
        "g",
        title(tip),
        rect(
            x,
            y,
            w,
            h,
            rx=round(geo.cell / 9),
            fill="#f7efd9" if n == END else GROUND,
            stroke=PATH_EDGE,
            stroke_width=1.5,
        ),
        text(x + geo.label * 0.35, y + geo.label * 1.05, label, geo.label, fill="#6b5830"),
        kind and stone(kind, x + w / 2, y + h / 2 + geo.label * 0.3, geo.stone),
        class_=("space", "last" if last else ""),
        data_click=click,
        aria_label=name,
        data_info=info,
    )


def track(geo: Geo, *spaces: Markup) -> Markup:
    return group(_("The temple track, from the start to the centre"), _ground(geo), *spaces)


def game_track(view: dict, geo: Geo) -> Markup:
    """The track with its stones and amulets; every space and amulet says what it holds."""
    last, lang = view["last"] or (), i18n.current()
    landing, moved = {m["to"] for m in last}, {m["p"] for m in last}
    crowds: dict[int, list[int]] = {}
    for player, at in enumerate(view["pos"]):
        crowds.setdefault(at, []).append(player)
    amulets = [
        amulet(p, cx, cy, r, space_info(view, at), p in moved, foot=at == 0 or len(crowd) <= 2)
        for at, crowd in sorted(crowds.items())
        for p, (cx, cy, r) in zip(crowd, _amulet_spots(at, len(crowd), geo))
    ]
    spaces = [
        space(n, geo, view["stones"][n], lang, info=space_info(view, n), last=n in landing) for n in range(END + 1)
    ]
    return track(geo, *spaces, *amulets)


def mini_card(
    view: dict, player: int, card: str, x: float, y: float, w: float = 26, h: float = 34, font: float = 15
) -> Markup:
    """A player's card, small: in hand or played (greyed), the previous card outlined."""
    in_hand = card in view["hands"][player]
    prev = view["previous"]
    previous = prev is not None and prev["p"] == player and prev["card"] == card
    tip = card_name(card) if in_hand else _("{card} (played)").format(card=card_name(card))
    return el(
        "g",
        title(tip),
        rect(
            x,
            y,
            w,
            h,
            rx=4,
            fill="#fffaf0" if in_hand else "#d9d2c0",
            stroke="#b84a00" if previous else "#8a7a55",
            stroke_width=2.5 if previous else 1,
            opacity=1 if in_hand else 0.55,
        ),
        text(
            x + w / 2,
            y + h / 2 + font * 0.36,
            glyph(card),
            font,
            text_anchor="middle",
            font_weight="700",
            fill="#3b2f1e" if in_hand else "#686052",
        ),
        class_="mini",
        data_info=card_info(view, player, card),
    )


def gains(pv: dict, cx: float, y: float) -> Markup:
    """What a card would take: a stone and its count for each kind, centred on cx."""
    kinds = [(kind, pv[key]) for kind, key in ((PALE, "pale"), (DARK, "dark"), (RED, "red")) if pv[key]]
    if not kinds:
        return text(cx, y + 5, _("takes nothing"), 13, text_anchor="middle", fill="#6b6256")
    out = []
    for k, (kind, n) in enumerate(kinds):
        gx = cx + (k - (len(kinds) - 1) / 2) * 26 - 5
        out += [stone(kind, gx, y, 6), text(gx + 8, y + 5, n, 13, font_weight="700", fill="#3b2f1e")]
    return join(out)


def plate(x: float, y: float, w: float, h: float, rx: float, turn: bool) -> Markup:
    """A player's plate, green while it is their turn."""
    if turn:
        return rect(x, y, w, h, rx=rx, fill="#e3f1e8", stroke="#1d6f42", stroke_width=2)
    return rect(x, y, w, h, rx=rx, fill="#fffdf7", stroke="#d9d2c0", stroke_width=1)


def tally(taken: dict, x: float, cy: float, r: float, step: float) -> Markup:
    """The stones a player took: each kind's stone and count, in a row from x."""
    kinds = (PALE, DARK, RED)
    return join(
        join(stone(s, x + k * step + r, cy, r), text(x + k * step + 2 * r + 4, cy + 5, f"×{taken[s]}", 14))
        for k, s in enumerate(kinds)
    )


def name_clip(prefix: str, player: int, x: float, y: float, w: float, h: float) -> Markup:
    """A clip for a player's name (names are the players' own: any length)."""
    return el("clipPath", el("rect", x=x, y=y, width=w, height=h), id=f"{prefix}-name-{player}")
