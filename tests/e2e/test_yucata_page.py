"""Complete Yucata' games clicked through the real page, and the layout editor."""

import re

import pytest
from playwright.sync_api import Page, expect

from .pages import open_lobby, play_through

pytestmark = pytest.mark.e2e


def check_score_screen(page: Page, players: int):
    expect(page.locator("#result")).to_be_visible()
    summary = page.locator("#result-summary").inner_text()
    assert re.search(r"wins? with −?\d+ points?|Shared victory|share the victory", summary), summary
    assert page.locator("#result-table tbody tr").count() == players
    assert page.locator(".score-block").count() == players
    assert "dark stone" in page.locator("#result-scores").inner_text()


def test_three_players_one_human_two_bots(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yucata")
    page.select_option("#player-count", "3")
    expect(page.locator("#seats .seat")).to_have_count(3)
    page.select_option("select[name='opt-layout']", "kintaya")
    page.click("#start")
    expect(page.locator("#board svg")).to_be_visible()
    seen = play_through(page)
    assert seen["clicks"] >= 3 and seen["privacy"] == 0
    check_score_screen(page, 3)


def test_four_player_pass_and_play(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yucata")
    page.select_option("#player-count", "4")
    for seat in range(1, 4):
        page.select_option(f"select[name='seat-kind-{seat}']", "human")
    page.click("#start")
    seen = play_through(page)
    # hands are public in Yucata': the device passes without a privacy screen
    assert seen["privacy"] == 0 and seen["clicks"] >= 8
    check_score_screen(page, 4)


def test_layout_editor_validates_and_its_layout_is_played(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yucata")
    page.select_option("select[name='opt-layout']", "custom")
    editor = page.locator(".option-editor")
    editor.locator("[data-click='preset:zattopusta']").click()
    editor.locator("[data-click='space:38']").click()  # a dark stone next to the red one
    problems = page.locator(".option-problems")
    expect(problems).to_contain_text("Space 38 must hold a pale stone")
    expect(problems).to_contain_text("now 10")
    page.click("#start")
    expect(page.locator("#setup-error")).to_contain_text("Your layout")
    expect(page.locator("#table")).to_be_hidden()
    editor.locator("[data-click='space:38']").click()  # mend it
    expect(problems).to_be_empty()
    page.click("#start")
    expect(page.locator("#board svg")).to_be_visible()
    # the game really uses the layout: Zattopusta's storm puts a dark stone on space 5
    saved = page.evaluate("window.ludotecaShell.snap.record.options")
    assert saved["layout"] == "custom" and saved["custom"].startswith("DD")


def test_quick_editor_clicks_all_count_and_start_waits_for_them(page: Page, site_url, foreign_requests):
    """Two clicks on the editor and "Start" in one go, before any answer came back: the second
    click edits what the first one made, and the game starts with both."""
    open_lobby(page, site_url, "yucata")
    page.select_option("select[name='opt-layout']", "custom")
    editor = page.locator(".option-editor")
    expect(editor.locator("[data-click='preset:zattopusta']")).to_be_visible()
    page.evaluate("""() => {
        const editor = document.querySelector('.option-editor');
        editor.querySelector("[data-click='preset:zattopusta']").dispatchEvent(new MouseEvent('click', {bubbles: true}));
        editor.querySelector("[data-click='space:38']").dispatchEvent(new MouseEvent('click', {bubbles: true}));
        document.querySelector('#start').click();
    }""")
    # the space click was applied to Zattopusta's stones, so the layout is refused as broken
    expect(page.locator("#setup-error")).to_contain_text("Your layout")
    expect(page.locator(".option-problems")).to_contain_text("Space 38 must hold a pale stone")
    assert page.locator("input[name='opt-custom']").input_value().startswith("DD")
