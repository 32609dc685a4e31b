"""Yutakâ's drawings on both screens: seeded random games in every mode and archipelago, every
viewer (spectator included), from the opening to the end, with and without a card selected —
islands, tiles, hands and their details (a hidden tile's never shows its value), text sizes,
targets that do not overlap, the panels. (The protocol every game keeps — legal targets = next
clicks, 46-unit targets on a phone, names and details on targets: tests/test_drawings.py.)"""

import random
import re
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import get_game
from ludoteca.games.yutaka import data
from ludoteca.games.yutaka.draw import SEAT_COLOURS

GAME = get_game("yutaka")
NS = "{http://www.w3.org/2000/svg}"
DESK_W, DESK_H, DESK_MIN_PX = 952, 670, 11
PHONE_W, PHONE_MAX_H, PHONE_MIN, PHONE_DECIDE, TARGET = 360, 620, 10, 13, 46
OPTIONS = [
    {"mode": "mysteria", "archipelago": "open"},
    {"mode": "tactika", "archipelago": "volcano"},
    {"mode": "mixed", "known": ["Y", "E"], "archipelago": "cairns"},
    {"mode": "tactika", "archipelago": "open"},
    {"mode": "mysteria", "archipelago": "volcano"},
    {"mode": "mixed", "known": ["G", "B", "R"], "archipelago": "open"},
]


def positions(seed: int):
    """(state, label) every third move of a seeded random game, and its end."""
    rng = random.Random(seed)
    state = GAME.setup(dict(OPTIONS[seed % len(OPTIONS)], players=2), seed)
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
    """(drawn, view, ui, label) for every viewer and both screens; the actor also with each
    distinct card of their hand selected."""
    for state, label in positions(seed):
        over = GAME.is_over(state)
        for viewer in (0, 1, None):
            view = GAME.view(state, viewer)
            paths = [[]]
            acting = not over and viewer is not None and viewer in GAME.to_act(state)
            if acting and state["phase"] == "play":
                paths += [[f"card:{card}"] for card in sorted(set(state["hands"][viewer]))]
            for path in paths:
                nxt = GAME.next_clicks(state, viewer, path) if acting else []
                for screen in ("phone", "wide"):
                    ui = {"path": path, "next": nxt, "screen": screen}
                    yield (GAME.render(view, ui), view, ui, f"{label}, viewer {viewer}, path {path}, {screen}")


def parse(svg: str):
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    x, y, w, h = (float(v) for v in root.get("viewBox").split())
    assert (x, y) == (0, 0)
    return root, w, h


def classes(el) -> set:
    return set((el.get("class") or "").split())


def texts(root):
    """(font size, text, classes of the text's groups) of every text with content."""
    parents = {child: parent for parent in root.iter() for child in parent}
    for el in root.iter(NS + "text"):
        content = "".join(el.itertext()).strip()
        if not content:
            continue
        groups, anc = set(), el
        while anc in parents:
            anc = parents[anc]
            groups |= classes(anc)
        assert el.get("font-size"), f"a text without a font size: {content!r}"
        yield float(el.get("font-size")), content, groups


def box(rect) -> tuple[float, float, float, float]:
    return tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))


def hit_box(el):
    """The largest rectangle a clickable element offers (any rect inside it)."""
    return max((box(r) for r in el.iter(NS + "rect")), key=lambda b: min(b[2], b[3]))


def overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def check_common(root, view, ui, label):
    """What both screens promise: every card, tile and island is described; a revealed tile's
    description names it, a hidden one's does not."""
    clickable = [el for el in root.iter() if el.get("data-click")]
    for el in root.iter():
        if classes(el) & {"card", "tile", "island", "column", "backs"}:
            assert (el.get("data-info") or "").strip(), f"{label}: {el.get('class')} without data-info"
    tiles = {t["id"]: t for t in view["tiles"]}
    drawn_tiles = [el for el in clickable if el.get("data-click").startswith("tile:")]
    assert sorted(int(el.get("data-click")[5:]) for el in drawn_tiles) == sorted(tiles), label
    for el in drawn_tiles:
        tile, info = tiles[int(el.get("data-click")[5:])], el.get("data-info")
        assert data.ISLAND_NAMES[tile["i"]] in info, label
        if tile["up"]:
            assert f"{data.TREASURE_NAME[tile['c']]} tile" in info.lower() and re.search(
                rf"\b{tile['v']} points?\b", info
            )
        else:
            assert info.startswith("Hidden"), label
            assert "points" not in info, f"{label}: a hidden tile's value shows: {info!r}"
            if tile["c"] is None:
                assert not any(f" {name} " in info for name in data.TREASURE_NAME.values()), info
    islands = [el for el in clickable if el.get("data-click").startswith("island:")]
    assert len(islands) == data.ISLANDS, label
    groups = [el for el in root.iter() if "isle" in classes(el)]
    assert len(groups) == data.ISLANDS, label
    for el, group in zip(islands, groups):
        island = int(el.get("data-click")[7:])
        info = el.get("data-info")
        assert info.startswith(data.ISLAND_NAMES[island]), label
        # the island's group holds its target (first), then the cards and tiles on it; the
        # target shows no text but the island's name (its accessible name starts with it)
        assert list(group)[0] is el and group.get("aria-label") == data.ISLAND_NAMES[island], label
        assert list(el.iter(NS + "text")) == [next(el.iter(NS + "text"))], label
        strips = [s for s in group.iter() if "strip" in classes(s)]
        assert len(strips) == sum(len(side) for side in view["sides"][island]), label
        assert not [s for s in el.iter() if classes(s) & {"strip", "tile"}], label
        on_island = list(group)[1]
        assert (on_island.get("pointer-events") == "none") == ("legal" in classes(el)), label
    hand = [el for el in clickable if el.get("data-click").startswith("card:")]
    assert len(hand) == (0 if view["hand"] is None else len(view["hand"])), label
    if view["hand"] is None and view["hand_sizes"][0]:  # a spectator sees a hand's size
        assert any("backs" in classes(el) for el in root.iter()), label
    assert [el.get("data-click")[5:] for el in hand] == (view["hand"] or []), label
    if ui["path"]:
        assert [el.get("data-click") for el in hand if "selected" in classes(el)] == ui["path"], label
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    for use in root.iter(NS + "use"):
        assert use.get("href")[1:] in ids, f"{label}: {use.get('href')} is not defined here"
    return clickable


@pytest.mark.parametrize("seed", range(len(OPTIONS)))
def test_drawings_show_islands_tiles_and_hands(seed):
    seen = set()
    for drawn, view, ui, label in drawings(seed):
        assert drawn["prompt"], label
        assert drawn["seat_colours"] == list(SEAT_COLOURS) and len(set(SEAT_COLOURS)) == 2
        root, w, h = parse(drawn["svg"])
        clickable = check_common(root, view, ui, label)
        if ui["screen"] == "phone":
            check_phone(drawn, root, w, h, view, ui, clickable, label)
        else:
            check_wide(drawn, root, w, h, view, label)
        seen.add((view["over"], view["viewer"], ui["screen"], bool(ui["path"]), bool(ui["next"])))
    assert (False, None, "phone", False, False) in seen and (True, None, "phone", False, False) in seen
    assert (True, 0, "wide", False, False) in seen
    assert any(s[2] == "phone" and s[3] for s in seen), "no card was ever selected"
    assert any(s[2] == "phone" and s[4] and not s[3] for s in seen), "no reveal or hand choice"


def check_phone(drawn, root, w, h, view, ui, clickable, label):
    if not view["over"]:
        assert h <= PHONE_MAX_H, f"{label}: the main drawing is {h} units tall"
    for size, content, groups in texts(root):
        assert size >= PHONE_MIN, f"{label}: a {size}-unit text {content!r}"
        if groups & {"card", "tile", "band"}:  # the hand, the tiles, the cards on islands, scores
            assert size >= PHONE_DECIDE, f"{label}: a {size}-unit text {content!r} in {groups}"
    targets = [el for el in clickable if "legal" in classes(el)]
    for i, a in enumerate(targets):  # distinct targets do not share their hit squares
        for b in targets[i + 1 :]:
            if a.get("data-click") != b.get("data-click"):
                assert not overlap(hit_box(a), hit_box(b)), (
                    f"{label}: {a.get('data-click')} and {b.get('data-click')} overlap"
                )
    for el in targets:  # every target lies inside the 360-unit width
        x, _, tw, _ = hit_box(el)
        assert 0 <= x and x + tw <= PHONE_W, label
    if ui["path"] and ui["next"]:  # where the selected card would go is shown
        ghosts = [el for el in root.iter() if "ghost" in classes(el)]
        assert len(ghosts) == len(ui["next"]), label
    panels = drawn["panels"]
    assert drawn["main_title"] and len(drawn["main_title"]) <= 14
    assert panels and all(0 < len(p["title"]) <= 14 for p in panels), label
    main_ids = {el.get("id") for el in root.iter() if el.get("id")}
    for panel in panels:
        proot, pw, _ = parse(panel["svg"])
        assert pw == PHONE_W, label
        for size, content, _ in texts(proot):
            assert size >= PHONE_MIN, f"{label}: a {size}-unit text {content!r} in a panel"
        for el in proot.iter():
            if classes(el) & {"tile", "island"}:
                assert (el.get("data-info") or "").strip(), label
        panel_ids = {el.get("id") for el in proot.iter() if el.get("id")}
        assert not panel_ids & main_ids, f"{label}: ids shared by the board and a panel"
        for use in proot.iter(NS + "use"):
            assert use.get("href")[1:] in panel_ids, label
        assert sum("island" in classes(el) for el in proot.iter()) == data.ISLANDS


def check_wide(drawn, root, w, h, view, label):
    scale = min(DESK_W / w, DESK_H / h)
    for size, content, _ in texts(root):
        assert size * scale >= DESK_MIN_PX, f"{label}: {content!r} is {size * scale:.1f} px"
    for el in root.iter():  # the viewer's hand lies inside the drawing
        if el.get("data-click", "").startswith("card:"):
            x, y, cw, ch = box(next(el.iter(NS + "rect")))
            assert 0 <= x and x + cw <= w and 0 <= y and y + ch <= h, label


def test_a_tall_stack_keeps_its_height_and_its_open_tile_large():
    """Volcano's centre on the phone: the tile that can be revealed next gets a full cell,
    the others compact ones, and the island's height does not change as tiles come up."""
    state = GAME.setup({"players": 2, "archipelago": "volcano"}, 5)
    centre = [t for t, tile in enumerate(state["tiles"]) if tile["i"] == 2]
    heights = set()
    for _ in range(3):
        view = GAME.view(state, 0)
        nxt = GAME.next_clicks(state, GAME.to_act(state)[0], []) if view["viewer"] in view["to_act"] else []
        root, _, h = parse(GAME.render(view, {"path": [], "next": nxt, "screen": "phone"})["svg"])
        heights.add(h)
        cells = {
            int(el.get("data-click")[5:]): hit_box(el)[3]
            for el in root.iter()
            if el.get("data-click", "").startswith("tile:")
        }
        open_tiles = {t["id"] for t in view["tiles"] if t["open"]}
        for stack in {state["tiles"][t]["s"] for t in centre}:
            pile = sorted((t for t in centre if state["tiles"][t]["s"] == stack), key=lambda t: state["tiles"][t]["l"])
            full = [t for t in pile if cells[t] >= TARGET]
            assert full == ([t for t in pile if t in open_tiles] or pile[:1])  # else the bottom
        top = next(t for t in centre if t in open_tiles)
        state = GAME.apply(state, {"p": GAME.to_act(state)[0], "reveal": top})
    assert len(heights) == 1


def test_descriptions_say_what_matters():
    """An island's details list its tiles and each side's cards with their sums; a hidden
    tile of a known colour lists the values of that colour nobody has seen yet."""
    state = GAME.setup({"players": 2, "mode": "tactika"}, 3)
    state["sides"][1][0] = ["G3", "X", "E2", "G1"]
    state["sides"][1][1] = ["B4"]
    jade = [t for t in state["tiles"] if t["i"] == 1]
    jade[0]["up"] = True
    view = GAME.view(state, 0)
    root, _, _ = parse(GAME.render(view, {"path": [], "next": [], "screen": "phone"})["svg"])
    info = next(el.get("data-info") for el in root.iter() if el.get("data-click") == "island:1")
    assert (
        "Your side (4 of 5): dagger 3, dynamite, equipment 2, dagger 1; sums: daggers 4, equipment 2, all cards 6."
    ) in info
    assert "{p1}'s side (1 of 5): amphora 4; sums: amphoras 4, all cards 4." in info
    assert f"{data.TREASURE_NAME[jade[0]['c']]} {jade[0]['v']}" in info
    hidden = next(t for t in view["tiles"] if not t["up"] and t["c"] == jade[0]["c"])
    tile_info = next(el.get("data-info") for el in root.iter() if el.get("data-click") == f"tile:{hidden['id']}")
    left = list(data.TILE_VALUES[jade[0]["c"]])
    left.remove(jade[0]["v"])
    assert re.search(r"not seen yet: ([\d, ]+)\.", tile_info).group(1) == ", ".join(map(str, left))
    strip = next(
        el.get("data-info")
        for el in root.iter()
        if "strip" in classes(el) and "Dynamite" in (el.get("data-info") or "")
    )
    assert strip.startswith("Dynamite on your side of Jade Isle, played by {p1}")


# The rings the shell draws around a card in hand (assets/css/app.css), counted in units: a
# chosen card's 5-unit yellow edge (half of it outside) and its 2-px amber outline 1 px off; a
# tutorial's pointer's 4-unit edge and its 3-px dashed outline 3 px off. On the phone a CSS px
# is at most a unit (360 units fill 374 px at 390 × 844); at a desk (a px is 1.2 units there)
# the hand lies 130 units or more from the edges.
CHOSEN_RING = 5 / 2 + 1 + 2
POINTER_RING = 4 / 2 + 3 + 3


@pytest.mark.parametrize("seed", range(3))
def test_a_chosen_or_pointed_card_keeps_its_ring_on_the_board(seed):
    """Every card in hand, chosen (lifted, ringed) or pointed at by a tutorial, with its whole
    ring inside the drawing on both screens: the SVG cuts what lies outside its viewBox (issue
    36: the rightmost card's ring ran past the phone board's right edge)."""
    chosen = 0
    for drawn, _, _, label in drawings(seed):
        root, w, h = parse(drawn["svg"])
        for el in root.iter():
            if not el.get("data-click", "").startswith("card:"):
                continue
            x, y, cw, ch = box(next(el.iter(NS + "rect")))
            rings = [("pointed", POINTER_RING)] + [("chosen", CHOSEN_RING)] * ("selected" in classes(el))
            for what, ring in rings:
                assert ring <= x and x + cw <= w - ring and ring <= y and y + ch <= h - ring, (
                    f"{label}: {el.get('data-click')} at {x:.1f}–{x + cw:.1f} of {w:.0f} (y {y:.1f}–{y + ch:.1f} "
                    f"of {h:.0f}), {what}, rings past the edge ({ring} units)"
                )
            chosen += "selected" in classes(el)
    assert chosen, "no card was ever chosen"
