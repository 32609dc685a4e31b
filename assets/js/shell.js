// Ludoteca's browser shell. Generic: it knows no game rule. Its parts, one module each:
//   python.js       the engine (Python in a web worker), calls to it, the boot progress
//   lobby.js        game cards, seats, options, Start, quick links and the embed snippet
//   table.js        the game on screen: board views, clicks and details, bots, score screen
//   saved-games.js  saves after each move, resume, the lobby's list, import/export, two tabs
//   saves.js        the storage of saves (pure; unit-tested with node --test)
//   links.js        the link to send to a friend, and opening links from the URL fragment
//   replay.js       stepping through a game
//   scores.js       solo high scores
//   offline.js      the service worker
// This file only starts them in order: the lobby paints from build/catalog.json at once;
// once Python is ready the table can open (a link, a reload, an embed or ?autostart).

import { $, EMBED, params } from "./dom.js";
import { lobbyEngineReady, loadCatalog, requestFromParams, startGame } from "./lobby.js";
import { openLinkFromHash } from "./links.js";
import { registerServiceWorker } from "./offline.js";
import { call, callsInFlight, startEngine, watchBoot, whenReady } from "./python.js";
import { renderSaves, restoreTab } from "./saved-games.js";
import { currentSnap, tellScreen, timings } from "./table.js";

// For tests and benchmarks: the snapshot on screen, whether a call is in flight, click
// timings, and the engine's calls.
window.ludotecaShell = { get snap() { return currentSnap(); }, get busy() { return callsInFlight() > 0; }, timings, call };

if (EMBED) {
  document.body.classList.add("embed");
  $("to-lobby").textContent = "New game";
}

watchBoot();
await loadCatalog();
// The lobby is painted; then the engine's worker starts (compiling Pyodide competes with the
// lobby's first paint on a small machine, so it waits until the lobby can be used).
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
startEngine();
whenReady(async () => {
  registerServiceWorker();
  lobbyEngineReady();
  // A link first (it says what to show), then what this tab showed before a reload.
  if (!(await openLinkFromHash()) && !(await restoreTab())) {
    if (EMBED) await startGame(requestFromParams(EMBED));
    else if (params.has("autostart")) await startGame(requestFromParams(params.get("game")));
  }
  document.body.dataset.ready = "1";   // last: tests wait for this
});
// The lobby works while the engine loads: saved games are listed, a game can be chosen and
// started (it opens once the engine is ready).
tellScreen();
renderSaves();
