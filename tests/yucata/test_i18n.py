"""Yucata' in German and French: seeded random games drawn in each language (both screens,
every player and a spectator), their logs, results, refusals, the rules, the options and the
layout editor show no English message of the catalog; the log's "you" forms read right."""

import html
import random
import re

import pytest
from babel.messages.pofile import read_po

from ludoteca.core import i18n
from ludoteca.core.errors import IllegalMove
from ludoteca.games.yucata import data
from ludoteca.games.yucata.draw import layout_editor
from ludoteca.games.yucata.rules import GAME

LOCALE = GAME.texts.locale_dir
LAYOUTS = [layout.id for layout in data.LAYOUTS]
SHORT = 12          # shorter English fragments may well read the same in another language
# Proper names: the Maya names of the layouts stay in every language (RULES_NOTES.md).
PROPER = {layout.short for layout in data.LAYOUTS} | {"Yucata'"}


def english_fragments(lang: str) -> list[str]:
    """The fixed parts (between {placeholders}) of every English message whose translation
    differs, long enough to tell: none of them may appear in a drawing in `lang`."""
    with (LOCALE / lang / "LC_MESSAGES" / "yucata.po").open("rb") as f:
        catalog = read_po(f, locale=lang)
    found = set()
    for message in catalog:
        if not message.id:
            continue
        sources = [message.id] if isinstance(message.id, str) else list(message.id)
        targets = [message.string] if isinstance(message.string, str) else list(message.string)
        for source in sources:
            if source in targets:
                continue
            for part in re.split(r"\{[^{}]*\}", source):
                part = part.strip(" .,:;()")
                if len(part) >= SHORT and part not in PROPER and not any(part in t for t in targets):
                    found.add(part)
    return sorted(found)


def names(i: int) -> str:
    return f"P{i}"


def games(seeds=range(4)):
    """(state, label) at every position of a few seeded random games (2–4 players)."""
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.setup({"players": 2 + seed % 3, "layout": LAYOUTS[seed % len(LAYOUTS)]}, seed)
        step = 0
        while True:
            yield state, f"seed {seed} move {step}"
            if GAME.is_over(state):
                break
            p = GAME.to_act(state)[0]
            state = GAME.apply(state, rng.choice(GAME.legal_moves(state, p)))
            step += 1


def texts_of(state) -> list[str]:
    """Every text of a position in the current language: its drawings (wide and phone, every
    player and a spectator), prompts, panels, refusals, log and result."""
    out = []
    n = state["options"]["players"]
    over = GAME.is_over(state)
    for viewer in list(range(n)) + [None]:
        acting = viewer is not None and viewer in GAME.to_act(state) and not over
        nxt = GAME.next_clicks(state, viewer, []) if acting else []
        view = GAME.view(state, viewer)
        for screen in ("wide", "phone"):
            drawn = GAME.render(view, {"path": [], "next": nxt, "screen": screen})
            out += [drawn["svg"], drawn["prompt"], drawn.get("main_title", "")]
            out += [t for panel in drawn.get("panels", ()) for t in (panel["title"], panel["svg"])]
        if acting:
            for card in data.CARDS:
                try:
                    GAME.apply(state, {"p": viewer, "card": card})
                except IllegalMove as refusal:
                    out.append(str(refusal))
    for reader in list(range(n)) + [None]:
        out += [i18n.render(entry, GAME.texts, names, you=reader) for entry in state["log"]]
    if over:
        result = GAME.result(state)
        out += [result["summary"], *result["table"]["columns"]]
        out += [cell for row in result["table"]["rows"] for cell in row]
        out += [line["label"] for lines in result["breakdown"] for line in lines]
    return [html.unescape(t) for t in out]


def lobby_texts() -> list[str]:
    declared = GAME.declare()
    out = [declared["tagline"], declared["rules_html"]]
    for option in declared["options"]:
        out += [option["label"], option["help"]] + [c["label"] for c in option["choices"]]
    for layout in ("P" * 34, data.layout_string(data.LAYOUT_BY_ID["standard"].darks), "nonsense"):
        drawn = layout_editor(layout)
        out += [drawn["svg"], *drawn["problems"]]
    return [html.unescape(t) for t in out]


@pytest.fixture
def language():
    def use(lang):
        i18n.use(lang)
    yield use
    i18n.use(i18n.SOURCE)


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_no_english_in_german_or_french(lang, language):
    fragments = english_fragments(lang)
    assert len(fragments) > 100               # the catalog is read, and it is large
    language(lang)
    seen = 0
    for state, label in [(None, "lobby")] + list(games()):
        texts = lobby_texts() if state is None else texts_of(state)
        joined = "\n".join(texts)
        seen += len(joined)
        leaked = [f for f in fragments if f in joined]
        assert not leaked, f"{lang}, {label}: English {leaked[:5]}"
    assert seen > 100_000


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_log_reads_for_each_reader(lang, language):
    language(lang)
    for state, _ in games(range(3)):
        if not GAME.is_over(state):
            continue
        for entry in state["log"]:
            for reader in range(state["options"]["players"]):
                assert "{" not in i18n.render(entry, GAME.texts, names, you=reader)
        moves = [e for e in state["log"] if e["who"] is not None and "card" in e.get("a", {})]
        assert moves
        for entry in moves:
            mine = i18n.render(entry, GAME.texts, names, you=entry["who"])
            theirs = i18n.render(entry, GAME.texts, names, you=(entry["who"] + 1) % 2)
            assert mine != theirs
            assert f"P{entry['who']}" not in mine and f"P{entry['who']}" in theirs
            if lang == "en":
                assert mine.startswith("You play ") and "You plays" not in mine
                assert " takes " not in mine and "You (you)" not in mine
                assert theirs.startswith(f"P{entry['who']} plays ")


def test_viewer_is_you_in_the_drawings():
    for state, _ in games(range(2)):
        for viewer in range(state["options"]["players"]):
            view = GAME.view(state, viewer)
            for screen in ("wide", "phone"):
                drawn = GAME.render(view, {"path": [], "next": [], "screen": screen})
                svg = html.unescape(drawn["svg"])
                assert "You (amulet" in svg or "you (amulet" in svg or "Your cards" in svg
                assert "(you)" not in svg and f"{{p{viewer}}} (amulet" not in svg


@pytest.mark.parametrize("lang", ["en", "de"])
def test_targets_have_accessible_names(lang, language):
    """Every clickable element says what activating it does, in the reader's language; groups of
    targets are labelled; decorative shapes are hidden (issue 17)."""
    import xml.etree.ElementTree as ET
    language(lang)
    seen = 0
    for state, label in games(range(2)):
        if GAME.is_over(state):
            continue
        p = GAME.to_act(state)[0]
        view = GAME.view(state, p)
        for screen in ("wide", "phone"):
            drawn = GAME.render(view, {"path": [], "next": GAME.next_clicks(state, p, []), "screen": screen})
            root = ET.fromstring(drawn["svg"])
            for el in root.iter():
                if el.get("data-click"):
                    name = el.get("aria-label") or ""
                    assert len(name) > 5, f"{label}: {el.get('data-click')} has no accessible name"
                    if lang == "de":
                        # what the card shows ("1 → 1, nimmt nichts"), then what playing it does
                        assert "Play" not in name and (": Spiel " in name or "gesperrt:" in name), name
                    seen += 1
                if el.get("role") == "group":
                    assert el.get("aria-label"), label
            assert any(el.get("aria-hidden") == "true" for el in root.iter())
    editor = ET.fromstring(layout_editor(data.layout_string(data.LAYOUT_BY_ID["standard"].darks))["svg"])
    targets = [el for el in editor.iter() if el.get("data-click")]
    assert targets and all(el.get("aria-label") for el in targets)
    assert seen > 50
