"""Offline and install: after one visit the service worker serves the whole site, so with the
server gone the page starts and a game is played; a new version installs beside the old one,
waits for the player's reload, and then the old cache is gone."""

import json
import pathlib
import re

import pytest
from playwright.sync_api import expect

from ludoteca.build import DIST_DIR
from ludoteca.devserver import serve

from .conftest import SUB_PATH, guard_local_only
from .pages import BOOT_TIMEOUT_MS, play_through

pytestmark = pytest.mark.e2e


def site_copy(folder: pathlib.Path) -> pathlib.Path:
    """The published site (dist/, written by the site_url fixture) as links, except
    build/precache.js: a copy we can bump."""
    (folder / "build").mkdir(parents=True)
    for entry in DIST_DIR.iterdir():
        if entry.name != "build":
            (folder / entry.name).symlink_to(entry)
    for built in (DIST_DIR / "build").iterdir():
        if built.name != "precache.js":
            (folder / "build" / built.name).symlink_to(built)
    (folder / "build" / "precache.js").write_text((DIST_DIR / "build" / "precache.js").read_text())
    return folder


def bump_version(folder: pathlib.Path) -> str:
    path = folder / "build" / "precache.js"
    text = path.read_text()
    old = re.search(r'"version": "(\w+)"', text).group(1)
    path.write_text(text.replace(old, old + "b"))
    return old + "b"


def cache_names(page) -> list[str]:
    return page.evaluate("caches.keys()")


def test_after_one_visit_the_site_plays_with_the_server_gone(browser, site_url, tmp_path):
    site = site_copy(tmp_path / "site")
    version = json.loads((site / "build" / "precache.js").read_text().split("=", 1)[1].rstrip(";\n"))["version"]
    context = browser.new_context(service_workers="allow")
    foreign = guard_local_only(context)
    page = context.new_page()
    with serve(site, SUB_PATH) as url:
        page.goto(f"{url}/index.html?botDelay=0&game=yutaka")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        # the worker takes control once every file of this version is in its cache
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
        assert cache_names(page) == [f"ludoteca-{version}"]
        # a new version: installed beside the old one, waiting until the player reloads
        new_version = bump_version(site)
        page.reload()
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        expect(page.locator("#update")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
        assert sorted(cache_names(page)) == sorted([f"ludoteca-{version}", f"ludoteca-{new_version}"])
        page.click("#update-now")
        page.wait_for_function(
            f"(async () => (await caches.keys()).join() === 'ludoteca-{new_version}')()", timeout=BOOT_TIMEOUT_MS
        )
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    # the server is gone: the page still starts, and a whole game is played
    page.reload()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#update")).to_be_hidden()
    page.click("#start")
    play_through(page)
    expect(page.locator("#result")).to_be_visible()
    context.close()
    assert foreign == []
