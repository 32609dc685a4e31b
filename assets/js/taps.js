// Clicks, taps and keys on the board. A tap or click on a legal target plays it; anywhere else
// it shows what was tapped (its details, written by Python) and, on a clickable element, Python
// says why it cannot be played now. A long press shows the details of anything, legal targets
// included. The keys: 1–9 play the n-th legal target in reading order, the arrows move between
// targets (focus.js), Enter or Space plays the one with the focus.

import { $, closeModal, openSheet } from "./dom.js";
import { boardFocus, focusTarget, keepTabStop, moveFocus, plainKey, TARGETS, targetsInReadingOrder } from "./focus.js";
import { onLanguageChange, t } from "./i18n.js";
import { showMessage } from "./message.js";
import { session } from "./session.js";
import { act } from "./table.js";

const LONG_PRESS_MS = 500;

export const timings = [];   // click → board updated, ms (read by bench/click_latency.py)

let press = null;

function detailsOf(element) {
  const holder = element && element.closest("[data-info], g:has(> title)");
  if (!holder) return null;
  if (holder.dataset.info) return holder.dataset.info;
  const title = holder.querySelector(":scope > title");
  return title ? title.textContent : null;
}

function showDetails(text) {
  $("details-text").textContent = text;
  openSheet($("details"), boardFocus);
}
$("details-close").addEventListener("click", () => closeModal($("details")));

function onBoardClick(event) {
  if (press && press.shown && event.detail !== 0) { press = null; return; }   // the end of a long press
  const { snap } = session();
  if (!snap) return;
  const legal = event.target.closest("[data-click].legal, [data-click].selected");
  if (legal && !snap.replay) {
    closeModal($("details"));
    sendClick(legal.dataset.click);
    return;
  }
  const text = detailsOf(event.target);
  if (text) showDetails(text);
  const target = event.target.closest("[data-click]");
  if (target && !snap.replay) sendClick(target.dataset.click);   // Python says why not
}

async function sendClick(token) {
  const started = performance.now();
  await act("click", { token });
  timings.push(performance.now() - started);
}

const boardArea = $("board-area");
boardArea.addEventListener("click", onBoardClick);
boardArea.addEventListener("pointerdown", (event) => {
  if (press) clearTimeout(press.timer);
  press = null;
  const text = detailsOf(event.target);
  if (!text) return;
  press = { x: event.clientX, y: event.clientY, shown: false,
    timer: setTimeout(() => { press.shown = true; showDetails(text); }, LONG_PRESS_MS) };
});
const endPress = (event) => {
  if (!press) return;
  clearTimeout(press.timer);
  if (event.type === "pointermove" && Math.hypot(event.clientX - press.x, event.clientY - press.y) < 10) return;
  if (!press.shown) press = null;
};
for (const type of ["pointerup", "pointercancel", "pointermove"]) boardArea.addEventListener(type, endPress);
boardArea.addEventListener("contextmenu", (event) => { if (detailsOf(event.target)) event.preventDefault(); });

$("board-area").addEventListener("keydown", (event) => {
  const { snap } = session();
  if (snap === null || snap.replay) return;
  // 1–9: the n-th legal target in reading order is played, while the board has the focus.
  if (/^[1-9]$/.test(event.key) && plainKey(event)) {
    event.preventDefault();
    const chosen = targetsInReadingOrder()[Number(event.key) - 1];
    if (!chosen) {
      showMessage(t("There is no target {n} to choose now.", { n: event.key }));
      return;
    }
    focusTarget(chosen);
    sendClick(chosen.dataset.click);
    return;
  }
  const target = event.target.closest && event.target.closest(TARGETS);
  if (!target) return;
  if (event.key.startsWith("Arrow")) {
    event.preventDefault();
    moveFocus(target, event.key);
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    keepTabStop(target);
    sendClick(target.dataset.click);
  }
});

// Another language: the details shown are the engine's words of the old language.
onLanguageChange(() => closeModal($("details")));
