"""Follow every tutorial as a newcomer does (Next where offered, the step's clicks, the bots'
calls) until it hands the game over, and print one JSON line: per game and language, each
step shown with a digest of the position, and the end. Run by tests/test_tutorial_pyodide.py
on CPython and inside the vendored Pyodide (tests/node/tutorial_trace.mjs): both must agree.

`python tutorial_trace.py [think_seconds]`: the search's time cap, as the page sets it."""

from __future__ import annotations

import hashlib
import json
import sys

from ludoteca.app import Api
from ludoteca.core import get_game, think
from ludoteca.core.jsonish import dumps

GAMES = ("yucata", "kukulkan", "santa_monica", "yutaka")
LIMIT = 2000


def _call(api: Api, name: str, payload: dict | None = None) -> dict:
    answer = json.loads(api.call(name, json.dumps(payload or {})))
    if not answer["ok"]:
        raise AssertionError(f"{name}: {answer.get('error')}")
    return answer


def follow(game_id: str, lang: str = "en", screen: str = "phone") -> dict:
    """The steps a newcomer sees, each with the position's digest, and how it ends."""
    api = Api()
    _call(api, "language", {"lang": lang})
    _call(api, "screen", {"screen": screen})
    snap = _call(api, "tutorial", {"game": game_id})
    steps = get_game(game_id).tutorial.steps
    seen: list[list] = []
    for _ in range(LIMIT):
        shown = snap["tutorial"]
        digest = hashlib.sha256(dumps(api.table.state).encode()).hexdigest()[:16]
        if not seen or seen[-1][0] != shown["step"] or shown["done"]:
            seen.append([shown["step"], digest])
        if shown["done"] or snap["over"]:
            break
        if shown["next"]:
            snap = _call(api, "tutorial_next")
        elif snap["bot_to_act"] is not None:
            snap = _call(api, "bot")
        elif snap["forced"]:
            snap = _call(api, "forced")
        else:
            token = api.table.tutor.expected_click()
            if token is None:
                raise AssertionError(f"{game_id}: step {shown['step']} waits, yet points at no click")
            snap = _call(api, "click", {"token": token})
    return {
        "steps": seen,
        "count": len(steps),
        "done": snap["tutorial"]["done"],
        "over": snap["over"],
        "moves": len(api.table.record["moves"]),
        "end": hashlib.sha256(dumps(api.table.record).encode()).hexdigest()[:16],
    }


def main() -> None:
    if len(sys.argv) > 1:
        think.THINK_SECONDS = float(sys.argv[1])
    print(json.dumps({game_id: follow(game_id) for game_id in GAMES}))


if __name__ == "__main__":
    main()
