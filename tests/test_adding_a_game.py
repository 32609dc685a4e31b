"""ARCHITECTURE.md's "Adding a game" lists the files a game's package writes; Take-away, the
test-only game, is its worked example. This test holds the two to each other, so the list
stays what a fifth game really needs and the example follows it exactly."""

import pathlib
import re

from ludoteca.core.registry import GAME_IDS, get_game
from ludoteca.tournament import run_tournament
from ludoteca.workshop import load_bot, starter_template

ROOT = pathlib.Path(__file__).resolve().parent.parent
TAKEAWAY = ROOT / "tests" / "games" / "takeaway"
SHIPPED = ROOT / "py" / "ludoteca" / "games"
# Where the table names a shipped game's own name for a file.
OWN_NAMES = {"santa_monica": {"data.py": "content.py"}}


def listed_files() -> dict[str, bool]:
    """The table's files (with `locale/{de,fr}/…/<id>.po` spelled out for Take-away), each
    with whether the table calls it optional."""
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    section = text.split("## Adding a game", 1)[1].split("\n## ", 1)[0]
    files: dict[str, bool] = {}
    for row in re.findall(r"^\| (`.*?) \| (.*) \|$", section, flags=re.M):
        optional = row[1].startswith("(optional)")
        for name in re.findall(r"`([^`]+)`", row[0]):
            for lang in ("de", "fr"):
                files[name.replace("{de,fr}", lang).replace("<id>", "takeaway")] = optional
    return files


def package_files(folder: pathlib.Path) -> set[str]:
    return {
        path.relative_to(folder).as_posix()
        for path in folder.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".mo"
    }


def test_take_away_writes_exactly_the_files_the_table_lists():
    listed = listed_files()
    assert {"rules.py", "draw.py", "__init__.py", "locale/fr/LC_MESSAGES/takeaway.po"} <= set(listed)
    assert package_files(TAKEAWAY) == set(listed)


def test_every_shipped_game_writes_every_file_the_table_requires():
    required = {name for name, optional in listed_files().items() if not optional}
    for game_id in GAME_IDS:
        own = OWN_NAMES.get(game_id, {})
        wanted = {own.get(name, name).replace("takeaway", game_id) for name in required}
        missing = wanted - package_files(SHIPPED / game_id)
        assert not missing, f"{game_id} lacks {sorted(missing)}"


def test_take_aways_own_files_are_what_its_game_uses():
    game = get_game("takeaway")
    assert game.has_tutorial and game.tutorial is not None
    # The workshop starts from the package's own starting bot, and it plays.
    source = starter_template("takeaway")
    assert source == (TAKEAWAY / "starter_bot.py").read_text(encoding="utf-8")
    load_bot(source)
    results = run_tournament(source, "takeaway", "easy", games=4)
    assert results["finished"] == 4 and not results["errors"]
    assert results["stats"]["you"]["win_share"] > 0.5
