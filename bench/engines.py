"""Boot time in the three browser engines, in the same run: Chromium (Debian's, Playwright, as
bench/load_time.py), Gecko (Debian's firefox-esr, puppeteer-core over WebDriver BiDi:
tests/e2e/firefox_game.mjs) and WebKit, Safari's engine (WebKitGTK's MiniBrowser, Selenium
through WebKitWebDriver under xvfb-run: tests/e2e/test_other_engines.py).

For each engine, N cold boots (a fresh browser context or browser each time: empty cache) of
  ours  index.html?autostart=1&game=yutaka&seats=human,bot&botDelay=0, until the board has a
        legal target (and body[data-ready='1'])
  bare  bench/bare_pyodide.html, loadPyodide() + 1+1 on the main thread: what the engine
        itself needs to start the same Pyodide
rounds alternating the engines so that drift on a shared machine affects all alike. Times are
taken in the page (performance.now() when the condition is first seen, polled every 20 ms:
since navigation start), so a driver's own overhead does not count. Prints each engine's
medians and the ratios to Chromium's; if WebKit's ratio for our page is well above its ratio
for the bare page, the difference is ours.

  .venv/bin/python bench/engines.py [--runs N] [--no-bare] [--root DIR]
--root serves another copy of the site as it is (e.g. an older commit, built there)."""

import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from tests.e2e.test_other_engines import BOARD_JS, GAME_PAGE, READY_JS, run_firefox, webkit_boot, webkit_driver  # noqa: E402

from _browser import median, site_and_browser  # noqa: E402  (also puts py/ on sys.path)

BARE_PAGE = "/bench/bare_pyodide.html"
ENGINES = ["chromium", "firefox", "webkit"]


def chromium_boot(browser, url, until):
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(url, wait_until="commit")
        poll = {"polling": 20, "timeout": 120_000}
        board = (
            None
            if until == "ready"
            else page.wait_for_function(f"({BOARD_JS}) && performance.now()", **poll).json_value()
        )
        ready = page.wait_for_function(f"({READY_JS}) && performance.now()", **poll).json_value()
        return {
            "board_ms": None if board is None else round(board),
            "ready_ms": round(ready),
            "version": browser.version,
        }
    finally:
        context.close()


def firefox_boot(url, until):
    events = run_firefox(url, play=False, until=until, timeout=300)
    boot = next(e for e in events if e["event"] == "boot")
    return {**boot, "version": next(e["version"] for e in events if e["event"] == "browser")}


def webkit_boot_fresh(url, until):
    with webkit_driver() as driver:
        return {**webkit_boot(driver, url, until), "version": "WebKitGTK " + driver.capabilities["browserVersion"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-bare", action="store_true", help="only our page")
    parser.add_argument("--root", type=pathlib.Path, help="serve this copy of the site instead (not rebuilt)")
    args = parser.parse_args()
    pages = {"ours": (GAME_PAGE, "board")} | ({} if args.no_bare else {"bare": (BARE_PAGE, "ready")})
    times = {(engine, name): [] for engine in ENGINES for name in pages}
    versions = {}
    with site_and_browser(args.root) as (url, chromium):
        chromium_boot(chromium, url + BARE_PAGE, "ready")  # warm the OS file cache once
        for run in range(args.runs):
            for engine in ENGINES:
                for name, (path, until) in pages.items():
                    if engine == "chromium":
                        got = chromium_boot(chromium, url + path, until)
                    elif engine == "firefox":
                        got = firefox_boot(url + path, until)
                    else:
                        got = webkit_boot_fresh(url + path, until)
                    versions[engine] = got["version"]
                    ms = got["board_ms"] if until == "board" else got["ready_ms"]
                    times[engine, name].append(ms / 1000)
                    print(f"  run {run + 1} {engine:8} {name}: {ms / 1000:.2f} s", flush=True)
    print()
    for name, (path, until) in pages.items():
        what = "board ready" if until == "board" else "data-ready"
        print(f"{name} ({path}, {what}), median of {args.runs}:")
        base = median(times["chromium", name])
        for engine in ENGINES:
            t = times[engine, name]
            print(
                f"  {engine:8} {median(t):6.2f} s   x{median(t) / base:4.2f} Chromium's"
                f"   (runs: {', '.join(f'{x:.2f}' for x in t)})  {versions[engine]}"
            )
    if "bare" in pages:
        print("ours / bare per engine (what our page adds to the engine's own Pyodide start):")
        for engine in ENGINES:
            print(f"  {engine:8} x{median(times[engine, 'ours']) / median(times[engine, 'bare']):4.2f}")


if __name__ == "__main__":
    main()
