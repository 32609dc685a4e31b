"""Playing against bots: bot levels on seats (and in links), hints, take-backs, the practice
mark and the review after the game — through the table and the JSON API, for every game."""

import json
import random
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest

from ludoteca.app import Api
from ludoteca.core import BadRecord, IllegalMove, decode_link, get_game, new_record, replay
from ludoteca.table import Table, seats_in_link, seats_opening_link

from .helpers import game_ids, game_package

GAMES = game_ids()

YOU = {"kind": "human", "name": "You"}


def bot(level=None):
    seat = {"kind": "bot", "name": "Bot"}
    if level:
        seat["level"] = level
    return seat


@pytest.fixture
def quick_search(monkeypatch):
    """Strong bots with a small budget: these tests check the plumbing, not the strength."""
    for game_id in GAMES:
        monkeypatch.setattr(get_game(game_id).bot, "STRONG_ITERATIONS", 16, raising=False)


def play_human(table: Table, rng: random.Random) -> None:
    """The human makes one legal move by clicks (a random complete path)."""
    while True:
        if table.forced_move() is not None:
            assert table.play_forced() is None
            return
        tokens = table.next_tokens()
        assert tokens, "the human has nothing to click"
        before = len(table.record["moves"])
        assert table.click(rng.choice(tokens)) is None
        if len(table.record["moves"]) > before:
            return


def advance_to_human(table: Table) -> None:
    while table.bot_step() is not None:
        pass


# ---------------- levels on seats ----------------


def test_a_bot_seat_gets_the_default_level_and_keeps_a_chosen_one():
    table = Table(new_record("yucata", {"players": 3}, 4), [YOU, bot(), bot("strong")])
    assert [s.get("level") for s in table.seats] == [None, "normal", "strong"]


def test_an_unknown_or_malformed_level_is_refused_with_a_sentence():
    with pytest.raises(BadRecord, match="no bot level"):
        Table(new_record("yucata", {"players": 2}, 4), [YOU, bot("godlike")])
    api = Api()
    for level in (3, "x" * 500, ["strong"]):
        answer = json.loads(api.call("new", json.dumps({"game": "yucata", "seats": [YOU, bot(level)]})))
        assert answer["ok"] is False and ("level" in answer["error"] or "seats" in answer["error"])
        assert "detail" not in answer


def test_links_carry_each_bots_level():
    seats = [YOU, bot("easy"), {"kind": "remote", "name": "Ana"}]
    carried = seats_in_link(seats)
    assert carried[1] == {"kind": "bot", "name": "Bot", "level": "easy"}
    opened = seats_opening_link(carried, 2)
    assert opened[1]["level"] == "easy" and opened[2]["kind"] == "human"
    table = Table(new_record("yucata", {"players": 3}, 9), seats)
    content = decode_link(table.link(2))
    assert content["seats"][1]["level"] == "easy"


def test_the_bot_plays_at_its_seats_level(monkeypatch, quick_search):
    asked = []
    game = get_game("yutaka")
    original = game.bot_move
    monkeypatch.setattr(
        game, "bot_move", lambda view, moves, rng, level=None: asked.append(level) or original(view, moves, rng, level)
    )
    table = Table(new_record("yutaka", {"players": 2}, 2), [bot("easy"), bot("strong")])
    for _ in range(6):
        table.bot_step()
    assert set(asked) == {"easy", "strong"}


def test_the_catalog_declares_the_levels():
    answer = json.loads(Api().call("catalog", "{}"))
    for game in answer["games"]:
        assert game["bot_levels"] == ["easy", "normal", "strong"]
        assert game["default_bot_level"] == "normal"


# ---------------- hints ----------------


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_shows_a_legal_move_and_marks_practice(game_id, quick_search):
    table = Table(new_record(game_id, {"players": 2}, 11), [YOU, bot()])
    advance_to_human(table)
    if table.forced_move() is not None:
        table.play_forced()
        advance_to_human(table)
    assert table.coach.can_hint() and not table.record.get("practice")
    table.coach.hint()
    snap = table.snapshot()
    assert snap["practice"] is True and table.fresh_chance
    hint = snap["hint"]
    assert hint["text"].startswith("Best here: ") and "Traceback" not in hint["text"]
    assert "Best here: You " not in hint["text"], "the move's words continue the sentence"
    # Following the hint's clicks makes a legal move.
    before = len(table.record["moves"])
    for _ in range(12):
        token = table.snapshot()["hint"]["next"]
        assert token in table.next_tokens(), token
        assert table.click(token) is None
        if len(table.record["moves"]) > before:
            break
    assert len(table.record["moves"]) == before + 1
    assert table.snapshot()["hint"] is None  # a hint lasts for its position only


def test_a_hint_is_refused_when_it_is_not_your_turn_or_a_friend_plays_by_link(quick_search):
    table = Table(new_record("yucata", {"players": 2}, 1), [YOU, {"kind": "remote", "name": "Ana"}])
    with pytest.raises(IllegalMove, match="friend by link"):
        table.coach.hint()
    table = Table(new_record("yucata", {"players": 2}, 1), [YOU, bot()])
    if table.game.to_act(table.state) == [0]:
        play_human(table, random.Random(1))
    with pytest.raises(IllegalMove, match="your own turn"):
        table.coach.hint()
    assert not table.record.get("practice")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_depends_on_the_view_only(game_id, quick_search):
    """Two tables whose states the player cannot tell apart (the package's `disguise`: other
    hands, deck order, future dice drawn anew) give the same hint, words included."""

    table = Table(new_record(game_id, {"players": 2}, 13), [YOU, bot()])
    advance_to_human(table)
    twin = Table(new_record(game_id, {"players": 2}, 13), [YOU, bot()])
    # (a position no play reaches: set in the table's own field)
    disguised = game_package(game_id).disguise(table.state, 0, random.Random(99))
    twin._position = replace(twin.position, state=disguised, record=json.loads(json.dumps(table.record)))
    twin.choose_viewer()
    assert table.game.view(twin.state, 0) == table.game.view(table.state, 0)
    table.coach.hint()
    twin.coach.hint()
    assert twin.snapshot()["hint"] == table.snapshot()["hint"]


# ---------------- take-backs ----------------


@pytest.mark.parametrize("game_id", GAMES)
def test_take_back_undoes_your_move_and_the_bots_replies(game_id, quick_search):
    rng = random.Random(3)
    table = Table(new_record(game_id, {"players": 2}, 21), [YOU, bot()])
    assert not table.coach.can_take_back()
    for _ in range(3):
        advance_to_human(table)
        play_human(table, rng)
    advance_to_human(table)
    moves = [dict(m) for m in table.record["moves"]]
    mine = [i for i, m in enumerate(moves) if m["p"] == 0]
    assert table.coach.can_take_back()
    table.coach.take_back()
    n = len(table.record["moves"])
    assert n in mine and n <= mine[-1]
    assert table.record["moves"] == moves[:n]
    assert table.record["practice"] is True and table.fresh_chance
    assert table.state == replay(table.record)  # the record still describes the game
    assert table.game.to_act(table.state) and 0 in table.game.to_act(table.state)


def test_after_a_take_back_chance_is_drawn_fresh():
    """Kukulkán solo: the next die is drawn when a move ends the round; after a take-back
    the same move draws it from fresh entropy (recorded in the record's chance)."""
    table = Table(new_record("kukulkan", {"players": 1}, 8), [YOU])
    rng = random.Random(2)
    play_human(table, rng)
    assert "chance" not in table.record
    first = table.record["moves"][0]
    table.coach.take_back()
    assert table.record["moves"] == [] and table.record["practice"] is True
    table.play(first)  # the same move again
    assert table.record.get("chance", {}).get("0") is not None
    assert table.state == replay(table.record)


def test_take_back_is_only_for_one_person_against_bots():
    table = Table(new_record("yucata", {"players": 2}, 1), [YOU, {"kind": "human", "name": "Ana"}])
    with pytest.raises(IllegalMove):
        table.coach.take_back()
    table = Table(new_record("yucata", {"players": 2}, 1), [YOU, {"kind": "remote", "name": "Ana"}])
    with pytest.raises(IllegalMove, match="friend by link"):
        table.coach.take_back()


def test_a_practice_record_survives_saving_and_links():
    table = Table(new_record("yucata", {"players": 2}, 5), [YOU, bot()])
    advance_to_human(table)
    play_human(table, random.Random(0))
    table.coach.take_back()
    again = Table(json.loads(json.dumps(table.record)), [YOU, bot()])
    assert again.record["practice"] is True and again.fresh_chance
    with pytest.raises(BadRecord, match="practice"):
        Table(dict(table.record, practice=False), [YOU, bot()])
    answer = json.loads(Api().call("replay_link", json.dumps({"record": table.record, "seats": [YOU, bot()]})))
    assert decode_link(answer["code"])["record"]["practice"] is True


def test_take_back_and_hint_through_the_api(quick_search):
    api = Api()
    snap = json.loads(api.call("new", json.dumps({"game": "yucata", "seats": [YOU, bot()], "seed": 2})))
    assert snap["ok"] and snap["can_take_back"] is False
    while snap["bot_to_act"] is not None:
        snap = json.loads(api.call("bot"))
    snap = json.loads(api.call("hint"))
    assert snap["ok"] and snap["hint"]["next"] and snap["practice"]
    snap = json.loads(api.call("click", json.dumps({"token": snap["hint"]["next"]})))
    while snap.get("bot_to_act") is not None:
        snap = json.loads(api.call("bot"))
    assert snap["can_take_back"] is True
    snap = json.loads(api.call("take_back"))
    assert snap["ok"] and snap["record"]["moves"] is not None
    refused = json.loads(api.call("take_back", json.dumps({"extra": 1})))
    assert refused["ok"] is False


# ---------------- the review ----------------


@pytest.mark.parametrize("game_id", GAMES)
def test_the_review_names_costly_moves_of_a_finished_game(game_id, quick_search, monkeypatch):
    import ludoteca.coach as coach_module

    monkeypatch.setattr(coach_module, "REVIEW_POSITIONS", 6)
    table = Table(new_record(game_id, {"players": 2}, 7), [YOU, bot("easy")])
    with pytest.raises(IllegalMove, match="once the game is over"):
        table.coach.review()
    rng = random.Random(4)
    while not table.game.is_over(table.state):
        advance_to_human(table)
        if not table.game.is_over(table.state):
            play_human(table, rng)
    review = table.coach.review()
    assert len(review) <= 3
    costs = [item["cost"] for item in review]
    assert costs == sorted(costs, reverse=True) and all(c > 0 for c in costs)
    for item in review:
        assert table.record["moves"][item["at"]]["p"] == 0
        assert item["played"] and item["better"]
        # both moves in the log's words, told apart (Kukulkán's secret choice is not "You have chosen")
        assert item["played"] != item["better"] and "have chosen" not in item["played"] + item["better"]
        # the game's own reason (tests/test_review_reasons.py) or the search's outlook, said as such
        assert item["why"].startswith("Why: ") and len(item["why"]) > len("Why: ") + 10
        assert item["played_path"] == table.game.move_path(table.record["moves"][item["at"]])
        assert item["better_path"] != item["played_path"]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_reviewed_move_and_the_better_one_are_marked_on_the_replay(game_id):
    """The review's replay opens before the move with both moves' clicks marked (data-mark)."""
    table = Table(new_record(game_id, {"players": 2}, 7), [YOU, bot("easy")])
    rng = random.Random(4)
    advance_to_human(table)
    while table.forced_move() is not None or len(table.next_tokens()) < 2:  # a real choice
        play_human(table, rng)
        advance_to_human(table)
    at = len(table.record["moves"])
    tokens = table.next_tokens()
    played, better = tokens[0], tokens[-1]
    play_human(table, rng)
    api = Api()
    payload = {"record": table.record, "seats": table.seats, "at": at, "marks": {played: "played", better: "better"}}
    snap = json.loads(api.call("replay", json.dumps(payload)))
    assert snap["ok"] and snap["replay"] == {"at": at, "total": len(table.record["moves"]), "marked": True}
    drawings = [ET.fromstring(svg) for svg in [snap["svg"], *(p["svg"] for p in snap["panels"])]]
    drawn = [e for d in drawings for e in d.iter() if e.get("data-click") in (played, better)]
    assert any(e.get("data-click") == played for e in drawn), "the move's first click is drawn"
    for element in drawn:
        assert element.get("data-mark") == payload["marks"][element.get("data-click")]
    hostile = dict(payload, marks={played: "<script>"})
    refused = json.loads(api.call("replay", json.dumps(hostile)))
    assert not refused["ok"] and "marks" in refused["error"]
