"""The thin browser bridge: the only module of ludoteca written for the engine's web worker.

assets/js/engine-worker.js starts Pyodide, unpacks our package, imports this module and asks
`start()` for the `call(name, json) -> json` it answers the page's messages with (see
ludoteca.app). On a cold start it first plays hidden games (`warm_up()`, so that the browser
optimises its WebAssembly before the player's first clicks), and later calls `prepare()` and
takes a memory snapshot of Python, which later visits start from instead of starting Python
again: whatever `prepare()` imports is already in memory then. It imports nothing from the
browser.
"""

import json
import random
import time
from collections.abc import Callable

from .app import Api
from .core import all_games, get_game, think
from .core.errors import GameNotLoaded
from .core.registry import GAME_IDS


def prepare() -> None:
    """What a start needs in any case, done before the snapshot: every game's rules (the
    worker has fetched every game's package by then)."""
    all_games()


def games_here() -> list:
    """The games whose packages are among this Python's files (the page fetches a game's
    package when it is first needed)."""
    found = []
    for game_id in GAME_IDS:
        try:
            found.append(get_game(game_id))
        except GameNotLoaded:
            pass
    return found


# In the page a bot thinks at most this long per move (the search stops early if the device
# is slow; a move still comes from the same search, with fewer iterations).
PAGE_THINK_SECONDS = 0.9


def start(bench: bool = False) -> Callable[[str, str], str]:
    """The page's `call`; with `bench` (a page opened with `?bench`) it also answers the calls
    only benchmarks make (ludoteca.bench_api)."""
    # After a snapshot, Python's memory is the snapshot's: the `random` module's state too.
    # Reseed it from the browser's entropy (seeds and link chance use core.rng.fresh_below anyway).
    random.seed()
    think.THINK_SECONDS = PAGE_THINK_SECONDS
    if bench:
        from .bench_api import BenchApi

        return BenchApi().call
    return Api().call


def warm_up(seconds: float) -> int:
    """Hidden games of each game whose package is here (the one the page asked for, on a first
    visit), each for its share of about `seconds`, played through an API of their own as the page plays (every seat human, random legal clicks; drawings and
    their differences included): the worker runs this on a cold start, before it says it is
    ready, so that the browser optimises Python's WebAssembly before the player's first
    clicks rather than during them. Touches no game of the page's. Returns the calls made."""
    rng = random.Random(0)
    games = games_here()
    calls = 0
    for game in games:  # none here (a lobby whose player chose nothing yet): no warm-up
        api = Api()
        until = time.perf_counter() + seconds / len(games)
        while time.perf_counter() < until:
            table = api.table
            if table is None or game.is_over(table.state):
                seats = [{"kind": "human"}] * max(game.min_players, 2)
                name, payload = "new", {"game": game.id, "seats": seats, "seed": calls}
            elif table.privacy_for is not None:
                name, payload = "privacy_ok", {}
            else:
                tokens = table.next_tokens()
                name, payload = ("click", {"token": rng.choice(tokens)}) if tokens else ("forced", {})
            calls += 1
            if not json.loads(api.call(name, json.dumps(payload)))["ok"]:
                break  # never expected: on to the next game
    return calls
