"""Kukulkán on a phone, 360 units wide. The pyramid is 10 units wide with a dot at every unit:
upright across 360 units its dots would be 34 units apart, too close for 46-unit targets. So the
sheet is turned a quarter (base on the left, top on the right) with dots 48 units apart, each
legal dot with a round hit area 48 across that touches no other. A block then cannot get a
46-unit area of its own next to those dots: the writes and crosses on offer are buttons in the
bar above the sheet ("Write 4 · C"), and the blocks they name are highlighted. The die, the
score and the helps fill the corners beside the top of the pyramid. Panels: every sheet upright
("Sheets") and the bonus guide ("Bonuses")."""

from __future__ import annotations

from ...core.svg import PHONE_W, el, group, line, lines_text, text, text_width, wrap
from .data import FIRST_BONUSES, HELPS, NORMAL_BONUSES, X_MAX, X_MIN
from .pieces import (
    ACCENT,
    GROUND,
    INK,
    LARGE,
    MUTED,
    Frame,
    Position,
    bonus_box,
    choice,
    confirm_choice,
    die,
    help_piece,
    mini,
    mini_height,
    number_choice,
    pass_choice,
    pyramid,
    sheet_document,
)
from .texts import _, ngettext
from .words import BONUS_LEGEND, HELP_SHORT, block_info, button_action_name, die_info

PU = 48  # dots 48 units apart
HIT_R = 24  # a legal dot's hit circle: 48 across, touching no other
BAR_H = 60  # the bar of buttons above the sheet (one row)
P_GROUND_X = 30  # x of the ground (tier 0's outer border)
P_SIDE_X = P_GROUND_X + 3 * PU + HIT_R + 4  # left edge of the corners beside the top tiers
PANEL_U = 32  # the upright sheets of the "Sheets" panel


def _bar(pos: Position) -> tuple[list[str], float]:
    """The buttons above the sheet (numbers, Confirm trail, Pass, the writes and crosses on
    offer), in rows of at most 348 units; returns (svg parts, height)."""
    choices = [(48, number_choice(n)) for n in pos.numbers]
    if "ok" in pos.next:
        choices.append((140, confirm_choice(pos.n)))
    for b in pos.blocks:
        label, same = pos.label(b), pos.pending["same"]
        info = block_info(pos.sheet, b, _("Now: {action}.").format(action=label))
        choices.append((90, (label, f"b:{b}", button_action_name(pos.sheet, b, pos.n, same), info)))
    if "pass" in pos.next:
        choices.append((84, pass_choice()))
    out, x, y = [], 6.0, 6.0
    if pos.numbers:
        out.append(text(x + 2, y + 29, _("Number:"), 14, fill=INK, aria_hidden=True))
        x += 64
    for least, spec in choices:
        width = max(least, text_width(spec[0], 15) + 16)
        if x + width > PHONE_W - 6 and x > 6:
            x, y = 6.0, y + 54
        out.append(choice(x, y, width, 48, spec))
        x += width + 6
    if not choices:
        out.append(_hint_text(_hint(pos)))
    elif pos.numbers or pos.blocks:
        out = [group(_("Your choices"), out)]
    return out, max(BAR_H, y + 54)


def _hint_text(hint: str) -> str:
    """The hint above the phone's sheet: one line, or two (broken between its sentences or
    words) when it would not fit the width (French and German run longer)."""
    width = PHONE_W - 16
    if not hint or text_width(hint, 14) <= width:
        return hint and text(8, 36, hint, 14, fill=MUTED)
    cut = hint.find(". ")
    if 0 < cut and text_width(hint[: cut + 1], 14) <= width and text_width(hint[cut + 2 :], 14) <= width:
        first, second = hint[: cut + 1], hint[cut + 2 :]
    else:
        first, *rest = wrap(hint, 14, width)
        second = " ".join(rest)
    return el("text", el("tspan", first, x=8, y=26), el("tspan", second, x=8, y=45), font_size=14, fill=MUTED)


def _hint(pos: Position) -> str:
    if pos.view["over"]:
        return _("The game is over.")
    if pos.me is None:
        return ""
    if not pos.interactive:
        return _("Chosen: it shows when everyone has chosen.")
    if pos.pending["trail"]:
        k = len(pos.pending["trail"]) - 1
        return ngettext(
            "Trail: {k} of {n} segment. Tap the next dot.", "Trail: {k} of {n} segments. Tap the next dot.", pos.n
        ).format(k=k, n=pos.n)
    if pos.pending["same"]:
        return _("Choose a block.")
    return _("Tap a green dot to draw {n}.").format(n=pos.n) if pos.dots else ""


def phone(view: dict, ui: dict) -> str:
    pos = Position(view, ui)
    bar, bar_h = _bar(pos)
    oy = bar_h + HIT_R + 2  # the row of the grid's x = X_MIN
    bottom = oy + (X_MAX - X_MIN) * PU  # the row of x = X_MAX
    sx, sw, y = P_SIDE_X, PHONE_W - 4 - P_SIDE_X, bar_h + 2  # the corners beside the pyramid's top
    helps = [
        help_piece(pos, h, sx, bottom + HIT_R + 6 - 52 * (3 - i), sw, 46, (_(HELP_SHORT[h]),), (14,))
        for i, h in enumerate(HELPS)
    ]
    ability = pos.sheet["ability"] and help_piece(pos, "ability", sx, y + 134, sw, 48, (_("Permanent ±1"),), (13,))
    return sheet_document(
        PHONE_W,
        bottom + HIT_R + 8,
        _("Kukulkán: your sheet") if pos.me is not None else _("Kukulkán: a sheet"),
        bar,
        line(0, bar_h - 2, PHONE_W, bar_h - 2, stroke="#e2d3ac", stroke_width=1),
        line(P_GROUND_X - 8, oy - 6, P_GROUND_X - 8, bottom + 6, stroke=GROUND, stroke_width=6),
        pyramid(
            pos.sheet,
            Frame(P_GROUND_X, oy, PU, turned=True),
            on_offer=pos.blocks,
            dots=pos.dots,
            trail=pos.pending["trail"],
            last=pos.last,
            preview=pos.preview,
            notes=pos.notes(),
            hit_r=HIT_R,
            label=pos.whose,
            actions=pos.actions(),
        ),
        die(sx, y, 56, view["roll"], die_info(view, pos.n)),
        text(sx + 66, y + 18, _("Round {round}").format(round=view["round"]), 14, font_weight="700", fill=INK),
        text(sx + 66, y + 48, _("number"), 13, fill=INK),
        text(sx + 122, y + 50, pos.n, 28, font_weight="700", fill=ACCENT),
        text(sx, y + 82, pos.whose, 15, font_weight="700", fill=pos.colour),
        text(sx, y + 102, pos.score, 15, fill=INK),
        text(sx, y + 122, _("base ◀ · top ▶"), 13, fill=MUTED),
        group(_("One-use helps"), ability, helps),
    )


def sheets_panel(view: dict) -> str:
    """Every sheet upright, the viewer's first: scores, bonuses and who has chosen."""
    me = view["viewer"]
    order = ([me] if me is not None else []) + [p for p in range(len(view["sheets"])) if p != me]
    step = mini_height(PANEL_U, LARGE) + 8
    minis = [mini(view, p, 6, 8 + i * step, PHONE_W - 12, PANEL_U, LARGE) for i, p in enumerate(order)]
    return sheet_document(PHONE_W, 8 + len(order) * step, _("Every sheet"), minis)


def bonuses_panel(view: dict) -> str:
    bonuses, step = NORMAL_BONUSES + FIRST_BONUSES, 100
    boxes = [
        bonus_box(view, view["viewer"], b, 6, 8 + i * step, PHONE_W - 12, 92, (16, 14)) for i, b in enumerate(bonuses)
    ]
    legend = lines_text(8, 8 + len(bonuses) * step + 18, [_(words) for words in BONUS_LEGEND], 14, step=20, fill=MUTED)
    return sheet_document(PHONE_W, 12 + len(bonuses) * step + 70, _("Bonuses"), boxes, legend)
