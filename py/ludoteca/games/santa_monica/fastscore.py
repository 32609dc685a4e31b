"""A fast recount of one city's score for the bots: the same total as `scoring.scorepad`
(tests compare them on many cities), and the bots' estimate, in one pass over a grid of
integer coordinates (the scorepad's string keys and repeated walks cost too much inside a
search that judges thousands of cities per move)."""

from __future__ import annotations

from .content import CARDS, CITY_CARDS_TO_END, OBJECTIVE_BY_ID, START_TILES, VERSIONS, in_force

DOLLAR_VALUE = 0.6
_TAGS = [c.tags for c in CARDS]                      # the same in every rules version
_SYMBOLS = [frozenset(c.symbols()) for c in CARDS]
_SCORING_OF = {v: [c.scoring for c in CARDS.of(v)] for v in VERSIONS}   # by rules version
_PRIORITY = {"V": 2, "T": 1, "L": 0}


_POS: dict[str, tuple[int, int]] = {}


def _parse(k: str) -> tuple[int, int]:
    pos = _POS.get(k)
    if pos is None:
        col, row = k.split(",")
        pos = _POS[k] = (int(col), int(row))
    return pos


def totals(city: dict, objective_id: str, time_left: float | None = None) -> tuple[int, float]:
    """(the scorepad's total, the estimate's partial credit for unfinished rings and chains
    given `time_left` in [0, 1]; None: from the city's card count)."""
    if time_left is None:
        time_left = max(0, CITY_CARDS_TO_END - len(city["cards"])) / CITY_CARDS_TO_END
    tags: dict[tuple, tuple] = {}
    ids: dict[tuple, int] = {}
    parse = _POS.get
    for k, card in city["cards"].items():
        pos = parse(k) or _parse(k)
        ids[pos] = card
        tags[pos] = _TAGS[card]
    sc = city["start_col"]
    tile = START_TILES[city["start"]]
    tags[(sc, 0)] = ()
    tags[(sc, 1)] = tile.street_tags
    people: dict[tuple, list] = {}
    for person in city["people"]:
        at = person["at"]
        people.setdefault(parse(at) or _parse(at), []).append(person["kind"])

    chains: dict[tuple, int] = {}       # (pos, tag) -> size of its chain

    def chain(pos, tag):
        got = chains.get((pos, tag))
        if got is not None:
            return got
        if tag not in tags.get(pos, ()):
            return 0
        seen, todo, size = {pos}, [pos], 0
        while todo:
            c, r = here = todo.pop()
            size += tags[here].count(tag)
            for n in ((c - 1, r), (c + 1, r), (c, 1 - r)):
                if n not in seen and tag in tags.get(n, ()):
                    seen.add(n)
                    todo.append(n)
        for s in seen:
            chains[(s, tag)] = size
        return size

    objective = OBJECTIVE_BY_ID[objective_id]
    scorings = _SCORING_OF[in_force()]
    orange = objective_id == "orange"
    total = 0
    partial = 0.0
    ringed_all: list[str] = []
    rows: dict[tuple, int] = {}
    for pos, card in ids.items():
        scoring = scorings[card]
        kind = scoring[0]
        c, r = pos
        if kind == "ring":
            _, who, n, points = scoring
            here = people.get(pos, ())
            if who == "any":
                ringed_all.extend(here)
                if here:
                    total += points
                elif time_left:
                    partial += time_left * 0.5 * points
                continue
            eligible = list(here) if who == "*" else [p for p in here if p == who]
            if orange:
                eligible.sort(key=_PRIORITY.get, reverse=True)
            ringed = eligible[:n]
            ringed_all.extend(ringed)
            if len(ringed) == n:
                total += points
            elif time_left:
                partial += time_left * 0.6 * points * len(ringed) / n
        elif kind == "adj":
            _, target, points = scoring
            for n in ((c - 1, r), (c + 1, r), (c, 1 - r)):
                t = tags.get(n)
                if t is None:
                    continue
                if target in t or (n in ids and target in _SYMBOLS[ids[n]]):
                    total += points
                    break
        elif kind == "chain":
            _, tag, least, points, per = scoring
            size = chain(pos, tag)
            if size >= least:
                total += points * size if per else points
            elif time_left:
                partial += time_left * 0.5 * (points * least if per else points) * size / least
        elif kind == "bank":
            total += city["dollars"] // scoring[1] * scoring[2]
        elif kind == "row":
            _, tag, points = scoring
            counted = rows.get((r, tag))
            if counted is None:
                counted = rows[(r, tag)] = sum(t.count(tag) for (_, rr), t in tags.items() if rr == r)
            total += points * counted
        elif kind == "quiet":
            if not people.get(pos):
                total += scoring[1]
        elif kind == "mixed":
            seen = set()
            for n in ((c - 1, r), (c + 1, r), (c, 1 - r)):
                seen.update(tags.get(n, ()))
            total += scoring[1] * len(seen)
        elif kind == "litter":
            total += scoring[1] * people.get(pos, []).count("T")
    # footprints
    likes = tile.likes
    for k in city["footprints"]:
        t = tags.get(_parse(k), ())
        total += tile.points * sum(t.count(x) for x in likes)
    # objective
    wave = objective.wave
    if wave[0] == "per-wave":
        total += wave[1] * sum(t.count("W") for t in tags.values())
    elif wave[0] == "wave-chain":
        if max((chain(pos, "W") for pos in tags), default=0) >= wave[1]:
            total += wave[2]
    else:
        for (c, r), card in ids.items():
            if r == 0 and "W" in _TAGS[card] and any(
                    "P" in tags.get(n, ()) for n in ((c - 1, r), (c + 1, r), (c, 1 - r))):
                total += wave[1]
    other = objective.other
    if other[0] == "full-columns":
        total += other[1] * (sum(1 for (c, r) in ids if r == 0 and (c, 1) in ids)
                             + (1 if other[2:] == ("with-tile",) else 0))   # rules version 1
    elif other[0] == "street-tag":
        total += other[2] * sum(t.count(other[1]) for (_, r), t in tags.items() if r == 1)
    else:
        total += other[1] * ringed_all.count("V")
    penalty = objective.penalty
    everyone = [p["kind"] for p in city["people"]]
    if penalty[0] == "unringed":
        total += penalty[1] * (len(everyone) - len(ringed_all))
    elif penalty[0] == "unringed-pairs":
        total += penalty[1] * ((len(everyone) - len(ringed_all)) // 2)
    else:
        who = penalty[1]
        total += penalty[2] * (everyone.count(who) - ringed_all.count(who))
    return total, partial


def score(city: dict, objective_id: str) -> int:
    return totals(city, objective_id, 0)[0]


def estimate(city: dict, objective_id: str) -> float:
    total, partial = totals(city, objective_id)
    return total + DOLLAR_VALUE * city["dollars"] + partial


def features(city: dict, objective_id: str, left: int) -> list[float]:
    """What the strong bot's value function reads from a city with `left` turns to come:
    the score now and what is under way (see search_model.WEIGHTS: fitted on greedy games)."""
    total, partial = totals(city, objective_id, 1.0)
    here: dict[str, list] = {}
    for person in city["people"]:
        here.setdefault(person["at"], []).append(person["kind"])
    open_slots = {"L": 0, "T": 0, "V": 0, "*": 0}
    ringed = 0
    scorings = _SCORING_OF[in_force()]
    for k, card in city["cards"].items():
        scoring = scorings[card]
        if scoring[0] != "ring":
            continue
        _, who, n, _points = scoring
        people = here.get(k, ())
        if who == "any":
            ringed += len(people)
            open_slots["*"] += 0 if people else 1
            continue
        have = len(people) if who == "*" else sum(1 for p in people if p == who)
        ringed += min(have, n)
        open_slots[who] += max(0, n - have)
    unringed = len(city["people"]) - ringed
    t = left / CITY_CARDS_TO_END
    base = [1.0, partial, city["dollars"], unringed, open_slots["L"], open_slots["T"],
            open_slots["V"], open_slots["*"], len(city["people"])]
    return [total] + base + [t * x for x in base]
