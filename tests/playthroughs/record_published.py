"""Record games under a rules version that is no longer the current one, with the code that
played it: tests/playthroughs/v<version>/<game id>.json, which test_published.py replays.

    git worktree add --detach /tmp/km-v1 c5e59f8^        # the commit before the bump
    python3 tests/playthroughs/record_published.py /tmp/km-v1 kukulkan
    git worktree remove /tmp/km-v1

It imports the package of that tree only (<tree>/py) and standard Python: run it once, when a
game's rules_version is bumped, at the commit before the bump. Each file holds complete games
and half games (bots and random moves, the fewest and most players, options varied, fresh
chance in some, as in a link game), each with what the old code said: the digest of the
final state (its log left out: words may change, the rules may not), digests along the way,
the result of a finished game, and a link the old code made for a half game.
"""

from __future__ import annotations

import hashlib
import pathlib
import random
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from jsonfile import write  # noqa: E402 — run as a script, beside it

CHECKPOINT_EVERY = 20

# (what, options, seed, how, cut): how = "bots" or "random"; chance_every as in tests.helpers;
# cut = None (play to the end) or the share of the complete game's moves kept (a half game).
SCENARIOS = {
    "kukulkan": [
        ("solo, bot", {"players": 1}, 201, {"bots": True}, None),
        ("solo, random moves", {"players": 1}, 202, {}, None),
        ("2 players, bots", {"players": 2}, 203, {"bots": True}, None),
        ("6 players, bots", {"players": 6}, 204, {"bots": True}, None),
        ("3 players, random moves, fresh chance", {"players": 3}, 205, {"chance_every": 4}, None),
        ("half game: solo, bot", {"players": 1}, 206, {"bots": True}, 0.5),
        ("half game: 2 players, bots", {"players": 2}, 207, {"bots": True}, 0.6),
        ("half game: 4 players, random moves, fresh chance", {"players": 4}, 208, {"chance_every": 5}, 0.5),
    ],
    "santa_monica": [
        (
            "2 players, bots, blue, Beach Club Villa",
            {"players": 2, "objective": "blue"},
            301,
            {"bots": True, "tile": 5},
            None,
        ),
        (
            "4 players, bots, random objective",
            {"players": 4, "objective": "random"},
            302,
            {"bots": True, "tile": 5},
            None,
        ),
        (
            "3 players, random moves, green, fresh chance",
            {"players": 3, "objective": "green"},
            303,
            {"chance_every": 4},
            None,
        ),
        ("3 players, bots, orange", {"players": 3, "objective": "orange"}, 304, {"bots": True}, None),
        ("4 players, bots, blue", {"players": 4, "objective": "blue"}, 305, {"bots": True, "tile": 5}, None),
        (
            "half game: 2 players, bots, blue, Beach Club Villa",
            {"players": 2, "objective": "blue"},
            306,
            {"bots": True, "tile": 5},
            0.5,
        ),
        (
            "half game: 4 players, random moves, blue, fresh chance",
            {"players": 4, "objective": "blue"},
            307,
            {"chance_every": 5, "tile": 5},
            0.5,
        ),
        (
            "half game: 3 players, bots, random objective",
            {"players": 3, "objective": "random"},
            308,
            {"bots": True},
            0.7,
        ),
    ],
}


def main(tree: str, game_id: str) -> None:
    tree = pathlib.Path(tree).resolve()
    sys.path.insert(0, str(tree / "py"))
    from ludoteca.core import dumps, encode_link, get_game, new_record, replay
    from ludoteca.core.record import with_fresh_chance

    def digest(state):
        return hashlib.sha256(dumps({k: v for k, v in state.items() if k != "log"}).encode("utf-8")).hexdigest()

    game = get_game(game_id)
    commit = subprocess.run(
        ["git", "-C", str(tree), "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    ).stdout.strip()
    games = []
    for what, options, seed, how, cut in SCENARIOS[game_id]:
        rng = random.Random(seed)
        state = game.setup(options, seed)
        record = new_record(game_id, options, seed)
        chance = {}
        every = how.get("chance_every", 0)
        for index in range(10_000):
            if game.is_over(state):
                break
            if every and index % every == every - 1:
                chance[str(index)] = rng.getrandbits(32)
                state = with_fresh_chance(state, chance[str(index)])
            player = rng.choice(game.to_act(state))
            move = None
            if how.get("tile") is not None and state.get("phase") == "tile" and how["tile"] in state["tiles_offered"]:
                move = {"p": player, "clicks": [f"tile:{how['tile']}"]}
            elif how.get("bots"):
                moves = game.legal_moves(state, player) if game.lists_moves else None
                move = game.bot_move(game.view(state, player), moves, random.Random(f"{seed}/{index}"))
            else:
                move = game.random_move(state, player, rng)
            state = game.apply(state, move)
            record["moves"].append(move)
        else:
            raise AssertionError("the game did not end")
        if chance:
            record["chance"] = chance
        if cut is not None:
            keep = int(len(record["moves"]) * cut)
            record["moves"] = record["moves"][:keep]
            chance = {k: v for k, v in chance.items() if int(k) < keep}
            record.pop("chance", None)
            if chance:
                record["chance"] = chance
        final = replay(record)
        entry = {
            "what": what,
            "final": digest(final),
            "checkpoints": {
                str(k): digest(replay(record, upto=k))
                for k in range(CHECKPOINT_EVERY, len(record["moves"]), CHECKPOINT_EVERY)
            },
            "result": None,
            "to_act": game.to_act(final),
        }
        if game.is_over(final):
            result = game.result(final)
            entry["result"] = {"scores": result["scores"], "ranks": result["ranks"]}
        else:
            seats = [{"kind": "remote", "name": f"P{i + 1}"} for i in range(options["players"])]
            entry["link"] = encode_link({"record": record, "for": game.to_act(final)[0], "seats": seats})
        entry["record"] = record
        games.append(entry)
        passes = sum(1 for m in record["moves"] if m.get("act") == "pass")
        print(
            f"{what}: {len(record['moves'])} moves, over {game.is_over(final)}, passes {passes}, "
            f"result {entry['result']}"
        )
    data = {
        "game": game_id,
        "rules_version": game.rules_version,
        "recorded_at": commit,
        "regenerate": f"python3 tests/playthroughs/record_published.py <worktree at {commit[:7]}> {game_id}",
        "games": games,
    }
    out = HERE / f"v{game.rules_version}" / f"{game_id}.json"
    out.parent.mkdir(exist_ok=True)
    write(data, out)
    print(out)


if __name__ == "__main__":
    main(*sys.argv[1:])
