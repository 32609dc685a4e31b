// The workshop's versions of a bot: named copies of its code, per game, kept on the device in
// localStorage beside the draft (`ludoteca.workshop-versions.<game>`: a JSON list of
// {name, source, saved}). A version is loaded into the editor, renamed, deleted, exported and
// imported as a .py file, and chosen in "Against": the tournament then pits the editor's code
// against that version (the worker loads both; ludoteca.workshop.play_game's `other`, the same
// Python as `python -m ludoteca.arena GAME --bot a.py --against b.py`), seats rotating.
//
// Nothing stored is ever lost by a failure: a full storage leaves the list as it was (said so,
// the code stays in the editor); a list that cannot be read is set aside under
// `<key>.unreadable` before a new one is written, and said so.

import { formatDate, t } from "./i18n.js";
import { botFileText, notTextSentence } from "./workshop-traps.js";

export const VERSIONS_PREFIX = "ludoteca.workshop-versions.";
export const VERSION_VALUE = "version:";    // an "Against" choice naming a version
const MAX_NAME = 40;

const isVersion = (v) => v && typeof v === "object" && typeof v.name === "string" && v.name
  && typeof v.source === "string";

/** The versions of `game` in `storage`: {versions, unreadable (how many entries could not be
 * read; -1: the whole list), raw (the stored text)}. */
export function readVersions(storage, game) {
  let raw;
  try { raw = storage.getItem(VERSIONS_PREFIX + game); } catch { return { versions: [], unreadable: -1, raw: null }; }
  if (raw === null) return { versions: [], unreadable: 0, raw };
  let list;
  try { list = JSON.parse(raw); } catch { return { versions: [], unreadable: -1, raw }; }
  if (!Array.isArray(list)) return { versions: [], unreadable: -1, raw };
  const versions = list.filter(isVersion);
  return { versions, unreadable: list.length - versions.length, raw };
}

/** Store `versions` of `game`; what was unreadable is first set aside (never written over).
 * Returns null, or the sentence saying why nothing was stored. */
export function writeVersions(storage, game, versions, before = readVersions(storage, game)) {
  const key = VERSIONS_PREFIX + game;
  try {
    if (before.unreadable && before.raw !== null && storage.getItem(`${key}.unreadable`) === null) {
      storage.setItem(`${key}.unreadable`, before.raw);
    }
    storage.setItem(key, JSON.stringify(versions));
    return null;
  } catch {
    return t("The version was not saved: this device's storage for the site is full or refused. Your code is still in the editor; export it as .py to keep it.");
  }
}

/** A version's name, as typed: trimmed, no control characters, at most MAX_NAME characters. */
export function cleanName(name) {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return String(name || "").replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim().slice(0, MAX_NAME);
}

/** A version's file name for Python (tracebacks, the arena): letters, digits and _ only. */
export function fileNameOf(name) {
  const stem = cleanName(name).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^\w]+/g, "_").replace(/^_+|_+$/g, "") || "version";
  return `${stem === "my_bot" ? "version_my_bot" : stem}.py`;
}

// ------------------------------------------------------------------ the page

let page = null;   // {source, setSource, game, showProblem, hideProblem, refreshOpponents}

const $ = (id) => document.getElementById(id);
const storage = () => globalThis.localStorage;

function note(text) { $("ws-version-note").textContent = text; }

function current() {
  const read = readVersions(storage(), page.game());
  if (read.unreadable) {
    note(read.unreadable < 0
      ? t("The versions stored for this game could not be read. They are kept aside untouched; new versions start a new list.")
      : t("Some versions stored for this game could not be read. They are kept aside untouched."));
  }
  return read;
}

/** Fill the list of versions of the current game (after a change of game or language). */
export function paintVersions(keep = $("ws-version").value) {
  if (!page) return;
  note("");
  const { versions } = current();
  const select = $("ws-version");
  select.replaceChildren(...versions.map((v) => new Option(
    t("{name} ({date})", { name: v.name, date: formatDate(v.saved || 0, { time: true }) }), v.name, false, v.name === keep)));
  const none = versions.length === 0;
  for (const id of ["ws-version", "ws-version-load", "ws-version-rename", "ws-version-delete", "ws-version-export"]) $(id).disabled = none;
}

function selected() {
  const name = $("ws-version").value;
  return current().versions.find((v) => v.name === name) || null;
}

function save(versions, before, done) {
  const problem = writeVersions(storage(), page.game(), versions, before);
  if (problem) { page.showProblem(problem); return false; }
  page.hideProblem();
  paintVersions(done.keep);
  page.refreshOpponents();
  note(done.text);
  return true;
}

function saveAs(name, source) {
  const before = current();
  name = cleanName(name) || t("Version {n}", { n: before.versions.length + 1 });
  const replaced = before.versions.some((v) => v.name === name);
  const versions = before.versions.filter((v) => v.name !== name).concat({ name, source, saved: Date.now() });
  save(versions, before, {
    keep: name,
    text: replaced ? t("Version “{name}” replaced.", { name }) : t("Saved as version “{name}”.", { name }),
  });
}

function rename() {
  const chosen = selected();
  const name = cleanName($("ws-version-name").value);
  if (!chosen) return;
  if (!name) { note(t("Type the new name in the box first.")); return; }
  const before = current();
  if (name !== chosen.name && before.versions.some((v) => v.name === name)) {
    note(t("A version is already called “{name}”.", { name }));
    return;
  }
  const versions = before.versions.map((v) => (v.name === chosen.name ? { ...v, name } : v));
  save(versions, before, { keep: name, text: t("Version “{old}” renamed “{name}”.", { old: chosen.name, name }) });
}

function remove() {
  const chosen = selected();
  if (!chosen) return;
  const before = current();
  save(before.versions.filter((v) => v.name !== chosen.name), before,
    { keep: "", text: t("Version “{name}” deleted.", { name: chosen.name }) });
}

function load() {
  const chosen = selected();
  if (!chosen) return;
  page.setSource(chosen.source);
  note(t("Version “{name}” is in the editor (your previous code is one undo away: Ctrl+Z).", { name: chosen.name }));
}

function exportVersion() {
  const chosen = selected();
  if (!chosen) return;
  const blob = new Blob([chosen.source], { type: "text/x-python" });
  const a = Object.assign(document.createElement("a"), { href: URL.createObjectURL(blob), download: fileNameOf(chosen.name) });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function importVersion(file, maxChars) {
  if (!file) return;
  const text = file.size > 4 * maxChars ? null : await botFileText(file);
  if (text === null) { page.showProblem(file.size > 4 * maxChars ? tooLong(maxChars) : notTextSentence()); return; }
  if (text.length > maxChars) { page.showProblem(tooLong(maxChars)); return; }
  saveAs(file.name.replace(/\.py$/i, ""), text);
}

const tooLong = (n) => t("That file is too long for a bot: {n} characters at most.", { n });

/** Wire the versions' controls (workshop.html) to the page: `source()`, `setSource(text)`,
 * `game()`, `showProblem(text)`, `hideProblem()`, `refreshOpponents()`. */
export function setupVersions(hooks, { maxChars }) {
  page = hooks;
  $("ws-version-save").addEventListener("click", () => saveAs($("ws-version-name").value, page.source()));
  $("ws-version-load").addEventListener("click", load);
  $("ws-version-rename").addEventListener("click", rename);
  $("ws-version-delete").addEventListener("click", remove);
  $("ws-version-export").addEventListener("click", exportVersion);
  $("ws-version-import").addEventListener("click", () => $("ws-version-file").click());
  $("ws-version-file").addEventListener("change", async (event) => {
    await importVersion(event.target.files[0], maxChars);
    event.target.value = "";
  });
}

/** The versions of `game` as choices of "Against" (after our levels), `before` kept chosen. */
export function addVersionOptions(select, game, before) {
  const { versions } = readVersions(storage(), game);
  if (!versions.length) return;
  const group = document.createElement("optgroup");
  group.label = t("Your versions");
  for (const v of versions) {
    const value = VERSION_VALUE + v.name;
    group.append(new Option(v.name, value, false, value === before));
  }
  select.append(group);
}

/** For a tournament against `opponent` (an "Against" value): {opponent, against} naming the
 * version and carrying its code for the worker, or {opponent} for one of our levels. A version
 * gone meanwhile: null. */
export function opponentFor(opponent, game) {
  if (!opponent.startsWith(VERSION_VALUE)) return { opponent };
  const name = opponent.slice(VERSION_VALUE.length);
  const version = readVersions(storage(), game).versions.find((v) => v.name === name);
  if (!version) return null;
  return { opponent: name, against: { source: version.source, filename: fileNameOf(name), name } };
}

/** The sentence for an error of the version played against (a BotError's JSON with side
 * "them": its words say "your bot", so the version is named first), or null for the player's. */
export function theirErrorText(error, name, index = null) {
  if (!error || error.side !== "them") return null;
  if (index === null) return t("The version “{name}” could not play: {message}", { name, message: error.message });
  return t("Game {i}: the version “{name}” lost (move {move}), so your bot wins it. {message}",
    { i: index + 1, name, move: error.move || "–", message: error.message });
}
