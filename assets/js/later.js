// The table's code (play.js and what it imports: the board, the bar, taps, replays…), which
// the lobby does not need to be usable: shell.js fetches it right after the lobby's first
// paint (at once on a page that opens a game by itself), as a chunk of its own (the build's
// esbuild splitting). The lobby's modules reach it through here, never by importing it: so
// they stay out of its chunk and no import cycle runs through it (shell.js is the only module
// that names play.js).

let loading = null;
let arrived, failed;
const code = new Promise((resolve, reject) => { arrived = resolve; failed = reject; });
code.catch(() => {});   // said by whoever waits for it

/** The table's code: a promise of play.js's exports (rejected if it could not be fetched). */
export const tableCode = () => code;

/** Fetch the table's code now, once: `load` is shell.js's `() => import("./play.js")`. */
export function loadTableCode(load) {
  if (loading) return;
  loading = load();
  loading.then(arrived, failed);
}
