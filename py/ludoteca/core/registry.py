"""Which games exist. Each game package registers its one Game instance here."""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING

from . import i18n
from .errors import GameNotLoaded, UnknownGame
from .jsonish import JsonObject

if TYPE_CHECKING:
    from .game import Game

_ = i18n.SITE.gettext

# The games the site ships, in lobby order; a game's id is its package's name. Adding a game =
# adding its module path here.
GAME_MODULES = (
    "ludoteca.games.yucata",
    "ludoteca.games.kukulkan",
    "ludoteca.games.santa_monica",
    "ludoteca.games.yutaka",
)
GAME_IDS = tuple(path.rsplit(".", 1)[1] for path in GAME_MODULES)

# Games registered at run time (`register`): test-only games, never in the lobby or the build.
_registered: dict[str, str] = {}
_games: dict[str, Game] = {}


def register(module_path: str) -> str:
    """Add the game package at `module_path` (a test-only game, e.g. tests/games/takeaway, which
    tests/conftest.py registers) after the shipped ones: all_games() and get_game() then know
    it, so every suite parametrised over the registry runs over it; the lobby's catalog()
    does not list it, and the build ships only GAME_MODULES. Returns the game's id."""
    game_id = module_path.rsplit(".", 1)[1]
    if game_id in GAME_IDS or _registered.get(game_id, module_path) != module_path:
        raise ValueError(f"a game {game_id!r} is already registered")
    _registered[game_id] = module_path
    return game_id


def module_paths() -> tuple[str, ...]:
    """Every known game package: the shipped ones in lobby order, then the registered ones."""
    return GAME_MODULES + tuple(_registered.values())


def all_games() -> list[Game]:
    """Every known game: the shipped ones in lobby order, then any registered (`register`)."""
    return [get_game(game_id) for game_id in (*GAME_IDS, *_registered)]


def shipped_games() -> list[Game]:
    """The games the site ships (GAME_MODULES), in lobby order: what the build packs, pictures
    and precaches, whatever else a process has registered."""
    return [get_game(game_id) for game_id in GAME_IDS]


def get_game(game_id: str) -> Game:
    """The game with that id; UnknownGame (a LookupError) naming the known ids if there is
    none, GameNotLoaded if its package is not among this Python's files (in the page: not
    downloaded yet). Imports that game only."""
    if not isinstance(game_id, str) or game_id not in _games:
        if not isinstance(game_id, str):
            raise UnknownGame(_unknown(None), game_id)
        if game_id in GAME_IDS:
            path = GAME_MODULES[GAME_IDS.index(game_id)]
        elif game_id in _registered:
            path = _registered[game_id]
        else:
            raise UnknownGame(_unknown(game_id), game_id)
        try:
            module = importlib.import_module(path)
        except ModuleNotFoundError as err:
            if err.name == path:
                raise GameNotLoaded(game_id) from None
            raise
        if getattr(module, "__file__", None) is None:
            # A folder without the package's own files: in the page, what build/later.zip.gz
            # holds of a game (its bots) can be there before the game's package, and Python then
            # imports the folder as a namespace package. Forget it, and what Python saw of the
            # folders, so that the import after the package's download finds the package.
            for name in [name for name in sys.modules if name == path or name.startswith(path + ".")]:
                del sys.modules[name]
            sys.path_importer_cache.clear()
            raise GameNotLoaded(game_id)
        game: Game = module.GAME
        _games[game_id] = game
    return _games[game_id]


def _unknown(game_id: str | None) -> str:
    """The refusal of a game id that names no game (None: not a text), with the known ids."""
    known = i18n.join([f"'{g}'" for g in (*GAME_IDS, *_registered)])
    if game_id is None:
        # TRANSLATORS: {known} lists the games' ids, e.g. 'yucata', 'kukulkan' and 'yutaka'.
        return _("A game is named by its id, a text: {known}.").format(known=known)
    # TRANSLATORS: {name} is what was asked for; {known} lists the games' ids.
    return _("Ludoteca has no game '{name}'; its games are {known}.").format(name=game_id[:40], known=known)


def catalog() -> list[JsonObject]:
    """Every shipped game's declaration, for the lobby."""
    return [game.declare() for game in shipped_games()]
