"""Kukulkán's sheets as SVG, drawn from a view (never from the full state), in the spirit
of python-chess's chess/svg.py: plain string building, one function per kind of thing.

Two drawings of the same position (see Game.render):
- "wide", the desk overview in a 952 × 670 viewBox (shown at scale 1, so a font-size is its
  CSS size; every text is at least 11): the die, the number and the helps on the left, the
  viewer's sheet large in the middle (Confirm trail or Pass at its right), the bonus guide
  under it and every other player's sheet small at the bottom, with a tick once they have
  chosen this round's action (what they chose stays secret until the round resolves).
- "phone", 360 units wide. The pyramid is 10 units wide with a dot at every unit, so drawn
  upright across 360 units its dots would be 34 units apart — too close for 46-unit finger
  targets. The phone therefore shows the sheet turned a quarter (base on the left, top on
  the right) with dots 48 units apart, each legal dot with a round hit area 48 units across
  that touches no other. Blocks share their borders with those dots, so a block cannot get a
  46-unit area of its own next to them: on the phone the writes and crosses on offer are
  buttons in the bar above the sheet ("Write 4 · C"), and the sheet's blocks are highlighted
  and show their details when tapped. The die, the score and the helps fill the empty
  corners beside the top of the pyramid. Panels: every sheet upright ("Sheets"), and the
  bonus guide ("Bonuses").

Clickable elements carry data-click tokens as in rules.move_path; classes follow the shared
vocabulary (legal, selected, last). Every block, dot on offer, help, bonus and the die
carries data-info (its description in words, shown when tapped). Player names are "{pN}",
filled in by the table. Every text a player reads is written here (or in data.py).
"""

from __future__ import annotations

from html import escape

from .data import (AXIS, BLOCKS, BONUS_NAME, block_name, EXTERNAL, FIRST_BONUSES, FIRST_PAIRS,
                   HELP_NAME, HELPS, LABELLED, NORMAL_BONUSES, SEGMENTS, VERTICES, X_MAX, X_MIN,
                   TIERS)
from .sheet import closed, support_value, trail_segments

# the same seat colours as the log markers (assets/css/app.css)
PLAYER_COLOURS = ("#2d68b8", "#c2352b", "#7d5ba6", "#16a085", "#d35400", "#117a65")
STONE, BASE_STONE, INK, DOTS, CROSS = "#ecd9a8", "#d3b77a", "#3b2f1e", "#a08c5f", "#b3261e"
ACCENT, LAST, MUTED, PAPER, GROUND = "#1d6f42", "#ff7a00", "#6b5a33", "#f5ecd7", "#b49a62"

# wide: one 952 × 670 box at scale 1
W, WIDE_MAX_H = 952, 670
U = 58                                   # one grid unit of the large sheet
SHEET_X = 540                            # x of the pyramid's axis
GROUND_Y = 62 + TIERS * U                # the ground line
GUIDE_Y = GROUND_Y + 30                  # the bonus guide, across the whole width
MINI_U, MINI_W = 17, 184
MINI_TOP = GUIDE_Y + 122

# phone: 360 units wide, the sheet turned (see the module docstring)
PW = 360
PU = 48                                  # dots 48 units apart
HIT_R = 24                               # a legal dot's hit circle: 48 across, touching no other
BAR_H = 60                               # the bar of buttons above the sheet (one row)
P_GROUND_X = 30                          # x of the ground (tier 0's outer border)
P_SIDE_X = P_GROUND_X + 3 * PU + HIT_R + 4   # left edge of the corners beside the top tiers
PANEL_U = 32                             # the upright sheets of the "Sheets" panel

FORCED_PASS = "No action is possible with this roll: you pass."

HELP_TEXT = {
    "same": "Write exactly the value below a block (or the sum of the two below) instead of "
            "a lower one.",
    "pm": "Change the die by one up or down: 1 becomes 2 or 6, 6 becomes 5 or 1.",
    "six": "When a 6 is rolled, use 1, 2, 3, 4 or 5 instead.",
}
HELP_GLYPH = {"same": "=", "pm": "±1", "six": "6→?"}
HELP_SHORT = {"same": "Same value", "pm": "Plus/minus 1", "six": "Super-six"}
BONUS_TEXT = {"base": ("base blocks all crossed", "→ permanent ±1"),
              "axis": ("5 ◆ axis blocks crossed", "→ +3 points"),
              "full": ("every block numbered", "→ highest ▲ value"),
              "CA": ("first: C and A crossed", "→ C − A points"),
              "DB": ("first: D and B crossed", "→ D − B points")}
LEGEND = ("◆ axis · ▲ outline · A–D first to claim · write less than the value below "
          "· = same-value stacking")


# ---------------- names and descriptions ----------------

def short_name(block: int) -> str:
    """A block's name on a button: C, axis 2, base 5 (base blocks by their printed value)."""
    b = BLOCKS[block]
    if b.label:
        return b.label
    if b.is_base:
        return f"base {b.printed}"
    if block in AXIS:
        return f"axis {b.tier}"
    return f"tier {b.tier} at {(b.x0 + b.x1) / 2:g}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def block_info(sheet: dict, block: int, now: str = "") -> str:
    """Everything about one block of a sheet, in words (for data-info and the tooltip)."""
    b = BLOCKS[block]
    drawn = set(sheet["drawn"])
    value = sheet["values"][block]
    lines = [_cap(block_name(block)) + ("" if b.label or b.is_base else f" ({short_name(block)})")]
    if b.is_base:
        lines.append(f"Printed value {b.printed}: base blocks are never written on.")
    elif value is None:
        lines.append("Blank.")
    else:
        lines.append(f"Value {value}" + (" (same-value stacking)." if block in sheet.get("same", ())
                                         else "."))
    done = sum(1 for s in b.border if s in drawn)
    lines.append("All borders drawn." if done == len(b.border)
                 else f"Borders drawn: {done} of {len(b.border)}.")
    if not b.is_base:
        parts = [sheet["values"][s] for s in b.supports]
        below = " + ".join("blank" if v is None else str(v) for v in parts)
        support = support_value(sheet, block)
        if support is None:
            lines.append(f"Rests on {below}: the blocks below need values first.")
        elif len(parts) > 1:
            lines.append(f"Rests on {below} = {support}: write less than {support}.")
        else:
            lines.append(f"Rests on {support}: write less than {support}.")
    if block in sheet["crossed"]:
        lines.append("Crossed: 1 point.")
    marks = []
    if block in AXIS:
        marks.append("on the ◆ axis")
    if block in EXTERNAL:
        marks.append("on the ▲ outline")
    for bonus, (first, second) in FIRST_PAIRS.items():
        if b.label in (first, second):
            marks.append(f"part of the {BONUS_NAME[bonus]}")
    if marks:
        lines.append(_cap(", ".join(marks)) + ".")
    if now:
        lines.append(now)
    return "\n".join(lines)


def button_name(block: int) -> str:
    """A block as a button names it, after its mark on the sheet: C, ◆2, base."""
    b = BLOCKS[block]
    if b.label:
        return b.label
    if b.is_base:
        return "base"           # a base block is only ever crossed, and holds n: no doubt
    if block in AXIS:
        return f"◆{b.tier}"
    return short_name(block)


def _action_label(token: str, sheet: dict, n: int, same: bool) -> str:
    block = int(token[2:])
    verb = "Write" if sheet["values"][block] is None or same else "Cross"
    return f"{verb} {n} · {button_name(block)}"


def die_info(view: dict, n: int) -> str:
    roll = view["roll"]
    lines = [f"Round {view['round']}: the die shows {roll}."]
    if n != roll:
        lines.append(f"Your number, after the help: {n}.")
    lines += [f"With {n}, choose one action: draw {n} border segment{'s' if n != 1 else ''} in "
              "one continuous trail (tap its dots one after the other, then Confirm trail); "
              f"write {n} in a blank block with all borders drawn, resting on more than {n}; "
              f"or cross a block holding {n} (a base block once its borders are drawn).",
              "A one-use help may change the number first. You may pass only when nothing is "
              "possible without a help."]
    return "\n".join(lines)


def help_info(help_: str, used: bool) -> str:
    return (f"{HELP_NAME[help_]} (one use, at most one help a round): {HELP_TEXT[help_]}"
            + ("\nAlready used." if used else ""))


ABILITY_INFO = ("Permanent plus/minus one (the base bonus): every round you may change the die "
                "by one, as with the help, without using it up. Not together with "
                "plus/minus one or super-six.")


def bonus_status(view: dict, me: int | None, bonus: str) -> tuple[str, bool, bool]:
    """(status words, yours, gone) for a bonus in the guide."""
    mine = me is not None and bonus in view["sheets"][me]["bonuses"]
    if bonus in FIRST_BONUSES:
        taken = view["first"][bonus]
        by = taken["by"] if taken else []
        gone = taken is not None and not mine
    else:
        by = view["normal_claimed"][bonus]
        gone = False
    if mine:
        pts = view["sheets"][me]["bonuses"][bonus]
        return ("yours: ability" if bonus == "base" else f"yours: {pts:+d}"), True, False
    if gone:
        return "taken by " + ", ".join(f"{{p{p}}}" for p in by), False, True
    if len(by) > 2:
        return f"claimed by {len(by)} players", False, False
    if by:
        return "claimed by " + ", ".join(f"{{p{p}}}" for p in by), False, False
    return "open", False, False


def bonus_info(view: dict, me: int | None, bonus: str) -> str:
    first = bonus in FIRST_BONUSES
    what = {"base": "All five base blocks crossed: a permanent plus/minus one (change the die "
                    "by one every round).",
            "axis": "All five ◆ axis blocks crossed: 3 points.",
            "full": "Every block numbered: points equal to the highest ▲ outline block.",
            "CA": "C and A both crossed: C − A points.",
            "DB": "D and B both crossed: D − B points."}[bonus]
    kind = ("First to claim: whoever reaches it first (everyone in that same round) gets it, "
            "then nobody else." if first else "Every player can claim it.")
    status = bonus_status(view, me, bonus)[0]
    return f"{BONUS_NAME[bonus]}\n{what}\n{kind}\nNow: {status}."


def _attr(text: str) -> str:
    return escape(text, quote=True)


# ---------------- geometry ----------------

class Frame:
    """Grid → drawing units. Upright: (ox, oy) is where x = 0 meets the ground, y grows
    upwards. Turned (phone): the ground is the line x = ox on the left, the tiers grow to the
    right, and the grid's x = X_MIN is the top row at y = oy."""

    def __init__(self, ox: float, oy: float, u: float, turned: bool = False):
        self.ox, self.oy, self.u, self.turned = ox, oy, u, turned

    def pt(self, x: float, y: float) -> tuple[float, float]:
        if self.turned:
            return self.ox + y * self.u, self.oy + (x - X_MIN) * self.u
        return self.ox + x * self.u, self.oy - y * self.u

    def box(self, b) -> tuple[float, float, float, float]:
        """A block's rectangle: left, top, width, height."""
        (xa, ya), (xb, yb) = self.pt(b.x0, b.tier), self.pt(b.x1, b.tier + 1)
        return min(xa, xb), min(ya, yb), abs(xb - xa), abs(yb - ya)


def _pyramid(sheet: dict, frame: Frame, *, clickable=frozenset(), targets=frozenset(),
             dots=frozenset(), trail=(), last=None, preview=None, marks=True, infos=None,
             hit_r=0.0) -> str:
    """One pyramid. `clickable`: blocks that carry their data-click token (classed legal);
    `targets`: blocks on offer through a button instead (highlighted, not clickable here);
    `dots`: the legal dot tokens; `trail` = the pending trail's vertices; `last` = what the
    latest round changed; `preview` = this round's chosen (still secret) action;
    `marks`: labels and ◆ ▲; `infos`: block → extra line for its details; `hit_r`: the radius
    of a legal dot's hit circle (0: no dots drawn as targets)."""
    out = []
    u = frame.u
    drawn, values, crossed = set(sheet["drawn"]), sheet["values"], set(sheet["crossed"])
    new_segments = set((last or {}).get("segments", []))
    new_block = (last or {}).get("block")
    preview_segments = set((preview or {}).get("segments", []))
    preview_block = (preview or {}).get("block")
    mark_size = 14 if u >= 40 else 12
    for b in BLOCKS:
        x, y, w, h = frame.box(b)
        token = f"b:{b.id}"
        classes = ["block"]
        if token in clickable:
            classes.append("legal")
        if b.id == new_block:
            classes.append("last")
        if b.id == preview_block:
            classes.append("selected")
        click = f' data-click="{token}"' if token in clickable else ""
        info = block_info(sheet, b.id, (infos or {}).get(b.id, ""))
        fill = BASE_STONE if b.is_base else STONE
        out.append(f'<g class="{" ".join(classes)}"{click} data-info="{_attr(info)}">'
                   f'<title>{escape(info)}</title>'
                   f'<rect x="{x + 1:.1f}" y="{y + 1:.1f}" width="{w - 2:.1f}" height="{h - 2:.1f}" '
                   f'fill="{fill}" stroke="none" rx="{u * .06:.1f}"/>')
        if token in targets:
            out.append(f'<rect x="{x + 3:.1f}" y="{y + 3:.1f}" width="{w - 6:.1f}" height="{h - 6:.1f}" '
                       f'fill="{ACCENT}" fill-opacity=".12" stroke="{ACCENT}" stroke-width="3" '
                       f'rx="{u * .06:.1f}"/>')
        if marks:
            top = y + mark_size + 1
            if b.label:
                out.append(f'<text x="{x + 5:.1f}" y="{top:.1f}" font-size="{mark_size}" '
                           f'font-weight="700" fill="#9b2d20">{b.label}</text>')
            if b.id in AXIS:
                tag = f"◆{b.tier}" if frame.turned and b.tier else "◆"
                out.append(f'<text x="{x + w - 5:.1f}" y="{top:.1f}" font-size="{mark_size - 1}" '
                           f'text-anchor="end" fill="{MUTED}">{tag}</text>')
            if b.id in EXTERNAL:
                out.append(f'<text x="{x + w - 5:.1f}" y="{y + h - 5:.1f}" font-size="{mark_size - 1}" '
                           f'text-anchor="end" fill="{MUTED}">▲</text>')
        cx, cy = x + w / 2, y + h / 2
        if b.id in crossed:
            r = min(w, h) * .32
            out.append(f'<path d="M{cx - r:.1f} {cy - r:.1f} L{cx + r:.1f} {cy + r:.1f} '
                       f'M{cx + r:.1f} {cy - r:.1f} L{cx - r:.1f} {cy + r:.1f}" stroke="{CROSS}" '
                       f'opacity=".75" stroke-width="{max(2, u * .07):.1f}" stroke-linecap="round"/>')
        v = values[b.id]
        if v is not None:
            weight = "400" if b.is_base else "700"
            colour = "#5b4a2a" if b.is_base else INK
            same = "=" if b.id in sheet.get("same", []) and marks else ""
            size = max(11, round(u * .55))
            out.append(f'<text x="{cx:.1f}" y="{cy + size * .36:.1f}" font-size="{size}" '
                       f'font-weight="{weight}" text-anchor="middle" fill="{colour}" '
                       f'font-family="Georgia, serif">{v}{same}</text>')
        out.append("</g>")
    pending = set(trail_segments(list(trail))) if len(trail) > 1 else set()
    for s, ((xa, ya), (xb, yb)) in enumerate(SEGMENTS):
        (x1, y1), (x2, y2) = frame.pt(xa, ya), frame.pt(xb, yb)
        line = f'x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}"'
        if s in pending:
            out.append(f'<line {line} stroke="{ACCENT}" stroke-width="{u * .1:.1f}" stroke-linecap="round"/>')
        elif s in preview_segments:
            out.append(f'<line class="pending" {line} stroke="#ffd23f" stroke-width="{u * .1:.1f}" '
                       f'stroke-linecap="round"/>')
        elif s in drawn:
            colour = LAST if s in new_segments else INK
            out.append(f'<line {line} stroke="{colour}" stroke-width="{max(1.6, u * .06):.1f}" '
                       f'stroke-linecap="round"/>')
        else:
            out.append(f'<line {line} stroke="{DOTS}" stroke-width="{max(1, u * .03):.1f}" '
                       f'stroke-dasharray="{u * .06:.1f} {u * .1:.1f}"/>')
    if hit_r:
        for v, (gx, gy) in enumerate(VERTICES):
            px, py = frame.pt(gx, gy)
            token = f"v:{v}"
            if token in dots:
                info = ("Continue your trail to this dot." if trail
                        else "Start your trail at this dot.")
                out.append(f'<g class="dot legal" data-click="{token}" data-info="{info}">'
                           f'<circle cx="{px:.1f}" cy="{py:.1f}" r="{hit_r:.0f}" fill="#000" '
                           f'fill-opacity="0"/><circle cx="{px:.1f}" cy="{py:.1f}" r="7" '
                           f'fill="{ACCENT}" stroke="#fff" stroke-width="2"/></g>')
            elif trail and v == trail[-1]:
                info = "The end of your trail: tap it to take back its last segment."
                out.append(f'<g class="dot selected" data-click="{token}" data-info="{info}">'
                           f'<title>step back</title><circle cx="{px:.1f}" cy="{py:.1f}" '
                           f'r="{hit_r:.0f}" fill="#000" fill-opacity="0"/><circle cx="{px:.1f}" '
                           f'cy="{py:.1f}" r="9" fill="#ffd23f" stroke="{INK}" stroke-width="2"/></g>')
            else:
                out.append(f'<circle cx="{px:.1f}" cy="{py:.1f}" r="2.6" fill="{DOTS}"/>')
    return "".join(out)


# ---------------- the pending click path ----------------

def _pending(path: list[str]) -> dict:
    """What the pending clicks mean, for drawing them: change, number, same, trail."""
    out = {"change": None, "n": None, "same": False, "trail": []}
    for token in path:
        if token in ("help:pm", "help:six", "ability"):
            out["change"] = token
        elif token.startswith("n:") and token[2:].isdigit():
            out["n"] = int(token[2:])
        elif token == "help:same":
            out["same"] = True
        elif token.startswith("v:") and token[2:].isdigit() and int(token[2:]) < len(VERTICES):
            out["trail"].append(int(token[2:]))
    return out


class _Position:
    """What both drawings need from a view and the ui."""

    def __init__(self, view: dict, ui: dict):
        self.view = view
        self.me = view["viewer"]
        self.shown = self.me if self.me is not None else 0
        self.sheet = view["sheets"][self.shown]
        self.others = [p for p in range(len(view["sheets"])) if p != self.shown]
        self.next = set(ui.get("next", []) or [])
        self.pending = _pending(ui.get("path", []) or [])
        self.interactive = self.me is not None and self.me in view["to_act"]
        self.n = self.pending["n"] or view["roll"]
        self.blocks = sorted((t for t in self.next if t.startswith("b:") and t[2:].isdigit()
                              and int(t[2:]) < len(BLOCKS)), key=lambda t: int(t[2:]))
        self.dots = {t for t in self.next if t.startswith("v:")}
        self.numbers = sorted((t for t in self.next if t.startswith("n:") and t[2:].isdigit()),
                              key=lambda t: int(t[2:]))
        self.colour = PLAYER_COLOURS[self.shown % len(PLAYER_COLOURS)]
        self.preview = view["preview"] if self.me is not None else None

    def action_label(self, token: str) -> str:
        return _action_label(token, self.sheet, self.n, self.pending["same"])

    def block_notes(self) -> dict:
        """Details lines for the blocks on offer through a button."""
        return {int(t[2:]): f"On offer now: the button “{self.action_label(t)}” above."
                for t in self.blocks}

    def whose(self) -> str:
        return "Your sheet" if self.me is not None else f"{{p{self.shown}}}'s sheet"

    def score(self) -> str:
        pts = self.view["scores"][self.shown]
        return f"{pts} point{'s' if pts != 1 else ''}"


# ---------------- pieces shared by both drawings ----------------

def _button(x, y, w, h, label, token, classes="legal", title="", size=15, info="") -> str:
    tip = f"<title>{escape(title or info)}</title>" if title or info else ""
    data = f' data-info="{_attr(info or title)}"' if info or title else ""
    return (f'<g class="button {classes}" data-click="{token}"{data}>{tip}<rect x="{x:.0f}" y="{y:.0f}" '
            f'width="{w:.0f}" height="{h:.0f}" rx="8" fill="#fffaf0" stroke="{INK}" stroke-width="1.5"/>'
            f'<text x="{x + w / 2:.1f}" y="{y + h / 2 + size * .35:.1f}" font-size="{size}" '
            f'text-anchor="middle" fill="{INK}">{escape(label)}</text></g>')


def _die(x, y, size, value, info) -> str:
    pips = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
            4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
            6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}.get(value, [])
    step = size / 4
    dots = "".join(f'<circle cx="{x + step * (1 + c):.1f}" cy="{y + step * (1 + r):.1f}" '
                   f'r="{size * .08:.1f}" fill="{INK}"/>' for c, r in pips)
    return (f'<g class="die" data-info="{_attr(info)}"><title>{escape(info)}</title>'
            f'<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="{size * .15:.0f}" fill="#fff" '
            f'stroke="{INK}" stroke-width="2"/>{dots}</g>')


def _help(pos: _Position, help_: str, x, y, w, h, label: str, label_size: int) -> str:
    token = f"help:{help_}"
    used = help_ in pos.sheet["used"]
    classes = ["help"]
    if pos.interactive and token in pos.next:
        classes.append("legal")
    if pos.pending["change"] == token or (help_ == "same" and pos.pending["same"]):
        classes.append("selected")
    click = f' data-click="{token}"' if pos.interactive and not used else ""
    info = help_info(help_, used)
    out = [f'<g class="{" ".join(classes)}"{click} data-info="{_attr(info)}"><title>{escape(info)}</title>'
           f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{"#e6e0d2" if used else "#fffaf0"}" '
           f'stroke="{INK}" stroke-width="1.5"/>'
           f'<text x="{x + 26}" y="{y + h / 2 + 6:.1f}" font-size="18" font-weight="700" '
           f'text-anchor="middle" fill="{INK}">{HELP_GLYPH[help_]}</text>'
           f'<text x="{x + 54}" y="{y + h / 2 + 5:.1f}" font-size="{label_size}" fill="{INK}">'
           f'{escape(label)}</text>']
    if used:
        out.append(f'<path d="M{x + 6} {y + 6} L{x + w - 6} {y + h - 6} M{x + w - 6} {y + 6} '
                   f'L{x + 6} {y + h - 6}" stroke="{CROSS}" stroke-width="2.5"/>')
    out.append("</g>")
    return "".join(out)


def _ability(pos: _Position, x, y, w, h, lines: tuple[str, ...], sizes: tuple[int, ...]) -> str:
    token = "ability"
    classes = ["help"]
    if pos.interactive and token in pos.next:
        classes.append("legal")
    if pos.pending["change"] == token:
        classes.append("selected")
    click = f' data-click="{token}"' if pos.interactive else ""
    texts = []
    ty = y + h / 2 - (len(lines) - 1) * 8 + 5
    for line, size in zip(lines, sizes):
        texts.append(f'<text x="{x + 54}" y="{ty:.1f}" font-size="{size}" fill="{INK}">{escape(line)}</text>')
        ty += 16
    return (f'<g class="{" ".join(classes)}"{click} data-info="{_attr(ABILITY_INFO)}">'
            f'<title>{escape(ABILITY_INFO)}</title>'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="#e8f3ea" stroke="{ACCENT}" '
            f'stroke-width="1.5"/><text x="{x + 26}" y="{y + h / 2 + 6:.1f}" font-size="18" '
            f'font-weight="700" text-anchor="middle" fill="{ACCENT}">±1</text>{"".join(texts)}</g>')


def _bonus_box(view: dict, me, bonus: str, x, y, w, h, title_size: int, size: int) -> str:
    first = bonus in FIRST_BONUSES
    status, mine, gone = bonus_status(view, me, bonus)
    stroke = CROSS if first else INK
    fill = "#e8f3ea" if mine else ("#eee" if gone else "#fffaf0")
    info = bonus_info(view, me, bonus)
    line1, line2 = BONUS_TEXT[bonus]
    gap = (h - title_size - 3 * size) / 4
    y1 = y + gap + title_size
    y2 = y1 + gap + size
    y3 = y2 + size + 2
    y4 = y3 + gap + size
    out = [f'<g class="bonus{" mine" if mine else ""}" data-info="{_attr(info)}"><title>{escape(info)}</title>'
           f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{fill}" stroke="{stroke}" '
           f'stroke-width="{3 if mine else 1.5}"/>'
           f'<text x="{x + 8}" y="{y1:.1f}" font-size="{title_size}" font-weight="700" fill="{stroke}">'
           f'{escape(BONUS_NAME[bonus])}</text>'
           f'<text x="{x + 8}" y="{y2:.1f}" font-size="{size}" fill="{INK}">{escape(line1)}</text>'
           f'<text x="{x + 8}" y="{y3:.1f}" font-size="{size}" fill="{INK}">{escape(line2)}</text>'
           f'<text x="{x + 8}" y="{y4:.1f}" font-size="{size}" font-weight="700" '
           f'fill="{ACCENT if mine else MUTED}">{status}</text>']
    if gone:
        out.append(f'<path d="M{x + 4} {y + 4} L{x + w - 4} {y + h - 4}" stroke="{CROSS}" stroke-width="2"/>')
    out.append("</g>")
    return "".join(out)


def _status(view: dict, p: int) -> str:
    sheet = view["sheets"][p]
    chosen = "" if view["over"] else ("✓ chosen" if view["acted"][p] else "… choosing")
    bonuses = " ".join(b for b in NORMAL_BONUSES + FIRST_BONUSES if b in sheet["bonuses"])
    return " · ".join(t for t in (chosen, bonuses) if t)


def _mini(view: dict, p: int, x: float, y: float, w: float, u: float, *, sizes=(14, 13, 11)) -> str:
    """A player's sheet, small and not clickable, with their name, score and status."""
    sheet = view["sheets"][p]
    colour = PLAYER_COLOURS[p % len(PLAYER_COLOURS)]
    head = sizes[0] + sizes[2] + 12
    h = head + TIERS * u + 10
    frame = Frame(x + w / 2, y + head + TIERS * u + 4, u)
    name = f"{{p{p}}}"
    pts = view["scores"][p]
    info = f"{{p{p}}}: {pts} point{'s' if pts != 1 else ''}. {_status(view, p)}".rstrip(". ") + "."
    return (f'<g class="mini" data-info="{_attr(info)}"><rect x="{x}" y="{y}" width="{w}" height="{h}" '
            f'rx="8" fill="#fbf6ea" stroke="{colour}" stroke-width="2"/>'
            f'<text x="{x + 8}" y="{y + sizes[0] + 4}" font-size="{sizes[0]}" font-weight="700" '
            f'fill="{colour}">{name}</text>'
            f'<text x="{x + w - 8}" y="{y + sizes[0] + 4}" font-size="{sizes[1]}" text-anchor="end" '
            f'fill="{INK}">{pts} pts</text>'
            f'<text x="{x + 8}" y="{y + sizes[0] + sizes[2] + 8}" font-size="{sizes[2]}" fill="{MUTED}">'
            f'{_status(view, p)}</text>'
            + _pyramid(sheet, frame, last=view["last"][p], marks=u >= 28) + "</g>")


def mini_height(u: float, sizes=(14, 13, 11)) -> float:
    return sizes[0] + sizes[2] + 12 + TIERS * u + 10


# ---------------- wide: the desk overview ----------------

def svg(view: dict, ui: dict) -> str:
    pos = _Position(view, ui)
    height = MINI_TOP + (mini_height(MINI_U) + 10 if pos.others else 0)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {height:.0f}" role="img" '
           f'aria-label="Kukulkán sheets" font-family="system-ui, sans-serif">',
           f'<rect width="{W}" height="{height:.0f}" fill="{PAPER}"/>']
    # the die, the number and the helps
    out.append(f'<text x="16" y="30" font-size="16" font-weight="700" fill="{INK}">Round {view["round"]}</text>')
    out.append(_die(16, 42, 80, view["roll"], die_info(view, pos.n)))
    out.append(f'<text x="112" y="78" font-size="13" fill="{INK}">your number</text>'
               f'<text x="112" y="116" font-size="38" font-weight="700" fill="{ACCENT}">{pos.n}</text>')
    out.append(f'<text x="16" y="154" font-size="15" font-weight="700" fill="{INK}">One-use helps</text>')
    y = 164
    for help_ in HELPS:
        out.append(_help(pos, help_, 16, y, 200, 44, HELP_NAME[help_], 13))
        y += 52
    if pos.sheet["ability"]:
        out.append(_ability(pos, 16, y, 200, 44, ("Permanent ±1", "every round, no help"), (13, 11)))
        y += 52
    # the large sheet
    out.append(f'<text x="{SHEET_X}" y="30" font-size="18" font-weight="700" text-anchor="middle" '
               f'fill="{pos.colour}">{pos.whose()} — {pos.score()}</text>')
    half = (X_MAX - X_MIN) * U / 2
    out.append(f'<line x1="{SHEET_X - half - 16}" y1="{GROUND_Y}" x2="{SHEET_X + half + 16}" '
               f'y2="{GROUND_Y}" stroke="{GROUND}" stroke-width="6"/>')
    out.append(_pyramid(pos.sheet, Frame(SHEET_X, GROUND_Y, U), clickable=set(pos.blocks),
                        dots=pos.dots, trail=pos.pending["trail"], last=view["last"][pos.shown],
                        preview=pos.preview, hit_r=U * .4))
    bx = SHEET_X + half + 12
    if "ok" in pos.next:
        out.append(_button(bx, 60, W - 8 - bx, 44, "Confirm trail", "ok",
                           info="Draw this trail as your action for the round."))
    if "pass" in pos.next:
        out.append(_button(bx, 60, W - 8 - bx, 44, "Pass", "pass",
                           info="Pass this round: nothing is possible without a help."))
    if pos.numbers:
        # right of the sheet, two a row
        out.append(f'<text x="{bx}" y="78" font-size="13" fill="{INK}">Your number:</text>')
        for i, token in enumerate(pos.numbers):
            out.append(_button(bx + (i % 2) * 50, 90 + (i // 2) * 50, 44, 44, token[2:], token,
                               info=f"Use {token[2:]} as your number this round."))
    # the bonus guide and the legend
    x = 16
    for bonus in NORMAL_BONUSES + FIRST_BONUSES:
        out.append(_bonus_box(view, pos.me, bonus, x, GUIDE_Y, 179, 84, 14, 12))
        x += 187
    out.append(f'<text x="16" y="{GUIDE_Y + 106}" font-size="13" fill="{MUTED}">{escape(LEGEND)}</text>')
    # everyone else
    x = 16
    for p in pos.others:
        out.append(_mini(view, p, x, MINI_TOP, MINI_W, MINI_U))
        x += MINI_W + 3
    out.append("</svg>")
    return "".join(out)


# ---------------- phone: the turned sheet and the choices ----------------

def _text_width(text: str, size: float) -> float:
    """A label's width in a sans-serif font, estimated on the wide side (DejaVu Sans, among
    the widest, measures about half the font size per character of these labels)."""
    return len(text) * size * .54


def _bar(pos: _Position) -> tuple[list[str], float]:
    """The buttons above the sheet (numbers, Confirm trail, Pass, the writes and crosses on
    offer), in rows of at most 348 units; returns (svg parts, height)."""
    items = []      # (label, token, width, info)
    for token in pos.numbers:
        items.append((token[2:], token, 48, f"Use {token[2:]} as your number this round."))
    if "ok" in pos.next:
        items.append(("Confirm trail", "ok", 140, "Draw this trail as your action for the round."))
    for token in pos.blocks:
        label = pos.action_label(token)
        items.append((label, token, max(90, _text_width(label, 15) + 16),
                      block_info(pos.sheet, int(token[2:]), f"Now: {label}.")))
    if "pass" in pos.next:
        items.append(("Pass", "pass", 84, "Pass this round: nothing is possible without a help."))
    out, x, y = [], 6.0, 6.0
    if pos.numbers:
        out.append(f'<text x="{x + 2}" y="{y + 29}" font-size="14" fill="{INK}">Number:</text>')
        x += 64
    for label, token, width, info in items:
        if x + width > PW - 6 and x > 6:
            x, y = 6.0, y + 54
        out.append(_button(x, y, width, 48, label, token, info=info))
        x += width + 6
    if not items:
        hint = _hint(pos)
        if hint:
            out.append(f'<text x="8" y="36" font-size="14" fill="{MUTED}">{escape(hint)}</text>')
    return out, max(BAR_H, y + 54)


def _hint(pos: _Position) -> str:
    view = pos.view
    if view["over"]:
        return "The game is over."
    if pos.me is None:
        return ""
    if not pos.interactive:
        return "Chosen: it shows when everyone has chosen."
    if pos.pending["trail"]:
        k = len(pos.pending["trail"]) - 1
        return f"Trail: {k} of {pos.n} segments. Tap the next dot."
    if pos.pending["same"]:
        return "Choose a block."
    if pos.dots:
        return f"Tap a green dot to draw {pos.n}."
    return ""


def phone_svg(view: dict, ui: dict) -> str:
    pos = _Position(view, ui)
    bar, bar_h = _bar(pos)
    top = bar_h                                   # the sheet's area starts here
    oy = top + HIT_R + 2                          # the row of the grid's x = X_MIN
    frame = Frame(P_GROUND_X, oy, PU, turned=True)
    height = oy + (X_MAX - X_MIN) * PU + HIT_R + 8
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PW} {height:.0f}" role="img" '
           f'aria-label="Kukulkán: your sheet" font-family="system-ui, sans-serif">',
           f'<rect width="{PW}" height="{height:.0f}" fill="{PAPER}"/>']
    out += bar
    out.append(f'<line x1="0" y1="{bar_h - 2:.0f}" x2="{PW}" y2="{bar_h - 2:.0f}" stroke="#e2d3ac" '
               f'stroke-width="1"/>')
    # the ground, on the left
    out.append(f'<line x1="{P_GROUND_X - 8}" y1="{oy - 6:.0f}" x2="{P_GROUND_X - 8}" '
               f'y2="{oy + (X_MAX - X_MIN) * PU + 6:.0f}" stroke="{GROUND}" stroke-width="6"/>')
    out.append(_pyramid(pos.sheet, frame, targets=set(pos.blocks), dots=pos.dots,
                        trail=pos.pending["trail"], last=view["last"][pos.shown],
                        preview=pos.preview, infos=pos.block_notes(), hit_r=HIT_R))
    # the top corner beside the pyramid's top: die, round, number, score
    sx, sw = P_SIDE_X, PW - 4 - P_SIDE_X
    y = top + 2
    out.append(_die(sx, y, 56, view["roll"], die_info(view, pos.n)))
    out.append(f'<text x="{sx + 66}" y="{y + 18}" font-size="14" font-weight="700" fill="{INK}">'
               f'Round {view["round"]}</text>'
               f'<text x="{sx + 66}" y="{y + 48}" font-size="13" fill="{INK}">number</text>'
               f'<text x="{sx + 122}" y="{y + 50}" font-size="28" font-weight="700" '
               f'fill="{ACCENT}">{pos.n}</text>')
    y += 82
    out.append(f'<text x="{sx}" y="{y}" font-size="15" font-weight="700" fill="{pos.colour}">'
               f'{pos.whose()}</text>'
               f'<text x="{sx}" y="{y + 20}" font-size="15" fill="{INK}">{pos.score()}</text>'
               f'<text x="{sx}" y="{y + 40}" font-size="13" fill="{MUTED}">base ◀ · top ▶</text>')
    if pos.sheet["ability"]:
        out.append(_ability(pos, sx, y + 52, sw, 48, ("Permanent ±1",), (13,)))
    # the bottom corner: the helps
    y = oy + (X_MAX - X_MIN) * PU + HIT_R + 6 - 3 * 52
    for help_ in HELPS:
        out.append(_help(pos, help_, sx, y, sw, 46, HELP_SHORT[help_], 14))
        y += 52
    out.append("</svg>")
    return "".join(out)


def sheets_panel(view: dict) -> str:
    """Every sheet upright, the viewer's first: scores, bonuses and who has chosen."""
    me = view["viewer"]
    order = ([me] if me is not None else []) + [p for p in range(len(view["sheets"])) if p != me]
    u = PANEL_U
    h = mini_height(u, (16, 15, 13))
    height = 8 + len(order) * (h + 8)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PW} {height:.0f}" role="img" '
           f'aria-label="Every sheet" font-family="system-ui, sans-serif">',
           f'<rect width="{PW}" height="{height:.0f}" fill="{PAPER}"/>']
    y = 8
    for p in order:
        out.append(_mini(view, p, 6, y, PW - 12, u, sizes=(16, 15, 13)))
        y += h + 8
    out.append("</svg>")
    return "".join(out)


def bonuses_panel(view: dict) -> str:
    me = view["viewer"]
    bonuses = NORMAL_BONUSES + FIRST_BONUSES
    box_h = 92
    height = 12 + len(bonuses) * (box_h + 8) + 70
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PW} {height}" role="img" '
           f'aria-label="Bonuses" font-family="system-ui, sans-serif">',
           f'<rect width="{PW}" height="{height}" fill="{PAPER}"/>']
    y = 8
    for bonus in bonuses:
        out.append(_bonus_box(view, me, bonus, 6, y, PW - 12, box_h, 16, 14))
        y += box_h + 8
    legend = ["◆ axis · ▲ outline · A–D first to claim",
              "Write less than the value below;",
              "= marks same-value stacking."]
    for i, line in enumerate(legend):
        out.append(f'<text x="8" y="{y + 18 + i * 20}" font-size="14" fill="{MUTED}">{escape(line)}</text>')
    out.append("</svg>")
    return "".join(out)


# ---------------- the prompt ----------------

def prompt(view: dict, ui: dict) -> str:
    """One short line (it must fit a phone); the details are on the die (tap it)."""
    me = view["viewer"]
    if view["over"]:
        return f"The game is over: {view['end']}."
    if me is None:
        return "Waiting for the players."
    if me not in view["to_act"]:
        names = ", ".join(f"{{p{p}}}" for p in view["to_act"])
        return f"Chosen. Waiting for {names}."
    pending = _pending(ui.get("path", []) or [])
    n = pending["n"] or view["roll"]
    nxt = set(ui.get("next", []) or [])
    if pending["trail"]:
        if "ok" in nxt:
            return "Trail complete: confirm it."
        return f"Trail: {len(pending['trail']) - 1} of {n} segments."
    if pending["change"] and pending["n"] is None:
        return "Choose the number."
    if pending["same"]:
        return "Same-value stacking: choose a block."
    if nxt == {"pass"}:
        return FORCED_PASS
    if "pass" in nxt:
        return f"Number {n}: use a help, or pass."
    return f"Number {n}: draw, write or cross."


RULES_HTML = """
<h3>Kukulkán — the rules in short</h3>
<p>Everyone builds El Castillo on their own sheet. Each round one die is rolled and every player
uses that number for one action, all at the same time:</p>
<ol>
<li><b>Draw borders</b>: exactly that many dotted segments, in one continuous trail, never over a
segment already drawn (crossing drawn lines is fine).</li>
<li><b>Write a weight</b> in a blank block whose four borders are drawn, if the block below it (or the
sum of the two below it) already has a value <em>higher</em> than the number. Base blocks are printed
and never written on.</li>
<li><b>Cross</b> a numbered block holding exactly that number (a base block once all its borders are
drawn). Each crossed block is worth 1 point.</li>
<li><b>Pass</b> when none of these is possible without a one-use help (the helps are yours to use or
keep). When nothing at all is possible, the pass is made for you.</li>
</ol>
<p><b>One-use helps</b> (each once a game, at most one a round): <em>same-value stacking</em> (write the
very value below), <em>plus/minus one</em> (1 ↔ 2 or 6, 6 ↔ 5 or 1), <em>super-six</em> (a rolled 6
becomes 1–5).</p>
<p><b>Bonuses</b>: all base blocks crossed → a permanent plus/minus one (one change of the die per
round; it is no help, so while it allows an action you must act); the five ◆ axis blocks crossed
→ 3 points; every block numbered → points equal to the highest ▲ outline block. First to claim
(everyone who does it in the same round): C and A crossed → C − A points; D and B crossed →
D − B points.</p>
<p><b>End</b>: at the end of the round in which each of the three normal bonuses has been claimed at
least once by anyone. Most points wins; ties go to more crossed blocks, then are shared. Solo: play
for a high score — your best scores are kept in this browser.</p>
<p><b>How to click</b>: to draw, click the dots one after the other (the trail shows in green),
click its end to step back, then <em>Confirm trail</em>. To use a help, click it first, then the
number, then your action. Your chosen action shows in yellow until the round resolves. On a phone
the sheet is shown turned (its base on the left), and the writes and crosses on offer are buttons
above it; tap anything for its details.</p>
<p>The sheet is our own design (see the rules notes in the project).</p>
"""


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    colours = [PLAYER_COLOURS[p % len(PLAYER_COLOURS)] for p in range(len(view["sheets"]))]
    if ui.get("screen") == "phone":
        return {"svg": phone_svg(view, ui), "prompt": prompt(view, ui),
                "main_title": "Your sheet" if view["viewer"] is not None else "Sheet",
                "panels": [{"title": "Sheets", "svg": sheets_panel(view)},
                           {"title": "Bonuses", "svg": bonuses_panel(view)}],
                "seat_colours": colours}
    return {"svg": svg(view, ui), "prompt": prompt(view, ui), "seat_colours": colours}
