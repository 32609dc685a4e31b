// The table's buttons say different things in every language (issue 29: the French "Take back"
// read "Reprendre", the word of the lobby's "Resume"; the German "Step back" the word of the
// replay's "Back"). Read from index.html's bar and the shell's catalogs (shell.po).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const root = new URL("../../", import.meta.url);
const page = readFileSync(new URL("index.html", root), "utf8");

/** msgid → msgstr of a catalog's one-line entries (the shell's buttons are all one line). */
function catalog(lang) {
  const text = readFileSync(new URL(`py/ludoteca/locale/${lang}/LC_MESSAGES/shell.po`, root), "utf8");
  const entries = new Map();
  for (const [, id, str] of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) entries.set(id, str);
  return entries;
}

/** The labels of the buttons between `start` and `end` in index.html (their English words). */
function buttonLabels(start, end) {
  const part = page.slice(page.indexOf(start), page.indexOf(end, page.indexOf(start)));
  return [...part.matchAll(/<button [^>]*\bdata-t\b[^>]*>([^<]+)<\/button>/g)].map((m) => m[1].trim());
}

// The bar and the replay's bar, and the lobby's saved-game actions a player meets beside them.
const bar = buttonLabels('class="table-bar"', 'id="replay-bar"');
const replayBar = buttonLabels('id="replay-bar"', "</div>");
const LABELS = [...bar, ...replayBar, "Resume", "Delete"];

test("the bars are read from the page", () => {
  for (const label of ["Step back", "Cancel", "Take back", "Hint", "More…", "New game"]) assert.ok(bar.includes(label), label);
  assert.ok(replayBar.includes("◀ Back"));
});

for (const lang of ["de", "fr"]) {
  test(`${lang}: no two of the table's buttons have the same words`, () => {
    const words = catalog(lang);
    const seen = new Map();
    for (const label of LABELS) {
      const said = (words.get(label) || "").replace(/[\u00ad◀▶«»]/g, "").trim().toLowerCase();
      assert.ok(said, `${lang}: "${label}" is not translated`);
      assert.ok(!seen.has(said), `${lang}: "${label}" and "${seen.get(said)}" both read "${said}"`);
      seen.set(said, label);
    }
  });
}

test("fr: taking a move back is not resuming a game", () => {
  const take = catalog("fr").get("Take back");
  assert.notEqual(take, catalog("fr").get("Resume"));
  assert.match(take, /coup/);
});
