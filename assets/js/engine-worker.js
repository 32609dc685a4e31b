// The engine's thread: a plain module worker (python.js starts it) running Pyodide from this
// site, with our package unpacked from build/ludoteca.zip. It answers the page's messages
// {id, name, payload} (payload: JSON text) with {id, answer} (JSON text from Api.call, see
// py/ludoteca/app.py) — one at a time, in order — after announcing {boot: "ready"} (or
// {boot: "failed", error}). No SharedArrayBuffer, no special headers: it only posts messages,
// and never needs window or document.
//
// Repeat visits skip Python's own start-up: after a cold start the worker takes a memory
// snapshot of Pyodide (every game's rules imported) and keeps it in the service worker's cache
// of this site version (Cache Storage "ludoteca-<version>", the version of
// build/precache.js), so a new build never meets an old snapshot and goes with its cache.
// Where storage is denied (embedded, incognito) or anything about the snapshot fails, the
// engine simply starts cold. The snapshot is taken once the page has been quiet for a moment
// (SNAPSHOT_AFTER_QUIET_MS after the last call), not before the first answer: a first visit
// gets its board as soon as Python runs, and never waits for the snapshot's copy of memory.

import { loadPyodide, version as pyodideVersion } from "../../node_modules/pyodide/pyodide.mjs";

const SITE = new URL("../../", import.meta.url).href;
const PYODIDE = `${SITE}node_modules/pyodide/`;
const HOME = "/home/pyodide";                  // Pyodide's default working directory
// We load no Pyodide packages: the lock file only needs to name the ABI (pyodide-lock.json's
// "info"; a Pyodide upgrade that changes it fails at once with "Lock file ABI version
// doesn't match"), which spares a 119 kB download.
const LOCK = { info: { abi_version: "2026_0", arch: "wasm32", platform: "emscripten_5_0_3", python: "3.14.2" }, packages: {} };

const loaded = (response) => {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  return response;
};
// Everything is asked for at once, in parallel with pyodide.mjs's own downloads.
const zip = fetch(`${SITE}build/ludoteca.zip`).then(loaded).then((r) => r.arrayBuffer());
const siteVersion = fetch(`${SITE}build/precache.js`).then(loaded).then((r) => r.text())
  .then((text) => /"version":\s*"(\w+)"/.exec(text)[1]).catch(() => null);

// ---------------------------------------------------------------- the memory snapshot
const SNAPSHOT_KEY = `${SITE}engine-snapshot.bin`;

// Only the service worker creates a version's cache (and deletes it when a newer version takes
// over): no snapshot without it, none written into a cache already gone. On a first visit the
// page registers the service worker once the engine is ready: the snapshot waits for it.
async function snapshotCache(waitSeconds = 0) {
  const version = await siteVersion;
  if (!version || !self.caches) return null;
  const name = `ludoteca-${version}`;
  for (let waited = 0; !(await caches.has(name)); waited += 2) {
    if (waited >= waitSeconds) return null;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return caches.open(name);
}

async function readSnapshot() {
  try {
    const cache = await snapshotCache();
    const hit = cache && await cache.match(`${SNAPSHOT_KEY}?pyodide=${pyodideVersion}`);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (err) {
    return null;
  }
}

async function keepSnapshot(bytes) {
  try {
    const cache = await snapshotCache(120);
    if (cache) await cache.put(`${SNAPSHOT_KEY}?pyodide=${pyodideVersion}`, new Response(bytes));
  } catch (err) { /* storage denied or full: the next visit starts cold */ }
}

// ---------------------------------------------------------------- start
const COLD_WARM_UP_SECONDS = 0.5;

async function start(snapshot) {
  const pyodide = await loadPyodide({
    indexURL: PYODIDE,
    lockFileContents: LOCK,
    // The standard library with the modules we import already compiled (ludoteca.build).
    stdLibURL: `${SITE}build/python_stdlib.zip`,
    checkAPIVersion: true,
    ...(snapshot ? { _loadSnapshot: snapshot } : { _makeSnapshot: true }),
  });
  // The package's files: also after a snapshot (which holds Python's memory, not its files),
  // for the modules imported later.
  pyodide.unpackArchive(await zip, "zip", { extractDir: HOME });
  const bridge = pyodide.pyimport("ludoteca.bridge");
  // A cold start's WebAssembly is not optimised yet: hidden games first, so that the browser
  // does it now, not during the player's first clicks and the first board's layout. Only a
  // speed-up: if it ever fails, the engine starts all the same.
  if (!snapshot) {
    try { bridge.warm_up(COLD_WARM_UP_SECONDS); } catch (err) { console.warn("ludoteca: no warm-up", err); }
  }
  const makeSnapshot = snapshot ? null : () => {
    bridge.prepare();
    return pyodide.makeMemorySnapshot();
  };
  return { call: bridge.start(), makeSnapshot };
}

async function boot() {
  const snapshot = await readSnapshot();
  if (snapshot) {
    try {
      return await start(snapshot);
    } catch (err) {
      console.warn("ludoteca: the engine snapshot did not load; starting afresh", err);
    }
  }
  return start(null);
}

let call = null;
const pending = [];

// The snapshot of a cold start, taken when the page has made no call for a while.
const SNAPSHOT_AFTER_QUIET_MS = 2500;
let snapshotMaker = null;
let quietTimer = null;

function snapshotWhenQuiet() {
  if (!snapshotMaker) return;
  clearTimeout(quietTimer);
  quietTimer = setTimeout(() => {
    const make = snapshotMaker;
    snapshotMaker = null;
    let made = null;
    try { made = make(); } catch (err) { console.warn("ludoteca: no engine snapshot", err); }
    if (made) keepSnapshot(made);
  }, SNAPSHOT_AFTER_QUIET_MS);
}

function answer({ id, name, payload }) {
  let text;
  try {
    text = call(name, payload);
  } catch (err) {
    // No words here: the page says it in its language (python.js).
    text = JSON.stringify({ ok: false, detail: String(err) });
  }
  self.postMessage({ id, answer: text });
  snapshotWhenQuiet();
}

self.onmessage = (event) => {
  if (call) answer(event.data);
  else pending.push(event.data);
};

boot().then(({ call: ready, makeSnapshot }) => {
  call = ready;
  snapshotMaker = makeSnapshot;
  self.postMessage({ boot: "ready" });
  for (const message of pending.splice(0)) answer(message);
  snapshotWhenQuiet();
}, (err) => {
  self.postMessage({ boot: "failed", error: String(err && err.stack || err) });
});
