"""Every test session reads the translation catalogs as the page does: compiled (.po → .mo)
first, as `python -m ludoteca.build` does (py/ludoteca/i18n_tools.py)."""

import pytest

from ludoteca import i18n_tools
from ludoteca.core import i18n


def pytest_sessionstart(session):
    i18n_tools.compile_catalogs()
    i18n.forget_all()


@pytest.fixture(autouse=True)
def english_unless_a_test_says_otherwise():
    """The API keeps the language of its last call (core/i18n.py `use`): each test starts in
    English and leaves the next one in English."""
    i18n.use("en")
    yield
    i18n.use("en")
