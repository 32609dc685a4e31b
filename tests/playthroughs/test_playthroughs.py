"""Recorded games (<game id>.json here) must replay to the recorded final state.

A change to a game's rules, or to the PRNG, that alters a recorded game fails here with
"rules changed without a new rules_version": add a new rules version to the game's
`rules_versions`, keeping the old one playable (old records, saves and links replay under
their own version). First record games with the code before the change
(record_published.py, into v<old version>/, checked by test_published.py), then regenerate:

    python -m tests.playthroughs.record <game id>

A file recorded with another rules_version than the game's fails too, with "regenerate the
playthroughs", so that nobody forgets to.
"""

import json
import pathlib

import pytest

from ludoteca.core import BadRecord, get_game, replay

from ..helpers import game_ids
from .record import CHECKPOINT_EVERY, digest

HERE = pathlib.Path(__file__).resolve().parent


def load(game_id: str) -> dict:
    path = HERE / f"{game_id}.json"
    if not path.is_file():
        pytest.fail(
            f"{game_id} has no recorded playthroughs: regenerate the playthroughs "
            f"(python -m tests.playthroughs.record {game_id})"
        )
    return json.loads(path.read_text(encoding="utf-8"))


def first_difference(record: dict, entry: dict) -> str:
    """Where the replay first leaves the recorded course, as far as the checkpoints tell."""
    last_good = 0
    for count, expected in sorted(entry["checkpoints"].items(), key=lambda kv: int(kv[0])):
        try:
            if digest(replay(record, upto=int(count))) != expected:
                break
        except BadRecord:
            break
        last_good = int(count)
    return (
        f"the same until move {last_good} at least, different by move "
        f"{min(last_good + CHECKPOINT_EVERY, len(record['moves']))}"
    )


@pytest.mark.parametrize("game_id", game_ids())
def test_recorded_games_replay_to_the_recorded_end(game_id):
    game = get_game(game_id)
    data = load(game_id)
    assert data["game"] == game_id and data["games"]
    if data["rules_version"] != game.rules_version:
        pytest.fail(
            f"{game.name}'s rules_version is {game.rules_version!r}, the playthroughs were "
            f"recorded with {data['rules_version']!r}: regenerate the playthroughs "
            f"(python -m tests.playthroughs.record {game_id})"
        )
    for number, entry in enumerate(data["games"], 1):
        record = entry["record"]
        assert record["game"] == game_id and record["rules"] == data["rules_version"]
        where = f"{game.name}, recorded game {number} ({entry['what']})"
        try:
            final = replay(record)
        except BadRecord as err:
            pytest.fail(f"rules changed without a new rules_version: {where} no longer replays ({err})")
        if digest(final) != entry["final"]:
            pytest.fail(
                f"rules changed without a new rules_version: {where} ends in another "
                f"state ({first_difference(record, entry)}); bump the rules_version of "
                f"{game.name} and regenerate the playthroughs"
            )
        result = game.result(final)
        assert {"scores": result["scores"], "ranks": result["ranks"]} == entry["result"], (
            f"rules changed without a new rules_version: {where} scores differently"
        )


def test_every_file_is_of_a_registered_game():
    stored = {path.stem for path in HERE.glob("*.json")}
    assert stored <= set(game_ids()), f"playthroughs of games not in the registry: {stored - set(game_ids())}"
