// Unit tests of the shell's pure save logic (node's built-in runner: node --test tests/js/).
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";

// A localStorage as the browser has it, with an optional quota.
class MemoryStorage {
  constructor() { this.items = new Map(); this.quota = Infinity; }
  get length() { return this.items.size; }
  key(i) { return [...this.items.keys()][i] ?? null; }
  getItem(k) { return this.items.has(k) ? this.items.get(k) : null; }
  setItem(k, v) {
    const used = [...this.items].reduce((n, [key, val]) => n + (key === k ? 0 : key.length + val.length), 0);
    if (used + k.length + String(v).length > this.quota) {
      throw Object.assign(new Error("quota"), { name: "QuotaExceededError", code: 22 });
    }
    this.items.set(k, String(v));
  }
  removeItem(k) { this.items.delete(k); }
}
// Object.keys(localStorage) in the page lists the stored keys: mirror that.
function storageProxy(store) {
  return new Proxy(store, {
    ownKeys: (t) => [...t.items.keys()],
    getOwnPropertyDescriptor: (t, k) => (t.items.has(k) ? { enumerable: true, configurable: true, value: t.items.get(k) } : undefined),
  });
}

let store;
beforeEach(() => { store = new MemoryStorage(); globalThis.localStorage = storageProxy(store); });
const saves = await import("../../assets/js/saves.js");

const record = (moves, extra = {}) => ({ game: "yutaka", rules: 1, options: { players: 2 }, seed: 5, moves, ...extra });
const seats = [{ kind: "human", name: "You" }, { kind: "bot", name: "Bot 1" }];

test("the save id tells seats apart: the same seed with other seats is another game", () => {
  const a = saves.saveId(record([]), seats);
  const b = saves.saveId(record([]), [{ kind: "human", name: "You" }, { kind: "human", name: "Bea" }]);
  const c = saves.saveId(record([]), [{ kind: "human", name: "You" }, { kind: "bot", name: "Bot 2" }]);
  assert.notEqual(a, b);
  assert.notEqual(a, c);
  assert.equal(a, saves.saveId(record([{ p: 0 }]), seats));     // moves do not change it
  assert.match(saves.saveId(record([]), [{ kind: "human", name: "A" }, { kind: "remote", name: "B" }]), /-seat0$/);
});

test("records compare as same, ahead, behind or diverged (moves and drawn chance)", () => {
  const m = [{ p: 0, card: "Y1" }, { p: 1, card: "G2" }];
  assert.equal(saves.compareRecords(record(m), record(m)), "same");
  assert.equal(saves.compareRecords(record(m.slice(0, 1)), record(m)), "ahead");
  assert.equal(saves.compareRecords(record(m), record(m.slice(0, 1))), "behind");
  assert.equal(saves.compareRecords(record(m), record([m[0], { p: 1, card: "B3" }])), "diverged");
  assert.equal(saves.compareRecords(record(m, { chance: { 0: 7 } }), record(m, { chance: { 0: 8 } })), "diverged");
});

test("a save is never replaced by a shorter or diverging game", () => {
  const id = saves.saveId(record([]), seats);
  const long = record([{ p: 0 }, { p: 1 }, { p: 0 }]);
  assert.deepEqual(saves.putSave(id, long, seats, false), { ok: true });
  assert.deepEqual(saves.putSave(id, record([{ p: 0 }]), seats, false), { ok: false, why: "behind" });
  assert.deepEqual(saves.putSave(id, record([{ p: 1 }]), seats, false), { ok: false, why: "diverged" });
  assert.equal(saves.getSave(id).record.moves.length, 3);
  assert.deepEqual(saves.putSave(id, record([{ p: 0 }, { p: 1 }, { p: 0 }, { p: 1 }]), seats, false), { ok: true });
  assert.equal(saves.getSave(id).record.moves.length, 4);
});

test("a full storage is said in plain words, after finished games made room if they could", () => {
  const id = saves.saveId(record([]), seats);
  store.quota = 400;
  const big = record(Array.from({ length: 40 }, (_, i) => ({ p: i % 2 })));
  assert.deepEqual(saves.putSave(id, big, seats, false), { ok: false, why: "full" });
  // a finished game takes the room; it is pruned to save the game in progress
  store.quota = Infinity;
  saves.putSave("old-finished", record([{ p: 0 }], { seed: 9 }), seats, true);
  store.quota = JSON.stringify({ record: big, seats, over: false, saved: Date.now() }).length + 40;
  assert.deepEqual(saves.putSave(id, big, seats, false), { ok: true });
  assert.equal(saves.getSave("old-finished"), null);
});

test("unreadable entries are set aside, then pruned after a month; untouched games after half a year", () => {
  const now = Date.UTC(2026, 10, 22);
  const day = 24 * 3600 * 1000;
  store.setItem("ludoteca.save.broken", "{not json");
  store.setItem(`ludoteca.unreadable.older.${now - 40 * day}`, "x");
  store.setItem(`ludoteca.unreadable.recent.${now - 2 * day}`, "y");
  store.setItem("ludoteca.save.stale", JSON.stringify({ record: record([{ p: 0 }]), seats, over: false, saved: now - 200 * day }));
  store.setItem("ludoteca.save.fresh", JSON.stringify({ record: record([{ p: 0 }], { seed: 6 }), seats, over: false, saved: now - 10 * day }));
  const { saves: kept, problems } = saves.listSaves(now, () => "Yutakâ");
  assert.deepEqual(kept.map((s) => s.id), ["fresh"]);
  assert.ok(problems.some((p) => p.includes("could not be read")), problems);
  assert.ok(problems.some((p) => p.includes("1 unreadable saved game was")), problems);
  assert.ok(problems.some((p) => p.startsWith("A Yutakâ game with You, Bot 1")), problems);
  assert.equal(store.getItem(`ludoteca.unreadable.older.${now - 40 * day}`), null);
  assert.equal(store.getItem(`ludoteca.unreadable.recent.${now - 2 * day}`), "y");
  assert.ok([...store.items.keys()].some((k) => k.startsWith("ludoteca.unreadable.broken.")));
});

test("a link's game continues the save of the same game even when a friend has named their seat since", () => {
  const mine = [{ kind: "human", name: "Player 1" }, { kind: "remote", name: "Player 2" }];
  const id = saves.saveId(record([{ p: 0 }]), mine);
  assert.ok(saves.putSave(id, record([{ p: 0 }]), mine, false).ok);
  const named = [{ kind: "human", name: null }, { kind: "remote", name: "Bea" }];
  assert.notEqual(saves.saveId(record([]), named), id);
  assert.equal(saves.linkedSaveId(record([{ p: 0 }, { p: 1 }]), named), id);          // continues it
  assert.equal(saves.linkedSaveId(record([{ p: 1 }]), named), saves.saveId(record([]), named));   // another game
  assert.equal(saves.linkedSaveId(record([{ p: 0 }]), [{ kind: "remote", name: null }, { kind: "human", name: "Bea" }]),
    saves.saveId(record([]), [{ kind: "remote", name: null }, { kind: "human", name: "Bea" }]));    // the other seat's
  assert.equal(saves.linkedSaveId(record([]), seats), saves.saveId(record([]), seats));  // no friend: its own id
});
