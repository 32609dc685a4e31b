"""Save and resume through the real page: a reload in the middle of a game of each of the four
games returns to the identical position; the lobby lists games in progress (resume, delete);
an unreadable save is reported and set aside without touching the others; export/import."""

import json

import pytest
from playwright.sync_api import Page, expect

from ludoteca.core.registry import shipped_games

from .pages import BOOT_TIMEOUT_MS, open_lobby, play_planned_move

pytestmark = pytest.mark.e2e

HUMAN_TO_ACT = (
    "(() => { const s = window.ludotecaShell.snap; return s && !window.ludotecaShell.busy && !s.over && !s.forced"
    " && s.bot_to_act === null && s.to_act.includes(s.viewer); })()"
)


def play_human_moves(page: Page, count: int):
    for _ in range(count):
        page.wait_for_function(HUMAN_TO_ACT)
        play_planned_move(page)
    page.wait_for_function(HUMAN_TO_ACT)


def position(page: Page) -> dict:
    """The position on screen. The drawing is read from the page (clicks patch it in place,
    see py/ludoteca/svgdiff.py), element by element with sorted attributes, so a board built
    by patches and one drawn whole after a reload compare equal exactly when they are.
    `tabindex` is left out: which target holds the keyboard's roving stop follows the last
    click (assets/js/table.js, prepareFocus), a state of the page, not of the game."""
    return page.evaluate("""(() => { const s = window.ludotecaShell.snap;
        const norm = (e) => e.tagName + JSON.stringify(e.getAttributeNames().filter((n) => n !== "tabindex").sort().map((n) => [n, e.getAttribute(n)]))
          + "[" + [...e.childNodes].map((c) => c.nodeType === 1 ? norm(c) : c.nodeType === 3 ? JSON.stringify(c.data) : "").join(",") + "]";
        return {record: s.record, drawing: norm(document.querySelector("#board svg")), log: s.log,
                prompt: s.prompt, viewer: s.viewer}; })()""")


def wait_ready(page: Page):
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)


@pytest.mark.parametrize("game", [game.id for game in shipped_games()])
def test_a_reload_mid_game_resumes_the_identical_position(page: Page, site_url, foreign_requests, game):
    open_lobby(page, site_url, game)
    page.click("#start")
    play_human_moves(page, 3)
    before = position(page)
    assert len(before["record"]["moves"]) >= 3
    page.reload()
    # while the engine loads, only the loading status: not a lobby the game will replace
    expect(page.locator("#boot")).to_be_visible()
    assert page.evaluate("document.body.dataset.ready === undefined"), "the engine was up before the page was seen"
    assert page.locator("#games").is_hidden()
    wait_ready(page)
    expect(page.locator("#table")).to_be_visible()
    page.wait_for_function(HUMAN_TO_ACT)
    assert position(page) == before
    # and the game goes on from there
    play_human_moves(page, 1)
    assert len(position(page)["record"]["moves"]) > len(before["record"]["moves"])


def test_the_lobby_lists_games_and_sets_an_unreadable_save_aside(page: Page, site_url, foreign_requests):
    page.on("dialog", lambda dialog: dialog.accept())
    open_lobby(page, site_url, "yucata")
    page.click("#start")
    play_human_moves(page, 2)
    page.click("#to-lobby")
    page.locator(".game-card[data-game='yutaka']").click()
    page.click("#start")
    play_human_moves(page, 1)
    page.click("#to-lobby")
    live = page.locator("#saves-live li")
    expect(live).to_have_count(2)
    expect(live.first).to_contain_text("Yutakâ")  # newest first
    # resume the older game where it was
    yucata_moves = page.evaluate("""Object.entries(localStorage).filter(([k]) => k.startsWith('ludoteca.save.yucata'))
        .map(([k, v]) => JSON.parse(v).record.moves.length)[0]""")
    live.nth(1).locator("[data-action='resume']").click()
    expect(page.locator("#table-game")).to_have_text("Yucata'")
    assert int(page.get_attribute("body", "data-moves")) == yucata_moves
    page.click("#to-lobby")
    # edited storage: one save unreadable JSON, one whose moves were tampered with
    keys = page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('ludoteca.save.')).sort()")
    kept_key = keys[1]
    page.evaluate("(k) => localStorage.setItem(k, '{\"record\": [broken')", keys[0])
    page.reload()
    wait_ready(page)
    expect(page.locator("#saves-problems li")).to_have_count(1)
    expect(page.locator("#saves-problems")).to_contain_text("set aside")
    expect(page.locator("#saves-live li")).to_have_count(1)
    aside = page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('ludoteca.unreadable.'))")
    assert len(aside) == 1
    page.evaluate(
        """(k) => { const e = JSON.parse(localStorage.getItem(k));
        e.record.moves[0] = {"bogus": true}; localStorage.setItem(k, JSON.stringify(e)); }""",
        kept_key,
    )
    page.reload()
    wait_ready(page)
    page.locator("#saves-live li [data-action='resume']").click()
    expect(page.locator("#saves-problems")).to_contain_text("could not be read")
    expect(page.locator("#lobby")).to_be_visible()
    assert len(page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('ludoteca.unreadable.'))")) == 2
    # the lobby still works: a new game starts and can be deleted from the list
    page.click("#start")
    play_human_moves(page, 1)
    page.click("#to-lobby")
    expect(page.locator("#saves-live li")).to_have_count(1)
    page.locator("#saves-live li [data-action='delete']").click()
    expect(page.locator("#saves-live li")).to_have_count(0)


def test_export_and_import_a_game_as_a_json_file(page: Page, site_url, foreign_requests, second_device, tmp_path):
    open_lobby(page, site_url, "santa_monica")
    page.click("#start")
    play_human_moves(page, 2)
    with page.expect_download() as download:
        page.click("#export")
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    exported = json.loads(path.read_text())
    assert exported["record"] == page.evaluate("window.ludotecaShell.snap.record")
    other = second_device.new_page()
    open_lobby(other, site_url, "yutaka")
    broken = tmp_path / "broken.json"
    broken.write_text('{"record": {"game": "santa_monica"')
    other.set_input_files("#import-file", str(broken))
    expect(other.locator("#saves-problems")).to_contain_text("broken.json could not be imported")
    other.set_input_files("#import-file", str(path))
    expect(other.locator("#table")).to_be_visible()
    assert other.evaluate("window.ludotecaShell.snap.record") == exported["record"]


def test_two_tabs_on_one_game_never_overwrite_each_other(page: Page, site_url, foreign_requests):
    open_lobby(page, site_url, "yutaka")
    page.click("#start")
    play_human_moves(page, 2)
    save_key = page.evaluate("Object.keys(localStorage).find((k) => k.startsWith('ludoteca.save.'))")
    # the same game resumed in a second tab, played on there
    other = page.context.new_page()
    open_lobby(other, site_url, "yutaka")
    other.locator("#saves-live li [data-action='resume']").click()
    other.wait_for_function(HUMAN_TO_ACT)
    play_human_moves(other, 2)
    further = other.evaluate("window.ludotecaShell.snap.record.moves.length")
    # the first tab is told, and its next move does not replace the longer game
    expect(page.locator("#conflict")).to_be_visible()
    expect(page.locator("#conflict-text")).to_contain_text("another tab")
    play_human_moves(page, 1)
    stored = page.evaluate("(k) => JSON.parse(localStorage.getItem(k)).record.moves.length", save_key)
    assert stored == further
    # keeping this tab's game makes a copy: both games are in the lobby
    page.click("#conflict-keep")
    expect(page.locator("#conflict")).to_be_hidden()
    keys = page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('ludoteca.save.'))")
    assert len(keys) == 2
    # the other tab may load the saved game instead: it is the longer one
    other.close()


def test_importing_an_older_export_keeps_the_game_further_along(page: Page, site_url, foreign_requests, tmp_path):
    open_lobby(page, site_url, "yucata")
    page.click("#start")
    play_human_moves(page, 1)
    with page.expect_download() as download:
        page.click("#export")
    older = tmp_path / "older.json"
    download.value.save_as(older)
    play_human_moves(page, 2)
    further = page.evaluate("window.ludotecaShell.snap.record.moves.length")
    page.click("#to-lobby")
    page.set_input_files("#import-file", str(older))
    expect(page.locator("#table")).to_be_visible()
    expect(page.locator("#message")).to_contain_text("further along")
    assert page.evaluate("window.ludotecaShell.snap.record.moves.length") == further
    assert page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('ludoteca.save.')).length") == 1
