"""The translation catalogs ship complete: every message the code marks has a German and a
French translation with the same {placeholders}, none fuzzy, none stale (py/ludoteca/i18n_tools.py;
the build refuses to ship otherwise)."""

import ast
import json
import re
from urllib.parse import urljoin

import pytest

from ludoteca import build, i18n_tools
from ludoteca.core import i18n


@pytest.mark.parametrize("domain", [d.name for d in i18n_tools.domains()])
def test_every_message_is_translated_with_the_same_placeholders(domain):
    problems = i18n_tools.all_problems([domain])
    assert problems == [], "\n".join(problems[:40])


@pytest.mark.parametrize("domain", [d.name for d in i18n_tools.domains()])
def test_each_catalog_declares_its_language_s_plural_rule(domain):
    rules = {"de": "nplurals=2; plural=(n != 1);", "fr": "nplurals=2; plural=(n > 1);"}
    found = i18n_tools.get_domain(domain)
    for lang in i18n_tools.TRANSLATED:
        assert i18n_tools.read(found, lang).plural_forms == rules[lang]


def test_the_checker_finds_a_missing_a_stale_and_a_broken_translation(tmp_path):
    source = tmp_path / "thing.py"
    source.write_text('_("Hello {name}")\n_("Kept")\nngettext("{n} stone", "{n} stones", n)\n')
    domain = i18n_tools.DomainSources("thing", tmp_path / "locale", python=[source])
    original_root = i18n_tools.ROOT  # locations are written relative to ROOT
    try:
        i18n_tools.ROOT = tmp_path
        i18n_tools.update(domain)
        catalog = i18n_tools.read(domain, "de")
        catalog.get("Hello {name}").string = "Hallo {nom}"  # a broken placeholder
        catalog.get("{n} stone").string = ("{n} Stein", "{n} Steine")
        catalog.add("Gone", "Weg")  # stale
        i18n_tools.write(domain, "de", catalog)
        problems = "\n".join(i18n_tools.problems(domain, "de"))
    finally:
        i18n_tools.ROOT = original_root
    assert "'Hello {name}' has placeholders" in problems
    assert "untranslated 'Kept'" in problems
    assert "stale 'Gone'" in problems
    assert "{n} stone" not in problems


def test_the_build_refuses_to_ship_a_missing_translation(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n_tools, "all_problems", lambda names=None: ["site/de: missing 'X'"])
    with pytest.raises(build.MissingTranslations, match="missing 'X'"):
        build.build(tmp_path)


def test_messages_render_for_their_reader_in_each_language():
    domain = i18n.SITE
    names = ["Ana", "Bot 1"].__getitem__
    entry = i18n.msg("{p} plays {what}.", you="You play {what}.", p=i18n.player(1), what="3 → 8")
    assert i18n.render(entry, domain, names, you=0) == "Bot 1 plays 3 → 8."
    assert i18n.render(entry, domain, names, you=1) == "You play 3 → 8."
    counted = i18n.nmsg(
        "{p} takes {n} stone.",
        "{p} takes {n} stones.",
        2,
        you=i18n.NN_("You take {n} stone.", "You take {n} stones."),
        p=i18n.player(0),
    )
    assert i18n.render(counted, domain, names, you=None) == "Ana takes 2 stones."
    assert i18n.render(counted, domain, names, you=0) == "You take 2 stones."
    listed = i18n.msg("{who} tie.", who=[i18n.player(0), i18n.player(1), "Cy"])
    try:
        for lang, word in (("en", "and"), ("de", "und"), ("fr", "et")):
            i18n.use(lang)
            assert i18n.render(listed, domain, names) == f"Ana, Bot 1 {word} Cy tie."
        i18n.use("de")
        assert i18n.number(1234.5) == "1.234,5"
        i18n.use("fr")
        assert i18n.number(2.5) == "2,5"
    finally:
        i18n.use("en")


# A marked text the extractor did not see (Babel skips calls inside f-strings) would ship in
# English while the check says "complete": every literal marked in the code must be extracted.
_MARKED = re.compile(r"""(?<![\w.])(?:_|N_)\(\s*(["'])((?:\\.|(?!\1).)+)\1\s*\)""")


@pytest.mark.parametrize("domain", [d.name for d in i18n_tools.domains() if d.python])
def test_every_literal_marked_in_the_code_is_in_the_catalog(domain):
    found = i18n_tools.get_domain(domain)
    extracted = {m.id if isinstance(m.id, str) else m.id[0] for m in i18n_tools.extract(found) if m.id}
    missed = []
    for path in found.python:
        for match in _MARKED.finditer(path.read_text(encoding="utf-8")):
            text = ast.literal_eval(match.group(1) + match.group(2) + match.group(1))
            if text not in extracted:
                missed.append(f"{path.name}: {text!r}")
    assert missed == [], missed


@pytest.mark.parametrize("lang", i18n_tools.TRANSLATED)
def test_the_manifest_in_each_language_has_its_words_and_the_same_addresses(lang):
    english = json.loads(i18n_tools.MANIFEST.read_text(encoding="utf-8"))
    strings = i18n_tools.shell_strings(lang)
    translated = build.translated_manifest(lang, strings)
    assert translated["lang"] == lang
    for name in i18n_tools.MANIFEST_FIELDS:
        assert translated[name] == strings[english[name]] != english[name]
    # served from build/: every address leads where the English one (at the site's root) does
    site = "https://example.org/games/"
    for name in ("start_url", "scope"):
        assert urljoin(site + f"build/manifest-{lang}.webmanifest", translated[name]) == urljoin(site, english[name])
    assert [urljoin(site + "build/x", icon["src"]) for icon in translated["icons"]] == [
        urljoin(site, icon["src"]) for icon in english["icons"]
    ]


@pytest.mark.parametrize("page", ["index.html", "workshop.html"])
def test_each_page_has_a_title_and_a_description_in_every_language(page):
    """What a search engine shows (Lighthouse's SEO audit): a <title> and a meta description,
    both marked for the shell's catalog, so that the page says them in its language."""
    html = (i18n_tools.ROOT / page).read_text(encoding="utf-8")
    title = re.search(r"<title data-t>([^<]+)</title>", html)
    description = re.search(r'<meta name="description" data-t-content content="([^"]{50,160})">', html)
    assert title and description, page
    for lang in i18n_tools.TRANSLATED:
        strings = i18n_tools.shell_strings(lang)
        for english in (title.group(1), description.group(1)):
            assert strings.get(english) and strings[english] != english, (lang, english)
