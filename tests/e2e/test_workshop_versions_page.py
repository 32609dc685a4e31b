"""The bot workshop's versions and closed traps (issue 38): versions of a bot are saved, kept
across a reload, renamed, loaded and played against each other in the page (seats rotating);
a file that is not text is refused with a sentence and the editor keeps its code; "Start over
from the example" asks first; the line of a syntax error and of the bot's own traceback frame
is marked in the editor; the workshop opened offline before any online visit says so and
offers the games. One page (one Python worker) serves the tests that can share it."""

import pytest
from playwright.sync_api import Page, expect

from .conftest import guard_local_only
from .pages import BOOT_TIMEOUT_MS
from .test_workshop_page import choose, editor_text, ready, run_finished

pytestmark = pytest.mark.e2e

FIRST = "def choose(view, moves):\n    # first version\n    return moves[0]\n"
LAST = "def choose(view, moves):\n    # last version\n    return moves[-1]\n"
SYNTAX = "def choose(view, moves):\n    x = 1\n    return moves[0] +\n"
RAISES = (
    "def choose(view, moves):\n    return helper(moves)\n\n\ndef helper(moves):\n"
    "    raise ValueError('no idea what to play')\n"
)
# The first bytes of a PNG picture, renamed .py; invalid UTF-8; a NUL byte in otherwise good text.
NOT_TEXT = {
    "png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10",
    "latin1": "def choose(view, moves):\n    return moves[0]  # café\n".encode("latin-1"),
    "nul": b"def choose(view, moves):\n    return moves[0]\x00\n",
}


@pytest.fixture(scope="module")
def workshop(browser, site_url):
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})
    foreign = guard_local_only(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(f"{site_url}/workshop.html?lang=en")
    ready(page)
    page.select_option("#ws-game", "yutaka")
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)", timeout=BOOT_TIMEOUT_MS)
    yield page
    context.close()
    assert foreign == [], f"requests left localhost: {foreign}"
    assert errors == [], f"errors on the page: {errors}"


def import_code(page: Page, code: str) -> None:
    """Import `code` as the editor's .py file, and wait until the editor shows it (its second
    line: the first ones of these bots are alike)."""
    page.set_input_files(
        "#ws-import-file", files=[{"name": "my_bot.py", "mimeType": "text/x-python", "buffer": code.encode()}]
    )
    expect(page.locator(".cm-content")).to_contain_text(code.splitlines()[1].strip())


def save_version(page: Page, code: str, name: str) -> None:
    import_code(page, code)
    page.fill("#ws-version-name", name)
    page.click("#ws-version-save")
    expect(page.locator("#ws-version-note")).to_have_text(f"Saved as version “{name}”.")


def test_versions_are_saved_kept_renamed_and_loaded(workshop, site_url):
    page = workshop
    save_version(page, FIRST, "first")
    save_version(page, LAST, "second")
    page.fill("#ws-version-name", "last")
    page.click("#ws-version-rename")
    expect(page.locator("#ws-version-note")).to_have_text("Version “second” renamed “last”.")
    # kept on the device: the page reloaded lists them
    page.reload()
    ready(page)
    page.select_option("#ws-game", "yutaka")
    options = page.eval_on_selector_all("#ws-version option", "os => os.map((o) => o.value)")
    assert options == ["first", "last"]
    page.select_option("#ws-version", "first")
    page.click("#ws-version-load")
    expect(page.locator(".cm-content")).to_contain_text("# first version")
    assert "# last version" not in editor_text(page)
    # both are choices of "Against", after our levels
    against = page.eval_on_selector_all("#ws-opponent option", "os => os.map((o) => o.value)")
    assert against[-2:] == ["version:first", "version:last"]


def test_a_version_plays_a_tournament_against_another_in_the_page(workshop):
    page = workshop
    page.select_option("#ws-version", "first")
    page.click("#ws-version-load")
    choose(page, "yutaka", 2, opponent="version:last")
    page.click("#ws-run")
    run_finished(page)
    expect(page.locator("#ws-progress-text")).to_have_text("Done: 2 games.")
    expect(page.locator("#ws-results tbody")).to_contain_text("Version “last”")
    rows = page.locator("#ws-game-list li").all_inner_texts()
    assert len(rows) == 2
    # seats rotate: the editor's version in seat 1, then seat 2
    assert "(seat 1)" in rows[0] and "(seat 2)" in rows[1], rows
    assert "B = last" in page.locator("#ws-report").inner_text()


def test_a_version_that_fails_loses_its_game_and_is_named(workshop):
    page = workshop
    save_version(page, RAISES, "broken")
    import_code(page, FIRST)
    choose(page, "yutaka", 1, opponent="version:broken")
    page.click("#ws-run")
    run_finished(page)
    row = page.locator("#ws-game-list li").first
    expect(row).to_contain_text("the version “broken” lost (move")
    expect(row).to_contain_text("so your bot wins it")
    # its traceback is not the editor's file: no line of the editor is marked
    expect(page.locator(".cm-line.ws-error-line")).to_have_count(0)


@pytest.mark.parametrize("kind", sorted(NOT_TEXT))
def test_a_file_that_is_not_text_is_refused_and_the_code_kept(workshop, kind):
    page = workshop
    import_code(page, FIRST)
    page.set_input_files(
        "#ws-import-file", files=[{"name": "picture.py", "mimeType": "text/x-python", "buffer": NOT_TEXT[kind]}]
    )
    expect(page.locator("#ws-problem-text")).to_contain_text("it is not text")
    assert editor_text(page).startswith("def choose(view, moves):\n    # first version")
    # nor as a version
    before = page.eval_on_selector_all("#ws-version option", "os => os.length")
    page.set_input_files(
        "#ws-version-file", files=[{"name": "picture.py", "mimeType": "text/x-python", "buffer": NOT_TEXT[kind]}]
    )
    expect(page.locator("#ws-problem-text")).to_contain_text("it is not text")
    assert page.eval_on_selector_all("#ws-version option", "os => os.length") == before


def test_start_over_asks_before_it_replaces_the_code(workshop):
    page = workshop
    import_code(page, LAST)
    page.click("#ws-reset")
    expect(page.locator("#ws-reset-ask")).to_be_visible()
    expect(page.locator("#ws-reset-ask")).to_contain_text("Replace your code with the example?")
    page.click("#ws-reset-no")
    expect(page.locator("#ws-reset-ask")).to_be_hidden()
    assert "# last version" in editor_text(page)
    page.click("#ws-reset")
    page.click("#ws-reset-yes")
    expect(page.locator(".cm-content")).not_to_contain_text("# last version", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)")


@pytest.mark.parametrize(("code", "line"), [(SYNTAX, 3), (RAISES, 6)], ids=["syntax", "traceback"])
def test_the_line_of_the_error_is_marked_in_the_editor(workshop, code, line):
    page = workshop
    import_code(page, code)
    choose(page, "yutaka", 1, opponent="easy")
    page.click("#ws-run")
    run_finished(page)
    expect(page.locator("#ws-problem")).to_be_visible()
    marked = page.locator(".cm-line.ws-error-line")
    expect(marked).to_have_count(1)
    expect(marked).to_have_attribute("data-error-line", str(line))
    assert marked.inner_text().strip() == code.splitlines()[line - 1].strip()
    # a good file clears the mark
    import_code(page, FIRST)
    expect(page.locator(".cm-line.ws-error-line")).to_have_count(0)


def test_the_workshop_never_opened_says_offline_that_it_needs_a_visit_and_offers_the_games(browser, site_url):
    context = browser.new_context(service_workers="allow")
    foreign = guard_local_only(context)
    page = context.new_page()
    page.goto(f"{site_url}/index.html?lang=en")
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
    context.set_offline(True)
    page.goto(f"{site_url}/workshop.html")
    page.wait_for_url("**/?offline=workshop", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#workshop-offline")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#workshop-offline")).to_contain_text("needs one visit while online")
    expect(page.locator("#lobby-title")).to_be_visible()
    context.close()
    assert foreign == []
