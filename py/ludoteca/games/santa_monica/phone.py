"""The phone, PHONE_W units wide: the main drawing holds what the turn's step needs — the front
row and the sand dollar actions while choosing a card, the city (drawn upright: the sea on the
left, the street on the right, one line per column) while placing, swapping or moving, and the
turn's buttons (MIN_TARGET units tall) — and tabs hold the display, the city, the other cities
and the legend."""

from __future__ import annotations

from ludoteca.core.svg import MIN_TARGET, Markup, group, join, named

from . import faces as F
from . import pieces as P
from . import scoring as SC
from . import words as W
from .content import DOLLAR_BY_ID
from .faces import INK, draw_rich, draw_text
from .texts import _, name_slot
from .turn import LUCK, NO_SWAP, OK, Turn

HIT = MIN_TARGET
PH_SIZE, PH_NAME = 12, 14  # a phone's card text and card names (units ≈ CSS px)
LUCK_ORDER = tuple(f"luck:{c}" for c in LUCK)


class Column:
    """A phone drawing built top to bottom: parts, and the y where the next one goes."""

    def __init__(self, y: float = 22):
        self.out: list[Markup] = []
        self.y = y

    def add(self, part: Markup, height: float = 0) -> None:
        self.out.append(part)
        self.y += height

    def text(self, words: str, size=13, colour=INK, bold=False, dy=0.0, height=0.0, x=8, fit=344) -> None:
        self.add(draw_text(words, x, self.y + dy, size, colour, bold, fit=fit), height)

    def heading(self, words: str, colour=INK) -> None:
        self.text(words, 15, colour, True, height=12)

    def rich(self, words: str, size, colour, dy, most, bold=False) -> int:
        svg, lines = draw_rich(words, 8, self.y + dy, size, 344, colour, bold=bold, most=most)
        self.add(svg)
        return lines

    def sheet(self, extra: float) -> Markup:
        return P.sheet(self.out, 360, self.y + extra)


def grid(view, turn, nxt, row, page: Column, *, buttons=None) -> None:
    """A display row as a 2 × 2 grid of large cards, with the food truck / foodie above their
    card; `buttons` = {col: (label, token, info, name)} under each card (the food truck's placing)."""
    out, markers = [], view["markers"]
    w, h, gap, below = 172, 116, 8, 52 if buttons else 0
    # no reward with sand dollars: the markers show only while a card is chosen
    rewards = row == "front" and markers.get("truck") is not None and not (turn and turn.stage != "choose")
    for col in range(4):
        x, cy = 8 + (col % 2) * (w + gap), page.y + (col // 2) * (h + 26 + below + gap)
        if rewards and (kind := P.marker_here(markers, col)):
            out.append(P.marker(kind, x + 4, cy, w - 8, 22, 13))
        out.append(P.display_card(view, turn, nxt, row, col, x, cy + 26, w, h, PH_SIZE, PH_NAME))
        if buttons and col in buttons:
            label, token, info, aria = buttons[col]
            out.append(P.button(x, cy + 26 + h + 4, w, HIT, label, token, nxt, size=13, info=info, aria=aria))
    page.add(group(_("Back row") if row == "back" else _("Front row"), out), 2 * (h + 26 + below + gap))


def city(view, city, y, *, nxt=frozenset(), turn=None, last=None) -> tuple[Markup, float]:
    """The upright city: a line per column, the beach half left, the street half right; lines
    grow so that every clickable person has a finger-sized target. (svg, height)"""
    lo, hi = P.columns(city, nxt)
    base = max(66.0, min(84.0, 640 / (hi - lo + 1)))
    heights = {}
    for c in range(lo, hi + 1):
        heights[c] = base
        for people in filter(None, (P.people_on(city, SC.key(c, row)) for row in (0, 1))):
            clickable = any(any(P.person_tokens(q, nxt)) for q in people)
            slot = HIT if clickable else 22
            lines = -(-P.slots(people, nxt) // int((172 - 8) // slot))
            heights[c] = max(heights[c], base + 18 + (lines - 1) * slot if clickable else base + lines * slot - 6)
    geo = P.Geometry(lo, hi, 8, y, 172, base, upright=True, heights=heights)
    slot = HIT if any(t.startswith(("m:", "r:")) for t in nxt) else 22
    drawn = P.city(view, city, geo, nxt=nxt, turn=turn, last=last, size=12, people=(slot, 20, HIT / 2))
    beach = draw_text(_("Beach (sea side)"), 94, y - 6, 12, P.MUTED, True, "middle", fit=164)
    street = draw_text(_("Street"), 266, y - 6, 12, P.MUTED, True, "middle", fit=164)
    return join(beach, street, drawn), geo.bottom - y + 14


def shown_city(view, page: Column, shown: int, **turn) -> None:
    """A city under its heading and summary."""
    whose, city_ = W.whose_city(shown, view["viewer"]), turn.pop("city", None) or view["cities"][shown]
    page.text(whose, 15, P.SEAT_COLOURS[shown % 4], True)
    lines = page.rich(W.city_summary(view, city_), 13, P.MUTED, 18, 2)
    page.y += 18 + lines * 15.6 + 14
    svg, h = city(view, city_, page.y, last=view["last"][shown], **turn)
    page.add(group(whose, svg), h)


def turn_controls(page: Column, turn: Turn, nxt: set) -> None:
    """The buttons of the turn's current step, full width and a finger tall."""
    face = {"size": PH_SIZE, "name_size": PH_NAME}
    if turn.stage == "place":
        card = turn._to_place()
        page.y += 10 + (page.rich(W.place_words(turn, True), 14, INK, 2, 3, bold=True) - 1) * 16.8
        info = _("To place now.") + "\n" + W.card_text(card)
        page.add(P.card(card, 8, page.y, 344, 78, classes=("card", "selected"), info=info, **face), 84)
        for token in sorted(t for t in nxt if t.startswith("h:")):
            other = int(token[2:])
            page.text(_("or place this one first:"), 13, P.MUTED, dy=14, height=20)
            info = _("Place this card first.") + "\n" + W.card_text(other)
            page.add(P.card(other, 8, page.y, 344, 78, token=token, info=info, aria=_("Place it first."), **face), 84)
        return
    if turn.stage in ("swap", "luck"):
        swap = turn.stage == "swap"
        page.text(
            _("Swap two cards of the same row") if swap else _("Lucky day — choose your reward"),
            14,
            bold=True,
            dy=2,
            height=10,
        )
        for token in [NO_SWAP] if swap else LUCK_ORDER:
            if token in nxt:
                label = _("No swap") if swap else _(LUCK[token[5:]])
                info = "" if swap else _("Lucky day: {reward}.").format(reward=label)
                page.add(P.button(8, page.y, 344, HIT, label, token, nxt, size=14 if swap else 13, info=info), HIT + 6)
        return
    info = _("Confirm your turn as shown (nothing counts until then).")
    if OK not in nxt:
        info = _(
            "Confirm your turn as shown (nothing counts until then). First finish this person's move (or step back)."
        )
    page.add(P.button(8, page.y - 6, 344, 50, W.confirm_label(turn), OK, nxt, size=15, bold=True, info=info), 50)
    for i, action in enumerate(turn.actions):
        short, in_use = W.short_action(action), i == turn.current
        aria = _("Use this move action: {action}").format(action=short)
        button = P.button(
            8,
            page.y,
            344,
            HIT,
            short,
            f"a:{i}",
            nxt,
            size=13,
            selected=in_use,
            info=W.action_info(action, in_use),
            aria=aria,
        )
        page.add(button, HIT + 6)
    if turn.removals:
        page.text(W.removals_words(turn.removals, True), dy=10, height=18)


def choose_card(view, turn: Turn, nxt: set, page: Column) -> None:
    """Taking a card: the front row (and the back row when a sand dollar action takes from
    it), the sand dollar actions, pass."""
    page.heading(_("Take a front-row card") if turn.stage == "choose" else W.dollar_step_words(turn))
    takes = DOLLAR_BY_ID[turn.dollar].takes if turn.dollar else None
    show_back = any(t.startswith("c:b") for t in nxt) or takes == "front+behind"
    for row in ("front", "back"):
        if row == "back" and not show_back:
            continue
        if row == "front" and not (turn.stage == "choose" or any(t.startswith("c:f") for t in nxt) or takes != "back"):
            continue
        if show_back:
            page.text(_("Front row") if row == "front" else _("Back row"), 13, P.MUTED, True, dy=8, height=12)
        grid(view, turn, nxt, row, page)
    if turn.stage == "choose":
        page.y += 10
        page.heading(_("Or a sand dollar action (you have {n} $)").format(n=turn.city["dollars"]))
        boxes = [
            P.dollar_box(view, a, 8, page.y + i * 72, 344, 66, nxt, 13, 14)
            for i, a in enumerate(view["dollar_actions"])
        ]
        page.add(group(_("Sand dollar actions"), boxes), 72 * len(boxes))
    if OK in nxt:
        page.add(P.button(8, page.y + 4, 344, 50, W.confirm_label(turn), OK, nxt, size=15, bold=True), 58)


def main(view: dict, turn: Turn | None, nxt: set, shown: int) -> tuple[str, Markup]:
    """(title of the main tab, svg): what the current step needs."""
    me, page = view["viewer"], Column()
    acting = me is not None and me in view["to_act"] and not view["over"]
    if view["phase"] == "tile" and acting:
        page.heading(_("Choose your starting tile"))
        tiles = []
        for t in view["tiles_offered"]:
            token = f"tile:{t}" if f"tile:{t}" in nxt else None
            face = F.tile_face(t, 8, page.y + 108 * len(tiles), 344, 100, size=13, wide=True)
            classes = ("tile", "legal" if token else "")
            tiles.append(P.clickable(token, face, name=W.tile_name(t), info=W.tile_text(t), classes=classes))
        page.add(group(_("Starting tiles on offer"), tiles), 108 * len(tiles))
        return _("Your choice"), page.sheet(8)
    if view["phase"] == "truck" and acting:
        page.heading(_("Place the food truck under a column"))
        here = _("Food truck here")
        info = _("Place the food truck under this card; the foodie starts two columns to its right (wrapping round).")
        buttons = {
            c: (here, f"truck:{c}", info, named(here, _("under column {col}").format(col=c + 1))) for c in range(4)
        }
        grid(view, None, nxt, "front", page, buttons=buttons)
        return _("Your choice"), page.sheet(8)
    if turn and turn.stage in ("choose", "dollar"):
        choose_card(view, turn, nxt, page)
        return _("Your turn"), page.sheet(8)
    if turn:
        turn_controls(page, turn, nxt)
    elif view["over"]:
        page.heading(_("The game is over"))
    elif not acting:
        page.heading(_("Waiting for {name}").format(name=name_slot(view["current"])))
    city_ = turn.city if turn else view["cities"][shown]
    if city_["start"] is not None:
        page.y += 16
        shown_city(view, page, shown, city=city_, nxt=nxt if turn else set(), turn=turn)
    elif not turn:
        page.text(_("No starting tile yet."), 13, P.MUTED, dy=14, height=30)
    return (_("Your turn") if turn else _("Table")), page.sheet(8)


def display_panel(view: dict) -> Markup:
    """Everything on the table's middle: both display rows, the markers, the sand dollar
    actions, the objective and the supply (to look at; choices are on the main tab)."""
    page = Column()
    page.heading(_("Display · deck: {n}").format(n=view["deck_count"]))
    page.text(_("Front row (to take)"), 13, P.MUTED, True, dy=8, height=12)
    grid(view, None, set(), "front", page)
    page.text(_("Back row (slides forward)"), 13, P.MUTED, True, dy=8, height=12)
    grid(view, None, set(), "back", page)
    page.y += 6
    page.text(_("Sand dollar actions"), 15, bold=True, height=8)
    for a in view["dollar_actions"]:
        page.add(P.dollar_box(view, a, 8, page.y, 344, 66, set(), 13, 14), 72)
    page.add(P.objective_box(view, 8, page.y, 344, 120, 13), 128)
    page.add(P.supply(view, 8, page.y + 14, 13, 344))
    return page.sheet(28)


def city_panel(view: dict, shown: int) -> Markup:
    page = Column()
    if view["cities"][shown]["start"] is None:
        page.text(W.whose_city(shown, view["viewer"]), 15, P.SEAT_COLOURS[shown % 4], True)
        page.text(_("No starting tile yet."), 13, P.MUTED, dy=24)
        return page.sheet(40)
    shown_city(view, page, shown)
    return page.sheet(8)


def others_panel(view: dict, shown: int) -> Markup:
    page = Column(8)
    for p in range(len(view["cities"])):
        if p != shown:
            page.add(P.other_city(view, p, 8, page.y + 22, 344, 13, 40), 112)
    return page.sheet(0)


def legend_panel() -> Markup:
    page = Column()
    page.text(_("Symbols"), 15, bold=True, height=8)
    for item in F.legend_items():
        page.text(item, 14, dy=24, height=24, x=12, fit=336)
    page.y += 14
    for line in F.legend_lines():
        page.y += page.rich(line, 13, INK, 16, 5) * 15.6 + 6
    return page.sheet(16)


def draw(view: dict, turn: Turn | None, nxt: set, shown: int) -> tuple[str, Markup, list[tuple[str, Markup]]]:
    title, main_svg = main(view, turn, nxt, shown)
    panels = [
        (_("Display"), display_panel(view)),
        (_("City") if view["viewer"] is None else _("Your city"), city_panel(view, shown)),
        (_("Others"), others_panel(view, shown)),
        (_("Legend"), legend_panel()),
    ]
    return title, main_svg, panels
