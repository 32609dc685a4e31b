"""Yucata' (Stefan Dorra): 2–4 players race amulets along a spiral temple track, taking
pale stones and avoiding dark ones.

rules.py — the engine; data.py — track, cards and stone layouts; bot.py — the bots (easy, normal, strong: search);
search_model.py — what the strong bot searches (its core.search.SearchModel);
draw.py — the drawing (render, prompts, the layout editor) on the kit core/svg.py, with words.py,
pieces.py and layouts.py; RULES_NOTES.md — our rulings.
The rules import neither the drawing nor the bot: they are wired to the game here.
"""

from ludoteca.core import clone

from .rules import GAME

GAME.wire(
    draw=f"{__name__}.draw",
    bot=f"{__name__}.bot",
    describe=f"{__name__}.describe",
    search=f"{__name__}.search_model",
    review=f"{__name__}.review",
)


def disguise(state: dict, viewer: int | None, rng) -> dict:
    """A state that `viewer` (None: a spectator) cannot tell from `state`, with everything
    they may not see drawn anew by `rng` (a random.Random). Nothing in Yucata' is hidden but
    the PRNG, which only Yazurika's layout and the starting player drew from."""
    twin = clone(state)
    twin["rng"] = rng.getrandbits(64)
    return twin


__all__ = ["GAME", "disguise"]
