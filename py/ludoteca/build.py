"""Build the files the page loads besides the vendored Pyodide:

    build/ludoteca.zip.gz  the ludoteca package without its games, unpacked into the browser's
                         file system by the engine's worker (assets/js/engine-worker.js);
                         its modules as bytecode of Pyodide's own Python (compile_pyc.mjs, run in
                         Node), so that a first visit does not compile them in the page
    build/games/<id>.zip.gz  each game's package, fetched by the worker when the page opens that game
    build/games/<id>-<lang>.zip.gz  that game's catalog in one language, fetched with it in the
                         page's language only
    build/ludoteca-<lang>.zip.gz  the site's own catalog (core's and the table's words) in one
                         language, fetched in the page's language only
    build/later.zip.gz   what no first board needs (build.LATER: the bots' search, the tutor, the
                         workshop's runner…), fetched by the worker after the first board
    build/pyodide.asm.wasm.zst  the vendored Pyodide's WebAssembly compressed with Zstandard
                         (packed_wasm): the game page's worker decodes it as it streams in;
                         the workshop and bench/bare_pyodide.html load Pyodide's own file
    build/python_stdlib.zip.gz  only the modules of Pyodide's standard library that the page can
                         import (traced by compile_pyc.mjs; the trace is kept in
                         build/stdlib-trace/), compiled the same way (Python otherwise compiles
                         them at every cold start: most of Pyodide's own start-up); the worker
                         loads it instead of node_modules/pyodide/python_stdlib.zip;
                         Pyodide's own files in it carry lazy_start.py's patch (a start that
                         imports no shutil, tempfile, zipfile…)
                         (each zip compressed whole with gzip — zopfli's — by the build: hosts
                         never compress a zip; see gzipped(); kept in build/gzip-cache/)
    build/catalog-<lang>.json  every game's declaration in each language, so the lobby
                         paints before the engine is up
    build/strings-<lang>.json  the page shell's own texts in German and French, from the
                         same catalogs as the engine's (py/ludoteca/i18n_tools.py)
    build/manifest-<lang>.webmanifest  the web app manifest in German and French (the words
                         shown when the site is installed); the page links the one of its
                         language
    build/thumbs/<id>.svg  a small picture of each game's board, drawn by the game itself from
                         a fixed opening position, for the lobby's game cards
    build/shell.js, shell-chunk.js, shell-play.js  the page's shell (assets/js/shell.js and
                         the modules it imports), bundled by esbuild (npm, pinned) and split
                         in two: the lobby's code (shell.js and shell-chunk.js, both asked for
                         at once) and the table's (shell-play.js, fetched after the lobby can
                         be used; see SHELL_CHUNKS)
    build/workshop.js    the bot workshop's page script (assets/js/workshop.js with its editor,
                         CodeMirror from npm), bundled the same way
    build/wheel/ludoteca-<version>-py3-none-any.whl  the wheel `pip install .` makes (pip, with
                         its build requirements pinned in pyproject.toml): the bot workshop's PyScript
                         worker unpacks it (pyscript.toml), so the browser and CPython run one artifact
    build/precache.js    what the service worker (sw.js) keeps for offline play, and the
                         version: a hash of all those files, so any change is a new version

The translation catalogs are compiled first (.po → .mo, read by the engine) and checked:
a message missing in German or French stops the build (`--allow-missing` builds anyway,
while translating).

    dist/                with --dist: exactly the files the site serves (write_dist), to publish

Run: python -m ludoteca.build [--dist]   (from py/, or with py/ on PYTHONPATH; needs Babel, zopfli
and zstandard: requirements-build.txt)
"""

from __future__ import annotations

import base64
import fnmatch
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile

import zopfli.gzip
import zstandard

from . import i18n_tools, lazy_start
from .core import catalog, i18n
from .core.registry import shipped_games

PACKAGE_DIR = pathlib.Path(__file__).resolve().parent
ROOT = PACKAGE_DIR.parent.parent
BUILD_DIR = ROOT / "build"
# A fixed timestamp keeps the zip byte-identical for identical sources.
ZIP_DATE = (2026, 1, 1, 0, 0, 0)


# Tooling that runs on CPython (or in the build) only; the page does not need it (bot_process:
# the arena's watched child process, multiprocessing; tournament: the arena's runs of a bot file).
# exercise.py drives the engine through every path when the build traces the standard library.
NOT_SHIPPED = {
    "build.py",
    "devserver.py",
    "i18n_tools.py",
    "arena.py",
    "bot_process.py",
    "tournament.py",
    "exercise.py",
    "lazy_start.py",
}


def package_files() -> list[pathlib.Path]:
    """What the page's Python reads: the modules and the engine's translations (not the notes,
    nor the shell's catalog: the page reads its words from build/strings-<lang>.json)."""
    return sorted(
        p
        for p in PACKAGE_DIR.rglob("*")
        if p.is_file()
        and p.suffix in (".py", ".mo")
        and "__pycache__" not in p.parts
        and p.name not in NOT_SHIPPED
        and p.name != "shell.mo"
    )


PYC_COMPILER = PACKAGE_DIR / "compile_pyc.mjs"
STOCK_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
# Our one change to the vendored Pyodide's own Python (a lazier start): see lazy_start.py.
LAZY_START = PACKAGE_DIR / "lazy_start.py"


# The trace of the standard library takes a minute or two (every game played in Pyodide, in
# Node): kept, keyed by everything it depends on, so that a rebuild of the same sources is quick.
TRACE_DIR = BUILD_DIR / "stdlib-trace"


def trace_key(package_root: pathlib.Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(package_root.rglob("*.py")) + [PYC_COMPILER, STOCK_STDLIB, LAZY_START]:
        name = path.relative_to(package_root) if path.is_relative_to(package_root) else path.name
        digest.update(str(name).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:20]


def compiled_for_pyodide(files: dict[str, bytes], stdlib_out: pathlib.Path) -> dict[str, bytes]:
    """`files` (path in the zip -> bytes) with each module replaced by its bytecode, compiled by
    the vendored Pyodide's Python in Node: the page imports it as it is (a sourceless .pyc), where
    sources cost it 0.4–0.9 s of compiling on a first visit. Writes `stdlib_out`, Pyodide's
    standard library with the modules a visit imports compiled too (compile_pyc.mjs), from
    Pyodide's zip with lazy_start's patch applied (so the trace sees the lazier start). Without
    Node (or if the compile fails) the sources are shipped and the standard library as Pyodide
    gives it, with a warning: the page works, its first start is slower. A patch that no longer
    applies (a Pyodide update) stops the build: lazy_start.PatchDoesNotApply."""
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp) / "package"
        for name, data in files.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_bytes(data)
        # The tracing run needs the exercise (not shipped: compiled there, never read back).
        shutil.copyfile(PACKAGE_DIR / "exercise.py", root / "ludoteca" / "exercise.py")
        node = shutil.which("node")
        compiled_stdlib = pathlib.Path(tmp) / "python_stdlib.zip"
        patched_stdlib = pathlib.Path(tmp) / "python_stdlib.patched.zip"
        traced = TRACE_DIR / f"{trace_key(root)}.json"
        try:
            patched_stdlib.write_bytes(lazy_start.patched_stdlib(STOCK_STDLIB.read_bytes()))
            if node is None:
                raise OSError("node is not installed")
            subprocess.run(
                [node, str(PYC_COMPILER), str(root), str(patched_stdlib), str(compiled_stdlib)]
                + [",".join(sorted(NOT_SHIPPED))]
                + ([str(traced)] if traced.is_file() else []),
                check=True,
                capture_output=True,
                text=True,
                timeout=900,
            )
            TRACE_DIR.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(compiled_stdlib.with_name(compiled_stdlib.name + ".modules.json"), traced)
            shipped = {}
            for name in files:
                if name.endswith(".py"):
                    name += "c"  # compile_pyc.mjs wrote it beside the source
                shipped[name] = (root / name).read_bytes()
            shutil.copyfile(compiled_stdlib, stdlib_out)
            return shipped
        except (OSError, subprocess.SubprocessError) as err:
            detail = getattr(err, "stderr", None) or err
            print(
                f"warning: the package could not be compiled for Pyodide ({str(detail).strip()[-300:]}); "
                "build/ludoteca.zip holds the sources and build/python_stdlib.zip is Pyodide's "
                "(a slower first start)",
                file=sys.stderr,
            )
            shutil.copyfile(STOCK_STDLIB, stdlib_out)
            return files


# What a first board needs comes first, the rest after it: the one list of what waits. A file of
# our package matching one of these (fnmatch, a path in the zip) goes into build/later.zip.gz,
# which the engine's worker fetches once the first board is answered, or at once when a call
# imports a module that is not here yet (ludoteca.app answers "load_rest", the worker fetches it
# and asks again). No first board imports them: the bots' search and playouts, the position in
# words, the reviews of a game, the tutor and the workshop's bot runner (the table imports those
# two when asked; workshop_watch serves the workshop's page, which loads the wheel, not these),
# and the calls only benchmarks make (a ?bench page's worker fetches them before it starts).
# Not coach.py: every table holds a Coach, and every board asks it what it may offer.
# Not the games' tutorial.py: Game.has_tutorial looks for it, and the lobby says so.
# A module a first board does import would still work from here, one download later: keep this
# list to what a board never needs (tests/test_packaging.py checks the split).
LATER = (
    "ludoteca/tutor.py*",
    "ludoteca/workshop.py*",
    "ludoteca/workshop_watch.py*",
    "ludoteca/levels.py*",
    "ludoteca/stats.py*",
    "ludoteca/starter_bot.py*",
    "ludoteca/games/*/bot.py*",
    "ludoteca/games/*/search_model.py*",
    "ludoteca/games/*/starter_bot.py*",
    "ludoteca/games/*/describe.py*",
    "ludoteca/games/*/review.py*",
    "ludoteca/core/search.py*",
    "ludoteca/speed.py*",
    "ludoteca/bench_api.py*",
)
LATER_PART = "later"
SITE_PART = "ludoteca"  # build/ludoteca.zip.gz; its catalogs: build/ludoteca-<lang>.zip.gz


def part_of(name: str) -> str | None:
    """The part of our package that holds the file `name` (a path in the zip): "later" (see
    LATER); "<id>-<lang>" for a game's catalog in one language (build/games/<id>-<lang>.zip.gz,
    fetched with the game only in the page's language); a game's id (its package's other files:
    build/games/<id>.zip.gz); "ludoteca-<lang>" for the site's own catalog in one language
    (build/ludoteca-<lang>.zip.gz, fetched in the page's language only: no module reads another
    language's, see seats.DEFAULT_NAMES); or None for the rest (build/ludoteca.zip.gz, loaded
    with Pyodide)."""
    if any(fnmatch.fnmatchcase(name, pattern) for pattern in LATER):
        return LATER_PART
    parts = name.split("/")
    if len(parts) > 3 and parts[:2] == ["ludoteca", "games"]:
        if parts[3] == "locale" and len(parts) > 5:
            return f"{parts[2]}-{parts[4]}"
        return parts[2]
    if len(parts) > 3 and parts[:2] == ["ludoteca", "locale"]:
        return f"{SITE_PART}-{parts[2]}"
    return None


def part_path(out_dir: pathlib.Path, part: str | None) -> pathlib.Path:
    """Where a part's zip is written (before gzipped() adds .gz)."""
    if part is None:
        return out_dir / f"{SITE_PART}.zip"
    if part == LATER_PART or part.startswith(f"{SITE_PART}-"):
        return out_dir / f"{part}.zip"
    return out_dir / "games" / f"{part}.zip"


# zopfli takes seconds an archive: what it made is kept, one file per archive keyed by the
# zip's bytes, so that a rebuild of the same sources (the tests' builds) does not wait again.
GZIP_CACHE = BUILD_DIR / "gzip-cache"


def gzipped(zip_path: pathlib.Path) -> pathlib.Path:
    """`zip_path` (a stored zip) compressed whole with gzip as `<name>.gz`, and removed. Static
    hosts compress text, wasm and scripts on the fly, but never a .zip (nor a .gz): so the build
    compresses our archives itself — whole, which does better than a zip's file by file — and
    the engine's worker unpacks them (DecompressionStream). With zopfli (pinned in
    requirements-build.txt): standard gzip, a few percent smaller than zlib's level 9, for
    seconds of build time; its header has no time stamp, so the same sources give the same bytes."""
    target = zip_path.with_name(zip_path.name + ".gz")
    data = zip_path.read_bytes()
    target.write_bytes(compressed_once(zip_path.name, ".gz", data, b"", zopfli.gzip.compress))
    zip_path.unlink()
    return target


def compressed_once(name: str, suffix: str, data: bytes, settings: bytes, compress) -> bytes:
    """compress(data), or what it gave last time for the same data and settings: one file per
    `name` in GZIP_CACHE (the build's slow compressions: zopfli, Zstandard at level 19)."""
    key = hashlib.sha256(data + settings).hexdigest()[:32]
    cached = GZIP_CACHE / f"{name}.{key}{suffix}"
    if cached.is_file():
        return cached.read_bytes()
    out = compress(data)
    GZIP_CACHE.mkdir(parents=True, exist_ok=True)
    for stale in GZIP_CACHE.glob(f"{name}.*{suffix}"):
        stale.unlink()
    cached.write_bytes(out)
    return out


# Pyodide's WebAssembly (9.6 MB) is most of a first visit's bytes, and hosts compress it on the
# fly with a fast gzip. Zstandard at level 19 makes it a fifth smaller than that; the engine's
# worker decodes it as it streams in (assets/js/packed-wasm.js: no browser decodes Zstandard
# in a DecompressionStream) and Pyodide still compiles it while it downloads. A 2 MB window
# (window_log 21) costs 0.4 % of the size against zstd's 8 MB and keeps the decoder's memory
# small (figures: bench/network.py).
PYODIDE_WASM = ROOT / "node_modules" / "pyodide" / "pyodide.asm.wasm"
PACKED_WASM_NAME = "pyodide.asm.wasm.zst"
ZSTD_PARAMETERS = {"level": 19, "window_log": 21}
# The decoder: Zstandard's own, compiled to WebAssembly, as npm zstddec (pinned) ships it —
# base64 inside its streaming module, whose JavaScript decodes a whole file only: the build
# writes the WebAssembly out (write_zstd_decoder) and packed-wasm.js drives it chunk by chunk.
# A fifth of the CPU time of a decoder in plain JavaScript (npm fzstd, tried first: 0.2 s on
# this machine, 0.5-1 s before its code was optimised by the browser).
ZSTD_DECODER_SOURCE = ROOT / "node_modules" / "zstddec" / "dist" / "zstddec-stream.mjs"
ZSTD_DECODER_NAME = "zstd-decoder.wasm"
ZSTD_DECODER_EXPORTS = {"memory", "malloc", "free", "ZSTD_createDCtx", "ZSTD_decompressStream", "ZSTD_DStreamOutSize"}


def write_zstd_decoder(out_dir: pathlib.Path, source: pathlib.Path = ZSTD_DECODER_SOURCE) -> pathlib.Path:
    """out_dir/zstd-decoder.wasm: the WebAssembly inside zstddec's streaming module. Stops the
    build if that module no longer holds one (an update of zstddec: re-read it)."""
    found = re.findall(r'\bconst wasm = "([A-Za-z0-9+/=]+)"', source.read_text(encoding="utf-8"))
    if len(found) != 1:
        raise BuildFailed(f"{source} holds {len(found)} WebAssembly strings, not one: re-read it")
    wasm = base64.b64decode(found[0])
    if not wasm.startswith(b"\0asm"):
        raise BuildFailed(f"{source}: what it holds is not WebAssembly")
    target = out_dir / ZSTD_DECODER_NAME
    target.write_bytes(wasm)
    return target


def packed_wasm(out_dir: pathlib.Path, source: pathlib.Path = PYODIDE_WASM) -> pathlib.Path:
    """out_dir/pyodide.asm.wasm.zst: `source` compressed with Zstandard (one frame, with its
    size and checksum), kept in the compression cache like the zips (GZIP_CACHE)."""
    parameters = zstandard.ZstdCompressionParameters.from_level(
        ZSTD_PARAMETERS["level"], window_log=ZSTD_PARAMETERS["window_log"], write_checksum=1, write_content_size=1
    )
    compressor = zstandard.ZstdCompressor(compression_params=parameters)
    settings = json.dumps(ZSTD_PARAMETERS, sort_keys=True).encode()
    target = out_dir / PACKED_WASM_NAME
    target.write_bytes(compressed_once(PACKED_WASM_NAME, "", source.read_bytes(), settings, compressor.compress))
    return target


def write_package_zips(out_dir: pathlib.Path, shipped: dict[str, bytes]) -> dict[str | None, list[str]]:
    """build/ludoteca.zip.gz (what every first board needs), build/ludoteca-<lang>.zip.gz (its
    catalog in one language), build/games/<id>.zip.gz (one game's package: a page fetches the
    games it opens, not all four), build/games/<id>-<lang>.zip.gz (its catalog in one language:
    a page fetches its own language's catalogs only) and build/later.zip.gz (LATER: what waits
    until after the first board), each file in exactly one of them (part_of). Returns the
    parts' files."""
    parts: dict[str | None, list[str]] = {}
    for name in sorted(shipped):
        parts.setdefault(part_of(name), []).append(name)
    (out_dir / "games").mkdir(exist_ok=True)
    stale_parts = [*out_dir.glob(f"{LATER_PART}.zip*"), *out_dir.glob(f"{SITE_PART}-*.zip*")]
    for stale in [*(out_dir / "games").glob("*.zip*"), *stale_parts]:
        stale.unlink()
    for part, names in parts.items():
        target = part_path(out_dir, part)
        with zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as archive:
            for name in names:
                archive.writestr(zipfile.ZipInfo(name, ZIP_DATE), shipped[name])
        gzipped(target)
    return parts


SHELL_SOURCE = ROOT / "assets" / "js" / "shell.js"
WORKSHOP_SOURCE = ROOT / "assets" / "js" / "workshop.js"
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"


# The shell comes in three files (esbuild's code splitting; the names are fixed, without a
# hash: index.html preloads the first chunk, the precache lists all three):
#   build/shell.js        the entry: what only the lobby's start needs (shell.js itself…)
#   build/shell-chunk.js  the modules the lobby and the table share (its imports; index.html
#                         announces it with <link rel=modulepreload>: no second round trip)
#   build/shell-play.js   the table's code (assets/js/play.js and what only it imports),
#                         fetched once the lobby can be used (assets/js/later.js)
SHELL_CHUNKS = ["shell-chunk.js", "shell-play.js"]


def write_shell_bundle(out: pathlib.Path, source: pathlib.Path = SHELL_SOURCE, chunks: list[str] | None = None) -> None:
    """The shell's modules as ES modules, minified (the lobby's largest download: half the
    bytes on a phone's network; the sources in assets/js/ are the ones to read): one file, or
    with `chunks` (the shell: SHELL_CHUNKS) split where the source imports dynamically, into
    exactly those files beside `out`. Without esbuild (npm not run), `out` only imports
    assets/js/<source>, with a warning: the page works, its modules come one request each."""
    how = ["--outfile=" + str(out)]
    if chunks:
        for stale in out.parent.glob(f"{out.stem}-*.js"):
            stale.unlink()
        how = ["--splitting", f"--outdir={out.parent}", f"--chunk-names={out.stem}-[name]"]
    try:
        subprocess.run(
            [
                str(ESBUILD),
                str(source),
                "--bundle",
                "--minify",
                "--format=esm",
                "--target=es2022",
                "--log-level=warning",
            ]
            + how,
            check=True,
            capture_output=True,
            text=True,
            timeout=120,
        )
    except (OSError, subprocess.SubprocessError) as err:
        detail = getattr(err, "stderr", None) or err
        print(
            f"warning: the shell could not be bundled ({str(detail).strip()[-300:]}); "
            f"{out.name} imports assets/js/{source.name} (one request per module)",
            file=sys.stderr,
        )
        out.write_text(f'import "../assets/js/{source.name}";\n', encoding="utf-8")
        for chunk in chunks or []:  # preloaded and precached: present, and empty
            (out.parent / chunk).write_text("// the shell is not bundled: see build.py\n", encoding="utf-8")
        return
    made = sorted(path.name for path in out.parent.glob(f"{out.stem}-*.js"))
    if chunks and made != sorted(chunks):
        raise BuildFailed(
            f"esbuild split the shell into {made}, not {sorted(chunks)}: a new dynamic import? "
            "Update SHELL_CHUNKS (and index.html's modulepreload) in one go."
        )


# Wheels carry file times: a fixed one (2026-01-01) keeps the same sources the same bytes.
WHEEL_EPOCH = "1767225600"


class BuildFailed(Exception):
    pass


def write_wheel(out_dir: pathlib.Path) -> pathlib.Path:
    """build/wheel/ludoteca-<version>-py3-none-any.whl: `pip wheel .`, the very wheel `pip install .`
    installs (its build requirements pinned in pyproject.toml), translations included. The bot
    workshop's PyScript worker unpacks it where Python imports from (pyscript.toml)."""
    target = out_dir / "wheel"
    shutil.rmtree(target, ignore_errors=True)
    env = dict(os.environ, SOURCE_DATE_EPOCH=WHEEL_EPOCH)
    command = [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(target)]
    try:
        subprocess.run(command, check=True, capture_output=True, text=True, timeout=600, env=env, cwd=ROOT)
    except (OSError, subprocess.SubprocessError) as err:
        detail = getattr(err, "stderr", None) or err
        raise BuildFailed(f"pip could not build our wheel: {str(detail).strip()[-400:]}") from err
    (wheel,) = target.glob("ludoteca-*-py3-none-any.whl")
    return wheel


# What a visit loads (index.html, its manifest, our assets and build, the vendored Pyodide —
# not its lock file: we load no Pyodide packages, see assets/js/engine-worker.js; nor its
# python_stdlib.zip: build/python_stdlib.zip replaces it): the service
# worker precaches exactly this. Source maps are left out.
SITE_FILES = [
    "index.html",
    "manifest.webmanifest",
    "assets/css/app.css",
    "assets/icons/*",
    # the engine's worker is a script of its own (and the modules it imports: the unpacker of
    # our zips, and the decoder of Pyodide's WebAssembly, which comes as
    # build/pyodide.asm.wasm.zst: see packed_wasm); the shell's other modules are in
    # build/shell.js and its chunks
    "assets/js/engine-worker.js",
    "assets/js/stored-zip.js",
    "assets/js/packed-wasm.js",
    "node_modules/pyodide/pyodide.mjs",
    "node_modules/pyodide/pyodide.asm.mjs",
]
# The bot workshop (workshop.html): PyScript from npm, its config, the worker's script, our
# wheel, and what its Pyodide reads besides (the whole standard library: a user's bot may
# import any of it; and the lock file loadPyodide() reads as it starts). Served
# too, but kept for offline use only once someone opens the workshop (`workshop_files`): a
# player who only plays never downloads them.
WORKSHOP_FILES = [
    "workshop.html",
    "pyscript.toml",
    "assets/py/workshop_worker.py",
    "node_modules/pyodide/python_stdlib.zip",
    "node_modules/pyodide/pyodide-lock.json",
    # PyScript's loadPyodide fetches it by name (the game page: build/pyodide.asm.wasm.zst)
    "node_modules/pyodide/pyodide.asm.wasm",
    "build/wheel/ludoteca-*.whl",
]
BUILT_FILES = (
    ["build/shell.js"]
    + [f"build/{chunk}" for chunk in SHELL_CHUNKS]
    + ["build/ludoteca.zip.gz", f"build/{LATER_PART}.zip.gz", "build/python_stdlib.zip.gz"]
    + [f"build/{PACKED_WASM_NAME}", f"build/{ZSTD_DECODER_NAME}"]
    + [f"build/catalog-{lang}.json" for lang in i18n.LANGUAGES]
    + [f"build/{SITE_PART}-{lang}.zip.gz" for lang in i18n_tools.TRANSLATED]
    + [f"build/strings-{lang}.json" for lang in i18n_tools.TRANSLATED]
    + [f"build/manifest-{lang}.webmanifest" for lang in i18n_tools.TRANSLATED]
)
WORKSHOP_BUNDLE = "build/workshop.js"
THUMB_SEED = 2026  # the opening position the lobby pictures show


PYSCRIPT_DIST = "node_modules/@pyscript/core/dist"
# What PyScript's core.js loads as the workshop starts (its plugins are loaded whether used or
# not), and no more: not its editor's CodeMirror nor its terminal's xterm, MicroPython or zip
# support, which the workshop never asks for (tests/e2e/test_published_site.py checks both ways).
PYSCRIPT_CHUNKS = ("core", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal")


def pyscript_files(root: pathlib.Path = ROOT) -> set[str]:
    folder = root / PYSCRIPT_DIST
    if not folder.is_dir():
        return set()
    names = {"core.js"} | {p.name for p in folder.glob("*.js") if p.name.rsplit("-", 1)[0] in PYSCRIPT_CHUNKS}
    # the TOML parser core.js imports to read pyscript.toml (another one serves PyScript's editor)
    for core in folder.glob("core-*.js"):
        names |= set(re.findall(r'import\("\./(toml-[\w-]+\.js)"\)', core.read_text(encoding="utf-8")))
    return {f"{PYSCRIPT_DIST}/{name}" for name in names}


def _found(patterns: list[str], root: pathlib.Path) -> set[str]:
    return {p.relative_to(root).as_posix() for pattern in patterns for p in root.glob(pattern) if p.is_file()}


def precache_list(root: pathlib.Path = ROOT) -> list[str]:
    """What the game page loads: the service worker keeps all of it at the first visit."""
    per_game = {
        f"build/{kind}/{game.id}.{ext}"
        for game in shipped_games()
        for kind, ext in (("thumbs", "svg"), ("games", "zip.gz"))
    } | {f"build/games/{game.id}-{lang}.zip.gz" for game in shipped_games() for lang in i18n_tools.TRANSLATED}
    return sorted(_found(SITE_FILES, root) | set(BUILT_FILES) | per_game)


def workshop_files(root: pathlib.Path = ROOT) -> list[str]:
    """What the workshop loads besides: kept once the workshop is opened (sw.js)."""
    return sorted(_found(WORKSHOP_FILES, root) | pyscript_files(root) | {WORKSHOP_BUNDLE})


DIST_DIR = ROOT / "dist"
# Besides the files a visit loads: the service worker and its list (build/precache.js) and
# what static hosts read — .nojekyll (GitHub Pages publishing from a branch would otherwise leave
# out node_modules/) and _headers (Netlify, Cloudflare Pages: see HOST_HEADERS).
HOST_HEADERS = """\
# Netlify and Cloudflare Pages read this file (GitHub Pages ignores it). Nothing here is needed
# to play: these only make a new version reach players sooner. The service worker and its list of
# files are checked with the server at every visit; everything else is versioned by that list.
/sw.js
  Cache-Control: no-cache
/build/precache.js
  Cache-Control: no-cache
/index.html
  Cache-Control: no-cache
"""
# The largest file a common static host takes (Cloudflare Pages: 25 MiB).
HOST_FILE_LIMIT = 25 * 1024 * 1024


def write_dist(dist: pathlib.Path = DIST_DIR, root: pathlib.Path = ROOT) -> list[str]:
    """dist/: exactly the files the site serves, ready to copy to any static host (at a domain's
    root or under any sub-path). Run after build(). Returns the files written."""
    files = precache_list(root) + workshop_files(root) + ["sw.js", "build/precache.js"]
    if dist.exists():
        shutil.rmtree(dist)
    for name in files:
        (dist / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / name, dist / name)
        if (dist / name).stat().st_size > HOST_FILE_LIMIT:
            raise ValueError(f"{name} is larger than static hosts take ({HOST_FILE_LIMIT} bytes)")
    (dist / ".nojekyll").write_text("", encoding="utf-8")
    (dist / "_headers").write_text(HOST_HEADERS, encoding="utf-8")
    return files + [".nojekyll", "_headers"]


def thumbnail(game) -> str:
    """The game's own desk drawing of an opening position, seen by a spectator, without its
    words: shown small in the lobby as a picture."""
    state = game.setup({"players": game.min_players if game.min_players > 1 else 1}, THUMB_SEED)
    drawn = game.render(game.view(state, None), {"path": [], "next": [], "screen": "wide"})
    # At 160 px no word can be read, and text is what costs the page most to draw: the
    # picture keeps the shapes only (and no tooltips or details).
    svg = re.sub(r"<text\b.*?</text>|<title>.*?</title>", "", drawn["svg"], flags=re.S)
    return re.sub(r' data-(info|click)="[^"]*"', "", svg)


def write_thumbnails(out_dir: pathlib.Path) -> dict[str, str]:
    (out_dir / "thumbs").mkdir(exist_ok=True)
    where = {}
    for game in shipped_games():
        (out_dir / "thumbs" / f"{game.id}.svg").write_text(thumbnail(game), encoding="utf-8")
        where[game.id] = f"build/thumbs/{game.id}.svg"
    return where


def write_precache(out_dir: pathlib.Path, root: pathlib.Path = ROOT) -> str:
    files, workshop = precache_list(root), workshop_files(root)
    digest = hashlib.sha256()
    for name in files + workshop:
        digest.update(name.encode() + b"\0" + (root / name).read_bytes())
    version = digest.hexdigest()[:16]
    # The sizes of what the engine's worker downloads as it starts, for the page's progress bar.
    sizes = {name: (root / name).stat().st_size for name in files if name.endswith((".gz", ".zst"))}
    # The engine's worker checks the WebAssembly it decoded against this before it keeps it
    # (Zstandard's checksum says the bytes are whole, not that they are this version's).
    wasm_sha256 = hashlib.sha256(PYODIDE_WASM.read_bytes()).hexdigest()
    manifest = {
        "version": version,
        "files": ["./"] + files,
        "workshop": workshop,
        "sizes": sizes,
        "wasm_sha256": wasm_sha256,
    }
    (out_dir / "precache.js").write_text(
        "// Written by python -m ludoteca.build: the files sw.js keeps, and their version.\n"
        f"self.LUDOTECA_PRECACHE = {json.dumps(manifest, indent=1)};\n",
        encoding="utf-8",
    )
    return version


class MissingTranslations(Exception):
    pass


def write_languages(out_dir: pathlib.Path, thumbs: dict[str, str]) -> None:
    """Each language's catalog of games, and the shell's strings."""
    for lang in i18n.LANGUAGES:
        i18n.use(lang)
        try:
            games = [{**declared, "thumb": thumbs[declared["id"]]} for declared in catalog()]
        finally:
            i18n.use(i18n.SOURCE)
        (out_dir / f"catalog-{lang}.json").write_text(
            json.dumps({"games": games}, indent=1, ensure_ascii=False), encoding="utf-8"
        )
        if lang != i18n.SOURCE:  # English is the shell's own: it needs no strings
            strings = i18n_tools.shell_strings(lang)
            (out_dir / f"strings-{lang}.json").write_text(
                json.dumps(strings, indent=1, ensure_ascii=False, sort_keys=True), encoding="utf-8"
            )
            (out_dir / f"manifest-{lang}.webmanifest").write_text(
                json.dumps(translated_manifest(lang, strings), indent=2, ensure_ascii=False), encoding="utf-8"
            )


def translated_manifest(lang: str, strings: dict[str, str]) -> dict:
    """manifest.webmanifest in `lang` (its words from the shell's catalog), to be served from
    build/: its addresses, relative to the manifest, are made so (the same start page, scope
    and icons; the same app, whichever language installed it)."""
    manifest = json.loads(i18n_tools.MANIFEST.read_text(encoding="utf-8"))
    out = dict(manifest, lang=lang)
    for name in i18n_tools.MANIFEST_FIELDS:
        if name in manifest:
            out[name] = strings.get(manifest[name], manifest[name])

    def from_build(url: str) -> str:
        return url if re.match(r"[a-z]+:|/", url) else "../" + url.removeprefix("./")

    for name in ("start_url", "scope", "id"):
        if name in manifest:
            out[name] = from_build(manifest[name])
    out["icons"] = [dict(icon, src=from_build(icon["src"])) for icon in manifest.get("icons", [])]
    return out


def build(out_dir: pathlib.Path = BUILD_DIR, allow_missing: bool = False) -> None:
    problems = i18n_tools.all_problems()
    if problems and not allow_missing:
        raise MissingTranslations(
            f"{len(problems)} translation problems, e.g.:\n  "
            + "\n  ".join(problems[:20])
            + "\n(python -m ludoteca.i18n_tools check lists them all)"
        )
    i18n_tools.compile_catalogs()
    i18n.forget_all()
    out_dir.mkdir(parents=True, exist_ok=True)
    shipped = compiled_for_pyodide(
        {str(path.relative_to(PACKAGE_DIR.parent)): path.read_bytes() for path in package_files()},
        out_dir / "python_stdlib.zip",
    )
    started = time.perf_counter()
    gzipped(out_dir / "python_stdlib.zip")
    write_package_zips(out_dir, shipped)
    packed_wasm(out_dir)
    write_zstd_decoder(out_dir)
    print(f"gzipped the archives (zopfli, or its cache: {GZIP_CACHE}) in {time.perf_counter() - started:.1f} s")
    write_shell_bundle(out_dir / "shell.js", chunks=SHELL_CHUNKS)
    write_shell_bundle(out_dir / "workshop.js", WORKSHOP_SOURCE)
    write_wheel(out_dir)
    thumbs = write_thumbnails(out_dir)
    write_languages(out_dir, thumbs)
    if out_dir == BUILD_DIR:  # the precache describes the served site
        write_precache(out_dir)


if __name__ == "__main__":
    try:
        build(allow_missing="--allow-missing" in sys.argv[1:])
    except (MissingTranslations, BuildFailed) as err:
        sys.exit(f"The build stopped: {err}")
    print(
        f"built {BUILD_DIR / 'ludoteca.zip.gz'}, the games' packages, the catalogs and strings of "
        f"each language, and {BUILD_DIR / 'precache.js'}"
    )
    if "--dist" in sys.argv[1:]:
        written = write_dist()
        size = sum((DIST_DIR / name).stat().st_size for name in written)
        print(f"wrote {DIST_DIR}: {len(written)} files, {size / 1e6:.1f} MB — copy it to any static host")
