// Colours that can be read: a seat's colour (drawn by the game for its pieces) darkened, hue
// kept, until text in it has a contrast of at least 4.5:1 on the page's background (WCAG 2.2 AA).
// Pure: tests/js imports it under node.

/** [r, g, b] (0–255) of "#rgb", "#rrggbb" or "rgb(r, g, b)"; null for anything else. */
export function parseColour(text) {
  const value = String(text || "").trim().toLowerCase();
  let match = value.match(/^#([0-9a-f]{3})$/);
  if (match) return [...match[1]].map((digit) => parseInt(digit + digit, 16));
  match = value.match(/^#([0-9a-f]{6})$/);
  if (match) return [0, 2, 4].map((i) => parseInt(match[1].slice(i, i + 2), 16));
  match = value.match(/^rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/);
  if (match) return match.slice(1, 4).map((n) => Math.min(255, Number(n)));
  return null;
}

function luminance([r, g, b]) {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The contrast ratio of two colours (1 to 21). */
export function contrast(a, b) {
  const [la, lb] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (la + 0.05) / (lb + 0.05);
}

const hex = (rgb) => "#" + rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("");

/** `colour` as it is if it reads on `background` with at least `ratio`, else darkened step by
 * step towards black until it does ("#rrggbb"); null for a colour it cannot read. */
export function readableOn(colour, background = "#ffffff", ratio = 4.5) {
  const rgb = parseColour(colour);
  const bg = parseColour(background);
  if (!rgb || !bg) return null;
  for (let k = 1; k >= 0; k -= 0.02) {
    const shade = rgb.map((c) => c * k);
    if (contrast(shade, bg) >= ratio) return hex(shade.map(Math.round));
  }
  return "#000000";
}
