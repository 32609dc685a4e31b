"""1,000 seeded random games through legal_moves/apply, with invariants at every step and
scores checked against an independent recount."""

from collections import Counter

from ludoteca.core import dumps, get_game, new_record, replay
from ludoteca.games.yutaka import data

from ..helpers import playout

GAME = get_game("yutaka")
DECK = Counter(data.player_deck())
TILES = Counter(data.all_tiles())
LAYOUTS = [a.id for a in data.ARCHIPELAGOS]
MODES = [{"mode": "mysteria"}, {"mode": "tactika"}, {"mode": "mixed", "known": ["Y", "B", "E"]}]


def check_invariants(state):
    # 48 cards: each player's 24 are in hand, deck, or on the table (dynamite on the other side)
    for p in (0, 1):
        table = [c for island in state["sides"] for c in island[p] if c != "X"]
        table += [c for island in state["sides"] for c in island[1 - p] if c == "X"]
        assert Counter(state["hands"][p] + state["decks"][p] + table) == DECK
        assert len(state["hands"][p]) == min(6, 24 - len(table)) or not state["decks"][p]
    # 25 tiles: 20 on the islands, 5 out of play
    assert Counter((t["c"], t["v"]) for t in state["tiles"] + state["removed"]) == TILES
    assert len(state["tiles"]) == 20
    for island in state["sides"]:
        assert len(island[0]) <= 5 and len(island[1]) <= 5
    assert GAME.is_over(state) == all(t["up"] for t in state["tiles"])


def recount(state):
    """Scores computed again, directly from the rules' wording, sharing no code with rules.py."""
    scores = [0, 0]
    for i, sides in enumerate(state["sides"]):
        for colour in "YGBRE":
            points = sum(t["v"] for t in state["tiles"] if t["i"] == i and t["c"] == colour)
            has = [any(c[0] == colour for c in side) for side in sides]  # "X" never matches
            if colour == "E":
                totals = [sum(int(c[1]) for c in side if c != "X") for side in sides]
            else:
                totals = [sum(int(c[1]) for c in side if c[0] == colour) for side in sides]
            if has[0] and not has[1]:
                scores[0] += points
            elif has[1] and not has[0]:
                scores[1] += points
            elif has[0] and has[1] and totals[0] != totals[1]:
                scores[0 if totals[0] > totals[1] else 1] += points
    return scores


def crowding(state, moves, rng):
    """An adversarial policy: always pile onto the fullest side, to hunt for a dead end."""

    def fullness(move):
        if "reveal" in move:
            return 0
        side = 1 - move["p"] if move["card"] == "X" else move["p"]
        return len(state["sides"][move["island"]][side])

    best = max(fullness(m) for m in moves)
    return rng.choice([m for m in moves if fullness(m) == best])


def test_thousand_random_games():
    finished = 0
    for seed in range(1000):
        options = dict(MODES[seed % 3], archipelago=LAYOUTS[seed % len(LAYOUTS)])
        policy = crowding if seed % 4 == 0 else None
        final, moves = playout("yutaka", options, seed, policy=policy, on_step=check_invariants)
        result = GAME.result(final)
        assert result["scores"] == recount(final)
        assert sum(line["points"] for line in result["breakdown"][0]) == result["scores"][0]
        if seed % 50 == 0:
            record = new_record("yutaka", options, seed)
            record["moves"] = moves
            assert dumps(replay(record)) == dumps(final)
        finished += 1
    assert finished == 1000
