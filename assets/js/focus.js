// The keyboard on the board: its legal targets are buttons one Tab stop apart from the rest of
// the page (a roving tabindex): Tab enters the board on one target, the arrow keys move to the
// nearest target in their direction, Enter or Space plays it, Escape cancels pending clicks
// (the keys themselves: taps.js and commands.js). After a move the focus goes to the next
// thing to choose, never back to the top of the page. Owns the target that holds the Tab stop.

import { $ } from "./dom.js";
import { finishMotion } from "./motion.js";
import { beforeNextPaint } from "./paint.js";
import { session } from "./session.js";
import { visibleView } from "./views.js";

export const TARGETS = "[data-click].legal, [data-click].selected";
let rovingToken = null;

const boardArea = $("board-area");
boardArea.setAttribute("tabindex", "-1");

/** The token of the board element that has the focus (null: the focus is elsewhere). */
export function focusInBoard() {
  const active = document.activeElement;
  if (!active || !boardArea.contains(active)) return null;
  return active.dataset && active.dataset.click ? active.dataset.click : "";
}

/** `targets` in reading order: by rows (8 px apart), then left to right. Each box is measured
 * once (a sort compares each element many times, and measuring an SVG element is not free). */
function inReadingOrder(targets) {
  const boxes = new Map(targets.map((target) => [target, target.getBoundingClientRect()]));
  return [...targets].sort((a, b) => {
    const [ra, rb] = [boxes.get(a), boxes.get(b)];
    return Math.abs(ra.top - rb.top) > 8 ? ra.top - rb.top : ra.left - rb.left;
  });
}

/** The drawings' targets are buttons, named by the words they show first. */
function nameTargets(inDocument) {
  for (const svg of boardArea.querySelectorAll("svg[role='img']")) {
    if (svg.querySelector("[data-click]")) svg.setAttribute("role", "group");   // its buttons are heard
  }
  for (const target of inDocument) {
    target.setAttribute("role", "button");
    if (!target.hasAttribute("aria-label")) {
      const name = target.dataset.info || (target.querySelector(":scope > title") || {}).textContent || target.dataset.click;
      target.setAttribute("aria-label", name.split("\n")[0]);
    }
  }
}

/** Make the visible view's targets keyboard buttons; `focusedToken` (not null): the focus was
 * in the board and goes back to that target, or to the first one. */
export function prepareFocus(focusedToken) {
  const inDocument = [...visibleView().querySelectorAll(TARGETS)];
  nameTargets(inDocument);
  const kept = inDocument.find((t) => t.dataset.click === rovingToken);
  if (focusedToken === null) {
    // The focus is elsewhere: the Tab stop stays on the target it was on, else it goes to the
    // first in reading order once the frame is laid out (until then, the first in the document).
    setTabStop(inDocument, kept || inDocument[0] || null);
    if (!kept) {
      const view = visibleView();
      beforeNextPaint(() => {
        if (focusInBoard() !== null || visibleView() !== view) return;    // moved on meanwhile
        const targets = inReadingOrder([...view.querySelectorAll(TARGETS)]);
        if (targets.length && !targets.some((t) => t.dataset.click === rovingToken)) setTabStop(targets, targets[0]);
      });
    }
    return;
  }
  const targets = inReadingOrder(inDocument);
  let roving = kept || targets[0] || null;
  // Back to the same target, unless it became the pending choice: then on to what comes next.
  const again = targets.find((t) => t.dataset.click === focusedToken);
  const next = targets.find((t) => t.classList.contains("legal") && !t.classList.contains("selected"));
  if (again && !(again.classList.contains("selected") && next)) roving = again;
  else if (again) roving = next;
  setTabStop(targets, roving);
  if (roving) {
    rovingToken = roving.dataset.click;
    roving.focus({ preventScroll: false });
  } else {
    boardArea.focus();                  // nothing to choose now: the focus waits on the board
  }
}

/** `stop` (or none) is the one of `targets` that Tab reaches; the others take no Tab stop. */
function setTabStop(targets, stop) {
  for (const target of targets) target.setAttribute("tabindex", target === stop ? "0" : "-1");
}

export function moveFocus(from, key) {
  finishMotion();           // an arrow pressed while a move slides: from where things rest
  const targets = [...visibleView().querySelectorAll(TARGETS)];
  const a = from.getBoundingClientRect();
  const [ax, ay] = [a.left + a.width / 2, a.top + a.height / 2];
  const [dx, dy] = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[key];
  let best = null;
  let bestScore = Infinity;
  for (const target of targets) {
    if (target === from) continue;
    const b = target.getBoundingClientRect();
    const [vx, vy] = [b.left + b.width / 2 - ax, b.top + b.height / 2 - ay];
    const along = vx * dx + vy * dy;
    if (along <= 1) continue;                         // not in that direction
    const across = Math.abs(vx * dy - vy * dx);
    const score = along + 2 * across;                 // straight ahead first
    if (score < bestScore) { best = target; bestScore = score; }
  }
  // Nothing that way (the end of a row, the edge of the board): on to the next target in
  // reading order (→ ↓) or the previous one (← ↑), round the board — so no target is left out
  // for good (a block in a column no arrow points to, e.g. Kukulkán's axis blocks amid dots).
  if (!best && targets.length > 1) {
    const order = inReadingOrder(targets);
    const forward = key === "ArrowRight" || key === "ArrowDown";
    best = order[(order.indexOf(from) + (forward ? 1 : order.length - 1)) % order.length];
  }
  if (!best || best === from) return;
  from.setAttribute("tabindex", "-1");
  best.setAttribute("tabindex", "0");
  rovingToken = best.dataset.click;
  best.focus();
}

/** The legal targets of the view shown, in reading order (the number keys count them so). A key
 * pressed while a move slides counts them where they rest. */
export function targetsInReadingOrder() {
  finishMotion();
  return inReadingOrder([...visibleView().querySelectorAll("[data-click].legal")]);
}

/** Give `target` the board's one Tab stop and the focus. */
export function focusTarget(target) {
  for (const other of visibleView().querySelectorAll("[tabindex='0']")) other.setAttribute("tabindex", "-1");
  target.setAttribute("tabindex", "0");
  rovingToken = target.dataset.click;
  target.focus();
}

/** The target played by Enter or Space keeps the Tab stop. */
export function keepTabStop(target) {
  rovingToken = target.dataset.click;
}

export const plainKey = (event) => !event.ctrlKey && !event.altKey && !event.metaKey;

/** Where the focus goes back to when a dialog's opener is gone: the board's target, else the
 * board itself (at the lobby: nowhere in particular). */
export function boardFocus() {
  if (session().screen === "lobby") return null;
  const targets = [...visibleView().querySelectorAll(TARGETS)];
  return targets.find((target) => target.getAttribute("tabindex") === "0") || targets[0] || boardArea;
}
