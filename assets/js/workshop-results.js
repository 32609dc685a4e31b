// A tournament's results: the table (win share with its 95 % interval, mean score, think time;
// each figure with the games or moves it rests on), the report as the arena prints it, and the
// list of games, each to watch in the viewer or to open in the game page's replay (a new tab:
// the results stay). The statistics are Python's (workshop.summarize, ludoteca.stats: Wilson
// intervals, rounded once there); the page only writes the numbers in its language.

import { $, el } from "./dom.js";
import { formatNumber, t, tn } from "./i18n.js";
import { call } from "./workshop-python.js";
import { theirErrorText } from "./workshop-versions.js";

/** A bot level's name. */
export function levelName(value) {
  return { easy: t("Easy"), normal: t("Normal"), strong: t("Strong") }[value] || value;
}

/** Show the statistics of `run.games` against `base.opponent` (the worker computes them). */
export async function showSummary(run, base) {
  // (the records and logs stay here: the statistics need none of them)
  const games = run.games.map((g) => ({ ...g, record: null, printed: [] }));
  const answer = await call("summary", { games, game: base.game, opponent: base.opponent, players: base.players,
    seats_held: base.seats_held, seconds: (performance.now() - run.started) / 1000 });
  if (!answer.ok) return;
  const { stats, finished } = answer.summary;
  const body = $("ws-results").querySelector("tbody");
  body.replaceChildren(
    resultRow(base.seats_held > 1 ? t("Your bot ({n} seats)", { n: formatNumber(base.seats_held) }) : t("Your bot"),
      stats.you, finished),
    resultRow(opponentName(base), stats.them, finished),
  );
  $("ws-results").hidden = false;
  $("ws-report").textContent = answer.summary.report;
  $("ws-report").hidden = false;
}

/** Who played the player's bot: one of their versions, or our bots of a level. */
function opponentName({ against, opponent, players, seats_held: held = 1 }) {
  const seats = formatNumber(players - held);
  if (against) {
    return players - held > 1 ? t("Version “{name}” ({n} seats)", { name: opponent, n: seats })
      : t("Version “{name}”", { name: opponent });
  }
  return players - held > 1 ? t("Our bots ({level}, {n} seats)", { level: levelName(opponent), n: seats })
    : t("Our bot ({level})", { level: levelName(opponent) });
}

// A share as Python rounded it (ludoteca.stats.rounded: to 0.1 %); ×100 here only, then written
// in the page's language (Math.round drops the float's noise, it changes no digit). A no-break
// space keeps "%" with its number in the table's narrow cells.
const percent = (x) => (x === null || x === undefined ? "–" : `${formatNumber(Math.round(x * 1000) / 10)}\u00a0%`);
const ms = (x) => (x === null || x === undefined ? "–" : `${formatNumber(Math.round(x))} ms`);

function resultRow(name, side, finished) {
  const share = side.win_share === null ? "–"
    : tn("{share} ({low}–{high}), {n} game", "{share} ({low}–{high}), {n} games", side.games,
      { share: percent(side.win_share), low: percent(side.low), high: percent(side.high), n: formatNumber(side.games) });
  const score = side.mean_score === null ? "–"
    : tn("{mean} ({n} finished game)", "{mean} ({n} finished games)", finished,
      { mean: formatNumber(Math.round(side.mean_score * 10) / 10), n: formatNumber(finished) });
  const think = side.think.moves
    ? tn("mean {mean}, p95 {p95} ({moves} move)", "mean {mean}, p95 {p95} ({moves} moves)", side.think.moves,
      { mean: ms(side.think.mean_ms), p95: ms(side.think.p95_ms), moves: formatNumber(side.think.moves) })
    : "–";
  const row = el("tr");
  row.append(el("th", { scope: "row", textContent: name }), el("td", { textContent: share }),
    el("td", { textContent: score }), el("td", { textContent: think }));
  return row;
}

/** The sentence for a game lost by a bot's error (the player's, or the version's it played). */
export function gameErrorText(game) {
  const { move, message } = game.error;
  if (game.error.side === "them") return theirErrorText(game.error, game.against, game.index);
  return move
    ? t("Game {i}: your bot lost at move {move}. {message}", { i: game.index + 1, move, message })
    : t("Game {i}: your bot lost. {message}", { i: game.index + 1, message });
}

/** The seats the player's bot held in `game` (one in a game listed before it could hold more). */
function heldSeats(game) { return game.bot_seats || [game.seat]; }

/** "Game 3 (seat 3): your bot won, 12 to 9, 7." — with several seats, each of its scores. */
function gameLine(game) {
  const held = heldSeats(game);
  const args = {
    i: game.index + 1, seat: formatNumber(held[0] + 1), seats: held.map((q) => formatNumber(q + 1)).join(", "),
    you: held.map((q) => formatNumber(game.scores[q])).join(", "),
    them: game.scores.filter((_, q) => !held.includes(q)).map(formatNumber).join(", "),
  };
  if (held.length > 1) {
    if (game.share === 1) return t("Game {i} (seats {seats}): your bot won, {you} to {them}.", args);
    if (game.share > 0) return t("Game {i} (seats {seats}): your bot shared the win, {you} to {them}.", args);
    return t("Game {i} (seats {seats}): your bot lost, {you} to {them}.", args);
  }
  if (game.share === 1) return t("Game {i} (seat {seat}): your bot won, {you} to {them}.", args);
  if (game.share > 0) return t("Game {i} (seat {seat}): your bot shared the win, {you} to {them}.", args);
  return t("Game {i} (seat {seat}): your bot lost, {you} to {them}.", args);
}

/** The list's line for `game`; `watch(game)` opens it in the viewer. */
export function addGameRow(game, watch) {
  $("ws-games-title").hidden = false;
  const item = el("li");
  let text;
  if (game.error) text = gameErrorText(game);
  else if (game.share === null) text = t("Game {i}: not counted.", { i: game.index + 1 });
  else {
    text = gameLine(game);
  }
  item.append(el("span", { textContent: text }));
  if (game.record) {
    const button = el("button", { type: "button", className: "ws-watch", textContent: t("Watch") });
    button.setAttribute("aria-label", t("Watch game {i}", { i: game.index + 1 }));
    button.addEventListener("click", () => watch(game));
    const link = el("a", { textContent: t("Open in replay"), href: "./", target: "_blank", rel: "noopener" });
    link.setAttribute("aria-label", t("Open in replay (game {i}, new tab)", { i: game.index + 1 }));
    item.append(" ", button, " ", link);
    call("replay_code", { record: game.record, seats: game.seats }).then((answer) => {
      if (answer.ok) link.href = `./#${answer.code}`;
    });
  }
  $("ws-game-list").append(item);
}
