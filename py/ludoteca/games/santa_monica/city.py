"""Where cards may go and where people may walk in one city, and the display's refresh and
markers — the building blocks of the turn engine (pure functions on plain JSON; the city
format is described in scoring.py)."""

from __future__ import annotations

from .content import CARD_ROWS
from .scoring import key, neighbours, spaces, unkey
from .texts import _

ROW_OF = {"B": 0, "S": 1}  # beach cards in the top row, street cards in the bottom row
DISPLAY_COLUMNS = 4


# ---------------- placing and swapping ----------------


def placement_spots(city: dict, card_id: int) -> list[str]:
    """Empty spaces of the card's row that touch a card or the starting tile by a side."""
    row = ROW_OF[CARD_ROWS[card_id]]
    here = spaces(city)
    spots = {n for k in here for n in neighbours(k) if n not in here and unkey(n)[1] == row}
    return sorted(spots, key=unkey)


def connected(city: dict) -> bool:
    """Every card joins the starting tile through sides (the city is one piece)."""
    here = spaces(city)
    start = key(city["start_col"], 0)
    seen, todo = {start}, [start]
    while todo:
        for n in neighbours(todo.pop()):
            if n in here and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == set(here)


def swap_refusal(city: dict, a: str, b: str) -> str | None:
    """Why two feature cards may not trade places (each must suit its new row, and every
    card must still touch another card or the starting tile)."""
    cards = city["cards"]
    if a not in cards or b not in cards or a == b:
        return _("Choose two of your feature cards.")
    if CARD_ROWS[cards[a]] != CARD_ROWS[cards[b]]:
        return _("A beach card cannot go to the street row, nor a street card to the beach.")
    return None  # same row, same spaces: adjacency is unchanged


def swap(city: dict, a: str, b: str) -> None:
    """Swap two cards; people and footprints travel with their card."""
    cards = city["cards"]
    cards[a], cards[b] = cards[b], cards[a]
    for person in city["people"]:
        if person["at"] in (a, b):
            person["at"] = b if person["at"] == a else a
    city["footprints"] = sorted({b if f == a else a if f == b else f for f in city["footprints"]})


# ---------------- walking ----------------


def reachable(city: dict, start: str, steps: int) -> dict[str, int]:
    """Spaces a person standing on `start` can reach in at most `steps` orthogonal steps over
    occupied spaces (a card is one space, the starting tile two), with the fewest steps."""
    here = spaces(city)
    best, frontier = {start: 0}, [start]
    for step in range(1, steps + 1):
        nxt = []
        for k in frontier:
            for n in neighbours(k):
                if n in here and n not in best:
                    best[n] = step
                    nxt.append(n)
        frontier = nxt
    return best


# ---------------- the display ----------------


def refresh(display: dict, draw) -> None:
    """Empty front slots take the card behind them; then the deck fills the gaps, front row
    first. display = {"front": [4 × id|None], "back": [4 × id|None]}; draw() gives the next
    card of the deck, or None when it is empty (the turn engine draws at random only now, so
    no record holds a future card)."""
    front, back = display["front"], display["back"]
    for col in range(DISPLAY_COLUMNS):
        if front[col] is None and back[col] is not None:
            front[col], back[col] = back[col], None
    for row in (front, back):
        for col in range(DISPLAY_COLUMNS):
            if row[col] is None:
                row[col] = draw()


def marker_reward(markers: dict, col: int) -> tuple[str | None, dict]:
    """The reward for taking the front card of `col` normally, and the markers after it.
    markers = {"truck": col, "foodie": col}. Both under it = lucky day: only the truck moves,
    two columns; otherwise the rewarding marker moves one column right (wrapping)."""
    truck, foodie = markers["truck"] == col, markers["foodie"] == col
    moved = dict(markers)
    if truck and foodie:
        moved["truck"] = (col + 2) % DISPLAY_COLUMNS
        return "lucky", moved
    if truck:
        moved["truck"] = (col + 1) % DISPLAY_COLUMNS
        return "truck", moved
    if foodie:
        moved["foodie"] = (col + 1) % DISPLAY_COLUMNS
        return "foodie", moved
    return None, moved
