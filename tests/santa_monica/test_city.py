"""Placement, swaps, walking and the display (refresh, food truck and foodie)."""

from ludoteca.games.santa_monica import city as C
from ludoteca.games.santa_monica.scoring import key
from ludoteca.games.santa_monica.turn import best_walk

from .test_scoring import BY_NAME, city


def test_cards_go_to_their_row_next_to_a_card_or_the_starting_tile():
    c = city({(1, 0): "Tide Pool Steps"})
    beach = C.placement_spots(c, BY_NAME["Shell Beach"])
    street = C.placement_spots(c, BY_NAME["Dive Bar"])
    assert beach == [key(-1, 0), key(2, 0)]
    assert street == [key(-1, 1), key(1, 1)]  # under the tide pool, or left of the start


def test_swap_keeps_rows_and_people_and_footprints_travel_with_the_card():
    c = city(
        {(1, 0): "Tide Pool Steps", (2, 0): "Shell Beach", (1, 1): "Dive Bar"},
        people=[("T", (1, 0))],
        footprints=[key(2, 0)],
    )
    assert "street row" in C.swap_refusal(c, key(1, 0), key(1, 1))
    assert C.swap_refusal(c, key(1, 0), key(2, 0)) is None
    C.swap(c, key(1, 0), key(2, 0))
    assert c["cards"][key(2, 0)] == BY_NAME["Tide Pool Steps"]
    assert c["people"][0]["at"] == key(2, 0) and c["footprints"] == [key(1, 0)]
    assert C.connected(c)


def test_people_walk_only_over_cards_and_the_start_tile_is_two_spaces():
    c = city({(1, 0): "Tide Pool Steps", (2, 0): "Shell Beach", (2, 1): "Dive Bar"})
    reach = C.reachable(c, key(0, 1), 2)  # from the starting tile's street half
    assert reach == {key(0, 1): 0, key(0, 0): 1, key(1, 0): 2}
    assert key(1, 1) not in C.reachable(c, key(0, 1), 5)  # an empty space is no step
    local = {"kind": "L", "at": key(0, 1)}
    assert best_walk(c, local, key(2, 1), 4) == [key(0, 1), key(0, 0), key(1, 0), key(2, 0), key(2, 1)]


def test_refresh_slides_back_cards_forward_then_deals_front_first():
    display = {"front": [1, None, 3, None], "back": [5, 6, None, 8]}
    deck = [20, 21, 22]
    C.refresh(display, lambda: deck.pop(0) if deck else None)
    assert display == {"front": [1, 6, 3, 8], "back": [5, 20, 21, 22]} and deck == []
    display = {"front": [None, None, 3, 4], "back": [None, 6, 7, 8]}
    deck = [30, 31]
    C.refresh(display, lambda: deck.pop(0) if deck else None)  # the deck runs out: front row first
    assert display == {"front": [30, 6, 3, 4], "back": [31, None, 7, 8]}


def test_food_truck_foodie_and_lucky_day_move_as_the_rules_say():
    assert C.marker_reward({"truck": 1, "foodie": 3}, 1) == ("truck", {"truck": 2, "foodie": 3})
    assert C.marker_reward({"truck": 1, "foodie": 3}, 3) == ("foodie", {"truck": 1, "foodie": 0})
    assert C.marker_reward({"truck": 3, "foodie": 3}, 3) == ("lucky", {"truck": 1, "foodie": 3})
    assert C.marker_reward({"truck": 0, "foodie": 2}, 1) == (None, {"truck": 0, "foodie": 2})
