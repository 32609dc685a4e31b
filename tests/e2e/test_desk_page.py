"""At a desk (1280 × 800, issue 12): the table never moves while a turn is built (a selection,
a step back or a refused click leaves the board's top where it was), the whole board — the
acting player's hand, sheet or city included — is in view without scrolling, and its text is
at least 11 px after scaling."""

import pytest
from playwright.sync_api import expect

from ludoteca.core.registry import shipped_games

from .pages import BOOT_TIMEOUT_MS, IDLE, let_motion_end

pytestmark = pytest.mark.e2e

DESK = {"width": 1280, "height": 800}


def board_top(page) -> float:
    return page.evaluate("document.querySelector('#board svg').getBoundingClientRect().top")


@pytest.mark.parametrize("game_id", [game.id for game in shipped_games()])
def test_the_table_stands_still_and_the_board_is_in_view(page, site_url, foreign_requests, game_id):
    page.set_viewport_size(DESK)
    page.goto(f"{site_url}/index.html?autostart=1&game={game_id}&seed=7&botDelay=0&forcedDelay=100000")
    page.wait_for_selector("body[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    legal = page.locator("#board [data-click].legal")
    expect(legal.first).to_be_visible()
    page.wait_for_function(IDLE, timeout=BOOT_TIMEOUT_MS)
    let_motion_end(page)  # measured as drawn, not while a move's animation scales it
    top = board_top(page)
    svg = page.evaluate(
        "(() => { const b = document.querySelector('#board svg').getBoundingClientRect();"
        " return [b.top, b.bottom, document.documentElement.scrollHeight]; })()"
    )
    assert svg[1] <= DESK["height"], f"the board ends at {svg[1]}px, below the window"
    small = page.evaluate("""[...document.querySelectorAll('#board svg text')]
        .filter(t => t.textContent.trim() && t.getBBox().width)
        .map(t => [parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a, t.textContent.slice(0, 30)])
        .filter(([px]) => px < 11)""")
    assert not small, f"text under 11 px at 1280 × 800: {small[:5]}"
    # a refused click: a message, and nothing moves
    refused = page.locator("#board [data-click]:not(.legal):not(.legal *)")
    if refused.count():
        refused.first.click(force=True)
        assert board_top(page) == top
    # a selection (the first click of a move), then a step back
    moves = page.evaluate("window.ludotecaShell.snap.record.moves.length")
    legal.first.click()
    assert board_top(page) == top
    if (
        page.evaluate("window.ludotecaShell.snap.record.moves.length") == moves
        and page.locator("#undo:not(.inactive)").count()
    ):
        page.click("#undo")
        assert board_top(page) == top
