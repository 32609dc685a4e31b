"""Play by link through the real page: two browser contexts (two devices with their own
storage) pass a Yutakâ game back and forth by links only; broken links get a clear message;
a replay steps through a game and a replay link opens it."""

import random
import re

import pytest
from playwright.sync_api import Page, expect

from ludoteca.app import Api
from ludoteca.core import encode_link, new_record
from ludoteca.table import REMOTE

from .pages import BOOT_TIMEOUT_MS, click_target, open_lobby, play_until_link_or_end, settle

pytestmark = pytest.mark.e2e


def open_link(page: Page, url: str, moves: int):
    page.goto(url)  # a fresh page boots; an open one receives it as a new fragment
    expect(page.locator("body")).to_have_attribute("data-moves", str(moves), timeout=BOOT_TIMEOUT_MS)


def test_two_friends_play_yutaka_by_links_to_the_score_screen(page: Page, site_url, foreign_requests, second_device):
    open_lobby(page, site_url, "yutaka")
    page.select_option("select[name='seat-kind-1']", "remote")
    page.fill("input[name='seat-name-1']", "Bea")
    page.fill("input[name='seat-name-0']", "Ann")
    page.click("#start")
    friend = second_device.new_page()
    devices = {"Ann": page, "Bea": friend}
    me, links, longest = "Ann", 0, 0
    while True:
        url = play_until_link_or_end(devices[me])
        if url is None:
            break
        longest = max(longest, len(url))
        # the page says whose turn it is, and is honest about what a link carries
        expect(devices[me].locator("#link-title")).to_contain_text("turn")
        expect(devices[me].locator("#link-panel")).to_contain_text("carries the whole game")
        assert devices[me].locator("#board [data-click].legal").count() == 0
        moves = int(devices[me].get_attribute("body", "data-moves"))
        me = "Bea" if me == "Ann" else "Ann"
        open_link(devices[me], url, moves)
        assert devices[me].locator("#link-panel").is_hidden()
        links += 1
    assert links >= 20, links
    # the last mover sees the score screen and the final position's link for the other
    finished = devices[me]
    other = devices["Bea" if me == "Ann" else "Ann"]
    expect(finished.locator("#link-title")).to_contain_text("game is over")
    final = finished.locator("#link-rows input").first.input_value()
    open_link(other, final, int(finished.get_attribute("body", "data-moves")))
    for device in (finished, other):
        expect(device.locator("#result")).to_be_visible()
        assert re.search(
            r"wins? with −?\d+ points?|Shared victory|share the victory", device.locator("#result-summary").inner_text()
        )
    record = finished.evaluate("window.ludotecaShell.snap.record")
    assert other.evaluate("window.ludotecaShell.snap.record") == record
    print(f"{links} links, longest {longest} characters")


def broken_links(count: int) -> list[str]:
    """Cut and edited copies of a real mid-game link that Python refuses (a few edits only touch
    base64 padding bits and leave the game intact: those are not broken)."""
    api = Api()
    table_link = encode_link(
        {
            "record": {**new_record("yutaka", {}, 5), "moves": []},
            "seats": [{"kind": REMOTE, "name": "A"}, {"kind": REMOTE, "name": "B"}],
            "for": 1,
        }
    )
    rng = random.Random(6)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    found = []
    while len(found) < count:
        text, kind = table_link, rng.randrange(4)
        i = rng.randrange(len(text))
        if kind == 0:
            text = text[:i]
        elif kind == 1:
            text = text[:i] + rng.choice(alphabet) + text[i + 1 :]
        elif kind == 2:
            text = text[:i] + text[i + 1 :]
        else:
            text = text[:i] + rng.choice(alphabet) + text[i:]
        if text and text != table_link and '"ok": false' in api.call("open_link", f'{{"text": "{text}"}}'):
            found.append(text)
    return found


def test_broken_links_get_a_clear_message_and_leave_the_page_usable(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yutaka")
    junk = ["%E0%A4%A", "hello", "L1.%%%", "L7.abc", "L1." + "A" * 5000]  # pasted nonsense too
    for n, text in enumerate(broken_links(200) + junk, start=1):
        page.evaluate("(text) => { location.hash = text; }", text)
        expect(page.locator("body")).to_have_attribute("data-link-problems", str(n))
        expect(page.locator("#link-problem")).to_be_visible()
        assert page.locator("#link-problem-text").inner_text().startswith("This game link cannot be opened.")
    assert page.locator("#lobby").is_visible() and page.locator("#table").is_hidden()
    page.click("#link-fresh")
    expect(page.locator("#link-problem")).to_be_hidden()
    page.click("#start")
    expect(page.locator("#board svg")).to_be_visible()


def test_replay_steps_through_a_game_and_a_replay_link_opens_it(page: Page, site_url, foreign_requests, second_device):
    open_lobby(page, site_url, "yucata")
    page.click("#start")
    settle(page)
    while int(page.get_attribute("body", "data-moves")) < 6:
        legal = page.locator("#board [data-click].legal")
        if legal.count():
            click_target(legal.first)
        settle(page)
    page.click("#open-replay")
    expect(page.locator("#replay-bar")).to_be_visible()
    total = int(page.evaluate("window.ludotecaShell.snap.replay.total"))
    expect(page.locator("#replay-position")).to_have_text(f"{total} / {total}")
    expect(page.locator("#replay-forward")).to_be_disabled()
    logs = {total: page.locator("#log li").count()}
    page.click("#replay-first")
    expect(page.locator("#replay-position")).to_have_text(f"0 / {total}")
    logs[0] = page.locator("#log li").count()
    page.click("#replay-forward")
    page.click("#replay-forward")
    expect(page.locator("#replay-position")).to_have_text(f"2 / {total}")
    logs[2] = page.locator("#log li").count()
    page.click("#replay-back")
    expect(page.locator("#replay-position")).to_have_text(f"1 / {total}")
    assert logs[0] < logs[2] < logs[total]  # the log follows the position
    assert page.locator("#board [data-click].legal").count() == 0
    page.keyboard.press("ArrowRight")
    expect(page.locator("#replay-position")).to_have_text(f"2 / {total}")
    # a replay link opens the replay directly, on another device
    page.click("#replay-link")
    expect(page.locator("#replay-url")).to_have_value(re.compile("#L"))
    url = page.locator("#replay-url").input_value()
    friend = second_device.new_page()
    friend.goto(url)
    expect(friend.locator("#replay-bar")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    expect(friend.locator("#replay-position")).to_have_text(f"0 / {total}")
    # closing the replay returns to the game in progress, where it was
    page.click("#replay-close")
    expect(page.locator("#replay-bar")).to_be_hidden()
    assert int(page.get_attribute("body", "data-moves")) == total


def crafted_link(size: int, blanks: int) -> str:
    """A link as a hostile page could make it: valid framing and checksum around a DEFLATE
    stream that inflates to `blanks` bytes of white space, padded to `size` characters."""
    import base64
    import zlib

    data = b"{" + b" " * blanks + b"}"
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    blob = zlib.crc32(data).to_bytes(4, "big") + packer.compress(data) + packer.flush()
    text = "L2." + base64.urlsafe_b64encode(blob).decode().rstrip("=")
    return text + "A" * max(0, size - len(text))


def test_a_page_opened_by_a_link_shows_only_the_loading_status_until_the_link_is_judged(
    page: Page, site_url, foreign_requests
):
    page.goto(f"{site_url}/index.html#L1.broken")
    expect(page.locator("#boot")).to_be_visible()
    assert page.evaluate("document.body.dataset.ready === undefined"), "the engine was up before the page was seen"
    assert page.locator("#games").is_hidden()  # no lobby the player did not come for
    expect(page.locator("#link-problem")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#games")).to_be_visible()  # the link is refused: the lobby is back
    expect(page.locator(".game-card").first).to_be_visible()


def test_a_crafted_oversized_link_is_refused_at_once_and_the_page_stays_usable(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yutaka")
    for n, text in enumerate([crafted_link(99_000, 70_000_000), crafted_link(0, 8_000_000)], start=1):
        started = page.evaluate("performance.now()")
        page.evaluate("(text) => { location.hash = text; }", text)
        expect(page.locator("body")).to_have_attribute("data-link-problems", str(n))
        took = page.evaluate("performance.now()") - started
        assert took < 2_000, f"refusing the crafted link took {took:.0f} ms"
        text = page.locator("#link-problem-text").inner_text()
        assert text.startswith(("This link cannot be opened.", "This game link cannot be opened."))
        assert "far" in text  # "far too long" / "far more than any game"
    page.click("#link-fresh")
    page.click("#start")
    expect(page.locator("#board svg")).to_be_visible()
    assert page.evaluate("window.ludotecaShell.snap.record.moves.length") == 0
