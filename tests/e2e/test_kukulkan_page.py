"""Complete Kukulkán games clicked through the real page: three players (one human, two
bots) and a solo game played for a high score, with the trail's step back."""

import re

import pytest
from playwright.sync_api import Page, expect

from .pages import SETTLED, open_lobby, play_planned_move, play_through

pytestmark = pytest.mark.e2e


def check_score_screen(page: Page, players: int):
    expect(page.locator("#result")).to_be_visible()
    summary = page.locator("#result-summary").inner_text()
    assert re.search(r"(wins? with|scores?) −?\d+ points?|Shared victory|share the victory", summary), summary
    assert page.locator("#result-table tbody tr").count() == players
    assert "crossed block" in page.locator("#result-scores").inner_text()


def test_three_players_one_human_two_bots(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "kukulkan")
    page.select_option("#player-count", "3")
    page.click("#start")
    expect(page.locator("#board svg")).to_be_visible()
    seen = play_through(page, max_clicks=1500)
    assert seen["clicks"] >= 20 and seen["privacy"] == 0
    check_score_screen(page, 3)
    # the others' sheets are shown small, with their names
    assert page.locator("#board .mini").count() == 2


def test_solo_game_for_a_high_score(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "kukulkan")
    page.select_option("#player-count", "1")
    page.click("#start")
    expect(page.locator("#board svg")).to_be_visible()
    assert page.locator("#board .mini").count() == 0
    # a tap on a block shows its details (no trail starts): a trail starts at Draw
    assert page.locator("#board .dot.legal").count() == 0
    page.locator('#board [data-click="draw"]').click()
    # a trail in progress can be stepped back
    page.locator("#board .dot.legal").first.click()
    expect(page.locator("#prompt")).to_contain_text("Trail: 0 of")
    expect(page.locator("#undo")).to_be_visible()
    page.click("#undo")
    expect(page.locator("#prompt")).not_to_contain_text("Trail")
    page.click("#undo")  # and Draw itself: back to choosing
    expect(page.locator("#board .dot.legal")).to_have_count(0)
    rounds = 0
    while not page.locator("#result[open]").count():
        rounds += 1
        assert rounds < 120
        page.wait_for_function(SETTLED)  # no call in flight, no forced pass about to be made
        if page.locator("#result[open]").count():
            break
        moves_before = page.evaluate("window.ludotecaShell.snap.record.moves.length")
        play_planned_move(page)  # the move our bot would choose: a human with a plan
        # our move, and maybe forced passes after it (made by themselves)
        assert page.evaluate("window.ludotecaShell.snap.record.moves.length") > moves_before
    check_score_screen(page, 1)
    score = int(re.search(r"scores? (\d+) points", page.locator("#result-summary").inner_text())[1])
    best = page.evaluate("JSON.parse(localStorage.getItem('ludoteca.best.kukulkan'))")
    assert [(entry["score"], entry["name"]) for entry in best] == [(score, None)]  # "You", in each language
    expect(page.locator("#result-best li.latest")).to_contain_text(f"{score} points — You,")
    expect(page.locator("#result-scores h3")).to_have_text(f"1. You — {score} points")
    # the lobby shows it too, and a reload does not count the same game twice
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#best li")).to_have_count(1)
