"""Every rules version we have published stays playable: games recorded by the code of an
older version (v<version>/<game id>.json, written by record_published.py at the commit before
the bump) load, replay identically — to the state and scores the old code reached —, open from
the links the old code made, and half games play on to the end under their own version's
rules. A game that declares a version older than its current one must have such a file.
"""

import json
import pathlib
import random

import pytest

from ludoteca.app import Api
from ludoteca.core import BadRecord, IllegalMove, decode_link, get_game, replay
from ludoteca.core.record import replay_positions

from ..helpers import bot_choice, game_ids
from .record import CHECKPOINT_EVERY, digest

HERE = pathlib.Path(__file__).resolve().parent
FILES = sorted(HERE.glob("v*/*.json"))

# Parts of a state whose *representation* (not the rules) changed after the version was
# recorded: what the old code wrote for what the state holds now, per game.
KUKULKAN_END = {
    "bonuses": "all three normal bonuses have been claimed",
    "frozen": "no sheet allows any action for any roll",
}


def as_recorded(state: dict) -> dict:
    """`state` as the code of its version wrote it (see above)."""
    if state["game"] == "kukulkan" and state["end"]:
        return {**state, "end": KUKULKAN_END[state["end"]]}
    return state


def load(path: pathlib.Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def entries():
    for path in FILES:
        data = load(path)
        for number, entry in enumerate(data["games"], 1):
            yield pytest.param(
                data["game"], data["rules_version"], entry, id=f"{path.parent.name}-{data['game']}-{number}"
            )


def test_every_older_rules_version_has_recorded_games():
    for game_id in game_ids():
        game = get_game(game_id)
        for version in game.rules_versions[:-1]:
            path = HERE / f"v{version}" / f"{game_id}.json"
            assert path.is_file(), (
                f"{game.name} declares rules version {version} but has no games recorded under it: "
                f"record them at the commit before the bump (tests/playthroughs/record_published.py)"
            )
    for path in FILES:
        data = load(path)
        game = get_game(data["game"])
        assert path.parent.name == f"v{data['rules_version']}"
        assert data["rules_version"] in game.rules_versions[:-1], (
            f"{path}: {game.name} no longer declares rules version {data['rules_version']}"
        )
        assert any(e["result"] for e in data["games"]) and any(not e["result"] for e in data["games"])


@pytest.mark.parametrize("game_id, version, entry", list(entries()))
def test_a_recorded_game_replays_identically_under_its_own_rules(game_id, version, entry):
    game = get_game(game_id)
    record = entry["record"]
    assert record["game"] == game_id and record["rules"] == version
    final = replay(record)
    assert final["rules"] == version
    for count, expected in entry["checkpoints"].items():
        assert digest(as_recorded(replay(record, upto=int(count)))) == expected, (
            f"{entry['what']}: another state after {count} moves (checkpoints every {CHECKPOINT_EVERY})"
        )
    assert digest(as_recorded(final)) == entry["final"], f"{entry['what']}: another final state"
    assert game.to_act(final) == entry["to_act"]
    if entry["result"] is not None:
        result = game.result(final)
        assert {"scores": result["scores"], "ranks": result["ranks"]} == entry["result"]
    else:
        assert not game.is_over(final)


@pytest.mark.parametrize("game_id, version, entry", [p for p in entries() if p.values[2]["result"] is None])
def test_a_half_game_opens_from_its_old_link_and_plays_on_to_the_end(game_id, version, entry):
    game = get_game(game_id)
    record = entry["record"]
    content = decode_link(entry["link"])  # made by the old code
    assert content["record"] == record
    opened = json.loads(Api().call("open_link", json.dumps({"text": "#" + entry["link"]})))
    assert opened.get("ok", True) is not False, opened
    assert opened["record"]["rules"] == version and opened["snapshot"]
    state = replay(record)
    rng = random.Random(len(record["moves"]))
    for index in range(2_000):
        if game.is_over(state):
            break
        player = rng.choice(game.to_act(state))
        move = bot_choice(game, state, player, random.Random(index))
        state = game.apply(state, move)  # checked by the version's rules
        assert game.rules_of(state) == version
        record = {**record, "moves": record["moves"] + [move]}
    else:
        raise AssertionError("the game did not end")
    result = game.result(state)
    assert len(result["scores"]) == state["options"]["players"] and min(result["ranks"]) == 1
    assert replay(record) == state


def test_kukulkan_version_1_refuses_a_pass_that_version_2_allows():
    """In version 1 a player passes only when nothing at all is possible; the recorded games
    reach positions where only a help allows an action: there version 1 refuses the pass
    (and version 2 takes it)."""
    from ludoteca.games.kukulkan.rules import pass_allowed

    game = get_game("kukulkan")
    found = 0
    for entry in load(HERE / "v1" / "kukulkan.json")["games"]:
        for _, state in replay_positions(entry["record"]):
            for p in game.to_act(state):
                sheet = state["sheets"][p]
                if pass_allowed(sheet, state["roll"]) and not pass_allowed(sheet, state["roll"], "1"):
                    move = {"p": p, "act": "pass"}
                    assert "pass" not in game.next_clicks(state, p, [])
                    with pytest.raises(IllegalMove, match="even with a help"):
                        game.apply(state, move)
                    game.apply({**state, "rules": "2"}, move)
                    found += 1
    assert found >= 3


def test_santa_monica_version_1_games_depend_on_version_1_content():
    """The recorded games meet what changed (Beach Club Villa, Old Town Square, the blue
    objective): under version 2's content they would not replay to the same end."""
    game = get_game("santa_monica")
    differ = 0
    for entry in load(HERE / "v1" / "santa_monica.json")["games"]:
        try:
            other = replay({**entry["record"], "rules": "2"})
        except BadRecord:
            differ += 1
            continue
        differ += digest(other) != entry["final"] or (
            game.is_over(other) and game.result(other)["scores"] != entry["result"]["scores"]
        )
    assert differ >= 4


@pytest.mark.parametrize("game_id", ["kukulkan", "santa_monica"])
def test_the_page_resumes_and_replays_a_saved_game_of_version_1(game_id):
    """What the page does with a save: load it (Api "load"), let the bots play on, replay it."""
    entry = next(e for e in load(HERE / "v1" / f"{game_id}.json")["games"] if e["result"] is None)
    record = entry["record"]
    seats = [{"kind": "bot", "name": f"B{i}"} for i in range(record["options"]["players"])]
    api = Api()

    def call(name, **payload):
        answer = json.loads(api.call(name, json.dumps(payload)))
        assert answer["ok"], answer
        return answer

    assert call("load", record=record, seats=seats)["record"]["rules"] == "1"
    for _ in range(3):
        answer = call("bot")
    assert answer["record"]["rules"] == "1"
    assert len(answer["record"]["moves"]) == len(record["moves"]) + 3
    assert replay(answer["record"])["rules"] == "1"
    assert call("replay", record=record, seats=seats, at=len(record["moves"]) // 2)
