// The privacy screen: on a device passed between players, the next one's hidden information
// waits behind "I am … — continue" (Python says whose: `privacy_for`). A gate, not a dialog
// to dismiss: Escape leaves it open. (Its button plays: commands.js.)

import { $, closeModal, openModal } from "./dom.js";
import { boardFocus } from "./focus.js";
import { onLanguageChange, t } from "./i18n.js";
import { session } from "./session.js";

/** Whether the snapshot on the table waits behind the privacy screen. */
const gated = () => {
  const { screen, snap } = session();
  return screen !== "lobby" && Boolean(snap) && snap.privacy_for !== null && snap.privacy_for !== undefined;
};

$("privacy").addEventListener("cancel", (event) => event.preventDefault());
$("privacy").addEventListener("close", () => { if (gated()) $("privacy").showModal(); });

export function showPrivacy(next) {
  const hidden = next.privacy_for === null || next.privacy_for === undefined;
  if (hidden) closeModal($("privacy"));
  else {
    openModal($("privacy"), boardFocus);
    const name = next.seats[next.privacy_for].name;
    $("privacy-name").textContent = name;
    $("privacy-ok").textContent = t("I am {name} — continue", { name });
    $("privacy-ok").focus();
  }
}

// Another language: the name's sentence again in it.
onLanguageChange(() => { if (gated()) showPrivacy(session().snap); });
