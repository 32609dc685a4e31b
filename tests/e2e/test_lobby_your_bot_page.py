"""The lobby's "Your bot (workshop)" seat through the real page: offered only when this browser
keeps code for the game (localStorage ludoteca.workshop.<game>, as the bot workshop writes it),
it plays a whole game against a bot in the game page's own worker, and a bot that fails lets
the easy bot move for it with a message while the game goes on; a file whose top level loops
inside C code is ended with the engine by the page's watchdog, and the game starts with the easy
bot in that seat — the same when a saved game is resumed, a record imported or a game rematched
(assets/js/your-bot.js), the save keeping the player's bot with its code."""

import json

import pytest
from playwright.sync_api import Page, expect

from ludoteca.core import new_record
from ludoteca.workshop import starter_source

from .pages import BOOT_TIMEOUT_MS, open_lobby

pytestmark = pytest.mark.e2e

SNAP = "window.ludotecaShell.snap"
KIND_1 = "select[name='seat-kind-1']"


def keep_code(page: Page, game: str, code: str) -> None:
    page.evaluate("([key, code]) => localStorage.setItem(key, code)", [f"ludoteca.workshop.{game}", code])


def watch_messages(page: Page) -> None:
    """Every text the message box shows, in window.seenMessages (it fades after a while)."""
    page.evaluate("""() => { window.seenMessages = [];
      new MutationObserver(() => window.seenMessages.push(document.getElementById("message").textContent))
        .observe(document.getElementById("message"), { childList: true, subtree: true, characterData: true }); }""")


def wait_for_engine(page: Page) -> None:
    page.wait_for_function("document.getElementById('boot').classList.contains('done')", timeout=BOOT_TIMEOUT_MS)


def saves(page: Page) -> dict:
    return page.evaluate("""Object.fromEntries(Object.entries(localStorage)
      .filter(([k]) => k.startsWith('ludoteca.save.')).map(([k, v]) => [k, JSON.parse(v)]))""")


# What the page says when the easy bot takes the seat of a bot whose file loops at load, and
# that the game's save keeps the player's bot.
STOOD_IN_AT_LOAD = "Your bot's file did not finish loading within 5 s: the easy bot plays in its seat."
SAVE_KEEPS_IT = "The saved game keeps your bot: it is tried again when you resume the game."


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


def seat_your_bot(page: Page, site_url: str, game: str, code: str) -> None:
    """The lobby of `game` with the workshop's bot `code` in seat 1 and our bot in seat 0."""
    open_lobby(page, site_url, game)
    keep_code(page, game, code)
    open_lobby(page, site_url, game)
    page.select_option("select[name='seat-kind-0']", "bot")
    page.select_option(KIND_1, "workshop")


def test_your_bot_whose_file_loops_in_c_gives_its_seat_to_the_easy_bot(page: Page, site_url, foreign_requests):
    seat_your_bot(page, site_url, "yutaka", C_LOOP_AT_LOAD)
    wait_for_engine(page)
    watch_messages(page)
    page.click("#start")
    expect(page.locator("#start")).to_have_text("Starting…")
    # its limit (5 s) and a grace period (3 s), then a new engine starts the game
    page.wait_for_function(f"{SNAP} && {SNAP}.record", timeout=BOOT_TIMEOUT_MS + 8_000)
    page.wait_for_function("window.seenMessages.length > 0")
    assert f"{STOOD_IN_AT_LOAD} {SAVE_KEEPS_IT}" in page.evaluate("window.seenMessages")
    seats = page.evaluate(f"{SNAP}.seats")
    assert seats[1]["kind"] == "bot" and seats[1]["level"] == "easy" and "code" not in seats[1]
    # the game goes on in the new engine, bots moving; its save keeps the player's bot
    page.wait_for_function(f"{SNAP}.record.moves.length >= 8", timeout=BOOT_TIMEOUT_MS)
    [save] = saves(page).values()
    assert save["record"]["moves"] and save["seats"][0] == seats[0]
    assert save["seats"][1] == {"kind": "workshop", "name": "Your bot", "code": C_LOOP_AT_LOAD}


C_LOOP_IN_MOVE = "def choose(view, moves):\n    return sum(range(10**13))\n"


def test_your_bot_looping_in_c_on_a_move_gives_its_seat_to_the_easy_bot(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yutaka")
    keep_code(page, "yutaka", C_LOOP_IN_MOVE)
    open_lobby(page, site_url, "yutaka")
    page.select_option("select[name='seat-kind-0']", "bot")
    page.select_option(KIND_1, "workshop")
    watch_messages(page)
    page.click("#start")
    page.wait_for_function(f"{SNAP} && {SNAP}.seats[1].kind === 'bot'", timeout=BOOT_TIMEOUT_MS + 10_000)
    said = (
        "Your bot did not answer within 1 s and was stopped (a loop Python could not interrupt):"
        " the easy bot plays in its seat."
    )
    page.wait_for_function("window.seenMessages.length > 0")
    assert f"{said} {SAVE_KEEPS_IT}" in page.evaluate("window.seenMessages")
    assert page.evaluate(f"{SNAP}.seats[1].level") == "easy"
    # the game goes on from where it was, in the new engine; its save keeps the player's bot
    moves = page.evaluate(f"{SNAP}.record.moves.length")
    page.wait_for_function(f"{SNAP}.record.moves.length >= {moves + 4}", timeout=BOOT_TIMEOUT_MS)
    [save] = saves(page).values()
    assert len(save["record"]["moves"]) > moves
    assert save["seats"][1] == {"kind": "workshop", "name": "Your bot", "code": C_LOOP_IN_MOVE}


# A game saved with the player's bot in seat 1, its file now looping inside C at load (a save
# keeps the code it was played with), against the easy bot: both seats move by themselves.
LOOPING_SEATS = [
    {"kind": "bot", "name": "Bot 1", "level": "easy"},
    {"kind": "workshop", "name": "Your bot", "code": C_LOOP_AT_LOAD},
]
SAVE_ID = "yutaka-7-bwtest"


def assert_stood_in_and_kept(page: Page, save_key: str) -> None:
    """The game is on the table with the easy bot in seat 1 and says why; it goes on, and its
    save (`save_key`) keeps the player's bot with its code."""
    page.wait_for_function(
        f"{SNAP} && {SNAP}.record && {SNAP}.seats[1].kind === 'bot'", timeout=BOOT_TIMEOUT_MS + 10_000
    )
    page.wait_for_function("window.seenMessages.length > 0")
    assert any(text.startswith(f"{STOOD_IN_AT_LOAD} {SAVE_KEEPS_IT}") for text in page.evaluate("window.seenMessages"))
    assert page.evaluate(f"{SNAP}.seats[1].level") == "easy"
    page.wait_for_function(f"{SNAP}.record.moves.length >= 6", timeout=BOOT_TIMEOUT_MS)
    # the bots' moves since leave it to be read (its own timer hides it, keeping its text)
    assert page.text_content("#message").startswith(STOOD_IN_AT_LOAD)
    moves = page.evaluate(f"{SNAP}.record.moves.length")
    page.wait_for_function(
        f"JSON.parse(localStorage.getItem('{save_key}')).record.moves.length >= {moves}", timeout=BOOT_TIMEOUT_MS
    )
    assert saves(page)[save_key]["seats"] == LOOPING_SEATS


def resume_saved(page: Page, site_url: str, seats: list[dict]) -> None:
    """A Yutakâ game saved with `seats` (as SAVE_ID), resumed from the lobby's list."""
    open_lobby(page, site_url, "yutaka")
    entry = {"record": new_record("yutaka", {"players": 2}, 7), "seats": seats, "over": False}
    page.evaluate(
        "([key, entry]) => localStorage.setItem(key, JSON.stringify({ ...entry, saved: Date.now() }))",
        [f"ludoteca.save.{SAVE_ID}", entry],
    )
    open_lobby(page, site_url, "yutaka")
    wait_for_engine(page)
    watch_messages(page)
    page.locator(f"#saves-live li[data-save='{SAVE_ID}'] [data-action='resume']").click()


def test_resuming_a_saved_game_whose_bot_loops_in_c_at_load_gives_its_seat_to_the_easy_bot(
    page: Page, site_url, foreign_requests
):
    resume_saved(page, site_url, LOOPING_SEATS)
    assert_stood_in_and_kept(page, f"ludoteca.save.{SAVE_ID}")
    assert list(saves(page)) == [f"ludoteca.save.{SAVE_ID}"], "played on in its own save, nothing set aside"
    assert not page.evaluate("Object.keys(localStorage).some((k) => k.startsWith('ludoteca.unreadable.'))")


def test_resuming_a_saved_game_whose_bot_python_refuses_gives_its_seat_to_the_easy_bot(
    page: Page, site_url, foreign_requests
):
    # A syntax error (the file was saved with the game): the game is sound, so it is not set
    # aside as unreadable; it opens with the easy bot, says why, and keeps the bot in its save.
    broken = [LOOPING_SEATS[0], {"kind": "workshop", "name": "Your bot", "code": "def choose(view, moves)\n"}]
    resume_saved(page, site_url, broken)
    page.wait_for_function(f"{SNAP} && {SNAP}.record && {SNAP}.seats[1].kind === 'bot'", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function("window.seenMessages.length > 0")
    said = page.evaluate("window.seenMessages")
    assert any(
        text.startswith("Your bot from the workshop cannot play: Your bot has a syntax error on line 1")
        and text.endswith(f"The easy bot plays in its seat. {SAVE_KEEPS_IT}")
        for text in said
    ), said
    page.wait_for_function(f"{SNAP}.record.moves.length >= 4", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(
        f"JSON.parse(localStorage.getItem('ludoteca.save.{SAVE_ID}')).record.moves.length >= 4", timeout=BOOT_TIMEOUT_MS
    )
    assert saves(page)[f"ludoteca.save.{SAVE_ID}"]["seats"] == broken
    assert not page.evaluate("Object.keys(localStorage).some((k) => k.startsWith('ludoteca.unreadable.'))")


def test_importing_a_record_whose_bot_loops_in_c_at_load_gives_its_seat_to_the_easy_bot(
    page: Page, site_url, foreign_requests
):
    open_lobby(page, site_url, "yutaka")
    wait_for_engine(page)
    watch_messages(page)
    record = new_record("yutaka", {"players": 2}, 7)
    text = json.dumps({"format": "ludoteca-game", "record": record, "seats": LOOPING_SEATS})
    page.set_input_files(
        "#import-file", files=[{"name": "my-game.json", "mimeType": "application/json", "buffer": text.encode()}]
    )
    page.wait_for_function(
        "Object.keys(localStorage).some((k) => k.startsWith('ludoteca.save.'))", timeout=BOOT_TIMEOUT_MS + 10_000
    )
    [key] = saves(page)
    assert_stood_in_and_kept(page, key)


# A bot whose file loads the first time in this engine and loops inside C on the next load: the
# game with it plays to its end, then Rematch loads it again.
LOOPS_ON_REMATCH = (
    starter_source("yucata")
    + "\n\nimport sys\n\n"
    + "if getattr(sys, 'loaded_once', False):\n    TABLE = sum(range(10**13))\nsys.loaded_once = True\n"
)


def test_a_rematch_whose_bot_loops_in_c_at_load_gives_its_seat_to_the_easy_bot(page: Page, site_url, foreign_requests):
    seat_your_bot(page, site_url, "yucata", LOOPS_ON_REMATCH)
    page.click("#start")
    page.wait_for_function(f"{SNAP} && {SNAP}.over === true", timeout=BOOT_TIMEOUT_MS * 2)
    assert page.evaluate(f"{SNAP}.seats[1].kind") == "workshop"
    [(first_key, first)] = saves(page).items()
    watch_messages(page)
    page.click("#rematch")
    # (the first game had the player's bot in seat 1: the easy bot there is the rematch's)
    page.wait_for_function(f"{SNAP}.seats[1].kind === 'bot'", timeout=BOOT_TIMEOUT_MS + 10_000)
    page.wait_for_function("window.seenMessages.length > 0")
    assert any(text.startswith(f"{STOOD_IN_AT_LOAD} {SAVE_KEEPS_IT}") for text in page.evaluate("window.seenMessages"))
    assert page.evaluate(f"{SNAP}.seats[1].level") == "easy"
    seed = page.evaluate(f"{SNAP}.record.seed")
    page.wait_for_function(f"{SNAP}.record.moves.length >= 4", timeout=BOOT_TIMEOUT_MS)
    kept = saves(page)
    assert kept[first_key] == first, "the finished game's save is as it was"
    [rematch] = [entry for key, entry in kept.items() if key != first_key]
    assert rematch["record"]["seed"] == seed and rematch["record"]["moves"]
    assert rematch["seats"][1] == {"kind": "workshop", "name": "Your bot", "code": LOOPS_ON_REMATCH}
