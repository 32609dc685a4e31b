"""Playing against bots through the real page (issue 15): a bot's level chosen in the lobby
(and carried by the embed snippet), a hint shown on the board, a take-back, the practice
mark in the save, and the review after the game opening the replay at a costly move."""

import re

import pytest
from playwright.sync_api import Page, expect

from .pages import BOOT_TIMEOUT_MS, IDLE, click_target, open_lobby, play_through, settle

pytestmark = pytest.mark.e2e

SNAP = "window.ludotecaShell.snap"
MARKS_IN_SIGHT = """(() => { const marks = [...document.querySelectorAll("#board [data-mark]:not([data-mark='point'])")];
  return marks.length > 0 && marks.every((el) => { const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight; }); })()"""


def moves(page: Page) -> int:
    return page.evaluate(f"{SNAP}.record.moves.length")


def test_level_hint_take_back_practice_and_review(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yucata")
    # A bot seat offers the game's levels; a human seat does not.
    expect(page.locator("select[name='seat-level-1']")).to_be_visible()
    expect(page.locator("select[name='seat-level-0']")).to_be_hidden()
    assert page.locator("select[name='seat-level-1'] option").all_inner_texts() == ["Easy", "Normal", "Strong"]
    assert page.locator("select[name='seat-level-1']").input_value() == "normal"
    page.select_option("select[name='seat-level-1']", "strong")
    page.locator("#embed-box summary").click()
    # (the snippet is written on the details' toggle event, which comes after the click)
    expect(page.locator("#embed-code")).to_have_value(re.compile(r"seats=human%2Cbot%3Astrong"))

    page.click("#start")
    settle(page)
    assert page.evaluate(f"{SNAP}.seats[1].level") == "strong"
    expect(page.locator("#practice")).to_be_hidden()

    # A hint: the strong bot's next click glows, one line says why, the game becomes practice.
    expect(page.locator("#hint")).to_be_enabled()
    page.click("#hint")
    page.wait_for_function(IDLE)
    settle(page)
    expect(page.locator("#board .hinted").first).to_be_attached()
    expect(page.locator("#hint-text")).to_contain_text("Best here: you ")
    # The hint's words lie under the bar: they cover neither the prompt nor the board.
    hint_box = page.locator("#hint-text").bounding_box()
    for covered in ("#prompt", "#board"):
        box = page.locator(covered).bounding_box()
        apart = hint_box["y"] >= box["y"] + box["height"] or box["y"] >= hint_box["y"] + hint_box["height"]
        assert apart, (covered, box, hint_box)
    expect(page.locator("#practice")).to_be_visible()
    before = moves(page)
    for _ in range(6):
        if moves(page) > before:
            break
        hinted = page.locator("#board .hinted")
        if hinted.count():
            click_target(hinted.first)
        page.wait_for_function(IDLE)
    settle(page)
    assert moves(page) >= before + 2  # the hinted move, and the bot's reply

    # Take back: the player's move and the bot's reply are gone; it is the player's turn.
    expect(page.locator("#take-back")).to_be_enabled()
    page.click("#take-back")
    page.wait_for_function(f"{SNAP}.record.moves.length === {before}", timeout=BOOT_TIMEOUT_MS)
    settle(page)
    assert page.evaluate(f"{SNAP}.to_act") == [0]
    saved = page.evaluate("""() => Object.keys(localStorage).filter((k) => k.startsWith('ludoteca'))
        .map((k) => { try { return JSON.parse(localStorage.getItem(k)); } catch (e) { return null; } })
        .filter((v) => v && v.record && v.record.game === 'yucata')""")
    assert saved and saved[0]["record"]["practice"] is True
    assert len(saved[0]["record"]["moves"]) == before  # the shorter game replaced the save

    # To the end, then the review.
    play_through(page)
    expect(page.locator("#review")).to_be_visible()
    page.click("#review-start")
    expect(page.locator("#review-status")).not_to_contain_text("going through", timeout=BOOT_TIMEOUT_MS)
    status = page.locator("#review-status").inner_text()
    assert "strong bot" in status, status
    items = page.locator("#review-list li button")
    if items.count():
        text = items.first.inner_text()
        at = int(re.match(r"Move (\d+):", text).group(1)) - 1
        assert "Yours: you " in text and "Better: you " in text and "you played" not in text
        items.first.click()
        page.wait_for_selector(f"body[data-replay-at='{at}']", timeout=BOOT_TIMEOUT_MS)
        expect(page.locator("#replay-bar")).to_be_visible()
        # The position before the move, with the move played and the better one marked.
        expect(page.locator("#prompt")).to_contain_text(f"Before move {at + 1}")
        expect(page.locator("#board [data-mark='played'], #board [data-mark='both']").first).to_be_attached()
        expect(page.locator("#board [data-mark='better'], #board [data-mark='both']").first).to_be_attached()
        # ...and in sight: the page scrolls to them (Yucata's hand lies under the board at a desk)
        page.wait_for_function(MARKS_IN_SIGHT, timeout=5000)


def test_a_bot_level_in_the_address_is_used_and_a_bad_one_is_explained(page: Page, site_url, foreign_requests):
    page.goto(f"{site_url}/index.html?autostart=1&game=yutaka&seats=human,bot:easy&botDelay=0&forcedDelay=0")
    page.wait_for_function(f"{SNAP} && {SNAP}.seats", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate(f"{SNAP}.seats[1].level") == "easy"
    fresh = page.context.new_page()  # a new tab: nothing to resume
    fresh.goto(f"{site_url}/index.html?autostart=1&game=yutaka&seats=human,bot:godlike&botDelay=0")
    expect(fresh.locator("#setup-error")).to_contain_text("no bot level", timeout=BOOT_TIMEOUT_MS)
