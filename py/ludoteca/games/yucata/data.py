"""Yucata's components as data: the track, the cards, and the stone layouts.

Track: 40 spaces. Space 0 is the large start space, spaces 1–4 stay empty, spaces 5–38
hold 25 pale and 9 dark stones, and the red stone lies on space 39, the end (the centre).
A layout is therefore fully given by its 9 dark spaces; every other space of 5–38 is pale.

The printed positions of the ceremonial layouts are not in our texts: each layout below is
our own design after the theme its name describes (its `intent` says how).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.i18n import N_
from .texts import _

SPACES = 40
START, FIRST_STONE, END = 0, 5, 39
PALE, DARK, RED = "P", "D", "R"
PALE_COUNT, DARK_COUNT = 25, 9
STONE_SPACES = range(FIRST_STONE, END)  # 5..38: pale or dark

# Each player's seven cards. "S" is the spear, "?" copies the previous move.
SPEAR, COPY = "S", "?"
CARDS = ("1", "2", "3", "4", "5", SPEAR, COPY)
# The names a card goes by in texts: a word of the domain (translated when shown, see `card_name`).
CARD_NAME = {"1": "1", "2": "2", "3": "3", "4": "4", "5": "5", SPEAR: N_("spear"), COPY: "?"}


def card_name(card: str) -> str:
    """A card's name in the current language ("3", "spear", "?")."""
    return _(CARD_NAME[card]) if card == SPEAR else CARD_NAME[card]


@dataclass(frozen=True)
class Layout:
    """A stone layout. `name` is its full name and `short` the name on the editor's buttons,
    both marked for translation (the Maya names of the ceremonies stay as they are in every
    language, their meaning is translated: see RULES_NOTES.md); `intent` says how we built it."""

    id: str
    name: str
    short: str
    intent: str
    darks: tuple[int, ...] = ()  # empty for the random layout

    def label(self) -> str:
        return _(self.name)

    def short_label(self) -> str:
        return _(self.short)

    def description(self) -> str:
        return _(self.intent)


def layout_string(darks) -> str:
    """The 34 stones of spaces 5–38 as a string of P and D (the form of a custom layout)."""
    darks = set(darks)
    return "".join(DARK if s in darks else PALE for s in STONE_SPACES)


def darks_of(layout: str) -> list[int]:
    return [s for s, stone in zip(STONE_SPACES, layout) if stone == DARK]


def layout_problems(layout) -> list[str]:
    """Why a custom layout breaks the free-layout rules (empty if it is valid)."""
    if not isinstance(layout, str) or len(layout) != len(STONE_SPACES) or set(layout) - {PALE, DARK}:
        return [
            _("A layout gives spaces {first}–{last} one stone each: {count} letters P (pale) or D (dark).").format(
                first=FIRST_STONE, last=END - 1, count=len(STONE_SPACES)
            )
        ]
    problems = []
    darks = layout.count(DARK)
    if darks != DARK_COUNT:
        problems.append(
            _("Place exactly {dark} dark stones (now {dark_now}) and {pale} pale stones (now {pale_now}).").format(
                dark=DARK_COUNT, dark_now=darks, pale=PALE_COUNT, pale_now=len(layout) - darks
            )
        )
    if layout[-1] == DARK:
        problems.append(
            _(
                "Space {space} must hold a pale stone: at least one pale stone must "
                "lie between the red stone and any dark stone."
            ).format(space=END - 1)
        )
    return problems


LAYOUTS = (
    Layout(
        "standard",
        N_("Sun Temple (standard)"),
        N_("Sun Temple"),
        N_("Dark stones spread evenly, slightly denser towards the centre: a fair first game."),
        (8, 12, 16, 20, 23, 27, 30, 33, 36),
    ),
    # The Maya names are proper names (kept in every language): `short` is not translated.
    Layout(
        "kintaya",
        N_("Kintaya — evil traps"),
        "Kintaya",
        N_(
            "Pairs of dark stones hidden just past long pale runs, where a greedy big move "
            "or spear lands: traps for those who rush."
        ),
        (11, 12, 19, 20, 26, 27, 32, 35, 37),
    ),
    Layout(
        "monzola",
        N_("Monzola — sweet figs"),
        "Monzola",
        N_(
            "Three pale figs, then a dark stone, again and again: every sweet run ends in a "
            "price; resisting the last fig is the art."
        ),
        (8, 12, 16, 20, 24, 28, 31, 34, 37),
    ),
    Layout(
        "ayuno",
        N_("Ayuno / Mayaya — major leap, twins"),
        "Ayuno / Mayaya",
        N_("Dark stones come in twins with wide pale gaps between: leap over a pair with a big card or a spear."),
        (9, 10, 16, 17, 23, 24, 30, 31, 36),
    ),
    Layout(
        "ayunito",
        N_("Ayunito — minor leap"),
        "Ayunito",
        N_("Single dark stones every other space through the middle: short careful hops."),
        (15, 17, 19, 21, 23, 25, 27, 29, 31),
    ),
    Layout(
        "tumozumo",
        N_("Tumo Zumo — great caution"),
        "Tumo Zumo",
        N_(
            "Dark stones from the first stone to the last, never more than four spaces apart: "
            "caution all the way, but the pale stones still must be taken."
        ),
        (6, 10, 13, 17, 20, 24, 27, 31, 35),
    ),
    Layout(
        "zattopusta",
        N_("Zattopusta — stormy wind"),
        "Zattopusta",
        N_("A storm of dark stones right after the start, then calm: the wind blows hard and dies away."),
        (5, 6, 8, 9, 11, 12, 14, 16, 19),
    ),
    Layout(
        "acuma",
        N_("Acuma y Taya — water and light"),
        "Acuma y Taya",
        N_(
            "The dark stones form a rainbow: symmetric about space 21, closest at the top of "
            "the arc and widening at its feet."
        ),
        (7, 11, 15, 18, 21, 24, 27, 31, 35),
    ),
    Layout(
        "ozzikrakra",
        N_("Ozzi Krakra — seven black ravens"),
        "Ozzi Krakra",
        N_("Seven ravens sit in one row in the middle of the track, two more stand guard before and after."),
        (10, 18, 19, 20, 21, 22, 23, 24, 32),
    ),
    Layout(
        "yazurika",
        N_("Yazurika — random"),
        "Yazurika",
        N_("A random layout drawn from the game's seed, uniform among all valid layouts."),
    ),
)
LAYOUT_BY_ID = {layout.id: layout for layout in LAYOUTS}
CUSTOM = "custom"


def _check_data() -> None:
    for layout in LAYOUTS:
        if layout.id != "yazurika":
            assert layout_problems(layout_string(layout.darks)) == [], layout.id
            assert len(set(layout.darks)) == DARK_COUNT, layout.id
    assert len(STONE_SPACES) == PALE_COUNT + DARK_COUNT


_check_data()
