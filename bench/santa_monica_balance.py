"""Check the balance of our Santa Monica content by bot self-play (issue 5): games with 2, 3
and 4 players over the three objective tiles; prints the score distribution, the win rate by
seat, by starting tile and by objective tile (against the fair share 1/players), the most and
least taken cards, and how often the sand dollar actions are used.

A shared first place counts as a fraction of a win for each sharer.
Usage: python bench/santa_monica_balance.py [games, default 600] [worker processes, default 2]
"""

import collections
import multiprocessing
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from ludoteca.core import new_record  # noqa: E402
from ludoteca.games.santa_monica.content import CARDS, START_TILES  # noqa: E402
from ludoteca.games.santa_monica.rules import GAME  # noqa: E402
from ludoteca.table import Table  # noqa: E402

OBJECTIVES = ("blue", "green", "orange")
LIMIT = 15  # percentage points above the fair share the issue allows


def play(seed: int) -> dict:
    players = 2 + seed % 3
    objective = OBJECTIVES[seed // 3 % 3]
    table = Table(
        new_record("santa_monica", {"players": players, "objective": objective}, seed),
        [{"kind": "bot", "name": f"b{i}"} for i in range(players)],
    )
    while table.bot_step():
        pass
    state = table.state
    result = GAME.result(state)
    # seat = position in turn order (0 = the start player)
    order = [(state["start_player"] + i) % players for i in range(players)]
    dollar_turns = sum(1 for m in table.record["moves"] if m["clicks"][0].startswith("d:"))
    return {
        "players": players,
        "objective": objective,
        "scores": result["scores"],
        "ranks": result["ranks"],
        "order": order,
        "tiles": [c["start"] for c in state["cities"]],
        "taken": state["taken"],
        "turns": state["turns"],
        "dollar_turns": dollar_turns,
    }


def share(games, key):
    """{value: (games, wins, expected wins)} for the players' attribute `key(game, p)`."""
    out = collections.defaultdict(lambda: [0, 0.0, 0.0])
    for g in games:
        n = g["players"]
        winners = [p for p in range(n) if g["ranks"][p] == 1]
        for p in range(n):
            row = out[key(g, p)]
            row[0] += 1
            row[1] += (1 / len(winners)) if p in winners else 0
            row[2] += 1 / n
    return out


def report(title, table, name=str):
    print(title)
    worst = -100.0
    for value, (count, wins, expected) in sorted(table.items()):
        rate, fair = 100 * wins / count, 100 * expected / count
        worst = max(worst, rate - fair)
        print(
            f"  {name(value):<22} {count:5d} plays  wins {rate:5.1f} %  fair {fair:5.1f} %  "
            f"({rate - fair:+5.1f} points)"
        )
    return worst


def main():
    games_n = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    started = time.perf_counter()
    with multiprocessing.Pool(workers) as pool:
        games = pool.map(play, range(games_n), chunksize=10)
    elapsed = time.perf_counter() - started
    print(f"{games_n} bot games (2, 3 and 4 players; blue, green, orange) in {elapsed:.0f} s with {workers} processes")
    for n in (2, 3, 4):
        scores = [s for g in games if g["players"] == n for s in g["scores"]]
        margins = [sorted(g["scores"])[-1] - sorted(g["scores"])[-2] for g in games if g["players"] == n]
        q = statistics.quantiles(scores, n=10)
        print(
            f"{n} players: scores min {min(scores)}, 10% {q[0]:.0f}, median {statistics.median(scores):.0f}, "
            f"90% {q[-1]:.0f}, max {max(scores)}; winner's margin median {statistics.median(margins):.0f}; "
            f"turns median {statistics.median(g['turns'] for g in games if g['players'] == n):.0f}"
        )
    worst = []
    for n in (2, 3, 4):
        subset = [g for g in games if g["players"] == n]
        worst.append(
            report(
                f"Win rate by seat, {n} players (seat 1 = start player):",
                share(subset, lambda g, p: g["order"].index(p) + 1),
                lambda s: f"seat {s}",
            )
        )
    worst.append(
        report("Win rate by starting tile:", share(games, lambda g, p: g["tiles"][p]), lambda t: START_TILES[t].name)
    )
    # Everyone shares the objective tile, so its own win rate is fair by construction: what it
    # can tilt is the scores, and who wins — the start player's and the last seat's rate show it.
    print("By objective tile (shared by all players):")
    for objective in OBJECTIVES:
        subset = [g for g in games if g["objective"] == objective]
        scores = [s for g in subset for s in g["scores"]]
        first = share(subset, lambda g, p: g["order"].index(p) == 0)[True]
        last = share(subset, lambda g, p: g["order"].index(p) == g["players"] - 1)[True]
        print(
            f"  {objective:<6} {len(subset)} games, mean score {statistics.mean(scores):.1f}; start player wins "
            f"{100 * first[1] / first[0]:.1f} % (fair {100 * first[2] / first[0]:.1f} %), last seat "
            f"{100 * last[1] / last[0]:.1f} %"
        )
    taken = collections.Counter(c for g in games for c in g["taken"])
    ranked = sorted(range(len(CARDS)), key=lambda c: -taken[c])
    print("Most taken cards: " + ", ".join(f"{CARDS[c].name} {taken[c]}" for c in ranked[:6]))
    print("Least taken cards: " + ", ".join(f"{CARDS[c].name} {taken[c]}" for c in ranked[-6:]))
    turns = sum(g["turns"] for g in games)
    print(f"Sand dollar actions used in {100 * sum(g['dollar_turns'] for g in games) / turns:.1f} % of turns")
    print(
        f"Largest excess over the fair share (seats, starting tiles): {max(worst):+.1f} points "
        f"— limit +{LIMIT}: {'met' if max(worst) <= LIMIT else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
