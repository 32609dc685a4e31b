"""Friends by link, by name, through the real page: the host on a desk, the friend on a phone
(390 × 844, touch), each with their own storage. Whether or not anyone typed a name, no text on
either page reads "You" as a name, each page names the other player, and the friend's first
screen — shown while the engine still loads — says who invites them, to which game, and which
seat is theirs."""

import re

import pytest
from playwright.sync_api import Page, expect

from .conftest import guard_local_only
from .pages import BOOT_TIMEOUT_MS, PHONE, open_lobby, play_until_link_or_end

pytestmark = pytest.mark.e2e

DESK = {"width": 1280, "height": 800}
YOU_AS_A_NAME = re.compile(r"\bYou's|\bto You\b|\bfor You\b|Waiting for You\b|\bYou (reveals|plays|takes|is)\b")
# Every word the page shows or says: text, drawings' words, labels, titles, placeholders, and
# what the share sheet would be given (navigator.share is recorded: headless chromium has none).
ALL_WORDS = """() => [document.body.innerText,
  ...[...document.querySelectorAll("svg text, svg title")].map((e) => e.textContent),
  ...[...document.querySelectorAll("[aria-label], [title], [placeholder]")].flatMap((e) =>
    [e.getAttribute("aria-label"), e.getAttribute("title"), e.getAttribute("placeholder")]),
  ...(window.__shared || []).map((d) => `${d.title}\\n${d.text}`)].filter(Boolean).join("\\n")"""
# The first screen is seen before the engine is ready (#boot gets .done then); shares recorded.
WATCH = """
window.__shared = [];
navigator.share = (data) => { window.__shared.push(data); return Promise.resolve(); };
new MutationObserver(() => {
  const invite = document.getElementById("invite"), boot = document.getElementById("boot");
  if (invite && !invite.hidden && window.__inviteSeen === undefined) {
    window.__inviteSeen = performance.now();
    window.__bootDoneWhenInviteSeen = boot.classList.contains("done");
  }
}).observe(document, { subtree: true, childList: true, attributes: true });
"""


@pytest.fixture
def phone(browser):
    context = browser.new_context(**PHONE)
    seen = guard_local_only(context)
    page = context.new_page()
    page.add_init_script(WATCH)
    yield page
    context.close()
    assert seen == [], f"requests left localhost: {seen}"


def play_until_link(page: Page) -> str:
    link = play_until_link_or_end(page)
    assert link, "no link to send"
    return link


def words(page: Page) -> str:
    text = page.evaluate(ALL_WORDS)
    assert not YOU_AS_A_NAME.search(text), YOU_AS_A_NAME.search(text).group(0)
    return text


@pytest.mark.parametrize("host_name, friend_name", [(None, None), ("Ann", "Bea")])
def test_friends_by_link_are_called_by_their_names_never_you(
    page: Page, phone: Page, site_url, foreign_requests, host_name, friend_name
):
    page.set_viewport_size(DESK)
    page.add_init_script(WATCH)
    open_lobby(page, site_url, "yutaka")
    # the lobby says what a friend by link is, in one line
    expect(page.locator("#friend-help")).to_have_text(
        "Friend, by link: you send them a link after your move; they play in their own browser, no account."
    )
    page.select_option("select[name='seat-kind-1']", "remote")
    expect(page.locator("input[name='seat-name-0']")).to_have_attribute("placeholder", "Your name, for your friends")
    page.click("#start")
    # Start asks the host's name once, for the friend
    expect(page.locator("#name-ask")).to_be_visible()
    expect(page.locator("#name-ask")).to_contain_text("Your name, for your friends")
    if host_name:
        page.fill("#name-ask-input", host_name)
        page.click("#name-ask button[type=submit]")
    else:
        page.keyboard.press("Escape")  # Escape: back to the lobby
        expect(page.locator("#name-ask")).to_have_count(0)
        assert page.locator("#table").is_hidden() and page.locator("#setup").is_visible()
        page.click("#start")
        page.click("#name-ask button:not([type=submit])")  # "Not now": no name
    expect(page.locator("#board svg")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("localStorage.getItem('ludoteca.name')") == host_name
    host_shown, friend_shown = host_name or "Player 1", friend_name or "Player 2"

    url = play_until_link(page)
    expect(page.locator("#link-title")).to_have_text("It is Player 2's turn: send this link to Player 2.")
    words(page)

    # the friend's phone: the first screen, before the engine is ready
    phone.goto(url)
    invite = phone.locator("#invite")
    expect(invite).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    assert phone.evaluate("window.__bootDoneWhenInviteSeen") is False, "the first screen waited for the engine"
    expect(phone.locator("#invite-title")).to_have_text(f"{host_shown} invites you to play Yutakâ.")
    expect(phone.locator("#invite-seat")).to_have_text("Your seat: seat 2 of 2.")
    # … in the colour the board gives that seat (Yutakâ's second seat: #c2185b)
    expect(phone.locator("#invite-seat .seat-swatch")).to_have_css("background-color", "rgb(194, 24, 91)")
    expect(phone.locator("#invite img.invite-picture")).to_have_attribute("src", "build/thumbs/yutaka.svg")
    phone.locator("#invite .invite-rules summary").tap()
    expect(phone.locator("#invite .rules-body")).to_contain_text("Yutakâ")
    assert phone.locator("#table").is_hidden() and phone.locator("#games").is_hidden()
    words(phone)
    if not host_name:  # in another language, the same screen (links carry no language)
        phone.select_option("#language", "fr")
        expect(phone.locator("#invite-title")).to_have_text("Joueur 1 vous invite à jouer à Yutakâ.")
        phone.select_option("#language", "en")
        expect(phone.locator("#invite-title")).to_have_text("Player 1 invites you to play Yutakâ.")
    # asked for their name (nothing on this device, nothing in the link): the game waits for Play
    expect(phone.locator("#invite-name-input")).to_have_value("")
    if friend_name:
        phone.locator("#invite-name-input").fill(friend_name)
    phone.locator("#invite-play").tap()
    expect(phone.locator("#board svg")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    expect(invite).to_be_hidden()
    assert phone.evaluate("window.ludotecaShell.snap.seats.map((s) => s.name)") == [host_shown, friend_shown]
    assert phone.evaluate("localStorage.getItem('ludoteca.name')") == friend_name

    back = play_until_link(phone)
    expect(phone.locator("#link-title")).to_have_text(f"It is {host_shown}'s turn: send this link to {host_shown}.")
    share = phone.locator("#link-rows button.share")
    expect(share).to_have_text(f"Share with {host_shown}…")
    share.tap()
    phone.wait_for_function("window.__shared.length === 1")
    shared = phone.evaluate("window.__shared[0]")
    assert shared["url"] == back and shared["text"].startswith(f"{host_shown}, your turn in Yutakâ")
    text = words(phone)
    assert host_shown in text and "You reveal" in text  # the friend reads "you" for themselves

    # back on the desk: the host's device holds the game, so it opens without a question
    moves = int(phone.get_attribute("body", "data-moves"))
    page.goto(back)
    expect(page.locator("body")).to_have_attribute("data-moves", str(moves), timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("window.ludotecaShell.snap.seats.map((s) => s.name)") == [host_shown, friend_shown]
    if friend_name:
        expect(page.locator("#log")).to_contain_text(f"{friend_name} reveals")
    url = play_until_link(page)
    expect(page.locator("#link-title")).to_have_text(f"It is {friend_shown}'s turn: send this link to {friend_shown}.")
    expect(page.locator("#link-rows button").first).to_have_text(f"Copy link for {friend_shown}")
    text = words(page)
    assert friend_shown in text and "You reveal" in text
    # one save of the game on the host's device, continued by the friend's link
    assert len(page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('ludoteca.save.'))")) == 1

    # the friend's next link: their device knows the game and their name — no question
    phone.goto(url)
    expect(phone.locator("#board svg")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    assert phone.evaluate("window.ludotecaShell.snap.seats.map((s) => s.name)") == [host_shown, friend_shown]
    words(phone)


def test_the_first_screen_reads_links_whose_chance_follows_the_deflate_stream(page: Page, site_url, foreign_requests):
    """Format 2 puts the chance's raw bytes after the DEFLATE stream: the page's decoder still
    reads the JSON (seats, seat, game); what it cannot read is left to the engine."""
    import random

    from ludoteca.core import decode_link, new_record
    from ludoteca.table import HUMAN, REMOTE, Table, seats_opening_link

    table = Table(
        new_record("kukulkan", {"players": 2}, 8), [{"kind": HUMAN, "name": "Ann"}, {"kind": REMOTE, "name": None}]
    )
    rng = random.Random(2)
    for _ in range(200):  # both devices play, by links, until a die was rolled
        if table.remote_to_act() is not None:
            (link,) = table.links()
            if table.humans() == [0] and decode_link(link["code"])["record"].get("chance"):
                break
            content = decode_link(link["code"])
            table = Table(content["record"], seats_opening_link(content["seats"], content["for"]))
            continue
        move = table.game.random_move(table.state, table.viewer, rng)
        for token in table.game.move_path(move):
            table.click(token)
    assert decode_link(link["code"])["record"]["chance"]  # entropy bytes follow the stream
    open_lobby(page, site_url, "kukulkan")
    read = page.evaluate("(text) => window.ludotecaShell.decodeLink(text)", link["code"])
    assert read["for"] == 1 and read["seats"] == [{"kind": "remote", "name": "Ann"}, {"kind": "remote", "name": None}]
    assert read["record"]["game"] == "kukulkan" and read["record"]["seed"] == 8
    for broken in ("L2.", "L2.AAAA", link["code"][:40], "L9." + link["code"][3:], "hello", "L2." + "A" * 20_000):
        assert page.evaluate("(text) => window.ludotecaShell.decodeLink(text)", broken) is None
