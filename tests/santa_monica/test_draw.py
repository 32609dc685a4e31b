"""Santa Monica's drawing on both screens, for many positions of seeded random games (turns in
progress included), for every viewer and a spectator: sizes on a phone (texts ≥ 10, buttons'
words ≥ 13, nothing to click in a panel), sizes on a desk (every text ≥ 11 CSS px after scaling
into 952 × 670), no target drawn that is not clickable now, details (data-info) on every card
and tile, and readable card faces. (The protocol every game keeps — legal targets = next clicks,
46-unit targets on a phone, names and details on targets: tests/test_drawings.py.)"""

import random
import re
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import get_game
from ludoteca.games.santa_monica import draw, faces, layouts
from ludoteca.games.santa_monica.content import CARDS, START_TILES

GAME = get_game("santa_monica")
NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def viewbox(root) -> tuple[float, float]:
    _, _, w, h = (float(v) for v in root.get("viewBox").split())
    return w, h


def font_sizes(root) -> list[tuple[float, str]]:
    return [(float(t.get("font-size")), "".join(t.itertext())) for t in root.iter(f"{NS}text")]


def classes(el) -> set[str]:
    return set((el.get("class") or "").split())


def positions(seed: int, players: int, every: int = 3):
    """(state, player to act, pending clicks) along a random game, with turns part-built."""
    state = GAME.setup({"players": players}, seed)
    rng = random.Random(seed)
    step = 0
    while not GAME.is_over(state):
        p = GAME.to_act(state)[0]
        move = GAME.random_move(state, p, rng)
        if step % every == 0:
            clicks = move["clicks"]
            for cut in sorted({0, len(clicks) // 2, max(0, len(clicks) - 1)}):
                yield state, p, clicks[:cut]
        state = GAME.apply(state, move)
        step += 1
    yield state, None, []


def render(state, viewer, acting, path, screen):
    view = GAME.view(state, viewer)
    nxt = GAME.next_clicks(state, viewer, path) if viewer is not None and viewer == acting else []
    return GAME.render(view, {"path": path if viewer == acting else [], "next": nxt, "screen": screen}), nxt


def check_common(out, n_players):
    assert out["prompt"].strip()
    assert len(out["seat_colours"]) == n_players
    root = parse(out["svg"])
    for el in root.iter():
        if el.get("data-click"):  # a target is drawn only while it may be clicked
            assert "legal" in classes(el), f"{el.get('data-click')} drawn as a target but not legal"
        if classes(el) & {"card", "tile"}:
            assert (el.get("data-info") or "").strip(), f"no details on {el.get('class')}"
    return root


def check_phone(out):
    root = parse(out["svg"])
    for size, text in font_sizes(root):
        assert size >= 10, (size, text)
    for el in root.iter():
        if classes(el) >= {"legal", "button"}:
            for t in el.iter(f"{NS}text"):
                assert float(t.get("font-size")) >= 13, "".join(t.itertext())
    assert out["panels"] and out["main_title"]
    for panel in out["panels"]:
        assert len(panel["title"]) <= 14
        proot = parse(panel["svg"])
        assert viewbox(proot)[0] == 360
        for size, text in font_sizes(proot):
            assert size >= 10, (panel["title"], size, text)
        assert not any(el.get("data-click") for el in proot.iter()), "a choice hidden in a panel"
    assert viewbox(root)[1] < 1400


def check_wide(out):
    root = parse(out["svg"])
    w, h = viewbox(root)
    scale = min(952 / w, 670 / h)
    for size, text in font_sizes(root):
        assert size * scale >= 11 - 1e-9, (size, scale, text)
    # the shown city lies inside the picture
    for el in root.iter(f"{NS}rect"):
        x, y = float(el.get("x", 0)), float(el.get("y", 0))
        assert -1 <= x and x + float(el.get("width")) <= w + 1, el.attrib
        assert -1 <= y and y + float(el.get("height")) <= h + 1, el.attrib


@pytest.mark.parametrize("seed,players", [(1, 2), (2, 3), (3, 4), (7, 2)])
def test_every_position_on_both_screens_for_every_viewer(seed, players):
    seen_stages = set()
    for state, acting, path in positions(seed, players):
        for viewer in list(range(players)) + [None]:
            if viewer not in (acting, None) and path:
                continue  # others see the same before and after a pending click
            for screen in ("phone", "wide"):
                out, _ = render(state, viewer, acting, path, screen)
                check_common(out, players)
                if screen == "phone":
                    check_phone(out)
                else:
                    check_wide(out)
        if acting is not None and state["phase"] in ("turn", "final"):
            view = GAME.view(state, acting)
            turn = draw.turn_in_progress(view, {"path": path})
            seen_stages.add(turn.stage)
    assert {"choose", "place", "act"} <= seen_stages


def test_a_finished_game_and_a_spectator_draw_without_error():
    state = list(positions(11, 3, every=1000))[-1][0]
    assert GAME.is_over(state)
    for viewer in (None, 0, 2):
        for screen in ("phone", "wide"):
            out, nxt = render(state, viewer, None, [], screen)
            assert nxt == []
            root = check_common(out, 3)
            assert "over" in out["prompt"]
            assert not any(el.get("data-click") for el in root.iter())


def test_the_phone_main_drawing_follows_the_step_of_the_turn():
    """Choosing: the front row and the sand dollar actions; placing: the city with its
    spaces; moving: the move buttons and Confirm turn above the city."""
    for state, acting, path in positions(5, 2, every=1):
        if acting is None or state["phase"] != "turn":
            continue
        out, nxt = render(state, acting, acting, path, "phone")
        root = parse(out["svg"])
        tokens = {el.get("data-click") for el in root.iter() if el.get("data-click")}
        stage = draw.turn_in_progress(GAME.view(state, acting), {"path": path}).stage
        if stage == "choose":
            assert any(t.startswith("c:f") for t in tokens)
            assert not any("spot" in classes(el) for el in root.iter())
        if stage == "place":
            assert any("spot" in classes(el) for el in root.iter())
        if stage == "act":  # Confirm turn is always there (clickable unless mid-move)
            buttons = [el for el in root.iter() if "button" in classes(el)]
            confirm = [el for el in buttons if "Confirm turn" in "".join(el.itertext())]
            assert len(confirm) == 1
            assert ("ok" in tokens) == ("ok" in nxt) == (confirm[0].get("data-click") == "ok")


def test_card_faces_say_place_and_scores_in_words_without_cutting():
    """Every card, at its display size on either screen: a name on at most two lines, its
    placement and its scoring in full (nothing cut with '…'), and no letter codes for tags."""
    for w, h, size, name in ((132, 100, 11, None), (172, 116, layouts.PH_SIZE, layouts.PH_NAME)):
        for card in CARDS:
            svg = faces.card_face(card.id, 0, 0, w, h, size=size, name_size=name)
            texts = "".join(ET.fromstring(f'<g xmlns="http://www.w3.org/2000/svg">{svg}</g>').itertext())
            assert "Place:" in texts and "Scores:" in texts, card.name
            assert "…" not in texts, (card.name, texts)
            assert not re.search(r"\b(ring \d|next to \+?[A-Z]\b|\dany)", texts), texts


def test_tags_and_people_have_distinct_symbols_not_letters():
    shapes = {}
    for t in faces.TAG_SHAPE:
        shapes[t] = faces.tag_icon(t, 10, 10, 12)
        assert "<text" not in shapes[t]
    assert len(set(faces.TAG_SHAPE.values())) == 6
    assert len({faces.TAG_COLOUR[t] for t in faces.TAG_SHAPE}) == 6
    people = {k: faces.person_icon(k, 10, 10, 12) for k in ("L", "T", "V", "*")}
    assert len(set(people.values())) == 4 and not any("<text" in p for p in people.values())
    # the tourist figure no longer shares the tourist attraction's colour
    assert faces.PERSON_COLOUR["T"] != faces.TAG_COLOUR["T"]
    assert faces.PERSON_COLOUR["L"] != faces.TAG_COLOUR["L"]


def test_starting_tile_text_stays_inside_its_tile():
    for tile in START_TILES:
        for w, h, size, wide in ((126, 206, 11, False), (344, 100, 13, True), (228, 76, 11, True)):
            svg = faces.tile_face(tile.id, 0, 0, w, h, size=size, wide=wide, halves=not wide)
            root = ET.fromstring(f'<g xmlns="http://www.w3.org/2000/svg">{svg}</g>')
            for t in root.iter(f"{NS}text"):
                y = float(t.get("y"))
                x = float(t.get("x"))
                width = float(
                    t.get("textLength")
                    or faces.text_width(t.text, float(t.get("font-size")), t.get("font-weight") == "700")
                )
                assert 0 <= x and x + width <= w + 0.5, (tile.name, t.text, x, width, w)
                assert y <= h, (tile.name, t.text)


def test_bad_pending_clicks_never_break_the_drawing():
    state = GAME.setup({"players": 2}, 3)
    rng = random.Random(3)
    while state["phase"] != "turn":
        state = GAME.apply(state, GAME.random_move(state, GAME.to_act(state)[0], rng))
    p = GAME.to_act(state)[0]
    for path in (["nonsense"], ["c:f9"], ["ok", "ok"], ["c:f0", "s:99,0"]):
        for screen in ("phone", "wide"):
            out = GAME.render(GAME.view(state, p), {"path": path, "next": [], "screen": screen})
            parse(out["svg"])
