// The bot workshop (workshop.html): the player writes a bot in Python, in the page, and plays
// it against ours. The page itself does no Python: a PyScript worker (PyWorker, configured by
// pyscript.toml; sync_main_only, so no SharedArrayBuffer and no special headers) installs our
// wheel with micropip and runs assets/py/workshop_worker.py, whose functions the page awaits
// (JSON text in and out). Checking a bot's file is one call, one game is one call; the worker
// posts a heartbeat before the file's top level runs and before every move, and a watchdog ends
// and restarts the worker when a step runs past its time limit by more than a grace period (a
// loop inside C code, which the trace that keeps the limit in Python cannot stop): the bot is
// refused with a sentence, or that game is lost by timeout. Stop ends the worker at once, too.
//
// The editor is CodeMirror 6 (npm, pinned; bundled by the build into build/workshop.js):
// PyScript's own editor runs its code in a worker that needs SharedArrayBuffer, which a static
// host cannot give without headers. The code is kept in localStorage, one entry per game
// (`ludoteca.workshop.<game>`, which the lobby's "your bot" seat reads).

import { EditorView, basicSetup } from "codemirror";
import { python } from "@codemirror/lang-python";
import { Compartment, EditorState } from "@codemirror/state";
import { $, el } from "./dom.js";
import { fetchJson } from "./early.js";
import { formatNumber, initialLanguage, language, loadLanguage, switchLanguage, t, tn } from "./i18n.js";
import { addVersionOptions, opponentFor, paintVersions, setupVersions, theirErrorText } from "./workshop-versions.js";
import { askStartOver, botFileText, markErrorLine, notTextSentence } from "./workshop-traps.js";

export const STORAGE_PREFIX = "ludoteca.workshop.";
const GAME_KEY = "ludoteca.workshop-game";
const PLAYERS = 2;              // the player's bot against one of ours
const GRACE_MS = 2000;          // beyond the time limit, before the watchdog ends the worker
const BEAT_MS = 30000;          // the longest one of our bots may think on a move (a slow phone)
const MAX_CHARS = 16000;        // a bot's source, as the lobby's seat carries it (seats.py)

const here = (path) => new URL(path, document.baseURI).href;

// ------------------------------------------------------------------ storage

function stored(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}
function store(key, value) {
  try { localStorage.setItem(key, value); return true; } catch { return false; }
}

// ------------------------------------------------------------------ the worker

let worker = null;        // {py: the PyWorker, ready: Promise, onBeat}
let booted = null;        // the first boot's promise (progress shown for it only)

/** A new PyScript worker; `ready` resolves once our package is installed and its functions exported. */
function startWorker() {
  const state = { py: null, onBeat: null };
  state.ready = (async () => {
    const { PyWorker } = await import(here("node_modules/@pyscript/core/dist/core.js"));
    // PyWorker resolves the config's relative addresses against the config's address; the
    // interpreter is named here as well, fully qualified (a worker's blob URL has no base).
    const py = await PyWorker(here("assets/py/workshop_worker.py"), {
      type: "pyodide",
      config: here("pyscript.toml"),
      version: here("node_modules/pyodide/pyodide.mjs"),
    });
    // Awaited, PyWorker has run the worker's script: its functions are exported.
    py.addEventListener("message", (event) => {
      if (typeof event.data === "string" && event.data.startsWith("workshop:") && state.onBeat) {
        state.onBeat(event.data.slice("workshop:".length));
      }
    });
    state.py = py;
    return state;
  })();
  return state;
}

function ensureWorker() {
  if (!worker) worker = startWorker();
  return worker.ready;
}

function endWorker() {
  if (worker && worker.py) worker.py.terminate();
  worker = null;
}

/** Call `name` in the worker with `payload`; the answer's JSON (`ok` false: `error` or `bot_error`). */
async function call(name, payload) {
  const w = await ensureWorker();
  return JSON.parse(await w.py.sync[name](JSON.stringify({ lang: language(), ...payload })));
}

// ------------------------------------------------------------------ editor

let editor = null;
let gameId = null;
let catalog = [];
let saveTimer = 0;

function source() { return editor.state.doc.toString(); }

function setSource(text) {
  editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
}

function saveSoon() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => store(STORAGE_PREFIX + gameId, source()), 300);
}

const editorName = new Compartment();   // the editor's accessible name, in the page's language
const named = () => EditorView.contentAttributes.of({ "aria-label": t("Your bot's code (Python)") });

// CodeMirror's own words (its search and go-to-line panels, folding, what it announces), in
// the page's language: each of its English phrases (the key, as CodeMirror asks for it) → ours.
// "$" is CodeMirror's slot for a number. (Each t() call is written out: the catalog's extractor
// finds only literal calls.)
const editorPhrases = new Compartment();
const phrases = () => EditorState.phrases.of({
  "Find": t("Find"),
  "Replace": t("Replace"),
  "next": t("next"),
  "previous": t("previous"),
  "all": t("all"),
  "match case": t("match case"),
  "regexp": t("regexp"),
  "by word": t("by word"),
  "replace": t("replace"),
  "replace all": t("replace all"),
  "close": t("close"),
  "current match": t("current match"),
  "on line": t("on line"),
  "replaced match on line $": t("replaced match on line $"),
  "replaced $ matches": t("replaced $ matches"),
  "Go to line": t("Go to line"),
  "go": t("go"),
  "Fold line": t("Fold line"),
  "Unfold line": t("Unfold line"),
  "Folded lines": t("Folded lines"),
  "Unfolded lines": t("Unfolded lines"),
  "to": t("to"),
  "folded code": t("folded code"),
  "unfold": t("unfold"),
  "Selection deleted": t("Selection deleted"),
  "Control character": t("Control character"),
  "Completions": t("Completions"),
  "Diagnostics": t("Diagnostics"),
  "No diagnostics": t("No diagnostics"),
});

function makeEditor() {
  editor = new EditorView({
    parent: $("ws-editor"),
    doc: "",
    extensions: [
      basicSetup,
      python(),
      EditorView.lineWrapping,       // no scrolling region inside the page: it grows with the code
      EditorView.updateListener.of((update) => { if (update.docChanged && gameId) saveSoon(); }),
      editorName.of(named()),
      editorPhrases.of(phrases()),
    ],
  });
}

async function showGame(id, { fresh = false } = {}) {
  clearTimeout(saveTimer);
  if (gameId && editor) store(STORAGE_PREFIX + gameId, source());
  gameId = id;
  store(GAME_KEY, id);
  $("ws-game").value = id;
  $("ws-play").href = `./?game=${encodeURIComponent(id)}`;
  fillOpponents();
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

function levelName(value) {
  return { easy: t("Easy"), normal: t("Normal"), strong: t("Strong") }[value] || value;
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
  markErrorLine(editor, trace);
}
function hideProblem() { $("ws-problem").hidden = true; markErrorLine(editor, ""); }

// ------------------------------------------------------------------ the tournament

let running = null;       // {stopped, games: [...], opponent, seconds, n}

function settings() {
  const n = Math.max(1, Math.min(200, Math.round(Number($("ws-games").value)) || 10));
  const seconds = Math.max(0.1, Math.min(10, Number($("ws-seconds").value) || 1));
  $("ws-games").value = n;
  $("ws-seconds").value = seconds;
  return { n, seconds, opponent: $("ws-opponent").value };
}

/** A call that runs the player's code (`check`: its file's top level; `play`: one game),
 * watched: the worker's answer, or {overrun, seconds} when a step ran past its limit and the
 * grace period (a loop inside C code: the worker is ended and the next call starts a new one),
 * or null when the player stopped (the worker is ended at once). The worker's heartbeats say
 * what runs: "load:<seconds>" the file's top level, "you" the player's bot's move, anything
 * else one of our bots' steps (BEAT_MS). */
async function watched(name, payload, run) {
  let timer = 0;
  let give = null;
  let phase = { step: "them", seconds: 0 };
  const overrun = new Promise((resolve) => { give = resolve; });
  const arm = (beat = "beat") => {
    clearTimeout(timer);
    if (beat.startsWith("load:")) phase = { step: "load", seconds: Number(beat.slice(5)) || 5 };
    else if (beat === "you") phase = { step: "you", seconds: payload.seconds };
    else phase = { step: "them", seconds: BEAT_MS / 1000 };
    const limit = phase.step === "them" ? BEAT_MS : phase.seconds * 1000 + GRACE_MS;
    timer = setTimeout(() => give({ overrun: phase.step, seconds: phase.seconds }), limit);
  };
  run.interrupt = () => give("stopped");
  // (Stopped while a new worker starts: nothing of the player's runs yet, the worker is kept)
  const w = await Promise.race([ensureWorker(), overrun]);
  if (w === "stopped") { run.interrupt = null; return null; }
  w.onBeat = arm;
  arm();
  const answer = w.py.sync[name](JSON.stringify({ lang: language(), ...payload })).then((text) => JSON.parse(text));
  const first = await Promise.race([answer, overrun]);
  clearTimeout(timer);
  w.onBeat = null;
  run.interrupt = null;
  if (first === "stopped") { endWorker(); return null; }
  if (first.overrun) endWorker();
  return first;
}

/** The sentence for a step that overran (see watched). */
function overrunText({ overrun, seconds }) {
  return overrun === "load"
    ? t("Your bot's file did not finish loading within {seconds} s and was stopped (a loop Python could not interrupt).",
      { seconds: formatNumber(seconds) })
    : t("Your bot did not answer within {seconds} s and was stopped (a loop Python could not interrupt). It loses this game.",
      { seconds: formatNumber(seconds) });
}

/** One game, watched: the worker's answer, or a game lost by timeout if a step overran, or null
 * when the player stopped. */
async function playWatched(payload, run) {
  const first = await watched("play", payload, run);
  if (first === null || !first.overrun) return first;
  return {
    ok: true,
    game: {
      index: payload.index, seat: payload.index % PLAYERS, seed: payload.first_seed + payload.index,
      record: null, seats: null, finished: false, stopped: false, moves: null,
      error: { kind: "timeout", move: null, traceback: "", message: overrunText(first) },
      think: { you: first.overrun === "you" ? [payload.seconds] : [], them: [] }, scores: null, ranks: null, share: 0,
    },
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

// eslint-disable-next-line complexity -- one tournament from start to report (checks, watchdog, Stop, results); goes when workshop.js is split (issue 37)
async function tournament() {
  const { n, seconds, opponent: chosen } = settings();
  const { opponent, against } = opponentFor(chosen, gameId) || { opponent: "easy" };
  hideProblem();
  const code = source();
  store(STORAGE_PREFIX + gameId, code);
  const run = { stopped: false, games: [], interrupt: null, started: performance.now() };
  running = run;
  setRunning(true);
  $("ws-game-list").replaceChildren();
  $("ws-results").hidden = true;
  $("ws-report").hidden = true;
  $("ws-games-title").hidden = true;
  $("ws-progress").max = n;
  $("ws-progress").value = 0;
  progress(t("Checking your bot…"));
  const checked = await watched("check", { source: code, against }, run);
  if (checked === null || run.stopped) {
    progress(tn("Stopped after {done} of {n} game.", "Stopped after {done} of {n} games.", n, { done: 0, n }));
    finish(run);
    return;
  }
  if (!checked.ok) {
    finish(run);
    const failure = checked.bot_error;
    if (checked.overrun) showProblem(overrunText(checked));
    else showProblem(failure ? theirErrorText(failure, opponent) || failure.message : checked.error, failure ? failure.traceback : "");
    progress(t("Your bot could not be loaded."));
    return;
  }
  const base = { source: code, game: gameId, opponent, against, seconds, players: PLAYERS, first_seed: 1 };
  for (let i = 0; i < n && !run.stopped; i++) {
    progress(t("Game {i} of {n}…", { i: i + 1, n }));
    const answer = await playWatched({ ...base, index: i }, run);
    if (answer === null || run.stopped) break;
    if (!answer.ok) {
      showProblem(answer.bot_error ? answer.bot_error.message : answer.error,
        answer.bot_error ? answer.bot_error.traceback : "");
      break;
    }
    run.games.push(answer.game);
    $("ws-progress").value = i + 1;
    addGameRow(answer.game);
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
  setRunning(false);
}

function setRunning(on) {
  $("ws-run").disabled = on || !ready;
  $("ws-stop").disabled = !on;
  $("ws-game").disabled = on;
}

function stop() {
  if (!running) return;
  running.stopped = true;
  if (running.interrupt) running.interrupt();
  progress(t("Stopping…"));
}

function progress(text) { $("ws-progress-text").textContent = text; }

async function showSummary(run, base) {
  // (the records stay here: the statistics need none of them)
  const games = run.games.map((g) => ({ ...g, record: null }));
  const answer = await call("summary", { games, game: base.game, opponent: base.opponent, players: PLAYERS,
    seconds: (performance.now() - run.started) / 1000 });
  if (!answer.ok) return;
  const { stats } = answer.summary;
  const body = $("ws-results").querySelector("tbody");
  body.replaceChildren(
    resultRow(t("Your bot"), stats.you),
    resultRow(base.against ? t("Version “{name}”", { name: base.opponent }) : t("Our bot ({level})", { level: levelName(base.opponent) }), stats.them),
  );
  $("ws-results").hidden = false;
  $("ws-report").textContent = answer.summary.report;
  $("ws-report").hidden = false;
}

const percent = (x) => (x === null || x === undefined ? "–" : `${formatNumber(Math.round(x * 1000) / 10)} %`);
const ms = (x) => (x === null || x === undefined ? "–" : `${formatNumber(Math.round(x))} ms`);

function resultRow(name, side) {
  const share = side.win_share === null ? "–" : `${percent(side.win_share)} (${percent(side.low)}–${percent(side.high)})`;
  const score = side.mean_score === null ? "–" : formatNumber(Math.round(side.mean_score * 10) / 10);
  const think = side.think.moves
    ? tn("mean {mean}, p95 {p95} ({moves} move)", "mean {mean}, p95 {p95} ({moves} moves)", side.think.moves,
      { mean: ms(side.think.mean_ms), p95: ms(side.think.p95_ms), moves: formatNumber(side.think.moves) })
    : "–";
  const row = el("tr");
  row.append(el("th", { scope: "row", textContent: name }), el("td", { textContent: share }),
    el("td", { textContent: score }), el("td", { textContent: think }));
  return row;
}

function gameErrorText(game) {
  const { move, message } = game.error;
  if (game.error.side === "them") return theirErrorText(game.error, game.against, game.index);
  return move
    ? t("Game {i}: your bot lost at move {move}. {message}", { i: game.index + 1, move, message })
    : t("Game {i}: your bot lost. {message}", { i: game.index + 1, message });
}

function addGameRow(game) {
  $("ws-games-title").hidden = false;
  const item = el("li");
  let text;
  if (game.error) text = gameErrorText(game);
  else if (game.share === null) text = t("Game {i}: not counted.", { i: game.index + 1 });
  else {
    const args = {
      i: game.index + 1, seat: game.seat + 1,
      you: formatNumber(game.scores[game.seat]),
      them: game.scores.filter((_, q) => q !== game.seat).map(formatNumber).join(", "),
    };
    if (game.share === 1) text = t("Game {i} (seat {seat}): your bot won, {you} to {them}.", args);
    else if (game.share > 0) text = t("Game {i} (seat {seat}): your bot shared the win, {you} to {them}.", args);
    else text = t("Game {i} (seat {seat}): your bot lost, {you} to {them}.", args);
  }
  item.append(el("span", { textContent: text }));
  if (game.record) {
    const link = el("a", { textContent: t("Open in replay"), href: "./" });
    link.setAttribute("aria-label", t("Open in replay (game {i})", { i: game.index + 1 }));
    item.append(" ", link);
    call("replay_code", { record: game.record, seats: game.seats }).then((answer) => {
      if (answer.ok) link.href = `./#${answer.code}`;
    });
  }
  $("ws-game-list").append(item);
}

// ------------------------------------------------------------------ start

let ready = false;

async function main() {
  await loadLanguage(initialLanguage());
  $("language").value = language();
  makeEditor();
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
  $("ws-run").addEventListener("click", runTournament);
  $("ws-stop").addEventListener("click", stop);
  $("language").addEventListener("change", async () => {
    await switchLanguage($("language").value);
    catalog = (await fetchJson(`build/catalog-${language()}.json`)).games;
    paintGames();
    fillOpponents();
    paintVersions();
    editor.dispatch({ effects: [editorName.reconfigure(named()), editorPhrases.reconfigure(phrases())] });
  });
  booted = ensureWorker();
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
