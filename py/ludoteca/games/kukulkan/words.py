"""Kukulkán's drawing in words: the names and details texts of blocks, dots, helps and the die,
the bonuses' texts and status. Seats are "{pN}", filled in by the table."""

from __future__ import annotations

from ...core.i18n import N_, PRESS_SLOTS, join, seat_label
from ...core.svg import named
from .data import AXIS, BLOCKS, EXTERNAL, FIRST_BONUSES, FIRST_PAIRS, VERTICES, X_MIN
from .sheet import support_value
from .texts import BONUS_NAME, HELP_NAME, _, block_name, cap, ngettext

HELP_TEXT = {
    "same": N_("Write exactly the value below a block (or the sum of the two below) instead of a lower one."),
    "pm": N_("Change the die by one up or down: 1 becomes 2 or 6, 6 becomes 5 or 1."),
    "six": N_("When a 6 is rolled, use 1, 2, 3, 4 or 5 instead."),
}
HELP_SHORT = {"same": N_("Same value"), "pm": N_("Plus/minus 1"), "six": N_("Super-six")}
BONUS_TEXT = {
    "base": (N_("base blocks all crossed"), N_("→ permanent ±1")),
    "axis": (N_("5 ◆ axis blocks crossed"), N_("→ +3 points")),
    "full": (N_("every block numbered"), N_("→ highest ▲ value")),
    "CA": (N_("first: C and A crossed"), N_("→ C − A points")),
    "DB": (N_("first: D and B crossed"), N_("→ D − B points")),
}
BONUS_SHORT = {"base": N_("base"), "axis": N_("axis"), "full": N_("full"), "CA": "C−A", "DB": "D−B"}
BONUS_WHAT = {
    "base": N_("All five base blocks crossed: a permanent plus/minus one (change the die by one every round)."),
    "axis": N_("All five ◆ axis blocks crossed: 3 points."),
    "full": N_("Every block numbered: points equal to the highest ▲ outline block."),
    "CA": N_("C and A both crossed: C − A points."),
    "DB": N_("D and B both crossed: D − B points."),
}
ACTION = {
    "same": N_("Write {n} in {block} by same-value stacking"),
    "write": N_("Write {n} in {block}"),
    "base": N_("Cross {block}"),
    "cross": N_("Cross the {n} in {block}"),
}
# What a block holds, what it rests on (by: its support is blank, it rests on two), its marks.
HOLDS = {
    "base": N_("Printed value {value}: base blocks are never written on."),
    "blank": N_("Blank."),
    "same": N_("Value {value} (same-value stacking)."),
    "value": N_("Value {value}."),
}
RESTS_ON = {
    (True, False): N_("Rests on a blank block: it needs a value first."),
    (True, True): N_("Rests on {below}: the blocks below need values first."),
    (False, True): N_("Rests on {below} = {sum}: write less than {sum}."),
    (False, False): N_("Rests on {value}: write less than {value}."),
}
MARKS = (N_("Crossed: 1 point."), N_("On the ◆ axis."), N_("On the ▲ outline."))
ABILITY_INFO = N_(
    "Permanent plus/minus one (the base bonus): every round you may change the die by one, as with the help, "
    "without using it up. Not together with plus/minus one or super-six."
)
LEGEND = N_("◆ axis · ▲ outline · A–D first to claim · write less than the value below · = same-value stacking")
BONUS_LEGEND = (
    N_("◆ axis · ▲ outline · A–D first to claim"),
    N_("Write less than the value below;"),
    N_("= marks same-value stacking."),
)


def forced_pass() -> str:
    return _("No action is possible with this roll: you pass.")


def seats(players) -> str:
    return join([f"{{p{p}}}" for p in players])


def points(pts: int) -> str:
    return ngettext("{n} point", "{n} points", pts).format(n=pts)


def whose(view: dict, p: int) -> str:
    # the viewer's own sheet is "your sheet", never "You’s sheet"
    return _("Your sheet") if p == view["viewer"] else _("{name}’s sheet").format(name=f"{{p{p}}}")


def block_info(sheet: dict, block: int, now: str = "") -> str:
    """Everything about one block of a sheet, in words (its details and tooltip)."""
    b, value = BLOCKS[block], sheet["values"][block]
    held = "base" if b.is_base else "blank" if value is None else "same" if block in sheet.get("same", ()) else "value"
    lines = [cap(block_name(block)), _(HOLDS[held]).format(value=b.printed if b.is_base else value)]
    done, total = len(set(b.border) & set(sheet["drawn"])), len(b.border)
    borders = _("Borders drawn: {done} of {total}.").format(done=done, total=total)
    lines.append(_("All borders drawn.") if done == total else borders)
    if not b.is_base:
        parts, support = [sheet["values"][s] for s in b.supports], support_value(sheet, block)
        below = " + ".join(_("blank") if v is None else str(v) for v in parts)
        lines.append(_(RESTS_ON[support is None, len(parts) > 1]).format(below=below, sum=support, value=support))
    marked = (block in sheet["crossed"], block in AXIS, block in EXTERNAL)
    lines += [_(words) for words, on in zip(MARKS, marked) if on]
    part_of = _("Part of the {bonus}.")
    lines += [part_of.format(bonus=_(BONUS_NAME[bonus])) for bonus, pair in FIRST_PAIRS.items() if b.label in pair]
    return "\n".join(lines + [now] if now else lines)


def action_label(sheet: dict, block: int, n: int, same: bool) -> str:
    """A write or cross on a phone's button: "Write 4 · C" (a block as the sheet marks it)."""
    b = BLOCKS[block]
    # a base block is only ever crossed, and holds n: "base" leaves no doubt
    mark = b.label or (_("base") if b.is_base else f"◆{b.tier}" if block in AXIS else str(block))
    if sheet["values"][block] is None or same:
        return _("Write {n} · {block}").format(n=n, block=mark)
    return _("Cross {n} · {block}").format(n=n, block=mark)


def action_name(sheet: dict, block: int, n: int, same: bool) -> str:
    """A block's accessible name: what it shows (its letter, ◆ tier and value: "D 3", "◆1 4"; the
    ▲ and = marks are pictures), then what clicking it does in a whole sentence."""
    b, value = BLOCKS[block], sheet["values"][block]
    tier = f"◆{b.tier}" if block in AXIS and b.tier else ""
    shown = " ".join(w for w in (b.label or "", tier, "" if value is None else str(value)) if w)
    kind = "same" if same else "write" if value is None else "base" if b.is_base else "cross"
    return named(shown, _(ACTION[kind]).format(n=n, block=block_name(block)))


def dot_name(vertex: int, trail: list, n: int) -> str:
    """A dot on offer, by its column (1–11, left to right, the axis is 6) and row (1 on the ground)."""
    x, y = VERTICES[vertex]
    where = {"column": x - X_MIN + 1, "row": y + 1, "k": len(trail), "n": n}
    if trail:
        return _("Continue the trail to the dot in column {column}, row {row} (segment {k} of {n})").format(**where)
    return ngettext(
        "Start a trail of {n} segment at the dot in column {column}, row {row}",
        "Start a trail of {n} segments at the dot in column {column}, row {row}",
        n,
    ).format(**where)


def die_info(view: dict, n: int) -> str:
    roll = view["roll"]
    # (a game of rules version 1 keeps its own passing rule: RULES_NOTES.md)
    passing = _(
        "A one-use help may change the number first. You may pass only when nothing is possible without a help."
    )
    if view.get("rules") == "1":
        passing = _(
            "A one-use help may change the number first. You may pass only when no action is possible, even with a help."
        )
    lines = [_("Round {round}: the die shows {roll}.").format(round=view["round"], roll=roll)]
    if n != roll:
        lines.append(_("Your number, after the help: {n}.").format(n=n))
    lines += [
        _("With {n}, choose one action:").format(n=n),
        ngettext(
            "Draw {n} border segment in one continuous trail: {tap} its dots one after the other, then Confirm trail.",
            "Draw {n} border segments in one continuous trail: {tap} its dots one after the other, then Confirm trail.",
            n,
        ).format(n=n, **PRESS_SLOTS),
        _("Or write {n} in a blank block with all borders drawn that rests on more than {n}.").format(n=n),
        _("Or cross a block holding {n} (a base block once its borders are drawn).").format(n=n),
        passing,
    ]
    return "\n".join(lines)


def help_info(help_: str, used: bool) -> str:
    what = _("{help} (one use, at most one help a round): {text}")
    return what.format(help=_(HELP_NAME[help_]), text=_(HELP_TEXT[help_])) + ("\n" + _("Already used.") if used else "")


def bonus_status(view: dict, me: int | None, bonus: str) -> tuple[str, bool, bool]:
    """(status words, yours, gone) for a bonus in the guide."""
    mine = me is not None and bonus in view["sheets"][me]["bonuses"]
    taken = view["first"][bonus] if bonus in FIRST_BONUSES else None
    by = (taken or {}).get("by", []) if bonus in FIRST_BONUSES else view["normal_claimed"][bonus]
    if mine:
        if bonus == "base":
            return _("yours (the ability)"), True, False
        return _("yours ({points})").format(points=f"{view['sheets'][me]['bonuses'][bonus]:+d}"), True, False
    if taken is not None:
        return _("taken by {names}").format(names=seats(by)), False, True
    if len(by) > 2:
        return ngettext("claimed by {n} player", "claimed by {n} players", len(by)).format(n=len(by)), False, False
    if by:
        return _("claimed by {names}").format(names=seats(by)), False, False
    return _("open"), False, False


def block_mark(block: int) -> str:
    """A block as the sheet marks it, in short: "C", "◆1", "base 5" (its printed value)."""
    b = BLOCKS[block]
    if b.label:
        return b.label
    if b.is_base:
        return _("base {value}").format(value=b.printed)
    return f"◆{b.tier}" if block in AXIS else str(block)


def action_words(sheet: dict, last: dict | None) -> str:
    """What a player's latest resolved action did, in short words a player finds on the sheet:
    "drew 4 along C, ◆1, base 5", "wrote 3 in A", "crossed the 4 in ◆1", "passed"."""
    if not last:
        return ""
    act = last["act"]
    if act == "pass":
        return _("passed")
    if act == "draw":
        segments, n = set(last["segments"]), len(last["segments"])
        where = ", ".join(block_mark(b.id) for b in sorted(BLOCKS, key=_reading) if segments & set(b.border))
        return ngettext("drew {n} segment along {where}", "drew {n} segments along {where}", n).format(n=n, where=where)
    block = last["block"]
    mark, value = block_mark(block), sheet["values"][block]
    if act == "write":
        return _("wrote {n} in {block}").format(n=value, block=mark)
    if BLOCKS[block].is_base:
        return _("crossed {block}").format(block=mark)
    return _("crossed the {n} in {block}").format(n=value, block=mark)


def _reading(b) -> tuple:
    return (b.tier, b.x0)


def chosen_words(view: dict, p: int) -> str:
    """Whether a player has chosen this round (nothing once the game is over)."""
    if view["over"]:
        return ""
    return _("✓ chosen") if view["acted"][p] else _("… choosing")


def round_words(view: dict) -> str:
    """The banner: the round under way, or the end."""
    if view["over"]:
        return _("Game over")
    return _("Round {round}").format(round=view["round"])


def who(view: dict, p: int) -> str:
    return seat_label(p, view["viewer"])


def status_words(view: dict) -> list[str]:
    """Who has chosen this round, and who is still choosing (nothing once the game is over)."""
    if view["over"]:
        return []
    chosen = [who(view, p) for p, done in enumerate(view["acted"]) if done]
    waiting = [who(view, p) for p, done in enumerate(view["acted"]) if not done]
    parts = [_("✓ chosen: {names}").format(names=join(chosen)) if chosen else ""]
    parts.append(_("choosing: {names}").format(names=join(waiting)) if waiting else "")
    return [p for p in parts if p]


def resolved_round(view: dict) -> int:
    """The round the sheets' latest changes were made in (0 before the first one)."""
    return view["round"] if view["over"] else view["round"] - 1
