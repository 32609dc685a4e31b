"""Yucata's board as SVG, drawn from a view: the temple track spirals from the large start
space in a corner inward to the red stone at the centre, as the temple's ground plan
suggests; beside it, each player's stones, score and cards; below, the cards of the player
to act with where each would lead. Also the layout editor drawn in the lobby.
Classes and tokens follow the shared vocabulary (see ludoteca.games.yutaka.draw).
"""

from __future__ import annotations

from .data import (CARD_NAME, CARDS, COPY, DARK, DARK_COUNT, END, FIRST_STONE, LAYOUT_BY_ID,
                   LAYOUTS, PALE, RED, SPEAR, STONE_SPACES, layout_problems, layout_string)

COLS, ROWS, CELL, MARGIN = 7, 6, 82, 16
W, H = 1000, 720
PLAYER_COLOURS = ("#e67e22", "#16a085", "#c2185b", "#7d5ba6")
STONE_FILL = {PALE: "#f4ecd6", DARK: "#1f2d5c", RED: "#c0392b"}
GROUND, PATH_EDGE = "#e9dcb8", "#a88f5a"


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


def space_box(space: int) -> tuple[float, float, float, float]:
    """x, y, width, height of a space on the board."""
    if space == 0:
        (c, r) = _CELLS[0]
        return MARGIN + c * CELL + 3, MARGIN + r * CELL + 3, START_CELLS * CELL - 6, CELL - 6
    c, r = _CELLS[space + START_CELLS - 1]
    return MARGIN + c * CELL + 3, MARGIN + r * CELL + 3, CELL - 6, CELL - 6


def space_centre(space: int) -> tuple[float, float]:
    x, y, w, h = space_box(space)
    return x + w / 2, y + h / 2


def _stone(stone: str, cx: float, cy: float, r: float = 15) -> str:
    edge = "#8a7a55" if stone == PALE else "#00000080"
    name = {PALE: "pale stone", DARK: "dark stone", RED: "red stone"}[stone]
    return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r}" fill="{STONE_FILL[stone]}" '
            f'stroke="{edge}" stroke-width="1.5"><title>{name}</title></circle>')


def _amulet(player: int, cx: float, cy: float, last: bool) -> str:
    colour = PLAYER_COLOURS[player]
    cls = ' class="last"' if last else ""
    return (f'<g{cls}><title>{{p{player}}}</title>'
            f'<rect x="{cx - 9:.1f}" y="{cy + 4:.1f}" width="18" height="7" rx="2" fill="{colour}" '
            f'stroke="#fff" stroke-width="1.5"/>'
            f'<circle cx="{cx:.1f}" cy="{cy - 4:.1f}" r="9" fill="{colour}" stroke="#fff" stroke-width="2"/></g>')


def track(stones: list, pos: list[int] | None = None, last: list | None = None,
          clickable: set | None = None, highlight: set | None = None) -> str:
    """The spiral track with its stones (and amulets, when `pos` is given)."""
    out = [f'<rect x="{MARGIN - 8}" y="{MARGIN - 8}" width="{COLS * CELL + 16}" '
           f'height="{ROWS * CELL + 16}" rx="14" fill="#cdbb8c"/>']
    centres = [space_centre(s) for s in range(END + 1)]
    path = " ".join(f"{'M' if i == 0 else 'L'}{x:.0f} {y:.0f}" for i, (x, y) in enumerate(centres))
    out.append(f'<path d="{path}" fill="none" stroke="{PATH_EDGE}" stroke-width="10" '
               f'stroke-linejoin="round" opacity="0.5"/>')
    landing = {m["to"] for m in (last or [])}
    for space in range(END + 1):
        x, y, w, h = space_box(space)
        token = f"space:{space}"
        attrs, classes = "", ["space"]
        if clickable is not None and token in clickable:
            attrs = f' data-click="{token}"'
        if highlight and space in highlight:
            classes.append("legal")
        if space in landing:
            classes.append("last")
        fill = "#f7efd9" if space == END else GROUND
        label = "Start" if space == 0 else ("End" if space == END else str(space))
        out.append(f'<g class="{" ".join(classes)}"{attrs}>'
                   f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="9" '
                   f'fill="{fill}" stroke="{PATH_EDGE}" stroke-width="1.5"/>'
                   f'<text x="{x + 6:.1f}" y="{y + 15:.1f}" font-size="12" fill="#7a6536">{label}</text>')
        if stones[space] is not None:
            out.append(_stone(stones[space], x + w / 2, y + h / 2 + 4))
        out.append("</g>")
    if pos is not None:
        moved = {m["p"] for m in (last or [])}
        crowd: dict[int, list[int]] = {}
        for player, space in enumerate(pos):
            crowd.setdefault(space, []).append(player)
        for space, players in crowd.items():
            cx, cy = space_centre(space)
            for k, player in enumerate(players):   # several amulets share a space side by side
                dx = (k - (len(players) - 1) / 2) * (22 if space else 40)
                out.append(_amulet(player, cx + dx, cy - 2, player in moved))
    return "".join(out)


def _mini_card(card: str, x: float, y: float, in_hand: bool, previous: bool) -> str:
    fill = "#fffaf0" if in_hand else "#d9d2c0"
    stroke = "#ff7a00" if previous else "#8a7a55"
    return (f'<g><title>{CARD_NAME[card]}{"" if in_hand else " (played)"}</title>'
            f'<rect x="{x}" y="{y}" width="26" height="34" rx="4" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{2.5 if previous else 1}" opacity="{1 if in_hand else 0.55}"/>'
            f'<text x="{x + 13}" y="{y + 23}" text-anchor="middle" font-size="15" font-weight="700" '
            f'fill="#3b2f1e">{"↑" if card == SPEAR else card}</text></g>')


def _players_panel(view: dict) -> str:
    x0, out = 620, []
    prev = view["previous"]
    for player, taken in enumerate(view["taken"]):
        y = 24 + player * 112
        turn = player == view["turn"] and not view["over"]
        out.append(f'<rect x="{x0}" y="{y}" width="{W - x0 - 12}" height="104" rx="10" '
                   f'fill="{"#e3f1e8" if turn else "#fffdf7"}" stroke="{"#1d6f42" if turn else "#d9d2c0"}" '
                   f'stroke-width="{2 if turn else 1}"/>'
                   f'{_amulet(player, x0 + 22, y + 26, False)}'
                   f'<text x="{x0 + 40}" y="{y + 28}" font-size="16" font-weight="700">{{p{player}}}'
                   f'{" — to play" if turn else ""}</text>'
                   f'<text x="{W - 24}" y="{y + 28}" text-anchor="end" font-size="16" font-weight="700">'
                   f'{view["scores"][player]} pts</text>')
        sx = x0 + 16
        for stone in (PALE, DARK, RED):
            out.append(_stone(stone, sx + 9, y + 52, 9)
                       + f'<text x="{sx + 22}" y="{y + 57}" font-size="14">×{taken[stone]}</text>')
            sx += 62
        hand = set(view["hands"][player])
        for k, card in enumerate(CARDS):
            is_prev = prev is not None and prev["p"] == player and prev["card"] == card
            out.append(_mini_card(card, x0 + 16 + k * 32, y + 64, card in hand, is_prev))
    return "".join(out)


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
        pv = view["previews"].get(card)
        if pv is None:
            detail = "not first"
        else:
            gains = [f"+{pv['pale']} pale" if pv["pale"] else "",
                     f"+{pv['dark']} dark" if pv["dark"] else "",
                     "+red" if pv["red"] else ""]
            detail = f"→ {pv['to']}" + (" · " + " ".join(g for g in gains if g) if any(gains) else "")
        sub = ""
        if card == COPY and view["previous"]:
            sub = f"copies {CARD_NAME[view['previous']['as']]}"
        out.append(f'<g class="{" ".join(classes)}" data-click="{token}"><title>{CARD_NAME[card]}</title>'
                   f'<rect x="{x}" y="{y}" width="128" height="126" rx="10" fill="#fffaf0" '
                   f'stroke="#8a7a55" stroke-width="1.5"/>'
                   f'<text x="{x + 64}" y="{y + 52}" text-anchor="middle" font-size="40" '
                   f'font-weight="800" fill="#3b2f1e">{"↑" if card == SPEAR else card}</text>'
                   f'<text x="{x + 64}" y="{y + 74}" text-anchor="middle" font-size="13" fill="#555">'
                   f'{sub or ("spear" if card == SPEAR else "")}</text>'
                   f'<text x="{x + 64}" y="{y + 104}" text-anchor="middle" font-size="13" '
                   f'font-weight="700" fill="#1d6f42">{detail}</text></g>')
    return "".join(out)


def svg(view: dict, ui: dict) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" class="board" '
            f'role="img" aria-label="Yucata\' board">'
            f'<rect width="{W}" height="{H}" fill="#f3ead2"/>'
            + track(view["stones"], view["pos"], view["last"])
            + _players_panel(view) + _hand(view, ui) + "</svg>")


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

def layout_editor(layout: str) -> dict:
    """The editor for a custom layout: click a stone to turn it pale or dark; presets below."""
    problems = layout_problems(layout)
    stones = [None] * (END + 1)
    if _well_formed(layout):
        for space, stone in zip(STONE_SPACES, layout):
            stones[space] = stone
    stones[END] = RED
    clickable = {f"space:{s}" for s in STONE_SPACES}
    width = COLS * CELL + 2 * MARGIN
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {ROWS * CELL + 2 * MARGIN + 110}" '
           f'class="editor" role="img" aria-label="stone layout editor">',
           track(stones, clickable=clickable)]
    y = ROWS * CELL + 2 * MARGIN + 14
    darks = layout.count(DARK) if isinstance(layout, str) else 0
    out.append(f'<text x="{MARGIN}" y="{y}" font-size="14">Dark stones: {darks} of {DARK_COUNT}. '
               f'Start from:</text>')
    for k, preset in enumerate(l for l in LAYOUTS if l.darks):
        bx, by = MARGIN + (k % 5) * 116, y + 12 + (k // 5) * 40
        label = preset.name.split(" — ")[0].split(" (")[0]
        out.append(f'<g class="button" data-click="preset:{preset.id}"><title>{preset.intent}</title>'
                   f'<rect x="{bx}" y="{by}" width="108" height="30" rx="6" fill="#fff" stroke="#8a7a55"/>'
                   f'<text x="{bx + 54}" y="{by + 20}" text-anchor="middle" font-size="13">{label}</text></g>')
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
    return {"svg": svg(view, ui), "prompt": prompt(view, ui)}
