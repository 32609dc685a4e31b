"""The player's bot in several seats of a game (`run_tournament(..., seats=K)`, `python -m
ludoteca.arena GAME --bot a.py --players N --seats K`, the workshop page's "Your bot's seats"):
its seats rotate, it plays every one of them, and a game counts once — won when one of its
seats wins, shared on a tie with other seats."""

import pathlib
import statistics
import subprocess
import sys

import pytest

from ludoteca import workshop_watch
from ludoteca.core import get_game, replay
from ludoteca.tournament import run_tournament
from ludoteca.workshop import bot_seats, starter_source, summarize

ROOT = pathlib.Path(__file__).resolve().parent.parent
PRINTS = "def choose(view, moves):\n    print('my move')\n    return moves[0]\n"


def test_the_bots_seats_sit_side_by_side_and_rotate_evenly():
    assert [bot_seats(i, 4, 2) for i in range(4)] == [[0, 1], [1, 2], [2, 3], [0, 3]]
    assert [bot_seats(i, 3, 1) for i in range(3)] == [[0], [1], [2]]  # (one seat: as before)
    held = [q for i in range(5) for q in bot_seats(i, 5, 3)]
    assert all(held.count(q) == 3 for q in range(5))


def test_the_bot_plays_each_of_its_seats_and_a_game_counts_once():
    results = run_tournament(PRINTS, "yucata", "easy", games=4, players=4, seats=2)
    games = results["games"]
    assert [g["bot_seats"] for g in games] == [[0, 1], [1, 2], [2, 3], [0, 3]]
    assert [g["seat"] for g in games] == [0, 1, 2, 0]
    for g in games:
        assert g["finished"] and g["error"] is None
        assert [s["kind"] for s in g["seats"]] == ["human" if q in g["bot_seats"] else "bot" for q in range(4)]
        # every move of its seats is the bot's (it printed for each), and no other
        game = get_game("yucata")
        state = replay({**g["record"], "moves": []})
        movers = []
        for move in g["record"]["moves"]:
            movers.append(game.to_act(state)[0])
            state = game.apply(state, move)
        printed_at = {p["move"] for p in g["printed"] if p["move"] is not None}
        assert printed_at == {n + 1 for n, p in enumerate(movers) if p in g["bot_seats"]}
        assert {movers[n - 1] for n in printed_at} == set(g["bot_seats"])
        # the share: a win of any of its seats, split with the other winners of a tie
        winners = [q for q in range(4) if g["ranks"][q] == 1]
        assert g["share"] == sum(q in g["bot_seats"] for q in winners) / len(winners)
        # the viewer tells its moves from the others'
        n = min(printed_at)
        assert workshop_watch.watch(g["record"], g["seats"], g["bot_seats"], n)["mover"] == "you"
    you = results["stats"]["you"]
    assert you["mean_score"] == pytest.approx(
        statistics.fmean(statistics.fmean(g["scores"][q] for q in g["bot_seats"]) for g in games)
    )
    assert results["stats"]["them"]["mean_score"] == pytest.approx(
        statistics.fmean(statistics.fmean(g["scores"][q] for q in range(4) if q not in g["bot_seats"]) for g in games)
    )
    assert results["seats"] == 2 and you["games"] == 4
    report = results["report"]
    assert "A = my_bot (2 seats), B = easy (2 seats)" in report and "fair share of A: 50" in report
    assert "a game is A's when one of its seats wins" in report


def test_a_tie_between_the_bots_seat_and_another_shares_the_game():
    tied = {"share": None, "seat": 0, "bot_seats": [0, 1], "error": None, "finished": True}
    game = dict(tied, scores=[5, 3, 5, 1], ranks=[1, 3, 1, 4], share=0.5, think={"you": [], "them": []})
    both = dict(game, scores=[5, 5, 2, 1], ranks=[1, 1, 3, 4], share=1.0)
    summary = summarize([game, both], "yucata", "easy", 4, 1.0, seats=2)
    assert summary["stats"]["you"]["win_share"] == 0.75 and summary["stats"]["you"]["mean_score"] == 4.5


def test_too_many_or_too_few_seats_are_refused_with_a_sentence(tmp_path):
    for seats in (0, 3):
        with pytest.raises(ValueError, match="Your bot can hold 1 to 2 seats in a game of 3 players"):
            run_tournament(PRINTS, "yucata", "easy", games=1, players=3, seats=seats)
    path = tmp_path / "mine.py"
    path.write_text(starter_source("yucata"), encoding="utf-8")
    command = [sys.executable, "-m", "ludoteca.arena", "yucata", "--bot", str(path), "--players", "3"]
    env = {"PYTHONPATH": str(ROOT / "py")}
    refused = subprocess.run(command + ["--seats", "3"], capture_output=True, text=True, timeout=60, env=env)
    assert refused.returncode == 2 and "--seats: your bot holds 1 to 2 seats of 3 players" in refused.stderr


def test_the_arena_plays_the_bot_in_several_seats_in_its_child_process(tmp_path):
    path = tmp_path / "prints.py"
    path.write_text(PRINTS, encoding="utf-8")
    command = [sys.executable, "-m", "ludoteca.arena", "yucata", "--bot", str(path), "--players", "3"]
    command += ["--seats", "2", "--games", "2", "--verbose"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, env={"PYTHONPATH": str(ROOT / "py")})
    assert done.returncode == 0, done.stderr
    assert "A = prints (2 seats), B = easy\n" in done.stdout and "fair share of A: 66.7 %" in done.stdout
    assert "game 1 (seed 1, seats 1, 2): what prints printed" in done.stdout
    assert "game 2 (seed 2, seats 2, 3): what prints printed" in done.stdout
