"""The page's main thread while the engine works (issue 14): the longest task (a
PerformanceObserver of type "longtask" registered before the page's own scripts) from
navigation until the board is interactive, and during 20 consecutive bot moves of each game
(every seat a bot); and when the lobby answers a click on a game card during the boot.
Median of RUNS cold loads for the boot figures. Targets: no task over 50 ms; the lobby
responds within 300 ms of navigation.

  .venv/bin/python bench/main_thread.py [--runs N] [--root DIR] [--boot-only] [--explain]
--root serves another copy of the site as it is (e.g. an older commit, built there).
--explain traces each boot (Chrome's timeline) and prints, for every main-thread task over
50 ms, its wall and CPU time, what it did, and how much of the same stretch V8 spent compiling
WebAssembly to its top tier on background threads. Traced on this 2-core machine (14 boots),
the boot's long tasks were the first layout of the table — 16-25 ms of CPU stretched to
51-175 ms of wall time while V8 optimised Pyodide's hot functions on other threads (117-337 ms
of compiling during the task) — and, before the lobby, the HTML's parsing and the bundle's
evaluation (12-17 ms of CPU, 51-69 ms of wall time, the browser starting the page's process)."""

import argparse
import collections
import json
import pathlib

from _browser import median, site_and_browser
from ludoteca.core import all_games

RUNS = 5
BOT_MOVES = 20
WATCH_LONG_TASKS = """
window.__longest = 0; window.__tasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__tasks.push(Math.round(entry.duration));
    window.__longest = Math.max(window.__longest, entry.duration);
  }
}).observe({ type: "longtask", buffered: true });
"""


# In the page, from its first moment: click the Yutakâ card every 5 ms until the lobby shows
# Yutakâ's setup; the time (since navigation) when it first did is the lobby's response.
CLICK_A_CARD_EARLY = """
(function tick() {
  const card = document.querySelector(".game-card[data-game='yutaka']");
  const title = document.getElementById("setup-title");
  if (card) card.click();
  if (title && title.textContent === "Yutakâ") { window.__lobbyAt = performance.now(); return; }
  setTimeout(tick, 5);
})();
"""


def boot(browser, url, explain=False):
    """(longest task until the board is interactive, ms; ms until a game card responds)"""
    context = browser.new_context(service_workers="block")
    context.add_init_script(WATCH_LONG_TASKS + CLICK_A_CARD_EARLY)
    page = context.new_page()
    if explain:
        browser.start_tracing(page=page, categories=TRACED)
    page.goto(url + "/index.html?game=yucata", wait_until="commit")
    page.wait_for_function("window.__lobbyAt !== undefined", timeout=30_000)
    lobby = page.evaluate("window.__lobbyAt")
    page.select_option("select[name='seat-kind-1']", "bot")  # still booting: the lobby works
    page.click("#start")  # pressed early: opens when ready
    page.wait_for_selector("#board [data-click].legal", state="attached", timeout=120_000)
    longest = page.evaluate("window.__longest")
    if explain:
        explain_long_tasks(json.loads(browser.stop_tracing()))
    context.close()
    return longest, lobby


TRACED = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.wasm"]
LONG_US = 50_000


def explain_long_tasks(trace):
    """For each task over 50 ms on the page's main thread: wall and CPU ms, its biggest parts,
    and the ms of top-tier WebAssembly compiling on other threads during it."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in events if e.get("name") == "thread_name"}
    # Our page's renderer (not another page's, still closing).
    ours = {
        e["args"]["data"]["processId"]
        for e in events
        if e.get("name") == "FrameCommittedInBrowser" and "/index.html" in e["args"]["data"].get("url", "")
    }
    timed = [e for e in events if e.get("ph") == "X" and e.get("dur")]
    for task in timed:
        where = (task["pid"], task["tid"])
        if (
            task["pid"] not in ours
            or threads.get(where) != "CrRendererMain"
            or task["name"] != "RunTask"
            or task["dur"] <= LONG_US
        ):
            continue
        start, end = task["ts"], task["ts"] + task["dur"]
        parts, compiling = collections.Counter(), 0
        for e in timed:
            if e is task or e["ts"] >= end or e["ts"] + e["dur"] <= start:
                continue
            if (e["pid"], e["tid"]) == where:
                parts[e["name"]] += e["dur"]
            elif e["name"] == "wasm.TopTierCompilation":
                compiling += min(end, e["ts"] + e["dur"]) - max(start, e["ts"])
        cpu = f"{task['tdur'] / 1000:.0f}" if "tdur" in task else "?"
        print(
            f"  task {task['dur'] / 1000:.0f} ms (CPU {cpu} ms): "
            + ", ".join(f"{name} {us / 1000:.0f}" for name, us in parts.most_common(4))
            + f"; WebAssembly top-tier compiling meanwhile {compiling / 1000:.0f} ms"
        )


def bot_moves(browser, url, game):
    context = browser.new_context(service_workers="block")
    context.add_init_script(WATCH_LONG_TASKS)
    page = context.new_page()
    seats = ",".join(["bot"] * max(game.min_players, 2))
    page.goto(f"{url}/index.html?autostart=1&game={game.id}&seats={seats}&botDelay=0&seed=3")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
    page.wait_for_function("document.body.dataset.moves !== undefined", timeout=30_000)
    page.evaluate("window.__longest = 0")
    start = int(page.evaluate("document.body.dataset.moves"))
    page.wait_for_function(
        f"Number(document.body.dataset.moves) >= {start + BOT_MOVES} || "
        "document.querySelector('#result[open]') !== null",
        timeout=120_000,
    )
    longest = page.evaluate("window.__longest")
    context.close()
    return longest


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=RUNS)
    parser.add_argument("--root", type=pathlib.Path, help="serve this copy of the site instead (not rebuilt)")
    parser.add_argument("--boot-only", action="store_true", help="no bot moves")
    parser.add_argument("--explain", action="store_true", help="trace the boots: what their long tasks did")
    args = parser.parse_args()
    with site_and_browser(args.root) as (url, browser):
        boots = [boot(browser, url, args.explain) for _ in range(args.runs)]
        longest = [b[0] for b in boots]
        lobby = [b[1] for b in boots]
        print(
            f"boot, longest main-thread task until the board is interactive: median {median(longest):.0f} ms, "
            f"max {max(longest):.0f} ms  (runs: {', '.join(f'{t:.0f}' for t in longest)}; target <= 50)"
        )
        print(
            f"lobby responds to a game card: median {median(lobby):.0f} ms after navigation "
            f"(runs: {', '.join(f'{t:.0f}' for t in lobby)}; target <= 300)"
        )
        if args.boot_only:
            return
        for game in all_games():
            print(
                f"{game.id:12} {BOT_MOVES} bot moves, longest main-thread task: {bot_moves(browser, url, game):.0f} ms "
                "(target <= 50)"
            )


if __name__ == "__main__":
    main()
