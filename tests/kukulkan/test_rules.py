"""Every Kukulkán rule of the issue, in constructed positions on our sheet (see data.py:
base 0–4 printed 5 3 6 1 4; C=5 on 0+1; axis 2 6 9 11 12; D=7 on 3+4; A=8 on C; B=10 on D)."""

import pytest

from ludoteca.core import IllegalMove, clone, dumps
from ludoteca.core.i18n import render
from ludoteca.games.kukulkan import data, rules
from ludoteca.games.kukulkan import sheet as S
from ludoteca.games.kukulkan.data import AXIS, BLOCKS, LABELLED, SEGMENTS, VERTEX_ID
from ludoteca.games.kukulkan.rules import GAME

C, D, A, B = (LABELLED[k] for k in "CDAB")
ALL_SEGMENTS = list(range(len(SEGMENTS)))


def V(x, y):
    return VERTEX_ID[(x, y)]


def game(players=2, roll=3):
    state = GAME.setup({"players": players}, 1)
    state["roll"] = roll
    return state


def close(state, player, *blocks):
    sh = state["sheets"][player]
    sh["drawn"] = sorted(set(sh["drawn"]) | {s for b in blocks for s in BLOCKS[b].border})


def draw(p, n, trail, change=None):
    return {"p": p, "act": "draw", "change": change, "n": n, "trail": trail}


def write(p, n, block, same=False, change=None):
    return {"p": p, "act": "write", "change": change, "n": n, "block": block, "same": same}


def cross(p, n, block, change=None):
    return {"p": p, "act": "cross", "change": change, "n": n, "block": block}


def why(state, move):
    return GAME.why_illegal(state, move)


# ---------------- the sheet design ----------------


def test_design_has_what_the_issue_asks():
    assert len(data.BASE) == 5 and all(BLOCKS[b].printed for b in data.BASE)
    assert [BLOCKS[b].tier for b in AXIS] == [0, 1, 2, 3, 4]
    assert {len(BLOCKS[b].supports) for b in data.WRITABLE} == {1, 2}
    assert BLOCKS[C].supports == (0, 1) and BLOCKS[D].supports == (3, 4)
    assert BLOCKS[A].supports == (C,) and BLOCKS[B].supports == (D,)
    assert BLOCKS[A].tier > BLOCKS[C].tier and BLOCKS[A].x1 <= 0 < BLOCKS[B].x0
    assert set(data.EXTERNAL) == {C, D, A, B, 11, 12}
    assert all(len(SEGMENTS[s]) == 2 for s in ALL_SEGMENTS)


# ---------------- A: trails ----------------


def test_trail_must_have_exactly_the_number_of_segments():
    state = game(roll=3)
    assert "exactly 3" in why(state, draw(0, 3, [V(-5, 0), V(-4, 0), V(-3, 0)]))
    assert why(state, draw(0, 3, [V(-5, 0), V(-4, 0), V(-3, 0), V(-2, 0)])) is None


def test_trail_follows_dotted_lines_without_lifting_the_pencil():
    state = game(roll=2)
    assert "dotted" in why(state, draw(0, 2, [V(-5, 0), V(-4, 0), V(-2, 0)]))
    assert "dotted" in why(state, draw(0, 2, [V(-5, 0), V(-4, 1), V(-3, 1)]))  # diagonal


def test_trail_never_goes_over_a_drawn_segment_but_may_cross_one():
    state = game(roll=2)
    sh = state["sheets"][0]
    sh["drawn"] = [
        data.SEGMENT_BETWEEN[frozenset((V(-2, 1), V(-1, 1)))],
        data.SEGMENT_BETWEEN[frozenset((V(-1, 1), V(0, 1)))],
    ]
    assert "already drawn" in why(state, draw(0, 2, [V(-3, 1), V(-2, 1), V(-1, 1)]))
    # up the vertical line at x = -1, across the drawn horizontal one
    assert why(state, draw(0, 2, [V(-1, 0), V(-1, 1), V(-1, 2)])) is None


def test_trail_may_revisit_a_vertex_but_not_a_segment():
    state = game(roll=6)
    loop = [V(-1, 1), V(0, 1), V(1, 1), V(1, 2), V(0, 2), V(-1, 2), V(-1, 1)]
    assert why(state, draw(0, 6, loop)) is None
    state["roll"] = 2
    assert "twice" in why(state, draw(0, 2, [V(0, 1), V(1, 1), V(0, 1)]))


# ---------------- B: writing ----------------


def test_write_needs_four_borders_and_numbered_supports():
    state = game(roll=5)
    assert "borders" in why(state, write(0, 5, 6))
    close(state, 0, 6, A)
    assert why(state, write(0, 5, 6)) is None  # on the base 6
    assert "carry values" in why(state, write(0, 5, A))  # C is still blank


def test_write_must_be_lower_than_the_one_block_below():
    state = game(roll=6)
    close(state, 0, 6)
    assert "lower" in why(state, write(0, 6, 6))


def test_write_on_two_blocks_uses_their_sum():
    state = game(roll=6)
    close(state, 0, C, D)
    assert why(state, write(0, 6, C)) is None  # 6 < 5 + 3
    assert "lower" in why(state, write(0, 6, D))  # 6 ≥ 1 + 4


def test_same_value_stacking_writes_the_value_below_on_one_or_two_blocks():
    state = game(roll=5)
    close(state, 0, D, 6)
    assert why(state, write(0, 5, D, same=True)) is None  # D rests on 1 + 4 = 5
    state["roll"] = 6
    assert why(state, write(0, 6, 6, same=True)) is None  # the axis block on the 6
    state["roll"] = 4
    assert "exactly the value below" in why(state, write(0, 4, D, same=True))


def test_base_blocks_are_never_written():
    state = game(roll=2)
    close(state, 0, 0)
    assert "printed" in why(state, write(0, 2, 0))


# ---------------- C: crossing ----------------


def test_base_block_is_crossed_only_once_closed_and_with_its_value():
    state = game(roll=6)
    assert "borders are drawn" in why(state, cross(0, 6, 2))
    close(state, 0, 2)
    assert why(state, cross(0, 6, 2)) is None
    state["roll"] = 5
    assert "holds 6" in why(state, cross(0, 5, 2))


def test_cross_needs_a_number_and_only_once():
    state = game(roll=4)
    close(state, 0, 6)
    assert "numbered" in why(state, cross(0, 4, 6))
    state["sheets"][0]["values"][6] = 4
    assert why(state, cross(0, 4, 6)) is None
    state["sheets"][0]["crossed"] = [6]
    assert "already crossed" in why(state, cross(0, 4, 6))


# ---------------- D: passing ----------------


def finished_sheet(state, player):
    sh = state["sheets"][player]
    sh["drawn"] = ALL_SEGMENTS
    for b in data.WRITABLE:
        sh["values"][b] = 1
    sh["crossed"] = list(range(len(BLOCKS)))
    return sh


PASS = {"p": 0, "act": "pass"}


def test_pass_is_refused_while_an_action_is_possible_without_a_help():
    state = game(roll=3)
    assert "without a help" in why(state, PASS)
    assert PASS not in GAME.legal_moves(state, 0)
    assert GAME.forced_move(state, 0) is None


def test_pass_is_allowed_when_only_a_help_would_allow_an_action():
    """Issue 13: the helps are a way to avoid passing, never an obligation."""
    state = game(roll=4)
    sh = finished_sheet(state, 0)
    sh["crossed"].remove(0)  # base 0 holds 5: only 4 + 1 (the help) crosses it
    assert why(state, PASS) is None
    assert why(state, cross(0, 5, 0, change="pm")) is None  # the help stays possible
    assert sorted(map(dumps, GAME.legal_moves(state, 0))) == sorted(map(dumps, [PASS, cross(0, 5, 0, change="pm")]))
    assert GAME.forced_move(state, 0) is None  # a choice: nothing forced
    sh["used"].append("pm")  # now nothing at all is possible
    assert why(state, PASS) is None
    assert GAME.legal_moves(state, 0) == [PASS]
    assert GAME.forced_move(state, 0) == PASS
    assert GAME.forced_move(state, 1) is None  # player 1 can act


def test_super_six_and_same_value_stacking_are_optional_too():
    state = game(roll=6)
    sh = finished_sheet(state, 0)
    sh["crossed"].remove(1)  # base 1 holds 3: only super-six reaches it
    sh["used"].append("pm")
    assert why(state, cross(0, 3, 1, change="six")) is None and why(state, PASS) is None
    assert GAME.forced_move(state, 0) is None
    # same-value stacking: D (closed, blank) rests on 1 + 4 = 5, so a 5 goes there only
    # by stacking, and nothing else is possible
    state = game(roll=5)
    sh = finished_sheet(state, 0)
    sh["values"][D] = None
    sh["values"][B] = None
    sh["crossed"] = [b for b in sh["crossed"] if b not in (D, B)]
    sh["used"] = ["pm"]
    assert why(state, write(0, 5, D, same=True)) is None
    assert why(state, write(0, 5, D)) is not None
    assert why(state, PASS) is None and GAME.forced_move(state, 0) is None


def test_the_permanent_ability_is_no_help_so_it_obliges():
    state = game(roll=4)
    sh = finished_sheet(state, 0)
    sh["crossed"].remove(0)  # base 0 holds 5 = 4 + 1
    sh["used"].append("pm")
    sh["ability"] = True
    assert why(state, cross(0, 5, 0, change="ability")) is None
    assert "without a help" in why(state, PASS)
    assert GAME.forced_move(state, 0) is None


def test_a_forced_pass_is_announced_and_made_by_itself():
    from ludoteca.core import new_record
    from ludoteca.table import Table

    table = Table(new_record("kukulkan", {"players": 1}, 3), [{"kind": "human", "name": "Ana"}])
    table.state["roll"] = 4
    sh = finished_sheet(table.state, 0)
    sh["crossed"].remove(0)
    assert table.snapshot()["forced"] is None and "pass" in table.next_tokens()
    sh["used"].append("pm")
    assert table.snapshot()["forced"] == "No action is possible with this roll: you pass."
    assert table.next_tokens() == ["pass"]
    assert table.play_forced() is None
    assert table.record["moves"] == [PASS] and table.state["round"] == 2


def test_new_games_use_version_2_and_records_of_version_1_play_under_its_pass_rule():
    from ludoteca.core import BadRecord, new_record, replay

    record = new_record("kukulkan", {"players": 2}, 4)
    assert record["rules"] == GAME.rules_version == "2" and GAME.rules_versions == ("1", "2")
    state = replay({**record, "rules": "1"})
    assert state["rules"] == "1" and GAME.view(state, 0)["rules"] == "1"
    sh = finished_sheet(state, 0)
    sh["crossed"].remove(0)
    state["roll"] = 4
    sh["used"] = []  # only a help allows an action: version 2 may pass
    assert rules.pass_allowed(sh, 4) and not rules.pass_allowed(sh, 4, "1")
    assert GAME.why_illegal(state, PASS) == "You may pass only when no action is possible, even with a help."
    assert "pass" not in GAME.next_clicks(state, 0, [])
    assert GAME.why_illegal({**state, "rules": "2"}, PASS) is None
    from ludoteca.games.kukulkan.words import die_info

    assert "even with a help" in die_info(GAME.view(state, 0), 4)
    assert "without a help" in die_info(GAME.view({**state, "rules": "2"}, 0), 4)
    with pytest.raises(BadRecord, match="rules version 99, which this site does not know"):
        replay({**record, "rules": "99"})


# ---------------- helps ----------------


def test_plus_minus_one_wraps_and_never_gives_0_or_7():
    assert S.plus_minus(1) == [2, 6]
    assert S.plus_minus(6) == [1, 5]
    assert S.plus_minus(3) == [2, 4]
    state = game(roll=1)
    close(state, 0, 2, 0)
    assert why(state, cross(0, 6, 2, change="pm")) is None
    assert "turns 1 into 2 or 6" in why(state, cross(0, 5, 0, change="pm"))


def test_super_six_changes_only_a_six_into_one_to_five():
    state = game(roll=6)
    close(state, 0, 0)
    assert why(state, cross(0, 5, 0, change="six")) is None
    assert why(state, cross(0, 6, 0, change="six")) is not None
    state["roll"] = 5
    assert "needs a rolled 6" in why(state, cross(0, 5, 0, change="six"))


def test_each_help_once_per_game_and_one_per_round():
    state = game(roll=4)
    close(state, 0, 0, D)
    state["sheets"][0]["used"] = ["pm"]
    assert "already used" in why(state, cross(0, 5, 0, change="pm"))
    state["sheets"][0]["used"] = []
    state["roll"] = 6
    assert "one help per round" in why(state, write(0, 5, D, same=True, change="pm"))


def test_help_use_is_recorded_after_the_round():
    state = game(players=1, roll=4)
    close(state, 0, 0)
    state = GAME.apply(state, cross(0, 5, 0, change="pm"))
    assert state["sheets"][0]["used"] == ["pm"] and 0 in state["sheets"][0]["crossed"]


def test_base_bonus_ability_every_round_and_with_same_value_stacking():
    state = game(roll=4)
    close(state, 0, 0, D)
    assert "base bonus" in why(state, cross(0, 5, 0, change="ability"))
    sh = state["sheets"][0]
    sh["ability"] = True
    sh["used"] = ["pm", "six"]
    assert why(state, cross(0, 5, 0, change="ability")) is None
    assert why(state, write(0, 5, D, same=True, change="ability")) is None


# ---------------- rounds, bonuses, end ----------------


def ready_for_ca(state, p):
    sh = state["sheets"][p]
    close(state, p, C, A)
    sh["values"][C], sh["values"][A] = 6, 2
    sh["crossed"] = [C]


def test_everyone_acts_on_the_same_roll_and_actions_stay_hidden_until_all_chose():
    state = game(players=3, roll=3)
    assert GAME.to_act(state) == [0, 1, 2]
    state = GAME.apply(state, draw(0, 3, [V(-5, 0), V(-4, 0), V(-3, 0), V(-2, 0)]))
    assert GAME.to_act(state) == [1, 2]
    assert state["round"] == 1 and state["sheets"][0]["drawn"] == []
    # what 1 sees does not depend on what 0 chose
    other = GAME.apply(game(players=3, roll=3), draw(0, 3, [V(5, 0), V(4, 0), V(3, 0), V(2, 0)]))
    assert dumps(GAME.view(state, 1)) == dumps(GAME.view(other, 1))
    assert GAME.view(state, 0)["preview"]["segments"]  # 0 sees their own choice
    with pytest.raises(IllegalMove, match="not your turn"):
        GAME.apply(state, draw(0, 3, [V(-5, 0), V(-4, 0), V(-3, 0), V(-2, 0)]))
    state = GAME.apply(state, draw(1, 3, [V(-5, 0), V(-4, 0), V(-3, 0), V(-2, 0)]))
    state = GAME.apply(state, draw(2, 3, [V(-5, 0), V(-4, 0), V(-3, 0), V(-2, 0)]))
    assert state["round"] == 2 and GAME.to_act(state) == [0, 1, 2]
    assert all(len(sh["drawn"]) == 3 for sh in state["sheets"])


def test_first_to_claim_goes_to_everyone_in_that_round_then_to_nobody():
    state = game(players=3, roll=2)
    for p in range(3):
        ready_for_ca(state, p)
    state = GAME.apply(state, cross(0, 2, A))
    state = GAME.apply(state, cross(1, 2, A))
    state = GAME.apply(state, draw(2, 2, [V(5, 0), V(4, 0), V(3, 0)]))
    assert state["first"]["CA"] == {"round": 1, "by": [0, 1]}
    assert state["sheets"][0]["bonuses"]["CA"] == state["sheets"][1]["bonuses"]["CA"] == 4
    state["roll"] = 2
    for p in range(3):
        state = GAME.apply(state, cross(2, 2, A) if p == 2 else draw(p, 2, [V(5, 1), V(4, 1), V(3, 1)]))
    assert A in state["sheets"][2]["crossed"] and "CA" not in state["sheets"][2]["bonuses"]


def test_game_ends_at_the_end_of_the_round_all_three_normal_bonuses_are_claimed():
    state = game(players=2, roll=1)
    sh0, sh1 = state["sheets"]
    sh0["bonuses"] = {"base": 0, "axis": 3}
    sh0["ability"] = True
    # player 1 can number their last blank block (the top of the axis) with a 1
    sh1["drawn"] = ALL_SEGMENTS
    for b, v in zip(AXIS[1:], (5, 4, 3, 2)):
        sh1["values"][b] = v
    for b, v in ((C, 6), (D, 4), (A, 5), (B, 3)):
        sh1["values"][b] = v
    sh1["values"][AXIS[-1]] = None
    state = GAME.apply(state, draw(0, 1, [V(-5, 0), V(-4, 0)]))
    assert not GAME.is_over(state)
    state = GAME.apply(state, write(1, 1, AXIS[-1]))
    assert GAME.is_over(state) and GAME.to_act(state) == []
    assert state["sheets"][1]["bonuses"]["full"] == 6  # the highest outline block: C
    assert state["end"] == "bonuses"
    assert "all three normal bonuses" in render(state["log"][-1], GAME.texts, str)


def test_game_goes_on_while_a_normal_bonus_is_unclaimed():
    state = game(players=1, roll=1)
    sh = state["sheets"][0]
    sh["bonuses"] = {"base": 0, "axis": 3}
    state = GAME.apply(state, draw(0, 1, [V(-5, 0), V(-4, 0)]))
    assert not GAME.is_over(state) and state["round"] == 2


def test_ties_are_broken_by_crossed_blocks_then_shared():
    state = game(players=3)
    sheets = state["sheets"]
    sheets[0]["crossed"], sheets[0]["bonuses"] = [0, 1, 2, 3], {}
    sheets[1]["crossed"], sheets[1]["bonuses"] = [0], {"axis": 3}
    sheets[2]["crossed"], sheets[2]["bonuses"] = [0, 1, 2, 4], {}
    state["over"] = True
    result = GAME.result(state)
    assert result["scores"] == [4, 4, 4]
    assert result["ranks"] == [1, 3, 1]
    assert GAME.render_message(result["summary"], ["Ann", "Bob", "Cy"]).startswith(
        "Shared victory: Ann and Cy, with 4 points each."
    )
    assert GAME.render_message(result["summary"], ["Ann", "Bob", "Cy"], reader=2) == (
        "You share the victory with Ann, with 4 points each."
    )
    assert GAME.render_message(result["summary"], ["Ann", "Bob", "Cy"], reader=1).startswith("Shared victory")
    sheets[2]["crossed"], sheets[2]["bonuses"] = [0, 1, 2], {"axis": 1}  # 4 points, one block fewer
    result = GAME.result(state)
    assert result["scores"] == [4, 4, 4] and result["ranks"] == [1, 3, 2]
    assert GAME.render_message(result["summary"], ["Ann", "Bob", "Cy"], reader=0) == (
        "You win with 4 points (tie-break: more crossed blocks)."
    )


# ---------------- the rules' scoring example, rebuilt on our sheet ----------------


def play_solo(state, roll, move):
    state["roll"] = roll
    return GAME.apply(state, move)


def test_scoring_example_ten_crosses_d_minus_b_and_axis_make_17():
    """Josh: 10 crossed blocks, D = 5 by same-value stacking on a 5 and B = 1 (D − B = 4),
    and the axis bonus (3): 17 points. Played through the engine, one action a round."""
    state = GAME.setup({"players": 1}, 3)
    for s in ALL_SEGMENTS:  # every border, one by one
        a, b = data.SEGMENT_ENDS[s]
        state = play_solo(state, 1, draw(0, 1, [a, b]))
    script = [
        (5, write(0, 5, 6)),
        (4, write(0, 4, 9)),
        (3, write(0, 3, 11)),
        (2, write(0, 2, 12)),
        (5, write(0, 5, D, same=True)),
        (1, write(0, 1, B)),
        (6, write(0, 6, C)),
    ]
    script += [
        (v, cross(0, v, b))
        for b, v in ((2, 6), (6, 5), (9, 4), (11, 3), (12, 2), (D, 5), (B, 1), (C, 6), (0, 5), (4, 4))
    ]
    for roll, move in script:
        state = play_solo(state, roll, move)
    sh = state["sheets"][0]
    assert sh["bonuses"] == {"axis": 3, "DB": 4}
    assert GAME.view(state, 0)["scores"] == [17]
    assert len(sh["crossed"]) == 10 and sh["used"] == ["same"]


def test_illegal_moves_leave_the_state_intact():
    state = game(roll=3)
    before = dumps(state)
    for bad in (
        draw(0, 3, [1, 2]),
        write(0, 3, 99),
        cross(0, "x", 1),
        {"p": 0, "act": "fly"},
        {"p": 0, "act": "draw", "change": None, "n": 3, "trail": [[1]]},
        {"p": 0},
    ):
        with pytest.raises(IllegalMove):
            GAME.apply(state, bad)
    assert dumps(state) == before
    assert clone(state) == state
