"""Yutakâ's tutorial at a 1280 × 800 desk (issue 36): as each step opens, the prompt, the step's
box, the whole board (the hand included) and everything the step points at are on the screen
together — no hand below the fold, no card's word cut at the window's bottom. The desk board is
short enough (layouts.py) for all of it to fit under the bar and the box. In French, whose words
run longest."""

import pytest
from playwright.sync_api import Page

from .pages import BOOT_TIMEOUT_MS, IDLE, settle

pytestmark = pytest.mark.e2e

TUTORIAL = "window.ludotecaShell.snap && window.ludotecaShell.snap.tutorial"
# A card chosen moves the pointer to the islands without moving the tutorial on: either counts.
WHERE = (
    f"JSON.stringify([{TUTORIAL}.progress, "
    "[...document.querySelectorAll('#board [data-mark=\"point\"]')].map((e) => e.dataset.click)])"
)
OUT_OF_VIEW = """() => {
  const H = innerHeight, out = [];
  const place = (what, el) => { const b = el.getBoundingClientRect();
    if (b.top < -1 || b.bottom > H + 1) out.push(`${what} ${Math.round(b.top)}–${Math.round(b.bottom)}`); };
  place('the prompt', document.getElementById('prompt'));
  place('the step box', document.getElementById('tutorial-box'));
  place('the board', document.querySelector('#board svg'));
  for (const el of document.querySelectorAll('#board [data-mark="point"]'))
    place(`pointed ${el.dataset.click || el.dataset.piece}`, el);
  return out;
}"""


def test_yutaka_steps_show_the_prompt_the_box_and_the_whole_board_together_at_a_desk(page: Page, site_url):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}/index.html?tutorial=yutaka&lang=fr&botDelay=0&forcedDelay=0")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("#tutorial-box:not([hidden])", timeout=BOOT_TIMEOUT_MS)
    found, pointed, steps = [], 0, set()
    for _ in range(40):
        settle(page)
        # the page brings the pointer into view on the next frame (reduced motion: at once)
        page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        shown = page.evaluate(TUTORIAL)
        if shown["step"] >= 12:  # the fast-forward: the scripted first game is behind
            break
        steps.add(shown["step"])
        pointed += page.locator('#board [data-mark="point"]').count() > 0
        found += [f"step {shown['step']}: {where}" for where in page.evaluate(OUT_OF_VIEW)]
        before = page.evaluate(WHERE)
        if shown["next"]:
            page.locator("#tutorial-next").click()
        else:
            page.locator("#board [data-click].legal[data-mark='point']").first.click()
        page.wait_for_function(f"{IDLE} && {WHERE} !== {before!r}")
    assert steps == set(range(1, 12)), steps
    assert pointed >= 7, pointed  # the reveals, the cards and islands to play, the bot's tile
    assert not found, "\n".join(found)
