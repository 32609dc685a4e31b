"""Yutakâ in German and French (issue 16) where only Yutakâ goes: seeded random games drawn in
each language with a card selected, and the refusals of Yutakâ's clicks and moves, with no
English sentence of our catalog left in them; the log's "you" forms in English; the viewer's
"You" and the targets' names in each language. (Every game's drawings, prompts, log, result and
lobby in German and French: tests/test_languages.py; names on every target:
tests/test_drawings.py; every marked literal in the catalog: tests/test_i18n.py.)"""

import html
import random
import re

import pytest

from ludoteca.core import i18n
from ludoteca.core.game import IllegalMove
from ludoteca.games.yutaka import GAME

from ..helpers import english_fragments

OPTIONS = [
    {"mode": "mysteria", "archipelago": "open"},
    {"mode": "tactika", "archipelago": "volcano"},
    {"mode": "mixed", "known": ["Y", "E"], "archipelago": "cairns"},
]
PROPER = {"Yutakâ", "Mysteria", "Tactika"}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.use(i18n.SOURCE)


def games():
    """(options, states) of three seeded random games, every position."""
    for seed, options in enumerate(OPTIONS):
        rng = random.Random(seed)
        state = GAME.setup(dict(options, players=2), seed)
        states = [state]
        while not GAME.is_over(state):
            state = GAME.apply(state, rng.choice(GAME.legal_moves(state, GAME.to_act(state)[0])))
            states.append(state)
        yield options, states


GAMES = list(games())


def texts_of_a_game(states: list[dict]) -> list[str]:
    """What the player to act reads in the current language with a card selected (drawings:
    visible text, titles, details, accessible names; prompts and panels) and when a click or a
    move is refused."""
    out = []
    for state in states:
        if GAME.is_over(state):
            continue
        p = GAME.to_act(state)[0]
        if state["phase"] == "play":
            path = [f"card:{sorted(state['hands'][p])[0]}"]
            nxt = GAME.next_clicks(state, p, path)
            for screen in ("wide", "phone"):
                drawn = GAME.render(GAME.view(state, p), {"path": path, "next": nxt, "screen": screen})
                out += [html.unescape(drawn["svg"]), drawn["prompt"]]
                out += [html.unescape(panel["svg"]) for panel in drawn.get("panels", [])]
        for path in (["tile:0"], ["island:0"], ["card:X"]):
            out.append(GAME.explain_click(state, p, path))
        for move in ({"p": p, "card": "Y9", "island": 0}, {"p": p, "reveal": 99}, {"p": p, "card": "X", "island": 7}):
            with pytest.raises(IllegalMove) as refused:
                GAME.apply(state, move)
            out.append(str(refused.value))
    return out


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_no_english_left_with_a_card_selected_or_in_refusals(lang):
    pieces = english_fragments(GAME, lang, allowed=PROPER)
    assert len(pieces) > 50  # the check has something to look for
    i18n.use(lang)
    for options, states in GAMES:
        text = "\n".join(texts_of_a_game(states))
        left = [piece for piece in pieces if piece in text]
        assert not left, f"{lang}, {options}: English left: {left[:5]}"


def test_translations_are_not_english():
    """The catalogs really answer: a German and a French drawing differ from the English."""
    state = GAMES[0][1][-1]
    drawn = {}
    for lang in ("en", "de", "fr"):
        i18n.use(lang)
        drawn[lang] = GAME.render(GAME.view(state, 0), {"path": [], "next": [], "screen": "wide"})
    assert drawn["de"]["svg"] != drawn["en"]["svg"] != drawn["fr"]["svg"]
    assert drawn["de"]["prompt"] == "Das Spiel ist vorbei."
    assert drawn["fr"]["prompt"] == "La partie est terminée."


def test_the_log_speaks_to_its_reader():
    """In English the reader's own moves read "You play…", "You reveal…" (never "You plays"),
    the other's "P1 plays…"; the same entry reads differently for each player."""
    i18n.use("en")
    for _options, states in GAMES:
        for entry in states[-1]["log"]:
            mine = i18n.render(entry, GAME.texts, lambda i: f"P{i}", you=0)
            theirs = i18n.render(entry, GAME.texts, lambda i: f"P{i}", you=1)
            assert not re.search(r"\bYou (plays|reveals|dynamites)\b", mine + theirs)
            assert "You's" not in mine + theirs
            if entry["who"] is None:
                assert mine == theirs
                continue
            assert mine != theirs
            me, other = (mine, theirs) if entry["who"] == 0 else (theirs, mine)
            assert re.match(r"You (play|reveal) ", me), me
            assert re.match(rf"P{entry['who']} (plays|reveals) ", other), other


def test_the_viewer_is_you_never_their_name_twice():
    """The viewer's own seat is labelled "You" (translated), never "{pN} (you)"; the other seat
    by its name; a spectator sees both names."""
    state = GAMES[1][1][10]
    for lang, you in (("en", "You"), ("de", "Du"), ("fr", "Vous")):
        i18n.use(lang)
        for screen in ("wide", "phone"):
            svg = GAME.render(GAME.view(state, 1), {"path": [], "next": [], "screen": screen})["svg"]
            assert f">{you}</text>" in svg and ">{p0}</text>" in svg
            assert ">{p1}</text>" not in svg
            spectator = GAME.render(GAME.view(state, None), {"path": [], "next": [], "screen": screen})["svg"]
            assert ">{p0}</text>" in spectator and ">{p1}</text>" in spectator
            assert f">{you}</text>" not in spectator


def test_accessible_names_say_what_a_click_does():
    """Every target has an accessible name in the reader's language: a card in hand, an island
    for the chosen card, a tile to reveal; the hand and the islands are labelled groups."""
    state = next(s for s in GAMES[0][1] if s["phase"] == "play")
    p = GAME.to_act(state)[0]
    card = next(c for c in sorted(state["hands"][p]) if c != "X")
    i18n.use("en")
    view = GAME.view(state, p)
    nxt = GAME.next_clicks(state, p, [f"card:{card}"])
    svg = GAME.render(view, {"path": [f"card:{card}"], "next": nxt, "screen": "wide"})["svg"]
    assert 'role="group" aria-label="Your hand"' in svg
    # each name starts with the words its target shows (WCAG 2.5.3), then says what it does
    assert re.search(
        r'role="group" aria-label="Heron Isle"[^>]*><g class="column island legal" '
        r'data-click="island:0" aria-label="Heron Isle: Play ',
        svg,
    )
    assert re.search(r'data-click="island:0" aria-label="Heron Isle: Play \w+ \d here"', svg)
    assert re.search(rf'data-click="card:{card}" [^>]*aria-label="{card[1:]} \w+: Chosen, now choose an island"', svg)
    i18n.use("de")
    svg = GAME.render(view, {"path": [f"card:{card}"], "next": nxt, "screen": "phone"})["svg"]
    assert re.search(r'data-click="island:0" aria-label="Reiher: \w+ \d an die Reiherinsel spielen"', svg)
    assert re.search(rf'data-click="card:{card}" [^>]*aria-label="{card[1:]} \(\w+\): Gewählt, wähle jetzt', svg)
    assert 'aria-label="Deine Hand"' in svg
    opening = GAMES[0][1][0]
    i18n.use("fr")
    svg = GAME.render(GAME.view(opening, 0), {"path": [], "next": GAME.next_clicks(opening, 0, []), "screen": "wide"})[
        "svg"
    ]
    assert 'aria-label="Révéler une tuile cachée sur l&#x27;île du Héron"' in svg
