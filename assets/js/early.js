// JSON files the page asks for as it starts: index.html's inline script fetches the lobby's
// game list and the words of the language it guesses before any module has loaded, and leaves
// the promises in window.ludotecaEarly. Taking one here spares a request, and the wait for it
// on the way to a usable lobby.

/** The JSON at `href` (relative to the page): index.html's early answer if it fetched it (once),
 * else fetched now. Rejects with an Error if it cannot be had. */
export function fetchJson(href) {
  const early = globalThis.ludotecaEarly;
  if (early && early[href]) {
    const answer = early[href];
    delete early[href];                 // a later call (another language and back) asks again
    return answer;
  }
  return fetch(href).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  });
}
