"""Every move is seen (issue 29): after each move, by any seat (bots' too), every viewer's
drawing on both screens — the main drawing and each phone panel — marks what the move changed
(`data-last` with class `last`), pieces keep one `data-piece` id from drawing to drawing, and
the stones a move takes are drawn where they go: in their new owner's area, under the id they
had on the track."""

import random
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import i18n
from ludoteca.games.yucata import data
from ludoteca.games.yucata.rules import GAME

LAYOUTS = [layout.id for layout in data.LAYOUTS]
HOWS = {"placed", "moved", "taken", "revealed", "drawn", "round", "changed"}


def played(seed: int, level: str | None = None):
    """(state before, state after) for every move of a seeded game: random legal cards, or the
    bots at `level` choosing from their views."""
    rng = random.Random(seed)
    options = {"players": 2 + seed % 3, "layout": LAYOUTS[seed % len(LAYOUTS)]}
    state = GAME.setup(options, seed)
    while not GAME.is_over(state):
        p = GAME.to_act(state)[0]
        moves = GAME.legal_moves(state, p)
        move = GAME.bot_move(GAME.view(state, p), moves, rng, level) if level else rng.choice(moves)
        after = GAME.apply(state, move)
        yield state, after
        state = after


def drawings(state):
    """{(viewer, screen): [svg roots: the main drawing, then the panels]}."""
    out = {}
    for viewer in [*range(state["options"]["players"]), None]:
        acting = viewer is not None and viewer in GAME.to_act(state)
        nxt = GAME.next_clicks(state, viewer, []) if acting else []
        view = GAME.view(state, viewer)
        for screen in ("wide", "phone"):
            drawn = GAME.render(view, {"path": [], "next": nxt, "screen": screen})
            svgs = [drawn["svg"], *(panel["svg"] for panel in drawn.get("panels", ()))]
            out[viewer, screen] = [ET.fromstring(svg) for svg in svgs]
    return out


def marked(root):
    return [el for el in root.iter() if el.get("data-last")]


def pieces(root) -> dict[str, ET.Element]:
    found: dict[str, ET.Element] = {}
    for el in root.iter():
        piece = el.get("data-piece")
        if piece:
            assert piece not in found, f"data-piece {piece!r} twice in one drawing"
            found[piece] = el
    return found


def classes(el) -> set:
    return set((el.get("class") or "").split())


@pytest.mark.parametrize("seed,level", [(0, None), (1, None), (2, None), (3, "easy"), (4, "normal")])
def test_every_move_is_marked_for_every_viewer_on_both_screens(seed, level):
    moves = 0
    for _before, after in played(seed, level):
        moves += 1
        for (viewer, screen), roots in drawings(after).items():
            where = f"seed {seed}, move {moves}, viewer {viewer}, {screen}"
            for k, root in enumerate(roots):
                last = marked(root)
                assert last, f"{where}, drawing {k}: nothing says what the move changed"
                for el in last:
                    assert el.get("data-last") in HOWS, where
                    assert "last" in classes(el), f"{where}: data-last without the class last"
                pieces(root)  # unique ids within each drawing
    assert moves > 10


def stones_by_piece(root) -> dict[str, str]:
    """{piece id: the stone's fill} for every stone piece in a drawing."""
    out = {}
    for piece, el in pieces(root).items():
        if piece.startswith("stone-"):
            out[piece] = el.find(".//{http://www.w3.org/2000/svg}circle").get("fill")
    return out


def owner_area(root) -> dict[str, ET.Element]:
    """The stone pieces drawn in a player's plate or chip (class player), by id."""
    out = {}
    for plate in (el for el in root.iter() if "player" in classes(el)):
        for el in plate.iter():
            if (el.get("data-piece") or "").startswith("stone-"):
                out[el.get("data-piece")] = el
    return out


@pytest.mark.parametrize("seed", range(3))
def test_taken_stones_fly_to_their_owner_under_the_same_id(seed):
    """The stones a move takes were on the track (under their ids) before it, and after it they
    are in the mover's plate (desk) and chip (phone), the same stone, marked "taken"; a stone's
    id never changes its colour, and every stone of the game is drawn exactly once."""
    for before, after in played(seed):
        mover = after["last"][0]["p"]
        took = {k: after["taken"][mover][k] - before["taken"][mover][k] for k in "PDR"}
        for screen in ("wide", "phone"):
            old, new = drawings(before)[0, screen][0], drawings(after)[0, screen][0]
            old_stones, new_stones = stones_by_piece(old), stones_by_piece(new)
            assert len(new_stones) == 35, "every stone is drawn once, on the track or with its owner"
            for piece, fill in new_stones.items():
                assert old_stones[piece] == fill, f"{piece} changed colour"
            fresh = [el for el in owner_area(new).values() if el.get("data-last") == "taken"]
            assert len(fresh) == sum(took.values()), f"{screen}: {took} taken, {len(fresh)} drawn as taken"
            plates = [el for el in new.iter() if "player" in classes(el)]
            mover_plate = plates[mover]
            ids = {el.get("data-piece") for el in mover_plate.iter() if el.get("data-last") == "taken"}
            assert ids == {el.get("data-piece") for el in fresh}, "the taken stones are in the mover's plate"
            for piece in ids:  # on the track before the move
                assert piece in owner_area(old) or piece in old_stones
                assert piece not in owner_area(old)


def test_the_latest_move_is_read_in_names_and_numbers():
    """A player's plate says their latest move in words and numbers, and the mover's is marked."""
    state = GAME.setup({"players": 3}, 5)
    first = GAME.to_act(state)[0]
    state = GAME.apply(state, {"p": first, "card": "5"})
    for lang, says in (
        ("en", "Last: 5, 0 → 5 · +1 pale"),
        ("de", "Zuletzt: 5, 0 → 5 · +1 heller"),
        ("fr", "Dernier\u00a0: 5, 0 → 5 · +1 claire"),
    ):
        with _language(lang):
            for screen in ("wide", "phone"):
                roots = drawings(state)[None, screen]
                root = roots[-1]  # the phone's Players tab, or the desk
                texts = ["".join(el.itertext()) for el in root.iter() if el.get("data-last") == "changed"]
                assert any(says in t for t in texts), f"{lang} {screen}: {texts}"


class _language:
    def __init__(self, lang):
        self.lang = lang

    def __enter__(self):
        self.before = i18n.current()
        i18n.use(self.lang)

    def __exit__(self, *exc):
        i18n.use(self.before)


def test_seven_cards_back_and_the_end_are_announced():
    """The moment a player's seven cards come back, and the end, show as a banner (data-last
    "round") on the desk and in the phone's Players tab."""
    announced = {"back": 0, "end": 0}
    for _before, after in played(7):
        mover = after["last"][0]["p"]
        kind = "end" if GAME.is_over(after) else "back" if len(after["hands"][mover]) == 7 else None
        for (viewer, screen), roots in drawings(after).items():
            banners = [el for root in roots for el in root.iter() if el.get("data-last") == "round"]
            if kind:
                assert len(banners) == 1, f"{kind}: {viewer} {screen}"
                announced[kind] += 1
            else:
                assert not banners
    assert announced["back"] and announced["end"]


def test_a_pointer_marks_track_pieces_and_leaves_no_trace_in_the_cache():
    """ui["marks"] (a tutorial's pointer) marks a stone and an amulet on the track by piece id,
    on both screens; the same position drawn without marks afterwards has none (the track is
    cached)."""
    state = GAME.setup({"players": 2}, 2)
    view = GAME.view(state, 0)
    for screen in ("wide", "phone"):
        ui = {"path": [], "next": ["card:5"], "screen": screen}
        root = ET.fromstring(GAME.render(view, {**ui, "marks": {"stone-P0": "point", "amulet-1": "point"}})["svg"])
        pointed = {el.get("data-piece") for el in root.iter() if el.get("data-mark") == "point"}
        assert pointed == {"stone-P0", "amulet-1"}, screen
        stone = next(el for el in root.iter() if el.get("data-piece") == "stone-P0")
        assert "mark-point" in classes(stone)
        again = ET.fromstring(GAME.render(view, ui)["svg"])
        assert not [el for el in again.iter() if el.get("data-mark")], screen
