// Games saved in this browser (localStorage), one entry per game, written after every move:
//   ludoteca.save.<id> = {record, seats, over, saved}
// An entry that cannot be read is never deleted and never stops the lobby: it is moved to
// ludoteca.unreadable.<id>.<time> and reported, and the other saves stay as they are.
// Generic: a save is a record plus seats; only Python understands a record.

const PREFIX = "ludoteca.save.";
const ASIDE = "ludoteca.unreadable.";
const LEGACY = "ludoteca.current";      // the single save of earlier versions
const FINISHED_KEPT = 20;               // finished games kept for replay, newest first

// One id per game and device seat: opening a friend's link for a game this device already
// holds (same game, seed and seat) updates that save instead of adding another.
export function saveId(record, seats) {
  const linked = seats.some((s) => s.kind === "remote");
  const mine = seats.findIndex((s) => s.kind === "human");
  return `${record.game}-${record.seed}${linked ? `-seat${mine}` : ""}`;
}

function readable(entry) {
  return Boolean(entry && typeof entry === "object" && entry.record && typeof entry.record === "object"
    && typeof entry.record.game === "string" && Array.isArray(entry.record.moves) && Array.isArray(entry.seats));
}

export function getSave(id) {
  try {
    const entry = JSON.parse(localStorage.getItem(PREFIX + id) || "null");
    return readable(entry) ? entry : null;
  } catch (err) { return null; }
}

// Returns false when the browser refuses (storage full or disabled): the game goes on unsaved.
export function putSave(id, record, seats, over) {
  try {
    localStorage.setItem(PREFIX + id, JSON.stringify({ record, seats, over, saved: Date.now() }));
    if (over) pruneFinished();      // only when a game ends: a move writes one entry, nothing more
    return true;
  } catch (err) { return false; }
}

export function deleteSave(id) {
  try { localStorage.removeItem(PREFIX + id); } catch (err) { /* storage off */ }
}

export function setAside(id) {
  try {
    const raw = localStorage.getItem(PREFIX + id);
    if (raw !== null) localStorage.setItem(`${ASIDE}${id}.${Date.now()}`, raw);
    localStorage.removeItem(PREFIX + id);
  } catch (err) { /* storage off: nothing to move */ }
}

// All readable saves, newest first, and a sentence for each entry set aside just now.
export function listSaves() {
  const saves = [];
  const problems = [];
  let keys = [];
  try {
    migrateLegacy();
    keys = Object.keys(localStorage).filter((k) => k.startsWith(PREFIX));
  } catch (err) { return { saves, problems: ["This browser does not let the page keep saved games."] }; }
  for (const key of keys) {
    const id = key.slice(PREFIX.length);
    let entry = null;
    try { entry = JSON.parse(localStorage.getItem(key)); } catch (err) { entry = null; }
    if (readable(entry)) saves.push({ id, ...entry });
    else {
      setAside(id);
      problems.push(`A saved game (${id}) could not be read; it was set aside (kept as ${ASIDE}${id}…), and your other games are untouched.`);
    }
  }
  saves.sort((a, b) => (b.saved || 0) - (a.saved || 0));
  return { saves, problems };
}

function migrateLegacy() {
  const raw = localStorage.getItem(LEGACY);
  if (raw === null) return;
  let entry = null;
  try { entry = JSON.parse(raw); } catch (err) { entry = null; }
  if (readable(entry)) localStorage.setItem(PREFIX + saveId(entry.record, entry.seats), raw);
  else localStorage.setItem(`${ASIDE}legacy.${Date.now()}`, raw);
  localStorage.removeItem(LEGACY);
}

// Reads only: an unreadable entry is left for listSaves to set aside and report.
function pruneFinished() {
  const finished = Object.keys(localStorage).filter((k) => k.startsWith(PREFIX))
    .map((key) => ({ id: key.slice(PREFIX.length), entry: getSave(key.slice(PREFIX.length)) }))
    .filter(({ entry }) => entry && entry.over)
    .sort((a, b) => (b.entry.saved || 0) - (a.entry.saved || 0));
  for (const old of finished.slice(FINISHED_KEPT)) deleteSave(old.id);
}
