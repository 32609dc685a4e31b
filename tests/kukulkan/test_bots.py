"""Kukulkán's bots at every level: legal play to the end, the strong bot's sampler of hidden
information (the others' secret actions this round, the future dice) consistent with the
view and blind to what the view does not show, and reproducible choices."""

import random

import pytest

from ludoteca.core import dumps, new_record
from ludoteca.core.record import replay
from ludoteca.games.kukulkan import bot, disguise
from ludoteca.games.kukulkan.rules import GAME


@pytest.fixture
def small_budget(monkeypatch):
    monkeypatch.setattr(bot, "STRONG_ITERATIONS", 24)


def play(levels: list[str], seed: int, on_position=None) -> dict:
    """A game with seat p played by levels[p]; every move goes through `apply` (which
    refuses an illegal one)."""
    state = replay(new_record("kukulkan", {"players": len(levels)}, seed))
    made = 0
    while not GAME.is_over(state):
        p = GAME.to_act(state)[0]
        if on_position is not None:
            on_position(state, made)
        move = GAME.bot_move(GAME.view(state, p), None, random.Random(f"{seed}/{made}"), levels[p])
        assert GAME.why_illegal(state, move) is None
        state = GAME.apply(state, move)
        made += 1
        assert made < 2000, "the game must end"
    return state


@pytest.mark.parametrize(
    "levels, seed",
    [
        (["strong", "normal"], 1),
        (["easy", "strong"], 2),
        (["strong"], 3),
        (["easy"], 4),
        (["normal", "easy", "strong"], 5),
    ],
)
def test_every_level_plays_legal_moves_to_the_end(small_budget, levels, seed):
    final = play(levels, seed)
    assert GAME.is_over(final)
    assert all(s >= 0 for s in GAME.result(final)["scores"])


def positions(seed: int, players: int, every: int) -> list[dict]:
    found = []
    play(["normal"] * players, seed, lambda state, made: found.append(state) if made % every == 0 else None)
    return found


def test_determinize_gives_back_the_same_view():
    rng = random.Random(5)
    checked = 0
    for players, seed in ((3, 11), (2, 12), (1, 13)):
        for state in positions(seed, players, 3):
            for viewer in list(range(players)) + [None]:
                view = GAME.view(state, viewer)
                for _ in range(2):
                    world = bot.MODEL.determinize(view, rng)
                    assert dumps(GAME.view(world, viewer)) == dumps(view)
                    assert GAME.to_act(world) == GAME.to_act(state)
                    for _p, move in enumerate(world["pending"]):
                        if move is not None:  # the others' drawn actions are legal ones
                            undecided = dict(world, pending=[None] * players)
                            assert GAME.why_illegal(undecided, move) is None
                    checked += 1
    assert checked > 200


def test_the_strong_bot_does_not_see_what_the_view_hides(small_budget):
    rng = random.Random(9)
    compared = differed = 0
    for state in positions(21, 3, 2)[:60]:
        for viewer in GAME.to_act(state):
            twin = disguise(state, viewer, rng)
            view = GAME.view(state, viewer)
            assert dumps(GAME.view(twin, viewer)) == dumps(view)
            differed += dumps(twin["pending"]) != dumps(state["pending"])
            if compared % 4 == 0:
                move = GAME.bot_move(view, None, random.Random(3), "strong")
                assert GAME.bot_move(GAME.view(twin, viewer), None, random.Random(3), "strong") == move
                assert GAME.why_illegal(twin, move) is None and GAME.why_illegal(state, move) is None
            compared += 1
    assert differed > 5, "some positions must hold secret actions of others"


def test_the_strong_move_is_reproducible_from_its_rng(small_budget):
    for state in positions(31, 2, 7)[:6]:
        p = GAME.to_act(state)[0]
        view = GAME.view(state, p)
        first = GAME.bot_move(view, None, random.Random(42), "strong")
        assert GAME.bot_move(view, None, random.Random(42), "strong") == first


def test_analyse_judges_an_included_move():
    state = positions(41, 2, 5)[3]
    p = GAME.to_act(state)[0]
    view = GAME.view(state, p)
    other = GAME.random_move(state, p, random.Random(1))
    found = GAME.analyse(view, None, random.Random(2), include=[other], iterations=30)
    assert GAME.why_illegal(state, found.move) is None
    assert found.estimate_of(other) is not None
