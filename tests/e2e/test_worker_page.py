"""The engine in its worker (issue 14): the page stays usable while the engine starts and
while a bot thinks."""

import pytest
from playwright.sync_api import Page, expect

from .pages import BOOT_TIMEOUT_MS, settle

pytestmark = pytest.mark.e2e

NOT_READY = "document.body.dataset.ready !== '1'"


def test_the_lobby_works_while_the_engine_is_still_loading(browser, site_url):
    context = browser.new_context(service_workers="block")  # a cold start: no snapshot
    page = context.new_page()
    scripts = []
    page.on(
        "request",
        lambda request: (
            scripts.append(request.url.split(site_url, 1)[-1]) if request.url.endswith((".js", ".mjs")) else None
        ),
    )
    page.goto(f"{site_url}/index.html?botDelay=0")
    page.locator(".game-card[data-game='yutaka']").click()
    expect(page.locator("#setup-title")).to_have_text("Yutakâ")
    page.select_option("select[name='seat-kind-1']", "human")
    page.select_option("select[name='seat-kind-1']", "bot")
    page.select_option("select[name='seat-level-1']", "easy")
    page.locator("#lobby-rules").click()
    expect(page.locator("#rules")).to_be_visible()
    page.locator("#rules-close").click()
    page.click("#start")  # pressed early: the game opens once the engine is up
    assert page.evaluate(NOT_READY), "the engine was ready before the lobby was tried: nothing shown"
    expect(page.locator("#start")).to_contain_text("as soon as")
    page.wait_for_selector("#board [data-click].legal", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("window.ludotecaShell.snap.seats[1].level") == "easy"
    # The shell came as the build's bundle (its entry and its two chunks: the lobby's and the
    # table's), not one request per module; the only other scripts of ours are the engine's
    # worker and the two modules it imports: the unpacker of our zips and the decoder of
    # Pyodide's packed WebAssembly.
    assert {"/build/shell.js", "/build/shell-chunk.js", "/build/shell-play.js"} <= set(scripts), scripts
    ours = sorted(url for url in scripts if url.startswith("/assets/"))
    assert ours == ["/assets/js/engine-worker.js", "/assets/js/packed-wasm.js", "/assets/js/stored-zip.js"], scripts
    context.close()


def test_rules_open_while_a_bot_thinks(page: Page, site_url, foreign_requests):
    # Yucata' with a strong bot: each of its moves is a search of up to 0.9 s in the worker.
    page.goto(f"{site_url}/index.html?autostart=1&game=yucata&seats=human,bot:strong&seed=6&botDelay=0&forcedDelay=0")
    page.wait_for_selector("#board [data-click]", state="attached", timeout=BOOT_TIMEOUT_MS)
    for _ in range(3):
        settle(page)
        if page.evaluate("window.ludotecaShell.snap.to_act[0] === 0"):
            page.locator("#board [data-click].legal").first.click()  # the bot then thinks
        page.wait_for_function("document.body.classList.contains('thinking')", timeout=BOOT_TIMEOUT_MS)
        page.click("#table-rules")
        expect(page.locator("#rules")).to_be_visible()
        during = page.evaluate("document.body.classList.contains('thinking')")
        page.click("#rules-close")
        if during:
            break
    assert during, "the rules never opened while the bot was still thinking"


CARD_PICTURES_DRAWN = """() => [...document.querySelectorAll('.game-card img')]
  .map((img) => img.complete && img.naturalWidth > 0 && img.getAttribute('src').startsWith('build/thumbs/'))"""


def test_the_cards_pictures_come_after_the_first_frame_and_after_a_language_switch(
    page: Page, site_url, foreign_requests
):
    page.goto(f"{site_url}/index.html")
    expect(page.locator(".game-card")).to_have_count(4)
    page.wait_for_function(f"({CARD_PICTURES_DRAWN})().every(Boolean)")
    assert page.evaluate(CARD_PICTURES_DRAWN) == [True] * 4
    page.select_option("#language", "fr")
    expect(page.locator("#setup-title")).not_to_be_empty()
    expect(page.locator(".game-card small").first).to_contain_text("joueurs")
    page.wait_for_function(f"({CARD_PICTURES_DRAWN})().every(Boolean)")
    assert page.evaluate(CARD_PICTURES_DRAWN) == [True] * 4
