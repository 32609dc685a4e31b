// The one way to Python: call(name, payload) -> answer (see py/ludoteca/app.py), through
// window.ludotecaCall published by py/ludoteca/bridge.py; and the boot progress the player
// sees while Pyodide loads. This module owns whether Python is ready.

import { $ } from "./dom.js";

let ready = false;
const waiting = [];

export const isReady = () => ready;

/** Run `fn` once Python is ready (at once if it is). */
export function whenReady(fn) {
  if (ready) fn();
  else waiting.push(fn);
}

/** A call to Python; throws an Error whose message is a sentence for the player. */
export function call(name, payload = {}) {
  const answer = JSON.parse(window.ludotecaCall(name, JSON.stringify(payload)));
  if (!answer.ok) {
    if (answer.detail) console.warn(`ludoteca ${name}: ${answer.detail}`);
    throw new Error(answer.error);
  }
  return answer;
}

// ---------------------------------------------------------------- boot progress
const BOOT_STEPS = [
  // [resource name fragment, progress %, text shown once it has arrived]
  ["core.js", 15, "Loading the games…"],
  ["pyodide.asm.wasm", 60, "Loading the games… (almost there)"],
  ["python_stdlib.zip", 75, "Loading the games… (setting up)"],
  ["ludoteca.zip", 90, "Loading the game rules…"],
];
let bootPercent = 5;

function bootProgress(percent, text) {
  if (percent < bootPercent) return;
  bootPercent = percent;
  $("boot-bar").style.width = `${percent}%`;
  $("boot-text").textContent = `${text} ${percent} %`;
}

export function watchBoot() {
  if ("PerformanceObserver" in window) {
    const seen = (entries) => {
      for (const entry of entries) {
        for (const [fragment, percent, text] of BOOT_STEPS) {
          if (entry.name.includes(fragment)) bootProgress(percent, text);
        }
      }
    };
    seen(performance.getEntriesByType("resource"));
    new PerformanceObserver((list) => seen(list.getEntries())).observe({ type: "resource", buffered: true });
  }
  bootProgress(10, "Loading the games (about 13 MB, once)…");
  window.addEventListener("error", (event) => {
    if (!ready) $("boot-text").textContent = `The games could not start: ${event.message}`;
  });
  const start = () => {
    if (ready) return;
    ready = true;
    bootProgress(100, "Loaded.");
    $("boot").classList.add("done");
    $("engine-state").textContent = "";
    for (const fn of waiting.splice(0)) fn();
  };
  window.addEventListener("ludoteca:ready", start);
  if (window.ludotecaReady) start();
}
