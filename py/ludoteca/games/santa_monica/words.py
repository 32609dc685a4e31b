"""The words of Santa Monica's drawings: the details a tap shows, what a click does, headings."""

from __future__ import annotations

from ludoteca.core.i18n import PRESS_SLOTS
from ludoteca.core.svg import per_language

from . import scoring as SC
from .content import CARDS, DOLLAR_BY_ID, DOLLAR_NAME, OBJECTIVE_BY_ID, START_TILES, TAG_NAME, DollarAction, in_force
from .faces import points_words
from .rules import bonus_text
from .texts import N_, _, name_slot, ngettext, tr
from .turn import Turn, action_text, people_words


def action_words(a: tuple) -> str:
    if a[0] == "$":
        return ngettext("gain {n} sand dollar", "gain {n} sand dollars", a[1]).format(n=a[1])
    if a[0] == "+" and a[1] == "L":
        text = ngettext("add {n} local on this card (mandatory)", "add {n} locals on this card (mandatory)", a[2])
        return text.format(n=a[2])
    if a[0] == "+":
        text = ngettext("add {n} tourist on this card (mandatory)", "add {n} tourists on this card (mandatory)", a[2])
        return text.format(n=a[2])
    steps = ngettext("1 step", "up to {n} steps", a[3]).format(n=a[3])
    return _("move {people}, {steps} each (optional)").format(people=people_words(a[1], a[2], True), steps=steps)


def card_name(card_id: int) -> str:
    return _(CARDS[card_id].name)


@per_language(512, in_force)
def card_text(card_id: int) -> str:
    """A card's whole description (drawn with every card, on every click: written once per
    language and rules version)."""
    c = CARDS[card_id]
    row = _("Beach card (top row)") if c.row == "B" else _("Street card (bottom row)")
    tags = ", ".join(_(TAG_NAME[t]) for t in c.tags)
    actions = "; ".join(action_words(a) for a in c.actions) or _("nothing")
    text = _("{name} — {row}.\nTags: {tags}.\nWhen placed: {actions}.\nScores: {scores}.")
    return text.format(name=_(c.name), row=row, tags=tags, actions=actions, scores=SC.describe_scoring(c.scoring))


def _people_words(kinds: list[str]) -> str:
    return ", ".join(people_words(k, kinds.count(k)) for k in "LTV" if k in kinds) or _("nobody")


def city_card_text(city: dict, k: str, rings: dict) -> str:
    """A card in a city: its text, who stands on it, its ring and footprint, its points now."""
    out = [card_text(city["cards"][k]), _("On it: {people}.").format(people=_people_words(SC.people_on(city, k)))]
    points = SC.card_points(city, k)[1]
    if ring := rings.get(k):
        text = _("Ring: {people} in it (filled, best placement).") if ring["filled"] else None
        text = text or _("Ring: {people} in it (not filled, best placement).")
        out.append(text.format(people=_people_words(ring["ringed"])))
        points = ring["points"]
    if k in city["footprints"]:
        out.append(_("Footprint: worth {points}.").format(points=points_words(SC.footprint_value(city, k))))
    out.append(_("Its ability would score {points} now.").format(points=points_words(points)))
    return "\n".join(out)


def tile_text(tile_id: int) -> str:
    t = START_TILES[tile_id]
    names = [_(TAG_NAME[x]) for x in t.likes]
    likes = names[0] if len(names) == 1 else _("{first} or {second}").format(first=names[0], second=names[1])
    vips = ngettext("{n} VIP starts on it.", "{n} VIPs start on it.", t.vips).format(n=t.vips)
    tags, bonus, points = ", ".join(_(TAG_NAME[x]) for x in t.street_tags), bonus_text(t.bonus), points_words(t.points)
    text = _(
        "{name} — starting tile (two spaces: a beach half and a street half).\n"
        "Street tags: {tags}.\n{vips} Bonus when chosen: {bonus}.\n"
        "Footprints: your VIPs leave one on each card with {likes} they walk onto or through; "
        "each scores {points} per matching tag on that card."
    )
    return text.format(name=_(t.name), tags=tags, vips=vips, bonus=bonus, likes=likes, points=points)


def dollar_text(a: DollarAction) -> str:
    text = _("Sand dollar action {name} ({cost} $): {text}")
    return text.format(name=_(DOLLAR_NAME[a.id]), cost=a.cost, text=_(a.text))


def objective_text(objective_id: str) -> str:
    o = OBJECTIVE_BY_ID[objective_id]
    heading = _("Objective tile: {name} (scores for everyone at the end).").format(name=_(o.name))
    return "\n".join([heading] + [_(line) for line in o.text])


PERSON_TEXT = {
    "L": N_("A local (the final movement takes locals up to 3 steps)."),
    "T": N_("A tourist (the final movement takes tourists 1 step)."),
    "V": N_("A VIP: it leaves footprints on cards with a tag it likes (the final movement takes VIPs 1 step)."),
}
PERSON_MOVE_LABEL = {
    "L": N_("Move this local, on {place}"),
    "T": N_("Move this tourist, on {place}"),
    "V": N_("Move this VIP, on {place}"),
}
PERSON_HOME_LABEL = {"L": N_("Send this local home, from {place}"), "T": N_("Send this tourist home, from {place}")}


def person_text(person: dict, movable: bool = False) -> str:
    words = tr(PERSON_TEXT[person["kind"]])
    return (
        _("{person} {Tap} this person, then a highlighted space, to move them.").format(person=words, **PRESS_SLOTS)
        if movable
        else words
    )


MARKER_LABEL = {"truck": N_("Food truck: +1 $"), "foodie": N_("Foodie: move 1 step"), "lucky": N_("Lucky day: both!")}
MARKER_INFO = {
    "truck": N_("The food truck: taking the front card above it gives 1 sand dollar; then it moves one column right."),
    "foodie": N_(
        "The foodie: taking the front card above it lets you move one person (anyone) one "
        "step; then it moves one column right."
    ),
    "lucky": N_(
        "Lucky day: the food truck and the foodie are under the same column. Taking its front "
        "card gives a choice: 1 sand dollar and a 1-step move, 2 sand dollars, two 1-step moves, "
        "or one 2-step move."
    ),
}


def short_action(action: dict) -> str:
    """A move action on a button: "Sand Court Six: 1 local, 2 steps — 1 left"."""
    left = action["count"] - len(action["moved"])
    if action["kind"] == "final":
        return _("Final movement — {n} to move").format(n=left)
    n, steps = action["count"], action["steps"]
    who = {
        "*": ngettext("{n} person (anyone)", "{n} people (anyone)", n),
        "L": ngettext("{n} local", "{n} locals", n),
        "T": ngettext("{n} tourist", "{n} tourists", n),
    }[action["kind"]].format(n=n)
    steps = ngettext("{n} step", "{n} steps", steps).format(n=steps)
    text = _("{source}: {who}, {steps} — {left} left")
    return text.format(source=tr(action["source"]), who=who, steps=steps, left=left)


def action_info(action: dict, in_use: bool) -> str:
    text = _("{action} — {n} left (in use).") if in_use else _("{action} — {n} left.")
    return text.format(action=action_text(action), n=action["count"] - len(action["moved"]))


def removals_words(n: int, phone: bool) -> str:
    if phone:
        text = ngettext("You may send {n} person home: {tap} ✕.", "You may send up to {n} people home: {tap} ✕.", n)
    else:
        text = ngettext("You may send {n} person home (✕).", "You may send up to {n} people home (✕).", n)
    return text.format(n=n, **PRESS_SLOTS)


def place_words(card: int, phone: bool) -> str:
    """Which card is placed now, and where it may go."""
    if CARDS[card].row == "B" and phone:
        text = _("Place the card you took, {card}, on a green space of your beach column (left).")
    elif CARDS[card].row == "B":
        text = _("Place the card you took, {card}, on a green space of your beach row (top).")
    elif phone:
        text = _("Place the card you took, {card}, on a green space of your street column (right).")
    else:
        text = _("Place the card you took, {card}, on a green space of your street row (bottom).")
    return text.format(card=card_name(card))


def space_label(k: str, turn: Turn | None, city: dict) -> str:
    """What placing on an empty space does, for a screen reader: "Tide Pool Steps in the beach
    row, next to Dune Garden" (after the space's "Place here")."""
    col, row = SC.unkey(k)
    card = card_name(turn._to_place()) if turn and turn.pending else ""
    near = [card_name(city["cards"][n]) for n in SC.neighbours(k) if n in city["cards"]]
    spaces = SC.spaces(city)
    start = any(SC.unkey(n)[0] == city["start_col"] for n in SC.neighbours(k) if n not in city["cards"] and n in spaces)
    if near:
        where = _("next to {card}").format(card=near[0])
    else:
        where = _("next to your starting tile") if start else _("column {col}").format(col=col)
    text = _("{card} in the beach row, {where}") if row == 0 else _("{card} in the street row, {where}")
    return text.format(card=card, where=where)


def whose_city(shown: int, me: int | None) -> str:
    return _("Your city") if shown == me else _("{name}'s city").format(name=name_slot(shown))


def city_points(view: dict, city: dict) -> int:
    return sum(SC.scorepad(city, view["objective"]).values()) if city["start"] is not None else 0


def city_summary(view: dict, city: dict) -> str:
    ringed = sum(len(r["ringed"]) for r in SC.ring_assignment(city, view["objective"]).values())
    points, cards, people = points_words(city_points(view, city)), len(city["cards"]), len(city["people"])
    text = ngettext(
        "{points} now · {dollars} $ · {cards}/14 cards · {ringed} of {people} person in rings",
        "{points} now · {dollars} $ · {cards}/14 cards · {ringed} of {people} people in rings",
        people,
    )
    return text.format(points=points, dollars=city["dollars"], cards=cards, ringed=ringed, people=people)


def supply_text(view: dict) -> str:
    s = view["supply"]
    text = _("Supply: {locals} {local_icon} · {tourists} {tourist_icon} · {footprints} {footprint_icon}")
    icons = {"local_icon": "{pL}", "tourist_icon": "{pT}", "footprint_icon": "{fp}"}
    return text.format(locals=s["L"], tourists=s["T"], footprints=s["footprints"], **icons)


def supply_info(view: dict) -> str:
    s = view["supply"]
    footprints = ngettext("{n} footprint", "{n} footprints", s["footprints"]).format(n=s["footprints"])
    text = _("Supply: {locals}, {tourists}, {footprints} left.")
    return text.format(locals=people_words("L", s["L"]), tourists=people_words("T", s["T"]), footprints=footprints)


def confirm_label(turn: Turn) -> str:
    return _("Pass") if turn.stage == "choose" else _("Confirm turn")


def dollar_step_words(dollar: str, picked: bool) -> str:
    """Which card a sand dollar action's click takes ("Double: click the first of two
    front-row cards"), `picked` once one of its cards is taken."""
    takes = DOLLAR_BY_ID[dollar].takes
    if takes == "two-front" and not picked:
        text = _("{action}: {tap} the first of the two front-row cards you take.")
    elif takes == "two-front":
        text = _("{action}: {tap} the second front-row card you take.")
    elif takes == "any":
        text = _("{action}: {tap} any card of the display, front or back row.")
    elif takes == "front+behind":
        text = _("{action}: {tap} a front-row card; the card behind it comes with it.")
    elif takes == "back":
        text = _("{action}: {tap} the back-row card you take.")
    else:
        text = _("{action}: {tap} the front-row card you take.")
    return text.format(action=_(DOLLAR_NAME[dollar]), **PRESS_SLOTS)
