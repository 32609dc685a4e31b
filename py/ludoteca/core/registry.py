"""Which games exist. Each game package registers its one Game instance here."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from .errors import GameNotLoaded
from .jsonish import JsonObject

if TYPE_CHECKING:
    from .game import Game

# Game packages, in lobby order; a game's id is its package's name. Adding a game = adding its
# module path here.
GAME_MODULES = (
    "ludoteca.games.yucata",
    "ludoteca.games.kukulkan",
    "ludoteca.games.santa_monica",
    "ludoteca.games.yutaka",
)
GAME_IDS = tuple(path.rsplit(".", 1)[1] for path in GAME_MODULES)

_games: dict[str, Game] = {}


def all_games() -> list[Game]:
    return [get_game(game_id) for game_id in GAME_IDS]


def get_game(game_id: str) -> Game:
    """The game with that id; KeyError if there is none, GameNotLoaded if its package is not
    among this Python's files (in the page: not downloaded yet). Imports that game only."""
    if game_id not in _games:
        if game_id not in GAME_IDS:
            raise KeyError(game_id)
        path = GAME_MODULES[GAME_IDS.index(game_id)]
        try:
            module = importlib.import_module(path)
        except ModuleNotFoundError as err:
            if err.name == path:
                raise GameNotLoaded(game_id) from None
            raise
        game: Game = module.GAME
        _games[game_id] = game
    return _games[game_id]


def catalog() -> list[JsonObject]:
    """Every game's declaration, for the lobby."""
    return [game.declare() for game in all_games()]
