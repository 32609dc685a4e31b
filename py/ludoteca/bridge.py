"""The thin browser bridge: the only module of ludoteca written for the engine's web worker.

assets/js/engine-worker.js starts Pyodide, unpacks our package, imports this module and asks
`start()` for the `call(name, json) -> json` it answers the page's messages with (see
ludoteca.app). On a cold start it calls `prepare()` first and then takes a memory snapshot of
Python, which later visits start from instead of starting Python again: whatever `prepare()`
imports is already in memory then. It imports nothing from the browser.
"""

import random
from collections.abc import Callable

from .app import Api
from .core import all_games, search


def prepare() -> None:
    """What a start needs in any case, done before the snapshot: every game's rules."""
    all_games()


# In the page a bot thinks at most this long per move (the search stops early if the device
# is slow; a move still comes from the same search, with fewer iterations).
PAGE_THINK_SECONDS = 0.9


def start() -> Callable[[str, str], str]:
    # After a snapshot, Python's memory is the snapshot's: the `random` module's state too.
    # Reseed it from the browser's entropy (seeds and link chance use `secrets` anyway).
    random.seed()
    search.THINK_SECONDS = PAGE_THINK_SECONDS
    return Api().call
