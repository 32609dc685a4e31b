// The bar above the board: the prompt, the buttons (Cancel, Undo, Hint, Take back, Result…,
// the replay's own), "More…", and the hint's words under it. It keeps its size: its buttons
// keep their place and only show when they apply. What the buttons do: commands.js.

import { $ } from "./dom.js";
import { onLanguageChange, t } from "./i18n.js";
import { beforeNextPaint } from "./paint.js";
import { session } from "./session.js";
import { onPhone } from "./views.js";

/** A replay's prompt: where it is, and on a review's position what the marks are. */
export function replayPrompt(replay) {
  if (replay.marked) return t("Before move {move}: your move is outlined in dashes, the strong bot's choice in a solid line.", { move: replay.at + 1 });
  return t("Replay: after move {at} of {total}", { at: replay.at, total: replay.total });
}

/** The bar's buttons as `next` wants them, and the hint's words. */
export function showBar(next) {
  const replay = next.replay || null;
  const live = !replay;
  for (const [id, active] of [["cancel", next.can_cancel], ["undo", next.can_cancel], ["show-result", next.over],
    ["hint", live && next.can_hint], ["take-back", live && next.can_take_back]]) {
    $(id).classList.toggle("inactive", !active);
    $(id).disabled = !active;
  }
  $("replay-bar").hidden = !replay;
  $("open-replay").hidden = Boolean(replay);
  $("export").hidden = Boolean(replay);
  if (replay) {
    $("replay-first").disabled = $("replay-back").disabled = replay.at === 0;
    $("replay-forward").disabled = $("replay-last").disabled = replay.at === replay.total;
    $("replay-position").textContent = `${replay.at} / ${replay.total}`;
    $("replay-url").hidden = true;
  }
  $("practice").hidden = !next.practice;
}

/** The hint's words stay under the bar while the hint holds, clear of the prompt and the board. */
export function showHintText(next) {
  const hintText = next.hint && !next.replay ? next.hint.text : "";
  $("hint-text").hidden = !hintText;
  if ($("hint-text").textContent !== hintText) $("hint-text").textContent = hintText;
}

// "More…": on a phone a second row of buttons; at a desk Describe and Keys, under it.
function showMore(open) {
  document.body.classList.toggle("more-open", open);
  $("more").setAttribute("aria-expanded", String(open));
  $("more-extra").style.left = onPhone() ? "" : `${$("more").offsetLeft}px`;
}
$("more").addEventListener("click", () => showMore(!document.body.classList.contains("more-open")));
$("more-buttons").addEventListener("click", () => showMore(false));
$("more").parentElement.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && document.body.classList.contains("more-open")) {
    event.stopPropagation();
    showMore(false);
    $("more").focus();
  }
});
document.addEventListener("click", (event) => {
  if (document.body.classList.contains("more-open") && !$("more").parentElement.contains(event.target)) showMore(false);
});

// A long prompt is set smaller so that it fits the bar's fixed height (app.css .prompt.long),
// whoever wrote it (a snapshot, "thinking…", a replay).
const LONG_PROMPT = 95;
// A prompt that still overflows its box scrolls: then it takes the focus too (keyboard users
// can scroll it); otherwise it is no Tab stop.
function fitPrompt() {
  const prompt = $("prompt");
  prompt.classList.toggle("long", prompt.textContent.length > LONG_PROMPT);
  // A shorter one that still overflows its box (a narrow bar, long words) is set smaller too.
  if (prompt.scrollHeight > prompt.clientHeight + 1) prompt.classList.add("long");
  const scrolls = prompt.scrollHeight > prompt.clientHeight + 1;
  if (scrolls) prompt.setAttribute("tabindex", "0");
  else prompt.removeAttribute("tabindex");
  prompt.classList.toggle("scrolls", scrolls); // (app.css: a shadow where words lie hidden)
}
new MutationObserver(() => beforeNextPaint(fitPrompt)).observe($("prompt"), { childList: true, characterData: true, subtree: true });
window.addEventListener("resize", fitPrompt);

// Another language: the page's own prompts again in it (the engine's are redrawn by
// table.js tellLanguage): a replay's, a bot thinking.
onLanguageChange(() => {
  const { screen, snap } = session();
  if (!snap || screen === "lobby") return;
  if (snap.replay) $("prompt").textContent = replayPrompt(snap.replay);
  else if (document.body.classList.contains("thinking") && snap.bot_to_act !== null && snap.bot_to_act !== undefined) {
    $("prompt").textContent = t("{name} is thinking…", { name: snap.seats[snap.bot_to_act].name });
  }
});
