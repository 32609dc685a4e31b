"""Yucata's board as SVG, drawn from a view, for two screens (see Game.render):

- "wide" (a desk): the temple track spirals from the large start space in a corner inward to
  the red stone at the centre, as the temple's ground plan suggests; beside it, each player's
  stones, score and cards; below, the cards of the player to act with where each would lead.
- "phone" (360 units wide, 1 unit ≈ 1 CSS px): the player's seven cards first and large, each
  with where it leads and what it takes, and the previous card; then the track with numbered
  amulets; then a strip of scores. Each player's full status is one tab away ("Players").

Every space, card, amulet and player panel carries data-info: its full description in words.
Also the layout editor drawn in the lobby (one drawing for phone and desk: 360 units wide).
Classes and tokens follow the shared vocabulary (see ludoteca.games.yutaka.draw).
"""

from __future__ import annotations

import functools
from ...core import i18n
from ...core.i18n import N_, join
from ...core.svgtext import escape, spaced
from .data import (CARDS, COPY, DARK, DARK_COUNT, END, FIRST_STONE, LAYOUT_BY_ID,
                   LAYOUTS, PALE, RED, SPEAR, STONE_SPACES, card_name, layout_problems,
                   layout_string)
from .rules import CARD_AS, CARD_THE, card_refusal, score, signed
from .texts import _, ngettext

COLS, ROWS, CELL, MARGIN = 7, 6, 82, 16
W, H = 1000, 720
PLAYER_COLOURS = ("#e67e22", "#16a085", "#c2185b", "#7d5ba6")
SEAT_COLOURS = PLAYER_COLOURS      # seat p's colour (Game.seat_colours: the lobby's catalog)
STONE_FILL = {PALE: "#f4ecd6", DARK: "#1f2d5c", RED: "#c0392b"}
STONE_NAME = {PALE: N_("pale stone"), DARK: N_("dark stone"), RED: N_("red stone")}
GROUND, PATH_EDGE = "#e9dcb8", "#a88f5a"
PHONE_W = 360


def _spiral_cells() -> list[tuple[int, int]]:
    """Grid cells (col, row) from the top-left corner, clockwise, spiralling inward."""
    cells, left, top, right, bottom = [], 0, 0, COLS - 1, ROWS - 1
    while left <= right and top <= bottom:
        cells += [(c, top) for c in range(left, right + 1)]
        cells += [(right, r) for r in range(top + 1, bottom + 1)]
        if top < bottom:
            cells += [(c, bottom) for c in range(right - 1, left - 1, -1)]
        if left < right:
            cells += [(left, r) for r in range(bottom - 1, top, -1)]
        left, top, right, bottom = left + 1, top + 1, right - 1, bottom - 1
    return cells


_CELLS = _spiral_cells()
assert len(_CELLS) == COLS * ROWS == 42
START_CELLS = 3        # the large start space covers the first three cells of the spiral


class Geo:
    """Where the track lies and how large its parts are drawn (one per screen)."""

    def __init__(self, x: float, y: float, cell: float, inset: float, label: float,
                 stone: float, amulet: float):
        self.x, self.y, self.cell, self.inset = x, y, cell, inset
        self.label, self.stone, self.amulet = label, stone, amulet

    @property
    def width(self) -> float:
        return COLS * self.cell

    @property
    def height(self) -> float:
        return ROWS * self.cell


WIDE = Geo(MARGIN, MARGIN, CELL, 3, 12, 15, 13)
PHONE_TRACK_Y = 222
PHONE = Geo((PHONE_W - COLS * 49) / 2, PHONE_TRACK_Y, 49, 2, 11, 12, 11)
EDITOR = Geo((PHONE_W - COLS * 49) / 2, 9, 49, 2, 12, 12, 0)


def space_box(space: int, geo: Geo = WIDE) -> tuple[float, float, float, float]:
    """x, y, width, height of a space on the board."""
    g, c = geo.inset, geo.cell
    if space == 0:
        col, row = _CELLS[0]
        return geo.x + col * c + g, geo.y + row * c + g, START_CELLS * c - 2 * g, c - 2 * g
    col, row = _CELLS[space + START_CELLS - 1]
    return geo.x + col * c + g, geo.y + row * c + g, c - 2 * g, c - 2 * g


def space_centre(space: int, geo: Geo = WIDE) -> tuple[float, float]:
    x, y, w, h = space_box(space, geo)
    return x + w / 2, y + h / 2


# ---------------- words (every text a player reads about a piece) ----------------

@functools.lru_cache(maxsize=2048)
def _info(text: str) -> str:
    """A data-info attribute: the full description, lines separated by newlines (most are
    written again on every click: escaped once)."""
    return f' data-info="{escape(text, quote=True).replace(chr(10), "&#10;")}"'


def _label(text: str) -> str:
    """An aria-label attribute: what activating an element does (or what a group holds)."""
    return f' aria-label="{escape(text, quote=True)}"'


def _group(text: str) -> str:
    """A labelled group of targets (your cards, the track)."""
    return f'<g role="group"{_label(text)}>'


HIDDEN = ' aria-hidden="true"'      # decorative shapes: not in the accessibility tree


def board_name() -> str:
    return _("Yucata' board")


def _points(n: int) -> str:
    """A short score for the chips ("1 pt", "−3 pts")."""
    return ngettext("{n} pt", "{n} pts", abs(n)).format(n=signed(n))


def _points_long(n: int) -> str:
    return ngettext("{n} point", "{n} points", abs(n)).format(n=signed(n))


def _glyph(card: str) -> str:
    return "↑" if card == SPEAR else card


def _card_name(card: str) -> str:
    """A card as the object of "play": "the 3", "the spear", "the ?"."""
    return _(CARD_THE[card])


def _card_as(card: str) -> str:
    """What a card counts as, after "as": "a 3", "a spear"."""
    return _(CARD_AS[card])


def _stones_text(pale: int, dark: int, red: int) -> str:
    """Stones as the object of "take" ("2 pale stones, 1 dark stone and the red stone")."""
    parts = []
    if pale:
        parts.append(ngettext("{n} pale stone", "{n} pale stones", pale).format(n=pale))
    if dark:
        parts.append(ngettext("{n} dark stone", "{n} dark stones", dark).format(n=dark))
    if red:
        parts.append(_("the red stone"))
    return join(parts)


def _taking(view: dict, player: int, pv: dict) -> str:
    """What `player` would take with a move, as a sentence ("You take 2 pale stones.")."""
    stones = _stones_text(pv["pale"], pv["dark"], pv["red"])
    if player == view.get("viewer"):
        return _("You take {stones}.").format(stones=stones) if stones else _("You take no stone.")
    name = f"{{p{player}}}"
    return (_("{name} takes {stones}.").format(name=name, stones=stones) if stones
            else _("{name} takes no stone.").format(name=name))


def _who(viewer: int | None, player: int) -> str:
    """A player in a list of the amulets on a space: "you (amulet 1)" for the viewer."""
    if player == viewer:
        return _("you (amulet {k})").format(k=player + 1)
    return _("{name} (amulet {k})").format(name=f"{{p{player}}}", k=player + 1)


def space_info(view: dict, space: int) -> str:
    stones = view["stones"]
    stone = stones[space] if space < len(stones) else None
    here = tuple(p for p, at in enumerate(view["pos"]) if at == space)
    return _space_info(space, stone, here, view.get("viewer"), i18n.current())


# A space's description and drawing are the same from click to click, but for the few spaces
# a move changed: each is written once for what it shows (and in each language).
@functools.lru_cache(maxsize=1024)
def _space_info(space: int, stone: str | None, here: tuple[int, ...], viewer: int | None, lang: str) -> str:
    del lang            # (a key of the cache: the words are in that language)
    if space == 0:
        lines = [_("The start space: every amulet starts here.")]
    elif space == END:
        lines = [_("Space {space}, the end at the centre of the temple: no amulet moves "
                   "past it.").format(space=END)]
    else:
        lines = [_("Space {space}.").format(space=space)]
    if stone == PALE:
        lines.append(_("A pale stone: 1 point to whoever reaches or passes it first."))
    elif stone == DARK:
        lines.append(_("A dark stone: your first dark stone costs 1 point, the second 2 more, "
                       "the third 3 more, and so on."))
    elif stone == RED:
        lines.append(_("The red stone: at the end its holder gives it back with one dark stone."))
    elif 0 < space < FIRST_STONE:
        lines.append(_("Spaces 1–{last} hold no stone.").format(last=FIRST_STONE - 1))
    elif space:
        lines.append(_("Its stone has been taken."))
    if here:
        lines.append(_("Here: {amulets}.").format(amulets=join([_who(viewer, p) for p in here])))
    return "\n".join(lines)


def card_rule(card: str, view: dict) -> str:
    """What a card does, in words (the ? says what it would copy now)."""
    if card == SPEAR:
        return _("The spear: move to the space just in front of the leading amulet "
                 "(if you lead, one space on).")
    if card == COPY:
        prev = view.get("previous")
        rule = _("The ?: move exactly as the previous player's card counted.")
        if prev:
            now = _("Now it counts as {card}.").format(card=_card_as(prev["as"]))
        else:
            now = _("It cannot open the game: there is no previous card to copy yet.")
        return f"{rule} {now}"
    n = int(card)
    return ngettext("The {n}: move your amulet {n} space.", "The {n}: move your amulet {n} spaces.",
                    n).format(n=n)


def _card_state(view: dict, player: int, card: str) -> tuple[str, dict | None, str | None]:
    """("played" | "hand", preview or None, refusal or None) of one of a player's cards."""
    if card not in view["hands"][player]:
        return "played", None, None
    acting = player == view["turn"] and not view["over"]
    preview = view["previews"].get(card) if acting else None
    refusal = card_refusal(view, player, card) if acting else None
    return "hand", preview, refusal


def _outcome(view: dict, player: int, pv: dict) -> str:
    """Where a card would take `player` and what they would take, in two sentences."""
    if player == view.get("viewer"):
        where = (_("Played now, it takes your amulet to the end.") if pv["to"] == END else
                 _("Played now, it takes your amulet to space {space}.").format(space=pv["to"]))
    else:
        name = f"{{p{player}}}"
        where = (_("Played now, it takes the amulet of {name} to the end.").format(name=name)
                 if pv["to"] == END else
                 _("Played now, it takes the amulet of {name} to space {space}.").format(
                     name=name, space=pv["to"]))
    return f"{where} {_taking(view, player, pv)}"


def card_info(view: dict, player: int, card: str) -> str:
    where, pv, refusal = _card_state(view, player, card)
    lines = [card_rule(card, view)]
    if where == "played":
        lines.append(_("Played already: all seven come back once the last of them is played."))
    elif refusal:
        lines.append(_("Not now: {reason}").format(reason=refusal))
    elif pv is not None:
        lines.append(_outcome(view, player, pv))
    else:
        lines.append(_("In hand."))
    return "\n".join(lines)


def _gains_words(pv: dict) -> str:
    """What a card would take, read as `_gains` draws it: "takes nothing", or each count that
    shows with its stone (a picture) named in parentheses: "2 (pale stones), 1 (dark stone)"."""
    parts = []
    if pv["pale"]:
        # TRANSLATORS: the count shows on the card; the stone is a picture, named in parentheses.
        parts.append(ngettext("{n} (pale stone)", "{n} (pale stones)", pv["pale"]).format(n=pv["pale"]))
    if pv["dark"]:
        parts.append(ngettext("{n} (dark stone)", "{n} (dark stones)", pv["dark"]).format(n=pv["dark"]))
    if pv["red"]:
        parts.append(_("{n} (red stone)").format(n=pv["red"]))
    return ", ".join(parts) if parts else _("takes nothing")


def _card_label(view: dict, player: int, card: str, shown: str) -> str:
    """The accessible name of a card in hand: the words it shows (`shown`, so that a voice
    user can say what they see), then what playing it does."""
    pv = view["previews"].get(card)
    refusal = card_refusal(view, player, card)
    shown = shown[:1].upper() + shown[1:]          # "Spear → 6, …"
    if refusal or pv is None:
        action = refusal or ""
    elif card == COPY:
        like = _card_as(view["previous"]["as"])
        action = (_("Play the ? as {like} to the end.").format(like=like) if pv["to"] == END else
                  _("Play the ? as {like} to space {space}.").format(like=like, space=pv["to"]))
    else:
        action = (_("Play {card} to the end.").format(card=_card_name(card)) if pv["to"] == END else
                  _("Play {card} to space {space}.").format(card=_card_name(card), space=pv["to"]))
    if not action:
        return shown
    # TRANSLATORS: a card's accessible name: {shown} is the text on the card, as it is drawn
    # (voice users say it to press the card); {action} what playing it does.
    return _("{shown}: {action}").format(shown=shown, action=action)


def player_info(view: dict, player: int) -> str:
    taken = view["taken"][player]
    total, lines = score(taken)
    hand = view["hands"][player]
    played = [c for c in CARDS if c not in hand]
    to_play = player == view["turn"] and not view["over"]
    k, n = player + 1, abs(total)
    if player == view.get("viewer"):
        head = (ngettext("You (amulet {k}): {n} point, your turn.",
                         "You (amulet {k}): {n} points, your turn.", n) if to_play else
                ngettext("You (amulet {k}): {n} point.", "You (amulet {k}): {n} points.", n))
    else:
        head = (ngettext("{name} (amulet {k}): {n} point, to play.",
                         "{name} (amulet {k}): {n} points, to play.", n) if to_play else
                ngettext("{name} (amulet {k}): {n} point.", "{name} (amulet {k}): {n} points.", n))
    where = view["pos"][player]
    out = [head.format(name=f"{{p{player}}}", k=k, n=signed(total)),
           _("Amulet on the start space.") if where == 0
           else _("Amulet on space {space}.").format(space=where),
           (_("Stones taken: {pale} pale, {dark} dark and the red one.") if taken[RED]
            else _("Stones taken: {pale} pale and {dark} dark.")).format(
               pale=taken[PALE], dark=taken[DARK]),
           _("Score: {lines}.").format(lines="; ".join(
               f"{line['label']} ({'+' if line['points'] > 0 else ''}{signed(line['points'])})"
               for line in lines)),
           _("Cards in hand: {cards}.").format(cards=", ".join(card_name(c) for c in CARDS
                                                                if c in hand))]
    if played:
        out.append(_("Played: {cards}.").format(cards=", ".join(card_name(c) for c in played)))
    return "\n".join(out)


def previous_info(view: dict) -> str:
    prev = view["previous"]
    if prev is None:
        return _("No card has been played yet: the ? cannot open the game.")
    card = _card_name(prev["card"])
    if prev["p"] == view.get("viewer"):
        first = (_("The previous card: you played {card}, counting as {like}.")
                 if prev["card"] == COPY else _("The previous card: you played {card}."))
    else:
        first = (_("The previous card: {name} played {card}, counting as {like}.")
                 if prev["card"] == COPY else _("The previous card: {name} played {card}."))
    first = first.format(name=f"{{p{prev['p']}}}", card=card, like=_card_as(prev["as"]))
    second = _("The next player may not play {card}, unless it is their last card; a ? now "
               "moves as {like}.").format(card=card, like=_card_as(prev["as"]))
    return f"{first}\n{second}"


# ---------------- pieces ----------------

def _stone(stone: str, cx: float, cy: float, r: float = 15) -> str:
    edge = "#8a7a55" if stone == PALE else "#00000080"
    ring = (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r * 0.45:.1f}" fill="none" stroke="#fff" '
            f'stroke-width="1.5"{HIDDEN}/>' if stone == RED else "")     # the red stone: a ring, not only a colour
    return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r}" fill="{STONE_FILL[stone]}" '
            f'stroke="{edge}" stroke-width="1.5"><title>{_(STONE_NAME[stone])}</title></circle>{ring}')


def _amulet(player: int, cx: float, cy: float, r: float, info: str, last: bool = False,
            foot: bool = True) -> str:
    """An amulet: a disc in the seat's colour (on a small foot, when there is room), with the
    seat's number; `info` is the data-info it shows when tapped (its space, or its player)."""
    colour = PLAYER_COLOURS[player % len(PLAYER_COLOURS)]
    cls = ' class="amulet last"' if last else ' class="amulet"'
    font = max(12.0, round(r * 1.2, 1))
    base = (f'<rect x="{cx - r * 0.85:.1f}" y="{cy + r * 0.55:.1f}" width="{r * 1.7:.1f}" '
            f'height="{r * 0.65:.1f}" rx="2" fill="{colour}" stroke="#fff" stroke-width="1.5"{HIDDEN}/>'
            if foot else "")
    return (f'<g{cls}{info}><title>{{p{player}}}</title>{base}'
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r}" fill="{colour}" stroke="#fff" stroke-width="2"/>'
            f'<text x="{cx:.1f}" y="{cy + font * 0.36:.1f}" text-anchor="middle" font-size="{font}" '
            f'font-weight="800" fill="#fff" stroke="#0007" stroke-width="2" paint-order="stroke">'
            f'{player + 1}</text></g>')


def _amulet_spots(space: int, count: int, geo: Geo) -> list[tuple[float, float, float]]:
    """(cx, cy, r) for `count` amulets sharing a space: side by side, or two by two."""
    x, y, w, h = space_box(space, geo)
    r = geo.amulet
    if space == 0 or count == 1:
        step = min(w / max(count, 1), 2.6 * r + 4)
        return [(x + w / 2 + (k - (count - 1) / 2) * step, y + h / 2 - r * 0.2, r)
                for k in range(count)]
    if count == 2:
        small = min(r, w / 4 - 1)
        return [(x + w * (0.27 + 0.46 * k), y + h / 2, small) for k in range(2)]
    small = min(r, w / 4 - 1.5, h / 4 - 1.5)
    return [(x + w * (0.26 + 0.48 * (k % 2)), y + h * (0.28 + 0.46 * (k // 2)), round(small, 1))
            for k in range(count)]


def track(stones: list, pos: list[int] | None = None, last: list | None = None,
          clickable: set | None = None, highlight: set | None = None,
          geo: Geo = WIDE, view: dict | None = None, editor: bool = False) -> str:
    """The spiral track with its stones (and amulets, when `pos` is given). With `view`,
    every space and amulet carries its description (data-info)."""
    out = [_track_ground(geo, i18n.current())]
    landing = {m["to"] for m in (last or [])}
    for space in range(END + 1):
        token = f"space:{space}"
        attrs, classes = "", ["space"]
        if clickable is not None and token in clickable:
            attrs = f' data-click="{token}"'
            if editor and FIRST_STONE <= space < END:
                attrs += _label(_("Space {space}: make its stone dark").format(space=space)
                                if stones[space] == PALE else
                                _("Space {space}: make its stone pale").format(space=space))
        if highlight and space in highlight:
            classes.append("legal")
        if space in landing:
            classes.append("last")
        if view is not None:
            attrs += _info(space_info(view, space))
        out.append(_space(space, geo, " ".join(classes), attrs, stones[space], editor, i18n.current()))
    if pos is not None:
        moved = {m["p"] for m in (last or [])}
        crowd: dict[int, list[int]] = {}
        for player, space in enumerate(pos):
            crowd.setdefault(space, []).append(player)
        for space, players in sorted(crowd.items()):
            info = _info(space_info(view, space)) if view is not None else ""
            crowded = space != 0 and len(players) > 2
            for player, (cx, cy, r) in zip(players, _amulet_spots(space, len(players), geo)):
                out.append(_amulet(player, cx, cy, r, info, player in moved, foot=not crowded))
    out.append("</g>")
    return "".join(out)


@functools.lru_cache(maxsize=8)
def _track_ground(geo: Geo, lang: str) -> str:
    """The track's group opened, its ground and the path through its spaces."""
    del lang            # (a key of the cache: the group's name is in that language)
    centres = [space_centre(s, geo) for s in range(END + 1)]
    path = " ".join(f"{'M' if i == 0 else 'L'}{x:.0f} {y:.0f}" for i, (x, y) in enumerate(centres))
    return (_group(_("The temple track, from the start to the centre"))
            + f'<rect x="{geo.x - geo.inset - 5:.1f}" y="{geo.y - geo.inset - 5:.1f}" '
            f'width="{geo.width + 2 * geo.inset + 10:.1f}" height="{geo.height + 2 * geo.inset + 10:.1f}" '
            f'rx="{geo.cell / 6:.0f}" fill="#cdbb8c"{HIDDEN}/>'
            f'<path d="{path}" fill="none" stroke="{PATH_EDGE}" stroke-width="{geo.cell / 8:.0f}" '
            f'stroke-linejoin="round" opacity="0.5"{HIDDEN}/>')


@functools.lru_cache(maxsize=1024)
def _space(space: int, geo: Geo, classes: str, attrs: str, stone: str | None, editor: bool, lang: str) -> str:
    """One space of the track with its stone (see track)."""
    del lang            # (a key of the cache: the words are in that language)
    x, y, w, h = space_box(space, geo)
    fill = "#f7efd9" if space == END else GROUND
    label = _("Start") if space == 0 else (_("End") if space == END else str(space))
    title = ""
    if editor and FIRST_STONE <= space < END:
        title = "<title>{}</title>".format(
            _("Space {space}: tap to make its stone dark").format(space=space)
            if stone == PALE else
            _("Space {space}: tap to make its stone pale").format(space=space))
    out = [f'<g class="{classes}"{attrs}>{title}'
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{geo.cell / 9:.0f}" '
           f'fill="{fill}" stroke="{PATH_EDGE}" stroke-width="1.5"{HIDDEN}/>'
           f'<text x="{x + geo.label * 0.35:.1f}" y="{y + geo.label * 1.05:.1f}" '
           f'font-size="{geo.label}" fill="#6b5830">{label}</text>']
    if stone is not None:
        out.append(_stone(stone, x + w / 2, y + h / 2 + geo.label * 0.3, geo.stone))
    out.append("</g>")
    return "".join(out)


# ---------------- the desk ----------------

def _mini_card(view: dict, player: int, card: str, x: float, y: float, w: float = 26,
               h: float = 34, font: float = 15) -> str:
    in_hand = card in view["hands"][player]
    prev = view["previous"]
    previous = prev is not None and prev["p"] == player and prev["card"] == card
    fill = "#fffaf0" if in_hand else "#d9d2c0"
    stroke = "#b84a00" if previous else "#8a7a55"
    title = card_name(card) if in_hand else _("{card} (played)").format(card=card_name(card))
    return (f'<g class="mini"{_info(card_info(view, player, card))}>'
            f'<title>{title}</title>'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{2.5 if previous else 1}" opacity="{1 if in_hand else 0.55}"/>'
            f'<text x="{x + w / 2}" y="{y + h / 2 + font * 0.36:.1f}" text-anchor="middle" font-size="{font}" '
            f'font-weight="700" fill="{"#3b2f1e" if in_hand else "#686052"}">{_glyph(card)}</text></g>')


def _players_panel(view: dict) -> str:
    x0, out = 620, []
    for player, taken in enumerate(view["taken"]):
        y = 24 + player * 112
        turn = player == view["turn"] and not view["over"]
        name = f"{{p{player}}}"
        heading = _("{name} — to play").format(name=name) if turn else name
        out.append(f'<g class="player"{_info(player_info(view, player))}>'
                   f'<rect x="{x0}" y="{y}" width="{W - x0 - 12}" height="104" rx="10" '
                   f'fill="{"#e3f1e8" if turn else "#fffdf7"}" stroke="{"#1d6f42" if turn else "#d9d2c0"}" '
                   f'stroke-width="{2 if turn else 1}"{HIDDEN}/>'
                   f'{_amulet(player, x0 + 22, y + 22, 10, _info(player_info(view, player)))}'
                   f'<text x="{x0 + 40}" y="{y + 28}" font-size="16" font-weight="700">'
                   f'{heading}</text>'
                   f'<text x="{W - 24}" y="{y + 28}" text-anchor="end" font-size="16" font-weight="700">'
                   f'{_points(view["scores"][player])}</text>')
        sx = x0 + 16
        for stone in (PALE, DARK, RED):
            out.append(_stone(stone, sx + 9, y + 52, 9)
                       + f'<text x="{sx + 22}" y="{y + 57}" font-size="14">×{taken[stone]}</text>')
            sx += 62
        out.append("</g>")
        for k, card in enumerate(CARDS):
            out.append(_mini_card(view, player, card, x0 + 16 + k * 32, y + 64))
    return "".join(out)


def _preview_text(card: str, pv: dict | None) -> str:
    """Where a card in hand leads (what it takes is drawn below it: `_gains`)."""
    if pv is None:
        return _("cannot open") if card == COPY else ""
    return f"→ {pv['to']}"


def _hand(view: dict, ui: dict) -> str:
    """The cards of the viewer when it is their turn, each with where it would lead."""
    viewer = view["viewer"]
    if viewer is None or viewer != view["turn"] or view["over"]:
        return ""
    nxt = set(ui.get("next", ()))
    out = [f'<text x="{MARGIN}" y="{H - 150}" font-size="15" fill="#444">'
           + _("Your cards — each shows where it takes you and what you would take:") + '</text>',
           _group(_("Your cards"))]
    hand = view["hands"][viewer]
    for k, card in enumerate(hand):
        token = f"card:{card}"
        x, y = MARGIN + k * 138, H - 138
        classes = ["card"] + (["legal"] if token in nxt else ["covered"])
        refused = card_refusal(view, viewer, card) is not None
        pv = None if refused else view["previews"].get(card)
        status = _("not now") if refused else _preview_text(card, pv)
        sub = ""
        if card == COPY and view["previous"]:
            sub = _("copies {card}").format(card=_card_name(view["previous"]["as"]))
        elif card == SPEAR:
            sub = card_name(card)
        # what the card shows, in words (the spear's arrow is said by its name below it)
        shown = " ".join(w for w in ("" if card == SPEAR else _glyph(card), sub, status) if w)
        if pv is not None:
            shown += ", " + _gains_words(pv)
        out.append(f'<g class="{" ".join(classes)}" data-click="{token}"'
                   f'{_label(_card_label(view, viewer, card, shown))}{_info(card_info(view, viewer, card))}>'
                   f'<title>{card_name(card)}</title>'
                   f'<rect x="{x}" y="{y}" width="128" height="126" rx="10" fill="#fffaf0" '
                   f'stroke="#8a7a55" stroke-width="1.5"{HIDDEN}/>'
                   f'<text x="{x + 64}" y="{y + 52}" text-anchor="middle" font-size="40" '
                   f'font-weight="800" fill="#3b2f1e">{_glyph(card)}</text>'
                   f'<text x="{x + 64}" y="{y + 74}" text-anchor="middle" font-size="13" fill="#555">'
                   f'{sub}</text>'
                   f'<text x="{x + 64}" y="{y + 98}" text-anchor="middle" font-size="13" '
                   f'font-weight="700" fill="{"#8a2a19" if refused else "#1d6f42"}">'
                   f'{status}</text>'
                   + (_gains(pv, x + 64, y + 112) if pv is not None else "")
                   + '</g>')
    out.append("</g>")
    return "".join(out)


def svg(view: dict, ui: dict) -> str:
    """The desk drawing (1000 × 720: shown at 952 × 670 CSS px, texts ≥ 12 units)."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" class="board" '
            f'role="img"{_label(board_name())}>'
            f'<rect width="{W}" height="{H}" fill="#f3ead2"{HIDDEN}/>'
            + track(view["stones"], view["pos"], view["last"], view=view)
            + _players_panel(view) + _hand(view, ui) + "</svg>")


# ---------------- the phone ----------------

CARD_W, CARD_H, CARD_GAP = 84, 90, 5
HAND_X = (PHONE_W - (4 * CARD_W + 3 * CARD_GAP)) / 2
HAND_Y = 28
STRIP_Y = PHONE_TRACK_Y + ROWS * 49 + 14
CHIP_W, CHIP_H = (PHONE_W - 2 * HAND_X - 6) / 2, 38


def _slot(k: int) -> tuple[float, float]:
    """Top-left corner of card slot k (0–6; slot 7 holds the previous card)."""
    return HAND_X + (k % 4) * (CARD_W + CARD_GAP), HAND_Y + (k // 4) * (CARD_H + 6)


def _gains(pv: dict, cx: float, y: float) -> str:
    """What a card would take: a stone and its count for each kind, centred on cx."""
    groups = [(s, n) for s, n in ((PALE, pv["pale"]), (DARK, pv["dark"]), (RED, pv["red"])) if n]
    if not groups:
        nothing = _("takes nothing")
        return (f'<text x="{cx}" y="{y + 5}" text-anchor="middle" font-size="13" fill="#6b6256">'
                f'{nothing}</text>')
    step = 26
    out = []
    for k, (stone, n) in enumerate(groups):
        gx = cx + (k - (len(groups) - 1) / 2) * step - 5
        out.append(_stone(stone, gx, y, 6)
                   + f'<text x="{gx + 8}" y="{y + 5}" font-size="13" font-weight="700" '
                     f'fill="#3b2f1e">{n}</text>')
    return "".join(out)


def _phone_card(view: dict, player: int, card: str, x: float, y: float, clickable: bool,
                nxt: set) -> str:
    where, pv, refusal = _card_state(view, player, card)
    token = f"card:{card}"
    played = where == "played"
    cx = x + CARD_W / 2
    prev = view["previous"]
    if played:
        sub = _("played")
    elif card == SPEAR:
        sub = card_name(card)
    elif card == COPY:
        sub = _("as {card}").format(card=card_name(prev["as"])) if prev else _("cannot open")
    else:
        sub = ngettext("{n} space", "{n} spaces", int(card)).format(n=int(card))
    to = ""
    if pv is not None and not refusal:
        to = _("to the end") if pv["to"] == END else _("to {space}").format(space=pv["to"])
    classes, attrs = ["card"], ""
    if clickable and where == "hand":
        # what the card shows, in words (the spear's arrow is said by its name below it)
        shown = [w for w in ("" if card == SPEAR else _glyph(card), sub) if w]
        shown += [_("not now")] if refusal else [to, _gains_words(pv)] if pv is not None else []
        attrs = f' data-click="{token}"{_label(_card_label(view, player, card, ", ".join(shown)))}'
        classes.append("legal" if token in nxt else "covered")
    elif played:
        classes.append("played")
    title = _("{card} (played)").format(card=card_name(card)) if played else card_name(card)
    out = [f'<g class="{" ".join(classes)}"{attrs}{_info(card_info(view, player, card))}>'
           f'<title>{title}</title>'
           f'<rect x="{x:.1f}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="9" '
           f'fill="{"#ddd5c2" if played else "#fffaf0"}" stroke="#8a7a55" stroke-width="1.5"{HIDDEN}/>'
           f'<text x="{cx:.1f}" y="{y + 34}" text-anchor="middle" font-size="30" font-weight="800" '
           f'fill="{"#7c7564" if played else "#3b2f1e"}">{_glyph(card)}</text>'
           f'<text x="{cx:.1f}" y="{y + 52}" text-anchor="middle" font-size="13" '
           f'fill="{"#635a4f" if played else "#4a4234"}">{sub}</text>']
    if refusal:
        not_now = _("not now")
        out.append(f'<text x="{cx:.1f}" y="{y + 72}" text-anchor="middle" font-size="14" '
                   f'font-weight="700" fill="#8a2a19">{not_now}</text>')
    elif pv is not None:
        out.append(f'<text x="{cx:.1f}" y="{y + 69}" text-anchor="middle" font-size="14" '
                   f'font-weight="700" fill="#1d6f42">{to}</text>' + _gains(pv, cx, y + 80))
    out.append("</g>")
    return "".join(out)


def _phone_previous(view: dict, x: float, y: float) -> str:
    prev = view["previous"]
    cx = x + CARD_W / 2
    title, heading = _("The previous card"), _("Previous")
    out = [f'<g class="previous"{_info(previous_info(view))}><title>{title}</title>'
           f'<rect x="{x:.1f}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="9" fill="#f3ead2" '
           f'stroke="#b84a00" stroke-width="2" stroke-dasharray="5 3"{HIDDEN}/>'
           f'<text x="{cx:.1f}" y="{y + 17}" text-anchor="middle" font-size="13" fill="#4a4234">{heading}</text>']
    if prev is None:
        # TRANSLATORS: on two short lines, split at the first space.
        first, _space, second = _("none yet").partition(" ")
        out.append(f'<text x="{cx:.1f}" y="{y + 48}" text-anchor="middle" font-size="13" fill="#4a4234">{first}</text>'
                   f'<text x="{cx:.1f}" y="{y + 66}" text-anchor="middle" font-size="13" fill="#4a4234">{second}</text>')
    else:
        out.append(f'<text x="{cx:.1f}" y="{y + 46}" text-anchor="middle" font-size="28" font-weight="800" '
                   f'fill="#3b2f1e">{_glyph(prev["card"])}</text>')
        if prev["card"] == COPY:
            like = _("as {card}").format(card=card_name(prev["as"]))
            out.append(f'<text x="{cx:.1f}" y="{y + 62}" text-anchor="middle" font-size="13" '
                       f'fill="#4a4234">{like}</text>')
        # TRANSLATORS: "played by" before the amulet of the player who played the previous card.
        by = _("by")
        out.append(f'<text x="{cx - 4:.1f}" y="{y + 81}" text-anchor="end" font-size="13" '
                   f'fill="#4a4234">{by}</text>' + _amulet(prev["p"], cx + 11, y + 75, 11,
                                                          _info(previous_info(view))))
    out.append("</g>")
    return "".join(out)


def _name_clip(prefix: str, player: int, x: float, y: float, w: float, h: float) -> str:
    return (f'<clipPath id="{prefix}-name-{player}"><rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" '
            f'height="{h:.1f}"/></clipPath>')


def _score_strip(view: dict) -> str:
    """Every player's score in a chip (seat number, name, points); the Players tab has more."""
    out = []
    for p in range(len(view["pos"])):
        x = HAND_X + (p % 2) * (CHIP_W + 6)
        y = STRIP_Y + (p // 2) * (CHIP_H + 4)
        turn = p == view["turn"] and not view["over"]
        name_x, name_w = x + 32, CHIP_W - 32 - 62
        out.append(f'<g class="player"{_info(player_info(view, p))}>'
                   + _name_clip("yucm", p, name_x, y, name_w, CHIP_H) +
                   f'<rect x="{x:.1f}" y="{y:.1f}" width="{CHIP_W:.1f}" height="{CHIP_H}" rx="8" '
                   f'fill="{"#e3f1e8" if turn else "#fffdf7"}" stroke="{"#1d6f42" if turn else "#d9d2c0"}" '
                   f'stroke-width="{2 if turn else 1}"{HIDDEN}/>'
                   + _amulet(p, x + 17, y + 16, 11, _info(player_info(view, p))) +
                   f'<text x="{name_x:.1f}" y="{y + 24:.1f}" font-size="14" clip-path="url(#yucm-name-{p})">'
                   f'{{p{p}}}</text>'
                   f'<text x="{x + CHIP_W - 8:.1f}" y="{y + 24:.1f}" text-anchor="end" font-size="14" '
                   f'font-weight="700">{_points(view["scores"][p])}</text></g>')
    return "".join(out)


def phone_height(view: dict) -> float:
    return STRIP_Y + ((len(view["pos"]) + 1) // 2) * (CHIP_H + 4) + 4


def phone_svg(view: dict, ui: dict) -> str:
    """The phone drawing: the cards first and large, the track, the scores (360 units wide)."""
    viewer = view["viewer"]
    who = viewer if viewer is not None else view["turn"]
    acting = viewer is not None and viewer == view["turn"] and not view["over"]
    nxt = set(ui.get("next", ()))
    if viewer is None:
        name = f"{{p{who}}}"
        title = (_("Cards of {name}") if view["over"] else _("Cards of {name} (to play)")).format(
            name=name)
    else:
        title = _("Your cards — tap one to play") if acting else _("Your cards")
    height = phone_height(view)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PHONE_W} {height:.0f}" '
           f'class="board phone" role="img"{_label(board_name())}>'
           f'<rect width="{PHONE_W}" height="{height:.0f}" fill="#f3ead2"{HIDDEN}/>'
           f'<text x="{HAND_X}" y="20" font-size="15" font-weight="700" fill="#3b2f1e">{title}</text>',
           _group(title)]
    for k, card in enumerate(CARDS):
        x, y = _slot(k)
        out.append(_phone_card(view, who, card, x, y, acting, nxt))
    out.append("</g>")
    out.append(_phone_previous(view, *_slot(7)))
    out.append(track(view["stones"], view["pos"], view["last"], geo=PHONE, view=view))
    out.append(_score_strip(view))
    out.append("</svg>")
    return "".join(out)


def players_title() -> str:
    return _("Players")


def players_panel(view: dict) -> str:
    """The Players tab: each player's score, stones, position and seven cards."""
    n = len(view["pos"])
    block = 124
    left = [s for s in view["stones"] if s is not None]
    height = 8 + n * block + 66
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PHONE_W} {height}" '
           f'class="board phone players" role="img"{_label(players_title())}>'
           f'<rect width="{PHONE_W}" height="{height}" fill="#f3ead2"{HIDDEN}/>']
    for p in range(n):
        y = 8 + p * block
        turn = p == view["turn"] and not view["over"]
        taken = view["taken"][p]
        at = view["pos"][p]
        where = _("Start") if at == 0 else (_("End") if at == END else _("Space {space}").format(space=at))
        to_play = _("to play") if turn else ""
        out.append(f'<g class="player"{_info(player_info(view, p))}>'
                   + _name_clip("yucp", p, 40, y, 230, 40) +
                   f'<rect x="6" y="{y}" width="348" height="{block - 8}" rx="10" '
                   f'fill="{"#e3f1e8" if turn else "#fffdf7"}" stroke="{"#1d6f42" if turn else "#d9d2c0"}" '
                   f'stroke-width="{2 if turn else 1}"{HIDDEN}/>'
                   + _amulet(p, 22, y + 20, 11, _info(player_info(view, p))) +
                   f'<text x="40" y="{y + 26}" font-size="16" font-weight="700" '
                   f'clip-path="url(#yucp-name-{p})">{{p{p}}}</text>'
                   f'<text x="346" y="{y + 26}" text-anchor="end" font-size="16" font-weight="700">'
                   f'{_points(view["scores"][p])}</text>'
                   f'<text x="14" y="{y + 53}" font-size="13" fill="#4a4234">{where}'
                   f'{"" if not turn else " · "}<tspan font-weight="700" fill="#1d6f42">'
                   f'{to_play}</tspan></text>')
        sx = 150
        for stone in (PALE, DARK, RED):
            out.append(_stone(stone, sx + 8, y + 48, 8)
                       + f'<text x="{sx + 20}" y="{y + 53}" font-size="14">×{taken[stone]}</text>')
            sx += 66
        out.append("</g>")
        for k, card in enumerate(CARDS):
            out.append(_mini_card(view, p, card, 14 + k * 48, y + 64, 44, 42, 18))
    y = 8 + n * block + 12
    lines = [_left_text(left), _("Score: 1 point per pale stone."),
             _("n dark stones cost 1 + 2 + … + n points.")]
    out.append(f'<g class="legend"{_info(_legend_info(view))}>'
               + "".join(f'<text x="10" y="{y + 20 * k}" font-size="13" fill="#3b2f1e">{line}</text>'
                         for k, line in enumerate(lines))
               + '</g></svg>')
    return "".join(out)


def _left_text(left: list) -> str:
    pale, dark = left.count(PALE), left.count(DARK)
    if RED in left:
        return _("On the track: {pale} pale, {dark} dark and the red stone.").format(
            pale=pale, dark=dark)
    return _("On the track: {pale} pale and {dark} dark.").format(pale=pale, dark=dark)


def _legend_info(view: dict) -> str:
    return "\n".join([
        _("Each pale stone is worth 1 point. Dark stones cost more and more: 1 for the first, "
          "2 more for the second, 3 more for the third (1, 3, 6, 10, …)."),
        _("The holder of the red stone gives it back at the end with one dark stone, if they "
          "have one."),
        _("The game ends as soon as the last stone is taken.")])


def prompt(view: dict, ui: dict) -> str:
    if view["over"]:
        return _("The game is over.")
    turn = view["turn"]
    if view["viewer"] == turn:
        prev = view["previous"]
        hand = view["hands"][turn]
        if prev is None:
            return _("Your turn: play a card (the ? cannot open the game).")
        if prev["card"] in hand and len(hand) > 1:
            return _("Your turn: play a card other than {card} (you may repeat it only with "
                     "your last card).").format(card=_card_name(prev["card"]))
        return _("Your turn: play a card.")
    return _("{name} is choosing a card.").format(name=f"{{p{turn}}}")


# ---------------- the layout editor (lobby) ----------------
# One drawing for every screen, 360 units wide: the lobby shows it about 340 CSS px wide on a
# phone (a space is then 42 × 42 px, a preset button 104 × 42 px); on a desk it is kept to
# 480 px wide (a space 60 px), so that the grid and the presets fit on the screen together.

EDITOR_MAX_PX = 480
PRESET_GAP = 6
PRESET_W, PRESET_H = (COLS * EDITOR.cell - 2 * PRESET_GAP) / 3, 45


def layout_editor(layout: str) -> dict:
    """The editor for a custom layout: tap a stone to turn it pale or dark; presets below."""
    problems = layout_problems(layout)
    stones = [None] * (END + 1)
    if _well_formed(layout):
        for space, stone in zip(STONE_SPACES, layout):
            stones[space] = stone
    stones[END] = RED
    clickable = {f"space:{s}" for s in STONE_SPACES}
    presets = [preset for preset in LAYOUTS if preset.darks]
    y = EDITOR.y + EDITOR.height + 30
    height = y + 14 + ((len(presets) + 2) // 3) * (PRESET_H + PRESET_GAP)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PHONE_W} {height:.0f}" '
           f'class="editor" style="max-width:{EDITOR_MAX_PX}px" role="img"'
           + _label(_("Stone layout editor")) + '>',
           track(stones, clickable=clickable, geo=EDITOR, editor=True)]
    darks = layout.count(DARK) if isinstance(layout, str) else 0
    count = _("Dark stones: {n} of {total}. Start from:").format(n=darks, total=DARK_COUNT)
    out.append(f'<text x="{EDITOR.x}" y="{y}" font-size="14">{count}</text>')
    out.append(_group(_("Start from a ceremonial layout")))
    for k, preset in enumerate(presets):
        bx = EDITOR.x + (k % 3) * (PRESET_W + PRESET_GAP)
        by = y + 12 + (k // 3) * (PRESET_H + PRESET_GAP)
        label = escape(preset.short_label())
        action = _label(_("Start from the layout {name}").format(name=preset.label()))
        intent = escape(preset.description())
        out.append(f'<g class="button" data-click="preset:{preset.id}"{action}><title>{intent}</title>'
                   f'<rect x="{bx:.1f}" y="{by:.1f}" width="{PRESET_W:.1f}" height="{PRESET_H}" rx="7" '
                   f'fill="#fff" stroke="#8a7a55"{HIDDEN}/>'
                   f'<text x="{bx + PRESET_W / 2:.1f}" y="{by + PRESET_H / 2 + 5:.1f}" text-anchor="middle" '
                   f'font-size="13">{label}</text></g>')
    out.append("</g></svg>")
    return {"svg": spaced("".join(out)), "problems": problems}     # (not drawn by Game.render)


def edit_layout(layout: str, token: str) -> str:
    """A custom layout after one click in the editor."""
    if token.startswith("preset:"):
        preset = LAYOUT_BY_ID.get(token[7:])
        return layout_string(preset.darks) if preset and preset.darks else layout
    if token.startswith("space:") and _well_formed(layout) and token[6:].isdigit():
        space = int(token[6:])
        if FIRST_STONE <= space < END:
            i = space - FIRST_STONE
            flipped = PALE if layout[i] == DARK else DARK
            return layout[:i] + flipped + layout[i + 1:]
    return layout


def _well_formed(layout) -> bool:
    """34 letters P/D, whatever their counts (the editor can mend counts, not a broken text)."""
    return isinstance(layout, str) and len(layout) == len(STONE_SPACES) \
        and not set(layout) - {PALE, DARK}


def rules_html() -> str:
    """The rules in brief, in the current language (our own words)."""
    return "\n".join([
        "<h3>" + _("Yucata' in brief") + "</h3>",
        "<p>" + _("Each player has an amulet on the large start space and the same seven cards: "
                  "1, 2, 3, 4, 5, the spear and the ?. The track has 40 spaces: the start, four "
                  "empty spaces, then one stone on each space up to the centre — 25 pale, 9 dark, "
                  "and the red stone at the end.") + "</p>",
        "<p>" + _("<b>Your turn.</b> Play a card and move your amulet. 1–5 move that many "
                  "spaces. The <b>spear</b> takes you to the space just in front of the leading "
                  "amulet (if you lead, one space on). The <b>?</b> moves exactly as the previous "
                  "player's card counted (a ? after a spear is a spear, from where you stand); it "
                  "cannot open the game. You may not play the same card as the player before you "
                  "unless it is your last card. Once you have played all seven, you take all "
                  "seven back.") + "</p>",
        "<p>" + _("<b>Stones.</b> Whenever your amulet reaches or passes stones, you take them — "
                  "so only the player who moves into the lead takes stones. No amulet moves past "
                  "the end.") + "</p>",
        "<p>" + _("<b>End and scoring.</b> The game ends as soon as the last stone is taken. "
                  "The holder of the red stone gives it back with one dark stone (if they have "
                  "one). Each player scores their pale stones minus 1 + 2 + … + n for n dark "
                  "stones (1, 3, 6, 10, …). Highest score wins; ties are shared.") + "</p>",
    ]) + "\n"


RULES_HTML = rules_html()      # English (an older engine reads this constant)


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    colours = [PLAYER_COLOURS[p % len(PLAYER_COLOURS)] for p in range(len(view["pos"]))]
    if ui.get("screen") == "phone":
        return {"svg": phone_svg(view, ui), "prompt": prompt(view, ui), "main_title": _("Board"),
                "panels": [{"title": players_title(), "svg": players_panel(view)}],
                "seat_colours": colours}
    return {"svg": svg(view, ui), "prompt": prompt(view, ui), "seat_colours": colours}
