"""Yutakâ's board as SVG, drawn from a view (never from the full state), in the spirit of
python-chess's chess/svg.py: plain string building, one function per kind of piece.

Two drawings of the same board (see Game.render): "wide", the desk overview (1000 × 830
units, shown at most 952 × 670 CSS px, so every text is at least 14 units = 11.3 px), and
"phone", laid out for a 360-unit width: five island columns of 72 units (the opponent's
cards above each island, the viewer's below, tiles one per row so that each is a 46-unit
target), the viewer's hand of large cards at the bottom, and a "Majorities" panel with the
sums per colour on each island.

The viewer sits at the bottom (a spectator sees player 1 there). Clickable elements carry
`data-click="<token>"` (tokens as in Yutaka.move_path); the shell's generic CSS styles the
classes `legal` (a possible next click), `selected` (the pending click) and `last` (the
latest turn). Every card, tile and island carries `data-info`, its description in words,
shown when it is tapped; a target's `aria-label` starts with the words it shows (WCAG 2.5.3,
label in name: "3 equipment: Choose this card to play", "Heron Isle: Play idol 2 here"),
then says what activating it does. An island's target holds only its hit area, ground and
name: the cards and tiles on it are drawn after it, in the island's group, so that their
values are not words the island shows. The hand and each island are labelled groups, and
purely decorative shapes are `aria-hidden`.
Player names are written as "{pN}" and filled in by the table; the viewer's own seat is
"You" (translated), never their name followed by "(you)". Every text a player reads is
written here (or in data.py and rules.py), in English, and translated with the package's
catalogs (texts.py) when the drawing is made.
"""

from __future__ import annotations

from ...core.svgtext import escape

from ludoteca.core.i18n import N_, number

from .data import (CARD_NAME, CARDS_PER_SIDE, DYNAMITE_NAME, COLOURS, DYNAMITE, EQUIPMENT, ISLAND_NAMES, ISLAND_SHORT,
                   TILE_VALUES, TREASURE_HEADING, TREASURE_NAME, TREASURE_PLURAL, cap, card_name,
                   card_value, island_name, island_text)
from .rules import column_winner
from .texts import _, ngettext

# A tile of each treasure, named as a noun phrase ("dagger tile"; German "Dolchplättchen",
# French "tuile Dague").
TILE_NAME = {"Y": N_("idol tile"), "G": N_("dagger tile"), "B": N_("amphora tile"),
             "R": N_("crystal tile"), "E": N_("equipment tile")}

W, H = 1000, 830
COL_W = 200
STRIP_W, STRIP_H, STRIP_STEP = 150, 30, 34
OPP_NEAREST_Y = 218          # top of the opponent's card nearest to the island
ISLAND_TOP, ISLAND_H = 258, 196
OWN_NEAREST_Y = 462
HAND_Y = 694
HAND_W, HAND_H = 112, 124
WIDE_TEXT = 14               # smallest font on the desk: 14 × 670/830 = 11.3 CSS px

# The treasures' colours, and the ink of the values, words and glyphs drawn on them: white,
# at least 4.5:1 on every fill (WCAG AA, tests/test_svg_contrast.py), but a dark brown on the
# idols' yellow, where white would not be read.
FILL = {"Y": "#e0ac1c", "G": "#2c8541", "B": "#2d68b8", "R": "#c2352b", "E": "#70757f",
        DYNAMITE: "#3a2a25"}
INK = {"Y": "#3a2a00", "G": "#fff", "B": "#fff", "R": "#fff", "E": "#fff", DYNAMITE: "#fff"}
SAND, SAND_EDGE, SEA = "#eadcb6", "#b89f6a", "#cfe6ee"
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


def _defs(prefix: str = "yk") -> str:
    symbols = "".join(
        f'<symbol id="{prefix}-{key}" viewBox="-12 -12 24 24" overflow="visible">'
        f'<g fill="currentColor">{body}</g></symbol>' for key, body in ICONS.items())
    return f"<defs>{symbols}</defs>"


def _icon(key: str, x: float, y: float, size: float, colour: str | None = None,
          prefix: str = "yk") -> str:
    colour = colour or INK[key]
    return (f'<use href="#{prefix}-{key}" x="{x - size / 2:.1f}" y="{y - size / 2:.1f}" '
            f'width="{size}" height="{size}" style="color:{colour}" aria-hidden="true"/>')


def _colour_key(card: str) -> str:
    return DYNAMITE if card == DYNAMITE else card[0]


# ---------------- descriptions (data-info and <title>) ----------------

def _attr(text: str) -> str:
    return escape(text, quote=True)


def _cap(text: str) -> str:
    return cap(text)


def _short(card: str) -> str:
    return card_name(card)


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=number(n))


def _words(key: str) -> str:
    """A short word of the drawing, translated (kept out of f-strings, where extraction does
    not look)."""
    return escape(_(WORDS[key]))


WORDS = {"hand": N_("Your hand"), "board": N_("Yutakâ board"), "majorities": N_("Yutakâ: majorities"),
         "to act": N_("to act"), "out": N_("Out of play:"), "all": N_("all"),
         "out long": N_("Out of play (set aside at the start):")}


def _tile_name(colour: str) -> str:
    return _(TILE_NAME[colour])


def column_sums(column: list[str]) -> str:
    """'daggers 5, amphoras 3, all cards 8': the sums that decide each colour's tiles."""
    per: dict[str, int] = {}
    for card in column:
        if card != DYNAMITE:
            per[card[0]] = per.get(card[0], 0) + card_value(card)
    parts = [_("{treasures} {sum}").format(treasures=_(TREASURE_PLURAL[c]), sum=number(per[c]))
             for c in COLOURS if c in per]
    return ", ".join(parts + [_("all cards {sum}").format(sum=number(sum(card_value(c) for c in column)))])


def island_short(island: int) -> str:
    return _(ISLAND_SHORT[island])


def _who(player: int, viewer: int | None) -> str:
    """A seat as a label: "You" for the viewer's own, else the seat's name."""
    return _("You") if player == viewer else f"{{p{player}}}"


def _side_title(side: int, viewer: int | None) -> str:
    return _("Your side") if side == viewer else _("{name}'s side").format(name=f"{{p{side}}}")


def _values_left(view: dict, colour: str) -> list[int]:
    """The values of `colour` nobody has seen yet (hidden on an island or out of play)."""
    left = list(TILE_VALUES[colour])
    seen = [t["v"] for t in view["tiles"] if t["up"] and t["c"] == colour]
    if isinstance(view["removed"], list):
        seen += [t["v"] for t in view["removed"] if t["c"] == colour]
    for value in seen:
        if value in left:
            left.remove(value)
    return left


def tile_info(view: dict, tile: dict, legal: bool = False) -> str:
    place = island_text(tile["i"])
    colour = tile["c"]
    if tile["up"]:
        lines = [_cap(_("{tile}, {points}, on {island} (revealed).").format(
            tile=_tile_name(colour), points=_points(tile["v"]), island=place))]
    elif colour:
        left = _values_left(view, colour)
        lines = [_cap(_("Hidden {tile} on {island}: its value is unknown.").format(
                     tile=_tile_name(colour), island=place)),
                 _cap(_("Values of the {treasures} not seen yet: {values}.").format(
                     treasures=_(TREASURE_PLURAL[colour]), values=", ".join(map(str, left))))]
    else:
        lines = [_("Hidden tile on {island}: its colour and value are unknown.").format(island=place)]
    height = sum(1 for t in view["tiles"] if t["i"] == tile["i"] and t["s"] == tile["s"])
    if height > 1:
        lines.append(_("In a stack of {height} tiles, level {level} from the bottom.").format(
            height=height, level=tile["l"] + 1))
    if not tile["up"]:
        if legal:
            lines.append(_("You may reveal it now."))
        elif not tile["open"] and not view["over"]:
            lines.append(_("It lies under a hidden tile: that one must be revealed first."))
    return "\n".join(lines)


def tile_label(view: dict, tile: dict, legal: bool) -> str:
    """The tile's accessible name: what activating it does, or what it is."""
    place = island_text(tile["i"])
    if legal:
        if tile["c"]:
            return _cap(_("Reveal the hidden {tile} on {island}").format(tile=_tile_name(tile["c"]),
                                                                         island=place))
        return _("Reveal a hidden tile on {island}").format(island=place)
    return tile_info(view, tile).split("\n")[0]


def removed_info(tile: dict) -> str:
    return "\n".join([
        _cap(_("Out of play: {tile}, {points}.").format(tile=_tile_name(tile["c"]),
                                                        points=_points(tile["v"]))),
        _("One of the five tiles set aside unseen at the start.")])


def strip_info(view: dict, island: int, side: int, k: int) -> str:
    viewer = view["viewer"]
    column = view["sides"][island][side]
    card = column[k]
    place = island_text(island)
    owner, player = f"{{p{side}}}", f"{{p{1 - side}}}"
    if card == DYNAMITE:
        if side == viewer:
            first = _("Dynamite on your side of {island}, played by {name}: it counts 0.").format(
                island=place, name=player)
        elif 1 - side == viewer:
            first = _("Dynamite on {name}'s side of {island}, played by you: it counts 0.").format(
                island=place, name=owner)
        else:
            first = _("Dynamite on {name}'s side of {island}, played by {other}: it counts 0.").format(
                island=place, name=owner, other=player)
    elif side == viewer:
        first = _cap(_("{card} on your side of {island}.").format(card=card_name(card), island=place))
    else:
        first = _cap(_("{card} on {name}'s side of {island}.").format(card=card_name(card),
                                                                      name=owner, island=place))
    return "\n".join([first, _("Card {k} of {count} there; sums: {sums}.").format(
        k=k + 1, count=len(column), sums=column_sums(column))])


def hand_info(card: str) -> str:
    if card == DYNAMITE:
        return "\n".join([_("Dynamite, in your hand."),
                          _("It goes on your opponent's side of an island, where it counts 0; "
                            "then your opponent reveals a tile of their choice.")])
    colour, value = card[0], card_value(card)
    first = _cap(_("{card}, in your hand.").format(card=card_name(card)))
    if colour == EQUIPMENT:
        return "\n".join([first, _("It goes on your side of an island: {value} toward the equipment "
                                   "tiles there (and toward all cards); then you reveal a tile of "
                                   "your choice.").format(value=value)])
    return "\n".join([first, _("It goes on your side of an island: {value} toward the {treasures} "
                               "there.").format(value=value, treasures=_(TREASURE_PLURAL[colour]))])


def island_info(view: dict, island: int) -> str:
    viewer = view["viewer"]
    me = 0 if viewer is None else viewer
    tiles = sorted((t for t in view["tiles"] if t["i"] == island), key=lambda t: (t["s"], -t["l"]))
    names = []
    for t in tiles:
        if t["up"]:
            names.append(_(CARD_NAME[t["c"]]).format(value=t["v"]))
        elif t["c"]:
            names.append(_("hidden {treasure}").format(treasure=_(TREASURE_NAME[t["c"]])))
        else:
            names.append(_("hidden"))
    lines = [island_name(island), _("Tiles: {tiles}.").format(tiles=", ".join(names))]
    for side in (1 - me, me):
        column = view["sides"][island][side]
        title = _side_title(side, viewer)
        if column:
            lines.append(_("{side} ({count} of {most}): {cards}; sums: {sums}.").format(
                side=title, count=len(column), most=CARDS_PER_SIDE,
                cards=", ".join(_short(c) for c in column), sums=column_sums(column)))
        else:
            lines.append(_("{side}: no cards yet.").format(side=title))
    return "\n".join(lines)


def band_info(view: dict, player: int) -> str:
    return _("{name}: {cards} in hand, {deck} in the deck, {points} from revealed tiles (the score "
             "if the game ended now, counting revealed tiles only).").format(
        name=_who(player, view["viewer"]),
        cards=ngettext("{n} card", "{n} cards", view["hand_sizes"][player]).format(
            n=view["hand_sizes"][player]),
        deck=view["deck_sizes"][player], points=_points(view["standing"][player]))


def _marks(view: dict, ui: dict) -> tuple[set, list, set, set, str | None]:
    ui_next = set(ui.get("next", ()))
    path = list(ui.get("path", ()))
    last_tiles = {m["tile"] for m in view["last"] if "tile" in m}
    last_cards = {(m["island"], m["side"], m["index"]) for m in view["last"] if "island" in m}
    selected = path[0][5:] if path and path[0].startswith("card:") else None
    return ui_next, path, last_tiles, last_cards, selected


def _tile(view: dict, tile: dict, x: float, y: float, size: float, ui_next: set,
          last_tiles: set, hit: float = 0) -> str:
    """A tile drawn size × size at x, y; `hit` > size adds an invisible hit square of that
    side around it (drawn last, so the shell's highlight still goes to the tile itself)."""
    token = f"tile:{tile['id']}"
    legal = token in ui_next
    classes = ["tile"]
    if legal:
        classes.append("legal")
    if tile["id"] in last_tiles:
        classes.append("last")
    if not tile["up"] and not tile["open"]:
        classes.append("covered")
    info = tile_info(view, tile, legal)
    parts = [f'<g class="{" ".join(classes)}" data-click="{token}" data-info="{_attr(info)}" '
             f'aria-label="{_attr(tile_label(view, tile, legal))}">'
             f'<title>{escape(info.splitlines()[0])}</title>']
    if tile["up"]:
        parts.append(_tile_face(tile["c"], tile["v"], x, y, size))
    else:
        known = tile["c"]
        edge = FILL[known] if known else SAND_EDGE
        parts.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="6" fill="{SAND}" '
                     f'stroke="{edge}" stroke-width="{3 if known else 1.5}"/>'
                     f'<path d="M{x + size / 2:.1f} {y + size * 0.22:.1f} L{x + size * 0.58:.1f} {y + size * 0.5:.1f} '
                     f'L{x + size / 2:.1f} {y + size * 0.78:.1f} L{x + size * 0.42:.1f} {y + size * 0.5:.1f} Z '
                     f'M{x + size * 0.22:.1f} {y + size / 2:.1f} L{x + size * 0.5:.1f} {y + size * 0.42:.1f} '
                     f'L{x + size * 0.78:.1f} {y + size / 2:.1f} L{x + size * 0.5:.1f} {y + size * 0.58:.1f} Z" '
                     f'fill="{SAND_EDGE}" opacity="0.55" aria-hidden="true"/>')
        if known:  # the coloured cube of Tactika
            cube = max(9.0, size * 0.26)
            parts.append(f'<rect x="{x + 4:.1f}" y="{y + 4:.1f}" width="{cube:.1f}" height="{cube:.1f}" '
                         f'rx="2" fill="{FILL[known]}" stroke="#00000060"/>')
    if hit > size:
        pad = (hit - size) / 2
        parts.append(f'<rect class="hit" x="{x - pad:.1f}" y="{y - pad:.1f}" width="{hit}" '
                     f'height="{hit}" fill="#000" fill-opacity="0" aria-hidden="true"/>')
    parts.append("</g>")
    return "".join(parts)


def _tile_face(colour: str, value: int, x: float, y: float, size: float, prefix: str = "yk") -> str:
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="6" fill="{FILL[colour]}" '
            f'stroke="#00000055" stroke-width="1.5"/>'
            f'{_icon(colour, x + size * 0.27, y + size * 0.3, round(size * 0.34, 1), prefix=prefix)}'
            f'<text x="{x + size - 5:.1f}" y="{y + size - 7:.1f}" text-anchor="end" '
            f'font-size="{max(13, round(size * 0.42)):.0f}" font-weight="800" fill="{INK[colour]}">{value}</text>')


def _removed_tile(tile: dict, x: float, y: float, size: float, prefix: str = "yk") -> str:
    info = removed_info(tile)
    return (f'<g class="tile removed" data-info="{_attr(info)}"><title>{escape(info.splitlines()[0])}'
            f'</title>{_tile_face(tile["c"], tile["v"], x, y, size, prefix)}</g>')


# ---------------- the desk: one overview ----------------

def _card_strip(view: dict, island: int, side: int, k: int, x: float, y: float,
                classes: str = "") -> str:
    card = view["sides"][island][side][k]
    key = _colour_key(card)
    label = _(DYNAMITE_NAME) if card == DYNAMITE else card[1:]
    info = strip_info(view, island, side, k)
    return (f'<g class="{" ".join(["card", "strip"] + classes.split())}" data-info="{_attr(info)}">'
            f'<title>{escape(_cap(card_name(card)))}</title>'
            f'<rect x="{x}" y="{y}" width="{STRIP_W}" height="{STRIP_H}" rx="5" fill="{FILL[key]}" '
            f'stroke="#00000040"/>'
            f'{_icon(key, x + 18, y + STRIP_H / 2, 20)}'
            f'<text x="{x + STRIP_W - 12}" y="{y + 21}" text-anchor="end" font-size="17" '
            f'font-weight="700" fill="{INK[key]}">{label}</text></g>')


def _ghost_slot(x: float, y: float, w: float = STRIP_W, h: float = STRIP_H) -> str:
    return (f'<rect class="ghost" x="{x}" y="{y}" width="{w}" height="{h}" rx="5" '
            f'fill="none" stroke="{TURN_GREEN}" stroke-width="2.5" stroke-dasharray="6 4" '
            f'aria-hidden="true"/>')


def _island_ground(island: int, cx: float) -> str:
    """The island's sand and its name: drawn inside the island's target, the only words it shows."""
    return (f'<rect x="{cx - 88}" y="{ISLAND_TOP}" width="176" height="{ISLAND_H}" rx="38" '
            f'fill="#f3e7c4" stroke="{SAND_EDGE}" stroke-width="2" aria-hidden="true"/>'
            f'<text x="{cx}" y="{ISLAND_TOP + 21}" text-anchor="middle" font-size="{WIDE_TEXT}" '
            f'font-weight="700" fill="#6b5328">{escape(island_name(island))}</text>')


def _island_target(island: int, classes: list[str], label: str, info: str, hit: str,
                   ground: str) -> str:
    """An island's target: its hit area (first: the shell highlights it), its ground and name.
    Only the name is text in it; the cards and tiles on it come after, outside the target (see
    _island_group), so that its accessible name need not repeat their values."""
    name = f' aria-label="{_attr(label)}"' if label else ""
    return (f'<g class="{" ".join(classes)}" data-click="island:{island}"{name} '
            f'data-info="{_attr(info)}">{hit}<title>{escape(island_name(island))}</title>{ground}</g>')


def _island_group(island: int, target: str, contents: list[str], legal: bool) -> str:
    """An island, a group named by its name: its target, then the cards and tiles on it. While
    the island is a target, they let a tap through to it (pointer-events), as when they were
    inside it."""
    through = ' pointer-events="none"' if legal else ""
    return (f'<g class="isle" role="group" aria-label="{_attr(island_name(island))}">{target}'
            f'<g class="on-island"{through}>{"".join(contents)}</g></g>')


def _island(view: dict, island: int, cx: float, ui_next: set, last_tiles: set) -> str:
    """The tiles of an island (its ground is drawn by _island_ground)."""
    tiles = [t for t in view["tiles"] if t["i"] == island]
    stacks: dict[int, list] = {}
    for tile in tiles:
        stacks.setdefault(tile["s"], []).append(tile)
    n = len(stacks)
    cols = n if n <= 3 else 2
    rows = -(-n // cols)
    tallest = max(len(s) for s in stacks.values())
    gap = 8
    size = min(60.0, (ISLAND_H - 44 - gap * (rows - 1)) / (rows * tallest),
               (COL_W - 36 - gap * (cols - 1)) / cols)
    grid_w = cols * size + (cols - 1) * gap
    grid_h = rows * tallest * size + (rows - 1) * gap
    x0 = cx - grid_w / 2
    y0 = ISLAND_TOP + 30 + (ISLAND_H - 38 - grid_h) / 2
    out = []
    for k, s in enumerate(sorted(stacks)):
        pile = sorted(stacks[s], key=lambda t: -t["l"])   # top of the stack drawn first, above
        sx = x0 + (k % cols) * (size + gap)
        sy = y0 + (k // cols) * (tallest * size + gap)
        if len(pile) > 1:
            out.append(_stack_outline(sx - 3, sy - 3, size + 6, len(pile) * size + 6, len(pile)))
        for depth, tile in enumerate(pile):
            out.append(_tile(view, tile, sx + 2, sy + depth * size + 2, size - 4, ui_next, last_tiles))
    return "".join(out)


def _backs(view: dict, player: int, rects: str) -> str:
    """A hidden hand, as card backs that say how many cards it holds."""
    count = view["hand_sizes"][player]
    info = ngettext("{name}'s hand: {n} card, hidden.", "{name}'s hand: {n} cards, hidden.",
                    count).format(name=f"{{p{player}}}", n=count)
    return f'<g class="backs" data-info="{_attr(info)}"><title>{escape(info)}</title>{rects}</g>'


def _stack_outline(x: float, y: float, w: float, h: float, count: int) -> str:
    stack = _("A stack of {count} tiles").format(count=count)
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="8" fill="none" '
            f'stroke="#9a8050" stroke-width="1.2" stroke-dasharray="3 3" aria-hidden="true">'
            f'<title>{escape(stack)}</title></rect>')


def _hand_classes(card: str, ui_next: set, path: list, selected_done: bool) -> list[str]:
    token = f"card:{card}"
    classes = ["card"]
    if token in ui_next:
        classes.append("legal")
    if path and path[0] == token and not selected_done:
        classes.append("selected")
    return classes


def _hand(view: dict, me: int, ui: dict) -> str:
    hand = view["hand"]
    out = []
    if hand is None:
        count = view["hand_sizes"][me]
        x0 = W / 2 - (count * 44) / 2
        for k in range(count):
            out.append(f'<rect x="{x0 + k * 44}" y="{HAND_Y + 20}" width="70" height="96" rx="8" '
                       f'fill="{SEAT_COLOURS[me]}" stroke="#fff" stroke-width="2"/>')
        return _backs(view, me, "".join(out))
    ui_next, path = set(ui.get("next", ())), list(ui.get("path", ()))
    out.append(f'<g class="hand" role="group" aria-label="{_words("hand")}">')
    selected_done = False
    x0 = W / 2 - (len(hand) * (HAND_W + 12) - 12) / 2
    for k, card in enumerate(hand):
        classes = _hand_classes(card, ui_next, path, selected_done)
        selected_done = selected_done or "selected" in classes
        key = _colour_key(card)
        x = x0 + k * (HAND_W + 12)
        y = HAND_Y - (14 if "selected" in classes else 0)
        value = "" if card == DYNAMITE else card[1:]
        out.append(
            f'<g class="{" ".join(classes)}" data-click="card:{card}" data-info="{_attr(hand_info(card))}" '
            f'aria-label="{_attr(card_label(card, classes))}">'
            f'<title>{escape(_cap(card_name(card)))}</title>'
            f'<rect x="{x}" y="{y}" width="{HAND_W}" height="{HAND_H}" rx="10" fill="{FILL[key]}" '
            f'stroke="#00000050" stroke-width="1.5"/>'
            f'<rect x="{x + 6}" y="{y + 6}" width="{HAND_W - 12}" height="{HAND_H - 12}" rx="7" '
            f'fill="none" stroke="#ffffff70"/>'
            f'{_icon(key, x + HAND_W / 2, y + 50, 46)}'
            f'<text x="{x + 14}" y="{y + 30}" font-size="24" font-weight="800" fill="{INK[key]}">{value}</text>'
            f'<text x="{x + HAND_W / 2}" y="{y + HAND_H - 15}" text-anchor="middle" '
            f'font-size="{WIDE_TEXT}" fill="{INK[key]}">'
            f'{escape(card_word(card))}'
            f'</text></g>')
    out.append("</g>")
    return "".join(out)


def card_word(card: str) -> str:
    """The word at the foot of a card in hand: its treasure, or dynamite."""
    return _(DYNAMITE_NAME) if card == DYNAMITE else _(TREASURE_NAME[card[0]])


def card_shown(card: str, phone: bool) -> str:
    """The words a card in hand shows, in the order they are drawn: on the desk its value, then
    its treasure ("3 equipment"); on the phone its value, the treasure being a picture, named in
    parentheses ("3 (equipment)"); dynamite is named (its phone card shows only a picture)."""
    if card == DYNAMITE:
        return _cap(_(DYNAMITE_NAME))
    return f"{card[1:]} ({card_word(card)})" if phone else f"{card[1:]} {card_word(card)}"


def _named(shown: str, action: str) -> str:
    # TRANSLATORS: a target's accessible name: {shown} is what it shows, as it is drawn (voice
    # users say it to press it); {action} what pressing it does.
    return _("{shown}: {action}").format(shown=shown, action=action)


def card_label(card: str, classes: list[str], phone: bool = False) -> str:
    """A card of the hand's accessible name: the words it shows (so that a voice user can say
    what they see), then what activating it does."""
    shown = card_shown(card, phone)
    if "selected" in classes:
        return _named(shown, _("Chosen, now choose an island"))
    if "legal" in classes:
        return _named(shown, _("Choose this card to play"))
    return _named(shown, _("In your hand"))


def island_label(view: dict, island: int, selected: str | None, legal: bool,
                 phone: bool = False) -> str:
    """An island's accessible name when the chosen card may go there: the name it shows (on
    the phone its short name), then where the card goes. (Otherwise "" — it is no target: its
    group is named by the island's name.)"""
    if not (legal and selected):
        return ""
    if phone:           # the short name shows: the action says the island's whole name
        place = island_text(island)
        action = (_("Play dynamite on your opponent's side of {island}").format(island=place)
                  if selected == DYNAMITE else
                  _("Play {card} on {island}").format(card=card_name(selected), island=place))
        return _named(island_short(island), _cap(action))
    action = (_("Play dynamite on your opponent's side here") if selected == DYNAMITE else
              _("Play {card} here").format(card=card_name(selected)))
    return _named(island_name(island), action)


def _player_band(view: dict, player: int, y: float, you: bool) -> str:
    name = _("You") if you else f"{{p{player}}}"
    hand = view["hand_sizes"][player]
    deck = view["deck_sizes"][player]
    points = view["standing"][player]
    stats = ngettext("hand {hand} · deck {deck} · {n} point from revealed tiles",
                     "hand {hand} · deck {deck} · {n} points from revealed tiles",
                     points).format(hand=hand, deck=deck, n=number(points))
    ring = (f'<circle cx="28" cy="{y - 5}" r="10" fill="none" stroke="{TURN_GREEN}" stroke-width="3">'
            f'<title>{_words("to act")}</title></circle>' if player in view["to_act"] else "")
    return (f'<g class="band" data-info="{_attr(band_info(view, player))}">{ring}'
            f'<circle cx="28" cy="{y - 5}" r="6" fill="{SEAT_COLOURS[player]}" aria-hidden="true"/>'
            f'<text x="42" y="{y}" font-size="17" font-weight="700" fill="#2b2b2b">{escape(name)}</text>'
            f'<text x="42" y="{y + 20}" font-size="{WIDE_TEXT}" fill="#555">{escape(stats)}</text></g>')


def svg(view: dict, ui: dict) -> str:
    """The desk drawing: the whole table at once, the viewer at the bottom."""
    viewer = view["viewer"]
    me = 0 if viewer is None else viewer
    opp = 1 - me
    ui_next, path, last_tiles, last_cards, selected = _marks(view, ui)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" class="board" '
           f'role="img" aria-label="{_words("board")}">', _defs(),
           f'<rect width="{W}" height="{H}" fill="{SEA}" aria-hidden="true"/>',
           _player_band(view, opp, 34, False)]
    # opponent's hand as card backs, top right
    out.append(_backs(view, opp, "".join(
        f'<rect x="{W - 60 - k * 30}" y="12" width="40" height="54" rx="5" '
        f'fill="{SEAT_COLOURS[opp]}" stroke="#fff" stroke-width="1.5"/>'
        for k in range(view["hand_sizes"][opp]))))
    removed = view["removed"]
    if isinstance(removed, list):
        out.append(f'<text x="{W / 2 - 50}" y="30" text-anchor="end" font-size="{WIDE_TEXT}" '
                   f'fill="#333">{_words("out")}</text>')
        for k, t in enumerate(removed):
            out.append(_removed_tile(t, W / 2 - 40 + k * 42, 8, 38))

    for island in range(len(view["sides"])):
        cx = COL_W / 2 + island * COL_W
        token = f"island:{island}"
        legal = token in ui_next
        classes = ["column", "island"] + (["legal"] if legal else [])
        hit = (f'<rect class="hit" x="{cx - COL_W / 2 + 4}" y="80" width="{COL_W - 8}" '
               f'height="560" rx="12" fill="#ffffff" fill-opacity="0.12" aria-hidden="true"/>')
        target = _island_target(island, classes, island_label(view, island, selected, legal),
                                island_info(view, island), hit, _island_ground(island, cx))
        contents = []
        for side, direction, nearest in ((opp, -1, OPP_NEAREST_Y), (me, 1, OWN_NEAREST_Y)):
            column = view["sides"][island][side]
            for k in range(len(column)):
                y = nearest + direction * k * STRIP_STEP
                cls = "last" if (island, side, k) in last_cards else ""
                contents.append(_card_strip(view, island, side, k, cx - STRIP_W / 2, y, cls))
            if selected and legal:
                goes = opp if selected == DYNAMITE else me
                if side == goes and len(column) < CARDS_PER_SIDE:
                    contents.append(_ghost_slot(cx - STRIP_W / 2,
                                                nearest + direction * len(column) * STRIP_STEP))
        contents.append(_island(view, island, cx, ui_next, last_tiles))
        out.append(_island_group(island, target, contents, legal))

    out.append(_player_band(view, me, HAND_Y - 34, viewer is not None))
    out.append(_hand(view, me, ui))
    out.append("</svg>")
    return "".join(out)


# ---------------- the phone: laid out for a 360-unit width ----------------

PW = 360
P_COL = PW // 5                # 72 units: one column per island
P_STRIP_W, P_STRIP_H, P_STEP = 64, 17, 19
P_CELL, P_TILE = 46, 42        # a tile's cell (its hit square) and the tile drawn in it
P_SMALL = 32                   # a tile of a stack that cannot be revealed now
P_STACK_GAP = 4
P_HEAD = 30                    # the opponent's band
P_CARD_W, P_CARD_H, P_LIFT = 56, 76, 8
P_TEXT = 13                    # the smallest text of what the player decides from
P_NAME = 11                    # island names (the full name is also in each island's details)


def _phone_band(view: dict, player: int, y: float, you: bool) -> str:
    """One row, 26 units tall: seat marker, name, and hand, deck and points."""
    name = _("You") if you else f"{{p{player}}}"
    deck, points = view["deck_sizes"][player], view["standing"][player]
    if you and view["hand"] is not None:
        stats = ngettext("deck {deck} · {n} point", "deck {deck} · {n} points", points)
    else:
        stats = ngettext("hand {hand} · deck {deck} · {n} point", "hand {hand} · deck {deck} · {n} points",
                         points)
    stats = stats.format(hand=view["hand_sizes"][player], deck=deck, n=number(points))
    ring = (f'<circle cx="12" cy="{y + 13}" r="9.5" fill="none" stroke="{TURN_GREEN}" '
            f'stroke-width="3"><title>{_words("to act")}</title></circle>'
            if player in view["to_act"] else "")
    return (f'<g class="band" data-info="{_attr(band_info(view, player))}">'
            f'<rect x="0" y="{y}" width="{PW}" height="26" fill="#ffffff" fill-opacity="0.35" '
            f'aria-hidden="true"/>{ring}'
            f'<circle cx="12" cy="{y + 13}" r="6" fill="{SEAT_COLOURS[player]}" aria-hidden="true"/>'
            f'<text x="26" y="{y + 18}" font-size="14" font-weight="700" fill="#2b2b2b">{escape(name)}</text>'
            f'<text x="{PW - 6}" y="{y + 18}" text-anchor="end" font-size="{P_TEXT}" fill="#444">'
            f'{escape(stats)}</text></g>')


def _phone_strip(view: dict, island: int, side: int, k: int, x: float, y: float, last: bool) -> str:
    card = view["sides"][island][side][k]
    key = _colour_key(card)
    classes = "card strip last" if last else "card strip"
    body = (f'<rect x="{x}" y="{y}" width="{P_STRIP_W}" height="{P_STRIP_H}" rx="4" '
            f'fill="{FILL[key]}" stroke="#00000040"/>')
    if card == DYNAMITE:
        body += _icon(key, x + P_STRIP_W / 2, y + P_STRIP_H / 2, 15)
    else:
        body += (f'{_icon(key, x + 11, y + P_STRIP_H / 2, 14)}'
                 f'<text x="{x + P_STRIP_W - 8}" y="{y + 13.5}" text-anchor="end" '
                 f'font-size="{P_TEXT}" font-weight="700" fill="{INK[key]}">{card[1:]}</text>')
    return (f'<g class="{classes}" data-info="{_attr(strip_info(view, island, side, k))}">'
            f'<title>{escape(_cap(card_name(card)))}</title>{body}</g>')


def _stacks(view: dict, island: int) -> list[list[dict]]:
    """The island's stacks in order, each from its top tile down."""
    stacks: dict[int, list] = {}
    for tile in view["tiles"]:
        if tile["i"] == island:
            stacks.setdefault(tile["s"], []).append(tile)
    return [sorted(stacks[s], key=lambda t: -t["l"]) for s in sorted(stacks)]


def _stack_height(pile: list) -> int:
    """A stack on the phone: one full cell (the tile that can be revealed next, or the bottom
    one) and a compact cell for each other tile, none of which can be revealed now; so its
    height never changes during the game."""
    return P_CELL + (len(pile) - 1) * P_SMALL


def _tile_column_heights(view: dict) -> list[int]:
    """Per island, the height its tiles take on the phone: one tile per row, stacks apart."""
    return [sum(_stack_height(p) for p in piles) + (len(piles) - 1) * P_STACK_GAP
            for piles in (_stacks(view, island) for island in range(len(view["sides"])))]


def _phone_tiles(view: dict, island: int, cx: float, top: float, ui_next: set,
                 last_tiles: set) -> str:
    out, y = [], top
    for pile in _stacks(view, island):
        big = next((t for t in pile if t["open"]), pile[-1])
        if len(pile) > 1:
            out.append(_stack_outline(cx - P_CELL / 2 - 1, y, P_CELL + 2, _stack_height(pile),
                                      len(pile)))
        for tile in pile:
            cell = P_CELL if tile is big else P_SMALL
            size = cell - (P_CELL - P_TILE)
            out.append(_tile(view, tile, cx - size / 2, y + (cell - size) / 2, size,
                             ui_next, last_tiles, hit=cell))
            y += cell
        y += P_STACK_GAP
    return "".join(out)


def _phone_hand(view: dict, me: int, ui: dict, top: float) -> str:
    hand = view["hand"]
    gap = (PW - 6 * P_CARD_W) / 7
    if hand is None:   # a spectator sees card backs
        count = view["hand_sizes"][me]
        x0 = (PW - (count * P_CARD_W + (count - 1) * gap)) / 2
        return _backs(view, me, "".join(
            f'<rect x="{x0 + k * (P_CARD_W + gap):.1f}" y="{top}" width="{P_CARD_W}" '
            f'height="{P_CARD_H}" rx="8" fill="{SEAT_COLOURS[me]}" stroke="#fff" '
            f'stroke-width="2"/>' for k in range(count)))
    ui_next, path = set(ui.get("next", ())), list(ui.get("path", ()))
    x0 = (PW - (len(hand) * P_CARD_W + (len(hand) - 1) * gap)) / 2
    out, selected_done = [f'<g class="hand" role="group" aria-label="{_words("hand")}">'], False
    for k, card in enumerate(hand):
        classes = _hand_classes(card, ui_next, path, selected_done)
        selected_done = selected_done or "selected" in classes
        key = _colour_key(card)
        x = x0 + k * (P_CARD_W + gap)
        y = top - (P_LIFT if "selected" in classes else 0)
        if card == DYNAMITE:
            face = _icon(key, x + P_CARD_W / 2, y + P_CARD_H / 2, 40)
        else:
            face = (f'<text x="{x + 8:.1f}" y="{y + 25}" font-size="22" font-weight="800" '
                    f'fill="{INK[key]}">{card[1:]}</text>{_icon(key, x + P_CARD_W / 2 + 3, y + 50, 32)}')
        out.append(
            f'<g class="{" ".join(classes)}" data-click="card:{card}" data-info="{_attr(hand_info(card))}" '
            f'aria-label="{_attr(card_label(card, classes, phone=True))}">'
            f'<title>{escape(_cap(card_name(card)))}</title>'
            f'<rect x="{x:.1f}" y="{y}" width="{P_CARD_W}" height="{P_CARD_H}" rx="8" fill="{FILL[key]}" '
            f'stroke="#00000050" stroke-width="1.5"/>'
            f'<rect x="{x + 4:.1f}" y="{y + 4}" width="{P_CARD_W - 8}" height="{P_CARD_H - 8}" rx="6" '
            f'fill="none" stroke="#ffffff70"/>{face}</g>')
    out.append("</g>")
    return "".join(out)


def phone_svg(view: dict, ui: dict) -> str:
    """The phone drawing: the opponent's band, five island columns (their cards above each
    island, the viewer's below), the viewer's band and hand; the removed tiles once over."""
    viewer = view["viewer"]
    me = 0 if viewer is None else viewer
    opp = 1 - me
    ui_next, path, last_tiles, last_cards, selected = _marks(view, ui)
    heights = _tile_column_heights(view)
    side_h = CARDS_PER_SIDE * P_STEP
    opp_top = P_HEAD + 6
    name_base = opp_top + side_h + 16
    tiles_top = opp_top + side_h + 22
    tiles_h = max(heights)
    own_top = tiles_top + tiles_h + 8
    col_bottom = own_top + side_h + 2
    band_top = col_bottom + 4
    hand_top = band_top + 26 + 6 + P_LIFT
    hand_h = P_CARD_H if view["hand_sizes"][me] else -P_LIFT
    height = hand_top + hand_h + 8
    removed = view["removed"]
    if isinstance(removed, list):
        height += 22 + P_CELL + 6

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PW} {height}" class="board phone" '
           f'role="img" aria-label="{_words("board")}">', _defs(),
           f'<rect width="{PW}" height="{height}" fill="{SEA}" aria-hidden="true"/>',
           _phone_band(view, opp, 2, False)]
    for island in range(len(view["sides"])):
        x0 = island * P_COL
        cx = x0 + P_COL / 2
        token = f"island:{island}"
        legal = token in ui_next
        classes = ["column", "island"] + (["legal"] if legal else [])
        hit = (f'<rect class="hit" x="{x0 + 2}" y="{opp_top - 3}" width="{P_COL - 4}" '
               f'height="{col_bottom - opp_top + 3}" rx="8" fill="#ffffff" fill-opacity="0.14" '
               f'aria-hidden="true"/>')
        ground = [f'<rect x="{x0 + 5}" y="{tiles_top - 22}" width="{P_COL - 10}" '
                  f'height="{tiles_h + 26}" rx="14" fill="#f3e7c4" stroke="{SAND_EDGE}" stroke-width="1.5" '
                  f'aria-hidden="true"/>'
                  f'<text x="{cx}" y="{name_base}" text-anchor="middle" font-size="{P_NAME}" '
                  f'fill="#5a4520">{escape(island_short(island))}</text>']
        contents = []
        for side, top, direction in ((opp, opp_top + side_h - P_STEP, -1), (me, own_top, 1)):
            ground.append(f'<rect x="{x0 + 3}" y="{min(top, top + direction * (CARDS_PER_SIDE - 1) * P_STEP)}" '
                          f'width="2.5" height="{side_h - 2}" fill="{SEAT_COLOURS[side]}" opacity="0.55" '
                          f'aria-hidden="true"/>')
            column = view["sides"][island][side]
            for k in range(len(column)):
                contents.append(_phone_strip(view, island, side, k, cx - P_STRIP_W / 2 + 1,
                                             top + direction * k * P_STEP, (island, side, k) in last_cards))
            if selected and legal and len(column) < CARDS_PER_SIDE \
                    and side == (opp if selected == DYNAMITE else me):
                contents.append(_ghost_slot(cx - P_STRIP_W / 2 + 1, top + direction * len(column) * P_STEP,
                                            P_STRIP_W, P_STRIP_H))
        contents.append(_phone_tiles(view, island, cx, tiles_top + (tiles_h - heights[island]) / 2,
                                     ui_next, last_tiles))
        target = _island_target(island, classes,
                                island_label(view, island, selected, legal, phone=True),
                                island_info(view, island), hit, "".join(ground))
        out.append(_island_group(island, target, contents, legal))
    out.append(_phone_band(view, me, band_top, viewer is not None))
    out.append(_phone_hand(view, me, ui, hand_top))
    if isinstance(removed, list):
        y = hand_top + hand_h + 8
        out.append(f'<text x="6" y="{y + 16}" font-size="{P_TEXT}" font-weight="700" fill="#333">'
                   f'{_words("out long")}</text>')
        for k, t in enumerate(removed):
            out.append(_removed_tile(t, 6 + k * (P_TILE + 8), y + 24, P_TILE))
    out.append("</svg>")
    return "".join(out)


# ---------------- the phone's "Majorities" panel ----------------

M_LABEL_W = 112
M_COL_X = (136, 172, 208, 244, 280)    # centres of the five colour columns
M_ALL_X = 326


def majorities_svg(view: dict) -> str:
    """For each island: its tiles, and each side's sum per colour, shaded for the side that
    would take that colour's tiles if the game ended now."""
    viewer = view["viewer"]
    me = 0 if viewer is None else viewer
    opp = 1 - me

    def who(p: int) -> str:
        return _who(p, viewer)

    out = [_defs("ykm"),
           f'<text x="8" y="20" font-size="14" font-weight="700" fill="#2b2b2b">'
           + escape(_("Points from revealed tiles: {name} {points} · {other} {other_points}").format(
               name=who(me), points=number(view["standing"][me]), other=who(opp),
               other_points=number(view["standing"][opp]))) + '</text>']
    y = 34
    for k, colour in enumerate(COLOURS):
        heading = _(TREASURE_HEADING[colour])
        out.append(f'<g data-info="{_attr(heading)}">'
                   f'<title>{escape(heading)}</title>'
                   f'<rect x="{M_COL_X[k] - 15}" y="{y}" width="30" height="24" rx="5" fill="{FILL[colour]}"/>'
                   f'{_icon(colour, M_COL_X[k], y + 12, 18, prefix="ykm")}</g>')
    out.append(f'<text x="{M_ALL_X}" y="{y + 17}" text-anchor="middle" font-size="{P_TEXT}" '
               f'fill="#333">{_words("all")}</text>')
    y += 32
    for island in range(len(view["sides"])):
        tiles = sorted((t for t in view["tiles"] if t["i"] == island), key=lambda t: (t["s"], -t["l"]))
        out.append(f'<g class="island" data-info="{_attr(island_info(view, island))}">'
                   f'<rect x="2" y="{y}" width="{PW - 4}" height="76" rx="8" fill="#f3e7c4" '
                   f'stroke="{SAND_EDGE}"/>'
                   f'<text x="10" y="{y + 20}" font-size="14" font-weight="700" fill="#6b5328">'
                   f'{escape(island_short(island))}</text>')
        for k, tile in enumerate(tiles):
            x = M_LABEL_W + k * 25
            info = tile_info(view, tile)
            if tile["up"]:
                chip = (f'<rect x="{x}" y="{y + 4}" width="23" height="22" rx="4" fill="{FILL[tile["c"]]}"/>'
                        f'<text x="{x + 11.5}" y="{y + 20}" text-anchor="middle" font-size="{P_TEXT}" '
                        f'font-weight="700" fill="{INK[tile["c"]]}">{tile["v"]}</text>')
            else:
                chip = (f'<rect x="{x + 1}" y="{y + 5}" width="21" height="20" rx="4" fill="{SAND}" '
                        f'stroke="{FILL[tile["c"]] if tile["c"] else SAND_EDGE}" '
                        f'stroke-width="{3 if tile["c"] else 1.2}"/>')
            out.append(f'<g class="tile" data-info="{_attr(info)}"><title>{escape(info.splitlines()[0])}'
                       f'</title>{chip}</g>')
        for row, side in enumerate((opp, me)):
            ry = y + 30 + row * 22
            column = view["sides"][island][side]
            other = view["sides"][island][1 - side]
            out.append(f'<circle cx="14" cy="{ry + 10}" r="5" fill="{SEAT_COLOURS[side]}"/>'
                       f'<text x="24" y="{ry + 15}" font-size="{P_TEXT}" fill="#2b2b2b">{escape(who(side))}</text>')
            for k, colour in enumerate(COLOURS):
                cards = [c for c in column if c != DYNAMITE and c[0] == colour]
                if column_winner(column, other, colour)[0] == 0:
                    out.append(f'<rect x="{M_COL_X[k] - 16}" y="{ry}" width="32" height="20" rx="4" '
                               f'fill="{SEAT_COLOURS[side]}" fill-opacity="0.3"/>')
                text = str(sum(card_value(c) for c in cards)) if cards else "–"
                out.append(f'<text x="{M_COL_X[k]}" y="{ry + 15}" text-anchor="middle" '
                           f'font-size="{P_TEXT}" font-weight="700" fill="#2b2b2b">{text}</text>')
            out.append(f'<text x="{M_ALL_X}" y="{ry + 15}" text-anchor="middle" font-size="{P_TEXT}" '
                       f'fill="#2b2b2b">{sum(card_value(c) for c in column)}</text>')
        out.append("</g>")
        y += 82
    # Three short lines (each must fit 340 units at 12 units a letter-height).
    for line in (_("Shaded: the side that would take that colour's tiles"),
                 _("if the game ended now. “all”, the sum of every card,"),
                 _("decides the equipment tiles when both sides have some.")):
        y += 16
        out.append(f'<text x="8" y="{y}" font-size="12" fill="#444">{escape(line)}</text>')
    removed = view["removed"]
    if isinstance(removed, list):
        # the label on a line of its own: it is longer in German and French
        out.append(f'<text x="8" y="{y + 24}" font-size="{P_TEXT}" font-weight="700" fill="#333">'
                   f'{_words("out")}</text>')
        for k, t in enumerate(removed):
            out.append(_removed_tile(t, 8 + k * 48, y + 32, P_TILE, "ykm"))
        y += 32 + P_TILE
    y += 10
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PW} {y}" class="board phone" '
            f'role="img" aria-label="{_words("majorities")}">'
            f'<rect width="{PW}" height="{y}" fill="{SEA}"/>{"".join(out)}</svg>')


# ---------------- prompt, rules, render ----------------

def prompt(view: dict, ui: dict) -> str:
    viewer, phase = view["viewer"], view["phase"]
    if view["over"]:
        return _("The game is over.")
    actor = view["to_act"][0]
    mine = viewer == actor
    name = f"{{p{actor}}}"
    # Another seat is never the subject of a verb here ("{p0}" may be called "You").
    if phase == "opening":
        done = 4 - view["opening_left"] + 1
        if not mine:
            return _("Waiting for {name}: opening reveal {k} of 4.").format(name=name, k=done)
        if any(not t["up"] and not t["open"] for t in view["tiles"]):   # a stacked archipelago
            return _("Opening reveal {k} of 4: reveal a treasure tile with no hidden tile on "
                     "top of it.").format(k=done)
        return _("Opening reveal {k} of 4: reveal any treasure tile.").format(k=done)
    if phase == "reveal":
        equipment = view["reveal_cause"] == "equipment"
        if mine:
            return (_("Reveal a treasure tile of your choice (after playing equipment).") if equipment
                    else _("Reveal a treasure tile of your choice (because of dynamite)."))
        return (_("Waiting for {name} to reveal a tile (after playing equipment).") if equipment
                else _("Waiting for {name} to reveal a tile (because of dynamite).")).format(name=name)
    if not mine:
        return _("Waiting for {name} to play a card.").format(name=name)
    path = list(ui.get("path", ()))
    if path:
        card = path[0][5:]
        phone = ui.get("screen") == "phone"
        if card == DYNAMITE:
            text = (_("Play your dynamite on your opponent's side of an island (tap a highlighted "
                      "island).") if phone else
                    _("Play your dynamite on your opponent's side of an island (click a highlighted "
                      "island)."))
        else:
            text = (_("Play your {card} on your side of an island (tap a highlighted island).")
                    if phone else
                    _("Play your {card} on your side of an island (click a highlighted island)."))
        return text.format(card=card_name(card))
    return _("Your turn: choose a card from your hand.")


# The rules in brief, one message a paragraph (our own words; terms as the printed games
# name them in each language).
RULES = (
    N_("<h3>Yutakâ in brief</h3>"),
    N_("<p>Two explorers compete for the treasure of five islands. Each island holds four hidden "
       "treasure tiles; five more tiles are out of play, unseen. There are five kinds of "
       "treasure, 30 points each: yellow idols (15, 10, 5), green daggers (12, 8, 6, 4), blue "
       "amphoras (10, 8, 6, 4, 2), red crystals (9, 8, 6, 4, 2, 1) and grey equipment "
       "(8, 7, 5, 4, 3, 2, 1).</p>"),
    N_("<p><b>Cards.</b> Each player has 24 expedition cards: values 1–4 of each of the five "
       "treasures, and four dynamite. You hold six and draw back up to six after each card, "
       "while your deck lasts.</p>"),
    N_("<p><b>Opening.</b> Players take turns revealing four tiles: player 1, player 2, "
       "player 1, player 2. Then player 1 plays first.</p>"),
    N_("<p><b>Your turn.</b> Play one card to an island. Treasure and equipment cards go on "
       "your side of it, dynamite on your opponent's side; a side holds at most five cards per "
       "island. After equipment you reveal a hidden tile of your choice; after your dynamite "
       "your opponent reveals one. The game ends the moment the last tile is revealed.</p>"),
    N_("<p><b>Scoring</b>, for each island and treasure: you take that treasure's tiles if you "
       "have at least one card of it there and the higher sum of its cards. Equipment tiles: if "
       "only one player has equipment there, that player takes them; if both do, the higher sum "
       "of <i>all</i> cards on the island side wins (dynamite counts 0). Ties discard the tiles. "
       "Most points wins; a tie goes to the player with more points from equipment tiles, then "
       "is shared.</p>"),
    N_("<p><b>Modes.</b> Mysteria: tiles are anonymous until revealed. Tactika: every tile's "
       "colour is known, its value hidden. Mixed: the colours chosen at setup are known. "
       "Stacked archipelagos: only a tile with no hidden tile on top of it can be revealed.</p>"),
)


def rules_html() -> str:
    """The rules in brief, in the current language."""
    return "\n".join(_(paragraph) for paragraph in RULES)


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    if ui.get("screen") == "phone":
        return {"svg": phone_svg(view, ui), "prompt": prompt(view, ui), "main_title": _("Board"),
                "panels": [{"title": _("Majorities"), "svg": majorities_svg(view)}],
                "seat_colours": list(SEAT_COLOURS)}
    return {"svg": svg(view, ui), "prompt": prompt(view, ui), "seat_colours": list(SEAT_COLOURS)}
