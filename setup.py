"""`pip install .` (pyproject.toml holds the project): the translation catalogs are compiled
(.po → .mo, with Babel, as `python -m ludoteca.build` does) before the package is built, so
that the installed engines speak German and French too — and so does the wheel the workshop
page unpacks (pyscript.toml)."""

import pathlib
import sys

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithCatalogs(build_py):
    def run(self):
        sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "py"))
        from ludoteca import i18n_tools

        i18n_tools.compile_catalogs()
        super().run()


setup(cmdclass={"build_py": BuildWithCatalogs})
