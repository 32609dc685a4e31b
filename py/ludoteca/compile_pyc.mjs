// node py/ludoteca/compile_pyc.mjs DIR — compile every .py file under DIR to bytecode (foo.py →
// foo.pyc beside it) with the Python of the vendored Pyodide itself, run here in Node, so the
// bytecode's format is exactly the one the page's Python reads. Run by ludoteca.build: the page
// then imports our package without compiling it on a first visit (issue 14: Python's compile of
// the whole package took 0.4–0.9 s of the cold start in the page, here a one-off 0.6 s).
//
// Compiled with optimize=2: without docstrings and asserts (import-time checks of our data, run
// by the tests on CPython), a smaller download and a quicker load.
// The .pyc files are "unchecked-hash" ones: Python never compares them with a source file, which
// the site does not ship; the whole zip is versioned by the build (build/precache.js).

import path from "node:path";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const dir = path.resolve(process.argv[2] || "");
if (!process.argv[2]) {
  console.error("usage: node compile_pyc.mjs DIR");
  process.exit(2);
}
const pyodide = await loadPyodide();
pyodide.mountNodeFS("/src", dir);
pyodide.runPython(`
import compileall, py_compile, sys
ok = compileall.compile_dir("/src", quiet=1, legacy=True, optimize=2,
                            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    sys.exit("compileall failed")
`);
