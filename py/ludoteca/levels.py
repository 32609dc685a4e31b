"""A seat's move by one of our bot levels, or by RANDOM (a uniform legal move): how the arena
and the workshop's tournaments let our bots play (the table asks the game's bot itself)."""

from __future__ import annotations

import random

from .core.game import Game
from .core.jsonish import JsonObject

RANDOM = "random"  # an opponent that plays a uniform legal move


def level_move(game: Game, state: JsonObject, p: int, rng: random.Random, level: str) -> JsonObject:
    """Seat `p`'s move by one of our levels (or RANDOM, a uniform legal move), from its view."""
    if level == RANDOM:
        return game.random_move(state, p, rng)
    moves = game.legal_moves(state, p) if game.lists_moves else None
    return game.bot_move(game.view(state, p), moves, rng, level)
