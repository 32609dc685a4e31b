// node bench/phone_speed.mjs REPO POSITIONS — run by bench/phone_bots.py.
// In the vendored Pyodide under Node (V8 running the same wasm as the page's worker), prints
// one JSON line: Lighthouse's BenchmarkIndex of this machine, measured before and after, and
// for each game the strong bot's search iterations per second at POSITIONS positions
// (ludoteca.speed.strong_search_rates, our package's sources mounted from REPO/py).
// Both are timed by this process's CPU time (user + system) instead of Lighthouse's wall
// clock: the machine is shared, and another process's turn on the CPU must not count as our
// slowness; timed alike, the two are measured under the same conditions, so their ratio holds.

import path from "node:path";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const [repo, positions] = process.argv.slice(2);

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

// Lighthouse's BenchmarkIndex (GoogleChrome/lighthouse, core/lib/page-functions.js, the index
// Chrome DevTools calibrates its CPU throttling with), written here from its description: the
// mean of two rates, each divided by 10 — how often per second a 10,000-character string is
// built one character at a time (work for the garbage collector), and how often an array of
// 100,000 integers is copied into another (none); half a second each.
function benchmarkIndex() {
  const rate = (count, started) => Math.round(count / 10 / (cpuSeconds() - started));
  let started = cpuSeconds();
  let built = 0;
  while (cpuSeconds() - started < 0.5) {
    let text = "";
    for (let i = 0; i < 10000; i++) text += "a";
    if (text.length !== 10000) throw new Error("unreachable: keeps the loop from being optimised away");
    built++;
  }
  const withGarbage = rate(built, started);
  const first = Array.from({ length: 100000 }, (_, i) => i);
  const second = first.slice();
  started = cpuSeconds();
  let copied = 0;
  // The clock is read every tenth copy only, as Lighthouse does.
  while (copied % 10 !== 0 || cpuSeconds() - started < 0.5) {
    const [from, to] = copied % 2 === 0 ? [first, second] : [second, first];
    for (let i = 0; i < from.length; i++) to[i] = from[i];
    copied++;
  }
  return (withGarbage + rate(copied, started)) / 2;
}

const indexBefore = [benchmarkIndex(), benchmarkIndex(), benchmarkIndex()];
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo/py");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(repo, "py") }, "/repo/py");
pyodide.runPython("import sys; sys.path.insert(0, '/repo/py')");
const measure = pyodide.runPython(`
import json
from ludoteca.core import all_games
from ludoteca.speed import strong_search_rates

def measure(positions, clock):
    return json.dumps({g.id: strong_search_rates(g.id, positions, clock=clock) for g in all_games()})
measure`);
const rates = JSON.parse(measure(Number(positions), cpuSeconds));
const indexAfter = [benchmarkIndex(), benchmarkIndex(), benchmarkIndex()];
const python = pyodide.runPython("import sys; sys.version.split()[0]");
console.log(JSON.stringify({ indexBefore, indexAfter, rates, python }));
