"""How fast an engine plays: whole random games per second, the same code on CPython
(bench/random_games.py) and in the page's worker (the "speed" call of ludoteca.bench_api,
used by bench/engine_speed.py), so the two can be compared on one machine."""

from __future__ import annotations

import random
import time
from typing import Any

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


def strong_search_rates(game_id: str, positions: int = 8, seed: int = 1, clock=time.process_time) -> list[float]:
    """The strong bot's search iterations per second of `clock` (by default this process's CPU
    time, which other processes on a shared machine do not lengthen), at `positions`
    positions spread over one seeded 2-player game of normal bots: the strong bot's own
    `choose` (its candidates, model, playouts and budget). One figure per position where it
    searched (a forced move, or a phase a game's bot plays without search, gives none)."""
    from .core import new_record
    from .core import search as search_module
    from .core.record import replay

    game = get_game(game_id)
    state = replay(new_record(game_id, {"players": 2}, seed))
    seen = []
    made = 0
    while not game.is_over(state):
        p = game.to_act(state)[0]
        view = game.view(state, p)
        moves = game.legal_moves(state, p) if game.lists_moves else None
        seen.append((view, moves, made))
        state = game.apply(state, game.bot_move(view, moves, random.Random(f"{seed}/{made}/{p}"), "normal"))
        made += 1
    rates: list[float] = []

    def timed(*args, **options):
        started = clock()
        result = search_module.search(*args, **options)
        if result.iterations:
            rates.append(result.iterations / max(clock() - started, 1e-6))
        return result

    # Each game's bot module calls the `search` it imported from core.search: that name is
    # swapped for a timing one. A module wired by name, so mypy knows no `search` on it.
    bot: Any = game.bot
    searching = bot.search
    bot.search = timed
    try:
        step, due = max(1, len(seen) // positions), 0
        for index, (view, moves, made) in enumerate(seen):
            if index < due or len(rates) >= positions:
                continue
            searched = len(rates)
            game.bot_move(view, moves, random.Random(f"search/{made}"), "strong")
            if len(rates) > searched:  # else the next position is tried
                due = index + step
    finally:
        bot.search = searching
    return rates
