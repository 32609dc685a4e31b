"""Yucata's two layouts. The desk (1000 × 668, shown at 952 × 636 CSS px): the temple track
spirals from the large start space in a corner inward to the red stone at the centre; beside it,
each player's plate; below, the cards of the viewer on their turn, each with where it would lead.
The phone (PHONE_W units wide, 1 unit ≈ 1 CSS px): the player's seven cards first and large, each
with where it leads and what it takes, and the previous card; then the track with numbered
amulets; then a strip of scores. Each player's full status is one tab away ("Players")."""

from __future__ import annotations

from ...core.i18n import press_words, seat_label
from ...core.svg import (
    PHONE_W,
    Child,
    Markup,
    el,
    fitted_text,
    group,
    last_attrs,
    lines_text,
    picture,
    rect,
    target,
    text,
)
from . import words
from .data import CARDS, COPY, DARK, END, PALE, RED, SPEAR, card_name
from .pieces import (
    CARD_EDGE,
    INK,
    Geo,
    amulet,
    card_piece,
    fit_mid,
    gains,
    game_track,
    last_mover,
    mid,
    mini_card,
    plate,
    score,
    sheet,
    tally,
)
from .rules import card_refusal
from .texts import _, ngettext
from .words import card_info, card_label, card_state, gains_words, glyph, player_info, recent_words, seat


def moved_last(view: dict, player: int) -> bool:
    """Whether the latest move was this player's."""
    last = last_mover(view)
    return last is not None and last["p"] == player


def recent_line(view: dict, player: int, x: float, y: float, size: float, width: float) -> Markup:
    """A player's latest move in names and numbers, marked when it is the latest move of all."""
    words_ = recent_words(view, player)
    line = fitted_text(x, y, words_, size, width, fill=SOFT) if words_ else Markup("")
    fresh = moved_last(view, player)
    return el("g", line, class_="last" if fresh else None, **last_attrs("changed" if fresh else False))


def banner_line(view: dict, x: float, y: float, size: float, width: float) -> Markup:
    """What the latest move announces (the end, seven cards back), drawn for the shell to show."""
    said = words.banner(view)
    if not said:
        return Markup("")
    line = fitted_text(x, y, said, size, width, bold=True, fill="#8a2a19")
    return el("g", line, class_=("banner", "last"), **last_attrs("round"))


# ---------------- the desk ----------------
BOARD_W, MARGIN, PANEL_X = 1000, 16, 620
DESK_TRACK = Geo(MARGIN, MARGIN, 82, 3, 12, 15, 13)
# The hand right under the track, its cards compact: at 1280 × 800 the prompt, a tutorial step
# and the card it points at fit the window together (the page scrolls to show all three).
DESK_CARD_W, DESK_CARD_H = 128, 104
HAND_HEADING_Y = DESK_TRACK.y + 6 * DESK_TRACK.cell + DESK_TRACK.inset + 5 + 24  # 24 below the track's ground
DESK_CARD_Y = HAND_HEADING_Y + 12
BOARD_H = DESK_CARD_Y + DESK_CARD_H + 12


PLATE_H, PLATE_STEP, PLATES_Y = 122, 128, 28


def _desk_player(view: dict, p: int, x: float, y: float) -> list[Markup]:
    info, turn, w = player_info(view, p), p == view["turn"] and not view["over"], BOARD_W - x - 12
    name = text(
        x + 40,
        y + 28,
        _("{name} — to play").format(name=seat_label(p, view["viewer"])) if turn else seat_label(p, view["viewer"]),
        16,
        font_weight="700",
    )
    parts: tuple[Markup, ...] = amulet(p, x + 22, y + 22, 10, info), name, score(BOARD_W - 24, y + 28, view, p, 16)
    parts += (tally(view, p, x + 16, y + 52, 9, 62), recent_line(view, p, x + 16, y + 114, 14, w - 28))
    cards = [mini_card(view, p, card, x + 16 + k * 32, y + 64) for k, card in enumerate(CARDS)]
    return [plate(info, turn, (x, y, w, PLATE_H), 10, *parts, last=moved_last(view, p)), *cards]


def _desk_card(view: dict, card: str, k: int, nxt: set) -> Markup:
    """A card in the viewer's hand: where it takes them, what they would take."""
    x, y, viewer, prev = MARGIN + k * (DESK_CARD_W + 10), DESK_CARD_Y, view["viewer"], view["previous"]
    cx, legal = x + DESK_CARD_W / 2, f"card:{card}" in nxt
    refused = card_refusal(view, viewer, card) is not None
    pv = None if refused else view["previews"].get(card)
    status = _("not now") if refused else f"→ {pv['to']}" if pv else _("cannot open") if card == COPY else ""
    sub = card_name(card) if card == SPEAR else ""
    if card == COPY and prev:
        sub = _("copies {card}").format(card=words.the_card(prev["as"]))
    # what the card shows, in words (the spear's arrow is said by its name below it)
    shown = " ".join(w for w in ("" if card == SPEAR else glyph(card), sub, status) if w)
    face: tuple[Child, ...] = (
        rect(x, y, DESK_CARD_W, DESK_CARD_H, rx=10, fill="#fffaf0", **CARD_EDGE),
        mid(cx, y + 42, glyph(card), 36, INK, "800"),
    )
    face += (
        fit_mid(cx, y + 60, sub, 13, 120, "#555"),
        fit_mid(cx, y + 79, status, 13, 120, RED_INK if refused else GREEN, True),
    )
    name = card_label(view, viewer, card, f"{shown}, {gains_words(pv)}" if pv else shown)
    info, tip, cls = card_info(view, viewer, card), card_name(card), ("card", "" if legal else "covered")
    face += (pv and gains(pv, cx, y + 92, 120),)
    return target(f"card:{card}", *face, legal=legal, name=name, info=info, tip=tip, classes=cls)


def desk_board(view: dict, ui: dict) -> Markup:
    viewer, nxt = view["viewer"], set(ui.get("next", ()))
    hand: list[Markup] = []
    if viewer is not None and viewer == view["turn"] and not view["over"]:
        heading = _("Your cards — each shows where it takes you and what you would take:")
        mine = group(_("Your cards"), (_desk_card(view, c, k, nxt) for k, c in enumerate(view["hands"][viewer])))
        hand = [text(MARGIN, HAND_HEADING_Y, heading, 15, fill="#444"), mine]
    players = (_desk_player(view, p, PANEL_X, PLATES_Y + p * PLATE_STEP) for p in range(len(view["pos"])))
    news = banner_line(view, PANEL_X, 19, 15, BOARD_W - PANEL_X - 12)
    return sheet(
        BOARD_W, BOARD_H, words.board_name(), game_track(view, DESK_TRACK, ui.get("marks")), players, news, hand
    )


# ---------------- the phone ----------------
PHONE_TRACK = Geo((PHONE_W - 7 * 46) / 2, 222, 46, 2, 11, 12, 11)
CARD_W, CARD_H, CARD_GAP, HAND_Y = 84, 90, 5, 28
HAND_W = 4 * CARD_W + 3 * CARD_GAP
HAND_X = (PHONE_W - HAND_W) / 2
STRIP_Y = PHONE_TRACK.y + 6 * PHONE_TRACK.cell + 14
CHIP_W, CHIP_H = (PHONE_W - 2 * HAND_X - 6) / 2, 48
SOFT, GREEN, RED_INK = "#4a4234", "#1d6f42", "#8a2a19"


def _slot(k: int) -> tuple[float, float, float]:
    """Top-left corner and centre line of card slot k (0–6; slot 7 holds the previous card)."""
    x = HAND_X + (k % 4) * (CARD_W + CARD_GAP)
    return x, HAND_Y + (k // 4) * (CARD_H + 6), x + CARD_W / 2


def _phone_card(view: dict, player: int, card: str, k: int, clickable: bool, nxt: set) -> Markup:
    played, pv, refusal = card_state(view, player, card)
    x, y, cx = _slot(k)
    if played or card == SPEAR:
        sub = _("played") if played else card_name(card)
    elif card == COPY:
        prev = view["previous"]
        sub = _("as {card}").format(card=card_name(prev["as"])) if prev else _("cannot open")
    else:
        sub = ngettext("{n} space", "{n} spaces", int(card)).format(n=card)
    to = "" if pv is None or refusal else _("to the end") if pv["to"] == END else _("to {space}").format(space=pv["to"])
    token = name = None
    if clickable and not played:
        # what the card shows, in words (the spear's arrow is said by its name below it)
        shown = [w for w in ("" if card == SPEAR else glyph(card), sub) if w]
        shown += [_("not now")] if refusal else [to, gains_words(pv)] if pv is not None else []
        token, name = f"card:{card}", card_label(view, player, card, ", ".join(shown))
    fit = CARD_W - 8
    if refusal:
        outcome = [fit_mid(cx, y + 72, _("not now"), 14, fit, RED_INK, True)]
    else:
        outcome = [fit_mid(cx, y + 69, to, 14, fit, GREEN, True), gains(pv, cx, y + 80, fit)] if pv is not None else []
    legal, (paper, ink, soft) = token in nxt, ("#ddd5c2", "#7c7564", "#635a4f") if played else ("#fffaf0", INK, SOFT)
    face: list[Child] = [
        rect(x, y, CARD_W, CARD_H, rx=9, fill=paper, **CARD_EDGE),
        mid(cx, y + 34, glyph(card), 30, ink, "800"),
    ]
    face += [fit_mid(cx, y + 52, sub, 13, fit, soft), outcome]
    tip = _("{card} (played)").format(card=card_name(card)) if played else card_name(card)
    cls = ("card", "played" if played else "covered" if token and not legal else "")
    prev = view["previous"]
    # the card just played is the piece in the previous card's place, not here
    piece = None if prev and (prev["p"], prev["card"]) == (player, card) else card_piece(player, card)
    info = card_info(view, player, card)
    return target(token, *face, legal=legal, name=name, info=info, tip=tip, classes=cls, piece=piece)


def _previous(view: dict) -> Markup:
    (x, y, cx), prev, info = _slot(7), view["previous"], words.previous_info(view)
    if prev is None:
        # TRANSLATORS: on two short lines, split at the first space.
        first, _space, second = _("none yet").partition(" ")
        shows = [fit_mid(cx, y + 48, first, 13, 76, SOFT), fit_mid(cx, y + 66, second, 13, 76, SOFT)]
    else:
        shows = [
            mid(cx, y + 46, glyph(prev["card"]), 28, INK, "800"),
            prev["card"] == COPY
            and fit_mid(cx, y + 60, _("as {card}").format(card=card_name(prev["as"])), 13, 76, SOFT),
            # TRANSLATORS: "played by" before the amulet of the player who played the previous card.
            text(cx - 4, y + 80, _("by"), 13, text_anchor="end", fill=SOFT),
            # no foot, and clear of the card's edge even when the latest move outlines it wider
            amulet(prev["p"], cx + 11, y + 75, 11, info, foot=False),
        ]
    frame = rect(x, y, CARD_W, CARD_H, rx=9, fill="#f3ead2", stroke="#b84a00", stroke_width=2, stroke_dasharray="5 3")
    heading = fit_mid(cx, y + 17, _("Previous"), 13, 76, SOFT)
    piece, last = (card_piece(prev["p"], prev["card"]), "placed") if prev else (None, False)
    tip, cls = _("The previous card"), ("previous",)
    return picture(None, frame, heading, shows, info=info, tip=tip, classes=cls, piece=piece, last=last)


def name_clip(prefix: str, player: int, x: float, y: float, w: float, h: float) -> Markup:
    """A clip for a player's name (names are the players' own: any length)."""
    return el("clipPath", el("rect", x=x, y=y, width=w, height=h), id=f"{prefix}-name-{player}")


def _chip(view: dict, p: int) -> Markup:
    """A player's score in a chip (seat number, name, points); the Players tab has more."""
    x, y, info = HAND_X + (p % 2) * (CHIP_W + 6), STRIP_Y + (p // 2) * (CHIP_H + 4), player_info(view, p)
    name = text(x + 32, y + 20, seat_label(p, view["viewer"]), 14, clip_path=f"url(#yucm-name-{p})")
    parts = (
        amulet(p, x + 17, y + 15, 11, info, foot=False),
        name,
        score(x + CHIP_W - 8, y + 20, view, p, 14),
        tally(view, p, x + 8, y + 36, 6.5, 54, 13),
    )
    clip = name_clip("yucm", p, x + 32, y, CHIP_W - 94, 28)
    turn, box = p == view["turn"] and not view["over"], (x, y, CHIP_W, CHIP_H)
    return plate(info, turn, box, 8, *parts, clip=clip, last=moved_last(view, p))


def phone_board(view: dict, ui: dict) -> Markup:
    viewer, nxt = view["viewer"], set(ui.get("next", ()))
    acting = viewer is not None and viewer == view["turn"] and not view["over"]
    if viewer is None:
        title = _("Cards of {name}") if view["over"] else _("Cards of {name} (to play)")
        title = title.format(name=seat(view["turn"]))
    else:
        title = press_words(_("Your cards — {tap} one to play"), ui.get("touch", False)) if acting else _("Your cards")
    who, height = view["turn"] if viewer is None else viewer, STRIP_Y + (len(view["pos"]) + 1) // 2 * (CHIP_H + 4) + 4
    hand = group(title, (_phone_card(view, who, card, k, acting, nxt) for k, card in enumerate(CARDS)))
    chips = (_chip(view, p) for p in range(len(view["pos"])))
    heading = fitted_text(HAND_X, 20, title, 15, HAND_W, bold=True, fill=INK)
    parts = heading, hand, _previous(view), game_track(view, PHONE_TRACK, ui.get("marks")), chips
    return sheet(PHONE_W, height, words.board_name(), *parts, class_="board phone")


PHONE_PLATE_H, PHONE_PLATE_STEP = 134, 142


def _phone_player(view: dict, p: int, y: float) -> list[Markup]:
    info, at, turn = player_info(view, p), view["pos"][p], p == view["turn"] and not view["over"]
    where = _("Start") if at == 0 else _("End") if at == END else _("Space {space}").format(space=at)
    to_play = el("tspan", turn and _("to play"), font_weight="700", fill=GREEN)
    name = text(40, y + 26, seat_label(p, view["viewer"]), 16, font_weight="700", clip_path=f"url(#yucp-name-{p})")
    status = text(14, y + 53, [where, turn and " · ", to_play], 13, fill=SOFT)
    parts: tuple[Markup, ...] = amulet(p, 22, y + 20, 11, info), name, score(346, y + 26, view, p, 16), status
    parts += (tally(view, p, 150, y + 48, 8, 66), recent_line(view, p, 14, y + 126, 13, 332))
    cards = [mini_card(view, p, card, 14 + k * 48, y + 64, 44, 42, 18) for k, card in enumerate(CARDS)]
    clip, fresh = name_clip("yucp", p, 40, y, 230, 40), moved_last(view, p)
    return [plate(info, turn, (6, y, 348, PHONE_PLATE_H), 10, *parts, clip=clip, last=fresh), *cards]


def players(view: dict) -> Markup:
    """The Players tab: what the latest move announces, then each player's score, stones,
    position, latest move and seven cards."""
    n, left = len(view["pos"]), [s for s in view["stones"] if s is not None]
    if RED in left:
        on_track = _("On the track: {pale} pale, {dark} dark and the red stone.")
    else:
        on_track = _("On the track: {pale} pale and {dark} dark.")
    top = 34 if words.banner(view) else 8
    counts, height = on_track.format(pale=left.count(PALE), dark=left.count(DARK)), top + n * PHONE_PLATE_STEP + 66
    legend = [counts, _("Score: 1 point per pale stone."), _("n dark stones cost 1 + 2 + … + n points.")]
    legend_lines = lines_text(10, height - 54, legend, 13, 20, fill=INK)
    key = el("g", legend_lines, class_="legend", data_info="\n".join(_(line) for line in words.LEGEND))
    plates = (_phone_player(view, p, top + p * PHONE_PLATE_STEP) for p in range(n))
    news = banner_line(view, 10, 24, 14, 340)
    return sheet(PHONE_W, height, _("Players"), news, plates, key, class_="board phone players")
