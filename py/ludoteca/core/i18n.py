"""Languages: every text a player reads, in English, German or French.

Texts are written in English in the code and translated by gettext catalogs, one *domain*
per place that writes them: `site` (the table, the API's refusals, core's checks), `shell`
(the page's JavaScript and index.html, written to JSON for the page) and one per game (its
rules, prompts, drawing, log). A domain's catalogs are

    <package>/locale/<lang>/LC_MESSAGES/<domain>.po    translations, kept in git
    <package>/locale/<lang>/LC_MESSAGES/<domain>.mo    compiled by `python -m ludoteca.build`

and read with Python's own `gettext` (plural forms included), on CPython and in the page.
`python -m ludoteca.i18n_tools` extracts the messages, updates the .po files and checks them.

The language is the one of the call being answered (`use`, set by the API for each call):
the engine answers one call at a time, so a module-level setting is enough, and drawings,
prompts and refusals simply call `_()` when they are made. What is *kept* — the log in a
game's state, a result's summary — is never translated text: it is data (`msg`), rendered in
the reader's language when shown (`render`; `Game.render_message` with the game's catalogs),
so records and links stay language-neutral and two friends by link each read the game in
their own language.

Marking for extraction (see i18n_tools.KEYWORDS): `_("…")`, `ngettext("…", "…", n)`,
`N_("…")` (a constant translated later with `_`), `msg("…", you=N_("…"), …)`,
`nmsg("…", "…", count, …)`.
"""

from __future__ import annotations

import gettext as _gettext
import pathlib
from collections.abc import Callable
from typing import Any

from .jsonish import JsonObject

LANGUAGES = ("en", "de", "fr")
SOURCE = "en"  # the language the code is written in
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français"}

_current = SOURCE


def use(lang: str) -> None:
    """Answer in `lang` from now on (one of LANGUAGES; anything else means English)."""
    global _current
    _current = lang if lang in LANGUAGES else SOURCE


def current() -> str:
    return _current


def N_(message: str) -> str:
    """Marks a constant for extraction; translate it with `_()` where it is shown."""
    return message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a pair of plural forms for extraction (nmsg's `you` forms)."""
    return singular, plural


class Domain:
    """The catalogs of one place that writes texts; `gettext` and `ngettext` answer in the
    current language (English, untranslated, when a catalog is missing)."""

    def __init__(self, name: str, locale_dir: pathlib.Path | str):
        self.name = name
        self.locale_dir = pathlib.Path(locale_dir)
        self._catalogs: dict[str, _gettext.NullTranslations] = {}

    def catalog(self, lang: str | None = None) -> _gettext.NullTranslations:
        lang = lang or _current
        found = self._catalogs.get(lang)
        if found is None:
            mo = self.locale_dir / lang / "LC_MESSAGES" / f"{self.name}.mo"
            if lang != SOURCE and mo.is_file():
                with mo.open("rb") as f:
                    found = _gettext.GNUTranslations(f)
            else:
                found = _gettext.NullTranslations()
            # A catalog that is not here yet is looked for again next time: in the page a game's
            # catalog in a language is a download of its own (build.part_of), which may come later.
            if lang == SOURCE or mo.is_file():
                self._catalogs[lang] = found
        return found

    def gettext(self, message: str) -> str:
        return self.catalog().gettext(message) if _current != SOURCE else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        if _current == SOURCE:
            return singular if n == 1 else plural
        return self.catalog().ngettext(singular, plural, n)

    def forget(self) -> None:
        """Drop loaded catalogs (after they were compiled anew)."""
        self._catalogs.clear()


# This module's own messages (its helper calls are not extracted: see i18n_tools.extract).
AND = N_("{first} and {last}")
# How a text says to press what follows — a tutorial's step, a game's prompt or details
# ("{Tap} Next", "{tap} a highlighted space"): "Tap" on a touch screen, "Click" elsewhere.
# The translations carry the preposition ("Tippe auf", "Cliquez sur"): a slot is always
# followed by what is pressed.
PRESS = {True: {"{Tap}": N_("Tap"), "{tap}": N_("tap")}, False: {"{Tap}": N_("Click"), "{tap}": N_("click")}}
# The reader's own seat as a label standing alone (see `seat_label`).
YOU = N_("You")
MESSAGES = (AND, YOU, *PRESS[True].values(), *PRESS[False].values())
# Format arguments that keep a text's press slots for the page: `text.format(n=3, **PRESS_SLOTS)`.
PRESS_SLOTS = {"Tap": "{Tap}", "tap": "{tap}"}

_domains: dict[str, Domain] = {}


def domain(name: str, locale_dir: pathlib.Path | str) -> Domain:
    """The one Domain of that name (a game's package and its Game share it)."""
    if name not in _domains:
        _domains[name] = Domain(name, locale_dir)
    return _domains[name]


def forget_all() -> None:
    for found in _domains.values():
        found.forget()


SITE = domain("site", pathlib.Path(__file__).resolve().parent.parent / "locale")


# ---------------------------------------------------------------- numbers and lists


def number(value: int | float) -> str:
    """A number as the current language writes it (1,234.5 · 1.234,5 · 1 234,5), a negative
    one with a true minus sign (−15), as the boards write them."""
    sign, value = ("\u2212", -value) if value < 0 else ("", value)
    if isinstance(value, float) and not value.is_integer():
        text = sign + f"{value:,.1f}"
    else:
        text = sign + f"{int(value):,}"
    if _current == "de":
        return text.replace(",", "\0").replace(".", ",").replace("\0", ".")
    if _current == "fr":
        return text.replace(",", "\u202f").replace(".", ",")
    return text


def press_words(text: str, touch: bool) -> str:
    """`text` with its `{Tap}`/`{tap}` slots said for a touch screen or a mouse (PRESS). The
    page does it for every text a drawing hands it; a drawing that fits a text to a box calls
    it itself, with ui["touch"]."""
    for slot, word in PRESS[bool(touch)].items():
        text = text.replace(slot, SITE.gettext(word))
    return text


def join(items: list[str]) -> str:
    """ "a, b and c" in the current language."""
    items = [str(i) for i in items]
    if len(items) < 2:
        return "".join(items)
    return SITE.gettext(AND).format(first=", ".join(items[:-1]), last=items[-1])


# ---------------------------------------------------------------- messages kept as data


def msg(text: str, you: str | None = None, **args: Any) -> JsonObject:
    """A message kept as data (e.g. a log entry's): English `text` with {named} slots, the
    `you` form used when the player it is about — the seat in `args["p"]`, or one of the
    seats when it is a list, the others then filling the `you` form's {others} — reads it
    ("You play…" rather than "You plays…"). A message with `"d": "site"` (core/result.py) is
    translated by that domain's catalogs, its args by the caller's. Each arg is a number, a plain string (shown as is),
    `player(i)`, `term("…")` (a word translated when shown), a list of those (joined), or
    another message."""
    made = {"m": text, "a": args}
    if you is not None:
        made["y"] = you
    return made


def nmsg(singular: str, plural: str, count: int, you: tuple[str, str] | None = None, **args: Any) -> JsonObject:
    """A message with a count: `count` chooses the plural form and fills {n} (unless an `n`
    arg is given: a score of −3 is counted as 3 but shown as −3); `you` is the pair of `you`
    forms, marked with NN_("You take {n} stone", "You take {n} stones")."""
    made = msg(singular, None, **args)
    made["pl"] = plural
    made["n"] = count
    if you is not None:
        made["y"], made["ypl"] = you
    return made


def player(seat: int) -> JsonObject:
    """A reference to a seat: shown as its name."""
    return {"p": seat}


def seat_label(seat: int, reader: int | None) -> str:
    """A seat as a label standing alone (a name on the board, a heading, a result's row):
    "You" for the reader's own seat (the device's one local human, who reads the `you` forms),
    else the slot "{pN}" the table fills with the seat's name. The one place that names a
    seat so: the board, the log and the result call a seat alike."""
    return SITE.gettext(YOU) if seat == reader else f"{{p{seat}}}"


def term(word: str) -> JsonObject:
    """A word of the game (a card's or tile's name) translated when shown."""
    return {"t": word}


def render(message: Any, domain: Domain, names: Callable[[int], str], you: int | None = None) -> str:
    """`message` (from `msg`, or a plain legacy text) in the current language; `names(i)` is
    seat i's name; `you` the seat of the reader, who reads the `you` forms."""
    if isinstance(message, str):
        return message
    if isinstance(message, dict):
        if "p" in message:
            return names(message["p"])
        if "t" in message:
            return domain.gettext(message["t"])
        if "m" in message:
            args = message.get("a", {})
            about = args.get("p")
            me = {"p": you}
            # "p" is the seat the message is about, or a list of seats (a shared victory):
            # the reader among them reads the "you" form, with the others as {others}.
            about_you = you is not None and (about == me or (isinstance(about, list) and me in about))
            # Its text is in the catalogs of the domain it names ("d": "site" for core's
            # sentences inside a game's result); its args are the game's.
            own = _domains.get(message["d"], domain) if isinstance(message.get("d"), str) else domain
            if "pl" in message:
                n = message["n"]
                if about_you and "y" in message:
                    text = own.ngettext(message["y"], message["ypl"] if "ypl" in message else message["y"], n)
                else:
                    text = own.ngettext(message["m"], message["pl"], n)
            else:
                text = own.gettext(message["y"] if about_you and "y" in message else message["m"])
            values = {k: render(v, domain, names, you) for k, v in args.items()}
            if about_you and isinstance(about, list):
                values["others"] = render([seat for seat in about if seat != me], domain, names, you)
            if "n" in message:
                values.setdefault("n", number(message["n"]))
            try:
                return text.format(**values)
            except (KeyError, IndexError, ValueError):  # a translation with a broken slot
                return message["m"].format(**values) if "pl" not in message else text
    if isinstance(message, list):
        return join([render(m, domain, names, you) for m in message])
    if isinstance(message, bool):
        return str(message)
    if isinstance(message, (int, float)):
        return number(message)
    return str(message)
