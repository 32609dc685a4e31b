"""The page runs on a trimmed standard library: build/python_stdlib.zip holds only the modules
the build's trace found (py/ludoteca/compile_pyc.mjs). A module the code can reach and the
trace missed would fail a player's game with an ImportError; here it fails a test instead:
every game played to its end and every API call made, under that library, in the vendored
Pyodide (Node), with each game's package unpacked when the engine asks for it."""

import json
import shutil
import subprocess

from ludoteca.bench_api import BenchApi
from ludoteca.build import BUILD_DIR, ROOT, build

SCRIPT = ROOT / "tests" / "node" / "trimmed_stdlib.mjs"


def test_every_game_and_every_call_run_under_the_trimmed_standard_library():
    build()
    done = subprocess.run(
        [shutil.which("node"), str(SCRIPT), str(ROOT), str(ROOT / "py" / "ludoteca" / "exercise.py")],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    # a game's package not unpacked yet: the engine names it, with a sentence for the player
    assert out["asked"] == "yutaka" and out["firstOk"] is False and "downloaded" in out["firstError"]
    assert out["secondOk"] is True
    # a module that comes after the first board (build.LATER): named, then the call works
    assert out["rest"] == "ludoteca.tutor" and out["beforeRestOk"] is False and out["afterRestOk"] is True
    assert sorted(out["made"]) == sorted(BenchApi.calls)  # the page's calls and the benchmarks'
    assert (BUILD_DIR / "python_stdlib.zip.gz").stat().st_size < (
        ROOT / "node_modules/pyodide/python_stdlib.zip"
    ).stat().st_size / 3
