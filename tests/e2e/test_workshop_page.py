"""The bot workshop (workshop.html, issue 30): PyScript with the vendored Pyodide and our wheel
unpacked by PyScript, nothing from another host, offline after one visit; for each game the
starting bot plays a tournament to its end, and bots that raise, answer an illegal move or
loop lose with a clear message while the page answers at once; a loop inside C code is ended
by the watchdog; a bot written here plays a whole game from the lobby; axe-core in three
languages. One page (one Python worker) serves the tests of this file that can share it."""

import json
import pathlib
import re

import pytest
from playwright.sync_api import Page, expect

from ludoteca.build import DIST_DIR
from ludoteca.core.registry import shipped_games

from .conftest import guard_local_only
from .pages import BOOT_TIMEOUT_MS, play_through
from .test_axe_page import assert_clean

pytestmark = pytest.mark.e2e

GAMES = [game.id for game in shipped_games()]
RUN_TIMEOUT_MS = 240_000

BAD_BOTS = {
    "raised": (
        "def choose(view, moves):\n    return helper(moves)\n\n\ndef helper(moves):\n"
        "    raise ValueError('no idea what to play')\n",
        "no idea what to play",
    ),
    "illegal": ("def choose(view, moves):\n    return {'p': 99, 'nonsense': True}\n", "nonsense"),
    "timeout": ("def choose(view, moves):\n    n = 0\n    while True:\n        n += 1\n", None),
}
# A loop inside C code: the trace that keeps the time limit never runs; the watchdog ends the worker.
C_LOOP = "import itertools\n\n\ndef choose(view, moves):\n    return sum(itertools.repeat(1))\n"
# The same at the file's top level: the watchdog gives loading its own limit (LOAD_SECONDS).
C_LOOP_AT_LOAD = "TABLE = sum(range(10**13))\n\n\ndef choose(view, moves):\n    return moves[0]\n"


def ready(page: Page) -> None:
    page.wait_for_function("document.documentElement.dataset.workshop === 'ready'", timeout=BOOT_TIMEOUT_MS)


def run_finished(page: Page) -> None:
    page.wait_for_function(
        "!document.getElementById('ws-run').disabled && document.getElementById('ws-stop').disabled",
        timeout=RUN_TIMEOUT_MS,
    )


def import_code(page: Page, code: str) -> None:
    page.set_input_files(
        "#ws-import-file", files=[{"name": "my_bot.py", "mimeType": "text/x-python", "buffer": code.encode()}]
    )
    # Every line, not the first only: "def choose(view, moves):" is the starter's too, and a
    # busy machine may still show the starter when the first line is checked.
    for line in code.splitlines():
        if line.strip():
            expect(page.locator(".cm-content")).to_contain_text(line.strip())


def editor_text(page: Page) -> str:
    return page.evaluate("document.querySelector('.cm-content').innerText")


def choose(page: Page, game: str, games: int, seconds: float = 1.0, opponent: str = "easy") -> None:
    page.select_option("#ws-game", game)
    page.select_option("#ws-opponent", opponent)
    page.fill("#ws-games", str(games))
    page.fill("#ws-seconds", str(seconds))


@pytest.fixture(scope="module")
def workshop(browser, site_url):
    # (less motion: the lobby's game against "your bot" does not wait for each move's animation)
    context = browser.new_context(
        service_workers="block", viewport={"width": 1280, "height": 800}, reduced_motion="reduce"
    )
    foreign = guard_local_only(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    page.goto(f"{site_url}/workshop.html?lang=en")
    ready(page)
    page.requested = requested  # what the workshop's start asked for
    yield page
    context.close()
    assert foreign == [], f"requests left localhost: {foreign}"
    assert errors == [], f"errors on the page: {errors}"


def test_the_workshop_starts_from_this_site_alone(workshop, site_url):
    # PyScript, the vendored Pyodide and our wheel: all from this folder, none elsewhere
    local = [url.removeprefix(site_url) for url in workshop.requested if url.startswith(site_url)]
    for wanted in (
        "/node_modules/@pyscript/core/dist/core.js",
        "/pyscript.toml",
        "/node_modules/pyodide/pyodide.asm.wasm",
        "/build/wheel/ludoteca-0.1.0-py3-none-any.whl",
    ):
        assert wanted in local, (wanted, local)
    others = [url for url in workshop.requested if not url.startswith((site_url, "blob:", "data:"))]
    assert others == []
    # our wheel is unpacked by PyScript itself: no package installer is fetched
    assert not any("micropip" in url for url in local), local
    # the game page does not load PyScript
    assert "pyscript" not in (pathlib.Path(DIST_DIR) / "index.html").read_text().lower()


@pytest.mark.parametrize("game", GAMES)
def test_the_starting_bot_plays_ten_games_against_easy(workshop, game):
    page = workshop
    choose(page, game, 10)
    page.click("#ws-reset")
    page.click("#ws-reset-yes")  # (Start over asks first)
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)", timeout=BOOT_TIMEOUT_MS)
    page.click("#ws-run")
    run_finished(page)
    expect(page.locator("#ws-progress-text")).to_have_text("Done: 10 games.")
    assert page.eval_on_selector("#ws-progress", "p => [p.value, p.max]") == [10, 10]
    rows = page.locator("#ws-results tbody tr")
    expect(rows).to_have_count(2)
    share = rows.nth(0).locator("td").nth(0).inner_text()
    assert "%" in share and "–" in share, share  # a win share with its 95 % interval
    report = page.locator("#ws-report").inner_text()
    assert "A win share" in report and "think time" in report, report
    items = page.locator("#ws-game-list li")
    expect(items).to_have_count(10)
    assert page.locator("#ws-problem").is_hidden(), page.locator("#ws-problem").inner_text()
    # every finished game opens in the game page's replay
    expect(items.nth(0).locator("a")).to_have_attribute("href", re.compile(r"^\./#L2\."))
    # the code is kept in this browser, where the lobby's "your bot" seat finds it
    kept = page.evaluate(f"localStorage.getItem('ludoteca.workshop.{game}')")
    assert "def choose" in kept


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("kind", list(BAD_BOTS))
def test_a_failing_bot_loses_with_a_clear_message_and_the_page_answers(workshop, game, kind):
    page = workshop
    code, words = BAD_BOTS[kind]
    choose(page, game, 1, seconds=0.5)
    import_code(page, code)
    page.evaluate("""() => {
      window.__answers = [];
      document.getElementById('ws-games').addEventListener('click',
        (e) => window.__answers.push(performance.now() - e.timeStamp));
    }""")
    page.click("#ws-run")
    page.click("#ws-games")  # another control, while the tournament runs
    run_finished(page)
    answers = page.evaluate("window.__answers")
    assert answers and max(answers) < 100, answers
    problem = page.locator("#ws-problem")
    expect(problem).to_be_visible()
    text = problem.locator("p").inner_text()
    assert text.startswith("Game 1: your bot lost"), text
    if words:
        assert words in problem.inner_text(), problem.inner_text()
    trace = page.locator("#ws-problem-trace").inner_text()
    if kind == "raised":
        assert "my_bot.py" in trace and "helper" in trace and "Traceback" not in text, trace
    rows = page.locator("#ws-results tbody tr")
    assert rows.nth(0).locator("td").nth(0).inner_text().replace("\xa0", " ").startswith("0 %")
    # the editor and the other controls still work
    page.click("#ws-reset")
    page.click("#ws-reset-yes")  # (Start over asks first)
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)")


def test_a_loop_in_c_code_is_ended_by_the_watchdog_and_the_next_game_is_played(workshop):
    page = workshop
    choose(page, "yutaka", 2, seconds=0.5)
    import_code(page, C_LOOP)
    page.click("#ws-run")
    page.wait_for_function("document.getElementById('ws-game-list').children.length >= 1", timeout=RUN_TIMEOUT_MS)
    expect(page.locator("#ws-problem p")).to_contain_text("did not answer within")
    # the page answers while the worker restarts
    page.fill("#ws-seconds", "0.7")
    run_finished(page)
    expect(page.locator("#ws-game-list li")).to_have_count(2)
    expect(page.locator("#ws-progress-text")).to_have_text("Done: 2 games.")
    page.fill("#ws-seconds", "1")


def test_a_file_whose_top_level_loops_in_c_is_stopped_with_a_sentence_and_the_next_bot_runs(workshop):
    page = workshop
    choose(page, "yutaka", 1)
    import_code(page, C_LOOP_AT_LOAD)
    page.click("#ws-run")
    expect(page.locator("#ws-progress-text")).to_have_text("Checking your bot…")
    # within 10 s: its limit (5 s) and the grace period (2 s), then the worker is ended
    expect(page.locator("#ws-problem p")).to_have_text(
        "Your bot's file did not finish loading within 5 s and was stopped (a loop Python could not interrupt).",
        timeout=10_000,
    )
    expect(page.locator("#ws-progress-text")).to_have_text("Your bot could not be loaded.")
    expect(page.locator("#ws-run")).to_be_enabled()
    expect(page.locator("#ws-game")).to_be_enabled()
    # the next bot runs in a new worker, no reload (the example comes from it)
    page.click("#ws-reset")
    page.click("#ws-reset-yes")  # (Start over asks first)
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)", timeout=BOOT_TIMEOUT_MS)
    page.click("#ws-run")
    run_finished(page)
    expect(page.locator("#ws-progress-text")).to_have_text("Done: 1 game.")
    # Stop, while such a file loads, ends it within a second
    import_code(page, C_LOOP_AT_LOAD)
    page.click("#ws-run")
    expect(page.locator("#ws-progress-text")).to_have_text("Checking your bot…")
    page.wait_for_timeout(500)
    page.click("#ws-stop")
    expect(page.locator("#ws-run")).to_be_enabled(timeout=1_000)
    expect(page.locator("#ws-progress-text")).to_have_text("Stopped after 0 of 1 game.")
    page.click("#ws-reset")
    page.click("#ws-reset-yes")  # (Start over asks first)
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)", timeout=BOOT_TIMEOUT_MS)
    page.click("#ws-run")
    run_finished(page)
    expect(page.locator("#ws-progress-text")).to_have_text("Done: 1 game.")


def test_stop_ends_the_tournament_at_once(workshop):
    page = workshop
    choose(page, "yutaka", 50, opponent="strong")
    page.click("#ws-reset")
    page.click("#ws-reset-yes")  # (Start over asks first)
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)")
    page.click("#ws-run")
    page.wait_for_function("document.getElementById('ws-progress-text').textContent.startsWith('Game 1 of')")
    page.click("#ws-stop")
    run_finished(page)
    expect(page.locator("#ws-progress-text")).to_contain_text("Stopped after")
    # a new worker is started for the next run
    choose(page, "yutaka", 1, opponent="easy")
    page.click("#ws-run")
    run_finished(page)
    expect(page.locator("#ws-progress-text")).to_have_text("Done: 1 game.")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_editor_controls_and_results_are_named_in_each_language(workshop, lang):
    page = workshop
    page.select_option("#language", lang)
    page.wait_for_function(f"document.documentElement.lang === '{lang}'")
    if page.locator("#ws-results").is_hidden():  # (run alone: a tournament first, for its table)
        choose(page, "yutaka", 1)
        page.click("#ws-run")
        run_finished(page)
    english = "Your bot's code (Python)"
    page.wait_for_function(
        f"(document.querySelector('.cm-content').getAttribute('aria-label') === {english!r}) === {str(lang == 'en').lower()}"
    )
    # by keyboard: the game, the editor and the run controls are reached in order with Tab
    page.focus("#ws-game")
    reached = []
    for _ in range(12):
        page.keyboard.press("Tab")
        reached.append(page.evaluate("document.activeElement.id || document.activeElement.className"))
    assert "cm-content" in " ".join(reached) or any("cm-content" in r for r in reached), reached
    # the editor's own search panel (Ctrl+F) speaks the page's language too, and passes axe
    page.focus(".cm-content")
    page.keyboard.press("Control+f")
    find = page.locator(".cm-search input[name='search']")
    expect(find).to_be_visible()
    expect(find).to_have_attribute("aria-label", {"en": "Find", "de": "Suchen", "fr": "Rechercher"}[lang])
    assert_clean(page, f"the workshop ({lang})")
    page.keyboard.press("Escape")
    expect(find).to_be_hidden()
    page.select_option("#language", "en")


def test_a_bot_written_here_plays_a_whole_game_from_the_lobby(workshop, site_url):
    page = workshop
    page.select_option("#ws-game", "yutaka")
    page.click("#ws-reset")
    page.click("#ws-reset-yes")  # (Start over asks first)
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)")
    page.wait_for_timeout(500)  # kept in localStorage (saved 300 ms after the last change)
    page.goto(f"{site_url}/index.html?botDelay=0&game=yutaka")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    seat = page.locator("#seats .seat").nth(1).locator("select").first
    expect(seat.locator("option[value='workshop']")).to_have_count(1)
    seat.select_option("workshop")
    page.click("#start")
    play_through(page)
    expect(page.locator("#result")).to_be_visible()
    page.goto(f"{site_url}/workshop.html")
    ready(page)


def test_offline_after_one_visit(browser, site_url):
    context = browser.new_context(service_workers="allow")
    foreign = guard_local_only(context)
    page = context.new_page()
    page.goto(f"{site_url}/workshop.html")
    ready(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
    # The workshop asks the service worker to keep its files (a game page alone does not).
    kept_yet = """(async () => { const names = await caches.keys(); if (!names.length) return false;
        const kept = (await (await caches.open(names[0])).keys()).map((r) => new URL(r.url).pathname);
        return kept.some((p) => p.endsWith("/pyscript.toml")) && kept.some((p) => p.endsWith(".whl"))
          && kept.some((p) => p.endsWith("/build/workshop.js")); })()"""
    for _ in range(BOOT_TIMEOUT_MS // 250):  # (evaluate awaits the promise; wait_for_function would not)
        if page.evaluate(kept_yet):
            break
        page.wait_for_timeout(250)
    else:
        raise AssertionError("the workshop's files were not kept for offline use")
    context.set_offline(True)
    page.reload()
    ready(page)
    choose(page, "yutaka", 1)
    page.click("#ws-run")
    run_finished(page)
    expect(page.locator("#ws-progress-text")).to_have_text("Done: 1 game.")
    context.close()
    assert foreign == [], json.dumps(foreign)


# A bot that prints: once as its file loads, and at every move more than a move's log keeps.
PRINTS = (
    "print('ready to play')\n\n\ndef choose(view, moves):\n"
    "    print('choosing among', len(moves), 'moves')\n    print('x' * 3000)\n    return moves[0]\n"
)


def test_what_a_bot_prints_is_shown_under_the_code_and_beside_its_move_in_the_viewer(workshop):
    page = workshop
    choose(page, "yucata", 2)
    import_code(page, PRINTS)
    page.click("#ws-run")
    run_finished(page)
    # under the code: the latest run's log, game by game, with the sentence for what was cut
    log = page.locator("#ws-log")
    expect(log).to_be_visible()
    expect(page.locator("#ws-log-status")).to_have_text("Your bot printed something in 2 games of this run.")
    first = page.locator(".ws-log-game").first
    expect(first.locator(".ws-log-entry").first).to_contain_text("ready to play")
    expect(first.locator(".ws-log-entry").nth(1)).to_contain_text("choosing among")
    expect(first.locator(".ws-cut").first).to_contain_text("more characters printed here were not kept")
    # a move of the log opens the viewer there, its log beside the board; the results stay
    entry = first.locator(".ws-log-entry").nth(2)
    move = int(entry.locator("button").inner_text().removeprefix("Move "))
    entry.locator("button").click()
    viewer = page.locator("#ws-viewer")
    expect(viewer).to_be_visible()
    expect(page.locator("#ws-viewer-at")).to_have_text(re.compile(rf"^After move {move} of \d+$"))
    expect(page.locator("#ws-viewer-printed")).to_contain_text("choosing among")
    expect(page.locator("#ws-viewer-board svg")).to_have_count(1)
    assert page.locator("#ws-viewer-said li").count() >= 1
    expect(page.locator("#ws-game-list li")).to_have_count(2)
    expect(page.locator("#ws-results")).to_be_visible()
    # one step back: the other player's move, said so
    page.click("#ws-viewer-back")
    expect(page.locator("#ws-viewer-at")).to_have_text(re.compile(rf"^After move {move - 1} of"))
    expect(page.locator("#ws-viewer-printed")).to_have_text("This move was another player's.")
    page.click("#ws-viewer-first")
    expect(page.locator("#ws-viewer-at")).to_have_text(re.compile(r"^Start of the game"))
    expect(page.locator("#ws-viewer-printed")).to_contain_text("ready to play")
    expect(page.locator("#ws-viewer-back")).to_be_disabled()


def test_a_finished_game_is_watched_in_the_workshop_while_the_results_stay(workshop, site_url):
    page = workshop
    choose(page, "yutaka", 2)
    page.click("#ws-reset")
    page.click("#ws-reset-yes")  # (Start over asks first)
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)")
    page.click("#ws-run")
    run_finished(page)
    items = page.locator("#ws-game-list li")
    expect(items).to_have_count(2)
    # "Open in replay" opens a new tab: the workshop and its results stay
    expect(items.nth(1).locator("a")).to_have_attribute("target", "_blank")
    address = page.url
    items.nth(1).get_by_role("button", name="Watch game 2").click()
    expect(page.locator("#ws-viewer-title")).to_have_text("Game 2: your bot in seat 2")
    expect(page.locator("#ws-viewer-at")).to_have_text(re.compile(r"^Start of the game \(\d+ moves\)$"))
    assert page.url == address  # watched in the workshop, which stays
    total = int(re.search(r"\((\d+) moves\)", page.locator("#ws-viewer-at").inner_text()).group(1))
    # step, by button and by key
    page.click("#ws-viewer-forward")
    expect(page.locator("#ws-viewer-at")).to_have_text(f"After move 1 of {total}")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#ws-viewer-at")).to_have_text(f"After move 2 of {total}")
    board = page.inner_html("#ws-viewer-board")
    # play goes on by itself until paused
    page.click("#ws-viewer-play")
    expect(page.locator("#ws-viewer-play")).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("/After move ([4-9]|\\d\\d+) of/.test(document.getElementById('ws-viewer-at').textContent)")
    page.click("#ws-viewer-play")
    expect(page.locator("#ws-viewer-play")).to_have_attribute("aria-pressed", "false")
    paused = page.locator("#ws-viewer-at").inner_text()
    page.wait_for_timeout(1500)
    expect(page.locator("#ws-viewer-at")).to_have_text(paused)
    assert page.inner_html("#ws-viewer-board") != board
    page.click("#ws-viewer-last")
    expect(page.locator("#ws-viewer-at")).to_have_text(f"After move {total} of {total}")
    expect(page.locator("#ws-viewer-forward")).to_be_disabled()
    expect(items).to_have_count(2)
    expect(page.locator("#ws-results")).to_be_visible()
    expect(page.locator("#ws-viewer-replay")).to_have_attribute("href", re.compile(r"^\./#L2\."))
    assert_clean(page, "the workshop's viewer")
    page.click("#ws-viewer-close")
    expect(page.locator("#ws-viewer")).to_be_hidden()


def test_an_all_win_run_has_an_interval_below_100_percent_and_the_table_and_report_agree(workshop):
    page = workshop
    # The example bot of Yucata' wins the first four games against the easy bot (seeds 1–4).
    choose(page, "yucata", 4)
    page.click("#ws-reset")
    page.click("#ws-reset-yes")  # (Start over asks first)
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)")
    page.click("#ws-run")
    run_finished(page)
    cells = page.locator("#ws-results tbody tr td:nth-of-type(1)")
    share, theirs = (cells.nth(i).inner_text().replace("\xa0", " ") for i in (0, 1))
    assert share == "100 % (51 %–100 %), 4 games", share
    report = page.locator("#ws-report").inner_text()
    assert "A win share 100 % (95 % CI 51 %–100 %, 4 games)" in report, report
    assert theirs == "0 % (0 %–49 %), 4 games", theirs
    # on a phone the report wraps: nothing of it is out of sight sideways
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        widths = page.eval_on_selector("#ws-report", "r => [r.scrollWidth, r.clientWidth]")
        assert widths[0] <= widths[1], widths
        page_width = page.evaluate("document.documentElement.scrollWidth")
        assert page_width <= 390, page_width
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})


def test_a_tournament_at_more_players_rotates_the_bots_seat(workshop):
    page = workshop
    choose(page, "yucata", 3)
    expect(page.locator("#ws-players option")).to_have_text(["2", "3", "4"])
    page.select_option("#ws-players", "3")
    page.click("#ws-reset")
    page.click("#ws-reset-yes")  # (Start over asks first)
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)")
    page.click("#ws-run")
    run_finished(page)
    items = page.locator("#ws-game-list li")
    expect(items).to_have_count(3)
    for i in range(3):
        expect(items.nth(i)).to_contain_text(f"Game {i + 1} (seat {i + 1})")
    expect(page.locator("#ws-results tbody th").nth(1)).to_have_text("Our bots (Easy, 2 seats)")
    assert "Yucata', 3 players, 3 games" in page.locator("#ws-report").inner_text()
    items.nth(2).get_by_role("button", name="Watch game 3").click()
    expect(page.locator("#ws-viewer-title")).to_have_text("Game 3: your bot in seat 3")
    expect(page.locator("#ws-viewer-at")).to_have_text(re.compile(r"^Start of the game"))
    page.click("#ws-viewer-close")
    page.select_option("#ws-players", "2")


# (a bot slow enough to be watched: a game of Yutakâ lasts a few seconds; a busy wait, which
# every build of Python keeps, where a sleep may not)
SLOW_PRINTS = (
    "import time\n\n\ndef choose(view, moves):\n    end = time.perf_counter() + 0.03\n"
    "    while time.perf_counter() < end:\n        pass\n"
    "    print('thinking about', len(moves), 'moves')\n    return moves[0]\n"
)


def test_the_game_being_played_is_watched_live_and_the_results_still_arrive(workshop):
    page = workshop
    choose(page, "yutaka", 3)
    import_code(page, SLOW_PRINTS)
    expect(page.locator("#ws-live")).not_to_be_checked()
    page.click("#ws-run")
    page.wait_for_function("document.getElementById('ws-progress-text').textContent.startsWith('Game 1 of 3')")
    # ticked while a game runs: watching starts with the next one, and the page says so
    page.check("#ws-live")
    expect(page.locator("#ws-live-note")).to_have_text(
        re.compile(r"^Live watching starts with the next game \(game [23]\)\.$")
    )
    at = page.locator("#ws-viewer-at")
    expect(at).to_have_text(re.compile(r"^Game [23], live: after move \d+$"), timeout=RUN_TIMEOUT_MS)
    assert page.locator("#ws-stop").is_enabled()  # (the tournament still runs)
    expect(page.locator("#ws-viewer-title")).to_have_text(re.compile(r"^Game [23], live$"))
    expect(page.locator("#ws-viewer-board svg")).to_have_count(1)
    expect(page.locator("#ws-viewer-forward")).to_be_disabled()
    expect(page.locator("#ws-live-note")).to_have_text("")
    # the positions follow the game; beside them, what the bot printed for its moves
    first = int(at.inner_text().rsplit(" ", 1)[1])
    page.wait_for_function(
        f"(/live: (after|over after) move (\\d+)/.exec(document.getElementById('ws-viewer-at').textContent) || [0, 0, 0, 0])[2] > {first}"
    )
    expect(page.locator("#ws-viewer-printed")).to_contain_text(re.compile(r"thinking about \d+ moves|another player's"))
    run_finished(page)
    expect(page.locator("#ws-game-list li")).to_have_count(3)
    expect(page.locator("#ws-results")).to_be_visible()
    expect(at).to_have_text(re.compile(r"^Game 3, live: over after move \d+$"))
    # a finished game opened from its row: live watching is off, the steps are back
    page.locator("#ws-game-list li").nth(0).get_by_role("button", name="Watch game 1").click()
    expect(page.locator("#ws-viewer-title")).to_have_text("Game 1: your bot in seat 1")
    expect(page.locator("#ws-live")).not_to_be_checked()
    expect(page.locator("#ws-viewer-forward")).to_be_enabled()
    page.click("#ws-viewer-close")


def test_a_tournament_with_the_bot_in_several_seats_counts_each_game_once(workshop):
    page = workshop
    choose(page, "yucata", 3)
    page.select_option("#ws-players", "2")
    expect(page.locator("#ws-seats option")).to_have_text(["1"])
    expect(page.locator("#ws-seats")).to_be_disabled()
    page.select_option("#ws-players", "3")
    expect(page.locator("#ws-seats option")).to_have_text(["1", "2"])
    page.select_option("#ws-seats", "2")
    page.click("#ws-reset")
    expect(page.locator(".cm-content")).to_contain_text("def choose(view, moves)")
    page.click("#ws-run")
    expect(page.locator("#ws-seats")).to_be_disabled()
    run_finished(page)
    items = page.locator("#ws-game-list li")
    expect(items).to_have_count(3)
    score = r"[−-]?\d+"  # (negative scores are written with a minus sign)
    for i, seats in enumerate(["1, 2", "2, 3", "1, 3"]):
        expect(items.nth(i)).to_contain_text(
            re.compile(
                rf"Game {i + 1} \(seats {seats}\): your bot (won|shared the win|lost), {score}, {score} to {score}\."
            )
        )
    expect(page.locator("#ws-results tbody th")).to_have_text(["Your bot (2 seats)", "Our bot (Easy)"])
    report = page.locator("#ws-report").inner_text()
    assert "A = my_bot (2 seats), B = easy" in report and "fair share of A: 66.7 %" in report
    assert "a game is A's when one of its seats wins" in report
    items.nth(1).get_by_role("button", name="Watch game 2").click()
    expect(page.locator("#ws-viewer-title")).to_have_text("Game 2: your bot in seats 2, 3")
    page.click("#ws-viewer-close")
    page.select_option("#ws-seats", "1")
    page.select_option("#ws-players", "2")
