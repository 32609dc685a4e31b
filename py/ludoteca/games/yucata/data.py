"""Yucata's components as data: the track, the cards, and the stone layouts.

Track: 40 spaces. Space 0 is the large start space, spaces 1–4 stay empty, spaces 5–38
hold 25 pale and 9 dark stones, and the red stone lies on space 39, the end (the centre).
A layout is therefore fully given by its 9 dark spaces; every other space of 5–38 is pale.

The printed positions of the ceremonial layouts are not in our texts: each layout below is
our own design after the theme its name describes (its `intent` says how).
"""

from __future__ import annotations

from dataclasses import dataclass

SPACES = 40
START, FIRST_STONE, END = 0, 5, 39
PALE, DARK, RED = "P", "D", "R"
PALE_COUNT, DARK_COUNT = 25, 9
STONE_SPACES = range(FIRST_STONE, END)          # 5..38: pale or dark

# Each player's seven cards. "S" is the spear, "?" copies the previous move.
SPEAR, COPY = "S", "?"
CARDS = ("1", "2", "3", "4", "5", SPEAR, COPY)
CARD_NAME = {"1": "1", "2": "2", "3": "3", "4": "4", "5": "5", SPEAR: "spear", COPY: "?"}


@dataclass(frozen=True)
class Layout:
    id: str
    name: str
    intent: str
    darks: tuple[int, ...] = ()      # empty for the random layout


def layout_string(darks) -> str:
    """The 34 stones of spaces 5–38 as a string of P and D (the form of a custom layout)."""
    darks = set(darks)
    return "".join(DARK if s in darks else PALE for s in STONE_SPACES)


def darks_of(layout: str) -> list[int]:
    return [s for s, stone in zip(STONE_SPACES, layout) if stone == DARK]


def layout_problems(layout) -> list[str]:
    """Why a custom layout breaks the free-layout rules (empty if it is valid)."""
    if not isinstance(layout, str) or len(layout) != len(STONE_SPACES) \
            or set(layout) - {PALE, DARK}:
        return [f"A layout gives spaces {FIRST_STONE}–{END - 1} one stone each: "
                f"{len(STONE_SPACES)} letters P (pale) or D (dark)."]
    problems = []
    darks = layout.count(DARK)
    if darks != DARK_COUNT:
        problems.append(f"Place exactly {DARK_COUNT} dark stones (now {darks}) "
                        f"and {PALE_COUNT} pale stones (now {len(layout) - darks}).")
    if layout[-1] == DARK:
        problems.append(f"Space {END - 1} must hold a pale stone: at least one pale stone "
                        f"must lie between the red stone and any dark stone.")
    return problems


LAYOUTS = (
    Layout("standard", "Sun Temple (standard)",
           "Dark stones spread evenly, slightly denser towards the centre: a fair first game.",
           (8, 12, 16, 20, 23, 27, 30, 33, 36)),
    Layout("kintaya", "Kintaya — evil traps",
           "Pairs of dark stones hidden just past long pale runs, where a greedy big move "
           "or spear lands: traps for those who rush.", (11, 12, 19, 20, 26, 27, 32, 35, 37)),
    Layout("monzola", "Monzola — sweet figs",
           "Three pale figs, then a dark stone, again and again: every sweet run ends in a "
           "price; resisting the last fig is the art.", (8, 12, 16, 20, 24, 28, 31, 34, 37)),
    Layout("ayuno", "Ayuno / Mayaya — major leap, twins",
           "Dark stones come in twins with wide pale gaps between: leap over a pair with a "
           "big card or a spear.", (9, 10, 16, 17, 23, 24, 30, 31, 36)),
    Layout("ayunito", "Ayunito — minor leap",
           "Single dark stones every other space through the middle: short careful hops.",
           (15, 17, 19, 21, 23, 25, 27, 29, 31)),
    Layout("tumozumo", "Tumo Zumo — great caution",
           "Dark stones from the first stone to the last, never more than four spaces apart: "
           "caution all the way, but the pale stones still must be taken.",
           (6, 10, 13, 17, 20, 24, 27, 31, 35)),
    Layout("zattopusta", "Zattopusta — stormy wind",
           "A storm of dark stones right after the start, then calm: the wind blows hard and "
           "dies away.", (5, 6, 8, 9, 11, 12, 14, 16, 19)),
    Layout("acuma", "Acuma y Taya — water and light",
           "The dark stones form a rainbow: symmetric about space 21, closest at the top of "
           "the arc and widening at its feet.", (7, 11, 15, 18, 21, 24, 27, 31, 35)),
    Layout("ozzikrakra", "Ozzi Krakra — seven black ravens",
           "Seven ravens sit in one row in the middle of the track, two more stand guard "
           "before and after.", (10, 18, 19, 20, 21, 22, 23, 24, 32)),
    Layout("yazurika", "Yazurika — random",
           "A random layout drawn from the game's seed, uniform among all valid layouts."),
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
