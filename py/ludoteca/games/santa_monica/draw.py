"""Santa Monica's table as SVG, drawn from a view (never the state), in the spirit of
python-chess's chess/svg.py: plain string building, one function per kind of thing.

Top: the sand dollar actions, the display (back row above the front row, the food truck and
the foodie under their columns) and the objective tile. Middle: the player's own city, large,
with the turn in progress applied (turn.Turn replays the pending clicks: the preview is what
"ok" would commit) and buttons for the turn's choices. Below: every other city, small. Every
card carries its full text as a tooltip; a ring that can be filled shows a check.
Clickable elements carry the tokens of turn.py; player names are "{pN}".
"""

from __future__ import annotations

from html import escape

from . import scoring as SC
from .content import (CARDS, DOLLAR_BY_ID, OBJECTIVE_BY_ID, PERSON_NAME, START_TILES, TAG_NAME,
                      DollarAction)
from .rules import bonus_text
from .turn import LUCK, NO_SWAP, OK, Refused, Turn, action_text

W = 1000
PLAYER_COLOURS = ("#2d68b8", "#c2352b", "#7d5ba6", "#16a085")   # as the log markers (app.css)
TAG_COLOUR = {"L": "#8d5524", "T": "#e67e22", "S": "#8e44ad", "P": "#c0392b", "N": "#2e7d32",
              "W": "#1e88e5"}
PERSON_COLOUR = {"L": "#00897b", "T": "#f57c00", "V": "#fbc02d"}
INK, SAND, STREET, OCEAN, ROAD = "#3b2f1e", "#fbf0d2", "#ebe7df", "#5fa8d3", "#8a8a8a"
BG, ACCENT = "#f3ead3", "#1d6f42"
DISPLAY_X, DISPLAY_Y, DCARD_W, DCARD_H, DGAP = 200, 34, 140, 84, 8
CITY_Y = 360
LUCK_ORDER = tuple(f"luck:{c}" for c in LUCK)
CONTROLS_X, CONTROLS_Y = 340, 262


# ---------------- words ----------------

def action_short(a: tuple) -> str:
    if a[0] == "$":
        return f"+{a[1]}$"
    if a[0] == "+":
        return f"+{a[2]}{a[1]}"
    who = "any" if a[1] == "*" else a[1]
    return f"move {a[2]}{who}·{a[3]}"


def action_words(a: tuple) -> str:
    if a[0] == "$":
        return f"gain {a[1]} sand dollar{'s' if a[1] > 1 else ''}"
    if a[0] == "+":
        return f"add {a[2]} {PERSON_NAME[a[1]]}{'s' if a[2] > 1 else ''} here (mandatory)"
    who = "people of any kind, VIPs too" if a[1] == "*" else PERSON_NAME[a[1]] + "s"
    return f"move up to {a[2]} {who} up to {a[3]} step{'s' if a[3] > 1 else ''} each (optional)"


def scoring_short(s: tuple) -> str:
    kind = s[0]
    if kind == "adj":
        return f"next to {s[1]}: {s[2]}"
    if kind == "chain":
        return f"chain {s[2]}{s[1]}: {s[3]}{' each' if s[4] else ''}"
    if kind == "bank":
        return f"{s[1]}$ → {s[2]}"
    if kind == "ring":
        if s[1] == "any":
            return f"ring 1+ any: {s[3]}"
        return f"ring {s[2]}{'any' if s[1] == '*' else s[1]}: {s[3]}"
    if kind == "row":
        return f"row {s[1]}: {s[2]} each"
    if kind == "quiet":
        return f"empty: {s[1]}"
    if kind == "mixed":
        return f"{s[1]} per tag near"
    return f"{s[1]} per T here"


def card_text(card_id: int) -> str:
    c = CARDS[card_id]
    row = "Beach card (top row)" if c.row == "B" else "Street card (bottom row)"
    tags = ", ".join(TAG_NAME[t] for t in c.tags)
    actions = "; ".join(action_words(a) for a in c.actions) or "none"
    return (f"{c.name} — {row}. Tags: {tags}. Placement: {actions}. "
            f"Scores: {SC.describe_scoring(c.scoring)}.")


def tile_text(tile_id: int) -> str:
    t = START_TILES[tile_id]
    likes = " or ".join(TAG_NAME[x] for x in t.likes)
    return (f"{t.name} — starting tile (two spaces). Street tags: "
            f"{', '.join(TAG_NAME[x] for x in t.street_tags)}. {t.vips} VIP{'s' if t.vips > 1 else ''}. "
            f"Bonus: {bonus_text(t.bonus)}. Footprints: on cards with {likes}, "
            f"{t.points} point{'s' if t.points > 1 else ''} per matching tag.")


def dollar_text(a: DollarAction) -> str:
    return f"{a.cost}$: {a.text}"


# ---------------- pieces ----------------

def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _clip(text: str, width: float, size: float) -> str:
    most = max(3, int(width / (size * 0.56)))
    return text if len(text) <= most else text[:most - 1] + "…"


def _wrap(text: str, most: int) -> list[str]:
    """Words into lines of at most about `most` characters (SVG text does not wrap)."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > most:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + [line]


def _tags(tags, x, y, r) -> str:
    out = []
    for i, t in enumerate(tags):
        cx = x + r + i * (2 * r + 3)
        out.append(f'<circle cx="{cx:.1f}" cy="{y:.1f}" r="{r}" fill="{TAG_COLOUR[t]}"/>'
                   f'<text x="{cx:.1f}" y="{y + r * .42:.1f}" font-size="{r * 1.15:.1f}" font-weight="700" '
                   f'fill="#fff" text-anchor="middle">{t}</text>')
    return "".join(out)


def _person(p: dict, cx, cy, r, token=None, classes="") -> str:
    fill = PERSON_COLOUR[p["kind"]]
    click = f' data-click="{token}"' if token else ""
    cls = f' class="person{" legal" if token else ""} {classes}"' if token or classes else ""
    if not token:       # a person who cannot be clicked never hides the card under it
        cls += ' pointer-events="none"'
    ring = ""
    if "selected" in classes:
        ring = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r + 4}" fill="none" stroke="#ffd23f" stroke-width="3"/>'
    elif token:
        ring = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r + 3}" fill="none" stroke="{ACCENT}" stroke-width="2.5"/>'
    elif "moved" in classes:
        ring = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r + 3}" fill="none" stroke="#ff7a00" stroke-width="2"/>'
    return (f'<g{cls}{click}><title>{PERSON_NAME[p["kind"]]}</title>{ring}'
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r}" fill="{fill}" stroke="#fff" stroke-width="1.2"/>'
            f'<text x="{cx:.1f}" y="{cy + r * .4:.1f}" font-size="{r * 1.1:.1f}" font-weight="700" '
            f'text-anchor="middle" fill="{"#3b2f1e" if p["kind"] == "V" else "#fff"}">{p["kind"]}</text></g>')


def _card_face(card_id: int, x, y, w, h, *, compact=False, ring=None) -> str:
    """A feature card's face: sea or road band, name, tags, placement actions, scoring."""
    c = CARDS[card_id]
    beach = c.row == "B"
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="6" '
           f'fill="{SAND if beach else STREET}" stroke="#b9a77c" stroke-width="1.2"/>']
    band_y = y if beach else y + h - 7
    out.append(f'<rect x="{x + 1:.1f}" y="{band_y + (1 if beach else 0):.1f}" width="{w - 2:.1f}" height="6" '
               f'rx="3" fill="{OCEAN if beach else ROAD}"/>')
    if compact:
        out.append(_tags(c.tags, x + 4, y + 16, 6))
        return "".join(out)
    size = 11 if w >= 100 else 9.5
    out.append(f'<text x="{x + 5:.1f}" y="{y + 19:.1f}" font-size="{size}" font-weight="700" fill="{INK}">'
               f'{escape(_clip(c.name, w - 8, size))}</text>')
    out.append(_tags(c.tags, x + 5, y + 32, 7))
    acts = " ".join(action_short(a) for a in c.actions)
    if acts:
        out.append(f'<text x="{x + w - 5:.1f}" y="{y + 36:.1f}" font-size="{size - 1}" text-anchor="end" '
                   f'fill="#1f5f8b" font-weight="600">{escape(_clip(acts, w - 40, size - 1))}</text>')
    score = scoring_short(c.scoring)
    check = ""
    if ring is not None and ring["filled"]:
        check = " ✓"
    colour = ACCENT if check else "#7a4b00"
    out.append(f'<text x="{x + 5:.1f}" y="{y + 51:.1f}" font-size="{size - 1}" fill="{colour}" '
               f'font-weight="600">{escape(_clip(score, w - 10, size - 1))}{check}</text>')
    return "".join(out)


def _button(x, y, w, h, label, token=None, classes="legal", title="", size=12) -> str:
    click = f' data-click="{token}"' if token else ""
    tip = f"<title>{escape(title)}</title>" if title else ""
    fill = "#fffdf6" if token else "#eee6d0"
    return (f'<g class="button {classes if token else ""}"{click}>{tip}<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" '
            f'height="{h}" rx="7" fill="{fill}" stroke="#b9a77c" stroke-width="1.2"/>'
            f'<text x="{x + w / 2:.1f}" y="{y + h / 2 + size * .36:.1f}" font-size="{size}" text-anchor="middle" '
            f'fill="{INK}">{escape(_clip(label, w - 8, size))}</text></g>')


# ---------------- the display ----------------

def _display(view: dict, turn: Turn | None, nxt: set) -> str:
    display = turn.display if turn else view["display"]
    markers = turn.markers if turn else view["markers"]
    out = [f'<text x="{DISPLAY_X}" y="{DISPLAY_Y - 10}" font-size="13" font-weight="700" fill="{INK}">'
           f'Display — back row, then front row · deck: {view["deck_count"]}</text>']
    for r, row in enumerate(("back", "front")):
        y = DISPLAY_Y + r * (DCARD_H + DGAP)
        for col in range(4):
            x = DISPLAY_X + col * (DCARD_W + DGAP)
            card = display[row][col]
            token = f"c:{row[0]}{col}"
            if card is None:
                out.append(f'<rect x="{x}" y="{y}" width="{DCARD_W}" height="{DCARD_H}" rx="6" fill="none" '
                           f'stroke="#c9b98f" stroke-dasharray="4 3"/>')
                continue
            cls = "card legal" if token in nxt else "card covered" if row == "back" else "card"
            click = f' data-click="{token}"' if token in nxt else ""
            out.append(f'<g class="{cls}"{click}><title>{escape(card_text(card))}</title>'
                       + _card_face(card, x, y, DCARD_W, DCARD_H) + "</g>")
    # the food truck and the foodie under their columns
    y = DISPLAY_Y + 2 * (DCARD_H + DGAP) + 2
    for col in range(4):
        x = DISPLAY_X + col * (DCARD_W + DGAP)
        token = f"truck:{col}"
        if token in nxt:
            out.append(_button(x + 10, y, DCARD_W - 20, 26, "Food truck here", token,
                               title="The foodie starts two columns to the right (wrapping)"))
            continue
        here = []
        if markers["truck"] == col:
            here.append(("food truck: +1 $", "#b23a48"))
        if markers["foodie"] == col:
            here.append(("foodie: move 1", "#6a4c93"))
        if len(here) == 2:
            here = [("lucky day: both!", "#b8860b")]
        for i, (label, colour) in enumerate(here):
            out.append(f'<rect x="{x + 6}" y="{y + i * 22}" width="{DCARD_W - 12}" height="20" rx="10" fill="{colour}"/>'
                       f'<text x="{x + DCARD_W / 2}" y="{y + 14 + i * 22}" font-size="11.5" text-anchor="middle" '
                       f'fill="#fff" font-weight="600">{label}</text>')
    return "".join(out)


def _sidebars(view: dict, nxt: set, dollars: int | None) -> str:
    out = [f'<text x="14" y="{DISPLAY_Y - 10}" font-size="13" font-weight="700" fill="{INK}">Sand dollar actions</text>']
    for i, a in enumerate(view["dollar_actions"]):
        action = DOLLAR_BY_ID[a]
        token = f"d:{a}"
        y = DISPLAY_Y + i * 72
        cls = "legal" if token in nxt else ""
        click = f' data-click="{token}"' if token in nxt else ""
        out.append(f'<g class="button {cls}"{click}><title>{escape(dollar_text(action))}</title>'
                   f'<rect x="12" y="{y}" width="176" height="64" rx="8" fill="#fff8e6" stroke="#b9a77c"/>'
                   f'<text x="22" y="{y + 20}" font-size="13" font-weight="700" fill="#8a6d00">{action.cost} $ · '
                   f'{escape(action.id)}</text>')
        for j, text in enumerate(_wrap(action.text, 27)[:2]):
            out.append(f'<text x="22" y="{y + 37 + j * 14}" font-size="11" fill="{INK}">{escape(text)}</text>')
        out.append("</g>")
    if dollars is not None:
        out.append(f'<text x="14" y="{DISPLAY_Y + 160}" font-size="12.5" fill="{INK}">You have '
                   f'<tspan font-weight="700">{dollars} $</tspan></text>')
    objective = OBJECTIVE_BY_ID[view["objective"]]
    x = DISPLAY_X + 4 * (DCARD_W + DGAP) + 4
    out.append(f'<rect x="{x}" y="{DISPLAY_Y}" width="{W - x - 10}" height="{2 * DCARD_H + DGAP}" rx="8" '
               f'fill="#e8f1f8" stroke="#8fb3cf"/>'
               f'<text x="{x + 10}" y="{DISPLAY_Y + 20}" font-size="13" font-weight="700" fill="#1f4e79">'
               f'Objective: {objective.name}</text>')
    for i, text in enumerate(objective.text):
        for j, part in enumerate(_wrap(text, 22)[:3]):
            out.append(f'<text x="{x + 10}" y="{DISPLAY_Y + 40 + i * 44 + j * 13}" font-size="11" fill="{INK}">'
                       f'{escape(part)}</text>')
    supply = view["supply"]
    out.append(f'<text x="{x}" y="{DISPLAY_Y + 2 * DCARD_H + DGAP + 20}" font-size="11.5" fill="{INK}">'
               f'Supply: {supply["L"]} L · {supply["T"]} T · {supply["footprints"]} footprints</text>')
    return "".join(out)


# ---------------- cities ----------------

def _city(view: dict, p: int, city: dict, x0, y0, width, *, big: bool, nxt=frozenset(),
          turn: Turn | None = None, last=None) -> str:
    """One city: two rows of cards around the starting tile; clickable spots, cards, people."""
    if city["start"] is None:
        return (f'<text x="{x0}" y="{y0 + 30}" font-size="13" fill="#7a6a48">No starting tile yet.</text>')
    here = SC.spaces(city)
    spots = [t[2:] for t in nxt if t.startswith(("s:", "t:"))]
    cols = [SC.unkey(k)[0] for k in list(here) + spots]
    cols += [c + d for c in cols for d in (-1, 1)] if big and turn and turn.stage == "place" else []
    lo, hi = min(cols), max(cols)
    n = hi - lo + 1
    cw = min(118 if big else 46, width / n)
    ch = cw * (1.12 if big else 1.0)
    ox = x0 + (width - n * cw) / 2
    rings = SC.ring_assignment(city, view["objective"])
    placed = set(last["placed"]) if last else set()
    moved = set(last["moved"]) if last else set()
    pending_person = turn.person if turn else None

    def at(k):
        col, row = SC.unkey(k)
        return ox + (col - lo) * cw, y0 + row * ch

    out = []
    # placement spots
    for token in sorted(t for t in nxt if t.startswith("s:")):
        x, y = at(token[2:])
        out.append(f'<g class="spot legal" data-click="{token}"><title>Place the card here</title>'
                   f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{cw - 4:.1f}" height="{ch - 4:.1f}" rx="6" '
                   f'fill="#1d6f42" fill-opacity=".12" stroke="{ACCENT}" stroke-width="2" stroke-dasharray="6 4"/>'
                   f'<text x="{x + cw / 2:.1f}" y="{y + ch / 2 + 5:.1f}" font-size="{14 if big else 10}" '
                   f'text-anchor="middle" fill="{ACCENT}">+</text></g>')
    # the starting tile (two spaces tall)
    sx, sy = at(SC.key(city["start_col"], 0))
    tile = START_TILES[city["start"]]
    out.append(f'<g class="start"><title>{escape(tile_text(city["start"]))}</title>'
               f'<rect x="{sx + 1:.1f}" y="{sy + 1:.1f}" width="{cw - 2:.1f}" height="{2 * ch - 2:.1f}" rx="8" '
               f'fill="#fff3c4" stroke="#c9a227" stroke-width="2"/>'
               f'<rect x="{sx + 2:.1f}" y="{sy + 2:.1f}" width="{cw - 4:.1f}" height="6" rx="3" fill="{OCEAN}"/>')
    if big:
        out.append(f'<text x="{sx + 6:.1f}" y="{sy + 22:.1f}" font-size="10.5" font-weight="700" fill="{INK}">'
                   f'{escape(_clip(tile.name, cw - 10, 10.5))}</text>'
                   f'<text x="{sx + 6:.1f}" y="{sy + 38:.1f}" font-size="9.5" fill="#7a4b00">VIP likes '
                   f'{"/".join(tile.likes)}: {tile.points} each</text>')
    out.append(_tags(tile.street_tags, sx + 5, sy + ch + (14 if big else 10), 7 if big else 5) + "</g>")
    for row in (0, 1):          # each half of the starting tile is a space people walk to
        token = f"t:{SC.key(city['start_col'], row)}"
        if token in nxt:
            out.append(f'<g class="spot legal" data-click="{token}"><title>Walk here</title>'
                       f'<rect x="{sx + 3:.1f}" y="{sy + row * ch + 3:.1f}" width="{cw - 6:.1f}" '
                       f'height="{ch - 6:.1f}" rx="6" fill="#1d6f42" fill-opacity=".10" stroke="{ACCENT}" '
                       f'stroke-width="2.5"/></g>')
    # feature cards
    for k, card in city["cards"].items():
        x, y = at(k)
        token = f"w:{k}" if f"w:{k}" in nxt else f"t:{k}" if f"t:{k}" in nxt else None
        classes = ["card"]
        if token:
            classes.append("legal")
        if turn and turn.swap_from == k:
            classes.append("selected")
        if not token and (k in placed or (turn and k in turn.placed)):
            classes.append("last")          # (a legal target shows as legal, not as last)
        click = f' data-click="{token}"' if token else ""
        out.append(f'<g class="{" ".join(classes)}"{click}><title>{escape(card_text(card))}</title>'
                   + _card_face(card, x + 1, y + 1, cw - 2, ch - 2, compact=not big, ring=rings.get(k)))
        if k in city["footprints"]:
            fx, fy = x + cw - (16 if big else 9), y + (24 if big else 12)
            out.append(f'<g><title>footprint</title><ellipse cx="{fx:.1f}" cy="{fy:.1f}" rx="{4 if big else 2.5}" '
                       f'ry="{6 if big else 4}" fill="#6d4c41"/><ellipse cx="{fx + (7 if big else 4):.1f}" '
                       f'cy="{fy + 3:.1f}" rx="{4 if big else 2.5}" ry="{6 if big else 4}" fill="#6d4c41"/></g>')
        out.append("</g>")
    # people
    by_space: dict[str, list] = {}
    for person in city["people"]:
        by_space.setdefault(person["at"], []).append(person)
    for k, people in by_space.items():
        x, y = at(k)
        r = 8 if big else 4.5
        per_row = max(1, int((cw - 8) // (2 * r + 3)))
        base_y = y + ch - (22 if big else 9) - (0 if big or SC.unkey(k)[1] else 0)
        for i, person in enumerate(sorted(people, key=lambda q: ("VTL".index(q["kind"]), q["id"]))):
            cx = x + 4 + r + (i % per_row) * (2 * r + 3)
            cy = base_y - (i // per_row) * (2 * r + 3)
            token = f"m:{person['id']}" if f"m:{person['id']}" in nxt else \
                f"r:{person['id']}" if f"r:{person['id']}" in nxt else None
            classes = "selected" if person["id"] == pending_person else \
                "moved" if person["id"] in moved or (turn and person["id"] in turn.moved) else ""
            out.append(_person(person, cx, cy, r, token, classes))
    # a ring summary under a big city
    if big:
        ringed = sum(len(r["ringed"]) for r in rings.values())
        out.append(f'<text x="{x0}" y="{y0 + 2 * ch + 16:.1f}" font-size="11.5" fill="#6b5a33">'
                   f'{city["dollars"]} $ · {len(city["cards"])}/14 cards · {len(city["people"])} people, '
                   f'{ringed} of them in rings (best placement, ✓ = ring can be filled)</text>')
    return "".join(out)


def _turn_controls(turn: Turn, nxt: set, y: float) -> str:
    """Buttons for the choices that are not on the board: which card to place, swaps, lucky
    day, which move action is in use, confirm."""
    out, x = [], CONTROLS_X
    for token in sorted(t for t in nxt if t.startswith("h:")):
        card = int(token[2:])
        out.append(f'<g class="card legal" data-click="{token}"><title>Place this card first: '
                   f'{escape(card_text(card))}</title>' + _card_face(card, x, y, 120, 70) + "</g>")
        x += 128
    if turn.stage == "place":
        card = turn._to_place()
        out.append(f'<g class="card selected"><title>{escape(card_text(card))}</title>'
                   + _card_face(card, x, y, 120, 70) + "</g>")
        out.append(f'<text x="{x + 130}" y="{y + 30}" font-size="12.5" fill="{INK}">to place: click a '
                   f'green space</text><text x="{x + 130}" y="{y + 46}" font-size="12.5" fill="{INK}">in your '
                   f'{"beach (top)" if CARDS[card].row == "B" else "street (bottom)"} row</text>')
    if NO_SWAP in nxt:
        out.append(_button(x, y + 20, 110, 32, "No swap", NO_SWAP))
        x += 120
    for i, token in enumerate(t for t in LUCK_ORDER if t in nxt):
        out.append(_button(x + (i % 2) * 236, y + (i // 2) * 38, 228, 32, LUCK[token[5:]], token,
                           title="Lucky day", size=11.5))
    for i, action in enumerate(turn.actions if turn.stage == "act" else ()):
        left = action["count"] - len(action["moved"])
        token = f"a:{i}"
        label = f"{action_text(action)} — {left} left" if action["kind"] != "final" else \
            f"Final movement — {left} to move"
        cls = "selected" if i == turn.current else "legal" if token in nxt else ""
        click = f' data-click="{token}"' if token in nxt else ""
        out.append(f'<g class="button {cls}"{click}><title>{escape(label)}</title>'
                   f'<rect x="{x}" y="{y}" width="440" height="24" rx="6" fill="{"#fff6c8" if i == turn.current else "#fffdf6"}" '
                   f'stroke="#b9a77c"/><text x="{x + 8}" y="{y + 16}" font-size="11" fill="{INK}">'
                   f'{escape(_clip(label, 425, 11))}</text></g>')
        y += 28
    if OK in nxt:
        out.append(_button(W - 180, CITY_Y - 52, 160, 38, "Confirm turn" if turn.stage != "choose" else "Pass",
                           OK, size=14))
    return "".join(out)


def _tiles_on_offer(view: dict, nxt: set, y: float) -> str:
    out = [f'<text x="14" y="{y}" font-size="14" font-weight="700" fill="{INK}">Starting tiles on offer</text>']
    for i, t in enumerate(view["tiles_offered"]):
        x = 14 + i * 240
        token = f"tile:{t}"
        cls = "tile legal" if token in nxt else "tile"
        click = f' data-click="{token}"' if token in nxt else ""
        tile = START_TILES[t]
        out.append(f'<g class="{cls}"{click}><title>{escape(tile_text(t))}</title>'
                   f'<rect x="{x}" y="{y + 10}" width="228" height="110" rx="8" fill="#fff3c4" stroke="#c9a227"/>'
                   f'<text x="{x + 10}" y="{y + 32}" font-size="14" font-weight="700" fill="{INK}">{escape(tile.name)}</text>'
                   f'<text x="{x + 10}" y="{y + 52}" font-size="11.5" fill="{INK}">{tile.vips} VIP{"s" if tile.vips > 1 else ""}'
                   f' · bonus: {escape(bonus_text(tile.bonus))}</text>'
                   f'<text x="{x + 10}" y="{y + 70}" font-size="11.5" fill="{INK}">VIP likes '
                   f'{escape(" / ".join(TAG_NAME[x_] for x_ in tile.likes))}</text>'
                   f'<text x="{x + 10}" y="{y + 86}" font-size="11.5" fill="{INK}">{tile.points} point'
                   f'{"s" if tile.points > 1 else ""} per matching tag · street tags:</text>'
                   + _tags(tile.street_tags, x + 10, y + 104, 7) + "</g>")
    return "".join(out)


# ---------------- the whole table ----------------

def _turn_in_progress(view: dict, ui: dict) -> Turn | None:
    me = view["viewer"]
    if me is None or me not in view["to_act"] or view["phase"] not in ("turn", "final"):
        return None
    turn = Turn(view, me, final=view["phase"] == "final")
    try:
        for token in ui.get("path", []):
            turn.feed(token)
    except Refused:
        pass
    return turn


def svg(view: dict, ui: dict) -> str:
    me = view["viewer"]
    n = len(view["cities"])
    shown = me if me is not None else view["current"] if not view["over"] else 0
    nxt = set(ui.get("next", []))
    turn = _turn_in_progress(view, ui)
    others = [p for p in range(n) if p != shown]
    other_h = 150
    height = CITY_Y + 310 + other_h * ((len(others) + 1) // 2)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {height}" role="img" '
           f'aria-label="Santa Monica table" font-family="system-ui, sans-serif">',
           f'<rect width="{W}" height="{height}" fill="{BG}"/>']
    own_city = turn.city if turn else view["cities"][shown]
    out.append(_sidebars(view, nxt, own_city["dollars"] if me is not None else None))
    out.append(_display(view, turn, nxt))
    scores = [sum(SC.scorepad(c, view["objective"]).values()) if c["start"] is not None else 0
              for c in view["cities"]]
    if view["phase"] == "tile":
        out.append(_tiles_on_offer(view, nxt, CONTROLS_Y + 10))
    elif turn:
        out.append(_turn_controls(turn, nxt, CONTROLS_Y))
    colour = PLAYER_COLOURS[shown % 4]
    whose = "Your city" if shown == me else f"{{p{shown}}}'s city"
    if view["phase"] != "tile" or own_city["start"] is not None:
        y = CITY_Y + (100 if view["phase"] == "tile" else 0)
        points = sum(SC.scorepad(own_city, view["objective"]).values()) if own_city["start"] is not None else 0
        out.append(f'<text x="14" y="{y - 8}" font-size="15" font-weight="700" fill="{colour}">{whose} — '
                   f'{_plural(points, "point")} if it ended now</text>')
        out.append(_city(view, shown, own_city, 14, y, W - 28, big=True, nxt=nxt, turn=turn,
                         last=view["last"][shown]))
    for i, p in enumerate(others):
        x = 14 + (i % 2) * 492
        y = CITY_Y + 310 + (i // 2) * other_h
        mark = " ▶ to play" if p in view["to_act"] else ""
        out.append(f'<text x="{x}" y="{y - 6}" font-size="12.5" font-weight="700" fill="{PLAYER_COLOURS[p % 4]}">'
                   f'{{p{p}}} — {_plural(scores[p], "point")}, {view["cities"][p]["dollars"]} $, '
                   f'{_plural(len(view["cities"][p]["cards"]), "card")}{mark}</text>')
        out.append(_city(view, p, view["cities"][p], x, y, 470, big=False, last=view["last"][p]))
    out.append(_legend(height - 14))
    out.append("</svg>")
    return "".join(out)


def _legend(y) -> str:
    out = [f'<text x="14" y="{y}" font-size="11" fill="#6b5a33">Tags:</text>']
    x = 50
    for t, name in TAG_NAME.items():
        out.append(_tags((t,), x, y - 4, 6) + f'<text x="{x + 15}" y="{y}" font-size="11" fill="#6b5a33">{name}</text>')
        x += 24 + len(name) * 6.4
    out.append(f'<text x="{x + 10}" y="{y}" font-size="11" fill="#6b5a33">People:</text>')
    x += 60
    for kind in ("L", "T", "V"):
        out.append(_person({"kind": kind}, x, y - 4, 6) +
                   f'<text x="{x + 10}" y="{y}" font-size="11" fill="#6b5a33">{PERSON_NAME[kind]}</text>')
        x += 20 + len(PERSON_NAME[kind]) * 6
    return "".join(out)


def prompt(view: dict, ui: dict) -> str:
    me = view["viewer"]
    if view["over"]:
        return "The game is over: see the scorepad."
    current = view["current"]
    if me is None or me not in view["to_act"]:
        return f"Waiting for {{p{current}}}."
    phase = view["phase"]
    if phase == "tile":
        return "Choose your starting tile (players choose in reverse turn order)."
    if phase == "truck":
        return "You are last in turn order: place the food truck under a column of the display."
    turn = _turn_in_progress(view, ui)
    nxt = set(ui.get("next", []))
    ending = " This is the last round." if view["ending"] else ""
    if turn.stage == "choose":
        return ("Your turn: take a card from the front row (the food truck and the foodie reward the "
                f"card above them), or use a sand dollar action.{ending}")
    if turn.stage == "dollar":
        return f"{DOLLAR_BY_ID[turn.dollar].text} Click the card."
    if turn.stage == "place":
        return "Place the card on a highlighted space. Step back to choose again."
    if turn.stage == "swap":
        return ("Swap two feature cards of the same row (people and footprints travel with them), "
                "or choose no swap.")
    if turn.stage == "luck":
        return "Lucky day! The card was above both the food truck and the foodie: choose your reward."
    if turn.person is not None:
        person = turn.person_by_id(turn.person)
        steps = turn.steps_for(person)
        return (f"Move the {PERSON_NAME[person['kind']]}: click a highlighted card (up to {steps} "
                f"step{'s' if steps > 1 else ''}); click the person again to choose another.")
    moves = any(t.startswith("m:") for t in nxt)
    if phase == "final":
        return ("Final movement: click a person, then where they go (locals up to 3 steps, tourists "
                "and VIPs 1). Confirm when done." if moves else "Final movement: confirm.")
    extra = " Click a person to move them (optional), then confirm." if moves else " Confirm your turn."
    if turn.removals:
        extra = f" You may send up to {turn.removals} people home (click them)." + extra
    return "Sand dollars and new people are in." + extra


RULES_HTML = """
<h3>Santa Monica — the rules in short</h3>
<p>Build the finest stretch of coast: beach cards in your top row, street cards in your bottom row,
around your two-space starting tile. The game ends at the end of the round in which someone places
their 14th feature card.</p>
<ol>
<li><b>Take a card</b> from the front row of the display (the back row shows what slides forward).
The card above the <b>food truck</b> gives 1 sand dollar, above the <b>foodie</b> lets you move one
person one step; above both it is a <b>lucky day</b>: one of each, or one of them doubled. The
rewarding marker then moves one column right (both: only the food truck, two columns).
Or instead pay for one <b>sand dollar action</b> (no marker reward then).</li>
<li><b>Place</b> it in its row, next to a card or your starting tile by a side.</li>
<li><b>Placement actions</b>: sand dollars and new people (locals, tourists — mandatory, on that
card) come first; then the optional moves: up to N different people of a kind, up to D steps each,
one card = one step, the starting tile two spaces; only onto cards. The multicolour move takes
anyone, VIPs too. A VIP leaves a footprint on every card it walks onto or through that shows a tag it
likes (one per card).</li>
<li>The display refills: empty front slots take the card behind, then the deck fills the gaps.</li>
</ol>
<p><b>Final movement</b>: every local may walk up to 3 steps, every tourist and VIP 1 step.
<b>Scoring</b>: each card's ability (adjacency once; chains of connected symbols; unspent sand
dollars; activity rings filled with exactly the people shown — the best placement into rings is
computed for you, ✓ marks a ring that can be filled), footprints (your starting tile's rule), and the
objective tile's three lines. Ties: most sand dollars left, then the longest chain, then shared.</p>
<p><b>How to click</b>: click a front card, then a green space. Then click a person and a highlighted
card to move them; buttons choose which move action you use. Step back undoes your last click;
nothing counts until you confirm the turn.</p>
<p>Every card, starting tile and sand dollar action is our own design (see CONTENT.md and the rules
notes in the project).</p>
"""


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    return {"svg": svg(view, ui), "prompt": prompt(view, ui)}
