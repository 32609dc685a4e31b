"""(b) Click → board redrawn, measured inside the page: from the click handler's start until
Python has answered and the new SVG, log and prompt are in the DOM (window.ludotecaShell.timings).
Plays complete human-against-bots games of every game by clicking legal targets; prints
p50 and p95 per game."""

import sys
import pathlib

from _browser import median, percentile, site_and_browser

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))
from ludoteca.core import all_games  # noqa: E402
from tests.e2e.pages import click_target, play_planned_move  # noqa: E402

GAMES = 3
# Every registered game: one human against bots, three seats where the game allows.
SEATS = {game.id: ",".join(["human"] + ["bot"] * (min(max(game.min_players, 3), game.max_players) - 1))
         for game in all_games()}
# A game that does not list its moves (Santa Monica's turns have optional parts, Kukulkán's
# trails): the first legal target may never end a turn, so its human plays the clicks the
# bot would choose.
PLANNED = {game.id for game in all_games() if not game.lists_moves}


def play(page, planned: bool):
    for _ in range(4000):
        if page.locator("#result[open]").count():
            return
        legal = page.locator("#board [data-click].legal")
        if legal.count() == 0 or page.evaluate("window.ludotecaShell.snap.bot_to_act") is not None:
            page.wait_for_timeout(10)
            continue
        if planned:
            play_planned_move(page)
        else:
            click_target(legal.first)
    raise RuntimeError("game did not finish")


def main():
    with site_and_browser() as (url, browser):
        for game, seats in SEATS.items():
            timings = []
            for seed in range(GAMES):
                # No service worker: its one-time precache of the site (first visit) would run
                # in the background during the measured clicks.
                page = browser.new_page(viewport={"width": 1400, "height": 1000}, service_workers="block")
                page.goto(f"{url}/index.html?autostart=1&game={game}&seats={seats}&botDelay=0&seed={seed}")
                page.wait_for_selector("#board svg", timeout=120_000)
                play(page, game in PLANNED)
                timings += page.evaluate("window.ludotecaShell.timings")
                page.close()
            print(f"{game:8} click -> board redrawn, {len(timings)} clicks in {GAMES} games: "
                  f"p50 {median(timings):.2f} ms  p95 {percentile(timings, 95):.2f} ms  "
                  f"max {max(timings):.2f} ms  (target p95 <= 16 ms)")


if __name__ == "__main__":
    main()
