"""The strong bot's think time per move, in the page (its search runs in the engine's worker)
and on CPython in the same run, for every game; and the page's longest main-thread task
meanwhile (PerformanceObserver "longtask"). Target (issue 15): in the page p95 <= 1 s at the
default budget, with no main-thread task over 50 ms.

Each game is played strong against strong (2 players), seed 3, for MOVES bot moves: in the
page through `window.ludotecaShell.call("bot")` (the round trip included), on CPython through
the same table code.

  .venv/bin/python bench/strong_bots.py [--moves N]"""

import argparse
import random
import time

from _browser import median, percentile, site_and_browser
from ludoteca.core import all_games, new_record
from ludoteca.table import Table

MOVES = 16
STRONG = {"kind": "bot", "name": "Strong", "level": "strong"}
WATCH_LONG_TASKS = """
window.__longest = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
}).observe({ type: "longtask", buffered: true });
"""
PLAY_IN_PAGE = """async ([game, moves, seats]) => {
  const call = window.ludotecaShell.call;
  await call("new", { game, seats, seed: 3 });
  window.__longest = 0;
  const times = [];
  for (let i = 0; i < moves; i++) {
    const started = performance.now();
    const answer = await call("bot");
    times.push(performance.now() - started);
    if (answer.over) break;
  }
  return { times, longest: window.__longest };
}"""


def cpython_times(game, moves: int) -> list[float]:
    table = Table(new_record(game.id, {"players": 2}, 3), [dict(STRONG), dict(STRONG)])
    times = []
    for _ in range(moves):
        started = time.perf_counter()
        if table.bot_step() is None:
            break
        times.append((time.perf_counter() - started) * 1000)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=MOVES)
    args = parser.parse_args()
    random.seed(0)
    with site_and_browser() as (url, browser):
        context = browser.new_context(service_workers="block")
        context.add_init_script(WATCH_LONG_TASKS)
        page = context.new_page()
        page.goto(f"{url}/index.html")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
        for game in all_games():
            seats = [dict(STRONG), dict(STRONG)]
            in_page = page.evaluate(PLAY_IN_PAGE, [game.id, args.moves, seats])
            page_times, longest = in_page["times"], in_page["longest"]
            native = cpython_times(game, args.moves)
            print(
                f"{game.name:13} strong move in the page: p50 {median(page_times):6.0f} ms"
                f"  p95 {percentile(page_times, 95):6.0f} ms  ({len(page_times)} moves)"
                f" | CPython p50 {median(native):6.0f} ms  p95 {percentile(native, 95):6.0f} ms"
                f" | page / CPython (p50) {median(page_times) / max(median(native), 0.001):4.2f}"
                f" | longest main-thread task {longest:4.0f} ms  (targets: p95 <= 1000 ms, task <= 50 ms)"
            )
        context.close()


if __name__ == "__main__":
    main()
