// The session store (assets/js/session.js): a listener learns the state as it is when it
// subscribes, then every change; a table left drops its answers.

import assert from "node:assert/strict";
import { test } from "node:test";
import { currentTable, newTable, publish, session, subscribe } from "../../assets/js/session.js";

test("a new listener is told the current state at once, then each change", () => {
  publish({ screen: "table", snap: { game: "g" } }, { what: "answer" });
  const heard = [];
  const stop = subscribe((state, news) => heard.push([state.screen, state.snap && state.snap.game, news.what]));
  assert.deepEqual(heard, [["table", "g", "current"]]);
  publish({ screen: "lobby" }, { what: "lobby" });
  assert.deepEqual(heard[1], ["lobby", "g", "lobby"], "the snapshot is kept while the lobby shows");
  stop();
  publish({ screen: "table" }, { what: "redraw" });
  assert.equal(heard.length, 2, "a listener stopped hears nothing more");
  assert.equal(session().screen, "table");
});

test("a new table makes the old one's answers stale", () => {
  const old = currentTable();
  assert.equal(old(), true);
  const fresh = newTable();
  assert.equal(old(), false);
  assert.equal(fresh(), true);
});
