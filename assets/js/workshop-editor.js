// The workshop's editor: CodeMirror 6 (npm, pinned; bundled by the build into build/workshop.js).
// PyScript's own editor runs its code in a worker that needs SharedArrayBuffer, which a static
// host cannot give without headers. It speaks the page's language (its accessible name, and its
// own panels' words).

import { EditorView, basicSetup } from "codemirror";
import { python } from "@codemirror/lang-python";
import { Compartment, EditorState } from "@codemirror/state";
import { $ } from "./dom.js";
import { markErrorLine } from "./workshop-traps.js";
import { t } from "./i18n.js";

let editor = null;

/** The code in the editor. */
export function source() { return editor.state.doc.toString(); }

/** Mark the line of the bot's file that `trace` points at, or clear the mark ("" or none). */
export function markTraceLine(trace) { markErrorLine(editor, trace); }

/** Put `text` in the editor, in place of what it holds. */
export function setSource(text) {
  editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
}

const editorName = new Compartment();   // the editor's accessible name, in the page's language
const named = () => EditorView.contentAttributes.of({ "aria-label": t("Your bot's code (Python)") });

// CodeMirror's own words (its search and go-to-line panels, folding, what it announces), in
// the page's language: each of its English phrases (the key, as CodeMirror asks for it) → ours.
// "$" is CodeMirror's slot for a number. (Each t() call is written out: the catalog's extractor
// finds only literal calls.)
const editorPhrases = new Compartment();
const phrases = () => EditorState.phrases.of({
  "Find": t("Find"),
  "Replace": t("Replace"),
  "next": t("next"),
  "previous": t("previous"),
  "all": t("all"),
  "match case": t("match case"),
  "regexp": t("regexp"),
  "by word": t("by word"),
  "replace": t("replace"),
  "replace all": t("replace all"),
  "close": t("close"),
  "current match": t("current match"),
  "on line": t("on line"),
  "replaced match on line $": t("replaced match on line $"),
  "replaced $ matches": t("replaced $ matches"),
  "Go to line": t("Go to line"),
  "go": t("go"),
  "Fold line": t("Fold line"),
  "Unfold line": t("Unfold line"),
  "Folded lines": t("Folded lines"),
  "Unfolded lines": t("Unfolded lines"),
  "to": t("to"),
  "folded code": t("folded code"),
  "unfold": t("unfold"),
  "Selection deleted": t("Selection deleted"),
  "Control character": t("Control character"),
  "Completions": t("Completions"),
  "Diagnostics": t("Diagnostics"),
  "No diagnostics": t("No diagnostics"),
});

/** The editor, in #ws-editor; `onChange()` after each change of the code. */
export function makeEditor(onChange) {
  editor = new EditorView({
    parent: $("ws-editor"),
    doc: "",
    extensions: [
      basicSetup,
      python(),
      EditorView.lineWrapping,       // no scrolling region inside the page: it grows with the code
      EditorView.updateListener.of((update) => { if (update.docChanged) onChange(); }),
      editorName.of(named()),
      editorPhrases.of(phrases()),
    ],
  });
}

/** The editor's words again, in the page's language now. */
export function relabelEditor() {
  editor.dispatch({ effects: [editorName.reconfigure(named()), editorPhrases.reconfigure(phrases())] });
}
