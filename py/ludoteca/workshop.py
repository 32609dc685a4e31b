"""The bot workshop: a player's own bot, written in Python, played against ours.

A bot is a Python file that defines `choose(view, moves)`: `view` is what its seat may see
(the game's `view`, plain JSON), `moves` the moves it may make (plain dicts, as the engine
takes them); it returns one of them. Each game's starting bot (`starter_source(game_id)`)
is its package's `starter_bot.py`, its comments in the current language (the site catalog).

    bot = load_bot(source)                 # BotError: a syntax error, no choose()
    move = bot.choose(view, moves, 1.0)    # BotError: it raised, chose an illegal move, or
                                           # took longer than 1 s
    results = run_tournament(source, "yutaka", "easy", games=10)   # ludoteca.tournament

Plain CPython (no browser module): the workshop page runs it under PyScript, the game page's
worker for the lobby's "your bot" seat (`table.py`), and `python -m ludoteca.arena GAME --bot
my_bot.py` on a desk. The time limit is kept by a trace function (`sys.settrace`) that looks at
the clock on every line of the bot's own file (and every call it makes): a loop written in
Python stops at the limit. A loop inside a C function (`sum(itertools.count())`) is not seen by
the trace; the workshop page's watchdog ends such a worker. A bot that catches BaseException
and loops on after the limit disables the trace (Python drops a trace function that raised)
and is likewise the watchdog's. The tracebacks a player reads hold only the frames of their
own file.
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import pathlib
import random
import re
import sys
import time
import traceback
from collections.abc import Callable
from typing import Protocol

from . import stats
from .core import IllegalMove, get_game, i18n, new_record
from .core.i18n import number
from .core.record import MAX_MOVES, replay
from .levels import RANDOM, level_move

_ = i18n.SITE.gettext

DEFAULT_FILENAME = "my_bot.py"
LOAD_SECONDS = 5.0  # the time a bot's file may take to run its top level
MAX_SHOWN = 300  # characters of a returned value or an error shown in a sentence
KINDS = ("syntax", "missing", "raised", "illegal", "timeout")


class BotError(Exception):
    """A bot that failed: `kind` (one of KINDS), `message` (a sentence in the current
    language), `trace` (the player's own traceback, only frames of their file), `move` (the
    move number in its game, when known) and `line` (the line of the player's file it points
    at, when known: the syntax error's, or the innermost frame of their file; the page's
    editor marks it)."""

    side = "you"  # "them": the other player's bot of a tournament between two files

    def __init__(self, kind: str, message: str, trace: str = "", move: int | None = None, line: int | None = None):
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.trace = trace
        self.move = move
        self.line = line

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "message": self.message,
            "traceback": self.trace,
            "move": self.move,
            "line": self.line,
        }


class _OutOfTime(BaseException):
    """Raised inside the bot when its time is up (a BaseException: `except Exception` in the
    bot does not swallow it)."""


def _shown(value) -> str:
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 1] + "…"


def _user_trace(error: BaseException, filename: str, lines: list[str], last: str | None = None) -> str:
    """The traceback of `error` with only the frames of the player's file (`lines` its source),
    ending with the error's own line (or `last`)."""
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == filename]
    out = []
    if frames:
        out.append("Traceback (most recent call last):\n")
        for frame in frames:
            out.append(f'  File "{filename}", line {frame.lineno}, in {frame.name}\n')
            lineno = frame.lineno or 0
            if 0 < lineno <= len(lines) and lines[lineno - 1].strip():
                out.append(f"    {lines[lineno - 1].strip()}\n")
    if last is not None:
        out.append(last + "\n")
    else:
        out.extend(traceback.format_exception_only(type(error), error))
    return "".join(out)


def _own_line(error: BaseException, filename: str) -> int | None:
    """The line of the innermost frame of the player's file in `error`'s traceback (None: none)."""
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == filename]
    return frames[-1].lineno if frames else None


def _limited(call: Callable, seconds: float, filename: str):
    """call() with a deadline in `seconds`, checked on every line of `filename` and every call
    made meanwhile (raises _OutOfTime)."""
    clock = time.perf_counter
    deadline = clock() + seconds

    def on_line(frame, event, arg):
        if clock() > deadline:
            raise _OutOfTime
        return on_line

    def on_call(frame, event, arg):
        if clock() > deadline:
            raise _OutOfTime
        return on_line if frame.f_code.co_filename == filename else None

    before = sys.gettrace()
    sys.settrace(on_call)
    try:
        return call()
    finally:
        sys.settrace(before)


MAX_PRINTED = 2000  # characters of what a bot printed kept per move (and at load); the rest counted
MAX_PRINTED_PER_GAME = 20_000  # and per game


class _Printed(io.TextIOBase):
    """What a bot prints (stdout and stderr), kept up to MAX_PRINTED characters; the rest is
    counted in `cut`, so a bot that prints in a loop cannot fill the memory."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.kept = 0
        self.cut = 0

    def writable(self) -> bool:
        return True

    def write(self, text) -> int:
        text = str(text)
        room = MAX_PRINTED - self.kept
        if room > 0:
            self.parts.append(text[:room])
            self.kept += min(room, len(text))
        self.cut += max(0, len(text) - max(room, 0))
        return len(text)

    def text(self) -> str:
        return "".join(self.parts)


def _printing(call: Callable, seconds: float, filename: str, out: _Printed):
    """_limited(call, …) with what the bot prints kept in `out`, not written anywhere."""
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        return _limited(call, seconds, filename)


def _seconds(value: float) -> str:
    return number(round(value, 2)) if value != int(value) else number(int(value))


class UserBot:
    """A player's bot, loaded: `choose(view, moves, seconds)` asks it for a move."""

    def __init__(self, choose: Callable, filename: str, lines: list[str]):
        self._choose = choose
        self.filename = filename
        self.lines = lines
        self.think: list[float] = []  # seconds per choice, every choice
        self.printed: _Printed = _Printed()  # what the last choice printed
        self.printed_at_load: _Printed | None = None  # what the file's top level printed, until taken

    def take_printed_at_load(self) -> _Printed | None:
        """What the file's top level printed, once (the first game played after loading tells it)."""
        printed, self.printed_at_load = self.printed_at_load, None
        return printed

    def choose(self, view: dict, moves: list[dict], seconds: float = 1.0, legal: Callable | None = None) -> dict:
        """The bot's move among `moves`, chosen in at most `seconds`. `legal(move)` (optional)
        accepts a move that is not in `moves` when it returns None (a game whose list is not
        complete), else it returns the rules' reason. Raises BotError."""
        # The bot may change what it gets: it gets copies (a JSON round trip, fast on long lists).
        given_view, given_moves = json.loads(json.dumps(view)), json.loads(json.dumps(moves))
        started = time.perf_counter()
        try:
            self.printed = _Printed()
            move = _printing(lambda: self._choose(given_view, given_moves), seconds, self.filename, self.printed)
        except _OutOfTime as error:
            self.think.append(time.perf_counter() - started)
            raise BotError(
                "timeout",
                _("Your bot took longer than {seconds} s to choose a move.").format(seconds=_seconds(seconds)),
                _user_trace(error, self.filename, self.lines, last=_("(out of time here)")),
                line=_own_line(error, self.filename),
            ) from None
        except RecursionError as error:
            self.think.append(time.perf_counter() - started)
            raise BotError(
                "raised",
                _("Your bot raised an error: {error}").format(error="RecursionError"),
                _user_trace(error, self.filename, self.lines),
                line=_own_line(error, self.filename),
            ) from None
        except Exception as error:  # the bot's own error, whatever it is
            self.think.append(time.perf_counter() - started)
            raise BotError(
                "raised",
                _("Your bot raised an error: {error}").format(error=_shown_error(error)),
                _user_trace(error, self.filename, self.lines),
                line=_own_line(error, self.filename),
            ) from None
        spent = time.perf_counter() - started
        self.think.append(spent)
        if spent > seconds:  # it caught the timeout, or spent it in C code
            raise BotError(
                "timeout",
                _("Your bot took longer than {seconds} s to choose a move.").format(seconds=_seconds(seconds)),
            )
        if move in moves:
            # The move as given, not the bot's copy: == takes True for 1, the rules do not.
            return moves[moves.index(move)]
        reason = None
        if isinstance(move, dict) and legal is not None:
            try:
                reason = legal(move)
            except Exception:  # noqa: BLE001 — any reading of a strange move is a refusal
                reason = _("That is not a move of this game.")
            if reason is None:
                return move
        if not isinstance(move, dict):
            message = _("Your bot returned {value}, which is not one of the moves it was given.").format(
                value=_shown(move)
            )
        elif reason:
            message = _("Your bot chose a move the rules do not allow: {move}. {reason}").format(
                move=_shown(move), reason=reason
            )
        else:
            message = _("Your bot chose a move that is not one of the moves it was given: {move}.").format(
                move=_shown(move)
            )
        raise BotError("illegal", message)


class PlayingBot(Protocol):
    """What play_game asks of a player's bot: a UserBot, or one that wraps it (the watched
    child process's, ludoteca.bot_process)."""

    printed: _Printed

    def take_printed_at_load(self) -> _Printed | None: ...

    def choose(self, view: dict, moves: list[dict], seconds: float = 1.0, legal: Callable | None = None) -> dict: ...


def _shown_error(error: BaseException) -> str:
    line = "".join(traceback.format_exception_only(type(error), error)).strip()
    return line if len(line) <= MAX_SHOWN else line[: MAX_SHOWN - 1] + "…"


def load_bot(source: str, filename: str = DEFAULT_FILENAME, seconds: float = LOAD_SECONDS) -> UserBot:
    """The bot that `source` defines (its top level run once, in at most `seconds`). Raises
    BotError: a syntax error ("syntax"), no function choose ("missing"), an error or a loop at
    the top level ("raised", "timeout")."""
    if not isinstance(source, str):
        raise BotError("missing", _("A bot is a Python file (text)."))
    lines = source.splitlines()
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError as error:  # IndentationError and TabError too
        where = error.lineno or 0
        raise BotError(
            "syntax",
            _("Your bot has a syntax error on line {line}: {error}").format(line=number(where), error=error.msg),
            "".join(traceback.format_exception_only(type(error), error)),
            line=error.lineno,
        ) from None
    except ValueError as error:  # a NUL character
        raise BotError(
            "syntax", _("Your bot has a syntax error: {error}").format(error=str(error)[:MAX_SHOWN])
        ) from None
    namespace: dict = {"__name__": filename.rsplit(".", 1)[0] or "my_bot", "__file__": filename}
    printed = _Printed()
    try:
        _printing(lambda: exec(code, namespace), seconds, filename, printed)
    except _OutOfTime as error:
        raise BotError(
            "timeout",
            _("Your bot took longer than {seconds} s to load.").format(seconds=_seconds(seconds)),
            _user_trace(error, filename, lines, last=_("(out of time here)")),
            line=_own_line(error, filename),
        ) from None
    except Exception as error:  # noqa: BLE001 — the bot's own error
        raise BotError(
            "raised",
            _("Your bot raised an error while loading: {error}").format(error=_shown_error(error)),
            _user_trace(error, filename, lines),
            line=_own_line(error, filename),
        ) from None
    choose = namespace.get("choose")
    if not callable(choose):
        raise BotError("missing", _("Your bot must define a function choose(view, moves)."))
    bot = UserBot(choose, filename, lines)
    bot.printed_at_load = printed
    return bot


# ---------------------------------------------------------------- the starting bots

GENERIC_STARTER = pathlib.Path(__file__).resolve().parent / "starter_bot.py"
_COMMENT = re.compile(r"^(\s*)# ?(.*)$")


def starter_template(game_id: str) -> str:
    """A game's starting bot as written (English): its package's `starter_bot.py`, or, for a
    game without one, ours for any game (`ludoteca/starter_bot.py`: a random legal move)."""
    game = get_game(game_id)
    package = sys.modules[type(game).__module__.rsplit(".", 1)[0]]
    own = pathlib.Path(package.__file__ or "").parent / "starter_bot.py"
    return (own if own.is_file() else GENERIC_STARTER).read_text(encoding="utf-8")


def _paragraphs(source: str) -> list[tuple[int, int, str, str]]:
    """(first line, last line, indent, text) of each comment paragraph of `source`: consecutive
    full-line comments of one indent, their words joined by spaces (an empty `#` ends one)."""
    found: list[tuple[int, int, str, str]] = []
    for i, line in enumerate(source.splitlines()):
        m = _COMMENT.match(line)
        if not (m and m.group(2).strip()):
            continue
        indent, words = m.group(1), m.group(2).strip()
        if found and found[-1][1] == i - 1 and found[-1][2] == indent:
            first, _last, _indent, text = found[-1]
            found[-1] = (first, i, indent, f"{text} {words}")
        else:
            found.append((i, i, indent, words))
    return found


def comment_blocks(source: str) -> list[tuple[int, str, str]]:
    """The comment paragraphs of a starter, (first line index, indent, text): the catalog's
    messages (i18n_tools extracts them)."""
    return [(first, indent, text) for first, _last, indent, text in _paragraphs(source)]


def _wrapped(indent: str, text: str, width: int = 92) -> list[str]:
    out, line = [], ""
    for word in text.split():
        if line and len(indent) + 2 + len(line) + 1 + len(word) > width:
            out.append(f"{indent}# {line}")
            line = word
        else:
            line = f"{line} {word}" if line else word
    out.append(f"{indent}# {line}")
    return out


def starter_source(game_id: str) -> str:
    """The starting bot of a game, its comments in the current language (the code unchanged)."""
    template = starter_template(game_id)
    if i18n.current() == i18n.SOURCE:
        return template
    lines = template.splitlines()
    for first, last, indent, text in reversed(_paragraphs(template)):
        lines[first : last + 1] = _wrapped(indent, _(text))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- moves a bot is given


def bot_moves(game, state: dict, p: int, view: dict | None = None) -> list[dict]:
    """The moves a player's bot chooses among: the game's legal moves, or, for a game that
    cannot list them (Santa Monica's turns), its bot module's `workshop_moves(view)`."""
    hook = getattr(game.bot, "workshop_moves", None)
    if hook is not None:
        return hook(game.view(state, p) if view is None else view)
    return game.legal_moves(state, p)


def legality(game, state: dict) -> Callable:
    """`legal(move)` for UserBot.choose: None when `game` accepts `move` now, else its reason."""

    def legal(move: dict) -> str | None:
        try:
            game.apply(state, move)
        except IllegalMove as refusal:
            return str(refusal)
        return None

    return legal


# ---------------------------------------------------------------- tournaments


def bot_seats(index: int, players: int, count: int = 1) -> list[int]:
    """The seats the player's bot holds in game `index` of a tournament: `count` seats side by
    side from seat `index` on, so that over `players` games each seat is held as often and the
    bot moves first as often as ours."""
    return sorted((index + j) % players for j in range(count))


def play_game(
    bot: PlayingBot,
    game_id: str,
    players: int,
    seat: int | list[int],
    opponent: str,
    seed: int,
    seconds_per_move: float = 1.0,
    options: dict | None = None,
    should_stop: Callable | None = None,
    name: str = "my_bot",
    other: PlayingBot | None = None,
    on_move: Callable | None = None,
) -> dict:
    """One game: the player's bot at `seat` (or at each seat of a list: one bot, one file's
    globals, playing them all), `opponent` (a bot level or "random") at every other seat — or `other`, another player's bot (`opponent` its name), within the same time
    a move. Returns the game as run_tournament lists it (record, seats, result or error; an
    error of `other` has "side": "them" and gives the game to `bot`). `on_move(record, seats,
    printed, over)` after each move (the page's live viewer): called outside every bot's clock,
    so what it costs changes no result; it must not change what it is given."""
    game = get_game(game_id)
    mine = [seat] if isinstance(seat, int) else sorted(set(seat))
    seats = _table_seats(players, mine, opponent, name, other is not None)
    record = new_record(game_id, dict(options or {}, players=players), seed)
    state = replay(record)
    think: dict[str, list[float]] = {"you": [], "them": []}
    error: dict | None = None
    stopped = False
    printed: list[dict] = []  # what the bot printed: {"move" (None: at load), "text", "cut"}

    def keep_printed(move: int | None, out: _Printed | None) -> None:
        if out is None or not (out.kept or out.cut):
            return
        room = MAX_PRINTED_PER_GAME - sum(len(p["text"]) for p in printed)
        text = out.text()[: max(room, 0)]
        printed.append({"move": move, "text": text, "cut": out.cut + out.kept - len(text)})

    keep_printed(None, bot.take_printed_at_load())
    while not game.is_over(state):
        if should_stop is not None and should_stop():
            stopped = True
            break
        if len(record["moves"]) >= MAX_MOVES:
            error = BotError(
                "illegal", _("The game did not end after {n} moves.").format(n=number(MAX_MOVES))
            ).to_json()
            break
        p = game.to_act(state)[0]
        n = len(record["moves"])
        rng = random.Random(f"{seed}/{n}/{p}")
        if p in mine:
            view = game.view(state, p)
            moves = bot_moves(game, state, p, view)
            started = time.perf_counter()
            try:
                move = bot.choose(view, moves, seconds_per_move, legality(game, state))
            except BotError as failure:
                failure.move = n + 1
                error = failure.to_json()
                think["you"].append(time.perf_counter() - started)
                keep_printed(n + 1, bot.printed)
                break
            think["you"].append(time.perf_counter() - started)
            keep_printed(n + 1, bot.printed)
        elif other is not None:
            view = game.view(state, p)
            moves = bot_moves(game, state, p, view)
            started = time.perf_counter()
            try:
                move = other.choose(view, moves, seconds_per_move, legality(game, state))
            except BotError as failure:
                failure.move = n + 1
                error = dict(failure.to_json(), side="them")
                think["them"].append(time.perf_counter() - started)
                break
            think["them"].append(time.perf_counter() - started)
        else:
            started = time.perf_counter()
            move = level_move(game, state, p, rng, opponent)
            think["them"].append(time.perf_counter() - started)
        state = game.apply(state, move)
        record["moves"].append(move)
        if on_move is not None:
            on_move(record, seats, printed, game.is_over(state))
    played = {
        "seat": mine[0],
        "bot_seats": mine,
        "seed": seed,
        "record": record,
        "seats": seats,
        "finished": game.is_over(state),
        "stopped": stopped,
        "error": error,
        "moves": len(record["moves"]),
        "think": think,
        "printed": printed,
    }
    if played["finished"]:
        result = game.result(state)
        ranks, scores = result["ranks"], result["scores"]
        played["scores"], played["ranks"] = scores, ranks
        winners = [q for q in range(players) if ranks[q] == 1]
        # (the bot's share of the win: a win of any of its seats, shared with other winners)
        played["share"] = sum(1.0 for q in winners if q in mine) / len(winners)
    else:
        played["scores"] = played["ranks"] = None
        # an error loses the game (the other bot's gives it to this one)
        played["share"] = None if error is None else 1.0 if error.get("side") == "them" else 0.0
    return played


def _table_seats(players: int, mine: list[int], opponent: str, name: str, other: bool) -> list[dict]:
    """The seats of a game the workshop played, as a table replays it: the player's bot a
    named human seat, ours bots of `opponent`'s level (or, `other`, another named human)."""
    seats = [
        {"kind": "human", "name": name} if i in mine else {"kind": "bot", "level": opponent, "name": None}
        for i in range(players)
    ]
    if other:  # another player's bot: a named seat in a replay
        seats = [s if i in mine else {"kind": "human", "name": opponent} for i, s in enumerate(seats)]
    elif opponent == RANDOM:  # (no level of that name at a table: the replay shows the easy one's name)
        seats = [s if i in mine else {"kind": "bot", "level": "easy", "name": None} for i, s in enumerate(seats)]
    return seats


def _held(game: dict) -> list[int]:
    """The seats the player's bot held in a game (one, in a game listed before it could hold several)."""
    return game.get("bot_seats") or [game["seat"]]


def _mean(values: list) -> float:
    """statistics.fmean's value (a sum without rounding, divided), without the statistics module:
    the page's standard library holds only what its code imports (ludoteca.build), and
    statistics brings fractions, numbers and decimal (about 25 kB before every first board)."""
    return math.fsum(values) / len(values)


def summarize(
    games: list[dict], game_id: str, opponent: str, players: int, seconds: float, name: str = "my_bot", seats: int = 1
) -> dict:
    """Statistics over the games played (stopped games left out), as ludoteca.arena prints them;
    the player's bot held `seats` seats of each. A game counts once: its share is the bot's
    share of the win (any of its seats winning wins it; a tie with other seats shares it), its
    mean score the mean of its seats' (and of the other seats' for the other side)."""
    counted = [g for g in games if g["share"] is not None]
    won = stats.win_share([g["share"] for g in counted])
    lost = stats.other_side(won)
    scored = [g for g in counted if g["scores"] is not None]
    you_scores = [_mean([g["scores"][q] for q in _held(g)]) for g in scored]
    them_scores = [_mean([s for q, s in enumerate(g["scores"]) if q not in _held(g)]) for g in scored]
    you_think = [t for g in games for t in g["think"]["you"]]
    them_think = [t for g in games for t in g["think"]["them"]]
    errors: dict[str, int] = {}  # the player's bot's, by kind
    their_errors: dict[str, int] = {}  # those of another player's bot against it
    for g in games:
        if g["error"] is not None:
            counts = their_errors if g["error"].get("side") == "them" else errors
            counts[g["error"]["kind"]] = counts.get(g["error"]["kind"], 0) + 1
    sides = {
        "you": {"name": name, "mean_score": stats.mean(you_scores), "think": stats.think_times(you_think)},
        "them": {"level": opponent, "mean_score": stats.mean(them_scores), "think": stats.think_times(them_think)},
    }
    # (shares already rounded as shown: the page's table and the report give the same figures)
    for side, share in (("you", won), ("them", lost)):
        sides[side].update(win_share=share["share"], low=share["low"], high=share["high"], games=share["games"])
    summary = {
        "game": game_id,
        "opponent": opponent,
        "players": players,
        "seats": seats,
        "played": len(counted),
        "finished": sum(1 for g in games if g["finished"]),
        "errors": errors,
        "their_errors": their_errors,
        "seconds": round(seconds, 3),
        "stats": sides,
    }
    summary["report"] = report(summary)
    return summary


def report(summary: dict) -> str:
    """The results in ludoteca.arena's words (English, as the arena prints them)."""
    game = get_game(summary["game"])
    you, them = summary["stats"]["you"], summary["stats"]["them"]
    players, held = summary["players"], summary.get("seats", 1)
    lines = [
        f"{game.name}, {players} player{'s' if players != 1 else ''}, {summary['played']} games"
        f" ({summary['seconds']:.0f} s): A = {you['name']}"
        + (f" ({held} seats)" if held > 1 else "")
        + f", B = {them['level']}"
        + (f" ({players - held} seats)" if players - held > 1 else "")
    ]
    if you["win_share"] is not None:
        lines.append(
            f"  A win share {stats.percent(you['win_share'])} (95 % CI {stats.percent(you['low'])}"
            f"–{stats.percent(you['high'])}, {you['games']} games); B {stats.percent(them['win_share'])}"
            f" (fair share of A: {stats.percent(held / players)})"
        )
        if held > 1:
            lines.append("  (a game is A's when one of its seats wins; a tie with B's seats shares it)")
    ma, mb = you["mean_score"], them["mean_score"]
    scored = summary["finished"]
    lines.append(
        "  mean score  A "
        + ("-" if ma is None else f"{ma:.1f}")
        + "   B "
        + ("-" if mb is None else f"{mb:.1f}")
        + f"   ({scored} finished game{'s' if scored != 1 else ''})"
    )
    for label, side in ((you["name"], you), (them["level"], them)):
        if side["think"]["moves"]:
            lines.append(stats.think_line(label, side["think"]))
    if summary.get("their_errors"):
        lines.append(
            "  games lost by B's errors: "
            + ", ".join(f"{kind} {count}" for kind, count in sorted(summary["their_errors"].items()))
        )
    if summary["errors"]:
        lines.append(
            "  games lost by the bot's errors: "
            + ", ".join(f"{kind} {count}" for kind, count in sorted(summary["errors"].items()))
        )
    return "\n".join(lines)
