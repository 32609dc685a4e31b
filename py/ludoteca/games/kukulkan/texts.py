"""Kukulkán's words: the game's translation domain (core/i18n.py) and the names of the sheet's
helps, bonuses and blocks, shared by the rules (log, refusals, results) and the drawing.

Blocks are named as the sheet shows them: A–D by their letter, base blocks by their printed
value (5 3 6 1 4 — all different), the axis blocks above the base by ◆ and their tier."""

from __future__ import annotations

import pathlib

from ...core import i18n
from ...core.i18n import N_, msg
from .data import AXIS, BLOCKS

TEXTS = i18n.domain("kukulkan", pathlib.Path(__file__).parent / "locale")
_ = TEXTS.gettext
ngettext = TEXTS.ngettext

HELP_NAME = {"same": N_("Same-value stacking"), "pm": N_("Plus/minus one"), "six": N_("Super-six")}
# Written as inside a sentence ("claims the base bonus"); cap() them for a title.
BONUS_NAME = {
    "base": N_("base bonus"),
    "axis": N_("axis bonus"),
    "full": N_("full pyramid bonus"),
    "CA": N_("C − A bonus"),
    "DB": N_("D − B bonus"),
}


def block_ref(block: int) -> dict:
    """A block's name as a message (for the log: translated when read)."""
    b = BLOCKS[block]
    if b.label:
        return msg("block {label}", label=b.label)
    if b.is_base:
        return msg("base block {value}", value=b.printed)
    if block in AXIS:
        return msg("axis block ◆{tier}", tier=b.tier)
    return msg("block on tier {tier}", tier=b.tier)  # (the sheet has none)


def block_name(block: int) -> str:
    """A block's name in the current language: "block C", "base block 5", "axis block ◆2"."""
    return i18n.render(block_ref(block), TEXTS, str)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]
