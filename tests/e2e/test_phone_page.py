"""Phones (issue 12): every game played to its score screen by taps in a 390 × 844 touch
context, with the sizes a finger and an eye need checked along the way; the lobby by taps;
a Yutakâ game in a 360 × 640 iframe on a phone-sized page of another site.

Sizes (CSS px, after the SVG is scaled): no sideways scrolling, every legal target at least
44 × 44, no board text under 9 px, the text of a choice at least 12 px, buttons 44 px tall.
"""

import re

import pytest
from playwright.sync_api import expect

from ludoteca.core.registry import shipped_games
from ludoteca.devserver import serve

from .pages import BOOT_TIMEOUT_MS, PHONE, let_motion_end, phone_size_problems, settle, tap_planned_move

pytestmark = pytest.mark.e2e

GAMES = [game.id for game in shipped_games()]


@pytest.fixture
def phone(browser, foreign_requests):
    context = browser.new_context(**PHONE)
    from .conftest import guard_local_only

    seen = guard_local_only(context)
    yield context.new_page()
    context.close()
    assert seen == [], f"requests left localhost: {seen}"


def start_by_taps(page, site_url, game_id, query=""):
    page.goto(f"{site_url}/index.html?botDelay=0&forcedDelay=0{query}")
    expect(page.locator("#start")).to_be_enabled()
    page.locator(f".game-card[data-game='{game_id}']").tap()
    expect(page.locator("#setup-title")).to_have_text(re.compile(".+"))
    page.locator("#start").tap()  # it may be tapped while the games are still loading
    expect(page.locator("#board svg")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)


def non_legal_detail(page):
    """A card, tile, block or island on the board that cannot be played now but has details,
    and that a finger reaches (no legal target's hit area lies over its centre)."""
    let_motion_end(page)  # where it rests, not where a move's animation has it now
    found = page.evaluate("""() => {
      for (const e of document.querySelectorAll('#board [data-info]:not(.legal):not(.legal *)')) {
        const b = e.getBoundingClientRect();
        if (!b.width || !b.height) continue;
        const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
        if (hit && e.contains(hit) && !hit.closest('.legal')) { e.dataset.testDetail = '1'; return true; }
      }
      return false; }""")
    return page.locator("#board [data-test-detail='1']").first if found else page.locator("#nothing")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_by_taps_on_a_phone(phone, site_url, game_id):
    page = phone
    start_by_taps(page, site_url, game_id)
    assert page.evaluate("document.body.dataset.screen") == "phone"
    checked, detail_checked, turns = 0, False, 0
    while not page.locator("#result[open]").count():
        if page.locator("#privacy:not([hidden])").count():
            page.locator("#privacy-ok").tap()
            continue
        settle(page)  # bots and forced moves made, the engine idle
        if page.locator("#result[open]").count():
            break
        legal = page.locator("#board [data-click].legal")
        if legal.count() == 0:
            continue
        if turns % 4 == 0:  # sizes at several positions of the game
            problems = phone_size_problems(page)
            assert not problems, f"{game_id} after {turns} turns: {problems}"
            checked += 1
        if not detail_checked:
            detail = non_legal_detail(page)
            if detail.count():
                moves = page.evaluate("window.ludotecaShell.snap.record.moves.length")
                detail.tap()
                expect(page.locator("#details")).to_be_visible()
                assert page.locator("#details-text").inner_text().strip()
                assert page.evaluate("window.ludotecaShell.snap.record.moves.length") == moves
                page.locator("#details-close").tap()
                expect(page.locator("#details")).to_be_hidden()
                detail_checked = True
        tap_planned_move(page)
        turns += 1
        assert turns < 400
    assert checked >= 2 and detail_checked
    expect(page.locator("#result")).to_be_visible()
    assert page.locator("#result-summary").inner_text().strip()
    page.locator("#result-close").tap()
    problems = phone_size_problems(page)
    problems.pop("small_targets", None)  # nothing is legal once the game is over
    assert not problems, problems


def test_the_lobby_fits_a_phone_and_starts_a_game_by_taps(phone, site_url):
    page = phone
    page.goto(f"{site_url}/index.html")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    for game_id in GAMES:
        page.locator(f".game-card[data-game='{game_id}']").tap()
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{game_id}: the lobby scrolls sideways by {overflow}px"
        # every game card shows a picture of its board, drawn at build time
        assert page.locator(f".game-card[data-game='{game_id}'] img").evaluate("i => i.complete && i.naturalWidth > 0")
    page.locator(".game-card[data-game='yutaka']").tap()
    page.locator("select[name='seat-kind-1']").select_option("bot")
    page.locator("#start").tap()
    expect(page.locator("#board svg")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0


def test_yutaka_in_a_small_iframe_on_a_phone_page(phone, site_url, tmp_path):
    page = phone
    src = f"{site_url}/index.html?embed=yutaka&seats=human,bot&botDelay=0"
    (tmp_path / "post.html").write_text(
        '<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>Blog</title><h1>Play</h1><iframe src="{src}" width="360" height="640" style="border:0"></iframe>'
    )
    with serve(tmp_path) as blog:
        page.goto(blog.replace("127.0.0.1", "localhost") + "/post.html")
        frame = page.frame(url=re.compile("embed=yutaka"))
        frame.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        expect(frame.locator("#board svg")).to_be_visible()
        assert frame.evaluate("document.body.dataset.screen") == "phone"
        turns = 0
        while not frame.locator("#result[open]").count():
            settle(frame)
            if frame.locator("#board [data-click].legal").count() == 0:
                continue
            if turns % 6 == 0:
                problems = phone_size_problems(frame)
                assert not problems, problems
            tap_planned_move(frame)
            turns += 1
            assert turns < 200
        expect(frame.locator("#result")).to_be_visible()
