"""The score table agrees with the breakdown (issue 29: the table said "Dark 5" where the
breakdown counted 4 after the red stone's return). By the rules (seeds, RULES_NOTES.md), the
red stone's holder returns it with one dark stone before scoring: the dark stones that count
are the ones left, and the table's Dark column, its Dark cost and the breakdown all count those."""

import random

from ludoteca.games.yucata.rules import GAME, triangle


def finished(seed: int) -> dict:
    rng = random.Random(seed)
    state = GAME.setup({"players": 2 + seed % 3}, seed)
    while not GAME.is_over(state):
        state = GAME.apply(state, rng.choice(GAME.legal_moves(state, GAME.to_act(state)[0])))
    return state


def test_the_table_counts_the_dark_stones_the_breakdown_scores():
    seen_return = 0
    for seed in range(40):
        state = finished(seed)
        result = GAME.result(state)
        columns = result["table"]["columns"]
        dark_col, cost_col, score_col = columns.index("Dark"), columns.index("Dark cost"), columns.index("Score")
        for p, row in enumerate(result["table"]["rows"]):
            taken = state["taken"][p]
            counted = taken["D"] - (1 if taken["R"] and taken["D"] else 0)
            assert row[dark_col] == str(counted), f"seed {seed} seat {p}: {row}"
            assert row[cost_col].replace("−", "-") == str(-triangle(counted))
            assert row[score_col].replace("−", "-") == str(result["scores"][p])
            costs = [ln for ln in result["breakdown"][p] if "dark stone" in ln["label"] and "cost" in ln["label"]]
            if counted:
                assert costs[0]["label"].startswith(f"{counted} dark stone"), costs
                assert costs[0]["points"] == -triangle(counted)
            else:
                assert not costs
            if taken["R"] and taken["D"]:
                seen_return += 1
                assert row[columns.index("Red")] == "yes, one dark stone back"
    assert seen_return  # the case of the report happened
