// Replays: any game, finished or not, stepped through position by position (First, Back,
// Forward, Last, or ← →) with its log, and a replay link. Owns the replay being shown; it is
// forgotten as soon as the session shows anything else. (Closing it goes back to where it was
// opened from: saved-games.js.)

import { $, copyText, linkUrl } from "./dom.js";
import { t } from "./i18n.js";
import { call } from "./python.js";
import { newTable, session, subscribe } from "./session.js";
import { present, toLobby } from "./table.js";

// What is shown is the session's (its snap.replay); kept here is what only the replay knows:
// its record and seats, the position last asked for (ahead of the one shown while an answer is
// due), where it returns to, and a review's marks.
let replay = null;     // {record, seats, at, returnTo, marked}: marked = {at, marks}, a review's marks and their position

/** The save a replay returns to when closed (null: the lobby). */
export const replayReturnTo = () => (replay ? replay.returnTo : null);
export function stopReplay() { replay = null; }

subscribe(({ screen }, { what }) => {
  if (what === "stale" && replay) replayStep(replay.at);     // the same position, in the engine's new words or screen
  else if (screen !== "replay") replay = null;
});

/** Show `record` (with `seats`) after `at` moves; `returnTo`: the save to go back to;
 * `marks`: clicks to mark on that position ({token: "played" | "better" | "both"}, a review's). */
export async function openReplay(record, seats, at, returnTo, marks = null) {
  const current = newTable();      // also drops the answer of an earlier step not shown yet
  try {
    const snap = await call("replay", marks ? { record, seats, at, marks } : { record, seats, at });
    if (!current()) return;
    const marked = marks ? { at: snap.replay.at, marks } : replay && replay.record === record ? replay.marked : null;
    replay = { record, seats, at: snap.replay.at, returnTo, marked };
    present(snap, { replay: { ...replay } });
  } catch (err) {
    if (!current()) return;
    replay = null;
    toLobby({ problems: [t("This game cannot be replayed: {reason}", { reason: err.message })] });
  }
}

export function replayStep(to) {
  const r = replay;
  if (!r) return;
  // The position asked for counts at once: a second "Forward" before the first answer goes on.
  r.at = Math.max(0, Math.min(to, r.record.moves.length));
  openReplay(r.record, r.seats, r.at, r.returnTo, r.marked && r.marked.at === r.at ? r.marked.marks : null);
}

$("replay-first").addEventListener("click", () => replayStep(0));
$("replay-back").addEventListener("click", () => replayStep(replay.at - 1));
$("replay-forward").addEventListener("click", () => replayStep(replay.at + 1));
$("replay-last").addEventListener("click", () => replayStep(Infinity));
$("replay-link").addEventListener("click", async () => {
  const r = replay;
  const input = $("replay-url");
  input.value = linkUrl((await call("replay_link", { record: r.record, seats: r.seats })).code);
  input.hidden = false;
  copyText(input, $("replay-link"));
});
// ← and → step through the replay (not while a dialog is open or the player is typing).
document.addEventListener("keydown", (event) => {
  if (!replay || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
  if (session().screen === "lobby" || document.querySelector("dialog[open]")) return;
  if (event.target.closest && event.target.closest("input, select, textarea")) return;
  replayStep(replay.at + (event.key === "ArrowLeft" ? -1 : 1));
});
