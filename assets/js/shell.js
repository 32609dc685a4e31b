// Ludoteca's browser shell. Generic: it knows no game rule. It paints the lobby from
// build/catalog.json (written by Python at build time), shows what Python drew, forwards
// clicks on elements carrying data-click, paces bot moves, hides hands behind the privacy
// screen when Python says so, saves every game after each move (saves.js), hands out and
// opens game links (the URL fragment; Python encodes and decodes them), steps through
// replays, shows one game compactly when embedded (?embed=GAME), and registers the
// service worker (sw.js) that keeps the site playable offline.
// Python is reached through one function, window.ludotecaCall(name, json) -> json
// (see py/ludoteca/app.py), published by py/ludoteca/bridge.py.

import { compareRecords, copyId, deleteSave, getSave, listSaves, putSave, saveId, saveKey, setAside } from "./saves.js";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const BOT_DELAY_MS = Number(params.get("botDelay") ?? 700);
const EMBED = params.get("embed");       // a game id: that game alone, without the lobby
const TAB_KEY = "ludoteca.tab";          // sessionStorage: what this tab shows, for a reload
const BEST_KEY = (gameId) => `ludoteca.best.${gameId}`;   // solo high scores, best first
const BEST_KEPT = 10;

const shell = {
  catalog: null,
  gameId: null,
  ready: false,
  snap: null,
  saveId: null,     // the save the table writes to
  replay: null,     // {record, seats, at, returnTo}: stepping through a record
  botTimer: null,
  screen: null,     // "wide" | "phone": which drawing Python makes for this page's width
  tab: 0,           // on the table: which view is shown (0 = the main drawing, then panels, then the log)
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
  registerServiceWorker();
  if (shell.catalog) lobbyReady();
}

function lobbyReady() {
  tellScreen();
  updateStartButton();
  drawEditors();
  renderSaves();
  // A link first (it says what to show), then what this tab showed before a reload.
  if (!openLinkFromHash() && !restoreTab()) {
    if (EMBED) startGame(requestFromParams(EMBED));
    else if (params.has("autostart")) startGame(requestFromParams(params.get("game")));
  }
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

// ---------------------------------------------------------------- the space the board has
// The drawing, not the shell, decides how a board fits: the shell only says which kind of
// screen this is, and again whenever a rotation or resize changes it.
const PHONE_MAX_WIDTH = 700;
const screenKind = () => (document.documentElement.clientWidth <= PHONE_MAX_WIDTH ? "phone" : "wide");

function tellScreen() {
  const kind = screenKind();
  document.body.dataset.screen = kind;
  if (!shell.ready || kind === shell.screen) return;
  shell.screen = kind;
  const answer = call("screen", { screen: kind });
  if (answer.svg !== undefined && !$("table").hidden) {
    if (shell.replay) replayStep(shell.replay.at);
    else show(answer, { keepMessage: true });
  }
}
let resizeTimer = null;
window.addEventListener("resize", () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(tellScreen, 150); });
document.body.dataset.screen = screenKind();

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
    card.innerHTML = "<img alt=\"\" width=\"160\" height=\"110\"><strong></strong><span></span><small></small>";
    // A small picture of the board, drawn by the game at build time (no Python needed yet).
    if (game.thumb) card.querySelector("img").src = game.thumb;
    else card.querySelector("img").remove();
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
  $("embed-code").value = "";
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
    kind.append(new Option("Human", "human", false, i === 0), new Option("Bot", "bot", false, i !== 0),
      new Option("Friend, by link", "remote"));
    const name = document.createElement("input");
    name.name = `seat-name-${i}`;
    name.maxLength = 24;
    name.setAttribute("aria-label", `Seat ${i + 1} name`);
    name.value = i === 0 ? "You" : `Bot ${i}`;
    kind.addEventListener("change", () => {
      if (/^(You|Bot \d|Player \d|Friend \d)$/.test(name.value)) {
        name.value = { bot: `Bot ${i}`, remote: `Friend ${i}` }[kind.value] || (i === 0 ? "You" : `Player ${i + 1}`);
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
    shell.saveId = null;
    shell.conflict = null;
    $("conflict").hidden = true;
    shell.replay = null;
    show(call("new", request));
  } catch (err) {
    $("setup-error").textContent = err.message;
  }
}

// A game described by the URL, for quick links, benchmarks and embedding:
//   ?autostart=1&game=ID&seats=human,bot&seed=N&opt.KEY=V    or    ?embed=ID&seats=…&opt.KEY=V
function requestFromParams(gameId) {
  const game = gameDecl(gameId) || shell.catalog[0];
  const kinds = (params.get("seats") || ["human", ...Array(game.min_players - 1).fill("bot")].join(",")).split(",");
  const options = {};
  for (const [key, value] of params) {
    if (key.startsWith("opt.")) {
      const decl = game.options.find((o) => o.key === key.slice(4));
      options[key.slice(4)] = decl && decl.multiple ? value.split(",").filter(Boolean) : value;
    }
  }
  const request = {
    game: game.id, options,
    seats: kinds.map((kind, i) => ({
      kind,
      name: { bot: `Bot ${i}`, remote: `Friend ${i}` }[kind]
        || (kinds.filter((k) => k === "human").length === 1 ? "You" : `Player ${i + 1}`),
    })),
  };
  if (params.has("seed")) request.seed = Number(params.get("seed"));
  return request;
}

// The same game in an iframe: the lobby's seats and options as a ready snippet.
function embedSnippet() {
  const game = gameDecl();
  if (!game) return "";
  const url = new URL(location.pathname, location.origin);
  url.searchParams.set("embed", game.id);
  url.searchParams.set("seats", readSeats().map((s) => s.kind).join(","));
  for (const [key, value] of Object.entries(readOptions(game))) {
    const decl = game.options.find((o) => o.key === key);
    if (!decl.editor) url.searchParams.set(`opt.${key}`, Array.isArray(value) ? value.join(",") : value);
  }
  return `<iframe src="${url.href}" title="${game.name} — Ludoteca" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
}

// ---------------------------------------------------------------- saved games
const SAVE_PROBLEMS = {
  off: "This browser does not let the page save games: export the game to keep it.",
  full: "This browser's storage for this site is full, so your latest moves are not saved. "
    + "Export the game to keep it, or delete games you no longer need in the lobby. You can play on.",
};

function save(snap) {
  if (!shell.saveId) shell.saveId = saveId(snap.record, snap.seats);
  rememberTab({ mode: "game", id: shell.saveId });
  const mark = `${shell.saveId}:${snap.record.moves.length}`;
  if (shell.savedMark === mark || shell.conflict) return;   // nothing new, or waiting for the player
  const written = putSave(shell.saveId, snap.record, snap.seats, snap.over);
  if (written.ok) {
    shell.savedMark = mark;
    shell.unsavedWarned = null;
  } else if (written.why === "behind" || written.why === "diverged") {
    showConflict(written.why);
  } else if (shell.unsavedWarned !== written.why) {
    shell.unsavedWarned = written.why;          // said once, not after every move
    showMessage(SAVE_PROBLEMS[written.why]);
  }
}

// Two tabs (or windows) on one game: when the other one saves it, this one stops writing and
// asks which game to keep, instead of silently overwriting either.
window.addEventListener("storage", (event) => {
  if (!shell.saveId || shell.replay || $("table").hidden || event.key !== saveKey(shell.saveId)) return;
  const other = getSave(shell.saveId);
  if (!other || !shell.snap) return;
  const how = compareRecords(other.record, shell.snap.record);
  if (how !== "same" && how !== "ahead") showConflict(how);
});

function showConflict(how) {
  shell.conflict = how;
  $("conflict-text").textContent = how === "behind"
    ? "This game was played further in another tab or window. Your moves here are not saved until you choose."
    : "This game went another way in another tab or window. Your moves here are not saved until you choose.";
  $("conflict").hidden = false;
}
$("conflict-load").addEventListener("click", () => {
  $("conflict").hidden = true;
  shell.conflict = null;
  resumeSave(shell.saveId, "Here is the game as it was saved in the other tab.");
});
$("conflict-keep").addEventListener("click", () => {
  $("conflict").hidden = true;
  shell.conflict = null;
  shell.saveId = copyId(shell.saveId);          // both versions are kept, side by side
  shell.savedMark = null;
  save(shell.snap);
  showMessage("This game is now saved as a separate copy; the other tab's game is kept too.");
});

function rememberTab(what) {
  try { sessionStorage.setItem(TAB_KEY, JSON.stringify(what)); } catch (err) { /* storage off */ }
}

// After a reload, show what this tab showed: the same game at the same position, or the replay.
function restoreTab() {
  let what = null;
  try { what = JSON.parse(sessionStorage.getItem(TAB_KEY) || "null"); } catch (err) { what = null; }
  if (!what) return false;
  if (what.mode === "game" && getSave(what.id)) return resumeSave(what.id);
  if (what.mode === "replay" && what.record) {
    openReplay(what.record, what.seats, what.at, what.returnTo);
    return true;
  }
  return false;
}

// Load a saved game onto the table; an unreadable one is set aside with a message.
function resumeSave(id, message = null) {
  const entry = getSave(id);
  const name = entry && gameDecl(entry.record.game) ? gameDecl(entry.record.game).name : "saved";
  try {
    if (!entry) throw new Error("it is missing or damaged");
    const snap = call("load", { record: entry.record, seats: entry.seats });
    shell.saveId = id;
    shell.replay = null;
    shell.conflict = null;
    $("conflict").hidden = true;
    show(snap);
    if (message) showMessage(message);
    return true;
  } catch (err) {
    setAside(id);
    toLobby();
    renderSaves([`The ${name} game could not be read (${err.message}). It was set aside; your other games are untouched.`]);
    return false;
  }
}

function describeSave(entry) {
  const game = gameDecl(entry.record.game);
  const who = entry.seats.map((s) => s.name).join(", ");
  const when = entry.saved ? new Date(entry.saved).toLocaleString() : "";
  const moves = entry.record.moves.length;
  return `${game ? game.name : entry.record.game} — ${who} · ${moves} move${moves === 1 ? "" : "s"} · ${when}`;
}

function renderSaves(extraProblems = []) {
  const { saves, problems } = listSaves(Date.now(), (id) => (gameDecl(id) ? gameDecl(id).name : id));
  const box = $("saves");
  const notes = [...extraProblems, ...problems];
  $("saves-problems").replaceChildren(...notes.map((text) => Object.assign(document.createElement("li"), { textContent: text })));
  for (const [listId, entries] of [["saves-live", saves.filter((s) => !s.over)], ["saves-done", saves.filter((s) => s.over)]]) {
    const list = $(listId);
    list.replaceChildren();
    for (const entry of entries) {
      const item = document.createElement("li");
      item.dataset.save = entry.id;
      item.append(Object.assign(document.createElement("span"), { textContent: describeSave(entry) }));
      const actions = entry.over ? [] : [["Resume", () => resumeSave(entry.id)]];
      actions.push(["Replay", () => openReplay(entry.record, entry.seats, entry.over ? 0 : entry.record.moves.length, null)]);
      actions.push(["Export", () => exportRecord(entry.record, entry.seats)]);
      actions.push(["Delete", () => { if (confirm("Delete this saved game?")) { deleteSave(entry.id); renderSaves(); } }]);
      for (const [label, act] of actions) {
        const button = Object.assign(document.createElement("button"), { type: "button", textContent: label });
        button.dataset.action = label.toLowerCase();
        button.addEventListener("click", act);
        item.append(button);
      }
      list.append(item);
    }
    list.parentElement.hidden = entries.length === 0;
  }
  box.hidden = false;      // importing a game is always offered
}

// A record as a JSON file, and back.
function exportRecord(record, seats) {
  const text = JSON.stringify({ format: "ludoteca-game", record, seats }, null, 1);
  const link = Object.assign(document.createElement("a"), {
    href: URL.createObjectURL(new Blob([text], { type: "application/json" })),
    download: `ludoteca-${record.game}-${record.seed}-${record.moves.length}.json`,
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

async function importRecord(file) {
  $("saves-problems").replaceChildren();
  try {
    let data;
    try { data = JSON.parse(await file.text()); } catch (err) { throw new Error("the file is not a game record (it is not JSON)"); }
    if (!data || typeof data !== "object") throw new Error("the file holds no game record");
    const record = data.record ? data.record : data;
    const players = record && record.options && record.options.players;
    const seats = Array.isArray(data.seats) ? data.seats
      : Array.from({ length: Number(players) || 1 }, (_, i) => ({ kind: "human", name: `Player ${i + 1}` }));
    const snap = call("load", { record, seats });     // Python checks that it replays
    // Like a link: a save of this game that is further along, or went another way, is kept.
    const id = saveId(snap.record, snap.seats);
    const saved = getSave(id);
    const how = saved ? compareRecords(saved.record, snap.record) : "ahead";
    if (how === "behind") {
      resumeSave(id, `This device already has this game further along than ${file.name}: here it is where you left it.`);
      return;
    }
    shell.saveId = how === "diverged" ? copyId(id) : id;
    shell.replay = null;
    show(snap);
    if (how === "diverged") showMessage("Another version of this game is saved here; the imported one is kept beside it.");
  } catch (err) {
    renderSaves([`${file.name} could not be imported: ${err.message}`]);
  }
}
$("import-file").addEventListener("change", (event) => {
  const file = event.target.files[0];
  event.target.value = "";
  if (file) importRecord(file);
});

// ---------------------------------------------------------------- game links
const linkUrl = (code) => `${location.origin}${location.pathname}#${code}`;

// Open the game link in the URL fragment, if any. Returns whether there was one.
function openLinkFromHash() {
  let text = location.hash.slice(1);
  try { text = decodeURIComponent(text); } catch (err) { /* not percent-encoded: Python judges it as it is */ }
  if (!text) return false;
  history.replaceState(null, "", location.pathname + location.search);   // a reload resumes the save
  let opened;
  try {
    opened = call("open_link", { text });
  } catch (err) {
    showLinkProblem(err.message);
    return true;
  }
  $("link-problem").hidden = true;
  if (opened.replay) {
    openReplay(opened.record, opened.seats, opened.at, null);
    return true;
  }
  const id = saveId(opened.record, opened.seats);
  const saved = getSave(id);
  const how = saved ? compareRecords(saved.record, opened.record) : "ahead";
  if (how === "behind") {
    resumeSave(id, "This device already has this game further along: here it is where you left it.");
    return true;
  }
  shell.saveId = how === "diverged" ? copyId(id) : id;   // Python has already loaded the link's game
  shell.replay = null;
  show(opened.snapshot);
  if (how === "diverged") showMessage("This device holds another version of this game; the link's game is kept beside it.");
  return true;
}
window.addEventListener("hashchange", () => { if (shell.ready && shell.catalog && location.hash.length > 1) openLinkFromHash(); });

function showLinkProblem(message) {
  toLobby();
  $("link-problem-text").textContent = `This game link cannot be opened. ${message}`;
  $("link-problem").hidden = false;
  document.body.dataset.linkProblems = String(Number(document.body.dataset.linkProblems || 0) + 1);
}
$("link-fresh").addEventListener("click", () => {
  $("link-problem").hidden = true;
  $("setup").scrollIntoView();
});

// The links this table must send now: to the friend to act, or the final position to all.
function showLinks(snap) {
  const panel = $("link-panel");
  const links = snap.replay ? [] : snap.links;
  panel.hidden = links.length === 0;
  if (!links.length) return;
  const waiting = links.find((l) => l.turn);
  $("link-title").textContent = waiting
    ? `It is ${waiting.name}'s turn: send this link to ${waiting.name}.`
    : "The game is over: send the final position to your friends.";
  const rows = $("link-rows");
  rows.replaceChildren();
  for (const link of links) {
    const row = document.createElement("div");
    row.className = "link-row";
    const url = Object.assign(document.createElement("input"), { readOnly: true, value: linkUrl(link.code) });
    url.dataset.seat = String(link.seat);
    url.setAttribute("aria-label", `Link for ${link.name}`);
    url.addEventListener("focus", () => url.select());
    const copy = Object.assign(document.createElement("button"), { type: "button", textContent: `Copy link for ${link.name}` });
    copy.addEventListener("click", () => copyText(url, copy));
    row.append(url, copy);
    if (navigator.share) {
      const share = Object.assign(document.createElement("button"), { type: "button", textContent: "Share…" });
      share.addEventListener("click", () => navigator.share({ title: `${snap.game_name} — your turn`, url: url.value }).catch(() => {}));
      row.append(share);
    }
    rows.append(row);
  }
}

async function copyText(input, button) {
  const label = button.textContent;
  try {
    await navigator.clipboard.writeText(input.value);
    button.textContent = "Copied ✓";
  } catch (err) {
    // No clipboard permission (e.g. inside an iframe): select it for the player to copy.
    input.focus();
    input.select();
    button.textContent = document.execCommand && document.execCommand("copy") ? "Copied ✓" : "Selected: press Ctrl+C";
  }
  setTimeout(() => { button.textContent = label; }, 2500);
}

// ---------------------------------------------------------------- replay
function openReplay(record, seats, at, returnTo) {
  clearTimeout(shell.botTimer);
  try {
    const snap = call("replay", { record, seats, at });
    shell.replay = { record, seats, at: snap.replay.at, returnTo };
    rememberTab({ mode: "replay", record, seats, at: snap.replay.at, returnTo });
    show(snap);
  } catch (err) {
    shell.replay = null;
    toLobby();
    renderSaves([`This game cannot be replayed: ${err.message}`]);
  }
}

function replayStep(to) {
  const r = shell.replay;
  if (r) openReplay(r.record, r.seats, Math.max(0, Math.min(to, r.record.moves.length)), r.returnTo);
}

$("replay-first").addEventListener("click", () => replayStep(0));
$("replay-back").addEventListener("click", () => replayStep(shell.replay.at - 1));
$("replay-forward").addEventListener("click", () => replayStep(shell.replay.at + 1));
$("replay-last").addEventListener("click", () => replayStep(Infinity));
$("replay-close").addEventListener("click", () => {
  const back = shell.replay && shell.replay.returnTo;
  shell.replay = null;
  if (back && getSave(back)) resumeSave(back);
  else toLobby();
});
$("replay-link").addEventListener("click", () => {
  const r = shell.replay;
  const input = $("replay-url");
  input.value = linkUrl(call("replay_link", { record: r.record, seats: r.seats }).code);
  input.hidden = false;
  copyText(input, $("replay-link"));
});
$("open-replay").addEventListener("click", () => {
  const snap = shell.snap;
  openReplay(snap.record, snap.seats, snap.record.moves.length, shell.saveId);
});
$("export").addEventListener("click", () => shell.snap && exportRecord(shell.snap.record, shell.snap.seats));

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
function show(snap, { keepMessage = false } = {}) {
  const previous = shell.snap;
  shell.snap = snap;
  const replay = snap.replay || null;
  $("lobby").hidden = true;
  $("table").hidden = false;
  $("table-game").textContent = snap.game_name;
  $("prompt").textContent = replay ? `Replay: after move ${replay.at} of ${replay.total}`
    : snap.forced || snap.prompt;
  // A new move (or another game) brings the main drawing back: the next decision is there.
  const moved = !previous || previous.game !== snap.game || !previous.record || !snap.record
    || previous.record.moves.length !== snap.record.moves.length;
  drawBoard(snap, moved);
  // The bar keeps its size: these buttons keep their place and only show when they apply.
  $("cancel").classList.toggle("inactive", !snap.can_cancel);
  $("undo").classList.toggle("inactive", !snap.can_cancel);
  $("cancel").disabled = $("undo").disabled = !snap.can_cancel;
  $("show-result").classList.toggle("inactive", !snap.over);
  $("show-result").disabled = !snap.over;
  $("replay-bar").hidden = !replay;
  $("open-replay").hidden = Boolean(replay);
  $("export").hidden = Boolean(replay);
  if (replay) {
    $("replay-first").disabled = $("replay-back").disabled = replay.at === 0;
    $("replay-forward").disabled = $("replay-last").disabled = replay.at === replay.total;
    $("replay-position").textContent = `${replay.at} / ${replay.total}`;
    $("replay-url").hidden = true;
  }
  if (!keepMessage) showMessage(snap.message);
  renderLog(snap.log, snap.seats, snap.seat_colours || []);
  showPrivacy(snap);
  showLinks(snap);
  if (replay) {
    document.body.dataset.replayAt = String(replay.at);
    return;                    // a replay is only looked at: no save, no result dialog, no bot
  }
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

// Messages (a refused click, a note) float over the table, so nothing moves when one appears.
const MESSAGE_MS = 4000;
function showMessage(text) {
  const box = $("message");
  clearTimeout(shell.messageTimer);
  box.hidden = !text;
  box.textContent = text || "";
  if (text) shell.messageTimer = setTimeout(() => { box.hidden = true; }, MESSAGE_MS);
}
$("message").addEventListener("click", () => { $("message").hidden = true; });

// ---------------------------------------------------------------- the board and its views
// Python draws a main view and, on a phone, further views ("panels": others' areas, the
// display, a legend); the shell shows them as tabs, with the log as the last tab on a phone.
function drawBoard(snap, moved) {
  const panels = snap.panels || [];
  const phone = document.body.dataset.screen === "phone";
  const views = [snap.main_title || "Board", ...panels.map((p) => p.title)];
  if (phone) views.push("Log");
  if (moved || shell.tab >= views.length) shell.tab = 0;
  $("board").innerHTML = snap.svg;
  const extra = $("panels");
  extra.replaceChildren(...panels.map((panel, i) => {
    const box = Object.assign(document.createElement("div"), { className: "board-wrap panel", innerHTML: panel.svg });
    box.dataset.panel = String(i + 1);
    box.setAttribute("role", "tabpanel");
    return box;
  }));
  const tabs = $("board-tabs");
  tabs.hidden = views.length < 2;
  tabs.replaceChildren(...views.map((title, i) => {
    const tab = Object.assign(document.createElement("button"), { type: "button", textContent: title });
    tab.setAttribute("role", "tab");
    tab.setAttribute("aria-selected", String(i === shell.tab));
    tab.dataset.tab = String(i);
    tab.addEventListener("click", () => { shell.tab = i; showTab(); });
    return tab;
  }));
  showTab();
}

function showTab() {
  const phone = document.body.dataset.screen === "phone";
  const logTab = phone ? $("board-tabs").children.length - 1 : -1;
  $("board").hidden = shell.tab !== 0;
  for (const box of $("panels").children) box.hidden = Number(box.dataset.panel) !== shell.tab;
  document.body.classList.toggle("log-tab", shell.tab === logTab);
  for (const tab of $("board-tabs").children) tab.setAttribute("aria-selected", String(Number(tab.dataset.tab) === shell.tab));
}

function renderLog(entries, seats, colours) {
  const log = $("log");
  log.replaceChildren();
  entries.forEach((entry, i) => {
    const item = document.createElement("li");
    item.textContent = entry.text;
    if (entry.who !== null && entry.who !== undefined) {
      item.dataset.seat = String(entry.who);
      // The seat's colour on the board, so the log and the pieces agree.
      if (colours[entry.who]) item.style.setProperty("--seat", colours[entry.who]);
    }
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

// A forced move (the player's only choice, e.g. a pass) is announced, then made by itself.
const FORCED_DELAY_MS = Number(params.get("forcedDelay") ?? Math.max(1500, BOT_DELAY_MS * 2));

function scheduleBot(snap) {
  clearTimeout(shell.botTimer);
  if (snap.over || snap.privacy_for !== null) return;
  if (snap.forced) {
    shell.botTimer = setTimeout(() => {
      try { show(call("forced")); } catch (err) { showMessage(err.message); }
    }, FORCED_DELAY_MS);
    return;
  }
  if (snap.bot_to_act === null) return;
  shell.botTimer = setTimeout(() => {
    try { show(call("bot")); } catch (err) { showMessage(err.message); }
  }, BOT_DELAY_MS);
}

// A tap or click: on a legal target it plays; anywhere else it shows what was tapped (its
// details, written by Python) and, on a clickable element, why it cannot be played now.
// A long press shows the details of anything, legal targets included.
const LONG_PRESS_MS = 500;
let press = null;

function detailsOf(element) {
  const holder = element && element.closest("[data-info], g:has(> title)");
  if (!holder) return null;
  if (holder.dataset.info) return holder.dataset.info;
  const title = holder.querySelector(":scope > title");
  return title ? title.textContent : null;
}

function showDetails(text) {
  $("details-text").textContent = text;
  $("details").hidden = false;
}
$("details-close").addEventListener("click", () => { $("details").hidden = true; });

function onBoardClick(event) {
  if (press && press.shown && event.detail !== 0) { press = null; return; }   // the end of a long press
  if (!shell.snap) return;
  const legal = event.target.closest("[data-click].legal, [data-click].selected");
  if (legal && !shell.snap.replay) {
    $("details").hidden = true;
    sendClick(legal.dataset.click);
    return;
  }
  const text = detailsOf(event.target);
  if (text) showDetails(text);
  const target = event.target.closest("[data-click]");
  if (target && !shell.snap.replay) sendClick(target.dataset.click);   // Python says why not
}

function sendClick(token) {
  const started = performance.now();
  try {
    show(call("click", { token }));
  } catch (err) {
    showMessage(err.message);
  }
  shell.timings.push(performance.now() - started);
}

const boardArea = $("board-area");
boardArea.addEventListener("click", onBoardClick);
boardArea.addEventListener("pointerdown", (event) => {
  if (press) clearTimeout(press.timer);
  press = null;
  const text = detailsOf(event.target);
  if (!text) return;
  press = { x: event.clientX, y: event.clientY, shown: false,
    timer: setTimeout(() => { press.shown = true; showDetails(text); }, LONG_PRESS_MS) };
});
const endPress = (event) => {
  if (!press) return;
  clearTimeout(press.timer);
  if (event.type === "pointermove" && Math.hypot(event.clientX - press.x, event.clientY - press.y) < 10) return;
  if (!press.shown) press = null;
};
for (const type of ["pointerup", "pointercancel", "pointermove"]) boardArea.addEventListener(type, endPress);
boardArea.addEventListener("contextmenu", (event) => { if (detailsOf(event.target)) event.preventDefault(); });

$("more").addEventListener("click", () => {
  const open = document.body.classList.toggle("more-open");
  $("more").setAttribute("aria-expanded", String(open));
});
$("more-buttons").addEventListener("click", () => {
  document.body.classList.remove("more-open");
  $("more").setAttribute("aria-expanded", "false");
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
function rematch() {
  if ($("result").open) $("result").close();
  shell.saveId = null;           // a new game: a new save
  show(call("rematch"));
}
$("rematch").addEventListener("click", rematch);

function toLobby() {
  clearTimeout(shell.botTimer);
  if ($("result").open) $("result").close();
  shell.replay = null;
  try { sessionStorage.removeItem(TAB_KEY); } catch (err) { /* storage off */ }
  $("table").hidden = true;
  $("lobby").hidden = false;
  $("privacy").hidden = true;
  $("details").hidden = true;
  renderSaves();
}
// Embedded, there is no lobby to go back to: "New game" deals a fresh game at once.
$("to-lobby").addEventListener("click", () => (EMBED ? startGame(requestFromParams(EMBED)) : toLobby()));
$("result-lobby").addEventListener("click", () => (EMBED ? ($("result").close(), startGame(requestFromParams(EMBED))) : toLobby()));

function showRules() {
  const game = gameDecl(shell.snap && !$("table").hidden ? shell.snap.game : shell.gameId);
  $("rules-body").innerHTML = game ? game.rules_html : "";
  $("rules").showModal();
}
$("lobby-rules").addEventListener("click", showRules);
$("table-rules").addEventListener("click", showRules);
$("rules-close").addEventListener("click", () => $("rules").close());

document.addEventListener("keydown", (event) => {
  if ($("table").hidden || !shell.snap) return;
  if (shell.replay && ["ArrowLeft", "ArrowRight"].includes(event.key) && !event.target.closest("input, select, textarea")) {
    replayStep(shell.replay.at + (event.key === "ArrowLeft" ? -1 : 1));
  } else if (event.key === "Escape" && shell.snap.can_cancel) {
    show(call("cancel"));
  }
});

// ---------------------------------------------------------------- embed and offline
if (EMBED) {
  document.body.classList.add("embed");
  $("to-lobby").textContent = "New game";
}
$("embed-box").addEventListener("toggle", () => { $("embed-code").value = embedSnippet(); });
$("embed-copy").addEventListener("click", () => { $("embed-code").value = embedSnippet(); copyText($("embed-code"), $("embed-copy")); });

// The service worker keeps every file of this version for offline play. A new version waits
// until the player reloads (or closes every tab), so one page never mixes two versions.
// Registered once Python is up, so its downloads never slow the first start.
function registerServiceWorker() {
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

await loadCatalog();
if (window.ludotecaReady) onPythonReady();
else if (shell.ready) lobbyReady();
