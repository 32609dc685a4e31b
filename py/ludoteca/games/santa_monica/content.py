"""Santa Monica's content — our own original design (issue 5): 78 feature cards, 6 starting
tiles, 8 sand dollar actions on 4 double-sided tiles, 3 scoring objective tiles. Only the
components and the symbol vocabulary follow the rules; every name, number and combination
is ours. See CONTENT.md for what each piece is for and how the set is balanced.

Cards are written one per line in a small notation, parsed and checked at import:

    name | row | tags | placement actions | scoring

  row      B = beach (top row), S = street (bottom row)
  tags     1–2 of L local spot, T tourist attraction, S shop, P sports, N nature, W waves
           (waves only on beach cards); a tag may appear twice ("N N")
  actions  $n  gain n sand dollars          +Ln / +Tn  add n locals / tourists (mandatory)
           mKcxs  move up to c different people of kind K (L, T, or * = anyone incl. VIPs,
                  never the foodie) up to s steps each (optional)
  scoring  adj:X:p      p points if a neighbouring card shows X (a tag, or an action symbol:
                        $ dollars, +L, +T, m move) — once, whatever the number of neighbours
           chain:X:k:p  p points if this card is in a connected group of ≥ k X symbols
           chain:X:k:p+ p points per X symbol in that group, if it has ≥ k
           bank:d:p     p points per d unspent sand dollars (each such card counts them all)
           ring:Kn:p    p points if exactly n people of kind K (L, T, V = VIP, * = anyone)
                        are in the card's ring (it holds at most n)
           ring:any:p   p points if at least one person (anyone) is in the ring; no limit
           row:X:p      p points per X symbol in this card's row of your city
           quiet:p      p points if nobody stands on this card at the end
           mixed:p      p points per different tag among the neighbouring cards
           litter:p     p (negative) points per tourist standing on this card at the end
"""

from __future__ import annotations

import contextlib
import contextvars
from dataclasses import dataclass, replace

from .texts import N_

TAGS = ("L", "T", "S", "P", "N", "W")
# Names shown to players are English and marked N_: translate them with texts._ where shown.
TAG_NAME = {
    "L": N_("local spot"),
    "T": N_("tourist attraction"),
    "S": N_("shop"),
    "P": N_("sports"),
    "N": N_("nature"),
    "W": N_("waves"),
}
PERSON_KINDS = ("L", "T", "V")  # local, tourist, VIP
PERSON_NAME = {"L": N_("local"), "T": N_("tourist"), "V": N_("VIP"), "*": N_("person")}
ACTION_SYMBOLS = ("$", "+L", "+T", "m")

CARD_LINES = """
Tide Pool Steps        | B | N W   | +T1        | adj:N:2
Tower Nine Lookout     | B | P W   | $1         | chain:W:3:4
Driftwood Fire Ring    | B | L N   | +L1        | ring:L2:5
Kelp Surf Camp         | B | P S   | +T2        | ring:T2:5
Pelican Rocks          | B | N N   | mT2x1      | chain:N:4:1+
Sand Court Six         | B | P P   | +L1 mL1x2  | adj:P:2
Sunset Ledge           | B | N W   |            | ring:*2:4
Umbrella Rental        | B | S T   | $2         | bank:2:1
Paddle Club Dock       | B | P W   | +L1        | adj:S:2
Sandcastle Contest     | B | T     | +T2        | ring:T3:6
Whale Watch Pier       | B | T W   | $1 +T1     | chain:T:3:3
Old Bait Shop          | B | S L   | +L1        | adj:$:2
Dune Garden            | B | N     | mL2x2      | chain:N:3:3
Longboard Point        | B | W W   | +L1        | ring:L1:3
Beach Yoga Deck        | B | P N   | m*1x2      | adj:m:2
Ice Cream Cart         | B | S     | $1 +T1     | adj:T:2
Seal Haul-Out          | B | N W   | +T1        | quiet:4
Jetty Fishing Spot     | B | L W   | $1         | chain:L:3:3
Lifeguard HQ           | B | P     | m*2x1      | ring:V1:4
Boardwalk Photo Booth  | B | T     | +T1 mT2x1  | adj:+T:2
Cove Hideaway          | B | L L   |            | ring:L2:5
Tidal Flats            | B | N W   | $2         | row:W:1
Skimboard Ramp         | B | P W   | +T1        | chain:P:3:1+
Sea Glass Stand        | B | S W   | $1         | bank:1:1
Big Wave Break         | B | W W   | mL1x3      | chain:W:4:1+
Beach Cafe Terrace     | B | S L   | +L1 +T1    | ring:*3:6
Fire Pit Circle        | B | L     | +L2        | ring:any:3
Marine Lab Tank        | B | T N   | $1         | mixed:1
Kite Meadow Bluff      | B | N     | m*1x1      | adj:L:2
Rowing Club Slip       | B | P     | $1 +L1     | ring:L1:3
Carousel Landing       | B | T T   | +T1        | litter:-1
Shell Beach            | B | N W   | mT1x2      | adj:W:2
Surf Contest Stage     | B | T W   | +T2        | ring:T2:5
Rock Pool Trail        | B | N L   |            | chain:N:5:1+
Beach Chair Stacks     | B | S     | $2         | adj:+L:2
Outrigger Launch       | B | P W   | mL2x1      | row:P:1
Sunrise Swim Club      | B | L W   | +L1        | chain:L:4:1+
Pier Carnival          | B | T     | $1 +T1     | ring:*2:4
Secret Sandbar         | B | L W   | mL1x2      | quiet:4
Corner Taco Stand      | S | S L   | $1         | adj:L:2
Vintage Record Store   | S | S     | +L1        | chain:S:3:3
Skate Plaza            | S | P     | +T1 mT1x2  | adj:P:2
Palm Row Park          | S | N N   |            | chain:N:4:1+
Wax Museum             | S | T     | +T2        | ring:T2:5
Farmers Market         | S | L S   | +L1        | ring:L2:5
Bike Share Hub         | S | P     | m*2x2      | adj:m:2
Gift Shop Alley        | S | S T   | $2         | bank:2:1
Community Garden       | S | N L   | +L1        | adj:N:2
Grand Hotel Lobby      | S | T S   | $1 +T1     | ring:V1:4
Surf Outfitter         | S | S P   | $1         | chain:S:4:1+
Courthouse Steps       | S | T     | mT2x1      | chain:T:3:3
Backyard Jazz Club     | S | L     | +L1        | ring:L1:3
Basketball Courts      | S | P P   | +L1        | ring:*3:6
Fountain Square        | S | T N   | +T1        | ring:any:3
Dive Bar               | S | L     | $1         | adj:$:2
Bookstore Nook         | S | S L   |            | quiet:4
Museum of Tides        | S | T     | $1 +T1     | adj:S:2
Rooftop Garden Cafe    | S | N S   | mL1x2      | mixed:1
Trolley Stop           | S | T     | m*1x2      | adj:+T:2
Fitness Trail          | S | P N   | +L1        | chain:P:3:3
Neighbourhood Bakery   | S | L S   | $1 +L1     | adj:+L:2
Street Mural Wall      | S | L T   | +T1        | row:L:1
Souvenir Mall          | S | S S   | +T2        | litter:-1
Food Hall              | S | S T   | $2         | bank:3:2
Yoga Studio            | S | P L   | mL2x1      | adj:T:2
Botanic Walk           | S | N     | $1         | chain:N:3:3
Cinema Marquee         | S | T     | +T1 +L1    | ring:*2:4
Locals Only Diner      | S | L L   |            | chain:L:4:1+
Tennis Club            | S | P S   | $1         | ring:T1:3
Plaza Chess Tables     | S | L     | m*1x3      | ring:L1:3
Harbor Park Lawn       | S | N     | +L1 mT1x1  | row:N:1
Art Walk Galleries     | S | T S   | $1         | chain:T:4:1+
Pet Beach Path         | S | N P   | mL1x2      | adj:W:2
Bus Depot              | S | T     | +T2        | mixed:1
Night Market Lane      | S | S L   | +L1 +T1    | ring:*3:6
Climbing Gym           | S | P     | $2         | chain:P:4:1+
Boat Repair Yard       | S | L     | $1 mL1x1   | bank:1:1
Old Town Square        | S | L T   | +L1        | ring:T1:3
"""


@dataclass(frozen=True)
class Card:
    id: int
    name: str
    row: str  # "B" beach (top row) or "S" street (bottom row)
    tags: tuple[str, ...]
    actions: tuple[tuple, ...]  # ("$", n) | ("+", kind, n) | ("m", kind, count, steps)
    scoring: tuple  # see the module docstring

    def symbols(self) -> set[str]:
        """The placement-action symbols printed on the card (for adjacency scoring)."""
        out = set()
        for action in self.actions:
            out.add("$" if action[0] == "$" else "m" if action[0] == "m" else "+" + action[1])
        return out


def _parse_action(text: str) -> tuple:
    if text.startswith("$"):
        return ("$", int(text[1:]))
    if text.startswith("+"):
        kind, n = text[1], int(text[2:])
        if kind not in ("L", "T"):
            raise ValueError(text)
        return ("+", kind, n)
    if text.startswith("m"):
        kind = text[1]
        count, steps = text[2:].split("x")
        if kind not in ("L", "T", "*"):
            raise ValueError(text)
        return ("m", kind, int(count), int(steps))
    raise ValueError(text)


def _parse_scoring(text: str) -> tuple:
    parts = text.split(":")
    kind = parts[0]
    if kind == "adj":
        if parts[1] not in TAGS + ACTION_SYMBOLS:
            raise ValueError(text)
        return ("adj", parts[1], int(parts[2]))
    if kind == "chain":
        per = parts[3].endswith("+")
        if parts[1] not in TAGS:
            raise ValueError(text)
        return ("chain", parts[1], int(parts[2]), int(parts[3].rstrip("+")), per)
    if kind == "bank":
        return ("bank", int(parts[1]), int(parts[2]))
    if kind == "ring":
        if parts[1] == "any":
            return ("ring", "any", 0, int(parts[2]))
        who, n = parts[1][0], int(parts[1][1:])
        if who not in PERSON_KINDS + ("*",):
            raise ValueError(text)
        return ("ring", who, n, int(parts[2]))
    if kind == "row":
        return ("row", parts[1], int(parts[2]))
    if kind in ("quiet", "mixed", "litter"):
        return (kind, int(parts[1]))
    raise ValueError(text)


def _parse_cards(text: str) -> tuple[Card, ...]:
    cards: list[Card] = []
    for line in text.strip().splitlines():
        name, row, tags, actions, scoring = (f.strip() for f in line.split("|"))
        cards.append(
            Card(
                len(cards),
                name,
                row,
                tuple(tags.split()),
                tuple(_parse_action(a) for a in actions.split()),
                _parse_scoring(scoring),
            )
        )
    return tuple(cards)


_CARDS_2 = _parse_cards(CARD_LINES)

# The cards' names as messages (CARD_LINES cannot be marked): German and French names are in
# the catalogs (CONTENT.md, "Names in other languages"); checked against CARD_LINES below.
CARD_NAMES = (
    N_("Tide Pool Steps"),
    N_("Tower Nine Lookout"),
    N_("Driftwood Fire Ring"),
    N_("Kelp Surf Camp"),
    N_("Pelican Rocks"),
    N_("Sand Court Six"),
    N_("Sunset Ledge"),
    N_("Umbrella Rental"),
    N_("Paddle Club Dock"),
    N_("Sandcastle Contest"),
    N_("Whale Watch Pier"),
    N_("Old Bait Shop"),
    N_("Dune Garden"),
    N_("Longboard Point"),
    N_("Beach Yoga Deck"),
    N_("Ice Cream Cart"),
    N_("Seal Haul-Out"),
    N_("Jetty Fishing Spot"),
    N_("Lifeguard HQ"),
    N_("Boardwalk Photo Booth"),
    N_("Cove Hideaway"),
    N_("Tidal Flats"),
    N_("Skimboard Ramp"),
    N_("Sea Glass Stand"),
    N_("Big Wave Break"),
    N_("Beach Cafe Terrace"),
    N_("Fire Pit Circle"),
    N_("Marine Lab Tank"),
    N_("Kite Meadow Bluff"),
    N_("Rowing Club Slip"),
    N_("Carousel Landing"),
    N_("Shell Beach"),
    N_("Surf Contest Stage"),
    N_("Rock Pool Trail"),
    N_("Beach Chair Stacks"),
    N_("Outrigger Launch"),
    N_("Sunrise Swim Club"),
    N_("Pier Carnival"),
    N_("Secret Sandbar"),
    N_("Corner Taco Stand"),
    N_("Vintage Record Store"),
    N_("Skate Plaza"),
    N_("Palm Row Park"),
    N_("Wax Museum"),
    N_("Farmers Market"),
    N_("Bike Share Hub"),
    N_("Gift Shop Alley"),
    N_("Community Garden"),
    N_("Grand Hotel Lobby"),
    N_("Surf Outfitter"),
    N_("Courthouse Steps"),
    N_("Backyard Jazz Club"),
    N_("Basketball Courts"),
    N_("Fountain Square"),
    N_("Dive Bar"),
    N_("Bookstore Nook"),
    N_("Museum of Tides"),
    N_("Rooftop Garden Cafe"),
    N_("Trolley Stop"),
    N_("Fitness Trail"),
    N_("Neighbourhood Bakery"),
    N_("Street Mural Wall"),
    N_("Souvenir Mall"),
    N_("Food Hall"),
    N_("Yoga Studio"),
    N_("Botanic Walk"),
    N_("Cinema Marquee"),
    N_("Locals Only Diner"),
    N_("Tennis Club"),
    N_("Plaza Chess Tables"),
    N_("Harbor Park Lawn"),
    N_("Art Walk Galleries"),
    N_("Pet Beach Path"),
    N_("Bus Depot"),
    N_("Night Market Lane"),
    N_("Climbing Gym"),
    N_("Boat Repair Yard"),
    N_("Old Town Square"),
)


# ---------------- starting tiles ----------------
# Two spaces tall: a beach half on top and a street half below; its tags count only on the
# street half. VIPs start on the street half. Footprints: the VIP likes these tags, and each
# footprinted card scores `points` per matching tag on it. Every tile gives a placement bonus
# (the rules: "Jeder Spieler erhält den Platzierungsbonus des Startplättchens"). Our pattern,
# checked below: one street tag, which its VIPs like; two VIPs like only that tag, 2 points
# each, with a bonus of one item; one VIP likes a second tag too, 1 point each, with a bonus
# of two items.


@dataclass(frozen=True)
class StartTile:
    id: int
    name: str
    street_tags: tuple[str, ...]
    vips: int
    bonus: tuple[tuple, ...]  # placement actions taken when the tile is chosen
    likes: tuple[str, ...]
    points: int  # per matching tag on a footprinted card


_START_TILES_2 = (
    StartTile(0, N_("Surfers' Motel"), ("P",), 1, (("$", 2),), ("W", "P"), 1),
    StartTile(1, N_("Pier Gatehouse"), ("T",), 2, (("+", "T", 1),), ("T",), 2),
    StartTile(2, N_("Lagoon Cottages"), ("N",), 1, (("+", "L", 2),), ("N", "W"), 1),
    StartTile(3, N_("Market Hall"), ("S",), 2, (("$", 1),), ("S",), 2),
    StartTile(4, N_("Old Lighthouse"), ("L",), 1, (("+", "L", 1), ("$", 1)), ("L", "N"), 1),
    StartTile(5, N_("Beach Club Villa"), ("P",), 2, (("+", "L", 1),), ("P",), 2),
)


# ---------------- sand dollar actions ----------------
# Four double-sided tiles; two tiles per game, each with a random side up.


@dataclass(frozen=True)
class DollarAction:
    id: str
    cost: int
    text: str
    takes: str  # "two-front" | "any" | "front+behind" | "front" — which cards it takes
    extra: tuple = ()  # ("swap",) | ("move", count, steps) | ("remove", n)


DOLLAR_ACTIONS = (
    DollarAction("double", 3, N_("Take two cards from the front row."), "two-front"),
    DollarAction("reach", 2, N_("Take any card of the display, back row included."), "any"),
    DollarAction("pair", 4, N_("Take a front-row card and the card behind it."), "front+behind"),
    DollarAction("redesign", 2, N_("Take a front-row card, then swap two of your feature cards."), "front", ("swap",)),
    DollarAction(
        "parade", 2, N_("Take a front-row card, then move up to 3 people 1 step each."), "front", ("move", 3, 1)
    ),
    DollarAction(
        "curfew", 1, N_("Take a front-row card, then remove up to 2 people from your city."), "front", ("remove", 2)
    ),
    DollarAction("backstage", 1, N_("Take a back-row card."), "back"),
    DollarAction(
        "shuttle", 3, N_("Take a front-row card, then move one person up to 3 steps."), "front", ("move", 1, 3)
    ),
)
DOLLAR_TILES = (("double", "reach"), ("pair", "backstage"), ("redesign", "curfew"), ("parade", "shuttle"))
DOLLAR_BY_ID = {a.id: a for a in DOLLAR_ACTIONS}
DOLLAR_NAME = {
    "double": N_("Double"),
    "reach": N_("Reach"),
    "pair": N_("Pair"),
    "redesign": N_("Redesign"),
    "parade": N_("Parade"),
    "curfew": N_("Curfew"),
    "backstage": N_("Backstage"),
    "shuttle": N_("Shuttle"),
}


# ---------------- scoring objective tiles ----------------
# "full-columns" counts columns holding two feature cards, one per row: the starting tile is
# no feature card (it is a tile; the 14 cards that end the game do not count it either), so
# its column never scores (see RULES_NOTES.md).


@dataclass(frozen=True)
class Objective:
    id: str
    name: str
    wave: tuple  # the wave bonus
    other: tuple  # the other bonus
    penalty: tuple  # for people not in a ring
    text: tuple[str, str, str]


_OBJECTIVES_2 = (
    Objective(
        "blue",
        N_("Blue"),
        ("per-wave", 1),
        ("full-columns", 2),
        ("unringed", -1),
        (
            N_(N_("1 point per wave symbol in your city")),
            N_("2 points per column with both a beach and a street feature card"),
            N_("−1 point per person not in a ring"),
        ),
    ),
    Objective(
        "green",
        N_("Green"),
        ("wave-chain", 4, 5),
        ("street-tag", "N", 1),
        ("unringed-pairs", -1),
        (
            N_("5 points for a chain of at least 4 wave symbols"),
            N_("1 point per nature symbol in your street row"),
            N_("−1 point per two people not in a ring (rounded down)"),
        ),
    ),
    Objective(
        "orange",
        N_("Orange"),
        ("wave-sport", 1),
        ("vip-ring", 3),
        ("unringed-kind", "T", -2),
        (
            N_("1 point per beach card with waves next to a sports symbol"),
            N_("3 points per VIP in a ring"),
            N_("−2 points per tourist not in a ring"),
        ),
    ),
)


# ---------------- rules versions ----------------
# Rules version 1 (published until issue 13's corrections) had other content; games recorded
# under it are played with it, kept here as data next to version 2's (RULES_NOTES.md, "Rules
# versions"). The tables below — CARDS, START_TILES, OBJECTIVES, OBJECTIVE_BY_ID — answer as
# the version *in force* has them: the game sets it from the state (or view) for each call
# (`rules(version)`, done by rules.under_its_rules), so the rest of the code never asks.
VERSIONS = ("1", "2")
CURRENT = VERSIONS[-1]

_CARDS_1 = tuple(
    replace(c, scoring=_parse_scoring("ring:any:3")) if c.name == "Old Town Square" else c for c in _CARDS_2
)
_START_TILES_1 = _START_TILES_2[:5] + (StartTile(5, N_("Beach Club Villa"), ("P", "T"), 2, (), ("P", "S"), 1),)
# ("full-columns", points, "with-tile"): the starting tile's column counts too.
_OBJECTIVES_1 = (
    Objective(
        "blue",
        N_("Blue"),
        ("per-wave", 1),
        ("full-columns", 2, "with-tile"),
        ("unringed", -1),
        (
            N_("1 point per wave symbol in your city"),
            N_("2 points per column with both a beach and a street card"),
            N_("−1 point per person not in a ring"),
        ),
    ),
) + _OBJECTIVES_2[1:]

_IN_FORCE: contextvars.ContextVar[str] = contextvars.ContextVar("santa_monica_rules")


def in_force() -> str:
    """The rules version in force (the current one unless a game's call set another)."""
    return _IN_FORCE.get(CURRENT)


@contextlib.contextmanager
def rules(version: str):
    """Within this block, the content tables answer as rules version `version` has them."""
    token = _IN_FORCE.set(version if version in VERSIONS else CURRENT)
    try:
        yield
    finally:
        _IN_FORCE.reset(token)


class _ByVersion:
    """One table of content (a tuple or a dict) per rules version: indexing, iterating and
    its methods read the table of the version in force; `of(version)` names one."""

    __slots__ = ("_tables",)

    def __init__(self, tables: dict):
        self._tables = tables

    def of(self, version: str):
        return self._tables[version]

    def __getitem__(self, key):
        return self._tables[_IN_FORCE.get(CURRENT)][key]

    def __len__(self) -> int:
        return len(self._tables[_IN_FORCE.get(CURRENT)])

    def __iter__(self):
        return iter(self._tables[_IN_FORCE.get(CURRENT)])

    def __contains__(self, item) -> bool:
        return item in self._tables[_IN_FORCE.get(CURRENT)]

    def __getattr__(self, name):
        return getattr(self._tables[_IN_FORCE.get(CURRENT)], name)


CARDS = _ByVersion({"1": _CARDS_1, "2": _CARDS_2})
# What no version changes, as plain tables for the bots' hottest loops.
CARD_ROWS = tuple(c.row for c in _CARDS_2)
START_TILES = _ByVersion({"1": _START_TILES_1, "2": _START_TILES_2})
OBJECTIVES = _ByVersion({"1": _OBJECTIVES_1, "2": _OBJECTIVES_2})
OBJECTIVE_BY_ID = _ByVersion({v: {o.id: o for o in OBJECTIVES.of(v)} for v in VERSIONS})

SUPPLY = {"L": 30, "T": 30, "footprints": 28}
VIPS = 8
CITY_CARDS_TO_END = 14


def check_content() -> None:
    """The shape of the set (the current version's), checked at import: a broken edit fails
    at once. Version 1's differs only where RULES_NOTES.md says."""
    for old, new in ((_CARDS_1, _CARDS_2), (_START_TILES_1, _START_TILES_2), (_OBJECTIVES_1, _OBJECTIVES_2)):
        assert [x.name for x in old] == [x.name for x in new]
        assert sum(1 for a, b in zip(old, new) if a != b) == 1, "version 1 differs in one piece each"
    assert all(replace(a, scoring=b.scoring) == b for a, b in zip(_CARDS_1, _CARDS_2)), (
        "the versions' cards differ only in their scoring (CARD_ROWS, scoring's tags)"
    )
    with rules(CURRENT):
        _check_current()


def _check_current() -> None:
    assert len(CARDS) == 78, len(CARDS)
    assert CARD_NAMES == tuple(c.name for c in CARDS), "CARD_NAMES follows CARD_LINES"
    assert sorted(DOLLAR_NAME) == sorted(DOLLAR_BY_ID)
    assert len({c.name for c in CARDS}) == 78, "card names must be unique"
    beach = [c for c in CARDS if c.row == "B"]
    assert 35 <= len(beach) <= 43, "about half beach, half street"
    for c in CARDS:
        assert c.row in ("B", "S")
        assert 1 <= len(c.tags) <= 2 and all(t in TAGS for t in c.tags), c.name
        assert c.row == "B" or "W" not in c.tags, f"{c.name}: waves only on beach cards"
        assert len(c.actions) <= 2, c.name
        for a in c.actions:
            assert all(isinstance(x, int) and x >= 1 for x in a if isinstance(x, int)), c.name
    any_rings = [c for c in CARDS if c.scoring[:2] == ("ring", "any")]
    assert len(any_rings) == 2, "the rules: two cards carry the any-number ring"
    assert any(c.scoring[0] == "litter" for c in CARDS), "at least one negative card"
    kinds = {c.scoring[0] for c in CARDS}
    assert {"adj", "chain", "bank", "ring"} <= kinds
    assert any(c.scoring[0] == "adj" and c.scoring[1] in ACTION_SYMBOLS for c in CARDS)
    assert {c.scoring[4] for c in CARDS if c.scoring[0] == "chain"} == {True, False}
    # four players use four tiles: their VIPs must fit the 8 figures
    assert len(START_TILES) == 6 and sum(sorted(t.vips for t in START_TILES)[-4:]) <= VIPS
    assert all(t.vips in (1, 2) for t in START_TILES)
    for t in START_TILES:
        assert len(t.street_tags) == 1 and t.street_tags[0] in t.likes, t.name
        assert t.bonus, f"{t.name}: every starting tile gives a placement bonus"
        items = sum(a[1] if a[0] == "$" else a[2] for a in t.bonus)
        if t.vips == 2:
            assert len(t.likes) == 1 and t.points == 2 and items == 1, t.name
        else:
            assert len(t.likes) == 2 and t.points == 1 and items == 2, t.name
    assert len(DOLLAR_ACTIONS) == 8 and len(DOLLAR_TILES) == 4
    assert sorted(a for tile in DOLLAR_TILES for a in tile) == sorted(DOLLAR_BY_ID)
    assert [o.id for o in OBJECTIVES] == ["blue", "green", "orange"]


check_content()
