"""Every test session reads the translation catalogs as the page does: compiled (.po → .mo)
first, as `python -m ludoteca.build` does (py/ludoteca/i18n_tools.py). The test-only games under
tests/games/ join the registry (and their catalogs are compiled) before any test is collected,
so every suite parametrised over the registry runs over them."""

import io

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from ludoteca import i18n_tools
from ludoteca.core import i18n

from .helpers import extra_game_domains, register_extra_games

register_extra_games()


def compile_extra_catalogs() -> None:
    """The test-only games' .mo files (i18n_tools compiles the shipped domains only)."""
    for domain in extra_game_domains():
        for lang in i18n_tools.TRANSLATED:
            po, mo = domain.po_path(lang), domain.mo_path(lang)
            if mo.is_file() and mo.stat().st_mtime >= po.stat().st_mtime:
                continue
            with po.open("rb") as f:
                catalog = read_po(f, locale=lang, domain=domain.name)
            buffer = io.BytesIO()
            write_mo(buffer, catalog, use_fuzzy=False)
            mo.write_bytes(buffer.getvalue())


def pytest_sessionstart(session):
    i18n_tools.compile_catalogs()
    compile_extra_catalogs()
    i18n.forget_all()


@pytest.fixture(autouse=True)
def english_unless_a_test_says_otherwise():
    """The API keeps the language of its last call (core/i18n.py `use`): each test starts in
    English and leaves the next one in English."""
    i18n.use("en")
    yield
    i18n.use("en")
