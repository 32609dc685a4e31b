"""Embedding: the lobby's iframe snippet, pasted into a page served from another origin (another
host name and port, no special headers), shows the game without the lobby, and a complete game
is played inside the iframe."""

import re

import pytest
from playwright.sync_api import Page, expect

from ludoteca.devserver import serve

from .pages import BOOT_TIMEOUT_MS, open_lobby, play_through

pytestmark = pytest.mark.e2e


def test_a_game_embedded_in_another_sites_page_is_played_to_the_end(page: Page, site_url, foreign_requests, tmp_path):
    open_lobby(page, site_url, "yutaka")
    page.click("#embed-box summary")
    expect(page.locator("#embed-code")).to_have_value(re.compile("^<iframe src="))
    snippet = page.locator("#embed-code").input_value()
    assert snippet.startswith("<iframe src=") and "embed=yutaka" in snippet
    # the blog: another origin (localhost instead of 127.0.0.1, another port)
    snippet = snippet.replace("embed=yutaka", "embed=yutaka&botDelay=0")
    (tmp_path / "post.html").write_text(
        f"<!doctype html><title>My blog</title><h1>Play with me</h1>{snippet}<p>The end.</p>"
    )
    with serve(tmp_path) as blog:
        page.goto(blog.replace("127.0.0.1", "localhost") + "/post.html")
        page.wait_for_selector("iframe")
        frame = page.frame(url=re.compile(r"embed=yutaka"))
        assert frame.evaluate("window.top !== window.self")
        frame.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        expect(frame.locator("#table")).to_be_visible()
        assert frame.locator("header.top").is_hidden() and frame.locator("#games").is_hidden()
        play_through(frame)
        expect(frame.locator("#result")).to_be_visible()
        assert re.search(
            r"wins? with −?\d+ points?|Shared victory|share the victory", frame.locator("#result-summary").inner_text()
        )
