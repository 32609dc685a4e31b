// The bot workshop (workshop.html): the player writes a bot in Python, in the page, and plays
// it against ours. The page itself does no Python: its worker does (workshop-python.js, with the
// watchdog that ends a bot looping in C code). This module holds the game chosen, the code kept,
// import and export, problems, and the tournament from start to report; its parts: the editor
// (workshop-editor.js), the results (workshop-results.js), the bot's log (workshop-log.js) and
// the viewer of a finished game (workshop-viewer.js) or of the game being played
// (workshop-live.js).
//
// The code is kept in localStorage, one entry per game (`ludoteca.workshop.<game>`, which the
// lobby's "your bot" seat reads); named versions are workshop-versions.js's, the guards against
// lost work and bad files workshop-traps.js's.

import { $, el } from "./dom.js";
import { fetchJson } from "./early.js";
import { formatNumber, initialLanguage, language, loadLanguage, switchLanguage, t, tn } from "./i18n.js";
import { makeEditor, markTraceLine, relabelEditor, setSource, source } from "./workshop-editor.js";
import { addGameLog, clearLog } from "./workshop-log.js";
import { call, endWorker, ensureWorker, playWatched, watched, overrunText } from "./workshop-python.js";
import { addGameRow, gameErrorText, levelName, showSummary } from "./workshop-results.js";
import { askStartOver, botFileText, notTextSentence } from "./workshop-traps.js";
import { addVersionOptions, opponentFor, paintVersions, setupVersions, theirErrorText } from "./workshop-versions.js";
import { closeViewer, watchGame } from "./workshop-viewer.js";
import { liveDone, liveFor, stopLive } from "./workshop-live.js";

export const STORAGE_PREFIX = "ludoteca.workshop.";
const GAME_KEY = "ludoteca.workshop-game";
const MAX_CHARS = 16000;        // a bot's source, as the lobby's seat carries it (seats.py)

// ------------------------------------------------------------------ storage

function stored(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}
function store(key, value) {
  try { localStorage.setItem(key, value); return true; } catch { return false; }
}

// ------------------------------------------------------------------ the game and its code

let gameId = null;
let catalog = [];
let saveTimer = 0;

function saveSoon() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => store(STORAGE_PREFIX + gameId, source()), 300);
}

async function showGame(id, { fresh = false } = {}) {
  clearTimeout(saveTimer);
  if (gameId) store(STORAGE_PREFIX + gameId, source());
  gameId = id;
  store(GAME_KEY, id);
  $("ws-game").value = id;
  $("ws-play").href = `./?game=${encodeURIComponent(id)}`;
  fillOpponents();
  fillPlayers();
  paintVersions("");
  const kept = fresh ? null : stored(STORAGE_PREFIX + id);
  if (kept !== null) { setSource(kept); return; }
  const loading = t("Loading the example bot…");
  const placeholder = `# ${loading}\n`;
  setSource(placeholder);
  const answer = await call("starter", { game: id });
  // Whatever the player imported or typed meanwhile is theirs: the example replaces only the
  // placeholder, in the game still chosen.
  if (gameId !== id || source() !== placeholder) return;
  if (answer.ok) {
    setSource(answer.source);
    store(STORAGE_PREFIX + id, answer.source);
  } else {
    showProblem(answer.error || t("The example bot could not be loaded."));
  }
}

function fillOpponents() {
  const select = $("ws-opponent");
  const game = catalog.find((g) => g.id === gameId);
  const before = select.value;
  select.replaceChildren();
  for (const level of (game && game.bot_levels) || []) {
    select.append(new Option(levelName(level), level, false, level === (before || "easy")));
  }
  addVersionOptions(select, gameId, before);
}

/** The player counts of the game chosen (the player's bot in one seat, ours in every other). */
function fillPlayers() {
  const select = $("ws-players");
  const game = catalog.find((g) => g.id === gameId);
  const before = Number(select.value) || 2;
  select.replaceChildren();
  // (at least two: a tournament needs one of ours)
  for (let n = Math.max(2, game ? game.min_players : 2); n <= (game ? game.max_players : 2); n++) {
    select.append(new Option(formatNumber(n), String(n), false, n === before));
  }
  fillSeats();
}

/** How many seats the player's bot holds: 1 to players − 1 (ours, or the version, the rest). */
function fillSeats() {
  const select = $("ws-seats");
  const players = Number($("ws-players").value) || 2;
  const before = Math.min(Number(select.value) || 1, players - 1);
  select.replaceChildren();
  for (let n = 1; n < players; n++) select.append(new Option(formatNumber(n), String(n), false, n === before));
  select.disabled = Boolean(running) || players < 3;
}

function paintGames() {
  const select = $("ws-game");
  select.replaceChildren(...catalog.map((g) => new Option(g.name, g.id, false, g.id === gameId)));
}

// ------------------------------------------------------------------ import / export

function exportFile() {
  const blob = new Blob([source()], { type: "text/x-python" });
  const a = el("a", { href: URL.createObjectURL(blob), download: `${gameId}_bot.py` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function importFile(file) {
  if (!file) return;
  const text = file.size > 4 * MAX_CHARS ? "x".repeat(MAX_CHARS + 1) : await botFileText(file);
  if (text === null) { showProblem(notTextSentence()); return; }
  if (text.length > MAX_CHARS) {
    showProblem(t("That file is too long for a bot: {n} characters at most.", { n: formatNumber(MAX_CHARS) }));
    return;
  }
  setSource(text);
  store(STORAGE_PREFIX + gameId, text);
  hideProblem();
}

// ------------------------------------------------------------------ problems

function showProblem(message, trace = "") {
  $("ws-problem").hidden = false;
  $("ws-problem-text").textContent = message;
  $("ws-problem-trace").textContent = trace;
  $("ws-problem-trace").hidden = !trace;
  markTraceLine(trace);
}
function hideProblem() { $("ws-problem").hidden = true; markTraceLine(""); }

// ------------------------------------------------------------------ the tournament

let running = null;       // {stopped, games: [...], opponent, seconds, n}

/** A finished game opened from its row or its log: the viewer is no longer live. */
function watchFinished(game, at) {
  stopLive();
  watchGame(game, at);
}

function settings() {
  const n = Math.max(1, Math.min(200, Math.round(Number($("ws-games").value)) || 10));
  const seconds = Math.max(0.1, Math.min(10, Number($("ws-seconds").value) || 1));
  $("ws-games").value = n;
  $("ws-seconds").value = seconds;
  return {
    n, seconds, opponent: $("ws-opponent").value, players: Number($("ws-players").value) || 2,
    held: Number($("ws-seats").value) || 1,
  };
}

async function runTournament() {
  if (running) return;
  try {
    await tournament();
  } catch (err) {
    // Python itself failed (it could not start, or its worker broke): said, and a new one next time
    endWorker();
    showProblem(t("Python stopped working here: {reason}", { reason: String((err && err.message) || err) }));
    progress("");
    if (running) finish(running);
  }
}

/** The bot's file loaded in the worker (its top level run, watched): true, or false with the
 * reason said (it failed, overran, or the player stopped). */
async function loaded(code, against, opponent, run, n) {
  progress(t("Checking your bot…"));
  const checked = await watched("check", { source: code, against }, run);
  if (checked === null || run.stopped) {
    progress(tn("Stopped after {done} of {n} game.", "Stopped after {done} of {n} games.", n, { done: 0, n }));
    return false;
  }
  if (!checked.ok) {
    const failure = checked.bot_error;
    if (checked.overrun) showProblem(overrunText(checked));
    else showProblem(failure ? theirErrorText(failure, opponent) || failure.message : checked.error, failure ? failure.traceback : "");
    progress(t("Your bot could not be loaded."));
    return false;
  }
  return true;
}

async function tournament() {
  const { n, seconds, opponent: chosen, players, held } = settings();
  const { opponent, against } = opponentFor(chosen, gameId) || { opponent: "easy" };
  hideProblem();
  const code = source();
  store(STORAGE_PREFIX + gameId, code);
  const run = { stopped: false, games: [], interrupt: null, started: performance.now() };
  running = run;
  setRunning(true);
  $("ws-game-list").replaceChildren();
  closeViewer();
  clearLog(watchFinished);
  $("ws-results").hidden = true;
  $("ws-report").hidden = true;
  $("ws-games-title").hidden = true;
  $("ws-progress").max = n;
  $("ws-progress").value = 0;
  if (!(await loaded(code, against, opponent, run, n))) {
    finish(run);
    return;
  }
  const base = { source: code, game: gameId, opponent, against, seconds, players, seats_held: held, first_seed: 1 };
  for (let i = 0; i < n && !run.stopped; i++) {
    progress(t("Game {i} of {n}…", { i: i + 1, n }));
    const answer = await playWatched({ ...base, index: i, ...liveFor(i, n) }, run);
    if (answer === null || run.stopped) break;
    if (!answer.ok) {
      showProblem(answer.bot_error ? answer.bot_error.message : answer.error,
        answer.bot_error ? answer.bot_error.traceback : "");
      break;
    }
    run.games.push(answer.game);
    $("ws-progress").value = i + 1;
    addGameRow(answer.game, watchFinished);
    addGameLog(answer.game, answer.log_limits);
    if (answer.game.error) showProblem(gameErrorText(answer.game), answer.game.error.traceback || "");
    await showSummary(run, base);
  }
  const done = run.games.length;
  progress(run.stopped
    ? tn("Stopped after {done} of {n} game.", "Stopped after {done} of {n} games.", n, { done, n })
    : tn("Done: {done} game.", "Done: {done} games.", done, { done }));
  finish(run);
}

function finish(run) {
  if (running === run) running = null;
  liveDone();
  setRunning(false);
}

function setRunning(on) {
  $("ws-run").disabled = on || !ready;
  $("ws-stop").disabled = !on;
  $("ws-game").disabled = on;
  $("ws-players").disabled = on;
  $("ws-seats").disabled = on || (Number($("ws-players").value) || 2) < 3;
}

function stop() {
  if (!running) return;
  running.stopped = true;
  if (running.interrupt) running.interrupt();
  progress(t("Stopping…"));
}

function progress(text) { $("ws-progress-text").textContent = text; }

// ------------------------------------------------------------------ start

let ready = false;

async function main() {
  await loadLanguage(initialLanguage());
  $("language").value = language();
  makeEditor(() => { if (gameId) saveSoon(); });
  catalog = (await fetchJson(`build/catalog-${language()}.json`)).games;
  const remembered = stored(GAME_KEY);
  gameId = null;
  const first = catalog.some((g) => g.id === remembered) ? remembered : catalog[0].id;
  paintGames();
  $("ws-game").addEventListener("change", () => showGame($("ws-game").value));
  $("ws-reset").addEventListener("click", () => askStartOver(() => showGame(gameId, { fresh: true })));
  setupVersions({ source, setSource, game: () => gameId, showProblem, hideProblem, refreshOpponents: fillOpponents },
    { maxChars: MAX_CHARS });
  $("ws-export").addEventListener("click", exportFile);
  $("ws-import").addEventListener("click", () => $("ws-import-file").click());
  $("ws-import-file").addEventListener("change", async (event) => {
    await importFile(event.target.files[0]);
    event.target.value = "";         // the same file again is a new import
  });
  $("ws-players").addEventListener("change", fillSeats);
  $("ws-run").addEventListener("click", runTournament);
  $("ws-stop").addEventListener("click", stop);
  $("language").addEventListener("change", async () => {
    await switchLanguage($("language").value);
    catalog = (await fetchJson(`build/catalog-${language()}.json`)).games;
    paintGames();
    fillOpponents();
    paintVersions();
    relabelEditor();
  });
  const booted = ensureWorker();
  // PyScript's worker reports no progress a page can read without SharedArrayBuffer: the bar
  // eases towards 90 % over the usual start-up time, and fills when Python is ready.
  const bootStart = performance.now();
  const bootBar = setInterval(() => {
    const share = 90 * (1 - Math.exp(-(performance.now() - bootStart) / 6000));
    $("ws-boot-bar").style.width = `${Math.max(5, share).toFixed(1)}%`;
  }, 250);
  const pending = showGame(first);
  try {
    await booted;
    await pending;
    ready = true;
    clearInterval(bootBar);
    $("ws-boot").hidden = true;
    setRunning(false);
    document.documentElement.dataset.workshop = "ready";
  } catch (err) {
    $("ws-boot-text").textContent = t("Python could not start here: {reason}", { reason: String(err && err.message || err) });
    clearInterval(bootBar);
    document.documentElement.dataset.workshop = "failed";
  }
  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register("sw.js").catch(() => { /* offline play only where allowed */ });
    // The workshop's own files are kept for offline use only by those who open it (sw.js).
    navigator.serviceWorker.ready.then((registration) => {
      if (registration.active) registration.active.postMessage("keepWorkshop");
    }, () => {});
  }
}

if (typeof document !== "undefined") main();
