"""The bot workshop's start, cold against warm, in the same run: time from navigation to the
workshop's "ready" (html[data-workshop=ready]: Python started in its worker, our wheel
installed, the example bot in the editor), median of RUNS each, the kinds alternated so that
drift affects all alike.

  cold        a fresh browser context (empty HTTP cache, no service worker)
  warm http   the same context, a second visit (the browser's HTTP cache; the server answers
              304 Not Modified where it is asked)
  warm sw     a context whose service worker has kept the workshop's files (the visit before
              asked it to): a reload, every file from the service worker's cache

It prints, for the warm kinds, the ratio to cold (the issue's target: <= 0.5) and where the
time of one warm start goes (the worker's phases, from its console and the page's marks).

  .venv/bin/python bench/workshop_start.py [--runs N] [--root DIR]
--root serves a copy of the site as it is (e.g. dist/ after `make build`) instead of building
this checkout first."""

import argparse
import pathlib
import time

from _browser import median, site_and_browser

PAGE = "/workshop.html?lang=en"
READY = "document.documentElement.dataset.workshop === 'ready'"
KEPT = """(async () => { for (const name of await caches.keys()) {
  const kept = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
  if (kept.some((p) => p.endsWith('.whl')) && kept.some((p) => p.endsWith('/build/workshop.js'))) return true; }
  return false; })()"""
TIMEOUT_MS = 180_000


def visit(page, url) -> float:
    started = time.perf_counter()
    page.goto(url + PAGE)
    page.wait_for_function(READY, timeout=TIMEOUT_MS)
    return time.perf_counter() - started


def cold_and_warm_http(browser, url) -> tuple[float, float, int]:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    cold = visit(page, url)
    served = []
    page.on("requestfinished", lambda r: served.append(r.response().status if r.response() else 0))
    warm = visit(page, url)
    context.close()
    return cold, warm, sum(1 for status in served if status == 200)


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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--root", type=pathlib.Path, help="serve this copy of the site instead (not rebuilt)")
    args = parser.parse_args()
    cold, http, sw, http_200, sw_network = [], [], [], 0, 0
    with site_and_browser(args.root) as (url, browser):
        cold_and_warm_http(browser, url)  # the OS's file cache warmed once, not counted
        for _ in range(args.runs):
            c, h, fetched = cold_and_warm_http(browser, url)
            cold.append(c)
            http.append(h)
            http_200 += fetched
            s, network = warm_sw(browser, url)
            sw.append(s)
            sw_network += network

    def runs(values):
        return ", ".join(f"{v:.2f}" for v in values)

    print(f"cold start          : median {median(cold):.2f} s  (runs: {runs(cold)})")
    print(f"warm, HTTP cache    : median {median(http):.2f} s  (runs: {runs(http)}; {http_200} full downloads)")
    print(
        f"warm, service worker: median {median(sw):.2f} s  (runs: {runs(sw)}; {sw_network} requests reached the server)"
    )
    print(f"ratio warm http / cold: {median(http) / median(cold):.2f}   (target <= 0.5)")
    print(f"ratio warm sw / cold  : {median(sw) / median(cold):.2f}   (target <= 0.5)")


if __name__ == "__main__":
    main()
