// Moves made by themselves: a bot's, and a forced move (the player's only choice, e.g. a pass),
// which is announced, then made. Each new answer the table presents (session.js news "answer")
// is looked at once; a replay is only looked at. Owns the timer of the next automatic move.

import { $, params } from "./dom.js";
import { formatNumber, t } from "./i18n.js";
import { showMessage } from "./message.js";
import { settled } from "./motion.js";
import { EngineOverrun, call } from "./python.js";
import { currentTable, subscribe } from "./session.js";
import { act, present, withUnchanged } from "./table.js";
import { seatsToKeep, standInNote, withEasyBot } from "./your-bot.js";

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
    // (the message on screen stays to be read: e.g. why the easy bot took a seat)
    if (name === "bot" && next.seats[next.bot_to_act].kind === "workshop") workshopMove(next);
    else act(name, {}, { keepMessage: true });
  }, name === "forced" ? FORCED_DELAY_MS : BOT_DELAY_MS);
}

// A bot from the workshop moves within table.WORKSHOP_SECONDS (kept by Python's trace); one
// looping inside C code is ended with the engine by python.js's watchdog past that and a grace
// period: the game goes on in a new engine from its record, the easy bot in that seat, and says why.
const WORKSHOP_SECONDS = 1;
const WORKSHOP_GRACE_MS = 3000;

async function workshopMove(before) {
  const current = currentTable();
  try {
    const next = withUnchanged(await call("bot", {}, { limitMs: WORKSHOP_SECONDS * 1000 + WORKSHOP_GRACE_MS }));
    if (current()) present(next, { keepMessage: true });
  } catch (err) {
    if (!current()) return;
    if (!(err instanceof EngineOverrun)) { showMessage(err.message); return; }
    try {
      const next = await call("load", { record: before.record, seats: withEasyBot(before.seats) });
      next.message = standInNote(t("Your bot did not answer within {seconds} s and was stopped (a loop Python could not interrupt): the easy bot plays in its seat.",
        { seconds: formatNumber(WORKSHOP_SECONDS) }));
      lastAutomatic = null;     // the same position, the easy bot to move now
      // (the game's save keeps the player's bot: your-bot.js)
      if (current()) present(next, { keepSeats: seatsToKeep(before.seats, next.seats) });
    } catch (again) {
      if (current()) showMessage(again.message);
    }
  }
}
