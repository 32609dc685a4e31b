// Game links: the link panel (the link to send to the friend whose turn it is, or the final
// position to everyone), copy and share, and opening a link from the URL fragment (Python
// encodes and decodes them; a link for a game this device holds further along shows the save).
// A link carries no language: each friend reads the game in their own.

import { $, copyText, el, linkUrl } from "./dom.js";
import { onLanguageChange, t } from "./i18n.js";
import { call, isReady } from "./python.js";
import { catalogLoaded } from "./catalog.js";
import { openReplay } from "./replay.js";
import { closeInvite, nameForLink } from "./invite.js";
import { compareRecords, copyId, getSave, linkedSaveId } from "./saves.js";
import { resumeSave } from "./saved-games.js";
import { newTable, session, subscribe } from "./session.js";
import { showMessage } from "./message.js";
import { present, toLobby } from "./table.js";

// Open the game link in the URL fragment, if any. Returns whether there was one.
export async function openLinkFromHash() {
  let text = location.hash.slice(1);
  try { text = decodeURIComponent(text); } catch { /* not percent-encoded: Python judges it as it is */ }
  if (!text) return false;
  history.replaceState(null, "", location.pathname + location.search);   // a reload resumes the save
  let opened;
  const current = newTable();
  try {
    // The name of the person holding this device goes on the link's seat (asked on the first
    // screen if this device has none): it travels back in their next link.
    const name = await nameForLink();
    opened = await call("open_link", name ? { text, name } : { text });
  } catch (err) {
    closeInvite();
    if (current()) showLinkProblem(err.message);
    return true;
  }
  closeInvite();
  if (!current()) return true;
  hideLinkProblem();
  if (opened.replay) {
    await openReplay(opened.record, opened.seats, opened.at, null);
    return true;
  }
  const id = linkedSaveId(opened.record, opened.seats);   // names given since do not make it another game
  const saved = getSave(id);
  const how = saved ? compareRecords(saved.record, opened.record) : "ahead";
  if (how === "behind") {
    await resumeSave(id, t("This device already has this game further along: here it is where you left it."));
    return true;
  }
  // Python has already loaded the link's game.
  present(opened.snapshot, { saveAs: how === "diverged" ? copyId(id) : id });
  if (how === "diverged") showMessage(t("This device holds another version of this game; the link's game is kept beside it."));
  return true;
}
window.addEventListener("hashchange", () => { if (isReady() && catalogLoaded() && location.hash.length > 1) openLinkFromHash(); });

let linkProblem = null;     // why the link shown as a problem could not be opened (the engine's words)

function sayLinkProblem() {
  $("link-problem-text").textContent = t("This game link cannot be opened. {reason}", { reason: linkProblem });
}
onLanguageChange(() => {
  if (linkProblem !== null) sayLinkProblem();
  const { screen, snap } = session();
  if (snap && screen !== "lobby") showLinks(snap);
});

function showLinkProblem(message) {
  toLobby();
  linkProblem = message;
  sayLinkProblem();
  $("link-problem").hidden = false;
  document.body.dataset.linkProblems = String(Number(document.body.dataset.linkProblems || 0) + 1);
}
function hideLinkProblem() {
  linkProblem = null;
  $("link-problem").hidden = true;
}
$("link-fresh").addEventListener("click", () => {
  hideLinkProblem();
  $("setup").scrollIntoView();
});

// The links this table must send now: to the friend to act, or the final position to all —
// shown with every snapshot the table draws.
subscribe(({ snap }, { what }) => {
  if (snap && (what === "answer" || what === "redraw")) showLinks(snap);
});

function showLinks(snap) {
  const panel = $("link-panel");
  const links = snap.replay ? [] : snap.links;
  panel.hidden = links.length === 0;
  if (!links.length) return;
  const waiting = links.find((l) => l.turn);
  $("link-title").textContent = waiting
    ? t("It is {name}'s turn: send this link to {name}.", { name: waiting.name })
    : t("The game is over: send the final position to your friends.");
  const rows = $("link-rows");
  rows.replaceChildren();
  for (const link of links) {
    const row = el("div");
    row.className = "link-row";
    const url = el("input", { readOnly: true, value: linkUrl(link.code) });
    url.dataset.seat = String(link.seat);
    url.setAttribute("aria-label", t("Link for {name}", { name: link.name }));
    url.addEventListener("focus", () => url.select());
    const copy = el("button", { type: "button", textContent: t("Copy link for {name}", { name: link.name }) });
    copy.addEventListener("click", () => copyText(url, copy));
    row.append(url, copy);
    if (navigator.share) {
      // The system's share sheet (a phone's messengers): its text names the friend.
      const share = el("button", { type: "button", className: "share", textContent: t("Share with {name}…", { name: link.name }) });
      const words = link.turn
        ? t("{name}, your turn in {game}: open this link to play.", { name: link.name, game: snap.game_name })
        : t("{name}, the game of {game} is over: open this link to see the final position.", { name: link.name, game: snap.game_name });
      share.addEventListener("click", () => navigator.share({ title: snap.game_name, text: words, url: url.value }).catch(() => {}));
      row.append(share);
    }
    rows.append(row);
  }
}
