"""Shared test helpers: seeded random playouts through the public contract."""

import random

from ludoteca.core import get_game


def playout(game_id: str, options: dict, seed: int, policy=None, on_step=None):
    """Play a complete game with `policy(state, moves, rng) -> move` (game.random_move by default).
    Calls on_step(state) before every move and after the last; returns (final state, moves)."""
    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.setup(options, seed)
    moves = []
    for _ in range(10_000):
        if on_step:
            on_step(state)
        if game.is_over(state):
            return state, moves
        actors = game.to_act(state)
        assert actors, "nobody may act, yet the game is not over"
        player = rng.choice(actors)
        if policy:
            legal = game.legal_moves(state, player)
            assert legal, f"player {player} must act but has no legal move"
            move = policy(state, legal, rng)
        else:
            move = game.random_move(state, player, rng)   # = rng.choice(legal moves) by default
        state = game.apply(state, move)
        moves.append(move)
    raise AssertionError("game did not end")
