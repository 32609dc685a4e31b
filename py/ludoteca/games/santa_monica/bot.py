"""A greedy Santa Monica bot that sees only its view (the deck is not in it).

A turn is chosen in two passes: every way to take and place card(s) is scored by an estimate
of the city's final score (`estimate`); the best few are then finished greedily — the lucky
day, each move action's best person and target while it improves the estimate, removals —
and the best finished turn is played. The final movement is greedy on the true scorepad.
"""

from __future__ import annotations

from . import scoring as SC
from .content import CARDS, CITY_CARDS_TO_END, START_TILES
from .turn import NO_SWAP, OK, Turn

DOLLAR_VALUE = 0.6        # a sand dollar not yet spent: future actions and bank cards
SHORTLIST = 3             # placements finished with moves


def choose(view: dict, moves: None, rng, level: str = "normal") -> dict:
    p = view["current"]
    if view["phase"] == "tile":
        return {"p": p, "clicks": [f"tile:{_best_tile(view, rng)}"]}
    if view["phase"] == "truck":
        return {"p": p, "clicks": [f"truck:{rng.randrange(4)}"]}
    if view["phase"] == "final":
        turn = Turn(view, p, final=True)
        clicks = _greedy_moves(turn, view, lambda city: _final_score(city, view))
        return {"p": p, "clicks": clicks + [OK]}
    return {"p": p, "clicks": _best_turn(view, p, rng)}


def _best_tile(view: dict, rng) -> int:
    def value(t):
        tile = START_TILES[t]
        gain = sum(a[1] * DOLLAR_VALUE if a[0] == "$" else a[2] * 1.2 for a in tile.bonus)
        return gain + 1.5 * tile.vips * tile.points + rng.random()
    return max(view["tiles_offered"], key=value)


# ---------------- estimates ----------------

def _final_score(city: dict, view: dict) -> int:
    return sum(SC.scorepad(city, view["objective"]).values())


def estimate(city: dict, view: dict) -> float:
    """The score now, plus the dollars, plus partial credit for rings and chains on their way
    (fading as the city nears its 14 cards: less time to complete them)."""
    pad = SC.scorepad(city, view["objective"])
    value = sum(pad.values()) + DOLLAR_VALUE * city["dollars"]
    time_left = max(0, CITY_CARDS_TO_END - len(city["cards"])) / CITY_CARDS_TO_END
    if time_left == 0:
        return value
    for k, card_id in city["cards"].items():
        scoring = CARDS[card_id].scoring
        if scoring[0] == "ring" and scoring[1] != "any":
            _, who, n, points = scoring
            here = SC.people_on(city, k)
            have = len(here) if who == "*" else here.count(who)
            if have < n:
                value += time_left * 0.6 * points * have / n
        elif scoring[0] == "ring":
            value += 0 if SC.people_on(city, k) else time_left * 0.5 * scoring[3]
        elif scoring[0] == "chain":
            _, tag, least, points, per = scoring
            size = SC.chain_size(city, k, tag)
            if size < least:
                value += time_left * 0.5 * (points * least if per else points) * size / least
    return value


# ---------------- turns ----------------

def _replay(view: dict, p: int, clicks: list[str]) -> Turn:
    turn = Turn(view, p)
    for c in clicks:
        turn.feed(c)
    return turn


def _placements(view: dict, p: int) -> list[list[str]]:
    """Click prefixes that take and place card(s), up to the point where moves begin."""
    out = []
    todo = [[]]
    while todo:
        prefix = todo.pop()
        turn = _replay(view, p, prefix)
        if turn.stage in ("act", "luck") or turn.done:
            out.append(prefix)
            continue
        options = turn.options()
        if turn.stage == "swap":
            options = [NO_SWAP]          # the bot never swaps
        elif turn.stage == "place":
            options = [o for o in options if not o.startswith("h:")]
            if len(turn.pending) > 1 or turn.placed:
                # a second card: only its best spot, to keep the search small
                best = max(options, key=lambda o: estimate(_replay(view, p, prefix + [o]).city, view))
                options = [best]
        for o in options:
            todo.append(prefix + [o])
    return out


def _best_turn(view: dict, p: int, rng) -> list[str]:
    scored = []
    for prefix in _placements(view, p):
        turn = _replay(view, p, prefix)
        scored.append((estimate(turn.city, view) + rng.random() * 0.01, prefix))
    scored.sort(key=lambda s: -s[0])
    best = None
    for _, prefix in scored[:SHORTLIST]:
        turn = _replay(view, p, prefix)
        if turn.done:
            return prefix
        clicks = list(prefix)
        if turn.stage == "luck":
            turn.feed("luck:both")
            clicks.append("luck:both")
        clicks += _greedy_moves(turn, view, lambda city: estimate(city, view))
        value = estimate(turn.city, view)
        if best is None or value > best[0]:
            best = (value, clicks)
    return best[1] + [OK]


def _greedy_moves(turn: Turn, view: dict, value) -> list[str]:
    """Apply the single best move (or removal) while one improves `value`; returns its clicks."""
    clicks = []
    while True:
        base = value(turn.city)
        best = None
        for i in range(len(turn.actions)):
            if not turn.movable(i):
                continue
            switch = [] if i == turn.current else [f"a:{i}"]
            for person in turn.movable(i):
                for k in turn.targets(person["id"], i):
                    gain = _try(turn, switch + [f"m:{person['id']}", f"t:{k}"], value) - base
                    if gain > 0.01 and (best is None or gain > best[0]):
                        best = (gain, switch + [f"m:{person['id']}", f"t:{k}"])
        if turn.removals:
            for person in turn.city["people"]:
                if person["kind"] != "V":
                    gain = _try(turn, [f"r:{person['id']}"], value) - base
                    if gain > 0.01 and (best is None or gain > best[0]):
                        best = (gain, [f"r:{person['id']}"])
        if best is None:
            return clicks
        for c in best[1]:
            turn.feed(c)
        clicks += best[1]


def _try(turn: Turn, clicks: list[str], value) -> float:
    trial = turn.copy()
    for c in clicks:
        trial.feed(c)
    return value(trial.city)
