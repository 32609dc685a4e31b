"""Complete Santa Monica games clicked through the real page: two players (a human and a
bot) and three humans passing one device, each to the scorepad. The humans click the turns
our bot would choose (a player with a plan), one element at a time, like a person."""

import pytest
from playwright.sync_api import Page, expect

from ludoteca.games.santa_monica.scoring import CATEGORIES

from .pages import BOOT_TIMEOUT_MS, open_lobby, planned_clicks

pytestmark = pytest.mark.e2e


def play_turns(page: Page, humans: set[int], max_turns: int = 200) -> int:
    """Play every human turn by clicking; bots move by themselves. Returns the turns clicked."""
    turns = 0
    while not page.locator("#result[open]").count():
        snap = page.evaluate("window.ludotecaShell.snap")
        if snap["bot_to_act"] is not None:
            page.wait_for_timeout(20)
            continue
        player, clicks = planned_clicks(page)
        assert player in humans and snap["viewer"] == player     # the acting human's own view
        moves_before = len(snap["record"]["moves"])
        for token in clicks:
            page.locator(f"#board [data-click='{token}']").first.click()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {moves_before}")
        turns += 1
        assert turns <= max_turns
    return turns


def check_scorepad(page: Page, names: list[str]):
    expect(page.locator("#result")).to_be_visible()
    table = page.locator("#result-table")
    for name in names:
        expect(table.locator("th", has_text=name)).to_have_count(1)
    for category in CATEGORIES + ("Total",):
        expect(table.locator("td", has_text=category).first).to_be_visible()
    assert "wins with" in page.locator("#result-summary").inner_text() \
        or "Shared victory" in page.locator("#result-summary").inner_text()


def test_two_players_human_against_bot_with_a_turn_taken_back(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "santa_monica")
    page.select_option("#player-count", "2")
    page.click("#start")
    expect(page.locator("#board svg")).to_be_visible()
    # wait for the starting tile choice or the first turn (the bot may choose first)
    page.wait_for_function("window.ludotecaShell.snap && window.ludotecaShell.snap.bot_to_act === null")
    # a pending turn is only a preview: take a card, place it, then step back to the start
    while "take a card" not in page.locator("#prompt").inner_text():
        player, clicks = planned_clicks(page)
        page.locator(f"#board [data-click='{clicks[0]}']").first.click()
        page.wait_for_function("window.ludotecaShell.snap.bot_to_act === null")
    cards_before = page.locator("#board .card").count()
    page.locator("#board .card.legal").first.click()
    expect(page.locator("#prompt")).to_contain_text("Place the card")
    page.locator("#board .spot.legal").first.click()
    expect(page.locator("#board [data-click='ok']")).to_be_visible()
    page.click("#undo")
    page.click("#undo")
    expect(page.locator("#prompt")).to_contain_text("take a card")
    assert page.locator("#board .card").count() == cards_before
    turns = play_turns(page, {0})
    assert turns >= 14
    check_scorepad(page, ["You", "Bot 1"])


def test_three_humans_pass_and_play_to_the_scorepad(page: Page, site_url, foreign_requests):
    page.goto(f"{site_url}/index.html?botDelay=0&autostart=1&game=santa_monica"
              "&seats=human,human,human&seed=12&opt.objective=orange")
    page.wait_for_selector("#board svg", timeout=BOOT_TIMEOUT_MS)
    # nothing is secret in Santa Monica: no privacy screen between the humans
    turns = play_turns(page, {0, 1, 2})
    assert page.locator("#privacy:not([hidden])").count() == 0
    assert turns >= 3 * 14
    check_scorepad(page, ["Player 1", "Player 2", "Player 3"])
