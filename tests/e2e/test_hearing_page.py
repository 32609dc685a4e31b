"""Hearing the game (issue 17): #announcer, a polite status region, says each new move once —
the player's and a bot's — then the prompt; nothing old again after a reload or a language
switch. "Describe" (key D) and the keys' help (key ?) are dialogs that give the focus back;
number key 1 plays the first legal target in reading order."""

import pytest
from playwright.sync_api import Page, expect

from ludoteca.core import get_game

from .pages import BOOT_TIMEOUT_MS, play_planned_move, settle

pytestmark = pytest.mark.e2e

# Every change of #announcer, as a screen reader gets it: {moves: [...], prompt}.
RECORD_ANNOUNCER = """
window.__said = [];
document.addEventListener('DOMContentLoaded', () => {
  const box = document.getElementById('announcer');
  new MutationObserver(() => {
    if (!box.textContent) return;
    window.__said.push({moves: [...box.querySelectorAll('.said-move')].map((e) => e.textContent),
                        prompt: (box.querySelector('.said-prompt') || {}).textContent || null});
  }).observe(box, {childList: true, subtree: true, characterData: true});
});
"""
LOG = "[...document.querySelectorAll('#log li')].map((li) => li.textContent)"
SAID = "window.__said"
IN_BOARD = "document.getElementById('board-area').contains(document.activeElement)"
FOCUSED_TOKEN = (
    "document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.click || null : null"
)
# The legal targets in reading order, as the number keys count them (assets/js/table.js).
READING_ORDER = """[...document.querySelectorAll('#board [data-click].legal')].sort((a, b) => {
  const ra = a.getBoundingClientRect(), rb = b.getBoundingClientRect();
  return Math.abs(ra.top - rb.top) > 8 ? ra.top - rb.top : ra.left - rb.left; }).map((e) => e.dataset.click)"""


def start(page: Page, site_url: str, game: str = "yutaka", seed: int = 3) -> None:
    page.add_init_script(RECORD_ANNOUNCER)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}/index.html?autostart=1&game={game}&seats=human,bot&seed={seed}&botDelay=0&forcedDelay=0")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("#board [data-click].legal", state="attached", timeout=BOOT_TIMEOUT_MS)
    settle(page)


def enter_board(page: Page) -> None:
    for _ in range(60):
        if page.evaluate(FOCUSED_TOKEN):
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached the board")


def test_each_move_is_said_once_and_nothing_again_after_a_reload_or_a_language_switch(
    page: Page, site_url, foreign_requests
):
    start(page, site_url)
    before = page.evaluate(LOG)
    assert page.evaluate(SAID) == []  # the opening position is only taken note of
    assert page.locator("#announcer").get_attribute("role") == "status"
    for _ in range(2):  # a move of ours and the bot's replies, twice
        play_planned_move(page)
        settle(page)
    log = page.evaluate(LOG)
    said = page.evaluate(SAID)
    assert len(log) > len(before) + 1
    # Every new entry once, in order — ours and the bot's — and nothing of the log before.
    assert [m for s in said for m in s["moves"]] == log[len(before) :]
    newest = said[-1]
    assert newest["moves"][-1] == log[-1]  # the bot's move, as the log writes it
    snap = page.evaluate("window.ludotecaShell.snap")
    assert snap["seats"][1]["name"] in log[-1] or snap["seats"][1]["name"] in " ".join(newest["moves"])
    # The log grew by appending: it is the whole log, in order, and only its last entry is marked.
    assert log == [entry["text"] for entry in snap["log"]]
    assert page.evaluate("[...document.querySelectorAll('#log li.latest')].map((li) => li.textContent)") == [log[-1]]
    assert newest["prompt"] == page.locator("#prompt").text_content()  # then the prompt, in the same region
    assert page.locator("#prompt").get_attribute("aria-live") is None  # …and not a second time by itself
    assert page.locator("#log-region").get_attribute("aria-live") == "off"

    page.reload()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("#board [data-click].legal", state="attached", timeout=BOOT_TIMEOUT_MS)
    settle(page)
    assert page.evaluate(LOG) == log
    assert page.evaluate(SAID) == [] and page.locator("#announcer").text_content() == ""

    page.select_option("#language", "de")
    page.wait_for_function(
        "document.documentElement.lang === 'de' && window.ludotecaShell.snap && !window.ludotecaShell.busy"
    )
    page.wait_for_function(f"{LOG}.join(' ') !== {log!r}.join(' ')")  # the log is in German now
    settle(page)
    assert page.evaluate(SAID) == []
    play_planned_move(page)  # and the next move is said, in German
    settle(page)
    german = page.evaluate(LOG)
    said = page.evaluate(SAID)
    assert [m for s in said for m in s["moves"]] == german[len(log) :]


def test_describe_with_the_key_d(page: Page, site_url, foreign_requests):
    start(page, site_url)
    enter_board(page)
    token = page.evaluate(FOCUSED_TOKEN)
    page.keyboard.press("d")
    dialog = page.locator("#describe")
    expect(dialog).to_be_visible()
    title = page.locator("#describe-title").text_content()
    assert title and page.locator("#describe-lines li").count() >= 2
    assert all(li.strip() for li in page.locator("#describe-lines li").all_text_contents())
    assert page.evaluate(SAID)[-1]["prompt"] == title  # its title is said
    assert page.evaluate("document.getElementById('describe').contains(document.activeElement)")
    page.keyboard.press("Tab")  # the focus stays in the dialog
    assert page.evaluate("document.getElementById('describe').contains(document.activeElement)")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    assert page.evaluate(FOCUSED_TOKEN) == token  # back where it was
    # From the More… group too (at a desk it opens under "More…"; Escape closes that).
    page.locator("#more").click()
    page.keyboard.press("Escape")
    expect(page.locator("#describe-open")).to_be_hidden()
    page.locator("#more").click()
    page.locator("#describe-open").click()
    expect(dialog).to_be_visible()
    page.locator("#describe-close").click()
    expect(dialog).to_be_hidden()


def test_keys_dialog_opens_with_question_mark_and_closes_with_escape(page: Page, site_url, foreign_requests):
    start(page, site_url)
    enter_board(page)
    token = page.evaluate(FOCUSED_TOKEN)
    page.keyboard.press("?")
    keys = page.locator("#keys")
    expect(keys).to_be_visible()
    expect(keys.locator("th[scope=row]")).to_have_count(7)
    for key in ["Tab", "Enter", "Esc", "D", "?", "1"]:
        expect(keys.locator("kbd", has_text=key).first).to_be_visible()
    page.keyboard.press("Escape")
    expect(keys).to_be_hidden()
    assert page.evaluate(FOCUSED_TOKEN) == token
    # A dialog's close event comes a task later: a focus moved meanwhile stays where it was put.
    page.keyboard.press("?")
    expect(keys).to_be_visible()
    assert (
        page.evaluate("""async () => {
        document.getElementById('keys').close();
        document.getElementById('table-rules').focus();
        await new Promise((done) => setTimeout(done, 50));
        return document.activeElement.id; }""")
        == "table-rules"
    )
    # The rules dialog gives the focus back too.
    page.locator("#table-rules").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#rules")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#rules")).to_be_hidden()
    assert page.evaluate("document.activeElement.id") == "table-rules"


def test_number_key_1_plays_the_first_target(page: Page, site_url, foreign_requests):
    start(page, site_url)
    enter_board(page)
    first = page.evaluate(READING_ORDER)[0]
    moves = page.evaluate("window.ludotecaShell.snap.record.moves.length")
    page.keyboard.press("1")
    page.wait_for_function(f"""window.ludotecaShell.snap.record.moves.length > {moves}
        || Boolean(document.querySelector('#board [data-click="{first}"].selected'))""")
    settle(page)
    record = page.evaluate("window.ludotecaShell.snap.record")
    if len(record["moves"]) > moves:  # a move of one click: it was that one
        assert get_game(record["game"]).move_path(record["moves"][moves])[0] == first
    assert page.evaluate(IN_BOARD)  # the focus stays on the board
