"""Yutakâ's pieces, drawn the same on both screens at any size: tiles, the hand's cards, card
strips on the islands, card backs, a seat's marker, and an island as a target and a group."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import NamedTuple

from ...core.svg import (
    Attr,
    Markup,
    circle,
    el,
    group,
    join,
    path,
    picture,
    rect,
    symbols,
    target,
    text,
    title,
    use_symbol,
)
from . import words
from .data import CARDS_PER_SIDE, DYNAMITE, cap, card_name, island_name
from .texts import _

# The treasures' colours (keyed by a card's first letter, dynamite's too), and the ink of the
# values, words and glyphs drawn on them: white, at least 4.5:1 on every fill (WCAG AA,
# tests/test_svg_contrast.py), but a dark brown on the idols' yellow, where white would not be read.
FILL = {"Y": "#e0ac1c", "G": "#2c8541", "B": "#2d68b8", "R": "#c2352b", "E": "#70757f", DYNAMITE: "#3a2a25"}
INK = {"Y": "#3a2a00", "G": "#fff", "B": "#fff", "R": "#fff", "E": "#fff", DYNAMITE: "#fff"}
SAND, SAND_EDGE, SEA, ISLE = "#eadcb6", "#b89f6a", "#cfe6ee", "#f3e7c4"
# Each seat's colour: its name marker, its card backs, the rule along its sides of the islands.
SEAT_COLOURS = ("#6a4c93", "#c2185b")
TURN_GREEN = "#1d6f42"

# Our own simple glyphs, drawn in a 24×24 box centred on 0,0.
ICONS = {
    "Y": '<circle cx="0" cy="-6" r="4.5"/><path d="M-6 9 L-4 -1 L4 -1 L6 9 Z"/>'
    '<path d="M-9 1 L-4 -1 M9 1 L4 -1" stroke-width="2.2" stroke="currentColor"/>',
    "G": '<path d="M0 -11 L3 4 L0 6 L-3 4 Z"/><rect x="-6" y="5" width="12" height="2.5"/>'
    '<rect x="-1.5" y="7" width="3" height="5"/>',
    "B": '<path d="M-3 -11 H3 V-8 C9 -5 9 6 4 10 H-4 C-9 6 -9 -5 -3 -8 Z"/>'
    '<path d="M-3 -7 C-9 -7 -9 -1 -6 0 M3 -7 C9 -7 9 -1 6 0" fill="none" '
    'stroke="currentColor" stroke-width="1.8"/>',
    "R": '<path d="M0 -11 L8 -3 L5 10 L-5 10 L-8 -3 Z"/>'
    '<path d="M-8 -3 H8 M0 -11 L-3 -3 L0 10 L3 -3 Z" fill="none" stroke="#00000055"/>',
    "E": '<path d="M-9 -6 C-3 -12 3 -12 9 -6 L7 -5 C3 -9 -3 -9 -7 -5 Z"/>'
    '<rect x="-1.4" y="-9" width="2.8" height="20" rx="1"/>',
    DYNAMITE: '<rect x="-4" y="-5" width="8" height="16" rx="2"/>'
    '<path d="M0 -5 C0 -9 4 -9 5 -12" fill="none" stroke="currentColor" stroke-width="1.6"/>'
    '<path d="M5 -15 L6.5 -12 L9 -12.5 L7 -10.5 L8 -8 L5.5 -9.5 L3 -8 L4 -10.5 L2 -12.5 L4.5 -12 Z" '
    'fill="#ffb020"/>',
}


def defs(prefix: str = "yk") -> Markup:
    return symbols(prefix, ICONS)


def icon(key: str, x: float, y: float, size: float, prefix: str = "yk") -> Markup:
    return use_symbol(prefix, key, x, y, size, INK[key])


def hit_area(x: float, y: float, w: float, h: float, rx: float, opacity: str) -> Markup:
    """An island's column, lit faintly: where a tap plays the chosen card on it."""
    return rect(x, y, w, h, class_="hit", rx=rx, fill="#ffffff", fill_opacity=opacity)


class Marks(NamedTuple):
    """What the table marks on a drawing: the next clicks, the latest turn's tiles and cards, and
    the card chosen to play."""

    next: set
    last_tiles: set
    last_cards: set
    selected: str | None
    drew: dict  # seat -> the card it drew in the latest turn (None when it is not the viewer's)

    @classmethod
    def of(cls, view: dict, ui: dict) -> Marks:
        path, last = list(ui.get("path", ())), view["last"]
        cards = {(m["island"], m["side"], m["index"]) for m in last if "island" in m}
        chosen = path[0][5:] if path and path[0].startswith("card:") else None
        drew = {m["p"]: m["drew"] for m in last if "drew" in m}
        return cls(set(ui.get("next", ())), {m["tile"] for m in last if "tile" in m}, cards, chosen, drew)


def tile(view: dict, tile: dict, x: float, y: float, size: float, marks: Marks, hit: float = 0) -> Markup:
    """A tile drawn size × size at x, y; `hit` > size adds an invisible hit square of that side
    around it (drawn last, so the shell's highlight still goes to the tile itself)."""
    token, pad = f"tile:{tile['id']}", (hit - size) / 2
    legal = token in marks.next
    info = words.tile_info(view, tile, legal)
    body = tile_body(tile["c"], tile["v"] if tile["up"] else None, x, y, size)
    area = hit > size and rect(x - pad, y - pad, hit, hit, class_="hit", fill="#000", fill_opacity="0")
    tip = info.split("\n")[0]  # what it is, its name when it is no target
    name, last = words.tile_label(tile) if legal else tip, tile["id"] in marks.last_tiles and "revealed"
    classes = ("tile", "covered" if not tile["up"] and not tile["open"] else "")
    piece = tile_piece(tile)
    return target(
        token, body, area, legal=legal, name=name, info=info, tip=tip, last=last, piece=piece, classes=classes
    )


def tile_piece(tile: dict) -> str:
    """A tile's piece id (data-piece): it never moves, but is turned face up where it lies."""
    return f"t{tile['id']}"


def hand_pieces(view: dict) -> list[str]:
    """The piece ids of the viewer's hand, card by card: as rules.card_pieces names the card
    once it lies on an island. A seat's dynamite are alike, so the first in hand is the next
    one to be played: numbered on from those the seat has played."""
    me = view["viewer"]
    played = sum(island[1 - me].count(DYNAMITE) for island in view["sides"])
    ids, k = [], played
    for card in view["hand"]:
        if card == DYNAMITE:
            k += 1
            ids.append(f"x{me}.{k}")
        else:
            ids.append(f"c{me}{card}")
    return ids


@functools.lru_cache(maxsize=4096)
def tile_body(colour: str | None, value: int | None, x: float, y: float, size: float, prefix: str = "yk") -> Markup:
    """A revealed tile's face (`value` set), or a hidden tile's back, edged in its colour if known."""
    s = size
    if value is not None:
        assert colour is not None  # a tile face up shows its colour
        ink, big = INK[colour], max(13, round(s * 0.42))
        return join(
            rect(x, y, s, s, rx=6, fill=FILL[colour], stroke="#00000055", stroke_width=1.5),
            icon(colour, x + s * 0.27, y + s * 0.3, round(s * 0.34, 1), prefix),
            text(x + s - 5, y + s - 7, value, big, text_anchor="end", font_weight="800", fill=ink),
        )
    mx, my = x + s / 2, y + s / 2
    diamonds = (
        f"M{mx:.1f} {y + s * 0.22:.1f} L{x + s * 0.58:.1f} {my:.1f} L{mx:.1f} {y + s * 0.78:.1f} "
        f"L{x + s * 0.42:.1f} {my:.1f} Z M{x + s * 0.22:.1f} {my:.1f} L{mx:.1f} {y + s * 0.42:.1f} "
        f"L{x + s * 0.78:.1f} {my:.1f} L{mx:.1f} {y + s * 0.58:.1f} Z"
    )
    cube = max(9.0, s * 0.26)  # the coloured cube of Tactika
    edge: dict[str, Attr] = (
        {"stroke": FILL[colour], "stroke_width": 3} if colour else {"stroke": SAND_EDGE, "stroke_width": 1.5}
    )
    return join(
        rect(x, y, s, s, rx=6, fill=SAND, **edge),
        path(diamonds, fill=SAND_EDGE, opacity="0.55"),
        colour and rect(x + 4, y + 4, cube, cube, rx=2, fill=FILL[colour], stroke="#00000060"),
    )


def removed_tile(tile: dict, x: float, y: float, size: float, prefix: str = "yk") -> Markup:
    info = words.removed_info(tile)
    face = tile_body(tile["c"], tile["v"], x, y, size, prefix)
    return picture(None, face, info=info, tip=info.split("\n")[0], classes=("tile", "removed"))


def stack_outline(x: float, y: float, w: float, h: float, count: int) -> Markup:
    stack = title(_("A stack of {count} tiles").format(count=count))
    dashes: dict[str, Attr] = {"stroke_width": 1.2, "stroke_dasharray": "3 3", "aria_hidden": True}
    return el("rect", stack, x=x, y=y, width=w, height=h, rx=8, fill="none", stroke="#9a8050", **dashes)


# Where the chosen card would go.
GHOST: dict[str, Attr] = dict(
    class_="ghost", rx=5, fill="none", stroke=TURN_GREEN, stroke_width=2.5, stroke_dasharray="6 4"
)


def backs(view: dict, player: int, xs: list[float], y: float, w: float, h: float, rx: float, edge: float) -> Markup:
    """A hidden hand, as card backs that say how many cards it holds."""
    colour = SEAT_COLOURS[player]
    shapes = [el("rect", x=x, y=y, width=w, height=h, rx=rx, fill=colour, stroke="#fff", stroke_width=edge) for x in xs]
    drew = player in Marks.of(view, {}).drew and "drawn"  # a card came from the deck, unseen
    return picture(None, shapes, info=words.backs_info(view, player), last=drew, classes=("backs",))


def band(view: dict, player: int, mark: tuple, *children: Markup, backdrop: Markup | None = None) -> Markup:
    """A seat's band: on its `backdrop`, the seat's colour (`mark`: cx, cy and the ring drawn
    around it when that seat is to act), then the layout's texts."""
    cx, cy, ring = mark
    turn = title(_("to act"))
    to_act = player in view["to_act"]
    ringed = to_act and el("circle", turn, cx=cx, cy=cy, r=ring, fill="none", stroke=TURN_GREEN, stroke_width=3)
    seat = circle(cx, cy, 6, fill=SEAT_COLOURS[player])
    return el("g", backdrop, ringed, seat, *children, class_="band", data_info=words.band_info(view, player))


def hand(view: dict, marks: Marks, xs: list[float], top: float, lift: float, phone: bool, face: Callable) -> Markup:
    """The viewer's hand, a group of targets: `face(card, x, y)` draws a card."""
    # one card of a pair is the chosen one
    chosen = view["hand"].index(marks.selected) if marks.selected in view["hand"] else None
    # the card just drawn (the last of its kind in hand: a dynamite drawn is numbered last)
    new = marks.drew.get(view["viewer"])
    new_at = max((k for k, card in enumerate(view["hand"]) if card == new), default=None)
    out = []
    for k, (card, x, piece) in enumerate(zip(view["hand"], xs, hand_pieces(view))):
        token, selected = f"card:{card}", k == chosen
        legal = token in marks.next
        name, info, tip = words.card_label(card, legal, selected, phone), words.hand_info(card), cap(card_name(card))
        drawn = face(card, x, top - (lift if selected else 0))
        says = {"name": name, "info": info, "tip": tip, "piece": piece}
        last = k == new_at and "drawn"
        out += [target(token, drawn, legal=legal, selected=selected, last=last, classes=("card",), **says)]
    return group(_("Your hand"), out, class_="hand")


@functools.lru_cache(maxsize=256)
def card_frame(card: str, x: float, y: float, w: float, h: float, rx: float, inset: float) -> Markup:
    """A card in hand: its colour, and a light rule inside its edge."""
    return join(
        rect(x, y, w, h, rx=rx, fill=FILL[card[0]], stroke="#00000050", stroke_width=1.5),
        rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, rx=rx - inset / 2, fill="none", stroke="#ffffff70"),
    )


def island(view: dict, marks: Marks, island: int, ground: Markup, phone: bool, strips: tuple, tiles: list) -> Markup:
    """An island, a group named by its name: its target is only its `ground` (hit area first, for
    the shell's highlight); its cards (`strips`: x, w, h, each side's (seat, y nearest the island,
    step away) and `face`) and `tiles` lie outside it, so that its name need not repeat their
    values and a tap goes through them to it."""
    token, name = f"island:{island}", island_name(island)
    legal = token in marks.next
    label, info = words.island_label(island, marks.selected, legal, phone), words.island_info(view, island)
    spot = target(token, ground, legal=legal, name=label, info=info, tip=name, classes=("column", "island"))
    x, w, h, places, face = strips
    goes = 1 - places[1][0] if marks.selected == DYNAMITE else places[1][0]
    cards = []
    for side, nearest, step in places:
        column = view["sides"][island][side]
        for k, card in enumerate(column):
            last = (island, side, k) in marks.last_cards and "placed"
            shape, info = face(card, x, nearest + k * step), words.strip_info(view, island, side, k)
            piece, tip = view["pieces"][island][side][k], cap(card_name(card))
            cards.append(picture(None, shape, info=info, tip=tip, last=last, piece=piece, classes=("card", "strip")))
        if legal and marks.selected and side == goes and len(column) < CARDS_PER_SIDE:
            cards.append(rect(x, nearest + len(column) * step, w, h, **GHOST))
    on_it = el("g", cards, tiles, class_="on-island", pointer_events="none" if legal else None)
    return group(name, spot, on_it, class_="isle")
