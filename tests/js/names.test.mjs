// The name remembered on this device for friends by link (assets/js/names.js).
import { test } from "node:test";
import assert from "node:assert/strict";

const items = new Map();
globalThis.localStorage = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, String(v)) };
globalThis.document = { addEventListener() {} };       // dom.js listens for dialogs and keys
globalThis.location = { search: "" };                  // … and reads the address
const names = await import("../../assets/js/names.js");

test("a name is trimmed and cut; blanks and the old placeholder \"You\" are no name", () => {
  assert.equal(names.cleanName("  Bea  "), "Bea");
  assert.equal(names.cleanName("x".repeat(40)), "x".repeat(24));
  for (const none of ["", "   ", null, 5, "You", "you", "Vous", "Du"]) assert.equal(names.cleanName(none), null);
  assert.equal(names.seatName({ name: "You" }, 1), "Player 2");
  assert.equal(names.seatName({ name: "Ann" }, 0), "Ann");
});

test("the name is remembered on the device, a blank one is not", () => {
  assert.equal(names.myName(), null);
  names.rememberName("  Ann ");
  assert.equal(names.myName(), "Ann");
  names.rememberName(" ");
  assert.equal(names.myName(), "Ann");
});
