// Offline play: the service worker (sw.js) keeps every file of this version. A new version
// waits until the player reloads (or closes every tab), so one page never mixes two versions.

import { $ } from "./dom.js";

/** Registered once the first board is up (or the lobby, with the engine ready), so that its
 * downloads never compete with the first board's. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  // updateViaCache "none": a new build/precache.js (a new version) is seen on the next visit.
  navigator.serviceWorker.register("sw.js", { updateViaCache: "none" }).then((registration) => {
    const offer = () => { if (registration.waiting && navigator.serviceWorker.controller) $("update").hidden = false; };
    offer();
    registration.addEventListener("updatefound", () => {
      registration.installing.addEventListener("statechange", offer);
    });
  }).catch(() => { /* blocked (e.g. some iframes, private modes): the site still works online */ });
}

if ("serviceWorker" in navigator) {
  $("update-now").addEventListener("click", async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration || !registration.waiting) return location.reload();
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
    registration.waiting.postMessage("skipWaiting");
  });
}
