"""The bar's prompt at a desk (issue 36): its box has a fixed height (the bar never changes
size); a prompt that fits shows no cue, one still too long for the box after it is set smaller
shows that it scrolls (a shadow, a Tab stop) and every word of it can be scrolled to — from the
first line (a centred box once overflowed upwards, out of reach) to the last — at 1280 × 800,
in German. Santa Monica's own prompts all fit now (the last test): the one too long for the box
is written into it, as the page writes a prompt."""

import pytest
from playwright.sync_api import Page

from ludoteca.core import i18n
from ludoteca.core.i18n import press_words

from ..santa_monica.test_prompts import every_prompt
from .pages import BOOT_TIMEOUT_MS, PHONE, SETTLED

pytestmark = pytest.mark.e2e

DESK = {"viewport": {"width": 1280, "height": 800}, "service_workers": "block"}
# Where the prompt's first and last characters are drawn, against its box.
MEASURE = """() => {
  const box = document.querySelector('#prompt'), text = box.firstChild, edge = box.getBoundingClientRect();
  const at = (k) => { const r = document.createRange(); r.setStart(text, k); r.setEnd(text, k + 1); return r.getBoundingClientRect(); };
  box.scrollTop = 0;
  const first = at(0);
  box.scrollTop = box.scrollHeight;
  const last = at(text.length - 1);
  box.scrollTop = 0;
  return {cls: box.className, tab: box.getAttribute('tabindex'), shadow: getComputedStyle(box).backgroundImage,
          top: edge.top, bottom: edge.bottom, first_top: first.top, last_bottom: last.bottom,
          over: box.scrollHeight - box.clientHeight};
}"""


def test_a_prompt_too_long_for_the_desk_bar_shows_that_it_scrolls(page: Page, site_url, foreign_requests):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}/index.html?tutorial=santa_monica&lang=de&botDelay=0&forcedDelay=0")
    page.wait_for_selector("#tutorial-box:not([hidden])", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(SETTLED, timeout=BOOT_TIMEOUT_MS)
    fits = page.evaluate(MEASURE)
    assert fits["over"] <= 1 and "scrolls" not in fits["cls"] and fits["tab"] is None, fits
    # (a prompt in none of the games, as long as Santa Monica's German ones were before issue 36)
    too_long = page.evaluate("document.querySelector('#tutorial-text').textContent") * 2
    page.evaluate("(words) => { document.querySelector('#prompt').textContent = words; }", too_long)
    page.wait_for_function("document.querySelector('#prompt').classList.contains('scrolls')")
    found = page.evaluate(MEASURE)
    assert "scrolls" in found["cls"] and found["tab"] == "0", found
    assert found["shadow"].count("radial-gradient") == 2, found  # (the cue, top and bottom)
    assert found["first_top"] >= found["top"] - 1, found  # the first line can be read
    assert found["last_bottom"] <= found["bottom"] + 1, found  # and, scrolled, the last


# How many lines each text takes in the bar's prompt box, set as the page sets it (bar.js
# fitPrompt, run at once by a resize).
LINES = """(texts) => {
  const box = document.querySelector('#prompt'), kept = box.innerHTML;
  const lines = texts.map((words) => {
    box.textContent = words;
    dispatchEvent(new Event('resize'));
    const range = document.createRange();
    range.selectNodeContents(box);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return [tops.size, box.classList.contains('scrolls')];
  });
  box.innerHTML = kept;
  dispatchEvent(new Event('resize'));
  return lines;
}"""


@pytest.mark.parametrize("screen", ["desk", "phone"])
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_santa_monica_prompt_fits_three_lines(browser, site_url, lang, screen):
    """Every prompt Santa Monica can show (tests/santa_monica/test_prompts.py), in the bar as
    wide as a Santa Monica table leaves it, takes at most three lines: read at a glance."""
    context = browser.new_context(**(PHONE if screen == "phone" else DESK))
    try:
        i18n.use(lang)
        texts = [press_words(t, screen == "phone") for t in every_prompt(phone=screen == "phone")]
    finally:
        i18n.use("en")
    try:
        page = context.new_page()
        page.goto(f"{site_url}/index.html?tutorial=santa_monica&lang={lang}&botDelay=0&forcedDelay=0")
        page.wait_for_selector("#tutorial-box:not([hidden])", timeout=BOOT_TIMEOUT_MS)
        page.wait_for_function(SETTLED, timeout=BOOT_TIMEOUT_MS)
        measured = page.evaluate(LINES, texts)
    finally:
        context.close()
    too_long = sorted(
        {(lines, scrolls, text) for text, (lines, scrolls) in zip(texts, measured) if lines > 3 or scrolls}
    )
    assert not too_long, f"{len(too_long)} prompts need more than 3 lines, e.g. {too_long[-3:]}"
    assert max(lines for lines, _scrolls in measured) >= 2  # (the measure sees lines at all)
