// The table: one game as Python drew it. `show` only draws a snapshot — the board and its
// views (board.js, views.js, focus.js), the prompt and the bar (bar.js), the message
// (message.js), the log (log.js), the privacy screen (privacy.js), what is heard (hearing.js)
// — and publishes it to the session (session.js), whose subscribers do what follows from it
// (save it, keep a high score, show the links to send, make the next bot or forced move:
// automatic.js); `present` shows a new answer and opens the score screen once
// (score-screen.js). `act` makes a call that changes the table (its callers: taps.js,
// commands.js, automatic.js, tutorial.js). Also here: the return to the lobby.

import { $, closeModal } from "./dom.js";
import { drawBoard, showHint } from "./board.js";
import { replayPrompt, showBar, showHintText } from "./bar.js";
import { hear } from "./hearing.js";
import { showLog } from "./log.js";
import { showMessage } from "./message.js";
import { showPrivacy } from "./privacy.js";
import { call } from "./python.js";
import { showResult } from "./score-screen.js";
import { currentTable, finishedKey, newTable, publish, session } from "./session.js";

let resultShownFor = null; // the finished game whose score screen opened already

/** Show a new answer of the engine and do what follows from it. `how`: `keepMessage` (the
 * message on screen stays, unless the answer brings one of its own), and for the session's
 * subscribers `saveAs` (another game: the save it goes into, null for a new one),
 * `replaceSave` (a take-back: its save replaces the longer one), `keepSeats` (the seats its save keeps while the easy bot stands in for the player's
 * bot: your-bot.js), `replay` (the replay shown: {record, seats, at, returnTo}). */
export function present(next, how = {}) {
  document.body.classList.remove("thinking");
  show(next, { keepMessage: how.keepMessage, news: { ...how, what: "answer" } });
  if (next.replay) {
    document.body.dataset.replayAt = String(next.replay.at);
    return;                    // a replay is only looked at: no result dialog, no bot
  }
  const resultKey = finishedKey(next);
  if (next.over && resultShownFor !== resultKey) {
    resultShownFor = resultKey;   // open the result once, not on every redraw
    showResult(next);
  }
  document.body.dataset.moves = String(next.record.moves.length);
}

/** Draw a snapshot and publish it. `news`: what the session's subscribers are told (a new
 * answer, whose news the announcer says; by default the same position drawn again). */
function show(next, { keepMessage = false, news = { what: "redraw" } }) {
  const previous = session().snap;
  $("lobby").hidden = true;
  $("table").hidden = false;
  $("table-game").textContent = next.game_name;
  const prompt = next.replay ? replayPrompt(next.replay) : next.forced || next.prompt;
  $("prompt").textContent = prompt;
  hear(next, prompt, news.what === "answer");
  // A new move (or another game) brings the main drawing back: the next decision is there.
  const moved = !previous || previous.game !== next.game || previous.record.moves.length !== next.record.moves.length;
  if (!drawBoard(next, previous, moved)) redrawWhole();
  showBar(next);
  showHint(next);
  if (!keepMessage || next.message) showMessage(next.message);
  showHintText(next);
  showLog(next, previous);
  showPrivacy(next);
  publish({ screen: next.replay ? "replay" : "table", snap: next }, news);
}

// The drawing on screen could not be patched: ask for the whole of it (a call that does not
// go on from the last answer, so it comes whole).
function redrawWhole() {
  const current = currentTable();
  call("snapshot").then((whole) => { if (current()) show(whole, { keepMessage: true }); }, () => {});
}

/** An answer that goes on with the table on screen leaves out what did not change (the
 * drawing, panels, log or record): they are taken from the snapshot on screen. */
export function withUnchanged(answer) {
  if (!answer.unchanged) return answer;
  const full = { ...answer };
  // A patched drawing has no text of its own on the page: a new token stands for it.
  if (answer.svg_patch) full.svg = { patched: true };
  const { snap } = session();
  for (const key of answer.unchanged) full[key] = snap[key];
  delete full.unchanged;
  return full;
}

/** A call that changes the table: its snapshot is presented, its refusal said. Answers come
 * in the order of the calls; one for a table the player has left since is dropped. (Also for
 * the modes on the table: a tutorial's Next.) */
export async function act(name, payload = {}, how = {}) {
  const current = currentTable();
  try {
    const next = withUnchanged(await call(name, payload));
    if (current()) present(next, how);
  } catch (err) {
    if (current()) showMessage(err.message);
  }
}

/** Leave the table for the lobby; `problems`: notes for the saved games' list there. */
export function toLobby({ problems = [] } = {}) {
  newTable();
  if ($("result").open) $("result").close();
  $("table").hidden = true;
  $("lobby").hidden = false;
  closeModal($("privacy"));
  closeModal($("details"));
  for (const id of ["describe", "keys", "rules"]) if ($(id).open) $(id).close();
  publish({ screen: "lobby" }, { what: "lobby", problems });
}

/** The engine's answer to another screen or language (screen.js tells it): the game on the
 * table drawn again with it; a replay asks for its position again (its owner does, told by
 * the session). */
export function redrawAfterTelling(answer) {
  if (session().screen === "replay") publish({}, { what: "stale" });
  else show(withUnchanged(answer), { keepMessage: true });
}
