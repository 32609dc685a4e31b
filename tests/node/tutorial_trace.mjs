// node tests/node/tutorial_trace.mjs ROOT [THINK_SECONDS] — run by tests/test_tutorial_pyodide.py.
// Runs tests/tutorial_trace.py inside the vendored Pyodide (the engine's sources mounted from
// ROOT/py, as the page's package holds them) with the page's time cap on search, and prints
// its one JSON line: the CPython run of the same script must print the same.

import path from "node:path";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const [rootArg, think] = process.argv.slice(2);
const root = path.resolve(rootArg);
const pyodide = await loadPyodide({ stdout: (line) => console.log(line) });
for (const [from, to] of [
  [path.join(root, "py"), "/mnt/py"],
  [path.join(root, "tests"), "/mnt/tests"],
]) {
  pyodide.FS.mkdirTree(to);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: from }, to);
}
pyodide.runPython(`
import sys
sys.path.insert(0, "/mnt/py")
sys.path.insert(0, "/mnt/tests")
sys.argv = ["tutorial_trace.py"${think ? `, "${Number(think)}"` : ""}]
import tutorial_trace
tutorial_trace.main()
`);
