"""How the strong Yucata' bot searches (ludoteca.core.search).

Nothing in Yucata' is hidden: every hand is public and chance is used only at setup
(Yazurika's layout, the starting player). So `determinize` rebuilds the one state the view
shows — from the view alone — with a fresh PRNG state, and the shared SO-ISMCTS is plain
MCTS over the game tree: every legal card at the root, each player's `breadth` best cards by
greedy value below it. Playouts go to the end of the game (a few dozen moves) with a quick
greedy policy that now and then plays a random legal card, in a loop of our own (`evaluate`,
with `playout_depth = 0`); `advance` is a log-free copy of the rules' move (tests check both
against the rules)."""

from __future__ import annotations

import random

from ludoteca.core.search import SearchModel, base_state, outcome_values

from .data import CARDS, COPY, DARK, END, PALE, RED, SPEAR
from .rules import GAME

# Playouts: how often a random legal card is played instead of the greedy one, and how
# much the greedy policy would rather keep its spear and ? for later.
PLAYOUT_RANDOM = 0.15
PLAYOUT_SPARE = 0.3

STEPS = {card: int(card) for card in CARDS if card.isdigit()}


def points(pale: int, dark: int, red: int) -> int:
    """A player's score from their stones (rules.score without the breakdown)."""
    if red and dark:
        dark -= 1
    return pale - dark * (dark + 1) // 2


def legal_cards(state: dict, player: int) -> list[str]:
    """The cards `player` may play now (rules.card_refusal, without the reasons)."""
    hand = state["hands"][player]
    previous = state["previous"]
    if previous is None:
        return [c for c in hand if c != COPY]
    if len(hand) == 1:
        return list(hand)
    return [c for c in hand if c != previous["card"]]


def target_of(state: dict, player: int, card: str) -> tuple[str, int]:
    """(what `card` counts as, where it takes `player`) — rules.effective_card/destination."""
    counts_as = state["previous"]["as"] if card == COPY else card
    pos = state["pos"]
    here = pos[player]
    if counts_as == SPEAR:
        leader = max(pos)
        target = here + 1 if here == leader else leader + 1
    else:
        target = here + int(counts_as)
    return counts_as, (target if target < END else END)


def card_gain(state: dict, player: int, card: str) -> int:
    """The score change for `player` playing `card` now."""
    _, target = target_of(state, player, card)
    seg = state["stones"][state["pos"][player] + 1 : target + 1]
    taken = state["taken"][player]
    pale, dark, red = taken[PALE], taken[DARK], taken[RED]
    return points(pale + seg.count(PALE), dark + seg.count(DARK), red + seg.count(RED)) - points(pale, dark, red)


def greedy_card(state: dict, player: int, cards: list[str], rng) -> str:
    """The playouts' policy: now and then a random legal card, else the card that leaves
    `player` the best score (a tie broken at random), keeping the spear and ? when another
    card does as well (card_gain, unrolled: this is the inner loop of the search)."""
    if len(cards) == 1 or rng.random() < PLAYOUT_RANDOM:
        return cards[int(rng.random() * len(cards))]
    stones, pos = state["stones"], state["pos"]
    here = pos[player]
    mine = state["taken"][player]
    previous = state["previous"]
    best, best_value = [], None
    for card in cards:
        counts_as = previous["as"] if card == COPY else card
        if counts_as == SPEAR:
            leader = max(pos)
            target = here + 1 if here == leader else leader + 1
        else:
            target = here + STEPS[counts_as]
        if target > END:
            target = END
        pale, dark, red = mine[PALE], mine[DARK], mine[RED]
        for stone in stones[here + 1 : target + 1]:
            if stone is None:
                continue
            if stone == PALE:
                pale += 1
            elif stone == DARK:
                dark += 1
            else:
                red = 1
        if red and dark:
            dark -= 1
        value = pale - dark * (dark + 1) // 2
        if card in (SPEAR, COPY):
            value -= PLAYOUT_SPARE
        if best_value is None or value > best_value:
            best, best_value = [card], value
        elif value == best_value:
            best.append(card)
    return best[0] if len(best) == 1 else best[int(rng.random() * len(best))]


def card_value(state: dict, player: int, card: str) -> float:
    """The greedy value of a card: the score it leaves, the spear and ? kept when possible."""
    value = card_gain(state, player, card)
    return value - PLAYOUT_SPARE if card in (SPEAR, COPY) else value


def ranked_cards(state: dict, player: int, cards: list[str]) -> list[str]:
    """`cards` best first by greedy value (a stable sort: ties keep the hand's order)."""
    return sorted(cards, key=lambda card: -card_value(state, player, card))


def rollout(state: dict, rng) -> None:
    """Play the game to its end with `greedy_card`, in place (only stones, positions, hands,
    stones taken, previous and turn are kept up)."""
    stones, pos, hands, taken = state["stones"], state["pos"], state["hands"], state["taken"]
    n = len(pos)
    left = len(stones) - stones.count(None)
    player, previous = state["turn"], state["previous"]
    while left:
        hand = hands[player]
        if previous is None:
            cards = [c for c in hand if c != COPY]
        elif len(hand) == 1:
            cards = hand
        else:
            cards = [c for c in hand if c != previous["card"]]
        card = greedy_card(state, player, cards, rng)
        counts_as, target = target_of(state, player, card)
        mine = taken[player]
        for space in range(pos[player] + 1, target + 1):
            stone = stones[space]
            if stone is not None:
                stones[space] = None
                mine[stone] += 1
                left -= 1
        pos[player] = target
        hand.remove(card)
        if not hand:
            hands[player] = list(CARDS)
        previous = state["previous"] = {"p": player, "card": card, "as": counts_as}
        if left:
            player = state["turn"] = (player + 1) % n


class YucataModel(SearchModel):
    # The search's own playout loop is skipped: `evaluate` rolls out to the end itself.
    playout_depth = 0
    margin_scale = 6.0  # winning by 6 points is a clear win
    exploration = 0.7

    # Every field of the state but its PRNG state, which the view leaves out.
    shown = ("stones", "pos", "hands", "taken", "turn", "previous", "last")

    def determinize(self, view: dict, rng) -> dict:
        """The state the view shows (it shows everything), with a fresh PRNG state: the
        only thing the view leaves out, and nothing after setup draws from it."""
        return base_state(view, self.shown, rng.getrandbits(64))

    # Below the root, search considers each player's best few cards by greedy value (None: all).
    breadth: int | None = 2

    def candidates(self, state: dict, player: int, rng) -> list[dict]:
        cards = legal_cards(state, player)
        if self.breadth is not None and len(cards) > self.breadth:
            cards = ranked_cards(state, player, cards)[: self.breadth]
        return [{"p": player, "card": c} for c in cards]

    def playout_move(self, state: dict, player: int, rng) -> dict:
        """The playouts' policy, one move (the rollout in `evaluate` plays the same policy)."""
        return {"p": player, "card": greedy_card(state, player, legal_cards(state, player), rng)}

    def evaluate(self, state: dict) -> list[float]:
        """A quick greedy rollout to the end of the game (the policy of `playout_move`,
        without the per-move calls of the contract), judged by `value`. Its randomness
        comes from the state's own PRNG state, drawn afresh by `determinize`."""
        rollout(state, random.Random(state["rng"]))
        return self.value(state)

    def advance(self, state: dict, move: dict) -> None:
        """rules.Yucata._perform without the log and the highlight marks."""
        player, card = move["p"], move["card"]
        counts_as, target = target_of(state, player, card)
        stones, taken = state["stones"], state["taken"][player]
        for space in range(state["pos"][player] + 1, target + 1):
            stone = stones[space]
            if stone is not None:
                stones[space] = None
                taken[stone] += 1
        state["pos"][player] = target
        hand = state["hands"][player]
        hand.remove(card)
        if not hand:
            state["hands"][player] = list(CARDS)
        state["previous"] = {"p": player, "card": card, "as": counts_as}
        if stones.count(None) != len(stones):
            state["turn"] = (player + 1) % len(state["pos"])

    def value(self, state: dict) -> list[float]:
        if any(state["stones"]):
            return self.evaluate(state)
        scores = [points(t[PALE], t[DARK], t[RED]) for t in state["taken"]]
        ranks = [1 + sum(1 for other in scores if other > s) for s in scores]
        return outcome_values(scores, ranks, self.margin_scale)


MODEL = YucataModel(GAME)
