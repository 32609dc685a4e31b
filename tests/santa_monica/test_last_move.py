"""Every move is seen (issue 29): after every move of any seat, each viewer's drawing on both
screens marks what changed (`data-last`), pieces keep one `data-piece` id from drawing to
drawing and no id twice in a drawing, other cities are drawn with words like one's own, and
the view says nothing the state hides. Plus the faults players saw: figures over a card's
scoring text, markers that did not sit under the card they reward, clipped display cards,
"row" for a column, the start player's lone starting tile."""

import random
import re
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import get_game
from ludoteca.core.svg import text_width
from ludoteca.games.santa_monica.content import CARDS

GAME = get_game("santa_monica")
NS = "{http://www.w3.org/2000/svg}"
HOW = {"placed", "moved", "taken", "revealed", "drawn", "round", "changed"}


def states(seed: int, players: int, bots: bool = False):
    """(state, the move just made) after every move of a seeded game, forced moves made."""
    state = GAME.setup({"players": players}, seed)
    rng = random.Random(seed)
    while not GAME.is_over(state):
        p = GAME.to_act(state)[0]
        if (move := GAME.forced_move(state, p)) is None:
            if bots:
                move = GAME.bot_move(GAME.view(state, p), None, rng, "easy")
            else:
                move = GAME.random_move(state, p, rng)
        state = GAME.apply(state, move)
        yield state, move


def drawings(state, viewer, screen):
    view = GAME.view(state, viewer)
    nxt = GAME.next_clicks(state, viewer, []) if viewer in GAME.to_act(state) else []
    out = GAME.render(view, {"path": [], "next": nxt, "screen": screen})
    return out, [ET.fromstring(out["svg"])] + [ET.fromstring(p["svg"]) for p in out.get("panels", [])]


def marked(root) -> list:
    return [el for el in root.iter() if el.get("data-last")]


def pieces(root) -> list[str]:
    return [el.get("data-piece") for el in root.iter() if el.get("data-piece")]


@pytest.mark.parametrize("seed,players,bots", [(1, 2, False), (4, 3, True), (9, 4, False)])
def test_every_move_is_marked_for_every_viewer_on_both_screens(seed, players, bots):
    for state, move in states(seed, players, bots):
        mover = move["p"]
        for viewer in [*range(players), None]:
            for screen in ("wide", "phone"):
                out, roots = drawings(state, viewer, screen)
                where = (move, viewer, screen)
                assert marked(roots[0]), f"nothing marked in the main drawing: {where}"
                for root in roots:
                    for el in marked(root):
                        classes = (el.get("class") or "").split()
                        assert el.get("data-last") in HOW and "last" in classes, where
                        assert "legal" not in classes, ("a legal target drawn as last", where)
                    ids = pieces(root)
                    assert len(ids) == len(set(ids)), (where, sorted(i for i in ids if ids.count(i) > 1))
                if screen == "phone" and mover != viewer:
                    # the tab that shows the mover's city (Others, or the city tab) marks it
                    tab = "Others" if viewer is not None else "City"
                    titles = [p["title"] for p in out["panels"]]
                    if viewer is None and mover != (0 if state["phase"] == "over" else state["current"]):
                        tab = "Others"
                    root = roots[1 + titles.index(tab)]
                    assert marked(root), f"the {tab} tab does not mark the move: {where}"


def test_a_piece_keeps_its_id_from_the_display_to_the_city():
    """The card a player takes is the same piece in the display before and in their city after."""
    seen = 0
    before = None
    for state, move in states(3, 2):
        if before is not None and state["phase"] == "turn" and move["clicks"][0].startswith("c:f"):
            col = int(move["clicks"][0][3:])
            card = before["display"]["front"][col]
            root_before = drawings(before, None, "wide")[1][0]
            root_after = drawings(state, None, "wide")[1][0]
            assert f"card-{card}" in pieces(root_before) and f"card-{card}" in pieces(root_after)
            after = next(el for el in root_after.iter() if el.get("data-piece") == f"card-{card}")
            assert after.get("data-last") == "placed"
            seen += 1
        before = state
    assert seen > 5


def test_other_cities_on_a_phone_are_drawn_with_words_and_numbers():
    """The Others tab: each city as your own is drawn (card names, the summary's numbers), and
    the latest move in words under its player's heading."""
    for state, move in states(5, 3):  # noqa: B007 (the move that led here is read below)
        if state["phase"] == "turn" and state["turns"] == 9:
            break
    mover = move["p"]
    viewer = (mover + 1) % 3
    out, roots = drawings(state, viewer, "phone")
    others = roots[1 + [p["title"] for p in out["panels"]].index("Others")]
    words = " ".join(" ".join(t.itertext()) for t in others.iter(f"{NS}text"))
    for p in range(3):
        if p == viewer:
            continue
        city = state["cities"][p]
        assert f"{{p{p}}}'s city" in words
        assert f"{len(city['cards'])}/14 cards" in words
        for card in city["cards"].values():  # each card's name on its face
            assert CARDS[card].name.split()[0] in words, CARDS[card].name
        assert any(el.get("data-last") == "placed" for el in others.iter() if "card" in (el.get("class") or ""))
    note = [el for el in others.iter() if "last-move" in (el.get("class") or "")]
    assert len(note) == 1 and f"{{p{mover}}} takes" in " ".join(note[0].itertext())


def boxes_of_text(card_el) -> list[tuple[float, float, float, float]]:
    out = []
    for t in card_el.iter(f"{NS}text"):
        size, x, y = float(t.get("font-size")), float(t.get("x")), float(t.get("y"))
        width = float(t.get("textLength") or text_width(t.text or "", size, t.get("font-weight") == "700"))
        out.append((x, y - size * 0.8, x + width, y + size * 0.2))
    return out


def figure_boxes(root) -> list[tuple[float, float, float, float]]:
    """Each person's visible figure (and the ring drawn around one that may move)."""
    out = []
    for el in root.iter():
        if "person" not in (el.get("class") or "").split():
            continue
        circles = [c for c in el.iter(f"{NS}circle") if c.get("fill-opacity") != "0"]
        paths = list(el.iter(f"{NS}path"))
        xs, ys = [], []
        for c in circles:
            cx, cy, r = float(c.get("cx")), float(c.get("cy")), float(c.get("r"))
            xs += [cx - r, cx + r]
            ys += [cy - r, cy + r]
        for p in paths:
            nums = [float(v) for v in re.findall(r"-?\d+\.?\d*", p.get("d"))]
            xs += nums[0::2]
            ys += nums[1::2]
        out.append((min(xs), min(ys), max(xs), max(ys)))
    return out


def overlap(a, b) -> bool:
    return a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5


@pytest.mark.parametrize("seed,players", [(2, 2), (6, 3)])
def test_no_text_of_a_card_or_tile_under_a_figure(seed, players):
    """Figures (and the ring around a movable one) never cover a card's or a tile's words, in
    any city on either screen, while moving people too."""
    rng = random.Random(seed)
    checked = 0
    for step, (state, _move) in enumerate(states(seed, players)):
        if step % 4 or GAME.is_over(state):
            continue
        p = GAME.to_act(state)[0]
        paths = [[]]
        if state["phase"] in ("turn", "final"):  # a turn part-made, people to click
            clicks = GAME.random_move(state, p, rng)["clicks"]
            paths += [clicks[:i] for i in range(1, len(clicks)) if clicks[i - 1].startswith(("s:", "a:", "luck:"))]
        for path in paths:
            nxt = GAME.next_clicks(state, p, path)
            for screen in ("wide", "phone"):
                out = GAME.render(GAME.view(state, p), {"path": path, "next": nxt, "screen": screen})
                for svg in [out["svg"]] + [x["svg"] for x in out.get("panels", [])]:
                    root = ET.fromstring(svg)
                    figures = figure_boxes(root)
                    for el in root.iter():
                        if not ({"card", "tile"} & set((el.get("class") or "").split())):
                            continue
                        for box in boxes_of_text(el):
                            for fig in figures:
                                assert not overlap(box, fig), (screen, path, box, fig)
                        checked += 1
    assert checked > 200


def test_walk_highlight_on_the_starting_tile_leaves_its_words_free():
    """A highlighted half of the starting tile (a walk target) is drawn where no word is."""
    found = 0
    rng = random.Random(8)
    for state, _move in states(8, 2):
        if state["phase"] != "turn" or found > 6:
            continue
        p = GAME.to_act(state)[0]
        clicks = GAME.random_move(state, p, rng)["clicks"]
        for i, token in enumerate(clicks):
            if not token.startswith("m:"):
                continue
            path = clicks[: i + 1]
            nxt = GAME.next_clicks(state, p, path)
            tile_col = state["cities"][p]["start_col"]
            if not any(t in nxt for t in (f"t:{tile_col},0", f"t:{tile_col},1")):
                continue
            for screen in ("wide", "phone"):
                out = GAME.render(GAME.view(state, p), {"path": path, "next": nxt, "screen": screen})
                root = ET.fromstring(out["svg"])
                tile = next(el for el in root.iter() if "start" in (el.get("class") or "").split())
                words = boxes_of_text(tile)
                for el in root.iter():
                    if el.get("data-click", "").startswith(f"t:{tile_col},"):
                        r = next(el.iter(f"{NS}rect"))
                        x, y, w, h = (float(r.get(k)) for k in ("x", "y", "width", "height"))
                        for box in words:
                            assert not overlap(box, (x, y, x + w, y + h)), (screen, box, (x, y, w, h))
                        found += 1
            break
    assert found


def test_phone_markers_sit_under_the_card_they_reward_and_cards_lie_inside():
    for state, _move in states(4, 3):
        if state["phase"] == "turn":
            break
    p = GAME.to_act(state)[0]
    out = GAME.render(GAME.view(state, p), {"path": [], "next": GAME.next_clicks(state, p, []), "screen": "phone"})
    for svg in [out["svg"]] + [x["svg"] for x in out["panels"] if x["title"] == "Display"]:
        root = ET.fromstring(svg)
        width = float(root.get("viewBox").split()[2])
        front = next(el for el in root.iter() if el.get("aria-label") == "Front row")
        cards = [el for el in front if "card" in (el.get("class") or "").split()]
        markers = [el for el in front if "marker" in (el.get("class") or "").split()]
        assert len(cards) == 4 and markers
        card_rects = [next(c.iter(f"{NS}rect")) for c in cards]
        boxes = [tuple(float(r.get(k)) for k in ("x", "y", "width", "height")) for r in card_rects]
        for x, _y, w, _h in boxes:  # the stroke too
            assert x >= 1 and x + w <= width - 1, (x, w, width)
        for m in markers:
            r = next(m.iter(f"{NS}rect"))
            mx, my = float(r.get("x")), float(r.get("y"))
            above = [b for b in boxes if b[0] <= mx <= b[0] + b[2] and b[1] + b[3] <= my]
            nearest = max(above, key=lambda b: b[1])
            assert my - (nearest[1] + nearest[3]) < 8  # right under its card


def test_phone_words_say_column_where_the_city_is_drawn_in_columns():
    for state, _move in states(2, 2):
        if state["phase"] == "turn":
            break
    p = GAME.to_act(state)[0]
    clicks = ["c:f0"]
    out = GAME.render(
        GAME.view(state, p), {"path": clicks, "next": GAME.next_clicks(state, p, clicks), "screen": "phone"}
    )
    assert "row (left)" not in out["prompt"] and "row (right)" not in out["prompt"]
    assert "column (left)" in out["prompt"] or "column (right)" in out["prompt"]


def test_the_start_players_lone_starting_tile_is_forced():
    state = GAME.setup({"players": 3}, 12)
    rng = random.Random(1)
    while len(state["tiles_offered"]) > 1:
        p = GAME.to_act(state)[0]
        assert GAME.forced_move(state, p) is None
        state = GAME.apply(state, GAME.random_move(state, p, rng))
    p = GAME.to_act(state)[0]
    assert p == state["start_player"]
    move = GAME.forced_move(state, p)
    assert move == {"p": p, "clicks": [f"tile:{state['tiles_offered'][0]}"]}
    assert "chose first" in GAME.forced_notice(move)
    assert GAME.forced_move(state, (p + 1) % 3) is None
    after = GAME.apply(state, move)
    assert after["phase"] == "truck" and GAME.forced_move(after, GAME.to_act(after)[0]) is None


def test_german_words_players_reported():
    """ "0 von 1 Personen" (a plural for one), "Promenadenmerkmale", "Punkte: 2 neben $"."""
    from ludoteca.core import i18n
    from ludoteca.games.santa_monica import faces, words

    city = {"start": 0, "start_col": 0, "cards": {}, "people": [{"id": 0, "kind": "V", "at": "0,1"}]}
    city |= {"footprints": [], "dollars": 0, "next_id": 1}
    view = {"objective": "blue"}
    adj = next(c for c in CARDS if c.scoring[0] == "adj")
    try:
        i18n.use("de")
        summary = words.city_summary(view, city)
        assert "von 1 Person im Ring" in summary and "Personen" not in summary, summary
        city["people"].append({"id": 1, "kind": "V", "at": "0,1"})
        assert "von 2 Personen in Ringen" in words.city_summary(view, city)
        assert "merkmale" not in GAME.render_message(GAME.tagline, [])
        line = faces.score_line(adj.id)
        assert line.startswith("Wertung: ") and "Punkte:" not in line, line
        i18n.use("fr")
        assert "sur 2 personnes dans des cercles" in words.city_summary(view, city)
    finally:
        i18n.use(i18n.SOURCE)
