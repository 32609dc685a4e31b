// The workshop's Python: a PyScript worker (PyWorker, configured by pyscript.toml;
// sync_main_only, so no SharedArrayBuffer and no special headers) unpacks our wheel and runs assets/py/workshop_worker.py, whose functions the page awaits (JSON text in
// and out). Checking a bot's file is one call, one game is one call; the worker posts a
// heartbeat before the file's top level runs and before every move, and a watchdog ends and
// restarts the worker when a step runs past its time limit by more than a grace period (a loop
// inside C code, which the trace that keeps the limit in Python cannot stop): the bot is refused
// with a sentence, or that game is lost by timeout. Stop ends the worker at once, too.

import { formatNumber, language, t } from "./i18n.js";

const GRACE_MS = 2000;          // beyond the time limit, before the watchdog ends the worker
const BEAT_MS = 30000;          // the longest one of our bots may think on a move (a slow phone)

const here = (path) => new URL(path, document.baseURI).href;

let worker = null;        // {py: the PyWorker, ready: Promise, onBeat}
let onLive = null;        // the live viewer's: a position drawn as the game runs (null: not watched)

/** `show(position)` for each "workshop:live:<JSON>" the worker posts (null: such posts are
 * dropped unread). A live position is no heartbeat: it comes after a move, never during the
 * player's bot's, so a bot that loops is caught as before. */
export function listenLive(show) { onLive = show; }

/** A new PyScript worker; `ready` resolves once our package is installed and its functions exported. */
function startWorker() {
  const state = { py: null, onBeat: null };
  state.ready = (async () => {
    const { PyWorker } = await import(here("node_modules/@pyscript/core/dist/core.js"));
    // PyWorker resolves the config's relative addresses against the config's address; the
    // interpreter is named here as well, fully qualified (a worker's blob URL has no base).
    const py = await PyWorker(here("assets/py/workshop_worker.py"), {
      type: "pyodide",
      config: here("pyscript.toml"),
      version: here("node_modules/pyodide/pyodide.mjs"),
    });
    // Awaited, PyWorker has run the worker's script: its functions are exported.
    py.addEventListener("message", (event) => {
      if (typeof event.data !== "string") return;
      if (event.data.startsWith("workshop:live:")) {
        if (onLive) onLive(JSON.parse(event.data.slice("workshop:live:".length)));
      } else if (event.data.startsWith("workshop:") && state.onBeat) {
        state.onBeat(event.data.slice("workshop:".length));
      }
    });
    state.py = py;
    return state;
  })();
  return state;
}

/** The worker, started if none runs: resolves once it is ready. */
export function ensureWorker() {
  if (!worker) worker = startWorker();
  return worker.ready;
}

/** End the worker at once (the next call starts a new one). */
export function endWorker() {
  if (worker && worker.py) worker.py.terminate();
  worker = null;
}

/** Call `name` in the worker with `payload`; the answer's JSON (`ok` false: `error` or `bot_error`). */
export async function call(name, payload) {
  const w = await ensureWorker();
  return JSON.parse(await w.py.sync[name](JSON.stringify({ lang: language(), ...payload })));
}

/** A call that runs the player's code (`check`: its file's top level; `play`: one game),
 * watched: the worker's answer, or {overrun, seconds} when a step ran past its limit and the
 * grace period (a loop inside C code: the worker is ended and the next call starts a new one),
 * or null when the player stopped (`run.interrupt()`: the worker is ended at once). The worker's
 * heartbeats say what runs: "load:<seconds>" the file's top level, "you" the player's bot's
 * move, anything else one of our bots' steps (BEAT_MS). */
export async function watched(name, payload, run) {
  let timer = 0;
  let give = null;
  let phase = { step: "them", seconds: 0 };
  const overrun = new Promise((resolve) => { give = resolve; });
  const arm = (beat = "beat") => {
    clearTimeout(timer);
    if (beat.startsWith("load:")) phase = { step: "load", seconds: Number(beat.slice(5)) || 5 };
    else if (beat === "you") phase = { step: "you", seconds: payload.seconds };
    else phase = { step: "them", seconds: BEAT_MS / 1000 };
    const limit = phase.step === "them" ? BEAT_MS : phase.seconds * 1000 + GRACE_MS;
    timer = setTimeout(() => give({ overrun: phase.step, seconds: phase.seconds }), limit);
  };
  run.interrupt = () => give("stopped");
  // (Stopped while a new worker starts: nothing of the player's runs yet, the worker is kept)
  const w = await Promise.race([ensureWorker(), overrun]);
  if (w === "stopped") { run.interrupt = null; return null; }
  w.onBeat = arm;
  arm();
  const answer = w.py.sync[name](JSON.stringify({ lang: language(), ...payload })).then((text) => JSON.parse(text));
  const first = await Promise.race([answer, overrun]);
  clearTimeout(timer);
  w.onBeat = null;
  run.interrupt = null;
  if (first === "stopped") { endWorker(); return null; }
  if (first.overrun) endWorker();
  return first;
}

/** The sentence for a step that overran (see watched). */
export function overrunText({ overrun, seconds }) {
  return overrun === "load"
    ? t("Your bot's file did not finish loading within {seconds} s and was stopped (a loop Python could not interrupt).",
      { seconds: formatNumber(seconds) })
    : t("Your bot did not answer within {seconds} s and was stopped (a loop Python could not interrupt). It loses this game.",
      { seconds: formatNumber(seconds) });
}

/** One game, watched: the worker's answer, or a game lost by timeout if a step overran, or null
 * when the player stopped. */
export async function playWatched(payload, run) {
  const first = await watched("play", payload, run);
  if (first === null || !first.overrun) return first;
  // (the seats the bot held, as workshop.bot_seats rotates them)
  const held = Array.from({ length: payload.seats_held || 1 }, (_, j) => (payload.index + j) % payload.players)
    .sort((a, b) => a - b);
  return {
    ok: true,
    game: {
      index: payload.index, seat: held[0], bot_seats: held, seed: payload.first_seed + payload.index,
      record: null, seats: null, finished: false, stopped: false, moves: null,
      error: { kind: "timeout", move: null, traceback: "", message: overrunText(first) },
      think: { you: first.overrun === "you" ? [payload.seconds] : [], them: [] }, scores: null, ranks: null, share: 0,
      printed: [],
    },
  };
}
