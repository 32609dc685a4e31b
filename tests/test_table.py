"""The generic table (clicks → moves, bots, privacy) and the JSON API the page calls."""

import json

import pytest

from ludoteca import presenter
from ludoteca.app import Api
from ludoteca.core import dumps, get_game, new_record
from ludoteca.core.tutorial import FastForward, Tutorial
from ludoteca.table import Table

HUMAN = {"kind": "human", "name": "Ana"}
BOT = {"kind": "bot", "name": "Bot"}


def open_table(seats, seed=3, **options):
    return Table(new_record("yutaka", dict(options, players=2), seed), seats)


def reveal_opening(table):
    """Finish the opening through clicks and bots."""
    while table.state["phase"] == "opening":
        if table.bot_to_act() is not None:
            table.bot_step()
        else:
            table.confirm_privacy()
            assert table.click(table.next_tokens()[0]) is None


def test_card_then_island_makes_a_move_and_a_second_click_cancels():
    table = open_table([HUMAN, BOT])
    reveal_opening(table)
    assert table.game.to_act(table.state) == [0]
    tokens = table.next_tokens()
    assert tokens and all(t.startswith("card:") for t in tokens)
    card = next(t for t in tokens if t != "card:X")
    assert table.click(card) is None and table.path == [card]
    assert table.next_tokens() == [f"island:{i}" for i in range(5)]
    assert table.click(card) is None and table.path == []  # cancelled
    table.click(card)
    moves_before = len(table.record["moves"])
    assert table.click("island:2") is None
    assert len(table.record["moves"]) == moves_before + 1
    assert table.state["sides"][2][0] == [card[5:]]


def test_illegal_clicks_are_explained_and_change_nothing():
    table = open_table([HUMAN, BOT])
    reveal_opening(table)
    before = dumps(table.state)
    assert table.click("island:1") == "Choose a card from your hand first."
    assert table.click("tile:0") == "Tiles are revealed only after an equipment or dynamite card."
    card = next(t for t in table.next_tokens() if t != "card:X")
    table.state["sides"][1][0] = ["Y1", "Y2", "G2", "G3", "B1"]
    before = dumps(table.state)
    table.click(card)
    assert table.click("island:1") == "Jade Isle already has 5 cards on your side."
    assert dumps(table.state) == before and table.path == [card]
    assert table.click("bogus") == "That is not a legal move now."


def test_human_against_bot_to_the_end():
    table = open_table([HUMAN, BOT], seed=8)
    for _ in range(500):
        if table.game.is_over(table.state):
            break
        if table.bot_to_act() is not None:
            table.bot_step()
        else:
            assert table.click(table.next_tokens()[0]) is None
    snap = table.snapshot()
    assert snap["over"] and snap["result"]["scores"] == table.game.result(table.state)["scores"]
    assert "{p" not in snap["result"]["summary"] and "{p" not in json.dumps(snap["log"])


def test_bot_against_bot_is_reproducible():
    def play():
        table = open_table([BOT, BOT], seed=21)
        while table.bot_step():
            pass
        return table.record["moves"]

    first = play()
    assert first == play() and len(first) > 20


def test_pass_and_play_hides_hands_behind_the_privacy_screen():
    table = open_table([HUMAN, {"kind": "human", "name": "Bea"}])
    assert table.privacy_for == 0 and table.viewer is None
    assert "card:" not in table.snapshot()["svg"]
    assert table.click("tile:0") == "Wait for your turn."
    table.confirm_privacy()
    assert table.viewer == 0
    table.click(table.next_tokens()[0])
    assert table.privacy_for == 1 and table.viewer is None
    snap = table.snapshot()
    assert snap["privacy_for"] == 1 and 'data-click="card:' not in snap["svg"]
    table.confirm_privacy()
    assert table.viewer == 1


def test_names_are_escaped_in_the_board():
    # (The viewer's own seat may be drawn as "You": the other seat's name is drawn.)
    table = open_table([{"kind": "human", "name": "<b>x</b>"}, {"kind": "bot", "name": "<i>y</i>"}])
    svg = table.snapshot()["svg"]
    assert "<b>x</b>" not in svg and "<i>y</i>" not in svg and "&lt;i&gt;y&lt;/i&gt;" in svg


# ---------------- the JSON API ----------------


def call(api, name, payload=None):
    return json.loads(api.call(name, json.dumps(payload or {})))


def test_api_new_click_and_errors_keep_the_game():
    api = Api()
    assert call(api, "click", {"token": "tile:0"}) == {"ok": False, "error": "No game is in progress."}
    snap = call(api, "new", {"game": "yutaka", "seats": [HUMAN, BOT], "seed": 5, "options": {"mode": "tactika"}})
    assert snap["ok"] and snap["record"]["options"]["mode"] == "tactika"
    assert snap["record"]["seed"] == 5 and snap["viewer"] == 0
    record = snap["record"]
    assert not call(api, "nonsense")["ok"]
    assert not json.loads(api.call("click", "{not json"))["ok"]
    bad = call(api, "new", {"game": "yutaka", "seats": [HUMAN, BOT], "options": {"mode": "x"}})
    assert not bad["ok"] and "Mode" in bad["error"]
    assert call(api, "snapshot")["record"] == record  # the game in progress is intact
    moved = call(api, "click", {"token": "tile:4"})
    assert moved["ok"] and len(moved["record"]["moves"]) == 1


def test_api_load_resumes_and_refuses_corrupt_records():
    api = Api()
    snap = call(api, "new", {"game": "yutaka", "seats": [HUMAN, BOT], "seed": 6})
    snap = call(api, "click", {"token": "tile:2"})
    record = snap["record"]
    other = Api()
    resumed = call(other, "load", {"record": record, "seats": snap["seats"]})
    assert resumed["svg"] == call(api, "snapshot")["svg"]  # (a click answers a patch of it)
    broken = dict(record, moves=record["moves"] + [{"p": 0, "reveal": 2}])
    answer = call(other, "load", {"record": broken, "seats": snap["seats"]})
    assert not answer["ok"] and "Move 2" in answer["error"]
    assert call(other, "snapshot")["record"] == record


@pytest.mark.parametrize(
    "payload",
    [
        {"record": {"game": "yutaka"}, "seats": [HUMAN, BOT]},
        {"record": "garbage", "seats": [HUMAN, BOT]},
        {"seats": [HUMAN, BOT]},
    ],
)
def test_api_load_garbage_is_a_message(payload):
    answer = call(Api(), "load", payload)
    assert answer["ok"] is False and answer["error"]


def test_rematch_keeps_seats_and_options_with_a_new_seed():
    api = Api()
    first = call(api, "new", {"game": "yutaka", "seats": [HUMAN, BOT], "seed": 1, "options": {"archipelago": "cairns"}})
    again = call(api, "rematch")
    assert again["record"]["options"] == first["record"]["options"]
    assert again["seats"] == first["seats"] and again["record"]["moves"] == []


def test_open_hands_need_no_privacy_screen():
    seats = [HUMAN, {"kind": "human", "name": "Bea"}, {"kind": "human", "name": "Cy"}]
    table = Table(new_record("yucata", {"players": 3}, 4), seats)
    for _ in range(6):
        assert table.privacy_for is None
        actor = table.game.to_act(table.state)[0]
        assert table.viewer == actor
        assert table.click(table.next_tokens()[0]) is None


def test_option_editor_call():
    api = Api()
    drawn = call(api, "option_editor", {"game": "yucata", "key": "custom"})
    assert drawn["ok"] and drawn["problems"] == [] and "space:5" in drawn["svg"]
    edited = call(
        api, "option_editor", {"game": "yucata", "key": "custom", "value": drawn["value"], "token": "space:5"}
    )
    assert edited["value"][0] == "D" and edited["problems"]
    assert not call(api, "option_editor", {"game": "yucata", "key": "layout"})["ok"]


def test_seats_of_the_wrong_shape_are_a_bad_record():
    from ludoteca.core import BadRecord

    record = new_record("yutaka", {"players": 2}, 1)
    for seats in (
        ["a", "b"],
        "ab",
        None,
        [HUMAN],
        [HUMAN, BOT, BOT],
        [HUMAN, {"kind": "alien"}],
        [HUMAN, {"kind": "bot", "colour": "red"}],
        [HUMAN, {"name": 5}],
        [HUMAN] * 13,
    ):
        with pytest.raises(BadRecord):
            Table(record, seats)
    table = Table(record, [{"name": "x" * 300}, {"kind": "bot", "name": None}])
    assert table.seats == [{"kind": "human", "name": "x" * 24}, {"kind": "bot", "name": "Player 2", "level": "normal"}]


def test_clicks_no_drawing_makes_are_refused_with_a_message():
    table = Table(new_record("kukulkan", {"players": 1}, 2), [HUMAN])
    before = dumps(table.state)
    for token in ("b:99", "v:999", "n:0", "b:-1", "v:", "n:1.5", "x" * 101, "", None, 5):
        assert isinstance(table.click(token), str), token
    assert dumps(table.state) == before and table.path == []


def test_the_log_s_words_kept_between_snapshots_are_those_written_afresh():
    # Table.log_texts keeps the words of entries it wrote before; a language switch, another
    # reader or a taken-back move must never leave old words in the log.
    from ludoteca.core import i18n

    table = open_table([HUMAN, {"kind": "bot", "name": ""}], seed=8)
    try:
        for step in range(60):
            if table.game.is_over(table.state):
                break
            i18n.use(("en", "de", "fr")[step // 20])
            kept = [e["text"] for e in table.snapshot()["log"]]  # (names unnamed seats anew)
            assert kept == [presenter.log_text(table, e) for e in table.game.view(table.state, table.viewer)["log"]]
            if table.bot_to_act() is not None:
                table.bot_step()
            else:
                table.confirm_privacy()
                assert table.click(table.next_tokens()[0]) is None
        i18n.use("de")
        german = [e["text"] for e in table.snapshot()["log"]]
        i18n.use("en")
        english = [e["text"] for e in table.snapshot()["log"]]
        assert german != english and len(german) == len(english) > 5
    finally:
        i18n.use("en")


def test_a_failed_call_puts_the_coachs_hint_back_with_the_game():
    table = open_table([HUMAN, BOT])
    reveal_opening(table)
    card = next(t for t in table.next_tokens() if t != "card:X")
    hint = {"moves": len(table.record["moves"]), "path": [card, "island:2"], "said": None, "rated": None}
    table.coach.hint_for = hint
    assert table.snapshot()["hint"]["next"] == card
    saved = table.save_point()
    table.click(card)
    table.click("island:2")  # a move: the hint is for a position gone
    assert table.coach.hint_for is None and table.snapshot()["hint"] is None
    table.restore(saved)
    assert table.coach.hint_for == hint and len(table.record["moves"]) == hint["moves"] and table.path == []
    assert table.snapshot()["hint"]["next"] == card


def test_dropping_clicks_never_touches_a_move_made():
    table = open_table([HUMAN, BOT])
    reveal_opening(table)
    card = next(t for t in table.next_tokens() if t != "card:X")
    moves = list(table.record["moves"])
    table.click(card)
    table.drop_last_click()
    assert table.path == [] and table.record["moves"] == moves
    table.click(card)
    table.drop_clicks()
    assert table.path == [] and table.record["moves"] == moves
    table.drop_last_click()  # nothing pending: nothing happens
    assert table.record["moves"] == moves


def test_the_lone_human_reads_the_you_forms():
    assert open_table([HUMAN, BOT]).lone_human() == 0
    assert open_table([BOT, HUMAN]).lone_human() == 1
    assert open_table([HUMAN, dict(HUMAN, name="Eve")]).lone_human() is None
    assert open_table([BOT, BOT]).lone_human() is None
    alone, passing = open_table([HUMAN, BOT]), open_table([HUMAN, dict(HUMAN, name="Eve")])
    reveal_opening(alone)
    reveal_opening(passing)
    assert any(line["text"].startswith("You ") for line in alone.snapshot()["log"])
    assert not any(line["text"].startswith("You ") for line in passing.snapshot()["log"])


# ---------------- the table is the one writer of its position ----------------
def test_the_position_is_read_only_and_a_kept_one_never_changes():
    """Table.position is replaced whole by each operation: a Position kept aside (what
    save_point keeps) is the same after clicks, moves and practice; the position's parts
    cannot be set from outside."""
    table = open_table([HUMAN, BOT])
    reveal_opening(table)
    kept = table.position
    frozen = json.loads(json.dumps({"state": kept.state, "record": kept.record, "path": kept.path}))
    card = next(t for t in table.next_tokens() if t != "card:X")
    table.click(card)
    assert table.position is not kept and table.path == [card] and kept.path == ()
    table.click("island:2")
    table.mark_practice()
    assert len(table.record["moves"]) == len(kept.record["moves"]) + 1 and table.record["practice"] is True
    assert json.loads(json.dumps({"state": kept.state, "record": kept.record, "path": kept.path})) == frozen
    for name in ("state", "record", "path", "fresh_chance", "position"):
        with pytest.raises(AttributeError):
            setattr(table, name, getattr(table, name))


def test_the_coach_rewinds_and_the_tutor_plays_through_the_tables_operations(monkeypatch):
    """A take-back is the table's `rewind`; a tutorial's fast-forward makes its moves with
    the table's `play`, like a click or a bot."""
    calls = []
    play, rewind = Table.play, Table.rewind
    monkeypatch.setattr(Table, "play", lambda self, move: (calls.append("play"), play(self, move))[1])
    monkeypatch.setattr(Table, "rewind", lambda self, n: (calls.append(("rewind", n)), rewind(self, n))[1])
    table = open_table([HUMAN, BOT])
    reveal_opening(table)
    made = len(table.record["moves"])
    card = next(t for t in table.next_tokens() if t != "card:X")
    table.click(card)
    table.click("island:2")
    assert calls.count("play") == made + 1
    table.coach.take_back()
    assert calls[-1] == ("rewind", made) and len(table.record["moves"]) == made
    # a tutorial whose first step fast-forwards to the game's end
    game = get_game("takeaway")
    short = Tutorial(players=2, seed=5, options={"pile": "25"}, steps=(FastForward("Skip.", until=lambda s: False),))
    monkeypatch.setattr(type(game), "tutorial", property(lambda self: short))
    api = Api()
    api.call("tutorial", json.dumps({"game": "takeaway"}))
    calls.clear()
    assert json.loads(api.call("tutorial_next"))["over"]
    assert calls and calls == ["play"] * len(api.table.record["moves"])
