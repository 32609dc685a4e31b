"""Yutakâ's position in words, for a screen reader (Game.describe): from the view alone (a
hidden tile is only "hidden", with its colour when that colour is known), in the current
language, one short fact a line; seats as "{pN}" (the table fills the names), the reader as
"You".

Lines: what the player to act must do; each player's points from revealed tiles, cards in
hand and deck; your hand; then each island — its tiles, each side's cards and sums, who
holds each majority now; the tiles still hidden and those out of play.
"""

from __future__ import annotations

from ...core.i18n import number, seat_label
from .data import (
    CARD_NAME,
    CARDS_PER_SIDE,
    COLOURS,
    DYNAMITE,
    TREASURE_NAME,
    TREASURE_PLURAL,
    card_colour,
    card_name,
    island_name,
)
from .rules import GAME, column_winner
from .texts import _, ngettext

# The drawing's words (its prompt, …) are reused through the game's wiring (GAME.drawing), as
# the rules reach the layout editor: no module but __init__ names the drawing.


def _who(p: int, viewer: int | None) -> str:
    return seat_label(p, viewer)


def _side(p: int, viewer: int | None) -> str:
    return _("your side") if p == viewer else _("{name}'s side").format(name=f"{{p{p}}}")


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", abs(n)).format(n=number(n))


def _tile_words(tile: dict) -> str:
    colour = tile["c"]
    if tile["up"]:
        return _face(colour, tile["v"])
    if colour:
        return _("hidden {treasure}").format(treasure=_(TREASURE_NAME[colour]))
    return _("hidden")


def _face(colour: str, value: int) -> str:
    """A tile's face as its treasure and value ("dagger 8")."""
    return _(CARD_NAME[colour]).format(value=value)


def describe(view: dict) -> list[str]:
    viewer = view["viewer"]
    me = 0 if viewer is None else viewer
    lines = [GAME.drawing.prompt(view, {"path": [], "next": [], "screen": "wide"})]
    for p in (me, 1 - me):
        lines.append(
            _("{name}: {points} from revealed tiles, {cards} in hand, {deck} in the deck.").format(
                name=_who(p, viewer),
                points=_points(view["standing"][p]),
                cards=ngettext("{n} card", "{n} cards", view["hand_sizes"][p]).format(n=view["hand_sizes"][p]),
                deck=number(view["deck_sizes"][p]),
            )
        )
    if view["hand"] is not None:
        lines.append(
            _("Your hand: {cards}.").format(cards=", ".join(card_name(c) for c in view["hand"]) or _("no cards"))
        )
    for island in range(len(view["sides"])):
        tiles = sorted((t for t in view["tiles"] if t["i"] == island), key=lambda t: (t["s"], -t["l"]))
        lines.append(
            _("{island}: tiles {tiles}.").format(
                island=island_name(island), tiles=", ".join(_tile_words(t) for t in tiles) or _("none")
            )
        )
        for side in (1 - me, me):
            column = view["sides"][island][side]
            if column:
                lines.append(
                    _("{island}, {side} ({count} of {most}): {cards}; sums: {sums}.").format(
                        island=island_name(island),
                        side=_side(side, viewer),
                        count=len(column),
                        most=CARDS_PER_SIDE,
                        cards=", ".join(card_name(c) for c in column),
                        sums=GAME.drawing.column_sums(column),
                    )
                )
            else:
                lines.append(
                    _("{island}, {side}: no cards yet.").format(island=island_name(island), side=_side(side, viewer))
                )
        ahead = []
        side0, side1 = view["sides"][island]
        for colour in COLOURS:
            if not any(card_colour(c) == colour for c in side0 + side1 if c != DYNAMITE):
                continue
            winner = column_winner(side0, side1, colour)[0]
            if winner is None:
                ahead.append(_("{treasures} tied").format(treasures=_(TREASURE_PLURAL[colour])))
            else:
                ahead.append(
                    _("{treasures}: {name}").format(treasures=_(TREASURE_PLURAL[colour]), name=_who(winner, viewer))
                )
        if ahead:
            lines.append(
                _("{island}, majorities now: {list}.").format(island=island_name(island), list="; ".join(ahead))
            )
    hidden = sum(1 for t in view["tiles"] if not t["up"])
    lines.append(
        ngettext(
            "{n} treasure tile still hidden on the islands.", "{n} treasure tiles still hidden on the islands.", hidden
        ).format(n=number(hidden))
    )
    removed = view["removed"]
    if isinstance(removed, list):
        lines.append(_("Out of play: {tiles}.").format(tiles=", ".join(_face(t["c"], t["v"]) for t in removed)))
    else:
        lines.append(
            ngettext("{n} tile out of play, unseen.", "{n} tiles out of play, unseen.", removed).format(
                n=number(removed)
            )
        )
    return lines
