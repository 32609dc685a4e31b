"""Take-away's bots and the model their search sees (core/search.py).

easy: any move; normal: leaves the other a multiple of four stones when it can (the winning
line), else any move; strong: search over the one world there is (nothing is hidden)."""

from __future__ import annotations

from ludoteca.core.search import SearchModel, search

from .data import MOST
from .rules import GAME

STRONG_ITERATIONS = 200


class TakeawayModel(SearchModel):
    margin_scale = 1.0

    def determinize(self, view: dict, rng) -> dict:
        """The only state behind a view, with a PRNG drawn anew (nothing else is hidden)."""
        state = {key: view[key] for key in ("options", "pile", "turn", "taken", "winner")}
        return {
            **state,
            "game": GAME.id,
            "rules": view["rules"],
            "rng": rng.getrandbits(64),
            "log": list(view["log"]),
            "taken": list(view["taken"]),
        }


MODEL = TakeawayModel(GAME)


def choose(view: dict, moves: list[dict], rng, level: str = "normal") -> dict:
    if level == "strong":
        return search(MODEL, view, moves, rng, STRONG_ITERATIONS).move
    if level == "normal":
        winning = [m for m in moves if (view["pile"] - m["take"]) % (MOST + 1) == 0]
        if winning:
            return winning[0]
    return rng.choice(moves)
