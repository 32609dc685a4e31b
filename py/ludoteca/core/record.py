"""Game records: everything needed to reproduce a game, and nothing else.

    {"game": "yutaka", "rules": "1", "options": {...}, "seed": 123, "moves": [...],
     "chance": {"17": 2854720391, ...}}      # optional

Replaying the moves from `setup(options, seed)` gives the identical state, because
all chance comes from the PRNG inside the state (always at `state["rng"]`).

`chance` (optional) maps a move's index to fresh entropy stirred into the PRNG just before
that move was applied. A game played by link records it for every move that drew chance
(a die roll, a card from the deck), drawn by the device that made the move — so a link
never holds the future: it cannot be computed from the seed and the moves so far.
"""

from __future__ import annotations

from .errors import BadRecord, LudotecaError
from .jsonish import clone
from .registry import get_game
from .rng import MAX_SEED, mix_in

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
    chance = record.get("chance", {})
    if not isinstance(chance, dict) or not all(
            isinstance(k, str) and k.isdigit() and isinstance(v, int) and not isinstance(v, bool)
            and 0 <= v < CHANCE_LIMIT for k, v in chance.items()):
        raise BadRecord("The game record's chance entries are invalid.")


CHANCE_LIMIT = 1 << 32       # fresh entropy per chance draw: unpredictable, and short in a link


def with_fresh_chance(state: dict, fresh: int) -> dict:
    """A shallow copy of `state` whose PRNG has `fresh` entropy stirred in."""
    return {**state, "rng": mix_in(state["rng"], fresh)}


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
    chance = record.get("chance", {})
    for index, move in enumerate(moves):
        if str(index) in chance:
            state = with_fresh_chance(state, chance[str(index)])
        try:
            state = game.apply(state, move)
        except LudotecaError as err:
            raise BadRecord(f"Move {index + 1} of the record is illegal: {err}") from None
    return state
