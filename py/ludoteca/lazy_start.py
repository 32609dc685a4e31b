"""Pyodide's start without what the games never use: the one change we make to the files of
the vendored Pyodide, applied by the build (ludoteca.build) to the standard library the game
page loads (build/python_stdlib.zip.gz). The bot workshop keeps Pyodide's own zip, unpatched.

`pyodide/_package_loader.py`, imported by Pyodide's start, imports shutil, tempfile and
zipfile (and through them bz2, lzma, compression…) for `loadPackage` and `unpackArchive`;
loadPyodide has no option to leave them out. The engine never loads a package and writes its
archives into the file system itself (assets/js/stored-zip.js), so here shutil (with the wheel
format Pyodide registers on it), tempfile, zipfile and pyodide.common are imported by the
package loader's functions when one is called; the build's trace (compile_pyc.mjs) then finds
them unused and leaves them out of the page's zip.

Not done (tried, 2026-11-28): Pyodide's asyncio event loop, which `pyodide/__init__.py` starts
(asyncio brings logging, socket, ssl, subprocess, selectors, concurrent.futures, threading: about
0.3 MB of the page's 0.66 MB zip). Its C start imports asyncio too (for asyncio.get_event_loop);
a stand-in asyncio plus an event loop set up at asyncio's first import started and ran (even
awaiting JavaScript promises) but made `makeMemorySnapshot()` fail ("cannot use
'pyodide.ffi.JsProxy' as a dict key"), and repeat visits start from that snapshot.
Why (found 2026-11-28, issue 39, in Node with that variant, commit f0669d3): the snapshot
requires the first entries of Pyodide's table of JavaScript references (hiwire) to be exactly
API.getExpectedKeys() = [null, jsglobals, pyodide_js, API, scheduleCallback, API, {}];
entry 4 is taken by `pyodide/webloop.py`'s import (`from pyodide_js._api import
scheduleCallback`), so without the webloop at start the entries differ, checkEntry throws,
and the error above is only its console.warn printing a PyProxy. Taking that reference at the
same point in the patched `pyodide/__init__.py` (`from pyodide_js._api import scheduleCallback`,
kept in a module global) made the variant snapshot, restore, await a promise and get a WebLoop
in Node; not yet applied here (not run through the trimmed-stdlib and e2e tests).

Each edit replaces a text that must occur exactly once in Pyodide's file: if an update of
Pyodide changes what is patched, the build stops (tests/test_lazy_start.py says the same
before any build), and whoever updates Pyodide re-reads these files and this patch.
"""

from __future__ import annotations

import io
import zipfile

# Pyodide's version this patch was written for (npm `pyodide`, package.json): a reminder for
# whoever updates it, not a check (the anchors below are).
WRITTEN_FOR = "314.0.7"

IMPORTS_ON_FIRST_USE = """\
import re
import sys
from collections.abc import Iterable
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from site import getsitepackages
from typing import IO, Any, Literal


# Patched by ludoteca (py/ludoteca/lazy_start.py): shutil, tempfile, zipfile and
# pyodide.common are imported when a function below first needs them, not at Pyodide's start.
class _ShutilOnFirstUse:
    def __getattr__(self, name):
        import shutil

        global _shutil_ready
        if not _shutil_ready:
            _shutil_ready = True
            _register_wheel_format(shutil)
        return getattr(shutil, name)


_shutil_ready = False
shutil = _ShutilOnFirstUse()


def NamedTemporaryFile(*args, **kwargs):
    from tempfile import NamedTemporaryFile

    return NamedTemporaryFile(*args, **kwargs)


def ZipFile(*args, **kwargs):
    from zipfile import ZipFile

    return ZipFile(*args, **kwargs)


def install_files(*args, **kwargs):
    from .common import install_files

    return install_files(*args, **kwargs)


try:
    from pyodide_js import loadedPackages
except ImportError:
    loadedPackages = None

from .ffi import IN_PYODIDE, JsArray, JsBuffer, to_js
"""

WHEEL_FORMAT_ON_FIRST_USE = """\
def _register_wheel_format(shutil):
    if IN_PYODIDE:
        shutil.register_archive_format("whl", make_whlfile, description="Wheel file")
        shutil.register_unpack_format(
            "whl",
            [".whl", ".wheel"],
            shutil._unpack_zipfile,  # type: ignore[attr-defined]
            description="Wheel file",
        )
"""

# (file in python_stdlib.zip, the text Pyodide has, the text it becomes)
EDITS: list[tuple[str, str, str]] = [
    (
        "pyodide/_package_loader.py",
        """\
import re
import shutil
import sys
from collections.abc import Iterable
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from site import getsitepackages
from tempfile import NamedTemporaryFile
from typing import IO, Any, Literal
from zipfile import ZipFile

try:
    from pyodide_js import loadedPackages
except ImportError:
    loadedPackages = None

from .common import install_files
from .ffi import IN_PYODIDE, JsArray, JsBuffer, to_js
""",
        IMPORTS_ON_FIRST_USE,
    ),
    (
        "pyodide/_package_loader.py",
        """\
if IN_PYODIDE:
    shutil.register_archive_format("whl", make_whlfile, description="Wheel file")
    shutil.register_unpack_format(
        "whl",
        [".whl", ".wheel"],
        shutil._unpack_zipfile,  # type: ignore[attr-defined]
        description="Wheel file",
    )
""",
        WHEEL_FORMAT_ON_FIRST_USE,
    ),
]


class PatchDoesNotApply(Exception):
    pass


def patched_sources(read) -> dict[str, str]:
    """{file: patched text} for each file the patch edits; `read(name)` gives Pyodide's text.
    Raises PatchDoesNotApply unless every edited text occurs exactly once."""
    out: dict[str, str] = {}
    for name, old, new in EDITS:
        text = out[name] if name in out else read(name)
        found = text.count(old)
        if found != 1:
            raise PatchDoesNotApply(
                f"{name} of this Pyodide has {found} copies of the text py/ludoteca/lazy_start.py "
                f"replaces (written for Pyodide {WRITTEN_FOR}): re-read the file and update the patch"
            )
        out[name] = text.replace(old, new)
    return out


def patched_stdlib(stock: bytes) -> bytes:
    """Pyodide's python_stdlib.zip (bytes) with the patched files in it (stored, same names)."""
    with zipfile.ZipFile(io.BytesIO(stock)) as source:
        patched = patched_sources(lambda name: source.read(name).decode("utf-8"))
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as target:
            for info in source.infolist():
                data = patched[info.filename].encode("utf-8") if info.filename in patched else source.read(info)
                target.writestr(zipfile.ZipInfo(info.filename, info.date_time), data)
    return out.getvalue()
