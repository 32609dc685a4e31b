"""Kukulkán's drawing (Game.render), from a view and never from the full state: the desk or the
phone (layouts.py), drawn from the pieces (pieces.py) and words (words.py) on the drawing kit
(core/svg.py); the prompt; the rules in short."""

from __future__ import annotations

from ...core.i18n import N_
from ...core.svg import drawn, seat_colours
from .layouts import bonuses_panel, desk, phone, sheets_panel
from .pieces import SEAT_COLOURS, Position
from .texts import _, ngettext
from .words import bonus_status, forced_pass, seats

__all__ = ["END_WHY", "SEAT_COLOURS", "bonus_status", "forced_pass", "prompt", "render", "rules_html"]

END_WHY = {
    "bonuses": N_("The game is over: all three normal bonuses have been claimed."),
    "frozen": N_("The game is over: no sheet allows any action for any roll."),
}
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
    if view["over"]:
        return _(END_WHY.get(view["end"], N_("The game is over.")))
    if view["viewer"] is None:
        return _("Waiting for the players.")
    if view["viewer"] not in view["to_act"]:
        return _("Chosen. Waiting for {names}.").format(names=seats(view["to_act"]))
    pos = Position(view, ui)
    pending, n, nxt, values = pos.pending, pos.n, pos.next, pos.sheet["values"]
    if pending["trail"]:
        if "ok" in nxt:
            return _("Trail complete: confirm it.")
        k = len(pending["trail"]) - 1
        return ngettext("Trail: {k} of {n} segment.", "Trail: {k} of {n} segments.", n).format(k=k, n=n)
    if pending["draw"]:
        return _("{Tap} the dot where your trail starts.")
    if pending["change"] and pending["n"] is None:
        return _("Choose the number.")
    if pending["same"]:
        return _("Same-value stacking: choose a block.")
    if nxt == {"pass"}:
        return forced_pass()
    key = ("draw" in nxt, any(values[b] is None for b in pos.blocks), any(values[b] is not None for b in pos.blocks))
    if key in CHOICES:
        return _(CHOICES[key]).format(n=n)
    if "pass" in nxt:
        return _("Number {n}: use a help, or pass.").format(n=n)
    return _("Number {n}: change it with a help first.").format(n=n)


RULES = (
    N_("<h3>Kukulkán — the rules in short</h3>"),
    N_(
        "<p>Everyone builds El Castillo on their own sheet. Each round one die is rolled and every player uses that "
        "number for one action, all at the same time:</p>"
    ),
    "<ol>",
    N_(
        "<li><b>Draw borders</b>: exactly that many dotted segments, in one continuous trail, never over a segment "
        "already drawn (crossing drawn lines is fine).</li>"
    ),
    N_(
        "<li><b>Write a weight</b> in a blank block whose four borders are drawn, if the block below it (or the sum of "
        "the two below it) already has a value <em>higher</em> than the number. Base blocks are printed and never "
        "written on.</li>"
    ),
    N_(
        "<li><b>Cross</b> a numbered block holding exactly that number (a base block once all its borders are drawn). "
        "Each crossed block is worth 1 point.</li>"
    ),
    N_(
        "<li><b>Pass</b> when none of these is possible without a one-use help (the helps are yours to use or keep). "
        "When nothing at all is possible, the pass is made for you.</li>"
    ),
    "</ol>",
    N_(
        "<p><b>One-use helps</b> (each once a game, at most one a round): <em>same-value stacking</em> (write the very "
        "value below), <em>plus/minus one</em> (change the die by one up or down: a 1 becomes 2 or 6, a 6 becomes 5 or "
        "1), <em>super-six</em> (a rolled 6 becomes 1, 2, 3, 4 or 5).</p>"
    ),
    N_(
        "<p><b>Bonuses</b>: all base blocks crossed → a permanent plus/minus one (one change of the die per round; it "
        "is no help, so while it allows an action you must act); the five ◆ axis blocks crossed → 3 points; every "
        "block numbered → points equal to the highest ▲ outline block. First to claim (everyone who does it in the "
        "same round): C and A crossed → C − A points; D and B crossed → D − B points.</p>"
    ),
    N_(
        "<p><b>End</b>: at the end of the round in which each of the three normal bonuses has been claimed at least "
        "once by anyone. The most points wins; ties go to more crossed blocks, then are shared. Solo: play for a high "
        "score — your best scores are kept in this browser.</p>"
    ),
    N_(
        "<p><b>How to play</b>: to draw, click <em>Draw</em>, then the dots one after the other (the trail shows in "
        "green; click its end to step back), then <em>Confirm trail</em>. To use a help, click it first, then the "
        "number, then your action. Your chosen action shows in yellow until the round resolves; then what everyone did "
        "is marked in orange and said in words. On a phone the sheet is shown turned (its base on the left), and the "
        "writes and crosses on offer are buttons above it. Tap any block, help or bonus for its details.</p>"
    ),
    N_(
        "<p><b>The sheet</b>: the base blocks are printed 5, 3, 6, 1, 4. C rests on the 5 and the 3 (so it takes "
        "less than 8), D on the 1 and the 4 (less than 5); A rests on C alone and B on D alone; the ◆ axis climbs "
        "the middle from the 6 to the top. <b>Score</b>: 1 point for each crossed block, plus your bonuses.</p>"
    ),
)


def rules_html() -> str:
    """The rules in short, in the current language."""
    return "\n".join(_(part) if part.startswith(("<h3>", "<p>", "<li>")) else part for part in RULES)


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    colours = seat_colours(SEAT_COLOURS, len(view["sheets"]))
    if ui.get("screen") != "phone":
        return drawn(desk(view, ui), prompt(view, ui), colours)
    panels = [(_("Sheets"), sheets_panel(view)), (_("Bonuses"), bonuses_panel(view))]
    title = _("Your sheet") if view["viewer"] is not None else _("Sheet")
    return drawn(phone(view, ui), prompt(view, ui), colours, panels, title)
