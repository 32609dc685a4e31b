// Solo high scores: a game played with a single seat is played for a high score; the ten
// best stay in this browser (ludoteca.best.<game>) and show in the lobby and on the score screen.
// A finished solo game the table presents is kept (session.js), unless it was a practice game.

import { $, el } from "./dom.js";
import { formatDate, onLanguageChange, t, tn } from "./i18n.js";
import { finishedKey, session, subscribe } from "./session.js";

const BEST_KEY = (gameId) => `ludoteca.best.${gameId}`;   // best first
const BEST_KEPT = 10;

// A game played with a single seat is played for a high score: the best ones stay here.
function readBest(gameId) {
  try {
    const list = JSON.parse(localStorage.getItem(BEST_KEY(gameId)) || "[]");
    return Array.isArray(list) ? list.filter((e) => e && Number.isFinite(e.score)) : [];
  } catch { return []; }   // unreadable: shown as empty, left in place
}

function keepBestScore(snap, key) {
  const list = readBest(snap.game);
  if (list.some((entry) => entry.key === key)) return;   // the same finished game, reloaded
  // The board calls this device's player "You": kept without a name, so that the list says it
  // in the language it is read in.
  const name = snap.result.reader === 0 ? null : snap.seats[0].name;
  list.push({ key, score: snap.result.scores[0], name, date: new Date().toISOString().slice(0, 10) });
  list.sort((a, b) => b.score - a.score);
  try { localStorage.setItem(BEST_KEY(snap.game), JSON.stringify(list.slice(0, BEST_KEPT))); } catch { /* storage off */ }
}

export function showBest(box, gameId, currentKey) {
  const list = readBest(gameId);
  box.hidden = list.length === 0;
  if (!list.length) return;
  const title = el("h3", { textContent: t("Best solo scores in this browser") });
  const items = el("ol");
  const you = t("You");   // an entry with no name: this device's player (keepBestScore)
  for (const entry of list) {
    const item = el("li");
    item.textContent = tn("{n} point — {name}, {date}", "{n} points — {name}, {date}", entry.score,
      { name: entry.name || you, date: formatDate(entry.date) });
    if (entry.key === currentKey) item.classList.add("latest");
    items.append(item);
  }
  box.replaceChildren(title, items);
}

/** The score screen's list of best scores, the finished game's own marked. */
function showBestOfFinished(finished) {
  showBest($("result-best"), finished.game, finished.seats.length === 1 ? finishedKey(finished) : null);
}

subscribe(({ screen, snap }, { what }) => {
  if (!snap || !snap.over || (what !== "answer" && what !== "redraw")) return;
  // A practice game (a hint or a take-back was used) or a tutorial enters no high score.
  if (what === "answer" && screen === "table" && snap.seats.length === 1 && !snap.practice && !snap.tutorial) {
    keepBestScore(snap, finishedKey(snap));
  }
  showBestOfFinished(snap);
});
onLanguageChange(() => {
  const { snap } = session();
  if (snap && snap.over) showBestOfFinished(snap);
});
