"""Kukulkán's two layouts (Game.render). The desk: one 952 × 670 box at scale 1 (every text at
least 11 px): the die, the number and the helps on the left, the viewer's sheet large in the
middle (Confirm trail or Pass at its right), the bonus guide under it and every other sheet
small at the bottom, ticked once its player has chosen (what, stays secret until the round ends).

The phone, 360 units wide: upright, the pyramid's dots would be 34 units apart, too close for
46-unit targets; so the sheet is turned a quarter (base on the left) with dots 48 apart, each
legal dot a round hit area touching no other. A block then has no 46-unit area of its own: the
writes and crosses on offer are buttons in the bar above ("Write 4 · C") and their blocks are
highlighted. The die, the round's banner, the score and the helps fill the corners beside the
top of the pyramid; under the sheet, the latest round in words (what everyone did) and who has
chosen in this one. Panels: every sheet upright ("Sheets") and the bonus guide ("Bonuses").

On both, what the latest move changed carries data-last (pieces.py marks the sheets, the die,
the banner and the bonuses; the words here)."""

from __future__ import annotations

from ...core.i18n import PRESS_SLOTS, press_words
from ...core.svg import DESK_W, PHONE_W, el, fitted_text, group, join, line, lines_text, text, text_width, wrap
from . import pieces as P
from . import words as W
from .data import FIRST_BONUSES, HELPS, NORMAL_BONUSES, TIERS, X_MAX, X_MIN
from .texts import HELP_NAME, _, ngettext
from .words import BONUS_LEGEND, HELP_SHORT, LEGEND, die_info

BONUSES = NORMAL_BONUSES + FIRST_BONUSES
U, SHEET_X = 58, 540  # the desk's grid unit, and the x of its pyramid's axis
GROUND_Y = 62 + TIERS * U
GUIDE_Y = GROUND_Y + 30  # the bonus guide, across the whole width
MINI_U, MINI_W, MINI_TOP = 17, 184, GUIDE_Y + 116
HALF = (X_MAX - X_MIN) * U / 2
BX = SHEET_X + HALF + 12  # the buttons, right of the sheet
PU, HIT_R = 48, 24  # phone: dots 48 units apart, a legal dot's hit circle 48 across
BAR_H = 60  # the bar of buttons above the sheet (one row)
P_GROUND_X = 30  # x of the ground (tier 0's outer border)
P_SIDE_X = P_GROUND_X + 3 * PU + HIT_R + 4  # left edge of the corners beside the top tiers
PANEL_U = 32  # the upright sheets of the "Sheets" panel


def desk(view: dict, ui: dict) -> str:
    pos, helps = P.Position(view, ui), _("One-use helps")
    pieces = [P.help_piece(pos, h, 16, 164 + 52 * i, 200, 44, (_(HELP_NAME[h]),), (13,)) for i, h in enumerate(HELPS)]
    if pos.sheet["ability"]:
        lines = (_("Permanent ±1"), _("every round, no help"))
        pieces.append(P.help_piece(pos, "ability", 16, 164 + 52 * len(HELPS), 200, 44, lines, (13, 11)))
    choices, k = P.choices(pos, False), len(pos.numbers)  # the numbers first, two a row; Confirm trail or Pass
    numbers = [c.button(BX + i % 2 * 50, 90 + i // 2 * 50, 44, 44) for i, c in enumerate(choices[:k])]
    confirm_or_pass = [c.button(BX, 60 + 50 * i, DESK_W - 8 - BX, 44) for i, c in enumerate(choices[k:])]
    bonuses = [P.bonus_box(view, pos.me, b, 16 + 187 * i, GUIDE_Y, 179, 84, (14, 12)) for i, b in enumerate(BONUSES)]
    return P.sheet_document(
        DESK_W,
        MINI_TOP + (P.mini_height(MINI_U) + 10 if pos.others else 0),
        _("Kukulkán sheets"),
        P.banner(view, 12, 8, 150, 28, 16),
        P.die(16, 42, 80, view["roll"], die_info(view, pos.n), _rolled(pos)),
        text(112, 78, _("your number"), 13, fill=P.INK),
        text(112, 116, pos.n, 38, font_weight="700", fill=P.ACCENT),
        group(helps, text(16, 154, helps, 15, font_weight="700", fill=P.INK, aria_hidden=True), pieces),
        _header(pos),
        _own_action(pos, SHEET_X, 51, 13, 2 * HALF, "middle"),
        line(SHEET_X - HALF - 16, GROUND_Y, SHEET_X + HALF + 16, GROUND_Y, stroke=P.GROUND, stroke_width=6),
        P.pyramid(pos.sheet, P.Frame(SHEET_X, GROUND_Y, U), pos.last, pos, U * 0.4, fresh=pos.fresh),
        confirm_or_pass,
        numbers and group(_("Your number"), text(BX, 78, _("Your number:"), 13, fill=P.INK, aria_hidden=True), numbers),
        group(_("Bonuses"), bonuses),
        text(16, GUIDE_Y + 106, _(LEGEND), 13, fill=P.MUTED),
        [P.mini(view, p, 16 + (MINI_W + 3) * i, MINI_TOP, MINI_W, MINI_U) for i, p in enumerate(pos.others)],
    )


def _rolled(pos: P.Position) -> str | bool:
    """The die is "revealed" when the latest move began a round (its roll is new)."""
    return pos.latest.get("kind") in ("start", "round") and "revealed"


def _header(pos: P.Position) -> str:
    """Whose sheet, its points, and (once chosen) the ✓: marked when it was the latest move."""
    acted = pos.view["acted"][pos.shown] and not pos.view["over"]
    words = f"{pos.whose} — {pos.score}" + (f" · {W.chosen_words(pos.view, pos.shown)}" if acted else "")
    new = pos.latest == {"kind": "chose", "p": pos.shown}
    style = {"font_weight": "700", "text_anchor": "middle", "fill": pos.colour}
    return text(SHEET_X, 30, words, 18, **style, **P.new_attrs(new))


def _own_action(pos: P.Position, x: float, y: float, size: float, width: float, anchor: str) -> str:
    """What the shown sheet's player did in the latest round, in words, above their sheet."""
    action = W.action_words(pos.sheet, pos.last)
    if not action:
        return ""
    words = _("Round {round}: {action}").format(round=W.resolved_round(pos.view), action=action)
    return fitted_text(x, y, words, size, width, text_anchor=anchor, fill=P.INK, **P.new_attrs(pos.fresh))


def report(view: dict, x: float, y: float, width: float, size: float) -> tuple[str, float]:
    """The latest round in words, a line for each player (the viewer first), and who has chosen
    in this one: (svg, height)."""
    latest, me, step = view.get("latest") or {}, view["viewer"], size + 6
    fresh, out, at = latest.get("kind") in ("round", "end"), [], y + size
    order = ([me] if me is not None else []) + [p for p in range(len(view["sheets"])) if p != me]
    if any(view["last"]):
        title = _("Round {round}, what everyone did:").format(round=W.resolved_round(view))
        out.append(text(x, at, title, size, font_weight="700", fill=P.INK))
        at += step
        for p in order:
            action = W.action_words(view["sheets"][p], view["last"][p])
            # a message, not an f-string: French spaces the colon ("Vous : a barré")
            lines = wrap(_("{who}: {action}").format(who=W.who(view, p), action=action), size, width - 48)
            for i, words in enumerate(lines):
                out.append(text(x + (12 if i else 0), at, words, size, fill=P.INK, **P.new_attrs(fresh)))
                at += step
    # (a seat is "{p1}" here, its name later: room is kept for names longer than that)
    for words in (row for part in W.status_words(view) for row in wrap(part, size, width - 48)):
        out.append(text(x, at, words, size, fill=P.MUTED, **P.new_attrs(latest.get("kind") == "chose")))
        at += step
    return join(out), (at - step) - y + 8


def _bar(pos: P.Position) -> tuple[list[str], float]:
    """The phone's choices as buttons above the sheet, in rows of at most 348 units (or the hint
    when there are none); returns (svg parts, height)."""
    out: list[str] = []
    x, y = 6.0, 6.0
    if pos.numbers:
        out.append(text(x + 2, y + 29, _("Number:"), 14, fill=P.INK, aria_hidden=True))
        x += 64
    choices = P.choices(pos, True)
    for c in choices:
        width = max(c.least, text_width(c.label, 15) + 28)  # 14 units a side: the estimate runs narrow
        if x + width > PHONE_W - 6 and x > 6:
            x, y = 6.0, y + 54
        out.append(c.button(x, y, width, 48))
        x += width + 6
    if not choices:
        out.append(_hint_text(_hint(pos), pos.touch))
    elif pos.pending["draw"] and "ok" not in pos.next:  # beside Draw: where the trail stands
        out.append(_hint_text(_hint(pos), pos.touch, x + 2))
    elif pos.numbers or pos.blocks:
        out = [group(_("Your choices"), out)]
    return out, max(BAR_H, y + 54)


def _hint_text(hint: str, touch: bool, x: float = 8) -> str:
    """The hint above the phone's sheet: one line, or two (broken between its sentences, else
    its words) when it would not fit the width (French and German run longer). Measured as
    shown: its {Tap} slot said here ("Touchez" is wider than the slot)."""
    hint = press_words(hint, touch)
    width, cut = PHONE_W - 8 - x, hint.find(". ")
    if text_width(hint, 14) <= width:
        return hint and text(x, 36, hint, 14, fill=P.MUTED)
    if 0 < cut and max(text_width(hint[: cut + 1], 14), text_width(hint[cut + 2 :], 14)) <= width:
        first, second = hint[: cut + 1], hint[cut + 2 :]
    else:
        first, *rest = wrap(hint, 14, width)
        second = " ".join(rest)
    return el("text", el("tspan", first, x=x, y=26), el("tspan", second, x=x, y=45), font_size=14, fill=P.MUTED)


def _hint(pos: P.Position) -> str:
    trail = pos.pending["trail"]
    if pos.view["over"]:
        return _("The game is over.")
    if pos.me is None:
        return ""
    if not pos.interactive:
        return _("Chosen: it shows when everyone has chosen.")
    if trail:
        return ngettext(
            "Trail: {k} of {n} segment. {Tap} the next dot.", "Trail: {k} of {n} segments. {Tap} the next dot.", pos.n
        ).format(k=len(trail) - 1, n=pos.n, **PRESS_SLOTS)
    if pos.pending["same"]:
        return _("Choose a block.")
    return _("{Tap} the dot where your trail starts.") if pos.pending["draw"] else ""


def phone(view: dict, ui: dict) -> str:
    pos = P.Position(view, ui)
    bar, bar_h = _bar(pos)
    oy = bar_h + HIT_R + 2  # the row of the grid's x = X_MIN
    bottom = oy + (X_MAX - X_MIN) * PU  # the row of x = X_MAX
    sx, sw, y = P_SIDE_X, PHONE_W - 4 - P_SIDE_X, bar_h + 2  # the corners beside the pyramid's top
    top = bottom + HIT_R + 6 - 52 * len(HELPS)  # the helps stacked at the drawing's foot
    helps = [P.help_piece(pos, h, sx, top + 52 * i, sw, 46, (_(HELP_SHORT[h]),), (14,)) for i, h in enumerate(HELPS)]
    ability = pos.sheet["ability"] and P.help_piece(pos, "ability", sx, y + 150, sw, 48, (_("Permanent ±1"),), (13,))
    acted = view["acted"][pos.shown] and not view["over"]
    status = text(sx, y + 122, W.chosen_words(view, pos.shown), 13, fill=P.INK, **P.new_attrs(pos.chose_now))
    end = bottom + HIT_R + 8
    round_report, height = report(view, 8, end + 8, PHONE_W - 16, 14)
    return P.sheet_document(
        PHONE_W,
        end + 8 + height + 8,
        _("Kukulkán: your sheet") if pos.me is not None else _("Kukulkán: a sheet"),
        bar,
        line(0, bar_h - 2, PHONE_W, bar_h - 2, stroke="#e2d3ac", stroke_width=1),
        line(P_GROUND_X - 8, oy - 6, P_GROUND_X - 8, bottom + 6, stroke=P.GROUND, stroke_width=6),
        P.pyramid(pos.sheet, P.Frame(P_GROUND_X, oy, PU, turned=True), pos.last, pos, HIT_R, True, pos.fresh),
        P.die(sx, y, 56, view["roll"], die_info(view, pos.n), _rolled(pos)),
        P.banner(view, sx + 62, y, sw - 62, 26, 13),
        text(sx + 66, y + 48, _("number"), 13, fill=P.INK),
        text(sx + 122, y + 50, pos.n, 28, font_weight="700", fill=P.ACCENT),
        text(sx, y + 82, pos.whose, 15, font_weight="700", fill=pos.colour),
        text(sx, y + 102, pos.score, 15, fill=P.INK),
        acted and status,
        text(sx, y + 140, _("base ◀ · top ▶"), 13, fill=P.MUTED),
        group(_("One-use helps"), ability, helps),
        line(0, end, PHONE_W, end, stroke="#e2d3ac", stroke_width=1),
        round_report,
    )


def sheets_panel(view: dict) -> str:
    """Every sheet upright, the viewer's first: scores, bonuses and who has chosen."""
    me = view["viewer"]
    order = ([me] if me is not None else []) + [p for p in range(len(view["sheets"])) if p != me]
    step = P.mini_height(PANEL_U, P.LARGE) + 8
    minis = [P.mini(view, p, 6, 8 + i * step, PHONE_W - 12, PANEL_U, P.LARGE) for i, p in enumerate(order)]
    return P.sheet_document(PHONE_W, 8 + len(order) * step, _("Every sheet"), minis)


def bonuses_panel(view: dict) -> str:
    me, w = view["viewer"], PHONE_W - 12
    boxes = [P.bonus_box(view, me, b, 6, 8 + i * 100, w, 92, (16, 14)) for i, b in enumerate(BONUSES)]
    legend = lines_text(8, 26 + len(BONUSES) * 100, [_(words) for words in BONUS_LEGEND], 14, step=20, fill=P.MUTED)
    return P.sheet_document(PHONE_W, 82 + len(BONUSES) * 100, _("Bonuses"), boxes, legend)
