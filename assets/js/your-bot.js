// The player's own bot from the workshop in a game (the lobby's "Your bot (workshop)" seat): its
// code as the workshop keeps it in this browser, and every opening of a game with such a seat —
// the lobby's Start, resuming a saved game (the lobby's Resume, a reload, the other tab's
// version), importing a record, Rematch. The engine runs the bot's file's top level then, within
// ludoteca.workshop.LOAD_SECONDS (kept by Python's trace), or — looping inside C code — until
// python.js's watchdog ends the engine past that and a grace period. The game then opens in the
// new engine with the easy bot standing in for the player's bot, and says why.
// A stand-in is for this sitting only: the game's save keeps the seats the player chose (their
// bot, with its code), so nothing is lost and resuming the game asks their bot again
// (saved-games.js saves `keepSeats` instead of the table's seats).
// No DOM at import time: tests/js imports it under node.

import { formatNumber, t } from "./i18n.js";
import { EngineOverrun } from "./python.js";

const WORKSHOP = "workshop";
const LOAD_SECONDS = 5;
const LOAD_GRACE_MS = 3000;

/** The player's own bot for a game, as the bot workshop keeps it in this browser
 * (`ludoteca.workshop.<game>`: the source itself, or JSON {source}), or null: the lobby offers
 * "Your bot" only when there is one. Python loads and runs it (ludoteca.workshop). */
export function workshopCode(gameId) {
  let kept;
  try {
    kept = localStorage.getItem(`ludoteca.workshop.${gameId}`);
  } catch {
    return null;                                           // storage denied (an embed)
  }
  if (typeof kept === "string" && kept.startsWith("{")) {
    try {
      const parsed = JSON.parse(kept);
      kept = typeof parsed.source === "string" ? parsed.source : typeof parsed.code === "string" ? parsed.code : kept;
    } catch { /* plain text that starts with a brace */ }
  }
  return typeof kept === "string" && kept.trim() ? kept : null;
}

export const hasYourBot = (seats) => Array.isArray(seats) && seats.some((seat) => Boolean(seat) && seat.kind === WORKSHOP);

/** The seats with the easy bot in each seat of the player's bot (named by Python: "Player n"). */
export const withEasyBot = (seats) => seats.map((seat) => (seat && seat.kind === WORKSHOP ? { kind: "bot", level: "easy", name: null } : seat));

/** The seats a game's save keeps while the easy bot stands in: the table's seats (`shown`),
 * each seat where the player's bot was `asked` back as it was asked (with its code). */
export function seatsToKeep(asked, shown) {
  return shown.map((seat, i) => {
    const mine = asked[i];
    return mine && mine.kind === WORKSHOP ? { ...mine, name: mine.name ?? seat.name } : seat;
  });
}

/** What the page says when the easy bot took the seat of the player's bot: `why`, then that
 * the game's save keeps their bot. */
export function standInNote(why) {
  // (not inside the template literal: the catalogs' extraction does not look there)
  const kept = t("The saved game keeps your bot: it is tried again when you resume the game.");
  return `${why} ${kept}`;
}

/** Open a game with `seats`: `open(seats, how)` makes the engine's call ("new", "load", …;
 * `how`: the options of python.js's `call`). Watched when a seat holds the player's bot: past
 * its load limit the engine is a new one, and `standIn(seats)` — by default `open` without a
 * watch — opens the game with the easy bot in that seat instead, its snapshot's message saying
 * why. `ifRefused`: a game that exists already (resumed, imported) is also opened with the easy
 * bot when Python refuses the bot's file (a syntax error, an error at its top level: the
 * answer's `bot_cannot_load`), rather than lost; a new game is refused, the player fixes
 * their bot. Resolves to {snap, keepSeats}: `keepSeats`, only after a stand-in, are the seats
 * the game's save keeps (seatsToKeep), for table.js `present`. Other refusals are thrown. */
export async function openGame(seats, open, { standIn = (easy) => open(easy, {}), ifRefused = false } = {}) {
  if (!hasYourBot(seats)) return { snap: await open(seats, {}) };
  let why;
  try {
    return { snap: await open(seats, { limitMs: LOAD_SECONDS * 1000 + LOAD_GRACE_MS }) };
  } catch (err) {
    if (err instanceof EngineOverrun) {
      why = t("Your bot's file did not finish loading within {seconds} s: the easy bot plays in its seat.",
        { seconds: formatNumber(LOAD_SECONDS) });
    } else if (ifRefused && err.answer && Number.isInteger(err.answer.bot_cannot_load)) {
      const easy = t("The easy bot plays in its seat.");
      why = `${err.message} ${easy}`;
    } else {
      throw err;
    }
  }
  const snap = await standIn(withEasyBot(seats));
  snap.message = standInNote(why);
  return { snap, keepSeats: seatsToKeep(seats, snap.seats) };
}
