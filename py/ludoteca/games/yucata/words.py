"""Yucata's words about what it draws: every piece's details (data-info), a card's accessible
name, the prompt. Seats are written "{pN}" (the table fills the names); the viewer is "you"."""

from __future__ import annotations

from ...core.i18n import N_, NN_, join
from ...core.svg import named, per_language
from .data import CARDS, COPY, DARK, END, FIRST_STONE, PALE, RED, SPEAR, card_name
from .rules import CARD_AS, CARD_THE, card_refusal, score, signed
from .texts import _, ngettext

STONE_NAME = {PALE: N_("pale stone"), DARK: N_("dark stone"), RED: N_("red stone")}
STONE_RULE = {
    PALE: N_("A pale stone: 1 point to whoever reaches or passes it first."),
    DARK: N_("A dark stone: your first dark stone costs 1 point, the second 2 more, the third 3 more, and so on."),
    RED: N_("The red stone: at the end its holder gives it back with one dark stone."),
}
STONES = {"pale": NN_("{n} pale stone", "{n} pale stones"), "dark": NN_("{n} dark stone", "{n} dark stones")}
SHOWN = {  # a count that shows on a card, beside its stone
    # TRANSLATORS: the count shows on the card; the stone is a picture, named in parentheses.
    "pale": NN_("{n} (pale stone)", "{n} (pale stones)"),
    "dark": NN_("{n} (dark stone)", "{n} (dark stones)"),
}
# The texts that differ by whether they speak of the viewer ("you") or of another player:
TAKES = {
    True: (N_("You take {stones}."), N_("You take no stone.")),
    False: (N_("{name} takes {stones}."), N_("{name} takes no stone.")),
}
LEADS = {  # … and whether the amulet reaches the end
    (True, True): N_("Played now, it takes your amulet to the end."),
    (True, False): N_("Played now, it takes your amulet to space {space}."),
    (False, True): N_("Played now, it takes the amulet of {name} to the end."),
    (False, False): N_("Played now, it takes the amulet of {name} to space {space}."),
}
HEADS = {  # … and whether it is their turn
    (True, True): NN_("You (amulet {k}): {n} point, your turn.", "You (amulet {k}): {n} points, your turn."),
    (True, False): NN_("You (amulet {k}): {n} point.", "You (amulet {k}): {n} points."),
    (False, True): NN_("{name} (amulet {k}): {n} point, to play.", "{name} (amulet {k}): {n} points, to play."),
    (False, False): NN_("{name} (amulet {k}): {n} point.", "{name} (amulet {k}): {n} points."),
}
PREVIOUS = {  # … and whether the previous card was the ?
    (True, True): N_("The previous card: you played {card}, counting as {like}."),
    (True, False): N_("The previous card: you played {card}."),
    (False, True): N_("The previous card: {name} played {card}, counting as {like}."),
    (False, False): N_("The previous card: {name} played {card}."),
}
PLAYS = {  # a card's action: to the end, to a space (the ? says what it counts as)
    True: (N_("Play the ? as {like} to the end."), N_("Play the ? as {like} to space {space}.")),
    False: (N_("Play {card} to the end."), N_("Play {card} to space {space}.")),
}
LEGEND = (
    N_(
        "Each pale stone is worth 1 point. Dark stones cost more and more: 1 for the first, "
        "2 more for the second, 3 more for the third (1, 3, 6, 10, …)."
    ),
    N_("The holder of the red stone gives it back at the end with one dark stone, if they have one."),
    N_("The game ends as soon as the last stone is taken."),
)


def seat(player: int) -> str:
    return f"{{p{player}}}"


def board_name() -> str:
    return _("Yucata' board")


def points(n: int) -> str:
    """A short score for the chips ("1 pt", "−3 pts")."""
    return ngettext("{n} pt", "{n} pts", abs(n)).format(n=signed(n))


def glyph(card: str) -> str:
    return "↑" if card == SPEAR else card


def the_card(card: str) -> str:
    """A card as the object of "play": "the 3", "the spear", "the ?"."""
    return _(CARD_THE[card])


def card_as(card: str) -> str:
    """What a card counts as, after "as": "a 3", "a spear"."""
    return _(CARD_AS[card])


# A space's description is the same from click to click, but for the few spaces a move
# changed: each is written once for what it shows (and in each language).
@per_language(1024)
def space_info(space: int, stone: str | None, here: tuple[int, ...], viewer: int | None) -> str:
    """A space's details: what the space is, its stone (or none), the amulets `here`."""
    if space == 0:
        lines = [_("The start space: every amulet starts here.")]
    elif space == END:
        lines = [_("Space {space}, the end at the centre of the temple: no amulet moves past it.").format(space=END)]
    else:
        lines = [_("Space {space}.").format(space=space)]
    if stone:
        lines.append(_(STONE_RULE[stone]))
    elif 0 < space < FIRST_STONE:
        lines.append(_("Spaces 1–{last} hold no stone.").format(last=FIRST_STONE - 1))
    elif space:
        lines.append(_("Its stone has been taken."))
    if here:
        who = [(_("you (amulet {k})") if p == viewer else _("{name} (amulet {k})")) for p in here]
        amulets = join([w.format(name=seat(p), k=p + 1) for w, p in zip(who, here)])
        lines.append(_("Here: {amulets}.").format(amulets=amulets))
    return "\n".join(lines)


def card_rule(card: str, view: dict) -> str:
    """What a card does, in words (the ? says what it would copy now)."""
    if card == SPEAR:
        return _("The spear: move to the space just in front of the leading amulet (if you lead, one space on).")
    if card != COPY:
        n = int(card)
        return ngettext("The {n}: move your amulet {n} space.", "The {n}: move your amulet {n} spaces.", n).format(n=n)
    prev = view.get("previous")
    if prev:
        now = _("Now it counts as {card}.").format(card=card_as(prev["as"]))
    else:
        now = _("It cannot open the game: there is no previous card to copy yet.")
    return _("The ?: move exactly as the previous player's card counted.") + " " + now


def card_state(view: dict, player: int, card: str) -> tuple[bool, dict | None, str | None]:
    """(played already, preview or None, refusal or None) of one of a player's cards."""
    if card not in view["hands"][player]:
        return True, None, None
    if player != view["turn"] or view["over"]:
        return False, None, None
    return False, view["previews"].get(card), card_refusal(view, player, card)


def card_info(view: dict, player: int, card: str) -> str:
    played, pv, refusal = card_state(view, player, card)
    if played:
        now = _("Played already: all seven come back once the last of them is played.")
    elif refusal:
        now = _("Not now: {reason}").format(reason=refusal)
    elif pv is None:
        now = _("In hand.")
    else:
        you = player == view.get("viewer")
        counts = [ngettext(*STONES[k], pv[k]).format(n=pv[k]) for k in STONES if pv[k]]
        stones = join(counts + ([_("the red stone")] if pv["red"] else []))
        leads, takes = LEADS[you, pv["to"] == END], TAKES[you][not stones]
        now = f"{_(leads)} {_(takes)}".format(name=seat(player), space=pv["to"], stones=stones)
    return f"{card_rule(card, view)}\n{now}"


def gains_words(pv: dict) -> str:
    """What a card would take, read as `pieces.gains` draws it: "takes nothing", or each count
    that shows with its stone (a picture) named in parentheses: "2 (pale stones), 1 (dark stone)"."""
    parts = [ngettext(*SHOWN[k], pv[k]).format(n=pv[k]) for k in SHOWN if pv[k]]
    parts += [_("{n} (red stone)").format(n=pv["red"])] if pv["red"] else []
    return ", ".join(parts) or _("takes nothing")


def card_label(view: dict, player: int, card: str, shown: str) -> str:
    """The accessible name of a card in hand: the words it shows (`shown`, so that a voice
    user can say what they see), then what playing it does."""
    pv, action = view["previews"].get(card), card_refusal(view, player, card)
    if action is None and pv is not None:
        like = card_as(view["previous"]["as"]) if card == COPY else None
        play = PLAYS[card == COPY][pv["to"] != END]
        action = _(play).format(like=like, card=the_card(card), space=pv["to"])
    shown = shown[:1].upper() + shown[1:]  # "Spear → 6, …"
    return named(shown, action) if action else shown


def player_info(view: dict, player: int) -> str:
    taken, hand, where = view["taken"][player], view["hands"][player], view["pos"][player]
    total, lines = score(taken)
    head = HEADS[player == view.get("viewer"), player == view["turn"] and not view["over"]]
    played = [card_name(c) for c in CARDS if c not in hand]
    scored = "; ".join(f"{ln['label']} ({'+' if ln['points'] > 0 else ''}{signed(ln['points'])})" for ln in lines)
    if taken[RED]:
        stones = _("Stones taken: {pale} pale, {dark} dark and the red one.")
    else:
        stones = _("Stones taken: {pale} pale and {dark} dark.")
    out = [
        ngettext(*head, abs(total)).format(name=seat(player), k=player + 1, n=signed(total)),
        _("Amulet on the start space.") if where == 0 else _("Amulet on space {space}.").format(space=where),
        stones.format(pale=taken[PALE], dark=taken[DARK]),
        _("Score: {lines}.").format(lines=scored),
        _("Cards in hand: {cards}.").format(cards=", ".join(card_name(c) for c in CARDS if c in hand)),
    ]
    return "\n".join(out + ([_("Played: {cards}.").format(cards=", ".join(played))] if played else []))


def previous_info(view: dict) -> str:
    prev = view["previous"]
    if prev is None:
        return _("No card has been played yet: the ? cannot open the game.")
    card, like = the_card(prev["card"]), card_as(prev["as"])
    first = PREVIOUS[prev["p"] == view.get("viewer"), prev["card"] == COPY]
    second = _("The next player may not play {card}, unless it is their last card; a ? now moves as {like}.")
    return f"{_(first).format(name=seat(prev['p']), card=card, like=like)}\n{second.format(card=card, like=like)}"


def prompt(view: dict, ui: dict | None = None) -> str:
    if view["over"]:
        return _("The game is over.")
    turn, prev = view["turn"], view["previous"]
    if view["viewer"] != turn:
        return _("{name} is choosing a card.").format(name=seat(turn))
    if prev is None:
        return _("Your turn: play a card (the ? cannot open the game).")
    if prev["card"] in view["hands"][turn] and len(view["hands"][turn]) > 1:
        said = _("Your turn: play a card other than {card} (you may repeat it only with your last card).")
        return said.format(card=the_card(prev["card"]))
    return _("Your turn: play a card.")


def recent_words(view: dict, player: int) -> str:
    """A player's latest move in a short line, in names and numbers: "Last: 3, 7 → 10 · +3 pale,
    +1 dark" (empty before their first move)."""
    move = (view.get("recent") or [None] * (player + 1))[player]
    if move is None:
        return ""
    card = card_name(move["card"])
    if move["card"] == COPY:
        card = _("? as {card}").format(card=card_name(move["as"]))
    took = move["took"]
    parts = [ngettext("+{n} pale", "+{n} pale", took[PALE]).format(n=took[PALE])] if took[PALE] else []
    parts += [ngettext("+{n} dark", "+{n} dark", took[DARK]).format(n=took[DARK])] if took[DARK] else []
    parts += [_("+1 red")] if took[RED] else []
    line = _("Last: {card}, {start} → {end}").format(card=card, start=move["from"], end=move["to"])
    took_words = ", ".join(parts) if parts else _("no stone")
    return f"{line} · {took_words}"


def banner(view: dict) -> str:
    """What the latest move announces, if anything: the end, or a player's seven cards back."""
    if not view["last"]:
        return ""
    if view["over"]:
        return _("The last stone is taken: the game ends.")
    mover = view["last"][0]["p"]
    if len(view["hands"][mover]) == len(CARDS):
        if mover == view.get("viewer"):
            return _("Your seven cards come back to your hand.")
        return _("All seven cards go back to {name}.").format(name=seat(mover))
    return ""
