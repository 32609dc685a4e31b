"""Every Yucata' rule, each in a small constructed position."""

import pytest

from ludoteca.core import BadOptions, get_game
from ludoteca.games.yucata import data
from ludoteca.games.yucata.rules import card_refusal, score, triangle

GAME = get_game("yucata")


def position(players=3, pos=None, previous=None, hands=None, turn=0, layout="standard"):
    state = GAME.setup({"players": players, "layout": layout}, 1)
    state["turn"] = turn
    if pos is not None:
        state["pos"] = list(pos)
        lead = max(pos)
        for space in range(1, lead + 1):  # no stone ever lies behind the leader
            state["stones"][space] = None
    state["previous"] = previous
    if hands is not None:
        state["hands"] = [list(h) for h in hands]
    return state


def play(state, card, player=None):
    player = state["turn"] if player is None else player
    return GAME.apply(state, {"p": player, "card": card})


def test_setup_places_35_stones_and_deals_seven_cards():
    for players in (2, 3, 4):
        state = GAME.setup({"players": players}, 7)
        stones = state["stones"]
        assert len(stones) == 40 and stones[:5] == [None] * 5
        assert stones[39] == "R"
        assert stones[5:39].count("P") == 25 and stones[5:39].count("D") == 9
        assert state["pos"] == [0] * players
        assert all(sorted(h) == sorted(data.CARDS) for h in state["hands"])
        assert 0 <= state["turn"] < players


def test_numbers_move_that_many_spaces_and_take_the_stones_passed():
    state = position(pos=[0, 0, 0])
    state = play(state, "3")
    assert state["pos"][0] == 3 and state["taken"][0]["P"] == 0  # spaces 1–4 are empty
    state = play(state, "5")  # player 1: 0 → 5
    assert state["pos"][1] == 5 and state["taken"][1] == {"P": 1, "D": 0, "R": 0}
    assert state["stones"][5] is None
    assert state["turn"] == 2


def test_only_the_player_who_gets_ahead_takes_stones():
    state = position(pos=[9, 4, 0], turn=1)  # stones lie from 10 on
    state = play(state, "4")  # 4 → 8: behind the leader, nothing
    assert state["pos"][1] == 8 and sum(state["taken"][1].values()) == 0
    state = play(state, "5", player=2)  # 0 → 5: nothing either
    assert sum(state["taken"][2].values()) == 0
    state["turn"] = 0
    state = play(state, "2")  # leader 9 → 11 takes 10 and 11
    assert sum(state["taken"][0].values()) == 2 and state["stones"][10] is None


def test_spear_goes_just_in_front_of_the_leader():
    state = position(pos=[3, 12, 7])
    state = play(state, "S")
    assert state["pos"][0] == 13 and sum(state["taken"][0].values()) == 1


def test_spear_by_the_leader_moves_one_space():
    state = position(pos=[12, 3, 7])
    state = play(state, "S")
    assert state["pos"][0] == 13
    # a leader sharing the lead is "a leading amulet" too
    state = position(pos=[12, 12, 7])
    assert play(state, "S")["pos"][0] == 13


def test_question_copies_what_the_previous_card_counted_as():
    state = position(pos=[3, 8, 0], previous={"p": 2, "card": "4", "as": "4"})
    state = play(state, "?")
    assert state["pos"][0] == 7 and state["previous"] == {"p": 0, "card": "?", "as": "4"}


def test_question_after_question_copies_the_copied_card():
    state = position(pos=[3, 8, 0], previous={"p": 2, "card": "?", "as": "2"})
    state["hands"][0] = ["?", "1"]
    assert (
        card_refusal(state, 0, "?")
        == "You must play a different card from the one the previous player played: not the ?."
    )
    state = position(pos=[3, 8, 0], previous={"p": 2, "card": "?", "as": "2"}, turn=1)
    state["hands"][1] = ["3", "1", "2"]
    state = play(state, "2")  # a ? that copied a 2 is a ?, not a 2: the 2 is allowed
    assert state["pos"][1] == 10


def test_question_after_spear_is_a_spear_from_your_own_position():
    state = position(pos=[3, 8, 14], previous={"p": 2, "card": "S", "as": "S"})
    state = play(state, "?")
    assert state["pos"][0] == 15
    state = position(pos=[20, 8, 14], previous={"p": 2, "card": "S", "as": "S"})
    assert play(state, "?")["pos"][0] == 21  # the leader: one space


def test_question_may_not_open_the_game():
    state = GAME.setup({"players": 3}, 2)
    p = state["turn"]
    assert (
        card_refusal(state, p, "?")
        == "The ? card cannot open the game: it copies the previous card, and there is none yet."
    )
    assert {"p": p, "card": "?"} not in GAME.legal_moves(state, p)
    assert len(GAME.legal_moves(state, p)) == 6


def test_same_card_as_previous_player_only_as_last_card():
    state = position(pos=[3, 8, 0], previous={"p": 2, "card": "3", "as": "3"})
    assert (
        GAME.why_illegal(state, {"p": 0, "card": "3"})
        == "You must play a different card from the one the previous player played: not the 3."
    )
    assert {"p": 0, "card": "3"} not in GAME.legal_moves(state, 0)
    state["hands"][0] = ["3"]
    assert GAME.legal_moves(state, 0) == [{"p": 0, "card": "3"}]
    state = play(state, "3")
    assert state["pos"][0] == 6
    assert sorted(state["hands"][0]) == sorted(data.CARDS)  # all seven back in hand


def test_an_amulet_never_passes_the_end():
    state = position(pos=[37, 30, 20])
    for s in range(1, 38):
        state["stones"][s] = None
    state = play(state, "5")
    assert state["pos"][0] == 39 and state["taken"][0]["R"] == 1


def test_movement_ends_when_the_last_stone_is_taken():
    state = position(pos=[36, 30, 20])
    for s in range(1, 37):
        state["stones"][s] = None
    state = play(state, "4")  # takes 37, 38 and the red stone on 39
    assert GAME.is_over(state) and GAME.to_act(state) == []
    assert state["taken"][0] == {"P": 2, "D": 0, "R": 1}  # 37, 38 and the red stone


def test_hands_cycle_after_seven_cards():
    state = GAME.setup({"players": 2}, 3)
    p = state["turn"]
    for k, card in enumerate(["1", "2", "3", "4", "5", "S", "?"]):
        assert len(state["hands"][p]) == 7 - k
        state["turn"] = p
        state = play(state, card, player=p)
    assert not GAME.is_over(state)
    assert sorted(state["hands"][p]) == sorted(data.CARDS)


@pytest.mark.parametrize(
    "pale,dark,red,expected",
    [
        (10, 0, 0, 10),
        (10, 1, 0, 9),
        (10, 2, 0, 7),
        (10, 3, 0, 4),
        (10, 4, 0, 0),
        (5, 5, 0, -10),  # scores may be negative
        (10, 2, 1, 9),  # red returns one dark: cost 1 instead of 3
        (10, 0, 1, 10),  # red without dark stones: no effect
    ],
)
def test_scoring(pale, dark, red, expected):
    total, lines = score({"P": pale, "D": dark, "R": red})
    assert total == expected
    assert sum(line["points"] for line in lines) == expected
    assert [triangle(n) for n in range(1, 5)] == [1, 3, 6, 10]


def test_result_ranks_and_shared_victory():
    state = position(players=3)
    state["stones"] = [None] * 40
    state["taken"] = [{"P": 8, "D": 1, "R": 0}, {"P": 9, "D": 2, "R": 1}, {"P": 6, "D": 0, "R": 0}]
    result = GAME.result(state)
    assert result["scores"] == [7, 8, 6] and result["ranks"] == [2, 1, 3]
    state["taken"][0] = {"P": 9, "D": 1, "R": 0}
    result = GAME.result(state)
    assert result["ranks"] == [1, 1, 3]
    assert (
        GAME.render_message(result["summary"], ["Ann", "Bob", "Cy"])
        == "Shared victory: Ann and Bob, with 8 points each."
    )
    assert (
        GAME.render_message(result["summary"], ["Ann", "Bob", "Cy"], reader=1)
        == "You share the victory with Ann, with 8 points each."
    )


# ---------------- layouts ----------------


@pytest.mark.parametrize("layout", [layout.id for layout in data.LAYOUTS])
def test_every_layout_follows_the_free_layout_rules(layout):
    for seed in range(20 if layout == "yazurika" else 1):
        stones = GAME.setup({"layout": layout}, seed)["stones"]
        assert stones[1:5] == [None] * 4
        assert stones[5:39].count("P") == 25 and stones[5:39].count("D") == 9
        assert stones[38] == "P" and stones[39] == "R"


def test_ceremonial_layouts_are_all_different():
    fixed = [layout.darks for layout in data.LAYOUTS if layout.darks]
    assert len(fixed) == 9 and len(set(fixed)) == 9


def test_yazurika_draws_uniformly_from_the_seed():
    counts = [0] * 40
    for seed in range(600):
        stones = GAME.setup({"layout": "yazurika"}, seed)["stones"]
        for s, stone in enumerate(stones):
            counts[s] += stone == "D"
    assert GAME.setup({"layout": "yazurika"}, 5)["stones"] == GAME.setup({"layout": "yazurika"}, 5)["stones"]
    # each of the 33 allowed spaces holds a dark stone with chance 9/33 (about 164 of 600)
    assert all(110 < counts[s] < 220 for s in range(5, 38)), counts


def test_custom_layouts_are_validated_with_clear_messages():
    good = "D" * 9 + "P" * 25
    state = GAME.setup({"layout": "custom", "custom": good}, 1)
    assert [s for s in range(40) if state["stones"][s] == "D"] == list(range(5, 14))
    with pytest.raises(BadOptions, match="exactly 9 dark stones \\(now 10\\)"):
        GAME.setup({"layout": "custom", "custom": "D" * 10 + "P" * 24}, 1)
    with pytest.raises(BadOptions, match="Space 38 must hold a pale stone"):
        GAME.setup({"layout": "custom", "custom": "D" * 8 + "P" * 25 + "D"}, 1)
    with pytest.raises(BadOptions, match="34 letters"):
        GAME.setup({"layout": "custom", "custom": "PD"}, 1)
    # a custom layout travels in the record's options; an unused one is dropped
    assert GAME.normalize_options({"layout": "custom", "custom": good})["custom"] == good
    assert GAME.normalize_options({"layout": "monzola", "custom": good})["custom"] == ""


def test_layout_editor_flips_stones_and_loads_presets():
    from ludoteca.games.yucata.draw import edit_layout, layout_editor

    standard = data.layout_string(data.LAYOUT_BY_ID["standard"].darks)
    flipped = edit_layout(standard, "space:5")
    assert flipped[0] == "D" and flipped[1:] == standard[1:]
    assert layout_editor(flipped)["problems"] == ["Place exactly 9 dark stones (now 10) and 25 pale stones (now 24)."]
    assert edit_layout(flipped, "space:5") == standard
    assert edit_layout(standard, "space:39") == standard  # the red stone stays
    assert edit_layout(standard, "preset:monzola") == data.layout_string(data.LAYOUT_BY_ID["monzola"].darks)
    drawing = layout_editor(standard)
    assert drawing["problems"] == [] and 'data-click="space:38"' in drawing["svg"]


def test_view_is_complete_and_public():
    state = GAME.setup({"players": 4}, 9)
    views = [GAME.view(state, p) for p in (0, 1, 2, 3, None)]
    assert all(v["hands"] == state["hands"] for v in views)
    assert all("rng" not in v for v in views)
