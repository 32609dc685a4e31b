"""Santa Monica's end scoring, as pure functions of one city (see content.py for the symbols).

A city is plain JSON:
    {"start": tile id, "start_col": column of the starting tile (it fills both rows),
     "cards": {"col,row": card id}   (row 0 = beach, 1 = street),
     "people": [{"kind": "L"|"T"|"V", "at": "col,row"}],
     "footprints": ["col,row", ...], "dollars": n}
The starting tile is two spaces, (start_col, 0) and (start_col, 1); its tags count only on its
street half, it prints no action symbol and takes no footprint.

Rings: the people on a card stand in its ring or beside it; `ring_assignment` chooses, card
by card, the best way (filling a ring exactly scores it; every ringed person escapes the
objective's penalty; the orange objective also rewards VIPs in rings and punishes tourists
outside) — per card the choices are independent, so a greedy choice per card is optimal.
"""

from __future__ import annotations

from .content import CARDS, CITY_CARDS_TO_END, OBJECTIVE_BY_ID, START_TILES, TAG_NAME, VERSIONS, in_force
from .texts import N_, _, ngettext

START = "start"


def key(col: int, row: int) -> str:
    return f"{col},{row}"


# Spaces read and their neighbours, kept: the bots' search asks for the same few dozen
# spaces hundreds of thousands of times per move.
_UNKEYED: dict[str, tuple[int, int]] = {}
_NEIGHBOURS: dict[str, tuple[str, str, str]] = {}


def unkey(k: str) -> tuple[int, int]:
    pos = _UNKEYED.get(k)
    if pos is None:
        col, row = k.split(",")
        pos = _UNKEYED[k] = (int(col), int(row))
    return pos


# ---------------- what a space shows ----------------


def spaces(city: dict) -> dict[str, int | str]:
    """Every occupied space: card id, or START for the two halves of the starting tile."""
    out = dict(city["cards"])
    out[key(city["start_col"], 0)] = START
    out[key(city["start_col"], 1)] = START
    return out


def _at(city: dict, k: str):
    """What stands on one space: a card id, START, or None (without building spaces())."""
    if k in city["cards"]:
        return city["cards"][k]
    col, row = unkey(k)
    return START if col == city["start_col"] and row in (0, 1) else None


def tags_at(city: dict, k: str) -> tuple[str, ...]:
    what = _at(city, k)
    if what is None:
        return ()
    if what == START:
        return START_TILES[city["start"]].street_tags if unkey(k)[1] == 1 else ()
    return CARDS[what].tags


def neighbours(k: str) -> tuple[str, str, str]:
    """The spaces beside `k` (left, right) and across (the other row)."""
    near = _NEIGHBOURS.get(k)
    if near is None:
        col, row = unkey(k)
        near = _NEIGHBOURS[k] = (key(col - 1, row), key(col + 1, row), key(col, 1 - row))
    return near


def people_on(city: dict, k: str) -> list[str]:
    return [p["kind"] for p in city["people"] if p["at"] == k]


def _liked(tile, tags: tuple[str, ...]) -> int:
    """What a footprint on a space showing `tags` is worth: the tile's points per liked tag."""
    return tile.points * sum(tags.count(t) for t in tile.likes)


def footprint_value(city: dict, k: str) -> int:
    return _liked(START_TILES[city["start"]], tags_at(city, k))


# ---------------- the count ----------------
# One pass over a grid of integer coordinates, the only place the scoring rules are written:
# the scorepad, the per-card figures of the city's texts and the bots' estimates all read it
# (the bots judge thousands of cities per move, hence the plain loops and local counters).

_TAGS = [c.tags for c in CARDS]  # the same in every rules version
_SYMBOLS = [frozenset(c.symbols()) for c in CARDS]
_SCORING_OF = {v: [c.scoring for c in CARDS.of(v)] for v in VERSIONS}  # by rules version
_ORANGE_PRIORITY = {"V": 2, "T": 1, "L": 0}  # who goes into an any-person ring first (orange)


def _grid(city: dict) -> tuple[dict, dict, dict]:
    """({(col, row): card id}, {(col, row): tags} of every occupied space (the starting tile's
    too), {(col, row): [kinds of the people there]})."""
    ids: dict[tuple, int] = {}
    tags: dict[tuple, tuple] = {}
    for k, card in city["cards"].items():
        pos = _UNKEYED.get(k) or unkey(k)
        ids[pos] = card
        tags[pos] = _TAGS[card]
    sc = city["start_col"]
    tags[(sc, 0)] = ()
    tags[(sc, 1)] = START_TILES[city["start"]].street_tags
    people: dict[tuple, list] = {}
    for person in city["people"]:
        at = person["at"]
        people.setdefault(_UNKEYED.get(at) or unkey(at), []).append(person["kind"])
    return ids, tags, people


def _chain(tags: dict, chains: dict, pos: tuple, tag: str) -> int:
    """The number of `tag` symbols in the connected group of spaces showing `tag` around pos
    (remembered in `chains` for every space of the group)."""
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


def chain_size(city: dict, k: str, tag: str) -> int:
    return _chain(_grid(city)[1], {}, unkey(k), tag)


def longest_chain(city: dict) -> int:
    """The largest chain of any single tag (the second tie-breaker)."""
    tags = _grid(city)[1]
    chains: dict[tuple, int] = {}
    return max((_chain(tags, chains, pos, t) for pos in tags for t in set(tags[pos])), default=0)


def _count(  # noqa: C901 — every category in one pass over the grid: the bots' playouts call it most
    city: dict, objective_id: str, time_left: float, per_card: dict | None = None
) -> tuple[list, float, list, list]:
    """(points per category in CATEGORIES order, the partial credit for rings and chains under
    way given `time_left` in [0, 1] (0: none), the kinds of the people in rings, (who, how
    many more) for every ring not filled: who is "*" for anyone).

    `per_card`, if given, receives {space: (category, points)} for every card, and for a card
    with a ring also its "ringed" kinds and whether it is "filled" (see ring_assignment)."""
    ids, tags, people = _grid(city)
    chains: dict[tuple, int] = {}
    rows: dict[tuple, int] = {}
    scorings = _SCORING_OF[in_force()]
    orange = objective_id == "orange"
    adj = chained = bank = rings = other = 0
    partial = 0.0
    ringed_all: list[str] = []
    unfilled: list[tuple[str, int]] = []
    for pos, card in ids.items():
        scoring = scorings[card]
        kind = scoring[0]
        c, r = pos
        if kind == "ring":
            _, who, n, points = scoring
            here = people.get(pos, ())
            if who == "any":
                ringed = here
                filled = bool(ringed)
                if not filled:
                    unfilled.append(("*", 1))
                    if time_left:
                        partial += time_left * 0.5 * points
            else:
                eligible = list(here) if who == "*" else [p for p in here if p == who]
                if orange:
                    eligible.sort(key=_ORANGE_PRIORITY.__getitem__, reverse=True)
                ringed = eligible[:n]
                filled = len(ringed) == n
                if not filled:
                    unfilled.append((who, n - len(ringed)))
                    if time_left:
                        partial += time_left * 0.6 * points * len(ringed) / n
            ringed_all.extend(ringed)
            got = points if filled else 0
            rings += got
            if per_card is not None:
                per_card[key(c, r)] = {
                    "category": "Activity rings",
                    "points": got,
                    "ringed": list(ringed),
                    "filled": filled,
                }
            continue
        got = 0
        if kind == "adj":  # once, however many neighbours
            _, target, points = scoring
            for n in ((c - 1, r), (c + 1, r), (c, 1 - r)):
                t = tags.get(n)
                if t is not None and (target in t or (n in ids and target in _SYMBOLS[ids[n]])):
                    got = points
                    break
            adj += got
            category = "Adjacencies"
        elif kind == "chain":
            _, tag, least, points, per = scoring
            size = _chain(tags, chains, pos, tag)
            if size >= least:
                got = points * size if per else points
            elif time_left:
                partial += time_left * 0.5 * (points * least if per else points) * size / least
            chained += got
            category = "Chains"
        elif kind == "bank":
            got = city["dollars"] // scoring[1] * scoring[2]
            bank += got
            category = "Sand dollars"
        else:
            if kind == "row":
                _, tag, points = scoring
                counted = rows.get((r, tag))
                if counted is None:
                    counted = rows[(r, tag)] = sum(t.count(tag) for (_, rr), t in tags.items() if rr == r)
                got = points * counted
            elif kind == "quiet":
                got = 0 if people.get(pos) else scoring[1]
            elif kind == "mixed":
                near: set[str] = set()
                for n in ((c - 1, r), (c + 1, r), (c, 1 - r)):
                    near.update(tags.get(n, ()))
                got = scoring[1] * len(near)
            else:  # litter
                got = scoring[1] * people.get(pos, []).count("T")
            other += got
            category = "Other cards"
        if per_card is not None:
            per_card[key(c, r)] = {"category": category, "points": got}
    tile = START_TILES[city["start"]]
    footprints = 0
    for k in city["footprints"]:
        footprints += _liked(tile, tags.get(_UNKEYED.get(k) or unkey(k), ()))
    objective = OBJECTIVE_BY_ID[objective_id]
    wave = objective.wave
    if wave[0] == "per-wave":
        waves = wave[1] * sum(t.count("W") for t in tags.values())
    elif wave[0] == "wave-chain":
        waves = wave[2] if max((_chain(tags, chains, pos, "W") for pos in tags), default=0) >= wave[1] else 0
    else:  # wave-sport
        waves = wave[1] * sum(
            1
            for (c, r), t in tags.items()
            if r == 0 and "W" in t and any("P" in tags.get(n, ()) for n in ((c - 1, r), (c + 1, r), (c, 1 - r)))
        )
    bonus_rule = objective.other
    if bonus_rule[0] == "full-columns":
        # a beach card above a street card; the starting tile is no feature card, so its
        # column never counts (RULES_NOTES.md) — except under rules version 1 ("with-tile")
        sc = city["start_col"]
        full = sum(1 for (c, r) in tags if r == 0 and c != sc and (c, 1) in tags)
        bonus = bonus_rule[1] * (full + (1 if bonus_rule[2:] == ("with-tile",) else 0))
    elif bonus_rule[0] == "street-tag":
        bonus = bonus_rule[2] * sum(t.count(bonus_rule[1]) for (_, r), t in tags.items() if r == 1)
    else:  # vip-ring
        bonus = bonus_rule[1] * ringed_all.count("V")
    penalty_rule = objective.penalty
    everyone = len(city["people"])
    if penalty_rule[0] == "unringed":
        penalty = penalty_rule[1] * (everyone - len(ringed_all))
    elif penalty_rule[0] == "unringed-pairs":
        penalty = penalty_rule[1] * ((everyone - len(ringed_all)) // 2)
    else:  # unringed-kind
        who = penalty_rule[1]
        penalty = penalty_rule[2] * (sum(1 for p in city["people"] if p["kind"] == who) - ringed_all.count(who))
    return [adj, chained, bank, rings, other, footprints, waves, bonus, penalty], partial, ringed_all, unfilled


# ---------------- the scorepad ----------------

# The keys of a scorepad, English; shown translated (texts._) in the results.
CATEGORIES = (
    N_("Adjacencies"),
    N_("Chains"),
    N_("Sand dollars"),
    N_("Activity rings"),
    N_("Other cards"),
    N_("Footprints"),
    N_("Objective: waves"),
    N_("Objective: bonus"),
    N_("Objective: penalty"),
)


def scorepad(city: dict, objective_id: str) -> dict[str, int]:
    """Points per category (CATEGORIES order) for one city."""
    return dict(zip(CATEGORIES, _count(city, objective_id, 0)[0]))


def per_card(city: dict, objective_id: str) -> dict[str, dict]:
    """Per card: {"category", "points"} of its scoring ability now; a card with a ring also
    has "ringed" (the kinds in its ring, best placement) and "filled"."""
    out: dict[str, dict] = {}
    _count(city, objective_id, 0, out)
    return out


def card_points(city: dict, k: str) -> tuple[str, int]:
    """(category, points) of the card at k now (a ring's points do not depend on the
    objective: orange chooses who goes in first, not how many)."""
    card = per_card(city, "blue")[k]
    return card["category"], card["points"]


def ring_assignment(city: dict, objective_id: str) -> dict[str, dict]:
    """Per card with a ring: {"ringed": [kinds in the ring], "filled": bool, "points": p}."""
    return {
        k: {"ringed": c["ringed"], "filled": c["filled"], "points": c["points"]}
        for k, c in per_card(city, objective_id).items()
        if "ringed" in c
    }


# ---------------- the bots' reading ----------------

DOLLAR_VALUE = 0.6  # a sand dollar not yet spent: future actions and bank cards


def score(city: dict, objective_id: str) -> int:
    """The scorepad's total."""
    return sum(_count(city, objective_id, 0)[0])


def estimate(city: dict, objective_id: str) -> float:
    """The score now, plus the dollars, plus partial credit for rings and chains under way
    (fading as the city nears its cards to the end: less time to complete them)."""
    time_left = max(0, CITY_CARDS_TO_END - len(city["cards"])) / CITY_CARDS_TO_END
    pad, partial, _, _ = _count(city, objective_id, time_left)
    return sum(pad) + DOLLAR_VALUE * city["dollars"] + partial


def features(city: dict, objective_id: str, left: int) -> list[float]:
    """What the strong bot's value function reads from a city with `left` turns to come:
    the score now and what is under way (see search_model.WEIGHTS: fitted on greedy games)."""
    pad, partial, ringed_all, unfilled = _count(city, objective_id, 1.0)
    open_slots = {"L": 0, "T": 0, "V": 0, "*": 0}
    for who, missing in unfilled:
        open_slots[who] += missing
    t = left / CITY_CARDS_TO_END
    base = [
        1.0,
        partial,
        city["dollars"],
        len(city["people"]) - len(ringed_all),
        open_slots["L"],
        open_slots["T"],
        open_slots["V"],
        open_slots["*"],
        len(city["people"]),
    ]
    return [sum(pad)] + base + [t * x for x in base]


def describe_scoring(scoring: tuple) -> str:
    """A card's scoring ability in words (tooltips, rules), in the current language."""
    kind = scoring[0]
    names = {
        **TAG_NAME,
        "$": N_("sand dollar symbol"),
        "+L": N_("add-locals symbol"),
        "+T": N_("add-tourists symbol"),
        "m": N_("move symbol"),
    }

    def name(x):
        return _(names[x])

    if kind == "adj":
        return _("{points} if next to a {symbol}").format(points=scoring[2], symbol=name(scoring[1]))
    if kind == "chain":
        if scoring[4]:
            return _("{points} per symbol in a chain of {n}+ {symbol}").format(
                points=scoring[3], n=scoring[2], symbol=name(scoring[1])
            )
        return _("{points} for a chain of {n}+ {symbol}").format(
            points=scoring[3], n=scoring[2], symbol=name(scoring[1])
        )
    if kind == "bank":
        return ngettext("{points} per unspent sand dollar", "{points} per {n} unspent sand dollars", scoring[1]).format(
            points=scoring[2], n=scoring[1]
        )
    if kind == "ring":
        if scoring[1] == "any":
            return _("ring, any number (at least 1): {points}").format(points=scoring[3])
        n = scoring[2]
        text = {
            "L": ngettext("ring, exactly {n} local: {points}", "ring, exactly {n} locals: {points}", n),
            "T": ngettext("ring, exactly {n} tourist: {points}", "ring, exactly {n} tourists: {points}", n),
            "V": ngettext("ring, exactly {n} VIP: {points}", "ring, exactly {n} VIPs: {points}", n),
            "*": ngettext("ring, exactly {n} person: {points}", "ring, exactly {n} people: {points}", n),
        }
        return text[scoring[1]].format(n=n, points=scoring[3])
    if kind == "row":
        return _("{points} per {symbol} in this row").format(points=scoring[2], symbol=name(scoring[1]))
    if kind == "quiet":
        return _("{points} if nobody stands here at the end").format(points=scoring[1])
    if kind == "mixed":
        return _("{points} per different tag next to it").format(points=scoring[1])
    return _("{points} per tourist standing here at the end").format(points=scoring[1])
