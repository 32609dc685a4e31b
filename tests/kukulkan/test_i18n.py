"""Kukulkán in German and French (issue 16) and its accessible names (issue 17), where only
Kukulkán goes: moves under way (a help and its number, a trail) drawn in "de" and "fr", the
forced pass and the refusals of Kukulkán's clicks show no English text of the catalog; the
log's "you" forms and words in English; a target's name starts with the words it shows.
(Every game's drawings, prompts, log, result and lobby in German and French:
tests/test_languages.py; every target's name and every group's label: tests/test_drawings.py.)"""

import html
import random
import re
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import i18n
from ludoteca.core.i18n import render
from ludoteca.games.kukulkan import data
from ludoteca.games.kukulkan.rules import GAME

from ..helpers import english_fragments

PROPER_NAMES = {"Kukulkán", "El Castillo"}


@pytest.fixture
def lang():
    """Set the language for one test and put English back after it."""

    def use(code):
        i18n.use(code)

    yield use
    i18n.use(i18n.SOURCE)


def games(seeds=(1, 2, 5)):
    """(state, path) pairs of seeded random games: every position, and at some of them the
    clicks of a move under way (a help and its number, a trail)."""
    for seed in seeds:
        players = 1 + seed % 4
        rng = random.Random(seed)
        state = GAME.setup({"players": players}, seed)
        step = 0
        while True:
            yield state, []
            if GAME.is_over(state):
                break
            p = rng.choice(GAME.to_act(state))
            move = GAME.random_move(state, p, rng)
            if p == 0 and step % 3 == 0:
                path = GAME.move_path(move)
                for k in range(1, len(path)):
                    yield state, path[:k]
            state = GAME.apply(state, move)
            step += 1


CASES = list(games())


def texts_of_a_move_under_way(state, path) -> list[str]:
    """What player 0 reads with the clicks `path` pending: drawings (their texts, titles,
    details and accessible names), prompts and panels on both screens."""
    view = GAME.view(state, 0)
    nxt = GAME.next_clicks(state, 0, path)
    out = []
    for screen in ("wide", "phone"):
        drawn = GAME.render(view, {"path": path, "next": nxt, "screen": screen})
        out += [html.unescape(drawn["svg"]), drawn["prompt"], drawn.get("main_title", "")]
        for panel in drawn.get("panels", ()):
            out += [panel["title"], html.unescape(panel["svg"])]
    return out


def log_texts(state, you=0) -> list[str]:
    return [render(entry, GAME.texts, lambda i: f"P{i}", you=you) for entry in state["log"]]


def test_the_cases_cover_what_matters():
    assert any(GAME.is_over(state) for state, _ in CASES)
    assert any(path and path[0].startswith("help:") for _, path in CASES)
    assert any(len(path) > 2 and path[0] == "draw" for _, path in CASES)


@pytest.mark.parametrize("code", ["de", "fr"])
def test_no_english_in_moves_under_way_the_forced_pass_or_refusals(code, lang):
    forbidden = sorted(english_fragments(GAME, code, allowed=PROPER_NAMES))
    assert len(forbidden) > 100  # the check has teeth
    lang(code)
    under_way = [(state, path) for state, path in CASES if path]
    assert len(under_way) > 50
    for state, path in under_way:
        text = "\n".join(texts_of_a_move_under_way(state, path))
        leaks = [f for f in forbidden if f in text]
        assert not leaks, (code, path, leaks[:5])
    others = [GAME.forced_notice({"p": 0, "act": "pass"})]
    state = GAME.setup({"players": 1}, 3)
    state["roll"] = 4
    for path in (["help:six"], ["b:6"], ["b:0"], ["draw", "v:0", "v:0"], ["v:0"], ["pass"], ["ability"]):
        others.append(GAME.explain_click(state, 0, path))
    text = html.unescape("\n".join(others))
    leaks = [f for f in forbidden if f in text]
    assert not leaks, (code, leaks[:5])


def test_the_log_reads_you_for_the_reader():
    state = CASES[-1][0]
    mine = [e for e in state["log"] if e["who"] == 0]
    assert mine
    for entry in mine:
        for_me = render(entry, GAME.texts, lambda i: f"P{i}", you=0)
        for_other = render(entry, GAME.texts, lambda i: f"P{i}", you=1)
        assert for_me.startswith("You ") and "P0" not in for_me, for_me
        assert not re.search(r"\bYou (passes|draws|writes|crosses|uses|claims)\b", for_me), for_me
        assert for_other.startswith("P0 ") and for_me != for_other
    # a spectator reads every name
    assert not any(t.startswith("You") for t in log_texts(state, you=None))


def test_the_end_is_kept_as_a_key():
    # (that log entries are data is checked for every game: tests/test_languages.py)
    assert CASES[-1][0]["end"] in ("bonuses", "frozen")


def test_blocks_are_named_as_the_sheet_shows_them():
    logged = "\n".join(log_texts(CASES[-1][0]))
    assert " at right " not in logged and " at left " not in logged and "tier" not in logged
    assert re.search(r"(block [A-D]|base block [1-6]|axis block ◆[1-4])", logged)


def test_super_six_on_another_roll_says_it_needs_a_6():
    state = GAME.setup({"players": 1}, 3)
    state["roll"] = 4
    assert "needs a rolled 6" in GAME.explain_click(state, 0, ["help:six"])
    state["roll"] = 6
    assert GAME.explain_click(state, 0, ["help:six"]) == "Choose the number first."


def test_the_prompt_offers_only_what_is_possible():
    for state, path in CASES[::7]:
        if GAME.is_over(state) or 0 not in GAME.to_act(state) or path:
            continue
        nxt = GAME.next_clicks(state, 0, [])
        prompt = GAME.render(GAME.view(state, 0), {"path": [], "next": nxt, "screen": "phone"})["prompt"]
        values = state["sheets"][0]["values"]
        blocks = [int(t[2:]) for t in nxt if t.startswith("b:")]
        if not any(values[b] is None for b in blocks):
            assert "write" not in prompt, prompt
        if not any(values[b] is not None for b in blocks):
            assert "cross" not in prompt, prompt
        if "draw" not in nxt:
            assert "draw" not in prompt, prompt


def test_a_help_in_the_log_tells_the_rolled_number():
    from ludoteca.games.kukulkan.rules import describe

    entries = describe({"p": 0, "act": "cross", "change": "ability", "n": 3, "block": 0}, 2)
    assert render(entries[0], GAME.texts, str, you=0) == "You use the permanent plus/minus one: the 2 rolled becomes 3."


def test_plurals_read_right():
    from ludoteca.games.kukulkan.rules import describe

    one = describe({"p": 1, "act": "draw", "change": None, "n": 1, "trail": [0, 1]}, 1)
    assert render(one[-1], GAME.texts, lambda i: "Ana", you=0) == "Ana draws 1 border segment, along base block 5."
    state = GAME.setup({"players": 1}, 3)
    state["roll"] = 1
    assert GAME.explain_click(state, 0, ["draw", "v:0", "v:1", "v:2"]).count("segments") == 0


def test_a_target_s_name_starts_with_the_words_it_shows(lang):
    lang("en")
    state = GAME.setup({"players": 1}, 3)
    sheet = state["sheets"][0]
    sheet["drawn"] = list(range(len(data.SEGMENTS)))
    state["roll"] = 4
    nxt = GAME.next_clicks(state, 0, [])
    out = GAME.render(GAME.view(state, 0), {"path": [], "next": nxt, "screen": "wide"})
    names = {e.get("aria-label") for e in ET.fromstring(out["svg"]).iter() if e.get("data-click")}
    # the words a target shows first (voice users say what they see), then what it does
    assert "C: Write 4 in block C" in names and "Plus/minus one: use this help (one use per game)" in names
    lang("de")
    out = GAME.render(GAME.view(state, 0), {"path": [], "next": nxt, "screen": "phone"})
    names = {e.get("aria-label") for e in ET.fromstring(out["svg"]).iter() if e.get("data-click")}
    assert "4 eintragen · C: Block C" in names


def test_the_winner_reading_the_score_screen_reads_you_win():
    from ludoteca.core import new_record
    from ludoteca.table import Table

    record = new_record("kukulkan", {"players": 2}, 5)
    state = GAME.setup(record["options"], record["seed"])
    rng = random.Random(1)
    while not GAME.is_over(state):
        p = GAME.to_act(state)[0]
        move = GAME.random_move(state, p, rng)
        state = GAME.apply(state, move)
        record["moves"].append(move)
    winner = GAME.result(state)["ranks"].index(1)
    for reader, expected in ((winner, "You win"), (1 - winner, "Bot wins")):
        seats = [{"kind": "human" if i == reader else "bot", "name": "You" if i == reader else "Bot"} for i in range(2)]
        summary = Table(record, seats).snapshot()["result"]["summary"]
        assert summary.startswith((expected, "Shared")), summary


@pytest.mark.parametrize(("code", "with_points"), [("en", r"with \d+ points?\b"), ("de", r"mit \d+ Punkt(en)?\b")])
def test_the_result_counts_points_in_the_sentences_case(lang, code, with_points):
    """The winner's points are counted in the summary's own sentence: German says "mit 15
    Punkten" (dative), never "mit 15 Punkte"."""
    state = GAME.setup({"players": 2}, 5)
    rng = random.Random(1)
    while not GAME.is_over(state):
        state = GAME.apply(state, GAME.random_move(state, GAME.to_act(state)[0], rng))
    lang(code)
    result = GAME.result(state)
    for reader in (None, 0, 1):
        summary = GAME.render_message(result["summary"], ["Ann", "Bea"], reader)
        assert re.search(with_points, summary), summary
        assert "Punkte " not in summary and "Punkte." not in summary, summary
