"""Yutakâ's two layouts: five island columns (the opponent's cards above each island, the viewer's
below) between the seats' bands, the viewer's hand at the bottom. The desk is 1000 × 618 units (shown
at 952 × 588 CSS px at 1280 × 800: a 14-unit text is 13.3 px), short enough for the whole board, hand
included, to fit under the page's bar and a tutorial's step box; the phone is 360 units wide, tiles one
per row so that each is a 46-unit target, with a "Majorities" panel: the sums per colour on each island."""

from __future__ import annotations

import functools

from ...core.i18n import number
from ...core.svg import (
    PHONE_W,
    Attr,
    Markup,
    circle,
    document,
    el,
    join,
    last_attrs,
    lines_text,
    picture,
    rect,
    text,
    wrap,
)
from . import data, pieces
from .data import CARDS_PER_SIDE, COLOURS, DYNAMITE, ISLAND_SHORT, card_value, island_name
from .pieces import FILL, INK, ISLE, SAND, SAND_EDGE, SEAT_COLOURS, Marks
from .rules import column_winner
from .texts import _, ngettext
from .words import card_word, island_info, island_tiles, last_move_lines, stacks, tile_info, who

# The desk, top to bottom: the opponent's band, their cards (nearest the island last), the islands,
# the viewer's cards, the hand with the viewer's band at its right. At 1000 units wide and under 704
# tall the board is shown at 0.952 px a unit (the board box is 952 × 670 CSS px at 1280 × 800), so
# these compact sizes still draw every text and target at least as large in px as the former
# 1000 × 830 board did (0.807 px a unit): cards 112 × 106 (were 124 tall), tiles as large or larger
# (the island 160 tall, its margins trimmed); strips 24 (were 30, no target: a tap goes through).
W, COL_W = 1000, 200
STRIP_W, STRIP_H, STRIP_STEP = 150, 24, 26
OPP_FARTHEST_Y = 52  # the top of the opponent's card farthest from the island, under their band
OPP_NEAREST_Y = OPP_FARTHEST_Y + (CARDS_PER_SIDE - 1) * STRIP_STEP
ISLAND_TOP, ISLAND_H = OPP_NEAREST_Y + STRIP_H + 6, 160
TILES_TOP, TILES_BOTTOM = 24, 4  # inside the island: its name above the tiles, a margin below
OWN_NEAREST_Y = ISLAND_TOP + ISLAND_H + 6
COLUMN_BOTTOM = OWN_NEAREST_Y + (CARDS_PER_SIDE - 1) * STRIP_STEP + STRIP_H + 8  # an island's hit area
HAND_LIFT, HAND_W, HAND_H, HAND_GAP = 12, 112, 106, 10
HAND_Y = COLUMN_BOTTOM + 4 + HAND_LIFT  # a chosen (lifted) card stays clear of the islands' hit areas
HAND_X = 16  # the hand at the left, the viewer's band at its right (its counts wrapped)
OWN_BAND_X = HAND_X + 6 * (HAND_W + HAND_GAP) + 10
H = HAND_Y + HAND_H + 8  # room for the ring of a pointed card (app.css)
WIDE_TEXT = 14  # smallest font on the desk: 14 × 0.952 = 13.3 CSS px
ISLAND_NAME = {"font_weight": "700", "fill": "#6b5328"}
SHORE = {"fill": ISLE, "stroke": SAND_EDGE}


def _desk_band(view: dict, player: int, x: float, y: float, width: float = W) -> Markup:
    """A seat's name and, under it, its counts (wrapped to `width`)."""
    points = view["standing"][player]
    stats = ngettext(
        "hand {hand} · deck {deck} · {n} point from revealed tiles",
        "hand {hand} · deck {deck} · {n} points from revealed tiles",
        points,
    ).format(hand=view["hand_sizes"][player], deck=view["deck_sizes"][player], n=number(points))
    name = text(x + 14, y, who(player, view["viewer"]), 17, font_weight="700", fill="#2b2b2b")
    counts = lines_text(x + 14, y + 18, wrap(stats, WIDE_TEXT, width - 14), WIDE_TEXT, 18, fill="#555")
    return pieces.band(view, player, (x, y - 5, 10), name, counts)


@functools.lru_cache(maxsize=2048)
def _desk_strip(card: str, x: float, y: float, dynamite: str) -> Markup:
    """A card on an island: its treasure and value, or `dynamite` (the word, translated)."""
    key = card[0]
    label = dynamite if card == DYNAMITE else card[1:]
    return join(
        rect(x, y, STRIP_W, STRIP_H, rx=5, fill=FILL[key], stroke="#00000040"),
        pieces.icon(key, x + 18, y + STRIP_H / 2, 20),
        text(x + STRIP_W - 12, y + 18, label, 17, text_anchor="end", font_weight="700", fill=INK[key]),
    )


def _desk_tiles(view: dict, island: int, cx: float, marks: Marks) -> list[Markup]:
    """The island's stacks in a grid (one row of up to three, else two columns), top tiles above."""
    piles = stacks(view, island)
    cols = len(piles) if len(piles) <= 3 else 2
    rows = -(-len(piles) // cols)
    tallest = max(len(pile) for pile in piles)
    gap = 8
    room = ISLAND_H - TILES_TOP - TILES_BOTTOM  # the stacks' outlines take 3 units each side
    size = min(60.0, (room - 6 - gap * (rows - 1)) / (rows * tallest), (COL_W - 36 - gap * (cols - 1)) / cols)
    x0 = cx - (cols * size + (cols - 1) * gap) / 2
    y0 = ISLAND_TOP + TILES_TOP + (room - (rows * tallest * size + (rows - 1) * gap)) / 2
    out = []
    for k, pile in enumerate(piles):  # top of the stack drawn first, above
        sx = x0 + (k % cols) * (size + gap)
        sy = y0 + (k // cols) * (tallest * size + gap)
        if len(pile) > 1:
            out.append(pieces.stack_outline(sx - 3, sy - 3, size + 6, len(pile) * size + 6, len(pile)))
        out += [pieces.tile(view, t, sx + 2, sy + depth * size + 2, size - 4, marks) for depth, t in enumerate(pile)]
    return out


def _desk_card(card: str, x: float, y: float) -> Markup:
    key = card[0]
    return join(
        pieces.card_frame(card, x, y, HAND_W, HAND_H, 10, 6),
        pieces.icon(key, x + HAND_W / 2, y + 48, 42),
        text(x + 14, y + 28, "" if card == DYNAMITE else card[1:], 24, font_weight="800", fill=INK[key]),
        text(x + HAND_W / 2, y + HAND_H - 13, card_word(card), WIDE_TEXT, text_anchor="middle", fill=INK[key]),
    )


def desk_svg(view: dict, ui: dict) -> str:
    me = view["viewer"] or 0
    opp, marks = 1 - me, Marks.of(view, ui)
    out = [pieces.defs(), _desk_band(view, opp, 28, 24)]
    out.append(pieces.backs(view, opp, [W - 60 - k * 30 for k in range(view["hand_sizes"][opp])], 3, 36, 46, 5, 1.5))
    if isinstance(removed := view["removed"], list):
        out.append(text(W / 2 - 50, 29, _("Out of play:"), WIDE_TEXT, text_anchor="end", fill="#333"))
        out += [pieces.removed_tile(t, W / 2 - 40 + k * 42, 5, 38) for k, t in enumerate(removed)]
    places = ((opp, OPP_NEAREST_Y, -STRIP_STEP), (me, OWN_NEAREST_Y, STRIP_STEP))
    strip_face = functools.partial(_desk_strip, dynamite=_(data.DYNAMITE_NAME))
    for i in range(len(view["sides"])):
        cx = COL_W / 2 + i * COL_W
        top = OPP_FARTHEST_Y - 2
        hit = pieces.hit_area(cx - COL_W / 2 + 4, top, COL_W - 8, COLUMN_BOTTOM - top, 12, "0.12")
        ground = rect(cx - 88, ISLAND_TOP, 176, ISLAND_H, rx=38, stroke_width=2, **SHORE)
        name = text(cx, ISLAND_TOP + 18, island_name(i), WIDE_TEXT, text_anchor="middle", **ISLAND_NAME)
        strips, tiles = (cx - STRIP_W / 2, STRIP_W, STRIP_H, places, strip_face), _desk_tiles(view, i, cx, marks)
        out.append(pieces.island(view, marks, i, join(hit, ground, name), False, strips, tiles))
    out.append(_desk_band(view, me, OWN_BAND_X + 10, HAND_Y + 16, W - OWN_BAND_X - 22))
    count = view["hand_sizes"][me]
    if view["hand"] is None:
        out += [pieces.backs(view, me, [W / 2 - count * 22 + k * 44 for k in range(count)], HAND_Y + 8, 70, 90, 8, 2)]
    else:
        xs: list[float] = [HAND_X + k * (HAND_W + HAND_GAP) for k in range(count)]
        out.append(pieces.hand(view, marks, xs, HAND_Y, HAND_LIFT, False, _desk_card))
    return document(W, H, _("Yutakâ board"), out, backdrop=pieces.SEA)


P_COL = PHONE_W // 5  # 72 units: one column per island
P_STRIP_W, P_STRIP_H, P_STEP = 64, 17, 19
P_CELL, P_TILE = 46, 42  # a tile's cell (its hit square) and the tile drawn in it
P_SMALL, P_STACK_GAP = 32, 4  # the cell of a tile of a stack that cannot be revealed now
P_HEAD = 30  # the opponent's band
P_CARD_W, P_CARD_H, P_LIFT = 54, 76, 8
# Room around the hand for the ring the shell draws around a chosen card or a tutorial's pointed
# one (app.css: up to 8 units past the card's edge): the SVG cuts what lies outside it.
P_HAND_MARGIN = 8
P_TEXT = 13  # the smallest text of what the player decides from
P_NAME = 11  # island names (the full name is also in each island's details)


def _phone_band(view: dict, player: int, y: float) -> Markup:
    deck, points = view["deck_sizes"][player], view["standing"][player]
    if player == view["viewer"] and view["hand"] is not None:
        stats = ngettext("deck {deck} · {n} point", "deck {deck} · {n} points", points)
    else:
        stats = ngettext("hand {hand} · deck {deck} · {n} point", "hand {hand} · deck {deck} · {n} points", points)
    stats = stats.format(hand=view["hand_sizes"][player], deck=deck, n=number(points))
    name = text(26, y + 18, who(player, view["viewer"]), 14, font_weight="700", fill="#2b2b2b")
    stats_text = text(PHONE_W - 6, y + 18, stats, P_TEXT, text_anchor="end", fill="#444")
    backdrop = rect(0, y, PHONE_W, 26, fill="#ffffff", fill_opacity="0.35")
    return pieces.band(view, player, (12, y + 13, 9.5), name, stats_text, backdrop=backdrop)


@functools.lru_cache(maxsize=2048)
def _phone_strip(card: str, x: float, y: float) -> Markup:
    key = card[0]
    if card == DYNAMITE:
        face = pieces.icon(key, x + P_STRIP_W / 2, y + P_STRIP_H / 2, 15)
    else:
        value = text(x + P_STRIP_W - 8, y + 13.5, card[1:], P_TEXT, text_anchor="end", font_weight="700", fill=INK[key])
        face = join(pieces.icon(key, x + 11, y + P_STRIP_H / 2, 14), value)
    return join(rect(x, y, P_STRIP_W, P_STRIP_H, rx=4, fill=FILL[key], stroke="#00000040"), face)


def _stack_height(pile: list) -> int:
    """One full cell (the tile that can be revealed next, or the bottom one) and a compact cell
    for each other tile, none of which can be revealed now: its height never changes."""
    return P_CELL + (len(pile) - 1) * P_SMALL


def _phone_tiles(view: dict, island: int, cx: float, y: float, marks: Marks) -> list[Markup]:
    out = []
    for pile in stacks(view, island):
        big = next((t for t in pile if t["open"]), pile[-1])
        if len(pile) > 1:
            out.append(pieces.stack_outline(cx - P_CELL / 2 - 1, y, P_CELL + 2, _stack_height(pile), len(pile)))
        for t in pile:
            cell = P_CELL if t is big else P_SMALL
            size = cell - (P_CELL - P_TILE)
            out.append(pieces.tile(view, t, cx - size / 2, y + (cell - size) / 2, size, marks, hit=cell))
            y += cell
        y += P_STACK_GAP
    return out


def _phone_card(card: str, x: float, y: float) -> Markup:
    key = card[0]
    if card == DYNAMITE:
        face = pieces.icon(key, x + P_CARD_W / 2, y + P_CARD_H / 2, 40)
    else:
        value = text(x + 8, y + 25, card[1:], 22, font_weight="800", fill=INK[key])
        face = join(value, pieces.icon(key, x + P_CARD_W / 2 + 3, y + 50, 32))
    return join(pieces.card_frame(card, x, y, P_CARD_W, P_CARD_H, 8, 4), face)


def phone_svg(view: dict, ui: dict) -> str:
    me = view["viewer"] or 0
    opp, marks = 1 - me, Marks.of(view, ui)
    islands = range(len(view["sides"]))
    heights = [sum(_stack_height(p) + P_STACK_GAP for p in stacks(view, i)) - P_STACK_GAP for i in islands]
    side_h, opp_top, tiles_h = CARDS_PER_SIDE * P_STEP, P_HEAD + 6, max(heights)
    tiles_top = opp_top + side_h + 22
    own_top = tiles_top + tiles_h + 8
    col_bottom = own_top + side_h + 2
    band_top = col_bottom + 4
    hand_top = band_top + 26 + 6 + P_LIFT
    hand_h = P_CARD_H if view["hand_sizes"][me] else -P_LIFT
    removed = view["removed"]
    height = hand_top + hand_h + P_HAND_MARGIN + (22 + P_CELL + 6 if isinstance(removed, list) else 0)
    out = [pieces.defs(), _phone_band(view, opp, 2)]
    places = ((opp, opp_top + side_h - P_STEP, -P_STEP), (me, own_top, P_STEP))
    seat_tops = ((opp, opp_top), (me, own_top))
    for i in islands:
        x0, cx = i * P_COL, i * P_COL + P_COL / 2
        hit = pieces.hit_area(x0 + 2, opp_top - 3, P_COL - 4, col_bottom - opp_top + 3, 8, "0.14")
        sand = rect(x0 + 5, tiles_top - 22, P_COL - 10, tiles_h + 26, rx=14, stroke_width=1.5, **SHORE)
        name = text(cx, opp_top + side_h + 16, _(ISLAND_SHORT[i]), P_NAME, text_anchor="middle", fill="#5a4520")
        # each seat's colour along its side of the island
        rules = [rect(x0 + 3, top, 2.5, side_h - 2, fill=SEAT_COLOURS[s], opacity="0.55") for s, top in seat_tops]
        strips = (cx - P_STRIP_W / 2 + 1, P_STRIP_W, P_STRIP_H, places, _phone_strip)
        tiles = _phone_tiles(view, i, cx, tiles_top + (tiles_h - heights[i]) / 2, marks)
        out.append(pieces.island(view, marks, i, join(hit, sand, name, rules), True, strips, tiles))
    out.append(_phone_band(view, me, band_top))
    gap = (PHONE_W - 2 * P_HAND_MARGIN - 6 * P_CARD_W) / 5
    count = view["hand_sizes"][me]
    x0 = (PHONE_W - (count * P_CARD_W + (count - 1) * gap)) / 2
    xs = [x0 + k * (P_CARD_W + gap) for k in range(count)]
    if view["hand"] is None:  # a spectator sees card backs
        out.append(pieces.backs(view, me, xs, hand_top, P_CARD_W, P_CARD_H, 8, 2))
    else:
        out.append(pieces.hand(view, marks, xs, hand_top, P_LIFT, True, _phone_card))
    if isinstance(removed, list):
        y = hand_top + hand_h + P_HAND_MARGIN
        out.append(text(6, y + 16, _("Out of play (set aside at the start):"), P_TEXT, font_weight="700", fill="#333"))
        out += [pieces.removed_tile(t, 6 + k * (P_TILE + 8), y + 24, P_TILE) for k, t in enumerate(removed)]
    return document(PHONE_W, height, _("Yutakâ board"), out, backdrop=pieces.SEA, class_="board phone")


M_LABEL_W = 112
M_COL_X = (136, 172, 208, 244, 280)  # centres of the five colour columns
M_ALL_X = 326


def _sums(view: dict, island: int, side: int, y: float, marks: Marks) -> Markup:
    """A side's row: its seat, its sums of each colour and of all cards (marked when the latest
    card went there)."""
    changed = any(mark[:2] == (island, side) for mark in marks.last_cards)
    edge = rect(6, y - 1, PHONE_W - 12, 22, rx=4, fill="none")  # outlined when marked (app.css)
    row = _sum_cells(view, island, side, y)
    return el("g", edge, row, class_="sums last" if changed else "sums", **last_attrs(changed and "changed"))


def _sum_cells(view: dict, island: int, side: int, y: float) -> list[Markup]:
    column, other = view["sides"][island][side], view["sides"][island][1 - side]
    seat = SEAT_COLOURS[side]
    out = [circle(14, y + 10, 5, fill=seat), text(24, y + 15, who(side, view["viewer"]), P_TEXT, fill="#2b2b2b")]
    for x, colour in zip(M_COL_X, COLOURS):
        values = [card_value(c) for c in column if c != DYNAMITE and c[0] == colour]
        if column_winner(column, other, colour)[0] == 0:
            out.append(rect(x - 16, y, 32, 20, rx=4, fill=seat, fill_opacity="0.3"))
        sum_text = str(sum(values)) if values else "–"
        out.append(text(x, y + 15, sum_text, P_TEXT, text_anchor="middle", font_weight="700", fill="#2b2b2b"))
    out.append(text(M_ALL_X, y + 15, sum(map(card_value, column)), P_TEXT, text_anchor="middle", fill="#2b2b2b"))
    return out


def majorities_svg(view: dict) -> str:
    """For each island: its tiles, and each side's sums, shaded for the side that would take
    that colour's tiles if the game ended now."""
    viewer, marks = view["viewer"], Marks.of(view, {})
    me, opp = viewer or 0, 1 - (viewer or 0)
    # the heading, then each seat's points on a line of their own (names can be long)
    out = [pieces.defs("ykm"), text(8, 19, _("Points from revealed tiles:"), 14, font_weight="700", fill="#2b2b2b")]
    for k, seat in enumerate((me, opp)):
        points = f"{who(seat, viewer)} {number(view['standing'][seat])}"
        x = 8 + k * (PHONE_W - 16) / 2
        out += [circle(x + 5, 34, 5, fill=SEAT_COLOURS[seat]), text(x + 15, 39, points, 14, fill="#2b2b2b")]
    y = 50
    said = [line for sentence in last_move_lines(view) for line in wrap(sentence, P_TEXT, PHONE_W - 90)]
    # the latest turn in words, with names and numbers (wrapped with room for a long name)
    if said:
        out.append(lines_text(8, y + 10, said, P_TEXT, 17, fill="#2b2b2b", class_="last-move"))
        y += 17 * len(said) + 2
    for x, colour in zip(M_COL_X, COLOURS):
        heading = _(data.TREASURE_HEADING[colour])
        chip = rect(x - 15, y, 30, 24, rx=5, fill=FILL[colour])
        out.append(el("g", el("title", heading), chip, pieces.icon(colour, x, y + 12, 18, "ykm"), data_info=heading))
    out.append(text(M_ALL_X, y + 17, _("all"), P_TEXT, text_anchor="middle", fill="#333"))
    y += 32
    for i in range(len(view["sides"])):
        ground = rect(2, y, PHONE_W - 4, 76, rx=8, **SHORE)
        row = [ground, text(10, y + 20, _(ISLAND_SHORT[i]), 14, **ISLAND_NAME)]
        for k, t in enumerate(island_tiles(view, i)):
            x, info, c = M_LABEL_W + k * 25, tile_info(view, t), t["c"]
            if t["up"]:
                value = text(x + 11.5, y + 20, t["v"], P_TEXT, text_anchor="middle", font_weight="700", fill=INK[c])
                chip = join(rect(x, y + 4, 23, 22, rx=4, fill=FILL[c]), value)
            else:
                edge: dict[str, Attr] = (
                    {"stroke": FILL[c], "stroke_width": 3} if c else {"stroke": SAND_EDGE, "stroke_width": 1.2}
                )
                chip = rect(x + 1, y + 5, 21, 20, rx=4, fill=SAND, **edge)
            last = t["id"] in marks.last_tiles and "revealed"
            row.append(picture(None, chip, info=info, tip=info.split("\n")[0], last=last, classes=("tile",)))
        row += [_sums(view, i, opp, y + 30, marks), _sums(view, i, me, y + 52, marks)]
        out.append(el("g", row, class_="island", data_info=island_info(view, i)))
        y += 82
    # Three short lines (each must fit 340 units at 12 units a letter-height).
    key = (
        _("Shaded: the side that would take that colour's tiles"),
        _("if the game ended now. “all”, the sum of every card,"),
        _("decides the equipment tiles when both sides have some."),
    )
    out.append(lines_text(8, y + 16, key, 12, 16, fill="#444"))
    y += 48
    if isinstance(removed := view["removed"], list):
        # the label on a line of its own: it is longer in German and French
        out.append(text(8, y + 24, _("Out of play:"), P_TEXT, font_weight="700", fill="#333"))
        out += [pieces.removed_tile(t, 8 + k * 48, y + 32, P_TILE, "ykm") for k, t in enumerate(removed)]
        y += 32 + P_TILE
    y += 10
    return document(PHONE_W, y, _("Yutakâ: majorities"), out, backdrop=pieces.SEA, class_="board phone")
