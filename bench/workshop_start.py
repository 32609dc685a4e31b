"""The bot workshop's start, cold against warm, in the same run: time from navigation to the
workshop's "ready" (html[data-workshop=ready]: Python started in its worker, our wheel
installed, the example bot in the editor), median of RUNS each, the kinds alternated so that
drift affects all alike.

  cold        a fresh browser context (empty HTTP cache, no service worker)
  warm http   the same context, a second visit (the browser's HTTP cache; the server answers
              304 Not Modified where it is asked)
  warm sw     a context whose service worker has kept the workshop's files (the visit before
              asked it to): a reload, every file from the service worker's cache
  bare        the baseline of what Pyodide itself costs: bench/bare_pyodide.html (the same
              vendored Pyodide, loadPyodide() and 1+1), cold and warm (HTTP cache) likewise

Then, in the same run, the tournament's speed in the page: for each game, TOURNAMENT_GAMES games
of the example bot against the easy bot (1 s a move at most), the time from Run to Done, and
the games per second (--no-tournament leaves it out).

It prints, for the warm kinds, the ratio to cold (the issue's target: <= 0.5), and the bare
Pyodide page's warm start as a share of the workshop's cold one: the floor a warm start cannot go
under without a memory snapshot of the interpreter (which PyScript's PyWorker does not offer).

  .venv/bin/python bench/workshop_start.py [--runs N] [--root DIR] [--no-tournament]
The workshop is served from dist/ (built and written first), or from --root, a copy of the
published site as it is (e.g. `--root dist` after `make build`); the bare page from this checkout (bench/ is not published)."""

import argparse
import pathlib
import time

from _browser import chromium, median
from ludoteca.build import DIST_DIR, ROOT, build, write_dist
from ludoteca.devserver import serve

PAGE = "/workshop.html?lang=en"
READY = "document.documentElement.dataset.workshop === 'ready'"
BARE_PAGE = "/bench/bare_pyodide.html"
BARE_READY = "document.body && document.body.dataset.ready === '1'"
KEPT = """(async () => { for (const name of await caches.keys()) {
  const kept = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
  if (kept.some((p) => p.endsWith('.whl')) && kept.some((p) => p.endsWith('/build/workshop.js'))) return true; }
  return false; })()"""
TIMEOUT_MS = 180_000
TOURNAMENT_GAMES = 10
GAMES = ("yucata", "kukulkan", "santa_monica", "yutaka")
RUN_DONE = "!document.getElementById('ws-run').disabled && document.getElementById('ws-stop').disabled"


def visit(page, url, path=PAGE, ready=READY) -> float:
    started = time.perf_counter()
    page.goto(url + path)
    page.wait_for_function(ready, timeout=TIMEOUT_MS)
    return time.perf_counter() - started


def cold_and_warm_http(browser, url, path=PAGE, ready=READY) -> tuple[float, float]:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    cold = visit(page, url, path, ready)
    warm = visit(page, url, path, ready)
    context.close()
    return cold, warm


def warm_sw(browser, url) -> tuple[float, int]:
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    visit(page, url)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
    for _ in range(TIMEOUT_MS // 500):
        if page.evaluate(KEPT):
            break
        page.wait_for_timeout(500)
    else:
        raise RuntimeError("the service worker did not keep the workshop's files")
    from_network = []
    page.on("requestfinished", lambda r: from_network.append(r.url) if not r.response().from_service_worker else None)
    warm = visit(page, url)
    context.close()
    return warm, len(from_network)


def tournament_seconds(browser, url) -> dict[str, float]:
    """Run to Done, per game: TOURNAMENT_GAMES games of the example bot against easy."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    visit(page, url)
    took = {}
    for game in GAMES:
        page.select_option("#ws-game", game)
        page.click("#ws-reset")
        page.click("#ws-reset-yes")  # (Start over asks first)
        page.wait_for_function("document.querySelector('.cm-content').innerText.includes('def choose(')")
        page.select_option("#ws-opponent", "easy")
        page.fill("#ws-games", str(TOURNAMENT_GAMES))
        page.fill("#ws-seconds", "1")
        started = time.perf_counter()
        page.click("#ws-run")
        page.wait_for_function(RUN_DONE, timeout=TIMEOUT_MS * 5)
        took[game] = time.perf_counter() - started
        done = page.inner_text("#ws-progress-text")
        if str(TOURNAMENT_GAMES) not in done:
            raise RuntimeError(f"{game}: the tournament did not finish: {done!r}")
    context.close()
    return took


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--root", type=pathlib.Path, help="serve this copy of the site instead (not rebuilt)")
    parser.add_argument("--no-tournament", action="store_true", help="leave out the tournament's speed")
    args = parser.parse_args()
    cold, http, sw, bare_cold, bare_warm, sw_network = [], [], [], [], [], 0
    if args.root is None:
        build()
        write_dist()
    with serve(args.root or DIST_DIR) as url, serve(ROOT) as checkout, chromium() as browser:
        cold_and_warm_http(browser, url)  # the OS's file cache warmed once, not counted
        for _ in range(args.runs):
            c, h = cold_and_warm_http(browser, url)
            cold.append(c)
            http.append(h)
            s, network = warm_sw(browser, url)
            sw.append(s)
            sw_network += network
            c, h = cold_and_warm_http(browser, checkout, BARE_PAGE, BARE_READY)
            bare_cold.append(c)
            bare_warm.append(h)
        took = {} if args.no_tournament else tournament_seconds(browser, url)

    def runs(values):
        return ", ".join(f"{v:.2f}" for v in values)

    print(f"cold start          : median {median(cold):.2f} s  (runs: {runs(cold)})")
    print(f"warm, HTTP cache    : median {median(http):.2f} s  (runs: {runs(http)})")
    print(
        f"warm, service worker: median {median(sw):.2f} s  (runs: {runs(sw)}; {sw_network} requests reached the server)"
    )
    print(f"ratio warm http / cold: {median(http) / median(cold):.2f}   (target <= 0.5)")
    print(f"ratio warm sw / cold  : {median(sw) / median(cold):.2f}   (target <= 0.5)")
    print(
        f"bare loadPyodide()  : cold median {median(bare_cold):.2f} s  (runs: {runs(bare_cold)}),"
        f" warm median {median(bare_warm):.2f} s  (runs: {runs(bare_warm)})"
    )
    print(
        f"floor: bare warm / workshop cold: {median(bare_warm) / median(cold):.2f}"
        " (Pyodide's own start, which a warm visit repeats in full)"
    )
    for game, seconds in took.items():
        print(
            f"tournament {game:12}: {TOURNAMENT_GAMES} games of the example bot against easy in {seconds:.1f} s"
            f" ({TOURNAMENT_GAMES / seconds:.2f} games/s)"
        )


if __name__ == "__main__":
    main()
