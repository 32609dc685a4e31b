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

SEPARATOR = "\u200b"        # a zero-width space
_TAG = re.compile(r"<[^<>]*>")


def spaced(drawing: str) -> str:
    """`drawing` with SEPARATOR before each </text> inside an element with data-click, unless
    the text is empty (WebKit gives a text of a lone zero-width space a box far off the card,
    which then covers the board in the element's bounds)."""
    out, at = [], 0
    open_elements = []          # for each open element: (inside a clickable one?, end of its start tag)
    for m in _TAG.finditer(drawing):
        tag = m.group()
        if tag.startswith("</"):
            inside, content_start = open_elements.pop() if open_elements else (False, m.start())
            if tag == "</text>" and inside and drawing[content_start:m.start()].strip():
                out.append(drawing[at:m.start()] + SEPARATOR + tag)
                at = m.end()
        elif not tag.endswith("/>") and not tag.startswith("<!"):
            inside = bool(open_elements and open_elements[-1][0]) or " data-click=" in tag
            open_elements.append((inside, m.end()))
    out.append(drawing[at:])
    return "".join(out)


def spaced_render(drawn: dict) -> dict:
    """A game's render answer with its drawing and every panel's drawing spaced."""
    out = dict(drawn, svg=spaced(drawn["svg"]))
    if drawn.get("panels"):
        out["panels"] = [dict(panel, svg=spaced(panel["svg"])) for panel in drawn["panels"]]
    return out
