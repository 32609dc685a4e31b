"""Kukulkán's desk: one overview in a 952 × 670 box at scale 1 (a font-size is its CSS size;
every text at least 11). The die, the number and the helps on the left, the viewer's sheet
large in the middle (Confirm trail or Pass at its right), the bonus guide under it and every
other player's sheet small at the bottom, with a tick once they have chosen this round's action
(what they chose stays secret until the round resolves)."""

from __future__ import annotations

from ...core.svg import DESK_W, group, line, text
from .data import FIRST_BONUSES, HELPS, NORMAL_BONUSES, TIERS, X_MAX, X_MIN
from .pieces import (
    ACCENT,
    GROUND,
    INK,
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
from .texts import HELP_NAME, _
from .words import LEGEND, die_info

U = 58  # one grid unit of the large sheet
SHEET_X = 540  # x of the pyramid's axis
GROUND_Y = 62 + TIERS * U  # the ground line
GUIDE_Y = GROUND_Y + 30  # the bonus guide, across the whole width
MINI_U, MINI_W = 17, 184
MINI_TOP = GUIDE_Y + 122
HALF = (X_MAX - X_MIN) * U / 2
BX = SHEET_X + HALF + 12  # the buttons, right of the sheet


def desk(view: dict, ui: dict) -> str:
    pos = Position(view, ui)
    helps = _("One-use helps")
    pieces = [help_piece(pos, h, 16, 164 + 52 * i, 200, 44, (_(HELP_NAME[h]),), (13,)) for i, h in enumerate(HELPS)]
    if pos.sheet["ability"]:
        lines = (_("Permanent ±1"), _("every round, no help"))
        pieces.append(help_piece(pos, "ability", 16, 164 + 52 * len(HELPS), 200, 44, lines, (13, 11)))
    numbers = [choice(BX + i % 2 * 50, 90 + i // 2 * 50, 44, 44, number_choice(n)) for i, n in enumerate(pos.numbers)]
    bonuses = NORMAL_BONUSES + FIRST_BONUSES
    return sheet_document(
        DESK_W,
        MINI_TOP + (mini_height(MINI_U) + 10 if pos.others else 0),
        _("Kukulkán sheets"),
        text(16, 30, _("Round {round}").format(round=view["round"]), 16, font_weight="700", fill=INK),
        die(16, 42, 80, view["roll"], die_info(view, pos.n)),
        text(112, 78, _("your number"), 13, fill=INK),
        text(112, 116, pos.n, 38, font_weight="700", fill=ACCENT),
        group(helps, text(16, 154, helps, 15, font_weight="700", fill=INK, aria_hidden=True), pieces),
        text(SHEET_X, 30, f"{pos.whose} — {pos.score}", 18, font_weight="700", text_anchor="middle", fill=pos.colour),
        line(SHEET_X - HALF - 16, GROUND_Y, SHEET_X + HALF + 16, GROUND_Y, stroke=GROUND, stroke_width=6),
        pyramid(
            pos.sheet,
            Frame(SHEET_X, GROUND_Y, U),
            clickable=pos.blocks,
            dots=pos.dots,
            trail=pos.pending["trail"],
            last=pos.last,
            preview=pos.preview,
            hit_r=U * 0.4,
            label=pos.whose,
            actions=pos.actions(),
        ),
        "ok" in pos.next and choice(BX, 60, DESK_W - 8 - BX, 44, confirm_choice(pos.n)),
        "pass" in pos.next and choice(BX, 60, DESK_W - 8 - BX, 44, pass_choice()),
        numbers and group(_("Your number"), text(BX, 78, _("Your number:"), 13, fill=INK, aria_hidden=True), numbers),
        group(
            _("Bonuses"),
            [bonus_box(view, pos.me, b, 16 + 187 * i, GUIDE_Y, 179, 84, (14, 12)) for i, b in enumerate(bonuses)],
        ),
        text(16, GUIDE_Y + 106, _(LEGEND), 13, fill=MUTED),
        [mini(view, p, 16 + (MINI_W + 3) * i, MINI_TOP, MINI_W, MINI_U) for i, p in enumerate(pos.others)],
    )
