"""Yucata's tutorial at a 1280 × 800 desk (issue 36): as each step opens, the prompt, the step's
box and everything it points at are on the screen together — no prompt cut at the window's
top, no card below the fold. The desk board is short enough for the page to scroll all three
into view; step 2 points at the hand it speaks of. In French, whose words run longest."""

import pytest
from playwright.sync_api import Page

from .pages import BOOT_TIMEOUT_MS, IDLE, settle

pytestmark = pytest.mark.e2e

TUTORIAL = "window.ludotecaShell.snap && window.ludotecaShell.snap.tutorial"
OUT_OF_VIEW = """() => {
  const H = innerHeight, out = [];
  const place = (what, el) => { const b = el.getBoundingClientRect();
    if (b.top < -1 || b.bottom > H + 1) out.push(`${what} ${Math.round(b.top)}–${Math.round(b.bottom)}`); };
  place('the prompt', document.getElementById('prompt'));
  place('the step box', document.getElementById('tutorial-box'));
  for (const el of document.querySelectorAll('#board [data-mark="point"]'))
    place(`pointed ${el.dataset.click || el.dataset.piece}`, el);
  return out;
}"""


def test_yucata_steps_show_the_prompt_the_box_and_the_pointer_together_at_a_desk(page: Page, site_url):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}/index.html?tutorial=yucata&lang=fr&botDelay=0&forcedDelay=0")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("#tutorial-box:not([hidden])", timeout=BOOT_TIMEOUT_MS)
    found, pointed = [], 0
    for _ in range(40):
        settle(page)
        # the page brings the pointer into view on the next frame (reduced motion: at once)
        page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        shown = page.evaluate(TUTORIAL)
        if shown["step"] >= 10:  # the fast-forward: the scripted steps are behind
            break
        pointed += page.locator('#board [data-mark="point"]').count() > 0
        found += [f"step {shown['step']}: {where}" for where in page.evaluate(OUT_OF_VIEW)]
        before = page.evaluate(f"JSON.stringify({TUTORIAL}.progress)")
        if shown["next"]:
            page.locator("#tutorial-next").click()
        else:
            page.locator("#board [data-click].legal[data-mark='point']").first.click()
        page.wait_for_function(f"{IDLE} && JSON.stringify({TUTORIAL}.progress) !== {before!r}")
    assert pointed >= 8, pointed  # steps 2 to 9 point at something
    assert not found, "\n".join(found)
