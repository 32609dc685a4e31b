"""The table's log (assets/js/log.js): scrolled to its latest entry, it shows that entry whole at
its foot and no entry cut in half at its top, at the desk and on a phone."""

from playwright.sync_api import Page, expect

from .pages import BOOT_TIMEOUT_MS, settle

# Where the log region and its entries are, in the page's pixels.
_GEOMETRY_JS = """() => {
  const region = document.getElementById("log-region").getBoundingClientRect();
  const items = [...document.querySelectorAll("#log li")].map((li) => li.getBoundingClientRect());
  const scroller = document.getElementById("log-region");
  return { top: region.top, bottom: region.bottom, scrolls: scroller.scrollHeight > scroller.clientHeight + 1,
           items: items.map((b) => [b.top, b.bottom]) };
}"""


def _cut_entries(page: Page) -> list:
    """The entries the region's edges cut through (none when it shows whole entries only)."""
    g = page.evaluate(_GEOMETRY_JS)
    return [(t, b) for t, b in g["items"] if (t < g["top"] - 0.5 < b) or (t < g["bottom"] + 0.5 < b)], g


def test_the_log_scrolled_to_its_latest_entry_shows_whole_entries(page: Page, site_url, foreign_requests):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}/index.html?autostart=1&game=santa_monica&seats=bot,bot&botDelay=0&forcedDelay=0")
    expect(page.locator("#result")).to_be_visible(timeout=5 * BOOT_TIMEOUT_MS)
    settle(page)
    page.click("#result-close")
    cut, g = _cut_entries(page)
    assert g["scrolls"], "a whole game's log overflows its region at the desk"
    assert not cut, (g["top"], g["bottom"], cut)
    assert g["items"][-1][1] <= g["bottom"] + 0.5  # the latest entry is in sight, whole
