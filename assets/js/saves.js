// Games saved in this browser (localStorage), one entry per game, written after every move:
//   ludoteca.save.<id> = {record, seats, over, saved}
// An entry that cannot be read never stops the lobby: it is moved to
// ludoteca.unreadable.<id>.<time> and reported, and the other saves stay as they are; set-aside
// entries and games left untouched for months are pruned later, with a notice.
// A save is never overwritten by a game that is shorter or went another way (two tabs on one
// game, an older export, an older link): putSave refuses and says how the two differ.
// Generic: a save is a record plus seats; only Python understands a record.

import { formatDate, t, tn } from "./i18n.js";

const PREFIX = "ludoteca.save.";
const ASIDE = "ludoteca.unreadable.";
const LEGACY = "ludoteca.current";      // the single save of earlier versions
const FINISHED_KEPT = 20;               // finished games kept for replay, newest first
const DAY_MS = 24 * 3600 * 1000;
export const UNREADABLE_KEPT_DAYS = 30; // set-aside entries are removed after this
export const UNTOUCHED_KEPT_DAYS = 180; // games in progress nobody opened for this long go

// One id per game, seed and seats as this device holds them: the same ?seed= with other seats
// is another game; opening a friend's link for a game this device already holds (same game,
// seed, seats and seat) updates that save instead of adding another.
export function saveId(record, seats) {
  const linked = seats.some((s) => s.kind === "remote");
  const mine = seats.findIndex((s) => s.kind === "human");
  const kinds = seats.map((s) => String(s.kind || "human")[0]).join("");
  const names = shortHash(JSON.stringify(seats.map((s) => [s.kind, s.name])));
  return `${record.game}-${record.seed}-${kinds}${names}${linked ? `-seat${mine}` : ""}`;
}

// The save a game opened from a link continues: its own id, or — names change as friends give
// theirs (a seat first named "Player 2" becomes "Bea") — a save of the same game, seed, seat
// kinds and seat on this device whose record the link's continues or equals, the latest saved.
export function linkedSaveId(record, seats) {
  const id = saveId(record, seats);
  if (getSave(id) || !seats.some((s) => s.kind === "remote")) return id;
  const kinds = seats.map((s) => String(s.kind || "human")[0]).join("");
  const start = `${PREFIX}${record.game}-${record.seed}-${kinds}`;
  const end = `-seat${seats.findIndex((s) => s.kind === "human")}`;
  let found = null;
  for (const key of Object.keys(localStorage)) {
    if (!key.startsWith(start) || !key.endsWith(end)) continue;
    const entry = getSave(key.slice(PREFIX.length));
    if (!entry || compareRecords(entry.record, record) === "diverged") continue;
    if (!found || (entry.saved || 0) > found.saved) found = { id: key.slice(PREFIX.length), saved: entry.saved || 0 };
  }
  return found ? found.id : id;
}

// FNV-1a, 32 bits, base 36: a short stable fingerprint (not a secret, not a checksum).
export function shortHash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

// How a record relates to a stored one of the same game: "same", "ahead" (it continues the
// stored game), "behind" (the stored game is further along) or "diverged" (another move, or
// other chance, at some point both have played).
export function compareRecords(stored, ours) {
  const a = stored.moves;
  const b = ours.moves;
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) {
    if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) return "diverged";
    const chanceA = stored.chance && stored.chance[String(i)];
    const chanceB = ours.chance && ours.chance[String(i)];
    if (chanceA !== chanceB) return "diverged";
  }
  if (a.length === b.length) return "same";
  return a.length < b.length ? "ahead" : "behind";
}

function readable(entry) {
  return Boolean(entry && typeof entry === "object" && entry.record && typeof entry.record === "object"
    && typeof entry.record.game === "string" && Array.isArray(entry.record.moves) && Array.isArray(entry.seats));
}

export function getSave(id) {
  try {
    const entry = JSON.parse(localStorage.getItem(PREFIX + id) || "null");
    return readable(entry) ? entry : null;
  } catch { return null; }
}

// Writes a game unless that would lose moves. Returns {ok: true} or {ok: false, why}:
//   "behind" / "diverged"  the stored game is further along or went another way (another tab,
//                          an older copy): nothing is written; the caller asks the player
//   "full"                 the browser's storage for this site is full (even after pruning
//                          old finished games): the game goes on unsaved
//   "off"                  the browser lets the page store nothing
//   `replace`: the game was shortened on purpose (a take-back): written even if behind
//   `tutorial`: a guided first game's progress (py/ludoteca/tutor.py), kept with its record
export function putSave(id, record, seats, over, { replace = false, tutorial = null } = {}) {
  let stored;
  try { stored = JSON.parse(localStorage.getItem(PREFIX + id) || "null"); } catch { stored = null; }
  if (readable(stored) && !replace) {
    const how = compareRecords(stored.record, record);
    if (how === "behind" || how === "diverged") return { ok: false, why: how };
  }
  const text = JSON.stringify({ record, seats, over, saved: Date.now(), ...(tutorial ? { tutorial } : {}) });
  try {
    localStorage.setItem(PREFIX + id, text);
  } catch (err) {
    if (!isQuotaError(err)) return { ok: false, why: "off" };
    pruneFinished(0);                 // make room: finished games go first, then try once more
    try { localStorage.setItem(PREFIX + id, text); } catch { return { ok: false, why: "full" }; }
  }
  if (over) pruneFinished();      // only when a game ends: a move writes one entry, nothing more
  return { ok: true };
}

function isQuotaError(err) {
  return Boolean(err) && (err.name === "QuotaExceededError" || err.name === "NS_ERROR_DOM_QUOTA_REACHED"
    || err.code === 22 || err.code === 1014);
}

// A new id for a game that must be kept beside another version of itself.
export function copyId(id) {
  return `${id}-copy${Date.now().toString(36)}`;
}

export const saveKey = (id) => PREFIX + id;

export function deleteSave(id) {
  try { localStorage.removeItem(PREFIX + id); } catch { /* storage off */ }
}

export function setAside(id) {
  try {
    const raw = localStorage.getItem(PREFIX + id);
    if (raw !== null) localStorage.setItem(`${ASIDE}${id}.${Date.now()}`, raw);
    localStorage.removeItem(PREFIX + id);
  } catch { /* storage off: nothing to move */ }
}

// All readable saves, newest first, and a sentence for each entry set aside or pruned just now.
export function listSaves(now = Date.now(), gameName = (id) => id) {
  const saves = [];
  const problems = [];
  let keys;
  try {
    migrateLegacy();
    problems.push(...pruneOld(now, gameName));
    keys = Object.keys(localStorage).filter((k) => k.startsWith(PREFIX));
  } catch { return { saves, problems: [t("This browser does not let the page keep saved games.")] }; }
  for (const key of keys) {
    const id = key.slice(PREFIX.length);
    let entry;
    try { entry = JSON.parse(localStorage.getItem(key)); } catch { entry = null; }
    if (readable(entry)) saves.push({ id, ...entry });
    else {
      setAside(id);
      problems.push(t("A saved game ({id}) could not be read; it was set aside (kept as {key}…), and your other games are untouched.",
        { id, key: `${ASIDE}${id}` }));
    }
  }
  saves.sort((a, b) => (b.saved || 0) - (a.saved || 0));
  return { saves, problems };
}

function migrateLegacy() {
  const raw = localStorage.getItem(LEGACY);
  if (raw === null) return;
  let entry;
  try { entry = JSON.parse(raw); } catch { entry = null; }
  if (readable(entry)) localStorage.setItem(PREFIX + saveId(entry.record, entry.seats), raw);
  else localStorage.setItem(`${ASIDE}legacy.${Date.now()}`, raw);
  localStorage.removeItem(LEGACY);
}

// Reads only: an unreadable entry is left for listSaves to set aside and report.
function pruneFinished(kept = FINISHED_KEPT) {
  const finished = Object.keys(localStorage).filter((k) => k.startsWith(PREFIX))
    .map((key) => ({ id: key.slice(PREFIX.length), entry: getSave(key.slice(PREFIX.length)) }))
    .filter(({ entry }) => entry && entry.over)
    .sort((a, b) => (b.entry.saved || 0) - (a.entry.saved || 0));
  for (const old of finished.slice(kept)) deleteSave(old.id);
}

// Set-aside entries older than a month and games in progress untouched for half a year are
// removed; each removal is reported once, in a sentence for the lobby.
function pruneOld(now, gameName) {
  const notes = [];
  let unreadable = 0;
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(ASIDE)) {
      const when = Number(key.slice(key.lastIndexOf(".") + 1));
      if (Number.isFinite(when) && now - when > UNREADABLE_KEPT_DAYS * DAY_MS) {
        localStorage.removeItem(key);
        unreadable += 1;
      }
    } else if (key.startsWith(PREFIX)) {
      const entry = getSave(key.slice(PREFIX.length));
      if (entry && !entry.over && Number.isFinite(entry.saved) && now - entry.saved > UNTOUCHED_KEPT_DAYS * DAY_MS) {
        localStorage.removeItem(key);
        const players = entry.seats.map((s) => s.name).join(", ");
        notes.push(t("A {game} game with {players}, untouched since {date}, was removed to make room.",
          { game: gameName(entry.record.game), players, date: formatDate(entry.saved) }));
      }
    }
  }
  if (unreadable) {
    notes.push(tn("{n} unreadable saved game was kept aside for {days} days and has now been removed.",
      "{n} unreadable saved games were kept aside for {days} days and have now been removed.", unreadable,
      { days: UNREADABLE_KEPT_DAYS }));
  }
  return notes;
}
