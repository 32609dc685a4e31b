"""A replay follows the session (assets/js/session.js): it steps by the arrow keys, is asked for
again after a change of language or of screen, survives a reload of the tab, and closes back to
the save it was opened from; back in the lobby, the tab is forgotten."""

from playwright.sync_api import Page, expect

from .pages import BOOT_TIMEOUT_MS, settle


def test_replay_follows_language_screen_keys_reload_and_closes_to_its_save(page: Page, site_url, foreign_requests):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}/index.html?autostart=1&game=yutaka&seats=bot,bot&botDelay=0&forcedDelay=0")
    expect(page.locator("#result")).to_be_visible(timeout=5 * BOOT_TIMEOUT_MS)
    settle(page)
    total = page.evaluate("window.ludotecaShell.snap.record.moves.length")
    page.click("#result-close")
    page.click("#open-replay")
    page.wait_for_selector(f"body[data-replay-at='{total}']")
    page.locator("#prompt").click()
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector(f"body[data-replay-at='{total - 1}']")
    settle(page)
    log_en = page.locator("#log li").first.inner_text()
    page.select_option("#language", "de")
    page.wait_for_function(f"document.querySelector('#log li').textContent !== {log_en!r}")
    settle(page)
    assert page.evaluate("document.body.dataset.replayAt") == str(total - 1)
    page.wait_for_function("document.documentElement.lang === 'de'")
    settle(page)
    expect(page.locator("#prompt")).to_have_text(f"Nachspielen: nach Zug {total - 1} von {total}")
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function("document.querySelector('#board svg').getAttribute('viewBox').startsWith('0 0 360')")
    settle(page)
    assert page.evaluate("Boolean(window.ludotecaShell.snap.replay)")
    page.reload()
    page.wait_for_selector("body[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#replay-bar")).to_be_visible()
    assert page.evaluate("window.ludotecaShell.snap.replay.at") == total - 1
    page.click("#replay-close")
    page.wait_for_function("window.ludotecaShell.snap && !window.ludotecaShell.snap.replay")
    expect(page.locator("#replay-bar")).to_be_hidden()
    assert page.evaluate("window.ludotecaShell.snap.over")
    page.set_viewport_size({"width": 1280, "height": 800})
    settle(page)
    if page.locator("#result[open]").count():
        page.click("#result-lobby")
    else:
        page.click("#to-lobby")
    expect(page.locator("#saves-done li")).to_have_count(1)
    assert page.evaluate("sessionStorage.getItem('ludoteca.tab')") is None
