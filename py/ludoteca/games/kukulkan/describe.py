"""Kukulkán's position in words, for a screen reader (Game.describe): from the view alone (the
actions the others chose this round stay secret: only that they chose), in the current
language, one short fact a line; seats as "{pN}" (the table fills the names), the reader as
"You".

Lines: the round and the die, what the reader must do and what the die allows on their sheet
(without a help), then their sheet — written, blank and crossed blocks, blocks ready to be
written, helps, the permanent ability — the bonuses, and every player's score.
"""

from __future__ import annotations

from ...core.i18n import N_, join, number, seat_label
from . import sheet as S
from .data import BLOCKS, FIRST_BONUSES, HELPS, NORMAL_BONUSES, WRITABLE
from .rules import GAME
from .texts import BONUS_NAME, HELP_NAME, _, block_name, cap, ngettext

# The drawing's words (its prompt, …) are reused through the game's wiring (GAME.drawing), as
# the rules reach the layout editor: no module but __init__ names the drawing.


def _who(p: int, viewer: int | None) -> str:
    return seat_label(p, viewer)


def _names(seats, viewer) -> str:
    return join([_who(p, viewer) for p in seats])


def _blocks(blocks) -> str:
    return join([block_name(b) for b in blocks])


def _doing(view: dict, me: int) -> list[str]:
    """What the reader must do now, and what the die allows on their sheet without a help."""
    if me not in view["to_act"]:
        waiting = [p for p in view["to_act"] if p != me]
        return [_("Your action is chosen; waiting for {names}.").format(names=_names(waiting, me))]
    sheet, roll = view["sheets"][me], view["roll"]
    drawn = set(sheet["drawn"])
    lines = [_("Your turn: choose one action with the die.")]
    can = []
    if S.trail_starts_any(drawn, roll):
        can.append(
            ngettext("draw a trail of {n} border segment", "draw a trail of {n} border segments", roll).format(n=roll)
        )
    writes = S.write_options(sheet, drawn, roll, False)
    if writes:
        can.append(_("write {n} in {blocks}").format(n=roll, blocks=_blocks(writes)))
    crosses = S.cross_options(sheet, drawn, roll)
    if crosses:
        can.append(_("cross {blocks}").format(blocks=_blocks(crosses)))
    if can:
        lines.append(_("With {n} you may: {actions}.").format(n=roll, actions="; ".join(can)))
    elif S.has_action(sheet, roll):
        lines.append(_("With {n} nothing is possible without a help.").format(n=roll))
    else:
        lines.append(_("No action is possible with this roll: you pass."))
    return lines


def _sheet(view: dict, me: int) -> list[str]:
    sheet = view["sheets"][me]
    values, drawn = sheet["values"], set(sheet["drawn"])
    lines = []
    written = [
        _("{block} {value}").format(block=block_name(b), value=values[b]) for b in WRITABLE if values[b] is not None
    ]
    lines.append(
        _("Your written blocks: {blocks}.").format(blocks=join(written)) if written else _("No block written yet.")
    )
    blank = [b for b in WRITABLE if values[b] is None]
    if blank:
        lines.append(_("Your blank blocks: {blocks}.").format(blocks=_blocks(blank)))
    ready = []
    for b in blank:
        support = S.support_value(sheet, b)
        if S.closed(drawn, b) and support is not None:
            ready.append(_("{block} (less than {value})").format(block=block_name(b), value=support))
    if ready:
        lines.append(_("Ready to be written, all borders drawn: {blocks}.").format(blocks=join(ready)))
    crossed = sorted(sheet["crossed"])
    lines.append(
        _("Your crossed blocks: {blocks}.").format(blocks=_blocks(crossed)) if crossed else _("No block crossed yet.")
    )
    open_base = [b for b in range(len(BLOCKS)) if BLOCKS[b].is_base and b not in crossed]
    if open_base:
        lines.append(_("Base blocks not crossed yet: {blocks}.").format(blocks=_blocks(open_base)))
    left = [_(HELP_NAME[h]) for h in HELPS if h not in sheet["used"]]
    lines.append(_("Your helps left: {helps}.").format(helps=join(left)) if left else _("No help left."))
    if sheet["ability"]:
        lines.append(_("You have the permanent plus/minus one."))
    return lines


def describe(view: dict) -> list[str]:
    me = view["viewer"]
    lines = []
    if view["over"]:
        lines.append(_(GAME.drawing.END_WHY.get(view["end"], N_("The game is over."))))
    else:
        lines.append(_("Round {round}: the die shows {roll}.").format(round=view["round"], roll=view["roll"]))
        if me is None:
            lines.append(_("Waiting for {names}.").format(names=_names(view["to_act"], me)))
        else:
            lines += _doing(view, me)
    if me is not None:
        lines += _sheet(view, me)
    for bonus in NORMAL_BONUSES + FIRST_BONUSES:
        lines.append(
            _("{bonus}: {status}.").format(
                bonus=cap(_(BONUS_NAME[bonus])), status=GAME.drawing.bonus_status(view, me, bonus)[0]
            )
        )
    for p in range(len(view["sheets"])):
        sheet = view["sheets"][p]
        pts = view["scores"][p]
        text = _("{name}: {points}, {crossed}.").format(
            name=_who(p, me),
            points=ngettext("{n} point", "{n} points", abs(pts)).format(n=number(pts)),
            crossed=ngettext("{n} block crossed", "{n} blocks crossed", len(sheet["crossed"])).format(
                n=len(sheet["crossed"])
            ),
        )
        if not view["over"] and p != me:
            text += " " + (_("Action chosen.") if view["acted"][p] else _("Still choosing."))
        lines.append(text)
    return lines
