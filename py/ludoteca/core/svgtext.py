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
    """`drawing` with SEPARATOR before each </text> inside an element with data-click."""
    out, at, clickable = [], 0, []          # for each open element: inside a clickable one?
    for m in _TAG.finditer(drawing):
        tag = m.group()
        if tag.startswith("</"):
            inside = clickable.pop() if clickable else False
            if tag == "</text>" and inside:
                out.append(drawing[at:m.start()] + SEPARATOR + tag)
                at = m.end()
        elif not tag.endswith("/>") and not tag.startswith("<!"):
            clickable.append(bool(clickable and clickable[-1]) or " data-click=" in tag)
    out.append(drawing[at:])
    return "".join(out)


def spaced_render(drawn: dict) -> dict:
    """A game's render answer with its drawing and every panel's drawing spaced."""
    out = dict(drawn, svg=spaced(drawn["svg"]))
    if drawn.get("panels"):
        out["panels"] = [dict(panel, svg=spaced(panel["svg"])) for panel in drawn["panels"]]
    return out
