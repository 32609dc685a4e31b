"""Why a review's better move beats the one played, in Kukulkán's terms (Game.review_reason):
the points it puts on your sheet at once (a block crossed, a bonus reached) or a one-use help
it leaves for later. Only the player's own sheet is compared: the others' choices of the
round are secret."""

from __future__ import annotations

from . import sheet as S
from .data import BLOCKS, FIRST_BONUSES, NORMAL_BONUSES
from .texts import BONUS_NAME, HELP_NAME, _, block_name, ngettext


def own_sheet(view: dict) -> dict:
    """The viewer's sheet with their own action of the round on it, chosen but not yet
    revealed: the view draws it there already (its "preview" is only what that action
    changed, for highlighting — not a sheet)."""
    return view["sheets"][view["viewer"]]


def reason(before: dict, played: dict, better: dict) -> str | None:
    mine, best = own_sheet(played), own_sheet(better)
    # (a bonus is counted when the round is revealed: reaching it counts as its points now)
    # (a first-to-reach bonus already claimed is no longer to be won)
    open_bonuses = [*NORMAL_BONUSES, *(b for b in FIRST_BONUSES if before["first"][b] is None)]
    reached = [{b for b in open_bonuses if S.bonus_reached(sheet, b)} for sheet in (mine, best)]
    points = [
        len(sheet["crossed"]) + sum(S.bonus_points(sheet, b) for b in found)
        for sheet, found in zip((mine, best), reached)
    ]
    gain = points[1] - points[0]
    new_bonus = sorted(reached[1] - reached[0])
    if new_bonus:
        # TRANSLATORS: {bonus} e.g. “axis bonus”.
        return _("It would have reached the {bonus} at once.").format(bonus=_(BONUS_NAME[new_bonus[0]]))
    if gain > 0:
        return ngettext(
            "It would have been worth {n} more point on your sheet at once.",
            "It would have been worth {n} more points on your sheet at once.",
            gain,
        ).format(n=gain)
    saved = [h for h in HELP_NAME if h in mine["used"] and h not in best["used"]]
    if saved and gain == 0:
        # TRANSLATORS: {help} is a one-use help, e.g. “Super-six”.
        return _("It would have done as much without the help “{help}”, keeping it for later.").format(
            help=_(HELP_NAME[saved[0]])
        )
    ready = [ready_blocks(sheet) for sheet in (mine, best)]
    if gain == 0 and len(ready[1]) > len(ready[0]):
        block = sorted(ready[1] - ready[0])[0] if ready[1] - ready[0] else sorted(ready[1])[0]
        # TRANSLATORS: {block} e.g. “base block 5”, “block C”.
        if BLOCKS[block].is_base:
            return _("It would have closed {block}, ready to be crossed.").format(block=block_name(block))
        return _("It would have closed {block}, ready for its number.").format(block=block_name(block))
    return None


def ready_blocks(sheet: dict) -> set[int]:
    """The blocks whose four borders are drawn and that still wait: a built block for its
    number, a base block for its cross."""
    drawn = set(sheet["drawn"])
    return {
        b.id
        for b in BLOCKS
        if S.closed(drawn, b.id) and (b.id not in sheet["crossed"] if b.is_base else sheet["values"][b.id] is None)
    }
