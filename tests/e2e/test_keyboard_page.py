"""Keyboard only (issue 17, first part): no mouse and no click() — Tab, Shift+Tab, the arrow
keys, Enter, Space and Escape — from the lobby to a game's score screen."""

import random

import pytest
from playwright.sync_api import Page, expect

from ludoteca.core import get_game, replay

from .pages import BOOT_TIMEOUT_MS, IDLE, let_motion_end, planned_clicks, settle

pytestmark = pytest.mark.e2e

FOCUSED = "(() => { const e = document.activeElement; return e ? (e.dataset && e.dataset.click) || e.id || e.className || e.tagName : null; })()"
IN_BOARD = "document.getElementById('board-area').contains(document.activeElement)"


def tab_to(page: Page, test_js: str, limit: int = 80, back: bool = False) -> None:
    """Press Tab (or Shift+Tab) until `test_js` holds for the focused element."""
    for _ in range(limit):
        if page.evaluate(f"(() => {{ const e = document.activeElement; return Boolean(e && ({test_js})); }})()"):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"Tab never reached {test_js}; focus on {page.evaluate(FOCUSED)}")


def play_by_keyboard(page: Page, max_keys: int = 3000) -> int:
    """Enter on the focused board target until the score screen opens; the arrow keys are
    tried now and then (they must keep the focus on a target). Returns the keys pressed."""
    keys = 0
    while keys < max_keys:
        settle(page)
        if page.locator("#result[open]").count():
            return keys
        if not page.evaluate(IN_BOARD) or not page.evaluate("Boolean(document.activeElement.dataset.click)"):
            if page.locator("#board [data-click].legal").count() == 0:
                continue  # nothing to choose yet (a bot, a forced pass)
            tab_to(page, "e.dataset && e.dataset.click")
        if keys % 7 == 3:
            page.keyboard.press("ArrowRight" if keys % 2 else "ArrowDown")
            assert page.evaluate("Boolean(document.activeElement.dataset.click)"), "an arrow lost the focus"
        page.keyboard.press("Enter" if keys % 3 else " ")
        keys += 1
    raise AssertionError("the game did not end by keyboard")


# ---------------------------------------------------------------- steering to a planned click
# The arrow keys move to the nearest target in their direction, or where there is none on to the
# next (→ ↓) or previous (← ↑) target in reading order (table.js moveFocus). To play
# the move our bot would choose, the test finds, from the targets on screen, which arrow keys
# lead from the focused target to the planned one (a breadth-first search over what each arrow
# would do), presses them one by one and checks the focus went where moveFocus says; and that
# every target on screen can be reached by arrows from the focused one.
ARROW_ROUTE = """([token]) => {
  const TARGETS = '[data-click].legal, [data-click].selected';
  const board = document.getElementById('board');
  const view = !board.hidden ? board : [...document.getElementById('panels').children].find((b) => !b.hidden);
  const targets = [...view.querySelectorAll(TARGETS)];
  const from = document.activeElement;
  const start = targets.indexOf(from);
  if (start < 0) return {error: 'the focus is not on a target'};
  const rects = targets.map((t) => t.getBoundingClientRect());
  const centre = rects.map((r) => [r.left + r.width / 2, r.top + r.height / 2]);
  // reading order, as table.js readingOrder sorts: rows (tops 8 px apart), then left to right
  const order = targets.map((t, i) => i).sort((a, b) => Math.abs(rects[a].top - rects[b].top) > 8
    ? rects[a].top - rects[b].top : rects[a].left - rects[b].left);
  const ARROWS = {ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1]};
  const step = (i, key) => {                      // what moveFocus does from target i
    const [dx, dy] = ARROWS[key];
    let best = -1, bestScore = Infinity;
    targets.forEach((t, j) => {
      if (j === i) return;
      const [vx, vy] = [centre[j][0] - centre[i][0], centre[j][1] - centre[i][1]];
      const along = vx * dx + vy * dy;
      if (along <= 1) return;
      const score = along + 2 * Math.abs(vx * dy - vy * dx);
      if (score < bestScore) { best = j; bestScore = score; }
    });
    if (best < 0 && targets.length > 1) {        // nothing that way: on in reading order, round the board
      const forward = key === 'ArrowRight' || key === 'ArrowDown';
      best = order[(order.indexOf(i) + (forward ? 1 : order.length - 1)) % order.length];
    }
    return best === i ? -1 : best;
  };
  const came = new Map([[start, null]]);
  const queue = [start];
  let found = -1;
  while (queue.length) {
    const i = queue.shift();
    if (found < 0 && targets[i].dataset.click === token) found = i;
    for (const key of Object.keys(ARROWS)) {
      const j = step(i, key);
      if (j >= 0 && !came.has(j)) { came.set(j, [i, key]); queue.push(j); }
    }
  }
  // every target must be reachable by arrows from every other: none left out
  const unreached = [...new Set(targets.filter((t, i) => !came.has(i)).map((t) => t.dataset.click))];
  if (found < 0) return {error: `no arrow path from ${from.dataset.click} to ${token}`, unreached,
                         present: targets.some((t) => t.dataset.click === token)};
  const keys = [];
  for (let k = found; came.get(k) !== null; k = came.get(k)[0]) keys.unshift([came.get(k)[1], targets[k].dataset.click]);
  return {keys, unreached, from: from.dataset.click};
}"""


def focus_board(page: Page) -> None:
    """Bring the focus onto a board target: it is there after a move; otherwise Tab to it."""
    if not page.evaluate(
        "Boolean(document.activeElement && document.activeElement.dataset && document.activeElement.dataset.click)"
    ):
        tab_to(page, "e.dataset && e.dataset.click")


def arrow_to(page: Page, token: str) -> int | None:
    """Move the focus with the arrow keys onto a target whose token is `token`; returns the
    keys pressed, or None if no arrow path leads there (never expected:
    test_every_target_is_reached_by_the_arrows)."""
    focus_board(page)
    let_motion_end(page)  # the route is read from where the targets rest
    route = page.evaluate(ARROW_ROUTE, [token])
    if "keys" not in route:
        assert route.get("present"), route
        return None
    assert not route["unreached"], f"the arrows never lead from {route['from']} to {route['unreached']}"
    for key, reached in route["keys"]:
        page.keyboard.press(key)
        assert page.evaluate(FOCUSED) == reached, (key, reached, page.evaluate(FOCUSED))
    assert page.evaluate(FOCUSED) == token
    return len(route["keys"])


def escape_a_pending_click(page: Page, token: str) -> bool:
    """Enter on `token`, then Escape: the pending click is cancelled (the prompt is that of
    before, nothing pending) and the focus is still on a board target."""
    prompt = page.locator("#prompt").inner_text()
    if arrow_to(page, token) is None:
        return False
    page.keyboard.press("Enter")
    page.wait_for_function(IDLE)
    assert page.evaluate("window.ludotecaShell.snap.can_cancel")
    page.keyboard.press("Escape")
    page.wait_for_function(f"{IDLE} && !window.ludotecaShell.snap.can_cancel")
    expect(page.locator("#prompt")).to_have_text(prompt)
    assert page.evaluate("Boolean(document.activeElement.dataset.click)"), page.evaluate(FOCUSED)
    return True


def plan(page: Page, attempt: int) -> list[str]:
    """The clicks of a move our bot would choose for the acting human (another one for each
    attempt: a player whose first idea cannot be reached by the arrows thinks again)."""
    if attempt == 0:
        return planned_clicks(page)[1]
    record = page.evaluate("window.ludotecaShell.snap.record")
    game, state = get_game(record["game"]), replay(record)
    p = page.evaluate("window.ludotecaShell.snap.viewer")
    moves = game.legal_moves(state, p) if game.lists_moves else None
    rng = random.Random(len(record["moves"]) * 100 + attempt)
    return game.move_path(game.bot_move(game.view(state, p), moves, rng))


def keyboard_planned_move(page: Page, counts: dict) -> None:
    """Play the move our bot would choose for the acting human, by keyboard alone: for each of
    its clicks, arrows to the target, then Enter (or Space, every other time)."""
    moves_before = page.evaluate("window.ludotecaShell.snap.record.moves.length")
    for attempt in range(20):
        clicks = plan(page, attempt)
        if len(clicks) > 1 and not counts["escaped"]:
            counts["escaped"] = escape_a_pending_click(page, clicks[0])
        for token in clicks:
            arrows = arrow_to(page, token)
            if arrows is None:
                counts["unreachable"].append(token)
                break
            counts["arrows"] += arrows
            page.keyboard.press(" " if counts["presses"] % 2 else "Enter")
            counts["presses"] += 1
            page.wait_for_function(IDLE)  # the engine answered: the board shows this click
            # after a click the focus stays on the board (or goes to the score screen that
            # opened, or to the privacy screen's button), never lost to the top of the page
            assert page.evaluate(f"{IN_BOARD} || Boolean(document.activeElement.closest('#result[open], #privacy'))"), (
                f"the focus left the board after {token}: on {page.evaluate(FOCUSED)}"
            )
        else:
            break
        if page.evaluate("window.ludotecaShell.snap.can_cancel"):
            page.keyboard.press("Escape")  # half a move that cannot go on: cancel it, think again
            page.wait_for_function(f"{IDLE} && !window.ludotecaShell.snap.can_cancel")
    else:
        raise AssertionError(f"no planned move could be reached by the arrows: {counts['unreachable'][-20:]}")
    page.wait_for_function(f"Number(document.body.dataset.moves) > {moves_before}")


def pass_privacy(page: Page) -> bool:
    """While the device is passed, the privacy screen's button has the focus: Enter passes it.
    False if there is no privacy screen now."""
    if not page.locator("#privacy:not([hidden])").count():
        return False
    assert page.evaluate(FOCUSED) == "privacy-ok"
    moves = page.evaluate("window.ludotecaShell.snap.record.moves.length")
    page.keyboard.press("Enter")
    # the board is shown, or (after a forced pass and the bot) the device goes on to the next
    page.wait_for_function(
        f"{IDLE} && (document.getElementById('privacy').hidden"
        f" || window.ludotecaShell.snap.record.moves.length > {moves})"
    )
    settle(page)
    return True


def play_planned_by_keyboard(page: Page, max_moves: int = 400) -> dict:
    """Every human move by keyboard (planned by our bot) until the score screen opens."""
    counts = {"moves": 0, "arrows": 0, "presses": 0, "escaped": False, "privacy": 0, "unreachable": []}
    while True:
        settle(page)
        if page.locator("#result[open]").count():
            return counts
        if pass_privacy(page):
            counts["privacy"] += 1
            continue
        keyboard_planned_move(page, counts)
        counts["moves"] += 1
        assert counts["moves"] <= max_moves


def choose_by_arrows(page: Page, selector: str, value: str) -> None:
    """Tab to a closed list and change it with the arrow keys (no mouse) until it holds `value`."""
    options = page.eval_on_selector(selector, "(s) => [...s.options].map((o) => o.value)")
    for _ in range(len(options)):
        now = page.input_value(selector)
        if now == value:
            return
        tab_to(page, f"e.matches({selector!r})")  # (at once: the list keeps the focus)
        page.keyboard.press("ArrowDown" if options.index(now) < options.index(value) else "ArrowUp")
    assert page.input_value(selector) == value


def start_from_lobby(page: Page, site_url: str, game_id: str, seats: list[str] | None = None) -> None:
    """The lobby by keyboard: Tab to the game's card, Enter; the number of players and each
    seat's kind with the arrow keys on their lists; Tab to Start, Enter."""
    page.goto(f"{site_url}/index.html?botDelay=0&forcedDelay=0")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    tab_to(page, f"e.dataset && e.dataset.game === '{game_id}'")
    page.keyboard.press("Enter")
    expect(page.locator("#setup-title")).not_to_be_empty()
    if seats is not None:
        if page.locator("#player-count").count():
            choose_by_arrows(page, "#player-count", str(len(seats)))
        expect(page.locator("#seats .seat")).to_have_count(len(seats))
        for i, kind in enumerate(seats):
            choose_by_arrows(page, f"select[name='seat-kind-{i}']", kind)
    tab_to(page, "e.id === 'start'")
    page.keyboard.press("Enter")
    # the board, or the privacy screen before the first of several humans sees it
    page.wait_for_selector("#board [data-click], #privacy:not([hidden])", state="attached", timeout=BOOT_TIMEOUT_MS)


@pytest.mark.parametrize("game_id", ["yutaka", "yucata"])
def test_a_whole_game_by_keyboard_from_the_lobby(page: Page, site_url, foreign_requests, game_id):
    start_from_lobby(page, site_url, game_id)
    keys = play_by_keyboard(page)
    assert keys >= 5
    expect(page.locator("#result")).to_be_visible()


def test_focus_ring_and_names_of_board_targets(page: Page, site_url, foreign_requests):
    page.goto(f"{site_url}/index.html?autostart=1&game=yutaka&seats=human,bot&seed=3&botDelay=0&forcedDelay=0")
    page.wait_for_selector("#board [data-click].legal", state="attached", timeout=BOOT_TIMEOUT_MS)
    settle(page)
    tab_to(page, "e.dataset && e.dataset.click")
    focused = page.evaluate("""(() => { const e = document.activeElement;
        return {role: e.getAttribute('role'), name: e.getAttribute('aria-label'), tabindex: e.getAttribute('tabindex'),
                outline: getComputedStyle(e).outlineStyle, stops: document.querySelectorAll('#board [tabindex="0"]').length}; })()""")
    assert focused["role"] == "button" and focused["name"] and focused["tabindex"] == "0"
    assert focused["outline"] != "none"  # the ring shows
    assert focused["stops"] == 1  # one Tab stop for the whole board
    page.keyboard.press("Tab")  # Tab leaves the board
    assert not page.evaluate(IN_BOARD)
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(IN_BOARD)


@pytest.mark.parametrize(
    "game_id, seats", [("kukulkan", ["human", "human", "bot"]), ("santa_monica", ["human", "bot"])]
)
def test_a_whole_game_with_a_plan_by_keyboard(page: Page, site_url, foreign_requests, game_id, seats):
    """Games whose turns take many clicks (Kukulkán's trails, Santa Monica's optional parts):
    each human plays our bot's choice, steering to each target with the arrow keys. Kukulkán's
    two humans pass the device: its privacy screen is passed by keyboard too."""
    start_from_lobby(page, site_url, game_id, seats)
    settle(page)
    privacy = int(pass_privacy(page))
    # Shift+Tab from past the board comes back into it, onto its one Tab stop
    focus_board(page)
    page.keyboard.press("Tab")
    assert not page.evaluate(IN_BOARD)
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(IN_BOARD) and page.evaluate("Boolean(document.activeElement.dataset.click)")
    counts = play_planned_by_keyboard(page)
    assert counts["moves"] >= 8 and counts["arrows"] > counts["moves"] and counts["escaped"], counts
    assert counts["unreachable"] == [], counts  # every planned target reached by arrows
    privacy += counts["privacy"]
    assert privacy > 0 if seats.count("human") > 1 else privacy == 0
    expect(page.locator("#result")).to_be_visible()
    assert page.evaluate("window.ludotecaShell.snap.over")


def test_the_player_count_keeps_the_focus(page: Page, site_url, foreign_requests):
    page.goto(f"{site_url}/index.html?game=kukulkan")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    tab_to(page, "e.id === 'player-count'")
    page.keyboard.press("ArrowDown")
    expect(page.locator("#seats .seat")).to_have_count(2)
    assert page.evaluate(FOCUSED) == "player-count"
    page.keyboard.press("ArrowDown")
    expect(page.locator("#seats .seat")).to_have_count(3)


# Kukulkán, round 11 of a game with three sheets: the die shows 2, your trail may start at any of
# 31 dots, or you may write 2 in axis block ◆1 (b:6), which sits in a column with no dot on
# offer near it: from every target, each arrow finds a nearer dot (moveFocus scores along +
# 2 × across), so only the step on in reading order at a row's end leads to the block.
KUKULKAN_BLOCK_AMID_DOTS = "L2.mEk15HVQu27DMBD7FUOzB93Jr3hrv6BrUXRwbbUIrEjB2SpQGP73UlaQdOkkiuTxDtzUZxDV61KJHYNMqt_U13CxqldznKObB69KdQnfdgHFa8Wdc5MUGohcFCnozvFK1CaJuJvAExsHkpkkgmWIyc5QE2_wncDnl24vVhjjJufyCkkIK6gSiWlFzQ2omOQ7pAdErKnjMW0YgTEFc5OT2dSHwuZ2SC1yHNjFTNdHGEOHfSRT6PGl4YIShI-0c2gjXNdz8Euq6uqGHyuAZkeD0eWW4FmsRZet1rrRpE_VqdWI35MwrDC9bWo-e1jQ-yWsFiM-1_4aotrLf-Un7__KH2F9aM_47O_7Lw"


def test_every_target_is_reached_by_the_arrows(page: Page, site_url, foreign_requests):
    page.goto(f"{site_url}/index.html?botDelay=0&forcedDelay=0#{KUKULKAN_BLOCK_AMID_DOTS}")
    page.click("#invite-play", timeout=BOOT_TIMEOUT_MS)  # the link names nobody: the friend is asked
    page.wait_for_selector("#board [data-click='b:6'].legal", state="attached", timeout=BOOT_TIMEOUT_MS)
    settle(page)
    focus_board(page)
    route = page.evaluate(ARROW_ROUTE, ["b:6"])
    assert "keys" in route and not route["unreached"], route
    assert arrow_to(page, "b:6") is not None
