"""(b) Click → board redrawn, measured inside the page: from the click handler's start until
the engine (in its worker) has answered and the new SVG, log and prompt are in the DOM
(window.ludotecaShell.timings); and, in the same page, the floor: an echo round trip that
swaps an SVG of the same size with no engine work (the "echo" call of ludoteca.bench_api,
which a page opened with ?bench answers).
Plays complete human-against-bots games of every game by clicking legal targets; prints
p50 and p95 per game.

  .venv/bin/python bench/click_latency.py [--root DIR] [--game ID ...] [--games N] [--pause MS]
Each game runs in a fresh page, as on a first visit. Without a warm-up its first two or three
clicks were the slowest: WebAssembly is optimised only once it has run a while, and V8 does it
on background threads that, on 2 cores, also slowed the page. So a cold start plays 0.5 s of
hidden games before the engine says it is ready (ludoteca.bridge.warm_up). Measured against
the commit before it (4 games of Yucata' each, twice): p95 20 / 21 ms against 44 / 65 ms,
1.36 / 1.40 x the floor against 3.26 / 4.56; bench/main_thread.py: no boot task over 50 ms in
10 of 10 boots against 5 of 10; bench/load_time.py: the cold board 0.39 s later (3.19 s
against 2.80 s, 0.75 x the bare page against 0.66 x), the repeat visit unchanged (it starts
from the memory snapshot and skips the warm-up).
Tried and not kept: the same hidden play after the board, while the page had asked nothing
for 250 ms: a click that came during a hidden step waited for it (Yucata' p95 96 ms when
clicking at once); after 600 ms of quiet, no change beyond the noise.

--root serves another copy of the site as it is (e.g. an older commit, built there); --game
measures only the games named; --games sets the games played per game (default 3); --pause
makes the player wait that long before each click, as a player thinks."""

import argparse
import pathlib
import sys

from _browser import median, percentile, site_and_browser

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))
from tests.e2e.pages import click_target, play_planned_move, settle  # noqa: E402

from ludoteca.core import all_games  # noqa: E402

GAMES = 3
# Every registered game: one human against bots, three seats where the game allows.
SEATS = {
    game.id: ",".join(["human"] + ["bot"] * (min(max(game.min_players, 3), game.max_players) - 1))
    for game in all_games()
}
# A game that does not list its moves (Santa Monica's turns have optional parts, Kukulkán's
# trails): the first legal target may never end a turn, so its human plays the clicks the
# bot would choose.
PLANNED = {game.id for game in all_games() if not game.lists_moves}


def play(page, planned: bool, pause_ms: int = 0):
    for _ in range(4000):
        if page.locator("#result[open]").count():
            return
        settle(page)
        legal = page.locator("#board [data-click].legal")
        if legal.count() == 0:
            continue
        if pause_ms:
            page.wait_for_timeout(pause_ms)
        if planned:
            play_planned_move(page)
        else:
            click_target(legal.first)
    raise RuntimeError("game did not finish")


# The floor: a round trip to the engine that does no engine work and swaps an SVG of the
# same size into the board, in the same page, so that figures from different machines compare.
FLOOR_JS = """async () => {
  const times = [];
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    const answer = await window.ludotecaShell.call('echo');     // the last drawing, back
    document.querySelector('#board').innerHTML = answer.text;
    times.push(performance.now() - started);
  }
  return times;
}"""


def floor(page) -> list[float]:
    return page.evaluate(FLOOR_JS)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=pathlib.Path, help="serve this copy of the site instead (not rebuilt)")
    parser.add_argument("--game", action="append", choices=sorted(SEATS), help="only this game (repeatable)")
    parser.add_argument("--games", type=int, default=GAMES, help="games played per game")
    parser.add_argument(
        "--pause", type=int, default=0, metavar="MS", help="the player's pause before each click (default 0: at once)"
    )
    args = parser.parse_args()
    with site_and_browser(args.root) as (url, browser):
        for game, seats in SEATS.items():
            if args.game and game not in args.game:
                continue
            timings, floors = [], []
            for seed in range(args.games):
                # No service worker: its one-time precache of the site (first visit) would run
                # in the background during the measured clicks.
                page = browser.new_page(viewport={"width": 1400, "height": 1000}, service_workers="block")
                page.goto(
                    f"{url}/index.html?bench&autostart=1&game={game}&seats={seats}&botDelay=0&forcedDelay=0&seed={seed}"
                )
                page.wait_for_selector("#board svg", timeout=120_000)
                play(page, game in PLANNED, args.pause)
                timings += page.evaluate("window.ludotecaShell.timings")
                floors += floor(page)
                page.close()
            p95, floor95 = percentile(timings, 95), percentile(floors, 95)
            print(
                f"{game:12} click -> board redrawn, {len(timings)} clicks in {args.games} games: "
                f"p50 {median(timings):.2f} ms  p95 {p95:.2f} ms  max {max(timings):.2f} ms  "
                f"| floor p50 {median(floors):.2f} p95 {floor95:.2f} ms  "
                f"| p95 / floor p95 {p95 / floor95:.2f}  (targets: p95 <= 16 ms, <= 2 x floor)"
            )


if __name__ == "__main__":
    main()
