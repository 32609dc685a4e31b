"""Santa Monica's card faces and symbols. Tags are pictograms of their own shape and colour;
people are little figures (head and body), so a person is never mistaken for a tag. Card texts
are short words with these symbols inline ("Place: +1 {pL}"), explained by the legend; the full
sentence of every piece is in the drawing's data-info. Faces are cached by their language."""

from __future__ import annotations

import math
import re

from ludoteca.core.i18n import number
from ludoteca.core.svg import Markup, breakable_words, circle, el, join, path, per_language, rect, text_width

from .content import CARDS, PERSON_NAME, START_TILES, TAG_NAME, in_force
from .rules import bonus_text
from .scoring import describe_scoring
from .texts import N_, _, ngettext

INK, SAND, STREET, OCEAN, ROAD = "#3b2f1e", "#fbf0d2", "#ebe7df", "#5fa8d3", "#8a8a8a"
ACCENT, PLACE_INK, SCORE_INK = "#1d6f42", "#1f5f8b", "#7a4b00"
TAG_COLOUR = {"L": "#8d5524", "T": "#e67e22", "S": "#8e44ad", "P": "#c0392b", "N": "#2e7d32", "W": "#1e88e5"}
TAG_SHAPE = {"L": "house", "T": "star", "S": "bag", "P": "ball", "N": "tree", "W": "wave"}
PERSON_COLOUR = {"L": "#00897b", "T": "#d81b60", "V": "#f2b705", "*": "#78909c"}

# ---------------- words ----------------

LEGEND_PEOPLE = (("L", N_("local")), ("T", N_("tourist")), ("V", N_("VIP")), ("*", N_("anyone (VIPs too)")))
LEGEND_LINES = (  # translated where shown: legend_lines()
    N_("Place: what the card does when you place it. New people and sand dollars come at once;"),
    N_("moving people is optional (up to that many different people, each up to that many steps)."),
    N_("Scores: what the card scores at the end of the game."),
    N_("Ring: the people standing on a card may fill its activity ring; ✓ = the ring is filled."),
    N_("$ = sand dollar. Footprints: left by your VIP on cards with a tag it likes."),
)

# A card or tile a player may click is named by the words its face shows, in the order they
# are drawn (voice users say what they see; screen reader users hear the face), each run of
# symbols named in parentheses: the symbols are pictures, the words around them what shows.
_SYMBOL = r"\{(?:p[LTV*]|[LTSPNW]|fp)\}"  # {pN} (a player's name) is not a symbol
_SYMBOLS = re.compile(rf"{_SYMBOL}(?:\s*{_SYMBOL})*")
_ICON = re.compile(rf"({_SYMBOL})")


def _symbol_name(symbol: str) -> str:
    return _("footprint") if symbol == "fp" else _(PERSON_NAME[symbol[1]]) if symbol[0] == "p" else _(TAG_NAME[symbol])


def spoken(text: str) -> str:
    """A text with symbols read aloud: "Place: +2 {pT}" → "Place: +2 (tourist)"."""
    names = lambda m: "(" + ", ".join(_symbol_name(x) for x in re.findall(r"\{([^{}]+)\}", m[0])) + ")"
    return _SYMBOLS.sub(names, text)


def card_words(card_id: int, placed: bool = False) -> str:
    """A feature card's face read aloud, in the order card_face draws it (in a city: "Scores:" first)."""
    c = CARDS[card_id]
    lines = [place_line(card_id), score_line(card_id)]
    tags = ", ".join(_(TAG_NAME[t]) for t in c.tags)
    return " ".join([f"{_(c.name)} ({tags})."] + [spoken(line) + "." for line in lines[:: -1 if placed else 1]])


def street_line(tile_id: int) -> str:
    return _("Street: {tags}").format(tags=" ".join("{" + s + "}" for s in START_TILES[tile_id].street_tags))


def tile_words(tile_id: int) -> str:
    """A starting tile on offer read aloud, in the order tile_face draws it."""
    lines = [*tile_lines(tile_id), street_line(tile_id)]
    return " ".join([_(START_TILES[tile_id].name) + "."] + [spoken(line) + "." for line in lines])


def legend_lines() -> list[str]:
    return [_(line) for line in LEGEND_LINES]


def legend_items() -> list[str]:
    """Each symbol with its name, for the legend's first part."""
    symbols = [("{" + t + "}", TAG_NAME[t]) for t in TAG_SHAPE] + [("{p" + k + "}", name) for k, name in LEGEND_PEOPLE]
    return [f"{symbol} {_(name)}" for symbol, name in symbols] + ["$ " + _("sand dollar"), "{fp} " + _("footprint")]


def points_words(n: int) -> str:
    """ "1 point", "5 points" in the current language ("−3 points": the form of 3)."""
    return ngettext("{n} point", "{n} points", abs(n)).format(n=number(n))


def place_short(a: tuple) -> str:
    """One placement action in short words with symbols ({pL} = a local figure)."""
    if a[0] == "$":
        return f"+{a[1]} $"
    if a[0] == "+":
        return f"+{a[2]} {{p{a[1]}}}"
    text = ngettext("move {n} {who} {steps} step", "move {n} {who} {steps} steps", a[3])
    return text.format(n=a[2], who=f"{{p{a[1]}}}", steps=a[3])


def _symbol(x: str) -> str:
    if x in TAG_NAME:
        return "{" + x + "}"
    return {"$": "$", "+L": "+{pL}", "+T": "+{pT}", "m": _("a move card")}.get(x, x)


def scoring_short(s: tuple) -> str:
    """A card's scoring ability in short words with symbols."""
    kind = s[0]
    if kind == "adj":
        return _("{points} if next to {symbol}").format(points=s[2], symbol=_symbol(s[1]))
    if kind == "chain":
        text = _("{points} per {symbol} in a chain of {n}+") if s[4] else _("{points} in a chain of {n}+ {symbol}")
        return text.format(points=s[3], symbol=_symbol(s[1]), n=s[2])
    if kind == "bank":
        text = _("{points} per $ left") if s[1] == 1 else _("{points} per {n} $ left")
        return text.format(points=s[2], n=s[1])
    if kind == "ring" and s[1] == "any":
        return _("{points} if anyone is in its ring").format(points=s[3])
    if kind == "ring":
        return _("{points} if its ring holds {n} {who}").format(points=s[3], n=s[2], who=f"{{p{s[1]}}}")
    if kind == "row":
        return _("{points} per {symbol} in its row").format(points=s[2], symbol=_symbol(s[1]))
    short = {"quiet": N_("{points} if nobody is on it"), "mixed": N_("{points} per different tag next to it")}
    if kind in short:
        return _(short[kind]).format(points=s[1])
    if kind == "litter":
        return _("{points} per {who} on it").format(points=str(s[1]).replace("-", "−"), who="{pT}")
    return describe_scoring(s)


def place_line(card_id: int) -> str:
    actions = CARDS[card_id].actions
    return _("Place: {actions}").format(actions=", ".join(map(place_short, actions)) if actions else _("nothing"))


def score_line(card_id: int) -> str:
    return _("Scores: {ability}").format(ability=scoring_short(CARDS[card_id].scoring))


def tile_lines(tile_id: int) -> list[str]:
    """A starting tile's face, in short lines with symbols."""
    t = START_TILES[tile_id]
    vips = ngettext("{n} VIP · bonus: {bonus}", "{n} VIPs · bonus: {bonus}", t.vips)
    likes = _("VIP likes {tags}: {points} per tag")
    tags = " ".join("{" + x + "}" for x in t.likes)
    return [vips.format(n=t.vips, bonus=bonus_text(t.bonus)), likes.format(tags=tags, points=t.points)]


# ---------------- symbols ----------------


def _d(spec: str, cx: float, cy: float, h: float) -> str:
    """A path's data from a shape drawn around 0,0 with a half-size of 1: "M-1,0 L1,0"; the
    points of upper-case commands are placed on cx, cy, lower-case ones are relative."""
    out, absolute = [], True
    for token in spec.split():
        command = token[0] if token[0].isalpha() else ""
        absolute = command.isupper() if command else absolute
        if point := token[len(command) :]:
            x, y = (float(v) * h for v in point.split(","))
            point = f"{x + cx:.1f} {y + cy:.1f}" if absolute else f"{x:.1f} {y:.1f}"
        out.append(command + point)
    return " ".join(out)


HOUSE = "M-1,-.05 L0,-1 L1,-.05 L.78,-.05 L.78,1 L-.78,1 L-.78,-.05 Z"
BAG_HANDLE, BAG = "M-.35,-.3 Q-.35,-1 0,-1 Q.35,-1 .35,-.3", "M-.8,-.35 L.8,-.35 L.92,1 L-.92,1 Z"
BALL_SEAMS = "M-.95,0 L.95,0 M0,-.95 Q-.6,0 0,.95 M0,-.95 Q.6,0 0,.95"
BODY = "M-.62,1 L-.62,.05 Q-.62,-.28 0,-.28 Q.62,-.28 .62,.05 L.62,1 Z"
SUN_HAT = "M-.55,-.78 L.55,-.78 M-.25,-.8 L-.2,-1 L.2,-1 L.25,-.8"
WAVE = "M-.75,.1 q.375,-.45 .75,0 t.75,0"
CROWN = "M-.32,-.86 L-.36,-1.1 L-.12,-.96 L0,-1.16 L.12,-.96 L.36,-1.1 L.32,-.86 Z"


def tag_icon(t: str, cx: float, cy: float, s: float) -> Markup:
    """A tag pictogram about s units wide, centred on (cx, cy)."""
    c, h, shape = TAG_COLOUR.get(t, "#777"), s / 2, TAG_SHAPE.get(t)
    if shape == "house":
        door = rect(cx - h * 0.22, cy + h * 0.25, h * 0.44, h * 0.75, fill="#fff")
        return join(path(_d(HOUSE, cx, cy, h), fill=c), door)
    if shape == "star":
        radius = [h * (1.05 if i % 2 == 0 else 0.45) for i in range(10)]
        turns = [math.pi / 2 + i * math.pi / 5 for i in range(10)]
        points = [f"{cx + r * math.cos(a):.1f},{cy - r * math.sin(a) + h * 0.08:.1f}" for r, a in zip(radius, turns)]
        return el("polygon", points=" ".join(points), fill=c, aria_hidden=True)
    if shape == "bag":
        handle = path(_d(BAG_HANDLE, cx, cy, h), fill="none", stroke=c, stroke_width=max(1.2, s * 0.1))
        return join(handle, path(_d(BAG, cx, cy, h), fill=c))
    if shape == "ball":
        seams = path(_d(BALL_SEAMS, cx, cy, h), fill="none", stroke="#fff", stroke_width=max(0.8, s * 0.07))
        return join(circle(cx, cy, h * 0.95, fill=c), seams)
    if shape == "tree":
        trunk = rect(cx - h * 0.15, cy + h * 0.45, h * 0.3, h * 0.55, fill="#6d4c41")
        return join(trunk, path(_d("M0,-1 L.85,.55 L-.85,.55 Z", cx, cy, h), fill=c))
    if shape == "wave":
        width = max(1, s * 0.11)
        crest = path(_d(WAVE, cx, cy, h), fill="none", stroke="#fff", stroke_width=width, stroke_linecap="round")
        return join(rect(cx - h, cy - h * 0.8, s, h * 1.6, rx=h * 0.45, fill=c), crest)
    return circle(cx, cy, h, fill=c)


def person_icon(kind: str, cx: float, cy: float, s: float) -> Markup:
    """A little figure about s units tall, centred on (cx, cy): head, shoulders, body."""
    c, h = PERSON_COLOUR.get(kind, PERSON_COLOUR["*"]), s / 2
    edge = {"stroke": "#5d4300" if kind == "V" else "#fff", "stroke_width": max(0.6, s * 0.05)}
    out = [path(_d(BODY, cx, cy, h), fill=c, **edge), circle(cx, cy - h * 0.6, h * 0.34, fill=c, **edge)]
    if kind == "T":
        out.append(path(_d(SUN_HAT, cx, cy, h), fill="#ffe082", stroke="#7a1640", stroke_width=max(0.8, s * 0.08)))
    elif kind == "V":
        out.append(path(_d(CROWN, cx, cy, h), fill="#5d4300"))
    return join(out)


def footprint_icon(cx: float, cy: float, s: float) -> Markup:
    r = s / 6
    return join(
        el("ellipse", cx=cx + dx * r, cy=cy + dy * r, rx=r, ry=r * 1.6, fill="#6d4c41", aria_hidden=True)
        for dx, dy in ((-1, -0.6), (1.2, 0.8))
    )


def icon(name: str, cx: float, cy: float, s: float) -> Markup:
    """{L} tag, {pL} person, {fp} footprint."""
    if name == "fp":
        return footprint_icon(cx, cy, s)
    if name.startswith("p") and len(name) == 2:
        return person_icon(name[1], cx, cy, s * 1.15)
    return tag_icon(name, cx, cy, s)


# ---------------- text with symbols ----------------
# Runs of words next to a symbol are set to exactly their estimated width (textLength), so
# the symbols fall where they were measured to, whatever the font.


def line_width(line: list, size: float, bold: bool = False) -> float:
    return sum(size * 1.2 if kind == "i" else text_width(value, size, bold) for kind, value in line)


def rich_lines(text: str, size: float, width: float, bold: bool = False) -> list[list]:
    """Break a text with symbols into lines no wider than `width` (a word never splits)."""
    lines: list[list] = []
    line: list[tuple[str, str]] = []
    used = 0.0
    for chars in breakable_words(text) or [""]:  # a word's pieces: ("w", "text") and symbols ("i", "pL")
        word = [("i", part[1:-1]) if _ICON.fullmatch(part) else ("w", part) for part in _ICON.split(chars) if part]
        w = line_width(word, size, bold)
        gap = size * 0.33 if line else 0
        if line and used + gap + w > width:
            lines.append(line)
            line, used, gap = [], 0.0, 0
        line += [("s", " ")] * bool(line) + word
        used += gap + w
    return [*lines, line]


def draw_line(line: list, x: float, y: float, size: float, fill: str, bold=False, anchor="start", fit=None) -> Markup:
    """One line of words and symbols with its baseline at y. `fit`: squeeze the line to that
    width when it is wider (never below 80 %)."""
    total = line_width(line, size, bold)
    squeeze = max(0.8, fit / total) if fit and total > fit else 1.0
    x -= total * squeeze * {"start": 0, "middle": 0.5, "end": 1}[anchor]
    adjust = "spacingAndGlyphs" if squeeze < 1 else "spacing" if any(k == "i" for k, _v in line) else None
    out, run, run_x = [], "", x

    def flush():
        if words := run.rstrip():
            length = text_width(words, size, bold) * squeeze if adjust else None
            weight = "700" if bold else None
            attrs = {"textLength": length, "lengthAdjust": adjust}
            out.append(el("text", words, x=run_x, y=y, font_size=size, font_weight=weight, fill=fill, **attrs))

    for kind, value in line:
        w = (size * 1.2 if kind == "i" else text_width(value, size, bold)) * squeeze
        if kind == "i":
            flush()
            run = ""
            out.append(icon(value, x + w / 2, y - size * 0.36, size * 1.05))
        elif run or value != " ":
            run_x = x if not run else run_x
            run += value
        x += w
    flush()
    return join(out)


# A seat's name is written "{p1}" in a drawing and put in by the page: a line that holds one
# is broken as if it held a default name ("Spieler 2", the longest language's), else it runs
# past the drawing's edge once named.
_SEAT = re.compile(r"\{p(\d)\}")
_SEAT_STAND_IN = re.compile(r"Spieler·(\d)")


def _seat_lines(text: str, size: float, width: float, bold: bool) -> list[list]:
    lines = rich_lines(_SEAT.sub(r"Spieler·\1", text), size, width, bold)
    back = lambda piece: _SEAT_STAND_IN.sub(r"{p\1}", piece)  # noqa: E731
    return [[(kind, back(value) if kind == "w" else value) for kind, value in line] for line in lines]


# Every click redraws some hundred texts, most of them as they were: the same text at the
# same place is drawn once (in each language: the symbols' names are in it).
@per_language(2048)
def draw_rich(
    text, x, y, size, width, fill, *, bold=False, most=3, step=None, anchor="start", whole=False
) -> tuple[Markup, int]:
    """A wrapped text with symbols from baseline y; (svg, lines drawn). Lines beyond `most`
    are dropped, the last one ending with "…" — or, `whole`, the text is not drawn at all
    (a line a player can do without, read whole in the details, rather than a cut one)."""
    lines = _seat_lines(text, size, width, bold) if _SEAT.search(text) else rich_lines(text, size, width, bold)
    if len(lines) > most and whole:
        return Markup(""), 0
    if len(lines) > most:
        lines = lines[: most - 1] + [lines[most - 1] + [("w", "…")]]
    step = step or size * 1.2
    drawn = (draw_line(line, x, y + i * step, size, fill, bold, anchor, fit=width) for i, line in enumerate(lines))
    return join(drawn), len(lines)


@per_language(4096)
def draw_text(text: str, x, y, size, fill: str, bold=False, anchor="start", fit=None) -> Markup:
    """One line that may hold symbols ({L}, {pT}…), squeezed into `fit` if given."""
    return draw_line(rich_lines(text, size, 10**6, bold)[0], x, y, size, fill, bold, anchor, fit=fit)


# ---------------- card faces ----------------


def card_face(card_id: int, x, y, w, h, *, size=11, ring=None, placed=False, vertical=False, name_size=None, reserve=0):
    """A feature card's face (see _card_face): the same card in the same box is drawn once
    (the face depends on the ring only through whether it is filled)."""
    filled = bool(ring and ring.get("filled"))
    return _card_face(card_id, x, y, w, h, size, filled, placed, vertical, name_size, reserve)


@per_language(512, in_force)
def _card_face(card_id, x, y, w, h, size, filled, placed, vertical, name_size, reserve) -> Markup:
    """A feature card's face fitted to its box: name, tags, then "Place:" and "Scores:"
    lines as far as they fit (a card in a city shows its score first). `vertical`: the
    phone's city, where the sea is on the left (a beach card's band) and the street on the
    right. A box too small for words shows the tags alone (the details say everything)."""
    c = CARDS[card_id]
    beach = c.row == "B"
    out = [rect(x, y, w, h, rx=6, fill=SAND if beach else STREET, stroke="#b9a77c", stroke_width=1.2)]
    band = 6 if w >= 40 else 4
    if vertical:
        out.append(rect(x + 1 if beach else x + w - band - 1, y + 1, band, h - 2, rx=3, fill=OCEAN if beach else ROAD))
        x, w = (x + band + 1, w - band - 1) if beach else (x, w - band - 1)
        top, bottom = y, y + h
    else:
        out.append(rect(x + 1, y + 1 if beach else y + h - band - 1, w - 2, band, rx=3, fill=OCEAN if beach else ROAD))
        top, bottom = (y + band, y + h) if beach else (y, y + h - band)
    bottom -= reserve  # room kept free for the people standing on the card
    pad = 4 if w < 90 else 5
    inner = w - 2 * pad
    if inner < 6 * size or bottom - top < 2.2 * size:  # too small for words: tags only
        s = min(inner / max(1, len(c.tags)) - 2, (bottom - top) * 0.7, 16)
        out += [tag_icon(t, x + pad + s / 2 + i * (s + 2), (top + bottom) / 2, s) for i, t in enumerate(c.tags)]
        return join(out)
    name, name_size = _(c.name), name_size or size + 1
    cy = top + name_size + 2
    lines = rich_lines(name, name_size, inner / 0.8, bold=True)
    a_size_smaller = rich_lines(name, name_size - 1, inner / 0.8, bold=True)
    if len(lines) > 1 and name_size - 1 >= size and len(a_size_smaller) == 1:
        name_size, lines = name_size - 1, a_size_smaller  # a long name a size smaller rather than on two lines
    while len(lines) > 2 and name_size > size:  # a long name (French, a narrow city card)
        name_size -= 1
        lines = rich_lines(name, name_size, inner / 0.8, bold=True)
    if len(lines) > 1 and bottom - top < 5 * size:  # no room for two name lines: squeeze one
        lines = [[("w", name)]]
    if len(lines) > 3:  # the whole name shows, on three lines at most
        lines = lines[:2] + [[piece for line in lines[2:] for piece in [*line, ("s", " ")]][:-1]]
    for i, line in enumerate(lines):
        out.append(draw_line(line, x + pad, cy + i * name_size * 1.1, name_size, INK, bold=True, fit=inner))
    cy += (len(lines) - 1) * name_size * 1.1 + 4
    s = size * 1.25
    scores = score_line(card_id) + " ✓" * filled
    tags, text_size = cy + s <= bottom, size
    if placed:
        # In a city the scoring line is read whole (what its ring needs is at its end): a size
        # smaller, then without the tag row (the details name the tags), before it is cut.
        # (never below 11 units: the desk's smallest readable size)
        for with_tags, smaller in ((True, 0), (True, 1), (False, 0), (False, 1), (False, 2)):
            if size - smaller < min(size, 11):
                continue
            at = cy + (s + 2 if with_tags and tags else 0)
            free = int((bottom - 2 - at) // ((size - smaller) * 1.2))
            if len(rich_lines(scores, size - smaller, inner)) <= free:
                tags, text_size = tags and with_tags, size - smaller
                break
    if tags:
        out += [tag_icon(t, x + pad + s / 2 + i * (s + 3), cy + s / 2, s) for i, t in enumerate(c.tags)]
        cy += s + 2
    step = text_size * 1.2
    texts = [(place_line(card_id), PLACE_INK), (scores, SCORE_INK)]
    # The first line (what the card does here) may be cut as a last resort; the second is
    # drawn whole or not at all (its details say it whole).
    for second, (words, fill) in enumerate(texts[:: -1 if placed else 1]):
        if (free := int((bottom - 2 - cy) // step)) < 1:
            break
        at = (x + pad, cy + text_size, text_size, inner, fill)
        svg, n = draw_rich(words, *at, most=free, step=step, whole=bool(second))
        out.append(svg)
        cy += n * step
    return join(out)


def tile_face(tile_id: int, x, y, w, h, *, size=11, wide=False, halves=False, reserve=0) -> Markup:
    """A starting tile on offer or in a city (two spaces): its name, VIPs, bonus and what its
    VIP likes, every line wrapped inside the tile. `wide`: on offer or in the phone's upright
    city (the sea on the left); `halves`: in a desk city, the street tags on the street half;
    `reserve`: room kept at the bottom of each half for the people standing there."""
    sea = (x + 1, y + 1, 6, h - 2) if wide else (x + 1, y + 1, w - 2, 6)
    out = [rect(x, y, w, h, rx=8, fill="#fff3c4", stroke="#c9a227", stroke_width=2), rect(*sea, rx=3, fill=OCEAN)]
    if wide:
        x, w = x + 6, w - 6
    pad, inner = 5, w - 10
    if inner < 5 * size:
        return join(out)
    lines = tile_lines(tile_id) + ([] if halves else [street_line(tile_id)])
    bottom = (y + h / 2 if halves else y + h) - reserve
    cy = y + (0 if wide else 6) + size + 5
    svg, n = draw_rich(_(START_TILES[tile_id].name), x + pad, cy, size + 1, inner / 0.85, INK, bold=True, most=2)
    out.append(svg)
    cy += (n - 1) * (size + 1) * 1.2
    step = size * 1.2
    for words in lines:
        if (free := int((bottom - 3 - cy) // step)) < 1:
            break
        svg, n = draw_rich(words, x + pad, cy + step, size, inner, SCORE_INK, most=free, step=step, whole=True)
        out.append(svg)
        cy += n * step
    if halves:
        out.append(
            draw_rich(street_line(tile_id), x + pad, y + h / 2 + size + 6, size, inner, SCORE_INK, most=1, whole=True)[
                0
            ]
        )
    return join(out)
