"""Complete Yutakâ games clicked through the real page in headless Chromium."""

import re

import pytest
from playwright.sync_api import Page, expect

from .pages import BOOT_TIMEOUT_MS, open_lobby, play_through, settle

pytestmark = pytest.mark.e2e


def check_score_screen(page: Page):
    expect(page.locator("#result")).to_be_visible()
    summary = page.locator("#result-summary").inner_text()
    assert re.search(r"wins? with −?\d+ points?|Shared victory|share the victory", summary), summary
    assert page.locator("#result-table tbody tr").count() == 5  # one row per island
    assert page.locator(".score-block").count() == 2


def test_human_against_bot_to_the_score_screen(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yutaka")
    expect(page.locator(".game-card.chosen")).to_have_text(re.compile("Yutakâ"))
    page.select_option("select[name='opt-mode']", "tactika")
    page.click("#start")
    expect(page.locator("#board svg")).to_be_visible()
    # opening: four reveals alternate between us and the bot
    while page.locator("#board [data-click^='card:'].legal").count() == 0:
        tiles = page.locator("#board [data-click^='tile:'].legal")
        if tiles.count():
            tiles.first.click()
        settle(page)
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
    finished_log = page.locator("#log li").count()
    page.click("#rematch")
    expect(page.locator("#result")).not_to_be_visible()
    # The new game shows once the engine has answered (the finished one until then): a fresh
    # log, with at most the bot's first reveal in it.
    page.wait_for_function("document.querySelectorAll('#log li').length <= 2", timeout=10_000)
    assert finished_log > 2 and page.locator("#log li").count() <= 2


def test_pass_and_play_with_privacy_screen(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yutaka")
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
    page.goto(f"{site_url}/index.html?game=yutaka")
    # the lobby (from catalog-<lang>.json) is there without waiting for Python
    expect(page.locator(".game-card")).to_have_count(4, timeout=5_000)
    page.click("#lobby-rules")
    expect(page.locator("#rules")).to_contain_text("Yutakâ in brief")
    page.click("#rules-close")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
