// The keyframes of motion.js (the shell's animation of each move, issue 29): only transform and
// opacity change (no layout), each animation ends where the drawing put the thing, a slide starts
// at the old place, and the wait a bot makes for them is short.
import assert from "node:assert/strict";
import { test } from "node:test";

const { DURATION_MS, changeKeyframes, settled, slideKeyframes, slideScale } = await import("../../assets/js/motion.js");

const HOWS = ["placed", "moved", "taken", "revealed", "drawn", "round", "changed"];
const still = (at, own = "") => `translate(${at[0]}px, ${at[1]}px) scale(1, 1) translate(${-at[0]}px, ${-at[1]}px)${own}`;

test("only transform and opacity are animated, and every animation ends as drawn", () => {
  const at = [120, 40];
  for (const how of HOWS) {
    const frames = changeKeyframes(how, at);
    assert.ok(frames.length >= 2, how);
    for (const frame of frames) {
      assert.deepEqual(Object.keys(frame).filter((k) => !["transform", "opacity", "offset"].includes(k)), [], how);
    }
    const last = frames[frames.length - 1];
    if (last.transform) assert.equal(last.transform, still(at), how);
    if ("opacity" in last) assert.equal(last.opacity, 1, how);
  }
  assert.match(changeKeyframes("revealed", at)[0].transform, /scale\(0\.02, 1\)/);    // a flip
  assert.match(changeKeyframes("round", at)[1].transform, /scale\(1\.15, 1\.15\)/);   // a pop
  assert.match(changeKeyframes("placed", at)[0].transform, /scale\(0\.6, 0\.6\)/);    // grows in
});

test("a slide starts at the old place and keeps the thing's own transform", () => {
  const own = " matrix(1, 0, 0, 1, 5, 7)";
  const [first, last] = slideKeyframes([10, 20], [110, 220], 0.5, own);
  assert.equal(first.transform, "translate(10px, 20px) scale(0.5, 0.5) translate(-110px, -220px) matrix(1, 0, 0, 1, 5, 7)");
  assert.equal(last.transform, still([110, 220], own));
});

test("a slide's scale: one both ways, inside the old box, within 1/4 and 4", () => {
  assert.equal(slideScale({ width: 90, height: 100 }, { width: 120, height: 24 }), 0.75);
  assert.equal(slideScale({ width: 50, height: 50 }, { width: 100, height: 100 }), 0.5);
  assert.equal(slideScale({ width: 1000, height: 1000 }, { width: 10, height: 10 }), 4);
  assert.equal(slideScale({ width: 1, height: 1 }, { width: 100, height: 100 }), 0.25);
  assert.equal(slideScale({ width: 0, height: 0 }, { width: 0, height: 0 }), 1);
});

test("a move is animated in at most 400 ms, and a bot waits no longer than that", async () => {
  assert.ok(DURATION_MS <= 400);
  const started = performance.now();
  await settled();
  assert.ok(performance.now() - started < 450);
});
