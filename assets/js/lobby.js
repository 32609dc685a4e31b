// The lobby: the game cards (from build/catalog-<lang>.json, written by Python at build time
// in each language, so the lobby paints before Python is up), seats, options (lobby-options.js),
// Start (a seat may be the player's bot from the workshop: your-bot.js), quick links
// (?autostart, ?embed) and the embed snippet. Loads the catalog and chooses a game (kept in
// catalog.js). Another language repaints it with the player's choices kept.

import { $, EMBED, copyText, el, params } from "./dom.js";
import { fetchJson } from "./early.js";
import { language, onLanguageChange, t, tn } from "./i18n.js";
import { call, isReady, wantGame } from "./python.js";
import { chooseGameId, chosenGameId, gameDecl, games, setCatalog } from "./catalog.js";
import { showBest } from "./scores.js";
import { askName, cleanName, myName, rememberName } from "./names.js";
import { drawOptionEditors, editorsAnswered, readOptions, renderOptions } from "./lobby-options.js";
import { newTable } from "./session.js";
import { tableCode } from "./later.js";
import { showLearn } from "./tutorial.js";
import { openGame, workshopCode } from "./your-bot.js";

/** Python is up: Start works, option editors can be drawn. */
export function lobbyEngineReady() {
  updateStartButton();
}

// The cards' pictures are SVG documents, which the browser reads on the page's own thread (6–15 ms
// each, measured on a two-core machine): on the first visit they come after the lobby's first
// frame, so that a card clicked at once is answered before them.
let picturesWait = true;

export function showCardPictures() {
  if (lobbyOutOfSight()) return;        // when the lobby shows (below)
  picturesWait = false;
  for (const img of document.querySelectorAll(".game-card img[data-src]")) {
    img.src = img.dataset.src;
    delete img.dataset.src;
  }
}

async function fetchCatalog(lang) {
  return (await fetchJson(`build/catalog-${lang}.json`)).games;      // fetched early by index.html
}

/** The games in the page's language (English if that list is missing), painted. `keep`: the
 * choices on screen, kept through a change of language. */
export async function loadCatalog(keep = null) {
  try {
    setCatalog(await fetchCatalog(language()));
  } catch {
    try {
      setCatalog(await fetchCatalog("en"));
    } catch {
      setCatalog(null);
      $("boot-text").textContent = t("The game list is missing: run the build (see README).");
      return;
    }
  }
  const list = $("games");
  list.replaceChildren();
  for (const game of games()) {
    const card = el("button");
    card.type = "button";
    card.className = "game-card";
    card.dataset.game = game.id;
    const players = game.min_players === game.max_players
      ? tn("{n} player", "{n} players", game.min_players)
      : t("{min}–{max} players", { min: game.min_players, max: game.max_players });
    card.innerHTML = "<img alt=\"\" width=\"160\" height=\"110\"><strong></strong><span></span><small></small>";
    // A small picture of the board, drawn by the game at build time (no Python needed yet).
    if (!game.thumb) card.querySelector("img").remove();
    else if (picturesWait) card.querySelector("img").dataset.src = game.thumb;
    else card.querySelector("img").src = game.thumb;
    card.querySelector("strong").textContent = game.name;
    card.querySelector("span").textContent = game.tagline;
    card.querySelector("small").textContent = players;
    card.addEventListener("click", () => chooseGame(game.id));
    // The list's items hold the buttons (a button cannot be a list item itself).
    const item = el("div", { className: "game-item" });
    item.setAttribute("role", "listitem");
    item.append(card);
    list.append(item);
  }
  chooseGame(keep ? keep.game : params.get("game") || games()[0].id, keep);
}

// Another language: the cards, seats and options again, as the player had set them.
onLanguageChange(async () => {
  const game = chosenGameId() && gameDecl();
  const keep = game ? { game: chosenGameId(), seats: seatsOnScreen(), options: readOptions(game) } : null;
  await loadCatalog(keep);
  updateStartButton();
  if ($("embed-box").open) $("embed-code").value = embedSnippet();
}, { early: true });

function chooseGame(id, keep = null) {
  const game = gameDecl(id);
  if (!game) return;
  if (keep && keep.game !== id) keep = null;
  chooseGameId(id);
  // Its package downloads now, before Start — unless the page opens a game by itself (a link,
  // an embed): the lobby behind it is not what the player came for.
  if (!document.documentElement.classList.contains("opening")) wantGame(id);
  for (const card of document.querySelectorAll(".game-card")) {
    card.classList.toggle("chosen", card.dataset.game === id);
  }
  $("setup").hidden = false;
  $("setup-title").textContent = game.name;
  $("setup-tagline").textContent = game.tagline;
  renderSeats(game, keep ? keep.seats.length : game.min_players, keep && keep.seats);
  renderOptions(game, keep && keep.options);
  drawEditors();
  if (!keep) $("embed-code").value = "";
  showBest($("best"), id, null);
  showLearn(id);
  updateStartButton();
}

// A seat's name until the player writes one: a bot's is "Bot n" (in the page's language); the
// device's only human has the name remembered on this device (names.js), if any; other people
// have none — Python names them "Player n" in each reader's language, and a link carries no
// name for them (never a placeholder such as "You"; a friend gives theirs on opening it).
function defaultName(kind, i, onlyHuman = i === 0) {
  if (kind === "bot") return t("Bot {n}", { n: i });
  if (kind === "workshop") return t("Your bot");
  return kind === "human" && onlyHuman ? myName() || "" : "";
}

// What an empty name field says it stands for.
function namePlaceholder(kind, i, onlyHuman, withFriend) {
  if (kind === "human" && onlyHuman) return withFriend ? t("Your name, for your friends") : t("Your name");
  return t("Player {n}", { n: i + 1 });
}

function updateNamePlaceholders() {
  const rows = [...document.querySelectorAll("#seats .seat")];
  const kinds = rows.map((row) => row.querySelector("select").value);
  const humans = kinds.filter((k) => k === "human").length;
  const withFriend = kinds.includes("remote");
  rows.forEach((row, i) => {
    row.querySelector("input").placeholder = namePlaceholder(kinds[i], i, humans === 1, withFriend);
  });
}

/** The seats as set on screen: kind, level, name, and whether the name is still the default. */
function seatsOnScreen() {
  return [...document.querySelectorAll("#seats .seat")].map((row) => ({
    kind: row.querySelector("select").value,
    level: (row.querySelector(".seat-level") || {}).value,
    name: row.querySelector("input").value,
    auto: row.querySelector("input").dataset.auto === "1",
  }));
}

function renderSeats(game, count, kept = null) {
  const box = $("seats");
  box.replaceChildren(el("legend", { textContent: t("Seats") }));
  if (game.min_players !== game.max_players) {
    const label = el("label");
    label.textContent = t("Players") + " ";
    const select = el("select");
    select.id = "player-count";
    for (let n = game.min_players; n <= game.max_players; n++) {
      select.append(new Option(String(n), String(n), false, n === count));
    }
    select.addEventListener("change", () => {
      const focused = document.activeElement === select;
      renderSeats(game, Number(select.value), seatsOnScreen());
      if (focused) $("player-count").focus();       // the seats are new; the focus stays on the count
    });
    label.append(select);
    box.append(label);
  }
  for (let i = 0; i < count; i++) {
    const row = el("div");
    row.className = "seat";
    const kind = el("select");
    kind.name = `seat-kind-${i}`;
    kind.setAttribute("aria-label", t("Seat {n}: who plays", { n: i + 1 }));
    kind.append(new Option(t("Human"), "human", false, i === 0), new Option(t("Bot"), "bot", false, i !== 0),
      new Option(t("Friend, by link"), "remote"));
    if (workshopCode(game.id)) kind.append(new Option(t("Your bot (workshop)"), "workshop"));
    const name = el("input");
    name.name = `seat-name-${i}`;
    name.maxLength = 24;
    name.setAttribute("aria-label", t("Seat {n}: name", { n: i + 1 }));
    const before = kept && kept[i];
    if (before) kind.value = before.kind;
    // A name the player has not written follows the seat's kind and the language.
    name.value = before && !before.auto ? before.name : defaultName(kind.value, i, i === 0 && kind.value === "human");
    name.dataset.auto = before && !before.auto ? "" : "1";
    name.addEventListener("input", () => { name.dataset.auto = ""; });
    // A bot's level: the game's own list (weakest first), its default chosen.
    const level = el("select");
    level.name = `seat-level-${i}`;
    level.className = "seat-level";
    level.setAttribute("aria-label", t("Seat {n}: bot level", { n: i + 1 }));
    for (const value of game.bot_levels || []) {
      level.append(new Option(levelName(value), value, false, value === game.default_bot_level));
    }
    if (before && before.level && (game.bot_levels || []).includes(before.level)) level.value = before.level;
    const showLevel = () => { level.hidden = kind.value !== "bot" || !level.options.length; };
    kind.addEventListener("change", () => {
      if (name.dataset.auto === "1") name.value = defaultName(kind.value, i, onlyHumanSeat() === i);
      showLevel();
      updateNamePlaceholders();
    });
    showLevel();
    row.append(el("span", { textContent: t("Seat {n}", { n: i + 1 }) }), kind, level, name);
    box.append(row);
  }
  // What "Friend, by link" does, in one line, whatever is chosen.
  box.append(el("p", { className: "seat-help", id: "friend-help",
    textContent: t("Friend, by link: you send them a link after your move; they play in their own browser, no account.") }));
  updateNamePlaceholders();
}

/** The index of the only human seat on screen, or -1 (none, or several: pass-and-play). */
function onlyHumanSeat() {
  const kinds = [...document.querySelectorAll("#seats .seat select:first-of-type")].map((s) => s.value);
  return kinds.filter((k) => k === "human").length === 1 ? kinds.indexOf("human") : -1;
}

/** Draw the chosen game's option editors (by Python) — only while the lobby is in sight: on a
 * page that opened a game by itself they would fetch the lobby's game's package for nothing;
 * they are drawn when the lobby shows (below, and shell.js). */
export function drawEditors() {
  const game = chosenGameId() && gameDecl();
  if (!game || lobbyOutOfSight()) return;
  drawOptionEditors(game);
}

const lobbyOutOfSight = () => document.documentElement.classList.contains("opening") || $("lobby").hidden;
new MutationObserver(() => {
  if (lobbyOutOfSight()) return;
  showCardPictures();
  drawEditors();
}).observe($("lobby"), { attributes: true, attributeFilter: ["hidden"] });

function levelName(value) {
  return { easy: t("Easy"), normal: t("Normal"), strong: t("Strong") }[value] || value;
}

// The seats for Python: a person given no name has none (null: "Player n" in each reader's
// language, and no name in a link).
function readSeats() {
  return [...document.querySelectorAll("#seats .seat")].map((row) => {
    const kind = row.querySelector("select").value;
    const typed = row.querySelector("input").value.trim();
    const seat = { kind, name: kind === "bot" || kind === "workshop" ? typed || null : cleanName(typed) };
    const level = row.querySelector(".seat-level");
    if (seat.kind === "bot" && level && level.value) seat.level = level.value;
    if (seat.kind === "workshop") seat.code = workshopCode(chosenGameId());
    return seat;
  });
}

// A seat in a URL: its kind, and a bot's level after a colon ("bot:strong"); your bot from the
// workshop lives in this browser only, so an embed gets the default bot instead.
const seatParam = (seat) => (seat.kind === "bot" && seat.level ? `bot:${seat.level}`
  : seat.kind === "workshop" ? "bot" : seat.kind);

// Start works at once, even while the engine is still loading: the game opens when it is ready.
export function updateStartButton() {
  const button = $("start");
  button.disabled = !chosenGameId() || starting;
  button.textContent = starting ? (isReady() ? t("Starting…") : t("Starting as soon as the games are loaded…")) : t("Start");
}

let starting = false;
$("setup").addEventListener("submit", async (event) => {
  event.preventDefault();
  // The lobby as it is when Start is pressed, said at once; only an editor's value waits for
  // the answer to its last click.
  const game = gameDecl();
  // With a friend by link, the device's only human is asked their name once (remembered): the
  // friend reads it in the link, never a placeholder.
  const mine = onlyHumanSeat();
  if (mine >= 0 && readSeats().some((s) => s.kind === "remote")) {
    const input = document.querySelector(`input[name="seat-name-${mine}"]`);
    if (!cleanName(input.value)) {
      const name = await askName();
      if (name === undefined) return;           // Escape: the player goes back to the lobby
      if (name) {
        input.value = name;
        input.dataset.auto = "";
      }
    } else {
      rememberName(input.value);
    }
  }
  const request = { game: chosenGameId(), options: readOptions(game), seats: readSeats() };
  starting = true;
  updateStartButton();
  await editorsAnswered();
  if (chosenGameId() === request.game) {
    const now = readOptions(game);
    for (const opt of game.options) if (opt.editor) request.options[opt.key] = now[opt.key];
  }
  startGame(request);
});

export async function startGame(request) {
  $("setup-error").textContent = "";
  const current = newTable();
  starting = true;
  updateStartButton();
  try {
    // (a bot from the workshop that loops at load: the easy bot in its seat; its save keeps it)
    const { snap, keepSeats } = await openGame(request.seats, (seats, how) => call("new", { ...request, seats }, how));
    const { present } = await tableCode();   // before the check: nothing waits between it and present
    if (!current()) return;
    present(snap, { saveAs: null, keepSeats });       // a new game: a new save
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
  const game = gameDecl(gameId) || games()[0];
  const written = (params.get("seats") || ["human", ...Array(game.min_players - 1).fill("bot")].join(",")).split(",");
  const kinds = written.map((seat) => seat.split(":")[0]);
  const options = {};
  for (const [key, value] of params) {
    if (key.startsWith("opt.")) {
      const decl = game.options.find((o) => o.key === key.slice(4));
      options[key.slice(4)] = decl && decl.multiple ? value.split(",").filter(Boolean) : value;
    }
  }
  const onlyHuman = kinds.filter((k) => k === "human").length === 1;
  const request = {
    game: game.id, options,
    seats: kinds.map((kind, i) => {
      const seat = { kind, name: defaultName(kind, i, onlyHuman) || null };
      const level = written[i].split(":")[1];
      if (kind === "bot" && level) seat.level = level;     // Python refuses a level the game lacks
      return seat;
    }),
  };
  if (params.has("seed")) request.seed = Number(params.get("seed"));
  return request;
}

// The same game in an iframe: the lobby's seats and options as a ready snippet, in the page's
// language (the blog's readers see it as its author did).
function embedSnippet() {
  const game = gameDecl();
  if (!game) return "";
  const url = new URL(location.pathname, location.origin);
  url.searchParams.set("embed", game.id);
  url.searchParams.set("lang", language());
  url.searchParams.set("seats", readSeats().map(seatParam).join(","));
  for (const [key, value] of Object.entries(readOptions(game))) {
    const decl = game.options.find((o) => o.key === key);
    if (!decl.editor) url.searchParams.set(`opt.${key}`, Array.isArray(value) ? value.join(",") : value);
  }
  return `<iframe src="${url.href}" title="${game.name} — Ludoteca" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
}

$("embed-box").addEventListener("toggle", () => { $("embed-code").value = embedSnippet(); });
$("embed-copy").addEventListener("click", () => { $("embed-code").value = embedSnippet(); copyText($("embed-code"), $("embed-copy")); });

// Embedded, there is no lobby to go back to: "New game" deals a fresh game at once.
$("to-lobby").addEventListener("click", async () => (EMBED ? startGame(requestFromParams(EMBED)) : (await tableCode()).toLobby()));
$("result-lobby").addEventListener("click", async () => (EMBED ? ($("result").close(), startGame(requestFromParams(EMBED))) : (await tableCode()).toLobby()));
// The rules need no engine (they are in the catalog); their dialog is the table's (dialogs.js).
$("lobby-rules").addEventListener("click", async () => (await tableCode()).showRules());
