"""French typography in every French catalog: a no-break space (U+00A0 or U+202F) before
: ; ! ? and inside « », so that a sign never starts a line ("À vous / : prenez"). Other
branches add French strings after this one: `python -m ludoteca.i18n_tools typography`
fixes them, and this test says where one was missed."""

import re

import pytest

from ludoteca import i18n_tools
from ludoteca.i18n_tools import NBSP, NNBSP, fix_french_typography

FRENCH = [d for d in i18n_tools.domains() if d.po_path("fr").is_file()]


def _french_strings(domain):
    for message in i18n_tools.read(domain, "fr"):
        if not message.id:
            continue
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        for text in strings:
            if text:
                yield text


def _faults(text: str) -> list[str]:
    """The places where `text`'s prose has a plain space, or none, before : ; ! ? that end a
    clause, or inside « ». Checked apart from the fixer's own rules: only its list of what is
    not prose (placeholders, markup, addresses, code) is shared."""
    prose = i18n_tools._NOT_PROSE.sub(lambda m: "X" * len(m.group(0)), text)
    found = []
    for match in re.finditer(r"(?<=[^\s>:;!?])[:;!?](?=\s|$)|(?<= )[:;!?]|« |«(?=\w)| »|(?<=\w)»", prose):
        found.append(text[max(0, match.start() - 15) : match.end() + 5])
    return found


@pytest.mark.parametrize("domain", FRENCH, ids=lambda d: d.name)
def test_no_french_string_has_a_plain_or_missing_space_before_high_punctuation(domain):
    faults = [(text[:60], where) for text in _french_strings(domain) for where in _faults(text)]
    assert faults == [], f"{len(faults)} faults; run `python -m ludoteca.i18n_tools typography`:\n" + "\n".join(
        repr(f) for f in faults[:30]
    )


@pytest.mark.parametrize("domain", FRENCH, ids=lambda d: d.name)
def test_the_fixer_finds_nothing_left_to_fix(domain):
    left = [text for text in _french_strings(domain) if fix_french_typography(text) != text]
    assert left == [], "\n".join(left[:20])


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("À vous : prenez", f"À vous{NBSP}: prenez"),
        ("Vous: a barré", f"Vous{NBSP}: a barré"),
        ("Quoi?!", f"Quoi{NNBSP}?!"),
        ("Fin ; suite", f"Fin{NNBSP}; suite"),
        ("« Valider »", f"«{NNBSP}Valider{NNBSP}»"),
        ("«Valider»", f"«{NNBSP}Valider{NNBSP}»"),
        ("{p0}: joue", f"{{p0}}{NBSP}: joue"),
        ("<b>Pose</b>: x", f"<b>Pose</b>{NBSP}: x"),
        (f"déjà{NNBSP}; bon{NBSP}!", f"déjà{NNBSP}; bon{NBSP}!"),  # either no-break space is right
    ],
)
def test_the_fixer_spaces_french_punctuation(before, after):
    assert fix_french_typography(before) == after
    assert _faults(after) == []


@pytest.mark.parametrize(
    "kept",
    [
        "à 18:15",
        "{n:>3} cases",
        "voir https://exemple.org/a?b=1 ici",
        "le lien ?g=yucata&s=3 reste",
        '"s:3,1" pose la carte',
        'un dict avec "act": "draw"',
        "la carte <b>?</b> avance",
        "<code>if a: b</code>",
        "&amp; rien",
    ],
)
def test_the_fixer_leaves_code_addresses_and_placeholders_alone(kept):
    assert fix_french_typography(kept) == kept


def test_a_score_table_writes_a_negative_number_with_the_minus_sign_of_its_breakdown():
    from ludoteca.core import i18n
    from ludoteca.presenter import _table_cell

    try:
        i18n.use("fr")
        assert _table_cell("-12") == "\u221212"
        assert _table_cell("1234") == "1\u202f234"
        assert _table_cell("yes") == "yes"
    finally:
        i18n.use("en")
