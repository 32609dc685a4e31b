"""Take-away's board: the pile of stones, the three "take" buttons and each player's stones
taken — a desk layout ("wide") and a phone layout (PHONE_W units wide, buttons ≥ MIN_TARGET).
Elements are built with ElementTree, which escapes every text and attribute."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from ludoteca.core.i18n import number

from .data import MOST
from .texts import _, ngettext, prompt, stones

SEAT_COLOURS = ("#1f5fa8", "#b3261e")
PHONE_W = 360
MIN_TARGET = 46
STONE = "#6b5b4b"


def rules_html() -> str:
    return "<p>" + _("Take one, two or three stones from the pile in turn; who takes the last stone wins.") + "</p>"


def _svg(width: int, height: int) -> ET.Element:
    return ET.Element(
        "svg",
        xmlns="http://www.w3.org/2000/svg",
        viewBox=f"0 0 {width} {height}",
        role="group",
        **{"aria-label": _("Take-away table")},
    )


def _text(parent: ET.Element, x: float, y: float, words: str, size: int, **attrs) -> None:
    ET.SubElement(
        parent, "text", x=str(x), y=str(y), **{"font-size": str(size), "text-anchor": "middle"}, **attrs
    ).text = words


def _pile(parent: ET.Element, view: dict, x: int, y: int, per_row: int, gap: int) -> None:
    """The stones, in rows; decorative, the group says how many."""
    group = ET.SubElement(
        parent, "g", role="group", **{"aria-label": _("The pile: {stones}").format(stones=stones(view["pile"]))}
    )
    rows = -(-max(view["pile"], 1) // per_row)
    ET.SubElement(
        group,
        "rect",
        x=str(x - gap // 2),
        y=str(y - gap // 2),
        width=str(gap * per_row),
        height=str(gap * rows),
        rx="10",
        fill="#efe6d2",
        **{"aria-hidden": "true"},
    )
    for k in range(view["pile"]):
        ET.SubElement(
            group,
            "circle",
            cx=str(x + gap * (k % per_row)),
            cy=str(y + gap * (k // per_row)),
            r=str(gap // 2 - 2),
            fill=STONE,
            **{"aria-hidden": "true"},
        )


def _buttons(parent: ET.Element, view: dict, ui: dict, x: int, y: int, size: int) -> None:
    group = ET.SubElement(parent, "g", role="group", **{"aria-label": _("Take stones")})
    for take in range(1, MOST + 1):
        token = f"take:{take}"
        shown = _("Take {n}").format(n=number(take))
        info = ngettext("Take {n} stone from the pile.", "Take {n} stones from the pile.", take).format(n=number(take))
        button = ET.SubElement(
            group,
            "g",
            {
                "class": "button legal" if token in ui["next"] else "button",
                "data-click": token,
                "data-info": info,
                "aria-label": f"{shown}: {info}",
            },
        )
        left = x + (take - 1) * (size + 10)
        ET.SubElement(
            button,
            "rect",
            x=str(left),
            y=str(y),
            width=str(size),
            height=str(size),
            rx="8",
            fill="#f2ead8",
            stroke=STONE,
        )
        _text(button, left + size / 2, y + size / 2 + 6, shown, 16)


def _players(parent: ET.Element, view: dict, x: int, y: int, step: int) -> None:
    for p in range(2):
        who = _("You") if p == view["viewer"] else f"{{p{p}}}"
        line = _("{name}: {stones} taken").format(name=who, stones=stones(view["taken"][p]))
        seat = ET.SubElement(parent, "g", {"class": "player", "data-info": line})
        _text(seat, x, y + p * step, line, 16, fill=SEAT_COLOURS[p])


def render(view: dict, ui: dict) -> dict:
    acting = ui if view["viewer"] in view["to_act"] else {"next": []}
    if ui["screen"] == "phone":
        root = _svg(PHONE_W, 430)
        _buttons(root, view, acting, 22, 20, 96)
        _players(root, view, PHONE_W // 2, 150, 26)
        _pile(root, view, 36, 230, 9, 36)
    else:
        root = _svg(560, 360)
        _pile(root, view, 40, 40, 7, 40)
        _buttons(root, view, acting, 330, 40, 60)
        _players(root, view, 420, 160, 26)
    return {"svg": ET.tostring(root, encoding="unicode"), "prompt": prompt(view), "seat_colours": list(SEAT_COLOURS)}
