// The table's message: a refused click, a note (a save problem, a link's game kept beside
// another). Messages float over the table, so nothing moves when one appears.

import { $ } from "./dom.js";

const MESSAGE_MS = 4000;
const MS_PER_CHARACTER = 50;   // a longer message (two sentences) stays until it can be read

let messageTimer = null;

export function showMessage(text) {
  const box = $("message");
  clearTimeout(messageTimer);
  box.hidden = !text;
  box.textContent = text || "";
  if (text) messageTimer = setTimeout(() => { box.hidden = true; }, Math.max(MESSAGE_MS, text.length * MS_PER_CHARACTER));
}
$("message").addEventListener("click", () => { $("message").hidden = true; });
