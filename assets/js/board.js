// The board: the drawings Python made (the main view, the panels) put on the page — whole, or
// patched where they changed —, the view tabs, and the hint's glow. Owns the drawing on screen.

import { $, el } from "./dom.js";
import { focusInBoard, prepareFocus } from "./focus.js";
import { drawn } from "./motion.js";
import { chooseTab, shownTab, showTab, viewTitles } from "./views.js";

/** Put the drawings of `next` on the page (`previous`: the snapshot drawn before; `moved`: a new
 * move, which brings the main drawing back). False: the drawing on screen could not be
 * patched, and the whole of it must be asked for (table.js redrawWhole). */
export function drawBoard(next, previous, moved) {
  const focusedToken = focusInBoard();
  const views = viewTitles(next);
  if (moved || shownTab() >= views.length) chooseTab(0);
  const patched = drawViews(next, previous);
  drawTabs(views);
  showTab();
  // A move onward in the same game (or replay) is animated from where its pieces were (motion.js).
  const step = (s) => (s.replay ? s.replay.at : s.record.moves.length);
  drawn($("board-area"), { animate: Boolean(previous) && previous.game === next.game
    && Boolean(previous.replay) === Boolean(next.replay) && step(next) > step(previous) });
  prepareFocus(focusedToken);
  return patched;
}

/** The main drawing and the panels of `next`, where they changed since `previous`; false if
 * the main drawing's patches did not fit it. */
function drawViews(next, previous) {
  const panels = next.panels || [];
  let patched = true;
  // What did not change is not parsed again (an answer leaves out what the page has).
  const same = previous && previous.game === next.game && $("board").firstElementChild;
  if (next.svg_patch) {
    if (!same || !patchDrawing($("board").firstElementChild, next.svg_patch)) patched = false;
  } else if (!same || previous.svg !== next.svg) $("board").innerHTML = next.svg;
  if (!same || previous.panels !== next.panels) $("panels").replaceChildren(...panels.map((panel, i) => {
    const box = el("div", { className: "board-wrap panel", innerHTML: panel.svg });
    box.dataset.panel = String(i + 1);
    box.setAttribute("role", "tabpanel");
    return box;
  }));
  return patched;
}

/** The tabs of the table's `views` (titles), shown when there are two or more. */
function drawTabs(views) {
  const tabs = $("board-tabs");
  tabs.hidden = views.length < 2;
  tabs.replaceChildren(...views.map((title, i) => {
    const button = el("button", { type: "button", textContent: title });
    button.setAttribute("role", "tab");
    button.dataset.tab = String(i);
    button.addEventListener("click", () => { chooseTab(i); showTab(); prepareFocus(null); });
    return button;
  }));
}

// The strong bot's hint: its next click glows on the board (Python says which, while the
// player's pending clicks still lead to the hinted move).
export function showHint(next) {
  for (const old of document.querySelectorAll("#board-area .hinted")) old.classList.remove("hinted");
  const token = next.hint && !next.replay ? next.hint.next : null;
  if (!token) return;
  for (const target of document.querySelectorAll(`#board-area [data-click="${CSS.escape(token)}"]`)) {
    target.classList.add("hinted");
  }
}

// A drawing that changed in part comes as patches (py/ludoteca/svgdiff.py): only the
// elements that differ are parsed and replaced; the rest of the board is left as it is.
const SVG_NS = "http://www.w3.org/2000/svg";

/** The elements the patches bring, parsed together (one parse, not one per patch): for each
 * patch its element ("a": an element with the new attributes), or null ("d"). */
function parsedElements(patches) {
  const markups = [];
  for (const [kind, , markup] of patches) {
    if (kind === "d") continue;
    // "a" brings a start tag only: closed here, so that each patch makes one element.
    markups.push(kind === "a" ? `${markup}</${markup.match(/^<([^\s/>]+)/)[1]}>` : markup);
  }
  const holder = document.createElementNS(SVG_NS, "g");
  holder.innerHTML = markups.join("");      // parsed as SVG: the context is an SVG element
  const elements = [...holder.children];
  if (elements.length !== markups.length) throw new Error("the patches' markup did not parse as one element each");
  return patches.map(([kind]) => (kind === "d" ? null : elements.shift()));
}

/** Apply `patches` to the drawing `root`; false if they do not fit it (never expected). */
function patchDrawing(root, patches) {
  try {
    const elements = parsedElements(patches);
    patches.forEach((patch, i) => patchOne(root, patch, elements[i]));
    return true;
  } catch (err) {
    console.warn("ludoteca: a drawing patch did not fit; asking for the whole drawing", err);
    return false;
  }
}

function patchOne(root, [kind, path], element) {
  let parent = root;
  for (const index of path.slice(0, -1)) parent = parent.children[index];
  const target = parent.children[path[path.length - 1]] || null;
  if (kind === "d") target.remove();
  else if (kind === "i") parent.insertBefore(element, target);
  else if (kind === "r") target.replaceWith(element);
  else {                              // "a": the element's own attributes only
    for (const name of target.getAttributeNames()) if (!element.hasAttribute(name)) target.removeAttribute(name);
    for (const name of element.getAttributeNames()) target.setAttribute(name, element.getAttribute(name));
  }
}
