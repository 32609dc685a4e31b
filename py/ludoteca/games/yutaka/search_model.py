"""What Yutakâ's strong bot searches (ludoteca.core.search): the sampler of hidden
information, the playout policy and the evaluation of a position.

The sampler draws, from the view alone, a full state the viewer cannot tell apart from the
real one:
- the other player's hand and deck: their 24 cards minus the ones they have played (their
  own cards on their side, and the dynamite on the viewer's side), shuffled and dealt to the
  hand and deck sizes the view shows;
- one's own deck: one's 24 cards minus the hand and the cards played, in a random order;
- the treasure tiles not yet revealed: the 25 tiles minus the revealed ones, dealt at random
  to the unrevealed tiles on the islands (a tile whose colour the view shows gets a value of
  that colour; a tile of unknown colour gets one of a colour the options do not show) and
  the rest out of play;
- a fresh PRNG (Yutakâ draws no chance after setup, but the contract asks for one).
Every consistent world is equally likely: nothing is inferred from how anyone played.
"""

from __future__ import annotations

from collections import Counter
from random import Random

from ludoteca.core import rank_by
from ludoteca.core.search import SearchModel, base_state, outcome_values

from .data import CARDS_PER_SIDE, COLOURS, DYNAMITE, EQUIPMENT, ISLANDS, TILE_VALUES, card_value, player_deck
from .rules import GAME, majority

DECK = player_deck()
COLOUR_INDEX = {c: k for k, c in enumerate(COLOURS)}
EQUIPMENT_INDEX = COLOUR_INDEX[EQUIPMENT]
CARD_VALUE = {card: card_value(card) for card in DECK}


def played_cards(sides: list, player: int) -> list[str]:
    """The cards `player` has played: their own cards on their side, and the dynamite they
    put on the other side."""
    played: list[str] = []
    for island in sides:
        played.extend(c for c in island[player] if c != DYNAMITE)
        played.extend(c for c in island[1 - player] if c == DYNAMITE)
    return played


def unseen_cards(view: dict, player: int) -> list[str]:
    """`player`'s cards the viewer has not seen: for the viewer, their deck; for another
    player, their hand and deck together."""
    left = Counter(DECK)
    left.subtract(played_cards(view["sides"], player))
    if player == view["viewer"]:
        left.subtract(view["hand"])
    cards = []
    for card in sorted(left):
        if left[card] < 0:
            raise ValueError("the view shows more cards than a player owns")
        cards.extend([card] * left[card])
    return cards


def unseen_tiles(view: dict) -> list[tuple[str, int]]:
    """The tiles nobody has seen yet (on the islands face down, or out of play)."""
    left = [(c, v) for c in COLOURS for v in TILE_VALUES[c]]
    for tile in view["tiles"]:
        if tile["up"]:
            left.remove((tile["c"], tile["v"]))
    return left


def shuffle(items: list, rng) -> None:
    """Fisher–Yates with rng.random() (random.shuffle's exact draws are slower)."""
    random = rng.random
    for i in range(len(items) - 1, 0, -1):
        j = int(random() * (i + 1))
        items[i], items[j] = items[j], items[i]


def secrets(view: dict) -> dict:
    """What the sampler deals from, computed once per view: each player's unseen cards,
    the unseen tiles, and which unrevealed tiles show their colour."""
    known = set(view["options"]["known"])
    return {
        "cards": [unseen_cards(view, p) for p in range(len(view["hand_sizes"]))],
        "tiles": unseen_tiles(view),
        "shown": [t["id"] for t in view["tiles"] if not t["up"] and t["c"] is not None],
        "anonymous": [t["id"] for t in view["tiles"] if not t["up"] and t["c"] is None],
        "known": known,
    }


# The state's fields the view shows as they are (the latest marks as the viewer saw them: a
# card another seat drew stays unknown: the rules never read the marks); the tiles, the tiles out of play,
# the hands and decks `determinize` deals.
SHOWN = ("sides", "phase", "active", "revealer", "reveal_cause", "opening_left", "last")


def determinize(view: dict, rng, dealt: dict | None = None) -> dict:
    """A full state consistent with `view`, its secrets drawn by `rng` (a random.Random);
    `dealt`: `secrets(view)` if already computed."""
    dealt = dealt or secrets(view)
    me = view["viewer"]
    hands, decks = [], []
    for p, unseen in enumerate(dealt["cards"]):
        cards = list(unseen)
        shuffle(cards, rng)
        if p == me:
            hands.append(list(view["hand"]))
            decks.append(cards)
        else:
            n = view["hand_sizes"][p]
            hands.append(cards[:n])
            decks.append(cards[n:])
        if len(decks[p]) != view["deck_sizes"][p]:
            raise ValueError("the view's hand and deck sizes do not match the cards played")

    known = dealt["known"]
    pool = list(dealt["tiles"])
    shuffle(pool, rng)
    tiles = [{"c": t["c"], "v": t["v"], "i": t["i"], "s": t["s"], "l": t["l"], "up": t["up"]} for t in view["tiles"]]
    # Tiles of a shown colour take values of that colour (the first in the shuffled pool);
    # then the tiles of unknown colour take tiles of the colours nobody sees; what is left
    # is out of play.
    for t in dealt["shown"]:
        tile = tiles[t]
        k = next(k for k, (c, _) in enumerate(pool) if c == tile["c"])
        tile["v"] = pool.pop(k)[1]
    for t in dealt["anonymous"]:
        k = next(k for k, (c, _) in enumerate(pool) if c not in known)
        tiles[t]["c"], tiles[t]["v"] = pool.pop(k)
    if view["over"]:
        removed = [dict(t) for t in view["removed"]]
    else:
        if len(pool) != view["removed"]:
            raise ValueError("the view's tiles do not add up")
        removed = [{"c": c, "v": v} for c, v in pool]

    state = base_state(view, SHOWN, rng.getrandbits(64))
    state.update(tiles=tiles, removed=removed, hands=hands, decks=decks)
    return state


def counters(state: dict) -> tuple[list[int], list[list[int]], list[list[int]], list[list[int]]]:
    """A state as the compact counters search scores on: the points of the tiles on each
    island by colour (index island * colours + colour), and per side the sums of each
    colour's cards there (same index), the sum of all its cards and their number by island."""
    n_col = len(COLOURS)
    points = [0] * (ISLANDS * n_col)
    for tile in state["tiles"]:
        points[tile["i"] * n_col + COLOUR_INDEX[tile["c"]]] += tile["v"]
    sums = [[0] * (ISLANDS * n_col), [0] * (ISLANDS * n_col)]
    every = [[0] * ISLANDS, [0] * ISLANDS]
    count = [[0] * ISLANDS, [0] * ISLANDS]
    for i, island in enumerate(state["sides"]):
        for p in (0, 1):
            count[p][i] = len(island[p])
            for card in island[p]:
                if card != DYNAMITE:
                    sums[p][i * n_col + COLOUR_INDEX[card[0]]] += CARD_VALUE[card]
                    every[p][i] += CARD_VALUE[card]
    return points, sums, every, count


def tally(points: list[int], sums: list[list[int]], every: list[list[int]]) -> tuple[list[int], list[int]]:
    """The scores the counters give and the points from grey tiles (the tie-break): every
    tile on the islands goes to the winner of its colour's majority there (rules.majority)."""
    n_col = len(COLOURS)
    sums0, sums1 = sums
    every0, every1 = every
    scores, grey = [0, 0], [0, 0]
    for i in range(ISLANDS):
        for k in range(n_col):
            j = i * n_col + k
            pts = points[j]
            if not pts:
                continue
            w = majority(sums0[j], sums1[j], every0[i], every1[i], k == EQUIPMENT_INDEX)
            if w is None:
                continue
            scores[w] += pts
            if k == EQUIPMENT_INDEX:
                grey[w] += pts
    return scores, grey


def final_scores(state: dict) -> tuple[list[int], list[int]]:
    """The scores of a finished (or imagined finished) game and the points from grey tiles
    (see `tally`)."""
    points, sums, every, _count = counters(state)
    return tally(points, sums, every)


class YutakaModel(SearchModel):
    """Flat Monte Carlo over the bot's own moves (UCB1 at the root, as core.search does),
    each judged by a quick simulation of the rest of the game in the drawn world."""

    playout_depth = 0  # evaluate() plays the rest of the game on compact counters
    margin_scale = 15.0
    informed = 0.5  # share of playout moves that follow the treasure (see rollout)
    shown = SHOWN

    def __init__(self, game):
        super().__init__(game)
        self._dealt = (None, None)  # (the view searched now, its secrets)

    def determinize(self, view: dict, rng) -> dict:
        # One search draws many worlds from one view: what they are dealt from is computed
        # once (the view object is kept, so its identity cannot be reused by another).
        if self._dealt[0] is not view:
            self._dealt = (view, secrets(view))
        return determinize(view, rng, self._dealt[1])

    def root_moves(self, view: dict, moves: list[dict] | None, rng) -> list[dict]:
        # Which tile is revealed changes no score in any drawn world (only what both
        # players learn), so playouts cannot tell reveals apart: the bot's reveal is the
        # heuristic one (search returns a single candidate at once).
        if moves and "reveal" in moves[0]:
            return [reveal(view, moves, rng)]
        return super().root_moves(view, moves, rng)

    def candidates(self, state: dict, player: int, rng) -> list[dict]:
        return []  # no tree below the root: the rollouts judge the replies

    def advance(self, state: dict, move: dict) -> None:
        self.game._perform(state, move)  # never changes the move: no copy needed

    def evaluate(self, state: dict) -> list[float]:
        scores, grey = rollout(state, self.informed)
        ranks = rank_by([(scores[p], grey[p]) for p in range(2)])
        return outcome_values(scores, ranks, self.margin_scale)

    def value(self, state: dict) -> list[float]:
        if state["phase"] != "over":
            return self.evaluate(state)
        scores, grey = final_scores(state)
        ranks = rank_by([(scores[p], grey[p]) for p in range(2)])
        return outcome_values(scores, ranks, self.margin_scale)


def rollout(state: dict, informed: float) -> tuple[list[int], list[int]]:  # noqa: C901 — the playouts' inner loop on counters, one function so no call per card
    """The rest of the game played quickly on counters, from a drawn state (which is not
    changed): each player in turn plays a card from their hand and draws; every equipment
    or dynamite card makes one reveal, and the game ends with the last tile. Which tile is
    revealed changes no score, so reveals are only counted. The policy: a random card; a
    treasure card goes, `informed` of the time, to the island where its colour is worth the
    most (with room), else to a random island with room; dynamite to a random island.
    The randomness comes from the state's own PRNG seed (drawn with the world)."""
    random = Random(state["rng"]).random
    n_col = len(COLOURS)
    points, sums, every, count = counters(state)
    hands = [list(h) for h in state["hands"]]
    decks = [list(d) for d in state["decks"]]
    left = sum(1 for tile in state["tiles"] if not tile["up"])
    phase = state["phase"]
    if phase == "opening":
        left -= state["opening_left"]
        player = state["active"] ^ (state["opening_left"] & 1)
    elif phase == "reveal":
        left -= 1
        player = 1 - state["active"]
    else:
        player = state["active"]
    best_island = [sorted(range(ISLANDS), key=lambda i: -points[i * n_col + k]) for k in range(n_col)]
    while left > 0:
        hand = hands[player]
        if not hand:
            break  # cannot happen (see RULES_NOTES: no legal play); stop safely
        card = hand.pop(int(random() * len(hand)))
        if decks[player]:
            hand.append(decks[player].pop())
        if card == DYNAMITE:
            side = 1 - player
            room = [i for i in range(ISLANDS) if count[side][i] < CARDS_PER_SIDE]
            count[side][room[int(random() * len(room))]] += 1
            left -= 1
        else:
            k = COLOUR_INDEX[card[0]]
            island = -1
            if random() < informed:
                for i in best_island[k]:
                    if count[player][i] < CARDS_PER_SIDE:
                        island = i
                        break
            if island < 0:
                room = [i for i in range(ISLANDS) if count[player][i] < CARDS_PER_SIDE]
                island = room[int(random() * len(room))]
            value = CARD_VALUE[card]
            count[player][island] += 1
            sums[player][island * n_col + k] += value
            every[player][island] += value
            if k == EQUIPMENT_INDEX:
                left -= 1
        player = 1 - player
    return tally(points, sums, every)


def reveal(view: dict, moves: list[dict], rng) -> dict:
    """A reveal on an island where the viewer has cards (learn about what they contest)."""
    me = view["viewer"]
    contested = [m for m in moves if view["sides"][view["tiles"][m["reveal"]]["i"]][me]]
    return rng.choice(contested or moves)


MODEL = YutakaModel(GAME)
