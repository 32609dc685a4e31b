"""Santa Monica's card faces and symbols, for both drawings (desk and phone).

Tags are solid pictograms, each its own shape and colour (a house, a star, a shopping bag, a
ball, a tree, a wave); people are little figures (head and body), so a person is never
mistaken for a tag: a local in teal, a tourist in pink with a sun hat, a VIP in gold with a
crown, and a grey figure for "anyone". Card texts are short words with these symbols inline
("Place: +1 <local>", "Scores: 5 if its ring holds 2 <locals>"), explained by the legend;
the full sentence of every piece is in the drawing's data-info. Every text a player reads
here is written in English and marked for translation (texts.py): drawn in the language of
the call, and the faces' cache keys on that language.
"""

from __future__ import annotations

import functools
import math
import re
from ...core.svgtext import escape

from ludoteca.core import i18n
from ludoteca.core.i18n import number

from .content import CARDS, PERSON_NAME, START_TILES, TAG_NAME, in_force
from .texts import N_, _, ngettext

INK, SAND, STREET, OCEAN, ROAD = "#3b2f1e", "#fbf0d2", "#ebe7df", "#5fa8d3", "#8a8a8a"
ACCENT, PLACE_INK, SCORE_INK = "#1d6f42", "#1f5f8b", "#7a4b00"
TAG_COLOUR = {"L": "#8d5524", "T": "#e67e22", "S": "#8e44ad", "P": "#c0392b", "N": "#2e7d32",
              "W": "#1e88e5"}
TAG_SHAPE = {"L": "house", "T": "star", "S": "bag", "P": "ball", "N": "tree", "W": "wave"}
PERSON_COLOUR = {"L": "#00897b", "T": "#d81b60", "V": "#f2b705", "*": "#78909c"}

# ---------------- words ----------------

LEGEND_TAGS = tuple((t, TAG_NAME[t]) for t in ("L", "T", "S", "P", "N", "W"))
LEGEND_PEOPLE = (("L", N_("local")), ("T", N_("tourist")), ("V", N_("VIP")), ("*", N_("anyone (VIPs too)")))
LEGEND_LINES = (      # translated where shown: legend_lines()
    N_("Place: what the card does when you place it. New people and sand dollars come at once;"),
    N_("moving people is optional (up to that many different people, each up to that many steps)."),
    N_("Scores: what the card scores at the end of the game."),
    N_("Ring: the people standing on a card may fill its activity ring; ✓ = the ring is filled."),
    N_("$ = sand dollar. Footprints: left by your VIP on cards with a tag it likes."),
)


# ---------------- words read aloud ----------------
# A card or tile a player may click is named by the words its face shows, in the order they
# are drawn (voice users say what they see; screen reader users hear the face), each run of
# symbols named in parentheses: the symbols are pictures, the words around them what shows.

_SYMBOLS = re.compile(r"\{(?:p[LTV*]|[LTSPNW]|fp)\}(?:\s*\{(?:p[LTV*]|[LTSPNW]|fp)\})*")


def _symbol_name(symbol: str) -> str:
    if symbol == "fp":
        return _("footprint")
    if symbol.startswith("p"):
        return _(PERSON_NAME[symbol[1]])
    return _(TAG_NAME[symbol])


def spoken(text: str) -> str:
    """A text with symbols read aloud: "Place: +2 {pT}" → "Place: +2 (tourist)"."""
    return _SYMBOLS.sub(lambda m: "(" + ", ".join(_symbol_name(x) for x in re.findall(r"\{([^{}]+)\}", m[0]))
                        + ")", text)


def card_words(card_id: int, placed: bool = False) -> str:
    """A feature card's face read aloud, in the order card_face draws it: its name, its tags,
    then its "Place:" and "Scores:" lines (a card in a city: "Scores:" first)."""
    c = CARDS[card_id]
    tags = ", ".join(_(TAG_NAME[t]) for t in c.tags)
    lines = [score_line(card_id), place_line(card_id)] if placed else [place_line(card_id), score_line(card_id)]
    return " ".join([f"{_(c.name)} ({tags})."] + [spoken(line) + "." for line in lines])


def tile_words(tile_id: int) -> str:
    """A starting tile on offer read aloud, in the order tile_face draws it."""
    t = START_TILES[tile_id]
    street = _("Street: {tags}").format(tags=" ".join("{" + s + "}" for s in t.street_tags))
    return " ".join([_(t.name) + "."] + [spoken(line) + "." for line in tile_lines(tile_id) + [street]])


def legend_lines() -> list[str]:
    return [_(line) for line in LEGEND_LINES]


def points_words(n: int) -> str:
    """"1 point", "5 points" in the current language."""
    return ngettext("{n} point", "{n} points", abs(n)).format(n=number(n))   # "−3 points": the form of 3


def place_short(a: tuple) -> str:
    """One placement action in short words with symbols ({pL} = a local figure)."""
    if a[0] == "$":
        return f"+{a[1]} $"
    if a[0] == "+":
        return f"+{a[2]} {{p{a[1]}}}"
    return ngettext("move {n} {who} {steps} step", "move {n} {who} {steps} steps", a[3]).format(
        n=a[2], who=f"{{p{a[1]}}}", steps=a[3])


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
        if s[4]:
            return _("{points} per {symbol} in a chain of {n}+").format(points=s[3], symbol=_symbol(s[1]), n=s[2])
        return _("{points} in a chain of {n}+ {symbol}").format(points=s[3], symbol=_symbol(s[1]), n=s[2])
    if kind == "bank":
        if s[1] == 1:
            return _("{points} per $ left").format(points=s[2])
        return _("{points} per {n} $ left").format(points=s[2], n=s[1])
    if kind == "ring":
        if s[1] == "any":
            return _("{points} if anyone is in its ring").format(points=s[3])
        return _("{points} if its ring holds {n} {who}").format(points=s[3], n=s[2], who=f"{{p{s[1]}}}")
    if kind == "row":
        return _("{points} per {symbol} in its row").format(points=s[2], symbol=_symbol(s[1]))
    if kind == "quiet":
        return _("{points} if nobody is on it").format(points=s[1])
    if kind == "mixed":
        return _("{points} per different tag next to it").format(points=s[1])
    if kind == "litter":
        return _("{points} per {who} on it").format(points=str(s[1]).replace("-", "−"), who="{pT}")
    from .scoring import describe_scoring
    return describe_scoring(s)


def place_line(card_id: int) -> str:
    """A card's "Place:" line, with symbols."""
    c = CARDS[card_id]
    return _("Place: {actions}").format(
        actions=", ".join(place_short(a) for a in c.actions) if c.actions else _("nothing"))


def score_line(card_id: int) -> str:
    """A card's "Scores:" line, with symbols."""
    return _("Scores: {ability}").format(ability=scoring_short(CARDS[card_id].scoring))


def tile_lines(tile_id: int) -> list[str]:
    """A starting tile's face, in short lines with symbols."""
    from .rules import bonus_text
    t = START_TILES[tile_id]
    return [ngettext("{n} VIP · bonus: {bonus}", "{n} VIPs · bonus: {bonus}", t.vips).format(
                n=t.vips, bonus=bonus_text(t.bonus)),
            _("VIP likes {tags}: {points} per tag").format(
                tags=" ".join("{" + x + "}" for x in t.likes), points=t.points)]


# ---------------- symbols ----------------

def tag_icon(t: str, cx: float, cy: float, s: float) -> str:
    """A tag pictogram about s units wide, centred on (cx, cy)."""
    c, h = TAG_COLOUR.get(t, "#777"), s / 2
    shape = TAG_SHAPE.get(t)
    if shape == "house":
        return (f'<path d="M{cx - h:.1f} {cy - h * .05:.1f} L{cx:.1f} {cy - h:.1f} L{cx + h:.1f} {cy - h * .05:.1f} '
                f'L{cx + h * .78:.1f} {cy - h * .05:.1f} L{cx + h * .78:.1f} {cy + h:.1f} L{cx - h * .78:.1f} {cy + h:.1f} '
                f'L{cx - h * .78:.1f} {cy - h * .05:.1f} Z" fill="{c}"/>'
                f'<rect x="{cx - h * .22:.1f}" y="{cy + h * .25:.1f}" width="{h * .44:.1f}" height="{h * .75:.1f}" fill="#fff"/>')
    if shape == "star":
        pts = []
        for i in range(10):
            r = h * (1.05 if i % 2 == 0 else .45)
            a = math.pi / 2 + i * math.pi / 5
            pts.append(f"{cx + r * math.cos(a):.1f},{cy - r * math.sin(a) + h * .08:.1f}")
        return f'<polygon points="{" ".join(pts)}" fill="{c}"/>'
    if shape == "bag":
        return (f'<path d="M{cx - h * .35:.1f} {cy - h * .3:.1f} Q{cx - h * .35:.1f} {cy - h:.1f} {cx:.1f} {cy - h:.1f} '
                f'Q{cx + h * .35:.1f} {cy - h:.1f} {cx + h * .35:.1f} {cy - h * .3:.1f}" fill="none" stroke="{c}" '
                f'stroke-width="{max(1.2, s * .1):.1f}"/>'
                f'<path d="M{cx - h * .8:.1f} {cy - h * .35:.1f} L{cx + h * .8:.1f} {cy - h * .35:.1f} '
                f'L{cx + h * .92:.1f} {cy + h:.1f} L{cx - h * .92:.1f} {cy + h:.1f} Z" fill="{c}"/>')
    if shape == "ball":
        return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{h * .95:.1f}" fill="{c}"/>'
                f'<path d="M{cx - h * .95:.1f} {cy:.1f} L{cx + h * .95:.1f} {cy:.1f} M{cx:.1f} {cy - h * .95:.1f} '
                f'Q{cx - h * .6:.1f} {cy:.1f} {cx:.1f} {cy + h * .95:.1f} M{cx:.1f} {cy - h * .95:.1f} '
                f'Q{cx + h * .6:.1f} {cy:.1f} {cx:.1f} {cy + h * .95:.1f}" fill="none" stroke="#fff" '
                f'stroke-width="{max(.8, s * .07):.1f}"/>')
    if shape == "tree":
        return (f'<rect x="{cx - h * .15:.1f}" y="{cy + h * .45:.1f}" width="{h * .3:.1f}" height="{h * .55:.1f}" '
                f'fill="#6d4c41"/><path d="M{cx:.1f} {cy - h:.1f} L{cx + h * .85:.1f} {cy + h * .55:.1f} '
                f'L{cx - h * .85:.1f} {cy + h * .55:.1f} Z" fill="{c}"/>')
    if shape == "wave":
        return (f'<rect x="{cx - h:.1f}" y="{cy - h * .8:.1f}" width="{s:.1f}" height="{h * 1.6:.1f}" rx="{h * .45:.1f}" '
                f'fill="{c}"/><path d="M{cx - h * .75:.1f} {cy + h * .1:.1f} q{h * .375:.1f} {-h * .45:.1f} {h * .75:.1f} 0 '
                f't{h * .75:.1f} 0" fill="none" stroke="#fff" stroke-width="{max(1, s * .11):.1f}" '
                f'stroke-linecap="round"/>')
    return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{h:.1f}" fill="{c}"/>'


def person_icon(kind: str, cx: float, cy: float, s: float) -> str:
    """A little figure about s units tall, centred on (cx, cy): head, shoulders, body."""
    c = PERSON_COLOUR.get(kind, PERSON_COLOUR["*"])
    h = s / 2
    edge = "#5d4300" if kind == "V" else "#fff"
    out = [f'<path d="M{cx - h * .62:.1f} {cy + h:.1f} L{cx - h * .62:.1f} {cy + h * .05:.1f} '
           f'Q{cx - h * .62:.1f} {cy - h * .28:.1f} {cx:.1f} {cy - h * .28:.1f} Q{cx + h * .62:.1f} {cy - h * .28:.1f} '
           f'{cx + h * .62:.1f} {cy + h * .05:.1f} L{cx + h * .62:.1f} {cy + h:.1f} Z" fill="{c}" stroke="{edge}" '
           f'stroke-width="{max(.6, s * .05):.1f}"/>',
           f'<circle cx="{cx:.1f}" cy="{cy - h * .6:.1f}" r="{h * .34:.1f}" fill="{c}" stroke="{edge}" '
           f'stroke-width="{max(.6, s * .05):.1f}"/>']
    if kind == "T":       # a sun hat
        out.append(f'<path d="M{cx - h * .55:.1f} {cy - h * .78:.1f} L{cx + h * .55:.1f} {cy - h * .78:.1f} '
                   f'M{cx - h * .25:.1f} {cy - h * .8:.1f} L{cx - h * .2:.1f} {cy - h:.1f} L{cx + h * .2:.1f} {cy - h:.1f} '
                   f'L{cx + h * .25:.1f} {cy - h * .8:.1f}" fill="#ffe082" stroke="#7a1640" '
                   f'stroke-width="{max(.8, s * .08):.1f}"/>')
    elif kind == "V":     # a crown
        out.append(f'<path d="M{cx - h * .32:.1f} {cy - h * .86:.1f} L{cx - h * .36:.1f} {cy - h * 1.1:.1f} '
                   f'L{cx - h * .12:.1f} {cy - h * .96:.1f} L{cx:.1f} {cy - h * 1.16:.1f} L{cx + h * .12:.1f} {cy - h * .96:.1f} '
                   f'L{cx + h * .36:.1f} {cy - h * 1.1:.1f} L{cx + h * .32:.1f} {cy - h * .86:.1f} Z" fill="#5d4300"/>')
    return "".join(out)


def footprint_icon(cx: float, cy: float, s: float) -> str:
    r = s / 6
    return (f'<ellipse cx="{cx - r:.1f}" cy="{cy - r * .6:.1f}" rx="{r:.1f}" ry="{r * 1.6:.1f}" fill="#6d4c41"/>'
            f'<ellipse cx="{cx + r * 1.2:.1f}" cy="{cy + r * .8:.1f}" rx="{r:.1f}" ry="{r * 1.6:.1f}" fill="#6d4c41"/>')


def icon(name: str, cx: float, cy: float, s: float) -> str:
    """{L} tag, {pL} person, {fp} footprint."""
    if name == "fp":
        return footprint_icon(cx, cy, s)
    if name.startswith("p") and len(name) == 2:
        return person_icon(name[1], cx, cy, s * 1.15)
    return tag_icon(name, cx, cy, s)


# ---------------- text with symbols ----------------

_ICON = re.compile(r"(\{(?:p[LTV*]|[LTSPNW]|fp)\})")     # {pN} (a player's name) is not a symbol
# Glyph widths (fraction of the font size) of a wide sans (DejaVu Sans): estimates on the
# safe side for other fonts; runs next to a symbol are set to exactly this width
# (textLength), so symbols sit right whatever the font.
_NARROW = dict.fromkeys("fijlrtI.,:;'!|· ", .33)
_WIDE = dict.fromkeys("mwMW—…", .9)
BOLD = 1.15


def _char_w(ch: str) -> float:
    if ch in _NARROW:
        return _NARROW[ch]
    if ch in _WIDE:
        return _WIDE[ch]
    if ch.isupper() or ch in "+−✓✕$":
        return .7
    return .6


def text_width(text: str, size: float, bold=False) -> float:
    return _em_width(text) * size * (BOLD if bold else 1)


@functools.lru_cache(maxsize=4096)
def _em_width(text: str) -> float:
    """A text's width in ems: the same words are measured many times in every drawing (a
    fifth of a click's drawing time, measured one character at a time)."""
    return sum(_char_w(ch) for ch in text)


def _pieces(text: str) -> list[tuple[str, str]]:
    """Words and symbols: [("w", "word") | ("i", "pL")], a space between words."""
    out = []
    for word in text.split():
        for part in _ICON.split(word):
            if not part:
                continue
            out.append(("i", part[1:-1]) if _ICON.fullmatch(part) else ("w", part))
        out.append(("s", " "))
    return out[:-1]


def _width(piece, size, bold):
    kind, value = piece
    if kind == "i":
        return size * 1.2
    return text_width(value, size, bold)


def rich_lines(text: str, size: float, width: float, bold=False) -> list[list]:
    """Break a text with symbols into lines no wider than `width` (a word never splits)."""
    lines, line, used = [], [], 0.0
    words, word = [], []
    for piece in _pieces(text):
        if piece[0] == "s":
            words.append(word)
            word = []
        else:
            word.append(piece)
    words.append(word)
    for word in words:
        w = sum(_width(p, size, bold) for p in word)
        gap = size * .33 if line else 0
        if line and used + gap + w > width:
            lines.append(line)
            line, used, gap = [], 0.0, 0
        if line:
            line.append(("s", " "))
        line.extend(word)
        used += gap + w
    lines.append(line)
    return lines


def line_width(line: list, size: float, bold=False) -> float:
    return sum(_width(p, size, bold) for p in line)


def draw_line(line: list, x: float, y: float, size: float, fill: str, bold=False, anchor="start",
              fit: float | None = None, extra="") -> str:
    """One line of words and symbols with its baseline at y. `fit`: squeeze the line to that
    width when it is wider (never below 80 %). In a line with symbols every run of words is
    set to its estimated width, so the symbols fall where they were measured to."""
    total = line_width(line, size, bold)
    squeeze = 1.0
    if fit and total > fit:
        squeeze = max(.8, fit / total)
    if anchor == "middle":
        x -= total * squeeze / 2
    elif anchor == "end":
        x -= total * squeeze
    has_icon = any(kind == "i" for kind, _ in line)
    out, run, run_x, cx = [], "", x, x
    weight = ' font-weight="700"' if bold else ""

    def flush():
        nonlocal run
        text = run.rstrip()
        if text:
            w = text_width(text, size, bold) * squeeze
            adjust = ""
            if squeeze < 1:
                adjust = f' textLength="{w:.1f}" lengthAdjust="spacingAndGlyphs"'
            elif has_icon:
                adjust = f' textLength="{w:.1f}" lengthAdjust="spacing"'
            out.append(f'<text x="{run_x:.1f}" y="{y:.1f}" font-size="{size:g}"{weight} fill="{fill}"{adjust}'
                       f'{extra}>{escape(text)}</text>')
        run = ""

    for kind, value in line:
        w = _width((kind, value), size, bold) * squeeze
        if kind == "i":
            flush()
            out.append(icon(value, cx + w / 2, y - size * .36, size * 1.05))
        elif not run and value == " ":
            pass
        else:
            if not run:
                run_x = cx
            run += value
        cx += w
    flush()
    return "".join(out)


def draw_rich(text: str, x: float, y: float, size: float, width: float, fill: str, *, bold=False,
              most: int = 3, step: float | None = None, anchor="start") -> tuple[str, int]:
    """A wrapped text with symbols from baseline y; (svg, lines drawn). Lines beyond `most`
    are dropped, the last one ending with "…"."""
    return _cached_rich(text, x, y, size, width, fill, bold, most, step, anchor, i18n.current())


def draw_text(text: str, x: float, y: float, size: float, fill: str, bold=False, anchor="start",
              fit: float | None = None) -> str:
    """One line that may hold symbols ({L}, {pT}…), squeezed into `fit` if given."""
    return _cached_text(text, x, y, size, fill, bold, anchor, fit, i18n.current())


# Every click redraws some hundred texts, most of them as they were (a third of the drawing's
# time was laying out the same words again): the same text at the same place is drawn once.
# The language is a key too (the symbols' names are in it).
@functools.lru_cache(maxsize=4096)
def _cached_text(text, x, y, size, fill, bold, anchor, fit, lang) -> str:
    del lang
    return draw_line(rich_lines(text, size, 10 ** 6, bold)[0], x, y, size, fill, bold, anchor, fit=fit)


@functools.lru_cache(maxsize=2048)
def _cached_rich(text, x, y, size, width, fill, bold, most, step, anchor, lang) -> tuple[str, int]:
    del lang
    lines = rich_lines(text, size, width, bold)
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = lines[-1] + [("w", "…")]
    step = step or size * 1.2
    return "".join(draw_line(line, x, y + i * step, size, fill, bold, anchor, fit=width)
                   for i, line in enumerate(lines)), len(lines)


def fits(text: str, size: float, width: float, lines: int = 1, bold=False) -> bool:
    return len(rich_lines(text, size, width, bold)) <= lines


# ---------------- card faces ----------------

def card_face(card_id: int, x: float, y: float, w: float, h: float, *, size: float = 11,
              ring: dict | None = None, placed=False, vertical=False, name_size=None,
              reserve: float = 0) -> str:
    """A feature card's face (see _card_face): the same card in the same box is drawn once
    (a table shows some 26 faces, redrawn on every click; the face depends on the ring only
    through whether it is filled)."""
    filled = bool(ring is not None and ring.get("filled"))
    return _cached_face(card_id, x, y, w, h, size, filled, placed, vertical, name_size, reserve,
                        i18n.current(), in_force())


@functools.lru_cache(maxsize=512)
def _cached_face(card_id, x, y, w, h, size, filled, placed, vertical, name_size, reserve, lang,
                 rules) -> str:
    del lang, rules     # (keys of the cache: the face's words are in that language, of that version)
    return _card_face(card_id, x, y, w, h, size=size, ring={"filled": True} if filled else None,
                      placed=placed, vertical=vertical, name_size=name_size, reserve=reserve)


def _card_face(card_id: int, x: float, y: float, w: float, h: float, *, size: float = 11,
               ring: dict | None = None, placed=False, vertical=False, name_size=None,
               reserve: float = 0) -> str:
    """A feature card's face fitted to its box: name, tags, then "Place:" and "Scores:"
    lines as far as they fit (a card in a city shows its score first). `vertical`: the
    phone's city, where the sea is on the left (a beach card's band) and the street on the
    right. A box too small for words shows the tags alone (the details say everything)."""
    c = CARDS[card_id]
    name = _(c.name)
    beach = c.row == "B"
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="6" '
           f'fill="{SAND if beach else STREET}" stroke="#b9a77c" stroke-width="1.2"/>']
    band = 6 if w >= 40 else 4
    if vertical:
        bx = x + 1 if beach else x + w - band - 1
        out.append(f'<rect x="{bx:.1f}" y="{y + 1:.1f}" width="{band}" height="{h - 2:.1f}" rx="3" '
                   f'fill="{OCEAN if beach else ROAD}"/>')
        x, w = (x + band + 1, w - band - 1) if beach else (x, w - band - 1)
        top, bottom = y, y + h
    else:
        by = y + 1 if beach else y + h - band - 1
        out.append(f'<rect x="{x + 1:.1f}" y="{by:.1f}" width="{w - 2:.1f}" height="{band}" rx="3" '
                   f'fill="{OCEAN if beach else ROAD}"/>')
        top, bottom = (y + band, y + h) if beach else (y, y + h - band)
    bottom -= reserve           # room kept free for the people standing on the card
    pad = 4 if w < 90 else 5
    inner = w - 2 * pad
    name_size = name_size or size + 1
    if inner < 6 * size or bottom - top < 2.2 * size:       # too small for words: tags only
        s = min(inner / max(1, len(c.tags)) - 2, (bottom - top) * .7, 16)
        for i, t in enumerate(c.tags):
            out.append(tag_icon(t, x + pad + s / 2 + i * (s + 2), (top + bottom) / 2, s))
        return "".join(out)
    cy = top + name_size + 2
    lines = rich_lines(name, name_size, inner / .8, bold=True)
    if len(lines) > 1 and name_size - 1 >= size and fits(name, name_size - 1, inner / .8, bold=True):
        name_size -= 1          # a long name a size smaller rather than on two lines
        lines = rich_lines(name, name_size, inner / .8, bold=True)
    while len(lines) > 2 and name_size > size:  # a long name (French, a narrow city card)
        name_size -= 1
        lines = rich_lines(name, name_size, inner / .8, bold=True)
    room = bottom - top
    if len(lines) > 1 and room < 5 * size:      # no room for two name lines: squeeze one
        lines = [[("w", name)]]
    if len(lines) > 3:                          # the whole name shows, on three lines at most
        lines = lines[:2] + [[piece for line in lines[2:] for piece in line + [("s", " ")]][:-1]]
    for i, line in enumerate(lines):
        out.append(draw_line(line, x + pad, cy + i * name_size * 1.1, name_size, INK, bold=True, fit=inner))
    cy += (len(lines) - 1) * name_size * 1.1
    s = size * 1.25
    cy += 4
    if cy + s <= bottom:
        for i, t in enumerate(c.tags):
            out.append(tag_icon(t, x + pad + s / 2 + i * (s + 3), cy + s / 2, s))
        cy += s + 2
    step = size * 1.2
    place, score = place_line(card_id), score_line(card_id)
    check = ring is not None and ring.get("filled")
    texts = [(score, SCORE_INK), (place, PLACE_INK)] if placed else [(place, PLACE_INK), (score, SCORE_INK)]
    for text, fill in texts:
        free = int((bottom - 2 - cy) // step)
        if free < 1:
            break
        if fill == SCORE_INK and check:
            text += " ✓"
        svg, n = draw_rich(text, x + pad, cy + size, size, inner, fill, most=free, step=step)
        out.append(svg)
        cy += n * step
    return "".join(out)


def tile_face(tile_id: int, x: float, y: float, w: float, h: float, *, size: float = 11,
              wide: bool = False, halves: bool = False, reserve: float = 0) -> str:
    """A starting tile on offer or in a city (two spaces): its name, VIPs, bonus and what its
    VIP likes, every line wrapped inside the tile. `wide`: on offer or in the phone's upright
    city (the sea on the left); `halves`: in a desk city, the street tags on the street half;
    `reserve`: room kept at the bottom of each half for the people standing there."""
    t = START_TILES[tile_id]
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="8" fill="#fff3c4" '
           f'stroke="#c9a227" stroke-width="2"/>']
    if wide:
        out.append(f'<rect x="{x + 1:.1f}" y="{y + 1:.1f}" width="6" height="{h - 2:.1f}" rx="3" fill="{OCEAN}"/>')
        x, w = x + 6, w - 6
    else:
        out.append(f'<rect x="{x + 1:.1f}" y="{y + 1:.1f}" width="{w - 2:.1f}" height="6" rx="3" fill="{OCEAN}"/>')
    pad = 5
    inner = w - 2 * pad
    if inner < 5 * size:
        return "".join(out)
    street = _("Street: {tags}").format(tags=" ".join("{" + s + "}" for s in t.street_tags))
    lines = tile_lines(tile_id)
    bottom = (y + h / 2 if halves else y + h) - reserve
    if not halves:
        lines = lines + [street]
    cy = y + (6 if not wide else 0) + size + 5
    svg, n = draw_rich(_(t.name), x + pad, cy, size + 1, inner / .85, INK, bold=True, most=2)
    out.append(svg)
    cy += (n - 1) * (size + 1) * 1.2
    step = size * 1.2
    for text in lines:
        free = int((bottom - 3 - cy) // step)
        if free < 1:
            break
        svg, n = draw_rich(text, x + pad, cy + step, size, inner, SCORE_INK, most=free, step=step)
        out.append(svg)
        cy += n * step
    if halves:
        out.append(draw_rich(street, x + pad, y + h / 2 + size + 6, size, inner, SCORE_INK, most=1)[0])
    return "".join(out)


def legend_items() -> list[tuple[str, str]]:
    """(symbol, words) for the legend's first part."""
    return [("{" + t + "}", _(name)) for t, name in LEGEND_TAGS] + \
        [("{p" + k + "}", _(name)) for k, name in LEGEND_PEOPLE] + [("$", _("sand dollar")), ("{fp}", _("footprint"))]
