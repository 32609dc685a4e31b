"""The bot workshop's page as the build makes it (issue 30): pyscript.toml names only this site's
files (the vendored Pyodide, our wheel), micropip is served with the sha256 the lock file gives,
and the wheel is the one pip makes, translations included. (The page itself:
tests/e2e/test_workshop_page.py.)"""

import hashlib
import json
import re
import shutil
import tomllib
import zipfile

from ludoteca import build

ROOT = build.ROOT


def test_pyscript_toml_names_only_this_sites_files():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"] == "./node_modules/pyodide/pyodide.mjs"
    assert config["sync_main_only"] is True and config["packages_cache"] == "never"
    (wheel,) = config["packages"]
    version = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M).group(1)
    assert wheel == f"./build/wheel/ludoteca-{version}-py3-none-any.whl"
    served = build.precache_list()
    for name in ("workshop.html", "pyscript.toml", "assets/py/workshop_worker.py", "build/workshop.js"):
        assert name in served
    assert not any("codemirror" in name or "xterm" in name for name in served)


def test_micropip_is_served_with_the_hash_the_lock_file_gives(tmp_path):
    kept = build.BUILD_DIR / "pyodide"
    if kept.is_dir():  # (a wheel already downloaded by a build: no need to ask PyPI again)
        shutil.copytree(kept, tmp_path / "pyodide")
    build.write_workshop_pyodide(tmp_path)
    version, sha256 = build.pinned_micropip()
    wheel = tmp_path / "pyodide" / f"micropip-{version}-py3-none-any.whl"
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == sha256
    lock = json.loads((tmp_path / "pyodide" / "pyodide-lock.json").read_text())
    entry = lock["packages"]["micropip"]
    assert (entry["file_name"], entry["sha256"], entry["depends"]) == (wheel.name, sha256, [])
    stock = json.loads((build.PYODIDE_DIR / "pyodide-lock.json").read_text())
    assert lock["info"] == stock["info"]  # the same Pyodide, only micropip's entry changed
    assert (
        build.served_from("node_modules/pyodide/pyodide-lock.json") == build.BUILD_DIR / "pyodide" / "pyodide-lock.json"
    )
    assert build.served_from("node_modules/pyodide/pyodide.asm.wasm") == ROOT / "node_modules/pyodide/pyodide.asm.wasm"


def test_the_wheel_is_the_one_pip_makes_with_the_workshop_and_the_catalogs(tmp_path):
    wheel = build.write_wheel(tmp_path)
    names = zipfile.ZipFile(wheel).namelist()
    assert "ludoteca/workshop.py" in names and "ludoteca/core/game.py" in names
    assert "ludoteca/locale/de/LC_MESSAGES/site.mo" in names
    assert any(re.match(r"ludoteca/games/\w+/locale/fr/LC_MESSAGES/\w+\.mo$", name) for name in names)
    assert any(name.endswith(".dist-info/RECORD") for name in names)
