"""The position of a table and what its helpers see of the table.

`Position` is the game as the table holds it — the state, the record that replays to it, the
clicks pending towards the next move, whether chance is drawn fresh — as one value that is
never changed: the table (ludoteca.table) is its only writer and replaces it whole, through its
few public operations (`play`, `rewind`, `mark_practice`, the clicks). Keeping the old value is
therefore enough to put the position back (`Table.save_point`).

`TableView` is the read-only face of the table the presenter (ludoteca.presenter) draws from;
`TableControl` adds the operations the coach (rewind, practice) and the tutor (play) ask the
table for. They are protocols, so that those modules need not import the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from .core import clone
from .core.game import Game

JsonObject = dict[str, Any]


@dataclass(frozen=True)
class Position:
    """One position of a table. Its state and record are never changed in place (a new
    Position is made for each change), so a Position kept aside stays what it was."""

    state: JsonObject  # the game's full state (ludoteca.core), hidden information included
    record: JsonObject  # the record that replays to `state` (core/record.py)
    path: tuple[str, ...] = ()  # the clicks made towards the next move
    fresh_chance: bool = False  # chance drawn from entropy (a friend by link, a practice game)

    @property
    def moves(self) -> int:
        """How many moves the record holds."""
        return len(self.record["moves"])

    def after(self, move: JsonObject, state: JsonObject, chance: int | None) -> Position:
        """The position once `move` was made and reached `state`, with `chance` (drawn fresh
        for the move) written in the record when there is one. No clicks pending."""
        record = dict(self.record, moves=[*self.record["moves"], clone(move)])
        if chance is not None:
            record["chance"] = {**self.record.get("chance", {}), str(self.moves): chance}
        return Position(state, record, (), self.fresh_chance)

    def with_path(self, path: list[str] | tuple[str, ...]) -> Position:
        return Position(self.state, self.record, tuple(path), self.fresh_chance)

    def practised(self) -> Position:
        """Marked as practice (no high score) and drawing chance fresh from now on."""
        return Position(self.state, dict(self.record, practice=True), self.path, True)

    def drawing_fresh_chance(self) -> Position:
        return Position(self.state, self.record, self.path, True)


def record_upto(record: JsonObject, n: int) -> JsonObject:
    """`record` cut after its first `n` moves (the chance drawn for later moves dropped)."""
    cut = dict(record, moves=clone(record["moves"][:n]))
    if "chance" in cut:
        cut["chance"] = {k: v for k, v in cut["chance"].items() if int(k) < n}
        if not cut["chance"]:
            del cut["chance"]
    return cut


class TableView(Protocol):
    """What the presenter, the coach and the tutor read of a table (ludoteca.table.Table)."""

    @property
    def game(self) -> Game: ...
    @property
    def position(self) -> Position: ...
    @property
    def state(self) -> JsonObject: ...
    @property
    def record(self) -> JsonObject: ...
    @property
    def path(self) -> list[str]: ...
    @property
    def seats(self) -> list[JsonObject]: ...
    @property
    def viewer(self) -> int | None: ...
    @property
    def privacy_for(self) -> int | None: ...
    @property
    def screen(self) -> str: ...
    @property
    def touch(self) -> bool: ...
    @property
    def marks(self) -> dict[str, str]: ...

    def lone_human(self) -> int | None: ...
    def plays_by_link(self) -> bool: ...
    def guided(self) -> bool: ...
    def may_click(self) -> bool: ...
    def next_tokens(self) -> list[str]: ...
    def forced_notice(self) -> str | None: ...
    def bot_to_act(self) -> int | None: ...
    def remote_to_act(self) -> int | None: ...
    def links(self) -> list[JsonObject]: ...


class TableControl(TableView, Protocol):
    """A table's view with the operations the coach and the tutor ask it for."""

    def play(self, move: JsonObject) -> None: ...
    def rewind(self, moves: int) -> None: ...
    def mark_practice(self) -> None: ...
