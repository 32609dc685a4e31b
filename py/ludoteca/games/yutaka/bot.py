"""Yutakâ's bots, at three levels. They see only their own view (their hand, public cards,
revealed tiles, known colours).

normal: greedy — each legal card move scored by the change in expected points if the
    majorities stayed as they are after the move; the best is played.
easy: the same scores, but any move of the better third, at random.
strong: search (ludoteca.core.search with search_model.MODEL): flat Monte Carlo over its card
    moves, each judged in many drawn worlds (the hidden cards and tiles dealt anew from
    what the view leaves unseen) by a quick playout to the end.
Reveals change no score: easy reveals any tile, normal and strong one on an island where
they have cards.

Expected tile values: a revealed tile counts its value; an unrevealed tile of known
colour counts the mean of that colour's values not yet seen; an anonymous tile counts,
for each colour, the chance it has that colour times that colour's unseen mean.
"""

from __future__ import annotations

from ludoteca.core.search import search

from .data import CARDS_PER_SIDE, COLOURS, DYNAMITE, TILE_VALUES
from .rules import column_winner, target_side
from .search_model import MODEL, reveal

# A small pull towards spending dynamite when nothing better is on offer, so the bot
# does not end the game holding all four; and the value of taking an opponent's last slot.
DYNAMITE_BONUS = 0.5
BLOCK_BONUS = 2.0


def expected_values(view: dict) -> list[dict]:
    """For each island, colour -> expected points of that colour's tiles there."""
    unseen = {c: list(TILE_VALUES[c]) for c in COLOURS}
    for tile in view["tiles"]:
        if tile["up"]:
            unseen[tile["c"]].remove(tile["v"])
    mean = {c: (sum(v) / len(v) if v else 0.0) for c, v in unseen.items()}
    # Colours still unaccounted for, for the anonymous tiles (the 5 removed tiles are in the pool too).
    pool = {c: len(unseen[c]) for c in COLOURS}
    for tile in view["tiles"]:
        if not tile["up"] and tile["c"] is not None:
            pool[tile["c"]] -= 1
    total = sum(pool.values()) or 1
    chance = {c: pool[c] / total for c in COLOURS}

    islands = [dict.fromkeys(COLOURS, 0.0) for _ in view["sides"]]
    for tile in view["tiles"]:
        ev = islands[tile["i"]]
        if tile["up"]:
            ev[tile["c"]] += tile["v"]
        elif tile["c"] is not None:
            ev[tile["c"]] += mean[tile["c"]]
        else:
            for c in COLOURS:
                ev[c] += chance[c] * mean[c]
    return islands


def island_margin(sides: list, values: dict, me: int) -> float:
    """My expected points minus the opponent's on one island, majorities as they stand."""
    margin = 0.0
    for colour, points in values.items():
        if points:
            winner, _ = column_winner(sides[0], sides[1], colour)
            if winner is not None:
                margin += points if winner == me else -points
    return margin


# Strong's budget: search iterations per card played (one drawn world and one quick
# playout each); reproducible from the rng, about 0.3 s per move on CPython here.
STRONG_ITERATIONS = 1000


def choose(view: dict, moves: list[dict], rng, level: str = "normal") -> dict:
    if level == "strong":  # (a reveal is not searched: see YutakaModel.root_moves)
        return search(MODEL, view, moves, rng, STRONG_ITERATIONS).move
    if "reveal" in moves[0]:
        # Which tile is revealed changes no score, only what both players know.
        return rng.choice(moves) if level == "easy" else reveal(view, moves, rng)
    scored = score_moves(view, moves)
    if level == "easy":
        # Myopic and careless: any move among the better third, the best not preferred.
        scored.sort(key=lambda pair: -pair[0])
        return rng.choice(scored[: max(1, (len(scored) + 2) // 3)])[1]
    best_score = max(score for score, _ in scored)
    return rng.choice([move for score, move in scored if score >= best_score - 1e-9])


def score_moves(view: dict, moves: list[dict]) -> list[tuple[float, dict]]:
    """Each card move with the change in my expected margin if majorities stayed as they are."""
    me = view["viewer"]
    ev = expected_values(view)
    scored = []
    for move in moves:
        island, card = move["island"], move["card"]
        sides = view["sides"][island]
        before = island_margin(sides, ev[island], me)
        side = target_side(card, me)
        after_sides = [list(s) for s in sides]
        after_sides[side].append(card)
        score = island_margin(after_sides, ev[island], me) - before
        if card == DYNAMITE:
            score += DYNAMITE_BONUS
            if len(sides[side]) == CARDS_PER_SIDE - 1:
                score += BLOCK_BONUS
        scored.append((score, move))
    return scored
