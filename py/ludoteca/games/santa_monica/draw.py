"""Santa Monica's table as SVG, drawn from a view (never the state): plain string building,
one function per kind of thing; card faces and symbols are in faces.py.

Two drawings (see Game.render):
- "wide", a desk: the whole table in one picture 952 units wide, shown at scale 1 (every
  text ≥ 11 px). Top: the sand dollar actions, the display (back row above the front row, the
  food truck and the foodie under their columns), the objective and the supply. Then the
  buttons of the turn, the shown player's city (the turn in progress applied: turn.Turn
  replays the pending clicks, so the preview is what "ok" would commit), every other city
  small, and the legend.
- "phone", 360 units wide: the main drawing holds what the turn's step needs — the front row
  and the sand dollar actions while choosing a card, the city (drawn upright: the sea on the
  left, the street on the right, one line per column) while placing, swapping or moving, and
  the turn's buttons (≥ 46 units tall) — and tabs hold the display, the city, the other cities
  and the legend.
Every card, tile, action, objective and person carries its full text in data-info (and a
<title> for hover). Clickable elements carry the tokens of turn.py and an aria-label saying what
a click does; player names are "{pN}". Every word is marked for translation (texts.py) and
drawn in the language of the call.
"""

from __future__ import annotations

import functools
from ...core.svgtext import escape

from ludoteca.core import i18n

from . import faces as F
from . import scoring as SC
from .content import (CARDS, DOLLAR_BY_ID, DOLLAR_NAME, OBJECTIVE_BY_ID, START_TILES, TAG_NAME, DollarAction,
                      in_force)
from .rules import bonus_text
from .texts import N_, _, name_slot, ngettext, tr
from .turn import LUCK, NO_SWAP, OK, Refused, Turn, action_text, people_words

# as the log markers (app.css), and dark enough to be read on the ground (4.5:1 or more)
PLAYER_COLOURS = ("#2d68b8", "#c2352b", "#7b59a4", "#107662")
SEAT_COLOURS = PLAYER_COLOURS      # seat p's colour (Game.seat_colours: the lobby's catalog)
INK, BG, ACCENT, MUTED = F.INK, "#f3ead3", F.ACCENT, "#6b5a33"
LUCK_ORDER = tuple(f"luck:{c}" for c in LUCK)
WIDE_W, WIDE_H = 952, 670
PHONE_W, HIT = 360, 46          # the phone's width in units (≈ CSS px); a finger's target
TABLE_LABEL = N_("Santa Monica table")     # the drawing's accessible name
PLACE_HERE = "#1c6b40"          # ACCENT, a shade darker: 4.5:1 on its green tint
MARKER_COLOUR = {"truck": "#b23a48", "foodie": "#6a4c93", "lucky": "#976e09"}   # under white text


# ---------------- words (the details a tap shows) ----------------

def action_words(a: tuple) -> str:
    if a[0] == "$":
        return ngettext("gain {n} sand dollar", "gain {n} sand dollars", a[1]).format(n=a[1])
    if a[0] == "+":
        if a[1] == "L":
            return ngettext("add {n} local on this card (mandatory)", "add {n} locals on this card (mandatory)",
                            a[2]).format(n=a[2])
        return ngettext("add {n} tourist on this card (mandatory)", "add {n} tourists on this card (mandatory)",
                        a[2]).format(n=a[2])
    steps = ngettext("1 step", "up to {n} steps", a[3]).format(n=a[3])
    return _("move {people}, {steps} each (optional)").format(people=people_words(a[1], a[2], True), steps=steps)


def card_name(card_id: int) -> str:
    return _(CARDS[card_id].name)


def card_text(card_id: int) -> str:
    """A card's whole description (drawn with every card, on every click: written once per
    language)."""
    return _card_text(card_id, i18n.current(), in_force())


@functools.lru_cache(maxsize=512)
def _card_text(card_id: int, lang: str, rules: str) -> str:
    del lang, rules     # (keys of the cache: the words are in that language, of that version)
    c = CARDS[card_id]
    row = _("Beach card (top row)") if c.row == "B" else _("Street card (bottom row)")
    tags = ", ".join(_(TAG_NAME[t]) for t in c.tags)
    actions = "; ".join(action_words(a) for a in c.actions) or _("nothing")
    return _("{name} — {row}.\nTags: {tags}.\nWhen placed: {actions}.\nScores: {scores}.").format(
        name=card_name(card_id), row=row, tags=tags, actions=actions, scores=SC.describe_scoring(c.scoring))


def _people_words(kinds: list[str]) -> str:
    counts = [(k, kinds.count(k)) for k in ("L", "T", "V") if k in kinds]
    return ", ".join(people_words(k, n) for k, n in counts) or _("nobody")


def city_card_text(city: dict, k: str, rings: dict) -> str:
    """A card in a city: its text, who stands on it, its ring and footprint, its points now."""
    out = [card_text(city["cards"][k])]
    here = SC.people_on(city, k)
    out.append(_("On it: {people}.").format(people=_people_words(here)))
    if k in rings:
        ring = rings[k]
        if ring["filled"]:
            out.append(_("Ring: {people} in it (filled, best placement).").format(people=_people_words(ring["ringed"])))
        else:
            out.append(_("Ring: {people} in it (not filled, best placement).").format(
                people=_people_words(ring["ringed"])))
    if k in city["footprints"]:
        out.append(_("Footprint: worth {points}.").format(points=F.points_words(SC.footprint_value(city, k))))
    category, points = SC.card_points(city, k)
    if k in rings:
        points = rings[k]["points"]
    out.append(_("Its ability would score {points} now.").format(points=F.points_words(points)))
    return "\n".join(out)


def tile_text(tile_id: int) -> str:
    t = START_TILES[tile_id]
    names = [_(TAG_NAME[x]) for x in t.likes]
    likes = names[0] if len(names) == 1 else _("{first} or {second}").format(first=names[0], second=names[1])
    vips = ngettext("{n} VIP starts on it.", "{n} VIPs start on it.", t.vips).format(n=t.vips)
    return _("{name} — starting tile (two spaces: a beach half and a street half).\n"
             "Street tags: {tags}.\n{vips} Bonus when chosen: {bonus}.\n"
             "Footprints: your VIPs leave one on each card with {likes} they walk onto or through; "
             "each scores {points} per matching tag on that card.").format(
        name=_(t.name), tags=", ".join(_(TAG_NAME[x]) for x in t.street_tags), vips=vips,
        bonus=bonus_text(t.bonus), likes=likes, points=F.points_words(t.points))


def dollar_text(a: DollarAction) -> str:
    return _("Sand dollar action {name} ({cost} $): {text}").format(name=_(DOLLAR_NAME[a.id]), cost=a.cost,
                                                                    text=_(a.text))


def objective_text(objective_id: str) -> str:
    o = OBJECTIVE_BY_ID[objective_id]
    return "\n".join([_("Objective tile: {name} (scores for everyone at the end).").format(name=_(o.name))]
                     + [_(line) for line in o.text])


PERSON_TEXT = {"L": N_("A local (the final movement takes locals up to 3 steps)."),
               "T": N_("A tourist (the final movement takes tourists 1 step)."),
               "V": N_("A VIP: it leaves footprints on cards with a tag it likes (the final movement "
                       "takes VIPs 1 step).")}
PERSON_MOVE_LABEL = {"L": N_("Move this local, on {place}"), "T": N_("Move this tourist, on {place}"),
                     "V": N_("Move this VIP, on {place}")}
PERSON_HOME_LABEL = {"L": N_("Send this local home, from {place}"), "T": N_("Send this tourist home, from {place}")}


def person_text(person: dict, movable: bool = False) -> str:
    words = tr(PERSON_TEXT[person["kind"]])
    if movable:
        return _("{person} Tap it, then a highlighted space, to move it.").format(person=words)
    return words


def _info(text: str) -> str:
    """A data-info attribute (and the <title> for a desk's hover)."""
    return escape(text, quote=True).replace("\n", "&#10;")


def _attrs(token: str | None, classes: str, info: str, label: str | None = None) -> str:
    """A drawn thing's attributes: its click token with an aria-label (what a click does:
    `label`, else the first line of `info`), classes, and the details panel's text."""
    click = ""
    if token:
        click = f' data-click="{token}" aria-label="{_info(label or info.split(chr(10))[0])}"'
    cls = f' class="{classes}"' if classes else ""
    return f'{cls}{click} data-info="{_info(info)}"'


def named(shown: str, action: str) -> str:
    """An accessible name that starts with the words a button shows (`shown`: voice users say
    what they see), then says what pressing it does."""
    # TRANSLATORS: a button's accessible name: {shown} is the text on the button, as it is
    # drawn (voice users say it to press the button); {action} what pressing it does.
    return _("{shown}: {action}").format(shown=shown, action=action)


def _title(info: str) -> str:
    return f"<title>{escape(info)}</title>"


def _group(label: str, parts: str) -> str:
    """A labelled group of targets (a display row, a city, the sand dollar actions…), so a
    screen reader says which group a button is in."""
    return f'<g role="group" aria-label="{_info(label)}">{parts}</g>' if parts else ""


def short_action(action: dict) -> str:
    """A move action on a button: "Sand Court Six: 1 local, 2 steps — 1 left"."""
    left = action["count"] - len(action["moved"])
    if action["kind"] == "final":
        return _("Final movement — {n} to move").format(n=left)
    n, steps = action["count"], action["steps"]
    who = {"*": ngettext("{n} person (anyone)", "{n} people (anyone)", n), "L": ngettext("{n} local", "{n} locals", n),
           "T": ngettext("{n} tourist", "{n} tourists", n)}[action["kind"]].format(n=n)
    return _("{source}: {who}, {steps} — {left} left").format(
        source=tr(action["source"]), who=who, steps=ngettext("{n} step", "{n} steps", steps).format(n=steps),
        left=left)


# ---------------- shared pieces ----------------

def _button(x, y, w, h, label, token=None, nxt=frozenset(), *, size=12, info="", selected=False,
            bold=False, aria=None) -> str:
    legal = token is not None and token in nxt
    classes = "button" + (" legal" if legal else "") + (" selected" if selected else "")
    fill = "#fff6c8" if selected else "#fffdf6" if legal else "#eee6d0"
    info = info or label
    weight = ' font-weight="700"' if bold else ""
    lines = F.rich_lines(label, size, w - 12, bold)
    if len(lines) > 1 and h >= size * 2.6:
        text = "".join(F.draw_line(line, x + w / 2, y + h / 2 + size * (i - (len(lines[:2]) - 1) / 2) * 1.15
                                   + size * .36, size, INK, bold, "middle", fit=w - 12)
                       for i, line in enumerate(lines[:2]))
    else:
        text = F.draw_line(F.rich_lines(label, size, 10 ** 6, bold)[0], x + w / 2, y + h / 2 + size * .36,
                           size, INK, bold, "middle", fit=w - 12)
    del weight
    return (f'<g{_attrs(token if legal else None, classes, info, aria or label)}>{_title(info)}'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="8" fill="{fill}" '
            f'stroke="#b9a77c" stroke-width="1.2"/>{text}</g>')


def _card(card_id: int, x, y, w, h, *, token=None, classes="card", info=None, aria=None, **face) -> str:
    """A feature card; with a `token`, a target named by the words its face shows, then by
    `aria`: what clicking it does, a sentence."""
    info = info or card_text(card_id)
    if token:
        classes += " legal"
        aria = " ".join(w for w in (F.card_words(card_id, face.get("placed", False)), aria) if w)
    # not a target: a picture, heard as its whole description (not its face's scattered words)
    heard = "" if token else f' role="img" aria-label="{_info(" ".join(info.split(chr(10))))}"'
    return (f'<g{_attrs(token, classes, info, aria)}{heard}>{_title(info)}'
            + F.card_face(card_id, x, y, w, h, **face) + "</g>")


def _empty_slot(x, y, w, h) -> str:
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="6" fill="none" '
            f'stroke="#c9b98f" stroke-dasharray="4 3" aria-hidden="true"/>')


def _text(x, y, text, size, fill=INK, bold=False, anchor="start", width=None) -> str:
    """A line that may hold symbols ({L}, {pT}…), squeezed into `width` if given."""
    return F.draw_text(text, x, y, size, fill, bold, anchor, fit=width)


def _picked_slots(view: dict, turn: Turn | None) -> dict[tuple[str, int], int]:
    """Display slots whose card this turn took: {(row, col): card}."""
    if not turn:
        return {}
    out = {}
    for row in ("front", "back"):
        for col in range(4):
            card = view["display"][row][col]
            if card is not None and turn.display[row][col] is None and card in turn.picked:
                out[(row, col)] = card
    return out


def _display_card(view, turn, nxt, row, col, x, y, w, h, size, name_size=None) -> str:
    """One display slot: the card (legal when it may be taken), the card this turn took (to
    place: it stays in its slot, marked), or an empty slot."""
    display = turn.display if turn else view["display"]
    card = display[row][col]
    picked = _picked_slots(view, turn).get((row, col))
    if card is None and picked is None:
        return _empty_slot(x, y, w, h)
    if card is None:
        pending = turn.pending if turn else []
        token = f"h:{picked}" if f"h:{picked}" in nxt else None
        to_place = turn.stage == "place" and picked == turn._to_place()
        classes = "card selected" if to_place else "card" if token else "card last"
        label = _("Taken: place it now") if to_place else _("Taken: place it first") if token else \
            _("Taken") if picked not in pending else _("Taken: to place next")
        info = _("{label}.\n{card}").format(label=label, card=card_text(picked))
        aria = _("Place it first.")
        return (_card(picked, x, y, w, h, token=token, classes=classes, info=info, aria=aria, size=size,
                      name_size=name_size, reserve=size * 1.6)
                + f'<rect x="{x + 3:.1f}" y="{y + h - size * 1.7:.1f}" width="{w - 6:.1f}" height="{size * 1.5:.1f}" '
                  f'rx="4" fill="#ffd23f" pointer-events="none"/>'
                + _text(x + w / 2, y + h - size * .55, label, size, INK, True, "middle", width=w - 10))
    token = f"c:{row[0]}{col}" if f"c:{row[0]}{col}" in nxt else None
    # a back-row card out of reach is content, not a disabled control: shown in full (the shell's
    # `covered` would dim its texts under 4.5:1)
    classes = "card"
    if row == "front":
        aria = _("Take it: front row, column {col}.").format(col=col + 1)
    else:
        aria = _("Take it: back row, column {col}.").format(col=col + 1)
    return _card(card, x, y, w, h, token=token, classes=classes, aria=aria, size=size, name_size=name_size)


def _marker_here(markers: dict, col: int) -> str | None:
    truck, foodie = markers.get("truck") == col, markers.get("foodie") == col
    return "lucky" if truck and foodie else "truck" if truck else "foodie" if foodie else None


MARKER_LABEL = {"truck": N_("Food truck: +1 $"), "foodie": N_("Foodie: move 1 step"),
                "lucky": N_("Lucky day: both!")}
MARKER_INFO = {
    "truck": N_("The food truck: taking the front card above it gives 1 sand dollar; then it moves "
                "one column right."),
    "foodie": N_("The foodie: taking the front card above it lets you move one person (anyone) one "
                 "step; then it moves one column right."),
    "lucky": N_("Lucky day: the food truck and the foodie are under the same column. Taking its front "
                "card gives a choice: 1 sand dollar and a 1-step move, 2 sand dollars, two 1-step moves, "
                "or one 2-step move."),
}


def _marker(kind: str, x, y, w, h, size) -> str:
    info = _(MARKER_INFO[kind])
    return (f'<g data-info="{_info(info)}">{_title(info)}<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" '
            f'height="{h:.1f}" rx="{h / 2:.1f}" fill="{MARKER_COLOUR[kind]}"/>'
            + _text(x + w / 2, y + h / 2 + size * .36, _(MARKER_LABEL[kind]), size, "#fff", True, "middle",
                    width=w - 8) + "</g>")


def _dollar_box(view, a_id, x, y, w, h, nxt, size, title_size) -> str:
    action = DOLLAR_BY_ID[a_id]
    token = f"d:{a_id}"
    legal = token in nxt
    info = dollar_text(action)
    heading = f"{action.cost} $ · {_(DOLLAR_NAME[a_id])}"
    # named by the words it shows (its heading and text), then what clicking it does
    aria = " ".join([heading + ".", F.spoken(_(action.text)),
                     _("Pay {cost} $ to use it.").format(cost=action.cost)])
    out = [f'<g{_attrs(token if legal else None, "button" + (" legal" if legal else ""), info, aria)}>{_title(info)}'
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="8" '
           f'fill="{"#fff8e6" if legal else "#f4ecd6"}" stroke="#b9a77c" stroke-width="1.2"/>',
           _text(x + 8, y + title_size + 5, heading, title_size, "#826700", True, width=w - 16)]
    svg, _lines = F.draw_rich(_(action.text), x + 8, y + title_size + 8 + size, size, w - 16, INK,
                         most=max(1, int((h - title_size - 10) // (size * 1.2))))
    out.append(svg + "</g>")
    return "".join(out)


def _objective_box(view, x, y, w, h, size) -> str:
    o = OBJECTIVE_BY_ID[view["objective"]]
    info = objective_text(view["objective"])
    out = [f'<g class="objective" data-info="{_info(info)}">{_title(info)}'
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="8" fill="#e8f1f8" '
           f'stroke="#8fb3cf"/>', _text(x + 8, y + size + 7, _("Objective: {name}").format(name=_(o.name)), size + 1,
                                       "#1f4e79", True,
                                       width=w - 16)]
    cy = y + size + 9
    for text in o.text:
        free = int((y + h - 4 - cy) // (size * 1.2))
        if free < 1:
            break
        svg, n = F.draw_rich(_(text), x + 8, cy + size * 1.15, size, w - 16, INK, most=free)
        out.append(svg)
        cy += n * size * 1.2 + 3
    out.append("</g>")
    return "".join(out)


def _supply_text(view) -> str:
    s = view["supply"]
    return _("Supply: {locals} {local_icon} · {tourists} {tourist_icon} · {footprints} {footprint_icon}").format(
        locals=s["L"], tourists=s["T"], footprints=s["footprints"], local_icon="{pL}", tourist_icon="{pT}",
        footprint_icon="{fp}")


def _supply_info(view) -> str:
    s = view["supply"]
    return _("Supply: {locals}, {tourists}, {footprints} left.").format(
        locals=people_words("L", s["L"]), tourists=people_words("T", s["T"]),
        footprints=ngettext("{n} footprint", "{n} footprints", s["footprints"]).format(n=s["footprints"]))


# ---------------- a city ----------------

class Geometry:
    """Where each space of a city is drawn. Horizontal (the desk): columns left to right,
    the beach row above the street row. Upright (the phone): one line per column, top to
    bottom, the beach half on the left and the street half on the right; each line as tall
    as its people need."""

    def __init__(self, lo, hi, x0, y0, cw, ch, upright=False, heights=None):
        self.lo, self.hi, self.x0, self.y0, self.cw, self.ch = lo, hi, x0, y0, cw, ch
        self.upright = upright
        self.heights = heights or {c: ch for c in range(lo, hi + 1)}
        self.tops, top = {}, y0
        for c in range(lo, hi + 1):
            self.tops[c] = top
            top += self.heights[c]
        self.bottom = top if upright else y0 + 2 * ch

    def cell(self, k: str) -> tuple[float, float, float, float]:
        col, row = SC.unkey(k)
        if self.upright:
            return self.x0 + row * self.cw, self.tops[col], self.cw, self.heights[col]
        return self.x0 + (col - self.lo) * self.cw, self.y0 + row * self.ch, self.cw, self.ch

    def start(self, col: int) -> tuple[float, float, float, float]:
        if self.upright:
            return self.x0, self.tops[col], 2 * self.cw, self.heights[col]
        return self.x0 + (col - self.lo) * self.cw, self.y0, self.cw, 2 * self.ch


def _columns(city: dict, nxt: set) -> tuple[int, int]:
    here = SC.spaces(city)
    cols = [SC.unkey(k)[0] for k in here] + [SC.unkey(t[2:])[0] for t in nxt if t.startswith("s:")]
    return min(cols), max(cols)


def _person_tokens(person, nxt) -> tuple[str | None, str | None]:
    move = f"m:{person['id']}" if f"m:{person['id']}" in nxt else None
    remove = f"r:{person['id']}" if f"r:{person['id']}" in nxt else None
    return move, remove


def _slots(people, nxt) -> int:
    return sum(2 if all(_person_tokens(p, nxt)) else 1 for p in people)


def _sorted_people(people):
    return sorted(people, key=lambda q: ("VTL".index(q["kind"]), q["id"]))


def _draw_people(people, x, y, w, h, *, nxt, slot, fig, pending=None, moved=frozenset(), hit=0, place="") -> str:
    """People on one space, from its bottom-left corner: one slot each (two when the person
    may also be sent home: the figure and a "home" badge); `hit` = the radius of an invisible
    round hit area around each clickable thing (a finger's size on a phone)."""
    out = []
    per_line = max(1, int((w - 4) // slot))
    i = 0
    for person in _sorted_people(people):
        move, remove = _person_tokens(person, nxt)
        for part in ("figure", "home") if move and remove else ("figure",):
            cx = x + 2 + slot / 2 + (i % per_line) * slot
            cy = y + h - slot / 2 - (i // per_line) * slot
            i += 1
            token = (move or remove) if part == "figure" else remove
            info = person_text(person, movable=bool(move))
            aria = tr(PERSON_MOVE_LABEL[person["kind"]]).format(place=place) if move and part == "figure" else None
            if part == "home" or token == remove:
                info = _("Send this person home (back to the supply).")
                aria = tr(PERSON_HOME_LABEL.get(person["kind"], PERSON_HOME_LABEL["L"])).format(place=place)
            classes = "person" + (" legal" if token else "")
            if person["id"] == pending:
                classes += " selected"
            elif person["id"] in moved:
                classes += " moved"
            shield = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{max(hit, fig * .6):.1f}" fill="#000" ' \
                     f'fill-opacity="0"/>' if token else ""
            mark = ""
            if person["id"] == pending and part == "figure":
                mark = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{fig * .72:.1f}" fill="#ffd23f" fill-opacity=".55" ' \
                       f'stroke="#7a5800" stroke-width="2.5"/>'
            elif token:
                mark = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{fig * .68:.1f}" fill="#fff" fill-opacity=".6" ' \
                       f'stroke="{ACCENT}" stroke-width="2"/>'
            elif person["id"] in moved:
                mark = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{fig * .66:.1f}" fill="none" stroke="#b84a00" ' \
                       f'stroke-width="2"/>'
            events = "" if token else ' pointer-events="none"'
            if part == "home":
                body = (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{fig * .5:.1f}" fill="#fde8e4" stroke="#b23a48" '
                        f'stroke-width="1.5"/><path d="M{cx - fig * .2:.1f} {cy - fig * .2:.1f} L{cx + fig * .2:.1f} '
                        f'{cy + fig * .2:.1f} M{cx + fig * .2:.1f} {cy - fig * .2:.1f} L{cx - fig * .2:.1f} '
                        f'{cy + fig * .2:.1f}" stroke="#b23a48" stroke-width="2"/>')
            else:
                body = F.person_icon(person["kind"], cx, cy, fig)
            out.append(f'<g{_attrs(token, classes, info, aria)}{events}>{_title(info)}{shield}{mark}{body}</g>')
    return "".join(out)


def _reserve(standing: list, w: float, nxt, people) -> float:
    """The room the people on a space take at its bottom (see _draw_people)."""
    slot, fig = people[0], people[1]
    lines = -(-_slots(standing, nxt) // max(1, int((w - 8) // slot))) if standing else 0
    return (lines - 1) * slot + min(slot, fig + 6) if lines else 0


def _tile_reserve(city: dict, geo: "Geometry", nxt, people) -> float:
    col = city["start_col"]
    return max(_reserve([q for q in city["people"] if q["at"] == SC.key(col, row)], geo.cell(SC.key(col, row))[2],
                        nxt, people) for row in (0, 1))


def _city(view: dict, city: dict, geo: Geometry, *, nxt=frozenset(), turn: Turn | None = None,
          last=None, size=11, people=(8, 18, 0), detail=True) -> str:
    """One city: the starting tile, the cards, the placement spots and the people.
    `people` = (slot, figure size, hit radius); `detail`: words on the faces (else tags only)."""
    rings = SC.ring_assignment(city, view["objective"])
    placed = set(last["placed"]) if last else set()
    moved = set(last["moved"]) | (set(turn.moved) if turn else set())
    out = []
    # placement spots
    for token in sorted(t for t in nxt if t.startswith("s:")):
        x, y, w, h = geo.cell(token[2:])
        info = _("An empty space of your city: place the card here.")
        words = _("Place here")
        label = words if w >= 70 else "+"
        name = named(words, _space_label(token[2:], turn, city))
        out.append(f'<g{_attrs(token, "spot legal", info, name)}>{_title(info)}'
                   f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{w - 4:.1f}" height="{h - 4:.1f}" rx="6" '
                   f'fill="#1d6f42" fill-opacity=".12" stroke="{ACCENT}" stroke-width="2" stroke-dasharray="6 4"/>'
                   + _text(x + w / 2, y + h / 2 + size * .4, label, size + 1, PLACE_HERE, True, "middle",
                           width=w - 8) + "</g>")
    # the starting tile (two spaces)
    col = city["start_col"]
    x, y, w, h = geo.start(col)
    info = tile_text(city["start"])
    heard = _info(" ".join(info.split("\n")))      # a picture, heard as its whole description
    out.append(f'<g class="start tile" role="img" aria-label="{heard}" data-info="{_info(info)}">{_title(info)}'
               + (F.tile_face(city["start"], x + 1, y + 1, w - 2, h - 2, size=size, wide=geo.upright,
                              halves=not geo.upright, reserve=_tile_reserve(city, geo, nxt, people)) if detail
                  else f'<rect x="{x + 1:.1f}" y="{y + 1:.1f}" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="6" '
                       f'fill="#fff3c4" stroke="#c9a227" stroke-width="1.5"/>')
               + "</g>")
    if not detail:      # the street tags, small
        t = START_TILES[city["start"]]
        hx, hy, hw, hh = geo.cell(SC.key(col, 1))
        s = min(hw / max(1, len(t.street_tags)) - 2, hh * .5, 12)
        for i, tag in enumerate(t.street_tags):
            out.append(F.tag_icon(tag, hx + 3 + s / 2 + i * (s + 2), hy + hh / 2, s))
    for row in (0, 1):          # each half of the starting tile is a space people walk to
        k = SC.key(col, row)
        token = f"t:{k}"
        if token in nxt:
            hx, hy, hw, hh = geo.cell(k)
            hint = _("Walk here (the starting tile's beach half).") if row == 0 else \
                _("Walk here (the starting tile's street half).")
            out.append(f'<g{_attrs(token, "spot legal", hint)}>{_title(hint)}'
                       f'<rect x="{hx + 3:.1f}" y="{hy + 3:.1f}" width="{hw - 6:.1f}" height="{hh - 6:.1f}" rx="6" '
                       f'fill="#1d6f42" fill-opacity=".12" stroke="{ACCENT}" stroke-width="2.5"/></g>')
    # feature cards
    for k, card in city["cards"].items():
        x, y, w, h = geo.cell(k)
        token = f"w:{k}" if f"w:{k}" in nxt else f"t:{k}" if f"t:{k}" in nxt else None
        classes = "card"
        if turn and turn.swap_from == k:
            classes += " selected"
        elif not token and (k in placed or (turn and k in turn.placed)):
            classes += " last"          # (a legal target shows as legal, not as last)
        info = city_card_text(city, k, rings)
        aria = None
        if token and token.startswith("w:"):
            aria = _("Swap it.") if not turn or turn.swap_from is None else _("Swap with it.")
        elif token:
            aria = _("Walk to this card.")
        if detail:
            reserve = _reserve([q for q in city["people"] if q["at"] == k], w, nxt, people)
            out.append(_card(card, x + 1, y + 1, w - 2, h - 2, token=token, classes=classes, info=info, aria=aria,
                             size=size, ring=rings.get(k), placed=True, vertical=geo.upright,
                             reserve=reserve))
        else:
            out.append(_card(card, x + .5, y + .5, w - 1, h - 1, token=token, classes=classes, info=info,
                             aria=aria, size=size))
        if k in city["footprints"]:
            fs = min(14.0, w * .3) if detail else min(9.0, w * .35)
            out.append(f'<g pointer-events="none" aria-hidden="true">{F.footprint_icon(x + w - fs * .9, y + fs * (1.6 if detail else .8), fs)}</g>')
    # people
    by_space: dict[str, list] = {}
    for person in city["people"]:
        by_space.setdefault(person["at"], []).append(person)
    slot, fig, hit = people
    for k, group in sorted(by_space.items()):
        x, y, w, h = geo.cell(k)
        if geo.upright and k not in city["cards"]:      # a starting tile half: its own half only
            x, w = x, w
        place = card_name(city["cards"][k]) if k in city["cards"] else _("your starting tile")
        out.append(_draw_people(group, x + 2, y, w - 4, h - 2, nxt=nxt, slot=slot, fig=fig,
                                pending=turn.person if turn else None, moved=moved, hit=hit, place=place))
    return "".join(out)


def _space_label(k: str, turn: Turn | None, city: dict) -> str:
    """What placing on an empty space does, for a screen reader: "Tide Pool Steps in the beach
    row, next to Dune Garden" (after the space's "Place here")."""
    col, row = SC.unkey(k)
    card = card_name(turn._to_place()) if turn and turn.pending else ""
    near = [card_name(city["cards"][n]) for n in SC.neighbours(k) if n in city["cards"]]
    start = any(SC.unkey(n)[0] == city["start_col"] for n in SC.neighbours(k) if n not in city["cards"]
                and n in SC.spaces(city))
    if near:
        where = _("next to {card}").format(card=near[0])
    elif start:
        where = _("next to your starting tile")
    else:
        where = _("column {col}").format(col=col)
    if row == 0:
        return _("{card} in the beach row, {where}").format(card=card, where=where)
    return _("{card} in the street row, {where}").format(card=card, where=where)


def _city_points(view: dict, city: dict) -> int:
    return sum(SC.scorepad(city, view["objective"]).values()) if city["start"] is not None else 0


def _city_summary(view: dict, city: dict) -> str:
    rings = SC.ring_assignment(city, view["objective"])
    ringed = sum(len(r["ringed"]) for r in rings.values())
    return _("{points} now · {dollars} $ · {cards}/14 cards · {ringed} of {people} people in rings").format(
        points=F.points_words(_city_points(view, city)), dollars=city["dollars"], cards=len(city["cards"]),
        ringed=ringed, people=len(city["people"]))


# ---------------- the turn in progress ----------------

def _turn_in_progress(view: dict, ui: dict) -> Turn | None:
    me = view["viewer"]
    if me is None or me not in view["to_act"] or view["phase"] not in ("turn", "final") or view["over"]:
        return None
    turn = Turn(view, me, final=view["phase"] == "final")
    try:
        for token in ui.get("path", []):
            turn.feed(token)
    except Refused:
        pass
    return turn


def _shown(view: dict) -> int:
    me = view["viewer"]
    if me is not None:
        return me
    return 0 if view["over"] else view["current"]


def _confirm_label(turn: Turn) -> str:
    return _("Pass") if turn.stage == "choose" else _("Confirm turn")


# ---------------- the desk ----------------

def _wide(view: dict, ui: dict) -> str:
    me = view["viewer"]
    nxt = set(ui.get("next", []))
    turn = _turn_in_progress(view, ui)
    shown = _shown(view)
    n = len(view["cities"])
    out = []
    # the sand dollar actions (left)
    out.append(_text(8, 16, _("Sand dollar actions"), 13, INK, True, width=170))
    out.append(_group(_("Sand dollar actions"), "".join(
        _dollar_box(view, a, 8, 24 + i * 76, 170, 70, nxt, 11, 12) for i, a in enumerate(view["dollar_actions"]))))
    own = turn.city if turn else view["cities"][shown]
    if me is not None:
        out.append(_text(8, 192, _("You have {n} $").format(n=own["dollars"]), 13, INK, True, width=170))
    # the display (middle)
    out.append(_text(186, 16, _("Display — back row, then front row · deck: {n}").format(n=view["deck_count"]),
                     13, INK, True,
                     width=546))
    markers = turn.markers if turn else view["markers"]
    if turn and turn.stage != "choose":
        markers = view["markers"]       # where they stood when the card was taken
    for r, row in enumerate(("back", "front")):
        out.append(_group(_("Back row") if row == "back" else _("Front row"), "".join(
            _display_card(view, turn, nxt, row, col, 186 + col * 138, 24 + r * 106, 132, 100, 11)
            for col in range(4))))
    for col in range(4):
        x = 186 + col * 138
        token = f"truck:{col}"
        if token in nxt:
            here = _("Food truck here")
            out.append(_button(x + 4, 232, 124, 24, here, token, nxt, size=11,
                               info=_("Place the food truck under this column; the foodie starts two "
                                      "columns to its right (wrapping round)."),
                               aria=named(here, _("under column {col}").format(col=col + 1))))
        elif markers.get("truck") is not None:
            kind = _marker_here(markers, col)
            if kind:
                out.append(_marker(kind, x + 4, 234, 124, 19, 11))
    # the objective and the supply (right)
    out.append(_objective_box(view, 740, 6, 204, 196, 11))
    out.append(f'<g data-info="{_info(_supply_info(view))}">{_title(_supply_info(view))}'
               + _text(742, 222, _supply_text(view), 11.5, INK, width=200) + "</g>")
    # the turn's buttons, or the starting tiles on offer
    y = 262
    if view["phase"] == "tile":
        out.append(_text(8, y - 2, _("Starting tiles on offer"), 13, INK, True, width=936))
        out.append(f'<g role="group" aria-label="{_info(_("Starting tiles on offer"))}">')
        for i, t in enumerate(view["tiles_offered"]):
            token = f"tile:{t}"
            legal = token in nxt
            x = 8 + i * 236
            info = tile_text(t)
            aria = _tile_name(t)
            out.append(f'<g{_attrs(token if legal else None, "tile" + (" legal" if legal else ""), info, aria)}>'
                       f'{_title(info)}' + F.tile_face(t, x, y + 4, 228, 72, size=11, wide=True) + "</g>")
        out.append("</g>")
    elif turn:
        out.append(_group(_("Your turn"), _wide_controls(turn, nxt, y)))
    # the shown city
    city = own
    colour = PLAYER_COLOURS[shown % 4]
    whose = _whose_city(shown, me)
    cy = 354
    if city["start"] is not None:
        out.append(_text(8, cy - 8, _("{whose} — {summary}").format(whose=whose, summary=_city_summary(view, city)),
                         13, colour, True, width=936))
        lo, hi = _columns(city, nxt)
        cols = hi - lo + 1
        cw = min(128, 936 / cols)
        geo = Geometry(lo, hi, 8 + (936 - cols * cw) / 2, cy, cw, 104)
        out.append(_group(whose, _city(view, city, geo, nxt=nxt, turn=turn, last=view["last"][shown], size=11,
                                       people=(17, 16, 0))))
    elif view["phase"] == "tile":
        out.append(_text(8, cy + 16, _("{whose}: no starting tile yet.").format(whose=whose), 13, colour, True, width=936))
    # the other cities, small
    others = [p for p in range(n) if p != shown]
    if others:
        width = (936 - 12 * (len(others) - 1)) / len(others)
        for i, p in enumerate(others):
            x = 8 + i * (width + 12)
            out.append(_other_city(view, p, x, 590, width, 12, 24))
    out.append(_legend_strip(8, 652))
    height = WIDE_H
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDE_W} {height}" role="img" '
            f'aria-label="{_info(tr(TABLE_LABEL))}" font-family="system-ui, sans-serif">'
            f'<rect width="{WIDE_W}" height="{height}" fill="{BG}" aria-hidden="true"/>' + "".join(out) + "</svg>")


def _tile_name(tile_id: int) -> str:
    """A starting tile on offer: the words its face shows, then what clicking it does."""
    return F.tile_words(tile_id) + " " + _("Choose this starting tile.")


def _whose_city(shown: int, me: int | None) -> str:
    return _("Your city") if shown == me else _("{name}'s city").format(name=name_slot(shown))


def _place_words(turn: Turn, phone: bool) -> str:
    """Which card is placed now, and where it may go."""
    card = turn._to_place()
    name = card_name(card)
    if CARDS[card].row == "B":
        text = _("Place the card you took, {card}, on a green space of your beach row (left).") if phone else \
            _("Place the card you took, {card}, on a green space of your beach row (top).")
    else:
        text = _("Place the card you took, {card}, on a green space of your street row (right).") if phone else \
            _("Place the card you took, {card}, on a green space of your street row (bottom).")
    return text.format(card=name)


def _wide_controls(turn: Turn, nxt: set, y: float) -> str:
    """The turn's choices that are not on the board: swaps, the lucky day, which move action is
    in use, confirm (the cards to place are in their display slots)."""
    out = []
    x = 8
    if turn.stage == "place":
        out.append(_text(8, y + 22, _place_words(turn, False), 13, INK, True, width=760))
    if turn.stage == "swap":
        out.append(_text(8, y + 22, _("Swap two cards of the same row, or:"), 13, INK, True, width=244))
        x = 260
    if NO_SWAP in nxt:
        out.append(_button(x, y + 4, 120, 30, _("No swap"), NO_SWAP, nxt, size=12))
    if turn.stage == "luck":
        out.append(_text(8, y + 14, _("Lucky day — choose your reward:"), 13, INK, True, width=936))
        for i, token in enumerate(t for t in LUCK_ORDER if t in nxt):
            out.append(_button(8 + i * 236, y + 22, 228, 30, _(LUCK[token[5:]]), token, nxt, size=11.5,
                               info=_("Lucky day: {reward}.").format(reward=_(LUCK[token[5:]]))))
    if turn.stage == "act" and turn.actions:
        width = 300
        for i, action in enumerate(turn.actions):
            token = f"a:{i}"
            bx = 8 + (i % 2) * (width + 8)
            by = y + (i // 2) * 34
            out.append(_button(bx, by, width, 30, short_action(action), token, nxt, size=11,
                               selected=i == turn.current, info=_action_info(action, i == turn.current),
                               aria=_("Use this move action: {action}").format(action=short_action(action))))
    if turn.removals:
        out.append(_text(632, y + 60, _removals_words(turn.removals, False), 12, INK, width=300))
    if OK in nxt or turn.stage == "act":
        out.append(_button(782, y + 2, 162, 40, _confirm_label(turn), OK, nxt, size=14, bold=True,
                           info=_("Confirm your turn as shown (nothing counts until then).")))
    return "".join(out)


def _action_info(action: dict, in_use: bool) -> str:
    left = action["count"] - len(action["moved"])
    if in_use:
        return _("{action} — {n} left (in use).").format(action=action_text(action), n=left)
    return _("{action} — {n} left.").format(action=action_text(action), n=left)


def _removals_words(n: int, phone: bool) -> str:
    if phone:
        return ngettext("You may send {n} person home: tap ✕.", "You may send up to {n} people home: tap ✕.",
                        n).format(n=n)
    return ngettext("You may send {n} person home (✕).", "You may send up to {n} people home (✕).", n).format(n=n)


def _other_city(view: dict, p: int, x, y, width, size, ch) -> str:
    city = view["cities"][p]
    mark = " ▶" if p in view["to_act"] and not view["over"] else ""
    head = _("{name} — {points}, {dollars} $, {cards}").format(
        name=name_slot(p) + mark, points=F.points_words(_city_points(view, city)), dollars=city["dollars"],
        cards=ngettext("{n} card", "{n} cards", len(city["cards"])).format(n=len(city["cards"])))
    out = [_text(x, y - 6, head, size, PLAYER_COLOURS[p % 4], True, width=width)]
    if city["start"] is None:
        out.append(_text(x, y + 16, _("No starting tile yet."), size, MUTED, width=width))
        return "".join(out)
    lo, hi = _columns(city, set())
    cols = hi - lo + 1
    cw = min(ch * 1.2, width / cols)
    geo = Geometry(lo, hi, x + (width - cols * cw) / 2, y, cw, ch)
    out.append(_group(_whose_city(p, view["viewer"]), _city(view, city, geo, last=view["last"][p], size=size,
                                                            people=(max(4.0, cw / 4), 7, 0), detail=False)))
    return "".join(out)


def _legend_strip(x, y) -> str:
    """The desk's legend: every symbol with its name, and what the card lines mean."""
    out, cx = [], x
    info = _("Legend:") + "\n" + "\n".join(F.legend_lines())
    items = [f"{symbol} {name}" for symbol, name in F.legend_items()]
    widths = [F.line_width(F.rich_lines(item, 11, 10 ** 6)[0], 11) for item in items]
    # longer words (German, French) squeeze the line into the desk's width (at most to 80 %)
    squeeze = min(1.0, max(.8, (936 - 12 * (len(items) - 1)) / sum(widths)))
    for item, width in zip(items, widths):
        out.append(_text(cx, y, item, 11, MUTED, width=width * squeeze))
        cx += width * squeeze + 12
    out.append(_text(x, y + 15, _("Place: when you place the card (moves optional) · Scores: at the end · "
                                  "✓ ring filled · tap or hover anything for its full text"), 11, MUTED, width=936))
    return f'<g class="legend" data-info="{_info(info)}">{_title(info)}' + "".join(out) + "</g>"


# ---------------- the phone ----------------

PH_SIZE, PH_NAME = 12, 14        # a phone's card text and card names (units ≈ CSS px)


def _phone_grid(view, turn, nxt, row, y, *, buttons=None) -> tuple[str, float]:
    """A display row as a 2 × 2 grid of large cards, with the food truck / foodie above their
    card; `buttons` = {col: (label, token, info)} under each card (the food truck's placing)."""
    out = []
    markers = view["markers"]
    w, h, gap = 172, 116, 8
    top = y
    for col in range(4):
        x = 8 + (col % 2) * (w + gap)
        cy = top + (col // 2) * (h + 26 + (52 if buttons else 0) + gap)
        kind = _marker_here(markers, col) if row == "front" and markers.get("truck") is not None \
            and not (turn and turn.stage != "choose") else None     # (no reward with sand dollars)
        if kind:
            out.append(_marker(kind, x + 4, cy, w - 8, 22, 13))
        out.append(_display_card(view, turn, nxt, row, col, x, cy + 26, w, h, PH_SIZE, PH_NAME))
        if buttons and col in buttons:
            label, token, info, aria = buttons[col]
            out.append(_button(x, cy + 26 + h + 4, w, HIT, label, token, nxt, size=13, info=info, aria=aria))
    return _group(_("Back row") if row == "back" else _("Front row"), "".join(out)), \
        2 * (h + 26 + (52 if buttons else 0) + gap)


def _phone_city(view, city, y, *, nxt=frozenset(), turn=None, last=None) -> tuple[str, float]:
    """The upright city: a line per column, the beach half left, the street half right; lines
    grow so that every clickable person has a finger-sized target."""
    lo, hi = _columns(city, nxt)
    cols = hi - lo + 1
    base = max(66.0, min(84.0, 640 / cols))
    heights = {}
    for c in range(lo, hi + 1):
        need = base
        for row in (0, 1):
            people = [q for q in city["people"] if q["at"] == SC.key(c, row)]
            if not people:
                continue
            slots = _slots(people, nxt)
            clickable = any(any(_person_tokens(q, nxt)) for q in people)
            slot = HIT if clickable else 22
            per_line = max(1, int((172 - 8) // slot))
            lines = -(-slots // per_line)
            need = max(need, base + 18 + (lines - 1) * slot if clickable else base + lines * slot - 6)
        heights[c] = need
    geo = Geometry(lo, hi, 8, y, 172, base, upright=True, heights=heights)
    clickable = any(t.startswith(("m:", "r:")) for t in nxt)
    svg = _city(view, city, geo, nxt=nxt, turn=turn, last=last, size=12,
                people=(HIT if clickable else 22, 20, HIT / 2))
    labels = (_text(8 + 86, y - 6, _("Beach (sea side)"), 12, MUTED, True, "middle", width=164)
              + _text(8 + 172 + 86, y - 6, _("Street"), 12, MUTED, True, "middle", width=164))
    return labels + svg, geo.bottom - y + 14


def _phone_main(view: dict, ui: dict) -> tuple[str, str]:
    """(title of the main tab, svg) for the phone: what the current step needs."""
    me = view["viewer"]
    nxt = set(ui.get("next", []))
    turn = _turn_in_progress(view, ui)
    shown = _shown(view)
    city = turn.city if turn else view["cities"][shown]
    out, y = [], 22
    title = _("Table")

    def heading(text, colour=INK):
        nonlocal y
        out.append(_text(8, y, text, 15, colour, True, width=344))
        y += 12

    if view["phase"] == "tile" and me is not None and me in view["to_act"] and not view["over"]:
        title = _("Your choice")
        heading(_("Choose your starting tile"))
        out.append(f'<g role="group" aria-label="{_info(_("Starting tiles on offer"))}">')
        for t in view["tiles_offered"]:
            token = f"tile:{t}"
            legal = token in nxt
            info = tile_text(t)
            aria = _tile_name(t)
            out.append(f'<g{_attrs(token if legal else None, "tile" + (" legal" if legal else ""), info, aria)}>'
                       f'{_title(info)}' + F.tile_face(t, 8, y, 344, 100, size=13, wide=True) + "</g>")
            y += 108
        out.append("</g>")
    elif view["phase"] == "truck" and me is not None and me in view["to_act"] and not view["over"]:
        title = _("Your choice")
        heading(_("Place the food truck under a column"))
        here = _("Food truck here")
        buttons = {c: (here, f"truck:{c}",
                       _("Place the food truck under this card; the foodie starts two columns to its "
                         "right (wrapping round)."),
                       named(here, _("under column {col}").format(col=c + 1))) for c in range(4)}
        svg, h = _phone_grid(view, None, nxt, "front", y, buttons=buttons)
        out.append(svg)
        y += h
    elif turn and turn.stage in ("choose", "dollar"):
        title = _("Your turn")
        if turn.stage == "choose":
            heading(_("Take a front-row card"))
        else:
            heading(_dollar_step_words(turn))
        show_back = any(t.startswith("c:b") for t in nxt) or \
            (turn.dollar and DOLLAR_BY_ID[turn.dollar].takes == "front+behind")
        if turn.stage == "choose" or any(t.startswith("c:f") for t in nxt) or \
                DOLLAR_BY_ID[turn.dollar].takes != "back":
            if show_back:
                out.append(_text(8, y + 8, _("Front row"), 13, MUTED, True, width=344))
                y += 12
            svg, h = _phone_grid(view, turn, nxt, "front", y)
            out.append(svg)
            y += h
        if show_back:
            out.append(_text(8, y + 8, _("Back row"), 13, MUTED, True, width=344))
            y += 12
            svg, h = _phone_grid(view, turn, nxt, "back", y)
            out.append(svg)
            y += h
        if turn.stage == "choose":
            y += 10
            heading(_("Or a sand dollar action (you have {n} $)").format(n=city["dollars"]))
            boxes = []
            for a in view["dollar_actions"]:
                boxes.append(_dollar_box(view, a, 8, y, 344, 66, nxt, 13, 14))
                y += 72
            out.append(_group(_("Sand dollar actions"), "".join(boxes)))
        if OK in nxt:
            out.append(_button(8, y + 4, 344, 50, _confirm_label(turn), OK, nxt, size=15, bold=True))
            y += 58
    else:
        if turn:
            title = _("Your turn")
            y = _phone_turn_controls(out, turn, nxt, y)
        else:
            colour = PLAYER_COLOURS[shown % 4]
            if view["over"]:
                heading(_("The game is over"))
            elif me is None or me not in view["to_act"]:
                heading(_("Waiting for {name}").format(name=name_slot(view["current"])))
        if city["start"] is not None:
            colour = PLAYER_COLOURS[shown % 4]
            whose = _whose_city(shown, me)
            y += 16
            out.append(_text(8, y, whose, 15, colour, True, width=344))
            svg, lines = F.draw_rich(_city_summary(view, city), 8, y + 18, 13, 344, MUTED, most=2)
            out.append(svg)
            y += 18 + lines * 15.6 + 14
            svg, h = _phone_city(view, city, y, nxt=nxt if turn else set(), turn=turn,
                                 last=view["last"][shown])
            out.append(_group(whose, svg))
            y += h
        elif not turn:
            out.append(_text(8, y + 14, _("No starting tile yet."), 13, MUTED, width=344))
            y += 30
    return title, _phone_svg(out, y + 8)


def _phone_turn_controls(out: list, turn: Turn, nxt: set, y: float) -> float:
    """The buttons of the turn's current step, full width and a finger tall."""
    if turn.stage == "place":
        card = turn._to_place()
        svg, lines = F.draw_rich(_place_words(turn, True), 8, y + 2, 14, 344, INK, bold=True, most=3)
        out.append(svg)
        y += 10 + (lines - 1) * 16.8
        out.append(_card(card, 8, y, 344, 78, classes="card selected",
                         info=_("To place now.") + "\n" + card_text(card), size=PH_SIZE, name_size=PH_NAME))
        y += 84
        for token in sorted(t for t in nxt if t.startswith("h:")):
            other = int(token[2:])
            out.append(_text(8, y + 14, _("or place this one first:"), 13, MUTED, width=344))
            y += 20
            out.append(_card(other, 8, y, 344, 78, token=token,
                             info=_("Place this card first.") + "\n" + card_text(other),
                             aria=_("Place it first."),
                             size=PH_SIZE, name_size=PH_NAME))
            y += 84
        return y
    if turn.stage == "swap":
        out.append(_text(8, y + 2, _("Swap two cards of the same row"), 14, INK, True, width=344))
        y += 10
        if NO_SWAP in nxt:
            out.append(_button(8, y, 344, HIT, _("No swap"), NO_SWAP, nxt, size=14))
            y += HIT + 6
        return y
    if turn.stage == "luck":
        out.append(_text(8, y + 2, _("Lucky day — choose your reward"), 14, INK, True, width=344))
        y += 10
        for token in LUCK_ORDER:
            if token in nxt:
                out.append(_button(8, y, 344, HIT, _(LUCK[token[5:]]), token, nxt, size=13,
                                   info=_("Lucky day: {reward}.").format(reward=_(LUCK[token[5:]]))))
                y += HIT + 6
        return y
    out.append(_button(8, y - 6, 344, 50, _confirm_label(turn), OK, nxt, size=15, bold=True,
                       info=_("Confirm your turn as shown (nothing counts until then).") if OK in nxt else
                       _("Confirm your turn as shown (nothing counts until then). First finish this person's "
                         "move (or step back).")))
    y += 50
    for i, action in enumerate(turn.actions):
        token = f"a:{i}"
        out.append(_button(8, y, 344, HIT, short_action(action), token, nxt, size=13,
                           selected=i == turn.current, info=_action_info(action, i == turn.current),
                           aria=_("Use this move action: {action}").format(action=short_action(action))))
        y += HIT + 6
    if turn.removals:
        out.append(_text(8, y + 10, _removals_words(turn.removals, True), 13, INK, width=344))
        y += 18
    return y


def _phone_svg(parts: list, height: float) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PHONE_W} {height:.0f}" role="img" '
            f'aria-label="{_info(tr(TABLE_LABEL))}" font-family="system-ui, sans-serif">'
            f'<rect width="{PHONE_W}" height="{height:.0f}" fill="{BG}" aria-hidden="true"/>' + "".join(parts) + "</svg>")


def _phone_display_panel(view: dict) -> str:
    """Everything on the table's middle: both display rows, the markers, the sand dollar
    actions, the objective and the supply (to look at; choices are on the main tab)."""
    out, y = [], 22
    out.append(_text(8, y, _("Display · deck: {n}").format(n=view["deck_count"]), 15, INK, True, width=344))
    y += 12
    out.append(_text(8, y + 8, _("Front row (to take)"), 13, MUTED, True, width=344))
    y += 12
    svg, h = _phone_grid(view, None, set(), "front", y)
    out.append(svg)
    y += h
    out.append(_text(8, y + 8, _("Back row (slides forward)"), 13, MUTED, True, width=344))
    y += 12
    svg, h = _phone_grid(view, None, set(), "back", y)
    out.append(svg)
    y += h + 6
    out.append(_text(8, y, _("Sand dollar actions"), 15, INK, True, width=344))
    y += 8
    for a in view["dollar_actions"]:
        out.append(_dollar_box(view, a, 8, y, 344, 66, set(), 13, 14))
        y += 72
    out.append(_objective_box(view, 8, y, 344, 120, 13))
    y += 128
    out.append(f'<g data-info="{_info(_supply_info(view))}">'
               + _text(8, y + 14, _supply_text(view), 13, INK, width=344) + "</g>")
    return _phone_svg(out, y + 28)


def _phone_city_panel(view: dict) -> str:
    shown = _shown(view)
    city = view["cities"][shown]
    out, y = [], 22
    whose = _whose_city(shown, view["viewer"])
    out.append(_text(8, y, whose, 15, PLAYER_COLOURS[shown % 4], True, width=344))
    if city["start"] is None:
        out.append(_text(8, y + 24, _("No starting tile yet."), 13, MUTED, width=344))
        return _phone_svg(out, y + 40)
    svg, lines = F.draw_rich(_city_summary(view, city), 8, y + 18, 13, 344, MUTED, most=2)
    out.append(svg)
    y += 18 + lines * 15.6 + 14
    svg, h = _phone_city(view, city, y, last=view["last"][shown])
    out.append(_group(whose, svg))
    return _phone_svg(out, y + h + 8)


def _phone_others_panel(view: dict) -> str:
    shown = _shown(view)
    out, y = [], 8
    for p in range(len(view["cities"])):
        if p == shown:
            continue
        y += 22
        out.append(_other_city(view, p, 8, y, 344, 13, 40))
        y += 90
    return _phone_svg(out, y)


def _phone_legend_panel() -> str:
    out, y = [_text(8, 22, _("Symbols"), 15, INK, True, width=344)], 30
    for symbol, name in F.legend_items():
        y += 24
        out.append(_text(12, y, f"{symbol} {name}", 14, INK, width=336))
    y += 14
    for line in F.legend_lines():
        svg, n = F.draw_rich(line, 8, y + 16, 13, 344, INK, most=5)
        out.append(svg)
        y += n * 15.6 + 6
    return _phone_svg(out, y + 16)


def _phone(view: dict, ui: dict) -> dict:
    title, main = _phone_main(view, ui)
    panels = [{"title": _("Display"), "svg": _phone_display_panel(view)},
              {"title": _("City") if view["viewer"] is None else _("Your city"), "svg": _phone_city_panel(view)},
              {"title": _("Others"), "svg": _phone_others_panel(view)},
              {"title": _("Legend"), "svg": _phone_legend_panel()}]
    return {"svg": main, "main_title": title, "panels": panels}


# ---------------- the prompt ----------------

def _dollar_step_words(turn: Turn) -> str:
    """Which card a sand dollar action's click takes ("Double: click the first of two front-row
    cards")."""
    name = _(DOLLAR_NAME[turn.dollar])
    takes = DOLLAR_BY_ID[turn.dollar].takes
    if takes == "two-front":
        text = _("{action}: click the first of the two front-row cards you take.") if not turn.picked else \
            _("{action}: click the second front-row card you take.")
    elif takes == "any":
        text = _("{action}: click any card of the display, front or back row.")
    elif takes == "front+behind":
        text = _("{action}: click a front-row card; the card behind it comes with it.")
    elif takes == "back":
        text = _("{action}: click the back-row card you take.")
    else:
        text = _("{action}: click the front-row card you take.")
    return text.format(action=name)


def _gains_words(turn: Turn) -> str:
    """What the turn's cards brought (sand dollars, new people), or "" when nothing."""
    out = []
    if turn.gained:
        out.append(ngettext("You gain {n} sand dollar.", "You gain {n} sand dollars.", turn.gained).format(
            n=turn.gained))
    if turn.arrived:
        out.append(ngettext("{n} new person arrives in your city.", "{n} new people arrive in your city.",
                            turn.arrived).format(n=turn.arrived))
    return " ".join(out)


def prompt(view: dict, ui: dict) -> str:
    me = view["viewer"]
    if view["over"]:
        return _("The game is over: see the scorepad.")
    current = view["current"]
    if me is None or me not in view["to_act"]:
        return _("Waiting for {name}.").format(name=name_slot(current))
    phase = view["phase"]
    if phase == "tile":
        return _("Choose your starting tile (players choose in reverse turn order).")
    if phase == "truck":
        return _("You are last in turn order: place the food truck under a column of the display.")
    turn = _turn_in_progress(view, ui)
    nxt = set(ui.get("next", []))
    if turn.stage == "choose":
        if view["ending"]:
            return _("Your turn: take a card from the front row (the food truck and the foodie reward the "
                     "card above them), or use a sand dollar action. This is the last round.")
        return _("Your turn: take a card from the front row (the food truck and the foodie reward the "
                 "card above them), or use a sand dollar action.")
    if turn.stage == "dollar":
        return _dollar_step_words(turn)
    if turn.stage == "place":
        others = [card_name(c) for c in turn.pending if c != turn._to_place()]
        text = _place_words(turn, ui.get("screen") == "phone")
        if others:
            text += " " + _("Or click {card} to place it first.").format(card=others[0])
        return text + " " + _("Step back to choose again.")
    if turn.stage == "swap":
        return _("Swap two feature cards of the same row (people and footprints travel with them), "
                 "or choose no swap.")
    if turn.stage == "luck":
        return _("Lucky day! The card was above both the food truck and the foodie: choose your reward.")
    if turn.person is not None:
        person = turn.person_by_id(turn.person)
        steps = turn.steps_for(person)
        text = {"L": ngettext("Move the local: click a highlighted space (1 step); step back to choose another.",
                              "Move the local: click a highlighted space (up to {n} steps); step back to choose "
                              "another.", steps),
                "T": ngettext("Move the tourist: click a highlighted space (1 step); step back to choose another.",
                              "Move the tourist: click a highlighted space (up to {n} steps); step back to "
                              "choose another.", steps),
                "V": ngettext("Move the VIP: click a highlighted space (1 step); step back to choose another.",
                              "Move the VIP: click a highlighted space (up to {n} steps); step back to choose "
                              "another.", steps)}[person["kind"]]
        return text.format(n=steps)
    moves = any(t.startswith("m:") for t in nxt)
    if phase == "final":
        return (_("Final movement: click a person, then where they go (locals up to 3 steps, tourists "
                  "and VIPs 1). Confirm when done.") if moves else _("Final movement: confirm."))
    parts = [_gains_words(turn)]
    if turn.removals:
        parts.append(ngettext("You may send {n} person home (click ✕).", "You may send up to {n} people home "
                              "(click ✕).", turn.removals).format(n=turn.removals))
    parts.append(_("Click a person to move them (optional), then confirm.") if moves else _("Confirm your turn."))
    return " ".join(p for p in parts if p)


RULES_HTML = N_("""<h3>Santa Monica — the rules in short</h3>
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
<li><b>Placement actions</b> (a card's "Place:" line): sand dollars and new people (locals, tourists —
mandatory, on that card) come first; then the optional moves: up to N different people of a kind, up
to D steps each, one card = one step, the starting tile two spaces; only onto cards. The grey
"anyone" figure means a move that takes anyone, VIPs too. A VIP leaves a footprint on every card it
walks onto or through that shows a tag it likes (one per card).</li>
<li>The display refills: empty front slots take the card behind, then the deck fills the gaps.</li>
</ol>
<p><b>Final movement</b>: every local may walk up to 3 steps, every tourist and VIP 1 step.
<b>Scoring</b> (a card's "Scores:" line): each card's ability (adjacency once; chains of connected
symbols; unspent sand dollars; activity rings filled with exactly the people shown — the best
placement into rings is computed for you, ✓ marks a ring that is filled), footprints (your starting
tile's rule), and the objective tile's three lines. Ties: most sand dollars left, then the longest
chain, then shared.</p>
<p><b>Symbols</b>: tags are pictograms — a house (local spot), a star (tourist attraction), a bag
(shop), a ball (sports), a tree (nature), a wave (waves); people are figures — teal (local), pink with
a sun hat (tourist), gold with a crown (VIP). The legend is under the board (on a phone: its own tab).</p>
<p><b>How to click</b>: click a front card, then a green space. Then click a person and a highlighted
space to move them; buttons choose which move action you use. Step back undoes your last click;
nothing counts until you confirm the turn. Tap or hover anything for its full text.</p>
<p>Every card, starting tile and sand dollar action is our own design, made for this site; only the
kinds of pieces and symbols follow the printed game.</p>""")


def rules_html() -> str:
    """The rules summary in the current language."""
    return _(RULES_HTML)


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    colours = [PLAYER_COLOURS[p % 4] for p in range(len(view["cities"]))]
    if ui.get("screen") == "phone":
        out = _phone(view, ui)
    else:
        out = {"svg": _wide(view, ui)}
    out["prompt"] = prompt(view, ui)
    out["seat_colours"] = colours
    return out
