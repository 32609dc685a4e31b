"""Every move is seen (issue 29): against a bot, in each game, on a desk (1280 × 800) and on a
phone (390 × 844, touch), the bot's move is animated (assets/js/motion.js: `Element.animate`
calls recorded by an init script, and animations running on the board in the frames after the
answer), what the latest move changed stays marked (data-last) after the animation, and the bot
waits until the player's move has been animated. With less motion asked for
(prefers-reduced-motion: reduce) nothing moves and the marks are there, highlighted.
Also two faults of the shell's bar on a phone: the "More…" row without holes, the rules opened
at their top."""

import pytest
from playwright.sync_api import expect

from ludoteca.core.registry import shipped_games

from .conftest import guard_local_only
from .pages import BOOT_TIMEOUT_MS, PHONE, play_planned_move, settle, tap_planned_move

pytestmark = pytest.mark.e2e

GAMES = [game.id for game in shipped_games()]
DESK = {"viewport": {"width": 1280, "height": 800}, "service_workers": "block"}
DURATION_MS = 350  # motion.js

# Every animate() call of the page, and (each frame) how many animations run on the board.
RECORDER = """(() => {
  window.__animated = [];
  window.__runningMost = 0;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...args) {
    window.__animated.push({ how: this.dataset ? this.dataset.last || "" : "", piece: this.dataset ? this.dataset.piece || "" : "",
      at: performance.now(), moves: window.ludotecaShell && window.ludotecaShell.snap ? window.ludotecaShell.snap.record.moves.length : -1 });
    return animate.apply(this, args);
  };
  const count = () => {
    const board = document.getElementById("board-area");
    const running = document.getAnimations().filter((a) => a.playState === "running" && a.effect && a.effect.target
      && board && board.contains(a.effect.target)).length;
    window.__runningMost = Math.max(window.__runningMost, running);
    requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
})();"""

RUNNING_ON_BOARD = """document.getAnimations().filter((a) => a.playState === 'running' && a.effect && a.effect.target
  && document.getElementById('board-area').contains(a.effect.target)).length"""

# The elements the latest move changed on the board (main drawing and panels), and whether each
# shows the mark of the latest move (app.css: a burnt-orange frame, or a glow).
MARKS = """() => [...document.querySelectorAll('#board-area svg [data-last]')].map((e) => {
  const frame = e.querySelector(':scope > rect');
  const stroke = frame ? getComputedStyle(frame).stroke : '';
  const filter = getComputedStyle(e).filter;
  return { how: e.dataset.last, marked: stroke === 'rgb(184, 74, 0)' || filter.includes('drop-shadow') };
})"""


@pytest.fixture
def open_context(browser, foreign_requests):
    """Contexts of the test's own (a desk, a phone, less motion), localhost only."""
    made = []

    def make(**options):
        context = browser.new_context(**options)
        made.append((context, guard_local_only(context)))
        context.add_init_script(RECORDER)
        return context.new_page()

    yield make
    for context, seen in made:
        context.close()
        assert seen == [], f"requests left localhost: {seen}"


def start_against_a_bot(page, site_url, game_id):
    page.goto(f"{site_url}/index.html?botDelay=0&forcedDelay=0&autostart=1&game={game_id}&seats=human,bot&seed=5")
    expect(page.locator("#board svg")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    settle(page)


def moves(page) -> list:
    return page.evaluate("window.ludotecaShell.snap.record.moves")


def play_until_the_bot_moved(page, by_touch: bool) -> int:
    """Our moves until the bot has answered one; returns the number of moves before the bot's."""
    for _ in range(12):
        before = len(moves(page))
        page.evaluate("window.__animated = []; window.__runningMost = 0;")
        if by_touch:
            tap_planned_move(page)
        else:
            play_planned_move(page)
        settle(page)
        after = moves(page)
        if any(move.get("p") == 1 for move in after[before:]):
            return before + 1
    raise AssertionError("the bot never moved")


@pytest.mark.parametrize("screen", ["desk", "phone"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_bot_move_is_animated_and_stays_marked(open_context, site_url, game_id, screen):
    page = open_context(**(DESK if screen == "desk" else PHONE))
    start_against_a_bot(page, site_url, game_id)
    ours = play_until_the_bot_moved(page, by_touch=screen == "phone")
    page.wait_for_timeout(2 * DURATION_MS)  # the last animation has ended
    animated = page.evaluate("window.__animated")
    # The bot's move was animated: animate() called once the board showed it, and animations
    # ran on the board in the frames that followed.
    by_bot = [a for a in animated if a["moves"] > ours]
    assert by_bot, f"{game_id}, {screen}: nothing was animated for the bot's move ({animated})"
    assert page.evaluate("window.__runningMost") > 0, "no animation ran on the board"
    # ... and none is left running on the board: each ends (within a few seconds on a busy machine).
    page.wait_for_function(f"({RUNNING_ON_BOARD}) === 0", timeout=5000)
    # What the latest move changed stays marked, on this screen too.
    marks = page.evaluate(MARKS)
    assert marks, f"{game_id}, {screen}: no data-last on the board after the bot's move"
    assert any(mark["marked"] for mark in marks), marks
    # The bot waited until our move had been animated (motion.js settled()).
    mine = [a["at"] for a in animated if a["moves"] == ours]
    if mine:
        assert min(a["at"] for a in by_bot) - min(mine) >= DURATION_MS - 50, animated


@pytest.mark.parametrize("game_id", GAMES[:1])  # (generic: motion.js asks for no animation at all)
def test_less_motion_nothing_moves_the_marks_stay(open_context, site_url, game_id):
    page = open_context(**DESK, reduced_motion="reduce")
    start_against_a_bot(page, site_url, game_id)
    play_until_the_bot_moved(page, by_touch=False)
    page.wait_for_timeout(2 * DURATION_MS)
    assert page.evaluate("window.__animated") == []
    assert page.evaluate("window.__runningMost") == 0
    marks = page.evaluate(MARKS)
    assert marks, f"{game_id}: no data-last on the board after the bot's move"
    assert any(mark["marked"] for mark in marks), marks


def test_the_phone_more_row_has_no_hole(open_context, site_url):
    page = open_context(**PHONE)
    start_against_a_bot(page, site_url, "yutaka")
    page.locator("#more").tap()
    expect(page.locator("#more-buttons")).to_be_visible()
    # The opened row: its buttons side by side from the left, row after row, none invisible in
    # between (a button that does not apply now takes no cell).
    cells = page.evaluate("""() => [...document.querySelectorAll('#more-buttons button')].filter((b) => {
        const box = b.getBoundingClientRect(); return box.width > 0 && box.height > 0; }).map((b) => {
        const box = b.getBoundingClientRect();
        return { id: b.id, x: Math.round(box.left), y: Math.round(box.top), shown: getComputedStyle(b).visibility === 'visible' };
      })""")
    assert cells and all(cell["shown"] for cell in cells), cells
    columns = sorted({cell["x"] for cell in cells})
    rows = sorted({cell["y"] for cell in cells})
    for y in rows:
        row = sorted(cell["x"] for cell in cells if cell["y"] == y)
        assert row == columns[: len(row)], f"a hole in the row at {y}: {cells}"
        if y != rows[-1]:
            assert len(row) == 4, f"a row that is not full before the last: {cells}"


def test_the_rules_open_at_their_top_on_a_phone(open_context, site_url):
    page = open_context(**PHONE)
    start_against_a_bot(page, site_url, "yutaka")
    # The rules open at their top (their first heading in sight), whatever their length.
    page.locator("#table-rules").tap()
    expect(page.locator("#rules")).to_be_visible()
    assert page.evaluate("document.getElementById('rules').scrollTop") == 0
    assert page.evaluate(
        "document.getElementById('rules').scrollHeight > document.getElementById('rules').clientHeight"
    )
    first = page.locator("#rules-body > :first-child")
    expect(first).to_be_in_viewport()


def test_an_arrow_key_during_a_slide_moves_from_where_things_rest(open_context, site_url):
    """A player who presses an arrow while a move is still animated: the animations jump to their
    end and the focus goes where the same key goes once all is at rest."""
    page = open_context(**DESK)
    start_against_a_bot(page, site_url, "yutaka")
    # Animations 20 times slower (Chrome's devtools protocol): the key surely comes mid-slide.
    cdp = page.context.new_cdp_session(page)
    cdp.send("Animation.enable")
    cdp.send("Animation.setPlaybackRate", {"playbackRate": 0.05})
    play_planned_move(page)
    settle(page)  # the bot has answered: its move slides, and ours is to play
    assert page.evaluate(RUNNING_ON_BOARD) > 0
    start = page.evaluate(
        """() => { let e = document.activeElement;
        if (!(e && e.dataset && e.dataset.click)) { e = document.querySelector('#board [data-click][tabindex="0"]'); e.focus(); }
        return e.dataset.click; }"""
    )
    page.keyboard.press("ArrowRight")
    assert page.evaluate(RUNNING_ON_BOARD) == 0, "the slide went on after the key"
    mid_slide = page.evaluate("document.activeElement.dataset.click")
    page.evaluate("(t) => document.querySelector(`#board [data-click='${t}']`).focus()", start)
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.click") == mid_slide
