"""(c) Complete random games per second on CPython, for every game, through the public
contract (legal_moves + apply, each apply validating and copying the state), and the
greedy bots' games per second through the table for comparison. Median of 5 rounds."""

import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from ludoteca.core import all_games, new_record  # noqa: E402
from ludoteca.table import Table  # noqa: E402

ROUNDS, GAMES = 5, 200


def random_games(game, n, seed0):
    moves = 0
    for seed in range(seed0, seed0 + n):
        rng = random.Random(seed)
        state = game.setup({"players": game.max_players}, seed)
        while not game.is_over(state):
            p = rng.choice(game.to_act(state))
            state = game.apply(state, rng.choice(game.legal_moves(state, p)))
            moves += 1
    return moves


def bot_games(game, n, seed0):
    bots = [{"kind": "bot", "name": "bot"}] * game.max_players
    for seed in range(seed0, seed0 + n):
        table = Table(new_record(game.id, {"players": game.max_players}, seed), bots)
        while table.bot_step():
            pass


def rate(fn, game, n):
    rates = []
    for r in range(ROUNDS):
        started = time.perf_counter()
        fn(game, n, r * n)
        rates.append(n / (time.perf_counter() - started))
    return statistics.median(rates)


def main():
    print(f"Python {sys.version.split()[0]}; {GAMES} games a round, median of {ROUNDS} rounds")
    for game in all_games():
        started = time.perf_counter()
        moves = random_games(game, GAMES, 10_000)
        per_move = (time.perf_counter() - started) / moves * 1e6
        print(f"{game.name:8} ({game.max_players} players): random games/s {rate(random_games, game, GAMES):6.0f}"
              f"  ({moves / GAMES:.0f} moves a game, {per_move:.0f} µs per legal_moves+apply);"
              f"  bot-vs-bot games/s {rate(bot_games, game, GAMES // 4):5.0f}")


if __name__ == "__main__":
    main()
