"""Words and discs that stay on their card (issue 36): on the phone's hand, in English, German and
French, every text of a card (its glyph, what it does, where it leads, the previous card's
"by ②") lies inside the card, and every disc drawn on a card — the previous card's amulet
naming who played it — lies inside the card's edge with its white ring, both ways. Widths are
the kit's estimates (core/svg.text_width, on the wide side)."""

import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import i18n
from ludoteca.games.yucata.layouts import CARD_H, CARD_W, HAND_W, HAND_X
from ludoteca.games.yucata.rules import GAME

from ..yutaka.test_text_fit import extent, num, rect_box
from .test_draw import NS, positions

SLACK = 0.5  # units: rounding
# The shell outlines what the latest move changed 3.5 units wide over a card's edge (app.css,
# svg [data-last] > rect): a disc keeps clear of that by a unit, or it seems to cross it.
LAST_OUTLINE, CLEAR = 3.5, 1.0


def cards(root: ET.Element):
    """(group, frame) for each card drawn: a group whose first box is a card's size."""
    for group in root.iter(NS + "g"):
        frame = next((c for c in group if c.tag == NS + "rect"), None)
        if frame is not None and (num(frame, "width"), num(frame, "height")) == (CARD_W, CARD_H):
            yield group, frame


def problems(root: ET.Element, what: str) -> list[str]:
    out = []
    for group, frame in cards(root):
        x0, x1, y0, y1 = rect_box(frame)
        inner = max(num(frame, "stroke-width", 1), LAST_OUTLINE) / 2  # inside the card's edge, outlined
        x0, x1, y0, y1 = x0 + inner, x1 - inner, y0 + inner, y1 - inner
        for el in group.iter(NS + "text"):
            words = "".join(el.itertext()).replace("\u200b", "").strip()
            if not words:
                continue
            left, right, top, bottom = extent(el)
            if left < x0 - SLACK or right > x1 + SLACK or top < y0 - SLACK or bottom > y1 + SLACK:
                out.append(f"{what}: {words!r} ({left:.0f}–{right:.0f}, {top:.0f}–{bottom:.0f}) leaves its card")
        for disc in group.iter(NS + "circle"):
            cx, cy = num(disc, "cx"), num(disc, "cy")
            r = num(disc, "r") + num(disc, "stroke-width") / 2 + CLEAR
            if cx - r < x0 - SLACK or cx + r > x1 + SLACK or cy - r < y0 - SLACK or cy + r > y1 + SLACK:
                out.append(f"{what}: a disc at ({cx:.0f}, {cy:.0f}) crosses its card's edge")
        for box in group.iter(NS + "rect"):
            if box is frame or box.get("fill") in (None, "none") or "hit" in (box.get("class") or ""):
                continue
            edge = num(box, "stroke-width") / 2 if box.get("stroke") not in (None, "none") else 0
            bl, br, bt, bb = rect_box(box)
            bl, br, bt, bb = bl - edge, br + edge, bt - edge, bb + edge
            if bl < x0 - SLACK or br > x1 + SLACK or bt < y0 - SLACK or bb > y1 + SLACK:
                out.append(f"{what}: a shape ({bl:.0f}–{br:.0f}, {bt:.0f}–{bb:.0f}) crosses its card's edge")
    return out


@pytest.fixture
def english_afterwards():
    yield
    i18n.use("en")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_card_keeps_its_words_and_discs_inside(lang, english_afterwards):
    i18n.use(lang)
    found, previous_seen = [], 0
    for seed in range(4):
        for state, label in positions(seed):
            for viewer in (GAME.to_act(state)[0] if not GAME.is_over(state) else 0, None):
                acting = viewer is not None and not GAME.is_over(state)
                nxt = GAME.next_clicks(state, viewer, []) if acting else []
                drawn = GAME.render(GAME.view(state, viewer), {"path": [], "next": nxt, "screen": "phone"})
                root = ET.fromstring(drawn["svg"])
                found += problems(root, f"{label}, viewer {viewer}")
                previous_seen += any("previous" in (g.get("class") or "") for g, _ in cards(root))
    assert previous_seen, "no previous card was drawn"
    assert not found, "\n".join(found[:20])


def test_the_check_sees_a_disc_on_the_edge():
    """The check itself: the previous card's disc moved down onto the card's bottom edge fails."""
    state = next(s for s, _ in positions(0) if s.get("previous"))
    drawn = GAME.render(GAME.view(state, None), {"path": [], "next": [], "screen": "phone"})
    root = ET.fromstring(drawn["svg"])
    group, frame = next((g, f) for g, f in cards(root) if "previous" in (g.get("class") or ""))
    assert not problems(root, "as drawn")
    disc = next(group.iter(NS + "circle"))
    disc.set("cy", str(num(frame, "y") + CARD_H - 5))
    assert problems(root, "moved") == [
        "moved: a disc at " + f"({num(disc, 'cx'):.0f}, {num(disc, 'cy'):.0f}) crosses its card's edge"
    ]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("touch", [True, False])
def test_the_phone_hands_heading_stays_on_the_screen(lang, touch, english_afterwards):
    """ "Your cards — tap one to play" above the phone's hand, as it is said on a touch screen
    ("tippe auf", "touchez") or with a mouse, ends inside the hand's width."""
    i18n.use(lang)
    state = next(s for s, _ in positions(0))
    viewer = GAME.to_act(state)[0]
    ui = {"path": [], "next": GAME.next_clicks(state, viewer, []), "screen": "phone", "touch": touch}
    root = ET.fromstring(GAME.render(GAME.view(state, viewer), ui)["svg"])
    heading = next(t for t in root.iter(NS + "text") if "—" in "".join(t.itertext()))
    left, right, _top, _bottom = extent(heading)
    assert "{" not in "".join(heading.itertext())
    assert HAND_X - SLACK <= left and right <= HAND_X + HAND_W + SLACK, (left, right)
