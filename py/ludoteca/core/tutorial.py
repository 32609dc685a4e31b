"""A game's guided first game: its format, which each game writes in `games/<id>/tutorial.py`
as one constant `TUTORIAL` (found lazily: `Game.tutorial`; the page imports it only when a
tutorial is opened). The table runs it (ludoteca.tutor).

    TUTORIAL = Tutorial(
        players=2,                 # seat 0 is the learner, the other seats are easy bots
        seed=1234,                 # a fixed deal
        options={},                # the game's options (its defaults fill the rest)
        steps=(                    # each text a message id marked N_ in the game's texts.py
            Step(WELCOME),                                        # read, then Next
            Step(RED_CARD, play=("c:3", "s:5")),                  # this move, click by click
            Step(TRACK, play=("c:1",), point=("track",), then=(("c:2",),)),
            FastForward(SKIP, until=lambda state: state["round"] == 5),
            Step(LAST_MOVE, play=("c:4",)),
        ),
    )

- While a `Step` with `play` is current, the only legal clicks are the next clicks of that
  path; the pointer (`ui["marks"]`, "point") marks `point` (tokens or data-piece ids) and the
  next click of the path; any other click is refused with the step's words. Once the move is
  made, the bots move — first the `then` paths in order, then the easy bot with a fixed seed —
  until the learner acts again (or the game ends); then the next step shows.
- A `Step` without `play` is read and passed with Next; so is a `FastForward`, after which
  every seat (the learner too) plays the easy bot's move until `until(state)` holds.
- After the last step the game goes on freely until it ends (the real score screen). A game
  that ends before the last step (a fast-forward that reached the end) ends the tutorial too.

Step texts are message ids of the game's own catalog (marked `N_`), which may name seats with
`{p0}`, `{p1}`… (filled like log texts). Words match the screen the learner has:
- `{Tap}` / `{tap}` say how to press what follows: "Tap" on a touch screen, "Click" elsewhere
  (the site's catalog holds them: German "Tippe auf"/"Klicke auf", French "Touchez"/"Cliquez
  sur"; a translation puts the slot right before what is pressed);
- `phone=`: the step's words on the phone screen, where the drawing is laid out otherwise (a
  row on the desk may be a column there); without it, `text` on every screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .jsonish import JsonObject


@dataclass(frozen=True)
class Step:
    """One step: words to read and, with `play`, the learner's move as its click path."""

    text: str
    play: tuple[str, ...] | None = None
    point: tuple[str, ...] | None = None
    then: tuple[tuple[str, ...], ...] = ()
    phone: str | None = None

    @property
    def waits_for_move(self) -> bool:
        return bool(self.play)


@dataclass(frozen=True)
class FastForward:
    """A step read with Next, after which every seat plays the easy bot's move until
    `until(state)` holds (or the game ends)."""

    text: str
    until: Callable[[JsonObject], bool]
    waits_for_move = False
    play = None
    point = None
    then: tuple[tuple[str, ...], ...] = ()
    phone = None


AnyStep = Step | FastForward


@dataclass(frozen=True)
class Tutorial:
    """A guided first game: a fixed deal (`seed`, `options`, `players`) and its steps."""

    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    steps: tuple[AnyStep, ...] = ()

    def texts(self) -> list[str]:
        """Every step's words (message ids of the game's catalog), per-screen variants too."""
        return [text for step in self.steps for text in (step.text, step.phone) if text]
