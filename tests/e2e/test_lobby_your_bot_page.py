"""The lobby's "Your bot (workshop)" seat through the real page: offered only when this browser
keeps code for the game (localStorage ludoteca.workshop.<game>, as the bot workshop writes it),
it plays a whole game against a bot in the game page's own worker, and a bot that fails lets
the easy bot move for it with a message while the game goes on; a file whose top level loops
inside C code is ended with the engine by the page's watchdog, and the game starts with the easy
bot in that seat."""

import pytest
from playwright.sync_api import Page, expect

from ludoteca.workshop import starter_source

from .pages import BOOT_TIMEOUT_MS, open_lobby

pytestmark = pytest.mark.e2e

SNAP = "window.ludotecaShell.snap"
KIND_1 = "select[name='seat-kind-1']"


def keep_code(page: Page, game: str, code: str) -> None:
    page.evaluate("([key, code]) => localStorage.setItem(key, code)", [f"ludoteca.workshop.{game}", code])


def test_your_bot_is_offered_with_code_and_plays_a_whole_game(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yucata")
    assert "workshop" not in page.locator(f"{KIND_1} option").evaluate_all("(os) => os.map((o) => o.value)")
    keep_code(page, "yucata", starter_source("yucata"))
    open_lobby(page, site_url, "yucata")
    page.select_option(KIND_1, "workshop")
    expect(page.locator("input[name='seat-name-1']")).to_have_value("Your bot")
    expect(page.locator("select[name='seat-level-1']")).to_be_hidden()
    page.select_option("select[name='seat-kind-0']", "bot")
    page.click("#start")
    page.wait_for_function(f"{SNAP} && {SNAP}.over === true", timeout=BOOT_TIMEOUT_MS * 2)
    seats = page.evaluate(f"{SNAP}.seats")
    assert seats[1]["kind"] == "workshop" and seats[1]["name"] == "Your bot"
    assert seats[1]["code"] == starter_source("yucata")
    expect(page.locator("#result[open]")).to_be_visible()


RAISES = "def choose(view, moves):\n    return moves[len(moves)]\n"
LOOPS = "def choose(view, moves):\n    while True:\n        pass\n"


@pytest.mark.parametrize(
    "code, said",
    [
        (RAISES, "Your bot raised an error: IndexError: list index out of range"),
        (LOOPS, "Your bot took longer than 1 s to choose a move."),
    ],
    ids=["raises", "loops"],
)
def test_your_bot_that_fails_is_stood_in_for_with_a_message(page: Page, site_url, foreign_requests, code, said):
    open_lobby(page, site_url, "yutaka")
    keep_code(page, "yutaka", code)
    open_lobby(page, site_url, "yutaka")
    page.select_option("select[name='seat-kind-0']", "bot")
    page.select_option(KIND_1, "workshop")
    # Every text the message box shows (it fades after a while).
    page.evaluate("""() => { window.seenMessages = [];
      new MutationObserver(() => window.seenMessages.push(document.getElementById("message").textContent))
        .observe(document.getElementById("message"), { childList: true, subtree: true, characterData: true }); }""")
    page.click("#start")
    page.wait_for_function(f"{SNAP} && {SNAP}.record.moves.length >= 8", timeout=BOOT_TIMEOUT_MS)
    seen = page.evaluate("window.seenMessages")
    assert any(text.startswith(said) and text.endswith("The easy bot made this move for it.") for text in seen), seen


C_LOOP_AT_LOAD = "TABLE = sum(range(10**13))\n\n\ndef choose(view, moves):\n    return moves[0]\n"


def test_your_bot_whose_file_loops_in_c_gives_its_seat_to_the_easy_bot(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yutaka")
    keep_code(page, "yutaka", C_LOOP_AT_LOAD)
    open_lobby(page, site_url, "yutaka")
    page.select_option("select[name='seat-kind-0']", "bot")
    page.select_option(KIND_1, "workshop")
    page.wait_for_function("document.getElementById('boot').classList.contains('done')", timeout=BOOT_TIMEOUT_MS)
    page.evaluate("""() => { window.seenMessages = [];
      new MutationObserver(() => window.seenMessages.push(document.getElementById("message").textContent))
        .observe(document.getElementById("message"), { childList: true, subtree: true, characterData: true }); }""")
    page.click("#start")
    expect(page.locator("#start")).to_have_text("Starting…")
    # its limit (5 s) and a grace period (3 s), then a new engine starts the game
    page.wait_for_function(f"{SNAP} && {SNAP}.record", timeout=BOOT_TIMEOUT_MS + 8_000)
    page.wait_for_function("window.seenMessages.length > 0")
    said = "Your bot's file did not finish loading within 5 s: the easy bot plays in its seat."
    assert said in page.evaluate("window.seenMessages")
    seats = page.evaluate(f"{SNAP}.seats")
    assert seats[1]["kind"] == "bot" and seats[1]["level"] == "easy" and "code" not in seats[1]
    # the game goes on in the new engine, bots moving
    page.wait_for_function(f"{SNAP}.record.moves.length >= 8", timeout=BOOT_TIMEOUT_MS)


C_LOOP_IN_MOVE = "def choose(view, moves):\n    return sum(range(10**13))\n"


def test_your_bot_looping_in_c_on_a_move_gives_its_seat_to_the_easy_bot(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yutaka")
    keep_code(page, "yutaka", C_LOOP_IN_MOVE)
    open_lobby(page, site_url, "yutaka")
    page.select_option("select[name='seat-kind-0']", "bot")
    page.select_option(KIND_1, "workshop")
    page.evaluate("""() => { window.seenMessages = [];
      new MutationObserver(() => window.seenMessages.push(document.getElementById("message").textContent))
        .observe(document.getElementById("message"), { childList: true, subtree: true, characterData: true }); }""")
    page.click("#start")
    page.wait_for_function(f"{SNAP} && {SNAP}.seats[1].kind === 'bot'", timeout=BOOT_TIMEOUT_MS + 10_000)
    said = (
        "Your bot did not answer within 1 s and was stopped (a loop Python could not interrupt):"
        " the easy bot plays in its seat."
    )
    page.wait_for_function("window.seenMessages.length > 0")
    assert said in page.evaluate("window.seenMessages")
    assert page.evaluate(f"{SNAP}.seats[1].level") == "easy"
    # the game goes on from where it was, in the new engine
    moves = page.evaluate(f"{SNAP}.record.moves.length")
    page.wait_for_function(f"{SNAP}.record.moves.length >= {moves + 4}", timeout=BOOT_TIMEOUT_MS)
