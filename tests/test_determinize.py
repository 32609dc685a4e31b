"""`determinize` over the registry: every game's search model builds its drawn worlds on
`core.search.base_state`, so a world holds none of the view's containers (search changes
worlds in place, many from one view), shows what the view shows, and the strong bot still
plays legal moves; and `base_state` itself."""

import random

import pytest

from ludoteca.core import dumps, get_game
from ludoteca.core.search import base_state, search

from .helpers import game_ids, runs, spread, viewers

# What every view carries whatever the game (Game.view), and base_state copies.
EVERY_VIEW = ("game", "rules", "options", "log")


def containers(value, found=None) -> dict:
    """Every dict and list inside `value` (itself included), by id."""
    found = {} if found is None else found
    if isinstance(value, (dict, list)) and id(value) not in found:
        found[id(value)] = value
        for child in value.values() if isinstance(value, dict) else value:
            containers(child, found)
    return found


def shared(world: dict, view: dict) -> list:
    """The containers of `world` that are also the view's — but the log's entries, which the
    engine never changes once written and so shares on purpose (base_state's docstring)."""
    log_entries = containers(list(world["log"]))  # (and what is inside them)
    in_view = containers(view)
    return [c for key, c in containers(world).items() if key in in_view and key not in log_entries]


def positions(game_id: str, count: int) -> list[dict]:
    """About `count` states of each of the shared games (random moves, the bots', fresh
    chance), spread from setup to the end."""
    game = get_game(game_id)
    found = []
    for run in runs(game_id, game.rules_version).values():
        found.extend(state for _, state in spread(run.states, count))
    return found


# ---------------- base_state ----------------


def a_view() -> dict:
    return {
        "game": "g",
        "rules": "2",
        "options": {"players": 2, "known": ["Y", "G"]},
        "log": [{"msg": "one"}, {"msg": "two"}],
        "viewer": 0,
        "to_act": [0],
        "over": False,
        "board": [[1, None], [{"c": "R"}]],
        "turn": 1,
        "score_shown": [3, 4],
    }


def test_base_state_copies_what_it_is_told_and_nothing_else():
    view = a_view()
    state = base_state(view, ("board", "turn"), 1234)
    assert state == {
        "game": "g",
        "rules": "2",
        "options": {"players": 2, "known": ["Y", "G"]},
        "log": [{"msg": "one"}, {"msg": "two"}],
        "rng": 1234,
        "board": [[1, None], [{"c": "R"}]],
        "turn": 1,
    }
    assert shared(state, view) == []
    # the log is a list of its own, its entries (never changed) are shared
    assert state["log"] is not view["log"]
    assert all(a is b for a, b in zip(state["log"], view["log"]))


def test_changing_the_base_state_leaves_the_view_as_it_was():
    view = a_view()
    before = dumps(view)
    state = base_state(view, ("board",), 0)
    state["options"]["known"].append("B")
    state["board"][0][0] = 9
    state["board"][1][0]["c"] = "E"
    state["log"].append({"msg": "three"})
    assert dumps(view) == before


def test_base_state_needs_every_field_it_names():
    with pytest.raises(KeyError):
        base_state(a_view(), ("board", "hands"), 0)


# ---------------- every game's determinize ----------------


@pytest.mark.parametrize("game_id", game_ids())
def test_a_drawn_world_shares_no_container_with_the_view_and_shows_the_same(game_id):
    game = get_game(game_id)
    model = game.search_model
    rng = random.Random(7)
    checked = 0
    for state in positions(game_id, 4):
        for viewer in viewers(state):
            view = game.view(state, viewer)
            before = dumps(view)
            world = model.determinize(view, rng)
            assert shared(world, view) == [], (game_id, viewer)
            assert set(world) == set(state), "a drawn world has every field of a state"
            for key in EVERY_VIEW + model.shown:
                assert world[key] == view[key], (game_id, key)
            assert dumps(game.view(world, viewer)) == before, "the viewer cannot tell the world from the real one"
            # search plays on the world in place: the view (drawn from again) is untouched
            for _ in range(3):
                if game.is_over(world):
                    break
                p = game.to_act(world)[0]
                model.advance(world, model.playout_move(world, p, rng))
            assert dumps(view) == before
            checked += 1
    assert checked >= 20


@pytest.mark.parametrize("game_id", game_ids())
def test_the_shown_fields_are_state_fields_the_view_shows(game_id):
    """`shown` names only fields of the state; each is in every view, and the hidden ones are
    left to the game (a typo in `shown` would fail here, not in a bot)."""
    game = get_game(game_id)
    model = game.search_model
    state = positions(game_id, 1)[0]
    assert set(EVERY_VIEW + model.shown) <= set(state) & set(game.view(state, None))
    assert "rng" not in model.shown


@pytest.mark.parametrize("game_id", game_ids())
def test_the_strong_bot_plays_legal_moves_from_drawn_worlds(game_id):
    """A short search on the view leaves it untouched and picks a move legal in the real
    state, and the same in a world drawn from that view."""
    game = get_game(game_id)
    model = game.search_model
    checked = 0
    for index, state in enumerate(positions(game_id, 2)):
        if game.is_over(state):
            continue
        player = game.to_act(state)[0]
        view = game.view(state, player)
        before = dumps(view)
        world = model.determinize(view, random.Random(index))
        for position in (state, world):
            moves = game.legal_moves(position, player) if game.lists_moves else None
            chosen = search(model, game.view(position, player), moves, random.Random(index), iterations=8).move
            assert game.why_illegal(position, chosen) is None, (game_id, index, chosen)
        assert dumps(view) == before
        checked += 1
    assert checked >= 2
