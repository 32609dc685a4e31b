"""Yutakâ (Alexandre Droit): two players, five islands, majorities over hidden treasure.

rules.py — the engine; data.py — components and layouts; bot.py — the bots (easy, normal, strong: search);
search_model.py — what the strong bot searches (its core.search.SearchModel);
draw.py — the drawing and prompts (on the kit core/svg.py, with words.py, pieces.py, layouts.py); RULES_NOTES.md — our rulings where the text is silent.
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
    they may not see drawn anew by `rng` (a random.Random): another player's hand and deck
    together, one's own deck order, the faces of the unrevealed tiles among those that look
    alike (hidden and of the same known colour, or of unknown colours) and, until the game
    is over, of the five tiles out of play; and the PRNG."""
    twin = clone(state)
    for p in range(len(twin["hands"])):
        if p == viewer:
            rng.shuffle(twin["decks"][p])
            continue
        pool = twin["hands"][p] + twin["decks"][p]
        rng.shuffle(pool)
        n = len(twin["hands"][p])
        twin["hands"][p], twin["decks"][p] = pool[:n], pool[n:]
    known = set(twin["options"]["known"])
    hidden = [t for t in twin["tiles"] if not t["up"]]
    if twin["phase"] != "over":  # the tiles out of play are shown at the end
        hidden += twin["removed"]
    groups: dict[str, list[dict]] = {}  # the hidden tiles by the colour a viewer knows ("?": any)
    for tile in hidden:
        groups.setdefault(tile["c"] if tile["c"] in known else "?", []).append(tile)
    for group in groups.values():
        faces = [(t["c"], t["v"]) for t in group]
        rng.shuffle(faces)
        for t, (c, v) in zip(group, faces):
            t["c"], t["v"] = c, v
    twin["rng"] = rng.getrandbits(64)
    return twin


__all__ = ["GAME", "disguise"]
