"""The desk: the whole table in one picture 952 units wide, shown at scale 1 (every text
≥ 11 px). Top: the sand dollar actions, the display (back row above the front row, the food
truck and the foodie under their columns), the objective and the supply. Then the buttons of
the turn, the shown player's city (the turn in progress applied), every other city small,
and the legend."""

from __future__ import annotations

from ludoteca.core.svg import Markup, group, join, named, picture

from . import faces as F
from . import pieces as P
from . import words as W
from .faces import INK, draw_text
from .texts import _
from .turn import LUCK, NO_SWAP, OK, Turn

LUCK_ORDER = tuple(f"luck:{c}" for c in LUCK)


def controls(turn: Turn, nxt: set, y: float) -> Markup:
    """The turn's choices that are not on the board: swaps, the lucky day, which move action is
    in use, confirm (the cards to place are in their display slots)."""
    out, x = [], 8
    if turn.stage == "place":
        out.append(draw_text(W.place_words(turn, False), 8, y + 22, 13, INK, True, fit=760))
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


def offer(view: dict, nxt: set, y: float) -> Markup:
    """The starting tiles on offer."""
    out = [draw_text(_("Starting tiles on offer"), 8, y - 2, 13, INK, True, fit=936)]
    tiles = []
    for i, t in enumerate(view["tiles_offered"]):
        token = f"tile:{t}" if f"tile:{t}" in nxt else None
        face = F.tile_face(t, 8 + i * 236, y + 4, 228, 72, size=11, wide=True)
        tiles.append(
            P.clickable(
                token, face, name=W.tile_name(t), info=W.tile_text(t), classes=("tile", "legal" if token else "")
            )
        )
    return join(out, group(_("Starting tiles on offer"), tiles))


def draw(view: dict, turn: Turn | None, nxt: set, shown: int) -> list[Markup]:
    me = view["viewer"]
    heading = _("Sand dollar actions")
    boxes = [P.dollar_box(view, a, 8, 24 + i * 76, 170, 70, nxt, 11, 12) for i, a in enumerate(view["dollar_actions"])]
    out = [draw_text(heading, 8, 16, 13, INK, True, fit=170), group(heading, boxes)]
    city = turn.city if turn else view["cities"][shown]
    if me is not None:
        out.append(draw_text(_("You have {n} $").format(n=city["dollars"]), 8, 192, 13, INK, True, fit=170))
    heading = _("Display — back row, then front row · deck: {n}").format(n=view["deck_count"])
    out.append(draw_text(heading, 186, 16, 13, INK, True, fit=546))
    # the markers stand where they stood when the card was taken
    markers = turn.markers if turn and turn.stage == "choose" else view["markers"]
    for r, row in enumerate(("back", "front")):
        cards = [
            P.display_card(view, turn, nxt, row, col, 186 + col * 138, 24 + r * 106, 132, 100, 11) for col in range(4)
        ]
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
            out.append(P.marker(kind, x + 4, 234, 124, 19, 11))
    out += [P.objective_box(view, 740, 6, 204, 196, 11), P.supply(view, 742, 222, 11.5, 200)]
    if view["phase"] == "tile":
        out.append(offer(view, nxt, 262))
    elif turn:
        out.append(group(_("Your turn"), controls(turn, nxt, 262)))
    colour, whose = P.SEAT_COLOURS[shown % 4], W.whose_city(shown, me)
    if city["start"] is not None:
        heading = _("{whose} — {summary}").format(whose=whose, summary=W.city_summary(view, city))
        out.append(draw_text(heading, 8, 346, 13, colour, True, fit=936))
        lo, hi = P.columns(city, nxt)
        cw = min(128, 936 / (hi - lo + 1))
        geo = P.Geometry(lo, hi, 8 + (936 - (hi - lo + 1) * cw) / 2, 354, cw, 104)
        drawn = P.city(view, city, geo, nxt=nxt, turn=turn, last=view["last"][shown], size=11, people=(17, 16, 0))
        out.append(group(whose, drawn))
    elif view["phase"] == "tile":
        out.append(
            draw_text(_("{whose}: no starting tile yet.").format(whose=whose), 8, 370, 13, colour, True, fit=936)
        )
    others = [p for p in range(len(view["cities"])) if p != shown]
    width = (936 - 12 * (len(others) - 1)) / max(1, len(others))
    out += [P.other_city(view, p, 8 + i * (width + 12), 590, width, 12, 24) for i, p in enumerate(others)]
    out.append(legend(8, 652))
    return out
