// The player's saved games, as the page handles them: every game saved after each move
// (storage in saves.js), what this tab shows remembered for a reload, the lobby's list
// (resume, replay, export, delete, import), and two tabs or an older copy of one game never
// overwriting each other. Owns which save the table writes to, and so where a replay opened
// from a game goes back to. It follows the session (session.js): each snapshot the table
// presents is saved, and what the tab shows is remembered.

import { $, el } from "./dom.js";
import { formatDate, onLanguageChange, t, tn } from "./i18n.js";
import { call } from "./python.js";
import { gameDecl } from "./catalog.js";
import { compareRecords, copyId, deleteSave, getSave, listSaves, putSave, saveId, saveKey, setAside } from "./saves.js";
import { newTable, session, subscribe } from "./session.js";
import { showMessage } from "./message.js";
import { tableCode } from "./later.js";
import { openGame } from "./your-bot.js";

const TAB_KEY = "ludoteca.tab";          // sessionStorage: what this tab shows, for a reload (index.html reads it too)

let currentId = null;      // the save the table writes to
let savedMark = null;      // "<id>:<moves>" last written: a click within a move writes nothing
let conflict = null;       // "behind" | "diverged" while the player has not chosen
let unsavedWarned = null;  // the save problem already told
// The seats the save keeps instead of the table's, while the easy bot stands in for the
// player's bot from the workshop (your-bot.js): the save keeps their bot, with its code.
let keptSeats = null;

export const currentSaveId = () => currentId;

/** Another game on the table: it is saved as `id` (null: a new save, made with its first
 * snapshot), with `seats` instead of the table's if given. */
function startedNewGame(id, seats = null) {
  currentId = id;
  keptSeats = seats || null;
  savedMark = null;
  conflict = null;
  $("conflict").hidden = true;
}

const SAVE_PROBLEMS = {
  off: () => t("This browser does not let the page save games: export the game to keep it."),
  full: () => t("This browser's storage for this site is full, so your latest moves are not saved. "
    + "Export the game to keep it, or delete games you no longer need in the lobby. You can play on."),
};

/** Save the game on screen; `replace`: it was shortened on purpose (a take-back), so it
 * replaces the longer copy instead of being refused as behind it. */
function saveSnapshot(snap, { replace = false } = {}) {
  const seats = keptSeats || snap.seats;
  if (!currentId) currentId = saveId(snap.record, seats);
  rememberTab({ mode: "game", id: currentId });
  const progress = snap.tutorial ? snap.tutorial.progress : null;
  // (a tutorial's step may change without a move: Next)
  const mark = `${currentId}:${snap.record.moves.length}${progress ? `:${JSON.stringify(progress)}` : ""}`;
  if (replace) savedMark = null;
  if (savedMark === mark || conflict) return;   // nothing new, or waiting for the player
  const written = putSave(currentId, snap.record, seats, snap.over, { replace, tutorial: progress });
  if (written.ok) {
    savedMark = mark;
    unsavedWarned = null;
  } else if (written.why === "behind" || written.why === "diverged") {
    showConflict(written.why);
  } else if (unsavedWarned !== written.why) {
    unsavedWarned = written.why;          // said once, not after every move
    showMessage(SAVE_PROBLEMS[written.why]());
  }
}

// What the table presents is saved (`saveAs`: the save it goes into from now on; `keepSeats`:
// the seats it keeps while a stand-in plays); a replay and the lobby are remembered for a
// reload of this tab.
subscribe(({ screen, snap }, news) => {
  if (news.what === "lobby") {
    forgetTab();
    renderSaves(news.problems || []);
  } else if (news.what === "answer" && screen === "table") {
    if (news.saveAs !== undefined) startedNewGame(news.saveAs, news.keepSeats);
    else if (news.keepSeats) keptSeats = news.keepSeats;
    saveSnapshot(snap, { replace: news.replaceSave });
  } else if (news.what === "answer" && screen === "replay" && news.replay) {
    rememberTab({ mode: "replay", ...news.replay });
  }
});

// Two tabs (or windows) on one game: when the other one saves it, this one stops writing and
// asks which game to keep, instead of silently overwriting either.
window.addEventListener("storage", (event) => {
  const { screen, snap } = session();
  if (!currentId || screen !== "table" || event.key !== saveKey(currentId)) return;
  const other = getSave(currentId);
  if (!other || !snap) return;
  const how = compareRecords(other.record, snap.record);
  if (how !== "same" && how !== "ahead") showConflict(how);
});

function showConflict(how) {
  conflict = how;
  $("conflict-text").textContent = how === "behind"
    ? t("This game was played further in another tab or window. Your moves here are not saved until you choose.")
    : t("This game went another way in another tab or window. Your moves here are not saved until you choose.");
  $("conflict").hidden = false;
}
$("conflict-load").addEventListener("click", () => {
  $("conflict").hidden = true;
  conflict = null;
  resumeSave(currentId, t("Here is the game as it was saved in the other tab."));
});
$("conflict-keep").addEventListener("click", () => {
  $("conflict").hidden = true;
  conflict = null;
  currentId = copyId(currentId);          // both versions are kept, side by side
  savedMark = null;
  saveSnapshot(session().snap);
  showMessage(t("This game is now saved as a separate copy; the other tab's game is kept too."));
});

function rememberTab(what) {
  try { sessionStorage.setItem(TAB_KEY, JSON.stringify(what)); } catch { /* storage off */ }
}

// After a reload, show what this tab showed: the same game at the same position, or the replay.
/** The game this tab showed before a reload (a saved game or a replay), if any: the engine
 * fetches its package at once. */
export function tabGame() {
  let what;
  try { what = JSON.parse(sessionStorage.getItem(TAB_KEY) || "null"); } catch { what = null; }
  if (what && what.mode === "game") return getSave(what.id)?.record?.game ?? null;
  if (what && what.mode === "replay") return what.record?.game ?? null;
  return null;
}

export async function restoreTab() {
  let what;
  try { what = JSON.parse(sessionStorage.getItem(TAB_KEY) || "null"); } catch { what = null; }
  if (!what) return false;
  if (what.mode === "game" && getSave(what.id)) return resumeSave(what.id);
  if (what.mode === "replay" && what.record) {
    await (await tableCode()).openReplay(what.record, what.seats, what.at, what.returnTo);
    return true;
  }
  return false;
}

// Load a saved game onto the table; an unreadable one is set aside with a message. A bot from
// the workshop that loops at load, or whose file Python refuses, leaves its seat to the easy bot
// (your-bot.js openGame), and the save keeps it.
export async function resumeSave(id, message = null) {
  const entry = getSave(id);
  const name = entry && gameDecl(entry.record.game) ? gameDecl(entry.record.game).name : null;
  const current = newTable();
  try {
    if (!entry) throw new Error(t("it is missing or damaged"));
    const tutorial = entry.tutorial ? { tutorial: entry.tutorial } : {};
    const { snap, keepSeats } = await openGame(entry.seats, (seats, how) => call("load", { record: entry.record, seats, ...tutorial }, how),
      { ifRefused: true });
    const { present } = await tableCode();   // before the check: nothing waits between it and present
    if (!current()) return false;
    present(snap, { saveAs: id, keepSeats });
    if (message) showMessage(snap.message ? `${snap.message} ${message}` : message);
    return true;
  } catch (err) {
    if (!current()) return false;
    setAside(id);
    (await tableCode()).toLobby({ problems: [name
      ? t("The {game} game could not be read ({reason}). It was set aside; your other games are untouched.", { game: name, reason: err.message })
      : t("A saved game could not be read ({reason}). It was set aside; your other games are untouched.", { reason: err.message })] });
    return false;
  }
}

function describeSave(entry) {
  const game = gameDecl(entry.record.game);
  const who = entry.seats.map((s) => s.name).join(", ");
  const when = entry.saved ? formatDate(entry.saved, { time: true }) : "";
  if (entry.tutorial) {
    return tn("{game} — tutorial · {n} move · {when}", "{game} — tutorial · {n} moves · {when}", entry.record.moves.length,
      { game: game ? game.name : entry.record.game, when });
  }
  return tn("{game} — {players} · {n} move · {when}", "{game} — {players} · {n} moves · {when}", entry.record.moves.length,
    { game: game ? game.name : entry.record.game, players: who, when });
}

/** "Rules version 1" for a save played under another rules version than the one new games
 * of its game use (it replays and plays on under its own: the engine keeps every version). */
function savedRules(entry) {
  const game = gameDecl(entry.record.game);
  const version = entry.record.rules;
  if (!game || typeof version !== "string" || version === game.rules_version) return "";
  return t("Rules version {version}", { version });
}

export function renderSaves(extraProblems = []) {
  const { saves, problems } = listSaves(Date.now(), (id) => (gameDecl(id) ? gameDecl(id).name : id));
  const box = $("saves");
  const notes = [...extraProblems, ...problems];
  $("saves-problems").replaceChildren(...notes.map((text) => el("li", { textContent: text })));
  for (const [listId, entries] of [["saves-live", saves.filter((s) => !s.over)], ["saves-done", saves.filter((s) => s.over)]]) {
    const list = $(listId);
    list.replaceChildren();
    for (const entry of entries) {
      const item = el("li");
      item.dataset.save = entry.id;
      const about = el("span", { textContent: describeSave(entry) });
      const rules = savedRules(entry);
      if (rules) about.append(el("br"), el("small", { className: "save-rules", textContent: rules }));
      item.append(about);
      const actions = entry.over ? [] : [["resume", t("Resume"), () => resumeSave(entry.id)]];
      actions.push(["replay", t("Replay"), async () => (await tableCode()).openReplay(entry.record, entry.seats, entry.over ? 0 : entry.record.moves.length, null)]);
      actions.push(["export", t("Export"), () => exportRecord(entry.record, entry.seats)]);
      actions.push(["delete", t("Delete"), () => { if (confirm(t("Delete this saved game?"))) { deleteSave(entry.id); renderSaves(); } }]);
      for (const [action, label, act] of actions) {
        const button = el("button", { type: "button", textContent: label });
        button.dataset.action = action;
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
export function exportRecord(record, seats) {
  const text = JSON.stringify({ format: "ludoteca-game", record, seats }, null, 1);
  const link = el("a", {
    href: URL.createObjectURL(new Blob([text], { type: "application/json" })),
    download: `ludoteca-${record.game}-${record.seed}-${record.moves.length}.json`,
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

// A record file's seats, or a person in each seat its options count ("players").
function recordSeats(data, record) {
  if (Array.isArray(data.seats)) return data.seats;
  const players = record && record.options && record.options.players;
  return Array.from({ length: Number(players) || 1 }, (_, i) => ({ kind: "human", name: t("Player {n}", { n: i + 1 }) }));
}

async function importRecord(file) {
  $("saves-problems").replaceChildren();
  try {
    let data;
    try { data = JSON.parse(await file.text()); } catch { throw new Error(t("the file is not a game record (it is not JSON)")); }
    if (!data || typeof data !== "object") throw new Error(t("the file holds no game record"));
    const record = data.record ? data.record : data;
    const seats = recordSeats(data, record);
    const current = newTable();
    // Python checks that it replays (and loads a bot from the workshop, watched)
    const { snap, keepSeats } = await openGame(seats, (asked, how) => call("load", { record, seats: asked }, how),
      { ifRefused: true });
    const { present } = await tableCode();
    if (!current()) return;
    // Like a link: a save of this game that is further along, or went another way, is kept.
    const id = saveId(snap.record, keepSeats || snap.seats);
    const saved = getSave(id);
    const how = saved ? compareRecords(saved.record, snap.record) : "ahead";
    if (how === "behind") {
      resumeSave(id, t("This device already has this game further along than {file}: here it is where you left it.", { file: file.name }));
      return;
    }
    present(snap, { saveAs: how === "diverged" ? copyId(id) : id, keepSeats });
    if (how === "diverged") {
      showMessage([snap.message, t("Another version of this game is saved here; the imported one is kept beside it.")].filter(Boolean).join(" "));
    }
  } catch (err) {
    renderSaves([t("{file} could not be imported: {reason}", { file: file.name, reason: err.message })]);
  }
}
$("import-file").addEventListener("change", (event) => {
  const file = event.target.files[0];
  event.target.value = "";
  if (file) importRecord(file);
});

/** What this tab shows is forgotten (back in the lobby): a reload shows the lobby. */
function forgetTab() {
  try { sessionStorage.removeItem(TAB_KEY); } catch { /* storage off */ }
}
$("export").addEventListener("click", () => {
  const { snap } = session();
  if (snap) exportRecord(snap.record, snap.seats);
});

// A replay of the game on the table returns to its save; closing a replay goes back there,
// or to the lobby.
$("open-replay").addEventListener("click", async () => {
  const { snap } = session();
  const { openReplay } = await tableCode();
  openReplay(snap.record, snap.seats, snap.record.moves.length, currentId);
});
$("replay-close").addEventListener("click", async () => {
  const { replayReturnTo, stopReplay, toLobby } = await tableCode();
  const back = replayReturnTo();
  stopReplay();
  if (back && getSave(back)) resumeSave(back);
  else toLobby();
});

// Another language: the list and an open question again in it (notes already shown stay).
onLanguageChange(() => {
  renderSaves([...$("saves-problems").children].map((item) => item.textContent));
  if (conflict) showConflict(conflict);
});
