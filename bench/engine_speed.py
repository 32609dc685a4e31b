"""The engine's speed in the page against CPython on this machine (issue 14): whole random
games per second of each game, in the page's worker (Pyodide) and here (CPython), the same
code (ludoteca.speed) in the same run; prints both and the ratio. Median of ROUNDS."""

import statistics

from _browser import site_and_browser
from ludoteca.core import all_games
from ludoteca.speed import random_games_per_second

ROUNDS, SECONDS = 5, 1.5


def main():
    with site_and_browser() as (url, browser):
        page = browser.new_page(service_workers="block")
        page.goto(f"{url}/index.html?bench")  # the page with the calls of ludoteca.bench_api
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
        for game in all_games():
            in_page = statistics.median(
                page.evaluate(
                    "async ([game, seconds]) => (await window.ludotecaShell.call('speed', "
                    "{ game, seconds })).games_per_second",
                    [game.id, SECONDS],
                )
                for _ in range(ROUNDS)
            )
            cpython = statistics.median(random_games_per_second(game.id, SECONDS) for _ in range(ROUNDS))
            print(
                f"{game.id:12} random games/s: in the page {in_page:7.1f}, CPython {cpython:7.1f}, "
                f"ratio {in_page / cpython:.2f}"
            )


if __name__ == "__main__":
    main()
