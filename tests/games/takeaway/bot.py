"""Take-away's bots.

easy: any move; normal: leaves the other a multiple of four stones when it can (the winning
line), else any move; strong: search (core/search.py with search_model.MODEL)."""

from __future__ import annotations

from ludoteca.core.search import search

from .data import MOST
from .search_model import MODEL

STRONG_ITERATIONS = 200


def choose(view: dict, moves: list[dict], rng, level: str = "normal") -> dict:
    if level == "strong":
        return search(MODEL, view, moves, rng, STRONG_ITERATIONS).move
    if level == "normal":
        winning = [m for m in moves if (view["pile"] - m["take"]) % (MOST + 1) == 0]
        if winning:
            return winning[0]
    return rng.choice(moves)
