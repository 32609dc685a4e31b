// A guided first game (issue 29): Python runs it (py/ludoteca/tutor.py: the step, which clicks
// count, the bots' scripted replies, the pointer drawn by the game); this module only shows its
// step box on the table (#tutorial-box, `data-tutorial-step`: the step's number; Next, Leave),
// starts one ("Learn to play" in the lobby, ?tutorial=<game>, also in an embed), and offers one
// the first time a game is chosen on this device — in the setup form, never a modal. A
// tutorial is saved like a game, with its progress (saved-games.js), under one save per game:
// leaving it keeps it, "Learn to play" resumes it, a reload returns to it.

import { $, EMBED } from "./dom.js";
import { t } from "./i18n.js";
import { call, wantGame } from "./python.js";
import { chosenGameId, gameDecl } from "./catalog.js";
import { resumeSave } from "./saved-games.js";
import { getSave, listSaves } from "./saves.js";
import { newTable, subscribe } from "./session.js";
import { tableCode } from "./later.js";

const SEEN_KEY = "ludoteca.seen";       // localStorage: the games played or offered on this device

/** The one save of a game's tutorial. */
export const tutorialSaveId = (gameId) => `tutorial-${gameId}`;

/** Open the tutorial of `gameId`: the one left unfinished, else a new one. */
export async function startTutorial(gameId) {
  remember(gameId);
  const id = tutorialSaveId(gameId);
  const saved = getSave(id);
  if (saved && saved.tutorial && !saved.over) return resumeSave(id);
  const current = newTable();
  wantGame(gameId);
  $("setup-error").textContent = "";
  try {
    const snap = await call("tutorial", { game: gameId });
    const { present } = await tableCode();   // before the check: nothing waits between it and present
    if (!current()) return false;
    present(snap, { saveAs: id, replaceSave: true });     // a finished one is replaced
    return true;
  } catch (err) {
    if (current()) $("setup-error").textContent = err.message;
    return false;
  }
}

// ---------------------------------------------------------------- the step box on the table
let shownStep = null;      // "<game>:<step>" shown: the focus moves only when the step changes
let shownTarget = null;    // "<game>:<step>:<target>" brought into view: once, not at every redraw
const lessMotion = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };

// eslint-disable-next-line complexity -- one listener shows or hides every part of the step box (words, Next, progress, pointer's scroll) from the snapshot
subscribe(({ screen, snap }) => {
  const tutorial = screen === "table" && snap ? snap.tutorial : null;
  if (screen === "table" && snap) remember(snap.game);      // a game played here is offered no more
  const box = $("tutorial-box");
  document.body.classList.toggle("tutorial", Boolean(tutorial));
  if (!tutorial) {
    box.hidden = true;
    shownStep = null;
    return;
  }
  box.hidden = false;
  box.dataset.tutorialStep = String(tutorial.step);
  box.classList.toggle("done", tutorial.done);
  $("tutorial-title").textContent = tutorial.done ? (snap.over ? t("Tutorial: the end") : t("Tutorial: play on"))
    : t("Tutorial — step {step} of {count}", { step: tutorial.step, count: tutorial.count });
  // The status region speaks when its words change: once per step (and per language).
  if ($("tutorial-text").textContent !== tutorial.text) $("tutorial-text").textContent = tutorial.text;
  const next = $("tutorial-next");
  const hadFocus = document.activeElement === next;
  next.hidden = !tutorial.next;
  const target = `${snap.game}:${tutorial.step}:${tutorial.target}`;
  if (target !== shownTarget && !tutorial.waiting) requestAnimationFrame(() => bringIntoView(tutorial.target));
  shownTarget = target;
  const key = `${snap.game}:${tutorial.step}:${tutorial.next}`;
  if (key === shownStep) return;
  shownStep = key;
  // Keyboard play goes on where the step wants it: Next when it is offered (unless the player
  // is in another control), else back to the board once Next is gone.
  const idle = !document.activeElement || document.activeElement === document.body
    || document.activeElement.closest("#board-area");
  if (tutorial.next && (idle || hadFocus)) next.focus({ preventScroll: true });
  else if (!tutorial.next && hadFocus) requestAnimationFrame(() => focusBoard());
});

const EDGE = 10;           // px kept free at the window's edges: a pointed mark's ring (and its pulse) stays whole

/** As a step opens, bring what it points at into view (on a phone, or in a short embed, it may
 * lie below the fold) with as little scrolling as needed: every pointed mark, with the step box
 * and then the prompt above it when they all fit the window together. When they cannot all fit,
 * the awaited target wins: `token`, the snapshot's tutorial "target" (a click or a piece; null:
 * the step points at nothing, its box alone). */
function bringIntoView(token) {
  const pointed = [...$("board-area").querySelectorAll('[data-mark="point"]')].filter(drawn);
  const awaited = pointed.find((el) => el.dataset.click === token || el.dataset.piece === token) || pointed[0];
  const boxEl = $("tutorial-box");
  const box = boxEl.getBoundingClientRect();
  const bar = $("prompt").closest(".table-bar").getBoundingClientRect();     // the prompt, above the box
  const marks = pointed.map((el) => el.getBoundingClientRect());
  const aim = awaited && awaited.getBoundingClientRect();
  const choices = marks.length
    ? [[bar, box, ...marks], [box, ...marks], marks, [bar, box, aim], [box, aim], [aim]]
    : [[bar, box], [box]];
  const behavior = lessMotion.matches ? "auto" : "smooth";
  const height = window.innerHeight;
  for (const rects of choices) {
    const top = Math.min(...rects.map((r) => r.top)) - EDGE;
    const bottom = Math.max(...rects.map((r) => r.bottom)) + EDGE;
    if (bottom - top > height) continue;
    const by = top < 0 ? top : Math.max(0, bottom - height);
    if (by) window.scrollBy({ top: by, behavior });
    return;
  }
  // Taller than the window even alone: its middle in the window's.
  (awaited || boxEl).scrollIntoView({ block: "center", inline: "nearest", behavior });
}

/** Whether `el` is drawn on this screen (a board may leave a part out on a phone). */
function drawn(el) {
  const r = el.getBoundingClientRect();
  return r.width > 0 || r.height > 0;
}

function focusBoard() {
  const area = $("board-area");
  const target = area.querySelector('[data-click][tabindex="0"]') || area.querySelector("[data-click].legal");
  if (target) target.focus({ preventScroll: true });
}

$("tutorial-next").addEventListener("click", async () => (await tableCode()).act("tutorial_next"));
// Embedded, the tutorial is the whole page: there is nothing to leave to (app.css hides it).
$("tutorial-leave").addEventListener("click", async () => { if (!EMBED) (await tableCode()).toLobby(); });

// ---------------------------------------------------------------- the lobby: Learn to play
function seen() {
  try {
    const list = JSON.parse(localStorage.getItem(SEEN_KEY) || "[]");
    return Array.isArray(list) ? list : [];
  } catch { return []; }
}

function remember(gameId) {
  const list = seen();
  if (list.includes(gameId)) return;
  try { localStorage.setItem(SEEN_KEY, JSON.stringify([...list, gameId])); } catch { /* storage off */ }
}

/** Whether this device has never had `gameId` on its table (nor declined its tutorial). */
function neverPlayed(gameId) {
  if (seen().includes(gameId)) return false;
  try {
    return !listSaves().saves.some((entry) => entry.record.game === gameId);
  } catch { return false; }
}

/** The lobby chose `gameId`: "Learn to play" when it has a tutorial, and the first time, the
 * offer (beside Start: it blocks nothing). */
export function showLearn(gameId) {
  const game = gameDecl(gameId);
  const has = Boolean(game && game.has_tutorial);
  const offer = has && neverPlayed(gameId);
  $("learn").hidden = !has || offer;      // (the offer holds the same button)
  $("learn-offer").hidden = !offer;
  if (offer) $("learn-offer-text").textContent = t("New to {game}? A guided first game shows you how to play, step by step.", { game: game.name });
  $("learn-offer").dataset.game = offer ? gameId : "";
}

$("learn").addEventListener("click", () => { const id = chosenGameId(); if (id) startTutorial(id); });
$("learn-offer-yes").addEventListener("click", () => { const id = $("learn-offer").dataset.game; if (id) startTutorial(id); });
$("learn-offer-no").addEventListener("click", () => {
  remember($("learn-offer").dataset.game);
  $("learn-offer").hidden = true;
  $("learn").hidden = false;
  $("start").focus();
});
