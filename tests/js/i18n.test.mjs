// Unit tests of the shell's words (assets/js/i18n.js): plural forms, placeholders, and which
// language a visit starts in (node's built-in runner: node --test tests/js/).
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const i18n = await import("../../assets/js/i18n.js");
const { fill, pickLanguage, pluralIndex, t, tn, useStrings } = i18n;

beforeEach(() => useStrings("en"));

test("plural rule: English and German n != 1, French n > 1", () => {
  const forms = (lang) => [0, 1, 2, 5, 21, -1].map((n) => pluralIndex(lang, n));
  assert.deepEqual(forms("en"), [1, 0, 1, 1, 1, 0]);
  assert.deepEqual(forms("de"), [1, 0, 1, 1, 1, 0]);
  assert.deepEqual(forms("fr"), [0, 0, 1, 1, 1, 0]);
});

test("tn picks the form of the language and fills {n}", () => {
  const pair = ["{n} point — {name}", "{n} points — {name}"];
  const say = (n) => tn(pair[0], pair[1], n, { name: "Ada" });
  assert.deepEqual([0, 1, 2, 5].map(say), ["0 points — Ada", "1 point — Ada", "2 points — Ada", "5 points — Ada"]);
  useStrings("de", { [pair[0]]: ["{n} Punkt — {name}", "{n} Punkte — {name}"] });
  assert.deepEqual([0, 1, 2, 5].map(say), ["0 Punkte — Ada", "1 Punkt — Ada", "2 Punkte — Ada", "5 Punkte — Ada"]);
  useStrings("fr", { [pair[0]]: ["{n} point — {name}", "{n} points — {name}"] });
  assert.deepEqual([0, 1, 2, 5].map(say), ["0 point — Ada", "1 point — Ada", "2 points — Ada", "5 points — Ada"]);
  // a singular may leave the count out ("ein Punkt")
  useStrings("de", { [pair[0]]: ["ein Punkt", "{n} Punkte"] });
  assert.equal(say(1), "ein Punkt");
  // numbers as the language writes them
  assert.equal(say(1234), "1.234 Punkte");
});

test("t fills named placeholders and falls back to the English", () => {
  assert.equal(fill("{name} is thinking…", { name: "Bot 1" }), "Bot 1 is thinking…");
  assert.equal(fill("It is {name}'s turn: send this link to {name}.", { name: "Bea" }),
    "It is Bea's turn: send this link to Bea.");
  assert.equal(fill("{a} and {b}", { a: 0 }), "0 and {b}");     // a missing value stays visible
  assert.equal(fill("{constructor}", {}), "{constructor}");    // only the args' own keys
  useStrings("fr", { "Seat {n}": "Place {n}" });
  assert.equal(t("Seat {n}", { n: 2 }), "Place 2");
  assert.equal(t("Not translated {x}", { x: "yet" }), "Not translated yet");
  useStrings("de", { Empty: "" });
  assert.equal(t("Empty"), "Empty");
  useStrings("en", { "Seat {n}": "ignored" });
  assert.equal(t("Seat {n}", { n: 1 }), "Seat 1");
});

test("the language: ?lang=, else the remembered choice, else the browser's, else English", () => {
  assert.equal(pickLanguage({ param: "fr", stored: "de", preferred: ["en-US"] }), "fr");
  assert.equal(pickLanguage({ param: "xx", stored: "de", preferred: ["fr"] }), "de");   // an unknown ?lang= counts for nothing
  assert.equal(pickLanguage({ param: null, stored: null, preferred: ["de-DE", "en"] }), "de");
  assert.equal(pickLanguage({ preferred: ["it-IT", "fr-CH", "de"] }), "fr");      // the first we speak
  assert.equal(pickLanguage({ preferred: ["FR_be"] }), "fr");
  assert.equal(pickLanguage({ preferred: ["en-GB", "de"] }), "en");
  assert.equal(pickLanguage({ preferred: ["it", "es"] }), "en");
  assert.equal(pickLanguage({ preferred: [undefined] }), "en");
  assert.equal(pickLanguage(), "en");
});

test("the choice is remembered in localStorage, or in memory where storage is denied", () => {
  const items = new Map();
  globalThis.localStorage = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, String(v)) };
  i18n.rememberLanguage("de");
  assert.equal(items.get("ludoteca.lang"), "de");
  assert.equal(i18n.storedLanguage(), "de");
  globalThis.localStorage = {
    getItem: () => { throw new Error("SecurityError"); },
    setItem: () => { throw new Error("SecurityError"); },
  };
  i18n.rememberLanguage("fr");
  assert.equal(i18n.storedLanguage(), "fr");
  delete globalThis.localStorage;
  assert.equal(i18n.storedLanguage(), "fr");
});

test("the index.html guess and i18n.js agree", () => {
  // index.html guesses the language at once to fetch its files early; i18n.js decides. Both read
  // ?lang=, the same storage key and navigator.languages by their first subtag.
  const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
  assert.ok(html.includes(`localStorage.getItem("${i18n.STORAGE_KEY}")`));
  assert.ok(html.includes(`var known = ${JSON.stringify(i18n.LANGUAGES).replace(/,/g, ", ")}`));
});

test("lists and numbers per language", () => {
  useStrings("de");
  assert.equal(i18n.formatList(["a", "b", "c"]), "a, b und c");
  assert.equal(i18n.formatNumber(1234.5), "1.234,5");
  useStrings("fr");
  assert.equal(i18n.formatList(["a", "b"]), "a et b");
  useStrings("en");
  assert.equal(i18n.formatList(["a", "b", "c"]), "a, b, and c");
});

test("small whole numbers, written without Intl, are written as Intl writes them", () => {
  // formatNumber skips Intl below 1,000 (its first use is slow): true of every language we have.
  for (const lang of i18n.LANGUAGES) {
    useStrings(lang);
    const intl = new Intl.NumberFormat(lang);
    for (let n = -999; n <= 999; n += 1) {
      assert.equal(i18n.formatNumber(n), (n < 0 ? "\u2212" : "") + intl.format(Math.abs(n)), `${lang} ${n}`);
    }
    assert.equal(i18n.formatNumber(1000), intl.format(1000));
  }
  useStrings("en");
});

test("every t() and tn() of the shell reaches its catalogs", async () => {
  // The extractor (Babel's, py/ludoteca/i18n_tools.py) misses a call it cannot read, e.g. one
  // inside a template literal's ${…}: such a string would stay English in every language.
  const { readdirSync } = await import("node:fs");
  const po = readFileSync(new URL("../../py/ludoteca/locale/de/LC_MESSAGES/shell.po", import.meta.url), "utf8");
  const ids = new Set();
  for (const block of po.split(/\n\n/)) {
    const found = /^msgid ((?:".*"\n?)+)/m.exec(block);
    if (found) ids.add(found[1].trim().split("\n").map((line) => JSON.parse(line)).join(""));
  }
  const dir = new URL("../../assets/js/", import.meta.url);
  const missing = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".js"))) {
    const source = readFileSync(new URL(file, dir), "utf8").split("\n")
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line)).join("\n");     // comments name t("…") too
    const literal = String.raw`"(?:[^"\\]|\\.)*"`;
    const call = new RegExp(String.raw`\btn?\(\s*(${literal}(?:\s*\+\s*${literal})*)`, "g");
    for (const [, quoted] of source.matchAll(call)) {
      const id = quoted.match(new RegExp(literal, "g")).map((part) => JSON.parse(part)).join("");
      if (!ids.has(id)) missing.push(`${file}: ${id}`);
    }
  }
  assert.deepEqual(missing, []);
});
