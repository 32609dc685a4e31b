"""Every test session reads the translation catalogs as the page does: compiled (.po → .mo)
first, as `python -m ludoteca.build` does (py/ludoteca/i18n_tools.py)."""

from ludoteca import i18n_tools
from ludoteca.core import i18n


def pytest_sessionstart(session):
    i18n_tools.compile_catalogs()
    i18n.forget_all()
