"""A greedy Yutakâ bot. It sees only its own view (its hand, public cards, revealed tiles,
known colours) and scores each legal move by the change in expected points if the
majorities stayed as they are after the move.

Expected tile values: a revealed tile counts its value; an unrevealed tile of known
colour counts the mean of that colour's values not yet seen; an anonymous tile counts,
for each colour, the chance it has that colour times that colour's unseen mean.
"""

from __future__ import annotations

from .data import CARDS_PER_SIDE, COLOURS, DYNAMITE, TILE_VALUES
from .rules import column_winner, target_side

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

    islands = [{c: 0.0 for c in COLOURS} for _ in view["sides"]]
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


def choose(view: dict, moves: list[dict], rng, level: str = "normal") -> dict:
    me = view["viewer"]
    if "reveal" in moves[0]:
        # Revealing changes no majority; learn about the islands we are contesting.
        contested = [m for m in moves
                     if view["sides"][view["tiles"][m["reveal"]]["i"]][me]]
        return rng.choice(contested or moves)

    ev = expected_values(view)
    best, best_score = [], None
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
        if best_score is None or score > best_score + 1e-9:
            best, best_score = [move], score
        elif abs(score - best_score) <= 1e-9:
            best.append(move)
    return rng.choice(best)
