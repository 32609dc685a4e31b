"""`pip install .` ships the engines, and the README's example of playing from Python runs as
written (it is read from README.md, so it cannot rot)."""

import pathlib
import re
import subprocess
import sys

from ludoteca.core.registry import GAME_IDS

ROOT = pathlib.Path(__file__).resolve().parent.parent
SECTION = "## Playing from Python"


def readme_example() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert SECTION in text
    section = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == 1, "the section has one Python example"
    return blocks[0]


def test_the_readme_example_runs_as_written(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", readme_example()],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PYTHONPATH": str(ROOT / "py")},
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == repr(list(GAME_IDS))  # the shipped games: the example registers no test game
    assert re.fullmatch(
        r"\[\d+, \d+\] (Ann|Bob) wins with \d+ points?( \(tie-break: .*\))?\.|\[\d+, \d+\] Shared .*", lines[1]
    ), lines[1]
    assert list(tmp_path.iterdir()) == [], "the example leaves no file behind"


def test_every_folder_of_the_package_is_shipped():
    # pyproject.toml installs the packages found under py/: a folder of modules without an
    # __init__.py would be left out of `pip install .`.
    package = ROOT / "py" / "ludoteca"
    folders = {p.parent for p in package.rglob("*.py") if "__pycache__" not in p.parts}
    assert folders and all((folder / "__init__.py").is_file() for folder in folders)
    config = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'where = ["py"]' in config and '"*" = ["*.md", "locale/*/LC_MESSAGES/*.mo"]' in config


def test_the_page_gets_the_package_and_the_standard_library_as_pyodides_bytecode(tmp_path):
    """build/ludoteca.zip and build/games/<id>.zip hold each module as bytecode of the vendored
    Pyodide's Python (its version's magic number, not this CPython's unless they are the same
    version), no source to compile in the page; build/python_stdlib.zip holds only the standard
    modules the page can import (traced, see compile_pyc.mjs), as such bytecode too. (That the
    page runs on them is shown by tests/test_stdlib_trim.py and every e2e test.)"""
    import importlib.util
    import json
    import zipfile

    from ludoteca import build

    files = {str(path.relative_to(build.PACKAGE_DIR.parent)): path.read_bytes() for path in build.package_files()}
    stdlib = tmp_path / "python_stdlib.zip"
    shipped = build.compiled_for_pyodide(files, stdlib)
    modules = [name for name in files if name.endswith(".py")]
    assert modules and sorted(shipped) == sorted(name + "c" if name.endswith(".py") else name for name in files)
    assert not any(
        name.endswith((".md", "shell.mo")) or name.split("/")[-1] in build.NOT_SHIPPED for name in shipped
    ), "only what the page's Python reads"
    lock = json.loads((ROOT / "node_modules" / "pyodide" / "pyodide-lock.json").read_text())
    pyodide_python = tuple(int(x) for x in lock["info"]["python"].split(".")[:2])

    def check_pyc(pyc: bytes) -> None:
        assert pyc[2:4] == b"\r\n", "a .pyc's magic number"
        if pyodide_python != sys.version_info[:2]:
            assert pyc[:4] != importlib.util.MAGIC_NUMBER, "compiled by Pyodide's Python, not this one"
        assert int.from_bytes(pyc[4:8], "little") == 0b01, (
            "an unchecked-hash .pyc: never compared with a source the page does not have"
        )

    check_pyc(shipped["ludoteca/core/game.pyc"])
    with zipfile.ZipFile(build.STOCK_STDLIB) as stock, zipfile.ZipFile(stdlib) as ours:
        our_names = set(ours.namelist())
        assert all(info.compress_type == zipfile.ZIP_STORED for info in ours.infolist()), (
            "stored: the host's HTTP compression compresses it"
        )
        # imported by Pyodide's start (json) and by our package (random, gettext)
        for module in ("json/decoder", "random", "gettext"):
            assert f"{module}.pyc" in our_names and f"{module}.py" not in our_names, module
            check_pyc(ours.read(f"{module}.pyc"))
        # never imported: not shipped; frozen into Pyodide's binary: not shipped either; imported
        # only on first use once lazy_start has patched Pyodide's start (our zips are unpacked by
        # stored-zip.js): zipfile, shutil, tempfile and the codec zipfile needs (cp437), and
        # asyncio (Pyodide's event loop, set up on its first import)
        never = ("xml/dom/minidom", "csv", "email/parser", "html/entities", "os", "importlib/_bootstrap")
        lazy = ("zipfile/__init__", "shutil", "tempfile", "encodings/cp437", "asyncio/tasks", "asyncio/__init__")
        for module in (*never, *lazy):
            assert f"{module}.py" in stock.namelist()
            assert f"{module}.pyc" not in our_names and f"{module}.py" not in our_names, module
        assert len(our_names) < len(stock.namelist()) / 3


def test_each_game_is_a_package_of_its_own_and_the_rest_comes_after_the_first_board(tmp_path):
    """The page fetches the games it opens: build/games/<id>.zip.gz holds that game's files,
    build/games/<id>-<lang>.zip.gz its catalog in one language, build/later.zip.gz what no first
    board needs (build.LATER), build/ludoteca-<lang>.zip.gz the site's catalog in one language
    and build/ludoteca.zip.gz everything else (engine-worker.js), each a zip gzipped whole."""
    import gzip
    import io
    import zipfile

    from ludoteca import build

    shipped = {
        "ludoteca/core/game.pyc": b"1",
        "ludoteca/games/__init__.pyc": b"2",
        "ludoteca/games/yutaka/rules.pyc": b"3",
        "ludoteca/games/yutaka/locale/de/LC_MESSAGES/yutaka.mo": b"4",
        "ludoteca/games/yucata/__init__.pyc": b"5",
        "ludoteca/games/yucata/bot.pyc": b"6",
        "ludoteca/locale/fr/LC_MESSAGES/site.mo": b"7",
        "ludoteca/workshop.pyc": b"8",
    }
    build.write_package_zips(tmp_path, shipped)
    names = {
        path.relative_to(tmp_path).as_posix(): sorted(
            zipfile.ZipFile(io.BytesIO(gzip.decompress(path.read_bytes()))).namelist()
        )
        for path in tmp_path.rglob("*")
        if path.is_file()
    }
    assert names == {
        "ludoteca.zip.gz": ["ludoteca/core/game.pyc", "ludoteca/games/__init__.pyc"],
        "ludoteca-fr.zip.gz": ["ludoteca/locale/fr/LC_MESSAGES/site.mo"],
        "games/yutaka.zip.gz": ["ludoteca/games/yutaka/rules.pyc"],
        "games/yutaka-de.zip.gz": ["ludoteca/games/yutaka/locale/de/LC_MESSAGES/yutaka.mo"],
        "games/yucata.zip.gz": ["ludoteca/games/yucata/__init__.pyc"],
        "later.zip.gz": ["ludoteca/games/yucata/bot.pyc", "ludoteca/workshop.pyc"],
    }


def test_the_split_is_complete_and_every_part_is_served():
    """Every file the page's Python reads is in exactly one part, every LATER pattern still
    names a shipped file (a renamed module would silently come first again), and each part is
    in the service worker's list (offline play needs them all)."""
    from ludoteca import build

    files = [str(p.relative_to(build.PACKAGE_DIR.parent)) for p in build.package_files()]
    parts: dict = {}
    for name in files:
        parts.setdefault(build.part_of(name), []).append(name)
    assert sorted(n for names in parts.values() for n in names) == sorted(files)
    for pattern in build.LATER:
        assert any(build.fnmatch.fnmatchcase(name, pattern) for name in files), pattern
    served = set(build.precache_list())
    for part in parts:
        path = build.part_path(pathlib.Path("build"), part).as_posix() + ".gz"
        assert path in served, path
    # each game: its package, its catalog in each translated language; the site's catalogs
    assert {p for p in parts if p is not None} >= set(GAME_IDS) | {build.LATER_PART, "ludoteca-de", "ludoteca-fr"}
    assert not any("/locale/" in name for name in parts[None])  # no catalog comes in every language


FIRST_BOARD = """
import json, sys
from ludoteca import bridge
from ludoteca.core.registry import GAME_IDS
call = bridge.start()
bridge.warm_up(0.2)
for lang in ("de", "en"):
    call("language", json.dumps({"lang": lang}))
    for game in GAME_IDS:
        for screen in ("phone", "wide"):
            call("screen", json.dumps({"screen": screen}))
            answer = json.loads(call("new", json.dumps({"game": game, "seats": [{"kind": "human"}, {"kind": "bot"}]})))
            assert answer["ok"] and answer["svg"], answer
            link = answer["links"][0]["code"] if answer.get("links") else None
print(json.dumps(sorted(m for m in sys.modules if m.startswith("ludoteca"))))
"""


def test_no_first_board_imports_what_comes_after_it():
    """What build.LATER leaves for after the first board is not imported by a start, a warm-up
    and the first board of every game on both screens in two languages (CPython, a fresh
    process): otherwise every such board would wait for build/later.zip.gz (the page would
    still work: ludoteca.app answers "load_rest" and the worker asks again)."""
    import fnmatch
    import json

    from ludoteca import build

    done = subprocess.run(
        [sys.executable, "-c", FIRST_BOARD], cwd=ROOT / "py", capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    imported = json.loads(done.stdout.strip().splitlines()[-1])
    assert "ludoteca.table" in imported and "ludoteca.games.yutaka.draw" in imported
    files = [m.replace(".", "/") + ".py" for m in imported] + [m.replace(".", "/") + "/__init__.py" for m in imported]
    early = [f for f in files if any(fnmatch.fnmatchcase(f, pattern) for pattern in build.LATER)]
    assert early == []
