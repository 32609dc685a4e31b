"""Kukulkán (roll and write): 1–6 players build El Castillo on their own sheets with one
shared die per round — draw borders, write stone weights, cross numbered blocks.

data.py — our sheet design, as data checked at import; sheet.py — the rules of one sheet;
rules.py — rounds, simultaneous actions, bonuses, end; bot.py — the bots (easy, normal, strong: search);
plan.py — the bots' planning on one sheet (it applies moves with sheet.perform, judges them by its own estimate);
search_model.py — what the strong bot searches (its core.search.SearchModel);
draw.py — the drawing and prompts (on the kit core/svg.py, with words.py, pieces.py, layouts.py); RULES_NOTES.md — our design and our rulings.
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
    they may not see drawn anew by `rng` (a random.Random): the actions the others have
    already chosen this round (any of their legal actions could be waiting) and the PRNG
    that rolls the next dice."""
    twin = clone(state)
    for p, move in enumerate(state["pending"]):
        if move is not None and p != viewer:
            undecided = dict(twin, pending=[None if q == p else m for q, m in enumerate(twin["pending"])])
            twin["pending"][p] = GAME.random_move(undecided, p, rng)
    twin["rng"] = rng.getrandbits(64)
    return twin


__all__ = ["GAME", "disguise"]
