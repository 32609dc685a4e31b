// The session: what the page shows, in one store. table.js publishes every snapshot it draws
// and the return to the lobby; the parts that follow from what is shown subscribe instead of
// being called by the table: saved-games.js saves each move and remembers the tab, scores.js
// keeps a solo high score, links.js shows the links to send, replay.js forgets a replay left,
// review.js offers the review of a finished game. A new mode (a tutorial, a spectator) is a
// new `screen` and subscribers of its own; the table's code stays as it is.

/** What is shown: `screen` is "lobby", "table" (a game being played) or "replay"; `snap` is
 * the snapshot last drawn on the table (kept while the lobby shows). */
let state = { screen: "lobby", snap: null };
const listeners = new Set();
// Which table an answer belongs to: an answer for a table the player has left is dropped.
let tableCount = 0;

export const session = () => state;

/** Call `listener(state, news)` at once with the state as it is (`news.what` "current": a
 * module that subscribes late still learns what is shown), then after every change; returns
 * the function that stops it. `news.what` says what happened:
 *   "current"    nothing: the state as it was when the listener subscribed
 *   "new-table"  a game is being started, loaded or replayed: the old table's answers are dropped
 *   "answer"     a new snapshot from the engine is shown (`news` also holds the presenter's
 *                options: `saveAs`, `replaceSave`, `keepSeats`, `replay`, see table.js `present`)
 *   "redraw"     the same position drawn again (another screen size or language, the whole drawing)
 *   "stale"      the engine now answers for another screen or language, and the screen is not
 *                the table's own: its owner (replay.js) asks for its position again
 *   "lobby"      back in the lobby (`news.problems`: notes for the saved games' list) */
export function subscribe(listener) {
  listeners.add(listener);
  listener(state, { what: "current" });
  return () => listeners.delete(listener);
}

/** Change what is shown (`change`: some of `screen`, `snap`) and tell every subscriber. */
export function publish(change, news) {
  state = { ...state, ...change };
  for (const listener of [...listeners]) listener(state, news);
}

/** A function that says whether the table of now is still the current one. */
export function currentTable() {
  const mine = tableCount;
  return () => mine === tableCount;
}

/** A new table (a game started, loaded or replayed): answers still due for the old one are
 * dropped. Returns whether this table is still the current one (false once another began). */
export function newTable() {
  tableCount += 1;
  publish({}, { what: "new-table" });
  return currentTable();
}

/** One finished game, however often it is redrawn or reloaded (its score screen opens once,
 * its high score is kept once, its review is kept for it). */
export const finishedKey = (snap) => `${snap.record.seed}:${snap.record.moves.length}`;
