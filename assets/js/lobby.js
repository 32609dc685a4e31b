// The lobby: the game cards (from build/catalog.json, written by Python at build time, so
// the lobby paints before Python is up), seats, options (an option's editor is drawn by
// Python), Start, quick links (?autostart, ?embed) and the embed snippet. Owns the catalog
// and which game is chosen.

import { $, el, params } from "./dom.js";
import { call, isReady } from "./python.js";
import { startedNewGame } from "./saved-games.js";
import { showBest } from "./scores.js";
import { copyText } from "./links.js";
import { newTable, present } from "./table.js";

let catalog = null;
let chosenId = null;

export const catalogLoaded = () => catalog !== null;
export const chosenGameId = () => chosenId;

/** Python is up: Start works, option editors can be drawn. */
export function lobbyEngineReady() {
  updateStartButton();
}

export async function loadCatalog() {
  try {
    const response = await fetch("build/catalog.json");     // preloaded by index.html
    catalog = (await response.json()).games;
  } catch (err) {
    $("boot-text").textContent = "The game list is missing: run the build (see README).";
    return;
  }
  const list = $("games");
  list.replaceChildren();
  for (const game of catalog) {
    const card = el("button");
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
  chooseGame(params.get("game") || catalog[0].id);
}

export function gameDecl(id = chosenId) {
  return catalog.find((g) => g.id === id);
}

function chooseGame(id) {
  const game = gameDecl(id);
  if (!game) return;
  chosenId = id;
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
  box.replaceChildren(el("legend", { textContent: "Seats" }));
  if (game.min_players !== game.max_players) {
    const label = el("label");
    label.textContent = "Players ";
    const select = el("select");
    select.id = "player-count";
    for (let n = game.min_players; n <= game.max_players; n++) {
      select.append(new Option(String(n), String(n), false, n === count));
    }
    select.addEventListener("change", () => renderSeats(game, Number(select.value)));
    label.append(select);
    box.append(label);
  }
  for (let i = 0; i < count; i++) {
    const row = el("div");
    row.className = "seat";
    const kind = el("select");
    kind.name = `seat-kind-${i}`;
    kind.setAttribute("aria-label", `Seat ${i + 1} player kind`);
    kind.append(new Option("Human", "human", false, i === 0), new Option("Bot", "bot", false, i !== 0),
      new Option("Friend, by link", "remote"));
    const name = el("input");
    name.name = `seat-name-${i}`;
    name.maxLength = 24;
    name.setAttribute("aria-label", `Seat ${i + 1} name`);
    name.value = i === 0 ? "You" : `Bot ${i}`;
    // A bot's level: the game's own list (weakest first), its default chosen.
    const level = el("select");
    level.name = `seat-level-${i}`;
    level.className = "seat-level";
    level.setAttribute("aria-label", `Seat ${i + 1} bot level`);
    for (const value of game.bot_levels || []) {
      level.append(new Option(LEVEL_NAMES[value] || value, value, false, value === game.default_bot_level));
    }
    const showLevel = () => { level.hidden = kind.value !== "bot" || !level.options.length; };
    kind.addEventListener("change", () => {
      if (/^(You|Bot \d|Player \d|Friend \d)$/.test(name.value)) {
        name.value = { bot: `Bot ${i}`, remote: `Friend ${i}` }[kind.value] || (i === 0 ? "You" : `Player ${i + 1}`);
      }
      showLevel();
    });
    showLevel();
    row.append(el("span", { textContent: `Seat ${i + 1}` }), kind, level, name);
    box.append(row);
  }
}

function renderOptions(game) {
  const box = $("options");
  box.replaceChildren(el("legend", { textContent: "Options" }));
  for (const opt of game.options) {
    const wrap = el("div");
    wrap.className = "option";
    wrap.dataset.key = opt.key;
    const title = el("span", { className: "option-label", textContent: opt.label });
    wrap.append(title);
    if (opt.editor) {
      // An editor drawn by Python (e.g. a stone layout); its value lives in a hidden input.
      const value = el("input", { type: "hidden", name: `opt-${opt.key}`, value: opt.default });
      const drawing = el("div", { className: "option-editor" });
      drawing.dataset.key = opt.key;
      drawing.textContent = "The editor opens once the games are loaded.";
      const problems = el("ul", { className: "error option-problems" });
      drawing.addEventListener("click", (event) => {
        const target = event.target.closest("[data-click]");
        if (target) drawEditor(game, opt, value.value, target.dataset.click);
      });
      wrap.append(value, drawing, problems);
    } else if (opt.multiple) {
      for (const choice of opt.choices) {
        const label = el("label");
        const box2 = el("input", { type: "checkbox", name: `opt-${opt.key}`, value: choice.value });
        box2.checked = opt.default.includes(choice.value);
        label.append(box2, ` ${choice.label}`);
        wrap.append(label);
      }
    } else {
      const select = el("select");
      select.name = `opt-${opt.key}`;
      select.setAttribute("aria-label", opt.label);
      for (const choice of opt.choices) select.append(new Option(choice.label, choice.value, false, choice.value === opt.default));
      select.addEventListener("change", () => applyShownWhen(game));
      wrap.append(select);
    }
    if (opt.help) wrap.append(el("small", { textContent: opt.help }));
    box.append(wrap);
  }
  box.hidden = game.options.length === 0;
  applyShownWhen(game);
  drawEditors();
}

async function drawEditor(game, opt, value, token = null) {
  const wrap = document.querySelector(`.option[data-key="${opt.key}"]`);
  try {
    const answer = await call("option_editor", { game: game.id, key: opt.key, value, token });
    if (!wrap.isConnected) return;          // another game was chosen meanwhile
    wrap.querySelector(`input[name="opt-${opt.key}"]`).value = answer.value;
    wrap.querySelector(".option-editor").innerHTML = answer.svg;
    const list = wrap.querySelector(".option-problems");
    list.replaceChildren(...answer.problems.map((text) => el("li", { textContent: text })));
  } catch (err) {
    wrap.querySelector(".option-problems").textContent = err.message;
  }
}

export function drawEditors() {
  const game = chosenId && gameDecl();
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

const LEVEL_NAMES = { easy: "Easy", normal: "Normal", strong: "Strong" };

function readSeats() {
  return [...document.querySelectorAll("#seats .seat")].map((row, i) => {
    const seat = {
      kind: row.querySelector("select").value,
      name: row.querySelector("input").value.trim() || `Player ${i + 1}`,
    };
    const level = row.querySelector(".seat-level");
    if (seat.kind === "bot" && level && level.value) seat.level = level.value;
    return seat;
  });
}

// A seat in a URL: its kind, and a bot's level after a colon ("bot:strong").
const seatParam = (seat) => (seat.kind === "bot" && seat.level ? `bot:${seat.level}` : seat.kind);

// Start works at once, even while the engine is still loading: the game opens when it is ready.
export function updateStartButton() {
  const button = $("start");
  button.disabled = !chosenId || starting;
  button.textContent = starting ? (isReady() ? "Starting…" : "Starting as soon as the games are loaded…") : "Start";
}

let starting = false;
$("setup").addEventListener("submit", (event) => {
  event.preventDefault();
  startGame({ game: chosenId, options: readOptions(gameDecl()), seats: readSeats() });
});

export async function startGame(request) {
  $("setup-error").textContent = "";
  const current = newTable();
  starting = true;
  updateStartButton();
  try {
    const snap = await call("new", request);
    if (!current()) return;
    startedNewGame();
    present(snap);
  } catch (err) {
    if (current()) $("setup-error").textContent = err.message;
  } finally {
    starting = false;
    updateStartButton();
  }
}

// A game described by the URL, for quick links, benchmarks and embedding:
//   ?autostart=1&game=ID&seats=human,bot&seed=N&opt.KEY=V    or    ?embed=ID&seats=…&opt.KEY=V
export function requestFromParams(gameId) {
  const game = gameDecl(gameId) || catalog[0];
  const written = (params.get("seats") || ["human", ...Array(game.min_players - 1).fill("bot")].join(",")).split(",");
  const kinds = written.map((seat) => seat.split(":")[0]);
  const options = {};
  for (const [key, value] of params) {
    if (key.startsWith("opt.")) {
      const decl = game.options.find((o) => o.key === key.slice(4));
      options[key.slice(4)] = decl && decl.multiple ? value.split(",").filter(Boolean) : value;
    }
  }
  const request = {
    game: game.id, options,
    seats: kinds.map((kind, i) => {
      const seat = {
        kind,
        name: { bot: `Bot ${i}`, remote: `Friend ${i}` }[kind]
          || (kinds.filter((k) => k === "human").length === 1 ? "You" : `Player ${i + 1}`),
      };
      const level = written[i].split(":")[1];
      if (kind === "bot" && level) seat.level = level;     // Python refuses a level the game lacks
      return seat;
    }),
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
  url.searchParams.set("seats", readSeats().map(seatParam).join(","));
  for (const [key, value] of Object.entries(readOptions(game))) {
    const decl = game.options.find((o) => o.key === key);
    if (!decl.editor) url.searchParams.set(`opt.${key}`, Array.isArray(value) ? value.join(",") : value);
  }
  return `<iframe src="${url.href}" title="${game.name} — Ludoteca" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
}

$("embed-box").addEventListener("toggle", () => { $("embed-code").value = embedSnippet(); });
$("embed-copy").addEventListener("click", () => { $("embed-code").value = embedSnippet(); copyText($("embed-code"), $("embed-copy")); });
