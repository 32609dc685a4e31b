// The score screen: the finished game's ranks, each seat's points line by line, and the
// detailed table (its best scores: scores.js; its review: review.js; Rematch: commands.js).
// table.js opens it once per finished game; "Result" on the bar opens it again.

import { $, el, openModal } from "./dom.js";
import { boardFocus } from "./focus.js";
import { formatNumber, onLanguageChange, t, tn } from "./i18n.js";
import { session } from "./session.js";

export function showResult(finished) {
  const result = finished.result;
  $("result-summary").textContent = result.summary;
  const order = finished.seats.map((seat, i) => i).sort((a, b) => result.ranks[a] - result.ranks[b]);
  $("result-scores").replaceChildren(...order.map((i) => {
    const block = el("section", { className: "score-block" });
    const head = el("h3", { id: `score-head-${i}`, textContent: tn("{rank}. {name} — {n} point", "{rank}. {name} — {n} points", result.scores[i],
      { rank: result.ranks[i], name: result.names[i] }) });
    // A real table: named by its heading, a header row, each line's label heading its row.
    const lines = el("table");
    lines.setAttribute("aria-labelledby", head.id);
    const columns = lines.createTHead().insertRow();
    for (const title of [t("Scored for"), t("Points")]) columns.append(el("th", { scope: "col", textContent: title }));
    const body = lines.createTBody();
    for (const line of result.breakdown[i]) {
      const row = body.insertRow();
      row.append(el("th", { scope: "row", textContent: line.label }));
      row.insertCell().textContent = formatNumber(line.points);
    }
    if (!result.breakdown[i].length) {
      const row = body.insertRow();
      row.append(el("th", { scope: "row", textContent: t("nothing scored") }));
      row.insertCell().textContent = formatNumber(0);
    }
    block.append(head, lines);
    return block;
  }));
  const grid = el("table");
  grid.createCaption().append(el("span", { className: "visually-hidden", textContent: t("The final scores in detail") }));
  const head = grid.createTHead().insertRow();
  for (const col of result.table.columns) head.append(el("th", { scope: "col", textContent: col }));
  const body = grid.createTBody();
  for (const cells of result.table.rows) {
    const row = body.insertRow();
    cells.forEach((cell, k) => {
      if (k === 0) row.append(el("th", { scope: "row", textContent: cell }));
      else row.insertCell().textContent = cell;
    });
  }
  $("result-table").replaceChildren(grid);
  openModal($("result"), boardFocus);
  // On a phone the detailed table may scroll sideways: then it is a Tab stop, so that keys
  // can scroll it (WCAG 2.1.1), named by its caption's words.
  const box = $("result-table");
  const scrolls = box.scrollWidth > box.clientWidth + 1;
  $("result-table-hint").hidden = !scrolls;
  box.classList.toggle("scrolls", scrolls);
  if (scrolls) {
    box.tabIndex = 0;
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", t("The final scores in detail"));
  } else {
    for (const name of ["tabindex", "role", "aria-label"]) box.removeAttribute(name);
  }
}

$("show-result").addEventListener("click", () => session().snap && showResult(session().snap));
$("result-close").addEventListener("click", () => $("result").close());

// Another language: the open score screen again in it.
onLanguageChange(() => {
  const { screen, snap } = session();
  if (snap && screen !== "lobby" && $("result").open && snap.over) showResult(snap);
});
