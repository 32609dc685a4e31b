"""A finished game's result, built the same way for every game.

A game's `_result` computes what only it knows — each seat's score, the values that break a
tie, the lines of each seat's breakdown and the score screen's table — and hands them to
`build_result`, which ranks the seats and writes the summary. So every game says a victory in
the same words, in the `site` catalog once:

    "Ann wins with 12 points."                     you: "You win with 12 points."
    "Ann wins with 12 points (tie-break: …)."       you: "You win with 12 points (tie-break: …)."
    "Shared victory: Ann and Bob, with 9 points each."
                                  you: "You share the victory with Bob, with 9 points each."

and a game alone at the table (Kukulkán solo, for a high score) gives its own sentence or
reads "Ann scores 12 points." The summary is a message kept as data (core/i18n.py `msg`)
marked as the site's (`"d": "site"`), so `Game.render_message(summary, names, reader)` writes
it in the reader's language with the reader's "you" form; the tie-break's words are the game's
own message, rendered with the game's catalogs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .game import rank_by
from .i18n import NN_, nmsg, player
from .jsonish import JsonObject

# The site's sentences (extracted from here into the `site` catalog). The points are counted in
# the sentence itself, not as a separate "{n} points": a number's word takes the sentence's case.
WIN = NN_("{p} wins with {n} point.", "{p} wins with {n} points.")
WIN_YOU = NN_("You win with {n} point.", "You win with {n} points.")
WIN_TIEBREAK = NN_(
    "{p} wins with {n} point (tie-break: {tiebreak}).", "{p} wins with {n} points (tie-break: {tiebreak})."
)
WIN_TIEBREAK_YOU = NN_(
    "You win with {n} point (tie-break: {tiebreak}).", "You win with {n} points (tie-break: {tiebreak})."
)
# {p} is the list of the winners; the reader among them reads the others as {others}.
SHARED = NN_("Shared victory: {p}, with {n} point each.", "Shared victory: {p}, with {n} points each.")
SHARED_YOU = NN_(
    "You share the victory with {others}, with {n} point each.",
    "You share the victory with {others}, with {n} points each.",
)
SOLO = NN_("{p} scores {n} point.", "{p} scores {n} points.")
SOLO_YOU = NN_("You score {n} point.", "You score {n} points.")


def _site(singular_plural: tuple[str, str], you: tuple[str, str], points: int, **args: Any) -> JsonObject:
    # The count chooses the plural form; a negative score is counted as its size, shown signed.
    made = nmsg(singular_plural[0], singular_plural[1], abs(points), you=you, n=points, **args)
    made["d"] = "site"
    return made


def _deciding_tiebreak(winner: int, keys: list[tuple[Any, ...]]) -> int | None:
    """The index of the tie-break that set `winner` apart (None when the score alone did)."""
    tied = [p for p, key in enumerate(keys) if p != winner and key[0] == keys[winner][0]]
    if not tied:
        return None
    for level in range(1, len(keys[winner])):
        if all(keys[p][level] < keys[winner][level] for p in tied):
            return level - 1
        tied = [p for p in tied if keys[p][level] == keys[winner][level]]
    return None


def victory_summary(
    scores: Sequence[int],
    ranks: Sequence[int],
    keys: list[tuple[Any, ...]] | None = None,
    tiebreak_words: Sequence[JsonObject] = (),
) -> JsonObject:
    """The summary of a game of two or more: one winner (with the tie-break that decided, in
    the game's words `tiebreak_words[i]` for the i-th tie-break value) or a shared victory."""
    winners = [p for p, rank in enumerate(ranks) if rank == 1]
    best = scores[winners[0]]
    if len(winners) > 1:
        return _site(SHARED, SHARED_YOU, best, p=[player(w) for w in winners])
    w = winners[0]
    level = _deciding_tiebreak(w, keys) if keys is not None else None
    if level is None or level >= len(tiebreak_words):
        return _site(WIN, WIN_YOU, best, p=player(w))
    return _site(WIN_TIEBREAK, WIN_TIEBREAK_YOU, best, p=player(w), tiebreak=tiebreak_words[level])


def build_result(
    scores: Sequence[int],
    breakdown: Sequence[Sequence[JsonObject]],
    table: JsonObject,
    *,
    tiebreaks: Sequence[Sequence[Any]] | None = None,
    tiebreak_words: Sequence[JsonObject] = (),
    solo_summary: JsonObject | None = None,
    **extra: Any,
) -> JsonObject:
    """A finished game's result, as `Game.result` documents it:

    - `scores`: each seat's points; `breakdown`: each seat's lines `{"label", "points"}`;
      `table`: the score screen's `{"columns", "rows"}` (texts with "{p0}"-style seat slots).
    - `tiebreaks`: each seat's values that break a tie on points, most important first,
      higher is better (Santa Monica: sand dollars left, then the longest chain); seats equal
      on all of them share the rank. `tiebreak_words`: the game's message (`msg`) naming
      each tie-break, shown after "tie-break:" when it decided the winner.
    - `solo_summary`: a lone player's sentence (the game's `msg`, with a "you" form); without
      it, "{p} scores {n} points."
    - `extra`: game-specific keys, kept as given (Yutakâ's "tiebreak").

    Ranks are competition ranks (1 = best, ties shared). Every container is new: the
    result shares none with the state the game computed it from."""
    n = len(scores)
    if len(breakdown) != n:
        raise ValueError(f"{n} scores but {len(breakdown)} breakdowns")
    if tiebreaks is not None and len(tiebreaks) != n:
        raise ValueError(f"{n} scores but {len(tiebreaks)} tie-break rows")
    keys = [(scores[p], *(tiebreaks[p] if tiebreaks is not None else ())) for p in range(n)]
    ranks = rank_by(keys)
    if n == 1:
        summary = solo_summary if solo_summary is not None else _site(SOLO, SOLO_YOU, scores[0], p=player(0))
    else:
        summary = victory_summary(scores, ranks, keys, tiebreak_words)
    return {
        "scores": list(scores),
        "ranks": ranks,
        "breakdown": [[dict(line) for line in lines] for lines in breakdown],
        "summary": summary,
        "table": {"columns": list(table["columns"]), "rows": [list(row) for row in table["rows"]]},
        **extra,
    }
