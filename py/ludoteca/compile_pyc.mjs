// node py/ludoteca/compile_pyc.mjs DIR STDLIB_IN STDLIB_OUT NOT_SHIPPED [MODULES] — the Python the
// page loads, compiled by the vendored Pyodide's own Python run here in Node, so that the
// bytecode's format is exactly the one the page's Python reads. Run by ludoteca.build.
// STDLIB_IN: Pyodide's python_stdlib.zip as the page gets it (with ludoteca/lazy_start.py's
// patch): Python starts on it here, so the trace sees the page's start.
//
// 1. Trace (unless MODULES, a JSON list of standard-library files from an earlier trace of the
//    same sources, is given): which standard-library modules can the page import? Those of
//    Pyodide's own start; every module our package names in an import statement (inside
//    functions too); and everything imported while ludoteca.exercise drives the engine through
//    every game, language, screen and API call. Written to STDLIB_OUT + ".modules.json".
// 2. STDLIB_OUT: only those modules of Pyodide's python_stdlib.zip (it has 614 files; a visit
//    imports about 150, less those frozen into Pyodide's binary), as bytecode — Python would otherwise compile each at every cold start,
//    most of Pyodide's own start-up —, in a stored zip (ludoteca.build then gzips it whole).
// 3. Every .py file of our package under DIR (except NOT_SHIPPED, comma-separated names) →
//    bytecode beside it (foo.py → foo.pyc).
//
// Bytecode for the page is made small: optimize=2 (no docstrings, no asserts: import-time
// checks of our data run in the tests on CPython) and each code object's line table replaced
// by one that gives every instruction its function's first line (a third of the bytes of a
// .pyc; a traceback in the page then names the function, not the line — the page shows none,
// and a developer reproduces it on CPython). The .pyc files are "unchecked-hash" ones: Python
// never compares them with a source, which the site does not ship; the zips are versioned by
// the build (build/precache.js).

import fs from "node:fs";
import path from "node:path";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const [dirArg, stdlibInArg, stdlibArg, notShippedArg = "", modulesArg] = process.argv.slice(2);
if (!dirArg || !stdlibInArg || !stdlibArg) {
  console.error("usage: node compile_pyc.mjs DIR STDLIB_IN STDLIB_OUT NOT_SHIPPED [MODULES]");
  process.exit(2);
}
const dir = path.resolve(dirArg);
const stdlibOut = path.resolve(stdlibArg);
const notShipped = notShippedArg.split(",").filter(Boolean);

const COMPILE = `
import importlib._bootstrap_external, importlib.util, types

def _flat_lines(code):
    """code with every instruction on its first line: NO_COLUMNS entries of at most 8 code
    units and a line delta of 0 (Objects/locations.md of CPython)."""
    consts = tuple(_flat_lines(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    units, table = len(code.co_code) // 2, bytearray()
    while units > 0:
        n = min(units, 8)
        units -= n
        table += bytes([0x80 | (13 << 3) | (n - 1), 0])
    return code.replace(co_consts=consts, co_linetable=bytes(table))

def page_pyc(source: bytes, filename: str) -> bytes:
    code = _flat_lines(compile(source, filename, "exec", dont_inherit=True, optimize=2))
    return importlib._bootstrap_external._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
`;

async function python() {
  const pyodide = await loadPyodide({ stdLibURL: path.resolve(stdlibInArg) });
  pyodide.mountNodeFS("/src", dir);
  pyodide.mountNodeFS("/out", path.dirname(stdlibOut));
  return pyodide;
}

// ---------------------------------------------------------------- 1. trace, in a fresh Python
let modules;
if (modulesArg) {
  modules = JSON.parse(fs.readFileSync(modulesArg, "utf-8"));
} else {
  const pyodide = await python();
  // Pyodide's own start imported these (the engine's worker unpacks our zips itself:
  // assets/js/stored-zip.js, no Python module).
  pyodide.runPython("import sys; at_start = set(sys.modules)");
  modules = JSON.parse(pyodide.runPython(`
import ast, importlib, json, os
sys.path.insert(0, "/src")
not_shipped = set(${JSON.stringify(notShipped)})
for folder, _, names in os.walk("/src/ludoteca"):
    for name in names:
        if not name.endswith(".py") or name in not_shipped:
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as source:
            tree = ast.parse(source.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found = [node.module]
            else:
                continue
            for module in found:
                if not module.startswith("ludoteca"):
                    importlib.import_module(module)
from ludoteca.exercise import exercise
exercise()
import ludoteca.bridge
ludoteca.bridge.prepare()
ludoteca.bridge.warm_up(0.2)
stdlib = next(p for p in sys.path if p.endswith(".zip"))
used = set()
for name in at_start | set(sys.modules):
    module = sys.modules.get(name)
    if (getattr(getattr(module, "__spec__", None), "origin", None) == "frozen"
            or getattr(getattr(module, "__loader__", None), "__name__", None) == "FrozenImporter"):
        continue                     # built into Pyodide: its file is never read
    where = getattr(module, "__file__", None) or ""
    if where.startswith(stdlib + "/") and where.endswith(".py"):
        used.add(where[len(stdlib) + 1:])
json.dumps(sorted(used))
`));
}
fs.writeFileSync(`${stdlibOut}.modules.json`, JSON.stringify(modules, null, 0));

// ---------------------------------------------------------------- 2. and 3., in another
const pyodide = await python();
pyodide.runPython(COMPILE);
pyodide.runPython(`
import json, os, sys, zipfile
used = set(json.loads(${JSON.stringify(JSON.stringify(modules))}))
folders = {"/".join(name.split("/")[:i]) + "/" for name in used for i in range(1, name.count("/") + 1)}
stdlib = next(p for p in sys.path if p.endswith(".zip"))
with zipfile.ZipFile(stdlib) as stock, zipfile.ZipFile("/out/${path.basename(stdlibOut)}", "w", zipfile.ZIP_STORED) as out:
    for info in stock.infolist():
        name = info.filename
        if name in used:
            out.writestr(zipfile.ZipInfo(name + "c", (2026, 1, 1, 0, 0, 0)),
                         page_pyc(stock.read(info), f"{stdlib}/{name}"))
        elif name in folders:
            out.writestr(zipfile.ZipInfo(name, (2026, 1, 1, 0, 0, 0)), b"")
missing = used - set(stock.namelist())
if missing:
    sys.exit(f"not in Pyodide's standard library: {sorted(missing)}")

not_shipped = set(${JSON.stringify(notShipped)})
for folder, _, names in os.walk("/src"):
    for name in names:
        if name.endswith(".py") and name not in not_shipped:
            where = os.path.join(folder, name)
            with open(where, "rb") as source, open(where + "c", "wb") as out:
                out.write(page_pyc(source.read(), where.removeprefix("/src/")))
print(f"{len(used)} standard modules shipped, compiled")
`);
