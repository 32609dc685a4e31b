"""axe-core on the real page (issue 17): every rule of WCAG 2.2 AA and axe's best practices, on
the lobby, each game in progress against a bot (desk, and one on a phone), the score screen, the
rules, describe and keys dialogs, and the replay view, in English and in German. The shell must
have no violation at all. A violation inside a game's own drawing (#board/#panels SVG) is the
game's to fix: those known and reported are listed in GAME_DRAWING, and any other fails too."""

import pathlib
import random
import re
import unicodedata
import xml.etree.ElementTree as ET

import pytest
from playwright.sync_api import Page, expect

from ludoteca.core import i18n
from ludoteca.table import Table

from .pages import BOOT_TIMEOUT_MS, PHONE, settle

pytestmark = pytest.mark.e2e

AXE = pathlib.Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]

# Reported to the games' owners (issue 17), not the shell's to change: (game, rule) seen on the
# targets a game draws. Listed so that the test still fails on anything new. (Empty: the
# label-content-name-mismatch of Yucata's cards, Kukulkán's helps and Santa Monica's tiles is
# fixed — test_drawn_targets_are_named_by_their_visible_words below checks many positions.)
GAME_DRAWING: set[tuple[str, str]] = set()

RUN_AXE = """async (tags) => {
  const result = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
  const inDrawing = (selector) => { try { const e = document.querySelector(selector);
      return Boolean(e && e.closest('#board svg, #panels svg')); } catch (err) { return false; } };
  return result.violations.map((v) => ({id: v.id, impact: v.impact,
    nodes: v.nodes.map((n) => ({target: n.target.join(' '), drawing: inDrawing(n.target[n.target.length - 1]),
                                summary: n.failureSummary}))}));
}"""


def violations(page: Page, game: str | None = None) -> list:
    """axe's violations on the page now, less those of GAME_DRAWING in `game`'s drawing."""
    if not page.evaluate("Boolean(window.axe)"):
        page.add_script_tag(path=str(AXE))
    found = []
    for v in page.evaluate(RUN_AXE, TAGS):
        nodes = [n for n in v["nodes"] if not (n["drawing"] and (game, v["id"]) in GAME_DRAWING)]
        if nodes:
            found.append({**v, "nodes": nodes})
    return found


def assert_clean(page: Page, where: str, game: str | None = None) -> None:
    found = violations(page, game)
    lines = [f"{v['id']} ({v['impact']}): {n['target']} — {n['summary']}" for v in found for n in v["nodes"][:5]]
    assert not found, f"axe on {where}:\n" + "\n".join(lines)


# Headings of level one a screen reader finds (hidden sections left out): exactly one at all times.
H1S = "[...document.querySelectorAll('h1')].filter((h) => !h.closest('[hidden]')).map((h) => h.textContent)"


MARKER_CONTRAST = """[...document.querySelectorAll('#log li[data-seat]')].map((li) => {
  const rgb = getComputedStyle(li, '::marker').color.match(/\\d+/g).slice(0, 3).map(Number);
  const lum = rgb.map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const l = 0.2126 * lum[0] + 0.7152 * lum[1] + 0.0722 * lum[2];
  return 1.05 / (l + 0.05); })"""


def open_game(page: Page, site_url: str, game: str, lang: str = "en", seats: str = "human,bot") -> None:
    page.goto(
        f"{site_url}/index.html?autostart=1&game={game}&seats={seats}&seed=3&botDelay=0&forcedDelay=0&lang={lang}"
    )
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("#board svg", state="attached", timeout=BOOT_TIMEOUT_MS)
    settle(page)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_lobby(page: Page, site_url, foreign_requests, lang):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}/index.html?game=yucata&lang={lang}")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("body[data-ready='1']", state="attached")
    assert len(page.evaluate(H1S)) == 1
    assert_clean(page, f"the lobby ({lang})")


@pytest.mark.parametrize("game", ["yutaka", "yucata", "kukulkan", "santa_monica"])
def test_each_game_in_progress_at_a_desk(page: Page, site_url, foreign_requests, game):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_game(page, site_url, game)
    assert page.evaluate(H1S) == [page.locator("#table-game").text_content()] != [""]
    assert_clean(page, f"{game} in progress", game)
    # The rules, the keys and (when the engine describes positions) the description.
    page.locator("#table-rules").click()
    expect(page.locator("#rules")).to_be_visible()
    assert_clean(page, f"{game}'s rules", game)
    page.keyboard.press("Escape")
    expect(page.locator("#rules")).to_be_hidden()
    page.locator("#more").click()  # at a desk: Describe and Keys open under it
    expect(page.locator("#show-keys")).to_be_visible()
    assert_clean(page, "the More… menu at a desk", game)
    page.locator("#show-keys").click()
    expect(page.locator("#keys")).to_be_visible()
    assert_clean(page, "the keys dialog", game)
    page.keyboard.press("Escape")


def test_a_game_in_german_with_its_dialogs(page: Page, site_url, foreign_requests):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_game(page, site_url, "santa_monica", lang="de")
    assert_clean(page, "Santa Monica in German", "santa_monica")
    page.locator("#table-rules").click()
    assert_clean(page, "the rules in German", "santa_monica")
    page.keyboard.press("Escape")
    page.locator("#more").click()
    page.locator("#describe-open").click()
    page.wait_for_function("document.querySelector('#describe[open]') || !document.querySelector('#message').hidden")
    assert_clean(page, "describe in German", "santa_monica")


def test_a_game_on_a_phone(browser, site_url):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    try:
        open_game(page, site_url, "yucata")
        assert page.evaluate(H1S) == ["Yucata'"]
        assert_clean(page, "Yucata' on a phone", "yucata")
        page.locator("#board-tabs [role=tab]").last.tap()  # the log, a tab on a phone
        assert_clean(page, "Yucata's log on a phone", "yucata")
        page.locator("#more").tap()
        assert_clean(page, "the More… row on a phone", "yucata")
    finally:
        context.close()


def test_friends_by_link_name_question_and_first_screen(page: Page, browser, site_url, foreign_requests):
    from ludoteca.core import encode_link, new_record

    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}/index.html?game=yutaka")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    page.select_option("select[name='seat-kind-1']", "remote")
    assert_clean(page, "the lobby with a friend by link")
    page.click("#start")
    expect(page.locator("#name-ask")).to_be_visible()
    assert_clean(page, "the name question")
    # a friend's first screen, on a phone, with its rules open
    link = encode_link(
        {
            "record": new_record("yutaka", {}, 4),
            "for": 1,
            "seats": [{"kind": "remote", "name": "Ann"}, {"kind": "remote", "name": None}],
        }
    )
    context = browser.new_context(**PHONE)
    phone = context.new_page()
    try:
        phone.goto(f"{site_url}/index.html#{link}")
        expect(phone.locator("#invite-title")).to_have_text("Ann invites you to play Yutakâ.", timeout=BOOT_TIMEOUT_MS)
        phone.locator("#invite .invite-rules summary").tap()
        assert_clean(phone, "a link's first screen on a phone")
    finally:
        context.close()


def test_score_screen_and_replay(page: Page, site_url, foreign_requests):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_game(page, site_url, "yucata", seats="bot,bot")  # the bots play it to the end
    expect(page.locator("#result")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    for table in page.locator("#result table").all():
        assert table.locator("th[scope=col]").count() >= 1 and table.locator("th[scope=row]").count() >= 1
        assert table.get_attribute("aria-labelledby") or table.locator("caption").count()
    assert_clean(page, "the score screen", "yucata")
    # axe reads no ::marker: the log's seat colours (Yucata's orange and teal are light) are
    # darkened until their numbers read at 4.5:1 on the log's white.
    ratios = page.evaluate(MARKER_CONTRAST)
    assert ratios and min(ratios) >= 4.5, ratios
    page.locator("#result-close").click()
    page.locator("#open-replay").click()
    expect(page.locator("#replay-bar")).to_be_visible()
    settle(page)
    assert_clean(page, "the replay", "yucata")
    page.locator("#replay-back").click()
    settle(page)
    assert_clean(page, "the replay, a move back", "yucata")


# ---------------------------------------------------------------- label in name, without a browser
# axe's label-content-name-mismatch (WCAG 2.5.3) on many more positions than the page tests
# reach: every legal target of the drawings of a played game, on both screens, in English,
# German and French. As axe reads them (axe-core 4.x, visibleVirtual and isLabelContainedInName):
# the visible text is every text node inside the target but <title>'s, run together; words are
# letters and digits, after NFKD, lower case, and with (parentheticals) left out; the name must
# hold the visible words as one run. A target without an aria-label is named by the shell
# (table.js prepareFocus: the first line of data-info).

_HIDDEN_TAGS = {"title", "desc", "clipPath", "defs"}


def _visible(element) -> str:
    if element.tag.split("}")[-1] in _HIDDEN_TAGS:
        return ""
    return (element.text or "") + "".join(_visible(child) + (child.tail or "") for child in element)


def _words(text: str) -> list[str]:
    text = unicodedata.normalize("NFKD", text.lower())
    while re.search(r"\([^()]*\)", text):
        text = re.sub(r"\([^()]*\)", "", text)
    return "".join(c if unicodedata.category(c)[0] in "LN" else " " for c in text).split()


def mismatches(svg: str) -> list[tuple[str, str, str]]:
    """(token, name, visible text) of each legal target whose name lacks its visible words."""
    out = []
    for element in ET.fromstring(svg).iter():
        token, classes = element.get("data-click"), (element.get("class") or "").split()
        if token is None or not {"legal", "selected"} & set(classes):
            continue
        seen = " ".join(_visible(element).split())
        shown = _words(seen)
        if len(seen) == 1 and not seen.isdigit() or not shown:
            continue  # nothing a person would read out (axe: incomplete)
        name = element.get("aria-label") or (element.get("data-info") or token).split("\n")[0]
        words = _words(name)
        if not any(words[i : i + len(shown)] == shown for i in range(len(words) - len(shown) + 1)):
            out.append((token, name, seen))
    return out


@pytest.mark.parametrize("game", ["yucata", "kukulkan", "santa_monica", "yutaka"])
def test_drawn_targets_are_named_by_their_visible_words(game):
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "name": "Bot"}]
    table = Table.new(game, {"players": 2}, seats, 5)
    rng, found = random.Random(5), []
    for _ in range(300):
        if table.game.is_over(table.state):
            break
        if table.bot_to_act() is not None:
            table.bot_step()
            continue
        for lang in ("en", "de", "fr"):
            i18n.use(lang)
            for screen in ("wide", "phone"):
                table.screen = screen
                snap = table.snapshot()
                for svg in [snap["svg"]] + [panel["svg"] for panel in snap["panels"]]:
                    found += [(lang, screen, *m) for m in mismatches(svg)]
        i18n.use("en")
        table.screen = "wide"
        tokens = table.next_tokens()
        if not tokens:
            table.play_forced()  # (a pass with nothing else to do)
            continue
        table.click(rng.choice(tokens))
    assert not found, "\n".join(map(str, found[:10]))
