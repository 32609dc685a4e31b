"""A tutorial at a 1280 × 800 desk (issue 36): as each scripted step opens, the prompt, the
step's box and everything the step points at are on the screen together — no prompt cut at the
window's top, no card below the fold. Where the game's desk board is short enough for all of it
(layouts.py), the whole board too. In French, whose words run longest."""

import pytest
from playwright.sync_api import Page

from .pages import BOOT_TIMEOUT_MS, IDLE, settle

pytestmark = pytest.mark.e2e

TUTORIAL = "window.ludotecaShell.snap && window.ludotecaShell.snap.tutorial"
# A tap may move the pointer without moving the tutorial on (Yutakâ: a card chosen, then its
# island): either counts as the step's next state.
WHERE = (
    f"JSON.stringify([{TUTORIAL}.progress, "
    "[...document.querySelectorAll('#board [data-mark=\"point\"]')].map((e) => e.dataset.click)])"
)
OUT_OF_VIEW = """(wholeBoard) => {
  const H = innerHeight, out = [];
  const place = (what, el) => { const b = el.getBoundingClientRect();
    if (b.top < -1 || b.bottom > H + 1) out.push(`${what} ${Math.round(b.top)}–${Math.round(b.bottom)}`); };
  place('the prompt', document.getElementById('prompt'));
  place('the step box', document.getElementById('tutorial-box'));
  if (wholeBoard) place('the board', document.querySelector('#board svg'));
  for (const el of document.querySelectorAll('#board [data-mark="point"]'))
    place(`pointed ${el.dataset.click || el.dataset.piece}`, el);
  return out;
}"""

# game: (the first step of the fast-forward, where the scripted steps are behind; how many
# steps point at something at least; whether the whole board must fit too)
DESK_FIT = {
    "yucata": (10, 8, False),  # steps 2 to 9 point at something
    "yutaka": (12, 7, True),  # the reveals, the cards and islands to play, the bot's tile
}


@pytest.mark.parametrize("game", sorted(DESK_FIT))
def test_each_step_shows_the_prompt_the_box_and_the_pointer_together_at_a_desk(page: Page, site_url, game):
    fast_forward, least_pointed, whole_board = DESK_FIT[game]
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}/index.html?tutorial={game}&lang=fr&botDelay=0&forcedDelay=0")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("#tutorial-box:not([hidden])", timeout=BOOT_TIMEOUT_MS)
    found, pointed, steps = [], 0, set()
    for _ in range(40):
        settle(page)
        # the page brings the pointer into view on the next frame (reduced motion: at once)
        page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        shown = page.evaluate(TUTORIAL)
        if shown["step"] >= fast_forward:
            break
        steps.add(shown["step"])
        pointed += page.locator('#board [data-mark="point"]').count() > 0
        found += [f"step {shown['step']}: {where}" for where in page.evaluate(OUT_OF_VIEW, whole_board)]
        before = page.evaluate(WHERE)
        if shown["next"]:
            page.locator("#tutorial-next").click()
        else:
            page.locator("#board [data-click].legal[data-mark='point']").first.click()
        page.wait_for_function(f"{IDLE} && {WHERE} !== {before!r}")
    assert steps == set(range(1, fast_forward)), steps
    assert pointed >= least_pointed, pointed
    assert not found, "\n".join(found)
