// What the engine is told about this page, from the start (before any other call, so that
// even the lobby's option editors are drawn for this screen): the kind of screen, again
// whenever a rotation or resize changes it, and the player's language. An answer that comes
// while a game is on screen draws it again (table.js, by then fetched: later.js).

import { call } from "./python.js";
import { currentTable, session } from "./session.js";
import { tableCode } from "./later.js";

// ---------------------------------------------------------------- the space the board has
// The drawing, not the shell, decides how a board fits: the shell only says which kind of
// screen this is.
// The stylesheet's own breakpoint (app.css), asked as a media query: reading the page's width
// instead would lay the page out while the shell's modules start (15 ms of the lobby's start).
const PHONE_SCREEN = matchMedia("(max-width: 700px)");
// A finger, not a mouse, as the main pointer: the engine's words say "tap", not "click".
const TOUCH_SCREEN = matchMedia("(pointer: coarse)");
let toldScreen = null;
const screenKind = () => (PHONE_SCREEN.matches ? "phone" : "wide");
document.body.dataset.screen = screenKind();

export async function tellScreen() {
  const kind = screenKind();
  document.body.dataset.screen = kind;
  const touch = TOUCH_SCREEN.matches;
  if (`${kind}:${touch}` === toldScreen) return;
  toldScreen = `${kind}:${touch}`;
  const current = currentTable();
  redraw(await call("screen", { screen: kind, touch }), current);
}
let resizeTimer = null;
window.addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => { if (toldScreen) tellScreen(); }, 150);
});

// ---------------------------------------------------------------- another language
/** Tell the engine the player's language. Every answer after this one is in it; this one
 * shows the game on screen again in it, as it stands (pending clicks may be dropped), as
 * soon as it arrives — before any later answer, which goes on from it. (The page's own words
 * on the table follow onLanguageChange in views.js, bar.js, privacy.js, score-screen.js,
 * dialogs.js, taps.js.) */
export function tellLanguage(lang) {
  const current = currentTable();
  return call("language", { lang }).then((next) => redraw(next, current),
    (err) => console.warn("ludoteca: the engine did not take the language", err));
}

// The engine's answer drawn on the table it was asked for, if that is still on screen.
async function redraw(answer, current) {
  if (answer.game === undefined || session().screen === "lobby" || !current()) return;
  (await tableCode()).redrawAfterTelling(answer);
}
