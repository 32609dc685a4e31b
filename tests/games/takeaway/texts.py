"""Take-away's translation domain (core/i18n.py): English in the code, marked for gettext,
translated from `locale/{de,fr}/LC_MESSAGES/takeaway.po`; and the words the drawing and the
description share (a count of stones, the prompt)."""

from __future__ import annotations

import pathlib

from ludoteca.core import i18n
from ludoteca.core.i18n import N_, number

__all__ = ["N_", "TEXTS", "prompt", "stones"]

TEXTS = i18n.domain("takeaway", pathlib.Path(__file__).parent / "locale")
_ = TEXTS.gettext
ngettext = TEXTS.ngettext


def stones(n: int) -> str:
    return ngettext("{n} stone", "{n} stones", n).format(n=number(n))


def prompt(view: dict) -> str:
    if view["over"]:
        return _("The game is over.")
    if view["viewer"] in view["to_act"]:
        return _("Take one, two or three stones.")
    return _("Waiting for {name}.").format(name=f"{{p{view['turn']}}}")
