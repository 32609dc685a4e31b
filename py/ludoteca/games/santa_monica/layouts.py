"""Santa Monica's two layouts of the pieces (pieces.py). The desk: the whole table in one
picture 952 units wide, shown at scale 1 (every text ≥ 11 px): the sand dollar actions, the
display (the food truck and the foodie under their columns), the objective and the supply; the
turn's buttons, the shown player's city, every other city small, the legend. The phone, 360
units wide: the main drawing holds what the turn's step needs (the front row and the sand dollar
actions while choosing a card, the city drawn upright while placing, swapping or moving, the
turn's buttons MIN_TARGET units tall); tabs hold the display, the city, the other cities and the
legend."""

from __future__ import annotations

from ludoteca.core.i18n import press_words
from ludoteca.core.svg import MIN_TARGET, Markup, group, join, named, picture, rect

from . import faces as F
from . import pieces as P
from . import scoring as SC
from . import words as W
from .content import DOLLAR_BY_ID
from .faces import INK, draw_line, draw_rich, draw_text, rich_lines
from .texts import N_, _, name_slot, tr
from .turn import LUCK, NO_SWAP, OK, Turn

HIT = MIN_TARGET
PH_SIZE, PH_NAME = 12, 14  # a phone's card text and card names (units ≈ CSS px)
LUCK_ORDER = tuple(f"luck:{c}" for c in LUCK)


# ---------------- the desk ----------------


def controls(turn: Turn, nxt: set, y: float) -> Markup:
    """The turn's choices that are not on the board: swaps, the lucky day, which move action is
    in use, confirm (the cards to place are in their display slots)."""
    out, x = [], 8
    if turn.stage == "place":
        out.append(draw_text(W.place_words(turn._to_place(), False), 8, y + 22, 13, INK, True, fit=760))
    if turn.stage == "swap":
        out.append(draw_text(_("Swap two cards of the same row, or:"), 8, y + 22, 13, INK, True, fit=244))
        x = 260
    if NO_SWAP in nxt:
        out.append(P.button(x, y + 4, 120, 30, _("No swap"), NO_SWAP, nxt, size=12))
    if turn.stage == "luck":
        out.append(draw_text(_("Lucky day — choose your reward:"), 8, y + 14, 13, INK, True, fit=936))
        for i, token in enumerate(t for t in LUCK_ORDER if t in nxt):
            reward = _(LUCK[token[5:]])
            info = _("Lucky day: {reward}.").format(reward=reward)
            out.append(P.button(8 + i * 236, y + 22, 228, 30, reward, token, nxt, size=11.5, info=info))
    for i, action in enumerate(turn.actions if turn.stage == "act" else ()):
        short, in_use = W.short_action(action), i == turn.current
        aria = _("Use this move action: {action}").format(action=short)
        info = W.action_info(action, in_use)
        bx, by = 8 + (i % 2) * 308, y + (i // 2) * 34
        out.append(P.button(bx, by, 300, 30, short, f"a:{i}", nxt, size=11, selected=in_use, info=info, aria=aria))
    if turn.removals:
        out.append(draw_text(W.removals_words(turn.removals, False), 632, y + 60, 12, INK, fit=300))
    if OK in nxt or turn.stage == "act":
        info = _("Confirm your turn as shown (nothing counts until then).")
        out.append(P.button(782, y + 2, 162, 40, W.confirm_label(turn), OK, nxt, size=14, bold=True, info=info))
    return join(out)


def legend(x, y) -> Markup:
    """Every symbol with its name, and what the card lines mean."""
    items = F.legend_items()
    widths = [F.line_width(F.rich_lines(item, 11, 10**6)[0], 11) for item in items]
    # longer words (German, French) squeeze the line into the desk's width (at most to 80 %)
    squeeze = min(1.0, max(0.8, (936 - 12 * (len(items) - 1)) / sum(widths)))
    out = []
    for item, width in zip(items, widths):
        out.append(draw_text(item, x, y, 11, P.MUTED, fit=width * squeeze))
        x += width * squeeze + 12
    lines = _(
        "Place: when you place the card (moves optional) · Scores: at the end · "
        "✓ ring filled · tap or hover anything for its full text"
    )
    out.append(draw_text(lines, 8, y + 15, 11, P.MUTED, fit=936))
    return picture(None, out, info="\n".join([_("Legend:"), *F.legend_lines()]), classes=("legend",))


def desk(view: dict, turn: Turn | None, nxt: set, shown: int) -> list[Markup]:
    heading = _("Sand dollar actions")
    boxes = [P.dollar_box(view, a, 8, 24 + i * 76, 170, 70, nxt, 11, 12) for i, a in enumerate(view["dollar_actions"])]
    out = [draw_text(heading, 8, 16, 13, INK, True, fit=170), group(heading, boxes)]
    city = turn.city if turn else view["cities"][shown]
    if view["viewer"] is not None:
        out.append(draw_text(_("You have {n} $").format(n=city["dollars"]), 8, 192, 13, INK, True, fit=170))
    heading = _("Display — back row, then front row · deck: {n}").format(n=view["deck_count"])
    out.append(draw_text(heading, 186, 16, 13, INK, True, fit=546))
    # the markers stand where they stood when the card was taken
    markers = turn.markers if turn and turn.stage == "choose" else view["markers"]
    for r, row in enumerate(("back", "front")):
        cards = [P.display_card(view, turn, nxt, row, c, 186 + c * 138, 24 + r * 106, 132, 100, 11) for c in range(4)]
        out.append(group(_("Back row") if row == "back" else _("Front row"), cards))
    for col in range(4):
        x, kind = 186 + col * 138, P.marker_here(markers, col)
        if (token := f"truck:{col}") in nxt:
            here = _("Food truck here")
            info = _(
                "Place the food truck under this column; the foodie starts two columns to its right (wrapping round)."
            )
            aria = named(here, _("under column {col}").format(col=col + 1))
            out.append(P.button(x + 4, 232, 124, 24, here, token, nxt, size=11, info=info, aria=aria))
        elif markers.get("truck") is not None and kind:
            out.append(P.marker(kind, x + 4, 234, 124, 19, 11, view))
    out += [P.objective_box(view, 740, 6, 204, 196, 11), P.supply(view, 742, 222, 11.5, 200)]
    out.append(banner(view, 740, 232, 204, 22, 11))
    if view["phase"] == "tile":
        out.append(draw_text(_("Starting tiles on offer"), 8, 260, 13, INK, True, fit=936))
        out.append(P.offered_tiles(view, nxt, 11, lambda i: (8 + i * 236, 266, 228, 72)))
    elif turn:
        out.append(group(_("Your turn"), controls(turn, nxt, 262)))
    if view["phase"] != "tile" and (not turn or turn.stage == "choose"):  # the latest move in words
        out.append(P.last_move_note(view, 8, 282, 760, 13, most=3)[0])
    colour, whose = P.SEAT_COLOURS[shown % 4], W.whose_city(shown, view["viewer"])
    if city["start"] is not None:
        heading = _("{whose} — {summary}").format(whose=whose, summary=W.city_summary(view, city))
        out.append(P.city_heading(view, shown, draw_text(heading, 8, 346, 13, colour, True, fit=936), turn))
        lo, hi = P.columns(city, nxt)
        cw = min(128, 936 / (hi - lo + 1))
        geo = P.Geometry(lo, hi, 8 + (936 - (hi - lo + 1) * cw) / 2, 354, cw, 104)
        drawn = P.city(view, city, geo, seat=shown, nxt=nxt, turn=turn, size=11, people=(17, 16, 0))
        out.append(group(whose, drawn))
    elif view["phase"] == "tile":
        whose = _("{whose}: no starting tile yet.").format(whose=whose)
        out.append(draw_text(whose, 8, 370, 13, colour, True, fit=936))
    others = [p for p in range(len(view["cities"])) if p != shown]
    width = (936 - 12 * (len(others) - 1)) / max(1, len(others))
    out += [P.other_city(view, p, 8 + i * (width + 12), 590, width, 12, 24) for i, p in enumerate(others)]
    out.append(legend(8, 652))
    return out


# ---------------- the phone ----------------


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
        """A heading on as many lines as it needs (a sand dollar action's step is a sentence:
        squeezed onto one line, the French one ran off the drawing)."""
        lines = rich_lines(words, 15, 344, True)
        for i, line in enumerate(lines):
            self.add(draw_line(line, 8, self.y, 15, colour, True, fit=344), 12 if i == len(lines) - 1 else 19)

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
    w, h, gap, below = 168, 116, 8, 52 if buttons else 0
    # no reward with sand dollars: the markers show only while a card is chosen; each stands
    # under its card, as the prompt says ("the card above them")
    rewards = row == "front" and markers.get("truck") is not None and not (turn and turn.stage != "choose")
    room = 26 if row == "front" and markers.get("truck") is not None else 0
    for col in range(4):
        x, cy = 8 + (col % 2) * (w + gap), page.y + (col // 2) * (h + room + below + gap)
        out.append(P.display_card(view, turn, nxt, row, col, x, cy, w, h, PH_SIZE, PH_NAME))
        if rewards and (kind := P.marker_here(markers, col)):
            out.append(P.marker(kind, x + 4, cy + h + 3, w - 8, 22, 13, view))
        if buttons and col in buttons:
            label, token, info, aria = buttons[col]
            out.append(P.button(x, cy + h + 4, w, HIT, label, token, nxt, size=13, info=info, aria=aria))
    page.add(group(_("Back row") if row == "back" else _("Front row"), out), 2 * (h + room + below + gap))


def shown_city(view, page: Column, shown: int, city=None, nxt=frozenset(), turn=None, note=False) -> None:
    """A city under its heading and summary, upright: a line per column, the beach half left, the
    street half right; lines grow so that every clickable person has a finger-sized target.
    `note`: the latest move in words under the heading, when it was this city's player's."""
    whose, city = W.whose_city(shown, view["viewer"]), city or view["cities"][shown]
    heading = draw_text(whose, 8, page.y, 15, P.SEAT_COLOURS[shown % 4], True, fit=344)
    svg, lines = draw_rich(W.city_summary(view, city), 8, page.y + 18, 13, 344, P.MUTED, most=2)
    page.add(P.city_heading(view, shown, join(heading, svg), turn), 18 + lines * 15.6 + 14)
    if note and view["last_move"]["p"] == shown:
        svg, lines = P.last_move_note(view, 8, page.y, 344, 13, most=12)
        page.add(svg, lines * 15.6 + 6)
    y, (lo, hi) = page.y, P.columns(city, nxt)
    base = max(66.0, min(84.0, 640 / (hi - lo + 1)))
    heights = {}
    for c in range(lo, hi + 1):
        heights[c] = base
        for people in filter(None, (P.people_on(city, SC.key(c, row)) for row in (0, 1))):
            clickable = any(any(P.person_tokens(q, nxt)) for q in people)
            slot = HIT if clickable else 22
            lines = -(-P.slots(people, nxt) // int((172 - 8) // slot))
            heights[c] = max(heights[c], base - 8 + P.standing_room(lines, slot, 20))
    geo = P.Geometry(lo, hi, 8, y, 172, base, upright=True, heights=heights)
    slot = HIT if any(t.startswith(("m:", "r:")) for t in nxt) else 22
    drawn = P.city(view, city, geo, seat=shown, nxt=nxt, turn=turn, size=12, people=(slot, 20, HIT / 2))
    beach = draw_text(_("Beach (sea side)"), 94, y - 6, 12, P.MUTED, True, "middle", fit=164)
    street = draw_text(_("Street"), 266, y - 6, 12, P.MUTED, True, "middle", fit=164)
    page.add(group(whose, beach, street, drawn), geo.bottom - y + 14)


def turn_controls(page: Column, turn: Turn, nxt: set) -> None:
    """The buttons of the turn's current step, full width and a finger tall."""
    face = {"size": PH_SIZE, "name_size": PH_NAME}
    if turn.stage == "place":
        card = turn._to_place()
        page.y += 10 + (page.rich(W.place_words(card, True), 14, INK, 2, 3, bold=True) - 1) * 16.8
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
        heading = _("Swap two cards of the same row") if swap else _("Lucky day — choose your reward")
        page.text(heading, 14, bold=True, dy=2, height=10)
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
        aria, info = _("Use this move action: {action}").format(action=short), W.action_info(action, in_use)
        button = P.button(8, page.y, 344, HIT, short, f"a:{i}", nxt, size=13, selected=in_use, info=info, aria=aria)
        page.add(button, HIT + 6)
    if turn.removals:
        page.text(W.removals_words(turn.removals, True), dy=10, height=18)


def choose_card(view, turn: Turn, nxt: set, page: Column, touch: bool) -> None:
    """Taking a card: the front row (and the back row when a sand dollar action takes from
    it), the sand dollar actions, pass."""
    dollar = turn.dollar if turn.stage == "dollar" else None
    # ("{tap}" is wrapped as the page will show it: "tippe auf" is wider)
    heading = press_words(W.dollar_step_words(dollar, bool(turn.picked)), touch) if dollar else None
    page.heading(heading or _("Take a front-row card"))
    takes = DOLLAR_BY_ID[turn.dollar].takes if turn.dollar else None
    show_back = any(t.startswith("c:b") for t in nxt) or takes == "front+behind"
    show_front = turn.stage == "choose" or any(t.startswith("c:f") for t in nxt) or takes != "back"
    for row in [row for row, shown in (("front", show_front), ("back", show_back)) if shown]:
        if show_back:
            page.text(_("Front row") if row == "front" else _("Back row"), 13, P.MUTED, True, dy=8, height=12)
        grid(view, turn, nxt, row, page)
    if turn.stage == "choose":
        page.y += 10
        page.heading(_("Or a sand dollar action (you have {n} $)").format(n=turn.city["dollars"]))
        actions = view["dollar_actions"]
        boxes = [P.dollar_box(view, a, 8, page.y + i * 72, 344, 66, nxt, 13, 14) for i, a in enumerate(actions)]
        page.add(group(_("Sand dollar actions"), boxes), 72 * len(boxes))
    if OK in nxt:
        page.add(P.button(8, page.y + 4, 344, 50, W.confirm_label(turn), OK, nxt, size=15, bold=True), 58)


def main(view: dict, turn: Turn | None, nxt: set, shown: int, touch: bool) -> tuple[str, Markup]:
    """(title of the main tab, svg): what the current step needs; `touch`: pressed by touch
    (the words of a wrapped heading are said before it is wrapped, core/i18n.press_words)."""
    me, page = view["viewer"], Column()
    acting = me is not None and me in view["to_act"] and not view["over"]
    page.y -= 4
    svg, lines = P.last_move_note(view, 8, page.y, 344, 13, most=12)
    page.add(svg, lines * 15.6 + 8 if lines else 4)
    if banner_words(view):
        page.add(banner(view, 8, page.y - 14, 344, 26, 13), 26)
    if view["phase"] == "tile" and acting:
        page.heading(_("Choose your starting tile"))
        tiles = P.offered_tiles(view, nxt, 13, lambda i: (8, page.y + 108 * i, 344, 100))
        page.add(tiles, 108 * len(view["tiles_offered"]))
        return _("Your choice"), page.sheet(8)
    if view["phase"] == "truck" and acting:
        page.heading(_("Place the food truck under a column"))
        here = _("Food truck here")
        info = _("Place the food truck under this card; the foodie starts two columns to its right (wrapping round).")
        aria = [named(here, _("under column {col}").format(col=c + 1)) for c in range(4)]
        buttons = {c: (here, f"truck:{c}", info, aria[c]) for c in range(4)}
        grid(view, None, nxt, "front", page, buttons=buttons)
        return _("Your choice"), page.sheet(8)
    if turn and turn.stage in ("choose", "dollar"):
        choose_card(view, turn, nxt, page, touch)
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


ANNOUNCE = {
    "ending": N_("Last round: a city has 14 cards."),
    "final": N_("Final movement: locals up to 3 steps, tourists and VIPs 1."),
}


def banner_words(view: dict) -> str:
    said = view["last_move"]["announce"]
    return tr(ANNOUNCE[said]) if said in ANNOUNCE else ""


def banner(view: dict, x, y, w, h, size) -> Markup:
    """What the game announced after the latest move (the last round, the final movement), on
    a band the shell animates as a new round; nothing otherwise."""
    words = banner_words(view)
    if not words:
        return Markup("")
    band = rect(x, y, w, h, rx=h / 2, fill="#1f4e79")
    label = draw_text(words, x + w / 2, y + h / 2 + size * 0.36, size, "#fff", True, "middle", fit=w - 12)
    return picture(None, band, label, info=words, last="round", classes=("banner",))


def display_panel(view: dict) -> Markup:
    """Everything on the table's middle: both display rows, the markers, the sand dollar
    actions, the objective and the supply (to look at; choices are on the main tab)."""
    page = Column()
    page.heading(_("Display · deck: {n}").format(n=view["deck_count"]))
    for row, heading in (("front", _("Front row (to take)")), ("back", _("Back row (slides forward)"))):
        page.text(heading, 13, P.MUTED, True, dy=8, height=12)
        grid(view, None, set(), row, page)
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
    shown_city(view, page, shown, note=True)
    return page.sheet(8)


def legend_panel() -> Markup:
    page = Column()
    page.text(_("Symbols"), 15, bold=True, height=8)
    for item in F.legend_items():
        page.text(item, 14, dy=24, height=24, x=12, fit=336)
    page.y += 14
    for line in F.legend_lines():
        page.y += page.rich(line, 13, INK, 16, 5) * 15.6 + 6
    return page.sheet(16)


def phone(
    view: dict, turn: Turn | None, nxt: set, shown: int, touch: bool = False
) -> tuple[str, Markup, list[tuple[str, Markup]]]:
    title, main_svg = main(view, turn, nxt, shown, touch)
    others = Column()
    for p in (p for p in range(len(view["cities"])) if p != shown):
        if view["cities"][p]["start"] is None:
            others.text(W.whose_city(p, view["viewer"]), 15, P.SEAT_COLOURS[p % 4], True)
            others.text(_("No starting tile yet."), 13, P.MUTED, dy=20, height=44)
            continue
        shown_city(view, others, p, note=True)  # drawn as your own, with words and numbers
        others.y += 26
    panels = [
        (_("Display"), display_panel(view)),
        (_("City") if view["viewer"] is None else _("Your city"), city_panel(view, shown)),
        (_("Others"), others.sheet(0)),
        (_("Legend"), legend_panel()),
    ]
    return title, main_svg, panels
