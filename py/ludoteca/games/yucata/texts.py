"""Yucata's texts: the package's gettext domain (core/i18n.py) and the names of its pieces.

Every text a player reads is English in the code, marked with `_`/`ngettext` (translated when
it is made, in the language of the call) or `N_` (a constant, translated where it is shown);
the log keeps `msg` data, rendered in the reader's language. Catalogs: locale/{de,fr}.
"""

from __future__ import annotations

import pathlib

from ...core import i18n

TEXTS = i18n.domain("yucata", pathlib.Path(__file__).parent / "locale")
_ = TEXTS.gettext
ngettext = TEXTS.ngettext
N_ = i18n.N_  # a constant translated where it is shown (the tutorial's steps)
