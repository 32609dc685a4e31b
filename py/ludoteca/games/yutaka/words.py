"""Yutakâ's drawing in words: the accessible names and details texts (data-info) of its tiles,
cards, islands and bands. Seats are written "{pN}" (the table fills in the names); the viewer's
own is "You" (translated), never their name followed by "(you)"."""

from __future__ import annotations

from itertools import groupby

from ...core.i18n import N_, number, seat_label
from ...core.svg import named
from . import data
from .data import CARDS_PER_SIDE, DYNAMITE, TREASURE_PLURAL, cap, card_name, card_value, island_name, island_text
from .texts import _, ngettext

# A tile of each treasure, named as a noun phrase ("dagger tile"; German "Dolchplättchen",
# French "tuile Dague").
TILE_NAME = dict(zip("YGBR", (N_("idol tile"), N_("dagger tile"), N_("amphora tile"), N_("crystal tile"))))
TILE_NAME["E"] = N_("equipment tile")


def points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=number(n))


def who(player: int, viewer: int | None) -> str:
    """A seat as a label: "You" for the viewer's own, else the seat's name."""
    return seat_label(player, viewer)


def island_tiles(view: dict, island: int) -> list[dict]:
    """The island's tiles, stack by stack, each from its top down."""
    return sorted((t for t in view["tiles"] if t["i"] == island), key=lambda t: (t["s"], -t["l"]))


def stacks(view: dict, island: int) -> list[list[dict]]:
    """The island's stacks in order, each from its top tile down."""
    return [list(pile) for _stack, pile in groupby(island_tiles(view, island), key=lambda t: t["s"])]


def column_sums(column: list[str]) -> str:
    """'daggers 5, amphoras 3, all cards 8': the sums that decide each colour's tiles."""
    per = {c: sum(card_value(k) for k in column if k[0] == c) for c in data.COLOURS}
    parts = [_("{treasures} {sum}").format(treasures=_(TREASURE_PLURAL[c]), sum=number(n)) for c, n in per.items() if n]
    return ", ".join(parts + [_("all cards {sum}").format(sum=number(sum(card_value(c) for c in column)))])


def tile_info(view: dict, tile: dict, legal: bool = False) -> str:
    colour, place = tile["c"], island_text(tile["i"])
    say = {"island": place, "tile": colour and _(TILE_NAME[colour]), "treasures": colour and _(TREASURE_PLURAL[colour])}
    if tile["up"]:
        lines = [cap(_("{tile}, {points}, on {island} (revealed).").format(points=points(tile["v"]), **say))]
    elif colour:  # the values nobody has seen yet (hidden on an island or out of play)
        shown = [t for t in view["tiles"] if t["up"]] + (view["removed"] if isinstance(view["removed"], list) else [])
        seen = {t["v"] for t in shown if t["c"] == colour}  # a colour's tile values are all different
        left = ", ".join(str(v) for v in data.TILE_VALUES[colour] if v not in seen)
        hidden = cap(_("Hidden {tile} on {island}: its value is unknown.").format(**say))
        lines = [hidden, cap(_("Values of the {treasures} not seen yet: {values}.").format(values=left, **say))]
    else:
        lines = [_("Hidden tile on {island}: its colour and value are unknown.").format(**say)]
    height = sum(1 for t in view["tiles"] if t["i"] == tile["i"] and t["s"] == tile["s"])
    if height > 1:
        stacked = _("In a stack of {height} tiles, level {level} from the bottom.")
        lines.append(stacked.format(height=height, level=tile["l"] + 1))
    if not tile["up"] and legal:
        lines.append(_("You may reveal it now."))
    elif not tile["up"] and not tile["open"] and not view["over"]:
        lines.append(_("It lies under a hidden tile: that one must be revealed first."))
    return "\n".join(lines)


def tile_label(tile: dict) -> str:
    """A tile's name as a target: what activating it does."""
    place, colour = island_text(tile["i"]), tile["c"]
    if colour:
        return cap(_("Reveal the hidden {tile} on {island}").format(tile=_(TILE_NAME[colour]), island=place))
    return _("Reveal a hidden tile on {island}").format(island=place)


def removed_info(tile: dict) -> str:
    colour = tile["c"]
    first = _("Out of play: {tile}, {points}.").format(tile=_(TILE_NAME[colour]), points=points(tile["v"]))
    return f"{cap(first)}\n" + _("One of the five tiles set aside unseen at the start.")


# A card on an island, by (dynamite or not, whose side: the viewer's, the other's and played by the
# viewer, or neither's).
ON_ISLAND = {
    (True, "yours"): N_("Dynamite on your side of {island}, played by {name}: it counts 0."),
    (True, "played"): N_("Dynamite on {name}'s side of {island}, played by you: it counts 0."),
    (True, "theirs"): N_("Dynamite on {name}'s side of {island}, played by {other}: it counts 0."),
    (False, "yours"): N_("{card} on your side of {island}."),
    (False, "played"): N_("{card} on {name}'s side of {island}."),
    (False, "theirs"): N_("{card} on {name}'s side of {island}."),
}


def strip_info(view: dict, island: int, side: int, k: int) -> str:
    viewer, column = view["viewer"], view["sides"][island][side]
    whose = "yours" if side == viewer else "played" if 1 - side == viewer else "theirs"
    # {name} is the side's seat, or on the viewer's side the seat that played the dynamite
    name, other = f"{{p{1 - side if side == viewer else side}}}", f"{{p{1 - side}}}"
    message = _(ON_ISLAND[column[k] == DYNAMITE, whose])
    first = cap(message.format(card=card_name(column[k]), island=island_text(island), name=name, other=other))
    sums = _("Card {k} of {count} there; sums: {sums}.").format(k=k + 1, count=len(column), sums=column_sums(column))
    return f"{first}\n{sums}"


def hand_info(card: str) -> str:
    if card == DYNAMITE:
        first = _("Dynamite, in your hand.")
        goes = _(
            "It goes on your opponent's side of an island, where it counts 0; then your opponent reveals a tile of their choice."
        )
        return f"{first}\n{goes}"
    say = {"value": card_value(card), "treasures": _(TREASURE_PLURAL[card[0]])}
    if card[0] == data.EQUIPMENT:
        goes = _(
            "It goes on your side of an island: {value} toward the equipment tiles there (and toward all cards); then you reveal a tile of your choice."
        ).format(**say)
    else:
        goes = _("It goes on your side of an island: {value} toward the {treasures} there.").format(**say)
    return cap(_("{card}, in your hand.").format(card=card_name(card))) + "\n" + goes


def _tile_word(tile: dict) -> str:
    colour = tile["c"]
    if tile["up"]:
        return _(data.CARD_NAME[colour]).format(value=tile["v"])
    return _("hidden {treasure}").format(treasure=_(data.TREASURE_NAME[colour])) if colour else _("hidden")


def island_info(view: dict, island: int) -> str:
    viewer = view["viewer"]
    names = ", ".join(_tile_word(t) for t in island_tiles(view, island))
    lines = [island_name(island), _("Tiles: {tiles}.").format(tiles=names)]
    for side in (1 - (viewer or 0), viewer or 0):
        column = view["sides"][island][side]
        title = _("Your side") if side == viewer else _("{name}'s side").format(name=f"{{p{side}}}")
        say = _("{side} ({count} of {most}): {cards}; sums: {sums}.") if column else _("{side}: no cards yet.")
        cards = ", ".join(card_name(c) for c in column)
        lines += [say.format(side=title, count=len(column), most=CARDS_PER_SIDE, cards=cards, sums=column_sums(column))]
    return "\n".join(lines)


def band_info(view: dict, player: int) -> str:
    count, deck = view["hand_sizes"][player], view["deck_sizes"][player]
    cards, score = ngettext("{n} card", "{n} cards", count).format(n=count), points(view["standing"][player])
    return _(
        "{name}: {cards} in hand, {deck} in the deck, {points} from revealed tiles (the score if the game ended now, counting revealed tiles only)."
    ).format(name=who(player, view["viewer"]), cards=cards, deck=deck, points=score)


def backs_info(view: dict, player: int) -> str:
    count = view["hand_sizes"][player]
    hidden = ngettext("{name}'s hand: {n} card, hidden.", "{name}'s hand: {n} cards, hidden.", count)
    return hidden.format(name=f"{{p{player}}}", n=count)


def card_word(card: str) -> str:
    """The word at the foot of a card in hand: its treasure, or dynamite."""
    return _(data.DYNAMITE_NAME) if card == DYNAMITE else _(data.TREASURE_NAME[card[0]])


def card_label(card: str, legal: bool, selected: bool, phone: bool) -> str:
    """The words a card in hand shows, in the order drawn (on the phone the treasure is a
    picture: "3 (equipment)"), then what activating it does."""
    word = card_word(card)
    shown = cap(word) if card == DYNAMITE else f"{card[1:]} ({word})" if phone else f"{card[1:]} {word}"
    action = _("Chosen, now choose an island") if selected else _("Choose this card to play") if legal else None
    return named(shown, action or _("In your hand"))


# What an island does with the chosen card, by (dynamite or not, phone or desk): the phone shows
# only the island's short name, so the action says its whole name.
PLAY_ON = {
    (True, True): N_("Play dynamite on your opponent's side of {island}"),
    (False, True): N_("Play {card} on {island}"),
    (True, False): N_("Play dynamite on your opponent's side here"),
    (False, False): N_("Play {card} here"),
}


def island_label(island: int, selected: str | None, legal: bool, phone: bool) -> str | None:
    """Named only when the chosen card may go there; otherwise it is no target, and its group
    is named by the island's name."""
    if not (legal and selected):
        return None
    action = _(PLAY_ON[selected == DYNAMITE, phone]).format(card=card_name(selected), island=island_text(island))
    return named(_(data.ISLAND_SHORT[island]) if phone else island_name(island), cap(action))


def last_move_lines(view: dict) -> list[str]:
    """The latest turn in words, a sentence per change: the card played, then the tile revealed
    (after equipment by its player, after dynamite by the other seat, in the opening by the seat
    that was to act)."""
    lines, revealer = [], 1 - view["active"]
    for mark in view["last"]:
        if "island" in mark:
            island, side = mark["island"], mark["side"]
            card = view["sides"][island][side][mark["index"]]
            player = 1 - side if card == DYNAMITE else side
            revealer = side if card == DYNAMITE else player
            name, place = who(player, view["viewer"]), island_text(island)
            if card == DYNAMITE:
                lines.append(_("{name}: dynamite on the opposing side of {island}.").format(name=name, island=place))
            else:
                lines.append(_("{name}: {card} on {island}.").format(name=name, card=card_name(card), island=place))
        elif "tile" in mark:
            tile = view["tiles"][mark["tile"]]
            colour = tile["c"]
            said = _("{name}: {tile} revealed on {island}, {points}.")
            name, what = who(revealer, view["viewer"]), _(TILE_NAME[colour])
            lines.append(said.format(name=name, tile=what, island=island_text(tile["i"]), points=points(tile["v"])))
    return lines
