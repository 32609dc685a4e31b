"""The words a clickable element of a drawing shows, kept apart.

A target such as a Yucata' card shows several texts ("1", "takes nothing"). Assistive
technology and axe's label-in-name check (WCAG 2.5.3: a target's name contains the words it
shows, so that voice control can say them) join an element's texts with nothing between them
("1takes nothing"). `spaced` ends each text inside a clickable element with a zero-width
space: never drawn (a default-ignorable character), not whitespace that SVG would strip, and
inside the <text> element, so that the drawing patches (ludoteca.svgdiff) still patch a
clickable group in parts (text between a group's children would make them replace it whole).
Game.render applies it to every drawing, so no game has to."""

from __future__ import annotations

import re

from .jsonish import JsonObject

SEPARATOR = "\u200b"  # a zero-width space
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def escape(text: str, quote: bool = True) -> str:
    """`text` as markup (element text or an attribute value): html.escape's output, without
    importing the html module, whose table of entities would be a large share of the standard
    library the page downloads (the page ships only the modules it imports; ludoteca.build)."""
    if quote:
        return text.translate(_ESCAPES)
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


_TAG = re.compile(r"<[^<>]*>")
_CLICK = " data-click="


def _next_clickable(drawing: str, start: int) -> tuple[int, int] | None:
    """(start, end) of the first start tag from `start` on that has a data-click attribute.
    Found by the attribute's text, then the tag around it: a regular expression for the whole
    tag tried every "<" of the drawing, and this runs on every click."""
    while (found := drawing.find(_CLICK, start)) != -1:
        opens = drawing.rfind("<", 0, found)
        closes = drawing.find(">", found)
        if (
            opens != -1
            and closes != -1
            and drawing.find(">", opens, found) == -1
            and drawing.find("<", found, closes) == -1
        ):
            return opens, closes + 1
        start = found + len(_CLICK)  # in text, not in a tag
    return None


def spaced(drawing: str) -> str:
    """`drawing` with SEPARATOR before each </text> inside an element with data-click, unless
    the text is empty (WebKit gives a text of a lone zero-width space a box far off the card,
    which then covers the board in the element's bounds). Only the clickable elements are read
    tag by tag (this runs on every click: the rest of a drawing is passed over)."""
    out, at, search_from = [], 0, 0
    while (clickable := _next_clickable(drawing, search_from)) is not None:
        search_from = clickable[1]
        if drawing.endswith("/>", 0, clickable[1]):
            continue
        content_starts = [clickable[1]]  # for each element open: the end of its start tag
        for m in _TAG.finditer(drawing, clickable[1]):
            tag = m.group()
            search_from = m.end()
            if tag.startswith("</"):
                content_start = content_starts.pop()
                if tag == "</text>" and drawing[content_start : m.start()].strip():
                    out.append(drawing[at : m.start()] + SEPARATOR + tag)
                    at = m.end()
                if not content_starts:
                    break  # the clickable element has ended
            elif not tag.endswith("/>") and not tag.startswith("<!"):
                content_starts.append(m.end())
    out.append(drawing[at:])
    return "".join(out)


def spaced_render(drawn: JsonObject) -> JsonObject:
    """A game's render answer with its drawing and every panel's drawing spaced."""
    out = dict(drawn, svg=spaced(drawn["svg"]))
    if drawn.get("panels"):
        out["panels"] = [dict(panel, svg=spaced(panel["svg"])) for panel in drawn["panels"]]
    return out
