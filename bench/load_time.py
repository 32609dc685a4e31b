"""(a) Time to an interactive board on our page, against a bare loadPyodide() page, in the
same run: median of 5 cold loads each (a fresh browser context each time: empty cache),
alternating the two pages so drift affects both alike. Prints the medians and the ratio."""

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


def main():
    ours, bare = [], []
    with site_and_browser() as (url, browser):
        cold_load(browser, url + BARE_PAGE, "body[data-ready='1']")   # warm the OS file cache once
        for _ in range(RUNS):
            bare.append(cold_load(browser, url + BARE_PAGE, "body[data-ready='1']"))
            # interactive = the board is drawn and its legal targets are clickable
            ours.append(cold_load(browser, url + OUR_PAGE, "#board [data-click].legal"))
    print(f"bare loadPyodide() page : median {median(bare):.2f} s  (runs: {', '.join(f'{t:.2f}' for t in bare)})")
    print(f"Ludoteca, board ready   : median {median(ours):.2f} s  (runs: {', '.join(f'{t:.2f}' for t in ours)})")
    print(f"ratio ours / bare       : {median(ours) / median(bare):.2f}   (target <= 1.10)")


if __name__ == "__main__":
    main()
