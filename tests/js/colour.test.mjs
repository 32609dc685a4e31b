import assert from "node:assert/strict";
import { test } from "node:test";

import { contrast, parseColour, readableOn } from "../../assets/js/colour.js";

test("colours are parsed in the forms the drawings use", () => {
  assert.deepEqual(parseColour("#fff"), [255, 255, 255]);
  assert.deepEqual(parseColour("#1D6F42"), [29, 111, 66]);
  assert.deepEqual(parseColour("rgb(10, 20, 30)"), [10, 20, 30]);
  assert.equal(parseColour("teal"), null);
});

test("contrast ratios are WCAG's", () => {
  assert.equal(Math.round(contrast([0, 0, 0], [255, 255, 255])), 21);
  assert.equal(contrast([90, 90, 90], [90, 90, 90]), 1);
});

test("a light seat colour is darkened until it reads at 4.5:1 on white; a dark one is kept", () => {
  for (const light of ["#ffd23f", "#e8c547", "#7fc8f8", "#ff7a00", "#ffffff"]) {
    const shown = readableOn(light);
    assert.ok(contrast(parseColour(shown), [255, 255, 255]) >= 4.5, `${light} → ${shown}`);
  }
  assert.equal(readableOn("#1d6f42"), "#1d6f42");
  assert.equal(readableOn("nonsense"), null);
});
