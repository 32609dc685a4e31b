"""Yutakâ's bots: every level plays legally, the strong bot's sampler of hidden information
draws worlds the view cannot tell apart and uses nothing the view does not show, and its
choice is reproducible from its rng."""

import random
from collections import Counter

import pytest

from ludoteca.core import dumps, get_game
from ludoteca.core.search import outcome_values, search
from ludoteca.games.yutaka import bot, data, disguise
from ludoteca.games.yutaka.search_model import MODEL, determinize, final_scores, rollout

from ..helpers import playout

GAME = get_game("yutaka")
DECK = Counter(data.player_deck())
TILES = Counter(data.all_tiles())
MODES = [
    {"mode": "mysteria"},
    {"mode": "tactika", "archipelago": "volcano"},
    {"mode": "mixed", "known": ["G", "R"], "archipelago": "cairns"},
]


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(bot, "STRONG_ITERATIONS", 40)


def states_of(options, seeds):
    """Every position of random games (the final one included)."""
    states = []
    for seed in seeds:
        playout("yutaka", options, seed, on_step=states.append)
    return states


def play_bots(options, seed, levels):
    state = GAME.setup(options, seed)
    moves = 0
    while not GAME.is_over(state):
        p = GAME.to_act(state)[0]
        legal = GAME.legal_moves(state, p)
        move = GAME.bot_move(GAME.view(state, p), legal, random.Random(f"{seed}/{moves}"), levels[p])
        assert move in legal, (levels[p], move)
        state = GAME.apply(state, move)
        moves += 1
    return state


@pytest.mark.parametrize("levels", [("easy", "normal"), ("strong", "easy"), ("normal", "strong")])
def test_every_level_plays_legal_moves_to_the_end(levels, quick):
    for k, options in enumerate(MODES):
        final = play_bots(options, 10 + k, levels)
        assert GAME.is_over(final)


def check_world(world, view):
    """A drawn world is a possible real state: every card and tile accounted for."""
    for p in (0, 1):
        table = [c for island in world["sides"] for c in island[p] if c != "X"]
        table += [c for island in world["sides"] for c in island[1 - p] if c == "X"]
        assert Counter(world["hands"][p] + world["decks"][p] + table) == DECK
    assert Counter((t["c"], t["v"]) for t in world["tiles"] + world["removed"]) == TILES
    assert isinstance(world["rng"], int)
    if view["viewer"] is not None:
        assert sorted(world["hands"][view["viewer"]]) == view["hand"]


@pytest.mark.parametrize("options", MODES)
def test_a_drawn_world_gives_back_the_same_view(options):
    rng = random.Random(3)
    checked = 0
    for state in states_of(options, range(2)):
        for viewer in (0, 1, None):
            view = GAME.view(state, viewer)
            world = determinize(view, rng)
            check_world(world, view)
            assert dumps(GAME.view(world, viewer)) == dumps(view)
            world = MODEL.determinize(view, rng)  # the model's (cached secrets) too
            assert dumps(GAME.view(world, viewer)) == dumps(view)
            checked += 1
    assert checked > 250


def test_the_sampler_draws_different_worlds():
    state = states_of({}, [4])[20]
    view = GAME.view(state, 0)
    rng = random.Random(1)
    worlds = [determinize(view, rng) for _ in range(20)]
    assert len({dumps(w["hands"][1]) for w in worlds}) > 1
    assert len({dumps(w["decks"][0]) for w in worlds}) > 1
    assert len({dumps(w["tiles"]) for w in worlds}) > 1
    assert len({w["rng"] for w in worlds}) == 20


def test_in_mixed_mode_an_anonymous_tile_is_never_of_a_known_colour():
    options = {"mode": "mixed", "known": ["Y", "G", "B"]}
    rng = random.Random(2)
    for state in states_of(options, [5])[::5]:
        view = GAME.view(state, 0)
        for _ in range(10):
            world = determinize(view, rng)
            for shown, drawn in zip(view["tiles"], world["tiles"]):
                if shown["c"] is None:
                    assert drawn["c"] in ("R", "E")


@pytest.mark.parametrize("options", MODES)
def test_the_strong_bot_uses_nothing_the_view_does_not_show(options, quick):
    """A twin with the other secrets (the package's disguise) gives the same view, the same
    drawn worlds and the same strong move."""
    rng = random.Random(5)
    checked = 0
    states = states_of(options, [21, 22])
    for state in states[::4]:
        if GAME.is_over(state):
            continue
        player = GAME.to_act(state)[0]
        twin = disguise(state, player, rng)
        view, twin_view = GAME.view(state, player), GAME.view(twin, player)
        assert dumps(view) == dumps(twin_view)
        assert dumps(determinize(view, random.Random(9))) == dumps(determinize(twin_view, random.Random(9)))
        moves = GAME.legal_moves(state, player)
        assert moves == GAME.legal_moves(twin, player)
        ours = GAME.bot_move(view, moves, random.Random(checked), "strong")
        theirs = GAME.bot_move(twin_view, moves, random.Random(checked), "strong")
        assert ours == theirs
        if "card" in moves[0]:
            a = search(MODEL, view, moves, random.Random(checked), 40)
            b = search(MODEL, twin_view, moves, random.Random(checked), 40)
            assert [(dumps(e.move), e.visits, e.value) for e in a.estimates] == [
                (dumps(e.move), e.visits, e.value) for e in b.estimates
            ]
        checked += 1
    assert checked >= 10


def test_the_strong_move_is_reproducible_from_its_rng(quick):
    state = states_of({}, [6])[30]
    player = GAME.to_act(state)[0]
    view, moves = GAME.view(state, player), GAME.legal_moves(state, player)
    assert "card" in moves[0]
    first = search(MODEL, view, moves, random.Random(11), 200)
    again = search(MODEL, view, moves, random.Random(11), 200)
    assert first.move == again.move and first.iterations == 200
    assert [(dumps(e.move), e.visits, e.value) for e in first.estimates] == [
        (dumps(e.move), e.visits, e.value) for e in again.estimates
    ]
    assert GAME.bot_move(view, moves, random.Random(3), "strong") == GAME.bot_move(
        view, moves, random.Random(3), "strong"
    )


def test_playouts_score_like_the_rules():
    for seed in range(20):
        final, _ = playout("yutaka", MODES[seed % 3], seed)
        result = GAME.result(final)
        assert final_scores(final) == (result["scores"], result["tiebreak"])
        assert rollout(final, 0.5) == (result["scores"], result["tiebreak"])
        assert MODEL.value(final) == outcome_values(result["scores"], result["ranks"], MODEL.margin_scale)


def test_a_playout_ends_with_the_last_reveal():
    """With one tile left and its reveal pending, the game ends at that reveal: the quick
    playout plays no further card and scores the islands as they are."""
    checked = 0
    for seed in range(40):

        def last_reveal(state, seed=seed):
            nonlocal checked
            if state["phase"] == "reveal" and sum(not t["up"] for t in state["tiles"]) == 1:
                world = determinize(GAME.view(state, state["revealer"]), random.Random(seed))
                assert rollout(world, 0.5) == final_scores(world)
                checked += 1

        playout("yutaka", {}, seed, on_step=last_reveal)
    assert checked >= 10
