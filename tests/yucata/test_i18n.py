"""Yucata' in German and French where only Yucata' goes: the lobby's layout editor and the
refusal of every card show no English message of the catalog; the log's "you" forms, the viewer's
"You" and the cards' accessible names read right. (Every game's drawings, prompts, log, result
and lobby in German and French: tests/test_languages.py; every target's name: tests/test_drawings.py.)"""

import html
import random
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import i18n
from ludoteca.core.errors import IllegalMove
from ludoteca.games.yucata import data
from ludoteca.games.yucata.draw import layout_editor
from ludoteca.games.yucata.rules import GAME

from ..helpers import english_fragments

LAYOUTS = [layout.id for layout in data.LAYOUTS]
# Proper names: the Maya names of the layouts stay in every language (RULES_NOTES.md).
PROPER = {layout.short for layout in data.LAYOUTS} | {"Yucata'"}


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


def refusals_of(state) -> list[str]:
    """Why each card may not be played now by the player to act, in the current language."""
    if GAME.is_over(state):
        return []
    player = GAME.to_act(state)[0]
    out = []
    for card in data.CARDS:
        try:
            GAME.apply(state, {"p": player, "card": card})
        except IllegalMove as refusal:
            out.append(str(refusal))
    return out


def editor_texts() -> list[str]:
    """The lobby's layout editor (its drawing and its problems) for a few layouts, good and bad."""
    out = []
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
def test_no_english_in_the_layout_editor_or_the_refusals(lang, language):
    fragments = english_fragments(GAME, lang, allowed=PROPER)
    assert len(fragments) > 100  # the catalog is read, and it is large
    language(lang)
    shown = [("layout editor", editor_texts())] + [(label, refusals_of(state)) for state, label in games()]
    for label, texts in shown:
        leaked = [f for f in fragments if f in "\n".join(texts)]
        assert not leaked, f"{lang}, {label}: English {leaked[:5]}"
    assert sum(len(texts) for _, texts in shown[1:]) > 300  # refusals enough to tell


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_log_reads_for_each_reader(lang, language):
    language(lang)
    for state, _ in games(range(3)):
        if not GAME.is_over(state):
            continue
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


def test_a_card_s_name_says_what_it_shows_then_what_playing_it_does(language):
    """In German: what the card shows ("1 → 1, nimmt nichts"), then what playing it does, or that
    it is locked; and the lobby's layout editor (no game drawing) names its targets (issue 17)."""
    language("de")
    seen = 0
    for state, label in games(range(2)):
        if GAME.is_over(state):
            continue
        p = GAME.to_act(state)[0]
        view = GAME.view(state, p)
        for screen in ("wide", "phone"):
            drawn = GAME.render(view, {"path": [], "next": GAME.next_clicks(state, p, []), "screen": screen})
            for el in ET.fromstring(drawn["svg"]).iter():
                if el.get("data-click"):
                    name = el.get("aria-label") or ""
                    assert "Play" not in name and (": Spiel " in name or "gesperrt:" in name), f"{label}: {name!r}"
                    seen += 1
    editor = ET.fromstring(layout_editor(data.layout_string(data.LAYOUT_BY_ID["standard"].darks))["svg"])
    targets = [el for el in editor.iter() if el.get("data-click")]
    assert targets and all(el.get("aria-label") for el in targets)
    assert seen > 50
