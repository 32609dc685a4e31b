"""Yutakâ's drawing in words: the accessible names and details texts (data-info) of its tiles,
cards, islands and bands. Seats are written "{pN}" (the table fills in the names); the viewer's
own is "You" (translated), never their name followed by "(you)"."""

from __future__ import annotations

from ...core.i18n import N_, number
from ...core.svg import named
from . import data
from .data import CARDS_PER_SIDE, DYNAMITE, TREASURE_PLURAL, cap, card_name, card_value, island_name, island_text
from .texts import _, ngettext

# A tile of each treasure, named as a noun phrase ("dagger tile"; German "Dolchplättchen",
# French "tuile Dague").
TILE_NAME = dict(zip("YGBR", (N_("idol tile"), N_("dagger tile"), N_("amphora tile"), N_("crystal tile"))))
TILE_NAME["E"] = N_("equipment tile")


def tile_name(colour: str) -> str:
    return _(TILE_NAME[colour])


def points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=number(n))


def who(player: int, viewer: int | None) -> str:
    """A seat as a label: "You" for the viewer's own, else the seat's name."""
    return _("You") if player == viewer else f"{{p{player}}}"


def island_short(island: int) -> str:
    return _(data.ISLAND_SHORT[island])


def island_tiles(view: dict, island: int) -> list[dict]:
    """The island's tiles, stack by stack, each from its top down."""
    return sorted((t for t in view["tiles"] if t["i"] == island), key=lambda t: (t["s"], -t["l"]))


def column_sums(column: list[str]) -> str:
    """'daggers 5, amphoras 3, all cards 8': the sums that decide each colour's tiles."""
    per: dict[str, int] = {}
    for card in column:
        if card != DYNAMITE:
            per[card[0]] = per.get(card[0], 0) + card_value(card)
    parts = [
        _("{treasures} {sum}").format(treasures=_(TREASURE_PLURAL[c]), sum=number(per[c]))
        for c in data.COLOURS
        if c in per
    ]
    return ", ".join(parts + [_("all cards {sum}").format(sum=number(sum(card_value(c) for c in column)))])


def _values_left(view: dict, colour: str) -> list[int]:
    """The values of `colour` nobody has seen yet (hidden on an island or out of play)."""
    left = list(data.TILE_VALUES[colour])
    seen = [t["v"] for t in view["tiles"] if t["up"] and t["c"] == colour]
    if isinstance(view["removed"], list):
        seen += [t["v"] for t in view["removed"] if t["c"] == colour]
    for value in seen:
        if value in left:
            left.remove(value)
    return left


def tile_info(view: dict, tile: dict, legal: bool = False) -> str:
    place, colour = island_text(tile["i"]), tile["c"]
    if tile["up"]:
        lines = [
            cap(
                _("{tile}, {points}, on {island} (revealed).").format(
                    tile=tile_name(colour), points=points(tile["v"]), island=place
                )
            )
        ]
    elif colour:
        left = ", ".join(map(str, _values_left(view, colour)))
        lines = [
            cap(_("Hidden {tile} on {island}: its value is unknown.").format(tile=tile_name(colour), island=place)),
            cap(
                _("Values of the {treasures} not seen yet: {values}.").format(
                    treasures=_(TREASURE_PLURAL[colour]), values=left
                )
            ),
        ]
    else:
        lines = [_("Hidden tile on {island}: its colour and value are unknown.").format(island=place)]
    height = sum(1 for t in view["tiles"] if t["i"] == tile["i"] and t["s"] == tile["s"])
    if height > 1:
        lines.append(
            _("In a stack of {height} tiles, level {level} from the bottom.").format(height=height, level=tile["l"] + 1)
        )
    if not tile["up"]:
        if legal:
            lines.append(_("You may reveal it now."))
        elif not tile["open"] and not view["over"]:
            lines.append(_("It lies under a hidden tile: that one must be revealed first."))
    return "\n".join(lines)


def tile_label(view: dict, tile: dict, legal: bool, info: str) -> str:
    """The tile's accessible name: what activating it does, or what it is (`info`'s first line)."""
    place = island_text(tile["i"])
    if not legal:
        return info.split("\n")[0]
    if tile["c"]:
        return cap(_("Reveal the hidden {tile} on {island}").format(tile=tile_name(tile["c"]), island=place))
    return _("Reveal a hidden tile on {island}").format(island=place)


def removed_info(tile: dict) -> str:
    first = _("Out of play: {tile}, {points}.").format(tile=tile_name(tile["c"]), points=points(tile["v"]))
    return f"{cap(first)}\n" + _("One of the five tiles set aside unseen at the start.")


def strip_info(view: dict, island: int, side: int, k: int) -> str:
    viewer, column = view["viewer"], view["sides"][island][side]
    card, place = column[k], island_text(island)
    owner, player = f"{{p{side}}}", f"{{p{1 - side}}}"
    if card == DYNAMITE:
        if side == viewer:
            first = _("Dynamite on your side of {island}, played by {name}: it counts 0.")
        elif 1 - side == viewer:
            first = _("Dynamite on {name}'s side of {island}, played by you: it counts 0.")
        else:
            first = _("Dynamite on {name}'s side of {island}, played by {other}: it counts 0.")
        first = first.format(island=place, name=player if side == viewer else owner, other=player)
    elif side == viewer:
        first = cap(_("{card} on your side of {island}.").format(card=card_name(card), island=place))
    else:
        first = cap(_("{card} on {name}'s side of {island}.").format(card=card_name(card), name=owner, island=place))
    sums = _("Card {k} of {count} there; sums: {sums}.").format(k=k + 1, count=len(column), sums=column_sums(column))
    return f"{first}\n{sums}"


def hand_info(card: str) -> str:
    if card == DYNAMITE:
        return "\n".join(
            [
                _("Dynamite, in your hand."),
                _(
                    "It goes on your opponent's side of an island, where it counts 0; "
                    "then your opponent reveals a tile of their choice."
                ),
            ]
        )
    colour, value = card[0], card_value(card)
    if colour == data.EQUIPMENT:
        goes = _(
            "It goes on your side of an island: {value} toward the equipment "
            "tiles there (and toward all cards); then you reveal a tile of "
            "your choice."
        ).format(value=value)
    else:
        goes = _("It goes on your side of an island: {value} toward the {treasures} there.").format(
            value=value, treasures=_(TREASURE_PLURAL[colour])
        )
    return cap(_("{card}, in your hand.").format(card=card_name(card))) + "\n" + goes


def _tile_word(tile: dict) -> str:
    colour = tile["c"]
    if tile["up"]:
        return _(data.CARD_NAME[colour]).format(value=tile["v"])
    return _("hidden {treasure}").format(treasure=_(data.TREASURE_NAME[colour])) if colour else _("hidden")


def island_info(view: dict, island: int) -> str:
    viewer = view["viewer"]
    me = 0 if viewer is None else viewer
    names = [_tile_word(t) for t in island_tiles(view, island)]
    lines = [island_name(island), _("Tiles: {tiles}.").format(tiles=", ".join(names))]
    for side in (1 - me, me):
        column = view["sides"][island][side]
        title = _("Your side") if side == viewer else _("{name}'s side").format(name=f"{{p{side}}}")
        if column:
            cards = ", ".join(card_name(c) for c in column)
            lines.append(
                _("{side} ({count} of {most}): {cards}; sums: {sums}.").format(
                    side=title, count=len(column), most=CARDS_PER_SIDE, cards=cards, sums=column_sums(column)
                )
            )
        else:
            lines.append(_("{side}: no cards yet.").format(side=title))
    return "\n".join(lines)


def band_info(view: dict, player: int) -> str:
    cards = ngettext("{n} card", "{n} cards", view["hand_sizes"][player]).format(n=view["hand_sizes"][player])
    return _(
        "{name}: {cards} in hand, {deck} in the deck, {points} from revealed tiles (the score "
        "if the game ended now, counting revealed tiles only)."
    ).format(
        name=who(player, view["viewer"]),
        cards=cards,
        deck=view["deck_sizes"][player],
        points=points(view["standing"][player]),
    )


def backs_info(view: dict, player: int) -> str:
    count = view["hand_sizes"][player]
    return ngettext("{name}'s hand: {n} card, hidden.", "{name}'s hand: {n} cards, hidden.", count).format(
        name=f"{{p{player}}}", n=count
    )


def card_word(card: str) -> str:
    """The word at the foot of a card in hand: its treasure, or dynamite."""
    return _(data.DYNAMITE_NAME) if card == DYNAMITE else _(data.TREASURE_NAME[card[0]])


def card_label(card: str, legal: bool, selected: bool, phone: bool) -> str:
    """A card of the hand's accessible name: the words it shows, in the order they are drawn (on
    the desk "3 equipment"; on the phone, where the treasure is a picture, "3 (equipment)";
    dynamite is named), then what activating it does."""
    if card == DYNAMITE:
        shown = cap(_(data.DYNAMITE_NAME))
    else:
        shown = f"{card[1:]} ({card_word(card)})" if phone else f"{card[1:]} {card_word(card)}"
    if selected:
        return named(shown, _("Chosen, now choose an island"))
    return named(shown, _("Choose this card to play") if legal else _("In your hand"))


def island_label(island: int, selected: str | None, legal: bool, phone: bool) -> str | None:
    """An island's accessible name when the chosen card may go there: the name it shows (on the
    phone its short name, the action saying its whole name), then where the card goes. Otherwise
    none: it is no target, and its group is named by the island's name."""
    if not (legal and selected):
        return None
    if phone:
        place = island_text(island)
        if selected == DYNAMITE:
            action = _("Play dynamite on your opponent's side of {island}").format(island=place)
        else:
            action = _("Play {card} on {island}").format(card=card_name(selected), island=place)
        return named(island_short(island), cap(action))
    if selected == DYNAMITE:
        return named(island_name(island), _("Play dynamite on your opponent's side here"))
    return named(island_name(island), _("Play {card} here").format(card=card_name(selected)))
