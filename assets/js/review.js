// The review, on the score screen: after a game against bots, the player's three decisions that
// cost the most by the strong bot's estimate; each opens the replay just before it. Offered
// for each finished game the session shows (session.js).

import { $, el } from "./dom.js";
import { onLanguageChange, t, tn } from "./i18n.js";
import { call } from "./python.js";
import { openReplay } from "./replay.js";
import { currentSaveId } from "./saved-games.js";
import { currentTable, finishedKey, session, subscribe } from "./session.js";

let reviewedFor = null;
let reviewed = null;       // the list shown, painted again in another language (for the game on the table: session.js)

subscribe(({ snap }, { what }) => {
  if (snap && snap.over && (what === "answer" || what === "redraw")) offerReview(snap);
});

function offerReview(finished) {
  const humans = finished.seats.filter((seat) => seat.kind === "human").length;
  const offered = humans === 1 && !finished.seats.some((seat) => seat.kind === "remote") && !finished.replay;
  $("review").hidden = !offered;
  if (reviewedFor !== finishedKey(finished)) {
    reviewed = null;
    $("review-list").replaceChildren();
    $("review-status").textContent = "";
    $("review-start").hidden = false;
  }
}

function showReview(review, finished) {
  reviewed = review;
  $("review-status").textContent = review.length
    ? t("Your moves the strong bot would have played differently, costliest first:")
    : t("The strong bot found no move of yours it clearly prefers to change.");
  $("review-list").replaceChildren(...review.map((item) => {
    // Each line is a whole sentence of its own, so the log's words of a move ("You play …")
    // stand as they are.
    const lines = [
      tn("Move {move}: {n} point lost out of 100, by the strong bot's estimate.",
        "Move {move}: {n} points lost out of 100, by the strong bot's estimate.", item.cost, { move: item.at + 1 }),
      t("Yours: {played}", { played: item.played }),
      t("Better: {better}", { better: item.better }),
      item.why,   // why the better move is better, in the engine's words
      t("Show both on the board"),
    ];
    const button = el("button", { type: "button", className: "review-item" });
    button.replaceChildren(...lines.map((text, i) => el("span", { className: `review-line review-line-${i}`, textContent: text })));
    button.addEventListener("click", async () => {
      $("result").close();
      await openReplay(finished.record, finished.seats, item.at, currentSaveId(), reviewMarks(item));
      requestAnimationFrame(bringMarksIntoView);
    });
    const entry = el("li");
    entry.append(button);
    return entry;
  }));
}

const lessMotion = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };

/** Scroll the replay's marks (the move played and the better one) into sight, as little as
 * needed: at a desk a hand of cards drawn under the board, on a phone a card below the fold,
 * was marked out of sight (bench/review_shots.py). */
function bringMarksIntoView() {
  const boxes = [...document.querySelectorAll("#board [data-mark]:not([data-mark='point'])")]
    .map((el) => el.getBoundingClientRect()).filter((r) => r.width || r.height);
  if (!boxes.length) return;
  const top = Math.min(...boxes.map((r) => r.top)) - 12;       // (room for the marks' outlines)
  const bottom = Math.max(...boxes.map((r) => r.bottom)) + 12;
  const height = window.innerHeight;
  if (top >= 0 && bottom <= height) return;
  // The lower edge into sight, unless that would hide the upper one: then the upper edge on top.
  const by = top < 0 ? top : Math.min(bottom - height, top);
  window.scrollBy({ top: by, behavior: lessMotion.matches ? "auto" : "smooth" });
}

/** The clicks of the move played and of the better one, to mark on the replay's board. */
function reviewMarks(item) {
  const marks = {};
  for (const token of item.played_path || []) marks[token] = "played";
  for (const token of item.better_path || []) marks[token] = marks[token] === "played" ? "both" : "better";
  return marks;
}

$("review-start").addEventListener("click", async () => {
  const finished = session().snap;
  const current = currentTable();
  $("review-start").hidden = true;
  $("review-status").textContent = t("The strong bot is going through your moves…");
  try {
    const { review } = await call("review");
    if (!current()) return;
    reviewedFor = finishedKey(finished);
    showReview(review, finished);
  } catch (err) {
    if (current()) {
      $("review-status").textContent = err.message;
      $("review-start").hidden = false;
    }
  }
});

onLanguageChange(() => {
  const { screen, snap } = session();
  if (reviewed && snap && screen !== "lobby" && reviewedFor === finishedKey(snap)) showReview(reviewed, snap);
});
