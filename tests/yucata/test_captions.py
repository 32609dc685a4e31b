"""Every caption stays inside what it labels (issue 29: on a phone, in English, "takes nothing"
ran into the next card): each text of a card, the previous card, a small card and a player's
plate or chip, measured with the kit's width estimate (`text_width`, or the squeezed
`textLength`), lies inside that element's frame (and so does a disc drawn on it), in English, German and French, on both
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
        # a disc drawn on it (the previous card's "by ②") stays inside its edge too (issue 36)
        # (app.css draws the edge of what the latest move changed 3.5 wide: 1.75 inside the frame)
        top, height = float(box.get("y")), float(box.get("height"))
        inner = top + height - 1.75
        for disc in frame.iter(NS + "circle"):
            cx, cy, r = (float(disc.get(k)) for k in ("cx", "cy", "r"))
            r += float(disc.get("stroke-width") or 0) / 2
            if cx - r < left or cx + r > left + width or cy - r < top or cy + r > inner:
                found.append(f"{where}: a disc at {cx:.0f},{cy:.0f} crosses the edge of {frame.get('class')}")
        for piece in (el for el in frame.iter(NS + "g") if "amulet" in (el.get("class") or "")):
            for foot in piece.iter(NS + "rect"):
                low = float(foot.get("y")) + float(foot.get("height")) + float(foot.get("stroke-width") or 0) / 2
                if low > inner:
                    found.append(f"{where}: an amulet's foot crosses the bottom edge of {frame.get('class')}")
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
    assert not problems, "\n".join(sorted({p.split(": ", 1)[1] for p in problems})[:20])
