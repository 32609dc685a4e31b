"""Kukulkán's sheets as SVG, drawn from a view (never from the full state), in the spirit
of python-chess's chess/svg.py: plain string building, one function per kind of thing.

The viewer's sheet is drawn large (helps and the die on its left, the bonus guide below);
every other player's sheet is drawn small underneath, with a tick once they have chosen
this round's action (what they chose stays secret until the round resolves). Clickable
elements carry data-click tokens as in rules.move_path; classes follow the shared
vocabulary (legal, selected, last). Player names are "{pN}", filled in by the table.
"""

from __future__ import annotations

from html import escape

from .data import (AXIS, BLOCKS, BONUS_NAME, block_name, EXTERNAL, FIRST_BONUSES, HELP_NAME, HELPS,
                   NORMAL_BONUSES, SEGMENTS, VERTICES, X_MAX, X_MIN, TIERS)
from .sheet import trail_segments

W = 1000
U = 62                              # one grid unit of the large sheet, in pixels
SHEET_X = 250 + (X_MAX - X_MIN) * U / 2   # x of the pyramid's axis
GROUND_Y = 380
MINI_U, MINI_W, MINI_H, MINI_TOP = 16, 190, 132, 540
# the same seat colours as the log markers (assets/css/app.css)
PLAYER_COLOURS = ("#2d68b8", "#c2352b", "#7d5ba6", "#16a085", "#d35400", "#117a65")
STONE, BASE_STONE, INK, DOTS, CROSS = "#ecd9a8", "#d3b77a", "#3b2f1e", "#a08c5f", "#b3261e"
ACCENT, LAST = "#1d6f42", "#ff7a00"


# ---------------- geometry ----------------

def _pt(x: float, y: float, ox: float, oy: float, u: float) -> tuple[float, float]:
    """Grid point → pixels (y grows upwards on the grid)."""
    return ox + x * u, oy - y * u


def _pyramid(sheet: dict, ox: float, oy: float, u: float, *, next_tokens=frozenset(),
             trail=(), last=None, preview=None, big=True) -> str:
    """One pyramid. `trail` = the pending trail's vertices; `last` = what the latest round
    changed on this sheet; `preview` = this round's chosen (still secret) action."""
    out = []
    drawn, values, crossed = set(sheet["drawn"]), sheet["values"], set(sheet["crossed"])
    new_segments = set((last or {}).get("segments", []))
    new_block = (last or {}).get("block")
    preview_segments = set((preview or {}).get("segments", []))
    preview_block = (preview or {}).get("block")
    for b in BLOCKS:
        x, y = _pt(b.x0, b.tier + 1, ox, oy, u)
        w, h = (b.x1 - b.x0) * u, u
        token = f"b:{b.id}"
        classes = ["block"]
        if token in next_tokens:
            classes.append("legal")
        if b.id == new_block:
            classes.append("last")
        if b.id == preview_block:
            classes.append("selected")
        click = f' data-click="{token}"' if big else ""
        fill = BASE_STONE if b.is_base else STONE
        out.append(f'<g class="{" ".join(classes)}"{click}><title>{escape(block_name(b.id))}</title>'
                   f'<rect x="{x + 1:.1f}" y="{y + 1:.1f}" width="{w - 2:.1f}" height="{h - 2:.1f}" '
                   f'fill="{fill}" stroke="none" rx="{u * .06:.1f}"/>')
        if big:
            if b.label:
                out.append(f'<text x="{x + 6:.1f}" y="{y + 15:.1f}" font-size="14" font-weight="700" '
                           f'fill="#9b2d20">{b.label}</text>')
            if b.id in AXIS:
                out.append(f'<text x="{x + w - 7:.1f}" y="{y + 15:.1f}" font-size="12" '
                           f'text-anchor="end" fill="#6b5a33">◆</text>')
            if b.id in EXTERNAL:
                out.append(f'<text x="{x + w - 7:.1f}" y="{y + h - 7:.1f}" font-size="11" '
                           f'text-anchor="end" fill="#6b5a33">▲</text>')
        cx, cy = x + w / 2, y + h / 2
        if b.id in crossed:
            r = u * .3
            out.append(f'<path d="M{cx - r:.1f} {cy - r:.1f} L{cx + r:.1f} {cy + r:.1f} '
                       f'M{cx + r:.1f} {cy - r:.1f} L{cx - r:.1f} {cy + r:.1f}" stroke="{CROSS}" opacity=".75" '
                       f'stroke-width="{max(2, u * .07):.1f}" stroke-linecap="round"/>')
        v = values[b.id]
        if v is not None:
            weight = "400" if b.is_base else "700"
            colour = "#5b4a2a" if b.is_base else INK
            same = "=" if b.id in sheet.get("same", []) and big else ""
            out.append(f'<text x="{cx:.1f}" y="{cy + u * .2:.1f}" font-size="{u * .55:.0f}" '
                       f'font-weight="{weight}" text-anchor="middle" fill="{colour}" '
                       f'font-family="Georgia, serif">{v}{same}</text>')
        out.append("</g>")
    pending = set(trail_segments(list(trail))) if len(trail) > 1 else set()
    for s, ((xa, ya), (xb, yb)) in enumerate(SEGMENTS):
        (x1, y1), (x2, y2) = _pt(xa, ya, ox, oy, u), _pt(xb, yb, ox, oy, u)
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
    if big:
        for v, (gx, gy) in enumerate(VERTICES):
            px, py = _pt(gx, gy, ox, oy, u)
            token = f"v:{v}"
            if token in next_tokens:
                out.append(f'<g class="dot legal" data-click="{token}"><circle cx="{px:.1f}" cy="{py:.1f}" '
                           f'r="14" fill="transparent"/><circle cx="{px:.1f}" cy="{py:.1f}" r="7" '
                           f'fill="{ACCENT}" stroke="#fff" stroke-width="2"/></g>')
            elif trail and v == trail[-1]:
                out.append(f'<g class="dot selected" data-click="{token}"><circle cx="{px:.1f}" '
                           f'cy="{py:.1f}" r="9" fill="#ffd23f" stroke="{INK}" stroke-width="2"/>'
                           f'<title>step back</title></g>')
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
        elif token.startswith("n:"):
            out["n"] = int(token[2:])
        elif token == "help:same":
            out["same"] = True
        elif token.startswith("v:"):
            out["trail"].append(int(token[2:]))
    return out


# ---------------- panels ----------------

def _button(x, y, w, h, label, token, classes="legal", title="") -> str:
    tip = f"<title>{escape(title)}</title>" if title else ""
    return (f'<g class="button {classes}" data-click="{token}">{tip}<rect x="{x}" y="{y}" width="{w}" '
            f'height="{h}" rx="8" fill="#fffaf0" stroke="{INK}" stroke-width="1.5"/>'
            f'<text x="{x + w / 2}" y="{y + h / 2 + 5}" font-size="15" text-anchor="middle" '
            f'fill="{INK}">{escape(label)}</text></g>')


def _die(x, y, size, value) -> str:
    pips = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
            4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
            6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}[value]
    step = size / 4
    dots = "".join(f'<circle cx="{x + step * (1 + c):.1f}" cy="{y + step * (1 + r):.1f}" '
                   f'r="{size * .08:.1f}" fill="{INK}"/>' for c, r in pips)
    return (f'<g><title>the die shows {value}</title><rect x="{x}" y="{y}" width="{size}" '
            f'height="{size}" rx="{size * .15:.0f}" fill="#fff" stroke="{INK}" stroke-width="2"/>{dots}</g>')


_HELP_GLYPH = {"same": "=", "pm": "±1", "six": "6→?"}


def _helps(sheet: dict, next_tokens: set, pending: dict, interactive: bool) -> str:
    out = ['<text x="24" y="196" font-size="15" font-weight="700" fill="#3b2f1e">One-use helps</text>']
    y = 208
    for help_ in HELPS:
        token = f"help:{help_}"
        used = help_ in sheet["used"]
        classes = ["help"]
        if interactive and token in next_tokens:
            classes.append("legal")
        if pending["change"] == token or (help_ == "same" and pending["same"]):
            classes.append("selected")
        click = f' data-click="{token}"' if interactive and not used else ""
        out.append(f'<g class="{" ".join(classes)}"{click}><title>{HELP_NAME[help_]}'
                   f'{" (used)" if used else ""}</title>'
                   f'<rect x="24" y="{y}" width="196" height="44" rx="8" fill="{"#e6e0d2" if used else "#fffaf0"}" '
                   f'stroke="{INK}" stroke-width="1.5"/>'
                   f'<text x="50" y="{y + 29}" font-size="18" font-weight="700" text-anchor="middle" '
                   f'fill="{INK}">{_HELP_GLYPH[help_]}</text>'
                   f'<text x="78" y="{y + 27}" font-size="13" fill="{INK}">{HELP_NAME[help_]}</text>')
        if used:
            out.append(f'<path d="M30 {y + 6} L214 {y + 38} M214 {y + 6} L30 {y + 38}" '
                       f'stroke="{CROSS}" stroke-width="2.5"/>')
        out.append("</g>")
        y += 52
    if sheet["ability"]:
        token = "ability"
        classes = ["help"]
        if interactive and token in next_tokens:
            classes.append("legal")
        if pending["change"] == token:
            classes.append("selected")
        click = f' data-click="{token}"' if interactive else ""
        out.append(f'<g class="{" ".join(classes)}"{click}><title>Permanent plus/minus one (base bonus)</title>'
                   f'<rect x="24" y="{y}" width="196" height="44" rx="8" fill="#e8f3ea" stroke="{ACCENT}" '
                   f'stroke-width="1.5"/><text x="50" y="{y + 29}" font-size="18" font-weight="700" '
                   f'text-anchor="middle" fill="{ACCENT}">±1</text><text x="78" y="{y + 20}" font-size="13" '
                   f'fill="{INK}">Permanent ±1</text><text x="78" y="{y + 36}" font-size="11" '
                   f'fill="#5b4a2a">every round, no help</text></g>')
    return "".join(out)


def _bonus_guide(view: dict, me: int | None) -> str:
    """The five bonuses under the pyramid: claimed by you (ringed), by others, or gone."""
    out = []
    x, y, w, h = 244, 420, 144, 78
    descriptions = {"base": "base blocks all crossed → permanent ±1",
                    "axis": "5 ◆ axis blocks crossed → +3 points",
                    "full": "every block numbered → highest ▲ value",
                    "CA": "first: C and A crossed → C − A points",
                    "DB": "first: D and B crossed → D − B points"}
    for bonus in NORMAL_BONUSES + FIRST_BONUSES:
        first = bonus in FIRST_BONUSES
        mine = me is not None and bonus in view["sheets"][me]["bonuses"]
        if first:
            taken = view["first"][bonus]
            by = taken["by"] if taken else []
            gone = taken is not None and not mine
        else:
            by = view["normal_claimed"][bonus]
            gone = False
        stroke = "#b3261e" if first else INK
        fill = "#e8f3ea" if mine else ("#eee" if gone else "#fffaf0")
        out.append(f'<g class="bonus{" mine" if mine else ""}"><title>{escape(BONUS_NAME[bonus])}: '
                   f'{escape(descriptions[bonus])}</title><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" '
                   f'fill="{fill}" stroke="{stroke}" stroke-width="{3 if mine else 1.5}"/>'
                   f'<text x="{x + 8}" y="{y + 18}" font-size="13" font-weight="700" fill="{stroke}">'
                   f'{escape(BONUS_NAME[bonus])}</text>')
        words = descriptions[bonus].split(" → ")
        out.append(f'<text x="{x + 8}" y="{y + 36}" font-size="11" fill="{INK}">{escape(words[0])}</text>'
                   f'<text x="{x + 8}" y="{y + 51}" font-size="11" fill="{INK}">→ {escape(words[1])}</text>')
        if mine:
            pts = view["sheets"][me]["bonuses"][bonus]
            status = "yours: ability" if bonus == "base" else f"yours: {pts:+d}"
        elif gone:
            status = "taken by " + ", ".join(f"{{p{p}}}" for p in by)
        elif len(by) > 2:
            status = f"claimed by {len(by)} players"
        elif by:
            status = "claimed by " + ", ".join(f"{{p{p}}}" for p in by)
        else:
            status = "open"
        out.append(f'<text x="{x + 8}" y="{y + 69}" font-size="11" font-weight="700" '
                   f'fill="{ACCENT if mine else "#6b5a33"}">{status}</text></g>')
        if gone:
            out.append(f'<path d="M{x + 4} {y + 4} L{x + w - 4} {y + h - 4}" stroke="{CROSS}" stroke-width="2"/>')
        x += w + 6
    return "".join(out)


def _mini(view: dict, p: int, x: float, y: float) -> str:
    sheet = view["sheets"][p]
    acted = view["acted"][p]
    colour = PLAYER_COLOURS[p % len(PLAYER_COLOURS)]
    over = view["over"]
    status = "" if over else ("✓ chosen" if acted else "… choosing")
    bonuses = " ".join(b for b in NORMAL_BONUSES + FIRST_BONUSES if b in sheet["bonuses"])
    ox = x + MINI_W / 2
    oy = y + 36 + TIERS * MINI_U + 6
    return (f'<g class="mini"><rect x="{x}" y="{y}" width="{MINI_W}" height="{MINI_H}" rx="8" fill="#fbf6ea" '
            f'stroke="{colour}" stroke-width="2"/>'
            f'<text x="{x + 8}" y="{y + 18}" font-size="14" font-weight="700" fill="{colour}">{{p{p}}}</text>'
            f'<text x="{x + MINI_W - 8}" y="{y + 18}" font-size="13" text-anchor="end" fill="{INK}">'
            f'{view["scores"][p]} pts</text>'
            f'<text x="{x + 8}" y="{y + 33}" font-size="11" fill="#6b5a33">'
            f'{" · ".join(t for t in (status, bonuses) if t)}</text>'
            + _pyramid(sheet, ox, oy, MINI_U, last=view["last"][p], big=False) + "</g>")


# ---------------- the whole board ----------------

def svg(view: dict, ui: dict) -> str:
    me = view["viewer"]
    shown = me if me is not None else 0
    others = [p for p in range(len(view["sheets"])) if p != shown]
    next_tokens = set(ui.get("next", []))
    pending = _pending(ui.get("path", []))
    interactive = me is not None and me in view["to_act"]
    height = MINI_TOP + (MINI_H + 12 if others else 0)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {height}" role="img" '
           f'aria-label="Kukulkán sheets" font-family="system-ui, sans-serif">',
           f'<rect width="{W}" height="{height}" fill="#f5ecd7"/>']
    # the die and the round
    out.append(f'<text x="24" y="34" font-size="16" font-weight="700" fill="{INK}">Round {view["round"]}</text>')
    out.append(_die(24, 48, 88, view["roll"]))
    number = pending["n"] or view["roll"]
    out.append(f'<text x="128" y="86" font-size="13" fill="{INK}">your number</text>'
               f'<text x="128" y="124" font-size="38" font-weight="700" fill="{ACCENT}">{number}</text>')
    out.append(_helps(view["sheets"][shown], next_tokens, pending, interactive))
    # the large sheet
    colour = PLAYER_COLOURS[shown % len(PLAYER_COLOURS)]
    whose = "Your sheet" if me is not None else "{p0}'s sheet"
    out.append(f'<text x="{SHEET_X}" y="30" font-size="18" font-weight="700" text-anchor="middle" '
               f'fill="{colour}">{whose} — {view["scores"][shown]} points</text>')
    out.append(f'<line x1="{SHEET_X - (X_MAX - X_MIN) * U / 2 - 20}" y1="{GROUND_Y}" '
               f'x2="{SHEET_X + (X_MAX - X_MIN) * U / 2 + 20}" y2="{GROUND_Y}" stroke="#b49a62" stroke-width="6"/>')
    out.append(_pyramid(view["sheets"][shown], SHEET_X, GROUND_Y, U, next_tokens=next_tokens,
                        trail=pending["trail"], last=view["last"][shown],
                        preview=view["preview"] if me is not None else None))
    # the number choice, confirm and pass buttons
    bx = 24
    by = 420 if not view["sheets"][shown]["ability"] else 460
    choices = sorted((t for t in next_tokens if t.startswith("n:")), key=lambda t: int(t[2:]))
    if choices:
        out.append(f'<text x="{bx}" y="{by + 14}" font-size="13" fill="{INK}">Turn the die into:</text>')
        for i, token in enumerate(choices):
            out.append(_button(bx + i * 40, by + 22, 34, 34, token[2:], token))
    if "ok" in next_tokens:
        out.append(_button(SHEET_X + 210, 52, 120, 40, "Confirm trail", "ok"))
    if "pass" in next_tokens:
        out.append(_button(SHEET_X + 210, 52, 120, 40, "Pass", "pass",
                           title="No action is possible with this number, even with a help"))
    out.append(_bonus_guide(view, me))
    out.append('<text x="244" y="520" font-size="12" fill="#6b5a33">◆ axis · ▲ outline · '
               'A B C D first to claim · write less than the value below (or the sum of two) · '
               '= same-value stacking</text>')
    # everyone else
    x = 24
    for p in others:
        out.append(_mini(view, p, x, MINI_TOP))
        x += MINI_W + 4
    out.append("</svg>")
    return "".join(out)


def prompt(view: dict, ui: dict) -> str:
    me = view["viewer"]
    if view["over"]:
        return f"The game is over: {view['end']}."
    if me is None:
        return "Waiting for the players."
    roll = view["roll"]
    if me not in view["to_act"]:
        waiting = [p for p in view["to_act"]]
        names = ", ".join(f"{{p{p}}}" for p in waiting)
        return f"Your action is chosen; it shows when everyone has chosen. Waiting for {names}."
    pending = _pending(ui.get("path", []))
    n = pending["n"] or roll
    nxt = set(ui.get("next", []))
    if pending["trail"]:
        k = len(pending["trail"]) - 1
        if "ok" in nxt:
            return f"Your trail has its {n} segments: confirm it, or click its end to step back."
        return (f"Drawing: {k} of {n} segments. Click the next dot; click the trail's end to "
                f"step back.")
    if pending["change"] and pending["n"] is None:
        return "Choose the number the help turns the die into."
    if pending["same"]:
        return "Same-value stacking: click a closed blank block to write the value below it."
    if nxt == {"pass"}:
        return f"The die shows {roll}: no action is possible, even with a help — you must pass."
    helps = " You may first choose a help." if any(t.startswith(("help:", "ability")) for t in nxt) else ""
    return (f"Round {view['round']}: the number is {n}. Draw {n} border segment{'s' if n != 1 else ''} "
            f"(click a green dot), write {n} in a highlighted block, or cross a highlighted {n}.{helps}")


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
<li><b>Pass</b> only if none of these is possible, even with a help.</li>
</ol>
<p><b>One-use helps</b> (each once a game, at most one a round): <em>same-value stacking</em> (write the
very value below), <em>plus/minus one</em> (1 ↔ 2 or 6, 6 ↔ 5 or 1), <em>super-six</em> (a rolled 6
becomes 1–5).</p>
<p><b>Bonuses</b>: all base blocks crossed → a permanent plus/minus one (one change of the die per
round); the five ◆ axis blocks crossed → 3 points; every block numbered → points equal to the
highest ▲ outline block. First to claim (everyone who does it in the same round): C and A crossed →
C − A points; D and B crossed → D − B points.</p>
<p><b>End</b>: at the end of the round in which each of the three normal bonuses has been claimed at
least once by anyone. Most points wins; ties go to more crossed blocks, then are shared. Solo: play
for a high score — your best scores are kept in this browser.</p>
<p><b>How to click</b>: to draw, click the dots one after the other (the trail shows in green),
click its end to step back, then <em>Confirm trail</em>. To use a help, click it first, then the
number, then your action. Your chosen action shows in yellow until the round resolves.</p>
<p>The sheet is our own design (see the rules notes in the project).</p>
"""


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    return {"svg": svg(view, ui), "prompt": prompt(view, ui)}
