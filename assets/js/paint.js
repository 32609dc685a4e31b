// Work that reads the layout (where targets are, how tall the log or the prompt is) waits for
// the next frame: a new snapshot is then laid out once, in the browser's rendering step, and
// not in the task that drew it — the first board's layout, forced there, made a 60–110 ms task.
// Used by the table's focus (focus.js), its log (log.js) and its bar (bar.js).

const beforePaint = new Set();

export function beforeNextPaint(work) {
  if (!beforePaint.size) {
    requestAnimationFrame(() => {
      const due = [...beforePaint];
      beforePaint.clear();
      for (const fn of due) fn();
    });
  }
  beforePaint.add(work);
}
