// The bot workshop (workshop.html): the player writes a bot in Python, in the page, and plays
// it against ours. The page itself does no Python: workshop-python.js runs it in a PyScript
// worker, watched (a loop inside C code ends the worker: the bot is refused with a sentence, or
// that game is lost by timeout; Stop ends the worker at once, too). Checking a bot's file is one
// call, one game is one call. The editor is CodeMirror 6 (workshop-editor.js): PyScript's own
// editor runs its code in a worker that needs SharedArrayBuffer, which a static host cannot give
// without headers. The code is kept in localStorage, one entry per game
// (`ludoteca.workshop.<game>`, which the lobby's "your bot" seat reads); named versions are
// workshop-versions.js's, the guards against lost work and bad files workshop-traps.js's.

import { $, el } from "./dom.js";
import { makeEditor, translateEditor } from "./workshop-editor.js";
import { call, endWorker, ensureWorker, overrunText, watched } from "./workshop-python.js";
import { fetchJson } from "./early.js";
import { formatNumber, initialLanguage, language, loadLanguage, switchLanguage, t, tn } from "./i18n.js";
import { addVersionOptions, opponentFor, paintVersions, setupVersions, theirErrorText } from "./workshop-versions.js";
import { askStartOver, botFileText, markErrorLine, notTextSentence } from "./workshop-traps.js";

export const STORAGE_PREFIX = "ludoteca.workshop.";
const GAME_KEY = "ludoteca.workshop-game";
const PLAYERS = 2;              // the player's bot against one of ours
const MAX_CHARS = 16000;        // a bot's source, as the lobby's seat carries it (seats.py)

// ------------------------------------------------------------------ storage

function stored(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}
function store(key, value) {
  try { localStorage.setItem(key, value); return true; } catch { return false; }
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
  editor = makeEditor($("ws-editor"), () => { if (gameId) saveSoon(); });
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
    translateEditor(editor);
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
