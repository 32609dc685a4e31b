// The table's views: Python draws a main view and, on a phone, further views ("panels":
// others' areas, the display, a legend); the shell shows them as tabs, with the log as the
// last tab on a phone. Owns which view (tab) is shown; board.js draws the tabs, focus.js
// reads the view shown.

import { $ } from "./dom.js";
import { onLanguageChange, t } from "./i18n.js";
import { session } from "./session.js";

let tab = 0;               // 0 = the main drawing, then the panels, then (phone) the log

export const onPhone = () => document.body.dataset.screen === "phone";

/** The view shown (0: the main drawing). */
export const shownTab = () => tab;

/** Show view `which` from now on (showTab puts it on screen). */
export function chooseTab(which) {
  tab = which;
}

/** The names of the table's views: the main drawing, the panels, and (phone) the log. */
export function viewTitles(next) {
  const views = [next.main_title || t("Board"), ...(next.panels || []).map((p) => p.title)];
  if (onPhone()) views.push(t("Log"));
  return views;
}

/** The element of the view shown: the main drawing or a panel (the log tab: the main drawing). */
export function visibleView() {
  return tab === 0 ? $("board") : $("panels").children[tab - 1] || $("board");
}

export function showTab() {
  const logTab = onPhone() ? $("board-tabs").children.length - 1 : -1;
  $("board").hidden = tab !== 0;
  for (const box of $("panels").children) box.hidden = Number(box.dataset.panel) !== tab;
  document.body.classList.toggle("log-tab", tab === logTab);
  for (const button of $("board-tabs").children) button.setAttribute("aria-selected", String(Number(button.dataset.tab) === tab));
}

// Another language: the tabs' titles again in it.
onLanguageChange(() => {
  const { screen, snap } = session();
  if (!snap || screen === "lobby") return;
  const titles = viewTitles(snap);
  [...$("board-tabs").children].forEach((button, i) => { if (titles[i]) button.textContent = titles[i]; });
});
