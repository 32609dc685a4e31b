"""Whole games in German and in French through the real page (issue 16): a browser set to
de-DE or fr-FR plays each game against a bot to the score screen, and no English text of any
catalog (the game's, the site's, the shell's) shows in the prompt, the log, the board's words
and names, or the score screen. Two friends by link, one reading German and one French, each
read the same log entries in their own language."""

import re

import pytest
from playwright.sync_api import Page, expect

from ludoteca import i18n_tools
from ludoteca.core.registry import shipped_games

from .conftest import guard_local_only
from .pages import BOOT_TIMEOUT_MS, message_pattern, play_planned_move, settle
from .test_links_page import open_link, play_until_link_or_end

pytestmark = pytest.mark.e2e

LOCALES = {"de": "de-DE", "fr": "fr-FR"}


def _literal_length(english: str) -> int:
    return len(re.sub(r"\{\w*\}|[^A-Za-z]", "", english))


def _same_words(english: str, forms: list[str]) -> bool:
    """Whether every word of the message is in its translation too ("{p}: {n} points" and
    "{p} : {n} points"): then a text it matches tells nothing about the language."""
    words = set(re.findall(r"[A-Za-z]+", re.sub(r"\{\w*\}", "", english)))
    return any(words <= set(re.findall(r"[A-Za-z]+", re.sub(r"\{\w*\}", "", form))) for form in forms)


def translations(lang: str) -> set[str]:
    """Every text of the `lang` catalogs: a word may be English in one place and German in
    another (the Yucata' board's "Start" space is "Start" in German too)."""
    found = set()
    for domain in i18n_tools.domains():
        for message in i18n_tools.read(domain, lang):
            if message.id:
                found.update([message.string] if isinstance(message.string, str) else message.string)
    return found


def english_patterns(lang: str) -> list[re.Pattern]:
    """Every English message of every catalog whose `lang` translation differs, as a pattern a
    whole text must match ({placeholders} match anything); messages of fewer than 5 letters of
    their own ("{n} pts", "OK") are left out: they match too much."""
    patterns = []
    for domain in i18n_tools.domains():
        catalog = i18n_tools.read(domain, lang)
        for message in catalog:
            if not message.id:
                continue
            ids = [message.id] if isinstance(message.id, str) else list(message.id)
            forms = [message.string] if isinstance(message.string, str) else list(message.string)
            for english in ids:
                if english in forms or _literal_length(english) < 5 or _same_words(english, forms):
                    continue
                patterns.append(message_pattern(english))
    return patterns


# The engine's and the shell's words as a player meets them: the prompt, each log entry, the
# score screen, each text and accessible name of the board.
SHOWN = """() => {
  const out = [];
  const add = (where, text) => { if (text && text.trim()) out.push([where, text.trim().replace(/\\s+/g, ' ')]); };
  add('prompt', document.getElementById('prompt').textContent);
  for (const li of document.querySelectorAll('#log li')) add('log', li.textContent);
  for (const e of document.querySelectorAll('#board svg text, #board svg title')) add('board', e.textContent);
  for (const e of document.querySelectorAll('#board [aria-label], #board [data-info]')) {
    add('name', e.getAttribute('aria-label'));
    add('details', (e.getAttribute('data-info') || '').split('\\n')[0]);
  }
  const result = document.querySelector('#result[open]');
  if (result) for (const e of result.querySelectorAll('h2, h3, p, td, th, button')) add('score screen', e.textContent);
  return out;
}"""


def english_shown(page: Page, patterns, lang: str) -> list:
    allowed = translations(lang)
    return [
        (where, text)
        for where, text in page.evaluate(SHOWN)
        if text not in allowed and any(p.fullmatch(text) for p in patterns)
    ]


@pytest.fixture
def localized(browser, request):
    """A page in a browser context whose language is `request.param`'s locale."""
    contexts = []

    def make(lang: str) -> Page:
        # (words are read, not motion: less of it asked for, so bots do not wait for animations)
        context = browser.new_context(locale=LOCALES[lang], service_workers="block", reduced_motion="reduce")
        context.seen = guard_local_only(context)
        contexts.append(context)
        return context.new_page()

    yield make
    for context in contexts:
        context.close()
        assert context.seen == [], f"requests left localhost: {context.seen}"


@pytest.mark.parametrize("lang", sorted(LOCALES))
@pytest.mark.parametrize("game_id", [g.id for g in shipped_games()])
def test_a_whole_game_against_a_bot_shows_no_english(localized, site_url, game_id, lang):
    page = localized(lang)
    page.goto(f"{site_url}/index.html?botDelay=0&forcedDelay=0&game={game_id}")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("body[data-ready='1']")
    assert page.evaluate("document.documentElement.lang") == lang
    page.click("#start")
    patterns = english_patterns(lang)
    found, moves = [], 0
    while True:
        settle(page)
        if page.locator("#result[open]").count():
            break
        if moves % 7 == 0:  # a look at the page now and then
            found += english_shown(page, patterns, lang)
        play_planned_move(page)
        moves += 1
        assert moves < 400
    found += english_shown(page, patterns, lang)
    assert page.locator("#log li").count() > 3
    assert found == [], found[:10]


def test_friends_by_link_read_the_same_log_each_in_their_language(localized, site_url):
    ann, bea = localized("de"), localized("fr")
    ann.goto(f"{site_url}/index.html?botDelay=0&forcedDelay=0&game=yutaka")
    expect(ann.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    ann.select_option("select[name='seat-kind-1']", "remote")
    ann.click("#start")
    ann.fill("#name-ask-input", "Ann")  # asked once, in her language
    ann.click("#name-ask button[type=submit]")
    devices, me = [ann, bea], 0
    for turn in range(4):  # two moves each, passed by link
        url = play_until_link_or_end(devices[me])
        assert url is not None and "lang=" not in url  # a link carries no language
        moves = int(devices[me].get_attribute("body", "data-moves"))
        me = 1 - me
        if turn == 0:  # Bea's first link asks her name, in her language
            bea.goto(url)
            expect(bea.locator("#invite-title")).to_have_text(
                "Ann vous invite à jouer à Yutakâ.", timeout=BOOT_TIMEOUT_MS
            )
            bea.fill("#invite-name-input", "Bea")
            bea.click("#invite-play")
            expect(bea.locator("body")).to_have_attribute("data-moves", str(moves), timeout=BOOT_TIMEOUT_MS)
        else:
            open_link(devices[me], url, moves)
        settle(devices[me])
    logs = [d.evaluate("[...document.querySelectorAll('#log li')].map((li) => li.textContent)") for d in devices]
    assert len(logs[0]) == len(logs[1]) >= 3
    assert all(a != b for a, b in zip(logs[0], logs[1]))  # every entry in each reader's words
    for device, lang in ((ann, "de"), (bea, "fr")):
        assert english_shown(device, english_patterns(lang), lang) == []
        assert device.evaluate("document.documentElement.lang") == lang
