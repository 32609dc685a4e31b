// node tests/node/lazy_start.mjs PATCHED_STDLIB_ZIP — run by tests/test_lazy_start.py.
// Starts the vendored Pyodide on its whole standard library with py/ludoteca/lazy_start.py's
// patch (not the page's trimmed one), and prints one JSON line: what the start imported,
// whether what it no longer imports still comes when asked (unpackArchive: shutil, zipfile),
// that asyncio's loop still works, and that a memory snapshot can still be made (repeat visits
// start from one: assets/js/engine-worker.js).
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const pyodide = await loadPyodide({ stdLibURL: process.argv[2] });
const atStart = pyodide.runPython("import sys; sorted(sys.modules)").toJs();
const awaited = await pyodide.runPythonAsync(`
from js import Promise
await Promise.resolve(41) + 1
`);
const loop = pyodide.runPython("import asyncio; type(asyncio.get_event_loop()).__name__");
pyodide.runPython(`
import zipfile
with zipfile.ZipFile("/tmp/archive.zip", "w") as archive:
    archive.writestr("inside/file.txt", "unpacked")
`);
pyodide.unpackArchive(pyodide.FS.readFile("/tmp/archive.zip"), "zip", { extractDir: "/tmp/out" });
const unpacked = pyodide.FS.readFile("/tmp/out/inside/file.txt", { encoding: "utf8" });
const wheelFormat = pyodide.runPython("import pyodide._package_loader as loader; loader.get_format('whl')");
const forSnapshot = await loadPyodide({ stdLibURL: process.argv[2], _makeSnapshot: true });
const snapshotBytes = forSnapshot.makeMemorySnapshot().length;
console.log(JSON.stringify({ atStart, awaited, loop, unpacked, wheelFormat, snapshotBytes }));
