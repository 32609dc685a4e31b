"""Yucata's position in words, for a screen reader (Game.describe): from the view alone, in
the current language, one short fact a line; seats as "{pN}" (the table fills the names), the
reader as "You".

Lines: what the player to act must do, the previous card, then each player — score and
amulet, stones taken, cards in hand and played — then the stones still on the track and,
for the player to act, where each card would lead.
"""

from __future__ import annotations

from ...core.i18n import number, seat_label
from .data import CARDS, COPY, DARK, END, PALE, RED, card_name
from .rules import GAME
from .texts import _, ngettext

# The drawing's words (its prompt, …) are reused through the game's wiring (GAME.drawing), as
# the rules reach the layout editor: no module but __init__ names the drawing.


def _who(p: int, viewer: int | None) -> str:
    return seat_label(p, viewer)


def _cards(cards) -> str:
    return ", ".join(card_name(c) for c in CARDS if c in cards) or _("none")


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", abs(n)).format(n=number(n))


def _stones(pale: int, dark: int) -> str:
    """Counts of stones as labels ("pale 4, dark 1"): read the same wherever they stand."""
    return _("pale {pale}, dark {dark}").format(pale=number(pale), dark=number(dark))


def describe(view: dict) -> list[str]:
    viewer, turn = view["viewer"], view["turn"]
    lines = [GAME.drawing.prompt(view, {"path": [], "next": []})]
    prev = view["previous"]
    if prev is not None:
        played = card_name(prev["card"])
        if prev["card"] == COPY:
            played = _("{card} (as {counted})").format(card=played, counted=card_name(prev["as"]))
        lines.append(_("Previous card: {card}, played by {name}.").format(card=played, name=_who(prev["p"], viewer)))
    for p in range(len(view["pos"])):
        who = _who(p, viewer)
        taken = view["taken"][p]
        space = view["pos"][p]
        place = _("at the start") if space == 0 else _("on space {space} of {end}").format(space=space, end=END)
        lines.append(
            _("{name}: {points}, amulet {place}.").format(name=who, points=_points(view["scores"][p]), place=place)
        )
        if taken[RED]:
            lines.append(
                _("{name}, stones taken: {stones} and the red stone.").format(
                    name=who, stones=_stones(taken[PALE], taken[DARK])
                )
            )
        else:
            lines.append(
                _("{name}, stones taken: {stones}.").format(name=who, stones=_stones(taken[PALE], taken[DARK]))
            )
        hand = view["hands"][p]
        lines.append(_("{name}, cards in hand: {cards}.").format(name=who, cards=_cards(hand)))
        gone = [c for c in CARDS if c not in hand]
        if gone:
            lines.append(_("{name}, cards played: {cards}.").format(name=who, cards=_cards(gone)))
    stones = view["stones"]
    lines.append(_("Stones on the track: {stones}.").format(stones=_stones(stones.count(PALE), stones.count(DARK))))
    darks = [s for s, stone in enumerate(stones) if stone == DARK]
    if darks:
        lines.append(_("Dark stones on spaces {spaces}.").format(spaces=", ".join(map(str, darks))))
    if stones[END] == RED:
        lines.append(_("The red stone lies on space {space}, the end.").format(space=END))
    if not view["over"]:
        hand = view["hands"][turn]
        for card in CARDS:
            if card not in hand:
                continue
            seen = view["previews"].get(card)
            if seen is None or (prev is not None and card == prev["card"] and len(hand) > 1):
                lines.append(_("Card {card}: not playable now.").format(card=card_name(card)))
                continue
            if seen["red"]:
                lines.append(
                    _("Card {card}: to space {space}, takes {stones} and the red stone.").format(
                        card=card_name(card), space=seen["to"], stones=_stones(seen["pale"], seen["dark"])
                    )
                )
            else:
                lines.append(
                    _("Card {card}: to space {space}, takes {stones}.").format(
                        card=card_name(card), space=seen["to"], stones=_stones(seen["pale"], seen["dark"])
                    )
                )
    return lines
