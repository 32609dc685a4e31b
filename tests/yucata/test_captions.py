"""Every caption stays inside what it labels (issue 29: on a phone, in English, "takes nothing"
ran into the next card): each text of a card, the previous card, a small card and a player's
plate or chip, measured with the kit's width estimate (`text_width`, or the squeezed
`textLength`), lies inside that element's frame, in English, German and French, on both
screens, for every viewer, at every position of seeded games."""

import random
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import i18n
from ludoteca.core.svg import text_width
from ludoteca.games.yucata import data
from ludoteca.games.yucata.rules import GAME

NS = "{http://www.w3.org/2000/svg}"
FRAMED = {"card", "previous", "mini", "player"}
LAYOUTS = [layout.id for layout in data.LAYOUTS]
NAMES = ["Ana", "Bo", "Cy", "Di"]  # names are the players' own (any length): plates clip them


def positions(seed: int):
    rng = random.Random(seed)
    state = GAME.setup({"players": 2 + seed % 3, "layout": LAYOUTS[seed % len(LAYOUTS)]}, seed)
    while True:
        yield state
        if GAME.is_over(state):
            return
        state = GAME.apply(state, rng.choice(GAME.legal_moves(state, GAME.to_act(state)[0])))


def extent(el, size: float) -> tuple[float, float]:
    """The left and right end of a text, as the kit estimates it."""
    words = "".join(el.itertext()).replace("\u200b", "")  # Game.render's word breaks
    for n, name in enumerate(NAMES):
        words = words.replace(f"{{p{n}}}", name)
    bold = (el.get("font-weight") or "400") >= "700"
    width = float(el.get("textLength") or text_width(words, size, bold))
    x = float(el.get("x"))
    anchor = el.get("text-anchor") or "start"
    return {"start": (x, x + width), "middle": (x - width / 2, x + width / 2), "end": (x - width, x)}[anchor]


def overflows(root, where: str) -> list[str]:
    found = []
    for frame in (el for el in root.iter() if set((el.get("class") or "").split()) & FRAMED):
        box = frame.find(NS + "rect")
        if box is None:
            box = frame.find(f".//{NS}rect")
        left, width = float(box.get("x")), float(box.get("width"))
        for el in frame.iter(NS + "text"):
            if not "".join(el.itertext()).strip() or el.get("clip-path"):
                continue  # a player's name is clipped to its place
            a, b = extent(el, float(el.get("font-size")))
            if a < left + 1 or b > left + width - 1:
                said = "".join(el.itertext())
                found.append(f"{where}: {said!r} spans {a:.0f}–{b:.0f} in {left:.0f}–{left + width:.0f}")
    return found


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_caption_stays_inside_its_card(lang):
    before, problems = i18n.current(), []
    i18n.use(lang)
    try:
        for seed in range(4):
            for k, state in enumerate(positions(seed)):
                for viewer in [*range(state["options"]["players"]), None]:
                    acting = viewer is not None and viewer in GAME.to_act(state)
                    nxt = GAME.next_clicks(state, viewer, []) if acting else []
                    view = GAME.view(state, viewer)
                    for screen in ("wide", "phone"):
                        drawn = GAME.render(view, {"path": [], "next": nxt, "screen": screen})
                        for svg in [drawn["svg"], *(p["svg"] for p in drawn.get("panels", ()))]:
                            problems += overflows(ET.fromstring(svg), f"{lang} seed {seed} move {k} {screen}")
    finally:
        i18n.use(before)
    assert not problems, "\n".join(sorted(set(p.split(": ", 1)[1] for p in problems))[:20])
