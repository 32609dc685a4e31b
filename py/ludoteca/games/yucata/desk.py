"""The desk (1000 × 720, shown at 952 × 670 CSS px): the temple track spirals from the large
start space in a corner inward to the red stone at the centre; beside it, each player's plate;
below, the cards of the viewer on their turn, each with where it would lead."""

from __future__ import annotations

from ...core.svg import Markup, document, group, rect, target, text
from .data import CARDS, COPY, SPEAR, card_name
from .pieces import INK, Geo, amulet, backdrop, gains, game_track, mid, mini_card, plate, score, tally
from .rules import card_refusal
from .texts import _
from .words import board_name, card_info, card_label, gains_words, glyph, player_info, seat, the_card

W, H, MARGIN, PANEL_X = 1000, 720, 16, 620
TRACK = Geo(MARGIN, MARGIN, 82, 3, 12, 15, 13)


def _player(view: dict, p: int, x: float, y: float) -> list[Markup]:
    info, turn = player_info(view, p), p == view["turn"] and not view["over"]
    name = text(x + 40, y + 28, _("{name} — to play").format(name=seat(p)) if turn else seat(p), 16, font_weight="700")
    parts = amulet(p, x + 22, y + 22, 10, info), name, score(W - 24, y + 28, view, p, 16)
    parts += (tally(view, p, x + 16, y + 52, 9, 62),)
    cards = [mini_card(view, p, card, x + 16 + k * 32, y + 64) for k, card in enumerate(CARDS)]
    return [plate(info, turn, (x, y, W - x - 12, 104), 10, *parts), *cards]


def _card(view: dict, card: str, x: float, y: float, legal: bool) -> Markup:
    """A card in the viewer's hand: where it takes them, what they would take."""
    viewer, prev = view["viewer"], view["previous"]
    refused = card_refusal(view, viewer, card) is not None
    pv = None if refused else view["previews"].get(card)
    status = _("not now") if refused else f"→ {pv['to']}" if pv else _("cannot open") if card == COPY else ""
    sub = card_name(card) if card == SPEAR else ""
    if card == COPY and prev:
        sub = _("copies {card}").format(card=the_card(prev["as"]))
    # what the card shows, in words (the spear's arrow is said by its name below it)
    shown = " ".join(w for w in ("" if card == SPEAR else glyph(card), sub, status) if w)
    return target(
        f"card:{card}",
        rect(x, y, 128, 126, rx=10, fill="#fffaf0", stroke="#8a7a55", stroke_width=1.5),
        mid(x + 64, y + 52, glyph(card), 40, INK, "800"),
        mid(x + 64, y + 74, sub, 13, "#555"),
        mid(x + 64, y + 98, status, 13, "#8a2a19" if refused else "#1d6f42", "700"),
        pv and gains(pv, x + 64, y + 112),
        legal=legal,
        name=card_label(view, viewer, card, f"{shown}, {gains_words(pv)}" if pv else shown),
        info=card_info(view, viewer, card),
        tip=card_name(card),
        classes=("card", "" if legal else "covered"),
    )


def board(view: dict, ui: dict) -> Markup:
    viewer, nxt = view["viewer"], set(ui.get("next", ()))
    hand: list[Markup] = []
    if viewer is not None and viewer == view["turn"] and not view["over"]:
        cards = enumerate(view["hands"][viewer])
        heading = _("Your cards — each shows where it takes you and what you would take:")
        hand = [
            text(MARGIN, H - 150, heading, 15, fill="#444"),
            group(_("Your cards"), (_card(view, c, MARGIN + k * 138, H - 138, f"card:{c}" in nxt) for k, c in cards)),
        ]
    players = (_player(view, p, PANEL_X, 24 + p * 112) for p in range(len(view["pos"])))
    return document(W, H, board_name(), backdrop(W, H), game_track(view, TRACK), players, hand)
