"""'Describe the position' (issue 17): every game's position in words for a screen reader.

For every game, seeded random positions in English, German and French: the API's "describe"
call answers a title and short lines with the seats' names filled; the description shows no
hidden information (the secrets of the real state drawn anew with the package's `disguise`
never change it); German and French lines show no English message of the catalogs; a
finished game describes its result."""

import json
import random
from dataclasses import replace

import pytest

from ludoteca import presenter
from ludoteca.app import Api
from ludoteca.core import get_game, i18n, new_record
from ludoteca.table import Table

from .helpers import english_fragments, game_ids, game_package

LANGS = ("en", "de", "fr")
MAX_LINES = 45
PROPER_NAMES = {"Kukulkán", "El Castillo", "Santa Monica", "Yucata'", "Yutakâ"}


def players_of(game) -> int:
    return min(max(game.min_players, 3), game.max_players)


def positions(game_id: str, seeds=(1, 2, 3), every: int = 7):
    """(seed, state) along seeded random games: the start, every `every`-th position, the end."""
    game = get_game(game_id)
    for seed in seeds:
        rng = random.Random(seed)
        state = game.setup({"players": players_of(game)}, seed)
        for step in range(10_000):
            if step % every == 0:
                yield seed, state
            if game.is_over(state):
                yield seed, state
                break
            player = rng.choice(game.to_act(state))
            state = game.apply(state, game.random_move(state, player, rng))


def check_shape(described: dict) -> None:
    assert set(described) == {"title", "lines"}
    assert isinstance(described["title"], str) and described["title"]
    lines = described["lines"]
    assert isinstance(lines, list) and 1 <= len(lines) <= MAX_LINES, len(lines)
    for line in lines:
        assert isinstance(line, str) and line.strip(), lines
        assert len(line) <= 500, line


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", game_ids())
def test_the_call_answers_lines_with_names(game_id, lang):
    game = get_game(game_id)
    api = Api()
    assert json.loads(api.call("language", json.dumps({"lang": lang})))["ok"]
    n = players_of(game)
    seats = [{"kind": "human", "name": "Ana"}] + [{"kind": "bot", "name": f"Bot{i}"} for i in range(1, n)]
    assert json.loads(api.call("new", json.dumps({"game": game_id, "seats": seats, "seed": 4})))["ok"]
    for _step in range(12):
        answer = json.loads(api.call("describe"))
        assert answer["ok"], answer
        check_shape(answer["describe"])
        text = "\n".join(answer["describe"]["lines"])
        assert "{p" not in text, text  # every seat named
        if n > 1:
            assert "Bot1" in text, text
        if not json.loads(api.call("bot"))["ok"]:
            break


def test_the_call_is_refused_without_a_game_and_takes_no_fields():
    api = Api()
    answer = json.loads(api.call("describe"))
    assert answer == {"ok": False, "error": "No game is in progress."}
    api.call("new", json.dumps({"game": game_ids()[0], "seats": [{"kind": "human"}, {"kind": "bot"}], "seed": 1}))
    refused = json.loads(api.call("describe", json.dumps({"viewer": 1})))
    assert refused["ok"] is False
    assert json.loads(api.call("describe"))["ok"]


@pytest.mark.parametrize("game_id", game_ids())
def test_no_hidden_information(game_id):
    """The description of a view never changes when what its reader may not see is drawn anew."""
    game = get_game(game_id)
    disguise = game_package(game_id).disguise
    checked = 0
    for seed, state in positions(game_id, every=3):
        rng = random.Random(seed * 1000 + len(state["log"]))
        for viewer in [*range(state["options"]["players"]), None]:
            said = game.describe(game.view(state, viewer))
            for _ in range(2):
                twin = disguise(state, viewer, rng)
                assert game.describe(game.view(twin, viewer)) == said, (seed, viewer)
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("lang", ("de", "fr"))
@pytest.mark.parametrize("game_id", game_ids())
def test_german_and_french_lines_show_no_english(game_id, lang):
    get_game(game_id)
    english = english_fragments(game_id, lang, allowed=PROPER_NAMES, site=True)
    i18n.use(lang)
    for seed, state in positions(game_id):
        seats = [{"kind": "human" if p == 0 else "bot", "name": f"P{p}"} for p in range(state["options"]["players"])]
        table = Table(new_record(game_id, state["options"], seed), seats)
        table._position = replace(table.position, state=state)  # the position itself (its record is not needed here)
        for viewer in (0, None):
            table.viewer = viewer
            described = table.position_in_words()
            text = "\n".join([described["title"], *described["lines"]])
            shown = [piece for piece in english if piece in text]
            assert not shown, (seed, viewer, shown, text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", game_ids())
def test_a_finished_game_describes_its_result(game_id, lang):
    game = get_game(game_id)
    final = None
    for _seed, state in positions(game_id, seeds=(7,), every=10_000):
        final = state
    assert game.is_over(final)
    i18n.use(lang)
    n = final["options"]["players"]
    seats = [{"kind": "human" if p == 0 else "bot", "name": f"Seat{p}"} for p in range(n)]
    table = Table(new_record(game_id, final["options"], 7), seats)
    table._position = replace(table.position, state=final)
    described = table.position_in_words()
    check_shape(described)
    result = game.result(final)
    summary = presenter.result_text(table, result["summary"])
    assert summary in described["lines"]
    best = min(range(n), key=lambda p: (result["ranks"][p], p))
    # the device's one human (seat 0) is "You" there, as on the board; the others by name
    name = i18n.SITE.gettext("You") if best == 0 else f"Seat{best}"
    assert any(line.startswith("1. ") and name in line for line in described["lines"])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", game_ids())
def test_the_result_names_the_human_as_the_board_does(game_id, lang):
    """The score screen's headings and table call this device's one human by the word the
    board and the log use ("You", "Du", "Vous"), never "Player 1"; the others keep their names."""
    final = None
    for _seed, state in positions(game_id, seeds=(7,), every=10_000):
        final = state
    i18n.use(lang)
    n = final["options"]["players"]
    seats = [{"kind": "human" if p == 0 else "bot", "name": None} for p in range(n)]
    table = Table(new_record(game_id, final["options"], 7), seats)
    table._position = replace(table.position, state=final)
    snap = table.snapshot()
    you, player_1 = i18n.SITE.gettext("You"), table.seats[0]["name"]
    assert you != player_1
    assert snap["result"]["names"] == [you, *(seat["name"] for seat in table.seats[1:])]
    shown = json.dumps(snap["result"]["table"], ensure_ascii=False)
    assert player_1 not in shown
    assert player_1 not in json.dumps(snap["log"], ensure_ascii=False)  # its last line sums up
    if table.seats[1]["name"] in shown:  # a game whose table has a row or column per seat
        assert you in shown
