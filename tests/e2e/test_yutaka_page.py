"""Complete Yutakâ games clicked through the real page in headless Chromium."""

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

BOOT_TIMEOUT_MS = 90_000


def open_lobby(page: Page, site_url: str):
    page.goto(f"{site_url}/index.html?botDelay=0")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("body[data-ready='1']")


def play_through(page: Page, max_clicks: int = 800) -> dict:
    """Click legal targets until the score screen opens. Returns counters of what was seen."""
    seen = {"clicks": 0, "privacy": 0}
    for _ in range(max_clicks * 4):
        if page.locator("#result[open]").count():
            return seen
        if page.locator("#privacy:not([hidden])").count():
            # while the device is being passed, no hand may be on the board
            assert page.locator("#board [data-click^='card:']").count() == 0
            page.click("#privacy-ok")
            seen["privacy"] += 1
            continue
        legal = page.locator("#board [data-click].legal")
        if legal.count() == 0:          # a bot is about to move
            page.wait_for_timeout(20)
            continue
        target = legal.first
        if target.get_attribute("data-click").startswith("island:"):
            target.click(position={"x": 30, "y": 10})   # the column's empty top, not a tile
        else:
            target.click()
        seen["clicks"] += 1
        assert seen["clicks"] <= max_clicks
    raise AssertionError("the game did not reach the score screen")


def check_score_screen(page: Page):
    expect(page.locator("#result")).to_be_visible()
    summary = page.locator("#result-summary").inner_text()
    assert re.search(r"wins, \d+ to \d+|Shared victory", summary), summary
    assert page.locator("#result-table tbody tr").count() == 5      # one row per island
    assert page.locator(".score-block").count() == 2


def test_human_against_bot_to_the_score_screen(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url)
    expect(page.locator(".game-card")).to_have_count(1)
    page.select_option("select[name='opt-mode']", "tactika")
    page.click("#start")
    expect(page.locator("#board svg")).to_be_visible()
    # opening: four reveals alternate between us and the bot
    while page.locator("#board [data-click^='card:'].legal").count() == 0:
        tiles = page.locator("#board [data-click^='tile:'].legal")
        if tiles.count():
            tiles.first.click()
        else:
            page.wait_for_timeout(20)
    # a click on an illegal target is refused with the reason, and nothing moves
    moves = page.get_attribute("body", "data-moves")
    page.locator("#board [data-click^='tile:']").first.click()
    expect(page.locator("#message")).to_contain_text("Tiles are revealed only after")
    assert page.get_attribute("body", "data-moves") == moves
    # the last move is marked on the board and written in the log
    assert page.locator("#board .last").count() >= 1
    assert page.locator("#log li").count() == 4
    seen = play_through(page)
    assert seen["clicks"] >= 24 and seen["privacy"] == 0
    check_score_screen(page)
    # rematch starts a fresh game with the same seats
    page.click("#rematch")
    expect(page.locator("#result")).not_to_be_visible()
    assert page.locator("#log li").count() <= 1


def test_pass_and_play_with_privacy_screen(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url)
    page.select_option("select[name='seat-kind-1']", "human")
    page.fill("input[name='seat-name-1']", "Bea")
    page.select_option("select[name='opt-archipelago']", "cairns")
    page.click("#start")
    expect(page.locator("#privacy")).to_be_visible()
    seen = play_through(page)
    # the device changes hands at least once per card turn
    assert seen["privacy"] >= 40
    check_score_screen(page)
    assert "Bea" in page.locator("#result-scores").inner_text()


def test_rules_and_lobby_paint_before_python(page: Page, site_url, foreign_requests):
    page.goto(f"{site_url}/index.html")
    # the lobby (from catalog.json) is there without waiting for Python
    expect(page.locator(".game-card")).to_have_count(1, timeout=5_000)
    page.click("#lobby-rules")
    expect(page.locator("#rules")).to_contain_text("Scoring")
    page.click("#rules-close")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
