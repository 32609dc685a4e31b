// Ludoteca's browser shell. Generic: it knows no game rule. Its parts, one module each:
//   session.js      what the page shows (lobby, table, replay) and the snapshot on it: a store
//                   the table publishes to and the parts below subscribe to
//   i18n.js         the page's words in English, German or French; the language shown
//   python.js       the engine (Python in a web worker), calls to it, the boot progress
//   catalog.js      the games on offer and the one chosen in the lobby
//   lobby.js        game cards, seats, options, Start, quick links and the embed snippet
//     lobby-options.js  the chosen game's options, editors drawn by Python among them
//   your-bot.js     the player's bot from the workshop in a seat: every game it opens, watched
//   screen.js       the kind of screen and the language, told to the engine
//   later.js        the table's code (play.js), fetched after the lobby: how the lobby reaches it
//   play.js         the table's side, the parts below down to review.js (the build makes it a
//                   chunk of its own: the lobby is usable before it arrives)
//   table.js        the game on screen: shows and publishes each snapshot, calls that change it
//     board.js        the drawings (whole or patched), the view tabs, the hint's glow
//     views.js        which view (tab) is shown: the main drawing, a panel, the log on a phone
//     focus.js        the board's targets as keyboard buttons behind one Tab stop
//     bar.js          the prompt, the bar's buttons as a snapshot wants them, "More…"
//     log.js          the log; hearing.js what #announcer says; message.js the table's message
//     privacy.js      the privacy screen; score-screen.js the score screen
//     dialogs.js      the rules, Describe, the keys
//     taps.js         clicks, taps, long presses and keys on the board (to Python, or details)
//     commands.js     the bar's buttons and the table's keys that go to the engine, Rematch
//     automatic.js    the next bot or forced move
//     paint.js        work that reads the layout, done before the next paint
//   motion.js       each move animated on the board (what data-last and data-piece say changed)
//   links.js        the link to send to a friend, and opening links from the URL fragment
//   replay.js       stepping through a game
//   saved-games.js  saves after each move, resume, the lobby's list, import/export, two tabs
//   saves.js        the storage of saves (pure; unit-tested with node --test)
//   invite.js       a link's first screen (who invites you, the game, your seat) while the engine loads
//   names.js        the name of the person on this device, asked once for friends by link
//   review.js       the strong bot's review of a finished game, on the score screen
//   tutorial.js     a guided first game: its step box, Learn to play, ?tutorial=<game>
//   scores.js       solo high scores
//   offline.js      the service worker
//   early.js        the JSON files index.html fetched as the page started
//   dom.js          small helpers: elements, dialogs, the page's URL, copying a text
// They import each other without a cycle (tests/js/imports.test.mjs): the table never calls
// the parts that follow from what it shows; they subscribe to the session.
// This file only starts them in order: the page's words and the lobby (build/strings-<lang>.json
// and build/catalog-<lang>.json, both fetched early by index.html) at once; then the table's
// code and the engine; once Python is ready the table can open (a link, a reload, an embed or
// ?autostart).

import { $, EMBED, linkUrl, params } from "./dom.js";
import { initialLanguage, language, loadLanguage, switchLanguage } from "./i18n.js";
import { drawEditors, lobbyEngineReady, loadCatalog, requestFromParams, showCardPictures, startGame } from "./lobby.js";
import { decodeLink, showInvite } from "./invite.js";
import { loadTableCode, tableCode } from "./later.js";
import { registerServiceWorker } from "./offline.js";
import { call, callsInFlight, startEngine, wantGame, watchBoot, whenFailed, whenReady } from "./python.js";
import { renderSaves, restoreTab, tabGame } from "./saved-games.js";
import "./scores.js";
import { tellLanguage, tellScreen } from "./screen.js";
import { session } from "./session.js";
import { startTutorial } from "./tutorial.js";

// For tests and benchmarks: the snapshot on screen, whether a call is in flight, click
// timings, the engine's calls, the replay's opener (a review's marks, tested without a whole
// game) and two pure functions of the shell (the published site ships
// its modules bundled: a test cannot import them one by one).
// (The click timings and the replay's opener are the table's: there once its code is.)
window.ludotecaShell = {
  get snap() { return session().snap; }, get busy() { return callsInFlight() > 0; }, call, decodeLink, linkUrl,
};
tableCode().then(({ timings, openReplay }) => Object.assign(window.ludotecaShell, { timings, openReplay }));
// The table's code (play.js, a chunk of its own: later.js) comes after the lobby can be used;
// a page that opens a game by itself needs no lobby, so it asks for it at once.
const fetchTableCode = () => loadTableCode(() => import("./play.js"));

if (EMBED) document.body.classList.add("embed");

// The words first (small, fetched early by index.html): the lobby paints in its language, never English first.
await loadLanguage(initialLanguage());
$("language").value = language();
watchBoot();
// The game this page is about to open, if it says so: its package downloads with the engine.
// (A link names its game inside the link: invite.js tells it once the link is read.)
wantGame(params.get("tutorial") || EMBED || tabGame() || (params.has("autostart") ? params.get("game") : null));
// A page that opens a game by itself (html.opening: a link, ?autostart, a reload) paints no
// lobby first, so its engine starts now, not after the lobby.
if (document.documentElement.classList.contains("opening")) {
  startEngine();
  fetchTableCode();
}
await loadCatalog();
// sw.js sent here a visit to the workshop made offline before it was ever opened online.
if (params.get("offline") === "workshop") $("workshop-offline").hidden = false;
// A game link: its first screen at once, while the engine loads (decoded here, without Python).
showInvite();
// The lobby is painted; then the cards' pictures load and the engine's worker starts (both
// compete with the lobby's first paint on a small machine, so they wait until it can be used).
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
// (A page that opens a game shows them only when it shows the lobby: lobby.js.)
showCardPictures();
startEngine();
fetchTableCode();
whenReady(async () => {
  lobbyEngineReady();
  // A link first (it says what to show), then what this tab showed before a reload.
  try {
    const { openLinkFromHash } = await tableCode();
    if (!(await openLinkFromHash()) && !(await restoreTab())) {
      if (params.has("tutorial")) await startTutorial(params.get("tutorial"));
      else if (EMBED) await startGame(requestFromParams(EMBED));
      else if (params.has("autostart")) await startGame(requestFromParams(params.get("game")));
    }
  } finally {
    showLobbyAgain();                   // the game is open (or could not be): the lobby is there
    // Only now the service worker keeps the whole site for offline play: its downloads never
    // compete with the first board's.
    registerServiceWorker();
  }
  document.body.dataset.ready = "1";   // last: tests wait for this
});
whenFailed(showLobbyAgain);
function showLobbyAgain() {
  const opened = document.documentElement.classList.contains("opening");
  document.documentElement.classList.remove("opening");
  showCardPictures();
  if (opened) drawEditors();
}
// The lobby works while the engine loads: saved games are listed, a game can be chosen and
// started (it opens once the engine is ready).
tellScreen();
renderSaves();

// The language switch: remembered; the engine is told first (every later answer is in the new
// language), then the page's words, the lobby, the saves and the game on screen follow.
$("language").addEventListener("change", async () => {
  const wanted = $("language").value;
  tellLanguage(wanted);
  const shown = await switchLanguage(wanted);
  $("language").value = shown;
  if (shown !== wanted) tellLanguage(shown);     // its words could not be loaded: English all through
});
