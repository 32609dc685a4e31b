// Hearing the game: #announcer (a polite status region) says each new move once, as the log
// writes it — the player's, a bot's, a friend's — and then the prompt when it changed: one
// region, so the move is heard before the prompt and neither twice. What was on screen already
// is never said again: not after a reload (the first snapshot of a table is only taken note
// of), nor when the same position is drawn again in another language or for another screen.

import { $, el } from "./dom.js";

let heard = null;          // {key, count, prompt}: the table, how many log entries, the prompt said

const tableKey = (next) => `${next.game}:${next.record && next.record.seed}:${next.replay ? "replay" : "play"}`;

/** Take note of the snapshot `next` drawn with `prompt`; `announce` (a new answer): say what is new. */
export function hear(next, prompt, announce) {
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
