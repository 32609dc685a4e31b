// A bot's log: what the player's bot printed (print() in its file; stdout and stderr), which
// Python keeps with each game (workshop.py: per move, and once for the file's top level; capped
// per move and per game, `cut` counting what was not kept). Shown under the code for the latest
// run, game by game and move by move (a move opens the viewer there), and beside the move in the
// viewer (workshop-viewer.js).

import { $, el } from "./dom.js";
import { formatNumber, t, tn } from "./i18n.js";

let limits = { move: 0, game: 0 };   // the caps Python keeps a log within (its play answer says them)
let onWatch = null;                  // (game, at) → opens the viewer there
let printedGames = 0;

/** What was printed at one time (`part`: {move: null at load, text, cut}): the text as printed,
 * and a sentence when some was not kept. */
export function printedPart(part) {
  const box = el("div", { className: "ws-printed" });
  box.append(el("pre", { textContent: part.text }));
  if (part.cut > 0) {
    box.append(el("p", {
      className: "ws-cut",
      textContent: tn(
        "{n} more character printed here was not kept: a bot's log keeps {move} characters a move and {game} a game.",
        "{n} more characters printed here were not kept: a bot's log keeps {move} characters a move and {game} a game.",
        part.cut, { n: formatNumber(part.cut), move: formatNumber(limits.move), game: formatNumber(limits.game) }),
    }));
  }
  return box;
}

/** A new run: the panel under the code says nothing was printed yet. `watch(game, at)` opens
 * the viewer; `caps` ({move, game}) the characters kept. */
export function clearLog(watch) {
  onWatch = watch;
  printedGames = 0;
  $("ws-log").hidden = false;
  $("ws-log-games").replaceChildren();
  $("ws-log-status").textContent = t("Nothing printed yet. What your bot prints with print() shows here, game by game and move by move.");
}

/** The log of a game just played, added to the panel (a game that printed nothing is left out). */
export function addGameLog(game, caps) {
  if (caps) limits = caps;
  if (!game.printed || !game.printed.length) return;
  printedGames += 1;
  $("ws-log-status").textContent = tn("Your bot printed something in {n} game of this run.",
    "Your bot printed something in {n} games of this run.", printedGames, { n: formatNumber(printedGames) });
  const details = el("details", { className: "ws-log-game" });
  const moves = game.printed.filter((part) => part.move !== null).length;
  details.append(el("summary", {
    textContent: tn("Game {i}: printed at {n} move", "Game {i}: printed at {n} moves", moves,
      { i: formatNumber(game.index + 1), n: formatNumber(moves) }),
  }));
  // The entries are made when the game is first opened: a long run prints a lot.
  details.addEventListener("toggle", () => {
    if (!details.open || details.dataset.filled) return;
    details.dataset.filled = "1";
    for (const part of game.printed) details.append(logEntry(game, part));
  });
  if (printedGames === 1) details.open = true;
  $("ws-log-games").append(details);
}

function logEntry(game, part) {
  const entry = el("div", { className: "ws-log-entry" });
  const at = part.move === null ? 0 : part.move;
  const label = part.move === null ? t("When the file loaded") : t("Move {move}", { move: formatNumber(part.move) });
  if (game.record && onWatch) {
    const button = el("button", { type: "button", className: "ws-log-move", textContent: label });
    button.setAttribute("aria-label", t("Watch game {i} at move {move}", { i: formatNumber(game.index + 1), move: formatNumber(at) }));
    button.addEventListener("click", () => onWatch(game, at));
    entry.append(button);
  } else {
    entry.append(el("span", { className: "ws-log-move", textContent: label }));
  }
  entry.append(printedPart(part));
  return entry;
}
