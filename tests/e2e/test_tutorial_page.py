"""Guided first games in the page (issue 29): each shipped game's tutorial completed to the score
screen by taps on a phone and by keyboard alone at a desk, the languages taken in turn across the
games; axe-core clean at every step, the step box's `data-tutorial-step` never going back, the
step's click the only legal target and pointed at. Also: "Learn to play" and the first-time offer
in the lobby, leaving and resuming, an embed. Games without a tutorial yet are skipped."""

import os

import pytest
from playwright.sync_api import Page, expect

from ludoteca.core.registry import shipped_games

from .pages import BOOT_TIMEOUT_MS, IDLE, PHONE, settle, tap_planned_move
from .test_axe_page import assert_clean
from .test_keyboard_page import FOCUSED, keyboard_planned_move, tab_to

pytestmark = pytest.mark.e2e

TUTORED = [game.id for game in shipped_games() if game.has_tutorial]
LANGS = ("en", "de", "fr")
# Each game completed in each of the three languages, by taps on a phone and by keyboard at a
# desk (the third language of a game on one of the two, in turn); across the games, every
# language on both.
RUNS = [(game, LANGS[i % 3], LANGS[(i + 1) % 3]) for i, game in enumerate(TUTORED)]
THIRD = [(game, LANGS[(i + 2) % 3], "phone" if i % 2 == 0 else "desk") for i, game in enumerate(TUTORED)]
ON_A_PHONE = [(game, lang) for game, lang, _ in RUNS] + [(game, lang) for game, lang, s in THIRD if s == "phone"]
AT_A_DESK = [(game, lang) for game, _, lang in RUNS] + [(game, lang) for game, lang, s in THIRD if s == "desk"]
needs_a_tutorial = pytest.mark.skipif(not TUTORED, reason="no shipped game has a tutorial yet")
TUTORIAL = "window.ludotecaShell.snap && window.ludotecaShell.snap.tutorial"
NEXT_WORD = {"en": "Next", "de": "Weiter", "fr": "Suivant"}


def open_tutorial(page: Page, site_url: str, game: str, lang: str, extra: str = "") -> None:
    page.goto(f"{site_url}/index.html?tutorial={game}&lang={lang}&botDelay=0&forcedDelay=0{extra}")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#tutorial-box")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    settle(page)


def check_step(page: Page, game: str, lang: str, seen: dict) -> dict:
    """The step on screen: its number never goes back, its words are in `lang`, the page is
    clean for axe (once a step). Returns the snapshot's tutorial."""
    shown = page.evaluate(TUTORIAL)
    step = int(page.locator("#tutorial-box").get_attribute("data-tutorial-step"))
    assert step == shown["step"] >= seen["step"], (step, shown, seen)
    assert page.locator("#tutorial-text").inner_text() == shown["text"]
    if lang != "en" and not shown["done"]:
        english = get_english(game, step)
        assert "{p" in english or shown["text"] != english, f"{game}/{lang}: step {step} in English"
    key = (step, shown["next"], shown["done"])
    if key != seen.get("checked"):
        seen["checked"] = key
        assert_clean(page, f"{game}'s tutorial, step {step} ({lang})", game)
        seen["axe"] += 1
    seen["step"] = step
    return shown


def get_english(game: str, step: int) -> str:
    tutorial = next(g for g in shipped_games() if g.id == game).tutorial
    return tutorial.steps[step - 1].text


def the_steps_click(page: Page):
    """The one legal target of a step that waits for a move, pointed at."""
    legal = page.locator("#board [data-click].legal")
    expect(legal).to_have_count(1)
    assert legal.first.get_attribute("data-mark") == "point"
    return legal.first


def wait_answered(page: Page, moves_or_step: str) -> None:
    page.wait_for_function(f"{IDLE} && ({moves_or_step})", timeout=BOOT_TIMEOUT_MS)
    settle(page)


def finish(page: Page, game: str, lang: str, seen: dict) -> None:
    expect(page.locator("#result")).to_be_visible()
    # The last step shown (its number may come with the move that ends the game).
    last = int(page.locator("#tutorial-box").get_attribute("data-tutorial-step"))
    assert last == page.evaluate(TUTORIAL)["count"] >= seen["step"]
    assert page.evaluate(TUTORIAL)["done"]
    assert_clean(page, f"{game}'s tutorial, the score screen ({lang})", game)


@needs_a_tutorial
@pytest.mark.parametrize(("game", "lang"), ON_A_PHONE)
def test_a_tutorial_by_taps_on_a_phone(browser, site_url, game, lang):
    # (the steps are checked, not the motion: test_motion_page.py; so the bots do not wait for it)
    context = browser.new_context(**PHONE, reduced_motion="reduce")
    page = context.new_page()
    try:
        open_tutorial(page, site_url, game, lang)
        expect(page.locator("#tutorial-next")).to_have_text(NEXT_WORD[lang])
        seen = {"step": 0, "axe": 0}
        for _ in range(3000):
            settle(page)
            if page.locator("#result[open]").count():
                break
            shown = check_step(page, game, lang, seen)
            before = page.evaluate("JSON.stringify(window.ludotecaShell.snap.tutorial.progress)")
            moves = page.evaluate("window.ludotecaShell.snap.record.moves.length")
            if shown["next"]:
                page.locator("#tutorial-next").tap()
                wait_answered(page, f"JSON.stringify({TUTORIAL}.progress) !== {before!r}")
            elif not shown["done"]:
                # The box never covers the pointed part: both in sight, apart.
                target = the_steps_click(page)
                box, aim = page.locator("#tutorial-box").bounding_box(), target.bounding_box()
                assert box["y"] + box["height"] <= aim["y"] or aim["y"] + aim["height"] <= box["y"]
                target.tap()
                wait_answered(page, "true")
            else:
                tap_planned_move(page)
            assert page.evaluate("window.ludotecaShell.snap.record.moves.length") >= moves
        finish(page, game, lang, seen)
        assert seen["axe"] >= 2
    finally:
        context.close()


@needs_a_tutorial
@pytest.mark.parametrize(("game", "lang"), AT_A_DESK)
def test_a_tutorial_by_keyboard_alone_at_a_desk(page: Page, site_url, foreign_requests, game, lang):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_tutorial(page, site_url, game, lang)
    seen = {"step": 0, "axe": 0}
    counts = {"moves": 0, "arrows": 0, "presses": 0, "escaped": True, "privacy": 0, "unreachable": []}
    for _ in range(3000):
        settle(page)
        if page.locator("#result[open]").count():
            break
        shown = check_step(page, game, lang, seen)
        if shown["next"]:
            before = page.evaluate(f"JSON.stringify({TUTORIAL}.progress)")
            tab_to(page, "e.id === 'tutorial-next'")
            page.keyboard.press("Enter")
            wait_answered(page, f"JSON.stringify({TUTORIAL}.progress) !== {before!r}")
        elif not shown["done"]:
            token = the_steps_click(page).get_attribute("data-click")
            moves = page.evaluate("window.ludotecaShell.snap.record.moves.length")
            tab_to(page, "e.dataset && e.dataset.click")
            assert page.evaluate(FOCUSED) == token  # the board's one stop: the step's click
            page.keyboard.press("Enter")
            wait_answered(
                page,
                f"window.ludotecaShell.snap.record.moves.length > {moves} || {TUTORIAL}.step !== {shown['step']} || window.ludotecaShell.snap.can_cancel",
            )
        else:
            keyboard_planned_move(page, counts)
    finish(page, game, lang, seen)


@needs_a_tutorial
def test_learn_to_play_leave_and_resume(page: Page, site_url, foreign_requests):
    game = TUTORED[0]
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}/index.html?game={game}&botDelay=0")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("body[data-ready='1']", state="attached")
    # A game never played here: the offer, beside Start, in the lobby (never a dialog).
    expect(page.locator("#learn-offer")).to_be_visible()
    expect(page.locator("#learn")).to_be_hidden()  # (the offer holds the same button)
    assert page.locator("dialog[open]").count() == 0
    assert_clean(page, "the lobby with the tutorial offered")
    page.locator("#learn-offer-yes").click()
    expect(page.locator("#tutorial-box")).to_have_attribute("data-tutorial-step", "1")
    settle(page)
    if page.evaluate(TUTORIAL)["next"]:
        page.locator("#tutorial-next").click()
        expect(page.locator("#tutorial-box")).not_to_have_attribute("data-tutorial-step", "1")
    settle(page)
    step = page.locator("#tutorial-box").get_attribute("data-tutorial-step")
    # A reload comes back to it.
    page.reload()
    expect(page.locator("#tutorial-box")).to_have_attribute("data-tutorial-step", step, timeout=BOOT_TIMEOUT_MS)
    # Left, it stays in the lobby's list; Learn to play resumes it at the same step.
    page.locator("#tutorial-leave").click()
    expect(page.locator("#lobby")).to_be_visible()
    expect(page.locator("#saves-live li")).to_have_count(1)
    page.locator(f".game-card[data-game='{game}']").click()
    expect(page.locator("#learn-offer")).to_be_hidden()  # played now: offered no more
    page.locator("#learn").click()
    expect(page.locator("#tutorial-box")).to_have_attribute("data-tutorial-step", step, timeout=BOOT_TIMEOUT_MS)


@needs_a_tutorial
def test_a_tutorial_in_an_embed(page: Page, site_url, foreign_requests):
    game = TUTORED[-1]
    open_tutorial(page, site_url, game, "fr", extra=f"&embed={game}")
    expect(page.locator("#tutorial-leave")).to_be_hidden()  # nothing to leave to
    expect(page.locator("#tutorial-next")).to_have_text("Suivant")


@needs_a_tutorial
def test_no_thanks_puts_the_offer_away_for_good(page: Page, site_url, foreign_requests):
    game = TUTORED[0]
    page.goto(f"{site_url}/index.html?game={game}")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    page.locator("#learn-offer-no").click()
    expect(page.locator("#learn-offer")).to_be_hidden()
    expect(page.locator("#learn")).to_be_visible()
    expect(page.locator("#start")).to_be_focused()
    page.reload()
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#learn")).to_be_visible()
    expect(page.locator("#learn-offer")).to_be_hidden()


def test_no_offer_for_a_game_without_a_tutorial(page: Page, site_url, foreign_requests):
    untutored = [game.id for game in shipped_games() if not game.has_tutorial]
    if not untutored:
        pytest.skip("every shipped game has a tutorial")
    page.goto(f"{site_url}/index.html?game={untutored[0]}")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#learn")).to_be_hidden()
    expect(page.locator("#learn-offer")).to_be_hidden()


# ---------------------------------------------------------------- followed as a newcomer follows
SHOTS = os.environ.get("LUDOTECA_TUTORIAL_SHOTS")  # a folder: a screenshot of every step there
IN_VIEW = """(el) => { const r = el.getBoundingClientRect();
  return r.width > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1; }"""
# As a step opens: every pointed mark (its ring too) on screen when they fit it together (else the awaited one,
# which tap_in_place checks), and the prompt with them when that fits too; a board target tapped
# keeps no tap highlight into the next step. Returns what is wrong.
OPENED_STEP = """() => {
  const out = [], H = innerHeight, W = innerWidth;
  const drawn = [...document.querySelectorAll('#board-area [data-mark="point"]')]
    .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 || r.height > 0; });
  const rects = drawn.map((el) => el.getBoundingClientRect());
  const span = (rs) => Math.max(...rs.map((r) => r.bottom)) - Math.min(...rs.map((r) => r.top));
  const off = (r, ring = 0) => r.top < ring - 1 || r.left < ring - 1 || r.bottom > H - ring + 1 || r.right > W - ring + 1;
  if (rects.length && span(rects) <= H - 20)
    drawn.forEach((el, i) => { if (off(rects[i], 6))   // with its dashed ring
      out.push(`pointed ${el.dataset.click || el.dataset.piece || el.id} off screen (top ${Math.round(rects[i].top)} of ${H})`); });
  const prompt = document.getElementById('prompt').getBoundingClientRect();
  const box = document.getElementById('tutorial-box').getBoundingClientRect();
  if (span([prompt, box, ...rects]) <= H - 20 && off(prompt)) out.push(`the prompt is off screen (top ${Math.round(prompt.top)})`);
  for (const el of document.querySelectorAll('#board-area [data-click]')) {
    const wash = getComputedStyle(el).webkitTapHighlightColor;
    if (wash !== 'rgba(0, 0, 0, 0)') { out.push(`a board target is washed when tapped (${wash})`); break; }
  }
  return out;
}"""


def tap_in_place(page: Page, element) -> None:
    """A finger's tap (a mouse's click at a desk) where the element is on screen now: nothing
    scrolls it there first."""
    assert element.evaluate(IN_VIEW), "the tutorial's pointer or Next is off screen"
    box = element.bounding_box()
    x, y = box["x"] + min(box["width"] / 2, 30), box["y"] + min(box["height"] / 2, 10)
    if page.evaluate("matchMedia('(pointer: coarse)').matches"):
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)


def follow_by_taps(page: Page, game: str, lang: str, shots: str | None) -> list[int]:
    """Tap what the step points at, Next where offered, until the tutorial hands over the game;
    every pointed target must already be on screen (the page brought it there). Returns the
    steps seen."""
    steps = []
    for _ in range(400):
        settle(page)
        shown = page.evaluate(TUTORIAL)
        if shown["done"]:
            break
        page.wait_for_timeout(450)  # a smooth scroll to the pointer ends
        if not steps or steps[-1] != shown["step"]:
            steps.append(shown["step"])
            box = page.locator("#tutorial-box")
            assert box.evaluate(IN_VIEW), f"step {shown['step']}: the step box is not wholly on screen"
            assert page.evaluate(OPENED_STEP) == [], f"{game}/{lang}: step {shown['step']}"
            if shots:
                size = page.viewport_size
                page.screenshot(path=f"{shots}/{game}-{lang}-{size['width']}-step{shown['step']:02}.png")
        # A step's path of several clicks moves the pointer on (its target) before the move is made.
        where = (
            f"JSON.stringify([{TUTORIAL}.progress, {TUTORIAL}.target, window.ludotecaShell.snap.record.moves.length])"
        )
        before = page.evaluate(where)
        if shown["next"]:
            tap_in_place(page, page.locator("#tutorial-next"))
        else:
            token = shown["target"]
            assert token, f"step {shown['step']} waits for a tap, yet points at nothing"
            marked = page.locator(f'#board-area [data-mark="point"][data-click="{token}"]')
            tap_in_place(page, marked.first)
        page.wait_for_function(f"{IDLE} && {where} !== {before!r}", timeout=BOOT_TIMEOUT_MS)
    return steps


@needs_a_tutorial
@pytest.mark.parametrize(("game", "lang"), [(game, LANGS[i % 3]) for i, game in enumerate(TUTORED)])
def test_a_newcomer_tapping_what_is_pointed_at_gets_a_live_game(browser, site_url, game, lang):
    context = browser.new_context(**PHONE, reduced_motion="reduce")
    page = context.new_page()
    try:
        open_tutorial(page, site_url, game, lang)
        steps = follow_by_taps(page, game, lang, SHOTS)
        count = page.evaluate(TUTORIAL)["count"]
        assert steps == list(range(1, count + 1))
        snap = page.evaluate("window.ludotecaShell.snap")
        assert snap["tutorial"]["done"] and not snap["over"], "the tutorial handed over a finished game"
        expect(page.locator("#result")).to_be_hidden()
    finally:
        context.close()
