"""(c) Complete random Yutakâ games per second on CPython, through the public contract
(legal_moves + apply, each apply validating and copying the state), and the greedy bot's
games per second for comparison. Median of 5 rounds."""

import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from ludoteca.core import get_game  # noqa: E402
from ludoteca.table import Table  # noqa: E402
from ludoteca.core import new_record  # noqa: E402

GAME = get_game("yutaka")
ROUNDS, GAMES = 5, 200


def random_games(n, seed0):
    moves = 0
    for seed in range(seed0, seed0 + n):
        rng = random.Random(seed)
        state = GAME.setup({}, seed)
        while not GAME.is_over(state):
            p = GAME.to_act(state)[0]
            state = GAME.apply(state, rng.choice(GAME.legal_moves(state, p)))
            moves += 1
    return moves


def bot_games(n, seed0):
    bot = {"kind": "bot", "name": "bot"}
    for seed in range(seed0, seed0 + n):
        table = Table(new_record("yutaka", {}, seed), [bot, bot])
        while table.bot_step():
            pass


def rate(fn, n):
    rates = []
    for r in range(ROUNDS):
        started = time.perf_counter()
        fn(n, r * n)
        rates.append(n / (time.perf_counter() - started))
    return statistics.median(rates)


def main():
    print(f"Python {sys.version.split()[0]}")
    started = time.perf_counter()
    moves = random_games(GAMES, 10_000)
    per_move = (time.perf_counter() - started) / moves * 1e6
    print(f"random games/s   : median {rate(random_games, GAMES):.0f}  ({moves / GAMES:.0f} moves a game, "
          f"{per_move:.0f} µs per legal_moves+apply)")
    print(f"bot-vs-bot games/s: median {rate(bot_games, GAMES // 4):.0f}  (greedy bot, views and tables included)")


if __name__ == "__main__":
    main()
