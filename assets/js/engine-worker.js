// The engine's thread: a plain module worker (python.js starts it) running Pyodide from this
// site, with our package unpacked from build/ludoteca.zip.gz (and each game's from
// build/games/<id>.zip.gz, when the page opens it; build/later.zip.gz after the first
// board). It answers the page's messages
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

// ---------------------------------------------------------------- downloads, as early as can be
// Every large file is asked for now, in parallel, before Pyodide's module is even loaded (it
// would ask for the WebAssembly only after its 1.2 MB of JavaScript, and the standard library
// after that): Pyodide's own requests for them are answered with these responses (`fetch`
// below), so each comes once. The WebAssembly is still compiled as it streams in.
const realFetch = self.fetch.bind(self);
const WASM = `${PYODIDE}pyodide.asm.wasm`;
const STDLIB = `${SITE}build/python_stdlib.zip.gz`;
const precache = realFetch(`${SITE}build/precache.js`).then(loaded).then((r) => r.text())
  .then((text) => JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1))).catch(() => null);
const siteVersion = precache.then((manifest) => (manifest ? manifest.version : null));
// Pyodide's WebAssembly comes as build/pyodide.asm.wasm.zst, decoded as it streams in and
// handed to Pyodide as the response to its own request (packed-wasm.js): it is still compiled
// while it downloads. Without those files (a copy of the site made before them), Pyodide's own.
const packedWasm = realFetch(`${SITE}build/pyodide.asm.wasm.zst`, { credentials: "same-origin" });
const zstdWasm = realFetch(`${SITE}build/zstd-decoder.wasm`).then(loaded).then((r) => r.arrayBuffer());
const packedWasmModule = import("./packed-wasm.js");
for (const promise of [packedWasm, zstdWasm, packedWasmModule]) promise.catch(() => {});

async function wasmResponse() {
  try {
    return await (await packedWasmModule).packedWasmResponse({
      url: WASM, packed: packedWasm, decoderWasm: zstdWasm, cache: snapshotCache, counted,
      sha256: precache.then((manifest) => (manifest && manifest.wasm_sha256) || null),
      // Broken bytes: Pyodide would only say so in the console and wait for ever.
      onBroken: (why) => self.postMessage({ boot: "failed", error: `Pyodide's WebAssembly came broken: ${why}` }),
    });
  } catch {
    return realFetch(WASM, { credentials: "same-origin" }).then(counted);
  }
}

const early = new Map([
  [WASM, wasmResponse()],
  [STDLIB, unzipped(STDLIB).then((bytes) => new Response(bytes))],
]);
const zip = unzipped(`${SITE}build/ludoteca.zip.gz`);

/** The bytes of one of our archives: the build gzips them whole (hosts never compress a zip),
 * so they are inflated here — unless a server already did (it sent them with a
 * Content-Encoding: then they no longer start with gzip's magic number). */
async function unzipped(url) {
  const packed = new Uint8Array(await counted(loaded(await realFetch(url))).arrayBuffer());
  if (packed[0] !== 0x1f || packed[1] !== 0x8b) return packed;
  return new Uint8Array(await new Response(new Blob([packed]).stream()
    .pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
}

// Loaded in parallel with the downloads above, not after them.
const pyodideModule = import(`${PYODIDE}pyodide.mjs`);
// Our zips are written into Python's file system by this small module, not by Pyodide's
// unpackArchive: its Python imports (shutil, zipfile…) would be downloaded before the board.
const storedZip = import("./stored-zip.js");
let unpackStoredZip = null;

self.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), SITE).href;
  const answer = early.get(url);
  early.delete(url);
  return answer || realFetch(input, init).then(counted);
};

// ---------------------------------------------------------------- progress, told to the page
// The bytes of the boot's downloads as the worker reads them (the packed WebAssembly and our
// .gz archives as they came), against the files' sizes that the build wrote into
// build/precache.js, and the steps after them; python.js turns them into the bar.
let received = 0;
let lastTold = 0;
function counted(response) {
  if (!response.body || !response.ok) return response;
  const body = response.body.pipeThrough(new TransformStream({
    transform(chunk, controller) {
      received += chunk.byteLength;
      const now = performance.now();
      if (now - lastTold > 100) { lastTold = now; tellProgress(); }
      controller.enqueue(chunk);
    },
  }));
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
let expected = null;          // bytes of the boot's files, from build/precache.js
const bootFiles = ["build/pyodide.asm.wasm.zst", "build/python_stdlib.zip.gz", "build/ludoteca.zip.gz"];
precache.then((manifest) => {
  if (manifest && manifest.sizes) expected = bootFiles.reduce((sum, file) => sum + (manifest.sizes[file] || 0), 0);
});
function tellProgress(step = null) {
  self.postMessage({ progress: { received, expected, step } });
}

// ---------------------------------------------------------------- the memory snapshot
const SNAPSHOT_KEY = `${SITE}engine-snapshot.bin`;

// Only the service worker creates a version's cache (and deletes it when a newer version takes
// over): no snapshot without it, none written into a cache already gone. On a first visit the
// page registers the service worker once the first board is up: the snapshot waits for it.
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

async function snapshotKey() {
  return `${SNAPSHOT_KEY}?pyodide=${(await pyodideModule).version}`;
}

async function readSnapshot() {
  try {
    const cache = await snapshotCache();
    const hit = cache && await cache.match(await snapshotKey());
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

async function keepSnapshot(bytes) {
  try {
    const cache = await snapshotCache(120);
    if (cache) await cache.put(await snapshotKey(), new Response(bytes));
  } catch { /* storage denied or full: the next visit starts cold */ }
}

// ---------------------------------------------------------------- the games' packages
// Each game's package is its own zip (build/games/<id>.zip.gz): a page fetches the games it opens.
// The page says which game it is about to open as soon as it knows ({want: id}); a call that
// needs another one is answered by Python with "load_game" (ludoteca.app), and asked again
// once that package is here.
const gameZips = new Map();          // id → Promise of its bytes
const unpacked = new Set();
const wanted = new Set();
const GAME_ID = /^[a-z][a-z0-9_]{0,40}$/;

function fetchGame(id) {
  if (!gameZips.has(id)) {
    const bytes = unzipped(`${SITE}build/games/${id}.zip.gz`);
    bytes.catch(() => gameZips.delete(id));        // asked again next time (back online)
    gameZips.set(id, bytes);
  }
  return gameZips.get(id);
}

async function allGameIds() {
  const manifest = await precache;
  const files = manifest ? manifest.files : [];
  return files.map((file) => /^build\/games\/(\w+)\.zip\.gz$/.exec(file)).filter(Boolean).map((m) => m[1]);
}

// ---------------------------------------------------------------- what waits for the first board
// build/later.zip.gz holds the modules of ours that no first board imports (ludoteca/build.py,
// LATER: the bots' search, the tutor, the workshop's runner…). It is fetched once the page has
// made no call for a moment (SNAPSHOT_AFTER_QUIET_MS), and unpacked before the next call; a call that imports one of them sooner
// is answered by Python with "load_rest" (ludoteca.app), and asked again once it is here.
const LATER = `${SITE}build/later.zip.gz`;
let laterZip = null;                 // Promise of its bytes
let laterBytes = null;               // …once they are here
let laterUnpacked = false;

function fetchLater() {
  if (!laterZip) {
    const bytes = unzipped(LATER);
    laterZip = bytes;
    bytes.then((got) => { laterBytes = got; }, () => { if (laterZip === bytes) laterZip = null; });
  }
  return laterZip;
}

function unpackLater(bytes) {
  if (laterUnpacked) return;
  unpackStoredZip(pyodide.FS, bytes, HOME);
  laterUnpacked = true;
  // Python's import system keeps what it saw of each folder: it must look again (not with
  // importlib.invalidate_caches(), which imports importlib.metadata, not in the page's library).
  pyodide.runPython("import sys; sys.path_importer_cache.clear()");
}

// ---------------------------------------------------------------- start
const COLD_WARM_UP_SECONDS = 0.5;
let pyodide = null;
let bridge = null;
let warmedUp = false;

function unpackGame(id, bytes) {
  if (!unpacked.has(id)) {
    unpackStoredZip(pyodide.FS, bytes, HOME);
    unpacked.add(id);
  }
}

// A game's catalog in each language is a zip of its own (build/games/<id>-<lang>.zip.gz), and so
// is the site's own (build/ludoteca-<lang>.zip.gz: core's and the table's words): the worker
// fetches the page's language only. Python reads a catalog when it first needs it, and a
// missing one means English for good: so each is here before any call in that language (the
// "language" call waits for the site's and those of the games already here; a game opened
// later brings its own).
const SOURCE_LANGUAGE = "en";
const LANGUAGE = /^[a-z]{2}$/;
const SITE_PART = "ludoteca";
let language = SOURCE_LANGUAGE;
const catalogs = new Map();          // "<id>-<lang>" → Promise of its bytes

function fetchCatalog(id, lang) {
  const part = `${id}-${lang}`;
  if (!catalogs.has(part)) {
    const bytes = unzipped(`${SITE}build/${id === SITE_PART ? "" : "games/"}${part}.zip.gz`);
    bytes.catch(() => catalogs.delete(part));
    catalogs.set(part, bytes);
  }
  return catalogs.get(part);
}

async function installCatalog(id) {
  const part = `${id}-${language}`;
  if (language === SOURCE_LANGUAGE || unpacked.has(part)) return;
  unpackStoredZip(pyodide.FS, await fetchCatalog(id, language), HOME);
  unpacked.add(part);
}

async function useLanguage(payload) {
  let lang;
  try { ({ lang } = JSON.parse(payload)); } catch { return; }     // Python refuses it
  if (typeof lang !== "string" || !LANGUAGE.test(lang)) return;
  language = lang;
  for (const id of [SITE_PART, ...[...unpacked].filter((part) => GAME_ID.test(part))]) {
    try { await installCatalog(id); } catch { /* offline: that game answers in English */ }
  }
}

async function installGame(id) {
  const catalog = installCatalog(id).catch(() => {});   // alongside the game's own zip
  unpackGame(id, await fetchGame(id));
  await catalog;
  // A cold start's WebAssembly is not optimised yet: hidden games of the first game here, so
  // that the browser does it now, not during the player's first clicks and the first board's
  // layout. Only a speed-up: if it ever fails, the engine goes on all the same.
  if (!warmedUp) {
    warmedUp = true;
    tellProgress("warm");
    try { bridge.warm_up(COLD_WARM_UP_SECONDS); } catch (err) { console.warn("ludoteca: no warm-up", err); }
  }
}

async function start(snapshot) {
  const { loadPyodide } = await pyodideModule;
  ({ unpackStoredZip } = await storedZip);
  pyodide = await loadPyodide({
    indexURL: PYODIDE,
    lockFileContents: LOCK,
    // Only the standard modules a visit imports, compiled (ludoteca.build).
    stdLibURL: STDLIB,
    checkAPIVersion: true,
    ...(snapshot ? { _loadSnapshot: snapshot } : { _makeSnapshot: true }),
  });
  tellProgress("python");
  // The package's files: also after a snapshot (which holds Python's memory, not its files),
  // for the modules imported later and the translations read when needed.
  unpackStoredZip(pyodide.FS, await zip, HOME);
  bridge = pyodide.pyimport("ludoteca.bridge");
  warmedUp = Boolean(snapshot);
  // A repeat visit has it in the service worker's cache: no reason to wait for a first board.
  if (snapshot) fetchLater().catch(() => {});
  // A snapshot holds every game's modules: their files too, from this version's cache.
  const games = snapshot ? await allGameIds() : [...wanted];
  for (const id of games) {
    try { await installGame(id); } catch { /* said when a call needs it */ }
  }
  // Every game is in the snapshot, so that any later visit starts at once: their packages are
  // fetched first (after the first board, while the page is quiet), then one synchronous step.
  const makeSnapshot = snapshot ? null : async () => {
    const packages = [];
    for (const id of await allGameIds()) packages.push([id, await fetchGame(id)]);
    const lang = language;
    const inLanguage = [];
    if (lang !== SOURCE_LANGUAGE) {
      for (const [id] of packages) inLanguage.push([`${id}-${lang}`, await fetchCatalog(id, lang)]);
    }
    return () => {
      for (const [id, bytes] of packages) unpackGame(id, bytes);
      for (const [part, bytes] of inLanguage) unpackGame(part, bytes);
      bridge.prepare();
      return pyodide.makeMemorySnapshot();
    };
  };
  // A benchmark's page (?bench, passed on by python.js) also gets the calls only benchmarks make
  // (ludoteca.bench_api, in build/later.zip.gz: fetched first there, after every game's package,
  // so that a benchmark's call finds every game and its bots without a download on its clock).
  const bench = new URL(self.location.href).searchParams.has("bench");
  if (bench) {
    for (const id of await allGameIds()) await installGame(id);
    unpackLater(await fetchLater());
  }
  return { call: bridge.start(bench), makeSnapshot };
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
// One message at a time, in order (a call may wait for a game's package).
let queue = Promise.resolve();
const inOrder = (task) => { queue = queue.then(task).catch((err) => console.error("ludoteca:", err)); };

// The snapshot of a cold start, taken when the page has made no call for a while.
const SNAPSHOT_AFTER_QUIET_MS = 2500;
let snapshotMaker = null;
let quietTimer = null;
let lastCall = 0;

function snapshotWhenQuiet() {
  if (!snapshotMaker) return;
  clearTimeout(quietTimer);
  quietTimer = setTimeout(async () => {
    // The page is quiet (its board drawn, or its lobby): what comes after the first board, now.
    // Not after the first answer with a drawing: a friend's link draws before its board is
    // ready, and the bytes shared the link with what that board still needed (bench/network.py).
    fetchLater().catch(() => {});
    const asked = lastCall;
    let take = null;
    try { take = await snapshotMaker(); } catch { return snapshotWhenQuiet(); }  // offline: later
    if (lastCall !== asked) return snapshotWhenQuiet();       // the page was busy meanwhile
    snapshotMaker = null;
    inOrder(() => {
      let made = null;
      try { made = take(); } catch (err) { console.warn("ludoteca: no engine snapshot", err); }
      if (made) keepSnapshot(made);
    });
  }, SNAPSHOT_AFTER_QUIET_MS);
}

function callPython(name, payload) {
  try {
    return call(name, payload);
  } catch (err) {
    // No words here: the page says it in its language (python.js).
    return JSON.stringify({ ok: false, detail: String(err) });
  }
}

// The page's watchdog (python.js) counts only the time Python works on a call, not downloads:
// {running: id} before each step in Python, {waiting: id} before a game's package is fetched.
async function answer({ id, name, payload }) {
  lastCall += 1;
  clearTimeout(quietTimer);            // not quiet: a call (perhaps waiting for a download) is on
  for (const game of wanted) {
    try { await installGame(game); } catch { wanted.delete(game); }
  }
  if (laterBytes) unpackLater(laterBytes);
  if (name === "language") await useLanguage(payload);
  self.postMessage({ running: id });
  let text = callPython(name, payload);
  // A call may need a game's package, then what comes after the first board (or the other way).
  for (let tries = 0; tries < 2 && /"load_(game|rest)"/.test(text); tries += 1) {
    const { load_game: game, load_rest: rest } = JSON.parse(text);
    const fetching = game !== undefined
      ? (GAME_ID.test(game) && !unpacked.has(game) ? () => installGame(game) : null)
      : (rest !== undefined && !laterUnpacked ? async () => unpackLater(await fetchLater()) : null);
    if (!fetching) break;
    try {
      self.postMessage({ waiting: id });
      await fetching();
      self.postMessage({ running: id });
      text = callPython(name, payload);
    } catch { break; /* Python's answer says it could not be downloaded */ }
  }
  self.postMessage({ id, answer: text });
  snapshotWhenQuiet();
}

// The page's language as it starts the worker ({lang}): its catalogs (the site's, the wanted
// games') come with the boot's downloads, not after them with the first call, "language".
let pageLanguage = SOURCE_LANGUAGE;
function prefetchCatalogs(ids) {
  if (pageLanguage === SOURCE_LANGUAGE) return;
  for (const id of ids) fetchCatalog(id, pageLanguage).catch(() => {});
}

self.onmessage = ({ data }) => {
  if (data && typeof data.lang === "string") {
    if (LANGUAGE.test(data.lang)) { pageLanguage = data.lang; prefetchCatalogs([SITE_PART, ...wanted]); }
    return;
  }
  if (data && typeof data.want === "string") {
    // The page knows which game it is about to open: its package comes now, with the rest.
    if (GAME_ID.test(data.want)) {
      wanted.add(data.want);
      fetchGame(data.want).catch(() => {});
      prefetchCatalogs([data.want]);
    }
    return;
  }
  inOrder(async () => {
    await started;
    if (call) await answer(data);
  });
};

const started = boot().then(({ call: ready, makeSnapshot }) => {
  call = ready;
  snapshotMaker = makeSnapshot;
  self.postMessage({ boot: "ready" });
  snapshotWhenQuiet();
}, (err) => {
  self.postMessage({ boot: "failed", error: String(err && err.stack || err) });
});
