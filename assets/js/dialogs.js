// The table's dialogs that only show: the rules (from the lobby too), "Describe" (key D: the
// game's summary of the position) and the keys. Their keys: commands.js.

import { $, el, openModal } from "./dom.js";
import { chosenGameId, gameDecl } from "./catalog.js";
import { boardFocus } from "./focus.js";
import { say } from "./hearing.js";
import { onLanguageChange } from "./i18n.js";
import { showMessage } from "./message.js";
import { call } from "./python.js";
import { currentTable, session } from "./session.js";

/** The rules of the game on the table, or of the one chosen in the lobby (whose Rules button
 * lobby.js listens to). */
export function showRules() {
  const { screen, snap } = session();
  const game = gameDecl(snap && screen !== "lobby" ? snap.game : chosenGameId());
  $("rules-body").innerHTML = game ? game.rules_html : "";
  openModal($("rules"), boardFocus);
  // The rules open at their top: the dialog's first focus would be its Close button, below them.
  $("rules-body").focus({ preventScroll: true });
  $("rules").scrollTop = 0;
}
$("table-rules").addEventListener("click", showRules);
$("rules-close").addEventListener("click", () => $("rules").close());

/** "Describe" (key D): the game's summary of the position (scores, whose turn, what is
 * where) in a dialog, its title said; a refusal is said as a message. */
export async function describe() {
  const current = currentTable();
  try {
    const { describe: summary } = await call("describe");
    if (!current() || session().screen === "lobby") return;
    $("describe-title").textContent = summary.title;
    $("describe-lines").replaceChildren(...summary.lines.map((line) => el("li", { textContent: line })));
    say([], summary.title);
    openModal($("describe"), boardFocus);
  } catch (err) {
    if (current()) showMessage(err.message);
  }
}
$("describe").addEventListener("close", () => { $("describe-lines").replaceChildren(); });
$("describe-close").addEventListener("click", () => $("describe").close());
$("describe-open").addEventListener("click", describe);

export function showKeys() {
  openModal($("keys"), boardFocus);
}
$("show-keys").addEventListener("click", showKeys);
$("keys-close").addEventListener("click", () => $("keys").close());

// Another language: open rules again in it (the lobby has the new catalog by now).
onLanguageChange(() => {
  if ($("rules").open) showRules();
});
