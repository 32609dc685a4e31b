// The lobby's options for the chosen game, as its declaration in the catalog describes them:
// a choice, several (checkboxes), or an editor drawn by Python (e.g. Yucata's stone layout),
// whose value lives in a hidden input and whose clicks Python answers one after the other.
// What the player set is read back for Start, the embed snippet and another language.

import { $, el } from "./dom.js";
import { t } from "./i18n.js";
import { call } from "./python.js";

/** Paint `game`'s options: each as in `kept` (the choices kept through another language), else
 * its default. Its editors are drawn by `drawOptionEditors`, once the lobby is in sight. */
export function renderOptions(game, kept = null) {
  const box = $("options");
  box.replaceChildren(el("legend", { textContent: t("Options") }));
  for (const opt of game.options) {
    const wrap = el("div");
    wrap.className = "option";
    wrap.dataset.key = opt.key;
    const title = el("span", { className: "option-label", textContent: opt.label });
    wrap.append(title);
    if (opt.editor) {
      // An editor drawn by Python (e.g. a stone layout); its value lives in a hidden input.
      const value = el("input", { type: "hidden", name: `opt-${opt.key}`, value: kept && kept[opt.key] !== undefined ? kept[opt.key] : opt.default });
      const drawing = el("div", { className: "option-editor" });
      drawing.dataset.key = opt.key;
      drawing.textContent = t("The editor opens once the games are loaded.");
      const problems = el("ul", { className: "error option-problems" });
      drawing.addEventListener("click", (event) => {
        const target = event.target.closest("[data-click]");
        if (target) drawEditor(game, opt, target.dataset.click);
      });
      wrap.append(value, drawing, problems);
    } else if (opt.multiple) {
      for (const choice of opt.choices) {
        const label = el("label");
        const box2 = el("input", { type: "checkbox", name: `opt-${opt.key}`, value: choice.value });
        box2.checked = (kept && Array.isArray(kept[opt.key]) ? kept[opt.key] : opt.default).includes(choice.value);
        label.append(box2, ` ${choice.label}`);
        wrap.append(label);
      }
    } else {
      const select = el("select");
      select.name = `opt-${opt.key}`;
      select.setAttribute("aria-label", opt.label);
      const chosen = kept && opt.choices.some((c) => c.value === kept[opt.key]) ? kept[opt.key] : opt.default;
      for (const choice of opt.choices) select.append(new Option(choice.label, choice.value, false, choice.value === chosen));
      select.addEventListener("change", () => applyShownWhen(game));
      wrap.append(select);
    }
    if (opt.help) wrap.append(el("small", { textContent: opt.help }));
    box.append(wrap);
  }
  box.hidden = game.options.length === 0;
  applyShownWhen(game);
}

// Editors' clicks are answered one after the other: each one edits the value the previous
// answer left, so two quick clicks both count (the second is not computed from a stale value),
// and "Start" waits for the last one.
let answered = Promise.resolve();

/** Resolves once every click on an editor so far is answered (Start waits for it). */
export const editorsAnswered = () => answered;

function drawEditor(game, opt, token = null) {
  const wrap = document.querySelector(`.option[data-key="${opt.key}"]`);
  answered = answered.then(() => answerEditor(game, opt, wrap, token));
  return answered;
}

async function answerEditor(game, opt, wrap, token) {
  if (!wrap.isConnected) return;            // another game was chosen meanwhile
  const input = wrap.querySelector(`input[name="opt-${opt.key}"]`);
  try {
    const answer = await call("option_editor", { game: game.id, key: opt.key, value: input.value, token });
    if (!wrap.isConnected) return;
    input.value = answer.value;
    wrap.querySelector(".option-editor").innerHTML = answer.svg;
    const list = wrap.querySelector(".option-problems");
    list.replaceChildren(...answer.problems.map((text) => el("li", { textContent: text })));
  } catch (err) {
    wrap.querySelector(".option-problems").textContent = err.message;
  }
}

/** Draw `game`'s option editors (by Python): the lobby does, once it is in sight. */
export function drawOptionEditors(game) {
  for (const opt of game.options) {
    if (opt.editor) drawEditor(game, opt);
  }
}

/** The options as set on screen: {key: value}. */
export function readOptions(game) {
  const options = {};
  for (const opt of game.options) {
    if (opt.free) {
      options[opt.key] = document.querySelector(`input[name="opt-${opt.key}"]`).value;
    } else if (opt.multiple) {
      options[opt.key] = [...document.querySelectorAll(`input[name="opt-${opt.key}"]:checked`)].map((b) => b.value);
    } else {
      options[opt.key] = document.querySelector(`select[name="opt-${opt.key}"]`).value;
    }
  }
  return options;
}

function applyShownWhen(game) {
  const values = readOptions(game);
  for (const opt of game.options) {
    const shown = Object.entries(opt.shown_when || {}).every(([key, allowed]) => allowed.includes(values[key]));
    document.querySelector(`.option[data-key="${opt.key}"]`).hidden = !shown;
  }
}
