"""Santa Monica's position in words, for a screen reader (Game.describe): from the view alone
(the deck's order is never in it), in the current language, one short fact a line; seats as
"{pN}" (the table fills the names), the reader as "You".

Lines: what the player to act must do; the display — each front card with the marker under
it, the back row; the sand dollar actions, the objective, the supply; then each city (the
reader's first): its points, sand dollars and cards, and its beach and street rows column by
column, with the people on each card and its ring.
"""

from __future__ import annotations

from ...core.i18n import seat_label
from . import faces as F
from . import scoring as SC
from .content import CARDS, DOLLAR_BY_ID, START_TILES
from .rules import GAME
from .texts import _, join, ngettext, number, tr
from .turn import people_words

# The drawing's words (its prompt, …) are reused through the game's wiring (GAME.drawing), as
# the rules reach the layout editor: no module but __init__ names the drawing.


def card_name(card_id: int) -> str:
    return tr(CARDS[card_id].name)


def _who(p: int, viewer: int | None) -> str:
    return seat_label(p, viewer)


def _people(kinds: list[str]) -> str:
    return ", ".join(people_words(k, kinds.count(k)) for k in ("L", "T", "V") if k in kinds)


def _row_words(card_id: int) -> str:
    return _("beach") if CARDS[card_id].row == "B" else _("street")


def _display(view: dict) -> list[str]:
    display, markers = view["display"], view["markers"]
    lines = []
    for col, card in enumerate(display["front"]):
        under = []
        if markers["truck"] == col:
            under.append(_("the food truck"))
        if markers["foodie"] == col:
            under.append(_("the foodie"))
        if card is None:
            text = _("Front row, column {col}: empty.").format(col=col + 1)
        else:
            text = _("Front row, column {col}: {card} ({row}).").format(
                col=col + 1, card=card_name(card), row=_row_words(card)
            )
        if under:
            text += " " + _("Below it: {markers}.").format(markers=join(under))
        lines.append(text)
    back = [card_name(c) if c is not None else _("empty") for c in display["back"]]
    lines.append(_("Back row: {cards}.").format(cards=", ".join(back)))
    return lines


def _space_words(view: dict, city: dict, k: str, rings: dict) -> str:
    what = SC.spaces(city)[k]  # a card id, or START
    if isinstance(what, int):
        name = card_name(what)
    else:
        name = _("starting tile {name}").format(name=tr(START_TILES[city["start"]].name))
    parts = [name]
    here = SC.people_on(city, k)
    if here:
        parts.append(_people(here))
    if k in rings:
        ring = rings[k]
        if ring["filled"]:
            parts.append(_("ring filled"))
        elif not ring["ringed"]:
            parts.append(_("ring empty"))
        else:
            parts.append(
                ngettext("{n} in its ring, not filled", "{n} in its ring, not filled", len(ring["ringed"])).format(
                    n=len(ring["ringed"])
                )
            )
    if k in city["footprints"]:
        parts.append(_("footprint"))
    return ", ".join(parts)


def _city(view: dict, p: int) -> list[str]:
    """The city's points, then — the reader's own city — one line a column (its beach and
    street spaces), or — another's — one line a row."""
    city = view["cities"][p]
    who = _who(p, view["viewer"])
    if city["start"] is None:
        return [_("{name}: no starting tile yet, {dollars} $.").format(name=who, dollars=city["dollars"])]
    rings = SC.ring_assignment(city, view["objective"])
    points = sum(SC.scorepad(city, view["objective"]).values())
    ringed = sum(len(r["ringed"]) for r in rings.values())
    lines = [
        ngettext(
            "{name}: {points} now, {dollars} $, {cards} of 14 cards, {ringed} of {people} person in rings.",
            "{name}: {points} now, {dollars} $, {cards} of 14 cards, {ringed} of {people} people in rings.",
            len(city["people"]),
        ).format(
            name=who,
            points=F.points_words(points),
            dollars=city["dollars"],
            cards=len(city["cards"]),
            ringed=ringed,
            people=len(city["people"]),
        )
    ]
    here = SC.spaces(city)
    cols = sorted({SC.unkey(k)[0] for k in here})
    low = cols[0]

    def words(col: int, row: int) -> str | None:
        k = SC.key(col, row)
        return _space_words(view, city, k, rings) if k in here else None

    if p == view["viewer"]:
        for col in cols:
            beach, street = words(col, 0), words(col, 1)
            lines.append(
                _("Your city, column {col}: beach {beach}; street {street}.").format(
                    col=col - low + 1, beach=beach or _("empty"), street=street or _("empty")
                )
            )
        return lines
    for row, title in ((0, _("{name}, beach row: {spaces}.")), (1, _("{name}, street row: {spaces}."))):
        found = [f"{col - low + 1}: {words(col, row)}" for col in cols if words(col, row)]
        lines.append(title.format(name=who, spaces="; ".join(found) or _("empty")))
    return lines


def describe(view: dict) -> list[str]:
    viewer = view["viewer"]
    drawing = GAME.drawing
    lines = [drawing.prompt(view, {"path": [], "next": [], "screen": "wide"})]
    if not view["over"]:
        if viewer is not None and viewer in view["to_act"] and view["phase"] == "final":
            lines[0] = _(
                "Final movement: move your people if you wish (locals up to 3 steps, tourists "
                "and VIPs 1), then confirm."
            )
        if view["ending"]:
            lines.append(_("This is the last round: a city has 14 cards."))
        if view["phase"] == "tile":
            lines.append(
                _("Starting tiles offered: {tiles}.").format(
                    tiles=", ".join(tr(START_TILES[t].name) for t in view["tiles_offered"])
                )
            )
    lines += _display(view)
    for a in view["dollar_actions"]:
        lines.append(drawing.dollar_text(DOLLAR_BY_ID[a]))
    lines += drawing.objective_text(view["objective"]).split("\n")
    supply = view["supply"]
    lines.append(
        _("Supply: {locals}, {tourists}, {footprints}; {cards} in the deck.").format(
            locals=people_words("L", supply["L"]),
            tourists=people_words("T", supply["T"]),
            footprints=ngettext("{n} footprint", "{n} footprints", supply["footprints"]).format(n=supply["footprints"]),
            cards=ngettext("{n} card", "{n} cards", view["deck_count"]).format(n=number(view["deck_count"])),
        )
    )
    order = list(range(len(view["cities"])))
    if viewer is not None:
        order = [viewer] + [p for p in order if p != viewer]
    for p in order:
        lines += _city(view, p)
    return lines
