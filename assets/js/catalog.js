// The games on offer (the lobby's catalog, build/catalog-<lang>.json, loaded by lobby.js) and
// the game chosen in the lobby: read by the table (the rules), the saved games' list (their
// names), a link's first screen and the links (opened once the catalog is here).

let catalog = null;
let chosenId = null;

export const catalogLoaded = () => catalog !== null;
export const chosenGameId = () => chosenId;
/** The games, in lobby order (null: not loaded). */
export const games = () => catalog;

export function setCatalog(list) {
  catalog = list;
}

export function chooseGameId(id) {
  chosenId = id;
}

/** A game's declaration (name, players, options, rules…) as the catalog has it; by default the
 * chosen game's. */
export function gameDecl(id = chosenId) {
  return catalog.find((g) => g.id === id);
}
