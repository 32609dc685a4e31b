"""The workshop's live viewer on CPython: what workshop_watch.LiveDrawer posts while a game of
the workshop is played (the page's worker hands the same to the page), and that drawing
changes no result."""

import itertools
import json
import time

from ludoteca import workshop_watch
from ludoteca.workshop import load_bot, play_game

PRINTS = "def choose(view, moves):\n    print('moves:', len(moves))\n    return moves[0]\n"


def _game(drawer=None, source=PRINTS, seconds=1.0, seat=1):
    return play_game(load_bot(source), "yutaka", 2, seat, "easy", 7, seconds, on_move=drawer)


def test_every_position_is_posted_as_the_viewer_draws_it_and_the_game_is_the_same():
    posted = []
    far_apart = itertools.count(0, 100).__next__  # (a clock whose every reading is long after the last)
    drawer = workshop_watch.LiveDrawer(3, 1, posted.append, clock=far_apart)
    live, plain = _game(drawer), _game()
    assert live["record"] == plain["record"] and live["share"] == plain["share"]
    assert live["printed"] == plain["printed"] and live["scores"] == plain["scores"]
    total = len(live["record"]["moves"])
    assert [p["replay"]["at"] for p in posted] == list(range(1, total + 1))
    assert [p["over"] for p in posted] == [False] * (total - 1) + [True]
    assert {p["index"] for p in posted} == {3}
    at = next(p["move"] for p in live["printed"] if p["move"] is not None)  # the bot's first move
    shown = posted[at - 1]
    assert shown["mover"] == "you" and shown["printed"] and shown["printed"][0]["text"].startswith("moves: ")
    assert shown["svg"] == workshop_watch.watch(live["record"], live["seats"], 1, at)["svg"]
    assert posted[at]["mover"] == "them" and posted[at]["printed"] == []
    json.dumps(posted)  # (the worker posts it as JSON text)


def test_drawing_waits_between_positions_but_shows_the_first_and_the_last():
    posted = []
    drawer = workshop_watch.LiveDrawer(0, 1, posted.append, clock=lambda: 5.0)  # (time stands still)
    game = _game(drawer)
    assert [p["replay"]["at"] for p in posted] == [1, len(game["record"]["moves"])]
    assert drawer.drawn == 2


def test_the_time_drawing_takes_is_not_the_bots():
    slow = []

    def slow_post(shown):
        if len(slow) < 4:  # (a few drawings, each longer than the bot's whole limit)
            slow.append(shown["replay"]["at"])
            time.sleep(0.3)

    drawer = workshop_watch.LiveDrawer(0, 0, slow_post, clock=itertools.count(0, 100).__next__)
    game = _game(drawer, source="def choose(view, moves):\n    return moves[-1]\n", seconds=0.25, seat=0)
    assert game["error"] is None and game["finished"] and drawer.drawn == len(game["record"]["moves"])
    assert slow == [1, 2, 3, 4] and max(game["think"]["you"]) < 0.25


def test_a_drawing_that_fails_is_said_once_and_the_game_goes_on(monkeypatch):
    def broken(*args, **kwargs):
        raise ValueError("no board today")

    monkeypatch.setattr(workshop_watch, "watch", broken)
    posted = []
    game = _game(workshop_watch.LiveDrawer(2, 1, posted.append))
    assert game["finished"] and game["error"] is None
    assert posted == [{"index": 2, "error": "no board today"}]


def test_without_a_live_viewer_nothing_is_drawn(monkeypatch):
    monkeypatch.setattr(workshop_watch, "watch", lambda *a, **k: 1 / 0)
    assert _game()["finished"]  # (no on_move: the drawing is never asked)
