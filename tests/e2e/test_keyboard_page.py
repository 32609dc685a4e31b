"""Keyboard only (issue 17, first part): no mouse and no click() — Tab, Shift+Tab, the arrow
keys, Enter, Space and Escape — from the lobby to a game's score screen."""

import pytest
from playwright.sync_api import Page, expect

from .pages import BOOT_TIMEOUT_MS, settle

pytestmark = pytest.mark.e2e

FOCUSED = "(() => { const e = document.activeElement; return e ? (e.dataset && e.dataset.click) || e.id || e.className || e.tagName : null; })()"
IN_BOARD = "document.getElementById('board-area').contains(document.activeElement)"


def tab_to(page: Page, test_js: str, limit: int = 80, back: bool = False) -> None:
    """Press Tab (or Shift+Tab) until `test_js` holds for the focused element."""
    for _ in range(limit):
        if page.evaluate(f"(() => {{ const e = document.activeElement; return Boolean(e && ({test_js})); }})()"):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"Tab never reached {test_js}; focus on {page.evaluate(FOCUSED)}")


def play_by_keyboard(page: Page, max_keys: int = 3000) -> int:
    """Enter on the focused board target until the score screen opens; the arrow keys are
    tried now and then (they must keep the focus on a target). Returns the keys pressed."""
    keys = 0
    while keys < max_keys:
        settle(page)
        if page.locator("#result[open]").count():
            return keys
        if not page.evaluate(IN_BOARD) or not page.evaluate("Boolean(document.activeElement.dataset.click)"):
            if page.locator("#board [data-click].legal").count() == 0:
                continue                       # nothing to choose yet (a bot, a forced pass)
            tab_to(page, "e.dataset && e.dataset.click")
        if keys % 7 == 3:
            page.keyboard.press("ArrowRight" if keys % 2 else "ArrowDown")
            assert page.evaluate("Boolean(document.activeElement.dataset.click)"), "an arrow lost the focus"
        page.keyboard.press("Enter" if keys % 3 else " ")
        keys += 1
    raise AssertionError("the game did not end by keyboard")


@pytest.mark.parametrize("game_id", ["yutaka", "yucata"])
def test_a_whole_game_by_keyboard_from_the_lobby(page: Page, site_url, foreign_requests, game_id):
    page.goto(f"{site_url}/index.html?botDelay=0&forcedDelay=0")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    tab_to(page, f"e.dataset && e.dataset.game === '{game_id}'")
    page.keyboard.press("Enter")
    expect(page.locator("#setup-title")).not_to_be_empty()
    tab_to(page, "e.id === 'start'")
    page.keyboard.press("Enter")
    page.wait_for_selector("#board [data-click]", state="attached", timeout=BOOT_TIMEOUT_MS)
    keys = play_by_keyboard(page)
    assert keys >= 5
    expect(page.locator("#result")).to_be_visible()


def test_focus_ring_and_names_of_board_targets(page: Page, site_url, foreign_requests):
    page.goto(f"{site_url}/index.html?autostart=1&game=yutaka&seats=human,bot&seed=3&botDelay=0&forcedDelay=0")
    page.wait_for_selector("#board [data-click].legal", state="attached", timeout=BOOT_TIMEOUT_MS)
    settle(page)
    tab_to(page, "e.dataset && e.dataset.click")
    focused = page.evaluate("""(() => { const e = document.activeElement;
        return {role: e.getAttribute('role'), name: e.getAttribute('aria-label'), tabindex: e.getAttribute('tabindex'),
                outline: getComputedStyle(e).outlineStyle, stops: document.querySelectorAll('#board [tabindex="0"]').length}; })()""")
    assert focused["role"] == "button" and focused["name"] and focused["tabindex"] == "0"
    assert focused["outline"] != "none"          # the ring shows
    assert focused["stops"] == 1                 # one Tab stop for the whole board
    page.keyboard.press("Tab")                   # Tab leaves the board
    assert not page.evaluate(IN_BOARD)
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(IN_BOARD)
