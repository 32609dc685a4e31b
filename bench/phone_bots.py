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
players, seeds 1..GAMES, the strong seat rotating, and this prints strong's win share (a tie
shares the win) with a Wilson 95 % interval, the number of games, and the arena's report.
Target: strong >= 65 % in every game.

    nice .venv/bin/python bench/phone_bots.py [--games 200] [--jobs 2] [--phone-index 264]
    nice .venv/bin/python bench/phone_bots.py --budget yucata=336 --budget kukulkan=258 ...
      (skips the measurement for the games named; --only GAME plays those games only)
"""

import argparse
import json
import math
import pathlib
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from ludoteca import arena  # noqa: E402
from ludoteca.bridge import PAGE_THINK_SECONDS  # noqa: E402
from ludoteca.core import all_games, get_game  # noqa: E402

LOW_TIER_PHONE_INDEX = 264  # DevTools' "low-tier mobile" (Moto G Power 2022)
POSITIONS = 8
TARGET = 0.65
CHUNK = 10


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (ties count half a win)."""
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def tally(outcomes: list) -> str:
    """Strong's win share so far, its Wilson interval, the number of games, against the target."""
    wins = sum(o.a_share for o in outcomes)
    low, high = wilson(wins, len(outcomes))
    share = wins / len(outcomes)
    verdict = "meets" if share >= TARGET else "BELOW"
    return f"{share:.1%} of {len(outcomes)} games (Wilson 95 % {low:.1%}–{high:.1%}) — {verdict} {TARGET:.0%}"


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
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--phone-index", type=float, default=LOW_TIER_PHONE_INDEX)
    parser.add_argument("--positions", type=int, default=POSITIONS)
    parser.add_argument("--budget", action="append", default=[], metavar="GAME=N", help="a given budget")
    parser.add_argument("--only", action="append", default=[], metavar="GAME", help="play these games only")
    args = parser.parse_args()
    games = [g for g in all_games() if not args.only or g.id in args.only]
    budgets = {name: int(n) for name, n in (b.split("=") for b in args.budget)}
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
        while len(outcomes) < args.games:
            # In rounds of CHUNK games (even: each round rotates the seats evenly), each with a
            # line, so that a long tournament can be read, or stopped, as it goes.
            count = min(CHUNK, args.games - len(outcomes))
            outcomes += arena.run(game.id, "strong", "normal", count, 2, args.seed + len(outcomes), args.jobs)
            print(f"  {tally(outcomes)}  ({time.perf_counter() - started:.0f} s)", flush=True)
        print(f"{game.name:13} strong ({budgets[game.id]} iterations) vs normal: {tally(outcomes)}")
        print(arena.report(game.id, "strong", "normal", 2, outcomes, time.perf_counter() - started))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
