"""Which games exist. Each game package registers its one Game instance here."""

from __future__ import annotations

import importlib

# Game packages, in lobby order. Adding a game = adding its module path here.
GAME_MODULES = ("ludoteca.games.yucata", "ludoteca.games.kukulkan", "ludoteca.games.santa_monica",
                "ludoteca.games.yutaka")

_games: dict = {}


def all_games() -> list:
    if not _games:
        for path in GAME_MODULES:
            game = importlib.import_module(path).GAME
            _games[game.id] = game
    return list(_games.values())


def get_game(game_id: str):
    """The game with that id; KeyError if there is none."""
    for game in all_games():
        if game.id == game_id:
            return game
    raise KeyError(game_id)


def catalog() -> list[dict]:
    """Every game's declaration, for the lobby."""
    return [game.declare() for game in all_games()]
