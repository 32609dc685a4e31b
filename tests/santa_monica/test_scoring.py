"""Santa Monica's end scoring on constructed cities (our content, content.py)."""

from ludoteca.games.santa_monica import content
from ludoteca.games.santa_monica import scoring as S

BY_NAME = {c.name: c.id for c in content.CARDS}


def city(cards, people=(), start=0, dollars=0, footprints=()):
    """cards: {(col, row): name}; the starting tile stands in column 0."""
    return {
        "start": start,
        "start_col": 0,
        "dollars": dollars,
        "footprints": list(footprints),
        "cards": {S.key(c, r): BY_NAME[n] for (c, r), n in cards.items()},
        "people": [{"kind": k, "at": S.key(*at)} for k, at in people],
    }


def points(c, name_at, objective="blue"):
    return S.card_points(c, S.key(*name_at))[1]


def test_content_is_checked_and_shaped_as_the_issue_asks():
    assert len(content.CARDS) == 78
    assert sum(c.row == "B" for c in content.CARDS) == 39
    assert all("W" not in c.tags for c in content.CARDS if c.row == "S")
    assert len(content.START_TILES) == 6 and len(content.DOLLAR_ACTIONS) == 8


def test_sand_dollar_example_of_the_rules_four_dollars_two_to_one_and_one_to_one():
    c = city({(1, 1): "Gift Shop Alley", (2, 1): "Boat Repair Yard"}, dollars=4)  # 2:1 and 1:1
    assert S.scorepad(c, "green")["Sand dollars"] == 2 + 4


def test_adjacency_counts_once_however_many_neighbours_and_not_the_card_itself():
    # Corner Taco Stand: 2 if next to a local spot; it is one itself (does not count)
    alone = city({(1, 1): "Corner Taco Stand"})
    assert points(alone, (1, 1)) == 0
    two = city({(1, 1): "Corner Taco Stand", (2, 1): "Dive Bar", (1, 0): "Cove Hideaway"})
    assert points(two, (1, 1)) == 2


def test_adjacency_to_an_action_symbol_counts_the_printed_symbol():
    # Dive Bar: 2 if next to a sand dollar symbol; Umbrella Rental prints "$2"
    c = city({(1, 1): "Dive Bar", (1, 0): "Umbrella Rental"})
    assert points(c, (1, 1)) == 2
    c = city({(1, 1): "Dive Bar", (1, 0): "Sunset Ledge"})  # no action symbol
    assert points(c, (1, 1)) == 0


def test_chains_wind_through_the_city_and_count_double_symbols():
    # Botanic Walk (street, N): 3 if in a chain of 3+ nature symbols
    c = city({(1, 1): "Botanic Walk", (1, 0): "Dune Garden", (2, 0): "Pelican Rocks"})
    assert S.chain_size(c, S.key(1, 1), "N") == 1 + 1 + 2  # N N counts twice
    assert points(c, (1, 1)) == 3
    broken = city({(1, 1): "Botanic Walk", (2, 0): "Pelican Rocks", (1, 0): "Umbrella Rental"})
    assert S.chain_size(broken, S.key(1, 1), "N") == 1
    assert points(broken, (1, 1)) == 0


def test_per_symbol_chain_needs_its_minimum_then_pays_per_symbol():
    # Palm Row Park (N N): 1 per symbol in a chain of 4+
    three = city({(1, 1): "Palm Row Park", (2, 1): "Botanic Walk"})
    assert points(three, (1, 1)) == 0
    five = city({(1, 1): "Palm Row Park", (2, 1): "Botanic Walk", (2, 0): "Dune Garden", (3, 0): "Tide Pool Steps"})
    assert points(five, (1, 1)) == 5


def test_the_starting_tile_counts_its_tags_on_the_street_half_only():
    c = city({(1, 1): "Corner Taco Stand", (1, 0): "Jetty Fishing Spot"}, start=4)  # lighthouse: L
    assert S.tags_at(c, S.key(0, 1)) == ("L",) and S.tags_at(c, S.key(0, 0)) == ()


def test_rings_score_only_exactly_filled_and_hold_no_more_than_shown():
    c = city({(1, 1): "Wax Museum"}, people=[("T", (1, 1))])  # ring: exactly 2 tourists
    assert S.scorepad(c, "blue")["Activity rings"] == 0
    c["people"].append({"kind": "T", "at": "1,1"})
    assert S.scorepad(c, "blue")["Activity rings"] == 5
    c["people"].append({"kind": "T", "at": "1,1"})  # a third stays outside
    pad = S.scorepad(c, "blue")
    assert pad["Activity rings"] == 5 and pad["Objective: penalty"] == -1


def test_typed_ring_ignores_other_kinds_and_any_number_ring_takes_everyone():
    c = city(
        {(1, 1): "Wax Museum", (2, 1): "Fountain Square"},
        people=[("L", (1, 1)), ("L", (1, 1)), ("L", (2, 1)), ("T", (2, 1)), ("V", (2, 1))],
    )
    pad = S.scorepad(c, "blue")
    assert pad["Activity rings"] == 3  # any-number ring: 3 points, once
    assert pad["Objective: penalty"] == -2  # the two locals on the museum


def test_best_ring_assignment_for_the_orange_objective():
    # Cinema Marquee: any 2 people; with a VIP, a tourist and a local on it, orange wants the
    # VIP (3 points) and the tourist (no −2) inside, the local outside.
    c = city({(1, 1): "Cinema Marquee"}, people=[("L", (1, 1)), ("T", (1, 1)), ("V", (1, 1))])
    rings = S.ring_assignment(c, "orange")
    assert sorted(rings["1,1"]["ringed"]) == ["T", "V"]
    pad = S.scorepad(c, "orange")
    assert pad["Objective: bonus"] == 3 and pad["Objective: penalty"] == 0
    assert pad["Activity rings"] == 4


def test_footprints_score_matching_tags_per_card():
    # Lagoon Cottages likes nature and waves, 1 point each
    c = city({(1, 0): "Tide Pool Steps", (2, 0): "Pelican Rocks"}, start=2, footprints=[S.key(1, 0), S.key(2, 0)])
    assert S.scorepad(c, "blue")["Footprints"] == 2 + 2


def test_objectives_waves_and_bonuses():
    c = city({(1, 0): "Big Wave Break", (2, 0): "Longboard Point", (1, 1): "Palm Row Park"})
    blue = S.scorepad(c, "blue")
    assert blue["Objective: waves"] == 4 and blue["Objective: bonus"] == 2  # column 1 only
    green = S.scorepad(c, "green")
    assert green["Objective: waves"] == 5 and green["Objective: bonus"] == 2  # N N in street
    sport = city({(1, 0): "Tower Nine Lookout", (2, 0): "Shell Beach"})
    assert S.scorepad(sport, "orange")["Objective: waves"] == 1  # Shell Beach next to sports


def test_misc_cards_quiet_mixed_row_and_the_negative_one():
    c = city(
        {(1, 1): "Bookstore Nook", (2, 1): "Souvenir Mall", (1, 0): "Tidal Flats", (2, 0): "Shell Beach"},
        people=[("T", (2, 1)), ("T", (2, 1))],
    )
    assert points(c, (1, 1)) == 4  # nobody on it
    assert points(c, (2, 1)) == -2  # two tourists littering
    assert points(c, (1, 0)) == 1 + 1  # one wave on each beach card
    mixed = city({(1, 1): "Bus Depot", (2, 1): "Corner Taco Stand", (1, 0): "Tide Pool Steps"})
    # neighbours: the taco stand (S L), the tide pool (N W) and the starting tile's street half (P)
    assert points(mixed, (1, 1)) == len({"S", "L", "N", "W", "P"})


# ---------------- corrections of issue 13 ----------------


def test_two_cards_carry_the_any_number_ring_as_the_rules_say():
    # "Zwei Karten im Spiel besitzen das 'Beliebige Anzahl von Personen'-Symbol."
    any_rings = [c.name for c in content.CARDS if c.scoring[:2] == ("ring", "any")]
    assert sorted(any_rings) == ["Fire Pit Circle", "Fountain Square"]
    # Old Town Square, formerly the third, now wants exactly one tourist in its ring
    assert content.CARDS[BY_NAME["Old Town Square"]].scoring == ("ring", "T", 1, 3)
    square = city({(1, 1): "Old Town Square"}, people=[("L", (1, 1)), ("L", (1, 1))])
    assert S.scorepad(square, "blue")["Activity rings"] == 0  # locals do not fill it
    square["people"].append({"kind": "T", "at": "1,1"})
    pad = S.scorepad(square, "blue")
    assert pad["Activity rings"] == 3 and pad["Objective: penalty"] == -2


def test_every_starting_tile_gives_a_bonus_and_follows_the_vip_pattern():
    for t in content.START_TILES:
        assert t.bonus, t.name
        assert len(t.street_tags) == 1 and t.street_tags[0] in t.likes, t.name
        items = sum(a[1] if a[0] == "$" else a[2] for a in t.bonus)
        # two VIPs: one liked tag at 2 points and a bonus of one item; one VIP: two tags at 1
        # point and a bonus of two items
        assert (len(t.likes), t.points, items) == ((1, 2, 1) if t.vips == 2 else (2, 1, 2)), t.name
    villa = next(t for t in content.START_TILES if t.name == "Beach Club Villa")
    assert (villa.vips, villa.street_tags, villa.bonus, villa.likes, villa.points) == (
        2,
        ("P",),
        (("+", "L", 1),),
        ("P",),
        2,
    )


def test_blue_columns_count_feature_cards_only_not_the_starting_tile():
    bare = city({})
    assert S.scorepad(bare, "blue")["Objective: bonus"] == 0  # the starting tile alone
    # a beach card beside the tile, a street card beside the tile: no column holds both
    apart = city({(1, 0): "Tide Pool Steps", (-1, 1): "Dive Bar"})
    assert S.scorepad(apart, "blue")["Objective: bonus"] == 0
    full = city(
        {
            (1, 0): "Tide Pool Steps",
            (1, 1): "Dive Bar",
            (-1, 0): "Shell Beach",
            (-1, 1): "Bus Depot",
            (2, 0): "Tidal Flats",
        }
    )
    assert S.scorepad(full, "blue")["Objective: bonus"] == 2 * 2  # columns −1 and 1
    # the text players read says the same: feature cards, in both rows
    text = content.OBJECTIVE_BY_ID["blue"].text[1]
    assert "column" in text and "beach" in text and "street" in text and "feature card" in text
