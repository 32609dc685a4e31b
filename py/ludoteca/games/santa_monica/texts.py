"""Santa Monica's texts: its gettext domain (core/i18n.py). Everything a player reads is
written in English in the code and marked: `_()` / `ngettext()` when the text is made (in the
language of the call being answered), `N_()` for constants translated where shown, `msg()` /
`nmsg()` for log entries kept as data."""

from __future__ import annotations

import pathlib

from ludoteca.core import i18n
from ludoteca.core.i18n import N_, NN_, join, msg, nmsg, number, player, term  # noqa: F401

TEXTS = i18n.domain("santa_monica", pathlib.Path(__file__).parent / "locale")
_ = TEXTS.gettext
ngettext = TEXTS.ngettext


def name_slot(seat: int) -> str:
    """A seat's name as the table fills it in drawings and prompts ("{p1}")."""
    return f"{{p{seat}}}"


def tr(message: str) -> str:
    """A message marked elsewhere (N_) translated now — `_` for a value, under another name so
    that extraction does not take the strings inside its argument for messages."""
    return TEXTS.gettext(message)
