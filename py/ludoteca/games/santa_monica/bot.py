"""Santa Monica's bots, at three levels; each sees only its view (the deck is not in it).

normal — greedy: every way to take and place card(s) (sand dollar actions and a redesign's
    best swap included) is scored by an estimate of the city's final score
    (`heuristics.estimate`); the best few are finished greedily — the lucky day's best
    reward, each move action's best person and target while it improves the estimate,
    removals — and the best finished turn is played. The final movement is greedy on the
    true scorepad.
easy — the same estimate, carelessly: no sand dollar actions, a placement drawn among the
    better half, moves only now and then, the starting tile at random.
strong — search (`search_model.SantaMonicaSearch`, SO-ISMCTS from ludoteca.core.search) over the
    normal bot's best complete turns, over sampled decks, with cheap playouts of one round
    (with 2 players the other's reply in them is the normal bot's turn).
"""

from __future__ import annotations

from ludoteca.core.search import search

from . import heuristics as H
from .heuristics import estimate  # noqa: F401  (the estimate the bots share)
from .search_model import FINAL_BEAM, MODEL
from .turn import OK

SHORTLIST = 3  # normal: placements finished with moves
WORKSHOP_WALKED = 6  # placements a user's bot is also offered with people walked (workshop_moves)
STRONG_ITERATIONS = 200  # strong: search iterations per turn (a move takes p95 ≈ 0.5 s)


def choose(view: dict, moves: None, rng, level: str = "normal") -> dict:
    p = view["current"]
    phase = view["phase"]
    if phase == "tile":
        if level == "easy":
            return {"p": p, "clicks": [f"tile:{rng.choice(view['tiles_offered'])}"]}
        return {"p": p, "clicks": [f"tile:{_best_tile(view, rng)}"]}
    if phase == "truck":
        return {"p": p, "clicks": [f"truck:{rng.randrange(4)}"]}
    if phase == "final":
        if level == "easy" and rng.random() < 0.5:
            return {"p": p, "clicks": [OK]}
        return {"p": p, "clicks": H.final_turn(view, p, beam=FINAL_BEAM if level == "strong" else 1)}
    if level == "easy":
        return {"p": p, "clicks": _easy_turn(view, p, rng)}
    if level == "strong":
        return search(MODEL, view, None, rng, STRONG_ITERATIONS).move
    return {"p": p, "clicks": H.ranked_turns(view, p, rng, shortlist=SHORTLIST, luck=H.LUCK_CHOICES, swaps=True)[0][1]}


def _best_tile(view: dict, rng) -> int:
    return max(view["tiles_offered"], key=lambda t: H.tile_value(t) + rng.random())


def _easy_turn(view: dict, p: int, rng) -> list[str]:
    scored = sorted(
        ((estimate(H.replay(view, p, prefix).city, view), prefix) for prefix in H.placements(view, p, dollars=False)),
        key=lambda s: -s[0],
    )
    prefix = rng.choice(scored[: max(1, (len(scored) + 1) // 2)])[1]
    return H.finish(view, p, prefix, luck=(rng.choice(H.LUCK_CHOICES),), moves=rng.random() < 0.5)[1]


def workshop_moves(view: dict) -> list[dict]:
    """The turns a player's own bot (ludoteca.workshop) chooses among, every one legal: a
    starting tile, a food truck choice, the final movement as it stands or walked by the normal
    bot, and in a turn every placement (cards and spaces, sand dollar actions included, no
    swap, the lucky day's first reward) finished without moves, and the WORKSHOP_WALKED
    placements the estimate likes best also with the people walked greedily (walking them
    for every placement took 0.2 s a turn)."""
    p = view["current"]
    phase = view["phase"]
    if phase == "tile":
        return [{"p": p, "clicks": [f"tile:{t}"]} for t in view["tiles_offered"]]
    if phase == "truck":
        return [{"p": p, "clicks": [f"truck:{c}"]} for c in range(4)]
    if phase == "final":
        walked = H.final_turn(view, p)
        return [{"p": p, "clicks": [OK]}] + ([{"p": p, "clicks": walked}] if walked != [OK] else [])
    prefixes = H.placements(view, p, dollars=True)
    out, seen = [], set()
    for prefix in prefixes:
        clicks = H.finish(view, p, prefix, moves=False)[1]
        if tuple(clicks) not in seen:
            seen.add(tuple(clicks))
            out.append({"p": p, "clicks": clicks})
    liked = sorted(prefixes, key=lambda prefix: -estimate(H.replay(view, p, prefix).city, view))
    for prefix in liked[:WORKSHOP_WALKED]:
        clicks = H.finish(view, p, prefix, moves=True)[1]
        if tuple(clicks) not in seen:
            seen.add(tuple(clicks))
            out.append({"p": p, "clicks": clicks})
    return out
