// The table's log: each move in words, in its seat's colour, the latest marked and scrolled to.
// A log that only grew since gets its new entries appended (a long game's log is not rebuilt on
// every move). Owns the log as it is on the page.

import { readableOn } from "./colour.js";
import { $, el } from "./dom.js";
import { beforeNextPaint } from "./paint.js";

let shownLog = { entries: [], colours: "" };

/** The log of `next` on the page, unless `previous` (the snapshot drawn before) had it already. */
export function showLog(next, previous) {
  if (!previous || previous.log !== next.log || $("log").childElementCount !== next.log.length) {
    renderLog(next.log, next.seat_colours || []);
  }
}

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
