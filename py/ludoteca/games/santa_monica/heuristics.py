"""What Santa Monica's bots know about a position, from a view (or a state: the turn engine
reads both the same way): the estimate of a city's final score, the ways to take and place
cards, greedy moves, complete candidate turns, and a cheap policy for search playouts.

Every function here reads only what a view holds (cities, display, markers, supply,
objective, sand dollar actions): never the deck or the PRNG.
"""

from __future__ import annotations

from . import scoring as SC
from .city import marker_reward, placement_spots
from .content import CARDS, START_TILES
from .turn import NO_SWAP, OK, Turn

DOLLAR_VALUE = SC.DOLLAR_VALUE  # a sand dollar not yet spent: future actions and bank cards
LUCK_CHOICES = ("both", "dollars", "two", "far")


# ---------------- estimates ----------------


def final_score(city: dict, view: dict) -> int:
    """The city's score if the game ended now (= the scorepad's total)."""
    return SC.score(city, view["objective"])


def estimate(city: dict, view: dict) -> float:
    """The score now, plus the dollars, plus partial credit for rings and chains on their way
    (fading as the city nears its 14 cards: less time to complete them)."""
    return SC.estimate(city, view["objective"])


# ---------------- building turns ----------------


def replay(view: dict, p: int, clicks: list[str]) -> Turn:
    turn = Turn(view, p)
    for c in clicks:
        turn.feed(c)
    return turn


def best_swaps(turn: Turn, judge, keep: int = 1) -> list[list[str]]:
    """The `keep` swaps (two clicks each) that raise `judge(city)` most over not swapping."""
    base = _try(turn, [NO_SWAP], judge)
    cards = sorted(turn.city["cards"])
    scored = []
    for i, a in enumerate(cards):
        for b in cards[i + 1 :]:
            if CARDS[turn.city["cards"][a]].row != CARDS[turn.city["cards"][b]].row:
                continue
            gain = _try(turn, [f"w:{a}", f"w:{b}"], judge) - base
            if gain > 0.01:
                scored.append((gain, [f"w:{a}", f"w:{b}"]))
    scored.sort(key=lambda s: -s[0])
    return [clicks for _, clicks in scored[:keep]]


def placements(view: dict, p: int, dollars: bool = True, swaps: bool = False, judge=None) -> list[list[str]]:
    """Click prefixes that take and place card(s) (and, with `swaps`, the best swap of a
    redesign), up to the point where moves (or the lucky day's choice) begin. `judge(city)`
    (default: the estimate) places a second card and chooses the swap."""
    judge = judge or (lambda city: estimate(city, view))
    out = []
    todo: list[list[str]] = [[]]
    while todo:
        prefix = todo.pop()
        turn = replay(view, p, prefix)
        if turn.stage in ("act", "luck") or turn.done:
            out.append(prefix)
            continue
        options = turn.options()
        if turn.stage == "choose" and not dollars:
            options = [o for o in options if not o.startswith("d:")] or options
        if turn.stage == "swap":
            todo.append(prefix + [NO_SWAP])
            if swaps:
                todo.extend(prefix + s for s in best_swaps(turn, judge))
            continue
        if turn.stage == "place":
            options = [o for o in options if not o.startswith("h:")]
            if len(turn.pending) > 1 or turn.placed:
                # a second card: only its best spot, to keep the search small
                best = max(options, key=lambda o: judge(replay(view, p, prefix + [o]).city))
                options = [best]
        for o in options:
            todo.append(prefix + [o])
    return out


def finish(
    view: dict, p: int, prefix: list[str], luck: tuple = ("both",), moves: bool = True, judge=None
) -> tuple[float, list[str]]:
    """The best way (by `judge(city)`, default the estimate) to finish a placement: the lucky
    day's reward among `luck`, then greedy moves. Returns (value, the turn's clicks)."""
    value = judge or (lambda city: estimate(city, view))
    turn = replay(view, p, prefix)
    if turn.done:
        return value(turn.city), list(prefix)
    best: tuple[float, list[str]] | None = None
    for choice in luck if turn.stage == "luck" else (None,):
        trial = turn.copy()
        clicks = list(prefix)
        if choice is not None:
            trial.feed(f"luck:{choice}")
            clicks.append(f"luck:{choice}")
        if moves:
            clicks += greedy_moves(trial, value)
        v = value(trial.city)
        if best is None or v > best[0]:
            best = (v, clicks + [OK])
    assert best is not None, "no lucky day reward to choose among"  # luck is never empty
    return best


def ranked_turns(
    view: dict,
    p: int,
    rng,
    shortlist: int = 3,
    luck: tuple = ("both",),
    swaps: bool = False,
    per_first: bool = False,
    judge=None,
) -> list[tuple[float, list[str]]]:
    """Complete turns, best first: every placement scored by `judge(city)` (default: the
    estimate), the best `shortlist` (and with `per_first` the best of each first click too)
    finished."""
    judge = judge or (lambda city: estimate(city, view))
    scored = []
    for prefix in placements(view, p, swaps=swaps, judge=judge):
        turn = replay(view, p, prefix)
        scored.append((judge(turn.city) + rng.random() * 0.01, prefix))
    scored.sort(key=lambda s: -s[0])
    chosen = scored[:shortlist]
    if per_first:
        firsts = {tuple(prefix[:1]) for _, prefix in chosen}
        for s in scored[shortlist:]:
            if tuple(s[1][:1]) not in firsts:
                firsts.add(tuple(s[1][:1]))
                chosen.append(s)
    out = [finish(view, p, prefix, luck, judge=judge) for _, prefix in chosen]
    out.sort(key=lambda s: -s[0])
    return out


def greedy_moves(turn: Turn, value) -> list[str]:
    """Apply the single best move (or removal) while one improves `value`; returns its clicks."""
    clicks: list[str] = []
    while True:
        base = value(turn.city)
        best = None
        for step in _single_moves(turn):
            gain = _try(turn, step, value) - base
            if gain > 0.01 and (best is None or gain > best[0]):
                best = (gain, step)
        if best is None:
            return clicks
        for c in best[1]:
            turn.feed(c)
        clicks += best[1]


def _single_moves(turn: Turn):
    """Every single move (with the switch to its move action) and removal, as clicks."""
    for i in range(len(turn.actions)):
        if not turn.movable(i):
            continue
        switch = [] if i == turn.current else [f"a:{i}"]
        for person in turn.movable(i):
            for k in turn.targets(person["id"], i):
                yield switch + [f"m:{person['id']}", f"t:{k}"]
    if turn.removals:
        for person in turn.city["people"]:
            if person["kind"] != "V":
                yield [f"r:{person['id']}"]


def beam_moves(turn: Turn, value, width: int, depth: int = 12) -> list[str]:
    """Moves chosen by a beam search: each step keeps the `width` best positions reached (one
    per arrangement of people), so a move that gains nothing at once but opens a better one
    is found; returns the clicks of the best position seen (none if nothing beats the start)."""
    best_value, best_clicks = value(turn.city), []
    frontier: list[tuple[float, Turn, list[str]]] = [(best_value, turn, [])]
    for _ in range(depth):
        reached: dict[str, tuple[float, Turn, list[str]]] = {}
        for _value, start, clicks in frontier:
            for step in _single_moves(start):
                trial = start.copy()
                for c in step:
                    trial.feed(c)
                v = value(trial.city)
                key = repr(trial.city["people"])
                if key not in reached or reached[key][0] < v:
                    reached[key] = (v, trial, clicks + step)
        if not reached:
            break
        frontier = sorted(reached.values(), key=lambda r: -r[0])[:width]
        if frontier[0][0] > best_value + 0.01:
            best_value, best_clicks = frontier[0][0], frontier[0][2]
    return best_clicks


def _try(turn: Turn, clicks: list[str], value) -> float:
    trial = turn.copy()
    for c in clicks:
        trial.feed(c)
    return value(trial.city)


def tile_value(tile_id: int) -> float:
    tile = START_TILES[tile_id]
    gain = sum(a[1] * DOLLAR_VALUE if a[0] == "$" else a[2] * 1.2 for a in tile.bonus)
    return gain + 1.5 * tile.vips * tile.points


def final_turn(view: dict, p: int, beam: int = 1) -> list[str]:
    """The final movement on the true scorepad: greedy, or (`beam` > 1) the best of a beam
    search over move sequences, which may pass through moves that score nothing yet."""
    turn = Turn(view, p, final=True)
    value = lambda city: final_score(city, view)  # noqa: E731
    if beam > 1:
        return beam_moves(turn, value, beam) + [OK]
    return greedy_moves(turn, value) + [OK]


# ---------------- a cheap policy for playouts ----------------


def _action_value(card_id: int) -> float:
    value = 0.0
    for a in CARDS[card_id].actions:
        if a[0] == "$":
            value += DOLLAR_VALUE * a[1]
        elif a[0] == "+":
            value += 0.4 * a[2]
        elif a[0] == "m":
            value += 0.5 * a[2]
    return value


ACTION_VALUE = [_action_value(c) for c in range(len(CARDS))]


def quick_turn(state: dict, p: int, rng, spots: int | None = None) -> list[str]:
    """A cheap turn: the front card and space that raise the estimate most (with the card's
    own sand dollars and people roughly valued), no moves, then confirm. With `spots`, only
    that many spaces (drawn by rng) are tried per card."""
    city = state["cities"][p]
    cards = city["cards"]
    front = state["display"]["front"]
    best = None
    for col, card in enumerate(front):
        if card is None:
            continue
        bonus = ACTION_VALUE[card] + rng.random() * 0.5
        where = placement_spots(city, card)
        if spots is not None and len(where) > spots:
            where = rng.sample(where, spots)
        for k in where:
            cards[k] = card
            v = estimate(city, state) + bonus
            del cards[k]
            if best is None or v > best[0]:
                best = (v, col, k)
    if best is None:
        return [OK]
    _, col, k = best
    clicks = [f"c:f{col}", f"s:{k}"]
    if marker_reward(state["markers"], col)[0] == "lucky":
        clicks.append("luck:dollars")
    return clicks + [OK]
