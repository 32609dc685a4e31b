"""Bot tournaments on CPython: `python -m ludoteca.arena <game> <level A> <level B> [options]`.

Side A holds one seat, side B every other seat (so `--players 4 strong normal` is one strong
bot against three normal ones); A's seat rotates from game to game so that no side keeps the
first move. A level is one of the game's `bot_levels` or `random` (a uniform legal move).
Solo games (`--players 1`) play A alone and then B alone on the same seeds and compare mean
scores. Each bot sees only its view, as in the page, with the same reproducible dice.

Prints each side's win share (a tie shares the win) with its 95 % confidence interval
(Wilson's, see ludoteca.stats), mean scores, and think time per move (mean, p50, p95) per
level, each with the number of games or moves it rests on.

    python -m ludoteca.arena yutaka strong normal --games 200
    python -m ludoteca.arena kukulkan strong normal --players 1 --games 200

Your own bot (a Python file defining `choose(view, moves)`, as the bot workshop writes it;
see ludoteca.workshop) plays with `--bot FILE` against one level, its seat rotating, each
move within `--seconds`; a game its bot loses by an error is listed with its traceback:

    python -m ludoteca.arena yutaka --bot my_bot.py --against easy --games 10
    python -m ludoteca.arena yutaka --bot my_bot.py --against their_bot.py --games 10

With `--players N --seats K` your bot holds K seats of each game (side by side, rotating from
game to game; B holds the rest); a game is A's when one of its seats wins (a tie with B's seats
shares it), so A's fair share is K / N; mean scores are per seat:

    python -m ludoteca.arena yucata --bot my_bot.py --players 4 --seats 2 --games 20

Against another file, that bot holds every other seat under the same rules (time limit,
child process); a game it loses by an error or by time is the first bot's, and is listed too.

Its games run in a child process (ludoteca.bot_process): a move (or the file's top level)
that runs past its limit plus `--grace` seconds — a loop inside C code, which the time limit
cannot interrupt — ends that process, the bot loses that game by time and the next game
starts in a fresh one. Exit status: 0, every game played out; 2, a game ended by a bot's
error or by time (listed after the report); 1, a file could not be read or did not load.
`--verbose` also prints what the bot printed, per game and move (at most
workshop.MAX_PRINTED characters a move, MAX_PRINTED_PER_GAME a game; what is cut is said).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from multiprocessing import Pool

from . import stats
from .core import UnknownGame, get_game, new_record
from .core.record import MAX_MOVES, replay
from .levels import RANDOM, level_move


@dataclass
class GameOutcome:
    a_share: float  # A's share of the win (1, 0, or split on a tie)
    a_score: float  # A's score
    b_score: float  # the mean score of B's seats
    think: dict[str, list[float]] = field(default_factory=dict)  # level -> seconds per move


def play_one(
    game_id: str, players: int, levels: list[str], seed: int, options: dict | None = None
) -> tuple[dict, dict]:
    """One game, seat i played at levels[i]; returns (result, think times per level)."""
    game = get_game(game_id)
    record = new_record(game_id, dict(options or {}, players=players), seed)
    state = replay(record)
    think: dict[str, list[float]] = {}
    moves_made = 0
    while not game.is_over(state):
        if moves_made >= MAX_MOVES:  # bots that never end a game (passing for ever)
            raise RuntimeError(
                f"{game.name} seed {seed} ({', '.join(levels)}): no end after "
                f"{MAX_MOVES:,} moves — a bot keeps the game from ending"
            )
        p = game.to_act(state)[0]
        level = levels[p]
        rng = random.Random(f"{seed}/{moves_made}/{p}")
        started = time.perf_counter()
        move = level_move(game, state, p, rng, level)
        think.setdefault(level, []).append(time.perf_counter() - started)
        state = game.apply(state, move)  # refuses an illegal move with its reason
        moves_made += 1
    return game.result(state), think


def _duel(args) -> GameOutcome:
    game_id, players, a, b, index, seed, options = args
    if players == 1:
        result_a, think_a = play_one(game_id, 1, [a], seed, options)
        result_b, think_b = play_one(game_id, 1, [b], seed, options)
        sa, sb = result_a["scores"][0], result_b["scores"][0]
        think = {**think_b, **think_a} if a != b else {a: think_a.get(a, []) + think_b.get(b, [])}
        return GameOutcome(1.0 if sa > sb else 0.5 if sa == sb else 0.0, sa, sb, think)
    a_seat = index % players
    levels = [a if p == a_seat else b for p in range(players)]
    result, think = play_one(game_id, players, levels, seed, options)
    ranks, scores = result["ranks"], result["scores"]
    winners = [p for p in range(players) if ranks[p] == 1]
    share = 1.0 / len(winners) if a_seat in winners else 0.0
    b_scores = [scores[p] for p in range(players) if p != a_seat]
    return GameOutcome(share, scores[a_seat], statistics.mean(b_scores), think)


def run(
    game_id: str,
    a: str,
    b: str,
    games: int,
    players: int,
    first_seed: int = 1,
    jobs: int = 1,
    options: dict | None = None,
) -> list[GameOutcome]:
    game = get_game(game_id)
    for level in (a, b):
        if level != RANDOM and level not in game.bot_levels:
            raise SystemExit(f"{game.name} has no bot level {level!r} (levels: {', '.join(game.bot_levels)}, random)")
    tasks = [(game_id, players, a, b, i, first_seed + i, options) for i in range(games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            return pool.map(_duel, tasks, chunksize=1)
    return [_duel(t) for t in tasks]


def report(game_id: str, a: str, b: str, players: int, outcomes: list[GameOutcome], seconds: float) -> str:
    """The results in words (English): win share with its 95 % interval (Wilson's, ludoteca.stats),
    mean scores, think times — each saying how many games or moves it rests on."""
    game = get_game(game_id)
    n = len(outcomes)
    won = stats.win_share([o.a_share for o in outcomes])
    interval = f"95 % CI {stats.percent(won['low'])}–{stats.percent(won['high'])}"
    lines = [
        f"{game.name}, {players} player{'s' if players != 1 else ''}, {n} games"
        f" ({seconds:.0f} s): A = {a}"
        + (" (1 seat)" if players > 2 else "")
        + f", B = {b}"
        + (f" ({players - 1} seats)" if players > 2 else "")
    ]
    ma, mb = statistics.mean(o.a_score for o in outcomes), statistics.mean(o.b_score for o in outcomes)
    if players == 1:
        lines.append(
            f"  mean score  A {ma:.1f}   B {mb:.1f}   ratio A/B {ma / mb if mb else float('inf'):.2f}   ({n} seeds)"
        )
        lines.append(f"  A scores more in {stats.percent(won['share'])} of the seeds ({interval}, {n} seeds)")
    else:
        lines.append(
            f"  A win share {stats.percent(won['share'])} ({interval}, {n} games);"
            f" B {stats.percent(stats.other_side(won)['share'])} (fair share of A: {stats.percent(1 / players)})"
        )
        lines.append(f"  mean score  A {ma:.1f}   B {mb:.1f}   ({n} games)")
    times: dict[str, list[float]] = {}
    for o in outcomes:
        for level, spent in o.think.items():
            times.setdefault(level, []).extend(spent)
    for level, spent in sorted(times.items()):
        lines.append(stats.think_line(level, stats.think_times(spent)))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m ludoteca.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("a", nargs="?", help="level of side A (one seat)")
    parser.add_argument("b", nargs="?", help="level of side B (every other seat)")
    parser.add_argument("--bot", metavar="FILE", help="side A is your bot: a Python file defining choose(view, moves)")
    parser.add_argument(
        "--against",
        default="easy",
        help="with --bot: the level of side B (default easy), or another bot file (B.py) at every other seat",
    )
    parser.add_argument("--seconds", type=float, default=1.0, help="with --bot: its time limit per move")
    parser.add_argument(
        "--grace",
        type=float,
        default=None,
        help="with --bot: seconds past a limit before its process is ended (default 2)",
    )
    parser.add_argument(
        "--verbose", action="store_true", help="with --bot: print what the bot printed, per game and move (capped)"
    )
    parser.add_argument(
        "--seats",
        type=int,
        default=None,
        help="with --bot: how many seats of each game your bot holds (default 1; at most players - 1, B the rest)",
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1, help="first seed (game i uses seed + i)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play games in parallel")
    args = parser.parse_args(argv)
    try:
        get_game(args.game)
    except UnknownGame as error:
        parser.exit(1, f"{error}\n")
    if args.bot is not None:
        if args.a is not None:
            parser.error("with --bot, side B is --against LEVEL (no levels after the game)")
        if args.seats is not None and not 1 <= args.seats < args.players:
            parser.error(f"--seats: your bot holds 1 to {max(1, args.players - 1)} seats of {args.players} players")
        sys.exit(_run_bot(args))
    if args.a is None or args.b is None:
        parser.error("give two levels (A and B), or --bot FILE")
    if args.seats is not None:
        parser.error("--seats is for --bot (two levels: A holds one seat)")
    started = time.perf_counter()
    outcomes = run(args.game, args.a, args.b, args.games, args.players, args.seed, args.jobs)
    print(report(args.game, args.a, args.b, args.players, outcomes, time.perf_counter() - started))
    sys.stdout.flush()


def _run_bot(args) -> int:
    """A player's bot file against a level, or against another bot file (`--against B.py`):
    prints the results (and every game lost by an error, with its traceback); 1 if a file
    cannot be read or its bot does not load."""
    from .bot_process import GRACE_SECONDS
    from .tournament import run_tournament
    from .workshop import BotError

    path = args.bot
    against_file = args.against.endswith(".py")
    sources = []
    for name in (path, args.against) if against_file else (path,):
        try:
            with open(name, encoding="utf-8") as f:
                sources.append(f.read())
        except (OSError, UnicodeDecodeError) as error:
            print(f"cannot read {name}: {error}", file=sys.stderr)
            return 1
    source = sources[0]
    against = (sources[1], args.against) if against_file else None
    try:
        results = run_tournament(
            source,
            args.game,
            args.against,
            games=args.games,
            seconds_per_move=args.seconds,
            players=args.players,
            first_seed=args.seed,
            filename=path,
            grace=GRACE_SECONDS if args.grace is None else max(0.0, args.grace),
            against=against,
            seats=args.seats or 1,
        )
    except BotError as error:
        print(f"{args.against if error.side == 'them' else path}: {error.message}", file=sys.stderr)
        if error.trace:
            print(error.trace, file=sys.stderr, end="" if error.trace.endswith("\n") else "\n")
        return 1
    except ValueError as error:  # a level or a number of players the game does not have
        print(error, file=sys.stderr)
        return 1
    print(results["report"])
    if args.verbose:
        for game in results["games"]:
            _print_printed(game, results["stats"]["you"]["name"])
    lost = 0
    for game in results["games"]:
        failure = game["error"]
        if failure is not None:
            lost += 1
            move = f", move {failure['move']}" if failure["move"] is not None else ""
            who = f" ({args.against})" if failure.get("side") == "them" else f" ({path})" if against else ""
            print(
                f"\ngame {game['index'] + 1} (seed {game['seed']}, {_seats_text(game)}){move}{who}:"
                f" {failure['message']}"
            )
            if failure["traceback"]:
                print(failure["traceback"].rstrip("\n"))
    sys.stdout.flush()
    return 2 if lost else 0


def _seats_text(game: dict) -> str:
    """ "seat 2", or "seats 2, 3": where the bot sat in a game."""
    held = game.get("bot_seats") or [game["seat"]]
    return ("seat " if len(held) == 1 else "seats ") + ", ".join(str(q + 1) for q in held)


def _print_printed(game: dict, name: str) -> None:
    """What a bot printed in one game (--verbose): at load, then move by move, each part cut at
    workshop.MAX_PRINTED characters (a game's at MAX_PRINTED_PER_GAME), saying so."""
    printed = game.get("printed") or []
    if not printed:
        return
    print(f"\ngame {game['index'] + 1} (seed {game['seed']}, {_seats_text(game)}): what {name} printed")
    for part in printed:
        print("  at load:" if part["move"] is None else f"  move {part['move']}:")
        for line in part["text"].rstrip("\n").split("\n") if part["text"] else []:
            print(f"    {line}")
        if part["cut"]:
            print(f"    [{part['cut']:,} more characters printed, not shown]")


if __name__ == "__main__":
    main()
