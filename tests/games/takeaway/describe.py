"""Take-away's position in words, for a screen reader (Game.describe): the pile, what each
player has taken (the reader as "You", others as "{pN}"), and whose turn it is."""

from __future__ import annotations

from .texts import _, prompt, stones


def describe(view: dict) -> list[str]:
    lines = [_("The pile: {stones}").format(stones=stones(view["pile"]))]
    for p in range(2):
        who = _("You") if p == view["viewer"] else f"{{p{p}}}"
        lines.append(_("{name}: {stones} taken").format(name=who, stones=stones(view["taken"][p])))
    return [*lines, prompt(view)]
