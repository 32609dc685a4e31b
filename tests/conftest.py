"""Every test session reads the translation catalogs as the page does: compiled (.po → .mo)
first, as `python -m ludoteca.build` does (py/ludoteca/i18n_tools.py). The test-only games under
tests/games/ join the registry (and their catalogs are compiled) before any test is collected,
so every suite parametrised over the registry runs over them."""

import pytest

from ludoteca import i18n_tools
from ludoteca.core import i18n

from .helpers import extra_game_domains, register_extra_games

register_extra_games()


def pytest_sessionstart(session):
    i18n_tools.compile_catalogs()
    i18n_tools.compile_catalogs(extra_game_domains())  # the test-only games' catalogs
    i18n.forget_all()


@pytest.fixture(autouse=True)
def english_unless_a_test_says_otherwise():
    """The API keeps the language of its last call (core/i18n.py `use`): each test starts in
    English and leaves the next one in English."""
    i18n.use("en")
    yield
    i18n.use("en")
