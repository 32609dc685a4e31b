"""Screenshots of every tutorial step (issue 36), to be looked at: each shipped game's tutorial
followed as a player follows it — Next where offered, a tap (a click at the desk) on what is
pointed at — on a phone (390 × 844, touch) and at a desk (1280 × 800), in English, German and
French. One PNG per step, what the screen shows (not the whole page), plus contact sheets of
several steps side by side for a first look; then look at the single shots for the details.

It also prints, per step, what it can measure of "cut or off the edge": texts of the board
whose box leaves the screen sideways, boxes of the page whose words overflow them, and the
pointed marks when one is not wholly on the screen. A printed line is a lead, not a verdict: look.

    make build && PYTHONPATH=py .venv/bin/python bench/tutorial_shots.py            # all
    PYTHONPATH=py .venv/bin/python bench/tutorial_shots.py --games yucata --langs fr --screens phone
    # PNGs in /tmp/tutorial-shots/<game>/<screen>-<lang>-step<NN>[-k].png, sheets in .../sheets/

Needs a built checkout (`make build`): the site is served from the working tree as it is.
"""

import argparse
import base64
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from tests.e2e.pages import BOOT_TIMEOUT_MS, IDLE, SETTLED, SHOT_SCREENS  # noqa: E402

from _browser import chromium  # noqa: E402
from ludoteca.core.registry import shipped_games  # noqa: E402
from ludoteca.devserver import serve  # noqa: E402

TUTORIAL = "window.ludotecaShell.snap && window.ludotecaShell.snap.tutorial"
PER_SHEET = {"phone": 4, "desk": 2}

# What can be measured of words that do not fit: board texts whose box leaves the screen
# sideways (or its SVG), page boxes whose words overflow them, and each pointed mark's place.
CUT_JS = """() => {
  const W = innerWidth, H = innerHeight, out = [];
  const shown = (e) => { const b = e.getBoundingClientRect(); return b.width > 0 && b.height > 0
    && getComputedStyle(e).visibility !== 'hidden'; };
  for (const t of document.querySelectorAll('#board svg text, #panels svg text, #tutorial-box svg text')) {
    if (!t.textContent.trim() || !shown(t)) continue;
    const b = t.getBoundingClientRect(), svg = t.ownerSVGElement.getBoundingClientRect();
    if (b.left < -1 || b.right > W + 1) out.push(`off the screen sideways: "${t.textContent.trim().slice(0, 40)}"`);
    else if (b.left < svg.left - 1 || b.right > svg.right + 1) out.push(`outside its drawing: "${t.textContent.trim().slice(0, 40)}"`);
  }
  for (const e of document.querySelectorAll('#tutorial-box, #tutorial-box *, #prompt, #prompt *, #bar button, header *, .tabs *')) {
    if (!shown(e) || e.closest('.visually-hidden')) continue;
    if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'auto')
      out.push(`words overflow #${e.id || e.tagName.toLowerCase()}: "${e.textContent.trim().slice(0, 40)}"`);
    const b = e.getBoundingClientRect();
    if (b.right > W + 1) out.push(`past the right edge: #${e.id || e.tagName.toLowerCase()}`);
  }
  for (const e of document.querySelectorAll('#prompt, #tutorial-text'))
    if (shown(e) && e.scrollHeight > e.clientHeight + 1)
      out.push(`words cut at the bottom of #${e.id} (${e.scrollHeight} > ${e.clientHeight} px): "${e.textContent.trim().slice(-40)}"`);
  for (const aim of document.querySelectorAll('#board [data-mark="point"]')) { const b = aim.getBoundingClientRect();
    if (b.width && (b.top < 0 || b.bottom > H || b.left < 0 || b.right > W))
      out.push(`pointed ${aim.dataset.click || aim.dataset.piece || 'mark'} not wholly on screen (${Math.round(b.top)}–${Math.round(b.bottom)} of ${H})`); }
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
    out.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - document.documentElement.clientWidth} px`);
  return out;
}"""


def settle(page) -> None:
    page.wait_for_function(SETTLED, timeout=BOOT_TIMEOUT_MS)
    page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def follow(browser, url: str, game: str, lang: str, screen: str, out: pathlib.Path) -> list[pathlib.Path]:
    """Follow `game`'s tutorial to its last step; a shot of each step as it opens and once more
    after each Next or tap within it. Returns the PNGs written."""
    context = browser.new_context(**SHOT_SCREENS[screen])
    page, shots, seen = context.new_page(), [], {}
    touch = screen == "phone"
    try:
        page.goto(f"{url}/index.html?tutorial={game}&lang={lang}&botDelay=0&forcedDelay=0")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        page.wait_for_selector("#tutorial-box:not([hidden])", timeout=BOOT_TIMEOUT_MS)
        for _ in range(400):
            settle(page)
            shown = page.evaluate(TUTORIAL)
            if shown is None:
                break
            step = shown["step"]
            seen[step] = seen.get(step, 0) + 1
            # The step as it opens; the box scrolled to as the page scrolls it, nothing more.
            path = out / f"{screen}-{lang}-step{step:02d}{'' if seen[step] == 1 else f'-{seen[step]}'}.png"
            page.screenshot(path=str(path))
            shots.append(path)
            for problem in page.evaluate(CUT_JS):
                print(f"  {game} {screen} {lang} step {step}: {problem}", flush=True)
            if shown["done"] or page.locator("#result[open]").count():
                break
            before = page.evaluate(f"JSON.stringify({TUTORIAL}.progress)")
            if shown["next"]:
                button = page.locator("#tutorial-next")
                button.tap() if touch else button.click()
                page.wait_for_function(f"{IDLE} && JSON.stringify({TUTORIAL}.progress) !== {before!r}")
            else:
                aim = page.locator("#board [data-click].legal[data-mark='point']").first
                if not aim.count():
                    aim = page.locator("#board [data-click].legal").first
                aim.scroll_into_view_if_needed()
                aim.tap() if touch else aim.click()
                page.wait_for_function(IDLE)
        else:
            print(f"  {game} {screen} {lang}: stopped after 400 shots", flush=True)
    finally:
        context.close()
    return shots


def contact_sheets(browser, shots: list[pathlib.Path], screen: str, name: str, sheets: pathlib.Path) -> None:
    """The shots side by side, PER_SHEET a sheet, each under its file name, at full size."""
    page = browser.new_page(viewport={"width": 400, "height": 400})
    for k in range(0, len(shots), PER_SHEET[screen]):
        group = shots[k : k + PER_SHEET[screen]]
        cells = "".join(
            f"<figure><figcaption>{p.name}</figcaption><img src='data:image/png;base64,{base64.b64encode(p.read_bytes()).decode()}'></figure>"
            for p in group
        )
        page.set_content(
            "<style>body{margin:0;display:flex;gap:6px;background:#444}figure{margin:0}"
            "figcaption{font:14px sans-serif;color:#fff;padding:2px}img{display:block}</style>" + cells
        )
        page.wait_for_function("[...document.images].every((i) => i.complete)")
        page.screenshot(path=str(sheets / f"{name}-{k // PER_SHEET[screen] + 1:02d}.png"), full_page=True)
    page.close()


def main() -> None:
    games = [g.id for g in shipped_games() if g.has_tutorial]
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=games)
    parser.add_argument("--langs", nargs="*", default=["en", "de", "fr"])
    parser.add_argument("--screens", nargs="*", default=list(SHOT_SCREENS))
    parser.add_argument("--out", type=pathlib.Path, default=pathlib.Path("/tmp/tutorial-shots"))
    args = parser.parse_args()
    sheets = args.out / "sheets"
    sheets.mkdir(parents=True, exist_ok=True)
    with serve(ROOT) as url, chromium() as browser:
        for game in args.games:
            (args.out / game).mkdir(exist_ok=True)
            for screen in args.screens:
                for lang in args.langs:
                    shots = follow(browser, url, game, lang, screen, args.out / game)
                    print(f"{game} {screen} {lang}: {len(shots)} shots", flush=True)
                    contact_sheets(browser, shots, screen, f"{game}-{screen}-{lang}", sheets)


if __name__ == "__main__":
    main()
