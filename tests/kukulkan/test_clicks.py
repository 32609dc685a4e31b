"""Kukulkán through the generic table: click paths (helps, number, trail, confirm), step
back, reasons for refused clicks, and the fast next_clicks agreeing with the legal moves."""

import random

from ludoteca.core import Game, new_record
from ludoteca.games.kukulkan import data
from ludoteca.games.kukulkan import sheet as S
from ludoteca.games.kukulkan.rules import GAME
from ludoteca.table import Table

from .test_rules import V, close, game


def solo_table(roll, seed=5, players=1):
    table = Table(
        new_record("kukulkan", {"players": players}, seed),
        [{"kind": "human", "name": "You"}] + [{"kind": "bot", "name": "B"}] * (players - 1),
    )
    table.state["roll"] = roll
    return table


def test_a_trail_starts_with_draw_then_is_clicked_dot_by_dot_stepped_back_and_confirmed():
    table = solo_table(roll=2)
    first = table.next_tokens()
    # the dots are no targets before Draw: a tap on the sheet shows its blocks
    assert "draw" in first and not [t for t in first if t.startswith("v:")]
    assert "pass" not in first and "help:pm" in first
    message = table.click(f"v:{V(-5, 0)}")
    assert message and "Draw" in message and table.path == []
    assert table.click("draw") is None
    assert f"v:{V(-5, 0)}" in table.next_tokens() and "draw" not in table.next_tokens()
    assert table.click("draw") is None and table.path == []  # Draw again: back to choosing
    table.click("draw")
    assert table.click(f"v:{V(-5, 0)}") is None
    assert table.next_tokens() == sorted([f"v:{V(-4, 0)}", f"v:{V(-5, 1)}"])
    # a dot that does not continue the trail is refused, with a reason
    message = table.click(f"v:{V(3, 0)}")
    assert message and table.path == ["draw", f"v:{V(-5, 0)}"]
    # Draw again starts the trail over
    assert table.click("draw") is None and table.path == ["draw"]
    table.click(f"v:{V(-5, 0)}")
    table.click(f"v:{V(-4, 0)}")
    table.click(f"v:{V(-3, 0)}")
    assert table.next_tokens() == ["ok"]
    table.drop_last_click()
    assert table.path == ["draw", f"v:{V(-5, 0)}", f"v:{V(-4, 0)}"]
    table.drop_last_click()
    assert table.next_tokens() == sorted([f"v:{V(-4, 0)}", f"v:{V(-5, 1)}"])
    table.click(f"v:{V(-5, 1)}")
    table.click(f"v:{V(-4, 1)}")
    assert table.click("ok") is None
    assert table.record["moves"] == [
        {"p": 0, "act": "draw", "change": None, "n": 2, "trail": [V(-5, 0), V(-5, 1), V(-4, 1)]}
    ]
    assert table.state["round"] == 2 and table.path == []


def test_a_help_then_a_number_then_a_block():
    table = solo_table(roll=4)
    close(table.state, 0, 0)
    assert "help:pm" in table.next_tokens()
    table.click("help:pm")
    assert table.next_tokens() == ["n:3", "n:5"]
    table.click("n:5")
    assert "b:0" in table.next_tokens()
    table.click("b:0")
    move = table.record["moves"][-1]
    assert move == {"p": 0, "act": "cross", "change": "pm", "n": 5, "block": 0}
    assert table.state["sheets"][0]["used"] == ["pm"]


def test_refused_click_says_why_and_changes_nothing():
    table = solo_table(roll=3)
    before = (list(table.path), list(table.record["moves"]))
    message = table.click("b:6")
    assert message and "borders" in message
    assert (table.path, table.record["moves"]) == before


def test_pass_is_offered_only_when_nothing_else_is():
    table = solo_table(roll=3)
    sh = table.state["sheets"][0]
    sh["drawn"] = list(range(len(data.SEGMENTS)))
    for b in data.WRITABLE:
        sh["values"][b] = 1
    sh["crossed"] = list(range(len(data.BLOCKS)))
    assert table.next_tokens() == ["pass"]
    table.click("pass")
    assert table.record["moves"][-1] == {"p": 0, "act": "pass"}


def test_pass_is_offered_next_to_a_help_that_would_allow_an_action():
    table = solo_table(roll=4)
    sh = table.state["sheets"][0]
    sh["drawn"] = list(range(len(data.SEGMENTS)))
    for b in data.WRITABLE:
        sh["values"][b] = 1
    sh["crossed"] = list(range(1, len(data.BLOCKS)))  # base 0 (a 5) left: 4 + 1 crosses it
    assert table.next_tokens() == ["help:pm", "pass"]
    assert table.snapshot()["forced"] is None  # a choice, so the page waits
    table.click("pass")
    assert table.record["moves"][-1] == {"p": 0, "act": "pass"}
    assert table.state["sheets"][0]["used"] == []


def test_every_move_round_trips_through_its_click_path():
    rng = random.Random(2)
    for seed in range(30):
        state = GAME.setup({"players": 2}, seed)
        for _ in range(rng.randrange(0, 40)):
            for p in GAME.to_act(state):
                state = GAME.apply(state, GAME.random_move(state, p, rng))
            if GAME.is_over(state):
                break
        if GAME.is_over(state):
            continue
        sh, roll = state["sheets"][0], state["roll"]
        moves = S.non_draw_moves(sh, roll, 0) + [GAME.random_move(state, 0, rng) for _ in range(5)]
        for move in moves:
            assert GAME.path_move(state, 0, GAME.move_path(move)) == move


def test_fast_next_clicks_agree_with_the_list_of_legal_moves():
    """On positions small enough to list every trail, the game's own next_clicks must give
    exactly what the generic derivation from legal_moves gives, at every prefix."""
    rng = random.Random(4)
    checked = 0
    for seed in range(40):
        state = game(players=1, roll=1 + seed % 6)
        sh = state["sheets"][0]
        keep = rng.sample(range(len(data.SEGMENTS)), 12)  # 12 segments left to draw
        sh["drawn"] = sorted(set(range(len(data.SEGMENTS))) - set(keep))
        sh["used"] = rng.sample(list(data.HELPS), rng.randrange(0, 3))
        for b in (6, 9):
            if rng.random() < 0.5:
                sh["values"][b] = 6 - (b == 9) - 1
        legal_paths = [GAME.move_path(m) for m in GAME.legal_moves(state, 0)]
        prefixes = {tuple(p[:k]) for p in legal_paths for k in range(len(p))}
        for prefix in prefixes:
            assert GAME.next_clicks(state, 0, list(prefix)) == Game.next_clicks(GAME, state, 0, list(prefix)), (
                seed,
                prefix,
            )
            checked += 1
        for path in legal_paths:
            assert GAME.path_move(state, 0, path) is not None
    assert checked > 200


def test_pass_and_play_each_human_enters_their_action_for_the_same_roll_in_turn():
    table = Table(
        new_record("kukulkan", {"players": 3}, 9),
        [{"kind": "human", "name": "Ana"}, {"kind": "bot", "name": "B"}, {"kind": "human", "name": "Caio"}],
    )
    roll = table.state["roll"]
    assert table.privacy_for == 0 and table.viewer is None
    table.confirm_privacy()
    assert table.viewer == 0 and table.bot_step() is not None  # the bot acts at once
    move = GAME.random_move(table.state, 0, random.Random(1))
    for token in GAME.move_path(move):
        assert table.click(token) is None
    # the device goes to Caio, who sees the same roll and not Ana's choice
    assert table.privacy_for == 2 and table.state["round"] == 1
    table.confirm_privacy()
    view = GAME.view(table.state, table.viewer)
    assert view["roll"] == roll and view["acted"] == [True, True, False]
    assert view["sheets"][0] == GAME.view(GAME.setup({"players": 3}, 9), 2)["sheets"][0]
    assert table.snapshot()["viewer"] == 2
    move = GAME.random_move(table.state, 2, random.Random(2))
    for token in GAME.move_path(move):
        table.click(token)
    assert table.state["round"] == 2 and table.privacy_for == 0
