// The table: one game as Python drew it. `show` only draws a snapshot (the board and its
// views, prompt, bar, log, privacy screen) and publishes it to the session (session.js), whose
// subscribers do what follows from it elsewhere (save it, keep a high score, show the links to
// send); `present` shows a new answer and then opens the score screen once and lets a bot or a
// forced move play. Clicks and taps go to Python; a tap on anything else, or a long press,
// shows its details. Owns the drawing on screen, the view (tab) shown, and the timer of the
// next automatic move.

import { readableOn } from "./colour.js";
import { $, closeModal, el, openModal, openSheet, params } from "./dom.js";
import { formatNumber, onLanguageChange, t, tn } from "./i18n.js";
import { call } from "./python.js";
import { chosenGameId, gameDecl } from "./catalog.js";
import { currentTable, finishedKey, newTable, publish, session, subscribe } from "./session.js";
import { drawn, finishMotion, settled } from "./motion.js";

const BOT_DELAY_MS = Number(params.get("botDelay") ?? 700);
// A forced move (the player's only choice, e.g. a pass) is announced, then made by itself.
const FORCED_DELAY_MS = Number(params.get("forcedDelay") ?? Math.max(1500, BOT_DELAY_MS * 2));
const MESSAGE_MS = 4000;
const LONG_PRESS_MS = 500;

let snap = null;           // the snapshot drawn (the session's, once published)
let tab = 0;               // 0 = the main drawing, then the panels, then (phone) the log
let autoTimer = null;      // the next bot or forced move
let resultShownFor = null; // the finished game whose score screen opened already
let messageTimer = null;
export const timings = [];   // click → board updated, ms (read by bench/click_latency.py)

// Work that reads the layout (where targets are, how tall the log or the prompt is) waits for
// the next frame: a new snapshot is then laid out once, in the browser's rendering step, and
// not in the task that drew it — the first board's layout, forced there, made a 60–110 ms task.
const beforePaint = new Set();
function beforeNextPaint(work) {
  if (!beforePaint.size) {
    requestAnimationFrame(() => {
      const due = [...beforePaint];
      beforePaint.clear();
      for (const fn of due) fn();
    });
  }
  beforePaint.add(work);
}

// A new table: the automatic move due for the old one is not made.
subscribe((state, { what }) => {
  if (what !== "new-table") return;
  lastAutomatic = null;
  clearPending();
});

/** Show a new answer of the engine and do what follows from it. `how`: `keepMessage` (the
 * message on screen stays), and for the session's subscribers `saveAs` (another game: the save
 * it goes into, null for a new one), `replaceSave` (a take-back: its save replaces the longer
 * one), `replay` (the replay shown: {record, seats, at, returnTo}). */
export function present(next, how = {}) {
  document.body.classList.remove("thinking");
  show(next, { keepMessage: how.keepMessage, news: { ...how, what: "answer" } });
  if (next.replay) {
    document.body.dataset.replayAt = String(next.replay.at);
    return;                    // a replay is only looked at: no result dialog, no bot
  }
  const resultKey = finishedKey(next);
  if (next.over && resultShownFor !== resultKey) {
    resultShownFor = resultKey;   // open the result once, not on every redraw
    showResult(next);
  }
  scheduleAutomaticMove(next);
  document.body.dataset.moves = String(next.record.moves.length);
}

/** Draw a snapshot and publish it. `news`: what the session's subscribers are told (a new
 * answer, whose news the announcer says; by default the same position drawn again). */
function show(next, { keepMessage = false, news = { what: "redraw" } }) {
  const announce = news.what === "answer";
  const previous = snap;
  snap = next;
  const replay = next.replay || null;
  $("lobby").hidden = true;
  $("table").hidden = false;
  $("table-game").textContent = next.game_name;
  const prompt = replay ? replayPrompt(replay) : next.forced || next.prompt;
  $("prompt").textContent = prompt;
  hear(next, prompt, announce);
  // A new move (or another game) brings the main drawing back: the next decision is there.
  const moved = !previous || previous.game !== next.game || previous.record.moves.length !== next.record.moves.length;
  drawBoard(next, previous, moved);
  // The bar keeps its size: these buttons keep their place and only show when they apply.
  const live = !replay;
  for (const [id, active] of [["cancel", next.can_cancel], ["undo", next.can_cancel], ["show-result", next.over],
    ["hint", live && next.can_hint], ["take-back", live && next.can_take_back]]) {
    $(id).classList.toggle("inactive", !active);
    $(id).disabled = !active;
  }
  $("replay-bar").hidden = !replay;
  $("open-replay").hidden = Boolean(replay);
  $("export").hidden = Boolean(replay);
  if (replay) {
    $("replay-first").disabled = $("replay-back").disabled = replay.at === 0;
    $("replay-forward").disabled = $("replay-last").disabled = replay.at === replay.total;
    $("replay-position").textContent = `${replay.at} / ${replay.total}`;
    $("replay-url").hidden = true;
  }
  $("practice").hidden = !next.practice;
  showHint(next);
  if (!keepMessage) showMessage(next.message);
  // The hint's words stay under the bar while the hint holds, clear of the prompt and the board.
  const hintText = next.hint && !replay ? next.hint.text : "";
  $("hint-text").hidden = !hintText;
  if ($("hint-text").textContent !== hintText) $("hint-text").textContent = hintText;
  if (!previous || previous.log !== next.log || $("log").childElementCount !== next.log.length) {
    renderLog(next.log, next.seat_colours || []);
  }
  showPrivacy(next);
  publish({ screen: replay ? "replay" : "table", snap: next }, news);
}

// ---------------------------------------------------------------- hearing the game
// #announcer (a polite status region) says each new move once, as the log writes it — the
// player's, a bot's, a friend's — and then the prompt when it changed: one region, so the move
// is heard before the prompt and neither twice. What was on screen already is never said again:
// not after a reload (the first snapshot of a table is only taken note of), nor when the same
// position is drawn again in another language or for another screen.
let heard = null;          // {key, count, prompt}: the table, how many log entries, the prompt said

const tableKey = (next) => `${next.game}:${next.record && next.record.seed}:${next.replay ? "replay" : "play"}`;

function hear(next, prompt, announce) {
  const key = tableKey(next);
  const log = next.log || [];
  const before = heard;
  heard = { key, count: log.length, prompt };
  if (!announce || !before || before.key !== key) return;
  const moves = log.length > before.count ? log.slice(before.count).map((entry) => entry.text) : [];
  const newPrompt = prompt && prompt !== before.prompt ? prompt : "";
  if (moves.length || newPrompt) say(moves, newPrompt);
}

/** Say `moves` (sentences of the log), then `prompt`, in #announcer. */
export function say(moves, prompt = "") {
  const parts = moves.map((text) => el("span", { className: "said-move", textContent: text }));
  if (prompt) parts.push(el("span", { className: "said-prompt", textContent: prompt }));
  const spaced = [];
  for (const part of parts) spaced.push(...(spaced.length ? [" ", part] : [part]));
  $("announcer").replaceChildren(...spaced);
}

/** A replay's prompt: where it is, and on a review's position what the marks are. */
function replayPrompt(replay) {
  if (replay.marked) return t("Before move {move}: your move is outlined in dashes, the strong bot's choice in a solid line.", { move: replay.at + 1 });
  return t("Replay: after move {at} of {total}", { at: replay.at, total: replay.total });
}

// Messages (a refused click, a note) float over the table, so nothing moves when one appears.
export function showMessage(text) {
  const box = $("message");
  clearTimeout(messageTimer);
  box.hidden = !text;
  box.textContent = text || "";
  if (text) messageTimer = setTimeout(() => { box.hidden = true; }, MESSAGE_MS);
}
$("message").addEventListener("click", () => { $("message").hidden = true; });

// ---------------------------------------------------------------- the board and its views
// Python draws a main view and, on a phone, further views ("panels": others' areas, the
// display, a legend); the shell shows them as tabs, with the log as the last tab on a phone.
const onPhone = () => document.body.dataset.screen === "phone";

/** The names of the table's views: the main drawing, the panels, and (phone) the log. */
function viewTitles(next) {
  const views = [next.main_title || t("Board"), ...(next.panels || []).map((p) => p.title)];
  if (onPhone()) views.push(t("Log"));
  return views;
}

function drawBoard(next, previous, moved) {
  const focusedToken = focusInBoard();
  const panels = next.panels || [];
  const views = viewTitles(next);
  if (moved || tab >= views.length) tab = 0;
  // What did not change is not parsed again (an answer leaves out what the page has).
  const same = previous && previous.game === next.game && $("board").firstElementChild;
  if (next.svg_patch) {
    if (!same || !patchDrawing($("board").firstElementChild, next.svg_patch)) redrawWhole();
  } else if (!same || previous.svg !== next.svg) $("board").innerHTML = next.svg;
  if (!same || previous.panels !== next.panels) $("panels").replaceChildren(...panels.map((panel, i) => {
    const box = el("div", { className: "board-wrap panel", innerHTML: panel.svg });
    box.dataset.panel = String(i + 1);
    box.setAttribute("role", "tabpanel");
    return box;
  }));
  const tabs = $("board-tabs");
  tabs.hidden = views.length < 2;
  tabs.replaceChildren(...views.map((title, i) => {
    const button = el("button", { type: "button", textContent: title });
    button.setAttribute("role", "tab");
    button.dataset.tab = String(i);
    button.addEventListener("click", () => { tab = i; showTab(); prepareFocus(null); });
    return button;
  }));
  showTab();
  // A move onward in the same game (or replay) is animated from where its pieces were (motion.js).
  const step = (s) => (s.replay ? s.replay.at : s.record.moves.length);
  drawn($("board-area"), { animate: Boolean(previous) && previous.game === next.game
    && Boolean(previous.replay) === Boolean(next.replay) && step(next) > step(previous) });
  prepareFocus(focusedToken);
}

// The strong bot's hint: its next click glows on the board (Python says which, while the
// player's pending clicks still lead to the hinted move).
function showHint(next) {
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

// The drawing on screen could not be patched: ask for the whole of it (a call that does not
// go on from the last answer, so it comes whole).
function redrawWhole() {
  const current = currentTable();
  call("snapshot").then((whole) => { if (current()) show(whole, { keepMessage: true }); }, () => {});
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

// ---------------------------------------------------------------- the keyboard
// The board's legal targets are buttons one Tab stop apart from the rest of the page (a
// roving tabindex): Tab enters the board on one target, the arrow keys move to the nearest
// target in their direction, Enter or Space plays it, Escape cancels pending clicks. After a
// move the focus goes to the next thing to choose, never back to the top of the page.
const TARGETS = "[data-click].legal, [data-click].selected";
let rovingToken = null;

function visibleView() {
  return tab === 0 ? $("board") : [...$("panels").children].find((box) => !box.hidden) || $("board");
}

/** The token of the board element that has the focus (null: the focus is elsewhere). */
function focusInBoard() {
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

/** Make the visible view's targets keyboard buttons; `focusedToken` (not null): the focus was
 * in the board and goes back to that target, or to the first one. */
function prepareFocus(focusedToken) {
  for (const svg of boardArea.querySelectorAll("svg[role='img']")) {
    if (svg.querySelector("[data-click]")) svg.setAttribute("role", "group");   // its buttons are heard
  }
  const inDocument = [...visibleView().querySelectorAll(TARGETS)];
  for (const target of inDocument) {
    target.setAttribute("role", "button");
    if (!target.hasAttribute("aria-label")) {
      const name = target.dataset.info || (target.querySelector(":scope > title") || {}).textContent || target.dataset.click;
      target.setAttribute("aria-label", name.split("\n")[0]);
    }
  }
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

function moveFocus(from, key) {
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
function targetsInReadingOrder() {
  finishMotion();
  return inReadingOrder([...visibleView().querySelectorAll("[data-click].legal")]);
}

/** Give `target` the board's one Tab stop and the focus. */
function focusTarget(target) {
  for (const other of visibleView().querySelectorAll("[tabindex='0']")) other.setAttribute("tabindex", "-1");
  target.setAttribute("tabindex", "0");
  rovingToken = target.dataset.click;
  target.focus();
}

const plainKey = (event) => !event.ctrlKey && !event.altKey && !event.metaKey;

$("board-area").setAttribute("tabindex", "-1");
$("board-area").addEventListener("keydown", (event) => {
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
    rovingToken = target.dataset.click;
    sendClick(target.dataset.click);
  }
});

function showTab() {
  const logTab = onPhone() ? $("board-tabs").children.length - 1 : -1;
  $("board").hidden = tab !== 0;
  for (const box of $("panels").children) box.hidden = Number(box.dataset.panel) !== tab;
  document.body.classList.toggle("log-tab", tab === logTab);
  for (const button of $("board-tabs").children) button.setAttribute("aria-selected", String(Number(button.dataset.tab) === tab));
}

// The log as it is on the page: a log that only grew since gets its new entries appended (a
// long game's log is not rebuilt on every move).
let shownLog = { entries: [], colours: "" };

function renderLog(entries, colours) {
  const log = $("log");
  const shown = shownLog.entries;
  const grew = shownLog.colours === colours.join() && log.childElementCount === shown.length
    && entries.length >= shown.length
    && shown.every((entry, i) => entry.who === entries[i].who && entry.text === entries[i].text);
  if (!grew) log.replaceChildren();
  if (log.lastElementChild) log.lastElementChild.classList.remove("latest");
  log.append(...entries.slice(log.childElementCount).map((entry) => logItem(entry, colours)));
  if (log.lastElementChild) log.lastElementChild.classList.add("latest");
  shownLog = { entries, colours: colours.join() };
  beforeNextPaint(scrollLogToLatest);
}

function logItem(entry, colours) {
  const item = el("li", { textContent: entry.text });
  if (entry.who !== null && entry.who !== undefined) {
    item.dataset.seat = String(entry.who);
    // The seat's colour on the board, so the log and the pieces agree.
    // Darkened where it would be too light to read on white (4.5:1).
    if (colours[entry.who]) item.style.setProperty("--seat", readableOn(colours[entry.who]) || "inherit");
  }
  return item;
}

function scrollLogToLatest() {
  $("log-region").scrollTop = $("log-region").scrollHeight;
}

// The privacy screen is a gate, not a dialog to dismiss: Escape leaves it open.
$("privacy").addEventListener("cancel", (event) => event.preventDefault());
$("privacy").addEventListener("close", () => { if (!$("privacy").hidden) $("privacy").showModal(); });

function showPrivacy(next) {
  const hidden = next.privacy_for === null || next.privacy_for === undefined;
  if (hidden) closeModal($("privacy"));
  else {
    openModal($("privacy"), boardFocus);
    const name = next.seats[next.privacy_for].name;
    $("privacy-name").textContent = name;
    $("privacy-ok").textContent = t("I am {name} — continue", { name });
    $("privacy-ok").focus();
  }
}

// ---------------------------------------------------------------- moves made by themselves
let automatic = 0;           // counts the automatic moves scheduled or dropped

export function clearPending() {
  clearTimeout(autoTimer);
  automatic += 1;
}

let lastAutomatic = null;    // "<call>:<moves>" of the latest automatic move asked for

function scheduleAutomaticMove(next) {
  clearPending();
  if (next.over || next.privacy_for !== null) return;
  const name = next.forced ? "forced" : next.bot_to_act !== null ? "bot" : null;
  if (!name) return;
  // Never ask twice for the same automatic move in the same position: if it changed nothing
  // (it should not happen), the page waits for the player instead of asking again and again.
  const mark = `${name}:${next.record.moves.length}`;
  if (mark === lastAutomatic) return;
  lastAutomatic = mark;
  const due = automatic;
  autoTimer = setTimeout(async () => {
    await settled();          // the move on screen is seen first: its animation ends (motion.js)
    if (due !== automatic) return;
    // A bot may think a while: the page stays usable and says so.
    if (name === "bot") {
      document.body.classList.add("thinking");
      $("prompt").textContent = t("{name} is thinking…", { name: next.seats[next.bot_to_act].name });
    }
    act(name);
  }, name === "forced" ? FORCED_DELAY_MS : BOT_DELAY_MS);
}

/** An answer that goes on with the table on screen leaves out what did not change (the
 * drawing, panels, log or record): they are taken from the snapshot on screen. */
function withUnchanged(answer) {
  if (!answer.unchanged) return answer;
  const full = { ...answer };
  // A patched drawing has no text of its own on the page: a new token stands for it.
  if (answer.svg_patch) full.svg = { patched: true };
  for (const key of answer.unchanged) full[key] = snap[key];
  delete full.unchanged;
  return full;
}

/** A call that changes the table: its snapshot is presented, its refusal said. Answers come
 * in the order of the calls; one for a table the player has left since is dropped. (Also for
 * the modes on the table: a tutorial's Next.) */
export async function act(name, payload = {}, how = {}) {
  const current = currentTable();
  try {
    const next = withUnchanged(await call(name, payload));
    if (current()) present(next, how);
  } catch (err) {
    if (current()) showMessage(err.message);
  }
}

// ---------------------------------------------------------------- clicks, taps, details
// A tap or click on a legal target plays it; anywhere else it shows what was tapped (its
// details, written by Python) and, on a clickable element, Python says why it cannot be
// played now. A long press shows the details of anything, legal targets included.
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

// ---------------------------------------------------------------- the bar
// "More…": on a phone a second row of buttons; at a desk Describe and Keys, under it.
function showMore(open) {
  document.body.classList.toggle("more-open", open);
  $("more").setAttribute("aria-expanded", String(open));
  $("more-extra").style.left = onPhone() ? "" : `${$("more").offsetLeft}px`;
}
$("more").addEventListener("click", () => showMore(!document.body.classList.contains("more-open")));
$("more-buttons").addEventListener("click", () => showMore(false));
$("more").parentElement.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && document.body.classList.contains("more-open")) {
    event.stopPropagation();
    showMore(false);
    $("more").focus();
  }
});
document.addEventListener("click", (event) => {
  if (document.body.classList.contains("more-open") && !$("more").parentElement.contains(event.target)) showMore(false);
});
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
  clearPending();
  lastAutomatic = null;       // the bots may have to make a move again at a move count seen before
  act("take_back", {}, { replaceSave: true });
});

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && $("details").open) {     // a sheet, not modal: Escape closes it here
    closeModal($("details"));
    return;
  }
  if ($("table").hidden || !snap || document.querySelector("dialog[open]")) return;
  const typing = event.target.closest && event.target.closest("input, select, textarea");
  if (!typing && plainKey(event) && (event.key === "d" || event.key === "D")) {
    event.preventDefault();
    describe();
  } else if (!typing && plainKey(event) && event.key === "?") {
    event.preventDefault();
    showKeys();
  } else if (event.key === "Escape" && snap.can_cancel) {
    act("cancel");
  }
});

// A long prompt is set smaller so that it fits the bar's fixed height (app.css .prompt.long),
// whoever wrote it (a snapshot, "thinking…", a replay).
const LONG_PROMPT = 95;
// A prompt that still overflows its box scrolls: then it takes the focus too (keyboard users
// can scroll it); otherwise it is no Tab stop.
function fitPrompt() {
  const prompt = $("prompt");
  prompt.classList.toggle("long", prompt.textContent.length > LONG_PROMPT);
  // A shorter one that still overflows its box (a narrow bar, long words) is set smaller too.
  if (prompt.scrollHeight > prompt.clientHeight + 1) prompt.classList.add("long");
  if (prompt.scrollHeight > prompt.clientHeight + 1) prompt.setAttribute("tabindex", "0");
  else prompt.removeAttribute("tabindex");
}
new MutationObserver(() => beforeNextPaint(fitPrompt)).observe($("prompt"), { childList: true, characterData: true, subtree: true });
window.addEventListener("resize", fitPrompt);

// ---------------------------------------------------------------- the score screen
function showResult(finished) {
  const result = finished.result;
  $("result-summary").textContent = result.summary;
  const order = finished.seats.map((seat, i) => i).sort((a, b) => result.ranks[a] - result.ranks[b]);
  $("result-scores").replaceChildren(...order.map((i) => {
    const block = el("section", { className: "score-block" });
    const head = el("h3", { id: `score-head-${i}`, textContent: tn("{rank}. {name} — {n} point", "{rank}. {name} — {n} points", result.scores[i],
      { rank: result.ranks[i], name: finished.seats[i].name }) });
    // A real table: named by its heading, a header row, each line's label heading its row.
    const lines = el("table");
    lines.setAttribute("aria-labelledby", head.id);
    const columns = lines.createTHead().insertRow();
    for (const title of [t("Scored for"), t("Points")]) columns.append(el("th", { scope: "col", textContent: title }));
    const body = lines.createTBody();
    for (const line of result.breakdown[i]) {
      const row = body.insertRow();
      row.append(el("th", { scope: "row", textContent: line.label }));
      row.insertCell().textContent = formatNumber(line.points);
    }
    if (!result.breakdown[i].length) {
      const row = body.insertRow();
      row.append(el("th", { scope: "row", textContent: t("nothing scored") }));
      row.insertCell().textContent = formatNumber(0);
    }
    block.append(head, lines);
    return block;
  }));
  const grid = el("table");
  grid.createCaption().append(el("span", { className: "visually-hidden", textContent: t("The final scores in detail") }));
  const head = grid.createTHead().insertRow();
  for (const col of result.table.columns) head.append(el("th", { scope: "col", textContent: col }));
  const body = grid.createTBody();
  for (const cells of result.table.rows) {
    const row = body.insertRow();
    cells.forEach((cell, k) => {
      if (k === 0) row.append(el("th", { scope: "row", textContent: cell }));
      else row.insertCell().textContent = cell;
    });
  }
  $("result-table").replaceChildren(grid);
  openModal($("result"), boardFocus);
  // On a phone the detailed table may scroll sideways: then it is a Tab stop, so that keys
  // can scroll it (WCAG 2.1.1), named by its caption's words.
  const box = $("result-table");
  if (box.scrollWidth > box.clientWidth + 1) {
    box.tabIndex = 0;
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", t("The final scores in detail"));
  } else {
    for (const name of ["tabindex", "role", "aria-label"]) box.removeAttribute(name);
  }
}

$("show-result").addEventListener("click", () => snap && showResult(snap));
$("result-close").addEventListener("click", () => $("result").close());
$("rematch").addEventListener("click", async () => {
  if ($("result").open) $("result").close();
  const current = newTable();
  try {
    const next = await call("rematch");
    if (!current()) return;
    present(next, { saveAs: null });     // a new game: a new save
  } catch (err) {
    if (current()) showMessage(err.message);
  }
});

/** Leave the table for the lobby; `problems`: notes for the saved games' list there. */
export function toLobby({ problems = [] } = {}) {
  newTable();
  if ($("result").open) $("result").close();
  $("table").hidden = true;
  $("lobby").hidden = false;
  closeModal($("privacy"));
  closeModal($("details"));
  for (const id of ["describe", "keys", "rules"]) if ($(id).open) $(id).close();
  publish({ screen: "lobby" }, { what: "lobby", problems });
}

function showRules() {
  const game = gameDecl(snap && !$("table").hidden ? snap.game : chosenGameId());
  $("rules-body").innerHTML = game ? game.rules_html : "";
  openModal($("rules"), boardFocus);
  // The rules open at their top: the dialog's first focus would be its Close button, below them.
  $("rules-body").focus({ preventScroll: true });
  $("rules").scrollTop = 0;
}
$("lobby-rules").addEventListener("click", showRules);
$("table-rules").addEventListener("click", showRules);
$("rules-close").addEventListener("click", () => $("rules").close());

// ---------------------------------------------------------------- describe, keys
/** Where the focus goes back to when a dialog's opener is gone: the board's target, else the
 * board itself (at the lobby: nowhere in particular). */
function boardFocus() {
  if ($("table").hidden) return null;
  const targets = [...visibleView().querySelectorAll(TARGETS)];
  return targets.find((target) => target.getAttribute("tabindex") === "0") || targets[0] || boardArea;
}

/** "Describe" (key D): the game's summary of the position (scores, whose turn, what is
 * where) in a dialog, its title said; a refusal is said as a message. */
async function describe() {
  const current = currentTable();
  try {
    const { describe: summary } = await call("describe");
    if (!current() || $("table").hidden) return;
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

function showKeys() {
  openModal($("keys"), boardFocus);
}
$("show-keys").addEventListener("click", showKeys);
$("keys-close").addEventListener("click", () => $("keys").close());

// ---------------------------------------------------------------- the space the board has
// The drawing, not the shell, decides how a board fits: the shell only says which kind of
// screen this is, and again whenever a rotation or resize changes it.
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
  const answer = await call("screen", { screen: kind, touch });
  if (answer.game === undefined || $("table").hidden || !current()) return;
  showAgain(answer);
}
let resizeTimer = null;
window.addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => { if (toldScreen) tellScreen(); }, 150);
});

// ---------------------------------------------------------------- another language
/** Tell the engine the player's language. Every answer after this one is in it; this one
 * shows the game on screen again in it, as it stands (pending clicks may be dropped), as
 * soon as it arrives — before any later answer, which goes on from it. */
export function tellLanguage(lang) {
  const current = currentTable();
  return call("language", { lang }).then((next) => {
    if (next.game === undefined || $("table").hidden || !current()) return;
    showAgain(next);
  }, (err) => console.warn("ludoteca: the engine did not take the language", err));
}

/** The engine's answer to another screen or language: the game on the table drawn again with
 * it; a replay asks for its position again (its owner does, told by the session). */
function showAgain(answer) {
  if (session().screen === "replay") publish({}, { what: "stale" });
  else show(withUnchanged(answer), { keepMessage: true });
}

// The page's own words on the table, once the new strings are in (the engine's are redrawn
// by tellLanguage): view tabs, the privacy screen, open dialogs, a bot thinking.
onLanguageChange(() => {
  closeModal($("details"));                    // the engine's words of the old language
  if ($("rules").open) showRules();            // the lobby has the new catalog by now
  if (!snap || $("table").hidden) return;
  const titles = viewTitles(snap);
  [...$("board-tabs").children].forEach((button, i) => { if (titles[i]) button.textContent = titles[i]; });
  if (snap.replay) $("prompt").textContent = replayPrompt(snap.replay);
  else if (document.body.classList.contains("thinking") && snap.bot_to_act !== null && snap.bot_to_act !== undefined) {
    $("prompt").textContent = t("{name} is thinking…", { name: snap.seats[snap.bot_to_act].name });
  }
  if (!$("privacy").hidden) showPrivacy(snap);
  if ($("result").open && snap.over) showResult(snap);
});
