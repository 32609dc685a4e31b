"""The bot workshop's Python side (ludoteca.workshop): each game's starting bot plays whole
tournaments on CPython, through `run_tournament` and through `python -m ludoteca.arena --bot`;
it beats random play; a bot that raises, chooses an illegal move, loops or does not compile
loses (or is refused) with a clear sentence and a traceback of its own file only; results are
JSON; a game's record replays; and the lobby's "your bot" seat plays at the table."""

import json
import pathlib
import re
import subprocess
import sys
import time

import pytest

from ludoteca import workshop, workshop_watch
from ludoteca.app import Api
from ludoteca.core import get_game, i18n, replay
from ludoteca.core.registry import GAME_IDS
from ludoteca.table import Table, replay_position
from ludoteca.tournament import run_tournament
from ludoteca.workshop import BotError, load_bot, starter_source

ROOT = pathlib.Path(__file__).resolve().parent.parent

RAISES = """
def helper(moves):
    return moves[99]

def choose(view, moves):
    return helper(moves)
"""
ILLEGAL = """
def choose(view, moves):
    return {"p": view["viewer"], "nonsense": 1}
"""
LOOPS = """
def choose(view, moves):
    n = 0
    while True:
        n += 1
"""
STUBBORN = """
def choose(view, moves):
    try:
        while True:
            pass
    except BaseException:
        pass
    return moves[0]
"""
SYNTAX = """
def choose(view, moves)
    return moves[0]
"""
NO_CHOOSE = """
def chose(view, moves):
    return moves[0]
"""


def call(api: Api, name: str, payload: dict) -> dict:
    return json.loads(api.call(name, json.dumps(payload)))


# ---------------------------------------------------------------- the starting bots


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_starter_plays_a_tournament_to_the_end(game_id):
    progress = []
    results = run_tournament(
        starter_source(game_id), game_id, "easy", games=2, on_game=lambda i, r: progress.append((i, r["played"]))
    )
    assert progress == [(0, 1), (1, 2)]
    assert results["played"] == results["finished"] == 2 and not results["errors"] and not results["stopped"]
    assert [g["seat"] for g in results["games"]] == [0, 1], "the bot's seat rotates"
    you = results["stats"]["you"]
    assert 0 <= you["low"] <= you["win_share"] <= you["high"] <= 1
    assert you["think"]["moves"] > 0 and results["stats"]["them"]["think"]["moves"] > 0
    assert json.loads(json.dumps(results)) == results, "the results are JSON"
    assert "A win share" in results["report"] and "95 % CI" in results["report"]
    for played in results["games"]:
        game = get_game(game_id)
        state = replay(played["record"])  # what the replay takes: record and seats
        assert game.is_over(state) and game.result(state)["scores"] == played["scores"]
        shown = replay_position(played["record"], played["seats"], len(played["record"]["moves"]))
        assert shown["over"] and shown["seats"][played["seat"]]["name"] == "my_bot"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_starter_beats_random_play(game_id):
    results = run_tournament(starter_source(game_id), game_id, "random", games=8)
    assert results["stats"]["you"]["win_share"] > 0.5, results["report"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_starter_runs_as_a_file_with_the_arena(game_id, tmp_path):
    path = tmp_path / "my_bot.py"
    path.write_text(starter_source(game_id), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "ludoteca.arena", game_id, "--bot", str(path), "--against", "easy", "--games", "2"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT / "py")},
    )
    assert done.returncode == 0, done.stderr
    assert "2 games" in done.stdout and "A = my_bot, B = easy" in done.stdout
    assert "A win share" in done.stdout and "think time my_bot" in done.stdout


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_starters_comments_read_in_the_page_language(game_id, lang):
    english = starter_source(game_id)
    i18n.use(lang)
    translated = starter_source(game_id)

    def code(text):
        return [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]

    assert code(translated) == code(english), "only the comments change"
    comments = [line for line in translated.splitlines() if line.lstrip().startswith("#")]
    assert not set(comments) & set(english.splitlines()) - {"#"}, "every comment line translated"
    assert {"de": " ist ", "fr": " est "}[lang] in translated
    load_bot(translated)


def test_a_translated_starter_plays():
    i18n.use("fr")
    assert run_tournament(starter_source("yutaka"), "yutaka", "easy", games=1)["finished"] == 1


def test_a_game_without_its_own_starter_gets_the_generic_one(monkeypatch):
    # Take-away writes every file a game may (tests/test_adding_a_game.py): here it has none.
    own = ROOT / "tests" / "games" / "takeaway" / "starter_bot.py"
    is_file = pathlib.Path.is_file
    monkeypatch.setattr(pathlib.Path, "is_file", lambda path: path != own and is_file(path))
    source = starter_source("takeaway")
    assert source == workshop.GENERIC_STARTER.read_text(encoding="utf-8")
    assert run_tournament(source, "takeaway", "easy", games=2)["finished"] == 2


# ---------------------------------------------------------------- bots that fail


def test_a_bot_that_raises_loses_with_its_own_traceback():
    results = run_tournament(RAISES, "yutaka", "easy", games=2)
    assert results["errors"] == {"raised": 2} and results["stats"]["you"]["win_share"] == 0
    error = results["games"][0]["error"]
    assert error["kind"] == "raised" and error["move"] == 1
    assert error["message"] == "Your bot raised an error: IndexError: list index out of range"
    trace = error["traceback"]
    assert 'File "my_bot.py", line 6, in choose' in trace and "return helper(moves)" in trace
    assert 'File "my_bot.py", line 3, in helper' in trace and trace.endswith("IndexError: list index out of range\n")
    assert "workshop.py" not in trace and "ludoteca" not in trace, "only the player's own frames"
    assert results["games"][1]["error"]["move"] == 2, "seated second, it fails at the second move"
    # The game as far as it went replays (the replay opens unfinished games too).
    assert len(results["games"][1]["record"]["moves"]) == 1
    replay(results["games"][1]["record"])


def test_a_bot_that_chooses_an_illegal_move_loses():
    results = run_tournament(ILLEGAL, "yucata", "easy", games=1)
    error = results["games"][0]["error"]
    assert error["kind"] == "illegal" and error["move"] == len(results["games"][0]["record"]["moves"]) + 1
    assert error["message"].startswith("Your bot chose a move the rules do not allow: {'p': 0, 'nonsense': 1}. ")
    assert len(error["message"]) > 70, "the rules' reason follows"
    not_a_dict = load_bot("def choose(view, moves):\n    return 3\n")
    with pytest.raises(BotError) as caught:
        not_a_dict.choose({}, [{"p": 0}], 1.0)
    assert caught.value.kind == "illegal"
    assert caught.value.message == "Your bot returned 3, which is not one of the moves it was given."


@pytest.mark.parametrize("source", [LOOPS, STUBBORN], ids=["loops", "catches the timeout"])
def test_a_bot_that_loops_loses_by_time(source):
    started = time.perf_counter()
    results = run_tournament(source, "yutaka", "easy", games=2, seconds_per_move=0.2)
    assert time.perf_counter() - started < 5
    assert results["errors"] == {"timeout": 2}
    error = results["games"][0]["error"]
    assert error["message"] == "Your bot took longer than 0.2 s to choose a move."
    if source is LOOPS:
        assert re.search(r'File "my_bot.py", line [45], in choose\n', error["traceback"]), "where the loop was"
        assert error["traceback"].endswith("(out of time here)\n")


def test_the_time_limit_holds_a_loop_at_the_top_of_the_file():
    with pytest.raises(BotError) as caught:
        load_bot("while True:\n    pass\n", seconds=0.2)
    assert caught.value.kind == "timeout" and caught.value.message == "Your bot took longer than 0.2 s to load."


C_LOOP_MOVE = "def choose(view, moves):\n    return sum(range(10**13))\n"
C_LOOP_TOP = "TABLE = sum(range(10**13))\n\n\ndef choose(view, moves):\n    return moves[0]\n"


def test_the_arena_ends_a_bot_looping_inside_c_and_the_tournament_ends(tmp_path):
    # The trace cannot stop sum(range(10**13)): the arena's child process is ended instead.
    path = tmp_path / "loop.py"
    path.write_text(C_LOOP_MOVE, encoding="utf-8")
    command = [sys.executable, "-m", "ludoteca.arena", "yutaka", "--bot", str(path), "--against", "easy"]
    command += ["--games", "2", "--seconds", "0.2", "--grace", "0.3"]
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, env={"PYTHONPATH": str(ROOT / "py")})
    assert time.perf_counter() - started < 20
    assert done.returncode == 2, done.stderr
    assert "2 games" in done.stdout and "games lost by the bot's errors: timeout 2" in done.stdout
    assert done.stdout.count("Your bot did not answer within 0.2 s and was stopped.") == 2


def test_the_arena_ends_a_file_whose_top_level_loops_inside_c(monkeypatch):
    monkeypatch.setattr(workshop, "LOAD_SECONDS", 0.2)  # (the child is forked: it sees this too)
    started = time.perf_counter()
    with pytest.raises(BotError) as caught:
        run_tournament(C_LOOP_TOP, "yutaka", "easy", games=2, grace=0.3)
    assert time.perf_counter() - started < 10
    assert caught.value.kind == "timeout"
    assert caught.value.message == "Your bot's file did not finish loading within 0.2 s and was stopped."


def test_in_its_own_process_a_bot_plays_as_in_this_one():
    here = run_tournament(starter_source("yucata"), "yucata", "easy", games=3)
    there = run_tournament(starter_source("yucata"), "yucata", "easy", games=3, grace=2.0)
    assert [g["record"] for g in there["games"]] == [g["record"] for g in here["games"]]
    lost = run_tournament(RAISES, "yucata", "easy", games=1, grace=2.0)["games"][0]["error"]
    assert lost["kind"] == "raised" and 'File "my_bot.py", line 3, in helper' in lost["traceback"]


def test_a_bot_that_does_not_compile_or_has_no_choose_is_refused():
    with pytest.raises(BotError) as caught:
        run_tournament(SYNTAX, "yutaka", "easy", games=1)
    assert caught.value.kind == "syntax"
    assert caught.value.message == "Your bot has a syntax error on line 2: expected ':'"
    assert 'File "my_bot.py", line 2' in caught.value.trace and "SyntaxError" in caught.value.trace
    with pytest.raises(BotError) as caught:
        load_bot(NO_CHOOSE)
    assert caught.value.kind == "missing"
    assert caught.value.message == "Your bot must define a function choose(view, moves)."
    with pytest.raises(BotError) as caught:
        load_bot("import nothing_of_that_name\n")
    assert caught.value.kind == "raised" and "ModuleNotFoundError" in caught.value.message


def test_a_move_equal_to_a_legal_one_is_played_as_the_legal_one():
    bot = load_bot("def choose(view, moves):\n    return {'p': 0, 'n': True}\n")
    chosen = bot.choose({}, [{"p": 0, "n": 1}], 1.0)
    assert chosen == {"p": 0, "n": 1} and type(chosen["n"]) is int


def test_a_bot_changing_what_it_is_given_changes_nothing_else():
    bot = load_bot("def choose(view, moves):\n    view.clear()\n    m = moves.pop()\n    return m\n")
    view, moves = {"a": 1}, [{"p": 0, "x": 1}, {"p": 0, "x": 2}]
    assert bot.choose(view, moves, 1.0) == {"p": 0, "x": 2}
    assert view == {"a": 1} and len(moves) == 2


def test_a_tournament_stops_when_asked_and_the_arena_says_what_went_wrong(tmp_path):
    calls = []

    def stop():
        calls.append(1)
        return len(calls) > 30

    results = run_tournament(starter_source("yucata"), "yucata", "easy", games=10, should_stop=stop)
    assert results["stopped"] and results["played"] < 10
    bad = tmp_path / "bad.py"
    bad.write_text(RAISES, encoding="utf-8")
    env = {"PYTHONPATH": str(ROOT / "py")}
    command = [sys.executable, "-m", "ludoteca.arena", "yucata", "--bot", str(bad), "--games", "1"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 2 and "games lost by the bot's errors: raised 1" in done.stdout
    assert re.search(r"move \d+: Your bot raised an error: IndexError", done.stdout)
    bad.write_text(SYNTAX, encoding="utf-8")
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 1 and "Your bot has a syntax error on line 2" in done.stderr


# ---------------------------------------------------------------- the lobby's "your bot" seat


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_your_bot_plays_a_whole_game_at_the_table(game_id):
    api = Api()
    seats = [{"kind": "workshop", "name": None, "code": starter_source(game_id)}, {"kind": "bot", "level": "easy"}]
    snap = call(api, "new", {"game": game_id, "seats": seats, "seed": 4})
    assert snap["seats"][0]["kind"] == "workshop" and snap["seats"][0]["code"] == seats[0]["code"]
    for _ in range(2000):
        if snap["over"]:
            break
        assert snap["bot_to_act"] is not None
        snap = call(api, "bot", {})
        assert snap.get("message") is None, snap.get("message")
    assert snap["over"]
    # Saved with its code, the game resumes.
    resumed = call(api, "load", {"record": api.table.record, "seats": api.table.given_seats()})
    assert resumed["over"] and resumed["seats"][0]["code"] == seats[0]["code"]


def test_your_bot_that_fails_at_the_table_is_stood_in_for_and_the_page_says_why():
    api = Api()
    seats = [{"kind": "workshop", "code": RAISES}, {"kind": "bot", "level": "easy"}]
    snap = call(api, "new", {"game": "yucata", "seats": seats, "seed": 1})
    while snap["bot_to_act"] != 0:
        snap = call(api, "bot", {})
        assert snap.get("message") is None
    made = len(api.table.record["moves"])
    snap = call(api, "bot", {})
    assert snap["message"] == (
        "Your bot raised an error: IndexError: list index out of range The easy bot made this move for it."
    )
    assert len(api.table.record["moves"]) == made + 1, "the game goes on"


@pytest.mark.parametrize(
    "seats, refusal",
    [
        ([{"kind": "workshop"}, {"kind": "bot"}], "Write your bot in the workshop first: this seat has no code."),
        (
            [{"kind": "workshop", "code": SYNTAX}, {"kind": "bot"}],
            "Your bot from the workshop cannot play: Your bot has a syntax error on line 2: expected ':'",
        ),
        (
            [{"kind": "workshop", "code": RAISES}, {"kind": "remote"}],
            "Your bot from the workshop plays on this device only: not with friends by link.",
        ),
        ([{"kind": "bot", "code": RAISES}, {"kind": "bot"}], "Only a bot from the workshop comes with its code."),
        (
            [{"kind": "workshop", "code": "#" * 16_001}, {"kind": "bot"}],
            "A bot from the workshop is a Python text of at most 16,000 characters.",
        ),
    ],
)
def test_a_seat_for_your_bot_that_cannot_play_is_refused_with_a_reason(seats, refusal):
    api = Api()
    answer = call(api, "new", {"game": "yucata", "seats": seats, "seed": 1})
    assert answer["ok"] is False and answer["error"] == refusal


def test_a_table_with_your_bot_gives_its_seats_back_with_the_code():
    table = Table.new("yutaka", {"players": 2}, [{"kind": "workshop", "code": RAISES}, {"kind": "human"}], 3)
    assert table.given_seats()[0] == {"kind": "workshop", "name": None, "code": RAISES}


def test_a_replay_never_runs_the_code_of_your_bot():
    api = Api()
    seats = [{"kind": "workshop", "code": RAISES}, {"kind": "bot", "level": "easy"}]
    call(api, "new", {"game": "yutaka", "seats": seats, "seed": 2})
    while not api.table.game.is_over(api.table.state):
        call(api, "bot", {})
    record = api.table.record
    broken = [{"kind": "workshop", "code": SYNTAX}, {"kind": "bot", "level": "easy"}]
    shown = call(api, "replay", {"record": record, "seats": broken, "at": 5})
    assert shown["replay"]["at"] == 5 and shown["replay"]["total"] == len(record["moves"])
    refused = call(api, "load", {"record": record, "seats": broken})
    assert refused["ok"] is False and refused["error"].startswith("Your bot from the workshop cannot play:")
    # the page may open it with another bot in that seat (your-bot.js openGame)
    assert refused["bot_cannot_load"] == 0


PRINTS = (
    "print('ready')\n\n\ndef choose(view, moves):\n"
    "    print('choosing among', len(moves))\n    print('x' * 5000)\n    return moves[0]\n"
)


def test_what_a_bot_prints_is_kept_per_move_capped_and_the_arena_shows_it(tmp_path):
    for grace in (None, 2.0):  # in this process and in the arena's child
        game = run_tournament(PRINTS, "yucata", "easy", games=1, grace=grace)["games"][0]
        assert game["printed"][0] == {"move": None, "text": "ready\n", "cut": 0}
        first = game["printed"][1]
        assert first["move"] >= 1 and first["text"].startswith("choosing among ")
        assert len(first["text"]) == workshop.MAX_PRINTED and first["cut"] > 0
        assert sum(len(p["text"]) for p in game["printed"]) <= workshop.MAX_PRINTED_PER_GAME
    path = tmp_path / "prints.py"
    path.write_text(PRINTS, encoding="utf-8")
    command = [sys.executable, "-m", "ludoteca.arena", "yucata", "--bot", str(path), "--games", "1"]
    env = {"PYTHONPATH": str(ROOT / "py")}
    quiet = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    assert quiet.returncode == 0 and "choosing among" not in quiet.stdout
    loud = subprocess.run(command + ["--verbose"], capture_output=True, text=True, timeout=120, env=env)
    assert loud.returncode == 0 and "what prints printed" in loud.stdout
    assert "  at load:\n    ready\n" in loud.stdout and "more characters printed, not shown]" in loud.stdout


def test_a_game_of_the_workshop_is_watched_move_by_move_as_the_game_page_draws_it():
    game = run_tournament(PRINTS, "yutaka", "easy", games=2)["games"][1]  # the bot in seat 2
    record, seats, seat = game["record"], game["seats"], game["seat"]
    assert seat == 1
    start = workshop_watch.watch(record, seats, seat, 0)
    assert start["mover"] is None and start["said"] == [] and start["replay"]["total"] == len(record["moves"])
    # the bot's moves are those it printed at; the others are another player's
    printed_at = {part["move"] for part in game["printed"] if part["move"] is not None}
    movers = {at: workshop_watch.watch(record, seats, seat, at)["mover"] for at in range(1, 9)}
    assert {at for at, mover in movers.items() if mover == "you"} == printed_at & set(range(1, 9))
    assert "them" in movers.values() and "you" in movers.values()
    # the drawing is the replay's, from the bot's seat; the words are those of that move alone
    at = min(printed_at)
    shown = workshop_watch.watch(record, seats, seat, at)
    assert shown["svg"] == replay_position(record, seats, at)["svg"]
    table = Table({**record, "moves": record["moves"][:at]}, seats)
    assert shown["said"] and shown["said"][-1] == table.snapshot(interactive=False)["log"][-1]["text"]
    assert shown["said"][0].startswith("You ")  # the bot's own move, in the "you" form
    assert workshop_watch.watch(record, seats, seat, 10_000)["replay"]["at"] == len(record["moves"])
    json.dumps(shown)


RANDOM_BOT = "import random\n\n\ndef choose(view, moves):\n    return random.Random(len(moves)).choice(moves)\n"


def test_the_arena_plays_a_bot_file_against_another_seats_rotating(tmp_path):
    mine, theirs, stuck = tmp_path / "mine.py", tmp_path / "theirs.py", tmp_path / "stuck.py"
    mine.write_text(starter_source("yutaka"), encoding="utf-8")
    theirs.write_text(RANDOM_BOT, encoding="utf-8")
    stuck.write_text(C_LOOP_MOVE, encoding="utf-8")
    results = run_tournament(
        mine.read_text(), "yutaka", games=2, against=(theirs.read_text(), str(theirs)), filename=str(mine)
    )
    assert [g["seat"] for g in results["games"]] == [0, 1] and results["errors"] == {}
    assert results["games"][0]["seats"][1] == {"kind": "human", "name": "theirs"}
    assert results["stats"]["them"]["think"]["moves"] > 0 and "B = theirs" in results["report"]
    command = [sys.executable, "-m", "ludoteca.arena", "yutaka", "--bot", str(mine), "--against", str(stuck)]
    command += ["--games", "2", "--seconds", "0.2", "--grace", "0.3"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, env={"PYTHONPATH": str(ROOT / "py")})
    assert done.returncode == 2, done.stderr
    assert "A win share 100 %" in done.stdout and "games lost by B's errors: timeout 2" in done.stdout
    assert done.stdout.count(f"({stuck}): Your bot did not answer within 0.2 s") == 2
