// The workshop's small traps, closed: a file that is not text is never put in the editor;
// "Start over from the example" asks before it replaces the code; the line a syntax error or
// the bot's own traceback points at is marked in the editor.

import { Decoration, EditorView } from "@codemirror/view";
import { StateEffect, StateField } from "@codemirror/state";
import { t } from "./i18n.js";

// ------------------------------------------------------------------ files that are not text

/** Whether `bytes` (a Uint8Array) is text a bot's file can be: valid UTF-8 without NUL or other
 * control characters than tab, line ends and form feed. Returns the text (a leading BOM
 * dropped), or null. */
export function textOf(bytes) {
  if (bytes.includes(0)) return null;
  let text;
  try { text = new TextDecoder("utf-8", { fatal: true }).decode(bytes); } catch { return null; }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0001-\u0008\u000e-\u001f\u007f]/.test(text)) return null;
  return text.startsWith("\ufeff") ? text.slice(1) : text;
}

/** A File's text if it is text (textOf), else null. */
export async function botFileText(file) {
  return textOf(new Uint8Array(await file.arrayBuffer()));
}

export const notTextSentence = () => t("That file is not a Python file: it is not text (a picture or another binary file?). Nothing was changed.");

// ------------------------------------------------------------------ Start over asks

/** Ask (in the page, under the buttons) before `replace()` runs: the question, "Replace my code"
 * and "Keep my code". The focus goes to the question's "Keep" button, and back after. */
export function askStartOver(replace) {
  const box = document.getElementById("ws-reset-ask");
  const opener = document.activeElement;
  box.hidden = false;
  const yes = document.getElementById("ws-reset-yes");
  const no = document.getElementById("ws-reset-no");
  const close = () => {
    box.hidden = true;
    yes.onclick = null;
    no.onclick = null;
    if (opener && opener.isConnected) opener.focus();
  };
  yes.onclick = () => { close(); replace(); };
  no.onclick = close;
  no.focus();
}

// ------------------------------------------------------------------ the error's line

const setErrorLine = StateEffect.define();
const errorLine = StateField.define({
  create: () => Decoration.none,
  update(marks, tr) {
    for (const effect of tr.effects) {
      if (effect.is(setErrorLine)) {
        if (effect.value === null) return Decoration.none;
        const line = tr.state.doc.line(effect.value.line);
        return Decoration.set([Decoration.line({
          class: "ws-error-line",
          attributes: { title: effect.value.title, "data-error-line": String(effect.value.line) },
        }).range(line.from)]);
      }
    }
    return marks.map(tr.changes);
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** The line of the player's file a traceback points at: the last `File "<file>", line N`
 * naming it (the innermost frame of their own code; a syntax error's line). null: none. */
export function errorLineOf(trace, file = "my_bot.py") {
  let line = null;
  for (const m of String(trace || "").matchAll(/File "([^"]+)", line (\d+)/g)) {
    if (m[1] === file) line = Number(m[2]);
  }
  return line;
}

/** Mark in `editor` the line `trace` points at (and scroll to it), or clear the mark. */
export function markErrorLine(editor, trace) {
  if (!editor) return;
  // (added on first use, in a transaction of its own: a field added by a transaction does not
  // see that transaction's effects)
  if (!editor.state.field(errorLine, false)) editor.dispatch({ effects: StateEffect.appendConfig.of(errorLine) });
  const effects = [];
  const line = errorLineOf(trace);
  if (line && line <= editor.state.doc.lines) {
    effects.push(setErrorLine.of({ line, title: t("The error is on this line ({line}).", { line }) }));
    effects.push(EditorView.scrollIntoView(editor.state.doc.line(line).from, { y: "center" }));
  } else {
    effects.push(setErrorLine.of(null));
  }
  editor.dispatch({ effects });
}
