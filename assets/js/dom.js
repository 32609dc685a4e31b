// Small helpers every part of the shell uses, and what the page's URL asks for.

export const $ = (id) => document.getElementById(id);

/** An element with properties set (textContent, className, type…). */
export function el(tag, props = {}) {
  return Object.assign(document.createElement(tag), props);
}

export const params = new URLSearchParams(location.search);
/** A game id: that game alone, without the lobby (?embed=GAME). */
export const EMBED = params.get("embed");
