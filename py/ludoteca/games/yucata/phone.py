"""The phone (PHONE_W units wide, 1 unit ≈ 1 CSS px): the player's seven cards first and large,
each with where it leads and what it takes, and the previous card; then the track with numbered
amulets; then a strip of scores. Each player's full status is one tab away ("Players")."""

from __future__ import annotations

from ...core.svg import PHONE_W, Markup, document, el, group, lines_text, picture, rect, target, text
from .data import CARDS, COPY, END, SPEAR, card_name
from .pieces import Geo, amulet, backdrop, gains, game_track, mini_card, name_clip, plate, tally
from .texts import _, ngettext
from .words import (
    board_name,
    card_info,
    card_label,
    card_state,
    gains_words,
    glyph,
    left_text,
    legend_info,
    player_info,
    points,
    previous_info,
    seat,
)

TRACK = Geo((PHONE_W - 7 * 49) / 2, 222, 49, 2, 11, 12, 11)
CARD_W, CARD_H, CARD_GAP = 84, 90, 5
HAND_X, HAND_Y = (PHONE_W - (4 * CARD_W + 3 * CARD_GAP)) / 2, 28
STRIP_Y = TRACK.y + 6 * TRACK.cell + 14
CHIP_W, CHIP_H = (PHONE_W - 2 * HAND_X - 6) / 2, 38
INK, SOFT = "#3b2f1e", "#4a4234"


def _slot(k: int) -> tuple[float, float]:
    """Top-left corner of card slot k (0–6; slot 7 holds the previous card)."""
    return HAND_X + (k % 4) * (CARD_W + CARD_GAP), HAND_Y + (k // 4) * (CARD_H + 6)


def _card(view: dict, player: int, card: str, k: int, clickable: bool, nxt: set) -> Markup:
    played, pv, refusal = card_state(view, player, card)
    (x, y), prev = _slot(k), view["previous"]
    cx = x + CARD_W / 2
    if played:
        sub = _("played")
    elif card == SPEAR:
        sub = card_name(card)
    elif card == COPY:
        sub = _("as {card}").format(card=card_name(prev["as"])) if prev else _("cannot open")
    else:
        sub = ngettext("{n} space", "{n} spaces", int(card)).format(n=int(card))
    to = "" if pv is None or refusal else _("to the end") if pv["to"] == END else _("to {space}").format(space=pv["to"])
    token = name = None
    if clickable and not played:
        # what the card shows, in words (the spear's arrow is said by its name below it)
        shown = [w for w in ("" if card == SPEAR else glyph(card), sub) if w]
        shown += [_("not now")] if refusal else [to, gains_words(pv)] if pv is not None else []
        token, name = f"card:{card}", card_label(view, player, card, ", ".join(shown))
    legal = token in nxt
    outcome: list[Markup] = []
    if refusal:
        outcome = [text(cx, y + 72, _("not now"), 14, text_anchor="middle", font_weight="700", fill="#8a2a19")]
    elif pv is not None:
        outcome = [
            text(cx, y + 69, to, 14, text_anchor="middle", font_weight="700", fill="#1d6f42"),
            gains(pv, cx, y + 80),
        ]
    return target(
        token,
        rect(x, y, CARD_W, CARD_H, rx=9, fill="#ddd5c2" if played else "#fffaf0", stroke="#8a7a55", stroke_width=1.5),
        text(cx, y + 34, glyph(card), 30, text_anchor="middle", font_weight="800", fill="#7c7564" if played else INK),
        text(cx, y + 52, sub, 13, text_anchor="middle", fill="#635a4f" if played else SOFT),
        outcome,
        legal=legal,
        name=name,
        info=card_info(view, player, card),
        tip=_("{card} (played)").format(card=card_name(card)) if played else card_name(card),
        classes=("card", "played" if played else "covered" if token and not legal else ""),
    )


def _previous(view: dict) -> Markup:
    prev, info = view["previous"], previous_info(view)
    x, y = _slot(7)
    cx = x + CARD_W / 2
    if prev is None:
        # TRANSLATORS: on two short lines, split at the first space.
        first, _space, second = _("none yet").partition(" ")
        shows = lines_text(cx, y + 48, [first, second], 13, 18, text_anchor="middle", fill=SOFT)
    else:
        shows = [
            text(cx, y + 46, glyph(prev["card"]), 28, text_anchor="middle", font_weight="800", fill=INK),
            prev["card"] == COPY
            and text(
                cx, y + 62, _("as {card}").format(card=card_name(prev["as"])), 13, text_anchor="middle", fill=SOFT
            ),
            # TRANSLATORS: "played by" before the amulet of the player who played the previous card.
            text(cx - 4, y + 81, _("by"), 13, text_anchor="end", fill=SOFT),
            amulet(prev["p"], cx + 11, y + 75, 11, info),
        ]
    return picture(
        None,
        rect(x, y, CARD_W, CARD_H, rx=9, fill="#f3ead2", stroke="#b84a00", stroke_width=2, stroke_dasharray="5 3"),
        text(cx, y + 17, _("Previous"), 13, text_anchor="middle", fill=SOFT),
        shows,
        info=info,
        tip=_("The previous card"),
        classes=("previous",),
    )


def _chip(view: dict, p: int) -> Markup:
    """A player's score in a chip (seat number, name, points); the Players tab has more."""
    x, y, info = HAND_X + (p % 2) * (CHIP_W + 6), STRIP_Y + (p // 2) * (CHIP_H + 4), player_info(view, p)
    return el(
        "g",
        name_clip("yucm", p, x + 32, y, CHIP_W - 94, CHIP_H),
        plate(x, y, CHIP_W, CHIP_H, 8, p == view["turn"] and not view["over"]),
        amulet(p, x + 17, y + 16, 11, info),
        text(x + 32, y + 24, seat(p), 14, clip_path=f"url(#yucm-name-{p})"),
        text(x + CHIP_W - 8, y + 24, points(view["scores"][p]), 14, text_anchor="end", font_weight="700"),
        class_="player",
        data_info=info,
    )


def board(view: dict, ui: dict) -> Markup:
    """The cards first and large, the track, the scores."""
    viewer = view["viewer"]
    who = viewer if viewer is not None else view["turn"]
    acting = viewer is not None and viewer == view["turn"] and not view["over"]
    nxt = set(ui.get("next", ()))
    if viewer is None:
        title = (_("Cards of {name}") if view["over"] else _("Cards of {name} (to play)")).format(name=seat(who))
    else:
        title = _("Your cards — tap one to play") if acting else _("Your cards")
    height = STRIP_Y + ((len(view["pos"]) + 1) // 2) * (CHIP_H + 4) + 4
    return document(
        PHONE_W,
        height,
        board_name(),
        backdrop(PHONE_W, height),
        text(HAND_X, 20, title, 15, font_weight="700", fill=INK),
        group(title, (_card(view, who, card, k, acting, nxt) for k, card in enumerate(CARDS))),
        _previous(view),
        game_track(view, TRACK),
        (_chip(view, p) for p in range(len(view["pos"]))),
        class_="board phone",
    )


def players_title() -> str:
    return _("Players")


def players(view: dict) -> Markup:
    """The Players tab: each player's score, stones, position and seven cards."""
    n, block = len(view["pos"]), 124
    height = 8 + n * block + 66
    out = [backdrop(PHONE_W, height)]
    for p in range(n):
        y, info, at = 8 + p * block, player_info(view, p), view["pos"][p]
        turn = p == view["turn"] and not view["over"]
        where = _("Start") if at == 0 else _("End") if at == END else _("Space {space}").format(space=at)
        out.append(
            el(
                "g",
                name_clip("yucp", p, 40, y, 230, 40),
                plate(6, y, 348, block - 8, 10, turn),
                amulet(p, 22, y + 20, 11, info),
                text(40, y + 26, seat(p), 16, font_weight="700", clip_path=f"url(#yucp-name-{p})"),
                text(346, y + 26, points(view["scores"][p]), 16, text_anchor="end", font_weight="700"),
                el(
                    "text",
                    where,
                    turn and " · ",
                    el("tspan", turn and _("to play"), font_weight="700", fill="#1d6f42"),
                    x=14,
                    y=y + 53,
                    font_size=13,
                    fill=SOFT,
                ),
                tally(view["taken"][p], 150, y + 48, 8, 66),
                class_="player",
                data_info=info,
            )
        )
        out += [mini_card(view, p, card, 14 + k * 48, y + 64, 44, 42, 18) for k, card in enumerate(CARDS)]
    legend = [
        left_text([s for s in view["stones"] if s is not None]),
        _("Score: 1 point per pale stone."),
        _("n dark stones cost 1 + 2 + … + n points."),
    ]
    out.append(el("g", lines_text(10, height - 54, legend, 13, 20, fill=INK), class_="legend", data_info=legend_info()))
    return document(PHONE_W, height, players_title(), out, class_="board phone players")
