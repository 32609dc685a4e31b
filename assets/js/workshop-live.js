// Watching the game being played ("Watch live"): while it is ticked, each game of the tournament
// is asked of the worker with `live: true`, and the worker posts the position after each move
// (workshop_watch.LiveDrawer: at most so often, outside every bot's clock), which the viewer
// shows labelled live. A game is one call into the worker, which cannot be told anything while
// it runs: ticked during a game, watching starts with the next one (the page says so); unticked
// or the viewer closed, what the worker still posts for the game under way is dropped unread and
// the next game is played without drawing.

import { $ } from "./dom.js";
import { formatNumber, t } from "./i18n.js";
import { listenLive } from "./workshop-python.js";
import { closeViewer, showLivePosition, viewerIsLive, viewerScreen } from "./workshop-viewer.js";

let playing = null;       // the game under way: {index, last: whether it is the tournament's last, live: asked live}

/** The payload's part for game `index` of `n` about to be played: {live, screen}. */
export function liveFor(index, n) {
  const live = $("ws-live").checked;
  playing = { index, last: index + 1 >= n, live };
  listenLive(live ? shown : null);
  if (live) note("");
  return live ? { live: true, screen: viewerScreen() } : { live: false };
}

/** The tournament has ended: nothing is under way. */
export function liveDone() {
  playing = null;
  note("");
}

/** The player watches a finished game: live watching stops (the viewer is theirs). */
export function stopLive() {
  $("ws-live").checked = false;
  listenLive(null);
  note("");
}

function shown(position) {
  if ($("ws-live").checked && playing && position.index === playing.index) showLivePosition(position);
}

function note(text) { $("ws-live-note").textContent = text; }

$("ws-live").addEventListener("change", () => {
  if (!$("ws-live").checked) {
    listenLive(null);
    if (viewerIsLive()) closeViewer();
    note(playing && playing.live ? t("Live watching is off; the game under way finishes unseen.") : "");
  } else if (playing && !playing.live) {
    note(playing.last
      ? t("Live watching starts with the next tournament (a game under way cannot be joined).")
      : t("Live watching starts with the next game (game {i}).", { i: formatNumber(playing.index + 2) }));
  } else if (playing) {
    listenLive(shown);
    note("");
  }
});
// (closing the viewer while it is live is unticking "Watch live")
$("ws-viewer-close").addEventListener("click", () => {
  if ($("ws-live").checked) stopLive();
});
