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

import html

from .data import (CARD_NAME, CARDS, COPY, DARK, DARK_COUNT, END, FIRST_STONE, LAYOUT_BY_ID,
                   LAYOUTS, PALE, RED, SPEAR, STONE_SPACES, layout_problems, layout_string)
from .rules import card_refusal, score

COLS, ROWS, CELL, MARGIN = 7, 6, 82, 16
W, H = 1000, 720
PLAYER_COLOURS = ("#e67e22", "#16a085", "#c2185b", "#7d5ba6")
STONE_FILL = {PALE: "#f4ecd6", DARK: "#1f2d5c", RED: "#c0392b"}
STONE_NAME = {PALE: "pale stone", DARK: "dark stone", RED: "red stone"}
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

def _info(text: str) -> str:
    """A data-info attribute: the full description, lines separated by newlines."""
    return f' data-info="{html.escape(text, quote=True).replace(chr(10), "&#10;")}"'


def _points(n: int) -> str:
    return f"{n} pt" if abs(n) == 1 else f"{n} pts"


def _glyph(card: str) -> str:
    return "↑" if card == SPEAR else card


def _card_name(card: str) -> str:
    return "the spear" if card == SPEAR else ("the ?" if card == COPY else f"the {card}")


def _stones_text(pale: int, dark: int, red: int) -> str:
    parts = [f"{n} {name} stone{'s' if n != 1 else ''}"
             for n, name in ((pale, "pale"), (dark, "dark")) if n]
    if red:
        parts.append("the red stone")
    if not parts:
        return "no stone"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _players_text(players: list[int]) -> str:
    names = [f"{{p{p}}} (amulet {p + 1})" for p in players]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def space_info(view: dict, space: int) -> str:
    stones, pos = view["stones"], view["pos"]
    if space == 0:
        lines = ["The start space: every amulet starts here."]
    elif space == END:
        lines = [f"Space {END}, the end at the centre of the temple: no amulet moves past it."]
    else:
        lines = [f"Space {space}."]
    stone = stones[space] if space < len(stones) else None
    if stone == PALE:
        lines.append("A pale stone: 1 point to whoever reaches or passes it first.")
    elif stone == DARK:
        lines.append("A dark stone: your first dark stone costs 1 point, the second 2 more, "
                     "the third 3 more, and so on.")
    elif stone == RED:
        lines.append("The red stone: at the end its holder gives it back with one dark stone.")
    elif 0 < space < FIRST_STONE:
        lines.append(f"Spaces 1–{FIRST_STONE - 1} hold no stone.")
    elif space:
        lines.append("Its stone has been taken.")
    here = [p for p, at in enumerate(pos) if at == space]
    if here:
        lines.append(f"Here: {_players_text(here)}.")
    return "\n".join(lines)


def card_rule(card: str, view: dict) -> str:
    """What a card does, in words (the ? says what it would copy now)."""
    if card == SPEAR:
        return ("The spear: move to the space just in front of the leading amulet "
                "(if you lead, one space on).")
    if card == COPY:
        prev = view.get("previous")
        now = (f" Now it counts as {_card_name(prev['as'])}, as {{p{prev['p']}}} just played."
               if prev else " It may not be the first card of the game.")
        return "The ?: move exactly as the previous player's card counted." + now
    return f"The {card}: move your amulet {card} space{'s' if card != '1' else ''}."


def _card_state(view: dict, player: int, card: str) -> tuple[str, dict | None, str | None]:
    """("played" | "hand", preview or None, refusal or None) of one of a player's cards."""
    if card not in view["hands"][player]:
        return "played", None, None
    acting = player == view["turn"] and not view["over"]
    preview = view["previews"].get(card) if acting else None
    refusal = card_refusal(view, player, card) if acting else None
    return "hand", preview, refusal


def card_info(view: dict, player: int, card: str) -> str:
    where, pv, refusal = _card_state(view, player, card)
    lines = [card_rule(card, view)]
    if where == "played":
        lines.append("Played already: all seven come back once the last of them is played.")
    elif refusal:
        lines.append(f"Not now: {refusal}")
    elif pv is not None:
        to = "the end" if pv["to"] == END else f"space {pv['to']}"
        lines.append(f"Played now it takes {{p{player}}} to {to} and takes "
                     f"{_stones_text(pv['pale'], pv['dark'], pv['red'])}.")
    else:
        lines.append("In hand.")
    return "\n".join(lines)


def player_info(view: dict, player: int) -> str:
    taken = view["taken"][player]
    total, lines = score(taken)
    hand = view["hands"][player]
    played = [c for c in CARDS if c not in hand]
    where = "the start" if view["pos"][player] == 0 else f"space {view['pos'][player]}"
    out = [f"{{p{player}}} (amulet {player + 1}): {total} points"
           + (", to play." if player == view["turn"] and not view["over"] else "."),
           f"Amulet on {where}.",
           f"Stones: {_stones_text(taken[PALE], taken[DARK], taken[RED])}.",
           "Score: " + "; ".join(f"{line['label']} ({line['points']:+d})" for line in lines) + ".",
           "Cards in hand: " + ", ".join(CARD_NAME[c] for c in CARDS if c in hand) + "."]
    if played:
        out.append("Played: " + ", ".join(CARD_NAME[c] for c in played) + ".")
    return "\n".join(out)


def previous_info(view: dict) -> str:
    prev = view["previous"]
    if prev is None:
        return "No card has been played yet: the ? may not open the game."
    counted = f" (counting as {_card_name(prev['as'])})" if prev["card"] == COPY else ""
    return (f"The previous card: {{p{prev['p']}}} played {_card_name(prev['card'])}{counted}.\n"
            f"The next player may not play {_card_name(prev['card'])}, unless it is their last card; "
            f"a ? now moves as {_card_name(prev['as'])}.")


# ---------------- pieces ----------------

def _stone(stone: str, cx: float, cy: float, r: float = 15) -> str:
    edge = "#8a7a55" if stone == PALE else "#00000080"
    ring = (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r * 0.45:.1f}" fill="none" stroke="#fff" '
            f'stroke-width="1.5"/>' if stone == RED else "")     # the red stone: a ring, not only a colour
    return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r}" fill="{STONE_FILL[stone]}" '
            f'stroke="{edge}" stroke-width="1.5"><title>{STONE_NAME[stone]}</title></circle>{ring}')


def _amulet(player: int, cx: float, cy: float, r: float, info: str, last: bool = False,
            foot: bool = True) -> str:
    """An amulet: a disc in the seat's colour (on a small foot, when there is room), with the
    seat's number; `info` is the data-info it shows when tapped (its space, or its player)."""
    colour = PLAYER_COLOURS[player % len(PLAYER_COLOURS)]
    cls = ' class="amulet last"' if last else ' class="amulet"'
    font = max(12.0, round(r * 1.2, 1))
    base = (f'<rect x="{cx - r * 0.85:.1f}" y="{cy + r * 0.55:.1f}" width="{r * 1.7:.1f}" '
            f'height="{r * 0.65:.1f}" rx="2" fill="{colour}" stroke="#fff" stroke-width="1.5"/>'
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
    out = [f'<rect x="{geo.x - geo.inset - 5:.1f}" y="{geo.y - geo.inset - 5:.1f}" '
           f'width="{geo.width + 2 * geo.inset + 10:.1f}" height="{geo.height + 2 * geo.inset + 10:.1f}" '
           f'rx="{geo.cell / 6:.0f}" fill="#cdbb8c"/>']
    centres = [space_centre(s, geo) for s in range(END + 1)]
    path = " ".join(f"{'M' if i == 0 else 'L'}{x:.0f} {y:.0f}" for i, (x, y) in enumerate(centres))
    out.append(f'<path d="{path}" fill="none" stroke="{PATH_EDGE}" stroke-width="{geo.cell / 8:.0f}" '
               f'stroke-linejoin="round" opacity="0.5"/>')
    landing = {m["to"] for m in (last or [])}
    for space in range(END + 1):
        x, y, w, h = space_box(space, geo)
        token = f"space:{space}"
        attrs, classes = "", ["space"]
        if clickable is not None and token in clickable:
            attrs = f' data-click="{token}"'
        if highlight and space in highlight:
            classes.append("legal")
        if space in landing:
            classes.append("last")
        if view is not None:
            attrs += _info(space_info(view, space))
        fill = "#f7efd9" if space == END else GROUND
        label = "Start" if space == 0 else ("End" if space == END else str(space))
        title = ""
        if editor and FIRST_STONE <= space < END:
            other = "dark" if stones[space] == PALE else "pale"
            title = f"<title>Space {space}: tap to make its stone {other}</title>"
        out.append(f'<g class="{" ".join(classes)}"{attrs}>{title}'
                   f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{geo.cell / 9:.0f}" '
                   f'fill="{fill}" stroke="{PATH_EDGE}" stroke-width="1.5"/>'
                   f'<text x="{x + geo.label * 0.35:.1f}" y="{y + geo.label * 1.05:.1f}" '
                   f'font-size="{geo.label}" fill="#6b5830">{label}</text>')
        if stones[space] is not None:
            out.append(_stone(stones[space], x + w / 2, y + h / 2 + geo.label * 0.3, geo.stone))
        out.append("</g>")
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
    return "".join(out)


# ---------------- the desk ----------------

def _mini_card(view: dict, player: int, card: str, x: float, y: float, w: float = 26,
               h: float = 34, font: float = 15) -> str:
    in_hand = card in view["hands"][player]
    prev = view["previous"]
    previous = prev is not None and prev["p"] == player and prev["card"] == card
    fill = "#fffaf0" if in_hand else "#d9d2c0"
    stroke = "#ff7a00" if previous else "#8a7a55"
    return (f'<g class="mini"{_info(card_info(view, player, card))}>'
            f'<title>{CARD_NAME[card]}{"" if in_hand else " (played)"}</title>'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{2.5 if previous else 1}" opacity="{1 if in_hand else 0.55}"/>'
            f'<text x="{x + w / 2}" y="{y + h / 2 + font * 0.36:.1f}" text-anchor="middle" font-size="{font}" '
            f'font-weight="700" fill="{"#3b2f1e" if in_hand else "#7d7463"}">{_glyph(card)}</text></g>')


def _players_panel(view: dict) -> str:
    x0, out = 620, []
    for player, taken in enumerate(view["taken"]):
        y = 24 + player * 112
        turn = player == view["turn"] and not view["over"]
        out.append(f'<g class="player"{_info(player_info(view, player))}>'
                   f'<rect x="{x0}" y="{y}" width="{W - x0 - 12}" height="104" rx="10" '
                   f'fill="{"#e3f1e8" if turn else "#fffdf7"}" stroke="{"#1d6f42" if turn else "#d9d2c0"}" '
                   f'stroke-width="{2 if turn else 1}"/>'
                   f'{_amulet(player, x0 + 22, y + 22, 10, _info(player_info(view, player)))}'
                   f'<text x="{x0 + 40}" y="{y + 28}" font-size="16" font-weight="700">{{p{player}}}'
                   f'{" — to play" if turn else ""}</text>'
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
    if pv is None:
        return "not first" if card == COPY else ""
    gains = [f"+{pv['pale']} pale" if pv["pale"] else "",
             f"+{pv['dark']} dark" if pv["dark"] else "",
             "+red" if pv["red"] else ""]
    return f"→ {pv['to']}" + (" · " + " ".join(g for g in gains if g) if any(gains) else "")


def _hand(view: dict, ui: dict) -> str:
    """The cards of the viewer when it is their turn, each with where it would lead."""
    viewer = view["viewer"]
    if viewer is None or viewer != view["turn"] or view["over"]:
        return ""
    nxt = set(ui.get("next", ()))
    out = [f'<text x="{MARGIN}" y="{H - 150}" font-size="15" fill="#444">Your cards — each shows '
           f'where it takes you and what you would take:</text>']
    hand = view["hands"][viewer]
    for k, card in enumerate(hand):
        token = f"card:{card}"
        x, y = MARGIN + k * 138, H - 138
        classes = ["card"] + (["legal"] if token in nxt else ["covered"])
        refused = card_refusal(view, viewer, card) is not None
        sub = ""
        if card == COPY and view["previous"]:
            sub = f"copies {CARD_NAME[view['previous']['as']]}"
        out.append(f'<g class="{" ".join(classes)}" data-click="{token}"{_info(card_info(view, viewer, card))}>'
                   f'<title>{CARD_NAME[card]}</title>'
                   f'<rect x="{x}" y="{y}" width="128" height="126" rx="10" fill="#fffaf0" '
                   f'stroke="#8a7a55" stroke-width="1.5"/>'
                   f'<text x="{x + 64}" y="{y + 52}" text-anchor="middle" font-size="40" '
                   f'font-weight="800" fill="#3b2f1e">{_glyph(card)}</text>'
                   f'<text x="{x + 64}" y="{y + 74}" text-anchor="middle" font-size="13" fill="#555">'
                   f'{sub or ("spear" if card == SPEAR else "")}</text>'
                   f'<text x="{x + 64}" y="{y + 104}" text-anchor="middle" font-size="13" '
                   f'font-weight="700" fill="{"#8a2a19" if refused else "#1d6f42"}">'
                   f'{"not now" if refused else _preview_text(card, view["previews"].get(card))}</text></g>')
    return "".join(out)


def svg(view: dict, ui: dict) -> str:
    """The desk drawing (1000 × 720: shown at 952 × 670 CSS px, texts ≥ 12 units)."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" class="board" '
            f'role="img" aria-label="Yucata\' board">'
            f'<rect width="{W}" height="{H}" fill="#f3ead2"/>'
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
        return (f'<text x="{cx}" y="{y + 5}" text-anchor="middle" font-size="13" fill="#6b6256">'
                f'no stone</text>')
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
    classes, attrs = ["card"], ""
    if clickable and where == "hand":
        attrs = f' data-click="{token}"'
        classes.append("legal" if token in nxt else "covered")
    elif where == "played":
        classes.append("played")
    played = where == "played"
    cx = x + CARD_W / 2
    prev = view["previous"]
    if played:
        sub = "played"
    elif card == SPEAR:
        sub = "spear"
    elif card == COPY:
        sub = f"as {CARD_NAME[prev['as']]}" if prev else "not first"
    else:
        sub = f"{card} space{'s' if card != '1' else ''}"
    out = [f'<g class="{" ".join(classes)}"{attrs}{_info(card_info(view, player, card))}>'
           f'<title>{CARD_NAME[card]}{" (played)" if played else ""}</title>'
           f'<rect x="{x:.1f}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="9" '
           f'fill="{"#ddd5c2" if played else "#fffaf0"}" stroke="#8a7a55" stroke-width="1.5"/>'
           f'<text x="{cx:.1f}" y="{y + 34}" text-anchor="middle" font-size="30" font-weight="800" '
           f'fill="{"#8a826f" if played else "#3b2f1e"}">{_glyph(card)}</text>'
           f'<text x="{cx:.1f}" y="{y + 52}" text-anchor="middle" font-size="13" '
           f'fill="{"#6b6256" if played else "#4a4234"}">{sub}</text>']
    if refusal:
        out.append(f'<text x="{cx:.1f}" y="{y + 72}" text-anchor="middle" font-size="14" '
                   f'font-weight="700" fill="#8a2a19">not now</text>')
    elif pv is not None:
        to = "End" if pv["to"] == END else str(pv["to"])
        out.append(f'<text x="{cx:.1f}" y="{y + 69}" text-anchor="middle" font-size="14" '
                   f'font-weight="700" fill="#1d6f42">to {to}</text>' + _gains(pv, cx, y + 80))
    out.append("</g>")
    return "".join(out)


def _phone_previous(view: dict, x: float, y: float) -> str:
    prev = view["previous"]
    cx = x + CARD_W / 2
    out = [f'<g class="previous"{_info(previous_info(view))}><title>The previous card</title>'
           f'<rect x="{x:.1f}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="9" fill="#f3ead2" '
           f'stroke="#ff7a00" stroke-width="2" stroke-dasharray="5 3"/>'
           f'<text x="{cx:.1f}" y="{y + 17}" text-anchor="middle" font-size="13" fill="#4a4234">Previous</text>']
    if prev is None:
        out.append(f'<text x="{cx:.1f}" y="{y + 48}" text-anchor="middle" font-size="13" fill="#4a4234">none</text>'
                   f'<text x="{cx:.1f}" y="{y + 66}" text-anchor="middle" font-size="13" fill="#4a4234">yet</text>')
    else:
        out.append(f'<text x="{cx:.1f}" y="{y + 46}" text-anchor="middle" font-size="28" font-weight="800" '
                   f'fill="#3b2f1e">{_glyph(prev["card"])}</text>')
        if prev["card"] == COPY:
            out.append(f'<text x="{cx:.1f}" y="{y + 62}" text-anchor="middle" font-size="13" '
                       f'fill="#4a4234">as {CARD_NAME[prev["as"]]}</text>')
        out.append(f'<text x="{cx - 4:.1f}" y="{y + 81}" text-anchor="end" font-size="13" '
                   f'fill="#4a4234">by</text>' + _amulet(prev["p"], cx + 11, y + 75, 11,
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
                   f'stroke-width="{2 if turn else 1}"/>'
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
        title = f"{{p{who}}}'s cards" + ("" if view["over"] else " (to play)")
    else:
        title = "Your cards" + (" — tap one to play" if acting else "")
    height = phone_height(view)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PHONE_W} {height:.0f}" '
           f'class="board phone" role="img" aria-label="Yucata\' board">'
           f'<rect width="{PHONE_W}" height="{height:.0f}" fill="#f3ead2"/>'
           f'<text x="{HAND_X}" y="20" font-size="15" font-weight="700" fill="#3b2f1e">{title}</text>']
    for k, card in enumerate(CARDS):
        x, y = _slot(k)
        out.append(_phone_card(view, who, card, x, y, acting, nxt))
    out.append(_phone_previous(view, *_slot(7)))
    out.append(track(view["stones"], view["pos"], view["last"], geo=PHONE, view=view))
    out.append(_score_strip(view))
    out.append("</svg>")
    return "".join(out)


def players_panel(view: dict) -> str:
    """The Players tab: each player's score, stones, position and seven cards."""
    n = len(view["pos"])
    block = 124
    left = [s for s in view["stones"] if s is not None]
    height = 8 + n * block + 66
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PHONE_W} {height}" '
           f'class="board phone players" role="img" aria-label="Players">'
           f'<rect width="{PHONE_W}" height="{height}" fill="#f3ead2"/>']
    for p in range(n):
        y = 8 + p * block
        turn = p == view["turn"] and not view["over"]
        taken = view["taken"][p]
        where = "Start" if view["pos"][p] == 0 else ("End" if view["pos"][p] == END else f"Space {view['pos'][p]}")
        out.append(f'<g class="player"{_info(player_info(view, p))}>'
                   + _name_clip("yucp", p, 40, y, 230, 40) +
                   f'<rect x="6" y="{y}" width="348" height="{block - 8}" rx="10" '
                   f'fill="{"#e3f1e8" if turn else "#fffdf7"}" stroke="{"#1d6f42" if turn else "#d9d2c0"}" '
                   f'stroke-width="{2 if turn else 1}"/>'
                   + _amulet(p, 22, y + 20, 11, _info(player_info(view, p))) +
                   f'<text x="40" y="{y + 26}" font-size="16" font-weight="700" '
                   f'clip-path="url(#yucp-name-{p})">{{p{p}}}</text>'
                   f'<text x="346" y="{y + 26}" text-anchor="end" font-size="16" font-weight="700">'
                   f'{_points(view["scores"][p])}</text>'
                   f'<text x="14" y="{y + 53}" font-size="13" fill="#4a4234">{where}'
                   f'{"" if not turn else " · "}<tspan font-weight="700" fill="#1d6f42">'
                   f'{"to play" if turn else ""}</tspan></text>')
        sx = 150
        for stone in (PALE, DARK, RED):
            out.append(_stone(stone, sx + 8, y + 48, 8)
                       + f'<text x="{sx + 20}" y="{y + 53}" font-size="14">×{taken[stone]}</text>')
            sx += 66
        out.append("</g>")
        for k, card in enumerate(CARDS):
            out.append(_mini_card(view, p, card, 14 + k * 48, y + 64, 44, 42, 18))
    y = 8 + n * block + 12
    out.append(f'<g class="legend"{_info(_legend_info(view))}>'
               f'<text x="10" y="{y}" font-size="13" fill="#3b2f1e">On the track: '
               f'{_left_text(left)}.</text>'
               f'<text x="10" y="{y + 20}" font-size="13" fill="#3b2f1e">Score: 1 point per pale stone;</text>'
               f'<text x="10" y="{y + 40}" font-size="13" fill="#3b2f1e">n dark stones cost 1 + 2 + … + n points.</text>'
               f'</g></svg>')
    return "".join(out)


def _left_text(left: list) -> str:
    parts = [f"{left.count(PALE)} pale", f"{left.count(DARK)} dark"]
    return ", ".join(parts) + (" and the red stone" if RED in left else "")


def _legend_info(view: dict) -> str:
    return ("Each pale stone is worth 1 point. Dark stones cost more and more: 1 for the first, "
            "2 more for the second, 3 more for the third (1, 3, 6, 10, …).\n"
            "The holder of the red stone gives it back at the end with one dark stone, if they have one.\n"
            "The game ends as soon as the last stone is taken.")


def prompt(view: dict, ui: dict) -> str:
    if view["over"]:
        return "The game is over."
    turn = view["turn"]
    if view["viewer"] == turn:
        prev = view["previous"]
        rule = f" (not the {CARD_NAME[prev['card']]}, unless it is your last card)" if prev else \
            " (the ? may not open the game)"
        return f"Your turn: play a card{rule}."
    return f"{{p{turn}}} is choosing a card."


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
           f'class="editor" style="max-width:{EDITOR_MAX_PX}px" role="img" aria-label="stone layout editor">',
           track(stones, clickable=clickable, geo=EDITOR, editor=True)]
    darks = layout.count(DARK) if isinstance(layout, str) else 0
    out.append(f'<text x="{EDITOR.x}" y="{y}" font-size="14">Dark stones: {darks} of {DARK_COUNT}. '
               f'Start from:</text>')
    for k, preset in enumerate(presets):
        bx = EDITOR.x + (k % 3) * (PRESET_W + PRESET_GAP)
        by = y + 12 + (k // 3) * (PRESET_H + PRESET_GAP)
        label = preset.name.split(" — ")[0].split(" (")[0]
        out.append(f'<g class="button" data-click="preset:{preset.id}"><title>{preset.intent}</title>'
                   f'<rect x="{bx:.1f}" y="{by:.1f}" width="{PRESET_W:.1f}" height="{PRESET_H}" rx="7" '
                   f'fill="#fff" stroke="#8a7a55"/>'
                   f'<text x="{bx + PRESET_W / 2:.1f}" y="{by + PRESET_H / 2 + 5:.1f}" text-anchor="middle" '
                   f'font-size="13">{label}</text></g>')
    out.append("</svg>")
    return {"svg": "".join(out), "problems": problems}


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


RULES_HTML = """
<h3>Yucata' in brief</h3>
<p>Each player has an amulet on the large start space and the same seven cards:
1, 2, 3, 4, 5, the spear and the ?. The track has 40 spaces: the start, four empty spaces,
then one stone on each space up to the centre — 25 pale, 9 dark, and the red stone at the end.</p>
<p><b>Your turn.</b> Play a card and move your amulet. 1–5 move that many spaces. The
<b>spear</b> takes you to the space just in front of the leading amulet (if you lead, one
space on). The <b>?</b> moves exactly as the previous player's card counted (a ? after a spear
is a spear, from where you stand); it may not be the first card of the game. You may not
play the same card as the player before you unless it is your last card. Once you have
played all seven, you take all seven back.</p>
<p><b>Stones.</b> Whenever your amulet reaches or passes stones, you take them — so only the
player who moves into the lead takes stones. No amulet moves past the end.</p>
<p><b>End and scoring.</b> The game ends as soon as the last stone is taken. The holder of
the red stone gives it back with one dark stone (if they have one). Each player scores their
pale stones minus 1 + 2 + … + n for n dark stones (1, 3, 6, 10, …). Highest score wins;
ties are shared.</p>
"""

def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    colours = [PLAYER_COLOURS[p % len(PLAYER_COLOURS)] for p in range(len(view["pos"]))]
    if ui.get("screen") == "phone":
        return {"svg": phone_svg(view, ui), "prompt": prompt(view, ui), "main_title": "Board",
                "panels": [{"title": "Players", "svg": players_panel(view)}],
                "seat_colours": colours}
    return {"svg": svg(view, ui), "prompt": prompt(view, ui), "seat_colours": colours}
