"""Why a review's better move beats the one played, in Santa Monica's terms
(Game.review_reason): the points the player's city is worth at once (and in which part of the
scorepad) or the sand dollars it keeps. Everything but the deck is public, so the player's
views after each move say it."""

from __future__ import annotations

from . import scoring as SC
from .texts import _, ngettext


def reason(before: dict, played: dict, better: dict) -> str | None:
    p = before["viewer"]
    pads = [SC.scorepad(after["cities"][p], after["objective"]) for after in (played, better)]
    gain = sum(pads[1].values()) - sum(pads[0].values())
    if gain > 0:
        most = max(SC.CATEGORIES, key=lambda c: pads[1][c] - pads[0][c])
        return ngettext(
            # TRANSLATORS: {category} is a line of the scorepad, e.g. “Adjacencies”.
            "It would have made your city worth {n} more point at once (most of it in “{category}”).",
            "It would have made your city worth {n} more points at once (most of them in “{category}”).",
            gain,
        ).format(n=gain, category=_(most))
    dollars = better["cities"][p]["dollars"] - played["cities"][p]["dollars"]
    if gain == 0 and dollars > 0:
        return ngettext(
            "It would have scored as much and kept {n} more sand dollar for later.",
            "It would have scored as much and kept {n} more sand dollars for later.",
            dollars,
        ).format(n=dollars)
    return None
