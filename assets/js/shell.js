// Ludoteca's browser shell. Generic: it knows no game rule. It paints the lobby from
// build/catalog.json (written by Python at build time), shows what Python drew, forwards
// clicks on elements carrying data-click, paces bot moves, hides hands behind the privacy
// screen when Python says so, and keeps the game record in localStorage.
// Python is reached through one function, window.ludotecaCall(name, json) -> json
// (see py/ludoteca/app.py), published by py/ludoteca/bridge.py.

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const BOT_DELAY_MS = Number(params.get("botDelay") ?? 700);
const SAVE_KEY = "ludoteca.current";
const BEST_KEY = (gameId) => `ludoteca.best.${gameId}`;   // solo high scores, best first
const BEST_KEPT = 10;

const shell = {
  catalog: null,
  gameId: null,
  ready: false,
  snap: null,
  botTimer: null,
  timings: [],   // click → board updated, ms (read by bench/click_latency.py)
};
window.ludotecaShell = shell;

// ---------------------------------------------------------------- boot progress
const BOOT_STEPS = [
  // [resource name fragment, progress %, text shown once it has arrived]
  ["core.js", 15, "Starting PyScript…"],
  ["pyodide.asm.wasm", 60, "Python downloaded; starting it…"],
  ["python_stdlib.zip", 75, "Python's standard library loaded…"],
  ["ludoteca.zip", 90, "Loading the game rules…"],
];
let bootPercent = 5;
function bootProgress(percent, text) {
  if (percent < bootPercent) return;
  bootPercent = percent;
  $("boot-bar").style.width = `${percent}%`;
  $("boot-text").textContent = text;
}
if ("PerformanceObserver" in window) {
  const seen = (entries) => {
    for (const entry of entries) {
      for (const [fragment, percent, text] of BOOT_STEPS) {
        if (entry.name.includes(fragment)) bootProgress(percent, text);
      }
    }
  };
  seen(performance.getEntriesByType("resource"));
  new PerformanceObserver((list) => seen(list.getEntries())).observe({ type: "resource", buffered: true });
}
bootProgress(10, "Downloading Python (about 13 MB, once)…");

// The lobby is usable once both the catalog and Python are there, in either order.
function onPythonReady() {
  if (shell.ready) return;
  shell.ready = true;
  bootProgress(100, "Ready.");
  $("boot").classList.add("done");
  $("engine-state").textContent = "ready";
  if (shell.catalog) lobbyReady();
}

function lobbyReady() {
  updateStartButton();
  drawEditors();
  showResume();
  autostart();
  document.body.dataset.ready = "1";   // last: tests wait for this
}
window.addEventListener("ludoteca:ready", onPythonReady);
window.addEventListener("error", (event) => {
  if (!shell.ready) $("boot-text").textContent = `Python could not start: ${event.message}`;
});

// ---------------------------------------------------------------- calling Python
function call(name, payload = {}) {
  const answer = JSON.parse(window.ludotecaCall(name, JSON.stringify(payload)));
  if (!answer.ok) throw new Error(answer.error);
  return answer;
}

// ---------------------------------------------------------------- lobby
async function loadCatalog() {
  try {
    const response = await fetch("build/catalog.json", { cache: "no-cache" });
    shell.catalog = (await response.json()).games;
  } catch (err) {
    $("boot-text").textContent = "The game list is missing: run the build (see README).";
    return;
  }
  const list = $("games");
  list.replaceChildren();
  for (const game of shell.catalog) {
    const card = document.createElement("button");
    card.type = "button";
    card.className = "game-card";
    card.setAttribute("role", "listitem");
    card.dataset.game = game.id;
    const players = game.min_players === game.max_players
      ? `${game.min_players} players` : `${game.min_players}–${game.max_players} players`;
    card.innerHTML = "<strong></strong><span></span><small></small>";
    card.querySelector("strong").textContent = game.name;
    card.querySelector("span").textContent = game.tagline;
    card.querySelector("small").textContent = players;
    card.addEventListener("click", () => chooseGame(game.id));
    list.append(card);
  }
  chooseGame(params.get("game") || shell.catalog[0].id);
}

function gameDecl(id = shell.gameId) {
  return shell.catalog.find((g) => g.id === id);
}

function chooseGame(id) {
  const game = gameDecl(id);
  if (!game) return;
  shell.gameId = id;
  for (const card of document.querySelectorAll(".game-card")) {
    card.classList.toggle("chosen", card.dataset.game === id);
  }
  $("setup").hidden = false;
  $("setup-title").textContent = game.name;
  $("setup-tagline").textContent = game.tagline;
  renderSeats(game, game.min_players);
  renderOptions(game);
  showBest($("best"), id, null);
  updateStartButton();
}

function renderSeats(game, count) {
  const box = $("seats");
  box.replaceChildren(Object.assign(document.createElement("legend"), { textContent: "Seats" }));
  if (game.min_players !== game.max_players) {
    const label = document.createElement("label");
    label.textContent = "Players ";
    const select = document.createElement("select");
    select.id = "player-count";
    for (let n = game.min_players; n <= game.max_players; n++) {
      select.append(new Option(String(n), String(n), false, n === count));
    }
    select.addEventListener("change", () => renderSeats(game, Number(select.value)));
    label.append(select);
    box.append(label);
  }
  for (let i = 0; i < count; i++) {
    const row = document.createElement("div");
    row.className = "seat";
    const kind = document.createElement("select");
    kind.name = `seat-kind-${i}`;
    kind.setAttribute("aria-label", `Seat ${i + 1} player kind`);
    kind.append(new Option("Human", "human", false, i === 0), new Option("Bot", "bot", false, i !== 0));
    const name = document.createElement("input");
    name.name = `seat-name-${i}`;
    name.maxLength = 24;
    name.setAttribute("aria-label", `Seat ${i + 1} name`);
    name.value = i === 0 ? "You" : `Bot ${i}`;
    kind.addEventListener("change", () => {
      if (/^(You|Bot \d|Player \d)$/.test(name.value)) {
        name.value = kind.value === "bot" ? `Bot ${i}` : (i === 0 ? "You" : `Player ${i + 1}`);
      }
    });
    row.append(Object.assign(document.createElement("span"), { textContent: `Seat ${i + 1}` }), kind, name);
    box.append(row);
  }
}

function renderOptions(game) {
  const box = $("options");
  box.replaceChildren(Object.assign(document.createElement("legend"), { textContent: "Options" }));
  for (const opt of game.options) {
    const wrap = document.createElement("div");
    wrap.className = "option";
    wrap.dataset.key = opt.key;
    const title = Object.assign(document.createElement("span"), { className: "option-label", textContent: opt.label });
    wrap.append(title);
    if (opt.editor) {
      // An editor drawn by Python (e.g. a stone layout); its value lives in a hidden input.
      const value = Object.assign(document.createElement("input"), { type: "hidden", name: `opt-${opt.key}`, value: opt.default });
      const drawing = Object.assign(document.createElement("div"), { className: "option-editor" });
      drawing.dataset.key = opt.key;
      drawing.textContent = "The editor opens once Python is ready.";
      const problems = Object.assign(document.createElement("ul"), { className: "error option-problems" });
      drawing.addEventListener("click", (event) => {
        const target = event.target.closest("[data-click]");
        if (target) drawEditor(game, opt, value.value, target.dataset.click);
      });
      wrap.append(value, drawing, problems);
    } else if (opt.multiple) {
      for (const choice of opt.choices) {
        const label = document.createElement("label");
        const box2 = Object.assign(document.createElement("input"), { type: "checkbox", name: `opt-${opt.key}`, value: choice.value });
        box2.checked = opt.default.includes(choice.value);
        label.append(box2, ` ${choice.label}`);
        wrap.append(label);
      }
    } else {
      const select = document.createElement("select");
      select.name = `opt-${opt.key}`;
      select.setAttribute("aria-label", opt.label);
      for (const choice of opt.choices) select.append(new Option(choice.label, choice.value, false, choice.value === opt.default));
      select.addEventListener("change", () => applyShownWhen(game));
      wrap.append(select);
    }
    if (opt.help) wrap.append(Object.assign(document.createElement("small"), { textContent: opt.help }));
    box.append(wrap);
  }
  box.hidden = game.options.length === 0;
  applyShownWhen(game);
  drawEditors();
}

function drawEditor(game, opt, value, token = null) {
  if (!shell.ready) return;
  const wrap = document.querySelector(`.option[data-key="${opt.key}"]`);
  try {
    const answer = call("option_editor", { game: game.id, key: opt.key, value, token });
    wrap.querySelector(`input[name="opt-${opt.key}"]`).value = answer.value;
    wrap.querySelector(".option-editor").innerHTML = answer.svg;
    const list = wrap.querySelector(".option-problems");
    list.replaceChildren(...answer.problems.map((text) => Object.assign(document.createElement("li"), { textContent: text })));
  } catch (err) {
    wrap.querySelector(".option-problems").textContent = err.message;
  }
}

function drawEditors() {
  const game = shell.gameId && gameDecl();
  if (!game) return;
  for (const opt of game.options) {
    if (opt.editor) drawEditor(game, opt, document.querySelector(`input[name="opt-${opt.key}"]`).value);
  }
}

function readOptions(game) {
  const options = {};
  for (const opt of game.options) {
    if (opt.free) {
      options[opt.key] = document.querySelector(`input[name="opt-${opt.key}"]`).value;
    } else if (opt.multiple) {
      options[opt.key] = [...document.querySelectorAll(`input[name="opt-${opt.key}"]:checked`)].map((b) => b.value);
    } else {
      options[opt.key] = document.querySelector(`select[name="opt-${opt.key}"]`).value;
    }
  }
  return options;
}

function applyShownWhen(game) {
  const values = readOptions(game);
  for (const opt of game.options) {
    const shown = Object.entries(opt.shown_when || {}).every(([key, allowed]) => allowed.includes(values[key]));
    document.querySelector(`.option[data-key="${opt.key}"]`).hidden = !shown;
  }
}

function readSeats() {
  return [...document.querySelectorAll("#seats .seat")].map((row, i) => ({
    kind: row.querySelector("select").value,
    name: row.querySelector("input").value.trim() || `Player ${i + 1}`,
  }));
}

function updateStartButton() {
  const button = $("start");
  button.disabled = !(shell.ready && shell.gameId);
  button.textContent = shell.ready ? "Start" : "Waiting for Python…";
}

$("setup").addEventListener("submit", (event) => {
  event.preventDefault();
  startGame({ game: shell.gameId, options: readOptions(gameDecl()), seats: readSeats() });
});

function startGame(request) {
  try {
    $("setup-error").textContent = "";
    show(call("new", request));
  } catch (err) {
    $("setup-error").textContent = err.message;
  }
}

// URL shortcut used by benchmarks and quick links: ?autostart=1&game=ID&seats=human,bot&seed=N&opt.KEY=V
function autostart() {
  if (!params.has("autostart") || !shell.catalog) return;
  const game = gameDecl(params.get("game") || shell.catalog[0].id);
  if (!game) return;
  const kinds = (params.get("seats") || "human,bot").split(",");
  const options = {};
  for (const [key, value] of params) {
    if (key.startsWith("opt.")) {
      const decl = game.options.find((o) => o.key === key.slice(4));
      options[key.slice(4)] = decl && decl.multiple ? value.split(",").filter(Boolean) : value;
    }
  }
  const request = {
    game: game.id, options,
    seats: kinds.map((kind, i) => ({ kind, name: kind === "bot" ? `Bot ${i}` : `Player ${i + 1}` })),
  };
  if (params.has("seed")) request.seed = Number(params.get("seed"));
  startGame(request);
}

// ---------------------------------------------------------------- saved game
function save(snap) {
  try {
    if (snap.over) localStorage.removeItem(SAVE_KEY);
    else localStorage.setItem(SAVE_KEY, JSON.stringify({ record: snap.record, seats: snap.seats, saved: Date.now() }));
  } catch (err) { /* storage full or disabled: the game goes on, unsaved */ }
}

function showResume() {
  const box = $("resume");
  let saved = null;
  try { saved = JSON.parse(localStorage.getItem(SAVE_KEY) || "null"); } catch (err) { saved = { broken: true }; }
  if (!saved) { box.hidden = true; return; }
  box.hidden = false;
  box.replaceChildren();
  const game = saved.record && gameDecl(saved.record.game);
  const text = document.createElement("span");
  text.textContent = game ? `A ${game.name} game is in progress (${saved.record.moves.length} moves).` : "A saved game is in progress.";
  const resume = Object.assign(document.createElement("button"), { type: "button", textContent: "Resume", id: "resume-button" });
  resume.addEventListener("click", () => {
    try {
      show(call("load", { record: saved.record, seats: saved.seats }));
    } catch (err) {
      // Never destroy it: set the unreadable save aside under another key.
      localStorage.setItem(`ludoteca.unreadable.${Date.now()}`, localStorage.getItem(SAVE_KEY));
      localStorage.removeItem(SAVE_KEY);
      text.textContent = `The saved game could not be read (${err.message}). It was set aside.`;
      resume.remove();
    }
  });
  box.append(text, resume);
}

// ---------------------------------------------------------------- solo high scores
// One finished game, however often it is redrawn or reloaded.
const finishedKey = (snap) => `${snap.record.seed}:${snap.record.moves.length}`;

// A game played with a single seat is played for a high score: the best ones stay here.
function readBest(gameId) {
  try {
    const list = JSON.parse(localStorage.getItem(BEST_KEY(gameId)) || "[]");
    return Array.isArray(list) ? list.filter((e) => e && Number.isFinite(e.score)) : [];
  } catch (err) { return []; }   // unreadable: shown as empty, left in place
}

function keepBestScore(snap, key) {
  const list = readBest(snap.game);
  if (list.some((entry) => entry.key === key)) return;   // the same finished game, reloaded
  list.push({ key, score: snap.result.scores[0], name: snap.seats[0].name, date: new Date().toISOString().slice(0, 10) });
  list.sort((a, b) => b.score - a.score);
  try { localStorage.setItem(BEST_KEY(snap.game), JSON.stringify(list.slice(0, BEST_KEPT))); } catch (err) { /* storage off */ }
}

function showBest(box, gameId, currentKey) {
  const list = readBest(gameId);
  box.hidden = list.length === 0;
  if (!list.length) return;
  const title = Object.assign(document.createElement("h3"), { textContent: "Best solo scores in this browser" });
  const items = document.createElement("ol");
  for (const entry of list) {
    const item = document.createElement("li");
    item.textContent = `${entry.score} points — ${entry.name}, ${entry.date}`;
    if (entry.key === currentKey) item.classList.add("latest");
    items.append(item);
  }
  box.replaceChildren(title, items);
}

// ---------------------------------------------------------------- table
function show(snap) {
  shell.snap = snap;
  $("lobby").hidden = true;
  $("table").hidden = false;
  $("table-game").textContent = snap.game_name;
  $("prompt").textContent = snap.prompt;
  $("board").innerHTML = snap.svg;
  $("cancel").hidden = !snap.can_cancel;
  $("undo").hidden = !snap.can_cancel;
  $("show-result").hidden = !snap.over;
  showMessage(snap.message);
  renderLog(snap.log, snap.seats);
  showPrivacy(snap);
  save(snap);
  const resultKey = finishedKey(snap);
  if (snap.over && shell.resultShownFor !== resultKey) {
    shell.resultShownFor = resultKey;   // open the result once, not on every redraw
    if (snap.seats.length === 1) keepBestScore(snap, resultKey);
    showResult(snap);
  }
  scheduleBot(snap);
  document.body.dataset.moves = String(snap.record.moves.length);
}

function showMessage(text) {
  const box = $("message");
  box.hidden = !text;
  box.textContent = text || "";
}

function renderLog(entries, seats) {
  const log = $("log");
  log.replaceChildren();
  entries.forEach((entry, i) => {
    const item = document.createElement("li");
    item.textContent = entry.text;
    if (entry.who !== null && entry.who !== undefined) item.dataset.seat = String(entry.who);
    if (i === entries.length - 1) item.classList.add("latest");
    log.append(item);
  });
  log.scrollTop = log.scrollHeight;
}

function showPrivacy(snap) {
  const hidden = snap.privacy_for === null || snap.privacy_for === undefined;
  $("privacy").hidden = hidden;
  if (!hidden) {
    const name = snap.seats[snap.privacy_for].name;
    $("privacy-name").textContent = name;
    $("privacy-name-2").textContent = name;
    $("privacy-ok").focus();
  }
}

function scheduleBot(snap) {
  clearTimeout(shell.botTimer);
  if (snap.over || snap.bot_to_act === null || snap.privacy_for !== null) return;
  shell.botTimer = setTimeout(() => {
    try { show(call("bot")); } catch (err) { showMessage(err.message); }
  }, BOT_DELAY_MS);
}

$("board").addEventListener("click", (event) => {
  const target = event.target.closest("[data-click]");
  if (!target || !shell.snap) return;
  const started = performance.now();
  try {
    show(call("click", { token: target.dataset.click }));
  } catch (err) {
    showMessage(err.message);
  }
  shell.timings.push(performance.now() - started);
});

$("cancel").addEventListener("click", () => show(call("cancel")));
$("undo").addEventListener("click", () => show(call("undo")));
$("privacy-ok").addEventListener("click", () => show(call("privacy_ok")));

function showResult(snap) {
  const result = snap.result;
  $("result-summary").textContent = result.summary;
  const scores = $("result-scores");
  scores.replaceChildren();
  const order = snap.seats.map((seat, i) => i).sort((a, b) => result.ranks[a] - result.ranks[b]);
  for (const i of order) {
    const block = document.createElement("section");
    block.className = "score-block";
    const head = document.createElement("h3");
    head.textContent = `${result.ranks[i]}. ${snap.seats[i].name} — ${result.scores[i]} points`;
    const lines = document.createElement("table");
    for (const line of result.breakdown[i]) {
      const row = lines.insertRow();
      row.insertCell().textContent = line.label;
      row.insertCell().textContent = String(line.points);
    }
    if (!result.breakdown[i].length) lines.insertRow().insertCell().textContent = "nothing scored";
    block.append(head, lines);
    scores.append(block);
  }
  const grid = document.createElement("table");
  const head = grid.createTHead().insertRow();
  for (const col of result.table.columns) head.append(Object.assign(document.createElement("th"), { textContent: col }));
  const body = grid.createTBody();
  for (const cells of result.table.rows) {
    const row = body.insertRow();
    for (const cell of cells) row.insertCell().textContent = cell;
  }
  $("result-table").replaceChildren(grid);
  showBest($("result-best"), snap.game, snap.seats.length === 1 ? finishedKey(snap) : null);
  if (!$("result").open) $("result").showModal();
}

$("show-result").addEventListener("click", () => shell.snap && showResult(shell.snap));
$("result-close").addEventListener("click", () => $("result").close());
$("rematch").addEventListener("click", () => { $("result").close(); show(call("rematch")); });

function toLobby() {
  clearTimeout(shell.botTimer);
  if ($("result").open) $("result").close();
  $("table").hidden = true;
  $("lobby").hidden = false;
  $("privacy").hidden = true;
  showResume();
}
$("to-lobby").addEventListener("click", toLobby);
$("result-lobby").addEventListener("click", toLobby);

function showRules() {
  const game = gameDecl(shell.snap && !$("table").hidden ? shell.snap.game : shell.gameId);
  $("rules-body").innerHTML = game ? game.rules_html : "";
  $("rules").showModal();
}
$("lobby-rules").addEventListener("click", showRules);
$("table-rules").addEventListener("click", showRules);
$("rules-close").addEventListener("click", () => $("rules").close());

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && shell.snap && shell.snap.can_cancel && !$("table").hidden) show(call("cancel"));
});

await loadCatalog();
if (window.ludotecaReady) onPythonReady();
else if (shell.ready) lobbyReady();
