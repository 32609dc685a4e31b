"""The shared search (ludoteca.core.search) on every game: its move is one of the bot's own
candidates, reproducible from its rng, an `include`d move is judged but never chosen unless
proposed, and the page's time cap stops a search early."""

import random

import pytest

from ludoteca.core import get_game, new_record, replay, think
from ludoteca.core.search import outcome_values, search

from .helpers import game_ids


def position(game_id: str, moves: int = 6):
    """A position a few random moves into a 2-player game, and who acts."""
    game = get_game(game_id)
    state = replay(new_record(game_id, {"players": 2}, 17))
    rng = random.Random(5)
    for _ in range(moves):
        if game.is_over(state):
            break
        p = game.to_act(state)[0]
        state = game.apply(state, game.random_move(state, p, rng))
    return game, state, game.to_act(state)[0]


@pytest.mark.parametrize("game_id", game_ids())
def test_the_move_is_a_legal_candidate_and_reproducible(game_id):
    game, state, p = position(game_id)
    view = game.view(state, p)
    moves = game.legal_moves(state, p) if game.lists_moves else None
    first = search(game.bot.MODEL, view, moves, random.Random(3), 24)
    again = search(game.bot.MODEL, view, moves, random.Random(3), 24)
    assert first.move == again.move and [e.value for e in first.estimates] == [e.value for e in again.estimates]
    assert game.why_illegal(state, first.move) is None
    assert all(0.0 <= e.value <= 1.0 for e in first.estimates)


def test_an_included_move_is_judged_but_not_chosen_unless_proposed():
    game, state, p = position("yucata")
    view = game.view(state, p)
    moves = game.legal_moves(state, p)
    worst = moves[-1]
    found = search(game.bot.MODEL, view, moves[:-1], random.Random(1), 60, include=[worst])
    assert found.estimate_of(worst) is not None
    assert found.move != worst


def test_the_time_cap_stops_a_search_early(monkeypatch):
    game, state, p = position("yucata")
    view = game.view(state, p)
    moves = game.legal_moves(state, p)
    monkeypatch.setattr(think, "THINK_SECONDS", 1e-9)
    capped = search(game.bot.MODEL, view, moves, random.Random(1), 10_000)
    assert capped.iterations == 1 and capped.move in moves


def test_outcome_values_favour_the_winner_and_the_margin():
    assert outcome_values([10, 5], [1, 2], 10)[0] > 0.8 > 0.2 > outcome_values([10, 5], [1, 2], 10)[1]
    tie = outcome_values([7, 7], [1, 1], 10)
    assert tie[0] == tie[1] and 0.4 < tie[0] < 0.6
    assert outcome_values([30], [1], 10, solo_par=20)[0] > outcome_values([20], [1], 10, solo_par=20)[0] == 0.5


def test_the_phone_bench_times_the_strong_bots_own_searches(monkeypatch):
    """ludoteca.speed.strong_search_rates (bench/phone_bots.py) times each search the strong
    bot makes, with the clock it is given, and leaves the bot as it found it."""
    from ludoteca.games.yutaka import bot
    from ludoteca.speed import strong_search_rates

    monkeypatch.setattr(bot, "STRONG_ITERATIONS", 50)
    ticks = iter(range(1000))
    rates = strong_search_rates("yutaka", positions=3, clock=lambda: next(ticks) / 10)
    assert rates == pytest.approx([500.0] * 3)  # 50 iterations between two ticks of 0.1 s
    assert bot.search is search
