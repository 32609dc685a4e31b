"""Screenshots of the review after a game (issue 36), to be looked at: for each shipped game, a
game against a bot is brought to its last decision in Python (the player's seat played by the
easy bot, so there are mistakes to find), resumed in the page from a save, finished there by
clicks (taps on the phone), then "Review my moves" — a shot of the list — and the first item's
"Show both on the board" — a shot of the replay with the move played (dashed) and the better
one (solid). On a phone (390 × 844, touch) and at a desk (1280 × 800), in English, German and
French.

It also prints what it can measure: the review's words overflowing their box or the screen,
a list taller than the dialog that cannot scroll, items whose two moves read the same, and
marks absent from the board or off screen. A printed line is a lead, not a verdict: look.

    make build && PYTHONPATH=py .venv/bin/python bench/review_shots.py             # all
    PYTHONPATH=py .venv/bin/python bench/review_shots.py --games yucata --langs fr --screens phone
    # PNGs in /tmp/review-shots/<game>/<screen>-<lang>-{list,list-end,board}.png; the items'
    # words in .../<game>/<screen>-<lang>.txt

Needs a built checkout (`make build`): the site is served from the working tree as it is.
"""

import argparse
import json
import pathlib
import random
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from tests.e2e.pages import BOOT_TIMEOUT_MS, IDLE, SETTLED, SHOT_SCREENS  # noqa: E402

from _browser import chromium  # noqa: E402
from ludoteca.core import get_game, new_record, replay  # noqa: E402
from ludoteca.core.registry import shipped_games  # noqa: E402
from ludoteca.devserver import serve  # noqa: E402
from ludoteca.table import Table  # noqa: E402

SEATS = [{"kind": "human", "name": "You"}, {"kind": "bot", "name": "Bot", "level": "normal"}]
SNAP = "window.ludotecaShell.snap"

# The review's words that do not fit, and a list that does not scroll.
LIST_JS = """() => {
  const W = innerWidth, H = innerHeight, out = [];
  const dialog = document.getElementById('result');
  for (const e of document.querySelectorAll('#review, #review *')) {
    const b = e.getBoundingClientRect();
    if (!b.width) continue;
    if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible')
      out.push(`words overflow ${e.tagName.toLowerCase()}.${e.className}: "${e.textContent.trim().slice(0, 50)}"`);
    if (b.right > W + 1 || b.left < -1) out.push(`past the screen's edge: ${e.tagName.toLowerCase()}.${e.className}`);
  }
  const scroller = [dialog, ...dialog.querySelectorAll('*')].find((e) => e.scrollHeight > e.clientHeight + 1
    && ['auto', 'scroll'].includes(getComputedStyle(e).overflowY));
  const d = dialog.getBoundingClientRect();
  if (d.bottom > H + 1 && !scroller) out.push(`the dialog runs ${Math.round(d.bottom - H)} px below the screen and nothing scrolls`);
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
    out.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - document.documentElement.clientWidth} px`);
  return out;
}"""

# The replay's marks: present, and on screen.
MARKS_JS = """() => {
  const W = innerWidth, H = innerHeight, out = [];
  for (const kind of ['played', 'better']) {
    const els = [...document.querySelectorAll(`#board [data-mark='${kind}'], #board [data-mark='both']`)];
    if (!els.length) { out.push(`no ${kind} mark on the board`); continue; }
    const seen = els.some((e) => { const b = e.getBoundingClientRect();
      return b.width > 0 && b.bottom > 0 && b.top < H && b.right > 0 && b.left < W; });
    if (!seen) out.push(`the ${kind} mark is off screen`);
    const s = getComputedStyle(els[0]);
    if (s.outlineStyle === 'none' && s.strokeDasharray === 'none' && !s.filter.includes('drop'))
      out.push(`the ${kind} mark draws nothing (${els[0].tagName})`);
  }
  return out;
}"""


def near_the_end(game_id: str, seed: int) -> dict:
    """A record of `game_id` (2 players) stopped just before seat 0's last decision: both
    seats played by the easy bot in Python to the end, then cut back."""
    bots = [{"kind": "bot", "name": "A", "level": "easy"}, {"kind": "bot", "name": "B", "level": "easy"}]
    table = Table(new_record(game_id, {"players": 2}, seed), bots)
    game = get_game(game_id)
    positions = []
    while not game.is_over(table.state):
        positions.append((table.state, len(table.record["moves"])))
        if table.bot_step() is None:
            raise RuntimeError(f"{game_id}: nobody to act before the end")
    record = table.record
    last = max(i for state, i in positions if record["moves"][i].get("p") == 0 and game.forced_move(state, 0) is None)
    return {**record, "moves": record["moves"][:last]}


def settle(page) -> None:
    page.wait_for_function(SETTLED, timeout=BOOT_TIMEOUT_MS)
    page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def finish(page, touch: bool) -> None:
    """Play the player's remaining moves as the easy bot would, click by click, to the score screen."""
    for _ in range(200):
        settle(page)
        if page.locator("#result[open]").count():
            return
        record = page.evaluate(f"{SNAP}.record")
        game = get_game(record["game"])
        state = replay(record)
        p = 0
        moves = game.legal_moves(state, p) if game.lists_moves else None
        move = game.bot_move(game.view(state, p), moves, random.Random(len(record["moves"])), "easy")
        before = len(record["moves"])
        for token in game.move_path(move)[len(page.evaluate(f"{SNAP}.path || []")) :]:
            target = page.locator(f"#board [data-click='{token}']").first
            target.scroll_into_view_if_needed()
            target.tap() if touch else target.click()
            page.wait_for_function(IDLE)
        page.wait_for_function(
            f"Number(document.body.dataset.moves) > {before} || document.querySelector('#result[open]')"
        )
    raise RuntimeError("the game did not reach the score screen")


def review(browser, url: str, game_id: str, lang: str, screen: str, out: pathlib.Path, seed: int) -> None:
    record = near_the_end(game_id, seed)
    context = browser.new_context(**SHOT_SCREENS[screen])
    page, touch = context.new_page(), screen == "phone"
    where = f"{game_id} {screen} {lang}"
    try:
        page.goto(f"{url}/index.html?lang={lang}&botDelay=0&forcedDelay=0")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        entry = {"record": record, "seats": SEATS, "over": False, "saved": int(time.time() * 1000)}
        page.evaluate(
            "(e) => localStorage.setItem('ludoteca.save.review-shots-' + e.record.game, JSON.stringify(e))", entry
        )
        page.reload()
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        resume = page.locator("#saves-live li [data-action='resume']").first
        resume.tap() if touch else resume.click()
        page.wait_for_function(
            f"{SNAP} && {SNAP}.record.moves.length >= {len(record['moves'])}", timeout=BOOT_TIMEOUT_MS
        )
        finish(page, touch)
        start = page.locator("#review-start")
        start.scroll_into_view_if_needed()
        start.tap() if touch else start.click()
        # (the status says the bot is going through the moves until the answer comes)
        page.wait_for_function(
            "document.querySelector('#review-list li') || !/…/.test(document.getElementById('review-status').textContent)",
            timeout=10 * BOOT_TIMEOUT_MS,
        )
        settle(page)
        items = page.locator("#review-list li button")
        texts = items.all_inner_texts()
        (out / f"{screen}-{lang}.txt").write_text("\n\n".join(texts) or page.inner_text("#review-status"))
        print(f"{where}: {len(texts)} items", flush=True)
        for text in texts:
            lines = text.split("\n")
            if len(lines) >= 3 and lines[1].split(":", 1)[-1].strip() == lines[2].split(":", 1)[-1].strip():
                print(f"  {where}: the two moves read the same: {lines[1]!r}", flush=True)
        page.locator("#review").scroll_into_view_if_needed()
        page.screenshot(path=str(out / f"{screen}-{lang}-list.png"))
        for problem in page.evaluate(LIST_JS):
            print(f"  {where} list: {problem}", flush=True)
        if not texts:
            return
        last = page.locator("#review-list li").last
        last.scroll_into_view_if_needed()
        page.screenshot(path=str(out / f"{screen}-{lang}-list-end.png"))
        items.first.scroll_into_view_if_needed()
        items.first.tap() if touch else items.first.click()
        page.wait_for_selector("body[data-replay-at]", timeout=BOOT_TIMEOUT_MS)
        settle(page)
        page.screenshot(path=str(out / f"{screen}-{lang}-board.png"))
        for problem in page.evaluate(MARKS_JS):
            print(f"  {where} board: {problem}", flush=True)
        (out / f"{screen}-{lang}-item.json").write_text(json.dumps(texts[0].split("\n"), ensure_ascii=False))
    finally:
        context.close()


def main() -> None:
    games = [g.id for g in shipped_games()]
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=games)
    parser.add_argument("--langs", nargs="*", default=["en", "de", "fr"])
    parser.add_argument("--screens", nargs="*", default=list(SHOT_SCREENS))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=pathlib.Path, default=pathlib.Path("/tmp/review-shots"))
    args = parser.parse_args()
    with serve(ROOT) as url, chromium() as browser:
        for game in args.games:
            (args.out / game).mkdir(parents=True, exist_ok=True)
            for screen in args.screens:
                for lang in args.langs:
                    try:
                        review(browser, url, game, lang, screen, args.out / game, args.seed)
                    except Exception as err:  # one failed run does not stop the others: it is said
                        print(f"{game} {screen} {lang}: FAILED {type(err).__name__}: {err}", flush=True)


if __name__ == "__main__":
    main()
