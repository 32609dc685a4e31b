"""The workshop's versions and error lines on the Python side (issue 38): the page's worker
(assets/py/workshop_worker.py, run here on CPython with its two browser modules stood in for)
plays one version of a bot against another, seats rotating, with the same Python as
`python -m ludoteca.arena GAME --bot a.py --against b.py`; a bot's error names the line of the
player's own file (a syntax error's, or the innermost frame of their file)."""

import importlib.util
import json
import pathlib
import sys
import types

import pytest

from ludoteca.tournament import run_tournament
from ludoteca.workshop import BotError, load_bot

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIRST = "def choose(view, moves):\n    return moves[0]\n"
LAST = "def choose(view, moves):\n    return moves[-1]\n"


@pytest.fixture
def worker(monkeypatch):
    """The page's worker module, its `js.postMessage` and `polyscript.xworker.sync` stood in for."""
    posted: list[str] = []
    sync = types.SimpleNamespace()
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(postMessage=posted.append))
    monkeypatch.setitem(sys.modules, "polyscript", types.SimpleNamespace(xworker=types.SimpleNamespace(sync=sync)))
    spec = importlib.util.spec_from_file_location("workshop_worker", ROOT / "assets" / "py" / "workshop_worker.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sync.posted = posted
    return sync


def call(sync, name, **payload):
    return json.loads(getattr(sync, name)(json.dumps({"lang": "en", **payload})))


def test_the_page_plays_a_version_against_another_with_seats_rotating(worker):
    against = {"source": LAST, "filename": "last.py", "name": "last"}
    assert call(worker, "check", source=FIRST, against=against) == {"ok": True}
    base = {
        "source": FIRST,
        "game": "yutaka",
        "opponent": "last",
        "against": against,
        "seconds": 1.0,
        "players": 2,
        "first_seed": 1,
    }
    games = [call(worker, "play", index=i, **base)["game"] for i in range(2)]
    assert [g["seat"] for g in games] == [0, 1]
    assert all(g["finished"] for g in games)
    # the other seat is the version, named (a replay shows its name)
    assert games[0]["seats"][1] == {"kind": "human", "name": "last"}
    assert games[0]["against"] == "last"  # (the page names the version when it fails)
    # the same games as the arena's run_tournament between the two files
    arena = run_tournament(FIRST, "yutaka", games=2, against=(LAST, "last.py"))
    assert [g["record"]["moves"] for g in arena["games"]] == [g["record"]["moves"] for g in games]
    summary = call(worker, "summary", games=games, game="yutaka", opponent="last", players=2, seconds=1.0)
    assert "B = last" in summary["summary"]["report"]


def test_a_version_that_does_not_load_is_told_apart_from_the_players_bot(worker):
    against = {"source": "def choose(view, moves)\n", "filename": "broken.py", "name": "broken"}
    answer = call(worker, "check", source=FIRST, against=against)
    assert answer["ok"] is False
    assert answer["bot_error"]["side"] == "them"
    assert answer["bot_error"]["line"] == 1
    assert 'File "broken.py", line 1' in answer["bot_error"]["traceback"]
    assert call(worker, "check", source=FIRST)["ok"] is True


def test_a_syntax_error_names_its_line():
    with pytest.raises(BotError) as caught:
        load_bot("def choose(view, moves):\n    x = 1\n    return moves[0] +\n")
    assert caught.value.kind == "syntax"
    assert caught.value.to_json()["line"] == 3


def test_an_error_names_the_innermost_line_of_the_players_own_file():
    source = "import json\n\n\ndef choose(view, moves):\n    return json.loads('{')\n"
    bot = load_bot(source)
    with pytest.raises(BotError) as caught:
        bot.choose({}, [{"a": 1}])
    # the error is raised inside the json module: the line is the player's call, not json's
    assert caught.value.line == 5
    assert "json/decoder.py" not in caught.value.trace


def test_an_error_at_the_top_level_and_a_timeout_name_their_lines():
    with pytest.raises(BotError) as caught:
        load_bot("x = 1\ny = 1 / 0\n\n\ndef choose(view, moves):\n    return moves[0]\n")
    assert (caught.value.kind, caught.value.line) == ("raised", 2)
    bot = load_bot("def choose(view, moves):\n    while True:\n        pass\n")
    with pytest.raises(BotError) as caught:
        bot.choose({}, [{"a": 1}], 0.05)
    assert caught.value.kind == "timeout"
    assert caught.value.line in (2, 3)
