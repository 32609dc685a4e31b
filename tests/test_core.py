"""The engine contract on examples: options, records, purity, refusal of bad moves (the PRNG:
test_rng.py; every game against the whole contract: test_contract.py)."""

import ast
import json
import pathlib
from importlib import import_module

import pytest

from ludoteca.core import BadOptions, BadRecord, IllegalMove, catalog, dumps, get_game, new_record, rank_by, replay
from ludoteca.core.registry import GAME_IDS, GAME_MODULES

from .helpers import playout

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_options_are_completed_and_checked():
    game = get_game("yutaka")
    opts = game.normalize_options({})
    assert opts == {"players": 2, "mode": "mysteria", "known": [], "archipelago": "open"}
    assert game.normalize_options({"mode": "mixed", "known": ["B", "Y"]})["known"] == ["Y", "B"]
    with pytest.raises(BadOptions, match="no option"):
        game.normalize_options({"colour": "red"})
    with pytest.raises(BadOptions):
        game.normalize_options({"mode": "hard"})
    with pytest.raises(BadOptions, match="2 players"):
        game.normalize_options({"players": 3})
    with pytest.raises(BadOptions, match="one to four"):
        game.normalize_options({"mode": "mixed", "known": []})
    with pytest.raises(BadOptions):
        game.normalize_options({"mode": "mixed", "known": ["Y", "Y"]})


def test_declaration_is_json():
    games = catalog()
    assert [g["id"] for g in games] == [import_module(path).GAME.id for path in GAME_MODULES]
    decl = {g["id"]: g for g in json.loads(json.dumps(games))}["yutaka"]
    assert decl["min_players"] == decl["max_players"] == 2
    assert {o["key"] for o in decl["options"]} == {"mode", "known", "archipelago"}
    assert "Scoring" in decl["rules_html"]


@pytest.mark.parametrize("game_id", [g["id"] for g in catalog()])
def test_the_catalog_gives_the_seat_colours_the_drawing_uses(game_id):
    from ludoteca.core import get_game, new_record

    game = get_game(game_id)
    decl = {g["id"]: g for g in catalog()}[game_id]
    assert len(decl["seat_colours"]) == game.max_players
    for players in range(game.min_players, game.max_players + 1):
        state = game.setup(new_record(game_id, {"players": players}, 3)["options"], 3)
        drawn = game.render(game.view(state, 0), {"path": [], "next": [], "screen": "wide"})
        assert drawn["seat_colours"] == decl["seat_colours"][:players] == game.seat_colours(players)


def test_rank_by_shares_ties():
    assert rank_by([(3,), (5,), (3,)]) == [2, 1, 2]
    assert rank_by([(4, 1), (4, 2)]) == [2, 1]


@pytest.mark.parametrize("seed", range(5))
def test_replay_reproduces_the_state_exactly(seed):
    options = {"mode": "tactika", "archipelago": "volcano"}
    final, moves = playout("yutaka", options, seed)
    record = new_record("yutaka", options, seed)
    record["moves"] = moves
    record = json.loads(json.dumps(record))  # a record survives JSON
    assert dumps(replay(record)) == dumps(final)
    assert dumps(json.loads(json.dumps(final))) == dumps(final)  # and so does a state
    middle = replay(record, upto=len(moves) // 2)
    assert not get_game("yutaka").is_over(middle)


def test_apply_is_pure_and_illegal_moves_leave_state_unchanged():
    game = get_game("yutaka")
    state = game.setup({}, 3)
    before = dumps(state)
    after = game.apply(state, {"p": 0, "reveal": 0})
    assert dumps(state) == before and dumps(after) != before
    bad_moves = [
        None,
        {},
        {"p": "0", "reveal": 1},
        {"p": True, "reveal": 1},
        {"p": 5, "reveal": 1},
        {"p": 1, "reveal": 1},
        {"p": 0, "reveal": 99},
        {"p": 0, "reveal": "1"},
        {"p": 0, "card": "Y1", "island": 0},
        {"p": 0, "reveal": 1, "extra": 1},
    ]
    for move in bad_moves:
        with pytest.raises(IllegalMove) as err:
            game.apply(state, move)
        assert str(err.value), move
        assert dumps(state) == before


def test_records_that_cannot_be_replayed_say_why():
    record = new_record("yutaka", {}, 11)
    with pytest.raises(BadRecord, match="has no game .chess.; its games are .yucata., "):
        replay(dict(record, game="chess"))
    with pytest.raises(BadRecord, match="rules version 0"):
        replay(dict(record, rules="0"))
    with pytest.raises(BadRecord, match="lacks moves"):
        replay({k: v for k, v in record.items() if k != "moves"})
    with pytest.raises(BadRecord, match="seed"):
        replay(dict(record, seed=-4))
    with pytest.raises(BadRecord, match="options"):
        replay(dict(record, options={"mode": "nope"}))
    with pytest.raises(BadRecord, match="Move 2"):
        replay(dict(record, moves=[{"p": 0, "reveal": 0}, {"p": 0, "reveal": 1}]))
    with pytest.raises(BadRecord):
        replay(["not", "a", "record"])


BROWSER_MODULES = {"js", "pyodide", "pyscript"}


def test_engines_never_import_browser_modules():
    offenders = []
    for path in (ROOT / "py" / "ludoteca").rglob("*.py"):
        if path.name == "bridge.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in BROWSER_MODULES]
    assert offenders == []


@pytest.mark.parametrize(
    "change, reason",
    [
        ({"extra": 1}, "unknown field 'extra'"),
        ({"seed": True}, "seed"),
        ({"seed": 1.0}, "seed"),
        ({"seed": float("nan")}, "NaN"),
        ({"moves": {"0": {}}}, "not a list"),
        ({"moves": [5]}, "move"),
        ({"moves": [{"p": 0}] * 5001}, "too many moves"),
        ({"options": ["mode"]}, "options"),
        ({"game": 5}, "names no game"),
        ({"rules": 1}, "rules"),
        ({"chance": {"01": 5}}, "chance"),
        ({"chance": {"0": True}}, "chance"),
        ({"moves": [[[[[[[1]]]]]]]}, "nested"),
        ({"options": {"mode": "x" * 2000}}, "too long"),
    ],
)
def test_records_are_read_strictly(change, reason):
    record = dict(new_record("yutaka", {}, 11), **change)
    with pytest.raises(BadRecord, match=reason):
        replay(record)


def test_option_values_have_exact_types():
    game = get_game("yutaka")
    for options in [
        {"mode": ["tactika"]},
        {"mode": 1},
        {"known": [["Y"]]},
        {"known": [{"Y": 1}]},
        {"known": "Y"},
        {"players": 2.0},
        {"players": True},
        ["mode"],
        "mode",
    ]:
        with pytest.raises(BadOptions):
            game.normalize_options(options)
    assert game.normalize_options(None)["players"] == 2


def readme_example() -> str:
    """The Python code block of the README's "Playing from Python"."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Playing from Python") :]
    start = section.index("```python\n") + len("```python\n")
    return section[start : section.index("\n```", start)]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_readme_example_runs_for_every_game(game_id, capsys):
    """The README's example, as written, with each registered game in place of its own: the
    result's summary (a message kept as data in every game) reads with the seats' names."""
    code = readme_example()
    assert code.count('get_game("yutaka")') == 1
    names: dict = {}
    exec(compile(code.replace('get_game("yutaka")', f"get_game({game_id!r})"), "README.md", "exec"), names)
    summary = names["result"]["summary"]
    assert isinstance(summary, dict) and "m" in summary, "a summary is a message kept as data (core.i18n.msg)"
    json.dumps(summary)
    printed = capsys.readouterr().out.splitlines()
    summary = printed[-1]
    assert "{p" not in summary and ("Ann" in summary or "Bob" in summary or "Shared" in summary), summary
