// Ludoteca's service worker: the whole site, one version at a time, for offline play.
// build/precache.js (written by `python -m ludoteca.build`) sets
//   self.LUDOTECA_PRECACHE = {version, files}
// where version is a hash of every file listed. A new build changes that script, so the
// browser installs a new worker; it fills a new cache, waits until no page runs the old
// version (or the player asks to reload), then deletes the old caches. A page is thus served
// by one version from start to end: never old and new files mixed.
// The engine's worker (assets/js/engine-worker.js) keeps its memory snapshot in the same
// cache: it goes with its version.
importScripts("build/precache.js");

const { version, files } = self.LUDOTECA_PRECACHE;
const CACHE = `ludoteca-${version}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all([
    // "no-cache": checked with the server, never an older version from the HTTP cache; a file
    // this visit already downloaded (the engine, the first game) is not downloaded again.
    cache.addAll(files.map((file) => new Request(file, { cache: "no-cache" }))),
    // The engine's worker reads the version from it (its memory snapshot is kept in this
    // cache): this worker's own copy, so both always agree.
    cache.put("build/precache.js", new Response(
      `self.LUDOTECA_PRECACHE = ${JSON.stringify(self.LUDOTECA_PRECACHE)};\n`,
      { headers: { "Content-Type": "text/javascript" } })),
  ])));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("ludoteca-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();   // the first visit's page is served offline from now on
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skipWaiting") self.skipWaiting();   // the player chose to reload now
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The query (?game=…, ?embed=…) never changes a file; a page address is index.html.
    const hit = await cache.match(request, { ignoreSearch: true })
      || (request.mode === "navigate" ? await cache.match("index.html") : undefined);
    return hit || fetch(request);
  })());
});
