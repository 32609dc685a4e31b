"""Write the recorded games that test_playthroughs.py replays: tests/playthroughs/<game id>.json.

    python -m tests.playthroughs.record              every registered game
    python -m tests.playthroughs.record yutaka ...   only these

Run it (from the repository's root) after bumping a game's rules version — and only then:
the files pin what the rules and the PRNG do, so a change that alters a recorded game must
come with a new rules version (and the old version kept playable, with games recorded by its
code: record_published.py).

Each file holds a few complete games: the bots at the fewest and at the most players, and
random moves with fresh chance stirred in now and then (as in a link game), each with other
options. For each: the record, the digest of the final state (SHA-256 of its canonical
JSON), digests along the way (to tell where a replay first differs) and the result.
"""

from __future__ import annotations

import hashlib
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from ludoteca.core import dumps, get_game, replay  # noqa: E402
from tests.helpers import game_ids, play_game, varied_options  # noqa: E402
from tests.playthroughs.jsonfile import write  # noqa: E402

CHECKPOINT_EVERY = 20  # moves between two digests along the way


def digest(state: dict) -> str:
    """The state's fingerprint, its log and rules version left out: the log is what players
    read (messages kept as data, see core/i18n.py), and its wording may change without the
    rules changing; the version is the record's own ("rules"), pinned there."""
    return hashlib.sha256(
        dumps({k: v for k, v in state.items() if k not in ("log", "rules")}).encode("utf-8")
    ).hexdigest()


def checkpoints(record: dict) -> dict[str, str]:
    """{move count: digest of the state after that many moves}, every CHECKPOINT_EVERY moves."""
    return {
        str(k): digest(replay(record, upto=k)) for k in range(CHECKPOINT_EVERY, len(record["moves"]), CHECKPOINT_EVERY)
    }


def scenarios(game) -> list[tuple[str, dict, int, dict]]:
    """(what, options, seed, play_game arguments) of the recorded games of `game`."""
    middle = min(max(game.min_players, 3), game.max_players)
    return [
        ("bots, fewest players", varied_options(game, 0, game.min_players), 101, {"bots": True}),
        ("bots, most players", varied_options(game, 1, game.max_players), 102, {"bots": True}),
        ("random moves, fresh chance", varied_options(game, 2, middle), 103, {"chance_every": 4}),
    ]


def playthroughs(game_id: str) -> dict:
    game = get_game(game_id)
    games = []
    for what, options, seed, how in scenarios(game):
        run = play_game(game_id, options, seed, **how)
        record = run.record()
        final = replay(record)
        assert dumps(final) == dumps(run.states[-1])
        result = game.result(final)
        games.append(
            {
                "what": what,
                "record": record,
                "final": digest(final),
                "checkpoints": checkpoints(record),
                "result": {"scores": result["scores"], "ranks": result["ranks"]},
            }
        )
    return {
        "game": game_id,
        "rules_version": game.rules_version,
        "regenerate": "python -m tests.playthroughs.record " + game_id,
        "games": games,
    }


def main(argv: list[str]) -> None:
    known = game_ids()
    wanted = argv or known
    unknown = [g for g in wanted if g not in known]
    if unknown:
        raise SystemExit(f"no such game: {', '.join(unknown)} (games: {', '.join(known)})")
    for game_id in wanted:
        data = playthroughs(game_id)
        path = HERE / f"{game_id}.json"
        write(data, path)
        moves = [len(g["record"]["moves"]) for g in data["games"]]
        print(
            f"{path.relative_to(ROOT)}: rules version {data['rules_version']}, "
            f"{len(moves)} games of {', '.join(map(str, moves))} moves"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
