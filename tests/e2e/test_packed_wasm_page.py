"""Pyodide's WebAssembly as the game page gets it: packed by the build
(build/pyodide.asm.wasm.zst), decoded by the engine's worker as it streams in, kept decoded in
the service worker's cache for the next visit; broken or cut bytes make the page say the games
cannot start, not wait for ever."""

import pytest
from playwright.sync_api import expect

from ludoteca.build import DIST_DIR, PACKED_WASM_NAME, PYODIDE_WASM

from .pages import BOOT_TIMEOUT_MS

pytestmark = pytest.mark.e2e

BOARD = "#board [data-click].legal"
GAME = "/index.html?autostart=1&game=yutaka&seats=human,bot&botDelay=100000"
DECODED_KEPT = """(async () => { for (const name of await caches.keys()) {
  const hit = await (await caches.open(name)).match('node_modules/pyodide/pyodide.asm.wasm');
  if (hit) return (await hit.arrayBuffer()).byteLength; } return 0; })()"""


def test_a_visit_downloads_the_packed_webassembly_and_the_next_one_finds_it_decoded(browser, site_url):
    context = browser.new_context(service_workers="allow")
    asked = []
    context.on("request", lambda request: asked.append(request.url.removeprefix(site_url)))
    page = context.new_page()
    page.goto(site_url + GAME)
    page.wait_for_selector(BOARD, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert f"/build/{PACKED_WASM_NAME}" in asked
    assert "/node_modules/pyodide/pyodide.asm.wasm" not in asked  # the workshop's, 3.5 MB more
    # kept decoded once the service worker has made this version's cache
    page.wait_for_function(f"{DECODED_KEPT}.then((n) => n === {PYODIDE_WASM.stat().st_size})", timeout=BOOT_TIMEOUT_MS)
    asked.clear()
    page.reload()
    page.wait_for_selector(BOARD, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert "/node_modules/pyodide/pyodide.asm.wasm" not in asked
    context.close()


@pytest.mark.parametrize("damage", ["cut", "changed"])
def test_broken_webassembly_makes_the_page_say_the_games_cannot_start(browser, site_url, damage):
    packed = (DIST_DIR / "build" / PACKED_WASM_NAME).read_bytes()
    if damage == "cut":
        body = packed[: len(packed) // 2]
    else:  # a stretch of zeros in the middle: still decodes, to other bytes
        middle = len(packed) // 2
        body = packed[:middle] + bytes(64) + packed[middle + 64 :]
    context = browser.new_context()
    context.route(f"**/build/{PACKED_WASM_NAME}", lambda route: route.fulfill(status=200, body=body))
    page = context.new_page()
    page.goto(site_url + GAME)
    expect(page.locator("#boot-text")).to_contain_text("could not start", timeout=BOOT_TIMEOUT_MS)
    assert page.locator(BOARD).count() == 0
    context.close()
