// The first screen of a game link: who invites you, to which game, which seat is yours, the
// game's picture and rules — shown while the engine still loads (seconds on a phone's network),
// so the link is decoded here, in the page, without Python. A link this cannot read shows
// nothing: the engine reads it and says what is wrong (links.js). It also asks for the
// reader's name when this device has none (names.js): the game opens once they answered.
//
// Hook: it renders into #invite (index.html, next to the loading status #boot, which it does
// not touch); links.js asks it for the name (nameForLink) and closes it (closeInvite).

import { $, el } from "./dom.js";
import { formatList, onLanguageChange, t } from "./i18n.js";
import { gameDecl } from "./catalog.js";
import { cleanName, myName, rememberName, seatName } from "./names.js";
import { wantGame } from "./python.js";
import { getSave, linkedSaveId } from "./saves.js";

const MAX_LINK_CHARS = 16_000;            // as core/link.py
const MAX_INFLATED_BYTES = 128 * 1024;

/** A game link's payload ({record, seats, for, …}) read as core/link.py writes it — "L1."/"L2."
 * + base64url(CRC-32 ‖ raw DEFLATE(JSON) ‖ raw entropy bytes) — or null if it cannot be read
 * (the checksum is the engine's to check). */
export async function decodeLink(text) {
  if (typeof text !== "string" || text.length > MAX_LINK_CHARS + 16) return null;
  const match = /^L([12])\.([A-Za-z0-9_-]+)$/.exec(text.trim().replace(/^#/, ""));
  if (!match || typeof DecompressionStream !== "function") return null;
  try {
    const b64 = match[2].replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(b64 + "===".slice((b64.length + 3) % 4)), (c) => c.charCodeAt(0));
    if (bytes.length < 5) return null;
    const reader = new Blob([bytes.subarray(4)]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
    const chunks = [];
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        size += value.length;
        if (size > MAX_INFLATED_BYTES) return null;
      }
    } catch {
      // Format 2 puts the chance's raw bytes after the DEFLATE stream: a browser may call them
      // junk after it gave out the whole JSON. What it gave is judged below.
    }
    const data = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) { data.set(chunk, at); at += chunk.length; }
    const payload = JSON.parse(new TextDecoder().decode(data));
    return payload && typeof payload === "object" && !Array.isArray(payload) ? payload : null;
  } catch {
    return null;
  }
}

let opening = false;         // links.js has asked for the name: too late to show this
let shown = null;            // {payload, input, answered: Promise<string|null>, answer, known} while on screen

/** Show the first screen for the link in the address, if it is a game link for a seat. */
export async function showInvite() {
  const box = $("invite");
  let text = location.hash.slice(1);
  try { text = decodeURIComponent(text); } catch { /* as it is */ }
  if (!box || !text) return;
  const payload = await decodeLink(text);
  // Its game's package downloads with the engine (a replay link's too).
  if (payload && payload.record && typeof payload.record.game === "string") wantGame(payload.record.game);
  if (!payload || payload.replay || !payload.record || !Array.isArray(payload.seats)) return;
  if (!Number.isInteger(payload.for) || !payload.seats[payload.for] || !gameDecl(payload.record.game)) return;
  if (opening) return;          // the engine was faster: the game is opening already
  render(payload);
}

// Another language while it shows: the same screen in it, the name typed so far kept.
onLanguageChange(() => {
  if (!shown) return;
  render(shown.payload, shown.input.value, shown.answered, shown.answer);
});

// eslint-disable-next-line complexity -- the first screen is one sentence per case (who invites, a seat with or without a name, bots): split up, its words would no longer read in order
function render(payload, typed = null, answered = null, answerWas = null) {
  const box = $("invite");
  const seat = payload.for;
  const game = gameDecl(payload.record.game);
  const seats = payload.seats;
  const others = seats.map((s, i) => [s, i]).filter(([s, i]) => i !== seat && s && s.kind !== "bot")
    .map(([s, i]) => seatName(s, i));
  const bots = seats.filter((s, i) => i !== seat && s && s.kind === "bot").length;
  const own = cleanName(seats[seat].name);
  const remembered = myName();
  // This device's name, unless it is another player's (one person trying both seats).
  const mine = remembered && !others.some((n) => n.toLowerCase() === remembered.toLowerCase()) ? remembered : null;
  const known = mine || own;
  // Whether this device holds the game already (the link's moves may be packed: any save of the
  // same game, seed and seat will do).
  const asHeld = seats.map((s, i) => ({ ...s, kind: i === seat ? "human" : s.kind }));
  const again = Boolean(getSave(linkedSaveId({ ...payload.record, moves: [] }, asHeld)));

  box.replaceChildren();
  if (game.thumb) box.append(el("img", { className: "invite-picture", src: game.thumb, alt: "", width: 160, height: 110 }));
  const words = el("div", { className: "invite-words" });
  const inviter = formatList(others.length ? others : [t("A friend")]);
  // The page's one level-one heading while it shows (the lobby's is out of sight meanwhile).
  words.append(el("h1", { id: "invite-title", textContent: again
    ? t("{names} sent you your turn in {game}.", { names: inviter, game: game.name })
    : others.length > 1 ? t("{names} invite you to play {game}.", { names: inviter, game: game.name })
      : t("{names} invites you to play {game}.", { names: inviter, game: game.name }) }));
  const seatLine = known
    ? t("Your seat: seat {n} of {count}, as {name}.", { n: seat + 1, count: seats.length, name: known })
    : t("Your seat: seat {n} of {count}.", { n: seat + 1, count: seats.length });
  const seatP = el("p", { id: "invite-seat" });
  // The seat's colour, as the board marks it (the catalog's seat_colours, from the game's drawing).
  const colour = (game.seat_colours || [])[seat];
  if (colour) {
    const swatch = el("span", { className: "seat-swatch" });
    swatch.style.background = colour;
    swatch.setAttribute("aria-hidden", "true");
    seatP.append(swatch);
  }
  seatP.append(seatLine);
  words.append(seatP);
  if (bots) words.append(el("p", { textContent: t("Bots play the other seats.") }));
  const form = el("form", { className: "invite-name" });
  const input = el("input", { id: "invite-name-input", maxLength: 24, autocomplete: "nickname", value: typed ?? known ?? "" });
  input.setAttribute("enterkeyhint", "go");
  form.append(el("label", { htmlFor: "invite-name-input", textContent: t("Your name, for your friends") }), input);
  let answer = answerWas;
  if (!answered) answered = new Promise((resolve) => { answer = resolve; });
  // A name is known (this device's, or the one the link gives the seat): the game opens as soon
  // as it is ready, and a name edited meanwhile is taken. None: the game waits for "Play".
  // A device that already holds this game is not asked again (its player chose "Not now").
  if (known || again) {
    answer(known);
  } else {
    const play = el("button", { type: "submit", id: "invite-play", textContent: t("Play") });
    form.append(play);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const name = cleanName(input.value);
      if (name && !myName()) rememberName(name);     // (never another player's name over this device's)
      play.disabled = true;
      play.textContent = t("Starting as soon as the games are loaded…");
      answer(name);
    });
  }
  words.append(form);
  const rules = el("details", { className: "invite-rules" });
  // A heading in the summary (as HTML allows): the rules' own headings (h3) follow in order.
  const summary = el("summary");
  summary.append(el("h2", { textContent: t("Rules of {game}", { game: game.name }) }));
  rules.append(summary);
  const body = el("div", { className: "rules-body", tabIndex: 0 });   // it scrolls: reachable by keyboard
  body.setAttribute("role", "region");
  body.setAttribute("aria-label", t("Rules of {game}", { game: game.name }));
  body.innerHTML = game.rules_html;            // our own rules, written by Python at build time
  rules.append(body);
  box.append(words, rules);
  box.hidden = false;
  shown = { payload, input, answered, answer, known };
}

/** The name to give the link's seat (Python's open_link): the one typed on the first screen
 * once its reader pressed Play, else this device's (null: the seat keeps its own). */
export async function nameForLink() {
  opening = true;
  if (!shown) return myName();
  const { input, known } = shown;
  const pressed = await shown.answered;
  if (!known) return pressed || cleanName(input.value);
  const name = cleanName(input.value) || known;      // edited while the engine loaded, or as given
  if (!myName() || name !== known) rememberName(name);
  return name;
}

export function closeInvite() {
  opening = true;
  shown = null;
  const box = $("invite");
  if (box) box.hidden = true;
}
