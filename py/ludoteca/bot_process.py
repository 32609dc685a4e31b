"""A player's bot in a child process, watched (CPython only: `python -m ludoteca.arena --bot`).

The trace that keeps a bot's time limit (ludoteca.workshop) cannot stop a loop inside one C
call (`sum(range(10**13))`). In the workshop page a watchdog ends the worker that runs such a
bot; this is the same mechanism on a desk: the games are played in a child process that sends
heartbeats over a pipe — ("load", seconds) before the bot's file runs its top level, ("you",
seconds) before each of its moves, ("them",) after it (our bots' steps need none) — and the parent gives each
"load" and "you" step its limit plus `grace` seconds. Past that it kills the child: the bot
loses that game ("did not answer within N s"), and a fresh child (the bot's file loaded again)
plays the next one. Our own bots' steps have no limit here (a strong bot on a slow desk).

One child plays every game while nothing overruns, so a tournament costs one process start
and a pipe message a move (see bench/bot_isolation.py for the figures).
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from multiprocessing.connection import Connection

from . import workshop
from .core import i18n
from .core.i18n import number

_ = i18n.SITE.gettext

GRACE_SECONDS = 2.0  # beyond a step's limit, before the child is ended (as the page's GRACE_MS)


def _seconds(value: float) -> str:
    return number(round(value, 2)) if value != int(value) else number(int(value))


class _Told:
    """The player's bot, telling the parent when its move starts (its limit runs from there)."""

    def __init__(self, bot: workshop.UserBot, conn, seconds: float, step: str = "you"):
        self.bot, self.conn, self.seconds, self.step = bot, conn, seconds, step

    def __getattr__(self, name):  # (what it printed, …: the bot's own)
        return getattr(self.bot, name)

    def choose(self, *args, **kwargs):
        self.conn.send((self.step, self.seconds))
        try:
            return self.bot.choose(*args, **kwargs)
        finally:
            self.conn.send(("them",))


def _child(conn, source: str, filename: str, lang: str, seconds: float, against: tuple[str, str] | None) -> None:
    """The child's life: load the bot (and the other one), then play each game the parent asks
    for, one at a time."""
    i18n.use(lang)
    bots = []
    for side, (text, name) in (
        (("you", (source, filename)), ("them", against)) if against else (("you", (source, filename)),)
    ):
        conn.send(("load", workshop.LOAD_SECONDS, side))
        try:
            bots.append(workshop.load_bot(text, name, workshop.LOAD_SECONDS))
        except workshop.BotError as failure:
            conn.send(("refused", failure.to_json(), side))
            return
    conn.send(("loaded",))
    told = _Told(bots[0], conn, seconds)
    other = _Told(bots[1], conn, seconds, "other") if against else None
    while True:
        asked = conn.recv()
        if asked is None:
            return
        game_id, players, seat, opponent, seed, options, name = asked
        played = workshop.play_game(told, game_id, players, seat, opponent, seed, seconds, options, None, name, other)
        conn.send(("played", played))


class Overrun(Exception):
    """The child went past a step's limit and was ended (`step`: "load" or "you")."""

    def __init__(self, step: str, seconds: float, side: str = "you"):
        super().__init__(step)
        self.step, self.seconds, self.side = step, seconds, side


class Ended(Exception):
    """The child ended by itself mid-step (the bot exited the process, or it crashed)."""


class WatchedBot:
    """A child process that runs a player's bot; `play(...)` plays one game there, watched."""

    def __init__(
        self,
        source: str,
        filename: str,
        seconds: float,
        grace: float = GRACE_SECONDS,
        against: tuple[str, str] | None = None,
    ):
        self.source, self.filename, self.seconds, self.grace = source, filename, seconds, grace
        self.against = against  # (source, filename) of another player's bot at the other seats
        self.process: multiprocessing.process.BaseProcess | None = None
        self.conn: Connection | None = None  # to the child, while it lives

    def _wait(self, until: Callable[[tuple], bool]) -> tuple:
        """The child's messages until one `until` accepts, each step within its limit."""
        limit: float | None = None  # None: one of our bots' steps, no limit
        step, side = "them", "you"
        while True:
            assert self.conn is not None
            if not self.conn.poll(limit):
                self.close()
                raise Overrun(step, limit - self.grace if limit is not None else 0.0, side)
            try:
                message = self.conn.recv()
            except (EOFError, OSError):
                self.close()
                raise Ended(step) from None
            if message[0] in ("load", "you", "other"):
                step, limit = message[0], message[1] + self.grace
                side = "them" if message[0] == "other" or message[-1] == "them" else "you"
            elif message[0] == "them":
                step, limit = "them", None
            if until(message):
                return message

    def start(self) -> None:
        """A fresh child with the bot loaded. Raises BotError (the file does not load) or Overrun."""
        ctx = multiprocessing.get_context()
        parent, child = ctx.Pipe()
        self.process = ctx.Process(
            target=_child,
            args=(child, self.source, self.filename, i18n.current(), self.seconds, self.against),
            daemon=True,
        )
        self.process.start()
        child.close()
        self.conn = parent
        try:
            answer = self._wait(lambda m: m[0] in ("loaded", "refused"))
        except Ended:
            raise workshop.BotError("raised", _("Your bot ended its own process.")) from None
        except Overrun as overrun:
            error = workshop.BotError("timeout", _load_overrun(overrun.seconds))
            error.side = overrun.side
            raise error from None
        if answer[0] == "refused":
            self.close()
            failure = answer[1]
            error = workshop.BotError(failure["kind"], failure["message"], failure["traceback"])
            error.side = answer[2]
            raise error

    def play(self, game_id, players, seat, opponent, seed, options, name) -> dict:
        """One game in the child (started anew if the last one was ended), as
        workshop.play_game answers it; a step past its limit loses the game by time."""
        if self.process is None:
            self.start()
        assert self.conn is not None
        self.conn.send((game_id, players, seat, opponent, seed, options, name))
        try:
            return self._wait(lambda m: m[0] == "played")[1]
        except Overrun as overrun:
            message = (
                _load_overrun(overrun.seconds)
                if overrun.step == "load"
                else _("Your bot did not answer within {seconds} s and was stopped.").format(
                    seconds=_seconds(overrun.seconds)
                )
            )
            error = workshop.BotError("timeout", message)
            error.side = overrun.side
        except Ended:
            error = workshop.BotError("raised", _("Your bot ended its own process."))
        return _lost(error, [seat] if isinstance(seat, int) else list(seat), seed, self.seconds)

    def close(self) -> None:
        if self.process is not None and self.process.is_alive():
            self.process.kill()
        if self.process is not None:
            self.process.join()
        if self.conn is not None:
            self.conn.close()
        self.process, self.conn = None, None


def _load_overrun(seconds: float) -> str:
    return _("Your bot's file did not finish loading within {seconds} s and was stopped.").format(
        seconds=_seconds(seconds)
    )


def _lost(error: workshop.BotError, seats: list[int], seed: int, seconds: float) -> dict:
    """A game lost by the bot whose process had to be ended (no record: the moves died with it);
    the other player's bot (`error.side` "them") loses it to the first one."""
    theirs = error.side == "them"
    return {
        "seat": seats[0],
        "bot_seats": seats,
        "seed": seed,
        "record": None,
        "seats": None,
        "finished": False,
        "stopped": False,
        "error": dict(error.to_json(), side="them") if theirs else error.to_json(),
        "moves": None,
        "think": {
            "you": [seconds] if error.kind == "timeout" and not theirs else [],
            "them": [seconds] if error.kind == "timeout" and theirs else [],
        },
        "printed": [],
        "scores": None,
        "ranks": None,
        "share": 1.0 if theirs else 0.0,
    }
