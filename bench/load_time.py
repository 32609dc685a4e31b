"""(a) Time to an interactive board on our page, against a bare loadPyodide() page, in the
same run: median of RUNS cold loads each (a fresh browser context each time: empty cache),
alternating the two pages so drift affects both alike. Prints the medians and the ratio.
(b) A repeat visit served by the service worker (every file from its cache, the server
untouched), each in a fresh context: a first visit, then — once the service worker controls
the page and the engine's memory snapshot is in its cache — a reload; median of the reloads,
and its ratio to the cold bare boot (target <= 0.6).
(c) What one cold visit downloads: every request of the page and its workers, and the bytes.

  .venv/bin/python bench/load_time.py [--runs N] [--root DIR] [--requests-only]
--root serves another copy of the site as it is (e.g. an older commit, built there) instead of
building this one: the same figures, before and after a change, on the same machine."""

import argparse
import pathlib
import time

from _browser import median, site_and_browser

OUR_PAGE = "/index.html?autostart=1&game=yutaka&seats=human,bot&botDelay=100000"
BARE_PAGE = "/bench/bare_pyodide.html"
BOARD = "#board [data-click].legal"
# The engine keeps a memory snapshot in the service worker's cache after its first start.
SNAPSHOT_STORED = """(async () => { for (const name of await caches.keys()) {
  const cache = await caches.open(name);
  if ((await cache.keys()).some((r) => r.url.includes('engine-snapshot'))) return true; }
  return false; })()"""


def cold_load(browser, url, ready_selector):
    context = browser.new_context()
    page = context.new_page()
    started = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(ready_selector, state="attached", timeout=120_000)
    elapsed = time.perf_counter() - started
    context.close()
    return elapsed


def repeat_visit(browser, url):
    """(reload time once the service worker controls the page, requests that reached the
    server, whether a snapshot was there)"""
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    page.goto(url + OUR_PAGE)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    snapshot = False  # a site without snapshots (or one that could not store it)
    for _ in range(60):
        if page.evaluate(SNAPSHOT_STORED):
            snapshot = True
            break
        page.wait_for_timeout(500)
    from_network = []
    page.on("requestfinished", lambda r: from_network.append(r.url) if not r.response().from_service_worker else None)
    started = time.perf_counter()
    page.reload()
    page.wait_for_selector(BOARD, state="attached", timeout=120_000)
    elapsed = time.perf_counter() - started
    context.close()
    return elapsed, len(from_network), snapshot


def cold_requests(browser, url):
    """Every request a cold visit makes until the board is interactive (service worker
    blocked: its own precaching is not the page's), with the bytes of each response body."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    seen = []
    page.on("requestfinished", lambda r: seen.append(r))
    page.goto(url + OUR_PAGE)
    page.wait_for_selector(BOARD, state="attached", timeout=120_000)
    page.wait_for_timeout(1000)  # what starts right after (thumbnails, …)
    rows = [(r.url[len(url) :], r.sizes()["responseBodySize"]) for r in seen]
    context.close()
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--root", type=pathlib.Path, help="serve this copy of the site instead (not rebuilt)")
    parser.add_argument("--requests-only", action="store_true")
    args = parser.parse_args()
    ours, bare, repeat, network, snapshots = [], [], [], 0, 0
    with site_and_browser(args.root) as (url, browser):
        rows = cold_requests(browser, url)
        print(f"cold visit: {len(rows)} requests, {sum(max(0, b) for _, b in rows) / 1e6:.2f} MB of bodies")
        for path, size in rows:
            print(f"  {size:>10,}  {path}")
        if args.requests_only:
            return
        cold_load(browser, url + BARE_PAGE, "body[data-ready='1']")  # warm the OS file cache once
        for _ in range(args.runs):
            bare.append(cold_load(browser, url + BARE_PAGE, "body[data-ready='1']"))
            # interactive = the board is drawn and its legal targets are clickable
            ours.append(cold_load(browser, url + OUR_PAGE, BOARD))
            elapsed, fetched, snapshot = repeat_visit(browser, url)
            repeat.append(elapsed)
            network += fetched
            snapshots += snapshot
    print(f"bare loadPyodide() page : median {median(bare):.2f} s  (runs: {', '.join(f'{t:.2f}' for t in bare)})")
    print(f"Ludoteca, board ready   : median {median(ours):.2f} s  (runs: {', '.join(f'{t:.2f}' for t in ours)})")
    print(f"ratio ours / bare       : {median(ours) / median(bare):.2f}   (target <= 1.10)")
    print(
        f"repeat visit, offline cache: median {median(repeat):.2f} s  (runs: {', '.join(f'{t:.2f}' for t in repeat)};"
        f" {network} requests reached the server; engine snapshot stored before {snapshots} of {len(repeat)} reloads)"
    )
    print(f"ratio repeat / cold bare: {median(repeat) / median(bare):.2f}   (target <= 0.6)")


if __name__ == "__main__":
    main()
