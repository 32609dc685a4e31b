"""A review's replay shows the move played (dashed) and the better one (solid) together, also
while a target of the board has the focus (issue 36: the focus rule hid the dashed mark)."""

import os

import pytest
from playwright.sync_api import Page

from .pages import BOOT_TIMEOUT_MS, settle

pytestmark = pytest.mark.e2e

SNAP = "window.ludotecaShell.snap"
OUTLINE = """(el) => { const s = getComputedStyle(el);
  return {style: s.outlineStyle, width: parseFloat(s.outlineWidth), colour: s.outlineColor}; }"""


def outline(page: Page, token: str) -> dict:
    return page.locator(f"#board [data-click='{token}']").first.evaluate(OUTLINE)


def assert_both_marked(page: Page, played: str, better: str) -> None:
    mine, best = outline(page, played), outline(page, better)
    assert mine["style"] == "dashed" and mine["width"] >= 3 and mine["colour"] == "rgb(184, 74, 0)", mine
    assert best["style"] == "solid" and best["width"] >= 4 and best["colour"] == "rgb(29, 111, 66)", best


@pytest.mark.parametrize("screen", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}])
def test_the_played_move_and_the_better_one_stay_marked_with_the_focus_on_the_board(
    page: Page, site_url, foreign_requests, screen
):
    page.set_viewport_size(screen)
    page.goto(f"{site_url}/index.html?autostart=1&game=yucata&seats=human,bot&botDelay=0&forcedDelay=0")
    page.wait_for_function(f"{SNAP} && {SNAP}.seats", timeout=BOOT_TIMEOUT_MS)
    settle(page)
    tokens = page.locator("#board [data-click].legal").evaluate_all("(els) => els.map((e) => e.dataset.click)")
    played, better = tokens[0], tokens[-1]
    assert played != better
    at = page.evaluate(f"{SNAP}.record.moves.length")
    page.evaluate(
        f"""([played, better]) => window.ludotecaShell.openReplay({SNAP}.record, {SNAP}.seats, {at}, null,
             {{[played]: "played", [better]: "better"}})""",
        [played, better],
    )
    page.wait_for_selector(f"body[data-replay-at='{at}']", timeout=BOOT_TIMEOUT_MS)
    settle(page)
    assert page.locator(f"#board [data-click='{played}'][data-mark='played']").count() == 1
    assert page.locator(f"#board [data-click='{better}'][data-mark='better']").count() == 1

    # The focus on either marked move, by a click (focus) and by the keyboard (focus-visible):
    # both marks stay drawn, and the keyboard's focus shows as well.
    for token in (played, better):
        page.locator(f"#board [data-click='{token}']").first.focus()
        assert page.evaluate(f"document.activeElement.dataset.click === {token!r}")
        assert_both_marked(page, played, better)
    # ↓ and ↑ move the focus between the board's targets (← → step the replay): a keyboard focus
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")
    focused = page.evaluate("document.activeElement.closest('#board') ? document.activeElement.dataset.click : null")
    assert focused in (played, better), focused
    assert page.evaluate("document.activeElement.matches(':focus-visible')")
    assert_both_marked(page, played, better)
    glow = page.evaluate("getComputedStyle(document.activeElement).filter")
    assert "drop-shadow" in glow, glow  # the focus's own ring: a blue glow around the mark
    if os.environ.get("LUDOTECA_SHOTS"):  # to look at it: a directory for the screenshots
        page.screenshot(path=f"{os.environ['LUDOTECA_SHOTS']}/review-marks-{screen['width']}.png")
