// The table's side of the shell, fetched after the lobby (later.js): the game on screen
// (table.js and the parts it draws with), taps and keys, the bar's commands, the next bot
// move, links, replays, the review and the dialogs. Imported for what it starts as much as
// for what it exports (listeners on the table's buttons, subscribers to the session).

import "./automatic.js";
import "./commands.js";
import "./review.js";

export { openLinkFromHash } from "./links.js";
export { openReplay, replayReturnTo, stopReplay } from "./replay.js";
export { act, present, redrawAfterTelling, toLobby } from "./table.js";
export { timings } from "./taps.js";
export { showRules } from "./dialogs.js";
