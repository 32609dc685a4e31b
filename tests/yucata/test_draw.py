"""Yucata's drawings on both screens: seeded random games, every viewer (spectator included),
from the first move to the end — text sizes, the hand, the track, the amulets and the panels; and
the lobby's layout editor stays usable on a phone. The drawing protocol every game keeps (legal
targets, target sizes, names and details) is checked in tests/test_drawings.py."""

import random
import re
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import new_record
from ludoteca.games.yucata import data
from ludoteca.games.yucata.draw import SEAT_COLOURS, layout_editor
from ludoteca.games.yucata.rules import GAME
from ludoteca.table import Table

NS = "{http://www.w3.org/2000/svg}"
LAYOUTS = [layout.id for layout in data.LAYOUTS]
DESK_W, DESK_H, DESK_MIN_PX = 952, 670, 11


SEEDS = range(9)


def positions(seed: int):
    """(state, label) at the start, every few moves, and at the end of a seeded random game."""
    rng = random.Random(seed)
    players = 2 + seed % 3
    state = GAME.setup({"players": players, "layout": LAYOUTS[seed % len(LAYOUTS)]}, seed)
    step = 0
    while True:
        if step % 3 == 0 or GAME.is_over(state):
            yield state, f"seed {seed} move {step}"
        if GAME.is_over(state):
            return
        p = GAME.to_act(state)[0]
        state = GAME.apply(state, rng.choice(GAME.legal_moves(state, p)))
        step += 1


def drawings(seed: int):
    """(drawn, state, viewer, screen, label) for every viewer and both screens."""
    for state, label in positions(seed):
        for viewer in list(range(state["options"]["players"])) + [None]:
            acting = viewer is not None and viewer in GAME.to_act(state) and not GAME.is_over(state)
            nxt = GAME.next_clicks(state, viewer, []) if acting else []
            view = GAME.view(state, viewer)
            for screen in ("phone", "wide"):
                drawn = GAME.render(view, {"path": [], "next": nxt, "screen": screen})
                yield drawn, state, viewer, screen, f"{label}, viewer {viewer}, {screen}"


def parse(svg: str):
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    x, y, w, h = (float(v) for v in root.get("viewBox").split())
    assert (x, y) == (0, 0)
    return root, w, h


def parent_map(root):
    return {child: parent for parent in root.iter() for child in parent}


def classes(el) -> set:
    return set((el.get("class") or "").split())


def ancestors(el, parents):
    while el in parents:
        el = parents[el]
        yield el


def font_sizes(root, parents):
    """(font size, element, the classes of its groups) of every text and tspan with text."""
    for el in root.iter():
        if el.tag not in (NS + "text", NS + "tspan") or not "".join(el.itertext()).strip():
            continue
        size = el.get("font-size")
        for anc in ancestors(el, parents):
            if size is None:
                size = anc.get("font-size")
        assert size is not None, f"a text without a font size: {''.join(el.itertext())!r}"
        groups = set().union(*(classes(a) for a in ancestors(el, parents)))
        yield float(size), el, groups


def hit_size(el) -> tuple[float, float]:
    """The largest rectangle a clickable element offers (itself or any rect inside it)."""
    best = (0.0, 0.0)
    for rect in el.iter(NS + "rect"):
        w, h = float(rect.get("width")), float(rect.get("height"))
        if min(w, h) > min(best):
            best = (w, h)
    return best


@pytest.mark.parametrize("seed", SEEDS)
def test_drawings_lay_out_the_hand_the_track_and_the_amulets(seed):
    seen = [
        (GAME.is_over(state), viewer, screen)
        for state, viewer, screen in (check_drawing(*drawing) for drawing in drawings(seed))
    ]
    assert (False, None, "phone") in seen and (True, None, "phone") in seen  # spectators, the end
    assert (False, 0, "wide") in seen and (True, 0, "wide") in seen


def check_drawing(drawn, state, viewer, screen, label):
    n = state["options"]["players"]
    acting = viewer is not None and viewer in GAME.to_act(state) and not GAME.is_over(state)
    assert drawn["prompt"]
    assert drawn["seat_colours"] == list(SEAT_COLOURS[:n])
    root, w, h = parse(drawn["svg"])
    parents = parent_map(root)

    if screen == "phone":
        assert h <= 620, f"{label}: the main drawing is {h} units tall"
        for size, el, groups in font_sizes(root, parents):
            assert size >= 10, f"{label}: a {size}-unit text {''.join(el.itertext())!r}"
            if groups & {"card", "player", "previous"}:  # what the player decides from
                assert size >= 13, f"{label}: a {size}-unit text {''.join(el.itertext())!r} on a card"
        assert drawn.get("main_title") and drawn["panels"]
        for panel in drawn["panels"]:
            assert 0 < len(panel["title"]) <= 14
            proot, pw, _ = parse(panel["svg"])
            assert pw == 360
            pparents = parent_map(proot)
            assert all(size >= 13 for size, _, _ in font_sizes(proot, pparents)), label
            players = [el for el in proot.iter() if "player" in classes(el)]
            assert len(players) == n and all(el.get("data-info") for el in players)
        # all seven cards of the viewer (or, for a spectator, of the player to act) come first
        # and large, above the track
        cards = [el for el in root.iter() if "card" in classes(el)]
        assert len(cards) == 7, label
        track_top = min(float(el.find(NS + "rect").get("y")) for el in root.iter() if "space" in classes(el))
        for card in cards:
            rect = card.find(NS + "rect")
            assert float(rect.get("width")) >= 46 and float(rect.get("height")) >= 46
            assert float(rect.get("y")) + float(rect.get("height")) <= track_top
        ids = [
            el.get("id")
            for r in [root] + [ET.fromstring(p["svg"]) for p in drawn["panels"]]
            for el in r.iter()
            if el.get("id")
        ]
        assert len(ids) == len(set(ids)), "element ids repeat between the board and its panels"
    else:
        scale = min(DESK_W / w, DESK_H / h)
        for size, el, _ in font_sizes(root, parents):
            assert size * scale >= DESK_MIN_PX, f"{label}: {size * scale:.1f} px {''.join(el.itertext())!r}"
        cards = [el for el in root.iter() if "card" in classes(el)]
        assert len(cards) == (len(state["hands"][viewer]) if acting else 0), label
        for card in cards:  # the hand is fully on the board
            for rect in card.iter(NS + "rect"):
                x, y = float(rect.get("x")), float(rect.get("y"))
                assert 0 <= x and x + float(rect.get("width")) <= w
                assert 0 <= y and y + float(rect.get("height")) <= h

    # while its player acts, the whole hand is targets "card:<card>" (unplayable cards too); else nothing is
    if acting:
        clickable = {el.get("data-click") for el in root.iter() if el.get("data-click")}
        assert clickable == {f"card:{c}" for c in state["hands"][viewer]}
    else:
        assert not any(el.get("data-click") for el in root.iter())

    # tap to inspect: every card, space, amulet and player panel says what it is
    for el in root.iter():
        if classes(el) & {"card", "space", "amulet", "player", "mini"}:
            assert el.get("data-info"), f"{label}: {el.get('class')} without data-info"
    spaces = [el for el in root.iter() if "space" in classes(el)]
    assert len(spaces) == 40

    # the amulets carry their seat's colour (as the log does) and number
    for el in root.iter():
        if "amulet" in classes(el):
            number = int("".join(el.find(NS + "text").itertext()))
            assert el.find(NS + "circle").get("fill") == drawn["seat_colours"][number - 1]
    return state, viewer, screen


def test_card_details_say_what_each_card_does_now():
    state = GAME.setup({"players": 3}, 2)
    p = GAME.to_act(state)[0]
    state = GAME.apply(state, {"p": p, "card": "4"})
    q = GAME.to_act(state)[0]
    view = GAME.view(state, q)
    drawn = GAME.render(view, {"path": [], "next": GAME.next_clicks(state, q, []), "screen": "phone"})
    root, _, _ = parse(drawn["svg"])
    info = {el.get("data-click"): el.get("data-info") for el in root.iter() if el.get("data-click")}
    assert "Not now: You must play a different card" in info["card:4"]
    assert "counts as a 4" in info["card:?"] and "to space 4" in info["card:?"]
    assert "just in front of the leading amulet" in info["card:S"]
    spear_to = view["previews"]["S"]["to"]
    assert f"to space {spear_to}" in info["card:S"]
    space5 = next(el for el in root.iter() if "space" in classes(el) and el.find(NS + "text").text == "5")
    stone = (
        "A pale stone"
        if state["stones"][5] == "P"
        else ("Its stone has been taken" if state["stones"][5] is None else "A dark stone")
    )
    assert stone in space5.get("data-info")
    space4 = next(el for el in root.iter() if "space" in classes(el) and el.find(NS + "text").text == "4")
    assert f"{{p{p}}} (amulet {p + 1})" in space4.get("data-info")


def test_names_in_details_are_escaped_and_lines_kept():
    seats = [{"kind": "human", "name": "Ana"}, {"kind": "bot", "name": 'Bot "<b>"'}]
    table = Table(new_record("yucata", {"players": 2}, 3), seats)
    table.screen = "phone"
    snap = table.snapshot()
    root = ET.fromstring(snap["svg"])
    infos = [el.get("data-info") for el in root.iter() if "player" in classes(el)]
    assert any(info.startswith('Bot "<b>" (amulet 2)') and "\n" in info for info in infos)
    # the viewer is "you", never their name followed by "(you)"
    assert any(info.startswith("You (amulet 1)") for info in infos)
    assert "<b>" not in re.sub(r'data-info="[^"]*"', "", snap["svg"])
    assert snap["seat_colours"] == list(SEAT_COLOURS[:2])
    assert [p["title"] for p in snap["panels"]] == ["Players"]


def test_layout_editor_fits_a_phone_and_keeps_its_tokens():
    standard = data.layout_string(data.LAYOUT_BY_ID["standard"].darks)
    for layout in (standard, "nonsense", "D" * 34):
        drawing = layout_editor(layout)
        root, w, h = parse(drawing["svg"])
        assert w == 360
        px = 340 / w  # a phone's lobby shows it 340 px wide
        tokens = [el.get("data-click") for el in root.iter() if el.get("data-click")]
        assert sorted(tokens) == sorted(
            [f"space:{s}" for s in data.STONE_SPACES]
            + [f"preset:{layout.id}" for layout in data.LAYOUTS if layout.darks]
        )
        for el in root.iter():
            if el.get("data-click"):
                hw, hh = hit_size(el)
                assert hw * px >= 40 and hh * px >= 40, f"{el.get('data-click')}: {hw * px:.0f} px"
        parents = parent_map(root)
        assert all(size * px >= 11 for size, _, _ in font_sizes(root, parents))
    assert layout_editor("nonsense")["problems"]
