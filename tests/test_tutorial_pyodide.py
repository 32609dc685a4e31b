"""Every tutorial is the same game in the page and on CPython: followed as a newcomer follows
it (tests/tutorial_trace.py), it shows the same steps at the same positions and hands over the
same game, still going — inside the vendored Pyodide under Node (32-bit, search capped at the
page's think time) as on CPython (64-bit, uncapped, another string hash seed)."""

import json
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

from ludoteca.bridge import PAGE_THINK_SECONDS
from ludoteca.core import get_game

ROOT = pathlib.Path(__file__).resolve().parent.parent
NODE = shutil.which("node")
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"


def trace_on_cpython() -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py"), "PYTHONHASHSEED": "12345"}
    out = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "tutorial_trace.py")], env=env, capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(NODE is None or not PYODIDE.exists(), reason="node or the vendored Pyodide is absent")
def test_each_tutorial_is_the_same_in_pyodide_and_on_cpython():
    page = subprocess.run(
        [NODE, str(ROOT / "tests" / "node" / "tutorial_trace.mjs"), str(ROOT), str(PAGE_THINK_SECONDS)],
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert page.returncode == 0, page.stderr[-2000:]
    in_page = json.loads(page.stdout.strip().splitlines()[-1])
    on_cpython = trace_on_cpython()
    assert set(in_page) == set(on_cpython) == {"yucata", "kukulkan", "santa_monica", "yutaka"}
    for game_id, followed in on_cpython.items():
        count = len(get_game(game_id).tutorial.steps)
        # Every numbered step shows, and the tutorial hands over a game still going.
        assert [step for step, _ in followed["steps"]][:count] == list(range(1, count + 1)), game_id
        assert followed["done"] and not followed["over"], game_id
        assert in_page[game_id] == followed, f"{game_id}: the page and CPython disagree"
