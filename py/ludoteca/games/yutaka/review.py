"""Why a review's better move beats the one played, in Yutakâ's terms (Game.review_reason):
a majority won or kept from the opponent on the tiles already turned up, and the points that
makes; or, when the tiles turned up say nothing, a majority won on an island where tiles that may
be of that colour still lie face down. Hidden values count for nothing here: the
coach compares two worlds drawn from the view, and a reason that rests on a tile the player could
not see is not given."""

from __future__ import annotations

from .data import COLOURS, ISLAND_NAMES, TREASURE_PLURAL
from .rules import column_winner, score_islands
from .texts import _, ngettext


def _cells(view: dict) -> dict:
    """(island, colour) -> (winner, points) on the revealed tiles."""
    revealed = [t for t in view["tiles"] if t["up"]]
    return {
        (island, colour): (cell["winner"], cell["points"])
        for island, per_colour in enumerate(score_islands(view["sides"], revealed))
        for colour, cell in per_colour.items()
    }


def reason(before: dict, played: dict, better: dict) -> str | None:
    p = before["viewer"]
    margin = [after["standing"][p] - after["standing"][1 - p] for after in (played, better)]
    gain = margin[1] - margin[0]
    if gain == 0:
        return _majority_over_hidden_tiles(p, played, better)
    if gain < 0:
        return None
    mine, best = _cells(played), _cells(better)
    for key in sorted(best):
        if key not in mine or mine[key][0] == best[key][0]:
            continue
        island, colour = key
        names = {"treasures": _(TREASURE_PLURAL[colour]), "island": _(ISLAND_NAMES[island]), "n": gain}
        if best[key][0] == p:
            return ngettext(
                # TRANSLATORS: {treasures} e.g. “daggers”; {island} e.g. “Heron Isle”.
                "It would have won the {treasures} of {island}: {n} point more for you on the tiles turned up.",
                "It would have won the {treasures} of {island}: {n} points more for you on the tiles turned up.",
                gain,
            ).format(**names)
        if mine[key][0] == 1 - p:
            return ngettext(
                "It would have kept your opponent from the {treasures} of {island}: {n} point better for you on"
                " the tiles turned up.",
                "It would have kept your opponent from the {treasures} of {island}: {n} points better for you on"
                " the tiles turned up.",
                gain,
            ).format(**names)
    return ngettext(
        "It would have put you {n} point further ahead on the tiles turned up.",
        "It would have put you {n} points further ahead on the tiles turned up.",
        gain,
    ).format(n=gain)


def _majority_over_hidden_tiles(p: int, played: dict, better: dict) -> str | None:
    """A majority the better move wins (and the one played does not) on an island where tiles
    that may be of that colour (so far unknown, or known to be) still lie face down: what it is
    worth is not known yet, that it is won is."""
    for island in range(len(better["sides"])):
        for colour in COLOURS:
            hidden = sum(1 for t in better["tiles"] if t["i"] == island and not t["up"] and t["c"] in (colour, None))
            won = [
                column_winner(after["sides"][island][0], after["sides"][island][1], colour)[0] == p
                for after in (played, better)
            ]
            if hidden and won[1] and not won[0]:
                return ngettext(
                    # TRANSLATORS: {treasures} e.g. “daggers”; {island} e.g. “Heron Isle”.
                    "It would have won the majority in {treasures} on {island}, where {n} tile is still face down.",
                    "It would have won the majority in {treasures} on {island}, where {n} tiles are still face down.",
                    hidden,
                ).format(treasures=_(TREASURE_PLURAL[colour]), island=_(ISLAND_NAMES[island]), n=hidden)
    return None
