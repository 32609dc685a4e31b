"""Yutakâ's components as data: colours, cards, treasure values, and archipelago layouts.

The numbers come from the rules' value table (30 points per colour). The island names
and the stacked archipelago layouts are our own design (see RULES_NOTES.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from ludoteca.core.i18n import N_, msg, term

from .texts import _

# One letter per colour; cards are "<colour><value>" ("Y3") and tiles {"c": colour, "v": value}.
COLOURS = ("Y", "G", "B", "R", "E")
PRECIOUS = ("Y", "G", "B", "R")
EQUIPMENT = "E"
DYNAMITE = "X"

# Names, in English, marked for translation (translate with `_()` where shown, or keep them
# in a log entry as `term(...)`); each treasure has one colour, so a card or tile is named by
# its treasure (French: the rules' terms, Idole, Dague, Amphore, Cristal, Équipement).
COLOUR_NAME = {"Y": "yellow", "G": "green", "B": "blue", "R": "red", "E": "grey"}  # codes' meaning (not shown)
TREASURE_NAME = {"Y": N_("idol"), "G": N_("dagger"), "B": N_("amphora"), "R": N_("crystal"), "E": N_("equipment")}
TREASURE_PLURAL = {"Y": N_("idols"), "G": N_("daggers"), "B": N_("amphoras"), "R": N_("crystals"), "E": N_("equipment")}
# A card: its treasure and value ("dagger 3"); a message with a {value} slot.
CARD_NAME = {
    "Y": N_("idol {value}"),
    "G": N_("dagger {value}"),
    "B": N_("amphora {value}"),
    "R": N_("crystal {value}"),
    "E": N_("equipment {value}"),
}
DYNAMITE_NAME = N_("dynamite")
# The treasure tiles of a colour, as a heading ("Daggers (green)").
TREASURE_HEADING = {
    "Y": N_("Idols (yellow)"),
    "G": N_("Daggers (green)"),
    "B": N_("Amphoras (blue)"),
    "R": N_("Crystals (red)"),
    "E": N_("Equipment (grey)"),
}

TILE_VALUES = {
    "Y": (15, 10, 5),
    "G": (12, 8, 6, 4),
    "B": (10, 8, 6, 4, 2),
    "R": (9, 8, 6, 4, 2, 1),
    "E": (8, 7, 5, 4, 3, 2, 1),
}

HAND_SIZE = 6
CARDS_PER_SIDE = 5  # "an island cannot have a column of more than 5 cards per side"
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
    """The card's name in the current language ("dagger 3", "Dolch 3", "Dague 3")."""
    if card == DYNAMITE:
        return _(DYNAMITE_NAME)
    return _(CARD_NAME[card[0]]).format(value=card[1:])


def card_term(card: str) -> dict:
    """The card's name kept in a log entry, translated when shown."""
    if card == DYNAMITE:
        return term(DYNAMITE_NAME)
    return msg(CARD_NAME[card[0]], value=int(card[1:]))


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# Our island names (the printed names are not reused). German: every name is an "-insel"
# (feminine, so sentences say "auf der {island}"); French: every name is an "île …" written
# lowercase (sentences say "sur l'{island}"; a label capitalises it with `cap`).
ISLAND_NAMES = (N_("Heron Isle"), N_("Jade Isle"), N_("Smoke Isle"), N_("Coral Isle"), N_("Storm Isle"))

# The short names written under each island on a phone (a 72-unit column): the full name is
# in the island's details.
ISLAND_SHORT = (N_("Heron"), N_("Jade"), N_("Smoke"), N_("Coral"), N_("Storm"))


def island_text(island: int) -> str:
    """The island's name inside a sentence, in the current language."""
    return _(ISLAND_NAMES[island])


def island_name(island: int) -> str:
    """The island's name as a label (capitalised), in the current language."""
    return cap(island_text(island))


@dataclass(frozen=True)
class Archipelago:
    """A layout: for each of the 5 islands, the heights of its tile stacks.

    Height 1 everywhere is the standard flat layout. In a stack only the top unrevealed
    tile can be revealed. Every layout holds exactly 20 tiles.
    """

    id: str
    name: str  # marked with N_: translate with `_()` where shown
    intent: str  # our design note (not shown to players)
    islands: tuple[tuple[int, ...], ...]

    def positions(self) -> list[tuple[int, int, int]]:
        """(island, stack, level) for each tile slot, level 0 at the bottom, in deal order."""
        return [
            (i, s, level)
            for i, stacks in enumerate(self.islands)
            for s, height in enumerate(stacks)
            for level in range(height)
        ]


ARCHIPELAGOS = (
    Archipelago(
        "open",
        N_("Open sea (standard)"),
        "The rules' layout: five islands of four tiles, every tile can be revealed.",
        ((1, 1, 1, 1),) * 5,
    ),
    Archipelago(
        "cairns",
        N_("Cairns (stacked)"),
        "Every island hides a pair of tiles under two others: half the treasure is "
        "buried, so the first reveals on an island matter more.",
        ((2, 2),) * 5,
    ),
    Archipelago(
        "volcano",
        N_("Volcano (stacked)"),
        "A tall central island of six tiles in two stacks of three, flanked by rich "
        "middle islands and two small outer islets: the centre is worth fighting for "
        "but reveals there come slowly.",
        ((1, 1), (2, 2, 1), (3, 3), (2, 2, 1), (1, 1)),
    ),
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
