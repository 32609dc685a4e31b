"""Watching a game the workshop played, move by move (the workshop page's viewer).

Its own module because it joins the two sides: the table draws a replay and imports the
workshop (a workshop bot can sit at a table); the workshop's runs come back here to be drawn.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .core import get_game
from .core.record import replay
from .position import JsonObject
from .table import replay_position


def watch(
    record: JsonObject, seats: list[JsonObject], seat: int | list[int], at: int, screen: str = "wide"
) -> JsonObject:
    """A position of a game the workshop played (its `record` and `seats`, the player's bot at
    `seat`, or at each of a list: the board is then a spectator's) after its first `at` moves, drawn as the game page draws a replay (the same
    snapshot; the bot's seat is the one human, so the board shows what the bot saw). Also:
    "mover", "you" when move `at` was the bot's, "them" when another seat's, None at the start
    (the page shows what the bot printed beside its own moves), and "said", the log's lines
    of move `at`. Raises BadRecord."""
    shown = replay_position(record, seats, at, screen)
    at = shown["replay"]["at"]
    mover, said = None, []
    if at > 0:
        before = replay({**record, "moves": record["moves"][: at - 1]})
        mine = [seat] if isinstance(seat, int) else seat
        mover = "you" if get_game(record["game"]).to_act(before)[0] in mine else "them"
        said = [entry["text"] for entry in shown["log"][len(before["log"]) :]]
    keep = ("svg", "panels", "main_title", "over", "replay")
    return {**{key: shown[key] for key in keep}, "mover": mover, "said": said}


LIVE_GAP = 0.2  # seconds at least between two live drawings (and never less than the last one took)


class LiveDrawer:
    """The positions of a game as it is played, for the page's live viewer: workshop.play_game's
    `on_move`. Each drawing is `watch`'s (with "index", the game's, and "printed", what the bot
    printed for that move) handed to `post`. Drawing is skipped while the last one is recent —
    at least LIVE_GAP seconds apart and apart by as long as the last one took, so that drawing
    at most doubles a game's time — except the game's first and last positions. The clock of
    every bot runs only inside its own choice: what is drawn here changes no result."""

    def __init__(
        self,
        index: int,
        seat: int | list[int],
        post: Callable,
        screen: str = "wide",
        clock: Callable = time.perf_counter,
    ):
        self.index, self.seat, self.post, self.screen, self.clock = index, seat, post, screen, clock
        self.next_at: float | None = None  # the clock's reading before which no drawing is made
        self.drawn = 0
        self.failed = False  # a drawing failed: no more for this game

    def __call__(self, record: JsonObject, seats: list[JsonObject], printed: list[JsonObject], over: bool) -> None:
        if self.failed:
            return
        started = self.clock()
        if not over and self.next_at is not None and started < self.next_at:
            return
        at = len(record["moves"])
        try:
            shown = watch(record, seats, self.seat, at, self.screen)
        except Exception as err:  # noqa: BLE001 — a drawing that fails must not end the game: said once
            self.post({"index": self.index, "error": str(err) or type(err).__name__})
            self.failed = True
            return
        shown.update(index=self.index, over=over, printed=[p for p in printed if p["move"] == at])
        self.post(shown)
        self.drawn += 1
        took = self.clock() - started
        self.next_at = self.clock() + max(LIVE_GAP, took)
