// The page's own words in English, German or French. Every text the shell shows is English in
// the code, marked `t("…")` or `tn("singular", "plural", n)` (and `data-t` / `data-t-<attribute>`
// in index.html); `python -m ludoteca.i18n_tools update shell` extracts them into the shell's
// gettext catalogs and the build writes build/strings-<lang>.json from them: {english:
// translation}, plurals as {english singular: [forms]}. The engine's texts (prompts, log, rules,
// the lobby's games) come translated from Python; this module only tells it the language.
//
// The language: `?lang=` (embeds), else the one the player chose (remembered in localStorage, or
// only in memory where storage is denied), else the first of the browser's preferred languages
// we speak, else English. `<html lang>` follows.
//
// No DOM at import time: tests/js imports it under node.

import { fetchJson } from "./early.js";

export const LANGUAGES = ["en", "de", "fr"];
export const SOURCE = "en";
/** Each language in its own words (the switch in the header). */
export const LANGUAGE_NAMES = { en: "English", de: "Deutsch", fr: "Français" };
export const STORAGE_KEY = "ludoteca.lang";

let current = SOURCE;
let strings = {};
let rememberedInMemory = null;       // the choice, where localStorage is denied
const listeners = [];

export const language = () => current;

/** A language we speak from a tag like "de-AT" or "FR"; null for any other. */
export function known(tag) {
  if (typeof tag !== "string") return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.includes(primary) ? primary : null;
}

/** The language to show: `param` (?lang=), else `stored` (the player's choice), else the first
 * of `preferred` (navigator.languages) we speak, else English. */
export function pickLanguage({ param = null, stored = null, preferred = [] } = {}) {
  for (const candidate of [param, stored, ...(preferred || [])]) {
    const found = known(candidate);
    if (found) return found;
  }
  return SOURCE;
}

/** Which plural form a count takes: 0 = singular, 1 = plural (the catalogs' Plural-Forms:
 * English and German n != 1, French n > 1 — "0 point", "1 point", "2 points"). */
export function pluralIndex(lang, n) {
  const count = Math.abs(Number(n));
  if (lang === "fr") return count > 1 ? 1 : 0;
  return count === 1 ? 0 : 1;
}

/** `text` with its {name} slots filled from `args` (a slot without a value stays as it is). */
export function fill(text, args = {}) {
  return text.replace(/\{(\w+)\}/g, (whole, key) => (Object.hasOwn(args, key) ? String(args[key]) : whole));
}

/** A message in the current language, its {name} slots filled from `args`. */
export function t(msgid, args = {}) {
  const found = current === SOURCE ? null : strings[msgid];
  return fill(typeof found === "string" && found ? found : msgid, args);
}

/** A message with a count: the form for `n` in the current language; {n} is the count as
 * the language writes it. */
export function tn(singular, plural, n, args = {}) {
  const filled = { n: formatNumber(n), ...args };
  const forms = current === SOURCE ? null : strings[singular];
  if (Array.isArray(forms) && forms.length) {
    const form = forms[Math.min(pluralIndex(current, n), forms.length - 1)];
    if (form) return fill(form, filled);
  }
  return fill(pluralIndex(SOURCE, n) === 0 ? singular : plural, filled);
}

/** A number as the current language writes it (1,234.5 · 1.234,5 · 1 234,5), negative ones
 * with a true minus sign (−15), as the boards write them. */
export function formatNumber(value) {
  if (typeof value !== "number" || !Number.isFinite(value)) return String(value);
  const sign = value < 0 ? "\u2212" : "";
  const size = Math.abs(value);
  // Whole numbers under 1,000 are written alike in English, German and French; the first
  // Intl.NumberFormat of a page costs ~60 ms on a small machine (the boot bar's percent
  // paid it while the lobby was being built).
  if (Number.isInteger(size) && size < 1000) return sign + String(size);
  try { return sign + numberFormat(current).format(size); } catch { return sign + String(size); }
}
const numberFormats = new Map();
function numberFormat(lang) {
  if (!numberFormats.has(lang)) numberFormats.set(lang, new Intl.NumberFormat(lang));
  return numberFormats.get(lang);
}

/** "a, b and c" in the current language. */
export function formatList(items) {
  const texts = items.map(String);
  try { return new Intl.ListFormat(current, { type: "conjunction" }).format(texts); } catch { return texts.join(", "); }
}

/** A date (a Date, a time in ms or "YYYY-MM-DD") as the current language writes it. */
export function formatDate(when, { time = false } = {}) {
  const date = typeof when === "string" && /^\d{4}-\d\d-\d\d$/.test(when) ? new Date(`${when}T12:00:00`) : new Date(when);
  if (Number.isNaN(date.getTime())) return String(when);
  return time ? date.toLocaleString(current) : date.toLocaleDateString(current);
}

/** Use `lang` with its `table` of strings (as build/strings-<lang>.json holds them). */
export function useStrings(lang, table = {}) {
  current = known(lang) || SOURCE;
  strings = current === SOURCE ? {} : (table || {});
}

// ---------------------------------------------------------------- the player's choice

/** The choice the player made with the switch (null: none, or storage unreadable). */
export function storedLanguage() {
  try {
    const value = known(globalThis.localStorage && globalThis.localStorage.getItem(STORAGE_KEY));
    if (value) return value;
  } catch { /* storage denied: the choice lives in memory */ }
  return rememberedInMemory;
}

export function rememberLanguage(lang) {
  rememberedInMemory = known(lang);
  try { globalThis.localStorage.setItem(STORAGE_KEY, rememberedInMemory); } catch { /* denied: memory only */ }
}

/** The language this page starts in. */
export function initialLanguage() {
  const nav = globalThis.navigator || {};
  return pickLanguage({
    param: new URLSearchParams(globalThis.location ? globalThis.location.search : "").get("lang"),
    stored: storedLanguage(),
    preferred: nav.languages && nav.languages.length ? nav.languages : [nav.language],
  });
}

// ---------------------------------------------------------------- the page

/** The strings of `lang` from the build (fetched early by index.html); English needs none. If
 * they cannot be had, the page stays in English. */
export async function loadLanguage(lang) {
  lang = known(lang) || SOURCE;
  let table = {};
  if (lang !== SOURCE) {
    try {
      table = await fetchJson(`build/strings-${lang}.json`);
    } catch (err) {
      console.warn(`ludoteca: no strings for ${lang}; the page stays in English`, err);
      lang = SOURCE;
    }
  }
  useStrings(lang, table);
  translatePage();
  return lang;
}

// The static texts of index.html: [element, attribute or null (its text), the English].
let marked = null;

function findMarked() {
  const found = [];
  for (const element of document.querySelectorAll("*")) {
    for (const attr of [...element.attributes]) {
      if (attr.name === "data-t") {
        // The English is kept in the attribute itself (as the catalog has it: spaces folded).
        if (!attr.value) attr.value = element.textContent.split(/\s+/).filter(Boolean).join(" ");
        found.push([element, null, attr.value]);
      } else if (attr.name.startsWith("data-t-")) {
        const target = attr.name.slice("data-t-".length);
        if (!attr.value) attr.value = element.getAttribute(target) || "";
        if (attr.value) found.push([element, target, attr.value]);
      }
    }
  }
  return found;
}

/** Every static text of the page (data-t, data-t-<attribute>) in the current language, and
 * `<html lang>`. */
export function translatePage() {
  if (typeof document === "undefined") return;
  document.documentElement.lang = current;
  // The words shown when the site is installed (ludoteca.build writes each language's manifest).
  const manifest = document.querySelector("link[rel='manifest']");
  if (manifest) manifest.setAttribute("href", current === SOURCE ? "manifest.webmanifest" : `build/manifest-${current}.webmanifest`);
  if (!marked) marked = findMarked();
  for (const [element, target, english] of marked) {
    const text = t(english);
    if (target === null) {
      if (element.textContent !== text) element.textContent = text;
    } else if (element.getAttribute(target) !== text) {
      element.setAttribute(target, text);
    }
  }
  // index.html hides the page while it is being translated (no flash of English).
  document.documentElement.classList.remove("translating");
}

/** Call `fn(lang)` after every switch of language (the strings are loaded by then), one after
 * the other; `early`: before the others (the lobby's new game list, which others read). */
export function onLanguageChange(fn, { early = false } = {}) {
  if (early) listeners.unshift(fn);
  else listeners.push(fn);
}

/** The player chose `lang`: remember it, load its strings, repaint the static texts and tell
 * every part of the shell (which repaints its own). An address with ?lang= follows, so a
 * reload shows the language chosen. */
export async function switchLanguage(lang) {
  lang = known(lang) || SOURCE;
  rememberLanguage(lang);
  if (typeof location !== "undefined" && typeof history !== "undefined") {
    const url = new URL(location.href);
    if (url.searchParams.has("lang")) {
      url.searchParams.set("lang", lang);
      history.replaceState(history.state, "", url);
    }
  }
  const shown = await loadLanguage(lang);
  for (const fn of listeners) {
    try { await fn(shown); } catch (err) { console.error("ludoteca: repainting in another language", err); }
  }
  return shown;
}
