"""Every path the page can take through the engine, driven through the page's own API: every
game played to its end (random legal clicks, bots, forced moves, the privacy screen), with a
friend by link, in every language and on both screens, and every call the API knows —
refusals and error paths included.

Build tooling, not shipped to the page (ludoteca.build lists it in NOT_SHIPPED). It is run in
the vendored Pyodide, in Node, twice:
  - by compile_pyc.mjs, to find the standard-library modules the page can import (the build
    ships only those: build/python_stdlib.zip);
  - by tests/test_stdlib_trim.py, under that trimmed library, so that a module the code can
    reach and the trace missed fails a test instead of a player's game.
It also runs on CPython (`cd py && python -m ludoteca.exercise`), where it is quick to debug.
"""

from __future__ import annotations

import json
import random
from typing import Any

from .app import Api
from .bench_api import BenchApi
from .core import all_games, i18n
from .table import Table

# Bots from the workshop, as a player writes them (the starters' files are not in the page).
WORKSHOP_BOT = "import random\n\ndef choose(view, moves):\n    return random.choice(moves)\n"
WORKSHOP_FAILING = "def choose(view, moves):\n    return moves[len(moves)]\n"


class ExerciseFailed(Exception):
    pass


def _call(api: Api, made: set, name: str, payload=None, *, ok: bool | None = True) -> dict:
    answer = json.loads(api.call(name, json.dumps(payload if payload is not None else {})))
    made.add(name)
    if ok is not None and answer["ok"] is not ok:
        raise ExerciseFailed(f"{name} {json.dumps(payload)[:200]} -> {json.dumps(answer)[:400]}")
    if answer.get("detail"):  # an unforeseen failure (an ImportError would land here)
        raise ExerciseFailed(f"{name}: {answer['detail']}")
    return answer


def _table(api: Api) -> Table:
    """The game in progress: each read here follows a call that started one (else that call's
    refusal would have raised)."""
    if api.table is None:
        raise ExerciseFailed("no game in progress")
    return api.table


def _play_to_end(api: Api, made: set, rng: random.Random, max_calls: int = 4000) -> None:
    """Random legal clicks for the device's humans, the bots' moves, forced moves, the
    privacy screen — as table.js drives a game — until it is over or waits for a friend."""
    for _ in range(max_calls):
        table = _table(api)
        if table.game.is_over(table.state) or table.remote_to_act() is not None:
            return
        if table.privacy_for is not None:
            _call(api, made, "privacy_ok")
        elif table.bot_to_act() is not None:
            _call(api, made, "bot")
        elif table.forced_notice():
            _call(api, made, "forced")
        else:
            tokens = table.next_tokens()
            if not tokens:
                raise ExerciseFailed(f"{table.game.id}: nothing to click and nobody to wait for")
            _call(api, made, "click", {"token": rng.choice(tokens)})
    raise ExerciseFailed(f"{_table(api).game.id}: no end after {max_calls} calls")


def exercise_game(game, lang: str, screen: str, made: set, seed: int = 1) -> None:  # noqa: C901 — a script of the page's calls, read top to bottom
    rng = random.Random(seed)
    api = BenchApi()  # a benchmark's page: the page's calls and the benchmarks' (echo)
    _call(api, made, "language", {"lang": lang})
    _call(api, made, "screen", {"screen": screen})
    players = max(game.min_players, 2)
    # A friend by link in the last seat: the game goes back and forth between two devices.
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot"}] * (players - 2) + [{"kind": "remote", "name": "Bo"}]
    snap = _call(api, made, "new", {"game": game.id, "seats": seats, "seed": seed})
    _call(api, made, "describe")
    _call(api, made, "snapshot")
    _call(api, made, "echo")
    friend = Api()
    _call(friend, made, "language", {"lang": lang})
    _call(friend, made, "screen", {"screen": screen})
    device: Api = api
    other: Api = friend
    for _ in range(400):
        _play_to_end(device, made, rng)
        table = _table(device)
        if table.game.is_over(table.state):
            break
        snap = _call(device, made, "snapshot")
        code = snap["links"][0]["code"] if snap.get("links") else None
        if code is None:
            raise ExerciseFailed(f"{game.id}: waiting for a friend with no link to send")
        _call(other, made, "open_link", {"text": code})
        device, other = other, device
    else:
        raise ExerciseFailed(f"{game.id}: the game by link did not end")
    finished = _table(device)
    record, seats = finished.record, finished.given_seats()
    for other_lang in i18n.LANGUAGES:  # the finished game read in every language
        _call(device, made, "language", {"lang": other_lang})
    _call(device, made, "snapshot")
    _call(device, made, "describe")
    _call(device, made, "replay", {"record": record, "seats": seats, "at": len(record["moves"]) // 2})
    code = _call(device, made, "replay_link", {"record": record, "seats": seats, "at": 3})["code"]
    _call(device, made, "open_link", {"text": code})

    # Alone against bots: a take-back, step back and cancel, then a review of the finished game.
    solo = Api()
    _call(solo, made, "language", {"lang": lang})
    _call(solo, made, "screen", {"screen": screen})
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": level} for level in ("easy", "normal", "strong")][
        : players - 1
    ]
    _call(solo, made, "new", {"game": game.id, "seats": seats, "seed": seed + 1})
    took_back = False
    for _ in range(4000):
        table = _table(solo)
        if table.game.is_over(table.state):
            break
        if table.bot_to_act() is not None:
            _call(solo, made, "bot")
        elif table.forced_notice():
            _call(solo, made, "forced")
        else:
            if not took_back and not table.record["moves"]:
                _call(solo, made, "hint")
            tokens = table.next_tokens()
            _call(solo, made, "click", {"token": rng.choice(tokens)})
            if table.path:
                _call(solo, made, "undo")
                _call(solo, made, "click", {"token": rng.choice(table.next_tokens())})
                if table.path and rng.random() < 0.3:
                    _call(solo, made, "cancel")
            if not took_back and len(table.record["moves"]) > players:
                took_back = True
                _call(solo, made, "take_back", ok=None)
    _call(solo, made, "review")
    _call(solo, made, "rematch")
    _call(solo, made, "load", {"record": record, "seats": [{"kind": "human"}] * len(seats)}, ok=None)

    # Your bot from the workshop (the lobby's seat): it plays, fails (the easy bot stands in),
    # and one that does not compile is refused — their tracebacks import modules too.
    workshop = Api()
    _call(workshop, made, "language", {"lang": lang})
    for code, moves in ((WORKSHOP_BOT, 6), (WORKSHOP_FAILING, 2)):
        seats = [{"kind": "workshop", "code": code}] + [{"kind": "bot", "level": "easy"}] * (players - 1)
        _call(workshop, made, "new", {"game": game.id, "seats": seats, "seed": seed})
        for _ in range(moves * players):
            table = _table(workshop)
            if table.game.is_over(table.state) or table.bot_to_act() is None:
                break
            _call(workshop, made, "bot")
    broken = [{"kind": "workshop", "code": "def choose(view, moves)\n"}] + [{"kind": "bot"}] * (players - 1)
    _call(workshop, made, "new", {"game": game.id, "seats": broken, "seed": seed}, ok=False)

    exercise_tutorial(game, lang, screen, made, rng)

    # Two humans passing one device: the privacy screen between them.
    passing = Api()
    _call(passing, made, "new", {"game": game.id, "seats": [{"kind": "human"}] * players, "seed": seed})
    _play_to_end(passing, made, rng)

    for option in game.options:
        if option.editor:
            drawn = _call(solo, made, "option_editor", {"game": game.id, "key": option.key})
            token = next(iter(_tokens_in(drawn["svg"])), None)
            if token:
                _call(
                    solo,
                    made,
                    "option_editor",
                    {"game": game.id, "key": option.key, "value": drawn["value"], "token": token},
                    ok=None,
                )


def exercise_tutorial(game, lang: str, screen: str, made: set, rng: random.Random) -> None:
    """The game's guided first game (ludoteca.tutor) to its end, as the page plays it, and
    resumed from its save; a game without one has the calls refused."""
    api = Api()
    _call(api, made, "language", {"lang": lang})
    _call(api, made, "screen", {"screen": screen})
    if not game.has_tutorial:
        _call(api, made, "tutorial", {"game": game.id}, ok=False)
        _call(api, made, "tutorial_next", ok=False)
        return
    snap = _call(api, made, "tutorial", {"game": game.id})
    for _ in range(4000):
        table = _table(api)
        if table.game.is_over(table.state):
            break
        if snap["tutorial"]["next"]:
            snap = _call(api, made, "tutorial_next")
        elif table.bot_to_act() is not None:
            snap = _call(api, made, "bot")
        elif table.forced_notice():
            snap = _call(api, made, "forced")
        else:
            snap = _call(api, made, "click", {"token": rng.choice(table.next_tokens())})
    else:
        raise ExerciseFailed(f"{game.id}: the tutorial's game did not end")
    progress = {"step": 0, "played": False, "scripted": 0}
    _call(api, made, "load", {"record": table.record, "seats": table.given_seats(), "tutorial": progress})


def _tokens_in(svg: str) -> list[str]:
    import re

    return re.findall(r'data-click="([^"]+)"', svg)


def refusals(made: set) -> None:
    """Requests the page never makes but a hostile or garbled caller may: each is refused with
    a sentence (their error paths import modules too)."""
    api = BenchApi()
    garbled: list[tuple[Any, str]] = [  # the name as any type: what a broken page might send
        ("nonsense", "{}"),
        (None, "{}"),
        ("new", "{not json"),
        ("new", "[]"),
        ("new", json.dumps({"game": "chess", "seats": []})),
        ("click", json.dumps({"token": "x"})),
        ("open_link", json.dumps({"text": "L2.garbled"})),
        ("open_link", json.dumps({"text": "x" * 20000})),
        ("load", json.dumps({"record": {"game": "yutaka"}, "seats": []})),
        ("speed", json.dumps({"game": "yutaka", "seconds": 99})),
    ]
    for name, payload in garbled:
        answer = json.loads(api.call(name, payload))
        if answer["ok"] or answer.get("detail"):
            raise ExerciseFailed(f"{name} {payload[:80]}: {answer}")
    _call(api, made, "catalog")
    _call(api, made, "speed", {"game": all_games()[0].id, "seconds": 0.05})


def exercise(languages=None, screens=("wide", "phone")) -> list[str]:
    """Every game on each screen (the languages taken in turn, and a finished game read in
    each); every API call. Returns the call names made (every call of BenchApi — the page's and
    the benchmarks' —, or ExerciseFailed)."""
    made: set = set()
    languages = languages or i18n.LANGUAGES
    for n, game in enumerate(all_games()):
        for k, screen in enumerate(screens):
            exercise_game(game, languages[(n + k) % len(languages)], screen, made, seed=7 + k)
    refusals(made)
    missing = set(BenchApi.calls) - made
    if missing:
        raise ExerciseFailed(f"calls never made: {sorted(missing)}")
    return sorted(made)


if __name__ == "__main__":
    import time

    started = time.perf_counter()
    print(exercise(), f"{time.perf_counter() - started:.1f} s")
