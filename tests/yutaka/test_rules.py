"""Every Yutakâ rule, each in a small constructed position."""

from collections import Counter

import pytest

from ludoteca.core import IllegalMove, get_game
from ludoteca.games.yutaka import data
from ludoteca.games.yutaka.rules import column_winner, reason_text, revealable, score_islands

GAME = get_game("yutaka")


def in_play(seed=1, **options):
    """A game just past the opening (4 tiles revealed), player 0 to play."""
    state = GAME.setup(options, seed)
    for _ in range(4):
        p = GAME.to_act(state)[0]
        state = GAME.apply(state, {"p": p, "reveal": revealable(state["tiles"])[0]})
    return state


def give(state, player, hand):
    """Put exactly `hand` in the player's hand (cards come from / go back to the deck)."""
    pool = state["hands"][player] + state["decks"][player]
    for card in hand:
        pool.remove(card)
    state["hands"][player] = list(hand)
    state["decks"][player] = pool
    return state


def test_components():
    deck = data.player_deck()
    assert len(deck) == 24 and deck.count("X") == 4
    assert sorted(data.card_value(c) for c in deck if c[0] == "E") == [1, 2, 3, 4]
    for colour in data.COLOURS:
        assert sum(data.TILE_VALUES[colour]) == 30
    assert Counter(c for c, _ in data.all_tiles()) == {"Y": 3, "G": 4, "B": 5, "R": 6, "E": 7}


@pytest.mark.parametrize("layout", [a.id for a in data.ARCHIPELAGOS])
def test_setup(layout):
    state = GAME.setup({"archipelago": layout}, 9)
    assert len(state["tiles"]) == 20 and len(state["removed"]) == 5
    every_tile = [(t["c"], t["v"]) for t in state["tiles"] + state["removed"]]
    assert sorted(every_tile) == sorted(data.all_tiles())
    assert not any(t["up"] for t in state["tiles"])
    for p in (0, 1):
        assert len(state["hands"][p]) == 6 and len(state["decks"][p]) == 18
        assert sorted(state["hands"][p] + state["decks"][p]) == sorted(data.player_deck())
    assert state["phase"] == "opening" and GAME.to_act(state) == [0]
    # different seeds deal differently
    other = GAME.setup({"archipelago": layout}, 10)
    assert other["tiles"] != state["tiles"] or other["hands"] != state["hands"]


def test_opening_alternates_p1_p2_p1_p2_then_p1_plays():
    state = GAME.setup({}, 2)
    order = []
    for _ in range(4):
        assert state["phase"] == "opening"
        p = GAME.to_act(state)[0]
        order.append(p)
        assert (
            GAME.why_illegal(state, {"p": p, "card": state["hands"][p][0], "island": 0})
            == "First reveal a treasure tile."
        )
        state = GAME.apply(state, {"p": p, "reveal": revealable(state["tiles"])[0]})
    assert order == [0, 1, 0, 1]
    assert state["phase"] == "play" and GAME.to_act(state) == [0]
    assert sum(t["up"] for t in state["tiles"]) == 4


def test_revealing_twice_is_refused():
    state = GAME.setup({}, 2)
    state = GAME.apply(state, {"p": 0, "reveal": 5})
    assert GAME.why_illegal(state, {"p": 1, "reveal": 5}) == "That tile is already revealed."


def test_precious_card_goes_to_own_side_and_hand_is_refilled():
    state = give(in_play(), 0, ["Y3", "G1", "B2", "R4", "E1", "X"])
    deck_before = len(state["decks"][0])
    state = GAME.apply(state, {"p": 0, "card": "Y3", "island": 2})
    assert state["sides"][2][0] == ["Y3"] and state["sides"][2][1] == []
    assert len(state["hands"][0]) == 6 and len(state["decks"][0]) == deck_before - 1
    assert "Y3" not in state["hands"][0]
    assert GAME.to_act(state) == [1] and state["phase"] == "play"


def test_equipment_makes_the_player_reveal_then_the_turn_passes():
    state = give(in_play(), 0, ["Y3", "G1", "B2", "R4", "E1", "X"])
    state = GAME.apply(state, {"p": 0, "card": "E1", "island": 0})
    assert state["sides"][0][0] == ["E1"]
    assert state["phase"] == "reveal" and GAME.to_act(state) == [0]
    assert GAME.why_illegal(state, {"p": 0, "card": "Y3", "island": 1}) == "First reveal a treasure tile."
    hidden = revealable(state["tiles"])[0]
    state = GAME.apply(state, {"p": 0, "reveal": hidden})
    assert state["tiles"][hidden]["up"] and GAME.to_act(state) == [1]


def test_dynamite_goes_to_the_opponent_who_must_reveal_then_plays():
    state = give(in_play(), 0, ["Y3", "G1", "B2", "R4", "E1", "X"])
    state = GAME.apply(state, {"p": 0, "card": "X", "island": 4})
    assert state["sides"][4][1] == ["X"] and state["sides"][4][0] == []
    assert state["phase"] == "reveal" and GAME.to_act(state) == [1]
    assert GAME.why_illegal(state, {"p": 0, "reveal": revealable(state["tiles"])[0]}) == "It is not your turn."
    state = GAME.apply(state, {"p": 1, "reveal": revealable(state["tiles"])[0]})
    assert state["phase"] == "play" and GAME.to_act(state) == [1]


def test_at_most_five_cards_per_side_of_an_island():
    state = give(in_play(), 0, ["Y3", "G1", "B2", "R4", "E1", "X"])
    state["sides"][1][0] = ["Y1", "Y2", "G2", "G3", "B1"]
    assert GAME.why_illegal(state, {"p": 0, "card": "Y3", "island": 1}) == "Jade Isle already has 5 cards on your side."
    assert all(m["island"] != 1 for m in GAME.legal_moves(state, 0) if m["card"] != "X")
    # the opponent's full side stops dynamite, not one's own cards
    state["sides"][2][1] = ["Y1", "Y2", "G2", "G3", "B1"]
    assert (
        GAME.why_illegal(state, {"p": 0, "card": "X", "island": 2})
        == "Smoke Isle already has 5 cards on your opponent's side."
    )
    assert GAME.why_illegal(state, {"p": 0, "card": "Y3", "island": 2}) is None
    with pytest.raises(IllegalMove, match="already has 5"):
        GAME.apply(state, {"p": 0, "card": "Y3", "island": 1})


def test_cards_not_held_and_islands_that_do_not_exist_are_refused():
    state = give(in_play(), 0, ["Y3", "G1", "B2", "R4", "E1", "X"])
    assert GAME.why_illegal(state, {"p": 0, "card": "Y4", "island": 0}) == "You do not hold that card."
    assert GAME.why_illegal(state, {"p": 0, "card": "Y3", "island": 5}) == "There is no such island."
    assert GAME.why_illegal(state, {"p": 0, "card": "Y3", "island": True}) == "There is no such island."
    assert (
        GAME.why_illegal(state, {"p": 0, "reveal": 3}) == "Tiles are revealed only after an equipment or dynamite card."
    )


def test_no_draw_once_the_deck_is_empty():
    state = give(in_play(), 0, ["Y3", "G1", "B2", "R4", "E1", "X"])
    state["decks"][0] = []
    state = GAME.apply(state, {"p": 0, "card": "Y3", "island": 0})
    assert len(state["hands"][0]) == 5


@pytest.mark.parametrize("card,revealer", [("E2", 0), ("X", 1)])
def test_the_game_ends_the_moment_the_last_tile_is_revealed(card, revealer):
    state = give(in_play(), 0, ["Y3", "G1", "B2", "R4", "E2", "X"])
    last = revealable(state["tiles"])[0]
    for t, tile in enumerate(state["tiles"]):
        tile["up"] = t != last
    state = GAME.apply(state, {"p": 0, "card": card, "island": 3})
    assert GAME.to_act(state) == [revealer]
    state = GAME.apply(state, {"p": revealer, "reveal": last})
    assert GAME.is_over(state) and GAME.to_act(state) == []
    assert state["hands"][0] and state["hands"][1]  # cards left in hand do not matter
    assert GAME.why_illegal(state, {"p": 1, "card": state["hands"][1][0], "island": 0}) == "The game is over."
    assert GAME.result(state)["scores"]


def test_view_per_mode():
    for options, expect_colour in (
        ({"mode": "mysteria"}, set()),
        ({"mode": "tactika"}, set(data.COLOURS)),
        ({"mode": "mixed", "known": ["Y", "E"]}, {"Y", "E"}),
    ):
        state = GAME.setup(options, 4)
        view = GAME.view(state, 0)
        assert all(t["v"] is None for t in view["tiles"])
        shown = {t["c"] for t in view["tiles"] if t["c"] is not None}
        assert shown == {t["c"] for t in state["tiles"] if t["c"] in expect_colour}
        state = GAME.apply(state, {"p": 0, "reveal": 7})
        tile = GAME.view(state, 1)["tiles"][7]
        assert (tile["c"], tile["v"]) == (state["tiles"][7]["c"], state["tiles"][7]["v"])


def test_stacked_archipelago_reveals_top_tiles_first():
    state = GAME.setup({"archipelago": "volcano"}, 8)
    tiles = state["tiles"]
    centre = [t for t, tile in enumerate(tiles) if tile["i"] == 2 and tile["s"] == 0]
    bottom, middle, top = sorted(centre, key=lambda t: tiles[t]["l"])
    assert top in revealable(tiles) and middle not in revealable(tiles)
    assert (
        GAME.why_illegal(state, {"p": 0, "reveal": bottom})
        == "That tile lies under another: reveal the one on top first."
    )
    state = GAME.apply(state, {"p": 0, "reveal": top})
    assert middle in revealable(state["tiles"]) and bottom not in revealable(state["tiles"])
    view = GAME.view(state, 1)
    assert view["tiles"][middle]["open"] and not view["tiles"][bottom]["open"]


# ---------------- scoring ----------------


@pytest.mark.parametrize(
    "mine,theirs,colour,winner",
    [
        (["G2", "G2"], ["G3"], "G", 0),  # higher sum of that colour
        (["G1"], [], "G", 0),  # the only one with that colour
        ([], ["B1", "Y4"], "Y", 1),
        (["G4"], ["G3", "G1"], "G", None),  # tie discards
        (["Y4", "E4"], ["B4"], "G", None),  # nobody has that colour
        (["E1"], ["Y4", "Y3"], "E", 0),  # only one with equipment wins, whatever the sums
        (["E2", "X", "E1", "Y2"], ["E3", "B2", "R2", "X", "G1"], "E", 1),  # both: all cards count
        (["E3", "Y1"], ["E1", "R3"], "E", None),  # tie on all cards
        (["X", "X"], ["Y1"], "E", None),  # dynamite is not equipment
    ],
)
def test_column_winner(mine, theirs, colour, winner):
    assert column_winner(mine, theirs, colour)[0] == winner


def tile(colour, value, island, k):
    return {"c": colour, "v": value, "i": island, "s": k, "l": 0, "up": True}


def worked_example_state():
    """The scored example at the end of the rules. The printed picture is not in our text,
    so the cards are rebuilt to give exactly the tiles it lists for each column (col. 3 is
    the rules' own equipment example: 2+0+1+2 against 3+2+2+0+1)."""
    tiles = [
        tile("B", 4, 0, 0),
        tile("R", 6, 0, 1),
        tile("G", 12, 0, 2),
        tile("E", 7, 0, 3),
        tile("Y", 15, 1, 0),
        tile("B", 8, 1, 1),
        tile("R", 9, 1, 2),
        tile("R", 2, 1, 3),
        tile("E", 2, 2, 0),
        tile("E", 1, 2, 1),
        tile("B", 2, 2, 2),
        tile("R", 8, 2, 3),
        tile("R", 4, 3, 0),
        tile("E", 8, 3, 1),
        tile("Y", 5, 3, 2),
        tile("G", 8, 3, 3),
        tile("E", 5, 4, 0),
        tile("B", 10, 4, 1),
        tile("R", 1, 4, 2),
        tile("G", 4, 4, 3),
    ]
    sides = [
        [["B3", "R2"], ["G2", "E1", "B1", "R1"]],
        [["Y4", "R1"], ["B3", "R3", "Y1"]],
        [["E2", "X", "E1", "Y2"], ["E3", "B2", "R2", "X", "G1"]],
        [["R4", "G1", "G3"], ["E4", "Y3", "G4"]],
        [["E3", "B4", "R3"], ["Y2", "X"]],
    ]
    state = GAME.setup({}, 0)
    state.update(
        tiles=tiles,
        sides=sides,
        phase="over",
        removed=[{"c": "Y", "v": 10}, {"c": "G", "v": 6}, {"c": "B", "v": 6}, {"c": "E", "v": 4}, {"c": "E", "v": 3}],
    )
    return state


def test_worked_example_of_the_rules_scores_45_to_64():
    state = worked_example_state()
    result = GAME.result(state)
    assert result["scores"] == [45, 64]
    assert result["ranks"] == [2, 1]
    # col. 3: player 1 has two equipment cards, player 2 wins the greys on all cards, 5 against 8
    col3 = score_islands(state["sides"], state["tiles"])[2]
    assert col3["E"]["winner"] == 1 and col3["E"]["points"] == 3 and col3["E"]["why"] == ("sums", 5, 8)
    assert reason_text(col3["E"]["why"], "E") == "all cards, 5 against 8"
    # col. 4: the daggers tie at 4, the 8-point dagger tile is discarded
    col4 = score_islands(state["sides"], state["tiles"])[3]
    assert col4["G"]["winner"] is None and col4["G"]["why"] == ("tie", 4)
    assert reason_text(col4["G"]["why"], "G") == "tie at 4"
    # col. 5: nobody played a dagger; the results table says so in its daggers column, briefly
    col5 = score_islands(state["sides"], state["tiles"])[4]
    assert col5["G"]["winner"] is None and reason_text(col5["G"]["why"], "G") == "no card played"
    assert result["table"]["rows"][4][2].endswith(": no card played")
    assert sum(line["points"] for line in result["breakdown"][0]) == 45
    assert sum(line["points"] for line in result["breakdown"][1]) == 64
    assert len(result["table"]["rows"]) == 5
    # both decks are respected: each player used each card at most once
    for p in (0, 1):
        own = [c for island in state["sides"] for c in island[p] if c != "X"]
        assert len(own) == len(set(own))


def test_equal_totals_go_to_more_grey_points_then_are_shared():
    state = GAME.setup({}, 0)
    state["phase"] = "over"
    state["tiles"] = [tile("Y", 10, 0, 0), tile("E", 8, 1, 0), tile("G", 12, 1, 1), tile("E", 2, 2, 0)]
    state["sides"] = [[["Y1"], []], [["E1"], ["G1"]], [[], ["E2"]], [[], []], [[], []]]
    result = GAME.result(state)  # 10 + 8 = 18 against 12 + 2 = 14
    assert result["scores"] == [18, 14] and result["ranks"] == [1, 2]
    state["tiles"][2]["v"] = 16  # now 18 against 18, grey 8 against 2
    result = GAME.result(state)
    assert result["scores"] == [18, 18] and result["ranks"] == [1, 2]
    assert GAME.render_message(result["summary"], ["Ann", "Bob"]) == (
        "Ann wins with 18 points (tie-break: the equipment tiles, 8 to 2)."
    )
    assert GAME.render_message(result["summary"], ["Ann", "Bob"], reader=0) == (
        "You win with 18 points (tie-break: the equipment tiles, 8 to 2)."
    )
    state["tiles"] = [tile("Y", 10, 0, 0), tile("G", 10, 1, 1)]
    result = GAME.result(state)
    assert result["scores"] == [10, 10] and result["ranks"] == [1, 1]
    assert GAME.render_message(result["summary"], ["Ann", "Bob"]) == "Shared victory: Ann and Bob, with 10 points each."


def test_a_player_to_act_always_has_a_legal_move_by_counting():
    """Why Yutakâ never leaves a player without a move (RULES_NOTES.md): a side of an island
    holds 5 cards, so a player's side of the archipelago has 25 slots; it receives at most the
    player's own 20 precious/equipment cards and the opponent's 4 dynamite. So a card that
    goes to one's own side finds room while one holds it (at most 19 + 4 already there), and
    so does dynamite on the opponent's side (at most 20 + 3). And a player's hand is never
    empty on their turn: each player has exactly 8 revealing cards (4 equipment, 4 dynamite),
    16 in all for the 16 tiles left after the opening, so the game ends when the last one is
    played and revealed, before anyone could run out."""
    own_cards = sum(1 for c in data.player_deck() if c != data.DYNAMITE)
    dynamite = data.player_deck().count(data.DYNAMITE)
    slots = data.ISLANDS * data.CARDS_PER_SIDE
    assert own_cards + dynamite <= slots
    revealers = sum(1 for c in data.player_deck() if c == data.DYNAMITE or c[0] == data.EQUIPMENT)
    assert 2 * revealers == 20 - data.OPENING_REVEALS
