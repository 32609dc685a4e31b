"""Yutakâ's board as SVG, drawn from a view (never from the full state), in the spirit of
python-chess's chess/svg.py: plain string building, one function per kind of piece.

The viewer sits at the bottom (a spectator sees player 1 there). Clickable elements carry
`data-click="<token>"` (tokens as in Yutaka.move_path); the shell's generic CSS styles the
classes `legal` (a possible next click), `selected` (the pending click) and `last` (the
latest turn). Player names are written as "{pN}" and filled in by the table.
"""

from __future__ import annotations

from .data import CARDS_PER_SIDE, COLOUR_NAME, DYNAMITE, ISLAND_NAMES, TREASURE_NAME, card_name

W, H = 1000, 830
COL_W = 200
STRIP_W, STRIP_H, STRIP_STEP = 150, 30, 34
OPP_NEAREST_Y = 218          # top of the opponent's card nearest to the island
ISLAND_TOP, ISLAND_H = 258, 196
OWN_NEAREST_Y = 462
HAND_Y = 694
HAND_W, HAND_H = 112, 124

FILL = {"Y": "#e0ac1c", "G": "#2f8f46", "B": "#2d68b8", "R": "#c2352b", "E": "#7b818b",
        DYNAMITE: "#3a2a25"}
SAND, SAND_EDGE, SEA = "#eadcb6", "#b89f6a", "#cfe6ee"

# Our own simple glyphs, drawn in a 24×24 box centred on 0,0.
ICONS = {
    "Y": '<circle cx="0" cy="-6" r="4.5"/><path d="M-6 9 L-4 -1 L4 -1 L6 9 Z"/>'
         '<path d="M-9 1 L-4 -1 M9 1 L4 -1" stroke-width="2.2" stroke="currentColor"/>',
    "G": '<path d="M0 -11 L3 4 L0 6 L-3 4 Z"/><rect x="-6" y="5" width="12" height="2.5"/>'
         '<rect x="-1.5" y="7" width="3" height="5"/>',
    "B": '<path d="M-3 -11 H3 V-8 C9 -5 9 6 4 10 H-4 C-9 6 -9 -5 -3 -8 Z"/>'
         '<path d="M-3 -7 C-9 -7 -9 -1 -6 0 M3 -7 C9 -7 9 -1 6 0" fill="none" '
         'stroke="currentColor" stroke-width="1.8"/>',
    "R": '<path d="M0 -11 L8 -3 L5 10 L-5 10 L-8 -3 Z"/>'
         '<path d="M-8 -3 H8 M0 -11 L-3 -3 L0 10 L3 -3 Z" fill="none" stroke="#00000055"/>',
    "E": '<path d="M-9 -6 C-3 -12 3 -12 9 -6 L7 -5 C3 -9 -3 -9 -7 -5 Z"/>'
         '<rect x="-1.4" y="-9" width="2.8" height="20" rx="1"/>',
    DYNAMITE: '<rect x="-4" y="-5" width="8" height="16" rx="2"/>'
              '<path d="M0 -5 C0 -9 4 -9 5 -12" fill="none" stroke="currentColor" stroke-width="1.6"/>'
              '<path d="M5 -15 L6.5 -12 L9 -12.5 L7 -10.5 L8 -8 L5.5 -9.5 L3 -8 L4 -10.5 L2 -12.5 L4.5 -12 Z" '
              'fill="#ffb020"/>',
}


def _defs() -> str:
    symbols = "".join(
        f'<symbol id="yk-{key}" viewBox="-12 -12 24 24" overflow="visible">'
        f'<g fill="currentColor">{body}</g></symbol>' for key, body in ICONS.items())
    return f"<defs>{symbols}</defs>"


def _icon(key: str, x: float, y: float, size: float, colour: str = "#fff") -> str:
    return (f'<use href="#yk-{key}" x="{x - size / 2:.1f}" y="{y - size / 2:.1f}" '
            f'width="{size}" height="{size}" style="color:{colour}"/>')


def _colour_key(card: str) -> str:
    return DYNAMITE if card == DYNAMITE else card[0]


def _card_strip(card: str, x: float, y: float, classes: str = "") -> str:
    key = _colour_key(card)
    label = "dynamite" if card == DYNAMITE else card[1:]
    cls = f' class="{classes}"' if classes else ""
    return (f'<g{cls}><title>{card_name(card)}</title>'
            f'<rect x="{x}" y="{y}" width="{STRIP_W}" height="{STRIP_H}" rx="5" fill="{FILL[key]}" '
            f'stroke="#00000040"/>'
            f'{_icon(key, x + 18, y + STRIP_H / 2, 20)}'
            f'<text x="{x + STRIP_W - 12}" y="{y + 21}" text-anchor="end" font-size="17" '
            f'font-weight="700" fill="#fff">{label}</text></g>')


def _ghost_slot(x: float, y: float) -> str:
    return (f'<rect class="ghost" x="{x}" y="{y}" width="{STRIP_W}" height="{STRIP_H}" rx="5" '
            f'fill="none" stroke="#1d6f42" stroke-width="2.5" stroke-dasharray="6 4"/>')


def _tile(tile: dict, x: float, y: float, size: float, ui_next: set, last_tiles: set) -> str:
    token = f"tile:{tile['id']}"
    classes = ["tile"]
    if token in ui_next:
        classes.append("legal")
    if tile["id"] in last_tiles:
        classes.append("last")
    if not tile["up"] and not tile["open"]:
        classes.append("covered")
    parts = [f'<g class="{" ".join(classes)}" data-click="{token}">']
    if tile["up"]:
        colour = tile["c"]
        parts.append(f'<title>{COLOUR_NAME[colour]} {TREASURE_NAME[colour]} tile, {tile["v"]} points</title>'
                     f'<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="6" fill="{FILL[colour]}" '
                     f'stroke="#00000055" stroke-width="1.5"/>'
                     f'{_icon(colour, x + size * 0.27, y + size * 0.3, size * 0.34)}'
                     f'<text x="{x + size - 6}" y="{y + size - 8}" text-anchor="end" '
                     f'font-size="{size * 0.42:.0f}" font-weight="800" fill="#fff">{tile["v"]}</text>')
    else:
        known = tile["c"]
        title = f"hidden {COLOUR_NAME[known]} tile" if known else "hidden tile"
        if not tile["open"]:
            title += " (under another tile)"
        edge = FILL[known] if known else SAND_EDGE
        parts.append(f'<title>{title}</title>'
                     f'<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="6" fill="{SAND}" '
                     f'stroke="{edge}" stroke-width="{3 if known else 1.5}"/>'
                     f'<path d="M{x + size / 2} {y + size * 0.22} L{x + size * 0.58} {y + size * 0.5} '
                     f'L{x + size / 2} {y + size * 0.78} L{x + size * 0.42} {y + size * 0.5} Z '
                     f'M{x + size * 0.22} {y + size / 2} L{x + size * 0.5} {y + size * 0.42} '
                     f'L{x + size * 0.78} {y + size / 2} L{x + size * 0.5} {y + size * 0.58} Z" '
                     f'fill="{SAND_EDGE}" opacity="0.55"/>')
        if known:  # the coloured cube of Tactika
            parts.append(f'<rect x="{x + 5}" y="{y + 5}" width="13" height="13" rx="2" '
                         f'fill="{FILL[known]}" stroke="#00000060"/>')
    parts.append("</g>")
    return "".join(parts)


def _island(view: dict, island: int, cx: float, ui_next: set, last_tiles: set) -> str:
    tiles = [t for t in view["tiles"] if t["i"] == island]
    stacks: dict[int, list] = {}
    for tile in tiles:
        stacks.setdefault(tile["s"], []).append(tile)
    n = len(stacks)
    cols = n if n <= 3 else 2
    rows = -(-n // cols)
    tallest = max(len(s) for s in stacks.values())
    gap = 8
    size = min(60.0, (ISLAND_H - 44 - gap * (rows - 1)) / (rows * tallest),
               (COL_W - 36 - gap * (cols - 1)) / cols)
    grid_w = cols * size + (cols - 1) * gap
    grid_h = rows * tallest * size + (rows - 1) * gap
    x0 = cx - grid_w / 2
    y0 = ISLAND_TOP + 30 + (ISLAND_H - 38 - grid_h) / 2
    out = [f'<rect x="{cx - 88}" y="{ISLAND_TOP}" width="176" height="{ISLAND_H}" rx="38" '
           f'fill="#f3e7c4" stroke="{SAND_EDGE}" stroke-width="2"/>',
           f'<text x="{cx}" y="{ISLAND_TOP + 21}" text-anchor="middle" font-size="14" '
           f'font-weight="700" fill="#6b5328">{ISLAND_NAMES[island]}</text>']
    for k, s in enumerate(sorted(stacks)):
        pile = sorted(stacks[s], key=lambda t: -t["l"])   # top of the stack drawn first, above
        sx = x0 + (k % cols) * (size + gap)
        sy = y0 + (k // cols) * (tallest * size + gap)
        if len(pile) > 1:
            out.append(f'<rect x="{sx - 3}" y="{sy - 3}" width="{size + 6}" '
                       f'height="{len(pile) * size + 6}" rx="8" fill="none" stroke="{SAND_EDGE}" '
                       f'stroke-dasharray="3 3"><title>a stack of {len(pile)} tiles</title></rect>')
        for depth, tile in enumerate(pile):
            out.append(_tile(tile, sx + 2, sy + depth * size + 2, size - 4, ui_next, last_tiles))
    return "".join(out)


def _hand(view: dict, me: int, ui: dict) -> str:
    hand = view["hand"]
    out = []
    if hand is None:
        count = view["hand_sizes"][me]
        x0 = W / 2 - (count * 44) / 2
        for k in range(count):
            out.append(f'<rect x="{x0 + k * 44}" y="{HAND_Y + 20}" width="70" height="96" rx="8" '
                       f'fill="#5b4a7a" stroke="#fff" stroke-width="2"/>')
        return "".join(out)
    ui_next, path = set(ui.get("next", ())), list(ui.get("path", ()))
    selected_done = False
    x0 = W / 2 - (len(hand) * (HAND_W + 12) - 12) / 2
    for k, card in enumerate(hand):
        token = f"card:{card}"
        classes = ["card"]
        if token in ui_next:
            classes.append("legal")
        if path and path[0] == token and not selected_done:
            classes.append("selected")
            selected_done = True
        key = _colour_key(card)
        x = x0 + k * (HAND_W + 12)
        y = HAND_Y - (14 if "selected" in classes else 0)
        value = "" if card == DYNAMITE else card[1:]
        out.append(
            f'<g class="{" ".join(classes)}" data-click="{token}"><title>{card_name(card)}</title>'
            f'<rect x="{x}" y="{y}" width="{HAND_W}" height="{HAND_H}" rx="10" fill="{FILL[key]}" '
            f'stroke="#00000050" stroke-width="1.5"/>'
            f'<rect x="{x + 6}" y="{y + 6}" width="{HAND_W - 12}" height="{HAND_H - 12}" rx="7" '
            f'fill="none" stroke="#ffffff70"/>'
            f'{_icon(key, x + HAND_W / 2, y + 50, 46)}'
            f'<text x="{x + 14}" y="{y + 30}" font-size="24" font-weight="800" fill="#fff">{value}</text>'
            f'<text x="{x + HAND_W / 2}" y="{y + HAND_H - 16}" text-anchor="middle" font-size="12" '
            f'fill="#fff">{"dynamite" if card == DYNAMITE else TREASURE_NAME[card[0]]}</text></g>')
    return "".join(out)


def _player_band(view: dict, player: int, y: float, you: bool) -> str:
    name = f"{{p{player}}}" + (" (you)" if you else "")
    hand = view["hand_sizes"][player]
    deck = view["deck_sizes"][player]
    points = view["standing"][player]
    turn = player in view["to_act"]
    marker = (f'<circle cx="28" cy="{y - 5}" r="7" fill="#1d6f42"><title>to act</title></circle>'
              if turn else "")
    return (f'{marker}<text x="42" y="{y}" font-size="17" font-weight="700" fill="#2b2b2b">{name}</text>'
            f'<text x="42" y="{y + 20}" font-size="13" fill="#555">hand {hand} · deck {deck} · '
            f'{points} pts from revealed tiles</text>')


def svg(view: dict, ui: dict) -> str:
    viewer = view["viewer"]
    me = 0 if viewer is None else viewer
    opp = 1 - me
    ui_next = set(ui.get("next", ()))
    path = list(ui.get("path", ()))
    last_tiles = {m["tile"] for m in view["last"] if "tile" in m}
    last_cards = {(m["island"], m["side"], m["index"]) for m in view["last"] if "island" in m}
    selected = path[0][5:] if path and path[0].startswith("card:") else None

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" class="board" '
           f'role="img" aria-label="Yutakâ board">', _defs(),
           f'<rect width="{W}" height="{H}" fill="{SEA}"/>',
           _player_band(view, opp, 34, False)]
    # opponent's hand as card backs, top right
    for k in range(view["hand_sizes"][opp]):
        out.append(f'<rect x="{W - 60 - k * 30}" y="12" width="40" height="54" rx="5" '
                   f'fill="#5b4a7a" stroke="#fff" stroke-width="1.5"/>')
    removed = view["removed"]
    if isinstance(removed, list):
        out.append(f'<text x="{W / 2 - 120}" y="30" font-size="13" fill="#333">Out of play:</text>')
        for k, t in enumerate(removed):
            out.append(_tile({"id": -1, "up": True, "open": False, "c": t["c"], "v": t["v"]},
                             W / 2 - 40 + k * 42, 8, 38, set(), set()))

    for island in range(len(view["sides"])):
        cx = COL_W / 2 + island * COL_W
        token = f"island:{island}"
        classes = ["column"] + (["legal"] if token in ui_next else [])
        out.append(f'<g class="{" ".join(classes)}" data-click="{token}">'
                   f'<rect class="hit" x="{cx - COL_W / 2 + 4}" y="80" width="{COL_W - 8}" '
                   f'height="560" rx="12" fill="#ffffff" fill-opacity="0.12"/>')
        for side, direction, nearest in ((opp, -1, OPP_NEAREST_Y), (me, 1, OWN_NEAREST_Y)):
            column = view["sides"][island][side]
            for k, card in enumerate(column):
                y = nearest + direction * k * STRIP_STEP
                cls = "last" if (island, side, k) in last_cards else ""
                out.append(_card_strip(card, cx - STRIP_W / 2, y, cls))
            if selected and token in ui_next:
                target = opp if selected == DYNAMITE else me
                if side == target and len(column) < CARDS_PER_SIDE:
                    out.append(_ghost_slot(cx - STRIP_W / 2, nearest + direction * len(column) * STRIP_STEP))
        out.append(_island(view, island, cx, ui_next, last_tiles))
        out.append("</g>")

    out.append(_player_band(view, me, HAND_Y - 34, viewer is not None))
    out.append(_hand(view, me, ui))
    out.append("</svg>")
    return "".join(out)


def prompt(view: dict, ui: dict) -> str:
    viewer, phase = view["viewer"], view["phase"]
    if view["over"]:
        return "The game is over."
    actor = view["to_act"][0]
    mine = viewer == actor
    if phase == "opening":
        done = 4 - view["opening_left"] + 1
        return (f"Opening reveal {done} of 4: reveal any treasure tile." if mine
                else f"{{p{actor}}} makes opening reveal {done} of 4.")
    if phase == "reveal":
        why = ("after playing equipment" if view["reveal_cause"] == "equipment"
               else "because of dynamite")
        return (f"Reveal a treasure tile of your choice ({why})." if mine
                else f"{{p{actor}}} reveals a tile {why}.")
    if not mine:
        return f"{{p{actor}}} is playing a card."
    path = list(ui.get("path", ()))
    if path:
        card = path[0][5:]
        where = "an opponent's side" if card == DYNAMITE else "your side of an island"
        return f"Play your {card_name(card)} to {where} (click a highlighted island)."
    return "Your turn: choose a card from your hand."


RULES_HTML = """
<h3>Yutakâ in brief</h3>
<p>Two explorers compete for the treasure of five islands. Each island holds four hidden
treasure tiles; five more tiles are out of play, unseen. There are five colours of
treasure, 30 points each: yellow idols (15, 10, 5), green daggers (12, 8, 6, 4), blue
amphoras (10, 8, 6, 4, 2), red crystals (9, 8, 6, 4, 2, 1) and grey equipment
(8, 7, 5, 4, 3, 2, 1).</p>
<p><b>Cards.</b> Each player has 24 cards: values 1–4 in each of the five colours and
four dynamite. You hold six and draw back up to six after each card, while your deck lasts.</p>
<p><b>Opening.</b> Players take turns revealing four tiles: player 1, player 2, player 1, player 2.
Then player 1 plays first.</p>
<p><b>Your turn.</b> Play one card to an island. Coloured and equipment cards go on your
side, dynamite on your opponent's side; a side holds at most five cards per island.
After equipment you reveal any hidden tile; after your dynamite your opponent reveals one.
The game ends the moment the last tile is revealed.</p>
<p><b>Scoring</b>, for each island and colour: you take that colour's tiles if you have at
least one card of the colour there and the higher sum of that colour. Grey tiles: if only
one player has equipment there, that player takes them; if both do, the higher sum of
<i>all</i> cards on the island side wins (dynamite counts 0). Ties discard the tiles.
Most points wins; a tie goes to the player with more grey-tile points, then is shared.</p>
<p><b>Modes.</b> Mysteria: tiles are anonymous until revealed. Tactika: every tile's colour
is known, its value hidden. Mixed: the colours chosen at setup are known. Stacked
archipelagos: only a tile with no hidden tile on top can be revealed.</p>
"""


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    return {"svg": svg(view, ui), "prompt": prompt(view, ui)}
