"""Game records: everything needed to reproduce a game, and nothing else.

    {"game": "yutaka", "rules": "1", "options": {...}, "seed": 123, "moves": [...]}

Replaying the moves from `setup(options, seed)` gives the identical state, because
all chance comes from the PRNG inside the state.
"""

from __future__ import annotations

from .errors import BadRecord, LudotecaError
from .jsonish import clone
from .registry import get_game
from .rng import MAX_SEED

RECORD_KEYS = ("game", "rules", "options", "seed", "moves")


def new_record(game_id: str, options: dict | None, seed: int) -> dict:
    """A record for a new game, with options checked and completed with their defaults."""
    game = get_game(game_id)
    return {
        "game": game.id,
        "rules": game.rules_version,
        "options": game.normalize_options(options),
        "seed": seed,
        "moves": [],
    }


def check_record_shape(record) -> None:
    if not isinstance(record, dict):
        raise BadRecord("This is not a game record.")
    missing = [k for k in RECORD_KEYS if k not in record]
    if missing:
        raise BadRecord(f"The game record lacks {', '.join(missing)}.")
    seed = record["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise BadRecord("The game record has an invalid seed.")
    if not isinstance(record["moves"], list):
        raise BadRecord("The game record's moves are not a list.")


def replay(record: dict, upto: int | None = None) -> dict:
    """The state after the record's first `upto` moves (all by default).

    Raises BadRecord with a clear reason if the record is for another game or rules
    version, or if a move is illegal at its place.
    """
    check_record_shape(record)
    try:
        game = get_game(record["game"])
    except KeyError:
        raise BadRecord(f"Unknown game '{record['game']}'.") from None
    if record["rules"] != game.rules_version:
        raise BadRecord(
            f"This {game.name} game was recorded with rules version {record['rules']}; "
            f"this site plays version {game.rules_version}.")
    try:
        state = game.setup(clone(record["options"]), record["seed"])
    except LudotecaError as err:
        raise BadRecord(f"The game record's options are invalid: {err}") from None
    moves = record["moves"] if upto is None else record["moves"][:upto]
    for index, move in enumerate(moves):
        try:
            state = game.apply(state, move)
        except LudotecaError as err:
            raise BadRecord(f"Move {index + 1} of the record is illegal: {err}") from None
    return state
