"""py/ludoteca/lazy_start.py, our patch of the vendored Pyodide's own Python: it must apply to
the Pyodide in node_modules (an update that changes the patched files fails here, before any
build), and Pyodide must start without what it leaves out yet give it when asked."""

import json
import shutil
import subprocess
import zipfile

import pytest

from ludoteca import lazy_start
from ludoteca.build import ROOT, STOCK_STDLIB

SCRIPT = ROOT / "tests" / "node" / "lazy_start.mjs"
# What Pyodide's own start imported before the patch, and the page never uses.
LEFT_OUT = ["asyncio", "shutil", "tempfile", "zipfile", "bz2", "lzma", "pyodide.common"]


def test_the_patch_applies_to_the_vendored_pyodide():
    with zipfile.ZipFile(STOCK_STDLIB) as stock:
        patched = lazy_start.patched_sources(lambda name: stock.read(name).decode("utf-8"))
        assert set(patched) == {name for name, _, _ in lazy_start.EDITS}
        for name, text in patched.items():
            assert text != stock.read(name).decode("utf-8")
            compile(text, name, "exec")  # still Python (CPython here; Pyodide runs it below)


def test_a_pyodide_whose_files_changed_stops_the_build():
    with zipfile.ZipFile(STOCK_STDLIB) as stock:

        def changed(name: str) -> str:
            text = stock.read(name).decode("utf-8")
            return text.replace("import shutil\n", "import shutil as _shutil\n")  # as an update might

        with pytest.raises(lazy_start.PatchDoesNotApply, match="_package_loader.py"):
            lazy_start.patched_sources(changed)


def test_pyodide_starts_without_what_the_page_never_uses_and_gives_it_when_asked(tmp_path):
    patched = tmp_path / "python_stdlib.zip"
    patched.write_bytes(lazy_start.patched_stdlib(STOCK_STDLIB.read_bytes()))
    done = subprocess.run(
        [shutil.which("node"), str(SCRIPT), str(patched)], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert [name for name in LEFT_OUT if name in out["atStart"]] == []
    assert "pyodide" in out["atStart"] and "pyodide._package_loader" in out["atStart"]
    assert out["awaited"] == 42  # Pyodide's C code awaits a promise through asyncio
    assert out["loop"] == "WebLoop"
    assert out["unpacked"] == "unpacked"
    assert out["wheelFormat"] == "whl"
    assert out["snapshotBytes"] > 1_000_000  # repeat visits start from a memory snapshot
