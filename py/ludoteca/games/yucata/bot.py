"""A greedy Yucata' bot: it takes the card whose move gains it the most score (pale stones
minus the growing cost of dark stones, the red stone included), then, among near-equal
moves, spares its spear and ? and avoids handing the next player a rich ? copy."""

from __future__ import annotations

from .data import COPY, SPEAR
from .rules import card_refusal, destination, effective_card, score

COPY_WARNING = 0.5     # how much the next player's best ? copy of our move counts against it
SPARE_FLEXIBLE = 0.3   # the spear and ? are worth keeping for a better moment


def gain(state: dict, player: int, card: str) -> int:
    """Score change for `player` playing `card` now."""
    start = state["pos"][player]
    target = destination(state, player, effective_card(state, card))
    taken = dict(state["taken"][player])
    for stone in state["stones"][start + 1:target + 1]:
        if stone is not None:
            taken[stone] += 1
    return score(taken)[0] - score(state["taken"][player])[0]


def after(state: dict, player: int, card: str) -> dict:
    """The public position after `player` plays `card` (enough of it for gain())."""
    counts_as = effective_card(state, card)
    target = destination(state, player, counts_as)
    stones = list(state["stones"])
    for space in range(state["pos"][player] + 1, target + 1):
        stones[space] = None
    pos = list(state["pos"])
    pos[player] = target
    return {"stones": stones, "pos": pos, "taken": state["taken"], "hands": state["hands"],
            "previous": {"p": player, "card": card, "as": counts_as}}


def choose(view: dict, moves: list[dict], rng, level: str = "normal") -> dict:
    me = view["viewer"]
    nxt = (me + 1) % len(view["pos"])
    best, best_value = [], None
    for move in moves:
        card = move["card"]
        value = float(gain(view, me, card))
        if card in (SPEAR, COPY):
            value -= SPARE_FLEXIBLE
        then = after(view, me, card)
        if COPY in view["hands"][nxt] and card_refusal(then, nxt, COPY) is None:
            value -= COPY_WARNING * max(0, gain(then, nxt, COPY))
        if best_value is None or value > best_value + 1e-9:
            best, best_value = [move], value
        elif abs(value - best_value) <= 1e-9:
            best.append(move)
    return rng.choice(best)
