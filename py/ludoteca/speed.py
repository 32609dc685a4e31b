"""How fast an engine plays: whole random games per second, the same code on CPython
(bench/random_games.py) and in the page's worker (the "speed" call of ludoteca.bench_api,
used by bench/engine_speed.py), so the two can be compared on one machine."""

from __future__ import annotations

import random
import time

from .core import get_game


def random_game(game, seed: int) -> int:
    """One whole game of random legal moves at the most players; returns its moves."""
    moves = 0
    rng = random.Random(seed)
    state = game.setup({"players": game.max_players}, seed)
    while not game.is_over(state):
        p = rng.choice(game.to_act(state))
        state = game.apply(state, game.random_move(state, p, rng))
        moves += 1
    return moves


def random_games_per_second(game_id: str, seconds: float) -> float:
    """Whole random games for about `seconds` (at least two games); games per second."""
    game = get_game(game_id)
    started, games, seed = time.perf_counter(), 0, 0
    while games < 2 or time.perf_counter() - started < seconds:
        random_game(game, seed)
        seed, games = seed + 1, games + 1
    return games / (time.perf_counter() - started)
