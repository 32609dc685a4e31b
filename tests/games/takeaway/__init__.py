"""Take-away, a test-only game: the worked example of ARCHITECTURE.md's "Adding a game".

Two players take one, two or three stones from a pile in turn; who takes the last stone wins.
rules.py — the engine; data.py — the pile sizes and the most one may take; describe.py — the position in words; bot.py — the bots
(easy, normal, strong: search); search_model.py — what the strong bot searches; draw.py — the board on both screens;
texts.py and locale/ — its words in English, German and French. The rules import neither the
drawing nor the bot: they are wired to the game here.
"""

from ludoteca.core import clone

from .rules import GAME

GAME.wire(
    draw=f"{__name__}.draw", bot=f"{__name__}.bot", describe=f"{__name__}.describe", search=f"{__name__}.search_model"
)


def disguise(state: dict, viewer: int | None, rng) -> dict:
    """A state `viewer` cannot tell from `state`: nothing is hidden but the PRNG."""
    twin = clone(state)
    twin["rng"] = rng.getrandbits(64)
    return twin


__all__ = ["GAME", "disguise"]
