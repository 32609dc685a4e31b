"""The drawing protocol (Game.render, core/svg.py), checked for every game in the registry: a new
game is checked here without editing any list. Positions are spread over the contract suite's
shared games (tests/helpers.py `runs`), drawn on both screens for every viewer and a spectator,
and for the player to act also with one click pending:

- the legal targets (elements with data-click and class "legal") are exactly the table's next
  clicks (`game.next_clicks`), and nobody else's drawing offers any;
- on a phone the drawing is PHONE_W units wide and every legal target offers a finger at least
  MIN_TARGET units across, both ways (its largest rect or circle: the hit area);
- every target has a details text (data-info), every legal one an accessible name
  (aria-label); every
  labelled group (role="group") has its label; decorative shapes are hidden (aria-hidden);
- the viewer is "You": the main drawing's accessible names and details never name their seat
  ("{pN}"), and nothing reads "(you)" after a name. (A scoreboard may show the viewer's name,
  and a panel of every player's sheet name each: Yucata', Kukulkán.)

After any seat's move, every viewer's drawing on both screens marks what the move changed
(data-last, in the main drawing or a panel), and a piece's data-piece id is unique within one
drawing: what the shell animates (assets/js/motion.js).

Hidden information in a drawing and a description: tests/test_contract.py (the disguise check).
"""

import random
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import get_game

from .helpers import game_ids, runs, spread, viewers

NS = "{http://www.w3.org/2000/svg}"
PHONE_W = 360
MIN_TARGET = 46
SCREENS = ("wide", "phone")
GAMES = game_ids()


def classes(element) -> set[str]:
    return set((element.get("class") or "").split())


def hit_size(element) -> tuple[float, float]:
    """The largest area a finger can hit on a target (itself or a rect or circle inside it),
    as (width, height)."""
    best = (0.0, 0.0)
    for shape in element.iter():
        if shape.tag == f"{NS}rect":
            size = (float(shape.get("width", 0)), float(shape.get("height", 0)))
        elif shape.tag == f"{NS}circle":
            size = (2 * float(shape.get("r", 0)),) * 2
        elif shape.tag == f"{NS}ellipse":
            size = (2 * float(shape.get("rx", 0)), 2 * float(shape.get("ry", 0)))
        else:
            continue
        if min(size) > min(best):
            best = size
    return best


def said(root) -> str:
    """What a reader reads or hears in a drawing: its texts, accessible names and details."""
    words = ["".join(el.itertext()) for el in root.iter(f"{NS}text")]
    words += [el.get(attr) for el in root.iter() for attr in ("aria-label", "data-info") if el.get(attr)]
    return "\n".join(words)


def drawn_cases(game_id: str):
    """(state, viewer, path, screen, drawing) at about a dozen positions of the random and the
    bots' game: every viewer on both screens, the first actor also with a click pending."""
    game = get_game(game_id)
    rng = random.Random(3)
    for name in ("random", "bots"):
        for index, state in spread(runs(game_id, game.rules_version)[name].states, 6):
            actors = game.to_act(state)
            for viewer in viewers(state):
                paths = [[]]
                if viewer in actors[:1]:
                    first = game.next_clicks(state, viewer, [])
                    paths.append([rng.choice(first)])
                for path in paths:
                    nxt = game.next_clicks(state, viewer, path) if viewer in actors else []
                    view = game.view(state, viewer)
                    for screen in SCREENS:
                        drawing = game.render(view, {"path": path, "next": nxt, "screen": screen})
                        where = f"{name} step {index}, viewer {viewer}, path {path}, {screen}"
                        yield state, viewer, nxt, screen, drawing, where


@pytest.mark.parametrize("game_id", GAMES)
def test_drawings_keep_the_protocol(game_id):
    seen_targets = seen_phone = 0
    for _state, viewer, nxt, screen, drawing, where in drawn_cases(game_id):
        root = ET.fromstring(drawing["svg"])
        targets = [el for el in root.iter() if el.get("data-click")]
        legal = {el.get("data-click") for el in targets if "legal" in classes(el)}
        assert legal == set(nxt), f"{where}: legal targets {sorted(legal)} ≠ next clicks {sorted(nxt)}"
        for el in targets:
            token = el.get("data-click")
            assert (el.get("data-info") or "").strip(), f"{where}: {token} has no details (data-info)"
            if "legal" in classes(el):  # the shell makes these buttons: each needs a name
                assert len((el.get("aria-label") or "").strip()) > 2, f"{where}: {token} has no accessible name"
        roots = [root] + [ET.fromstring(panel["svg"]) for panel in drawing.get("panels", ())]
        for shown in roots:
            for el in shown.iter():
                if el.get("role") == "group":
                    assert (el.get("aria-label") or "").strip(), f"{where}: a group without a label"
        assert any(el.get("aria-hidden") == "true" for el in root.iter()), f"{where}: nothing decorative is hidden"
        if screen == "phone":
            _, _, width, _ = (float(v) for v in root.get("viewBox").split())
            assert width == PHONE_W, f"{where}: the phone drawing is {width} units wide"
            for el in targets:
                if "legal" in classes(el):
                    w, h = hit_size(el)
                    assert w >= MIN_TARGET and h >= MIN_TARGET, f"{where}: {el.get('data-click')} is {w} × {h}"
                    seen_phone += 1
        if viewer is not None:
            spoken = [el.get(a) for el in root.iter() for a in ("aria-label", "data-info") if el.get(a)]
            assert not [t for t in spoken if f"{{p{viewer}}}" in t], f"{where}: the viewer is named, not 'You'"
            everything = "\n".join([drawing["prompt"], *(said(r) for r in roots)])
            assert "(you)" not in everything.lower(), where
        seen_targets += len(targets)
    assert seen_targets and seen_phone, "no target was ever drawn"


def drawn_after_moves(game_id: str):
    """(where, screen, [svg documents]) after about a dozen moves of the shared games (every
    seat's moves, bots' too), for every viewer and a spectator: the main drawing and its panels."""
    game = get_game(game_id)
    for name in ("random", "bots"):
        run = runs(game_id, game.rules_version)[name]
        for index, state in spread(run.states, 6):
            if index == 0:
                continue  # nothing has moved yet
            mover = run.actors[index - 1]
            for viewer in viewers(state):
                view = game.view(state, viewer)
                actors = game.to_act(state)
                nxt = game.next_clicks(state, viewer, []) if viewer in actors else []
                for screen in SCREENS:
                    drawing = game.render(view, {"path": [], "next": nxt, "screen": screen})
                    docs = [drawing["svg"], *(panel["svg"] for panel in drawing.get("panels", ()))]
                    where = f"{name}: after move {index} (seat {mover}'s), viewer {viewer}, {screen}"
                    yield where, [ET.fromstring(doc) for doc in docs]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_last_move_is_marked_and_pieces_are_named_once(game_id):
    """What the shell animates (assets/js/motion.js): after any seat's move, every viewer's
    drawing marks what it changed (data-last, somewhere in the main drawing or a panel) on both
    screens, and a moving piece's data-piece id is unique within one drawing."""
    hows = {"placed", "moved", "taken", "revealed", "drawn", "round", "changed"}
    unmarked = []
    for where, roots in drawn_after_moves(game_id):
        marked = [el for root in roots for el in root.iter() if el.get("data-last")]
        if not marked:
            unmarked.append(where)
        for el in marked:
            assert el.get("data-last") in hows, f"{where}: data-last={el.get('data-last')!r}"
        for root in roots:
            ids = [el.get("data-piece") for el in root.iter() if el.get("data-piece")]
            twice = sorted({piece for piece in ids if ids.count(piece) > 1})
            assert not twice, f"{where}: data-piece ids drawn twice: {twice}"
    assert not unmarked, f"no data-last in {len(unmarked)} drawings, e.g. {unmarked[:3]}"
