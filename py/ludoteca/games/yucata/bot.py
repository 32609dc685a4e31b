"""Yucata' bots at three levels (`choose(view, moves, rng, level)`).

- normal: the greedy bot — it takes the card whose move gains it the most score (pale
  stones minus the growing cost of dark stones, the red stone included), then, among
  near-equal moves, spares its spear and ? and avoids handing the next player a rich ? copy.
- easy: short-sighted and careless — it values a card by the stones it takes now, blurred
  by noise, never thinks of the spear, the ? or the next player, and now and then simply
  grabs the longest move.
- strong: Monte Carlo tree search (ludoteca.core.search) with quick greedy playouts to the
  end of the game; see search_model.py. Nothing in Yucata' is hidden, so this is plain MCTS.
"""

from __future__ import annotations

from ludoteca.core.search import search

from .data import COPY, SPEAR
from .rules import card_refusal, destination, effective_card, score
from .search_model import MODEL

COPY_WARNING = 0.5  # how much the next player's best ? copy of our move counts against it
SPARE_FLEXIBLE = 0.3  # the spear and ? are worth keeping for a better moment

# The strong bot's budget: search iterations per move (one playout to the end each).
STRONG_ITERATIONS = 1200

# The easy bot: how blurred its estimate of a card is, and how often it just runs.
EASY_NOISE = 1.0
EASY_RUN = 0.15


def gain(state: dict, player: int, card: str) -> int:
    """Score change for `player` playing `card` now."""
    start = state["pos"][player]
    target = destination(state, player, effective_card(state, card))
    taken = dict(state["taken"][player])
    for stone in state["stones"][start + 1 : target + 1]:
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
    return {
        "stones": stones,
        "pos": pos,
        "taken": state["taken"],
        "hands": state["hands"],
        "previous": {"p": player, "card": card, "as": counts_as},
    }


def choose(view: dict, moves: list[dict], rng, level: str = "normal") -> dict:
    if level == "strong":
        return search(MODEL, view, moves, rng, STRONG_ITERATIONS).move
    if level == "easy":
        return choose_easy(view, moves, rng)
    return choose_normal(view, moves, rng)


def choose_normal(view: dict, moves: list[dict], rng) -> dict:
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


def choose_easy(view: dict, moves: list[dict], rng) -> dict:
    """Plausible but careless: the stones taken now (noisy), or sometimes the longest move."""
    me = view["viewer"]
    if rng.random() < EASY_RUN:
        reach = {m["card"]: destination(view, me, effective_card(view, m["card"])) for m in moves}
        far = max(reach.values())
        return rng.choice([m for m in moves if reach[m["card"]] == far])
    return max(moves, key=lambda m: gain(view, me, m["card"]) + rng.gauss(0.0, EASY_NOISE))
