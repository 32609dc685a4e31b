"""1,000 seeded random Yucata' games (2–4 players, every layout) with invariants at every
step, and replay of the record reproducing the state."""

from ludoteca.core import dumps, new_record, replay
from ludoteca.games.yucata import data
from ludoteca.games.yucata.rules import GAME, score

from ..helpers import playout

LAYOUTS = [layout.id for layout in data.LAYOUTS]


def check_invariants(state):
    stones = state["stones"]
    on_board = {s: stones.count(s) for s in "PDR"}
    for stone, total in (("P", 25), ("D", 9), ("R", 1)):  # 35 stones conserved
        assert on_board[stone] + sum(t[stone] for t in state["taken"]) == total
    leader = max(state["pos"])
    assert all(s is None for s in stones[: leader + 1]), "a stone lies behind the leader"
    assert all(0 <= p <= 39 for p in state["pos"])
    assert all(1 <= len(h) <= 7 for h in state["hands"])
    assert GAME.is_over(state) == all(s is None for s in stones)


def test_thousand_random_games():
    lengths = []
    for seed in range(1000):
        options = {"players": 2 + seed % 3, "layout": LAYOUTS[seed % len(LAYOUTS)]}
        final, moves = playout("yucata", options, seed, on_step=check_invariants)
        result = GAME.result(final)
        assert result["scores"] == [score(t)[0] for t in final["taken"]]
        lengths.append(len(moves))
        if seed % 25 == 0:
            record = new_record("yucata", options, seed)
            record["moves"] = moves
            assert dumps(replay(record)) == dumps(final)
    assert 10 < sum(lengths) / len(lengths) < 80
