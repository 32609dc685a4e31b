// The one way to Python: `await call(name, payload)` -> answer (see py/ludoteca/app.py).
// Python runs in a web worker (PyScript's PyWorker, which needs no SharedArrayBuffer and no
// special headers because the page only awaits what the worker exports, JSON text in and
// out), so the page never freezes while Pyodide starts or a bot thinks. Calls run one at a
// time in the order they were made. Also the boot progress the player sees. This module
// owns the engine and whether it is ready.

import { $ } from "./dom.js";

const here = (path) => new URL(path, document.baseURI).href;
// What the engine's worker loads: Pyodide from this site (never PyScript's default CDN),
// our package as one zip unpacked into its file system, and nothing else.
const ENGINE_CONFIG = {
  files: { [here("build/ludoteca.zip")]: "./*" },
  plugins: ["!error"],
};

let ready = false;
let startWorker;             // startEngine calls it: calls made before simply wait
const engine = new Promise((resolve) => { startWorker = resolve; });   // the worker, once ready
let queue = Promise.resolve();
let inFlight = 0;             // calls made and not answered yet

/** How many calls are waiting for their answer (tests and benchmarks wait for 0). */
export const callsInFlight = () => inFlight;
const waiting = [];

export const isReady = () => ready;

/** Run `fn` once the engine is ready (at once if it is). */
export function whenReady(fn) {
  if (ready) fn();
  else waiting.push(fn);
}

// PyScript's worker is a module worker made from a blob. Where the browser denies storage
// (embedded on another site, incognito), the worker's IndexedDB fails like the page's: the
// worker first imports the same in-memory fallback the page loads (idb-fallback.js).
class EngineWorker extends Worker {
  constructor(url, options) {
    if (options && options.type === "module" && String(url).startsWith("blob:")) {
      const first = `import ${JSON.stringify(here("assets/js/idb-fallback.js"))};\nimport ${JSON.stringify(String(url))};\n`;
      url = URL.createObjectURL(new Blob([first], { type: "text/javascript" }));
    }
    super(url, options);
  }
}

/** Start Pyodide in its worker: called first thing, so its large files download at once. */
export function startEngine() {
  window.Worker = EngineWorker;      // before PyScript's code defines its worker class
  const booting = (async () => {
    const { PyWorker } = await import("../../node_modules/@pyscript/core/dist/core.js");
    const worker = await PyWorker(here("assets/engine.py"), {
      type: "pyodide", version: here("node_modules/pyodide/pyodide.mjs"), config: ENGINE_CONFIG,
    });
    // The worker's script publishes `call` as its last step; ask until it answers.
    for (let attempt = 0; ; attempt++) {
      try {
        await worker.sync.call("catalog", "{}");
        return worker;
      } catch (err) {
        if (attempt > 200) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  })();
  startWorker(booting);
  booting.then(() => {
    ready = true;
    bootProgress(100, "Loaded.");
    $("boot").classList.add("done");
    for (const fn of waiting.splice(0)) fn();
  }, (err) => {
    console.error("ludoteca: the engine did not start", err);
    $("boot-text").textContent = "The games could not start in this browser. Reload the page to try again.";
  });
}

/** A call to Python, after every call made before it; rejects with an Error whose message is
 * a sentence for the player. */
export function call(name, payload = {}) {
  inFlight += 1;
  const run = queue.then(async () => {
    const worker = await engine;
    const answer = JSON.parse(await worker.sync.call(name, JSON.stringify(payload)));
    if (!answer.ok) {
      if (answer.detail) console.warn(`ludoteca ${name}: ${answer.detail}`);
      throw new Error(answer.error);
    }
    return answer;
  });
  queue = run.catch(() => {});
  queue.then(() => { inFlight -= 1; });
  return run;
}

// ---------------------------------------------------------------- boot progress
// The worker's own downloads are not visible from the page (and fetching the large files
// here as well made some browsers download them twice), so the bar moves with the time a
// start usually takes, slowing as it nears the end, and jumps when a step is known done.
const TYPICAL_START_MS = 6000;
let shown = 0;

function bootProgress(percent, text) {
  shown = Math.max(shown, percent);
  $("boot-bar").style.width = `${shown}%`;
  $("boot-text").textContent = shown < 100 ? `${text} ${shown} %` : text;
}

export function watchBoot() {
  const started = performance.now();
  const tick = () => {
    if (ready) return;
    const elapsed = performance.now() - started;
    // 5 % → 95 %, never quite there until the engine answers
    bootProgress(Math.round(5 + 90 * (1 - Math.exp(-elapsed / TYPICAL_START_MS))), "Loading the games…");
    setTimeout(tick, 250);
  };
  tick();
}
