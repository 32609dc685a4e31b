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

Pyodide's asyncio event loop, which `pyodide/__init__.py` starts
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
in Node; applied below (EVENT_LOOP_ON_FIRST_USE); checked in Node by tests/test_lazy_start.py.

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

EVENT_LOOP_ON_FIRST_USE = '''\
from . import _state  # noqa: F401


class _EventLoopWhenAsyncioIsImported:
    """Patched by ludoteca (py/ludoteca/lazy_start.py): the WebLoop is set up right after
    asyncio's first import, not at Pyodide's start (a page that never awaits skips asyncio)."""

    def find_spec(self, name, path=None, target=None):
        if name != "asyncio":
            return None
        import importlib.util
        import sys

        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is not None and spec.loader is not None:
            spec.loader = _ThenStartTheLoop(spec.loader)
        return spec


class _ThenStartTheLoop:
    def __init__(self, loader):
        self.loader = loader

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module):
        self.loader.exec_module(module)
        from .webloop import _initialize_event_loop

        _initialize_event_loop()


def _start_the_loop_later():
    import sys

    for finder in [f for f in sys.meta_path if type(f).__name__ == "_AsyncioStandIn"]:
        sys.meta_path.remove(finder)
    if getattr(sys.modules.get("asyncio"), "_ludoteca_stand_in", False):
        del sys.modules["asyncio"]
    if "asyncio" in sys.modules:
        from .webloop import _initialize_event_loop

        _initialize_event_loop()
    else:
        sys.meta_path.insert(0, _EventLoopWhenAsyncioIsImported())


_start_the_loop_later()
del _start_the_loop_later

# A memory snapshot (makeMemorySnapshot) needs the first entries of Pyodide's table of
# JavaScript references to be what its start puts there; the WebLoop's import takes
# pyodide_js._api.scheduleCallback among them, so it is taken here at the same point.
from .ffi import IN_PYODIDE as _IN_PYODIDE

if _IN_PYODIDE:
    from pyodide_js._api import scheduleCallback as _taken_by_the_webloop  # noqa: F401
del _IN_PYODIDE
'''

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

ASYNCIO_STAND_IN = """\
# Patched by ludoteca (py/ludoteca/lazy_start.py): Pyodide's C start imports asyncio only to
# keep asyncio.get_event_loop; until the pyodide package is imported (pyodide/__init__.py), an
# import of asyncio gets this stand-in, whose get_event_loop imports the real asyncio when it
# is called (any other attribute too). pyodide/__init__.py then removes it from sys.modules.
import sys as _sys


class _AsyncioStandIn:
    def find_spec(self, name, path=None, target=None):
        if name != "asyncio":
            return None
        import importlib.machinery

        return importlib.machinery.ModuleSpec(name, self)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        module.__getattr__ = _real_asyncio_attribute
        module.get_event_loop = _get_event_loop
        module._ludoteca_stand_in = True


def _real_asyncio():
    import sys

    if getattr(sys.modules.get("asyncio"), "_ludoteca_stand_in", False):
        del sys.modules["asyncio"]
    import asyncio

    return asyncio


def _real_asyncio_attribute(name):
    return getattr(_real_asyncio(), name)


def _get_event_loop():
    return _real_asyncio().get_event_loop()


_sys.meta_path.insert(0, _AsyncioStandIn())
del _sys

"""

# (file in python_stdlib.zip, the text Pyodide has, the text it becomes)
EDITS: list[tuple[str, str, str]] = [
    (
        "_pyodide/__init__.py",
        "from . import _base, _importhook\n",
        ASYNCIO_STAND_IN + "from . import _base, _importhook\n",
    ),
    (
        "pyodide/__init__.py",
        """\
from . import _state  # noqa: F401
from .webloop import _initialize_event_loop

_initialize_event_loop()
del _initialize_event_loop
""",
        EVENT_LOOP_ON_FIRST_USE,
    ),
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
