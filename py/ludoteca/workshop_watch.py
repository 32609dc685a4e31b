"""Watching a game the workshop played, move by move (the workshop page's viewer).

Its own module because it joins the two sides: the table draws a replay and imports the
workshop (a workshop bot can sit at a table); the workshop's runs come back here to be drawn.
"""

from __future__ import annotations

from .core import get_game
from .core.record import replay
from .position import JsonObject
from .table import replay_position


def watch(record: JsonObject, seats: list[JsonObject], seat: int, at: int, screen: str = "wide") -> JsonObject:
    """A position of a game the workshop played (its `record` and `seats`, the player's bot at
    `seat`) after its first `at` moves, drawn as the game page draws a replay (the same
    snapshot; the bot's seat is the one human, so the board shows what the bot saw). Also:
    "mover", "you" when move `at` was the bot's, "them" when another seat's, None at the start
    (the page shows what the bot printed beside its own moves), and "said", the log's lines
    of move `at`. Raises BadRecord."""
    shown = replay_position(record, seats, at, screen)
    at = shown["replay"]["at"]
    mover, said = None, []
    if at > 0:
        before = replay({**record, "moves": record["moves"][: at - 1]})
        mover = "you" if get_game(record["game"]).to_act(before)[0] == seat else "them"
        said = [entry["text"] for entry in shown["log"][len(before["log"]) :]]
    keep = ("svg", "panels", "main_title", "over", "replay")
    return {**{key: shown[key] for key in keep}, "mover": mover, "said": said}
