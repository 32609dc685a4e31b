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

from ...core.svgtext import escape

from ...core import i18n
from ...core.i18n import N_, join
from .data import (AXIS, BLOCKS, EXTERNAL, FIRST_BONUSES, FIRST_PAIRS, HELPS, NORMAL_BONUSES,
                   SEGMENTS, VERTICES, X_MAX, X_MIN, TIERS)
from .sheet import support_value, trail_segments
from .texts import BONUS_NAME, HELP_NAME, _, block_name, cap, ngettext

# the same seat colours as the log markers (assets/css/app.css)
PLAYER_COLOURS = ("#2d68b8", "#c2352b", "#7d5ba6", "#16a085", "#d35400", "#117a65")
SEAT_COLOURS = PLAYER_COLOURS      # seat p's colour (Game.seat_colours: the lobby's catalog)
# the seats' names as text: the same hues, dark enough to be read at 4.5:1 or more on the paper
# and the small sheets (seat 4's teal, seat 5's orange and seat 6's green were 3.0–4.5:1), and
# seat 6 kept darker than seat 4 so that the two stay apart
TEXT_COLOURS = ("#2d68b8", "#c2352b", "#7d5ba6", "#107662", "#b04500", "#0a5646")
STONE, BASE_STONE, INK, DOTS, CROSS = "#ecd9a8", "#d3b77a", "#3b2f1e", "#a08c5f", "#b3261e"
ACCENT, LAST, MUTED, PAPER, GROUND = "#1d6f42", "#b84a00", "#6b5a33", "#f5ecd7", "#b49a62"
# ◆/▲ marks and a base block's value: dark enough on the base stone (4.5:1; MUTED was 3.5:1)
MARK, BASE_INK = "#564829", "#584728"
# the edge of the yellow preview line, as the shell rings its pending click (3:1 on the stones)
PENDING_EDGE = "#7a5800"

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

def forced_pass() -> str:
    return _("No action is possible with this roll: you pass.")


HELP_TEXT = {
    "same": N_("Write exactly the value below a block (or the sum of the two below) instead of "
               "a lower one."),
    "pm": N_("Change the die by one up or down: 1 becomes 2 or 6, 6 becomes 5 or 1."),
    "six": N_("When a 6 is rolled, use 1, 2, 3, 4 or 5 instead."),
}
HELP_GLYPH = {"same": "=", "pm": "±1", "six": "6→?"}
HELP_SHORT = {"same": N_("Same value"), "pm": N_("Plus/minus 1"), "six": N_("Super-six")}
BONUS_TEXT = {"base": (N_("base blocks all crossed"), N_("→ permanent ±1")),
              "axis": (N_("5 ◆ axis blocks crossed"), N_("→ +3 points")),
              "full": (N_("every block numbered"), N_("→ highest ▲ value")),
              "CA": (N_("first: C and A crossed"), N_("→ C − A points")),
              "DB": (N_("first: D and B crossed"), N_("→ D − B points"))}
BONUS_SHORT = {"base": N_("base"), "axis": N_("axis"), "full": N_("full"), "CA": "C−A", "DB": "D−B"}
LEGEND = N_("◆ axis · ▲ outline · A–D first to claim · write less than the value below "
            "· = same-value stacking")


# ---------------- names and descriptions ----------------

def _cap(text: str) -> str:
    return cap(text)


def block_info(sheet: dict, block: int, now: str = "") -> str:
    """Everything about one block of a sheet, in words (for data-info and the tooltip)."""
    b = BLOCKS[block]
    drawn = set(sheet["drawn"])
    value = sheet["values"][block]
    lines = [_cap(block_name(block))]
    if b.is_base:
        lines.append(_("Printed value {value}: base blocks are never written on.").format(value=b.printed))
    elif value is None:
        lines.append(_("Blank."))
    elif block in sheet.get("same", ()):
        lines.append(_("Value {value} (same-value stacking).").format(value=value))
    else:
        lines.append(_("Value {value}.").format(value=value))
    done = sum(1 for s in b.border if s in drawn)
    lines.append(_("All borders drawn.") if done == len(b.border)
                 else _("Borders drawn: {done} of {total}.").format(done=done, total=len(b.border)))
    if not b.is_base:
        parts = [sheet["values"][s] for s in b.supports]
        below = " + ".join(_("blank") if v is None else str(v) for v in parts)
        support = support_value(sheet, block)
        if support is None and len(parts) == 1:
            lines.append(_("Rests on a blank block: it needs a value first."))
        elif support is None:
            lines.append(_("Rests on {below}: the blocks below need values first.").format(below=below))
        elif len(parts) > 1:
            lines.append(_("Rests on {below} = {sum}: write less than {sum}.").format(below=below, sum=support))
        else:
            lines.append(_("Rests on {value}: write less than {value}.").format(value=support))
    if block in sheet["crossed"]:
        lines.append(_("Crossed: 1 point."))
    if block in AXIS:
        lines.append(_("On the ◆ axis."))
    if block in EXTERNAL:
        lines.append(_("On the ▲ outline."))
    for bonus, (first, second) in FIRST_PAIRS.items():
        if b.label in (first, second):
            lines.append(_("Part of the {bonus}.").format(bonus=_(BONUS_NAME[bonus])))
    if now:
        lines.append(now)
    return "\n".join(lines)


def block_summary(sheet: dict, block: int) -> str:
    """A block as a screen reader hears it where it is only a picture: its name, what it holds
    and whether it is crossed (the details panel has the rest)."""
    lines = block_info(sheet, block).split("\n")
    state = lines[1]
    if block in sheet["crossed"]:
        state += " " + _("Crossed: 1 point.")
    return f"{lines[0]}. {state}"       # two sentences: no words of its own to translate


def button_name(block: int) -> str:
    """A block as a button names it, after its mark on the sheet: C, ◆2, base."""
    b = BLOCKS[block]
    if b.label:
        return b.label
    if b.is_base:
        return _("base")        # a base block is only ever crossed, and holds n: no doubt
    if block in AXIS:
        return f"◆{b.tier}"
    return str(block)


def _writes(sheet: dict, block: int, same: bool) -> bool:
    return sheet["values"][block] is None or same


def _action_label(token: str, sheet: dict, n: int, same: bool) -> str:
    """A write or cross on a button: "Write 4 · C"."""
    block = int(token[2:])
    if _writes(sheet, block, same):
        return _("Write {n} · {block}").format(n=n, block=button_name(block))
    return _("Cross {n} · {block}").format(n=n, block=button_name(block))


def named(shown: str, action: str) -> str:
    """An accessible name that starts with the words a button shows (`shown`: voice users say
    what they see), then says what pressing it does."""
    # TRANSLATORS: a button's accessible name: {shown} is the text on the button, as it is
    # drawn (voice users say it to press the button); {action} what pressing it does.
    return _("{shown}: {action}").format(shown=shown, action=action)


def block_shown(sheet: dict, block: int) -> str:
    """The words and numbers a block of the large sheet shows, as _pyramid draws them: its
    letter, its ◆ tier, its value ("D 3", "◆1 4"); the ▲ and = marks are pictures."""
    b = BLOCKS[block]
    value = sheet["values"][block]
    return " ".join(w for w in (b.label or "", f"◆{b.tier}" if block in AXIS and b.tier else "",
                                "" if value is None else str(value)) if w)


def button_action_name(token: str, sheet: dict, n: int, same: bool) -> str:
    """The name of a write or cross button (phone): its label, then the block it names in
    full ("Write 4 · ◆1: axis block ◆1")."""
    block = block_name(int(token[2:]))
    if same:
        block = _("{block}, by same-value stacking").format(block=block)
    return named(_action_label(token, sheet, n, same), block)


def action_name(token: str, sheet: dict, n: int, same: bool) -> str:
    """What clicking a block does, in a whole sentence (its accessible name)."""
    block = int(token[2:])
    name = block_name(block)
    if same:
        return _("Write {n} in {block} by same-value stacking").format(n=n, block=name)
    if _writes(sheet, block, same):
        return _("Write {n} in {block}").format(n=n, block=name)
    if BLOCKS[block].is_base:
        return _("Cross {block}").format(block=name)
    return _("Cross the {n} in {block}").format(n=n, block=name)


def dot_place(vertex: int) -> dict:
    """Where a dot of the sheet is, for a screen reader: its column (1–11, left to right,
    the axis is 6) and its row (1 on the ground, 6 at the top)."""
    x, y = VERTICES[vertex]
    return {"column": x - X_MIN + 1, "row": y + 1}


def die_info(view: dict, n: int) -> str:
    roll = view["roll"]
    lines = [_("Round {round}: the die shows {roll}.").format(round=view["round"], roll=roll)]
    if n != roll:
        lines.append(_("Your number, after the help: {n}.").format(n=n))
    lines += [_("With {n}, choose one action:").format(n=n),
              ngettext("Draw {n} border segment in one continuous trail: tap its dots one after "
                       "the other, then Confirm trail.",
                       "Draw {n} border segments in one continuous trail: tap its dots one after "
                       "the other, then Confirm trail.", n).format(n=n),
              _("Or write {n} in a blank block with all borders drawn that rests on more "
                "than {n}.").format(n=n),
              _("Or cross a block holding {n} (a base block once its borders are drawn).").format(n=n),
              # (a game of rules version 1 keeps its own passing rule: RULES_NOTES.md)
              _("A one-use help may change the number first. You may pass only when nothing is "
                "possible without a help.") if view.get("rules") != "1" else
              _("A one-use help may change the number first. You may pass only when no action "
                "is possible, even with a help.")]
    return "\n".join(lines)


def help_info(help_: str, used: bool) -> str:
    text = _("{help} (one use, at most one help a round): {text}").format(
        help=_(HELP_NAME[help_]), text=_(HELP_TEXT[help_]))
    return text + ("\n" + _("Already used.") if used else "")


def ability_info() -> str:
    return _("Permanent plus/minus one (the base bonus): every round you may change the die "
             "by one, as with the help, without using it up. Not together with "
             "plus/minus one or super-six.")


def _names(seats) -> str:
    return join([f"{{p{p}}}" for p in seats])


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
        if bonus == "base":
            return _("yours (the ability)"), True, False
        return _("yours ({points})").format(points=f"{pts:+d}"), True, False
    if gone:
        return _("taken by {names}").format(names=_names(by)), False, True
    if len(by) > 2:
        return ngettext("claimed by {n} player", "claimed by {n} players", len(by)).format(n=len(by)), \
            False, False
    if by:
        return _("claimed by {names}").format(names=_names(by)), False, False
    return _("open"), False, False


BONUS_WHAT = {"base": N_("All five base blocks crossed: a permanent plus/minus one (change the die "
                         "by one every round)."),
              "axis": N_("All five ◆ axis blocks crossed: 3 points."),
              "full": N_("Every block numbered: points equal to the highest ▲ outline block."),
              "CA": N_("C and A both crossed: C − A points."),
              "DB": N_("D and B both crossed: D − B points.")}


def bonus_info(view: dict, me: int | None, bonus: str) -> str:
    first = bonus in FIRST_BONUSES
    kind = (_("First to claim: whoever reaches it first (everyone in that same round) gets it, "
              "then nobody else.") if first else _("Every player can claim it."))
    status = bonus_status(view, me, bonus)[0]
    return "\n".join([cap(_(BONUS_NAME[bonus])), _(BONUS_WHAT[bonus]), kind,
                      _("Now: {status}.").format(status=status)])


def _attr(text: str) -> str:
    return escape(text, quote=True)


def _aria(text: str) -> str:
    """An accessible name (what activating the element does, or what a group holds)."""
    return f' aria-label="{_attr(text)}"'


HIDDEN = ' aria-hidden="true"'


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
             hit_r=0.0, label="", actions=None, heard=True) -> str:
    """One pyramid. `clickable`: blocks that carry their data-click token (classed legal);
    `targets`: blocks on offer through a button instead (highlighted, not clickable here);
    `dots`: the legal dot tokens; `trail` = the pending trail's vertices; `last` = what the
    latest round changed; `preview` = this round's chosen (still secret) action;
    `marks`: labels and ◆ ▲; `infos`: block → extra line for its details; `hit_r`: the radius
    of a legal dot's hit circle (0: no dots drawn as targets); `label`: the group's accessible
    name; `actions`: token → the accessible name of a clickable block or dot; `heard`: its blocks
    are named pictures for a screen reader (False: the whole pyramid is hidden from it, a sheet
    too small to read, summed up by its group)."""
    out = [f'<g role="group"{_aria(label)}>' if label else "<g>" if heard else f"<g{HIDDEN}>"]
    actions = actions or {}
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
        click = f' data-click="{token}"{_aria(actions.get(token, ""))}' if token in clickable else ""
        if not click and heard:          # a picture, heard by its name (its marks and value too)
            click = f' role="img"{_aria(block_summary(sheet, b.id))}'
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
                tag = f"◆{b.tier}" if b.tier else "◆"     # as blocks are named: ◆1 … ◆4
                out.append(f'<text x="{x + w - 5:.1f}" y="{top:.1f}" font-size="{mark_size - 1}" '
                           f'text-anchor="end" fill="{MARK}">{tag}</text>')
            if b.id in EXTERNAL:
                out.append(f'<text x="{x + w - 5:.1f}" y="{y + h - 5:.1f}" font-size="{mark_size - 1}" '
                           f'text-anchor="end" fill="{MARK}">▲</text>')
        cx, cy = x + w / 2, y + h / 2
        if b.id in crossed:
            r = min(w, h) * .32
            out.append(f'<path d="M{cx - r:.1f} {cy - r:.1f} L{cx + r:.1f} {cy + r:.1f} '
                       f'M{cx + r:.1f} {cy - r:.1f} L{cx - r:.1f} {cy + r:.1f}" stroke="{CROSS}" '
                       f'opacity=".75" stroke-width="{max(2, u * .07):.1f}" stroke-linecap="round"/>')
        v = values[b.id]
        if v is not None:
            weight = "400" if b.is_base else "700"
            colour = BASE_INK if b.is_base else INK
            same = "=" if b.id in sheet.get("same", []) and marks else ""
            size = max(11, round(u * .55))
            out.append(f'<text x="{cx:.1f}" y="{cy + size * .36:.1f}" font-size="{size}" '
                       f'font-weight="{weight}" text-anchor="middle" fill="{colour}" '
                       f'font-family="Georgia, serif">{v}{same}</text>')
        out.append("</g>")
    pending = set(trail_segments(list(trail))) if len(trail) > 1 else set()
    out.append(f"<g{HIDDEN}>")          # the lines and the plain dots: pictures only
    for s, ((xa, ya), (xb, yb)) in enumerate(SEGMENTS):
        if s in preview_segments and s not in pending:     # the yellow preview's edge, under it
            (x1, y1), (x2, y2) = frame.pt(xa, ya), frame.pt(xb, yb)
            out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                       f'stroke="{PENDING_EDGE}" stroke-width="{u * .1 + 3:.1f}" stroke-linecap="round"/>')
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
    targets = []
    if hit_r:
        for v, (gx, gy) in enumerate(VERTICES):
            px, py = frame.pt(gx, gy)
            token = f"v:{v}"
            if token in dots:
                info = (_("Continue your trail to this dot.") if trail
                        else _("Start your trail at this dot."))
                name = actions.get(token) or info
                targets.append(f'<g class="dot legal" data-click="{token}"{_aria(name)} '
                               f'data-info="{_attr(info)}">'
                               f'<circle cx="{px:.1f}" cy="{py:.1f}" r="{hit_r:.0f}" fill="#000" '
                               f'fill-opacity="0"/><circle cx="{px:.1f}" cy="{py:.1f}" r="7" '
                               f'fill="{ACCENT}" stroke="#fff" stroke-width="2"/></g>')
            elif trail and v == trail[-1]:
                info = _("The end of your trail: tap it to take back its last segment.")
                back, tip = _("Step back: take back the trail’s last segment"), _("step back")
                targets.append(f'<g class="dot selected" data-click="{token}"'
                               f'{_aria(back)} '
                               f'data-info="{_attr(info)}">'
                               f'<title>{escape(tip)}</title><circle cx="{px:.1f}" '
                               f'cy="{py:.1f}" r="{hit_r:.0f}" fill="#000" fill-opacity="0"/><circle '
                               f'cx="{px:.1f}" cy="{py:.1f}" r="9" fill="#ffd23f" stroke="{INK}" '
                               f'stroke-width="2"/></g>')
            else:
                out.append(f'<circle cx="{px:.1f}" cy="{py:.1f}" r="2.6" fill="{DOTS}"/>')
    out.append("</g>")
    return "".join(out + targets) + "</g>"


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
        self.colour = TEXT_COLOURS[self.shown % len(TEXT_COLOURS)]
        self.preview = view["preview"] if self.me is not None else None

    def action_label(self, token: str) -> str:
        return _action_label(token, self.sheet, self.n, self.pending["same"])

    def action_name(self, token: str) -> str:
        return action_name(token, self.sheet, self.n, self.pending["same"])

    def button_action_name(self, token: str) -> str:
        return button_action_name(token, self.sheet, self.n, self.pending["same"])

    def actions(self) -> dict:
        """token → accessible name, for the blocks and dots on offer (a block's starts with
        the marks and number it shows)."""
        names = {}
        for t in self.blocks:
            shown = block_shown(self.sheet, int(t[2:]))
            names[t] = named(shown, self.action_name(t)) if shown else self.action_name(t)
        trail = self.pending["trail"]
        for t in self.dots:
            if not t[2:].isdigit() or int(t[2:]) >= len(VERTICES):
                continue
            where = dot_place(int(t[2:]))
            if trail:
                names[t] = _("Continue the trail to the dot in column {column}, row {row} "
                             "(segment {k} of {n})").format(k=len(trail), n=self.n, **where)
            else:
                names[t] = ngettext("Start a trail of {n} segment at the dot in column {column}, "
                                    "row {row}",
                                    "Start a trail of {n} segments at the dot in column {column}, "
                                    "row {row}", self.n).format(n=self.n, **where)
        return names

    def block_notes(self) -> dict:
        """Details lines for the blocks on offer through a button."""
        return {int(t[2:]): _("On offer now: the button “{label}” above.").format(
                    label=self.action_label(t)) for t in self.blocks}

    def whose(self) -> str:
        return _("Your sheet") if self.me is not None else \
            _("{name}’s sheet").format(name=f"{{p{self.shown}}}")

    def score(self) -> str:
        pts = self.view["scores"][self.shown]
        return ngettext("{n} point", "{n} points", pts).format(n=pts)


# ---------------- pieces shared by both drawings ----------------

def _button(x, y, w, h, label, token, classes="legal", title="", size=15, info="", name="") -> str:
    """A button; `name` is its accessible name (what pressing it does) when the label alone
    does not say it."""
    tip = f"<title>{escape(title or info)}</title>" if title or info else ""
    data = f' data-info="{_attr(info or title)}"' if info or title else ""
    return (f'<g class="button {classes}" data-click="{token}"{_aria(name or label)}{data}>{tip}'
            f'<rect x="{x:.0f}" y="{y:.0f}" '
            f'width="{w:.0f}" height="{h:.0f}" rx="8" fill="#fffaf0" stroke="{INK}" stroke-width="1.5"/>'
            f'<text x="{x + w / 2:.1f}" y="{y + h / 2 + size * .35:.1f}" font-size="{size}" '
            f'text-anchor="middle" fill="{INK}">{escape(label)}</text></g>')


def _number_button(x, y, w, h, token) -> str:
    n = int(token[2:])
    return _button(x, y, w, h, token[2:], token,
                   info=_("Use {n} as your number this round.").format(n=n),
                   name=_("Use {n} as your number").format(n=n))


def _confirm_button(x, y, w, h, pos) -> str:
    label = _("Confirm trail")
    return _button(x, y, w, h, label, "ok",
                   info=_("Draw this trail as your action for the round."),
                   name=named(label, ngettext("draw its {n} segment", "draw its {n} segments",
                                              pos.n).format(n=pos.n)))


def _pass_button(x, y, w, h) -> str:
    return _button(x, y, w, h, _("Pass"), "pass",
                   info=_("Pass this round: nothing is possible without a help."),
                   name=_("Pass this round"))


def _die(x, y, size, value, info) -> str:
    pips = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
            4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
            6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}.get(value, [])
    step = size / 4
    dots = "".join(f'<circle cx="{x + step * (1 + c):.1f}" cy="{y + step * (1 + r):.1f}" '
                   f'r="{size * .08:.1f}" fill="{INK}"/>' for c, r in pips)
    name = _("The die shows {roll}").format(roll=value)
    return (f'<g class="die" role="img"{_aria(name)} '
            f'data-info="{_attr(info)}"><title>{escape(info)}</title>'
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
    name = named(label, _("use this help (one use per game)"))
    click = f' data-click="{token}"{_aria(name)}' if pos.interactive and not used else ""
    info = help_info(help_, used)
    out = [f'<g class="{" ".join(classes)}"{click} data-info="{_attr(info)}"><title>{escape(info)}</title>'
           f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{"#e6e0d2" if used else "#fffaf0"}" '
           f'stroke="{INK}" stroke-width="1.5"/>'
           f'<text x="{x + 54}" y="{y + h / 2 + 5:.1f}" font-size="{label_size}" fill="{INK}">'
           f'{escape(label)}</text>']
    if used:
        out.append(f'<path d="M{x + 6} {y + 6} L{x + w - 6} {y + h - 6} M{x + w - 6} {y + 6} '
                   f'L{x + 6} {y + h - 6}" stroke="{CROSS}" stroke-width="2.5"{HIDDEN}/>')
    out.append("</g>")
    out.append(_glyph(HELP_GLYPH[help_], x + 26, y + h / 2 + 6, INK))
    return "".join(out)


def _glyph(glyph: str, x: float, y: float, fill: str) -> str:
    """A help's symbol, drawn over its button but outside it: a picture beside the button's
    words, not part of its name (a click or tap on it reaches the button below)."""
    return (f'<text x="{x}" y="{y:.1f}" font-size="18" font-weight="700" text-anchor="middle" '
            f'fill="{fill}" pointer-events="none"{HIDDEN}>{escape(glyph)}</text>')


def _ability(pos: _Position, x, y, w, h, lines: tuple[str, ...], sizes: tuple[int, ...]) -> str:
    token = "ability"
    classes = ["help"]
    if pos.interactive and token in pos.next:
        classes.append("legal")
    if pos.pending["change"] == token:
        classes.append("selected")
    name = named(", ".join(lines), _("change the die by one this round"))
    click = f' data-click="{token}"{_aria(name)}' if pos.interactive else ""
    texts = []
    ty = y + h / 2 - (len(lines) - 1) * 8 + 5
    for line, size in zip(lines, sizes):
        texts.append(f'<text x="{x + 54}" y="{ty:.1f}" font-size="{size}" fill="{INK}">{escape(line)}</text>')
        ty += 16
    info = ability_info()
    return (f'<g class="{" ".join(classes)}"{click} data-info="{_attr(info)}">'
            f'<title>{escape(info)}</title>'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="#e8f3ea" stroke="{ACCENT}" '
            f'stroke-width="1.5"/>{"".join(texts)}</g>' + _glyph("±1", x + 26, y + h / 2 + 6, ACCENT))


def _bonus_box(view: dict, me, bonus: str, x, y, w, h, title_size: int, size: int) -> str:
    first = bonus in FIRST_BONUSES
    status, mine, gone = bonus_status(view, me, bonus)
    stroke = CROSS if first else INK
    fill = "#e8f3ea" if mine else ("#eee" if gone else "#fffaf0")
    info = bonus_info(view, me, bonus)
    line1, line2 = (_(t) for t in BONUS_TEXT[bonus])
    gap = (h - title_size - 3 * size) / 4
    y1 = y + gap + title_size
    y2 = y1 + gap + size
    y3 = y2 + size + 2
    y4 = y3 + gap + size
    # heard as one picture: its name, what it gives and its status now (not the box's short lines)
    name, what, _kind, now = info.split("\n")
    heard = _aria(f"{name}. {what} {now}")
    out = [f'<g class="bonus{" mine" if mine else ""}" role="img"{heard} data-info="{_attr(info)}">'
           f'<title>{escape(info)}</title>'
           f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{fill}" stroke="{stroke}" '
           f'stroke-width="{3 if mine else 1.5}"/>'
           f'<text x="{x + 8}" y="{y1:.1f}" font-size="{title_size}" font-weight="700" fill="{stroke}">'
           f'{escape(cap(_(BONUS_NAME[bonus])))}</text>'
           f'<text x="{x + 8}" y="{y2:.1f}" font-size="{size}" fill="{INK}">{escape(line1)}</text>'
           f'<text x="{x + 8}" y="{y3:.1f}" font-size="{size}" fill="{INK}">{escape(line2)}</text>'
           f'<text x="{x + 8}" y="{y4:.1f}" font-size="{size}" font-weight="700" '
           f'fill="{ACCENT if mine else MUTED}">{escape(status)}</text>']
    if gone:
        out.append(f'<path d="M{x + 4} {y + 4} L{x + w - 4} {y + h - 4}" stroke="{CROSS}" '
                   f'stroke-width="2"{HIDDEN}/>')
    out.append("</g>")
    return "".join(out)


def _status(view: dict, p: int) -> str:
    sheet = view["sheets"][p]
    chosen = "" if view["over"] else (_("✓ chosen") if view["acted"][p] else _("… choosing"))
    bonuses = " ".join(_(BONUS_SHORT[b]) for b in NORMAL_BONUSES + FIRST_BONUSES if b in sheet["bonuses"])
    return " · ".join(t for t in (chosen, bonuses) if t)


def _mini(view: dict, p: int, x: float, y: float, w: float, u: float, *, sizes=(14, 13, 11)) -> str:
    """A player's sheet, small and not clickable, with their name, score and status."""
    sheet = view["sheets"][p]
    colour = PLAYER_COLOURS[p % len(PLAYER_COLOURS)]
    name_colour = TEXT_COLOURS[p % len(TEXT_COLOURS)]
    head = sizes[0] + sizes[2] + 12
    h = head + TIERS * u + 10
    frame = Frame(x + w / 2, y + head + TIERS * u + 4, u)
    name = f"{{p{p}}}"
    pts = view["scores"][p]
    points = ngettext("{n} point", "{n} points", pts).format(n=pts)
    info = _("{name}: {points}.").format(name=name, points=points)
    status = _status(view, p)
    if status:
        info += "\n" + status
    # the viewer's own sheet (the phone's Sheets panel) is "your sheet", never "You’s sheet"
    whose = _("Your sheet") if p == view["viewer"] else _("{name}’s sheet").format(name=name)
    short = ngettext("{n} pt", "{n} pts", pts).format(n=pts)
    return (f'<g class="mini" role="group"{_aria(whose)} data-info="{_attr(info)}">'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" '
            f'rx="8" fill="#fbf6ea" stroke="{colour}" stroke-width="2"{HIDDEN}/>'
            f'<text x="{x + 8}" y="{y + sizes[0] + 4}" font-size="{sizes[0]}" font-weight="700" '
            f'fill="{name_colour}">{name}</text>'
            f'<text x="{x + w - 8}" y="{y + sizes[0] + 4}" font-size="{sizes[1]}" text-anchor="end" '
            f'fill="{INK}">{escape(short)}</text>'
            f'<text x="{x + 8}" y="{y + sizes[0] + sizes[2] + 8}" font-size="{sizes[2]}" fill="{MUTED}">'
            f'{escape(status)}</text>'
            + _still_pyramid(sheet, frame, view["last"][p], u >= 28) + "</g>")


# Another player's sheet changes once a round, yet every click redraws it: drawn once per
# language, sheet, place and size (a third of a click's drawing time with three players).
_STILL_PYRAMIDS: dict[tuple, str] = {}


def _still_pyramid(sheet: dict, frame: Frame, last: dict | None, large: bool) -> str:
    key = (i18n.current(), repr(sheet), repr(last), frame.ox, frame.oy, frame.u, frame.turned, large)
    if key not in _STILL_PYRAMIDS:
        if len(_STILL_PYRAMIDS) >= 64:
            _STILL_PYRAMIDS.clear()
        _STILL_PYRAMIDS[key] = _pyramid(sheet, frame, last=last, marks=large, heard=large)
    return _STILL_PYRAMIDS[key]


def mini_height(u: float, sizes=(14, 13, 11)) -> float:
    return sizes[0] + sizes[2] + 12 + TIERS * u + 10


# ---------------- wide: the desk overview ----------------

def svg(view: dict, ui: dict) -> str:
    pos = _Position(view, ui)
    height = MINI_TOP + (mini_height(MINI_U) + 10 if pos.others else 0)
    title, round_, your_number = _("Kukulkán sheets"), _("Round {round}"), _("your number")
    helps, number, number_colon = _("One-use helps"), _("Your number"), _("Your number:")
    bonuses = _("Bonuses")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {height:.0f}" role="img" '
           f'{_aria(title)[1:]} font-family="system-ui, sans-serif">',
           f'<rect width="{W}" height="{height:.0f}" fill="{PAPER}"{HIDDEN}/>']
    # the die, the number and the helps
    out.append(f'<text x="16" y="30" font-size="16" font-weight="700" fill="{INK}">'
               f'{escape(round_.format(round=view["round"]))}</text>')
    out.append(_die(16, 42, 80, view["roll"], die_info(view, pos.n)))
    out.append(f'<text x="112" y="78" font-size="13" fill="{INK}">{escape(your_number)}</text>'
               f'<text x="112" y="116" font-size="38" font-weight="700" fill="{ACCENT}">{pos.n}</text>')
    out.append(f'<g role="group"{_aria(helps)}>'
               f'<text x="16" y="154" font-size="15" font-weight="700" fill="{INK}"{HIDDEN}>'
               f'{escape(helps)}</text>')
    y = 164
    for help_ in HELPS:
        out.append(_help(pos, help_, 16, y, 200, 44, _(HELP_NAME[help_]), 13))
        y += 52
    if pos.sheet["ability"]:
        out.append(_ability(pos, 16, y, 200, 44, (_("Permanent ±1"), _("every round, no help")), (13, 11)))
        y += 52
    out.append("</g>")
    # the large sheet
    out.append(f'<text x="{SHEET_X}" y="30" font-size="18" font-weight="700" text-anchor="middle" '
               f'fill="{pos.colour}">{escape(pos.whose())} — {escape(pos.score())}</text>')
    half = (X_MAX - X_MIN) * U / 2
    out.append(f'<line x1="{SHEET_X - half - 16}" y1="{GROUND_Y}" x2="{SHEET_X + half + 16}" '
               f'y2="{GROUND_Y}" stroke="{GROUND}" stroke-width="6"{HIDDEN}/>')
    out.append(_pyramid(pos.sheet, Frame(SHEET_X, GROUND_Y, U), clickable=set(pos.blocks),
                        dots=pos.dots, trail=pos.pending["trail"], last=view["last"][pos.shown],
                        preview=pos.preview, hit_r=U * .4, label=pos.whose(), actions=pos.actions()))
    bx = SHEET_X + half + 12
    if "ok" in pos.next:
        out.append(_confirm_button(bx, 60, W - 8 - bx, 44, pos))
    if "pass" in pos.next:
        out.append(_pass_button(bx, 60, W - 8 - bx, 44))
    if pos.numbers:
        # right of the sheet, two a row
        out.append(f'<g role="group"{_aria(number)}>'
                   f'<text x="{bx}" y="78" font-size="13" fill="{INK}"{HIDDEN}>'
                   f'{escape(number_colon)}</text>')
        for i, token in enumerate(pos.numbers):
            out.append(_number_button(bx + (i % 2) * 50, 90 + (i // 2) * 50, 44, 44, token))
        out.append("</g>")
    # the bonus guide and the legend
    x = 16
    legend = _(LEGEND)
    out.append(f'<g role="group"{_aria(bonuses)}>')
    for bonus in NORMAL_BONUSES + FIRST_BONUSES:
        out.append(_bonus_box(view, pos.me, bonus, x, GUIDE_Y, 179, 84, 14, 12))
        x += 187
    out.append("</g>")
    out.append(f'<text x="16" y="{GUIDE_Y + 106}" font-size="13" fill="{MUTED}">{escape(legend)}</text>')
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
    items = []      # (width, a function drawing the button at x, y)
    for token in pos.numbers:
        items.append((48, lambda x, y, w, t=token: _number_button(x, y, w, 48, t)))
    if "ok" in pos.next:
        label = _("Confirm trail")
        items.append((max(140, _text_width(label, 15) + 16),
                      lambda x, y, w: _confirm_button(x, y, w, 48, pos)))
    for token in pos.blocks:
        label = pos.action_label(token)
        info = block_info(pos.sheet, int(token[2:]), _("Now: {action}.").format(action=label))
        items.append((max(90, _text_width(label, 15) + 16),
                      lambda x, y, w, t=token, label=label, info=info:
                      _button(x, y, w, 48, label, t, info=info, name=pos.button_action_name(t))))
    if "pass" in pos.next:
        label = _("Pass")
        items.append((max(84, _text_width(label, 15) + 16), lambda x, y, w: _pass_button(x, y, w, 48)))
    out, x, y = [], 6.0, 6.0
    number, choices = _("Number:"), _("Your choices")
    if pos.numbers:
        out.append(f'<text x="{x + 2}" y="{y + 29}" font-size="14" fill="{INK}"{HIDDEN}>'
                   f'{escape(number)}</text>')
        x += 64
    for width, make in items:
        if x + width > PW - 6 and x > 6:
            x, y = 6.0, y + 54
        out.append(make(x, y, width))
        x += width + 6
    if not items:
        hint = _hint(pos)
        if hint:
            out.append(_hint_text(hint))
    elif pos.numbers or pos.blocks:
        out = [f'<g role="group"{_aria(choices)}>'] + out + ["</g>"]
    return out, max(BAR_H, y + 54)


def _hint_text(hint: str) -> str:
    """The hint above the phone's sheet: one line, or two (broken between its sentences or
    words) when it would not fit the width (French and German run longer)."""
    if _text_width(hint, 14) <= PW - 16:
        return f'<text x="8" y="36" font-size="14" fill="{MUTED}">{escape(hint)}</text>'
    words, first = hint.split(" "), ""
    cut = hint.find(". ")
    if 0 < cut and _text_width(hint[:cut + 1], 14) <= PW - 16 and _text_width(hint[cut + 2:], 14) <= PW - 16:
        first, second = hint[:cut + 1], hint[cut + 2:]
    else:
        while words and _text_width((first + " " + words[0]).strip(), 14) <= PW - 16:
            first = (first + " " + words.pop(0)).strip()
        second = " ".join(words)
    return (f'<text font-size="14" fill="{MUTED}"><tspan x="8" y="26">{escape(first)}</tspan>'
            f'<tspan x="8" y="45">{escape(second)}</tspan></text>')


def _hint(pos: _Position) -> str:
    view = pos.view
    if view["over"]:
        return _("The game is over.")
    if pos.me is None:
        return ""
    if not pos.interactive:
        return _("Chosen: it shows when everyone has chosen.")
    if pos.pending["trail"]:
        k = len(pos.pending["trail"]) - 1
        return ngettext("Trail: {k} of {n} segment. Tap the next dot.",
                        "Trail: {k} of {n} segments. Tap the next dot.", pos.n).format(k=k, n=pos.n)
    if pos.pending["same"]:
        return _("Choose a block.")
    if pos.dots:
        return _("Tap a green dot to draw {n}.").format(n=pos.n)
    return ""


def phone_svg(view: dict, ui: dict) -> str:
    pos = _Position(view, ui)
    bar, bar_h = _bar(pos)
    top = bar_h                                   # the sheet's area starts here
    oy = top + HIT_R + 2                          # the row of the grid's x = X_MIN
    frame = Frame(P_GROUND_X, oy, PU, turned=True)
    height = oy + (X_MAX - X_MIN) * PU + HIT_R + 8
    title = _("Kukulkán: your sheet") if pos.me is not None else _("Kukulkán: a sheet")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PW} {height:.0f}" role="img" '
           f'{_aria(title)[1:]} font-family="system-ui, sans-serif">',
           f'<rect width="{PW}" height="{height:.0f}" fill="{PAPER}"{HIDDEN}/>']
    out += bar
    out.append(f'<line x1="0" y1="{bar_h - 2:.0f}" x2="{PW}" y2="{bar_h - 2:.0f}" stroke="#e2d3ac" '
               f'stroke-width="1"{HIDDEN}/>')
    # the ground, on the left
    out.append(f'<line x1="{P_GROUND_X - 8}" y1="{oy - 6:.0f}" x2="{P_GROUND_X - 8}" '
               f'y2="{oy + (X_MAX - X_MIN) * PU + 6:.0f}" stroke="{GROUND}" stroke-width="6"{HIDDEN}/>')
    out.append(_pyramid(pos.sheet, frame, targets=set(pos.blocks), dots=pos.dots,
                        trail=pos.pending["trail"], last=view["last"][pos.shown],
                        preview=pos.preview, infos=pos.block_notes(), hit_r=HIT_R,
                        label=pos.whose(), actions=pos.actions()))
    # the top corner beside the pyramid's top: die, round, number, score
    sx, sw = P_SIDE_X, PW - 4 - P_SIDE_X
    y = top + 2
    round_, number, ends, helps = _("Round {round}"), _("number"), _("base ◀ · top ▶"), _("One-use helps")
    out.append(_die(sx, y, 56, view["roll"], die_info(view, pos.n)))
    out.append(f'<text x="{sx + 66}" y="{y + 18}" font-size="14" font-weight="700" fill="{INK}">'
               f'{escape(round_.format(round=view["round"]))}</text>'
               f'<text x="{sx + 66}" y="{y + 48}" font-size="13" fill="{INK}">{escape(number)}</text>'
               f'<text x="{sx + 122}" y="{y + 50}" font-size="28" font-weight="700" '
               f'fill="{ACCENT}">{pos.n}</text>')
    y += 82
    out.append(f'<text x="{sx}" y="{y}" font-size="15" font-weight="700" fill="{pos.colour}">'
               f'{escape(pos.whose())}</text>'
               f'<text x="{sx}" y="{y + 20}" font-size="15" fill="{INK}">{escape(pos.score())}</text>'
               f'<text x="{sx}" y="{y + 40}" font-size="13" fill="{MUTED}">'
               f'{escape(ends)}</text>')
    out.append(f'<g role="group"{_aria(helps)}>')
    if pos.sheet["ability"]:
        out.append(_ability(pos, sx, y + 52, sw, 48, (_("Permanent ±1"),), (13,)))
    # the bottom corner: the helps
    y = oy + (X_MAX - X_MIN) * PU + HIT_R + 6 - 3 * 52
    for help_ in HELPS:
        out.append(_help(pos, help_, sx, y, sw, 46, _(HELP_SHORT[help_]), 14))
        y += 52
    out.append("</g></svg>")
    return "".join(out)


def sheets_panel(view: dict) -> str:
    """Every sheet upright, the viewer's first: scores, bonuses and who has chosen."""
    me = view["viewer"]
    order = ([me] if me is not None else []) + [p for p in range(len(view["sheets"])) if p != me]
    u = PANEL_U
    h = mini_height(u, (16, 15, 13))
    height = 8 + len(order) * (h + 8)
    title = _("Every sheet")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PW} {height:.0f}" role="img" '
           f'{_aria(title)[1:]} font-family="system-ui, sans-serif">',
           f'<rect width="{PW}" height="{height:.0f}" fill="{PAPER}"{HIDDEN}/>']
    y = 8
    for p in order:
        out.append(_mini(view, p, 6, y, PW - 12, u, sizes=(16, 15, 13)))
        y += h + 8
    out.append("</svg>")
    return "".join(out)


BONUS_LEGEND = (N_("◆ axis · ▲ outline · A–D first to claim"), N_("Write less than the value below;"),
                N_("= marks same-value stacking."))


def bonuses_panel(view: dict) -> str:
    me = view["viewer"]
    bonuses = NORMAL_BONUSES + FIRST_BONUSES
    box_h = 92
    height = 12 + len(bonuses) * (box_h + 8) + 70
    title = _("Bonuses")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PW} {height}" role="img" '
           f'{_aria(title)[1:]} font-family="system-ui, sans-serif">',
           f'<rect width="{PW}" height="{height}" fill="{PAPER}"{HIDDEN}/>']
    y = 8
    for bonus in bonuses:
        out.append(_bonus_box(view, me, bonus, 6, y, PW - 12, box_h, 16, 14))
        y += box_h + 8
    for i, line in enumerate(BONUS_LEGEND):
        out.append(f'<text x="8" y="{y + 18 + i * 20}" font-size="14" fill="{MUTED}">{escape(_(line))}</text>')
    out.append("</svg>")
    return "".join(out)


# ---------------- the prompt ----------------

END_WHY = {"bonuses": N_("The game is over: all three normal bonuses have been claimed."),
           "frozen": N_("The game is over: no sheet allows any action for any roll.")}
# What the number allows now (draw, write, cross) → the prompt.
CHOICES = {
    (True, True, True): N_("Number {n}: draw, write or cross."),
    (True, True, False): N_("Number {n}: draw or write."),
    (True, False, True): N_("Number {n}: draw or cross."),
    (False, True, True): N_("Number {n}: write or cross."),
    (True, False, False): N_("Number {n}: draw a trail."),
    (False, True, False): N_("Number {n}: write in a block."),
    (False, False, True): N_("Number {n}: cross a block."),
}


def prompt(view: dict, ui: dict) -> str:
    """One short line (it must fit a phone); the details are on the die (tap it)."""
    me = view["viewer"]
    if view["over"]:
        return _(END_WHY.get(view["end"], N_("The game is over.")))
    if me is None:
        return _("Waiting for the players.")
    if me not in view["to_act"]:
        return _("Chosen. Waiting for {names}.").format(names=_names(view["to_act"]))
    pending = _pending(ui.get("path", []) or [])
    n = pending["n"] or view["roll"]
    nxt = set(ui.get("next", []) or [])
    if pending["trail"]:
        if "ok" in nxt:
            return _("Trail complete: confirm it.")
        return ngettext("Trail: {k} of {n} segment.", "Trail: {k} of {n} segments.", n).format(
            k=len(pending["trail"]) - 1, n=n)
    if pending["change"] and pending["n"] is None:
        return _("Choose the number.")
    if pending["same"]:
        return _("Same-value stacking: choose a block.")
    if nxt == {"pass"}:
        return forced_pass()
    sheet = view["sheets"][me]
    blocks = [int(t[2:]) for t in nxt if t.startswith("b:") and t[2:].isdigit() and int(t[2:]) < len(BLOCKS)]
    key = (any(t.startswith("v:") for t in nxt),
           any(sheet["values"][b] is None for b in blocks),
           any(sheet["values"][b] is not None for b in blocks))
    if key in CHOICES:
        return _(CHOICES[key]).format(n=n)
    if "pass" in nxt:
        return _("Number {n}: use a help, or pass.").format(n=n)
    return _("Number {n}: change it with a help first.").format(n=n)


RULES = (
    N_("<h3>Kukulkán — the rules in short</h3>"),
    N_("<p>Everyone builds El Castillo on their own sheet. Each round one die is rolled and every "
       "player uses that number for one action, all at the same time:</p>"),
    "<ol>",
    N_("<li><b>Draw borders</b>: exactly that many dotted segments, in one continuous trail, never "
       "over a segment already drawn (crossing drawn lines is fine).</li>"),
    N_("<li><b>Write a weight</b> in a blank block whose four borders are drawn, if the block below "
       "it (or the sum of the two below it) already has a value <em>higher</em> than the number. "
       "Base blocks are printed and never written on.</li>"),
    N_("<li><b>Cross</b> a numbered block holding exactly that number (a base block once all its "
       "borders are drawn). Each crossed block is worth 1 point.</li>"),
    N_("<li><b>Pass</b> when none of these is possible without a one-use help (the helps are yours "
       "to use or keep). When nothing at all is possible, the pass is made for you.</li>"),
    "</ol>",
    N_("<p><b>One-use helps</b> (each once a game, at most one a round): <em>same-value "
       "stacking</em> (write the very value below), <em>plus/minus one</em> (change the die by one "
       "up or down: a 1 becomes 2 or 6, a 6 becomes 5 or 1), <em>super-six</em> (a rolled 6 "
       "becomes 1, 2, 3, 4 or 5).</p>"),
    N_("<p><b>Bonuses</b>: all base blocks crossed → a permanent plus/minus one (one change of the "
       "die per round; it is no help, so while it allows an action you must act); the five ◆ axis "
       "blocks crossed → 3 points; every block numbered → points equal to the highest ▲ outline "
       "block. First to claim (everyone who does it in the same round): C and A crossed → C − A "
       "points; D and B crossed → D − B points.</p>"),
    N_("<p><b>End</b>: at the end of the round in which each of the three normal bonuses has been "
       "claimed at least once by anyone. The most points wins; ties go to more crossed blocks, "
       "then are shared. Solo: play for a high score — your best scores are kept in this "
       "browser.</p>"),
    N_("<p><b>How to play</b>: to draw, click the dots one after the other (the trail shows in "
       "green), click its end to step back, then <em>Confirm trail</em>. To use a help, click it "
       "first, then the number, then your action. Your chosen action shows in yellow until the "
       "round resolves. On a phone the sheet is shown turned (its base on the left), and the "
       "writes and crosses on offer are buttons above it; tap anything for its details.</p>"),
    N_("<p>The sheet is our own design (see the rules notes in the project).</p>"),
)


def rules_html() -> str:
    """The rules in short, in the current language."""
    return "\n".join(_(part) if part.startswith(("<h3>", "<p>", "<li>")) else part
                     for part in RULES)


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    colours = [PLAYER_COLOURS[p % len(PLAYER_COLOURS)] for p in range(len(view["sheets"]))]
    if ui.get("screen") == "phone":
        return {"svg": phone_svg(view, ui), "prompt": prompt(view, ui),
                "main_title": _("Your sheet") if view["viewer"] is not None else _("Sheet"),
                "panels": [{"title": _("Sheets"), "svg": sheets_panel(view)},
                           {"title": _("Bonuses"), "svg": bonuses_panel(view)}],
                "seat_colours": colours}
    return {"svg": svg(view, ui), "prompt": prompt(view, ui), "seat_colours": colours}
