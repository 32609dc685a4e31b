"""Kukulkán's pieces on the drawing kit (core/svg.py), for both layouts: the pyramid, the die,
the helps, the bonuses, the small sheets, the choices; and `Position`, what both layouts read."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import NamedTuple

from ...core import i18n
from ...core.i18n import PRESS_SLOTS
from ...core.svg import (
    Attr,
    Child,
    button,
    circle,
    document,
    el,
    fitted_text,
    group,
    join,
    last_attrs,
    line,
    named,
    path,
    picture,
    rect,
    target,
    text,
    wrap,
)
from . import words as W
from .data import AXIS, BLOCKS, EXTERNAL, FIRST_BONUSES, NORMAL_BONUSES, SEGMENTS, TIERS, VERTICES, X_MIN
from .sheet import trail_segments, trail_starts_any
from .texts import BONUS_NAME, _, block_name, cap, ngettext

SEAT_COLOURS = ("#2d68b8", "#c2352b", "#7d5ba6", "#16a085", "#d35400", "#117a65")  # the log's (app.css)
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
HELP_GLYPH = {"same": "=", "pm": "±1", "six": "6→?", "ability": "±1"}
# the pips of each face as (column, row) on a 3 × 3 grid
PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)), 4: ((0, 0), (2, 0), (0, 2), (2, 2))}
PIPS |= {5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)), 6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))}
SMALL, LARGE = (14, 13, 11), (16, 15, 13)  # a small sheet's name, score and status sizes


def sheet_document(w: float, h: float, label: str, *children) -> str:
    """A whole drawing on the sheet's paper."""
    return document(w, h, label, *children, backdrop=PAPER, class_=None, font_family="system-ui, sans-serif")


@dataclass(frozen=True)
class Frame:
    """Grid → drawing units. Upright: (ox, oy) is where x = 0 meets the ground, y grows
    upwards. Turned (phone): the ground is the line x = ox on the left, the tiers grow to the
    right, and the grid's x = X_MIN is the top row at y = oy."""

    ox: float
    oy: float
    u: float
    turned: bool = False

    def pt(self, x: float, y: float) -> tuple[float, float]:
        if self.turned:
            return self.ox + y * self.u, self.oy + (x - X_MIN) * self.u
        return self.ox + x * self.u, self.oy - y * self.u


# The pure parts of a pyramid (stones, lines, plain dots) are drawn once per frame and state:
# the kit's elements cost more than the f-strings they replaced, and a pyramid is most of a click.
@functools.lru_cache(maxsize=4096)
def _stone(frame: Frame, block: int, value: int | None, crossed: bool, same: bool, offered: bool, marks: int) -> str:
    """A block's stone, its letter and ◆ ▲ marks (`marks` 2; 1: the letter only, small, for a
    small sheet; 0: none), its cross and its value."""
    b = BLOCKS[block]
    (xa, ya), (xb, yb) = frame.pt(b.x0, b.tier), frame.pt(b.x1, b.tier + 1)  # opposite corners, either way up
    x, y, w, h = min(xa, xb), min(ya, yb), abs(xb - xa), abs(yb - ya)
    u, cx, cy, size = frame.u, x + w / 2, y + h / 2, 14 if frame.u >= 40 else 12
    out = [rect(x + 1, y + 1, w - 2, h - 2, fill=BASE_STONE if b.is_base else STONE, stroke="none", rx=u * 0.06)]
    if offered:
        highlight: dict[str, Attr] = {"fill": ACCENT, "fill_opacity": ".12", "stroke": ACCENT, "stroke_width": 3}
        out.append(rect(x + 3, y + 3, w - 6, h - 6, **highlight, rx=u * 0.06))
    if marks == 2 and b.label:
        out.append(text(x + 5, y + size + 1, b.label, size, font_weight="700", fill="#9b2d20"))
    elif marks and b.label:  # beside the value, which sits in the middle
        out.append(text(x + 3, cy + 4, b.label, 11, font_weight="700", fill="#9b2d20"))
    if marks == 2 and block in AXIS:  # as blocks are named: ◆1 … ◆4
        out.append(text(x + w - 5, y + size + 1, f"◆{b.tier or ''}", size - 1, text_anchor="end", fill=MARK))
    if marks == 2 and block in EXTERNAL:
        out.append(text(x + w - 5, y + h - 5, "▲", size - 1, text_anchor="end", fill=MARK))
    if crossed:
        r = min(w, h) * 0.32
        d = f"M{cx - r:.1f} {cy - r:.1f} L{cx + r:.1f} {cy + r:.1f} M{cx + r:.1f} {cy - r:.1f} L{cx - r:.1f} {cy + r:.1f}"
        out.append(path(d, stroke=CROSS, opacity=".75", stroke_width=max(2, u * 0.07), stroke_linecap="round"))
    if value is not None:
        size, (weight, ink) = max(11, round(u * 0.55)), ("400", BASE_INK) if b.is_base else ("700", INK)
        words = f"{value}{'=' if same and marks == 2 else ''}"
        serif: dict[str, Attr] = {"text_anchor": "middle", "fill": ink, "font_family": "Georgia, serif"}
        # over its cross, a value keeps a halo of its stone's colour, so it stays readable
        halo: dict[str, Attr] = {
            "stroke": BASE_STONE if b.is_base else STONE,
            "stroke_width": 3,
            "paint_order": "stroke",
        }
        out.append(text(cx, cy + size * 0.36, words, size, font_weight=weight, **serif, **(halo if crossed else {})))
    return join(out)


@functools.lru_cache(maxsize=4096)
def _segment(frame: Frame, s: int, look: str) -> str:
    """A border segment: "dotted" (not drawn), "drawn", "last" (the latest round's), "new" (the
    latest round's, drawn by the latest move), "trail" (the pending trail), "chosen" (the
    secret preview of this round's action; "chosen_new" just chosen) or its "edge"."""
    (xa, ya), (xb, yb) = SEGMENTS[s]
    (x1, y1), (x2, y2), u = frame.pt(xa, ya), frame.pt(xb, yb), frame.u
    if look == "dotted":
        return line(
            x1, y1, x2, y2, stroke=DOTS, stroke_width=max(1, u * 0.03), stroke_dasharray=f"{u * 0.06:.1f} {u * 0.1:.1f}"
        )
    if look in ("drawn", "last", "new"):
        ink = INK if look == "drawn" else LAST
        new: dict[str, Attr] = {"class_": "last", **last_attrs("drawn")} if look == "new" else {}
        return line(x1, y1, x2, y2, stroke=ink, stroke_width=max(1.6, u * 0.06), stroke_linecap="round", **new)
    if look == "edge":
        return line(x1, y1, x2, y2, stroke=PENDING_EDGE, stroke_width=u * 0.1 + 3, stroke_linecap="round")
    yellow = look.startswith("chosen")  # else the pending trail
    new = {"class_": "pending last", **last_attrs("placed")} if look == "chosen_new" else {}
    colour: dict[str, Attr] = {
        "class_": "pending" if yellow else None,
        "stroke": "#ffd23f" if yellow else ACCENT,
        **new,
    }
    return line(x1, y1, x2, y2, **colour, stroke_width=u * 0.1, stroke_linecap="round")


@functools.lru_cache(maxsize=1024)
def _plain_dot(frame: Frame, v: int) -> str:
    return circle(*frame.pt(*VERTICES[v]), 2.6, fill=DOTS)


def pyramid(
    sheet: dict, frame: Frame, last: dict | None, pos: Position | None = None, hit_r=0, buttons=False, fresh=False
) -> str:
    """One pyramid: with `pos`, the viewer's, whose blocks and dots on offer are targets (dots
    with hit circles of radius `hit_r`; with `buttons` the blocks are offered by buttons instead,
    and only highlighted here). Without `pos`, another player's sheet: from 28 units a grid step, with
    its marks and its blocks heard as pictures; smaller, too small to read, it is hidden from a
    screen reader (its group sums it up). `fresh`: `last` is what the latest move did (it is
    marked data-last); with `pos`, the viewer's own choice just made is marked too."""
    heard = pos is not None or frame.u >= 28
    marks = 2 if heard else 1
    last, preview = last or {}, (pos and pos.preview) or {}
    chose_now = pos is not None and pos.chose_now
    trail: list[int]
    dots: set[str]
    trail, dots = (pos.pending["trail"], pos.dots) if pos else ([], set())
    offered = set(pos.blocks if pos else ())
    crossed, same = set(sheet["crossed"]), set(sheet.get("same", ()))
    body: list[Child] = []
    for b in range(len(BLOCKS)):
        on_button = buttons and b in offered
        stone = _stone(frame, b, sheet["values"][b], b in crossed, b in same, on_button, marks)
        # (blocks are offered only on the viewer's sheet: on_button and b in offered imply pos)
        note = _("On offer now: the button “{label}” above.").format(label=pos.label(b)) if pos and on_button else ""
        info = W.block_info(sheet, b, note)
        is_last, chosen = b == last.get("block"), b == preview.get("block")
        how = ("placed" if last.get("act") == "write" else "changed") if is_last and fresh else False
        how = "placed" if chosen and chose_now else how
        before = "last" if is_last and not how else ""  # the latest round's, shown on through the next
        if pos and b in offered and not buttons:
            name = W.action_name(sheet, b, pos.n, pos.pending["same"])
            body.append(
                target(f"b:{b}", stone, name=name, info=info, last=how, selected=chosen, classes=["block", before])
            )
        else:
            # where a block is only a picture it is heard by name, holding and cross (its details have the rest)
            name, held = info.split("\n")[:2]
            heard_as = (f"{name}. {held} {_(W.MARKS[0])}" if b in crossed else f"{name}. {held}") if heard else None
            classes = ("block", before, "selected" if chosen else "")
            body.append(picture(heard_as, stone, info=info, last=how, classes=classes))
    drawn, new = set(sheet["drawn"]), set(last.get("segments", []))
    pending = set(trail_segments(list(trail))) if len(trail) > 1 else set()
    chosen_segments = set(preview.get("segments", [])) - pending
    looks = [
        ("new" if fresh else "last") if s in new else "drawn" if s in drawn else "dotted" for s in range(len(SEGMENTS))
    ]
    yellow = "chosen_new" if chose_now else "chosen"
    looks = ["trail" if s in pending else yellow if s in chosen_segments else look for s, look in enumerate(looks)]
    # the preview's edges go under every line; lines and plain dots are pictures only
    lines = [_segment(frame, s, "edge") for s in sorted(chosen_segments)] + [
        _segment(frame, s, k) for s, k in enumerate(looks)
    ]
    targets = []
    for v in range(len(VERTICES)) if hit_r else ():
        px, py = frame.pt(*VERTICES[v])
        hit = circle(px, py, round(hit_r), fill="#000", fill_opacity=0)
        if pos and f"v:{v}" in dots:  # (dots are the viewer's: only with pos)
            info = _("Continue your trail to this dot.") if trail else _("Start your trail at this dot.")
            dot = circle(px, py, 7, fill=ACCENT, stroke="#fff", stroke_width=2)
            targets.append(target(f"v:{v}", hit, dot, name=W.dot_name(v, trail, pos.n), info=info, classes=("dot",)))
        elif trail and v == trail[-1]:
            end = circle(px, py, 9, fill="#ffd23f", stroke=INK, stroke_width=2)
            back = _("Step back: take back the trail’s last segment")
            info = _("The end of your trail: {tap} this dot to take back the last segment.")
            tip = _("step back")
            targets.append(
                target(f"v:{v}", hit, end, name=back, info=info, legal=False, selected=True, tip=tip, classes=("dot",))
            )
        else:
            lines.append(_plain_dot(frame, v))
    body += [el("g", lines, aria_hidden=True), targets]
    if pos:  # the viewer's sheet, the same piece as its small sheet elsewhere
        return group(pos.whose, body, **last_attrs(False, f"sheet-{pos.shown}"))
    return el("g", body, aria_hidden=None if heard else True)


# Another player's sheet changes once a round, yet every click redraws it: drawn once per
# language, sheet, place and size (a third of a click's drawing time with three players).
_STILL_PYRAMIDS: dict[tuple, str] = {}


def still_pyramid(sheet: dict, frame: Frame, last: dict | None, fresh: bool) -> str:
    key = (i18n.current(), repr(sheet), repr(last), frame, fresh)
    if key not in _STILL_PYRAMIDS:
        if len(_STILL_PYRAMIDS) >= 64:
            _STILL_PYRAMIDS.clear()
        _STILL_PYRAMIDS[key] = pyramid(sheet, frame, last, fresh=fresh)
    return _STILL_PYRAMIDS[key]


def die(x: float, y: float, size: float, value: int, info: str, last: str | bool = False) -> str:
    step, r = size / 4, size * 0.08
    pips = [circle(x + step * (1 + c), y + step * (1 + row), r, fill=INK) for c, row in PIPS.get(value, ())]
    face = rect(x, y, size, size, rx=round(size * 0.15), fill="#fff", stroke=INK, stroke_width=2)
    name = _("The die shows {roll}").format(roll=value)
    return picture(name, face, pips, info=info, last=last, piece="die", classes=("die",))


def banner(view: dict, x: float, y: float, w: float, h: float, size: float) -> str:
    """The round under way (or the end) on a banner, marked data-last="round" when the latest
    move began it (or ended the game)."""
    latest, words = view.get("latest") or {}, W.round_words(view)
    new = latest.get("kind") in ("start", "round", "end")
    parts = (
        rect(x, y, w, h, rx=h / 2, fill="#fff3d6" if new else PAPER, stroke=LAST if new else MUTED, stroke_width=1.5),
        fitted_text(x + w / 2, y + h / 2 + size * 0.36, words, size, w - 12, bold=True, text_anchor="middle", fill=INK),
    )
    return picture(words, *parts, info=words, last="round" if new else False, classes=("round",))


def help_piece(pos: Position, key: str, x: float, y: float, w: float, h: float, lines, sizes) -> str:
    """A one-use help, or (key "ability") the permanent plus/minus one: its words, crossed out
    once used, clickable while the viewer chooses; its glyph beside them."""
    ability = key == "ability"
    token, used = (key, False) if ability else (f"help:{key}", key in pos.sheet["used"])
    colour, fill = (ACCENT, "#e8f3ea") if ability else (INK, "#e6e0d2" if used else "#fffaf0")
    top = y + h / 2 - (len(lines) - 1) * 8 + 5
    parts = [rect(x, y, w, h, rx=8, fill=fill, stroke=colour, stroke_width=1.5)]
    parts += [text(x + 54, top + 16 * i, words, size, fill=INK) for i, (words, size) in enumerate(zip(lines, sizes))]
    if used:
        d = f"M{x + 6} {y + 6} L{x + w - 6} {y + h - 6} M{x + w - 6} {y + 6} L{x + 6} {y + h - 6}"
        parts.append(path(d, stroke=CROSS, stroke_width=2.5))
    info = _(W.ABILITY_INFO) if ability else W.help_info(key, used)
    selected = pos.pending["change"] == token or (key == "same" and pos.pending["same"])
    if pos.interactive and not used:
        action = _("change the die by one this round") if ability else _("use this help (one use per game)")
        name, legal = named(", ".join(lines), action), token in pos.next
        piece = target(token, *parts, legal=legal, selected=selected, name=name, info=info, classes=("help",))
    else:
        piece = picture(None, *parts, info=info, classes=("help", "selected" if selected else ""))
    # the glyph is drawn over the button but outside it: a picture beside its words, not part
    # of its name (a click or tap on it reaches the button below)
    glyph: dict[str, Attr] = dict(
        font_weight="700", text_anchor="middle", fill=colour, pointer_events="none", aria_hidden=True
    )
    return join(piece, text(x + 26, y + h / 2 + 6, HELP_GLYPH[key], 18, **glyph))


def bonus_box(view: dict, me: int | None, bonus: str, x: float, y: float, w: float, h: float, sizes) -> str:
    """A bonus of the guide: its name, what it takes and gives, and who has it now."""
    (status, mine, gone), (title_size, size) = W.bonus_status(view, me, bonus), sizes
    stroke, fill = CROSS if bonus in FIRST_BONUSES else INK, "#e8f3ea" if mine else "#eee" if gone else "#fffaf0"
    gap = (h - title_size - 3 * size) / 4
    top, second = y + gap + title_size, y + gap * 2 + title_size + size
    parts = [
        rect(x, y, w, h, rx=8, fill=fill, stroke=stroke, stroke_width=3 if mine else 1.5),
        text(x + 8, top, cap(_(BONUS_NAME[bonus])), title_size, font_weight="700", fill=stroke),
        text(x + 8, second, _(W.BONUS_TEXT[bonus][0]), size, fill=INK),
        text(x + 8, second + size + 2, _(W.BONUS_TEXT[bonus][1]), size, fill=INK),
        text(x + 8, second + gap + 2 * size + 2, status, size, font_weight="700", fill=ACCENT if mine else MUTED),
        gone and path(f"M{x + 4} {y + 4} L{x + w - 4} {y + h - 4}", stroke=CROSS, stroke_width=2),
    ]
    first = _("First to claim: whoever reaches it first (everyone in that same round) gets it, then nobody else.")
    kind = first if bonus in FIRST_BONUSES else _("Every player can claim it.")
    name, what, now = cap(_(BONUS_NAME[bonus])), _(W.BONUS_WHAT[bonus]), _("Now: {status}.").format(status=status)
    info = "\n".join([name, what, kind, now])
    claimed = any(b == bonus for _p, b in (view.get("latest") or {}).get("claims", ()))
    # heard as one picture: its name, what it gives and its status now (not the box's short lines)
    classes = ("bonus", "mine" if mine else "")
    return picture(f"{name}. {what} {now}", *parts, info=info, last=claimed and "changed", classes=classes)


def mini_height(u: float, sizes=SMALL) -> float:
    return sizes[0] + 4 + 3 * (sizes[2] + 4) + 6 + TIERS * u + 8


def mini(view: dict, p: int, x: float, y: float, w: float, u: float, sizes=SMALL) -> str:
    """A player's sheet, small and not clickable, with their name, score and status: whether they
    have chosen this round and their bonuses ("✓ chosen · axis"), then what they did in the
    latest round, in words ("drew 4 segments along C, base 5")."""
    (big, middle, small), pts, seat, sheet = sizes, view["scores"][p], f"{{p{p}}}", view["sheets"][p]
    latest = view.get("latest") or {}
    fresh, chose_now = latest.get("kind") in ("round", "end"), latest == {"kind": "chose", "p": p}
    bonuses = " ".join(_(W.BONUS_SHORT[b]) for b in NORMAL_BONUSES + FIRST_BONUSES if b in sheet["bonuses"])
    now = " · ".join(t for t in (W.chosen_words(view, p), bonuses) if t)
    action = W.action_words(sheet, view["last"][p])
    info = _("{name}: {points}.").format(name=seat, points=W.points(pts)) + (f"\n{now}" if now else "")
    if action:
        info += "\n" + _("Round {round}: {action}").format(round=W.resolved_round(view), action=action) + "."
    short = ngettext("{n} pt", "{n} pts", pts).format(n=pts)
    lines = wrap(action, small, w - 16)
    lines = lines[:1] + [" ".join(lines[1:])] if len(lines) > 2 else lines
    status_y = y + big + 4 + small + 4
    return group(
        W.whose(view, p),
        rect(x, y, w, mini_height(u, sizes), rx=8, fill="#fbf6ea", stroke=SEAT_COLOURS[p % 6], stroke_width=2),
        text(x + 8, y + big + 4, seat, big, font_weight="700", fill=TEXT_COLOURS[p % 6]),
        text(x + w - 8, y + big + 4, short, middle, text_anchor="end", fill=INK),
        text(x + 8, status_y, now, small, fill=MUTED, **new_attrs(chose_now)),
        [
            fitted_text(x + 8, status_y + (i + 1) * (small + 4), words, small, w - 16, fill=INK, **new_attrs(fresh))
            for i, words in enumerate(lines)
        ],
        still_pyramid(sheet, Frame(x + w / 2, y + mini_height(u, sizes) - 8, u), view["last"][p], fresh),
        class_="mini",
        data_info=info,
        data_piece=f"sheet-{p}",
    )


def new_attrs(changed: bool, how: str = "changed") -> dict:
    """The attributes of a text the latest move changed (class last, data-last)."""
    return {"class_": "last", **last_attrs(how)} if changed else {}


class Choice(NamedTuple):
    """A choice drawn as a button: its least width on the phone, its words, token, name and details."""

    least: int
    label: str
    token: str
    name: str
    info: str
    selected: bool = False  # the pending choice (Draw while its trail is drawn): not legal again
    legal: bool = True  # (Draw is drawn whenever a trail is possible: a replay marks it too)

    def button(self, x: float, y: float, w: float, h: float) -> str:
        legal = self.legal and not self.selected
        return button(
            x, y, w, h, self.label, self.token, name=self.name, info=self.info, legal=legal, selected=self.selected
        )


def choices(pos: Position, blocks: bool) -> list[Choice]:
    """The numbers a help allows, Confirm trail, (with `blocks`) the writes and crosses on offer, Pass."""
    n, use, use_info = pos.n, _("Use {n} as your number"), _("Use {n} as your number this round.")
    out = [Choice(48, str(k), f"n:{k}", use.format(n=k), use_info.format(n=k)) for k in pos.numbers]
    number_known = pos.pending["change"] is None or pos.pending["n"] is not None
    could_draw = pos.interactive and number_known and not pos.pending["same"] and not pos.pending["trail"]
    could_draw = could_draw and trail_starts_any(set(pos.sheet["drawn"]), n)
    if "draw" in pos.next or pos.pending["draw"] or could_draw:
        label = _("Draw {n}").format(n=n)
        if pos.pending["draw"]:
            name = named(label, _("start the trail over"))
            info = _("You are drawing a trail: {tap} its dots one after the other. To start over, {tap} Draw.")
        else:
            what = ngettext(
                "start a trail of {n} segment, then choose its dots",
                "start a trail of {n} segments, then choose its dots",
                n,
            )
            name = named(label, what.format(n=n))
            info = ngettext(
                "Draw {n} border segment in one continuous trail: {tap} Draw, then the dots one after the other, then Confirm trail.",
                "Draw {n} border segments in one continuous trail: {tap} Draw, then the dots one after the other, then Confirm trail.",
                n,
            ).format(n=n, **PRESS_SLOTS)
        out.append(Choice(90, label, "draw", name, info, pos.pending["draw"], "draw" in pos.next))
    if "ok" in pos.next:
        name = named(_("Confirm trail"), ngettext("draw its {n} segment", "draw its {n} segments", n).format(n=n))
        out.append(Choice(140, _("Confirm trail"), "ok", name, _("Draw this trail as your action for the round.")))
    for b in pos.blocks if blocks else ():
        # named by its label, then the block in full: "Write 4 · ◆1: axis block ◆1"
        label, block = pos.label(b), block_name(b)
        by_same = _("{block}, by same-value stacking").format(block=block) if pos.pending["same"] else block
        info = W.block_info(pos.sheet, b, _("Now: {action}.").format(action=label))
        out.append(Choice(90, label, f"b:{b}", named(label, by_same), info))
    if "pass" in pos.next:
        why = _("Pass this round: nothing is possible without a help.")
        out.append(Choice(84, _("Pass"), "pass", _("Pass this round"), why))
    return out


class Position:
    """What both layouts read from a view and the ui: whose sheet, the clicks, what is on offer."""

    def __init__(self, view: dict, ui: dict):
        self.view, self.me, self.next = view, view["viewer"], set(ui.get("next", []) or [])
        self.touch = bool(ui.get("touch"))  # "Tap" or "Click", for a text fitted here (press_words)
        self.shown = 0 if self.me is None else self.me
        self.sheet, self.last = view["sheets"][self.shown], view["last"][self.shown]
        self.others = [p for p in range(len(view["sheets"])) if p != self.shown]
        # what the clicks so far mean
        self.pending: dict = {"change": None, "n": None, "same": False, "draw": False, "trail": []}
        for token in ui.get("path", []) or []:
            kind, arg = token[:2], token[2:]
            if token in ("help:pm", "help:six", "ability"):
                self.pending["change"] = token
            elif token == "help:same":
                self.pending["same"] = True
            elif token == "draw":
                self.pending["draw"] = True
            elif kind == "n:" and arg.isdigit():
                self.pending["n"] = int(arg)
            elif kind == "v:" and arg.isdigit() and int(arg) < len(VERTICES):
                self.pending["trail"].append(int(arg))
        self.interactive = self.me is not None and self.me in view["to_act"]
        self.n = self.pending["n"] or view["roll"]
        offered = (int(t[2:]) for t in self.next if t.startswith("b:") and t[2:].isdigit())
        self.blocks = sorted(b for b in offered if b < len(BLOCKS))
        self.dots = {t for t in self.next if t.startswith("v:")}
        self.numbers = sorted(int(t[2:]) for t in self.next if t.startswith("n:") and t[2:].isdigit())
        self.colour = TEXT_COLOURS[self.shown % len(TEXT_COLOURS)]
        self.preview = view["preview"] if self.me is not None else None
        self.whose, self.score = W.whose(view, self.shown), W.points(view["scores"][self.shown])
        # what the latest move did: a round resolved (every sheet's latest change is new), or a
        # choice made (the viewer's own is shown on their sheet)
        self.latest = view.get("latest") or {}
        self.fresh = self.latest.get("kind") in ("round", "end")
        self.chose_now = self.me is not None and self.latest == {"kind": "chose", "p": self.me}

    def label(self, block: int) -> str:
        return W.action_label(self.sheet, block, self.n, self.pending["same"])
