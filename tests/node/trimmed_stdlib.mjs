// node tests/node/trimmed_stdlib.mjs SITE EXERCISE_PY — run by tests/test_stdlib_trim.py.
// Starts the vendored Pyodide as the engine's worker does: the build's trimmed standard library
// (with the lazier start of py/ludoteca/lazy_start.py)
// (build/python_stdlib.zip.gz, only the modules the trace found), our package unpacked from
// build/ludoteca.zip.gz, each game's package from build/games/<id>.zip.gz once the engine asks for it
// ("load_game"). Then plays every game to its end and makes every API call (ludoteca.exercise,
// which the page does not ship: written beside the package as a source). Prints one JSON line.

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";
import { unpackStoredZip } from "../../assets/js/stored-zip.js";

const [site, exercise] = process.argv.slice(2).map((p) => path.resolve(p));
const lock = JSON.parse(fs.readFileSync(path.join(site, "node_modules/pyodide/pyodide-lock.json"), "utf-8"));
// The build gzips each archive whole (ludoteca.build.gzipped); the worker inflates them.
const inflated = (file) => new Uint8Array(zlib.gunzipSync(fs.readFileSync(path.join(site, file))));
const stdlib = path.join(fs.mkdtempSync("/tmp/ludoteca-"), "python_stdlib.zip");
fs.writeFileSync(stdlib, inflated("build/python_stdlib.zip.gz"));
const pyodide = await loadPyodide({
  stdLibURL: stdlib,
  lockFileContents: { info: lock.info, packages: {} },
});
const HOME = "/home/pyodide";
// As the worker unpacks them: assets/js/stored-zip.js (no Python module of Pyodide's).
const unpack = (file) => unpackStoredZip(pyodide.FS, inflated(file), HOME);
unpack("build/ludoteca.zip.gz");
const call = pyodide.pyimport("ludoteca.bridge").start();

// A game's package is fetched when a call first needs it: the engine says which.
const first = JSON.parse(call("new", JSON.stringify({ game: "yutaka", seats: [{ kind: "human" }, { kind: "bot" }] })));
const asked = first.load_game;
unpack(`build/games/${asked}.zip.gz`);
const second = JSON.parse(call("new", JSON.stringify({ game: "yutaka", seats: [{ kind: "human" }, { kind: "bot" }] })));
// What no first board needs comes after it (build/later.zip.gz): a call that needs it is
// answered "load_rest" (the game untouched), and made again once it is unpacked.
const tutorial = () => JSON.parse(call("tutorial", JSON.stringify({ game: "yutaka" })));
const beforeRest = tutorial();
unpack("build/later.zip.gz");
pyodide.runPython("import sys; sys.path_importer_cache.clear()");
const afterRest = tutorial();

// Every game's package and every catalog (the site's and each game's, one zip per language):
// the exercise reads the games in every language.
for (const file of fs.readdirSync(path.join(site, "build/games"))) unpack(`build/games/${file}`);
for (const file of fs.readdirSync(path.join(site, "build"))) if (/^ludoteca-\w+\.zip\.gz$/.test(file)) unpack(`build/${file}`);
pyodide.FS.writeFile(`${HOME}/ludoteca/exercise.py`, fs.readFileSync(exercise));
const made = pyodide.runPython("from ludoteca.exercise import exercise\nexercise()").toJs();
console.log(JSON.stringify({
  asked, firstOk: first.ok, firstError: first.error, secondOk: second.ok, made,
  rest: beforeRest.load_rest || null, beforeRestOk: beforeRest.ok, afterRestOk: afterRest.ok,
}));
