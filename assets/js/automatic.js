// Moves made by themselves: a bot's, and a forced move (the player's only choice, e.g. a pass),
// which is announced, then made. Each new answer the table presents (session.js news "answer")
// is looked at once; a replay is only looked at. Owns the timer of the next automatic move.

import { $, params } from "./dom.js";
import { t } from "./i18n.js";
import { settled } from "./motion.js";
import { subscribe } from "./session.js";
import { act } from "./table.js";

const BOT_DELAY_MS = Number(params.get("botDelay") ?? 700);
// A forced move (the player's only choice, e.g. a pass) is announced, then made by itself.
const FORCED_DELAY_MS = Number(params.get("forcedDelay") ?? Math.max(1500, BOT_DELAY_MS * 2));

let autoTimer = null;        // the next bot or forced move
let automatic = 0;           // counts the automatic moves scheduled or dropped

export function clearPending() {
  clearTimeout(autoTimer);
  automatic += 1;
}

let lastAutomatic = null;    // "<call>:<moves>" of the latest automatic move asked for

/** A take-back: the bots may have to make a move again at a move count seen before. */
export function forgetAutomaticMoves() {
  clearPending();
  lastAutomatic = null;
}

// A new table: the automatic move due for the old one is not made. A new answer on the table
// (not a replay's): its bot or forced move is due.
subscribe(({ screen, snap }, { what }) => {
  if (what === "new-table") {
    lastAutomatic = null;
    clearPending();
  } else if (what === "answer" && screen === "table") {
    scheduleAutomaticMove(snap);
  }
});

function scheduleAutomaticMove(next) {
  clearPending();
  if (next.over || next.privacy_for !== null) return;
  const name = next.forced ? "forced" : next.bot_to_act !== null ? "bot" : null;
  if (!name) return;
  // Never ask twice for the same automatic move in the same position: if it changed nothing
  // (it should not happen), the page waits for the player instead of asking again and again.
  const mark = `${name}:${next.record.moves.length}`;
  if (mark === lastAutomatic) return;
  lastAutomatic = mark;
  const due = automatic;
  autoTimer = setTimeout(async () => {
    await settled();          // the move on screen is seen first: its animation ends (motion.js)
    if (due !== automatic) return;
    // A bot may think a while: the page stays usable and says so.
    if (name === "bot") {
      document.body.classList.add("thinking");
      $("prompt").textContent = t("{name} is thinking…", { name: next.seats[next.bot_to_act].name });
    }
    act(name);
  }, name === "forced" ? FORCED_DELAY_MS : BOT_DELAY_MS);
}
