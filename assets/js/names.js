// The name of the person holding this device, for friends by link: asked once ("Your name, for
// your friends") and remembered (localStorage), so a link never carries a placeholder. The
// lobby puts it on the device's only human seat; opening a link puts it on the link's seat
// (Python's open_link), so it travels back in the next link. Nothing here knows a game.

import { $, el, openModal } from "./dom.js";
import { t } from "./i18n.js";

export const NAME_KEY = "ludoteca.name";
export const NAME_LENGTH = 24;          // as Python's table.NAME_LENGTH
// What earlier lobbies wrote as the only human's name: never a name (as table.PLACEHOLDER_NAMES).
const PLACEHOLDERS = new Set(["you", "du", "sie", "vous", "toi"]);

/** A name as typed: trimmed and cut, or null when there is none (blank, a placeholder). */
export function cleanName(text) {
  if (typeof text !== "string") return null;
  const name = text.trim().slice(0, NAME_LENGTH).trim();
  return name && !PLACEHOLDERS.has(name.toLowerCase()) ? name : null;
}

/** The name remembered on this device, or null. */
export function myName() {
  try { return cleanName(localStorage.getItem(NAME_KEY)); } catch { return null; }
}

export function rememberName(text) {
  const name = cleanName(text);
  if (!name) return;
  try { localStorage.setItem(NAME_KEY, name); } catch { /* storage off: asked again next time */ }
}

/** A seat as the page names it: its typed name, else "Player n" (as Python names it). */
export function seatName(seat, i) {
  return cleanName(seat && seat.name) || t("Player {n}", { n: i + 1 });
}

/** Ask the host for their name before a game with a friend by link. Resolves with the name
 * (remembered), null ("Not now": the seat stays "Player n"), or undefined (Escape: no game). */
export function askName() {
  const dialog = el("dialog", { id: "name-ask", className: "name-ask" });
  dialog.setAttribute("aria-labelledby", "name-ask-title");
  const form = el("form", { method: "dialog" });
  const input = el("input", { id: "name-ask-input", maxLength: NAME_LENGTH, autocomplete: "nickname" });
  input.setAttribute("enterkeyhint", "done");
  const label = el("label", { htmlFor: "name-ask-input", id: "name-ask-title", textContent: t("Your name, for your friends") });
  const why = el("p", { textContent: t("Your friend sees it in the link you send, and the game calls you by it. It stays on this device.") });
  const ok = el("button", { type: "submit", value: "ok", textContent: t("Continue") });
  const skip = el("button", { type: "button", textContent: t("Not now") });
  skip.addEventListener("click", () => dialog.close("skip"));
  const buttons = el("div", { className: "actions" });
  buttons.append(ok, skip);
  form.append(label, input, why, buttons);
  dialog.append(form);
  document.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      const how = dialog.returnValue;
      const name = how === "ok" ? cleanName(input.value) : null;
      if (name) rememberName(name);
      dialog.remove();
      resolve(how === "ok" || how === "skip" ? name : undefined);
    }, { once: true });
    openModal(dialog, () => $("start"));
    input.focus();
  });
}
