// Ludoteca's service worker: the whole site, one version at a time, for offline play.
// build/precache.js (written by `python -m ludoteca.build`) sets
//   self.LUDOTECA_PRECACHE = {version, files, workshop}
// where version is a hash of every file listed. `files` (what the game page loads) are kept at
// the first visit; `workshop` (the bot workshop's PyScript, wheel, editor) only once the
// workshop asks ("keepWorkshop"), and then by every later version too: someone who only plays
// never downloads them. A new build changes that script, so the
// browser installs a new worker; it fills a new cache, waits until no page runs the old
// version (or the player asks to reload), then deletes the old caches. A page is thus served
// by one version from start to end: never old and new files mixed.
// The engine's worker (assets/js/engine-worker.js) keeps its memory snapshot in the same
// cache: it goes with its version.
importScripts("build/precache.js");

const { version, files, workshop = [] } = self.LUDOTECA_PRECACHE;
const CACHE = `ludoteca-${version}`;
// "no-cache": checked with the server, never an older version from the HTTP cache; a file
// this visit already downloaded (the engine, the first game) is not downloaded again.
const fresh = (list) => list.map((file) => new Request(file, { cache: "no-cache" }));

/** Whether an older version kept the workshop (then this one keeps it too). */
async function workshopKept() {
  for (const name of await caches.keys()) {
    if (name.startsWith("ludoteca-") && name !== CACHE && await (await caches.open(name)).match("workshop.html")) return true;
  }
  return false;
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then(async (cache) => Promise.all([
    cache.addAll(fresh(await workshopKept() ? files.concat(workshop) : files)),
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
  if (event.data === "keepWorkshop") {                     // the workshop was opened: keep it for offline use
    event.waitUntil(caches.open(CACHE).then(async (cache) => {
      const missing = [];
      for (const file of workshop) if (!await cache.match(file)) missing.push(file);
      await cache.addAll(fresh(missing));
    }));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    // The workshop not kept yet (never opened online): from the network, and offline the lobby
    // saying why (never the game page with no word).
    if (request.mode === "navigate" && new URL(request.url).pathname.endsWith("/workshop.html")) {
      try {
        return await fetch(request);
      } catch {
        return Response.redirect(new URL("./?offline=workshop", self.registration.scope).href, 302);
      }
    }
    // The query (?game=…, ?embed=…) never changes a file; a page address is index.html.
    const hit = request.mode === "navigate" ? await cache.match("index.html") : undefined;
    return hit || fetch(request);
  })());
});
