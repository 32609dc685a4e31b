"""Why a review's better move beats the one played, in Yucata's terms (Game.review_reason):
the points it is worth at once, or the same stones taken with a card kept for later. Nothing
is hidden in Yucata', so the player's views after each move say it all."""

from __future__ import annotations

from ...core.i18n import join
from .data import DARK, PALE, RED
from .rules import CARD_THE, score
from .texts import _, ngettext


def _stones(gained: dict) -> str:
    """The stones a move takes, in object position ("2 pale stones and the red stone")."""
    parts = []
    if gained[PALE]:
        parts.append(ngettext("{n} pale stone", "{n} pale stones", gained[PALE]).format(n=gained[PALE]))
    if gained[DARK]:
        parts.append(ngettext("{n} dark stone", "{n} dark stones", gained[DARK]).format(n=gained[DARK]))
    if gained[RED]:
        parts.append(_("the red stone"))
    return join(parts) if parts else _("no stone")


def reason(before: dict, played: dict, better: dict) -> str | None:
    p = before["viewer"]
    gained = [
        {k: after["taken"][p][k] - before["taken"][p][k] for k in (PALE, DARK, RED)} for after in (played, better)
    ]
    cards = [after["previous"]["card"] for after in (played, better)]
    mine, best = (_(CARD_THE[card]) for card in cards)
    if gained[0] == gained[1] and mine != best:
        # TRANSLATORS: {better} and {played} are cards, e.g. “the spear”, “the ?”.
        return _("Playing {better} would have taken the same stones and kept {played} for later.").format(
            better=best, played=mine
        )
    points = better["scores"][p] - played["scores"][p]
    if points > 0:
        return _worth_more(points, best, mine, gained) + _dark_stones_cost(played["taken"][p], gained)
    return None


def _worth_more(points: int, best: str, mine: str, gained: list[dict]) -> str:
    return ngettext(
        # TRANSLATORS: {better}/{played}: cards (“the spear”); {stones_*}: e.g. “2 pale stones and 1 dark stone”.
        "Playing {better} would have been worth {n} more point at once: {stones_better}, against {stones_played}"
        " with {played}.",
        "Playing {better} would have been worth {n} more points at once: {stones_better}, against {stones_played}"
        " with {played}.",
        points,
    ).format(better=best, played=mine, n=points, stones_better=_stones(gained[1]), stones_played=_stones(gained[0]))


def _dark_stones_cost(taken: dict, gained: list[dict]) -> str:
    """When the move played took more dark stones: why fewer stones can be worth more — what
    the dark stones held after it cost (a player reading "1 pale stone, against 2 pale stones
    and 1 dark stone" sees more stones for fewer points otherwise)."""
    if gained[0][DARK] <= gained[1][DARK]:
        return ""
    # (the final scoring's own line, after the red stone gave one back: "3 dark stones cost 1 + 2 + 3")
    cost = next((line["label"] for line in score(taken)[1] if line["points"] < 0), None)
    if cost is None:
        return ""
    # TRANSLATORS: {cost} e.g. “3 dark stones cost 1 + 2 + 3” (as in the final scoring's lines).
    return " " + _("Each dark stone you hold costs more than the one before: after your move, {cost}.").format(
        cost=cost
    )
