"""The tutor of a table: runs a game's guided first game (core/tutorial.py) on it.

Seat 0 is the learner; the other seats are easy bots. While a step waits for a move, the only
clicks the table takes are the next clicks of its path (`next_tokens`, `refuse_click`), the
pointer marks what the step talks about (`marks`), and once the move is made the bots play —
the step's scripted `then` paths first (`scripted_move`), then the easy bot — until the learner
acts again; then the next step shows (`settle`). A step to read, or a fast-forward, is passed
with Next (`next`). After the last step the game goes on freely to its end.

The tutor's progress (`progress`) is saved with the game's record, so a tutorial left or
reloaded resumes where it was (`Tutor(table, tutorial, progress)`).

The tutor makes its moves (a fast-forward's) as everyone does, with the table's `play`; the
table tells it of every move (`after_move`).
"""

from __future__ import annotations

import random

from .core import BadRecord, IllegalMove, i18n
from .core.i18n import press_words
from .core.tutorial import AnyStep, FastForward, Tutorial
from .core.validate import is_int
from .position import JsonObject, TableControl
from .presenter import fill_names

LEARNER = 0
FAST_FORWARD_LIMIT = 5000  # moves at most in one fast-forward (a game ends long before)
POINT = "point"

_ = i18n.SITE.gettext
N_ = i18n.N_


class Tutor:
    def __init__(self, table: TableControl, tutorial: Tutorial, progress: JsonObject | None = None):
        self.table = table
        self.tutorial = tutorial
        self.step = 0  # the current step's index; len(steps) once the last one is passed
        self.played = False  # the current step's move (or fast-forward) is made: bots move
        self.scripted = 0  # how many of the current step's `then` paths the bots made
        if progress is not None:
            self.restore(progress)
        self.settle()

    # ---------------- progress, saved with the record ----------------
    def progress(self) -> JsonObject:
        return {"step": self.step, "played": self.played, "scripted": self.scripted}

    def restore(self, progress: JsonObject) -> None:
        steps = self.tutorial.steps
        if (
            not isinstance(progress, dict)
            or set(progress) != {"step", "played", "scripted"}
            or not is_int(progress["step"])
            or not 0 <= progress["step"] <= len(steps)
            or not isinstance(progress["played"], bool)
            or not is_int(progress["scripted"])
            or progress["scripted"] < 0
            or (progress["step"] < len(steps) and progress["scripted"] > len(steps[progress["step"]].then))
        ):
            raise BadRecord(_("The tutorial's progress in this save cannot be read."))
        self.step, self.played, self.scripted = progress["step"], progress["played"], progress["scripted"]

    # ---------------- where the tutorial stands ----------------
    @property
    def done(self) -> bool:
        """Whether the last step is passed: the game goes on freely."""
        return self.step >= len(self.tutorial.steps)

    def current(self) -> AnyStep | None:
        return None if self.done else self.tutorial.steps[self.step]

    def _waiting_for_learner(self) -> bool:
        step = self.current()
        return step is not None and step.waits_for_move and not self.played

    def expected_click(self) -> str | None:
        """The click the current step waits for, or None (a step to read, the bots moving,
        the tutorial done, or pending clicks that left the step's path)."""
        step = self.current()
        if step is None or step.play is None or not self._waiting_for_learner():
            return None
        play, path = step.play, self.table.path
        n = len(path)
        if n < len(play) and list(play[:n]) == path:
            return play[n]
        return None

    def words(self) -> str:
        """The current step's words in the current language, the seats' names filled."""
        step = self.current()
        if step is None:
            if self.table.game.is_over(self.table.state):
                return _("The tutorial is over, and so is its game.")
            return _("The tutorial is over: play on to the end of the game.")
        table = self.table
        text = step.phone if table.screen == "phone" and step.phone else step.text
        return fill_names(table, press_words(table.game.texts.gettext(text), table.touch))

    # ---------------- what the table asks ----------------
    def next_tokens(self, legal: list[str]) -> list[str]:
        """Of the game's legal next clicks, those the tutorial allows now."""
        if self.done:
            return legal
        token = self.expected_click()
        return [token] if token is not None and token in legal else []

    def refuse_click(self, token: str) -> str | None:
        """Why the tutorial does not take this click now (the step's words), or None."""
        if self.done or token == self.expected_click():
            return None
        return self.words()

    def allows_forced(self, move: JsonObject) -> bool:
        """Whether a forced move (made by itself) is the one the step waits for."""
        if self.done:
            return True
        step = self.current()
        return (
            step is not None
            and step.play is not None
            and self.expected_click() is not None
            and not self.table.path
            and list(self.table.game.move_path(move)) == list(step.play)
        )

    def marks(self) -> dict[str, str]:
        """The pointer: what the current step points at, and the click it waits for."""
        step = self.current()
        if step is None:
            return {}
        marks = dict.fromkeys(step.point or (), POINT)
        token = self.expected_click()
        if token is not None:
            marks[token] = POINT
        return marks

    def scripted_move(self, p: int) -> JsonObject | None:
        """The step's next scripted bot move for seat `p`, or None (the easy bot decides)."""
        step = self.current()
        if step is None or not self.played or self.scripted >= len(step.then):
            return None
        path = list(step.then[self.scripted])
        move = self.table.game.path_move(self.table.state, p, path)
        if move is None:
            raise IllegalMove(_("The tutorial's next move for a bot is not possible here."))
        self.scripted += 1
        return move

    def after_move(self, move: JsonObject) -> None:
        """A move was made (the table's `play`): the learner's move for the current step
        lets the bots play; the next step comes once the learner acts again."""
        if self._waiting_for_learner() and move.get("p") == LEARNER:
            self.played, self.scripted = True, 0
        self.settle()

    def settle(self) -> None:
        """Pass the step whose move is made once no bot is left to move. Once the game is over
        the tutorial is done: the score screen is its end (a fast-forward may have reached it)."""
        table, game = self.table, self.table.game
        if self.played and table.bot_to_act() is None:
            self.step, self.played, self.scripted = self.step + 1, False, 0
        if game.is_over(table.state):
            self.step, self.played, self.scripted = len(self.tutorial.steps), False, 0

    def prompt(self) -> str:
        """The prompt line while a step is read: the game's own would speak of the clicks the
        step holds back (Kukulkán's: "change it with a help first", the step saying to draw)."""
        return press_words(_("Read the step, then {tap} Next."), self.table.touch)

    # ---------------- Next ----------------
    def offers_next(self) -> bool:
        step = self.current()
        return step is not None and not step.waits_for_move and not self.played

    def next(self) -> None:
        """Pass a step to read; a fast-forward plays on as it says first."""
        if not self.offers_next():
            if self.done:
                raise IllegalMove(_("The tutorial is over: play on to the end of the game."))
            raise IllegalMove(self.words())
        step = self.current()
        if isinstance(step, FastForward):
            self._fast_forward(step)
            self.played = True
            self.settle()
        else:
            self.step += 1
            self.settle()

    def _fast_forward(self, step: FastForward) -> None:
        """Every seat, the learner's too, plays the easy bot's move until `step.until`."""
        table, game = self.table, self.table.game
        level = "easy" if "easy" in game.bot_levels else game.bot_levels[0]
        for _i in range(FAST_FORWARD_LIMIT):
            state = table.state
            if game.is_over(state) or step.until(state):
                return
            p = game.to_act(state)[0]
            moves = game.legal_moves(state, p) if game.lists_moves else None
            rng = random.Random(f"{table.record['seed']}/{len(table.record['moves'])}/{p}/tutorial")
            table.play(game.bot_move(game.view(state, p), moves, rng, level))

    def target(self) -> str | None:
        """What the page brings into view (its drawn mark): the click the step waits for, else
        the first thing it points at; None when the step points at nothing."""
        step = self.current()
        if step is None or self.played:
            return None
        token = self.expected_click()
        if token is not None:
            return token
        return step.point[0] if step.point else None

    # ---------------- what the page shows ----------------
    def shown(self) -> JsonObject:
        """The snapshot's "tutorial": the step (1-based) of `count`, its words, whether Next
        is offered, whether the bots are playing the step's replies, whether it is done, what the
        page scrolls into view (`target`), and the progress to save with the record."""
        count = len(self.tutorial.steps)
        return {
            "step": min(self.step + 1, count),
            "count": count,
            "text": self.words(),
            "next": self.offers_next(),
            "waiting": self.played,
            "done": self.done,
            "target": self.target(),
            "progress": self.progress(),
        }
