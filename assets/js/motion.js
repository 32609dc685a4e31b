// Every move is seen (issue 29): the change a move made is animated on the board, with the Web
// Animations API and nothing but transform and opacity (no layout is touched, nothing waits).
// The drawings say what changed (core/svg.py): `data-last="<how>"` on what the latest move
// changed, `data-piece="<id>"` on a piece that keeps its id from drawing to drawing.
//
// FLIP: once a drawing is laid out (in the next frame, never in the task that drew it) the
// screen box of each visible piece is remembered; on the next move each piece whose box moved
// slides from its old box to its new one. What has no old place shows how it changed: a
// revealed thing flips, a placed, drawn or changed thing grows in, a taken one fades in where
// it went, a new round pops. Less motion asked for (prefers-reduced-motion): no animation at
// all, only the .last highlight of app.css. `settled()` says when the move has been seen: the
// next bot move waits for it (table.js), never more than MAX_WAIT_MS.
// Knows no game: it reads only those two attributes.

export const DURATION_MS = 350;
const MAX_WAIT_MS = 400;
const MOST_ANIMATED = 80;           // a move that changed more than this: only the first ones move
const EASING = "cubic-bezier(.2, .7, .3, 1)";

const lessMotion = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };

let boxes = new Map();    // piece id → its box (document coordinates) in the drawing laid out last
let running = [];         // the animations of the latest move
let seen = Promise.resolve();
let release = null;       // resolves `seen`: the move drawn has been seen
let pending = null;       // {root, animate}: the drawing to read in the next frame
let drawings = 0;         // counts the drawings read (a late read of an older one is dropped)

/** A drawing was put on screen under `root` (the board and its panels). `animate`: it shows a
 * new move (else its pieces' places are only remembered: a click pending, a redraw in another
 * language or for another screen, a new game). */
export function drawn(root, { animate = false } = {}) {
  if (lessMotion.matches) {
    boxes = new Map();
    return;
  }
  if (!pending) requestAnimationFrame(inFrame);
  pending = { root, animate: animate || Boolean(pending && pending.animate) };
  if (animate && !release) {
    // Seen once the next frame's animations have ended, or when the time is up (a hidden tab
    // has no frames).
    seen = new Promise((resolve) => { release = resolve; });
    const free = release;
    setTimeout(() => { if (release === free) seenNow(); }, MAX_WAIT_MS + 50);
  }
}

function seenNow() {
  if (release) release();
  release = null;
}

/** The latest move's animations jump to their end: what is measured next (the arrow keys' way
 * from target to target, table.js) is where things rest, not where a slide has them now. */
export function finishMotion() {
  for (const animation of running) animation.finish();
  running = [];
}

/** A promise that resolves once the latest move's animations have run (at most MAX_WAIT_MS). */
export function settled() {
  return Promise.race([seen, new Promise((resolve) => { setTimeout(resolve, MAX_WAIT_MS); })]);
}

function inFrame() {
  const work = pending;
  pending = null;
  if (!work) return;
  finishMotion();
  drawings += 1;
  if (!work.animate) {
    // Only remembered: read once this frame is painted, when its layout is done (reading it here
    // would lay out a new table's first board inside this callback).
    const drawing = drawings;
    setTimeout(() => { if (drawing === drawings) boxes = readBoxes(work.root).byPiece; });
    seenNow();
    return;
  }
  // Every read first (one layout, the one this frame makes anyway), then the animations.
  const now = readBoxes(work.root);
  const plans = planned(now);
  boxes = now.byPiece;
  for (const { element, frames } of plans) {
    try {
      running.push(element.animate(frames, { duration: DURATION_MS, easing: EASING }));
    } catch (err) {
      console.warn("ludoteca: an animation could not start", err);
    }
  }
  const free = release;
  const done = () => { if (release === free) seenNow(); };
  if (!running.length) done();
  else Promise.all(running.map((a) => a.finished.catch(() => {}))).then(done);
}

const visibleBox = (box) => box.width > 0 || box.height > 0;

function documentBox(element) {
  const box = element.getBoundingClientRect();
  return { x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height };
}

/** The boxes of the visible pieces (by id, the first visible one) and of what the move changed. */
function readBoxes(root) {
  const byPiece = new Map();
  const byElement = new Map();
  for (const element of root.querySelectorAll("svg [data-piece], svg [data-last]")) {
    if (byElement.size >= 4 * MOST_ANIMATED && !element.dataset.piece) continue;
    const box = documentBox(element);
    if (!visibleBox(box)) continue;
    byElement.set(element, box);
    const id = element.dataset.piece;
    if (id && !byPiece.has(id)) byPiece.set(id, box);
  }
  return { byPiece, byElement };
}

const moved = (a, b) => Math.abs(a.x - b.x) > 1.5 || Math.abs(a.y - b.y) > 1.5
  || Math.abs(a.width - b.width) > 2 || Math.abs(a.height - b.height) > 2;

/** What to animate in the drawing just laid out: each element and its keyframes. */
function planned(now) {
  const plans = [];
  const taken = new Set();
  for (const [element, box] of now.byElement) {
    if (plans.length >= MOST_ANIMATED) break;
    const id = element.dataset.piece;
    const how = element.dataset.last;
    const old = id && !taken.has(id) ? boxes.get(id) : null;
    if (id) taken.add(id);
    if (old && moved(old, box)) {
      const frames = slide(element, old, box);
      if (frames) plans.push({ element, frames });
    } else if (how && !(old && how === "moved")) {
      const frames = changeFrames(element, how, box);
      if (frames) plans.push({ element, frames });
    }
  }
  return plans;
}

// ---------------------------------------------------------------- keyframes
// Transforms are written in the element's parent's user space, before the element's own
// transform attribute (which a CSS transform would otherwise replace): X · matrix(own).

/** The element's own transform attribute as CSS, "" when it has none. */
function ownTransform(element) {
  const list = element.transform && element.transform.baseVal;
  if (!list || !list.numberOfItems) return "";
  // (Multiplied here: the list's own consolidate() would rewrite the attribute.)
  let m = new DOMMatrix();
  for (let i = 0; i < list.numberOfItems; i += 1) m = m.multiply(DOMMatrix.fromMatrix(list.getItem(i).matrix));
  return ` matrix(${m.a}, ${m.b}, ${m.c}, ${m.d}, ${m.e}, ${m.f})`;
}

/** A point of the screen (document coordinates) in the element's parent's user space. */
function toParent(element, x, y) {
  const parent = element.parentNode;
  const ctm = parent && parent.getScreenCTM ? parent.getScreenCTM() : null;
  if (!ctm) return null;
  const point = new DOMPoint(x - scrollX, y - scrollY).matrixTransform(DOMMatrix.fromMatrix(ctm).inverse());
  return [point.x, point.y];
}

const centre = (box) => [box.x + box.width / 2, box.y + box.height / 2];
const px = (n) => `${Math.round(n * 100) / 100}px`;

/** Scaled by (sx, sy) about `at` (parent space), then moved by `by`. */
function about(at, by, sx, sy, own) {
  return `translate(${px(at[0] + by[0])}, ${px(at[1] + by[1])}) scale(${sx}, ${sy}) translate(${px(-at[0])}, ${px(-at[1])})${own}`;
}

function slide(element, old, box) {
  const to = toParent(element, ...centre(box));
  const from = toParent(element, ...centre(old));
  if (!to || !from) return null;
  return slideKeyframes(from, to, slideScale(old, box), ownTransform(element));
}

function changeFrames(element, how, box) {
  const at = toParent(element, ...centre(box));
  return at ? changeKeyframes(how, at, ownTransform(element)) : null;
}

/** The scale a piece starts its slide at: one scale both ways (a card that becomes a strip is not
 * stretched), so that it starts inside its old box; within 1/4 and 4. */
export function slideScale(old, box) {
  const ratio = Math.min(old.width / box.width, old.height / box.height);
  return Math.min(4, Math.max(0.25, Number.isFinite(ratio) && ratio > 0 ? ratio : 1));
}

/** A slide from the centre `from` to the centre `to` (parent space), starting at `scale`. */
export function slideKeyframes(from, to, scale, own = "") {
  return [
    { transform: about(to, [from[0] - to[0], from[1] - to[1]], scale, scale, own) },
    { transform: about(to, [0, 0], 1, 1, own) },
  ];
}

/** How a thing changed in place (`how`, its data-last) is shown, about its centre `at`. */
export function changeKeyframes(how, at, own = "") {
  const still = about(at, [0, 0], 1, 1, own);
  if (how === "revealed") return [{ transform: about(at, [0, 0], 0.02, 1, own) }, { transform: still }];   // it flips
  if (how === "round") {        // a short pop
    return [{ transform: still }, { transform: about(at, [0, 0], 1.15, 1.15, own), offset: 0.4 }, { transform: still }];
  }
  if (how === "taken") return [{ opacity: 0.15 }, { opacity: 1 }];    // it fades in where it went
  // placed, drawn, changed (and a moved thing without an old place): it grows in.
  return [{ transform: about(at, [0, 0], 0.6, 0.6, own), opacity: 0.2 }, { transform: still, opacity: 1 }];
}
