"""Complete Santa Monica games clicked through the real page: two players (a human and a
bot) and three humans passing one device, each to the scorepad. The humans click the turns
our bot would choose (a player with a plan), one element at a time, like a person."""

import re

import pytest
from playwright.sync_api import Page, expect

from ludoteca.core import replay
from ludoteca.games.santa_monica.rules import GAME
from ludoteca.games.santa_monica.scoring import CATEGORIES

from .pages import BOOT_TIMEOUT_MS, open_lobby, planned_clicks, play_planned_move, settle

pytestmark = pytest.mark.e2e


def play_turns(page: Page, humans: set[int], max_turns: int = 200) -> int:
    """Play every human turn by clicking; bots move by themselves. Returns the turns clicked."""
    turns = 0
    while True:
        settle(page)
        if page.locator("#result[open]").count():
            break
        snap = page.evaluate("window.ludotecaShell.snap")
        player = play_planned_move(page)
        assert player in humans and snap["viewer"] == player  # the acting human's own view
        turns += 1
        assert turns <= max_turns
    return turns


def check_complete_game(page: Page):
    """The page's record is a whole game: someone reached 14 feature cards and everyone had
    the same number of turns (a sand dollar action may place two cards in one turn, so the
    number of turns itself varies)."""
    record = page.evaluate("window.ludotecaShell.snap.record")
    state = replay(record)
    assert GAME.is_over(state) and max(len(c["cards"]) for c in state["cities"]) >= 14
    turns = [
        sum(1 for m in record["moves"] if m["p"] == p and m["clicks"][0][:5] not in ("tile:", "truck"))
        for p in range(len(state["cities"]))
    ]
    assert len(set(turns)) == 1 and turns[0] >= 8, turns  # 7+ turns, plus the final movement


def check_scorepad(page: Page, names: list[str]):
    expect(page.locator("#result")).to_be_visible()
    table = page.locator("#result-table")
    for name in names:
        expect(table.locator("th", has_text=name)).to_have_count(1)
    for category in CATEGORIES + ("Total",):
        expect(table.locator("th, td", has_text=category).first).to_be_visible()
    assert re.search(
        r"wins? with −?\d+ points?|Shared victory|share the victory", page.locator("#result-summary").inner_text()
    )


def test_two_players_human_against_bot_with_a_turn_taken_back(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "santa_monica")
    page.select_option("#player-count", "2")
    page.click("#start")
    expect(page.locator("#board svg")).to_be_visible()
    # wait for the starting tile choice or the first turn (the bot may choose first)
    settle(page)
    # a pending turn is only a preview: take a card, place it, then step back to the start
    while "take a card" not in page.locator("#prompt").inner_text():
        player, clicks = planned_clicks(page)
        page.locator(f"#board [data-click='{clicks[0]}']").first.click()
        settle(page)
    cards_before = page.locator("#board .card").count()
    page.locator("#board .card.legal").first.click()
    expect(page.locator("#prompt")).to_contain_text("Place the card")
    page.locator("#board .spot.legal").first.click()
    expect(page.locator("#board [data-click='ok']")).to_be_visible()
    page.click("#undo")
    settle(page)
    page.click("#undo")
    expect(page.locator("#prompt")).to_contain_text("take a card")
    assert page.locator("#board .card").count() == cards_before
    turns = play_turns(page, {0})
    assert turns >= 8  # at least 7 turns (two cards at most a turn) + final
    check_complete_game(page)
    # no name typed: none made up, and the one human is "You", as on the board and in the log
    check_scorepad(page, ["You", "Bot 1"])
    expect(page.locator("#result-scores h3").filter(has_text="You")).to_have_count(1)
    expect(page.locator("#result")).not_to_contain_text("Player 1")


def test_three_humans_pass_and_play_to_the_scorepad(page: Page, site_url, foreign_requests):
    page.goto(
        f"{site_url}/index.html?botDelay=0&autostart=1&game=santa_monica"
        "&seats=human,human,human&seed=12&opt.objective=orange"
    )
    page.wait_for_selector("#board svg", timeout=BOOT_TIMEOUT_MS)
    # nothing is secret in Santa Monica: no privacy screen between the humans
    turns = play_turns(page, {0, 1, 2})
    assert page.locator("#privacy:not([hidden])").count() == 0
    assert turns >= 3 * 8
    check_complete_game(page)
    check_scorepad(page, ["Player 1", "Player 2", "Player 3"])
