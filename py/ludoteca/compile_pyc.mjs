// node py/ludoteca/compile_pyc.mjs DIR [STDLIB_OUT] — compile for the page, with the Python of
// the vendored Pyodide itself, run here in Node, so the bytecode's format is exactly the one
// the page's Python reads. Run by ludoteca.build.
//
// 1. Every .py file under DIR (our package) → bytecode beside it (foo.py → foo.pyc): the page
//    then imports our package without compiling it on a first visit (issue 14: Python's
//    compile of the whole package took 0.4–0.9 s of the cold start in the page). Compiled with
//    optimize=2: without docstrings and asserts (import-time checks of our data, run by the
//    tests on CPython), a smaller download and a quicker load.
// 2. With STDLIB_OUT: Pyodide's standard library (python_stdlib.zip, shipped as sources) again,
//    with the modules a visit imports — Pyodide's own start, our package, a few moves of each
//    game — as bytecode instead of sources. Python otherwise compiles each of them at every
//    cold start: most of Pyodide's own start-up. optimize=0 there: the standard library as
//    it is, docstrings and asserts kept. The other modules stay sources (a smaller download;
//    should one be imported, Python compiles it as before).
// The .pyc files are "unchecked-hash" ones: Python never compares them with a source file,
// which the site does not ship; the zips are versioned by the build (build/precache.js).

import path from "node:path";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const dir = path.resolve(process.argv[2] || "");
if (!process.argv[2]) {
  console.error("usage: node compile_pyc.mjs DIR [STDLIB_OUT]");
  process.exit(2);
}
const stdlibOut = process.argv[3] ? path.resolve(process.argv[3]) : null;
const pyodide = await loadPyodide();
pyodide.mountNodeFS("/src", dir);
pyodide.runPython(`
import sys
at_start = set(sys.modules)          # Pyodide's own start imported these
import compileall, py_compile
ok = compileall.compile_dir("/src", quiet=1, legacy=True, optimize=2,
                            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    sys.exit("compileall failed")
`);
if (stdlibOut) {
  pyodide.mountNodeFS("/out", path.dirname(stdlibOut));
  pyodide.runPython(`
import importlib.util, json, sys, zipfile

# What a visit imports: our package, and a few moves of each game through the page's calls.
sys.path.insert(0, "/src")
import ludoteca.bridge
ludoteca.bridge.prepare()
call = ludoteca.bridge.start()
for game in json.loads(call("catalog", "{}"))["games"]:
    seats = [{"kind": "bot"}] * max(2, game["min_players"])
    call("new", json.dumps({"game": game["id"], "seats": seats, "seed": 1}))
    for _ in range(8):
        call("bot", "{}")
    call("describe", "{}")
call("language", json.dumps({"lang": "de"}))

stdlib = next(p for p in sys.path if p.endswith(".zip"))
used = set()
for name in at_start | set(sys.modules):
    where = getattr(sys.modules.get(name), "__file__", None) or ""
    if where.startswith(stdlib + "/") and where.endswith(".py"):
        used.add(where[len(stdlib) + 1:])

with zipfile.ZipFile(stdlib) as stock, zipfile.ZipFile("/out/${path.basename(stdlibOut)}", "w",
                                                        zipfile.ZIP_DEFLATED, compresslevel=9) as out:
    for info in stock.infolist():
        data, name = stock.read(info), info.filename
        if name in used:
            code = compile(data, f"{stdlib}/{name}", "exec", dont_inherit=True, optimize=0)
            data = importlib._bootstrap_external._code_to_hash_pyc(
                code, importlib.util.source_hash(data), checked=False)
            name += "c"
        entry = zipfile.ZipInfo(name, (2026, 1, 1, 0, 0, 0))
        entry.compress_type = zipfile.ZIP_DEFLATED
        out.writestr(entry, data)
print(f"{len(used)} standard modules compiled")
`);
}
