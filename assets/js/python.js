// The one way to Python: `await call(name, payload)` -> answer (see py/ludoteca/app.py).
// Python runs in a web worker of our own (engine-worker.js: Pyodide from this site, our
// package, messages of JSON text in and out; no SharedArrayBuffer, no special headers), so the
// page never freezes while Pyodide starts or a bot thinks. Calls run one at a time in the order
// they were made. Also the boot progress the player sees. This module owns the engine and
// whether it is ready. The engine's first call is always "language": it answers in the
// page's language from its first word.

import { $ } from "./dom.js";
import { formatNumber, language, onLanguageChange, t } from "./i18n.js";

let worker = null;
const answers = new Map();    // call id -> resolve, for the call in flight
let nextId = 0;

let ready = false;
let failed = false;
let engineStarted;            // resolves once the worker announced it is ready
let engine = null;            // that promise (a new one when a watchdog restarts the engine)
function newEngine() {
  engine = new Promise((resolve, reject) => {
    engineStarted = { resolve, reject };
  });
  engine.catch(() => {});     // reported by startEngine
}
newEngine();
let screenTold = null;        // the last "screen" payload: told again to a restarted engine
let watch = null;             // the watched call in flight: {id, limitMs, timer, overrun}
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

/** Run `fn` if the engine could not start. */
export function whenFailed(fn) {
  engine.catch(() => fn());
}

/** Thrown by a watched call (see `call`) that ran past its limit: the engine was ended and a
 * new one is starting (a player's bot looping inside C code, which nothing in Python can stop). */
export class EngineOverrun extends Error {}

/** Start the engine's worker (again: nothing); shell.js calls it once the lobby is painted,
 * or at once on a page that opens a game by itself and paints no lobby. (Created as this
 * module loads, the worker's start — compiling Pyodide — competed with the lobby's first paint
 * on a two-core machine: lobby response 838 ms against 448 ms, medians of one loaded run, the
 * board no sooner.) Calls made before wait. */
export function startEngine() {
  if (worker) return;
  ready = false;
  // From the page's address, not this module's: the page loads this module bundled in
  // build/shell.js (ludoteca/build.py). A benchmark's page (?bench) tells the worker.
  const script = new URLSearchParams(location.search).has("bench") ? "engine-worker.js?bench" : "engine-worker.js";
  worker = new Worker(new URL(`assets/js/${script}`, document.baseURI), { type: "module" });
  worker.onmessage = ({ data }) => {
    // Posted before anything else, so it is answered first (a language chosen meanwhile
    // follows as an ordinary call).
    if (data.progress) onProgress(data.progress);
    else if (data.running !== undefined) armWatch(data.running);
    else if (data.waiting !== undefined) disarmWatch(data.waiting);
    else if (data.boot === "ready") {
      const told = ask("language", JSON.stringify({ lang: language() }));
      (screenTold ? told.then(() => ask("screen", screenTold)) : told).then(() => engineStarted.resolve());
    }
    else if (data.boot === "failed") engineStarted.reject(new Error(data.error));
    else if (answers.has(data.id)) {
      answers.get(data.id)(data.answer);
      answers.delete(data.id);
    }
  };
  worker.postMessage({ lang: language() });  // its catalogs come with the boot's downloads
  for (const id of wantedGames) worker.postMessage({ want: id });
  // The script or Pyodide's module could not even be loaded (offline without a cache, …)
  worker.onerror = (event) => engineStarted.reject(new Error(event.message || "the engine's worker failed to load"));
  const started = engine;
  engine.then(() => {
    if (engine !== started) return;
    ready = true;
    bootProgress(100);
    $("boot").classList.add("done");
    for (const fn of waiting.splice(0)) fn();
  }, (err) => {
    if (engine !== started) return;
    failed = true;
    console.error("ludoteca: the engine did not start", err);
    showFailure();
  });
}

const wantedGames = new Set();

/** The page is about to open game `id`: the engine fetches its package now (each game's package
 * is fetched when first needed; see engine-worker.js), alongside its own downloads. */
export function wantGame(id) {
  if (typeof id !== "string" || wantedGames.has(id)) return;
  wantedGames.add(id);
  if (worker) worker.postMessage({ want: id });
}

function ask(name, text) {
  const id = nextId++;
  return new Promise((resolve) => {
    answers.set(id, resolve);
    worker.postMessage({ id, name, payload: text });
  });
}

// ---------------------------------------------------------------- the watchdog
// A call that runs a player's own code (a bot from the workshop: its file's top level, its
// move) is watched: the engine's worker says when Python starts working on it ({running: id})
// and when it waits for a download instead ({waiting: id}); past `limitMs` of Python's work
// the worker is ended (nothing else stops a loop inside C code), a new engine starts, and the
// call rejects with EngineOverrun. The page then goes on without that bot (lobby.js, table.js).

function armWatch(id) {
  if (!watch || watch.id !== id) return;
  clearTimeout(watch.timer);
  watch.timer = setTimeout(watch.overrun, watch.limitMs);
}

function disarmWatch(id) {
  if (watch && watch.id === id) clearTimeout(watch.timer);
}

function restartEngine() {
  if (watch) clearTimeout(watch.timer);
  watch = null;
  worker.terminate();
  worker = null;
  answers.clear();
  newEngine();
  startEngine();
}

function askWatched(name, text, limitMs) {
  const id = nextId;
  let overrun = null;
  const overran = new Promise((resolve, reject) => { overrun = reject; });
  watch = { id, limitMs, timer: 0, overrun: () => overrun(new EngineOverrun(name)) };
  return Promise.race([ask(name, text), overran]).finally(() => {
    if (watch && watch.id === id) { clearTimeout(watch.timer); watch = null; }
  }).catch((err) => {
    if (err instanceof EngineOverrun) restartEngine();
    throw err;
  });
}

/** A call to Python, after every call made before it; rejects with an Error whose message is
 * a sentence for the player. `limitMs`: a call that runs a player's own code, watched (its
 * Python work past that long ends the engine: EngineOverrun, see above). */
export function call(name, payload = {}, { limitMs = 0 } = {}) {
  inFlight += 1;
  if (name === "screen") screenTold = JSON.stringify(payload);
  const run = queue.then(async () => {
    await engine;
    const text = JSON.stringify(payload);
    const answer = JSON.parse(await (limitMs ? askWatched(name, text, limitMs) : ask(name, text)));
    if (!answer.ok) {
      if (answer.detail) console.warn(`ludoteca ${name}: ${answer.detail}`);
      // `answer` rides along: a refusal may say more in fields of its own (bot_cannot_load).
      throw Object.assign(new Error(answer.error || t("The game engine failed.")), { answer });
    }
    return answer;
  });
  queue = run.catch(() => {});
  queue.then(() => { inFlight -= 1; });
  return run;
}

// ---------------------------------------------------------------- boot progress
// The bar shows the share of the wait behind us: elapsed / (elapsed + what is still to come).
// The engine's worker tells the bytes of its downloads as they arrive (against their sizes,
// from the build) and each step after them, so what is to come is the bytes left at the rate
// seen so far, plus the work that follows them (starting Python, then the hidden warm-up games
// of a first visit). Before the worker says anything (or where it cannot), time alone moves it.
const WORK_AFTER_DOWNLOADS_MS = { download: 1800, python: 900, warm: 500 };
const TYPICAL_START_MS = 4000;
let shown = 0;
const boot = { started: performance.now(), received: 0, expected: null, step: "download", stepAt: 0 };

function bootProgress(percent) {
  shown = Math.max(shown, Math.min(Math.round(percent), 100));
  $("boot-bar").style.width = `${shown}%`;
  $("boot-text").textContent = shown >= 100 ? t("The games are loaded.")
    : boot.step === "download" ? t("Downloading the games… {percent} %", { percent: formatNumber(shown) })
      : boot.step === "python" ? t("Starting the games… {percent} %", { percent: formatNumber(shown) })
        : t("Getting the board ready… {percent} %", { percent: formatNumber(shown) });
}

function showFailure() {
  $("boot-text").textContent = t("The games could not start in this browser. Reload the page to try again.");
}
onLanguageChange(() => { if (failed) showFailure(); else if (shown) bootProgress(shown); });

function estimate() {
  const now = performance.now();
  const elapsed = now - boot.started;
  let left;
  if (boot.step !== "download") {
    left = Math.max(WORK_AFTER_DOWNLOADS_MS[boot.step] - (now - boot.stepAt), 150);
  } else if (boot.expected && boot.received > 0) {
    const rate = boot.received / elapsed;                     // bytes per ms, so far
    left = Math.max(boot.expected - boot.received, 0) / rate + WORK_AFTER_DOWNLOADS_MS.download;
  } else {
    return 5 + 90 * (1 - Math.exp(-elapsed / TYPICAL_START_MS));
  }
  return Math.round(100 * elapsed / (elapsed + left));
}

function onProgress({ received, expected, step }) {
  boot.received = received;
  if (expected) boot.expected = expected;
  if (step && step !== boot.step) {
    boot.step = step;
    boot.stepAt = performance.now();
  }
}

export function watchBoot() {
  const tick = () => {
    if (ready || failed) return;
    bootProgress(Math.min(estimate(), 99));
    setTimeout(tick, 250);
  };
  tick();
}
