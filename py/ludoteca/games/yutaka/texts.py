"""Yutakâ's translation domain (core/i18n.py): every text a player reads is English in the
code, marked for gettext, and translated from `locale/{de,fr}/LC_MESSAGES/yutaka.po`."""

from __future__ import annotations

import pathlib

from ludoteca.core import i18n

TEXTS = i18n.domain("yutaka", pathlib.Path(__file__).parent / "locale")
_ = TEXTS.gettext
ngettext = TEXTS.ngettext
