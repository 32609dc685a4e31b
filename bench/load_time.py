"""(a) Time to an interactive board on our page, against a bare loadPyodide() page, in the
same run: median of 5 cold loads each (a fresh browser context each time: empty cache),
alternating the two pages so drift affects both alike. Prints the medians and the ratio.
(b) A repeat visit served by the service worker (every file from its cache, the server
untouched): median of the reloads that follow a first visit, each in a fresh context."""

import time

from _browser import median, site_and_browser

RUNS = 5
OUR_PAGE = "/index.html?autostart=1&game=yutaka&seats=human,bot&botDelay=100000"
BARE_PAGE = "/bench/bare_pyodide.html"


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
    """Reload time once the service worker controls the page; also checks the server is unused."""
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    page.goto(url + OUR_PAGE)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    from_network = []
    page.on("requestfinished", lambda r: from_network.append(r.url) if not r.response().from_service_worker else None)
    started = time.perf_counter()
    page.reload()
    page.wait_for_selector("#board [data-click].legal", state="attached", timeout=120_000)
    elapsed = time.perf_counter() - started
    context.close()
    return elapsed, len(from_network)


def main():
    ours, bare, repeat, network = [], [], [], 0
    with site_and_browser() as (url, browser):
        cold_load(browser, url + BARE_PAGE, "body[data-ready='1']")   # warm the OS file cache once
        for _ in range(RUNS):
            bare.append(cold_load(browser, url + BARE_PAGE, "body[data-ready='1']"))
            # interactive = the board is drawn and its legal targets are clickable
            ours.append(cold_load(browser, url + OUR_PAGE, "#board [data-click].legal"))
            elapsed, fetched = repeat_visit(browser, url)
            repeat.append(elapsed)
            network += fetched
    print(f"bare loadPyodide() page : median {median(bare):.2f} s  (runs: {', '.join(f'{t:.2f}' for t in bare)})")
    print(f"Ludoteca, board ready   : median {median(ours):.2f} s  (runs: {', '.join(f'{t:.2f}' for t in ours)})")
    print(f"ratio ours / bare       : {median(ours) / median(bare):.2f}   (target <= 1.10)")
    print(f"repeat visit, offline cache: median {median(repeat):.2f} s  (runs: {', '.join(f'{t:.2f}' for t in repeat)};"
          f" {network} requests reached the server)")


if __name__ == "__main__":
    main()
