// Watching a game of the tournament inside the workshop: each position is drawn by the worker as
// the game page draws a replay (workshop.watch: the same snapshot, seen from the bot's seat),
// stepped with First, Back, Play/Pause, Forward, Last (or ← → inside the viewer), with the game's
// words for the move shown and what the bot printed for it beside the board. The tournament's
// results stay on the page; "Open in replay" opens the game page's replay in a new tab.

import { $, el } from "./dom.js";
import { formatNumber, t } from "./i18n.js";
import { printedPart } from "./workshop-log.js";
import { call } from "./workshop-python.js";

const PLAY_MS = 900;           // between two positions while playing
const PHONE_SCREEN = matchMedia("(max-width: 700px)");   // as the game page tells its drawings

const STEPS = ["ws-viewer-first", "ws-viewer-back", "ws-viewer-play", "ws-viewer-forward", "ws-viewer-last"];

let watching = null;           // {game, at: shown, total, asked: the position asked for last, playing, timer}

/** Open `game` (as the worker's play answer gives it: record, seats, seat, printed, index) at
 * position `at` (after that many moves). */
export function watchGame(game, at = 0) {
  stopPlaying();
  watching = { game, at, total: game.record.moves.length, asked: at, playing: false, timer: 0 };
  for (const id of ["ws-viewer-board", "ws-viewer-panels", "ws-viewer-said", "ws-viewer-printed"]) $(id).replaceChildren();
  $("ws-viewer-at").textContent = "";      // (nothing of the game shown before, while this one is drawn)
  $("ws-viewer-at").removeAttribute("aria-live");
  $("ws-viewer").hidden = false;
  const held = game.bot_seats || [game.seat];
  $("ws-viewer-title").textContent = held.length > 1
    ? t("Game {i}: your bot in seats {seats}",
      { i: formatNumber(game.index + 1), seats: held.map((q) => formatNumber(q + 1)).join(", ") })
    : t("Game {i}: your bot in seat {seat}", { i: formatNumber(game.index + 1), seat: formatNumber(held[0] + 1) });
  const link = $("ws-viewer-replay");
  link.hidden = true;
  call("replay_code", { record: game.record, seats: game.seats }).then((answer) => {
    if (answer.ok && watching && watching.game === game) {
      link.href = `./#${answer.code}`;
      link.hidden = false;
    }
  });
  show(at).then(() => {
    $("ws-viewer").scrollIntoView({ block: "start" });
    $("ws-viewer-title").focus({ preventScroll: true });
  });
}

/** Close the viewer (a new tournament, or the player's Close). */
export function closeViewer() {
  stopPlaying();
  watching = null;
  $("ws-viewer").hidden = true;
}

/** Draw position `at` (the last asked for wins: a quicker step's answer is not overwritten). */
async function show(at) {
  const w = watching;
  if (!w) return;
  w.asked = Math.max(0, Math.min(at, w.total));
  const asked = w.asked;
  const answer = await call("watch", {
    record: w.game.record, seats: w.game.seats, seat: w.game.bot_seats || w.game.seat, at: asked,
    screen: viewerScreen(),
  });
  if (watching !== w || w.asked !== asked) return;
  if (!answer.ok) {
    $("ws-viewer-at").textContent = answer.error;
    stopPlaying();
    return;
  }
  w.at = asked;
  draw(answer.position);
  placeFinished(answer.position, w.game);
}

/** Where a finished game's position is, its steps, and what the bot printed for its move. */
function placeFinished(position, game) {
  const { at, total } = position.replay;
  $("ws-viewer-at").textContent = at === 0
    ? t("Start of the game ({total} moves)", { total: formatNumber(total) })
    : t("After move {at} of {total}", { at: formatNumber(at), total: formatNumber(total) });
  $("ws-viewer-first").disabled = $("ws-viewer-back").disabled = at === 0;
  $("ws-viewer-forward").disabled = $("ws-viewer-last").disabled = at === total;
  $("ws-viewer-play").disabled = false;
  const parts = (game.printed || []).filter((p) => p.move === (at === 0 ? null : at));
  drawPrinted(at, position.mover, parts);
}

/** The board, its panels and the game's words for the move (the caller says where it is). */
function draw(position) {
  $("ws-viewer-board").innerHTML = position.svg;
  $("ws-viewer-panels").replaceChildren(...(position.panels || []).map((panel) => {
    const box = el("figure", { className: "board-wrap ws-viewer-panel" });
    box.append(el("figcaption", { textContent: panel.title }));
    box.insertAdjacentHTML("beforeend", panel.svg);
    return box;
  }));
  $("ws-viewer-said").replaceChildren(...position.said.map((line) => el("li", { textContent: line })));
}

/** Beside the board: what the bot printed for the move shown, `wanted` (at the start: as its
 * file loaded). */
function drawPrinted(at, mover, wanted) {
  let note = "";
  if (mover === "them") note = t("This move was another player's.");
  else if (!wanted.length) {
    note = at === 0 ? t("Your bot printed nothing when its file loaded.") : t("Your bot printed nothing for this move.");
  }
  $("ws-viewer-printed").replaceChildren(...(note ? [el("p", { className: "ws-note", textContent: note })] : wanted.map(printedPart)));
}

/** A position of the game being played (workshop_watch.LiveDrawer's, posted by the worker after
 * a move): shown at once, labelled live; the steps wait for the game's end (it is then watched
 * as any other, from its row). */
export function showLivePosition(shown) {
  stopPlaying();
  const fresh = !watching || !watching.live || watching.game.index !== shown.index;
  if (fresh) {
    watching = { live: true, game: { index: shown.index }, at: 0, total: 0, asked: 0, playing: false, timer: 0 };
    for (const id of ["ws-viewer-board", "ws-viewer-panels", "ws-viewer-said", "ws-viewer-printed"]) $(id).replaceChildren();
    $("ws-viewer-replay").hidden = true;
    $("ws-viewer-title").textContent = t("Game {i}, live", { i: formatNumber(shown.index + 1) });
    for (const id of STEPS) $(id).disabled = true;
    // (read out on asking, not at every move: a screen reader would speak without end)
    $("ws-viewer-at").setAttribute("aria-live", "off");
    const opening = $("ws-viewer").hidden;
    $("ws-viewer").hidden = false;
    if (opening) $("ws-viewer").scrollIntoView({ block: "start" });
  }
  if (shown.error) {
    $("ws-viewer-at").textContent = shown.error;
    return;
  }
  const at = shown.replay.at;
  watching.at = watching.total = watching.asked = at;
  draw(shown);
  $("ws-viewer-at").textContent = shown.over
    ? t("Game {i}, live: over after move {at}", { i: formatNumber(shown.index + 1), at: formatNumber(at) })
    : t("Game {i}, live: after move {at}", { i: formatNumber(shown.index + 1), at: formatNumber(at) });
  drawPrinted(at, shown.mover, shown.printed);
}

/** True while the viewer shows the game being played. */
export function viewerIsLive() { return Boolean(watching && watching.live); }

/** The screen the drawings are made for (as the game page tells its drawings). */
export function viewerScreen() { return PHONE_SCREEN.matches ? "phone" : "wide"; }

function stopPlaying() {
  if (!watching) return;
  clearTimeout(watching.timer);
  watching.playing = false;
  $("ws-viewer-play").textContent = t("▶ Play");
  $("ws-viewer-play").setAttribute("aria-pressed", "false");
}

/** Play on from the position shown, one move each PLAY_MS (each drawn before the next is asked). */
function startPlaying() {
  const w = watching;
  w.playing = true;
  $("ws-viewer-play").textContent = t("❚❚ Pause");
  $("ws-viewer-play").setAttribute("aria-pressed", "true");
  const next = async (to) => {
    if (watching !== w || !w.playing) return;
    await show(to);
    if (watching !== w || !w.playing) return;
    if (w.at >= w.total) stopPlaying();
    else w.timer = setTimeout(() => next(w.at + 1), PLAY_MS);
  };
  next(w.at >= w.total ? 0 : w.at + 1);       // at the end: from the start again
}

/** A step the player asked for: playing stops, position `to` is shown. */
function stepTo(to) {
  if (!watching || watching.live) return;
  stopPlaying();
  show(to);
}

$("ws-viewer-first").addEventListener("click", () => stepTo(0));
$("ws-viewer-back").addEventListener("click", () => stepTo(watching.asked - 1));
$("ws-viewer-forward").addEventListener("click", () => stepTo(watching.asked + 1));
$("ws-viewer-last").addEventListener("click", () => stepTo(Infinity));
$("ws-viewer-play").addEventListener("click", () => (watching.playing ? stopPlaying() : startPlaying()));
// (a live game has no steps: they are disabled, and a key does nothing either)
$("ws-viewer-close").addEventListener("click", closeViewer);
// ← and → step inside the viewer (the editor keeps its own arrows).
$("ws-viewer").addEventListener("keydown", (event) => {
  if (!watching || watching.live || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
  if (event.target.closest("a, input, select, textarea")) return;
  event.preventDefault();
  stepTo(watching.asked + (event.key === "ArrowLeft" ? -1 : 1));
});
