"""The desk (1000 × 720, shown at 952 × 670 CSS px): the temple track spirals from the large
start space in a corner inward to the red stone at the centre; beside it, each player's plate;
below, the cards of the viewer on their turn, each with where it would lead."""

from __future__ import annotations

from ...core.svg import Markup, document, el, group, rect, target, text
from .data import CARDS, COPY, SPEAR, card_name
from .pieces import Geo, amulet, backdrop, gains, game_track, mini_card, plate, tally
from .rules import card_refusal
from .texts import _
from .words import board_name, card_info, card_label, gains_words, glyph, player_info, points, seat, the_card

W, H, MARGIN, PANEL_X = 1000, 720, 16, 620
TRACK = Geo(MARGIN, MARGIN, 82, 3, 12, 15, 13)


def _players(view: dict) -> list[Markup]:
    out = []
    for player, taken in enumerate(view["taken"]):
        x, y, info = PANEL_X, 24 + player * 112, player_info(view, player)
        turn = player == view["turn"] and not view["over"]
        heading = _("{name} — to play").format(name=seat(player)) if turn else seat(player)
        out.append(
            el(
                "g",
                plate(x, y, W - x - 12, 104, 10, turn),
                amulet(player, x + 22, y + 22, 10, info),
                text(x + 40, y + 28, heading, 16, font_weight="700"),
                text(W - 24, y + 28, points(view["scores"][player]), 16, text_anchor="end", font_weight="700"),
                tally(taken, x + 16, y + 52, 9, 62),
                class_="player",
                data_info=info,
            )
        )
        out += [mini_card(view, player, card, x + 16 + k * 32, y + 64) for k, card in enumerate(CARDS)]
    return out


def _card(view: dict, card: str, x: float, y: float, legal: bool) -> Markup:
    """A card in the viewer's hand: where it takes them, what they would take."""
    viewer, prev = view["viewer"], view["previous"]
    refused = card_refusal(view, viewer, card) is not None
    pv = None if refused else view["previews"].get(card)
    if refused:
        status = _("not now")
    elif pv is None:
        status = _("cannot open") if card == COPY else ""
    else:
        status = f"→ {pv['to']}"
    sub = (
        card_name(card)
        if card == SPEAR
        else _("copies {card}").format(card=the_card(prev["as"]))
        if card == COPY and prev
        else ""
    )
    # what the card shows, in words (the spear's arrow is said by its name below it)
    shown = " ".join(w for w in ("" if card == SPEAR else glyph(card), sub, status) if w)
    if pv is not None:
        shown += ", " + gains_words(pv)
    return target(
        f"card:{card}",
        rect(x, y, 128, 126, rx=10, fill="#fffaf0", stroke="#8a7a55", stroke_width=1.5),
        text(x + 64, y + 52, glyph(card), 40, text_anchor="middle", font_weight="800", fill="#3b2f1e"),
        text(x + 64, y + 74, sub, 13, text_anchor="middle", fill="#555"),
        text(
            x + 64,
            y + 98,
            status,
            13,
            text_anchor="middle",
            font_weight="700",
            fill="#8a2a19" if refused else "#1d6f42",
        ),
        pv is not None and gains(pv, x + 64, y + 112),
        legal=legal,
        name=card_label(view, viewer, card, shown),
        info=card_info(view, viewer, card),
        tip=card_name(card),
        classes=("card", "" if legal else "covered"),
    )


def board(view: dict, ui: dict) -> Markup:
    viewer = view["viewer"]
    hand: list[Markup] = []
    if viewer is not None and viewer == view["turn"] and not view["over"]:
        nxt = set(ui.get("next", ()))
        cards = view["hands"][viewer]
        hand = [
            text(
                MARGIN,
                H - 150,
                _("Your cards — each shows where it takes you and what you would take:"),
                15,
                fill="#444",
            ),
            group(
                _("Your cards"),
                (_card(view, c, MARGIN + k * 138, H - 138, f"card:{c}" in nxt) for k, c in enumerate(cards)),
            ),
        ]
    return document(W, H, board_name(), backdrop(W, H), game_track(view, TRACK), _players(view), hand)
