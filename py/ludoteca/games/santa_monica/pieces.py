"""The pieces both of Santa Monica's drawings show: buttons, cards of the display and the
markers under them, the sand dollar actions, the objective, the supply, and a city with its
people. The turn in progress (turn.Turn) is drawn as it would be committed."""

from __future__ import annotations

from ludoteca.core.i18n import render
from ludoteca.core.svg import Markup, circle, document, el, group, join, named, path, picture, rect, target

from . import faces as F
from . import scoring as SC
from . import words as W
from .content import DOLLAR_BY_ID, DOLLAR_NAME, OBJECTIVE_BY_ID, START_TILES
from .faces import INK, draw_rich, draw_text
from .texts import N_, TEXTS, _, name_slot, ngettext, tr

ACCENT, MUTED = F.ACCENT, "#6b5a33"
PLACE_HERE = "#1c6b40"  # ACCENT, a shade darker: 4.5:1 on its green tint
SPOT = {"fill": "#1d6f42", "fill_opacity": ".12", "stroke": ACCENT}  # a space to place a card on or walk to
MARKER_COLOUR = {"truck": "#b23a48", "foodie": "#6a4c93", "lucky": "#976e09"}  # under white text
SEAT_COLOURS = ("#2d68b8", "#c2352b", "#7b59a4", "#107662")  # as the log's markers (app.css), 4.5:1 on the ground
TABLE_LABEL = N_("Santa Monica table")  # the drawing's accessible name


def sheet(parts, w: float, h: float) -> Markup:
    """A whole drawing on the table's sand."""
    return document(
        w, round(h), tr(TABLE_LABEL), parts, backdrop="#f3ead3", class_=None, font_family="system-ui, sans-serif"
    )


def clickable(token: str | None, *children, name=None, info=None, classes=(), **attrs) -> Markup:
    """A target when `token` may be clicked now (its `classes` say "legal"), else the same
    thing described only: what cannot be clicked now carries no click."""
    if token:
        return target(token, *children, name=name, info=info, classes=classes, legal=False, **attrs)
    return picture(None, *children, info=info, classes=classes, **attrs)


def button(x, y, w, h, label, token=None, nxt=frozenset(), *, size=12, info="", selected=False, bold=False, aria=None):
    """A button whose label may hold symbols, on two lines when it is tall enough."""
    legal = token in nxt
    fill = "#fff6c8" if selected else "#fffdf6" if legal else "#eee6d0"
    lines = F.rich_lines(label, size, w - 12, bold)[:2]
    if len(lines) < 2 or h < size * 2.6:
        lines = F.rich_lines(label, size, 10**6, bold)[:1]
    middle = y + h / 2 + size * 0.36 - size * 1.15 * (len(lines) - 1) / 2
    texts = [
        F.draw_line(line, x + w / 2, middle + i * size * 1.15, size, INK, bold, "middle", fit=w - 12)
        for i, line in enumerate(lines)
    ]
    box = rect(x, y, w, h, rx=8, fill=fill, stroke="#b9a77c", stroke_width=1.2)
    classes = ("button", "legal" if legal else "", "selected" if selected else "")
    return clickable(token if legal else None, box, texts, name=aria or label, info=info or label, classes=classes)


def card(
    card_id: int, x, y, w, h, *, token=None, classes=("card",), info=None, aria=None, last=False, piece=None, **face
) -> Markup:
    """A feature card; with a `token`, a target named by the words its face shows, then by
    `aria`: what clicking it does. Else a picture, heard as its whole description. `last`: how
    the latest move changed it; `piece`: its id where it is the card itself (not a preview)."""
    info = info or W.card_text(card_id)
    drawn = F.card_face(card_id, x, y, w, h, **face)
    if token:
        name = " ".join(w for w in (F.card_words(card_id, face.get("placed", False)), aria) if w)
        return target(token, drawn, name=name, info=info, classes=classes, last=last, piece=piece)
    return picture(" ".join(info.split("\n")), drawn, info=info, classes=classes, last=last, piece=piece)


def card_piece(card_id: int) -> str:
    """A feature card's id as a piece: the same in the display and in a city."""
    return f"card-{card_id}"


def slot_change(view: dict, row: str, col: int) -> str | bool:
    """How the latest move changed a display slot: a card slid forward from the back row
    ("moved") or a new card from the deck ("drawn"); False if it did not."""
    slots = set(view["last_move"]["slots"])
    if f"{row[0]}{col}" not in slots and not (row == "back" and f"f{col}" in slots):
        return False
    return "moved" if row == "front" and f"b{col}" not in slots else "drawn"


def last_move_words(view: dict) -> str:
    """The latest move in words, as the log says it (names as "{pN}", "you" for the viewer)."""
    said = view["last_move"]["said"]
    return " ".join(render(m, TEXTS, name_slot, view["viewer"]) for m in said)


def last_move_note(view: dict, x, y, width, size, most=2) -> tuple[Markup, int]:
    """The latest move in words, marked as what changed: (svg, lines)."""
    words = last_move_words(view)
    if not words:
        return Markup(""), 0
    if len(F.rich_lines(words, size, width)) > most:  # a long move a size smaller, one more line, before it is cut
        size, most = size - 1, most + 1
    svg, n = draw_rich(words, x, y, size, width, INK, most=most)
    info = _("Latest move: {words}").format(words=words)
    return picture(None, svg, info=info, last="changed", classes=("last-move",)), n


def display_card(view, turn, nxt, row, col, x, y, w, h, size, name_size=None) -> Markup:
    """One display slot: the card (legal when it may be taken), the card this turn took (to
    place: it stays in its slot, marked), or an empty slot."""
    face = {"size": size, "name_size": name_size}
    shown, picked = (turn.display if turn else view["display"])[row][col], view["display"][row][col]
    last = slot_change(view, row, col) if shown is not None and shown == picked else False
    if shown is None and not (turn and picked in turn.picked):
        return rect(x, y, w, h, rx=6, fill="none", stroke="#c9b98f", stroke_dasharray="4 3")
    if shown is None:
        token = f"h:{picked}" if f"h:{picked}" in nxt else None
        to_place = turn.stage == "place" and picked == turn._to_place()
        classes: tuple[str, ...]
        if to_place:
            label, classes = _("Taken: place it now"), ("card", "selected")
        elif token:
            label, classes = _("Taken: place it first"), ("card",)
        else:
            label, classes = _("Taken") if picked not in turn.pending else _("Taken: to place next"), ("card", "last")
        info = _("{label}.\n{card}").format(label=label, card=W.card_text(picked))
        face.update(token=token, classes=classes, info=info, aria=_("Place it first."), reserve=size * 1.6)
        band = dict(x=x + 3, y=y + h - size * 1.7, width=w - 6, height=size * 1.5, rx=4, fill="#ffd23f")
        words = draw_text(label, x + w / 2, y + h - size * 0.55, size, INK, True, "middle", fit=w - 10)
        return join(card(picked, x, y, w, h, **face), el("rect", **band, pointer_events="none"), words)
    token = f"c:{row[0]}{col}"
    # a back-row card out of reach is content, not a disabled control: shown in full
    aria = _("Take it: front row, column {col}.") if row == "front" else _("Take it: back row, column {col}.")
    token = token if token in nxt else None
    last = last if not token else False  # a legal target shows as legal, not as last (app.css)
    return card(
        shown, x, y, w, h, token=token, aria=aria.format(col=col + 1), last=last, piece=card_piece(shown), **face
    )


def offered_tiles(view: dict, nxt: set, size: float, box) -> Markup:
    """The starting tiles on offer (box(i) = the i-th's x, y, w, h), each named by the words its
    face shows, then by what clicking it does."""
    tiles = []
    for i, t in enumerate(view["tiles_offered"]):
        token = f"tile:{t}" if f"tile:{t}" in nxt else None
        name = F.tile_words(t) + " " + _("Choose this starting tile.")
        face = F.tile_face(t, *box(i), size=size, wide=True)
        classes = ("tile", "legal" if token else "")
        tiles.append(clickable(token, face, name=name, info=W.tile_text(t), classes=classes, piece=f"tile-{t}"))
    return group(_("Starting tiles on offer"), tiles)


def marker_here(markers: dict, col: int) -> str | None:
    truck, foodie = markers.get("truck") == col, markers.get("foodie") == col
    return "lucky" if truck and foodie else "truck" if truck else "foodie" if foodie else None


def marker(kind: str, x, y, w, h, size, view=None) -> Markup:
    """The food truck, the foodie, or both (a lucky day) under a column; marked when the latest
    move placed or moved them."""
    words = tr(W.MARKER_LABEL[kind])
    label = draw_text(words, x + w / 2, y + h / 2 + size * 0.36, size, "#fff", True, "middle", fit=w - 8)
    lm = view["last_move"] if view else {"markers": False}
    last = ("placed" if lm["kind"] == "truck" else "moved") if lm["markers"] else False
    box = rect(x, y, w, h, rx=h / 2, fill=MARKER_COLOUR[kind])
    piece = "foodie" if kind == "foodie" else "truck"
    return clickable(None, box, label, info=tr(W.MARKER_INFO[kind]), classes=("marker",), last=last, piece=piece)


def dollar_box(view, a_id, x, y, w, h, nxt, size, title_size) -> Markup:
    action = DOLLAR_BY_ID[a_id]
    token = f"d:{a_id}" if f"d:{a_id}" in nxt else None
    heading = f"{action.cost} $ · {_(DOLLAR_NAME[a_id])}"
    # named by the words it shows (its heading and text), then what clicking it does
    name = " ".join([heading + ".", F.spoken(_(action.text)), _("Pay {cost} $ to use it.").format(cost=action.cost)])
    most = max(1, int((h - title_size - 10) // (size * 1.2)))
    box = rect(x, y, w, h, rx=8, fill="#fff8e6" if token else "#f4ecd6", stroke="#b9a77c", stroke_width=1.2)
    title = draw_text(heading, x + 8, y + title_size + 5, title_size, "#826700", True, fit=w - 16)
    if len(F.rich_lines(_(action.text), size, w - 16)) > most:  # a size smaller rather than cut
        size = size - 1
        most = max(1, int((h - title_size - 10) // (size * 1.2)))
    body = draw_rich(_(action.text), x + 8, y + title_size + 8 + size, size, w - 16, INK, most=most)[0]
    classes = ("button", "legal" if token else "")
    return clickable(token, box, title, body, name=name, info=W.dollar_text(action), classes=classes)


def objective_box(view, x, y, w, h, size) -> Markup:
    o = OBJECTIVE_BY_ID[view["objective"]]
    heading = _("Objective: {name}").format(name=_(o.name))
    out = [rect(x, y, w, h, rx=8, fill="#e8f1f8", stroke="#8fb3cf")]
    out.append(draw_text(heading, x + 8, y + size + 7, size + 1, "#1f4e79", True, fit=w - 16))
    cy = y + size + 9
    for line in o.text:
        if (free := int((y + h - 4 - cy) // (size * 1.2))) < 1:
            break
        svg, n = draw_rich(_(line), x + 8, cy + size * 1.15, size, w - 16, INK, most=free)
        out.append(svg)
        cy += n * size * 1.2 + 3
    return picture(None, out, info=W.objective_text(view["objective"]), classes=("objective",))


def supply(view, x, y, size, width) -> Markup:
    return clickable(None, draw_text(W.supply_text(view), x, y, size, INK, fit=width), info=W.supply_info(view))


# ---------------- a city ----------------


class Geometry:
    """Where each space of a city is drawn: on the desk, columns left to right, beach above
    street; upright (the phone), a line per column as tall as its people need, beach left."""

    def __init__(self, lo, hi, x0, y0, cw, ch, upright=False, heights=None):
        self.lo, self.x0, self.cw, self.ch, self.upright = lo, x0, cw, ch, upright
        self.heights = heights or dict.fromkeys(range(lo, hi + 1), ch)
        self.tops, top = {}, y0
        for c in range(lo, hi + 1):
            self.tops[c], top = top, top + self.heights[c]
        self.y0, self.bottom = y0, top if upright else y0 + 2 * ch

    def cell(self, k: str) -> tuple[float, float, float, float]:
        col, row = SC.unkey(k)
        if self.upright:
            return self.x0 + row * self.cw, self.tops[col], self.cw, self.heights[col]
        return self.x0 + (col - self.lo) * self.cw, self.y0 + row * self.ch, self.cw, self.ch

    def start(self, col: int) -> tuple[float, float, float, float]:
        if self.upright:
            return self.x0, self.tops[col], 2 * self.cw, self.heights[col]
        return self.x0 + (col - self.lo) * self.cw, self.y0, self.cw, 2 * self.ch


def columns(city: dict, nxt) -> tuple[int, int]:
    cols = [SC.unkey(k)[0] for k in SC.spaces(city)] + [SC.unkey(t[2:])[0] for t in nxt if t.startswith("s:")]
    return min(cols), max(cols)


def person_tokens(person, nxt) -> tuple[str | None, str | None]:
    """(move, send home) tokens of a person, None where not possible now."""
    return tuple(f"{c}:{person['id']}" if f"{c}:{person['id']}" in nxt else None for c in "mr")  # type: ignore[return-value]


def slots(people, nxt) -> int:
    """Places people take on a space: two for one who may also be sent home (a "home" badge)."""
    return sum(2 if all(person_tokens(p, nxt)) else 1 for p in people)


def people_on(city: dict, k: str) -> list[dict]:
    return [q for q in city["people"] if q["at"] == k]


def _person(person, part, cx, cy, *, nxt, fig, hit, pending, moved, place, seat=None, changed=None) -> Markup:
    move, remove = person_tokens(person, nxt)
    token = (move or remove) if part == "figure" else remove
    aria: str | None
    if part == "home" or token == remove:
        label = W.PERSON_HOME_LABEL.get(person["kind"], W.PERSON_HOME_LABEL["L"])
        info, aria = _("Send this person home (back to the supply)."), tr(label).format(place=place)
    else:
        info = W.person_text(person, movable=bool(move))
        aria = tr(W.PERSON_MOVE_LABEL[person["kind"]]).format(place=place) if move else None
    state = "selected" if person["id"] == pending else "moved" if person["id"] in moved else ""
    classes = ("person", "legal" if token else "", state)
    shield = circle(cx, cy, max(hit, fig * 0.6), fill="#000", fill_opacity="0") if token else None
    mark: Markup | None
    if person["id"] == pending and part == "figure":
        mark = circle(cx, cy, fig * 0.72, fill="#ffd23f", fill_opacity=".55", stroke="#7a5800", stroke_width=2.5)
    elif token:
        mark = circle(cx, cy, fig * 0.68, fill="#fff", fill_opacity=".6", stroke=ACCENT, stroke_width=2)
    else:
        mark = circle(cx, cy, fig * 0.66, fill="none", stroke="#b84a00", stroke_width=2) if state == "moved" else None
    if part == "home":
        d = fig * 0.2
        cross = f"M{cx - d:.1f} {cy - d:.1f} L{cx + d:.1f} {cy + d:.1f} M{cx + d:.1f} {cy - d:.1f} L{cx - d:.1f} {cy + d:.1f}"
        badge = circle(cx, cy, fig * 0.5, fill="#fde8e4", stroke="#b23a48", stroke_width=1.5)
        body = join(badge, path(cross, stroke="#b23a48", stroke_width=2))
    else:
        body = F.person_icon(person["kind"], cx, cy, fig)
    events = None if token else "none"
    figure = part == "figure"
    last = (changed or {}).get(person["id"], False) if figure else False
    piece = f"p{seat}-{person['id']}" if figure and seat is not None else None
    return clickable(
        token,
        shield,
        mark,
        body,
        name=aria or info,
        info=info,
        classes=classes,
        pointer_events=events,
        last=last,
        piece=piece,
    )


def draw_people(people, x, y, w, h, *, slot, **person) -> Markup:
    """People on one space, from its bottom-left corner: one slot each (two when the person
    may also be sent home: the figure and a "home" badge); `hit` = the radius of an invisible
    round hit area around each clickable thing (a finger's size on a phone)."""
    per_line = max(1, int((w - 4) // slot))
    parts = []
    for p in sorted(people, key=lambda q: ("VTL".index(q["kind"]), q["id"])):
        parts += [(p, "figure"), (p, "home")] if all(person_tokens(p, person["nxt"])) else [(p, "figure")]
    out = []
    for i, (p, part) in enumerate(parts):
        cx, cy = x + 2 + slot / 2 + (i % per_line) * slot, y + h - slot / 2 - (i // per_line) * slot
        out.append(_person(p, part, cx, cy, **person))
    return join(out)


def standing_room(lines: int, slot: float, fig: float) -> float:
    """The height `lines` lines of people take at the bottom of a space: the figures and the
    ring drawn around one that may move or has moved (no word of the card under them)."""
    return (lines - 1) * slot + slot / 2 + fig * 0.72 + 2 if lines else 0


def reserve(standing: list, w: float, nxt, people) -> float:
    """The room the people on a space take at its bottom (see draw_people)."""
    slot, fig = people[0], people[1]
    lines = -(-slots(standing, nxt) // max(1, int((w - 8) // slot))) if standing else 0
    return standing_room(lines, slot, fig)


def city(view, city, geo: Geometry, *, seat, nxt=frozenset(), turn=None, size=11, people=(8, 18, 0), detail=True):
    """Seat `seat`'s city: the starting tile, the cards, the placement spots and the people,
    what the latest move changed marked. `people` = (slot, figure size, hit radius); `detail`:
    words on the faces (else tags only)."""
    rings = SC.ring_assignment(city, view["objective"])
    lm = view["last_move"]
    mine = lm["p"] == seat and turn is None  # (a turn in progress shows the player's own preview)
    placed = set(lm["placed"] if mine else ()) | set(turn.placed if turn else ())
    moved = set(lm["moved"] if mine else ()) | (set(turn.moved) if turn else set())
    changed = {pid: "moved" for pid in moved if mine} | dict.fromkeys(lm["arrived"] if mine else (), "placed")
    tile_last = "placed" if mine and lm["kind"] == "tile" else False
    out = []
    for token in sorted(t for t in nxt if t.startswith("s:")):  # placement spots
        x, y, w, h = geo.cell(token[2:])
        words = _("Place here")
        spot = rect(x + 2, y + 2, w - 4, h - 4, rx=6, **SPOT, stroke_width=2, stroke_dasharray="6 4")
        shown = words if w >= 70 else "+"
        label = draw_text(shown, x + w / 2, y + h / 2 + size * 0.4, size + 1, PLACE_HERE, True, "middle", fit=w - 8)
        name = named(words, W.space_label(token[2:], turn, city))
        info = _("An empty space of your city: place the card here.")
        out.append(target(token, spot, label, name=name, info=info, classes=("spot",)))
    col = city["start_col"]  # the starting tile (two spaces)
    x, y, w, h = geo.start(col)
    box = (x + 1, y + 1, w - 2, h - 2)
    walks = [row for row in (0, 1) if f"t:{SC.key(col, row)}" in nxt]
    strip = max(people[0], 18)  # a walk target on the tile: a band at the bottom of its half
    if detail:
        room = max(reserve(people_on(city, k), geo.cell(k)[2], nxt, people) for k in (SC.key(col, 0), SC.key(col, 1)))
        room = max(room, strip + 2) if walks else room
        face = F.tile_face(city["start"], *box, size=size, wide=geo.upright, halves=not geo.upright, reserve=room)
    else:
        face = rect(*box, rx=6, fill="#fff3c4", stroke="#c9a227", stroke_width=1.5)
    info = W.tile_text(city["start"])
    tile = picture(
        " ".join(info.split("\n")),
        face,
        info=info,
        classes=("start", "tile"),
        last=tile_last,
        piece=f"tile-{city['start']}",
    )
    out.append(tile)
    if not detail:  # the street tags, small
        tags = START_TILES[city["start"]].street_tags
        hx, hy, hw, hh = geo.cell(SC.key(col, 1))
        s = min(hw / max(1, len(tags)) - 2, hh * 0.5, 12)
        out += [F.tag_icon(tag, hx + 3 + s / 2 + i * (s + 2), hy + hh / 2, s) for i, tag in enumerate(tags)]
    for row in walks:  # each half of the starting tile is a space people walk to
        token = f"t:{SC.key(col, row)}"
        hx, hy, hw, hh = geo.cell(SC.key(col, row))
        hint = _("Walk here (the starting tile's beach half).") if row == 0 else None
        hint = hint or _("Walk here (the starting tile's street half).")
        if detail:  # under the tile's words, where its people stand
            hy, hh = hy + hh - strip - 3, strip + 3
        spot = rect(hx + 3, hy, hw - 6, hh - 3, rx=6, **SPOT, stroke_width=2.5)
        out.append(target(token, spot, name=hint, info=hint, classes=("spot",)))
    for k, card_id in city["cards"].items():  # feature cards
        x, y, w, h = geo.cell(k)
        token = f"w:{k}" if f"w:{k}" in nxt else f"t:{k}" if f"t:{k}" in nxt else None
        # a legal target shows as legal, not as last
        state = "selected" if turn and turn.swap_from == k else "last" if k in placed and not token else ""
        swap = _("Swap it.") if not turn or turn.swap_from is None else _("Swap with it.")
        aria = (swap if token.startswith("w:") else _("Walk to this card.")) if token else None
        info = W.city_card_text(city, k, rings)
        last = "placed" if mine and k in lm["placed"] and not token else False
        drawn = dict(token=token, classes=("card", state), info=info, aria=aria, size=size, last=last)
        drawn["piece"] = card_piece(card_id)
        if detail:
            room = reserve(people_on(city, k), w, nxt, people)
            face_options = dict(ring=rings.get(k), placed=True, vertical=geo.upright, reserve=room)
            out.append(card(card_id, x + 1, y + 1, w - 2, h - 2, **drawn, **face_options))
        else:
            out.append(card(card_id, x + 0.5, y + 0.5, w - 1, h - 1, **drawn))
        if k in city["footprints"]:
            fs = min(14.0, w * 0.3) if detail else min(9.0, w * 0.35)
            footprint = F.footprint_icon(x + w - fs * 0.9, y + fs * (1.6 if detail else 0.8), fs)
            out.append(el("g", footprint, pointer_events="none", aria_hidden=True))
    slot, fig, hit = people
    pending = turn.person if turn else None
    for k in sorted({person["at"] for person in city["people"]}):  # people
        x, y, w, h = geo.cell(k)
        place = W.card_name(city["cards"][k]) if k in city["cards"] else _("your starting tile")
        person = dict(nxt=nxt, fig=fig, hit=hit, pending=pending, moved=moved, place=place, seat=seat, changed=changed)
        out.append(draw_people(people_on(city, k), x + 2, y, w - 4, h - 2, slot=slot, **person))
    return join(out)


def city_heading(view: dict, seat: int, heading: Markup, turn=None) -> Markup:
    """A city's heading (its player, points, sand dollars, cards), marked as changed when the
    latest move was that player's."""
    if view["last_move"]["p"] != seat or turn is not None:
        return heading
    return picture(None, heading, last="changed", classes=("city-heading",))


def other_city(view: dict, p: int, x, y, width, size, ch) -> Markup:
    """A city drawn small, under a heading with its player's points, sand dollars and cards."""
    city_ = view["cities"][p]
    mark = " ▶" if p in view["to_act"] and not view["over"] else ""
    n = len(city_["cards"])
    points, cards = F.points_words(W.city_points(view, city_)), ngettext("{n} card", "{n} cards", n).format(n=n)
    head = _("{name} — {points}, {dollars} $, {cards}")
    head = head.format(name=name_slot(p) + mark, points=points, dollars=city_["dollars"], cards=cards)
    heading = city_heading(view, p, draw_text(head, x, y - 6, size, SEAT_COLOURS[p % 4], True, fit=width))
    if city_["start"] is None:
        return join(heading, draw_text(_("No starting tile yet."), x, y + 16, size, MUTED, fit=width))
    lo, hi = columns(city_, set())
    cw = min(ch * 1.2, width / (hi - lo + 1))
    geo = Geometry(lo, hi, x + (width - (hi - lo + 1) * cw) / 2, y, cw, ch)
    drawn = city(view, city_, geo, seat=p, size=size, people=(max(4.0, cw / 4), 7, 0), detail=False)
    return join(heading, group(W.whose_city(p, view["viewer"]), drawn))
