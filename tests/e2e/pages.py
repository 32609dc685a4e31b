"""Helpers for driving the real page: open the lobby, click legal targets to the end."""

import random
import re

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from ludoteca.core import get_game, replay

BOOT_TIMEOUT_MS = 90_000


def open_lobby(page: Page, site_url: str, game: str):
    page.goto(f"{site_url}/index.html?botDelay=0&forcedDelay=0&game={game}")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("body[data-ready='1']")


IDLE = "!window.ludotecaShell.busy"
# Nothing will change by itself: no call in flight, no forced move announced, no bot to move
# (or the game over, or a replay): the board on screen is the one to click.
SETTLED = """(() => { const shell = window.ludotecaShell; const s = shell.snap;
  return !shell.busy && (!s || s.over || Boolean(s.replay) || s.privacy_for !== null
    || (!s.forced && s.bot_to_act === null)); })()"""


def settle(page) -> None:
    """Wait until the engine has answered every call and no automatic move is due."""
    page.wait_for_function(SETTLED, timeout=BOOT_TIMEOUT_MS)


def click_target(target) -> bool:
    """Click a legal target; False if it went away meanwhile (the board was redrawn)."""
    try:
        # A Yutakâ island column holds tiles with clicks of their own: aim at its empty top.
        if (target.get_attribute("data-click", timeout=3000) or "").startswith("island:"):
            target.click(position={"x": 30, "y": 10}, timeout=3000)
        else:
            target.click(timeout=3000)
        return True
    except PlaywrightTimeout:
        return False


def play_through(page: Page, max_clicks: int = 800) -> dict:
    """Click legal targets until the score screen opens. Returns counters of what was seen."""
    seen = {"clicks": 0, "privacy": 0}
    for _ in range(max_clicks * 4):
        settle(page)
        if page.locator("#result[open]").count():
            return seen
        if page.locator("#privacy:not([hidden])").count():
            # while the device is being passed, no hand may be on the board
            assert page.locator("#board [data-click^='card:']").count() == 0
            page.click("#privacy-ok")
            seen["privacy"] += 1
            continue
        legal = page.locator("#board [data-click].legal")
        if legal.count() == 0:
            continue
        if click_target(legal.first):
            seen["clicks"] += 1
        assert seen["clicks"] <= max_clicks
    raise AssertionError("the game did not reach the score screen")


def planned_clicks(page: Page) -> tuple[int, list[str]]:
    """(player, clicks) of the move our bot would choose now for whoever acts — for driving a
    human seat like a player with a plan (clicking the first legal target may never end a
    game whose turns have optional parts, like Santa Monica's)."""
    record = page.evaluate("window.ludotecaShell.snap.record")
    game = get_game(record["game"])
    state = replay(record)
    p = game.to_act(state)[0]
    moves = game.legal_moves(state, p) if game.lists_moves else None
    move = game.bot_move(game.view(state, p), moves, random.Random(len(record["moves"])))
    return p, game.move_path(move)


def play_planned_move(page: Page) -> int:
    """Click, element by element, the move planned_clicks gives; wait until the page has
    applied it. Returns the player who moved."""
    moves_before = page.evaluate("window.ludotecaShell.snap.record.moves.length")
    player, clicks = planned_clicks(page)
    for token in clicks:
        page.locator(f"#board [data-click='{token}']").first.click()
        page.wait_for_function(IDLE)  # the engine answered: the board shows this click
    page.wait_for_function(f"Number(document.body.dataset.moves) > {moves_before}")
    return player


# ---------------------------------------------------------------- phones (issue 12)
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
    "device_scale_factor": 2,
    "service_workers": "block",
}

# The two screens the screenshot benches (bench/tutorial_shots.py, bench/review_shots.py) take,
# as contexts: a phone at 1× (its PNGs at the CSS size) and a desk, both without animations.
SHOT_SCREENS = {
    "phone": {**PHONE, "device_scale_factor": 1, "reduced_motion": "reduce"},
    "desk": {"viewport": {"width": 1280, "height": 800}, "service_workers": "block", "reduced_motion": "reduce"},
}

# Sizes as a player's finger and eye meet them, in CSS px after the SVG is scaled.
_MEASURE_JS = """() => {
  const visible = (e) => { const b = e.getBoundingClientRect(); return b.width > 0 && b.height > 0; };
  const px = (t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
  const out = {overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
               small_targets: [], tiny_texts: [], small_choice_texts: [], short_buttons: []};
  for (const svg of document.querySelectorAll('#board svg, #panels svg')) {
    if (!visible(svg)) continue;
    for (const t of svg.querySelectorAll('text')) {
      if (!t.textContent.trim() || !t.getBBox().width) continue;
      const size = px(t);
      if (size < 9) out.tiny_texts.push([Math.round(size * 10) / 10, t.textContent.slice(0, 30)]);
      if (size < 12 && t.closest('[data-click].legal')) out.small_choice_texts.push([Math.round(size * 10) / 10, t.textContent.slice(0, 30)]);
    }
  }
  for (const e of document.querySelectorAll('#board [data-click].legal')) {
    const b = e.getBoundingClientRect();
    if (b.width < 44 || b.height < 44) out.small_targets.push([Math.round(b.width), Math.round(b.height), e.dataset.click]);
  }
  for (const b of document.querySelectorAll('button')) {
    if (!visible(b) || getComputedStyle(b).visibility === 'hidden') continue;
    const h = b.getBoundingClientRect().height;
    if (h < 44) out.short_buttons.push([Math.round(h), b.textContent.trim().slice(0, 20)]);
  }
  const prompt = document.querySelector('#prompt');
  if (prompt && visible(prompt)) out.prompt_px = parseFloat(getComputedStyle(prompt).fontSize);
  return out;
}"""


# Two frames (motion.js starts a move's animations in the next one), then every finite
# animation's end: the board as it rests.
_MOTION_END = """new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  .then(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => null))))"""


def let_motion_end(page) -> None:
    """Wait until the latest move's animation has ended (what is measured is where things rest)."""
    page.evaluate(_MOTION_END)


def phone_size_problems(page) -> dict:
    """What breaks the phone sizes now: horizontal overflow, legal targets under 44 × 44 px,
    board text under 9 px, text of a legal choice under 12 px, visible buttons under 44 px."""
    let_motion_end(page)  # measured as drawn, not while a move's animation scales it
    found = page.evaluate(_MEASURE_JS)
    return {
        k: v
        for k, v in found.items()
        if (k == "overflow" and v > 0) or (isinstance(v, list) and v) or (k == "prompt_px" and v < 12)
    }


def tap_planned_move(page) -> None:
    """Tap, on the main board, the clicks of the move our bot would choose for the acting human
    (like play_planned_move, by touch). Every token must be on the main drawing: nothing the
    player decides may hide in another tab."""
    moves_before = page.evaluate("window.ludotecaShell.snap.record.moves.length")
    _, clicks = planned_clicks(page)
    for token in clicks:
        target = page.locator(f"#board [data-click='{token}']").first
        assert target.count(), f"{token} is not on the main board"
        target.tap()  # at its centre: a tap inside a legal target plays it, whatever lies there
        page.wait_for_function(IDLE)
    page.wait_for_function(f"window.ludotecaShell.snap.record.moves.length > {moves_before}")


def message_pattern(english: str) -> re.Pattern:
    """A pattern a whole shown text matches if it is the English message `english` with its
    {placeholders} filled in (they match anything): how the language tests spot English left."""
    return re.compile(".+".join(re.escape(part) for part in re.split(r"\{\w*\}", english)), re.S)


def play_until_link_or_end(page: Page) -> str | None:
    """Click legal targets until the page offers a link to send (returned) or the game ends."""
    for _ in range(2000):
        if page.locator("#result[open]").count():
            return None
        link = page.locator("#link-panel:not([hidden]) #link-rows input")
        if link.count():
            return link.first.input_value()
        settle(page)
        legal = page.locator("#board [data-click].legal")
        if legal.count():
            click_target(legal.first)
            settle(page)
    raise AssertionError("neither a link nor the end")
