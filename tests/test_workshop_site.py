"""The bot workshop's page as the build makes it (issue 30): pyscript.toml names only this site's
files (the vendored Pyodide, our wheel, unpacked with no package installer), and the wheel is the
one pip makes, translations included. (The page itself:
tests/e2e/test_workshop_page.py.)"""

import re
import tomllib
import zipfile

from ludoteca import build

ROOT = build.ROOT


def test_pyscript_toml_names_only_this_sites_files():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"] == "./node_modules/pyodide/pyodide.mjs"
    assert config["sync_main_only"] is True
    # PyScript unpacks a file listed under [files] with a destination ending in "/*" where Python
    # imports from: our wheel is ready with no package installer (micropip) to fetch and run first.
    assert "packages" not in config
    version = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M).group(1)
    assert config["files"] == {f"./build/wheel/ludoteca-{version}-py3-none-any.whl": "./*"}
    served, game_page = build.workshop_files(), build.precache_list()
    for name in ("workshop.html", "pyscript.toml", "assets/py/workshop_worker.py", "build/workshop.js"):
        assert name in served and name not in game_page  # kept offline only once the workshop is opened
    assert not any(name.endswith(".whl") or "pyscript" in name for name in game_page)
    assert not any("codemirror" in name or "xterm" in name or "micropip" in name for name in served)


def test_the_wheel_is_the_one_pip_makes_with_the_workshop_and_the_catalogs(tmp_path):
    wheel = build.write_wheel(tmp_path)
    names = zipfile.ZipFile(wheel).namelist()
    assert "ludoteca/workshop.py" in names and "ludoteca/core/game.py" in names
    assert "ludoteca/locale/de/LC_MESSAGES/site.mo" in names
    assert any(re.match(r"ludoteca/games/\w+/locale/fr/LC_MESSAGES/\w+\.mo$", name) for name in names)
    assert any(name.endswith(".dist-info/RECORD") for name in names)
