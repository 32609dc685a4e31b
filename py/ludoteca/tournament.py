"""A tournament of a player's bot (ludoteca.workshop) against one of our levels or another
player's bot, on CPython: `run_tournament`, which `python -m ludoteca.arena GAME --bot` runs.
With `grace` the games are played in a watched child process (ludoteca.bot_process), which
itself plays them with the workshop: a module apart from both, so that neither imports the other
back.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .bot_process import WatchedBot
from .core import get_game, i18n
from .core.i18n import number
from .levels import RANDOM
from .workshop import DEFAULT_FILENAME, BotError, bot_seats, load_bot, play_game, summarize

_ = i18n.SITE.gettext


def run_tournament(  # noqa: C901 — the tournament loop with its watch, seats rotated, errors counted per side
    source: str,
    game_id: str,
    opponent: str = "easy",
    games: int = 10,
    seconds_per_move: float = 1.0,
    on_game: Callable | None = None,
    should_stop: Callable | None = None,
    players: int = 2,
    first_seed: int = 1,
    options: dict | None = None,
    filename: str = DEFAULT_FILENAME,
    grace: float | None = None,
    against: tuple[str, str] | None = None,
    seats: int = 1,
) -> dict:
    """`games` games of the player's bot (`source`) against `opponent` (a bot level, or
    "random") at every other seat, the bot's seat rotating; game i uses seed first_seed + i.
    A bot error loses that game (kept with its kind, message, traceback and move number) and
    the tournament goes on. `on_game(i, results so far)` after each game; `should_stop()`
    between moves (a game stopped halfway counts for nothing). Returns JSON: the summary
    (`stats`, `report`…) and `games`, each with its record and seats (what replay takes).
    A bot that does not load raises BotError. With `grace` (CPython only) the games are played
    in a child process that is ended when the bot's file or a move runs past its limit plus
    `grace` seconds (a loop inside C code; see ludoteca.bot_process): the bot loses that game.
    `against` (source, filename): another player's bot at every other seat instead of a level,
    named by its file (`opponent` is not used); its errors give the game to the first bot, and
    its file not loading raises BotError with `side` "them". `seats`: how many seats the
    player's bot holds in each game (1 to players − 1, side by side, rotating: workshop.bot_seats);
    a game counts once, its share the bot's share of the win (workshop.summarize)."""
    game = get_game(game_id)
    name = filename.rsplit("/", 1)[-1].rsplit(".", 1)[0][:24] or "my_bot"
    if against is not None:
        opponent = against[1].rsplit("/", 1)[-1].rsplit(".", 1)[0][:24] or "their_bot"
        if opponent == name:
            opponent += " (B)"
    elif opponent != RANDOM and opponent not in game.bot_levels:
        raise ValueError(
            _("{game} has no bot level \u201c{level}\u201d (it has {levels}).").format(
                game=game.name, level=str(opponent)[:20], levels=", ".join(game.bot_levels)
            )
        )
    if players < 2 and game.min_players <= players:
        raise ValueError(_("A tournament needs at least two players (one of them your bot)."))
    if not game.min_players <= players <= game.max_players:
        raise ValueError(
            _("{game} is played by {low} to {high} players.").format(
                game=game.name, low=number(game.min_players), high=number(game.max_players)
            )
        )
    if not 1 <= seats <= players - 1:
        raise ValueError(
            _("Your bot can hold 1 to {high} seats in a game of {players} players.").format(
                high=number(max(1, players - 1)), players=number(players)
            )
        )
    if grace is None:
        bot = load_bot(source, filename)
        other = None
        if against is not None:
            try:
                other = load_bot(against[0], against[1])
            except BotError as failure:
                failure.side = "them"
                raise

        def play(i: int) -> dict:
            return play_game(
                bot,
                game_id,
                players,
                bot_seats(i, players, seats),
                opponent,
                first_seed + i,
                seconds_per_move,
                options,
                should_stop,
                name,
                other,
            )

    else:
        watched = WatchedBot(source, filename, seconds_per_move, grace, against)
        watched.start()

        def play(i: int) -> dict:
            return watched.play(game_id, players, bot_seats(i, players, seats), opponent, first_seed + i, options, name)

    started = time.perf_counter()
    played: list[dict] = []
    stopped = False
    try:
        for i in range(games):
            if should_stop is not None and should_stop():
                stopped = True
                break
            one = play(i)
            one["index"] = i
            played.append(one)
            if one["stopped"]:
                stopped = True
                break
            if on_game is not None:
                on_game(
                    i, _results(played, game_id, opponent, players, time.perf_counter() - started, name, False, seats)
                )
    finally:
        if grace is not None:
            watched.close()
    return _results(played, game_id, opponent, players, time.perf_counter() - started, name, stopped, seats)


def _results(
    played: list[dict], game_id: str, opponent: str, players: int, seconds: float, name: str, stopped: bool, seats: int
):
    out = summarize(played, game_id, opponent, players, seconds, name, seats)
    out["stopped"] = stopped
    out["games"] = [dict(g, think={k: [round(t, 5) for t in v] for k, v in g["think"].items()}) for g in played]
    return out
