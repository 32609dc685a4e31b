"""Words that fit (issue 29, part 2): in English, German and French, on the desk and the phone
(board and panel), every text lies inside the drawing and inside the box it is drawn in (a
card, a strip, a tile, a band, an island's row), no two texts on one line overlap, and no shape
drawn after a text covers it. Widths are the kit's estimates (core/svg.text_width, on the wide
side); seats are named as the table names them, "Player 2" in each language, and once with a
long name."""

import random
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import get_game, i18n
from ludoteca.core.svg import text_width
from ludoteca.seats import default_name

from .test_draw import NS, OPTIONS

GAME = get_game("yutaka")
SLACK = 0.5  # units: rounding


def positions(seed: int, every: int = 4):
    rng = random.Random(seed)
    state = GAME.setup(dict(OPTIONS[seed % len(OPTIONS)], players=2), seed)
    step = 0
    while True:
        if step % every == 0 or GAME.is_over(state):
            yield state
        if GAME.is_over(state):
            return
        state = GAME.apply(state, rng.choice(GAME.legal_moves(state, GAME.to_act(state)[0])))
        step += 1


def named(svg: str, names: list[str]) -> ET.Element:
    for i, name in enumerate(names):
        svg = svg.replace(f"{{p{i}}}", name)
    return ET.fromstring(svg)


def num(el, key, default=0.0) -> float:
    value = el.get(key)
    return float(value) if value is not None else default


def extent(el) -> tuple[float, float, float, float]:
    """A text's box (left, right, top, bottom) by the kit's width estimate."""
    words = "".join(el.itertext()).replace("\u200b", "").strip()
    size = float(el.get("font-size"))
    width = num(el, "textLength") or text_width(words, size, (el.get("font-weight") or "400") >= "700")
    x, y = num(el, "x"), num(el, "y")
    anchor = el.get("text-anchor") or "start"
    left = x - width if anchor == "end" else x - width / 2 if anchor == "middle" else x
    return left, left + width, y - 0.75 * size, y + 0.2 * size


def rect_box(el) -> tuple[float, float, float, float]:
    x, y = num(el, "x"), num(el, "y")
    return x, x + num(el, "width"), y, y + num(el, "height")


def covers(el) -> bool:
    """A shape that hides what lies under it (not a hit area, an outline or a see-through wash)."""
    if el.get("fill") in ("none", None) or "hit" in (el.get("class") or ""):
        return False
    return float(el.get("fill-opacity") or el.get("opacity") or 1) > 0.6


def problems(root: ET.Element, what: str) -> list[str]:
    parents = {child: parent for parent in root.iter() for child in parent}
    _, _, width, _ = (float(v) for v in root.get("viewBox").split())
    order = {el: k for k, el in enumerate(root.iter())}
    shapes = [(order[el], el) for el in root.iter() if el.tag in (NS + "rect", NS + "use") and covers(el)]
    boxes, out = [], []
    for el in root.iter(NS + "text"):
        words = "".join(el.itertext()).replace("\u200b", "").strip()
        if not words:
            continue
        left, right, top, bottom = box = extent(el)
        boxes.append((words, box))
        if left < -SLACK or right > width + SLACK:
            out.append(f"{what}: {words!r} leaves the drawing ({left:.0f}–{right:.0f} of {width:.0f})")
        holder = parents.get(el)  # the nearest group drawn on a box of its own: the text stays inside
        while holder is not None:
            frame = next((c for c in holder if c.tag == NS + "rect" and c.get("width")), None)
            if frame is not None:
                x0, x1, _, _ = rect_box(frame)
                if left < x0 - SLACK or right > x1 + SLACK:
                    out.append(f"{what}: {words!r} ({left:.0f}–{right:.0f}) overflows its box ({x0:.0f}–{x1:.0f})")
                break
            holder = parents.get(holder)
        for k, shape in shapes:
            if k <= order[el]:
                continue
            if shape.tag == NS + "use":
                sx, sy, sw, sh = (num(shape, a) for a in ("x", "y", "width", "height"))
                sbox = (sx + sw * 0.2, sx + sw * 0.8, sy + sh * 0.2, sy + sh * 0.8)  # a glyph's ink
            else:
                sbox = rect_box(shape)
            if sbox[0] < right - 1 and left + 1 < sbox[1] and sbox[2] < bottom - 1 and top + 1 < sbox[3]:
                out.append(f"{what}: {words!r} lies under a {shape.tag[len(NS) :]} drawn after it")
    for i, (a, (al, ar, at, ab)) in enumerate(boxes):
        for b, (bl, br, bt, bb) in boxes[i + 1 :]:
            if al < br - 1 and bl < ar - 1 and at < bb - 1 and bt < ab - 1:
                out.append(f"{what}: {a!r} and {b!r} overlap")
    return out


def drawings(state, names: list[str] | None = None):
    """(what, root) for both viewers and the spectator, both screens, board and panels."""
    for viewer in (0, 1, None):
        view = GAME.view(state, viewer)
        acting = viewer is not None and not GAME.is_over(state) and viewer in GAME.to_act(state)
        paths = [[]]
        if acting and state["phase"] == "play":
            paths.append([f"card:{state['hands'][viewer][0]}"])
        for path in paths:
            nxt = GAME.next_clicks(state, viewer, path) if acting else []
            for screen in ("wide", "phone"):
                drawn = GAME.render(view, {"path": path, "next": nxt, "screen": screen})
                seats = names or [default_name(0), default_name(1)]
                yield f"viewer {viewer} {screen} {path}", named(drawn["svg"], seats)
                for panel in drawn.get("panels", []):
                    yield f"viewer {viewer} {screen} {panel['title']}", named(panel["svg"], seats)


@pytest.fixture
def english_afterwards():
    yield
    i18n.use("en")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_text_fits_its_box_and_nothing_covers_it(lang, english_afterwards):
    i18n.use(lang)
    found: list[str] = []
    for seed in range(len(OPTIONS)):
        for state in positions(seed):
            for what, root in drawings(state):
                found += [f"seed {seed}, {p}" for p in problems(root, what)]
    assert not found, "\n".join(sorted(set(found))[:40])


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_long_names_fit_too(lang, english_afterwards):
    """Names of twelve letters, in every band and row that shows them."""
    i18n.use(lang)
    found: list[str] = []
    for state in positions(2, every=15):
        for what, root in drawings(state, ["Maximiliane", "Bartholomew"]):
            found += problems(root, what)
    assert not found, "\n".join(sorted(set(found))[:40])
