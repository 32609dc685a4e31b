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
_CLICKABLE = re.compile(r"<[^<>]* data-click=[^<>]*>")     # the start tag of a target


def spaced(drawing: str) -> str:
    """`drawing` with SEPARATOR before each </text> inside an element with data-click, unless
    the text is empty (WebKit gives a text of a lone zero-width space a box far off the card,
    which then covers the board in the element's bounds). Only the clickable elements are read
    tag by tag (this runs on every click: the rest of a drawing is passed over)."""
    out, at, search_from = [], 0, 0
    while (clickable := _CLICKABLE.search(drawing, search_from)) is not None:
        search_from = clickable.end()
        if clickable.group().endswith("/>"):
            continue
        content_starts = [clickable.end()]    # for each element open: the end of its start tag
        for m in _TAG.finditer(drawing, clickable.end()):
            tag = m.group()
            search_from = m.end()
            if tag.startswith("</"):
                content_start = content_starts.pop()
                if tag == "</text>" and drawing[content_start:m.start()].strip():
                    out.append(drawing[at:m.start()] + SEPARATOR + tag)
                    at = m.end()
                if not content_starts:
                    break                                # the clickable element has ended
            elif not tag.endswith("/>") and not tag.startswith("<!"):
                content_starts.append(m.end())
    out.append(drawing[at:])
    return "".join(out)


def spaced_render(drawn: dict) -> dict:
    """A game's render answer with its drawing and every panel's drawing spaced."""
    out = dict(drawn, svg=spaced(drawn["svg"]))
    if drawn.get("panels"):
        out["panels"] = [dict(panel, svg=spaced(panel["svg"])) for panel in drawn["panels"]]
    return out
