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

from collections import deque
from collections.abc import Iterator
from typing import TYPE_CHECKING

from . import i18n
from .errors import BadRecord, LudotecaError, UnknownGame
from .i18n import N_, number
from .jsonish import JsonObject, clone
from .registry import get_game
from .rng import MAX_SEED, mix_in
from .validate import check_json, check_keys, check_seed, is_int

if TYPE_CHECKING:
    from .game import Game

RECORD_KEYS = ("game", "rules", "options", "seed", "moves")
# "practice": true once a hint or a take-back was used (no high score; chance drawn fresh).
OPTIONAL_KEYS = ("chance", "practice")

# Bounds far above any real game (the longest seen: a random 6-player Kukulkán playout of
# about 700 moves and 3,300 JSON values; bench/link_sizes.py and tests/test_api.py measure).
MAX_MOVES = 5_000
MAX_RECORD_NODES = 100_000
MAX_RECORD_DEPTH = 6  # record → moves → move → a list in it (a trail, clicks) + margin
MAX_RECORD_STRING = 1_000  # the longest real text: a free option (Option.MAX_FREE_LENGTH)

_ = i18n.SITE.gettext
ngettext = i18n.SITE.ngettext
THE_RECORD = N_("The game record")


def new_record(game_id: str, options: JsonObject | None, seed: int) -> JsonObject:
    """A record for a new game, with options checked and completed with their defaults
    (BadOptions otherwise) and a seed that `replay` accepts: an integer from 0 to MAX_SEED
    (BadRecord otherwise). UnknownGame if `game_id` names no game."""
    game = get_game(game_id)
    check_seed(seed)
    return {
        "game": game.id,
        "rules": game.rules_version,
        "options": game.normalize_options(options),
        "seed": seed,
        "moves": [],
    }


def check_record_shape(record: object) -> None:
    """Refuse (BadRecord) anything that is not a record of the exact shape: plain finite JSON
    within the bounds, the known keys only, each of its type. The moves themselves are checked
    by the game when they are replayed."""
    if not isinstance(record, dict):
        raise BadRecord(_("This is not a game record."))
    check_json(
        record,
        max_depth=MAX_RECORD_DEPTH,
        max_nodes=MAX_RECORD_NODES,
        max_string=MAX_RECORD_STRING,
        error=BadRecord,
        what=THE_RECORD,
    )
    check_keys(record, RECORD_KEYS, OPTIONAL_KEYS, error=BadRecord, what=THE_RECORD)
    if not isinstance(record["game"], str):
        raise BadRecord(_("The game record names no game."))
    if not isinstance(record["rules"], str):
        raise BadRecord(_("The game record has an invalid rules version."))
    if not isinstance(record["options"], dict):
        raise BadRecord(_("The game record's options are not a set of named choices."))
    seed = record["seed"]
    if not is_int(seed) or not 0 <= seed <= MAX_SEED:
        raise BadRecord(_("The game record has an invalid seed."))
    moves = record["moves"]
    if not isinstance(moves, list):
        raise BadRecord(_("The game record's moves are not a list."))
    if len(moves) > MAX_MOVES:
        raise BadRecord(
            _("The game record has too many moves ({count}; at most {limit}).").format(
                count=number(len(moves)), limit=number(MAX_MOVES)
            )
        )
    if not all(isinstance(m, dict) for m in moves):
        raise BadRecord(_("A move of the game record is not readable."))
    chance = record.get("chance", {})
    if not isinstance(chance, dict) or not all(
        _is_index(k) and is_int(v) and 0 <= v < CHANCE_LIMIT for k, v in chance.items()
    ):
        raise BadRecord(_("The game record's chance entries are invalid."))
    if record.get("practice", True) is not True:
        raise BadRecord(_("The game record's practice mark is invalid."))


def _is_index(key: str) -> bool:
    """A move index as a record's chance writes it: canonical decimal (no sign, no leading 0)."""
    return key.isascii() and key.isdigit() and (key == "0" or not key.startswith("0")) and int(key) < MAX_MOVES


CHANCE_LIMIT = 1 << 32  # fresh entropy per chance draw: unpredictable, and short in a link


def with_fresh_chance(state: JsonObject, fresh: int) -> JsonObject:
    """A shallow copy of `state` whose PRNG has `fresh` entropy stirred in."""
    return {**state, "rng": mix_in(state["rng"], fresh)}


def replay(record: JsonObject, upto: int | None = None) -> JsonObject:
    """The state after the record's first `upto` moves (all by default), under the record's
    rules version (any of the game's `rules_versions`: a published version stays playable).

    Raises BadRecord with a clear reason if the record is for another game or a rules
    version the game does not know, or if a move is illegal at its place.
    """
    check_record_shape(record)
    try:
        game = get_game(record["game"])
    except UnknownGame as err:
        raise BadRecord(str(err)) from None
    if record["rules"] not in game.rules_versions:
        # TRANSLATORS: {game} is a game's name (a proper name); {versions} a list of numbers.
        raise BadRecord(
            ngettext(
                "This {game} game was recorded with rules version {version}, which this site does not "
                "know (it plays version {versions}): it may come from a newer Ludoteca.",
                "This {game} game was recorded with rules version {version}, which this site does not "
                "know (it plays versions {versions}): it may come from a newer Ludoteca.",
                len(game.rules_versions),
            ).format(game=game.name, version=record["rules"][:20], versions=i18n.join(list(game.rules_versions)))
        )
    try:
        state = game.setup(clone(record["options"]), record["seed"], record["rules"])
    except LudotecaError as err:
        # TRANSLATORS: {reason} is a whole sentence saying what is wrong.
        raise BadRecord(_("The game record's options are invalid: {reason}").format(reason=err)) from None
    if upto is not None and not is_int(upto):
        raise BadRecord(_("The replay position must be a whole number."))
    moves = record["moves"] if upto is None else record["moves"][: max(0, upto)]
    # The last state, none of the others kept.
    return deque(_states(game, state, moves, record.get("chance", {})), maxlen=1)[0]


def replay_positions(record: JsonObject) -> Iterator[tuple[int, JsonObject]]:
    """Each position of a record once, in order: (index, the state before move `index`), then
    (len(moves), the final state) — one replay for a walk through a whole game (a review),
    where calling `replay(record, upto=i)` for every i would replay it again each time."""
    start = replay({**record, "moves": []})
    yield from enumerate(_states(get_game(record["game"]), start, record["moves"], record.get("chance", {})))


def _states(game: Game, state: JsonObject, moves: list[JsonObject], chance: JsonObject) -> Iterator[JsonObject]:
    """`state`, then the state after each of `moves` (with the record's chance stirred in)."""
    yield state
    for index, move in enumerate(moves):
        if str(index) in chance:
            state = with_fresh_chance(state, chance[str(index)])
        try:
            state = game.apply(state, move)
        except LudotecaError as err:
            # TRANSLATORS: {reason} is a whole sentence saying why the move is not allowed.
            raise BadRecord(
                _("Move {number} of the record is illegal: {reason}").format(number=number(index + 1), reason=err)
            ) from None
        yield state
