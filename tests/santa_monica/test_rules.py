"""Santa Monica's turn rules through the engine contract (setup, taking, placing, swapping,
people, moves, footprints, supply, refresh, end of round, final movement, scoring)."""

import random

import pytest

from ludoteca.core import IllegalMove, i18n
from ludoteca.games.santa_monica import scoring as S
from ludoteca.games.santa_monica.rules import GAME
from ludoteca.games.santa_monica.turn import Refused, Turn

from .test_scoring import BY_NAME


def log_text(entry: dict) -> str:
    """A log entry in English, seats named P0, P1…"""
    return i18n.render(entry, GAME.texts, lambda i: f"P{i}")


def k(col, row):
    return S.key(col, row)


def started(players=2, seed=3, objective="blue"):
    """A game after the starting tiles and the food truck (each chooser takes the first tile).
    The start player, who chooses last, gets Market Hall: two VIPs and a sand dollar, no bonus
    people, so each test puts exactly the people it needs."""
    state = GAME.setup({"players": players, "objective": objective}, seed)
    state["tiles_offered"] = [0, 1, 2][: players - 1] + [3]
    while state["phase"] in ("tile", "truck"):
        p = GAME.to_act(state)[0]
        state = GAME.apply(state, {"p": p, "clicks": [GAME.next_clicks(state, p, [])[0]]})
    return state


def play(state, clicks):
    p = state["current"]
    return GAME.apply(state, {"p": p, "clicks": clicks})


def with_display(state, front, back=(None,) * 4, truck=3, foodie=1):
    state["display"] = {
        "front": [BY_NAME.get(n) if n else None for n in front],
        "back": [BY_NAME.get(n) if n else None for n in back],
    }
    state["markers"] = {"truck": truck, "foodie": foodie}
    for card in state["display"]["front"] + state["display"]["back"]:
        if card in state["deck"]:
            state["deck"].remove(card)
    return state


def put(state, p, cards, people=(), dollars=None):
    """Give player p feature cards {(col,row): name} and people [(kind, (col,row))]."""
    city = state["cities"][p]
    for at, name in cards.items():
        city["cards"][k(*at)] = BY_NAME[name]
        state["deck"].remove(BY_NAME[name])
    for kind, at in people:
        city["people"].append({"id": city["next_id"], "kind": kind, "at": k(*at)})
        city["next_id"] += 1
        if kind != "V":
            state["supply"][kind] -= 1
    if dollars is not None:
        city["dollars"] = dollars
    return state


# ---------------- setup ----------------


def test_setup_display_actions_objective_start_player_and_reverse_tile_choice():
    starts = set()
    for seed in range(30):
        state = GAME.setup({"players": 3}, seed)
        assert all(c is not None for c in state["display"]["front"] + state["display"]["back"])
        assert len(state["deck"]) == 78 - 8
        a, b = state["dollar_actions"]
        from ludoteca.games.santa_monica.content import DOLLAR_TILES

        tiles = [i for i, t in enumerate(DOLLAR_TILES) if a in t or b in t]
        assert len(tiles) == 2  # two different tiles, one side each
        assert state["objective"] == "blue"  # the first-game default
        assert len(state["tiles_offered"]) == 3
        starts.add(state["start_player"])
        assert GAME.to_act(state) == [(state["start_player"] - 1) % 3]  # the last player chooses first
    assert starts == {0, 1, 2}
    assert GAME.setup({"players": 2, "objective": "orange"}, 1)["objective"] == "orange"
    assert {GAME.setup({"players": 2, "objective": "random"}, s)["objective"] for s in range(20)} == {
        "blue",
        "green",
        "orange",
    }


def test_starting_tiles_in_reverse_order_with_bonuses_then_the_last_player_places_the_truck():
    state = GAME.setup({"players": 3}, 5)
    s = state["start_player"]
    order = []
    while state["phase"] == "tile":
        p = GAME.to_act(state)[0]
        order.append(p)
        tile = state["tiles_offered"][-1]
        state = GAME.apply(state, {"p": p, "clicks": [f"tile:{tile}"]})
        city = state["cities"][p]
        from ludoteca.games.santa_monica.content import START_TILES

        t = START_TILES[tile]
        assert city["start"] == tile
        assert sum(x["kind"] == "V" for x in city["people"]) == t.vips
        assert city["dollars"] == sum(a[1] for a in t.bonus if a[0] == "$")
        assert all(x["at"] == k(0, 1) for x in city["people"])
    assert order == [(s - 1) % 3, (s - 2) % 3, s]
    assert state["phase"] == "truck" and GAME.to_act(state) == [(s - 1) % 3]
    with pytest.raises(IllegalMove):
        GAME.apply(state, {"p": (s - 1) % 3, "clicks": ["truck:4"]})
    state = GAME.apply(state, {"p": (s - 1) % 3, "clicks": ["truck:3"]})
    assert state["markers"] == {"truck": 3, "foodie": 1}  # two columns away, wrapping
    assert GAME.to_act(state) == [s]


def test_beach_club_villa_gives_its_bonus_local_but_not_under_rules_version_1():
    from ludoteca.core import BadRecord, new_record, replay

    state = GAME.setup({"players": 2}, 11)
    state["tiles_offered"] = [0, 5]
    p = GAME.to_act(state)[0]
    before = state["supply"]["L"]
    state = GAME.apply(state, {"p": p, "clicks": ["tile:5"]})
    people = sorted(x["kind"] for x in state["cities"][p]["people"])
    assert people == ["L", "V", "V"]  # 2 VIPs + the 1-local bonus
    assert all(x["at"] == k(0, 1) for x in state["cities"][p]["people"])
    assert state["supply"]["L"] == before - 1 and state["cities"][p]["dollars"] == 0
    assert "bonus: 1 local" in log_text(state["log"][-1])
    # the content changed (issue 13): games recorded before it play with version 1's tile
    record = new_record("santa_monica", {"players": 2}, 11)
    assert record["rules"] == GAME.rules_version == "2"
    old = GAME.setup({"players": 2}, 11, "1")
    old["tiles_offered"] = [0, 5]
    old = GAME.apply(old, {"p": p, "clicks": ["tile:5"]})
    assert sorted(x["kind"] for x in old["cities"][p]["people"]) == ["V", "V"]  # no bonus in 1
    assert GAME.rules_of(old) == "1" and GAME.view(old, None)["rules"] == "1"
    # drawn with version 1's pieces: its tile's tags and bonus, its blue objective's words
    svg = GAME.render(GAME.view(old, None), {"path": [], "next": [], "screen": "wide"})["svg"]
    assert "Street tags: sports, tourist attraction." in svg and "Bonus when chosen: no bonus." in svg
    assert "a beach and a street card" in svg and "street feature card" not in svg
    svg = GAME.render(GAME.view(state, None), {"path": [], "next": [], "screen": "wide"})["svg"]
    assert "Bonus when chosen: 1 local." in svg and "street feature card" in svg
    with pytest.raises(BadRecord, match="rules version 9, which this site does not know"):
        replay({**record, "rules": "9"})


# ---------------- taking and placing ----------------


def test_front_card_placed_in_its_row_next_to_the_city_and_the_display_refills():
    state = with_display(
        started(),
        ["Tide Pool Steps", "Dive Bar", "Shell Beach", "Bus Depot"],
        ["Skate Plaza", "Wax Museum", None, None],
    )
    p = state["current"]
    turn = Turn(state, p)
    with pytest.raises(Refused, match="Back-row"):
        turn.feed("c:b0")
    turn.feed("c:f1")  # Dive Bar: a street card
    assert turn.options() == [f"s:{k(-1, 1)}", f"s:{k(1, 1)}"]
    with pytest.raises(Refused, match="bottom row"):
        turn.feed(f"s:{k(1, 0)}")
    after = play(state, ["c:f1", f"s:{k(1, 1)}", "ok"])
    assert after["cities"][p]["cards"] == {k(1, 1): BY_NAME["Dive Bar"]}
    assert after["cities"][p]["dollars"] == state["cities"][p]["dollars"] + 1  # Dive Bar: $1
    assert after["display"]["front"][1] == BY_NAME["Wax Museum"]  # the card behind slides forward
    assert None not in after["display"]["back"]  # three gaps dealt from the deck
    assert len(after["deck"]) == len(state["deck"]) - 3
    assert after["current"] != p


def test_food_truck_gives_a_dollar_and_moves_one_column():
    state = with_display(started(), ["Tide Pool Steps", "Dive Bar", "Shell Beach", "Bus Depot"], truck=1, foodie=3)
    p = state["current"]
    after = play(state, ["c:f1", f"s:{k(1, 1)}", "ok"])
    assert after["cities"][p]["dollars"] == state["cities"][p]["dollars"] + 1 + 1
    assert after["markers"] == {"truck": 2, "foodie": 3}


def test_foodie_moves_one_person_one_step_and_moves_on():
    state = with_display(started(), ["Tide Pool Steps", "Dive Bar", "Shell Beach", "Bus Depot"], truck=0, foodie=1)
    p = state["current"]
    turn = Turn(state, p)
    for c in ["c:f1", f"s:{k(1, 1)}"]:
        turn.feed(c)
    assert turn.actions == [{"kind": "*", "count": 1, "steps": 1, "source": "Foodie", "moved": []}]
    vip = next(x for x in turn.city["people"] if x["kind"] == "V")
    assert turn.targets(vip["id"]) == [k(0, 0), k(1, 1)]  # one step, onto cards only
    after = play(state, ["c:f1", f"s:{k(1, 1)}", f"m:{vip['id']}", f"t:{k(1, 1)}", "ok"])
    assert next(x for x in after["cities"][p]["people"] if x["id"] == vip["id"])["at"] == k(1, 1)
    assert after["markers"] == {"truck": 0, "foodie": 2}


@pytest.mark.parametrize(
    "choice,dollars,action", [("both", 1, (1, 1)), ("dollars", 2, None), ("two", 0, (2, 1)), ("far", 0, (1, 2))]
)
def test_lucky_day_one_of_each_or_one_doubled_and_only_the_truck_moves_two(choice, dollars, action):
    state = with_display(started(), ["Tide Pool Steps", "Dive Bar", "Shell Beach", "Bus Depot"], truck=3, foodie=3)
    p = state["current"]
    turn = Turn(state, p)
    for c in ["c:f3", f"s:{k(1, 1)}"]:  # Bus Depot: +T2, mixed
        turn.feed(c)
    assert turn.stage == "luck" and turn.options() == ["luck:both", "luck:dollars", "luck:two", "luck:far"]
    before = turn.city["dollars"]
    turn.feed(f"luck:{choice}")
    assert turn.city["dollars"] == before + dollars
    moves = [(a["count"], a["steps"]) for a in turn.actions]
    assert moves == ([action] if action else [])
    after = play(state, ["c:f3", f"s:{k(1, 1)}", f"luck:{choice}", "ok"])
    assert after["markers"] == {"truck": 1, "foodie": 3}


def test_sand_dollar_action_pays_first_gives_no_marker_reward_and_markers_stay():
    state = with_display(
        started(),
        ["Tide Pool Steps", "Dive Bar", "Shell Beach", "Bus Depot"],
        ["Skate Plaza", "Wax Museum", "Cove Hideaway", "Food Hall"],
        truck=2,
        foodie=2,
    )
    state["dollar_actions"] = ["backstage", "double"]
    p = state["current"]
    state["cities"][p]["dollars"] = 3
    assert "d:double" in GAME.next_clicks(state, p, []) and "d:backstage" in GAME.next_clicks(state, p, [])
    after = play(state, ["d:backstage", "c:b2", f"s:{k(1, 0)}", "ok"])  # a back-row card, 1 dollar
    city = after["cities"][p]
    assert city["cards"] == {k(1, 0): BY_NAME["Cove Hideaway"]} and city["dollars"] == 2
    assert after["markers"] == {"truck": 2, "foodie": 2}  # no reward, no move
    state["cities"][p]["dollars"] = 0
    assert GAME.next_clicks(state, p, []) == ["c:f0", "c:f1", "c:f2", "c:f3"]  # cannot pay


def test_two_cards_placed_in_either_order_the_second_may_touch_the_first():
    state = with_display(started(), ["Tide Pool Steps", "Dive Bar", "Shell Beach", "Bus Depot"])
    state["dollar_actions"] = ["double", "reach"]
    p = state["current"]
    state["cities"][p]["dollars"] = 3
    after = play(state, ["d:double", "c:f0", "c:f2", f"s:{k(1, 0)}", f"s:{k(2, 0)}", "ok"])
    assert after["cities"][p]["cards"] == {k(1, 0): BY_NAME["Tide Pool Steps"], k(2, 0): BY_NAME["Shell Beach"]}
    # h: chooses which taken card to place first
    after = play(
        state, ["d:double", "c:f0", "c:f2", f"h:{BY_NAME['Shell Beach']}", f"s:{k(1, 0)}", f"s:{k(2, 0)}", "ok"]
    )
    assert after["cities"][p]["cards"][k(1, 0)] == BY_NAME["Shell Beach"]
    assert len(after["display"]["front"]) == 4 and None not in after["display"]["front"]


def test_pair_takes_the_front_card_and_the_one_behind_it():
    state = with_display(
        started(), ["Tide Pool Steps", "Dive Bar", "Shell Beach", "Bus Depot"], [None, "Wax Museum", None, None]
    )
    state["dollar_actions"] = ["pair", "backstage"]
    p = state["current"]
    state["cities"][p]["dollars"] = 4
    assert GAME.next_clicks(state, p, ["d:pair"]) == ["c:f1"]  # only where a card is behind
    after = play(state, ["d:pair", "c:f1", f"s:{k(1, 1)}", f"s:{k(2, 1)}", "ok"])
    assert set(after["cities"][p]["cards"].values()) == {BY_NAME["Dive Bar"], BY_NAME["Wax Museum"]}


def test_swap_after_placing_same_row_only_people_and_footprints_travel():
    state = with_display(started(), ["Tide Pool Steps", "Dive Bar", "Shell Beach", "Bus Depot"])
    p = state["current"]
    put(state, p, {(1, 0): "Cove Hideaway", (1, 1): "Farmers Market"}, [("L", (1, 0))], dollars=2)
    state["cities"][p]["footprints"] = [k(1, 0)]
    state["dollar_actions"] = ["redesign", "curfew"]
    prefix = ["d:redesign", "c:f0", f"s:{k(2, 0)}"]
    # the lone street card has no partner of its row: not offered
    assert GAME.next_clicks(state, p, prefix) == [f"w:{k(1, 0)}", f"w:{k(2, 0)}", "w:none"]
    assert GAME.next_clicks(state, p, prefix + [f"w:{k(1, 0)}"]) == [f"w:{k(2, 0)}"]  # beach with beach
    after = play(state, prefix + [f"w:{k(1, 0)}", f"w:{k(2, 0)}", "ok"])
    city = after["cities"][p]
    assert city["cards"][k(2, 0)] == BY_NAME["Cove Hideaway"] and city["cards"][k(1, 0)] == BY_NAME["Tide Pool Steps"]
    assert [x["at"] for x in city["people"] if x["kind"] == "L"] == [k(2, 0)]
    assert city["footprints"] == [k(2, 0)]
    tourists = [x for x in city["people"] if x["kind"] == "T"]
    assert [x["at"] for x in tourists] == [k(1, 0)]  # Tide Pool's +T1 after the swap


# ---------------- people ----------------


def test_adding_people_is_mandatory_and_stops_when_the_supply_is_empty():
    state = with_display(started(), ["Tide Pool Steps", "Dive Bar", "Kelp Surf Camp", "Bus Depot"])
    p = state["current"]
    state["supply"]["T"] = 1  # Kelp Surf Camp: +T2
    after = play(state, ["c:f2", f"s:{k(1, 0)}", "ok"])
    assert [x["kind"] for x in after["cities"][p]["people"] if x["at"] == k(1, 0)] == ["T"]
    assert after["supply"]["T"] == 0
    said = [log_text(e) for e in after["log"]]
    assert "P0 adds 1 tourist on Kelp Surf Camp." in said or "P1 adds 1 tourist on Kelp Surf Camp." in said
    assert "1 tourist cannot come: the supply is empty." in said


def test_move_action_each_person_once_up_to_its_steps_only_over_cards():
    state = with_display(started(), ["Tide Pool Steps", "Dive Bar", "Dune Garden", "Bus Depot"], truck=0, foodie=0)
    p = state["current"]
    put(
        state,
        p,
        {(1, 0): "Cove Hideaway", (2, 0): "Shell Beach", (1, 1): "Farmers Market"},
        [("L", (1, 1)), ("L", (2, 0))],
    )
    turn = Turn(state, p)
    for c in ["c:f2", f"s:{k(3, 0)}"]:  # Dune Garden: mL2x2
        turn.feed(c)
    locals_ = [x for x in turn.city["people"] if x["kind"] == "L"]
    assert [f"m:{x['id']}" for x in locals_] == [o for o in turn.options() if o.startswith("m:")]
    first = locals_[0]
    assert turn.targets(first["id"]) == [k(0, 0), k(0, 1), k(1, 0), k(2, 0)]  # 2 steps, no empty space
    turn.feed(f"m:{first['id']}")
    turn.feed(f"t:{k(2, 0)}")
    assert f"m:{first['id']}" not in turn.options()  # once per move action
    turn.feed(f"m:{locals_[1]['id']}")
    with pytest.raises(Refused, match="out of reach"):
        turn.feed(f"t:{k(5, 0)}")
    turn.feed(f"t:{k(3, 0)}")
    assert not [o for o in turn.options() if o.startswith("m:")]  # two people moved: done


def test_vip_leaves_one_footprint_per_matching_card_it_walks_onto_or_through():
    state = started()
    p = state["current"]
    state["cities"][p]["start"] = 2  # Lagoon Cottages: the VIP likes nature, waves
    state["cities"][p]["people"] = [x for x in state["cities"][p]["people"] if x["kind"] != "V"]
    put(state, p, {(1, 0): "Tide Pool Steps", (2, 0): "Dune Garden", (1, 1): "Dive Bar"}, [("V", (0, 1))])
    state["cities"][p]["footprints"] = [k(2, 0)]  # already one on the garden
    with_display(state, ["Skate Plaza", "Lifeguard HQ", "Shell Beach", "Bus Depot"], truck=1, foodie=1)
    vip = next(x for x in state["cities"][p]["people"] if x["kind"] == "V")
    # Lifeguard HQ: any 2 people 1 step; lucky day "far": one person 2 steps
    after = play(state, ["c:f1", f"s:{k(3, 0)}", "luck:far", f"a:{1}", f"m:{vip['id']}", f"t:{k(1, 0)}", "ok"])
    city = after["cities"][p]
    # walked start(street) → start(beach) → Tide Pool: one footprint, not on the starting tile
    assert city["footprints"] == sorted([k(1, 0), k(2, 0)])
    assert after["supply"]["footprints"] == state["supply"]["footprints"] - 1
    assert S.scorepad(city, "blue")["Footprints"] == 2 + 1  # N W on the pool, N on the garden


def test_footprints_stop_when_the_supply_is_empty():
    state = started()
    p = state["current"]
    state["cities"][p]["start"] = 2
    state["cities"][p]["people"] = [x for x in state["cities"][p]["people"] if x["kind"] != "V"]
    put(state, p, {(1, 0): "Tide Pool Steps"}, [("V", (0, 0))])
    with_display(state, ["Lifeguard HQ", "Skate Plaza", "Shell Beach", "Bus Depot"], truck=3, foodie=2)
    state["supply"]["footprints"] = 0
    vip = next(x for x in state["cities"][p]["people"] if x["kind"] == "V")
    after = play(state, ["c:f0", f"s:{k(2, 0)}", f"m:{vip['id']}", f"t:{k(1, 0)}", "ok"])
    assert after["cities"][p]["footprints"] == [] and after["supply"]["footprints"] == 0


def test_curfew_sends_people_home_to_the_supply_never_a_vip():
    state = with_display(started(), ["Tide Pool Steps", "Dive Bar", "Shell Beach", "Bus Depot"])
    p = state["current"]
    put(state, p, {(1, 0): "Cove Hideaway"}, [("L", (1, 0)), ("T", (1, 0))], dollars=1)
    state["dollar_actions"] = ["curfew", "reach"]
    supply = dict(state["supply"])
    prefix = ["d:curfew", "c:f1", f"s:{k(1, 1)}"]
    removable = [o for o in GAME.next_clicks(state, p, prefix) if o.startswith("r:")]
    vips = {f"r:{x['id']}" for x in state["cities"][p]["people"] if x["kind"] == "V"}
    assert len(removable) == 2 and not vips & set(removable)
    after = play(state, prefix + removable + ["ok"])
    assert after["supply"]["L"] == supply["L"] + 1 and after["supply"]["T"] == supply["T"] + 1
    assert not [x for x in after["cities"][p]["people"] if x["kind"] != "V"]


# ---------------- end ----------------


def test_the_14th_card_finishes_the_round_then_final_movement_then_scores():
    state = started(players=3)
    s = state["start_player"]
    second = (s + 1) % 3
    # give the second player 13 cards in a row of beach cards
    from ludoteca.games.santa_monica.content import CARDS

    beach = [c.name for c in CARDS if c.row == "B" and c.id in state["deck"]][:13]
    put(state, second, {(i + 1, 0): n for i, n in enumerate(beach)})
    state = play(state, GAME.random_move(state, s, random.Random(1))["clicks"])
    assert state["current"] == second and not state["ending"]
    state = play(state, GAME.random_move(state, second, random.Random(2))["clicks"])
    assert state["ending"] and state["phase"] == "turn"  # the round goes on: the third player
    third = (s + 2) % 3
    assert GAME.to_act(state) == [third]
    state = play(state, GAME.random_move(state, third, random.Random(3))["clicks"])
    assert state["phase"] == "final" and GAME.to_act(state) == [s]
    counts = [len(c["cards"]) for c in state["cities"]]
    assert counts[s] == counts[third] and counts[second] >= 14  # everyone had the same number of turns
    for p in (s, second, third):
        assert GAME.to_act(state) == [p]
        state = play(state, ["ok"])
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result["scores"] == [sum(S.scorepad(c, "blue").values()) for c in state["cities"]]


def test_final_movement_locals_three_steps_tourists_and_vips_one_each_once():
    state = started()
    p = state["current"]
    put(
        state,
        p,
        {(1, 0): "Cove Hideaway", (2, 0): "Shell Beach", (3, 0): "Dune Garden", (4, 0): "Longboard Point"},
        [("L", (1, 0)), ("T", (1, 0))],
    )
    state["phase"] = "final"
    turn = Turn(state, p, final=True)
    local = next(x for x in turn.city["people"] if x["kind"] == "L")
    tourist = next(x for x in turn.city["people"] if x["kind"] == "T")
    assert k(4, 0) in turn.targets(local["id"]) and k(5, 0) not in turn.targets(local["id"])
    assert turn.targets(tourist["id"]) == [k(0, 0), k(2, 0)]
    turn.feed(f"m:{local['id']}")
    turn.feed(f"t:{k(4, 0)}")
    assert f"m:{local['id']}" not in turn.options()


def test_ties_broken_by_dollars_then_longest_chain_then_shared():
    state = started()
    state["phase"] = "over"
    a, b = state["cities"]
    for c in (a, b):
        c["people"] = []
        c["start"] = 0
    a["dollars"], b["dollars"] = 2, 2
    result = GAME.result(state)
    assert result["scores"][0] == result["scores"][1] and result["ranks"] == [1, 1]
    assert GAME.render_message(result["summary"], ["Ann", "Bob"]).startswith("Shared victory: Ann and Bob, with")
    b["dollars"] = 3
    state["objective"] = "green"  # no per-dollar points on green's cards
    assert GAME.result(state)["ranks"] == [2, 1]


def test_illegal_or_unconfirmed_turns_leave_the_state_intact():
    state = started()
    p = state["current"]
    before = repr(state)
    for clicks in (
        ["c:f0"],
        ["c:b0", f"s:{k(1, 0)}", "ok"],
        ["c:f0", "s:9,9", "ok"],
        [],
        "ok",
        ["c:f0", f"s:{k(1, 0)}", "ok", "ok"],
    ):
        with pytest.raises(IllegalMove):
            GAME.apply(state, {"p": p, "clicks": clicks})
    with pytest.raises(IllegalMove, match="not your turn"):
        GAME.apply(state, {"p": 1 - p, "clicks": ["ok"]})
    assert repr(state) == before
