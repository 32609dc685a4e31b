// The table's message: a refused click, a note (a save problem, a link's game kept beside
// another). Messages float over the table, so nothing moves when one appears.

import { $ } from "./dom.js";

const MESSAGE_MS = 4000;

let messageTimer = null;

export function showMessage(text) {
  const box = $("message");
  clearTimeout(messageTimer);
  box.hidden = !text;
  box.textContent = text || "";
  if (text) messageTimer = setTimeout(() => { box.hidden = true; }, MESSAGE_MS);
}
$("message").addEventListener("click", () => { $("message").hidden = true; });
