// Small helpers every part of the shell uses, and what the page's URL asks for.

import { t } from "./i18n.js";

export const $ = (id) => document.getElementById(id);

/** An element with properties set (textContent, className, type…). */
export function el(tag, props = {}) {
  return Object.assign(document.createElement(tag), props);
}

export const params = new URLSearchParams(location.search);
/** A game id: that game alone, without the lobby (?embed=GAME). */
export const EMBED = params.get("embed");
/** The address of this page with `code` (a game link, a replay link) as its fragment. */
export const linkUrl = (code) => `${location.origin}${location.pathname}#${code}`;

/** Copy the text of `input`, and say so on `button` for a moment. */
export async function copyText(input, button) {
  const label = button.textContent;
  try {
    await navigator.clipboard.writeText(input.value);
    button.textContent = t("Copied ✓");
  } catch {
    // No clipboard permission (e.g. inside an iframe): select it for the player to copy.
    input.focus();
    input.select();
    button.textContent = document.execCommand && document.execCommand("copy") ? t("Copied ✓") : t("Selected: press Ctrl+C");
  }
  setTimeout(() => { button.textContent = label; }, 2500);
}

// ---------------------------------------------------------------- dialogs
// Every dialog is a <dialog> opened modal: the focus stays inside while it is open, Escape
// closes it, and closing gives the focus back to where it was — or, when that element is gone
// or out of sight (redrawn, a closed "More…" group), to `fallback()`.
const openers = new WeakMap();

const visible = (element) => Boolean(element && element.isConnected && element.getClientRects().length
  && getComputedStyle(element).visibility !== "hidden");

/** Open `dialog` modal (again in place if it is open); `fallback()`: where the focus goes on
 * closing when the element that had it cannot take it back. */
export function openModal(dialog, fallback = null) {
  dialog.hidden = false;
  if (dialog.open) return;
  openers.set(dialog, { opener: document.activeElement, fallback });
  dialog.showModal();
}

/** Open `dialog` without making the page inert (the details of a tapped piece: the player
 * goes on tapping the board); Escape still closes it (table.js) and the focus goes back. */
export function openSheet(dialog, fallback = null) {
  dialog.hidden = false;
  if (dialog.open) return;
  openers.set(dialog, { opener: document.activeElement, fallback });
  dialog.show();
}

/** Close `dialog` (and mark it hidden: the details and the privacy screen say so). */
export function closeModal(dialog) {
  dialog.hidden = true;
  if (dialog.open) dialog.close();
}

document.addEventListener("close", (event) => {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement)) return;
  if (dialog.classList.contains("details")) dialog.hidden = true;    // closed by Escape too
  const was = openers.get(dialog);
  openers.delete(dialog);
  if (!was || document.querySelector("dialog[open]")) return;
  // The close event comes a task after the dialog closed: by then the player (or the browser's
  // own focus restoring) may have put the focus somewhere; only a focus left nowhere is moved.
  const at = document.activeElement;
  if (at && at !== document.body && !dialog.contains(at)) return;
  const back = visible(was.opener) && was.opener !== document.body ? was.opener : was.fallback && was.fallback();
  if (back) back.focus();
}, true);

// Tab and Shift+Tab go round inside an open dialog (the browser would let them leave the page).
const FOCUSABLE = "button, [href], input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";
document.addEventListener("keydown", (event) => {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  const open = [...document.querySelectorAll("dialog[open]")].filter((dialog) => dialog.matches(":modal"));
  const dialog = open[open.length - 1];
  if (!dialog) return;
  const inside = [...dialog.querySelectorAll(FOCUSABLE)].filter((e) => !e.disabled && visible(e));
  if (!inside.length) { event.preventDefault(); return; }
  const [first, last] = [inside[0], inside[inside.length - 1]];
  const at = document.activeElement;
  if (!dialog.contains(at) || (event.shiftKey ? at === first : at === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
});
