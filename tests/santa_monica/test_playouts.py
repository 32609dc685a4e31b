"""1,000 seeded random Santa Monica games (2–4 players, every objective) with invariants at
every step — 78 cards accounted for, people and footprints conserved, cities well formed —
scores equal to an independent recount, and replay of the record reproducing the state;
plus bot games."""

from itertools import combinations

from ludoteca.core import dumps, new_record, replay
from ludoteca.games.santa_monica import scoring as S
from ludoteca.games.santa_monica.city import ROW_OF, connected
from ludoteca.games.santa_monica.content import CARDS, OBJECTIVE_BY_ID, START_TILES, SUPPLY
from ludoteca.games.santa_monica.rules import GAME
from ludoteca.table import Table

from ..helpers import playout

OBJECTIVES = ("blue", "green", "orange")


def check(state):
    cities = state["cities"]
    shown = [c for row in state["display"].values() for c in row if c is not None]
    placed = [c for city in cities for c in city["cards"].values()]
    everything = state["deck"] + shown + placed
    assert sorted(everything) == list(range(len(CARDS)))  # 78, none twice, none lost
    assert sorted(state["taken"]) == sorted(placed)
    for kind in ("L", "T"):
        on_board = sum(p["kind"] == kind for city in cities for p in city["people"])
        assert on_board + state["supply"][kind] == SUPPLY[kind]
    assert sum(len(c["footprints"]) for c in cities) + state["supply"]["footprints"] == SUPPLY["footprints"]
    for city in cities:
        if city["start"] is None:
            assert not city["cards"] and not city["people"]
            continue
        tile = START_TILES[city["start"]]
        assert sum(p["kind"] == "V" for p in city["people"]) == tile.vips
        here = S.spaces(city)
        assert all(p["at"] in here for p in city["people"])
        assert len({p["id"] for p in city["people"]}) == len(city["people"])
        assert len(set(city["footprints"])) == len(city["footprints"])
        for k in city["footprints"]:
            assert k in city["cards"] and set(S.tags_at(city, k)) & set(tile.likes)
        for k, card in city["cards"].items():
            assert S.unkey(k)[1] == ROW_OF[CARDS[card].row]
        assert connected(city)
        assert city["dollars"] >= 0
    if state["phase"] == "turn":
        assert all(m in range(4) for m in state["markers"].values())


def recount(city: dict, objective_id: str) -> int:  # noqa: C901 — an independent recount written plainly, unlike the engine, on purpose
    """An independent count of a city's score: plain loops over a grid, every way of filling
    each ring tried (not the engine's greedy), the objective written out again."""
    grid = {}
    for k, card in city["cards"].items():
        grid[S.unkey(k)] = ("card", card)
    c0 = city["start_col"]
    grid[(c0, 0)] = ("start", None)
    grid[(c0, 1)] = ("start", None)

    def tags(pos):
        what = grid.get(pos)
        if what is None:
            return []
        if what[0] == "start":
            return list(START_TILES[city["start"]].street_tags) if pos[1] == 1 else []
        return list(CARDS[what[1]].tags)

    def symbols(pos):
        what = grid.get(pos)
        if what is None or what[0] == "start":
            return set()
        out = set()
        for a in CARDS[what[1]].actions:
            out.add({"$": "$", "m": "m"}.get(a[0]) or "+" + a[1])
        return out

    def around(pos):
        c, r = pos
        return [q for q in ((c - 1, r), (c + 1, r), (c, 1 - r)) if q in grid]

    def group(pos, tag):
        if tag not in tags(pos):
            return 0
        seen, stack = {pos}, [pos]
        while stack:
            for q in around(stack.pop()):
                if q not in seen and tag in tags(q):
                    seen.add(q)
                    stack.append(q)
        return sum(tags(q).count(tag) for q in seen)

    people = {}
    for p in city["people"]:
        people.setdefault(S.unkey(p["at"]), []).append(p["kind"])
    objective = OBJECTIVE_BY_ID[objective_id]
    total = 0
    ringed_all, unringed_all = [], []
    for pos, (what, card_id) in grid.items():
        here = people.get(pos, [])
        if what == "start":
            unringed_all += here
            continue
        sc = CARDS[card_id].scoring
        kind = sc[0]
        if kind == "adj":
            total += sc[2] if any(sc[1] in tags(q) or sc[1] in symbols(q) for q in around(pos)) else 0
        elif kind == "chain":
            size = group(pos, sc[1])
            total += (sc[3] * size if sc[4] else sc[3]) if size >= sc[2] else 0
        elif kind == "bank":
            total += city["dollars"] // sc[1] * sc[2]
        elif kind == "row":
            total += sc[2] * sum(tags(q).count(sc[1]) for q in grid if q[1] == pos[1])
        elif kind == "quiet":
            total += sc[1] if not here else 0
        elif kind == "mixed":
            total += sc[1] * len({t for q in around(pos) for t in tags(q)})
        elif kind == "litter":
            total += sc[1] * here.count("T")
        if kind != "ring":
            unringed_all += here
            continue
        _, who, n, points = sc
        best = None
        for size in range(len(here) + 1):
            for chosen in combinations(range(len(here)), size):
                inside = [here[i] for i in chosen]
                if who == "any":
                    filled = bool(inside)
                else:
                    if len(inside) > n or any(who != "*" and x != who for x in inside):
                        continue
                    filled = len(inside) == n
                value = points if filled else 0
                # what each person in a ring is worth under this objective (linear parts)
                value += {"blue": len(inside), "green": 0, "orange": 3 * inside.count("V") + 2 * inside.count("T")}[
                    objective_id
                ]
                rank = (value, len(inside))
                if best is None or rank > best[0]:
                    best = (rank, inside, points if filled else 0)
        _, inside, got = best
        total += got
        ringed_all += inside
        rest = list(here)
        for x in inside:
            rest.remove(x)
        unringed_all += rest
    tile = START_TILES[city["start"]]
    total += sum(tile.points * sum(tags(S.unkey(k)).count(t) for t in tile.likes) for k in city["footprints"])
    waves = sum(tags(q).count("W") for q in grid)
    if objective_id == "blue":
        # columns of two feature cards, beach over street: the starting tile is no card
        cards = {q for q in grid if grid[q][0] == "card"}
        total += waves + 2 * sum(1 for c in {q[0] for q in cards} if (c, 0) in cards and (c, 1) in cards)
        total -= len(unringed_all)
    elif objective_id == "green":
        total += 5 if max((group(q, "W") for q in grid), default=0) >= 4 else 0
        total += sum(tags(q).count("N") for q in grid if q[1] == 1)
        total -= len(unringed_all) // 2
    else:
        total += sum(
            1
            for q in grid
            if q[1] == 0 and grid[q][0] == "card" and "W" in tags(q) and any("P" in tags(x) for x in around(q))
        )
        total += 3 * ringed_all.count("V") - 2 * unringed_all.count("T")
    assert objective.id == objective_id
    return total


def test_thousand_random_games():
    for seed in range(1000):
        options = {"players": 2 + seed % 3, "objective": OBJECTIVES[seed // 3 % 3]}
        final, moves = playout("santa_monica", options, seed, on_step=check)
        assert GAME.is_over(final)
        counts = [len(c["cards"]) for c in final["cities"]]
        assert max(counts) >= 14
        result = GAME.result(final)
        assert result["scores"] == [recount(c, final["objective"]) for c in final["cities"]]
        if seed % 25 == 0:
            record = new_record("santa_monica", options, seed)
            record["moves"] = moves
            assert dumps(replay(record)) == dumps(final)


def test_every_turn_length_is_the_same_for_everyone_at_the_end():
    for seed in range(40):
        final, moves = playout("santa_monica", {"players": 2 + seed % 3}, seed)
        n = final["options"]["players"]
        turns = [
            sum(1 for m in moves if m["p"] == p and m["clicks"][0][:5] not in ("tile:", "truck")) for p in range(n)
        ]
        # every player made the same number of turns plus one final movement
        assert len(set(turns)) == 1, turns


def test_bot_games_end_and_the_bot_uses_what_it_may():
    used = set()
    for seed, players in enumerate((2, 3, 4) * 3):
        table = Table(
            new_record("santa_monica", {"players": players, "objective": OBJECTIVES[seed % 3]}, seed),
            [{"kind": "bot", "name": f"b{i}"} for i in range(players)],
        )
        while table.bot_step():
            pass
        assert GAME.is_over(table.state)
        for move in table.record["moves"]:
            used |= {c.split(":")[0] for c in move["clicks"]}
        assert min(GAME.result(table.state)["scores"]) > 0
    assert {"c", "s", "m", "t", "ok"} <= used
