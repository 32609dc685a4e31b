"""Santa Monica: 2–4 players draft beach and street feature cards into a two-row city, bring
locals and tourists, walk them into activity rings, and score an original card set.

content.py — our cards, starting tiles, sand dollar actions and objectives, checked at import;
scoring.py — the end scoring of one city (the scorepad and the bots' estimates: one count); city.py — placement, swaps, walking, the display;
turn.py — one turn as a sequence of clicks; rules.py — phases, turns, end;
bot.py — the bots (easy, normal, strong: search);
search_model.py — what the strong bot searches (its core.search.SearchModel);
draw.py — the drawing and prompts (on the kit core/svg.py, with words.py, pieces.py, layouts.py, faces.py);
CONTENT.md — our design and its balance report; RULES_NOTES.md — our rulings.
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
    they may not see drawn anew by `rng` (a random.Random): the order of the undealt deck
    and the PRNG that draws from it (everyone sees which cards are left, never the next)."""
    twin = clone(state)
    rng.shuffle(twin["deck"])
    twin["rng"] = rng.getrandbits(64)
    return twin


__all__ = ["GAME", "disguise"]
