// Replays: any game, finished or not, stepped through position by position (First, Back,
// Forward, Last, or ← →) with its log, and a replay link. Owns the replay being shown.

import { $ } from "./dom.js";
import { t } from "./i18n.js";
import { call } from "./python.js";
import { copyText, linkUrl } from "./links.js";
import { currentSaveId, renderSaves, rememberTab, resumeSave } from "./saved-games.js";
import { getSave } from "./saves.js";
import { currentSnap, newTable, present, toLobby } from "./table.js";

let replay = null;     // {record, seats, at, returnTo}

export const isReplaying = () => replay !== null;
export const replayAt = () => (replay ? replay.at : null);
export function stopReplay() { replay = null; }

export async function openReplay(record, seats, at, returnTo) {
  const current = newTable();      // also drops the answer of an earlier step not shown yet
  try {
    const snap = await call("replay", { record, seats, at });
    if (!current()) return;
    replay = { record, seats, at: snap.replay.at, returnTo };
    rememberTab({ mode: "replay", record, seats, at: snap.replay.at, returnTo });
    present(snap);
  } catch (err) {
    if (!current()) return;
    replay = null;
    toLobby();
    renderSaves([t("This game cannot be replayed: {reason}", { reason: err.message })]);
  }
}

export function replayStep(to) {
  const r = replay;
  if (!r) return;
  // The position asked for counts at once: a second "Forward" before the first answer goes on.
  r.at = Math.max(0, Math.min(to, r.record.moves.length));
  openReplay(r.record, r.seats, r.at, r.returnTo);
}

$("replay-first").addEventListener("click", () => replayStep(0));
$("replay-back").addEventListener("click", () => replayStep(replay.at - 1));
$("replay-forward").addEventListener("click", () => replayStep(replay.at + 1));
$("replay-last").addEventListener("click", () => replayStep(Infinity));
$("replay-close").addEventListener("click", () => {
  const back = replay && replay.returnTo;
  replay = null;
  if (back && getSave(back)) resumeSave(back);
  else toLobby();
});
$("replay-link").addEventListener("click", async () => {
  const r = replay;
  const input = $("replay-url");
  input.value = linkUrl((await call("replay_link", { record: r.record, seats: r.seats })).code);
  input.hidden = false;
  copyText(input, $("replay-link"));
});
$("open-replay").addEventListener("click", () => {
  const snap = currentSnap();
  openReplay(snap.record, snap.seats, snap.record.moves.length, currentSaveId());
});
