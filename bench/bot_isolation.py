"""What the arena's child process costs a player's bot (`python -m ludoteca.arena GAME --bot`):
games per second of the starting bot against easy, played in this process (no hard limit)
and in a watched child process (ludoteca.bot_process, as the arena plays them), alternately,
on the same seeds; medians over the rounds, and their ratio. Both as wall time (games per
second) and as CPU time per game (this process and its children: on a machine shared with other
work the wall time mostly measures the scheduler).

    .venv/bin/python bench/bot_isolation.py [--games 20] [--rounds 5] [GAME ...]
"""

import argparse
import pathlib
import resource
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from ludoteca.bot_process import GRACE_SECONDS  # noqa: E402
from ludoteca.tournament import run_tournament  # noqa: E402
from ludoteca.workshop import starter_source  # noqa: E402


def cpu_seconds() -> float:
    mine, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return mine.ru_utime + mine.ru_stime + children.ru_utime + children.ru_stime


def measure(game: str, games: int, grace: float | None) -> tuple[float, float]:
    """(games per second of wall time, CPU ms per game)."""
    started, cpu = time.perf_counter(), cpu_seconds()
    results = run_tournament(starter_source(game), game, "easy", games=games, grace=grace)
    assert results["played"] == games and not results["errors"], results["report"]
    return games / (time.perf_counter() - started), (cpu_seconds() - cpu) * 1000 / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games_ids", nargs="*", default=["yucata", "yutaka"], metavar="GAME")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    print(f"{args.games} games of the starting bot against easy a round, {args.rounds} rounds (medians)")
    for game in args.games_ids:
        here, there = [], []
        for _ in range(args.rounds):
            here.append(measure(game, args.games, None))
            there.append(measure(game, args.games, GRACE_SECONDS))
        a, b = (statistics.median(x[0] for x in here), statistics.median(x[0] for x in there))
        ca, cb = (statistics.median(x[1] for x in here), statistics.median(x[1] for x in there))
        print(
            f"  {game:12} in process {a:6.1f} games/s {ca:6.1f} ms CPU/game"
            f"   child process {b:6.1f} games/s {cb:6.1f} ms CPU/game   ratio (CPU) {cb / ca:.2f}"
        )


if __name__ == "__main__":
    main()
