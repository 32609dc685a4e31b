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

// Scrolled to the bottom, the region's top edge would cut an entry anywhere, often through a
// line of text: the scroll stops instead at the top of the first entry that leaves the latest in
// sight, the list given just the room below it that this needs (less than one entry).
function scrollLogToLatest() {
  const region = $("log-region"), log = $("log");
  log.style.paddingBottom = "";
  const overflow = region.scrollHeight - region.clientHeight;
  if (overflow <= 0) return;   // all in sight (and on a phone the page scrolls, not the region)
  const origin = region.getBoundingClientRect().top + region.clientTop - region.scrollTop;
  const tops = [...log.children].map((item) => item.getBoundingClientRect().top - origin);
  const stop = tops.find((top) => top >= overflow - 0.5) ?? overflow;
  log.style.paddingBottom = `${Math.max(0, stop - overflow)}px`;
  region.scrollTop = Math.floor(stop);   // never a fraction past the entry's top
}
