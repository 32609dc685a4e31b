"""Kukulkán in the real page (issue 29): a tap on a block shows the block (a trail starts only at
Draw), and a round's end is seen — the banner marked data-last="round", the others' actions in
words — on a desk and on a phone."""

import re

import pytest
from playwright.sync_api import Page, expect

from .pages import BOOT_TIMEOUT_MS, PHONE, open_lobby, play_planned_move, settle, tap_planned_move

pytestmark = pytest.mark.e2e

SHOTS = "/tmp/kukulkan-marks"
ACTION = re.compile(r"(drew|wrote|crossed|passed) ")  # (an element's texts run together)


def start_against_a_bot(page: Page, site_url: str) -> None:
    open_lobby(page, site_url, "kukulkan")
    page.select_option("#player-count", "2")
    page.click("#start")
    # (Start is offered before the engine is up: the board comes once it is, on a busy machine late)
    expect(page.locator("#board svg")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    settle(page)


def test_a_block_tap_shows_the_block_and_a_round_s_end_is_seen_on_a_desk(page: Page, site_url, foreign_requests):
    page.set_viewport_size({"width": 1280, "height": 800})
    start_against_a_bot(page, site_url)
    # the middle of base block 6 (the pyramid's middle stone): its details, no trail
    assert page.locator("#board .dot.legal").count() == 0
    moves = page.evaluate("window.ludotecaShell.snap.record.moves.length")  # the bot may have chosen
    stone = page.locator("#board svg g[aria-label='Your sheet'] .block").nth(2)
    stone.click()
    expect(page.locator("#details")).to_be_visible()
    expect(page.locator("#details-text")).to_contain_text("Base block 6")
    page.click("#details-close")
    expect(page.locator("#prompt")).not_to_contain_text("Trail")
    assert page.evaluate("window.ludotecaShell.snap.record.moves.length") == moves
    play_planned_move(page)
    settle(page)
    # the round resolved, then the bot chose again at once: its ✓ is the latest change; the
    # round's changes stay in orange and in words for the whole round
    board = page.locator("#board svg").first
    expect(board.locator(".round")).to_contain_text("Round 2")
    expect(board.locator(".mini")).to_contain_text(ACTION)
    assert board.locator("[data-last]").count() >= 1
    page.screenshot(path=f"{SHOTS}-desk.png")


def test_a_new_round_is_a_banner_marked_for_the_shell_in_a_solo_game(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "kukulkan")
    page.select_option("#player-count", "1")
    page.click("#start")
    # (Start is offered before the engine is up: the board comes once it is, on a busy machine late)
    expect(page.locator("#board svg")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    settle(page)
    play_planned_move(page)
    settle(page)
    board = page.locator("#board svg").first
    expect(board.locator("[data-last='round']")).to_have_count(1)
    expect(board.locator("[data-last='round']")).to_contain_text("Round 2")
    expect(board.locator("[data-last='revealed']")).to_have_count(1)  # the die


def test_a_round_s_end_is_seen_on_a_phone(browser, site_url, foreign_requests):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    try:
        page.goto(f"{site_url}/index.html?botDelay=0&forcedDelay=0&game=kukulkan")
        expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
        page.select_option("#player-count", "2")
        page.click("#start")
        expect(page.locator("#board svg")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
        settle(page)
        tap_planned_move(page)
        settle(page)
        board = page.locator("#board svg").first
        assert board.locator("[data-last]").count() >= 1
        # what the bot did, in words, on the board the player looks at (not only in a tab)
        expect(board).to_contain_text(re.compile(r"Round 1, what everyone did:"))
        expect(board).to_contain_text(re.compile(r"Bot 1: (drew|wrote|crossed|passed)"))
        page.screenshot(path=f"{SHOTS}-phone.png")
        page.screenshot(path=f"{SHOTS}-phone-full.png", full_page=True)
    finally:
        context.close()
