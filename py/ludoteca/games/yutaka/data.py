"""Yutakâ's components as data: colours, cards, treasure values, and archipelago layouts.

The numbers come from the rules' value table (30 points per colour). The island names
and the stacked archipelago layouts are our own design (see RULES_NOTES.md).
"""

from __future__ import annotations

from dataclasses import dataclass

# One letter per colour; cards are "<colour><value>" ("Y3") and tiles {"c": colour, "v": value}.
COLOURS = ("Y", "G", "B", "R", "E")
PRECIOUS = ("Y", "G", "B", "R")
EQUIPMENT = "E"
DYNAMITE = "X"

COLOUR_NAME = {"Y": "yellow", "G": "green", "B": "blue", "R": "red", "E": "grey"}
TREASURE_NAME = {"Y": "idol", "G": "dagger", "B": "amphora", "R": "crystal", "E": "equipment"}
TREASURE_PLURAL = {"Y": "idols", "G": "daggers", "B": "amphoras", "R": "crystals", "E": "equipment"}

TILE_VALUES = {
    "Y": (15, 10, 5),
    "G": (12, 8, 6, 4),
    "B": (10, 8, 6, 4, 2),
    "R": (9, 8, 6, 4, 2, 1),
    "E": (8, 7, 5, 4, 3, 2, 1),
}

HAND_SIZE = 6
CARDS_PER_SIDE = 5          # "an island cannot have a column of more than 5 cards per side"
REMOVED_TILES = 5
OPENING_REVEALS = 4
ISLANDS = 5


def player_deck() -> list[str]:
    """The 24 expedition cards each player owns: 1–4 in each of five colours, and 4 dynamite."""
    return [f"{c}{v}" for c in COLOURS for v in range(1, 5)] + [DYNAMITE] * 4


def all_tiles() -> list[tuple[str, int]]:
    return [(c, v) for c in COLOURS for v in TILE_VALUES[c]]


def card_colour(card: str) -> str:
    return card[0]


def card_value(card: str) -> int:
    """Face value; dynamite counts 0."""
    return 0 if card == DYNAMITE else int(card[1:])


def card_name(card: str) -> str:
    if card == DYNAMITE:
        return "dynamite"
    return f"{COLOUR_NAME[card[0]]} {TREASURE_NAME[card[0]]} {card[1:]}"


# Our island names (the printed names are not reused).
ISLAND_NAMES = ("Heron Isle", "Jade Isle", "Smoke Isle", "Coral Isle", "Storm Isle")


@dataclass(frozen=True)
class Archipelago:
    """A layout: for each of the 5 islands, the heights of its tile stacks.

    Height 1 everywhere is the standard flat layout. In a stack only the top unrevealed
    tile can be revealed. Every layout holds exactly 20 tiles.
    """

    id: str
    name: str
    intent: str
    islands: tuple[tuple[int, ...], ...]

    def positions(self) -> list[tuple[int, int, int]]:
        """(island, stack, level) for each tile slot, level 0 at the bottom, in deal order."""
        return [(i, s, level)
                for i, stacks in enumerate(self.islands)
                for s, height in enumerate(stacks)
                for level in range(height)]


ARCHIPELAGOS = (
    Archipelago("open", "Open sea (standard)",
                "The rules' layout: five islands of four tiles, every tile can be revealed.",
                ((1, 1, 1, 1),) * 5),
    Archipelago("cairns", "Cairns (stacked)",
                "Every island hides a pair of tiles under two others: half the treasure is "
                "buried, so the first reveals on an island matter more.",
                ((2, 2),) * 5),
    Archipelago("volcano", "Volcano (stacked)",
                "A tall central island of six tiles in two stacks of three, flanked by rich "
                "middle islands and two small outer islets: the centre is worth fighting for "
                "but reveals there come slowly.",
                ((1, 1), (2, 2, 1), (3, 3), (2, 2, 1), (1, 1))),
)
ARCHIPELAGO_BY_ID = {a.id: a for a in ARCHIPELAGOS}


def _check_data() -> None:
    """Fail at import if the tables are inconsistent (cheap, and catches editing slips)."""
    for colour, values in TILE_VALUES.items():
        assert sum(values) == 30, colour
    assert len(all_tiles()) == 25
    assert len(player_deck()) == 24
    for layout in ARCHIPELAGOS:
        assert len(layout.islands) == ISLANDS, layout.id
        assert len(layout.positions()) == 25 - REMOVED_TILES, layout.id


_check_data()
