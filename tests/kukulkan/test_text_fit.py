"""The phone's hint beside Draw stays on the screen (issue 36): "{Tap} the dot where your trail
starts." and "Trail: … {Tap} the next dot." are measured as the player reads them, "Touchez" or
"Cliquez sur" said, not their slot, so that each of their lines ends inside the 360-unit drawing
in English, German and French, on a touch screen and with a mouse. Widths are the kit's
estimates (core/svg.text_width, on the wide side)."""

import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import i18n
from ludoteca.core.svg import PHONE_W, text_width
from ludoteca.games.kukulkan.layouts import BAR_H
from ludoteca.games.kukulkan.rules import GAME
from ludoteca.games.kukulkan.tutorial import TUTORIAL

NS = "{http://www.w3.org/2000/svg}"
SLACK = 0.5  # units: rounding


def lines(root: ET.Element):
    """(words, left, right) of every line drawn in the bar above the sheet: a text's own words,
    or each of its tspans placed on a line of its own."""
    for el in root.iter(NS + "text"):
        if float(el.get("y") or 0) > BAR_H and not any(t.get("y") for t in el):
            continue
        size, bold = float(el.get("font-size")), (el.get("font-weight") or "400") >= "700"
        parts = [t for t in el if t.tag == NS + "tspan" and t.get("x")] or [el]
        for part in parts:
            words = "".join(part.itertext()).strip()
            if words and el.get("text-anchor") in (None, "start"):
                left = float(part.get("x") or el.get("x"))
                yield words, left, left + float(el.get("textLength") or text_width(words, size, bold))


@pytest.fixture
def english_afterwards():
    yield
    i18n.use("en")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("touch", [True, False])
def test_the_hint_beside_draw_stays_on_the_phone(lang, touch, english_afterwards):
    i18n.use(lang)
    state = GAME.setup({**TUTORIAL.options, "players": TUTORIAL.players}, TUTORIAL.seed)
    view, found, hints = GAME.view(state, 0), [], 0
    first_dot = next(t for t in GAME.next_clicks(state, 0, ["draw"]) if t.startswith("v:"))
    for path in (["draw"], ["draw", first_dot]):
        ui = {"path": path, "next": GAME.next_clicks(state, 0, path), "screen": "phone", "touch": touch}
        root = ET.fromstring(GAME.render(view, ui)["svg"])
        for words, _left, right in lines(root):
            assert "{" not in words, f"a slot left unsaid: {words!r}"
            hints += "." in words
            if right > PHONE_W + SLACK:
                found.append(f"{path}: {words!r} ends at {right:.0f} > {PHONE_W}")
    assert hints, "no hint drawn beside Draw"
    assert not found, "\n".join(found)
