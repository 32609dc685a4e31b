"""(c) Complete random games per second on CPython, for every game, through the public
contract (random_move — a uniform choice among legal_moves unless the game has too many
moves to list — + apply, each apply validating and copying the state), and the greedy bots'
games per second through the table for comparison. Median of 5 rounds."""

import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from ludoteca.core import all_games, new_record  # noqa: E402
from ludoteca.speed import random_game  # noqa: E402
from ludoteca.table import Table  # noqa: E402

ROUNDS, ROUND_SECONDS = 5, 1.5  # each round plays whole games for about this long


def bot_game(game, seed):
    bots = [{"kind": "bot", "name": "bot"}] * game.max_players
    table = Table(new_record(game.id, {"players": game.max_players}, seed), bots)
    while table.bot_step():
        pass


def rate(fn, game):
    """Median over ROUNDS of games per second, each round playing whole games (at least 2)."""
    rates, seed = [], 0
    for _ in range(ROUNDS):
        started, games = time.perf_counter(), 0
        while games < 2 or time.perf_counter() - started < ROUND_SECONDS:
            fn(game, seed)
            seed, games = seed + 1, games + 1
        rates.append(games / (time.perf_counter() - started))
    return statistics.median(rates)


def main():
    print(f"Python {sys.version.split()[0]}; median of {ROUNDS} rounds of ~{ROUND_SECONDS} s of whole games")
    for game in all_games():
        started = time.perf_counter()
        moves = sum(random_game(game, 10_000 + i) for i in range(20))
        per_move = (time.perf_counter() - started) / moves * 1e6
        print(
            f"{game.name:8} ({game.max_players} players): random games/s {rate(random_game, game):6.1f}"
            f"  ({moves / 20:.0f} moves a game, {per_move:.0f} µs per random_move+apply);"
            f"  bot-vs-bot games/s {rate(bot_game, game):6.1f}"
        )


if __name__ == "__main__":
    main()
