"""A game whose folder holds only what comes after the first board (build/later.zip.gz: its
bots), not its package yet, is a game not loaded (the worker fetches it and asks again), not a
namespace package without a GAME; once its package is there, the same call finds it."""

import sys

import pytest

from ludoteca.core import registry
from ludoteca.core.errors import GameNotLoaded


def test_a_game_folder_without_its_package_is_not_loaded_until_the_package_comes(tmp_path, monkeypatch):
    game_folder = tmp_path / "ludo_half_loaded" / "halfgame"
    game_folder.mkdir(parents=True)
    (game_folder / "search_model.py").write_text("PLAYOUTS = 1\n")  # as later.zip.gz brings it
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(registry._registered, "halfgame", "ludo_half_loaded.halfgame")
    try:
        with pytest.raises(GameNotLoaded):
            registry.get_game("halfgame")
        assert "ludo_half_loaded.halfgame" not in sys.modules

        (game_folder / "__init__.py").write_text("GAME = 'the game'\n")  # its package arrives
        (game_folder / "rules.py").write_text("RULES = 1\n")
        assert registry.get_game("halfgame") == "the game"
        import ludo_half_loaded.halfgame.rules as rules  # noqa: PLC0415

        assert rules.RULES == 1
    finally:
        registry._games.pop("halfgame", None)
        for name in [name for name in sys.modules if name.startswith("ludo_half_loaded")]:
            del sys.modules[name]
