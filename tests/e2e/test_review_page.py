"""The review after a game, as a player meets it (issue 36): a game against a bot brought near
its end in Python, resumed from a save, finished by clicks; the review's list read in French
and its first item opened — both marks in sight, at a desk where Yucata's hand lies under the
board (bench/review_shots.py takes the screenshots of the same path)."""

import re
import time

import pytest
from playwright.sync_api import Page, expect

from ludoteca.core import get_game, new_record
from ludoteca.table import Table

from .pages import BOOT_TIMEOUT_MS, play_through, settle

pytestmark = pytest.mark.e2e

SNAP = "window.ludotecaShell.snap"
SEATS = [{"kind": "human", "name": "You"}, {"kind": "bot", "name": "Bot", "level": "normal"}]
MARKS_IN_SIGHT = """(() => { const marks = [...document.querySelectorAll("#board [data-mark]:not([data-mark='point'])")];
  return marks.length > 0 && marks.every((el) => { const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight; }); })()"""


def near_the_end(game_id: str, seed: int) -> dict:
    """`game_id` played to its end by two easy bots in Python, cut back to just before seat 0's
    last decision (seat 0 is the player's in the page)."""
    bots = [{"kind": "bot", "name": "A", "level": "easy"}, {"kind": "bot", "name": "B", "level": "easy"}]
    table, game, decisions = Table(new_record(game_id, {"players": 2}, seed), bots), get_game(game_id), []
    while not game.is_over(table.state):
        at, state = len(table.record["moves"]), table.state
        assert table.bot_step() is not None
        if table.record["moves"][at].get("p") == 0 and game.forced_move(state, 0) is None:
            decisions.append(at)
    return {**table.record, "moves": table.record["moves"][: decisions[-1]]}


def test_the_review_reads_well_in_french_and_shows_both_marks_in_sight(page: Page, site_url, foreign_requests):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}/index.html?lang=fr&botDelay=0&forcedDelay=0")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    record = near_the_end("yucata", 7)
    entry = {"record": record, "seats": SEATS, "over": False, "saved": int(time.time() * 1000)}
    page.evaluate("(e) => localStorage.setItem('ludoteca.save.review-test', JSON.stringify(e))", entry)
    page.reload()
    page.locator("#saves-live li [data-action='resume']").first.click(timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(f"{SNAP} && {SNAP}.record.moves.length >= {len(record['moves'])}", timeout=BOOT_TIMEOUT_MS)
    play_through(page)

    page.click("#review-start")
    items = page.locator("#review-list li button")
    expect(items.first).to_be_visible(timeout=4 * BOOT_TIMEOUT_MS)
    for text in items.all_inner_texts():
        lines = text.split("\n")
        played, better, why = lines[1], lines[2], lines[3]
        # The two moves on their labels, in lower case after the colon and its no-break space
        assert re.match(r"Le vôtre[\u00a0\u202f]: [a-zà-ÿ]", played) and re.match(
            r"Mieux[\u00a0\u202f]: [a-zà-ÿ]", better
        ), lines
        assert played.split(":", 1)[1] != better.split(":", 1)[1], lines
        assert re.match(r"Pourquoi[\u00a0\u202f]: [a-zà-ÿ]", why), why
        assert not re.search(r" [:;!?»]|« ", text), text  # (a plain space where French wants a no-break one)

    items.first.click()
    page.wait_for_selector("body[data-replay-at]", timeout=BOOT_TIMEOUT_MS)
    settle(page)
    expect(page.locator("#board [data-mark='played'], #board [data-mark='both']").first).to_be_attached()
    expect(page.locator("#board [data-mark='better'], #board [data-mark='both']").first).to_be_attached()
    page.wait_for_function(MARKS_IN_SIGHT, timeout=5000)
