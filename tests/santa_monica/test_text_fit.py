"""Words that fit on Santa Monica's boards (issue 36), in English, German and French: a city
card's scoring line is never cut on the phone (what its ring needs is at its end), the latest move in words
stays inside the drawing once the seats' names are put in, and the sand dollar step's heading on
the phone wraps instead of running off the drawing. Widths are the kit's estimates (as in
tests/yutaka/test_text_fit.py)."""

import random
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import get_game, i18n
from ludoteca.games.santa_monica import layouts
from ludoteca.games.santa_monica import words as W
from ludoteca.games.santa_monica.content import DOLLAR_BY_ID, DOLLAR_NAME
from ludoteca.games.santa_monica.faces import SCORE_INK
from ludoteca.seats import default_name

from ..yutaka.test_text_fit import extent

GAME = get_game("santa_monica")
NS = "{http://www.w3.org/2000/svg}"


def positions(seed: int, every: int = 5):
    state = GAME.setup({"players": 2}, seed)
    rng = random.Random(seed)
    step = 0
    while not GAME.is_over(state):
        p = GAME.to_act(state)[0]
        state = GAME.apply(state, GAME.forced_move(state, p) or GAME.random_move(state, p, rng))
        step += 1
        if step % every == 0:
            yield state


def drawn(state, viewer: int, screen: str, lang: str) -> list[ET.Element]:
    view = GAME.view(state, viewer)
    nxt = GAME.next_clicks(state, viewer, []) if viewer in GAME.to_act(state) else []
    out = GAME.render(view, {"path": [], "next": nxt, "screen": screen})
    roots = []
    for svg in [out["svg"], *(panel["svg"] for panel in out.get("panels", []))]:
        for p in range(2):  # named as the table names them, in that language
            svg = svg.replace(f"{{p{p}}}", default_name(p))
        roots.append(ET.fromstring(svg))
    return roots


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_scoring_lines_are_whole_and_the_latest_move_stays_inside(lang):
    faults = []
    try:
        i18n.use(lang)
        for state in (*positions(3), *positions(5)):
            for screen in ("phone", "wide"):
                for root in drawn(state, 0, screen, lang):
                    width = float(root.get("viewBox").split()[2])
                    for el in root.iter(NS + "text"):
                        words = "".join(el.itertext()).replace("\u200b", "").strip()
                        if not words:
                            continue
                        if words.endswith("…"):
                            kind = "cut scoring line" if el.get("fill") == SCORE_INK else "cut line"
                            faults.append((screen, kind, words))
                        left, right, _top, _bottom = extent(el)
                        if right > width + 0.5 or left < -0.5:
                            faults.append((screen, f"off the edge by {right - width:.0f}", words))
    finally:
        i18n.use("en")
    assert faults == [], sorted(set(faults))[:20]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_phone_s_sand_dollar_headings_stay_inside_the_drawing(lang):
    try:
        i18n.use(lang)
        for dollar in DOLLAR_BY_ID:
            for picked, touch in ((False, False), (False, True), (True, False), (True, True)):
                page = layouts.Column()  # (the words as the page shows them: "tippe auf" for "{tap}")
                page.heading(i18n.press_words(W.dollar_step_words(dollar, picked), touch))
                root = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{"".join(page.out)}</svg>')
                for el in root.iter(NS + "text"):
                    left, right, _top, _bottom = extent(el)
                    assert 0 <= left and right <= 352 + 0.5, (DOLLAR_NAME[dollar], "".join(el.itertext()))
    finally:
        i18n.use("en")
