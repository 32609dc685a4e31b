"""The drawing kit: what every game's drawing shares, so that a drawing holds only its pieces
and its two layouts.

SVG is built as elements, as python-chess's chess/svg.py does with ElementTree, but straight
to text (a drawing is made on every click, in the page): `el("rect", x=1, fill="#fff")`.
Attribute values and text are escaped here and only here; what `el` returns is `Markup`, text
already escaped, which is put into a parent as it is. Keyword names become attribute names:
`class_` → class, `font_size` → font-size, `data_click` → data-click.

The protocol between a drawing and the table (the shell reads it; tests/test_drawings.py checks
it for every game):
- a **target** is an element with `data-click="<token>"` (the game's move_path tokens); the
  class `legal` marks a possible next click, `selected` the pending one, `last` the latest turn;
  its `aria-label` starts with the words it shows (WCAG 2.5.3, label in name: `named`), then
  says what activating it does; `data-info` is its description in words, shown when tapped;
- a **picture** (`role="img"`) is a thing described but not clickable;
- a **group** (`role="group"`) labels the targets it holds (your hand, the track);
- shapes that only decorate are `aria-hidden`: `rect`, `circle`, `line`, `path` make them so;
- what the latest move changed (every seat's, bots' too) carries `data-last="<how>"` — "placed",
  "moved", "taken", "revealed", "drawn", "round" or "changed" — beside the class `last`, and a
  piece that can move keeps one `data-piece="<id>"` from drawing to drawing: the shell animates
  the change from where that piece was (`last=` and `piece=` on `target` and `picture` write both);
- a target or picture whose token or piece is in `ui["marks"]` ({token or piece: how}) is marked
  `data-mark="<how>"` and class `mark-<how>`: "point" (a tutorial's pointer: look here),
  "played" and "better" (a review: the move made and the one the bot preferred). `Game.render`
  sets them around the drawing (`marking`); a piece cached across drawings must not hold them.

Two screens: "wide", a desk overview drawn for at most DESK_W × DESK_H CSS pixels, and "phone",
drawn PHONE_W units wide (≈360 CSS px), where every target is at least MIN_TARGET units across.
"""

from __future__ import annotations

import contextlib
import functools
import re
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from typing import Any, TypeVar, Union

from . import i18n
from .i18n import N_, SITE
from .svgtext import escape

PHONE_W = 360  # the phone drawing's width in units (≈ CSS px on a 390-px-wide phone)
MIN_TARGET = 46  # a finger's target on the phone, in units, both ways
DESK_W, DESK_H = 952, 670  # the most CSS pixels a desk drawing is shown at

Attr = str | int | float | bool | None | Sequence[str]


class Markup(str):
    """SVG text, already escaped: a child of `el` that is not escaped again."""

    __slots__ = ()


Child = Union[Markup, str, int, float, None, "Iterable[Child]"]

_NAMES: dict[str, str] = {}


def _name(key: str) -> str:
    """An attribute's name from a keyword: class_ → class, font_size → font-size."""
    name = _NAMES.get(key)
    if name is None:
        name = _NAMES[key] = key.rstrip("_").replace("_", "-")
    return name


def num(value: float) -> str:
    """A coordinate as SVG wants it: at most two decimals, no trailing zeros."""
    if type(value) is int:
        return str(value)
    rounded = round(value, 2)
    return str(int(rounded)) if rounded == int(rounded) else str(rounded)


@functools.lru_cache(maxsize=4096)
def _quoted(text: str) -> str:
    """An attribute value: escaped, with its line breaks kept as character references
    (a details text's lines; a raw newline would read as a space)."""
    return escape(text, quote=True).replace("\n", "&#10;")


def attributes(attrs: Mapping[str, Attr]) -> str:
    """` name="value"…` for the attributes that are set (None and False are left out).
    Types are told apart by `type()`, not isinstance: this runs for every element of every
    drawing, on every click."""
    out = ""
    for key, value in attrs.items():
        kind = type(value)
        if kind is str:
            text = _quoted(value)
        elif kind is int:
            text = str(value)
        elif kind is float:
            text = num(value)  # type: ignore[arg-type]
        elif value is None or value is False:
            continue
        elif value is True:
            text = "true"
        else:  # a list of words (classes): left out when none is set
            joined = " ".join(v for v in value if v)  # type: ignore[union-attr]
            if not joined:
                continue
            text = _quoted(joined)
        out += f' {_NAMES.get(key) or _name(key)}="{text}"'
    return out


def _children(children: Iterable[Child], out: list[str]) -> None:
    for child in children:
        if child is None or child is False or child == "":
            continue
        if isinstance(child, Markup):
            out.append(child)
        elif isinstance(child, str):
            out.append(escape(child, quote=False))
        elif isinstance(child, (int, float)):
            out.append(num(child))
        else:
            _children(child, out)


def el(tag: str, *children: Child, **attrs: Attr) -> Markup:
    """An element: `el("text", "Pass", x=10, y=20)` → <text x="10" y="20">Pass</text>.
    Children are Markup (kept), text (escaped), numbers, or lists of those; with none the
    element closes itself."""
    inner: list[str] = []
    _children(children, inner)
    if inner:
        return Markup(f"<{tag}{attributes(attrs)}>{''.join(inner)}</{tag}>")
    return Markup(f"<{tag}{attributes(attrs)}/>")


def join(*children: Child) -> Markup:
    """Several elements side by side, as one child."""
    out: list[str] = []
    _children(children, out)
    return Markup("".join(out))


# ---------------------------------------------------------------- shapes and words


def rect(x: float, y: float, w: float, h: float, **attrs: Attr) -> Markup:
    """A decorative rectangle (hidden from assistive technology: the target or picture that
    holds it says what it is)."""
    return el("rect", x=x, y=y, width=w, height=h, **attrs, aria_hidden=True)


def circle(cx: float, cy: float, r: float, **attrs: Attr) -> Markup:
    return el("circle", cx=cx, cy=cy, r=r, **attrs, aria_hidden=True)


def line(x1: float, y1: float, x2: float, y2: float, **attrs: Attr) -> Markup:
    return el("line", x1=x1, y1=y1, x2=x2, y2=y2, **attrs, aria_hidden=True)


def path(d: str, **attrs: Attr) -> Markup:
    return el("path", d=d, **attrs, aria_hidden=True)


def text(x: float, y: float, words: Child, size: float, **attrs: Attr) -> Markup:
    """A line of words with its baseline at y (read by assistive technology, unlike shapes)."""
    return el("text", words, x=x, y=y, font_size=size, **attrs)


def title(words: str | None) -> Markup:
    """The hover tooltip of the element it opens (a desk's mouse)."""
    return el("title", words) if words else Markup("")


# Glyph widths as a fraction of the font size, for a wide sans (DejaVu Sans): estimates on
# the safe side for other fonts.
_NARROW = dict.fromkeys("fijlrtI.,:;'!|· ", 0.33)
_WIDE = dict.fromkeys("mwMW—…", 0.9)
BOLD = 1.15


def _char_width(ch: str) -> float:
    if ch in _NARROW:
        return _NARROW[ch]
    if ch in _WIDE:
        return _WIDE[ch]
    return 0.7 if ch.isupper() or ch in "+−✓✕$" else 0.6


@functools.lru_cache(maxsize=4096)
def _em_width(words: str) -> float:
    return sum(_char_width(ch) for ch in words)


def text_width(words: str, size: float, bold: bool = False) -> float:
    """A text's estimated width in units at that font size."""
    return _em_width(words) * size * (BOLD if bold else 1)


def breakable_words(words: str) -> list[str]:
    """The words a line may break between: only at plain spaces — a no-break space (French
    "vous\u00a0:", a number's "1\u202f234") holds its neighbours together."""
    return [word for word in re.split(r"[ \t\r\n]+", words) if word]


def wrap(words: str, size: float, width: float, bold: bool = False) -> list[str]:
    """The words broken into lines no wider than `width` (a word never splits)."""
    lines: list[str] = []
    for word in breakable_words(words):
        if lines and text_width(f"{lines[-1]} {word}", size, bold) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def fitted_text(
    x: float, y: float, words: str, size: float, width: float, *, bold: bool = False, **attrs: Attr
) -> Markup:
    """A line squeezed into `width` when it would be wider (never below 80 % of its width:
    past that a layout must make room instead)."""
    wide = text_width(words, size, bold)
    squeeze: dict[str, Attr] = {}
    if wide > width:
        squeeze = {"textLength": max(width, wide * 0.8), "lengthAdjust": "spacingAndGlyphs"}
    return text(x, y, words, size, font_weight="700" if bold else None, **attrs, **squeeze)


def lines_text(
    x: float, y: float, lines: Sequence[str], size: float, step: float | None = None, **attrs: Attr
) -> Markup:
    """Several lines, the first baseline at y, each `step` below the last (1.25 × size)."""
    step = step or size * 1.25
    return join(text(x, y + i * step, words, size, **attrs) for i, words in enumerate(lines))


# ---------------------------------------------------------------- the protocol

# TRANSLATORS: a button's accessible name: {shown} is the text on the button, as it is
# drawn (voice users say it to press the button); {action} what pressing it does.
NAMED = N_("{shown}: {action}")


def named(shown: str, action: str) -> str:
    """An accessible name that starts with the words a target shows (`shown`: voice users say
    what they see), then says what activating it does."""
    return SITE.gettext(NAMED).format(shown=shown, action=action) if shown else action


def target(
    token: str | None,
    *children: Child,
    legal: bool = True,
    name: str | None = None,
    info: str | None = None,
    tip: str | None = None,
    selected: bool = False,
    last: bool | str = False,
    piece: str | None = None,
    classes: Sequence[str] = (),
    **attrs: Attr,
) -> Markup:
    """A clickable thing: `token` is its click, `legal` whether it is a possible next click
    now (a target that is not is still explained when clicked), `name` its accessible name,
    `info` its details text (also its desk tooltip, or `tip`), `last` how the latest move
    changed it (True: "changed"), `piece` its id if it is a piece that moves. With no token it
    is a picture, described but not clickable."""
    if token is None:
        return picture(name, *children, info=info, tip=tip, last=last, piece=piece, classes=classes, **attrs)
    mark = _mark(token, piece)
    cls = (*classes, "legal" if legal else "", "selected" if selected else "", "last" if last else "")
    return el(
        "g",
        title(tip or info),
        *children,
        class_=(*cls, f"mark-{mark}" if mark else ""),
        data_click=token,
        aria_label=name,
        data_info=info,
        data_mark=mark,
        **last_attrs(last, piece),
        **attrs,
    )


_marks: Mapping[str, str] = {}


@contextlib.contextmanager
def marking(marks: Mapping[str, str] | None) -> Iterator[None]:
    """Within it, targets and pictures whose token or piece is in `marks` carry its mark."""
    global _marks
    before, _marks = _marks, marks or {}
    try:
        yield
    finally:
        _marks = before


def _mark(token: str | None, piece: str | None) -> str | None:
    """How the thing with this token or piece is marked now, if it is."""
    return (_marks.get(token or "") or _marks.get(piece or "")) if _marks else None


def last_attrs(last: bool | str, piece: str | None = None) -> dict[str, Attr]:
    """The attributes that tell the shell what the latest move changed (`data-last`, how) and
    which piece an element is (`data-piece`), for elements drawn without `target`/`picture`
    (their class `last` is the caller's)."""
    return {"data_last": (last if isinstance(last, str) else "changed") if last else None, "data_piece": piece}


def picture(
    name: str | None,
    *children: Child,
    info: str | None = None,
    tip: str | None = None,
    last: bool | str = False,
    piece: str | None = None,
    classes: Sequence[str] = (),
    **attrs: Attr,
) -> Markup:
    """A thing described but not clickable: heard as `name`, its details `info`."""
    mark = _mark(None, piece)
    return el(
        "g",
        title(tip or info),
        *children,
        class_=(*classes, "last" if last else "", f"mark-{mark}" if mark else ""),
        role="img" if name else None,
        aria_label=name,
        data_info=info,
        data_mark=mark,
        **last_attrs(last, piece),
        **attrs,
    )


def group(label: str, *children: Child, **attrs: Attr) -> Markup:
    """A labelled group of targets (a hand, a row of the display), so that a screen reader
    says which group a target is in. Nothing when it holds nothing."""
    inner = join(*children)
    return el("g", inner, role="group", aria_label=label, **attrs) if inner else inner


def button(
    x: float,
    y: float,
    w: float,
    h: float,
    label: str,
    token: str | None,
    *,
    legal: bool = True,
    name: str | None = None,
    info: str | None = None,
    size: float = 15,
    selected: bool = False,
    bold: bool = False,
    fill: str = "#fffaf0",
    stroke: str = "#3b2f1e",
    ink: str = "#3b2f1e",
    classes: Sequence[str] = ("button",),
    **attrs: Any,
) -> Markup:
    """A rounded button showing `label` (squeezed to fit), named `name` (or its label)."""
    return target(
        token,
        rect(x, y, w, h, rx=8, fill=fill, stroke=stroke, stroke_width=1.5),
        fitted_text(x + w / 2, y + h / 2 + size * 0.35, label, size, w - 8, bold=bold, text_anchor="middle", fill=ink),
        legal=legal,
        name=name or label,
        info=info,
        selected=selected,
        classes=classes,
        **attrs,
    )


def document(w: float, h: float, label: str, *children: Child, backdrop: str | None = None, **attrs: Attr) -> Markup:
    """A whole drawing: its viewBox, the name it is heard by, and what it is drawn on (a
    `backdrop` colour filling the whole box, under everything)."""
    ground = backdrop and el("rect", width=w, height=h, fill=backdrop, aria_hidden=True)
    return el(
        "svg",
        ground,
        *children,
        xmlns="http://www.w3.org/2000/svg",
        viewBox=f"0 0 {num(w)} {num(h)}",
        class_=attrs.pop("class_", "board"),
        role="img",
        aria_label=label,
        **attrs,
    )


def symbols(prefix: str, shapes: Mapping[str, str]) -> Markup:
    """<defs> of reusable glyphs, each drawn in a 24 × 24 box centred on 0,0 in currentColor
    (`shapes` are the glyphs' SVG, our own), placed with `use_symbol`."""
    return el(
        "defs",
        (
            el(
                "symbol",
                el("g", Markup(body), fill="currentColor"),
                id=f"{prefix}-{key}",
                viewBox="-12 -12 24 24",
                overflow="visible",
            )
            for key, body in shapes.items()
        ),
    )


def use_symbol(prefix: str, key: str, x: float, y: float, size: float, colour: str) -> Markup:
    """A glyph of `symbols`, centred on x, y."""
    return el(
        "use",
        href=f"#{prefix}-{key}",
        x=x - size / 2,
        y=y - size / 2,
        width=size,
        height=size,
        style=f"color:{colour}",
        aria_hidden=True,
    )


def seat_colours(palette: Sequence[str], players: int) -> list[str]:
    """Each seat's colour, the palette repeated if there are more seats than colours."""
    return [palette[p % len(palette)] for p in range(players)]


def drawn(
    svg: str, prompt: str, colours: Sequence[str], panels: Sequence[tuple[str, str]] = (), main_title: str | None = None
) -> dict[str, object]:
    """A render answer (Game.render): the drawing, the prompt, each seat's colour, and on a
    phone its panels as (title, drawing) — further views shown as tabs."""
    out: dict[str, object] = {"svg": svg, "prompt": prompt, "seat_colours": list(colours)}
    if panels:
        out["panels"] = [{"title": t, "svg": s} for t, s in panels]
    if main_title:
        out["main_title"] = main_title
    return out


Drawn = TypeVar("Drawn")


def per_language(maxsize: int, *also: Callable[[], Hashable]) -> Callable[[Callable[..., Drawn]], Callable[..., Drawn]]:
    """functools.lru_cache for a piece or a text whose words are translated when it is made:
    the current language, and each `also()` (e.g. the rules version in force), are part of the
    key. A drawing is made on every click, mostly of pieces drawn just as before."""

    def decorate(make: Callable[..., Drawn]) -> Callable[..., Drawn]:
        @functools.lru_cache(maxsize)
        def in_language(_key: tuple[Hashable, ...], *args: Any, **kwargs: Any) -> Drawn:
            return make(*args, **kwargs)

        @functools.wraps(make)
        def made(*args: Any, **kwargs: Any) -> Drawn:
            return in_language((i18n.current(), *(key() for key in also)), *args, **kwargs)

        return made

    return decorate
