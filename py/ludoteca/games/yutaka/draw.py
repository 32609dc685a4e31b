"""Yutakâ's board as SVG on the drawing kit (core/svg.py), drawn from a view (never from the
full state): the desk and the phone (layouts.py), made of the pieces in pieces.py and
named and described in words.py; here the prompt, the rules in brief and `render`. Targets'
tokens are Yutaka.move_path's; every text is English here, translated by the catalogs (texts.py).
"""

from __future__ import annotations

from ...core.i18n import N_, PRESS_SLOTS
from ...core.svg import drawn
from .data import DYNAMITE, card_name
from .layouts import desk_svg, majorities_svg, phone_svg
from .pieces import SEAT_COLOURS
from .texts import _
from .words import column_sums

__all__ = ["RULES", "SEAT_COLOURS", "column_sums", "prompt", "render", "rules_html"]


# The prompts of the reveals and of a chosen card, by (the viewer's turn or not, why) and by
# (dynamite or not, phone or desk).
REVEAL = {
    (True, "equipment"): N_("Reveal a treasure tile of your choice (after playing equipment)."),
    (True, "dynamite"): N_("Reveal a treasure tile of your choice (because of dynamite)."),
    (False, "equipment"): N_("Waiting for {name} to reveal a tile (after playing equipment)."),
    (False, "dynamite"): N_("Waiting for {name} to reveal a tile (because of dynamite)."),
}
PLAY = {  # is the card dynamite?
    True: N_("Play your dynamite on your opponent's side of an island ({tap} a highlighted island)."),
    False: N_("Play your {card} on your side of an island ({tap} a highlighted island)."),
}


def prompt(view: dict, ui: dict) -> str:
    if view["over"]:
        return _("The game is over.")
    actor = view["to_act"][0]
    mine, name = view["viewer"] == actor, f"{{p{actor}}}"
    # Another seat is never the subject of a verb here ("{p0}" may be called "You").
    if view["phase"] == "opening":
        k = 4 - view["opening_left"] + 1
        if not mine:
            return _("Waiting for {name}: opening reveal {k} of 4.").format(name=name, k=k)
        if any(not t["up"] and not t["open"] for t in view["tiles"]):  # a stacked archipelago
            return _("Opening reveal {k} of 4: reveal a treasure tile with no hidden tile on top of it.").format(k=k)
        return _("Opening reveal {k} of 4: reveal any treasure tile.").format(k=k)
    if view["phase"] == "reveal":
        return _(REVEAL[mine, view["reveal_cause"]]).format(name=name)
    if not mine:
        return _("Waiting for {name} to play a card.").format(name=name)
    if ui.get("path"):
        card = ui["path"][0][5:]
        return _(PLAY[card == DYNAMITE]).format(card=card_name(card), **PRESS_SLOTS)
    return _("Your turn: choose a card from your hand.")


# The rules in brief, one message a paragraph (our own words; terms as the printed games
# name them in each language).
RULES = (
    N_("<h3>Yutakâ in brief</h3>"),
    N_(
        "<p>Two explorers compete for the treasure of five islands. Each island holds four hidden treasure tiles; five more tiles are out of play, unseen. There are five kinds of treasure, 30 points each: yellow idols (15, 10, 5), green daggers (12, 8, 6, 4), blue amphoras (10, 8, 6, 4, 2), red crystals (9, 8, 6, 4, 2, 1) and grey equipment (8, 7, 5, 4, 3, 2, 1).</p>"
    ),
    N_(
        "<p><b>Cards.</b> Each player has 24 expedition cards: values 1–4 of each of the five treasures, and four dynamite. You hold six and draw back up to six after each card, while your deck lasts.</p>"
    ),
    N_(
        "<p><b>Opening.</b> Players take turns revealing four tiles: player 1, player 2, player 1, player 2. Then player 1 plays first.</p>"
    ),
    N_(
        "<p><b>Your turn.</b> Play one card to an island. Treasure and equipment cards go on your side of it, dynamite on your opponent's side; a side holds at most five cards per island. After equipment you reveal a hidden tile of your choice; after your dynamite your opponent reveals one. The game ends the moment the last tile is revealed.</p>"
    ),
    N_(
        "<p><b>Scoring</b>, for each island and treasure: you take that treasure's tiles if you have at least one card of it there and the higher sum of its cards. Equipment tiles: if only one player has equipment there, that player takes them; if both do, the higher sum of <i>all</i> cards on the island side wins (dynamite counts 0). Ties discard the tiles. Most points wins; a tie goes to the player with more points from equipment tiles, then is shared.</p>"
    ),
    N_(
        "<p><b>Modes.</b> Mysteria: tiles are anonymous until revealed. Tactika: every tile's colour is known, its value hidden. Mixed: the colours chosen at setup are known. Stacked archipelagos: only a tile with no hidden tile on top of it can be revealed.</p>"
    ),
)


def rules_html() -> str:
    return "\n".join(_(paragraph) for paragraph in RULES)


def render(view: dict, ui: dict) -> dict:
    """The drawing for the shell: see Game.render (ui["screen"] is "wide" or "phone")."""
    if ui.get("screen") == "phone":
        panels = [(_("Majorities"), majorities_svg(view))]
        return drawn(phone_svg(view, ui), prompt(view, ui), SEAT_COLOURS, panels, main_title=_("Board"))
    return drawn(desk_svg(view, ui), prompt(view, ui), SEAT_COLOURS)
