"""The phone (PHONE_W units wide, 1 unit ≈ 1 CSS px): the player's seven cards first and large,
each with where it leads and what it takes, and the previous card; then the track with numbered
amulets; then a strip of scores. Each player's full status is one tab away ("Players")."""

from __future__ import annotations

from ...core.svg import PHONE_W, Markup, document, el, group, lines_text, picture, rect, target, text
from . import words
from .data import CARDS, COPY, END, SPEAR, card_name
from .pieces import INK, Geo, amulet, backdrop, gains, game_track, mid, mini_card, name_clip, plate, score, tally
from .texts import _, ngettext
from .words import card_label, card_state, gains_words, glyph, player_info, seat

TRACK = Geo((PHONE_W - 7 * 49) / 2, 222, 49, 2, 11, 12, 11)
CARD_W, CARD_H, CARD_GAP, HAND_Y = 84, 90, 5, 28
HAND_X = (PHONE_W - (4 * CARD_W + 3 * CARD_GAP)) / 2
STRIP_Y = TRACK.y + 6 * TRACK.cell + 14
CHIP_W, CHIP_H = (PHONE_W - 2 * HAND_X - 6) / 2, 38
SOFT, GREEN = "#4a4234", "#1d6f42"


def _slot(k: int) -> tuple[float, float]:
    """Top-left corner of card slot k (0–6; slot 7 holds the previous card)."""
    return HAND_X + (k % 4) * (CARD_W + CARD_GAP), HAND_Y + (k // 4) * (CARD_H + 6)


def _card(view: dict, player: int, card: str, k: int, clickable: bool, nxt: set) -> Markup:
    played, pv, refusal = card_state(view, player, card)
    (x, y), prev = _slot(k), view["previous"]
    cx, n = x + CARD_W / 2, int(card) if card.isdigit() else 0
    if played or card == SPEAR:
        sub = _("played") if played else card_name(card)
    elif card == COPY:
        sub = _("as {card}").format(card=card_name(prev["as"])) if prev else _("cannot open")
    else:
        sub = ngettext("{n} space", "{n} spaces", n).format(n=n)
    to = "" if pv is None or refusal else _("to the end") if pv["to"] == END else _("to {space}").format(space=pv["to"])
    token = name = None
    if clickable and not played:
        # what the card shows, in words (the spear's arrow is said by its name below it)
        shown = [w for w in ("" if card == SPEAR else glyph(card), sub) if w]
        shown += [_("not now")] if refusal else [to, gains_words(pv)] if pv is not None else []
        token, name = f"card:{card}", card_label(view, player, card, ", ".join(shown))
    if refusal:
        outcome = [mid(cx, y + 72, _("not now"), 14, "#8a2a19", "700")]
    else:
        outcome = [mid(cx, y + 69, to, 14, GREEN, "700"), gains(pv, cx, y + 80)] if pv is not None else []
    legal = token in nxt
    return target(
        token,
        rect(x, y, CARD_W, CARD_H, rx=9, fill="#ddd5c2" if played else "#fffaf0", stroke="#8a7a55", stroke_width=1.5),
        mid(cx, y + 34, glyph(card), 30, "#7c7564" if played else INK, "800"),
        mid(cx, y + 52, sub, 13, "#635a4f" if played else SOFT),
        outcome,
        legal=legal,
        name=name,
        info=words.card_info(view, player, card),
        tip=_("{card} (played)").format(card=card_name(card)) if played else card_name(card),
        classes=("card", "played" if played else "covered" if token and not legal else ""),
    )


def _previous(view: dict) -> Markup:
    (x, y), prev, info = _slot(7), view["previous"], words.previous_info(view)
    cx = x + CARD_W / 2
    if prev is None:
        # TRANSLATORS: on two short lines, split at the first space.
        first, _space, second = _("none yet").partition(" ")
        shows = [mid(cx, y + 48, first, 13, SOFT), mid(cx, y + 66, second, 13, SOFT)]
    else:
        shows = [
            mid(cx, y + 46, glyph(prev["card"]), 28, INK, "800"),
            prev["card"] == COPY and mid(cx, y + 62, _("as {card}").format(card=card_name(prev["as"])), 13, SOFT),
            # TRANSLATORS: "played by" before the amulet of the player who played the previous card.
            text(cx - 4, y + 81, _("by"), 13, text_anchor="end", fill=SOFT),
            amulet(prev["p"], cx + 11, y + 75, 11, info),
        ]
    frame = rect(x, y, CARD_W, CARD_H, rx=9, fill="#f3ead2", stroke="#b84a00", stroke_width=2, stroke_dasharray="5 3")
    heading = mid(cx, y + 17, _("Previous"), 13, SOFT)
    return picture(None, frame, heading, shows, info=info, tip=_("The previous card"), classes=("previous",))


def _chip(view: dict, p: int) -> Markup:
    """A player's score in a chip (seat number, name, points); the Players tab has more."""
    x, y, info = HAND_X + (p % 2) * (CHIP_W + 6), STRIP_Y + (p // 2) * (CHIP_H + 4), player_info(view, p)
    name = text(x + 32, y + 24, seat(p), 14, clip_path=f"url(#yucm-name-{p})")
    parts = amulet(p, x + 17, y + 16, 11, info), name, score(x + CHIP_W - 8, y + 24, view, p, 14)
    clip = name_clip("yucm", p, x + 32, y, CHIP_W - 94, CHIP_H)
    return plate(info, p == view["turn"] and not view["over"], (x, y, CHIP_W, CHIP_H), 8, *parts, clip=clip)


def board(view: dict, ui: dict) -> Markup:
    """The cards first and large, the track, the scores."""
    viewer, nxt = view["viewer"], set(ui.get("next", ()))
    acting = viewer is not None and viewer == view["turn"] and not view["over"]
    if viewer is None:
        title = _("Cards of {name}") if view["over"] else _("Cards of {name} (to play)")
        title = title.format(name=seat(view["turn"]))
    else:
        title = _("Your cards — tap one to play") if acting else _("Your cards")
    who, height = view["turn"] if viewer is None else viewer, STRIP_Y + (len(view["pos"]) + 1) // 2 * (CHIP_H + 4) + 4
    return document(
        PHONE_W,
        height,
        words.board_name(),
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


def _player(view: dict, p: int, y: float) -> list[Markup]:
    info, at, turn = player_info(view, p), view["pos"][p], p == view["turn"] and not view["over"]
    where = _("Start") if at == 0 else _("End") if at == END else _("Space {space}").format(space=at)
    to_play = el("tspan", turn and _("to play"), font_weight="700", fill=GREEN)
    name = text(40, y + 26, seat(p), 16, font_weight="700", clip_path=f"url(#yucp-name-{p})")
    status = text(14, y + 53, [where, turn and " · ", to_play], 13, fill=SOFT)
    parts = amulet(p, 22, y + 20, 11, info), name, score(346, y + 26, view, p, 16), status
    parts += (tally(view, p, 150, y + 48, 8, 66),)
    cards = [mini_card(view, p, card, 14 + k * 48, y + 64, 44, 42, 18) for k, card in enumerate(CARDS)]
    return [plate(info, turn, (6, y, 348, 116), 10, *parts, clip=name_clip("yucp", p, 40, y, 230, 40)), *cards]


def players(view: dict) -> Markup:
    """The Players tab: each player's score, stones, position and seven cards."""
    n = len(view["pos"])
    height, left = 8 + n * 124 + 66, [s for s in view["stones"] if s is not None]
    legend = [words.left_text(left), _("Score: 1 point per pale stone."), _("n dark stones cost 1 + 2 + … + n points.")]
    return document(
        PHONE_W,
        height,
        players_title(),
        backdrop(PHONE_W, height),
        (_player(view, p, 8 + p * 124) for p in range(n)),
        el("g", lines_text(10, height - 54, legend, 13, 20, fill=INK), class_="legend", data_info=words.legend_info()),
        class_="board phone players",
    )
