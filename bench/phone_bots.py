"""The bots at a phone's speed (issue 39): strong against normal in every game, the strong bot
searching only as many iterations as a phone's page worker reaches in the page's think time.

In the page the strong bot's search stops at `bridge.PAGE_THINK_SECONDS` (0.9 s) a move, or
at its game's `STRONG_ITERATIONS`, whichever comes first. How many iterations fit in 0.9 s on
a phone is measured in two parts, in the same run (bench/phone_speed.mjs):

1. Here, in the vendored Pyodide (not CPython) under Node — V8 running the same wasm as the
   page's worker —, the strong bot's own search (ludoteca.speed.strong_search_rates): its
   iterations per second of CPU time (the machine is shared: another process's turn must not
   count as slowness) at POSITIONS positions spread over a seeded game; the median per game.
2. How much slower a phone is than this machine: Lighthouse's BenchmarkIndex (a JS CPU
   benchmark, GoogleChrome/lighthouse core/lib/page-functions.js `computeBenchmarkIndex`), the
   median of six readings here, timed by CPU time as the search is, against the index Chrome
   DevTools' CPU-throttling calibration gives its phone classes (devtools-frontend,
   front_end/panels/mobile_throttling/CalibrationController.ts: "low-tier" mobile, "like a
   Moto G Power 2022", 264; "mid-tier", "like a Pixel 5", 1000). The default is the low-tier
   phone (`--phone-index 264`), the class Lighthouse's mobile preset emulates and the cheap
   Android phones many players have; `--phone-index 1000` asks for the mid-tier one. The index
   is a JS benchmark, not wasm: it stands for one core's speed, on which both mostly depend.

The phone's budget per game = min(STRONG_ITERATIONS, median iterations per second here × 0.9 s
× phone index / this machine's index). Then `ludoteca.arena` plays strong (that budget) against normal, 2
players, seeds FIRST_SEED.., the strong seat rotating (strong holds seat 0 at the first seed of
each batch, so a run from an odd first seed seats strong as one from seed 1 does), and this
prints strong's win share (a tie shares the win) with a Wilson 95 % interval, the number of
games, and the arena's report — after every batch (`--batch`, even) too, with each game's seed
and share, so that a run stopped at a deadline keeps what it played.
Target: strong >= 65 % in every game.

More games on later seeds, pooled with an earlier run of the same bots (its wins, ties counting
half, and its games on the seeds before): `--first-seed 61 --earlier kukulkan=43/60` prints the
new seeds' tally and the pooled one, both with Wilson's interval (ludoteca.stats).

    nice .venv/bin/python bench/phone_bots.py [--games 200] [--jobs 2] [--phone-index 264]
    nice .venv/bin/python bench/phone_bots.py --budget yucata=336 --budget kukulkan=258 ...
      (skips the measurement for the games named; --only GAME plays those games only)
    nice -n 19 .venv/bin/python bench/phone_bots.py --budget kukulkan=300 --only kukulkan \
      --first-seed 61 --earlier kukulkan=43/60 --games 120 --jobs 1
"""

import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from ludoteca import arena, stats  # noqa: E402
from ludoteca.bridge import PAGE_THINK_SECONDS  # noqa: E402
from ludoteca.core import all_games, get_game  # noqa: E402

LOW_TIER_PHONE_INDEX = 264  # DevTools' "low-tier mobile" (Moto G Power 2022)
POSITIONS = 8
TARGET = 0.65
BATCH = 10


def tally(wins: float, games: int) -> str:
    """Strong's win share (ties half), its Wilson interval, the number of games, against the target."""
    low, high = stats.wilson(wins, games)
    share = wins / games
    verdict = "meets" if share >= TARGET else "BELOW"
    if low >= TARGET:
        verdict += " (lower bound too)"
    return f"{share:.1%} of {games} games (Wilson 95 % {low:.1%}–{high:.1%}) — {verdict} {TARGET:.0%}"


def tallies(first_seed: int, outcomes: list, before_wins: float, before_games: int) -> str:
    """The tally of the seeds played from first_seed, and pooled with an earlier run's if any."""
    wins = sum(o.a_share for o in outcomes)
    line = f"seeds {first_seed}–{first_seed + len(outcomes) - 1}: {tally(wins, len(outcomes))}"
    if before_games:
        pooled = tally(before_wins + wins, before_games + len(outcomes))
        line += f"; pooled with the {before_games} earlier: {pooled}"
    return line


def earlier_run(text: str) -> tuple[str, float, int]:
    """GAME=WINS/GAMES: an earlier run's wins (ties as halves) and games."""
    game_id, _, figures = text.partition("=")
    wins, _, games = figures.partition("/")
    return game_id, float(wins), int(games)


def measure(positions: int) -> tuple[float, dict[str, list[float]]]:
    """This machine's BenchmarkIndex (median reading) and, per game, the strong bot's search
    iterations per CPU second in Pyodide, both measured in Node."""
    done = subprocess.run(
        ["node", str(ROOT / "bench/phone_speed.mjs"), str(ROOT), str(positions)],
        check=True,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    readings = figures["indexBefore"] + figures["indexAfter"]
    print(f"Pyodide (Python {figures['python']}) under Node; this machine's BenchmarkIndex readings {readings}")
    return statistics.median(readings), figures["rates"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first-seed", "--seed", dest="first_seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=BATCH, help="games per report line (even: seats rotate)")
    parser.add_argument(
        "--earlier",
        action="append",
        default=[],
        metavar="GAME=WINS/GAMES",
        help="an earlier run of the same bots on the seeds before --first-seed, to pool with",
    )
    parser.add_argument("--phone-index", type=float, default=LOW_TIER_PHONE_INDEX)
    parser.add_argument("--positions", type=int, default=POSITIONS)
    parser.add_argument("--budget", action="append", default=[], metavar="GAME=N", help="a given budget")
    parser.add_argument("--only", action="append", default=[], metavar="GAME", help="play these games only")
    args = parser.parse_args()
    games = [g for g in all_games() if not args.only or g.id in args.only]
    budgets = {name: int(n) for name, n in (b.split("=") for b in args.budget)}
    earlier = {game_id: (wins, games) for game_id, wins, games in map(earlier_run, args.earlier)}
    if args.batch % 2:
        parser.error("--batch must be even (strong's seat rotates over 2 players)")
    if any(g.id not in budgets for g in games):
        host_index, rates = measure(args.positions)
        slowdown = host_index / args.phone_index
        print(
            f"phone: BenchmarkIndex {args.phone_index:.0f}; this machine {host_index:.0f} — the phone is"
            f" {slowdown:.2f} x slower; think time {PAGE_THINK_SECONDS} s a move"
        )
        for game in games:
            if game.id in budgets:
                continue
            per_second = statistics.median(rates[game.id])
            here = per_second * PAGE_THINK_SECONDS
            phone = round(here / slowdown)
            budgets[game.id] = min(game.bot.STRONG_ITERATIONS, phone)
            print(
                f"  {game.id:12} strong search in Pyodide here: median {per_second:5.0f} iterations/s"
                f" ({len(rates[game.id])} positions, {min(rates[game.id]):.0f}–{max(rates[game.id]):.0f});"
                f" in {PAGE_THINK_SECONDS} s here {here:5.0f}, on the phone {phone:4d};"
                f" STRONG_ITERATIONS {game.bot.STRONG_ITERATIONS:4d} -> budget {budgets[game.id]}"
            )
    sys.stdout.flush()
    for game in games if args.games > 0 else ():
        # The arena's worker processes are forked after this, so they search with it too.
        get_game(game.id).bot.STRONG_ITERATIONS = budgets[game.id]
        started, outcomes = time.perf_counter(), []
        before_wins, before_games = earlier.get(game.id, (0.0, 0))

        while len(outcomes) < args.games:
            # In batches, each with its lines, so that a long tournament can be read, or
            # stopped, as it goes.
            count = min(args.batch, args.games - len(outcomes))
            first = args.first_seed + len(outcomes)
            batch_started = time.perf_counter()
            batch = arena.run(game.id, "strong", "normal", count, 2, first, args.jobs)
            outcomes += batch
            shares = " ".join(f"{first + i}:{o.a_share:g}" for i, o in enumerate(batch))
            print(f"  batch seeds {first}–{first + count - 1} (seed:strong's share) {shares}", flush=True)
            print(arena.report(game.id, "strong", "normal", 2, batch, time.perf_counter() - batch_started))
            print(
                f"  so far, {tallies(args.first_seed, outcomes, before_wins, before_games)}  ({time.perf_counter() - started:.0f} s)",
                flush=True,
            )
        print(
            f"{game.name:13} strong ({budgets[game.id]} iterations) vs normal: {tallies(args.first_seed, outcomes, before_wins, before_games)}"
        )
        print(arena.report(game.id, "strong", "normal", 2, outcomes, time.perf_counter() - started))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
