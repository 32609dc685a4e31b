// The workshop's versions kept on the device, and files that are not text (node --test tests/js/).
import { test } from "node:test";
import assert from "node:assert/strict";

import { cleanName, fileNameOf, readVersions, VERSIONS_PREFIX, writeVersions } from "../../assets/js/workshop-versions.js";
import { errorLineOf, textOf } from "../../assets/js/workshop-traps.js";

class MemoryStorage {
  constructor(quota = Infinity) { this.items = new Map(); this.quota = quota; }
  getItem(k) { return this.items.has(k) ? this.items.get(k) : null; }
  setItem(k, v) {
    const used = [...this.items].reduce((n, [key, val]) => n + (key === k ? 0 : key.length + val.length), 0);
    if (used + k.length + String(v).length > this.quota) throw Object.assign(new Error("quota"), { name: "QuotaExceededError" });
    this.items.set(k, String(v));
  }
}

const KEY = `${VERSIONS_PREFIX}yutaka`;
const one = { name: "first", source: "def choose(view, moves):\n    return moves[0]\n", saved: 1 };

test("versions are written and read back, per game", () => {
  const storage = new MemoryStorage();
  assert.deepEqual(readVersions(storage, "yutaka"), { versions: [], unreadable: 0, raw: null });
  assert.equal(writeVersions(storage, "yutaka", [one]), null);
  assert.deepEqual(readVersions(storage, "yutaka").versions, [one]);
  assert.deepEqual(readVersions(storage, "kukulkan").versions, []);
});

test("a full storage says so and leaves the stored list as it was", () => {
  const storage = new MemoryStorage();
  writeVersions(storage, "yutaka", [one]);
  storage.quota = storage.getItem(KEY).length + KEY.length + 10;
  const big = { name: "big", source: "x".repeat(5000), saved: 2 };
  const problem = writeVersions(storage, "yutaka", [one, big]);
  assert.match(problem, /not saved/);
  assert.deepEqual(readVersions(storage, "yutaka").versions, [one]);
});

test("a list that cannot be read is set aside untouched before a new one is written", () => {
  const storage = new MemoryStorage();
  storage.setItem(KEY, "{not json");
  const read = readVersions(storage, "yutaka");
  assert.equal(read.unreadable, -1);
  assert.deepEqual(read.versions, []);
  assert.equal(writeVersions(storage, "yutaka", [one], read), null);
  assert.equal(storage.getItem(`${KEY}.unreadable`), "{not json");
  assert.deepEqual(readVersions(storage, "yutaka").versions, [one]);
  // entries of the wrong shape are counted, the others kept
  storage.setItem(KEY, JSON.stringify([one, { name: 3 }, null]));
  assert.equal(readVersions(storage, "yutaka").unreadable, 2);
  assert.deepEqual(readVersions(storage, "yutaka").versions, [one]);
});

test("names are cleaned, and a version's file name is one Python takes", () => {
  assert.equal(cleanName("  v2\u0000 greedy\n "), "v2 greedy");
  assert.equal(cleanName("x".repeat(60)).length, 40);
  assert.equal(fileNameOf("v2 greedy!"), "v2_greedy.py");
  assert.equal(fileNameOf("été 2"), "ete_2.py");
  assert.equal(fileNameOf("***"), "version.py");
  assert.equal(fileNameOf("my_bot"), "version_my_bot.py");   // never the editor's own file name
});

test("only text is a bot's file: not a picture, invalid UTF-8 or NUL bytes", () => {
  const bytes = (s) => new TextEncoder().encode(s);
  assert.equal(textOf(bytes("def choose(view, moves):\n\treturn moves[0]  # café\r\n")), "def choose(view, moves):\n\treturn moves[0]  # café\r\n");
  assert.equal(textOf(bytes("\ufeffx = 1\n")), "x = 1\n");
  assert.equal(textOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), null);
  assert.equal(textOf(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a])), null);   // Latin-1 "café"
  assert.equal(textOf(bytes("x = 1\u0000\n")), null);
  assert.equal(textOf(bytes("x = 1\u0007\n")), null);
});

test("the error's line is the innermost frame of the player's own file", () => {
  const trace = 'Traceback (most recent call last):\n  File "my_bot.py", line 2, in choose\n    return helper(moves)\n'
    + '  File "my_bot.py", line 6, in helper\n    raise ValueError\nValueError\n';
  assert.equal(errorLineOf(trace), 6);
  assert.equal(errorLineOf('  File "my_bot.py", line 3\n    return moves[0] +\n                     ^\nSyntaxError: invalid syntax\n'), 3);
  assert.equal(errorLineOf('  File "last.py", line 4, in choose\n'), null);   // the other version's
  assert.equal(errorLineOf(""), null);
});
