"""Languages in the page (issue 16): a German browser gets the lobby in German without a word
of the shell in English (not even before the strings arrive), `?lang=fr` wins over the browser,
the header's switch is remembered across a reload, `<html lang>` follows, the engine answers
in the page's language from its first call, and switching in the middle of a game against a bot
shows the same game again in the other language."""

import re

import pytest
from playwright.sync_api import Page, expect

from ludoteca import i18n_tools
from ludoteca.core import i18n

from .conftest import guard_local_only
from .pages import BOOT_TIMEOUT_MS, message_pattern, play_planned_move, settle

pytestmark = pytest.mark.e2e

# A probe of the engine's language: a language it does not speak is refused in the language
# of the call (core/i18n.py SITE domain).
REFUSAL = "Ludoteca speaks English, German and French (en, de, fr)."
PROBE = "window.ludotecaShell.call('language', {lang: 'xx'}).then(() => null, (err) => err.message)"


# The manifest the page links (the words shown when the site is installed), as served.
MANIFEST = """(async () => { const href = document.querySelector("link[rel='manifest']").href;
  return { href, ...(await (await fetch(href)).json()) }; })()"""


def engine_refusal(lang: str) -> str:
    i18n.SITE.forget()
    i18n.use(lang)
    try:
        return i18n.SITE.gettext(REFUSAL)
    finally:
        i18n.use(i18n.SOURCE)


def english_patterns(lang: str) -> list[re.Pattern]:
    """The shell's English messages whose translation in `lang` differs, as whole-text patterns
    ({placeholders} match anything)."""
    strings = i18n_tools.shell_strings(lang)
    found = []
    for message in i18n_tools.extract(i18n_tools.get_domain("shell")):
        if not message.id:
            continue
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        translated = strings.get(ids[0])
        forms = [translated] if isinstance(translated, str) else list(translated or [])
        for english in ids:
            if english in forms or len(english) < 3:
                continue
            found.append(message_pattern(english))
    return found


# What a reader sees of the page's words: the visible elements' own text, and the titles and
# labels read out.
SHOWN_TEXTS = """() => {
  const out = [];
  const visible = (e) => !!(e.offsetWidth || e.offsetHeight || e.getClientRects().length);
  for (const e of document.querySelectorAll('body *')) {
    // the engine's words (the games' own catalogs)
    if (e.closest('svg, #rules-body, .option, #setup-title, #setup-tagline, .game-card, #log, #prompt, #message, '
                  + '#table-game, #board-tabs, #result-summary, #result-scores td, #result-table')) continue;
    for (const attr of ['title', 'aria-label']) if (e.getAttribute(attr)) out.push(e.getAttribute(attr));
    if (!visible(e)) continue;
    const own = [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join(' ').trim();
    if (own) out.push(own.replace(/\\s+/g, ' '));
    if (e.tagName === 'OPTION' || e.tagName === 'INPUT' && e.type === 'text') out.push(e.textContent || e.value);
  }
  out.push(document.title);
  return out;
}"""


def english_left(page, lang: str) -> list[str]:
    patterns = english_patterns(lang)
    return [text for text in page.evaluate(SHOWN_TEXTS) if any(p.fullmatch(text.strip()) for p in patterns)]


# Records, before every frame until the page is ready, any shell text painted in English.
FLASH_WATCH = """(() => {
  window.__englishPainted = [];
  const look = () => {
    const html = document.documentElement;
    const title = document.getElementById('lobby-title');
    if (title && !html.classList.contains('translating') && title.textContent.trim() === 'Choose a game') {
      window.__englishPainted.push(performance.now());
    }
    if (!document.body || document.body.dataset.ready !== '1') requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()"""


def open_page(page: Page, url: str):
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", timeout=BOOT_TIMEOUT_MS)


@pytest.fixture
def german_page(browser, site_url):
    context = browser.new_context(locale="de-DE", service_workers="block")
    seen = guard_local_only(context)
    page = context.new_page()
    yield page
    context.close()
    assert seen == [], f"requests left localhost: {seen}"


def test_a_german_browser_gets_the_lobby_in_german(german_page, site_url):
    page = german_page
    page.add_init_script(FLASH_WATCH)
    open_page(page, f"{site_url}/index.html?game=yucata")
    assert page.evaluate("navigator.language").startswith("de")
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.locator("#lobby-title")).to_have_text("Wähle ein Spiel")
    expect(page.locator("#language")).to_have_value("de")
    expect(page.locator("#start")).to_have_text("Starten")
    # no name typed: none is made up ("You" was, and travelled in links); the field says what to write
    assert page.locator("input[name='seat-name-0']").input_value() == ""
    assert page.locator("input[name='seat-name-0']").get_attribute("placeholder") == "Dein Name"
    assert page.locator("input[name='seat-name-1']").input_value() == "Bot 1"
    assert page.locator("select[name='seat-kind-1'] option").all_inner_texts() == ["Mensch", "Bot", "Freund per Link"]
    assert english_left(page, "de") == []
    assert page.evaluate("window.__englishPainted") == [], "the lobby was painted in English first"
    # the engine was told the language before anything else
    assert page.evaluate(PROBE) == engine_refusal("de") != REFUSAL
    # installing the site shows its name and description in German
    manifest = page.evaluate(MANIFEST)
    assert manifest["href"].endswith("/build/manifest-de.webmanifest") and manifest["lang"] == "de"
    assert manifest["name"] == "Ludoteca — Brettspiele in deinem Browser"
    # the embed snippet carries the language
    page.click("#embed-box summary")
    expect(page.locator("#embed-code")).to_have_value(re.compile(r"lang=de"))
    # on a phone the header keeps to one line and the page to the screen's width
    page.set_viewport_size({"width": 390, "height": 844})
    header = page.evaluate("""(() => { const h = document.querySelector('header.top');
      return [h.getBoundingClientRect().height, h.scrollWidth - h.clientWidth,
              document.documentElement.scrollWidth - document.documentElement.clientWidth]; })()""")
    assert header[0] < 70 and header[1] <= 0 and header[2] <= 0, header


def test_lang_in_the_address_wins_over_the_browser(german_page, site_url):
    page = german_page
    open_page(page, f"{site_url}/index.html?lang=fr&game=kukulkan")
    assert page.evaluate("document.documentElement.lang") == "fr"
    expect(page.locator("#lobby-title")).to_have_text("Choisissez un jeu")
    expect(page.locator("#language")).to_have_value("fr")
    assert english_left(page, "fr") == []
    assert page.evaluate(PROBE) == engine_refusal("fr")
    # a link to a friend carries no language: each friend reads the game in their own
    link = page.evaluate("window.ludotecaShell.linkUrl('CODE')")
    assert link.endswith("/index.html#CODE") and "lang" not in link


def test_the_switch_is_remembered_across_a_reload(page: Page, site_url, foreign_requests):
    open_page(page, f"{site_url}/index.html?game=yutaka")
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.locator("#lobby-title")).to_have_text("Choose a game")
    assert page.locator("input[name='seat-name-0']").input_value() == ""
    expect(page.locator("input[name='seat-name-0']")).to_have_attribute("placeholder", "Your name")
    page.fill("input[name='seat-name-1']", "Bea")  # a name the player wrote stays
    page.select_option("#language", "fr")
    expect(page.locator("#lobby-title")).to_have_text("Choisissez un jeu")
    assert page.evaluate("document.documentElement.lang") == "fr"
    expect(page.locator("input[name='seat-name-0']")).to_have_attribute("placeholder", "Votre nom")
    expect(page.locator("#friend-help")).to_contain_text("Ami par lien")
    assert page.locator("input[name='seat-name-1']").input_value() == "Bea"
    page.wait_for_function("!window.ludotecaShell.busy")
    assert english_left(page, "fr") == []
    assert page.evaluate(PROBE) == engine_refusal("fr")
    page.reload()
    page.wait_for_selector("body[data-ready='1']", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.lang") == "fr"
    expect(page.locator("#language")).to_have_value("fr")
    expect(page.locator("#lobby-title")).to_have_text("Choisissez un jeu")
    page.select_option("#language", "de")
    expect(page.locator("#lobby-title")).to_have_text("Wähle ein Spiel")
    assert page.evaluate("localStorage.getItem('ludoteca.lang')") == "de"
    assert page.evaluate(MANIFEST)["lang"] == "de"
    page.select_option("#language", "en")
    expect(page.locator("#lobby-title")).to_have_text("Choose a game")
    assert page.evaluate(MANIFEST)["href"].endswith("/manifest.webmanifest")


def test_switching_in_the_middle_of_a_game_keeps_the_game(page: Page, site_url, foreign_requests):
    open_page(page, f"{site_url}/index.html?autostart=1&game=yucata&seats=human,bot&seed=11&botDelay=0&forcedDelay=0")
    settle(page)
    for _ in range(2):
        play_planned_move(page)
        settle(page)
    before = page.evaluate("window.ludotecaShell.snap")
    assert len(before["record"]["moves"]) >= 3
    page.evaluate("window.__shown = window.ludotecaShell.snap")
    page.select_option("#language", "de")
    # the game is shown again, from the engine's answer in German
    page.wait_for_function("window.ludotecaShell.snap !== window.__shown && !window.ludotecaShell.busy")
    expect(page.locator("#to-lobby")).to_have_text("Neues Spiel")
    assert page.evaluate("document.documentElement.lang") == "de"
    after = page.evaluate("window.ludotecaShell.snap")
    assert after["record"] == before["record"]
    assert [s["kind"] for s in after["seats"]] == [s["kind"] for s in before["seats"]]
    # a seat nobody named reads in each language ("You" is no name: it travelled in links)
    assert [s["name"] for s in before["seats"]] == ["Player 1", "Bot 1"]
    assert [s["name"] for s in after["seats"]] == ["Spieler 1", "Bot 1"]
    assert len(after["log"]) == len(before["log"])
    assert page.locator("#log li").count() == len(after["log"])
    assert page.locator("#table").is_visible() and page.locator("#lobby").is_hidden()
    assert english_left(page, "de") == []
    assert page.evaluate(PROBE) == engine_refusal("de")
    # and it goes on
    moves = len(after["record"]["moves"])
    play_planned_move(page)
    settle(page)
    assert page.evaluate("window.ludotecaShell.snap.record.moves.length") > moves
    # back to French: the same game again
    page.evaluate("window.__shown = window.ludotecaShell.snap")
    record = page.evaluate("window.ludotecaShell.snap.record")
    page.select_option("#language", "fr")
    page.wait_for_function("window.ludotecaShell.snap !== window.__shown && !window.ludotecaShell.busy")
    expect(page.locator("#to-lobby")).to_have_text("Nouvelle partie")
    assert page.evaluate("window.ludotecaShell.snap.record") == record
