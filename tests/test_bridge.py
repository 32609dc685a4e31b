"""The browser bridge on CPython: the page's `call`, and the warm-up a cold start runs before
it (hidden games that must never touch the page's game)."""

import json

import pytest

from ludoteca import bridge
from ludoteca.app import Api
from ludoteca.core import all_games, think
from ludoteca.core.registry import GAME_IDS

GAMES = [game.id for game in all_games()]


@pytest.fixture(autouse=True)
def bots_think_without_a_clock(monkeypatch):
    """`bridge.start()` sets the page's time limit on the bots' search: undone after each
    test, so that no other test's bot thinks against the clock."""
    monkeypatch.setattr(think, "THINK_SECONDS", think.THINK_SECONDS)


def ask(call, name, payload=None):
    answer = json.loads(call(name, json.dumps(payload or {})))
    assert answer["ok"], answer
    return answer


def seats(game_id):
    game = next(g for g in all_games() if g.id == game_id)
    return [{"kind": "human"}] + [{"kind": "bot"}] * (max(game.min_players, 2) - 1)


def two_moves(call, api):
    """The game's next two moves as the page would make them: a bot's, or the human's first
    legal click; the snapshot after them."""
    for _ in range(2):
        if api.table.bot_to_act() is not None:
            ask(call, "bot")
        else:
            ask(call, "click", {"token": api.table.next_tokens()[0]})
    return ask(call, "snapshot")


def test_warm_up_plays_every_game_through_the_api(monkeypatch):
    played = []
    real_call = Api.call

    def watched(self, name, payload="{}"):
        answer = real_call(self, name, payload)
        if name == "new":
            played.append(json.loads(payload)["game"])
        assert json.loads(answer)["ok"], answer
        return answer

    monkeypatch.setattr(Api, "call", watched)
    calls = bridge.warm_up(0.4)
    # The page's games: a test-only game (tests/games/) is never among the page's packages.
    assert sorted(set(played)) == sorted(GAME_IDS)
    assert calls > len(GAME_IDS)  # more than a new game each: clicks were played


@pytest.mark.parametrize("game_id", GAMES)
def test_warm_up_leaves_the_pages_game_and_its_chance_alone(game_id):
    call = bridge.start()
    ask(call, "new", {"game": game_id, "seats": seats(game_id), "seed": 17})
    control = two_moves(call, call.__self__)

    call = bridge.start()
    ask(call, "new", {"game": game_id, "seats": seats(game_id), "seed": 17})
    before = ask(call, "snapshot")
    bridge.warm_up(0.1)
    assert ask(call, "snapshot") == before
    after = two_moves(call, call.__self__)
    assert after["record"] == control["record"]
    assert after["svg"] == control["svg"]


def test_only_a_benchmarks_page_gets_the_benchmark_calls():
    page = bridge.start()
    assert json.loads(page("echo", "{}"))["ok"] is False
    bench = bridge.start(bench=True)
    assert ask(bench, "echo")["text"] == ""
    ask(bench, "new", {"game": GAMES[0], "seats": seats(GAMES[0]), "seed": 3})  # and the page's calls
