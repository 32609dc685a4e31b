// What the player asks of the table besides its board: the bar's buttons that go to the engine
// (Cancel, Undo, Hint, Take back), the privacy screen's "continue", the score screen's Rematch,
// and the table's keys (D describes, ? lists the keys, Escape cancels pending clicks or closes
// the details).

import { $, closeModal } from "./dom.js";
import { forgetAutomaticMoves } from "./automatic.js";
import { describe, showKeys } from "./dialogs.js";
import { plainKey } from "./focus.js";
import { t } from "./i18n.js";
import { showMessage } from "./message.js";
import { call } from "./python.js";
import { newTable, session } from "./session.js";
import { act, present } from "./table.js";
import { openGame } from "./your-bot.js";

$("cancel").addEventListener("click", () => act("cancel"));
$("undo").addEventListener("click", () => act("undo"));
$("privacy-ok").addEventListener("click", () => act("privacy_ok"));
$("hint").addEventListener("click", () => {
  // The strong bot thinks in the engine's worker: the page stays usable meanwhile.
  $("prompt").textContent = t("The strong bot is thinking about your move…");
  document.body.classList.add("thinking");
  act("hint");
});
// A take-back shortens the game on purpose: its save replaces the longer one.
$("take-back").addEventListener("click", () => {
  forgetAutomaticMoves();     // the bots may have to make a move again at a move count seen before
  act("take_back", {}, { replaceSave: true });
});

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && $("details").open) {     // a sheet, not modal: Escape closes it here
    closeModal($("details"));
    return;
  }
  const { screen, snap } = session();
  if (screen === "lobby" || !snap || document.querySelector("dialog[open]")) return;
  const typing = event.target.closest && event.target.closest("input, select, textarea");
  const letter = !typing && plainKey(event) ? event.key : null;     // D and ? are not typed
  if (letter === "d" || letter === "D") {
    event.preventDefault();
    describe();
  } else if (letter === "?") {
    event.preventDefault();
    showKeys();
  } else if (event.key === "Escape" && snap.can_cancel) {
    act("cancel");
  }
});

// The same seats and options, a new deal. A bot from the workshop loads again, watched: one
// that loops now leaves its seat to the easy bot in a new engine (which has no game to rematch:
// "new" with the game's seats and options), and the new game's save keeps it (your-bot.js).
$("rematch").addEventListener("click", async () => {
  if ($("result").open) $("result").close();
  const { record, seats } = session().snap;
  const current = newTable();
  try {
    const { snap: next, keepSeats } = await openGame(seats, (_, how) => call("rematch", {}, how),
      { standIn: (easy) => call("new", { game: record.game, options: record.options, seats: easy }) });
    if (!current()) return;
    present(next, { saveAs: null, keepSeats });     // a new game: a new save
  } catch (err) {
    if (current()) showMessage(err.message);
  }
});
