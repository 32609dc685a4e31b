"""The statistics of bot tournaments, one place for the arena's report and the workshop's page.

A win share is the mean of each game's share of the win (1 a win, 0 a loss, 1/k a tie of k
winners). Its 95 % interval is Wilson's score interval, which never collapses to a point: 10
wins of 10 games give 72.2–100 %, none of 2 give 0–65.8 % (the normal approximation said
100–100 % and 0–0 %). A tie's fraction counts as that much of a win. Every figure says how many
games (or moves) it rests on, and every share is rounded once, here (`percent`): the page's
table and the printed report show the same numbers.
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054  # the normal quantile of a two-sided 95 % interval


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval (low, high) of a share from `wins` of `games` (wins may hold
    fractions: ties)."""
    if games <= 0:
        raise ValueError("an interval needs at least one game")
    share = min(max(wins / games, 0.0), 1.0)
    z2 = z * z
    denominator = 1 + z2 / games
    centre = (share + z2 / (2 * games)) / denominator
    half = z / denominator * math.sqrt(share * (1 - share) / games + z2 / (4 * games * games))
    return max(0.0, centre - half), min(1.0, centre + half)


def win_share(shares: list[float]) -> dict:
    """{"share", "low", "high", "games"} of the shares of the win of each game (shares rounded
    with `percent`'s precision: what both the page and the report show)."""
    games = len(shares)
    if not games:
        return {"share": None, "low": None, "high": None, "games": 0}
    low, high = wilson(sum(shares), games)
    return {"share": rounded(sum(shares) / games), "low": rounded(low), "high": rounded(high), "games": games}


def other_side(side: dict) -> dict:
    """The same interval seen from the other side (1 - share; its bounds swapped)."""
    if side["share"] is None:
        return dict(side)
    return {
        "share": rounded(1 - side["share"]),
        "low": rounded(1 - side["high"]),
        "high": rounded(1 - side["low"]),
        "games": side["games"],
    }


DIGITS = 3  # a share kept to 0.1 %


def rounded(share: float) -> float:
    """A share rounded as it is shown (to a tenth of a percent; halves away from zero, the
    same in JavaScript's Math.round on the page)."""
    return math.floor(share * 10**DIGITS + 0.5) / 10**DIGITS


def percent(share: float | None) -> str:
    """A share as the report prints it: '45.5 %', '100 %', '–' for none."""
    if share is None:
        return "–"
    text = f"{rounded(share) * 100:.1f}".removesuffix(".0")
    return f"{text} %"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def think_times(spent: list[float]) -> dict:
    """Mean, p50 and p95 in ms (two decimals) of seconds per move, and how many moves."""
    if not spent:
        return {"mean_ms": None, "p50_ms": None, "p95_ms": None, "moves": 0}
    return {
        "mean_ms": round(sum(spent) / len(spent) * 1000, 2),
        "p50_ms": round(percentile(spent, 0.5) * 1000, 2),
        "p95_ms": round(percentile(spent, 0.95) * 1000, 2),
        "moves": len(spent),
    }


def mean(values: list[float]) -> float | None:
    return round(sum(values) / len(values), 3) if values else None


def think_line(label: str, think: dict) -> str:
    """One side's think times (`think_times`) as the reports print them."""
    return (
        f"  think time {label:7} mean {think['mean_ms']:7.1f} ms"
        f"  p50 {think['p50_ms']:7.1f} ms  p95 {think['p95_ms']:7.1f} ms  ({think['moves']} moves)"
    )
