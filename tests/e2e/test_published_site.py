"""The published site: dist/ (make dist) holds exactly what the page asks for, and nothing is
left to a developer's checkout. Every e2e test already runs against dist/ served under a
sub-path (conftest.SUB_PATH), as a GitHub Pages project site is."""

import json
import re

import pytest
from playwright.sync_api import expect

from ludoteca.build import DIST_DIR, HOST_FILE_LIMIT
from ludoteca.core.registry import shipped_games

from .pages import BOOT_TIMEOUT_MS, settle

pytestmark = pytest.mark.e2e

# Read by static hosts, not by the page (build.write_dist says why each is there).
HOST_FILES = {".nojekyll", "_headers"}
# Asked for by the browser itself, not by the page's scripts: the service worker (offline.js
# registers it; blocked in this test, so that every request seen is the page's own) and what
# an installed app shows (the manifests' icons).
BROWSER_FILES = {"sw.js"}


def manifest_files() -> set[str]:
    found = set()
    for manifest in [DIST_DIR / "manifest.webmanifest", *(DIST_DIR / "build").glob("manifest-*.webmanifest")]:
        base = manifest.parent.relative_to(DIST_DIR)
        for icon in json.loads(manifest.read_text(encoding="utf-8"))["icons"]:
            found.add((base / icon["src"]).as_posix().replace("build/../", ""))
        found.add(manifest.relative_to(DIST_DIR).as_posix())
    return found


def test_dist_holds_no_file_the_page_never_requests(browser, site_url):
    """The lobby in every language, a complete game of each game (bots only: every file a game
    needs is loaded by its first board and its score screen), and a replay: every file in dist/
    was asked for, except the few a host or the browser itself reads."""
    context = browser.new_context(service_workers="block", reduced_motion="reduce")  # bots not slowed
    asked = set()
    context.on("request", lambda request: asked.add(request.url.split("?")[0].split("#")[0]))
    page = context.new_page()
    for lang in ("en", "de", "fr"):
        page.goto(f"{site_url}/index.html?lang={lang}")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    for game in shipped_games():
        page = context.new_page()  # a tab of its own: a reload would resume the tab's last game
        seats = ",".join(["bot"] * max(2, game.min_players))
        # in German: a game's catalog is a file per language, fetched in the page's language only
        # (the lobby in French above fetched each game's French one, for the engine's snapshot)
        page.goto(f"{site_url}/index.html?autostart=1&game={game.id}&seats={seats}&botDelay=0&forcedDelay=0&lang=de")
        expect(page.locator("#result")).to_be_visible(timeout=5 * BOOT_TIMEOUT_MS)
        assert page.evaluate("window.ludotecaShell.snap.game") == game.id
    settle(page)
    page.click("#result-close")
    page.click("#open-replay")
    expect(page.locator("#replay-bar")).to_be_visible()
    # the bot workshop (PyScript, our wheel): everything it loads as it starts
    page.goto(f"{site_url}/workshop.html")
    page.wait_for_function("document.documentElement.dataset.workshop === 'ready'", timeout=BOOT_TIMEOUT_MS)
    context.close()

    prefix = site_url + "/"
    requested = {url[len(prefix) :] or "index.html" for url in asked if url.startswith(prefix)}
    requested = {"index.html" if name == "" else name for name in requested}
    files = {path.relative_to(DIST_DIR).as_posix() for path in DIST_DIR.rglob("*") if path.is_file()}
    never = files - requested - HOST_FILES - BROWSER_FILES - manifest_files()
    assert never == set(), f"dist/ holds files no page asked for: {sorted(never)}"
    missing = {name for name in requested if name not in files}
    assert missing == set(), f"the page asked for files dist/ lacks: {sorted(missing)}"


def test_dist_is_ready_for_any_static_host():
    files = [path for path in DIST_DIR.rglob("*") if path.is_file()]
    names = {path.relative_to(DIST_DIR).as_posix() for path in files}
    assert {"index.html", "sw.js", "build/precache.js", "build/pyodide.asm.wasm.zst"} <= names
    # no sources, tests, benchmarks or tooling; of node_modules only Pyodide's runtime files
    # (the workshop's worker is a Python script it serves: PyScript runs it)
    assert not any(
        name.startswith(("py/", "tests/", "bench/", ".venv/")) or name.endswith((".py", ".map", ".po"))
        for name in names - {"assets/py/workshop_worker.py"}
    ), names
    assert {name for name in names if name.startswith("node_modules/pyodide/")} == {
        "node_modules/pyodide/pyodide.mjs",
        "node_modules/pyodide/pyodide.asm.mjs",
        # the workshop's Pyodide: its WebAssembly as Pyodide has it (the game page's worker gets
        # build/pyodide.asm.wasm.zst), the whole standard library, and the lock file loadPyodide() reads
        "node_modules/pyodide/pyodide.asm.wasm",
        "node_modules/pyodide/python_stdlib.zip",
        "node_modules/pyodide/pyodide-lock.json",
    }
    assert {name.split("/")[1] for name in names if name.startswith("node_modules/")} == {"pyodide", "@pyscript"}
    assert max(path.stat().st_size for path in files) <= HOST_FILE_LIMIT
    # every address in the page is relative: the site works at a domain's root or under any path
    for name in (
        "index.html",
        "build/shell.js",
        "build/shell-chunk.js",
        "build/shell-play.js",
        "sw.js",
        "assets/js/engine-worker.js",
        "workshop.html",
        "build/workshop.js",
        "pyscript.toml",
    ):
        text = (DIST_DIR / name).read_text(encoding="utf-8")
        assert not re.search(r"""(src|href)=["']/[^/]|fetch\(["']/[^/]|https?://(?!www\.w3\.org)""", text), name
