"""Yucata's drawing, wired to the game (Game.render): the desk or the phone (layouts.py)
on the drawing kit, the prompt, the rules in brief, and the stone layout editor of the lobby.
Every space, card, amulet and player plate carries data-info, its description (words.py)."""

from __future__ import annotations

from ...core.i18n import N_, PRESS_SLOTS
from ...core.svg import PHONE_W, document, drawn, group, rect, seat_colours, target, text
from ...core.svgtext import spaced
from . import data
from .data import DARK, END, FIRST_STONE, PALE, RED
from .layouts import desk_board, phone_board, players
from .pieces import COLS, ROWS, SEAT_COLOURS, Geo, space, track
from .texts import _
from .words import prompt

__all__ = ["SEAT_COLOURS", "edit_layout", "layout_editor", "prompt", "render", "rules_html"]

RULES = (  # the rules in brief, paragraph by paragraph (our own words)
    N_(
        "Each player has an amulet on the large start space and the same seven cards: 1, 2, 3, 4, 5, the spear "
        "and the ?. The track has 40 spaces: the start, four empty spaces, then one stone on each space up to "
        "the centre — 25 pale, 9 dark, and the red stone at the end."
    ),
    N_(
        "<b>Your turn.</b> Play a card and move your amulet. 1–5 move that many spaces. The <b>spear</b> takes "
        "you to the space just in front of the leading amulet (if you lead, one space on). The <b>?</b> moves "
        "exactly as the previous player's card counted (a ? after a spear is a spear, from where you stand); "
        "it cannot open the game. You may not play the same card as the player before you unless it is your "
        "last card. Once you have played all seven, you take all seven back."
    ),
    N_(
        "<b>Stones.</b> Whenever your amulet reaches or passes stones, you take them — so only the player who "
        "moves into the lead takes stones. No amulet moves past the end."
    ),
    N_(
        "<b>End and scoring.</b> The game ends as soon as the last stone is taken. The holder of the red stone "
        "gives it back with one dark stone (if they have one). Each player scores their pale stones minus 1 + "
        "2 + … + n for n dark stones (1, 3, 6, 10, …). Highest score wins; ties are shared."
    ),
)


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    colours = seat_colours(SEAT_COLOURS, len(view["pos"]))
    if ui.get("screen") == "phone":
        panels = [(_("Players"), players(view))]
        return drawn(phone_board(view, ui), prompt(view, ui), colours, panels, main_title=_("Board"))
    return drawn(desk_board(view, ui), prompt(view, ui), colours)


def rules_html() -> str:
    return "\n".join(["<h3>" + _("Yucata' in brief") + "</h3>", *("<p>" + _(p) + "</p>" for p in RULES)]) + "\n"


# ---------------- the layout editor (lobby) ----------------
# One drawing for every screen, 360 units wide: the lobby shows it about 340 CSS px wide on a
# phone (a space is then 42 × 42 px, a preset button 104 × 42 px); on a desk it is kept to
# 480 px wide (a space 60 px), so that the grid and the presets fit on the screen together.

EDITOR = Geo((PHONE_W - COLS * 49) / 2, 9, 49, 2, 12, 12, 0)
EDITOR_MAX_PX, PRESET_GAP, PRESET_H = 480, 6, 45
PRESET_W = (COLS * EDITOR.cell - 2 * PRESET_GAP) / 3


def _space(n: int, stone: str | None):
    if n not in data.STONE_SPACES:
        return space(n, EDITOR, stone)
    if stone == PALE:
        name, tip = _("Space {space}: make its stone dark"), _("{Tap} space {space} to make its stone dark")
    else:
        name, tip = _("Space {space}: make its stone pale"), _("{Tap} space {space} to make its stone pale")
    return space(
        n, EDITOR, stone, click=f"space:{n}", name=name.format(space=n), tip=tip.format(space=n, **PRESS_SLOTS)
    )


def _preset(k: int, preset: data.Layout, y: float):
    x, y = EDITOR.x + (k % 3) * (PRESET_W + PRESET_GAP), y + 12 + (k // 3) * (PRESET_H + PRESET_GAP)
    frame = rect(x, y, PRESET_W, PRESET_H, rx=7, fill="#fff", stroke="#8a7a55")
    label = text(x + PRESET_W / 2, y + PRESET_H / 2 + 5, preset.short_label(), 13, text_anchor="middle")
    name, tip = _("Start from the layout {name}").format(name=preset.label()), preset.description()
    # legal=False: the lobby marks no next click
    return target(f"preset:{preset.id}", frame, label, legal=False, name=name, tip=tip, classes=("button",))


def layout_editor(layout: str) -> dict:
    """The editor for a custom layout: tap a stone to turn it pale or dark; presets below."""
    stones: list[str | None] = [None] * (END + 1)
    if _well_formed(layout):
        stones[FIRST_STONE:END] = layout
    stones[END] = RED
    presets = [preset for preset in data.LAYOUTS if preset.darks]
    y = EDITOR.y + ROWS * EDITOR.cell + 30
    height = y + 14 + ((len(presets) + 2) // 3) * (PRESET_H + PRESET_GAP)
    darks = layout.count(DARK) if isinstance(layout, str) else 0
    count = _("Dark stones: {n} of {total}. Start from:").format(n=darks, total=data.DARK_COUNT)
    spaces = track(EDITOR, *(_space(n, stone) for n, stone in enumerate(stones)))
    buttons = group(_("Start from a ceremonial layout"), (_preset(k, preset, y) for k, preset in enumerate(presets)))
    parts, width = (spaces, text(EDITOR.x, y, count, 14), buttons), f"max-width:{EDITOR_MAX_PX}px"
    svg = document(PHONE_W, height, _("Stone layout editor"), *parts, class_="editor", style=width)
    return {"svg": spaced(svg), "problems": data.layout_problems(layout)}  # (not drawn by Game.render)


def edit_layout(layout: str, token: str) -> str:
    """A custom layout after one click in the editor."""
    if token.startswith("preset:"):
        preset = data.LAYOUT_BY_ID.get(token[7:])
        return data.layout_string(preset.darks) if preset and preset.darks else layout
    space = int(token[6:]) if token.startswith("space:") and token[6:].isdigit() else -1
    if _well_formed(layout) and FIRST_STONE <= space < END:
        i = space - FIRST_STONE
        return layout[:i] + (PALE if layout[i] == DARK else DARK) + layout[i + 1 :]
    return layout


def _well_formed(layout) -> bool:
    """34 letters P/D, whatever their counts (the editor can mend counts, not a broken text)."""
    return isinstance(layout, str) and len(layout) == len(data.STONE_SPACES) and not set(layout) - {PALE, DARK}
