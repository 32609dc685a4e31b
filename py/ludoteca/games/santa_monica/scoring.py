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

from .content import CARDS, OBJECTIVE_BY_ID, START_TILES, TAG_NAME
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


def spaces(city: dict) -> dict[str, object]:
    """Every occupied space: card id, or START for the two halves of the starting tile."""
    out = {k: v for k, v in city["cards"].items()}
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


def symbols_at(city: dict, k: str) -> set[str]:
    what = _at(city, k)
    return set() if what is None or what == START else CARDS[what].symbols()


def neighbours(k: str) -> tuple[str, str, str]:
    """The spaces beside `k` (left, right) and across (the other row)."""
    near = _NEIGHBOURS.get(k)
    if near is None:
        col, row = unkey(k)
        near = _NEIGHBOURS[k] = (key(col - 1, row), key(col + 1, row), key(col, 1 - row))
    return near


def occupied_neighbours(city: dict, k: str) -> list[str]:
    return [n for n in neighbours(k) if _at(city, n) is not None]


def chain_size(city: dict, k: str, tag: str) -> int:
    """The number of `tag` symbols in the connected group of spaces showing `tag` around k."""
    if tag not in tags_at(city, k):
        return 0
    seen, todo, size = {k}, [k], 0
    while todo:
        here = todo.pop()
        size += tags_at(city, here).count(tag)
        for n in occupied_neighbours(city, here):
            if n not in seen and tag in tags_at(city, n):
                seen.add(n)
                todo.append(n)
    return size


def longest_chain(city: dict) -> int:
    """The largest chain of any single tag (the second tie-breaker)."""
    return max((chain_size(city, k, t) for k in spaces(city) for t in set(tags_at(city, k))), default=0)


def people_on(city: dict, k: str) -> list[str]:
    return [p["kind"] for p in city["people"] if p["at"] == k]


# ---------------- rings ----------------


def _ring_priority(objective_id: str):
    """Who goes into an any-person ring first (a higher key first)."""
    if objective_id == "orange":
        return {"V": 2, "T": 1, "L": 0}.get
    return lambda kind: 0


def ring_assignment(city: dict, objective_id: str) -> dict[str, dict]:
    """Per card with a ring: {"ringed": [kinds in the ring], "filled": bool, "points": p}."""
    out = {}
    priority = _ring_priority(objective_id)
    for k, card_id in city["cards"].items():
        scoring = CARDS[card_id].scoring
        if scoring[0] != "ring":
            continue
        _, who, n, points = scoring
        here = people_on(city, k)
        if who == "any":
            ringed = list(here)
            filled = bool(ringed)
        else:
            eligible = here if who == "*" else [kind for kind in here if kind == who]
            eligible = sorted(eligible, key=priority, reverse=True)
            ringed = eligible[:n]
            filled = len(ringed) == n
        out[k] = {"ringed": ringed, "filled": filled, "points": points if filled else 0}
    return out


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


def card_points(city: dict, k: str) -> tuple[str, int]:
    """(category, points) for the scoring ability of the card at k (rings are scored apart)."""
    scoring = CARDS[city["cards"][k]].scoring
    kind = scoring[0]
    if kind == "adj":
        _, target, points = scoring
        for n in occupied_neighbours(city, k):
            if target in tags_at(city, n) or target in symbols_at(city, n):
                return "Adjacencies", points  # once, however many neighbours
        return "Adjacencies", 0
    if kind == "chain":
        _, tag, least, points, per = scoring
        size = chain_size(city, k, tag)
        if size < least:
            return "Chains", 0
        return "Chains", points * size if per else points
    if kind == "bank":
        _, per_dollars, points = scoring
        return "Sand dollars", city["dollars"] // per_dollars * points
    if kind == "row":
        _, tag, points = scoring
        row = unkey(k)[1]
        return "Other cards", points * sum(tags_at(city, s).count(tag) for s in spaces(city) if unkey(s)[1] == row)
    if kind == "quiet":
        return "Other cards", scoring[1] if not people_on(city, k) else 0
    if kind == "mixed":
        seen = {t for n in occupied_neighbours(city, k) for t in tags_at(city, n)}
        return "Other cards", scoring[1] * len(seen)
    if kind == "litter":
        return "Other cards", scoring[1] * people_on(city, k).count("T")
    return "Activity rings", 0


def footprint_value(city: dict, k: str) -> int:
    """What a footprint on space k is worth: the tile's points per liked tag on the card."""
    tile = START_TILES[city["start"]]
    return tile.points * sum(tags_at(city, k).count(t) for t in tile.likes)


def footprint_points(city: dict) -> int:
    return sum(footprint_value(city, k) for k in city["footprints"])


def objective_points(city: dict, objective_id: str, rings: dict) -> dict[str, int]:
    objective = OBJECTIVE_BY_ID[objective_id]
    here = spaces(city)
    ringed = [kind for r in rings.values() for kind in r["ringed"]]
    people = [p["kind"] for p in city["people"]]
    unringed = list(people)
    for kind in ringed:
        unringed.remove(kind)
    out = {}
    wave = objective.wave
    if wave[0] == "per-wave":
        out["Objective: waves"] = wave[1] * sum(tags_at(city, k).count("W") for k in here)
    elif wave[0] == "wave-chain":
        best = max((chain_size(city, k, "W") for k in here), default=0)
        out["Objective: waves"] = wave[2] if best >= wave[1] else 0
    else:  # wave-sport
        out["Objective: waves"] = wave[1] * sum(
            1
            for k in city["cards"]
            if unkey(k)[1] == 0
            and "W" in tags_at(city, k)
            and any("P" in tags_at(city, n) for n in occupied_neighbours(city, k))
        )
    other = objective.other
    if other[0] == "full-columns":
        # a beach card above a street card; the starting tile is no feature card, so its
        # column never counts (RULES_NOTES.md) — except under rules version 1 ("with-tile")
        cards = here if other[2:] == ("with-tile",) else city["cards"]
        cols = {unkey(k)[0] for k in cards}
        out["Objective: bonus"] = other[1] * sum(1 for c in cols if key(c, 0) in cards and key(c, 1) in cards)
    elif other[0] == "street-tag":
        out["Objective: bonus"] = other[2] * sum(tags_at(city, k).count(other[1]) for k in here if unkey(k)[1] == 1)
    else:  # vip-ring
        out["Objective: bonus"] = other[1] * ringed.count("V")
    penalty = objective.penalty
    if penalty[0] == "unringed":
        out["Objective: penalty"] = penalty[1] * len(unringed)
    elif penalty[0] == "unringed-pairs":
        out["Objective: penalty"] = penalty[1] * (len(unringed) // 2)
    else:  # unringed-kind
        out["Objective: penalty"] = penalty[2] * unringed.count(penalty[1])
    return out


def scorepad(city: dict, objective_id: str) -> dict[str, int]:
    """Points per category (CATEGORIES order) for one city."""
    pad = {c: 0 for c in CATEGORIES}
    rings = ring_assignment(city, objective_id)
    for k in city["cards"]:
        category, points = card_points(city, k)
        pad[category] += points
    pad["Activity rings"] = sum(r["points"] for r in rings.values())
    pad["Footprints"] = footprint_points(city)
    pad.update(objective_points(city, objective_id, rings))
    return pad


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
