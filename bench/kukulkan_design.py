"""Check our Kukulkán sheet design by bot self-play (issue 4): for 2, 4 and 6 players (and
solo), the distribution of rounds per game, how often each bonus is claimed, and the score
spread. Usage: python bench/kukulkan_design.py [games per player count, default 100]."""

import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from ludoteca.core import new_record  # noqa: E402
from ludoteca.games.kukulkan.data import FIRST_BONUSES, NORMAL_BONUSES  # noqa: E402
from ludoteca.table import Table  # noqa: E402


def play(players: int, seed: int):
    table = Table(
        new_record("kukulkan", {"players": players}, seed), [{"kind": "bot", "name": f"b{i}"} for i in range(players)]
    )
    while table.bot_step():
        pass
    return table.state


def quantiles(values):
    q = statistics.quantiles(values, n=10)
    return (
        f"min {min(values)}, 10% {q[0]:.0f}, median {statistics.median(values):.0f}, 90% {q[-1]:.0f}, max {max(values)}"
    )


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for players in (1, 2, 4, 6):
        started = time.perf_counter()
        rounds, scores, spreads, ends = [], [], [], {}
        claimed = dict.fromkeys(NORMAL_BONUSES + FIRST_BONUSES, 0)
        for seed in range(games):
            state = play(players, seed)
            rounds.append(state["round"])
            ends[state["end"]] = ends.get(state["end"], 0) + 1
            game_scores = [len(s["crossed"]) + sum(s["bonuses"].values()) for s in state["sheets"]]
            scores += game_scores
            spreads.append(max(game_scores) - min(game_scores))
            for b in claimed:
                claimed[b] += any(b in s["bonuses"] for s in state["sheets"])
        took = time.perf_counter() - started
        print(
            f"\n{players} player{'s' if players > 1 else ''}: {games} bot games ({took / games * 1000:.0f} ms a game)"
        )
        print(f"  rounds per game: {quantiles(rounds)}")
        print(f"  scores: {quantiles(scores)}; mean {statistics.mean(scores):.1f}")
        if players > 1:
            print(f"  winner − last per game: {quantiles(spreads)}")
        print(
            "  games where the bonus was claimed (by anyone): "
            + ", ".join(f"{b} {100 * k / games:.0f}%" for b, k in claimed.items())
        )
        print("  ends: " + "; ".join(f"{why} ({k})" for why, k in ends.items()))


if __name__ == "__main__":
    main()
