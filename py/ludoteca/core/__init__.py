"""The engine contract shared by every game: see game.py for the methods, record.py for
replay, rng.py for chance. Nothing here imports a browser module."""

from .errors import BadOptions, BadRecord, BadSeat, BadState, IllegalMove, LudotecaError, UnknownGame
from .game import Choice, Game, Option, rank_by
from .jsonish import clone, dumps
from .link import BadLink, decode_link, encode_link
from .record import new_record, replay
from .registry import all_games, catalog, get_game
from .rng import MAX_SEED, Rng

__all__ = [
    "BadOptions",
    "BadRecord",
    "BadSeat",
    "BadState",
    "IllegalMove",
    "LudotecaError",
    "UnknownGame",
    "Choice",
    "Game",
    "Option",
    "rank_by",
    "clone",
    "dumps",
    "new_record",
    "replay",
    "all_games",
    "catalog",
    "get_game",
    "MAX_SEED",
    "Rng",
    "BadLink",
    "decode_link",
    "encode_link",
]
