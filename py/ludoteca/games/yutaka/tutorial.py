"""Yutakâ's guided first game (core/tutorial.py): the learner is seat 0 against the easy bot,
on a fixed deal (seed 2, Mysteria, the open archipelago). It shows the opening reveals, a
treasure card and the fight for a majority, equipment and the reveal it gives, dynamite and
the reveal it forces on the bot, then how the islands score; it skips ahead and ends with the
learner's last cards."""

from __future__ import annotations

from ludoteca.core.i18n import N_
from ludoteca.core.tutorial import FastForward, Step, Tutorial

TUTORIAL = Tutorial(
    players=2,
    seed=2,
    options={"mode": "mysteria", "archipelago": "open"},
    steps=(
        Step(
            N_(
                "Welcome to Yutakâ! Five islands hide four treasure tiles each. Play cards beside them: "
                "whoever has the higher sum of a colour on an island takes its tiles of that colour. {Tap} Next."
            )
        ),
        Step(
            N_("First, four tiles are revealed, one by one. Yours is the first: reveal this tile on Jade Isle."),
            play=("tile:5",),
            then=(("tile:11",),),
        ),
        Step(
            N_(
                "An idol 15: the richest tile of the game. {p1} revealed a dagger 12 on Smoke Isle. "
                "Reveal a second tile on Jade Isle."
            ),
            play=("tile:7",),
            then=(("tile:8",),),
        ),
        Step(
            N_(
                "Now each turn you play one card from your hand on your side of an island (five at most). "
                "Play your idol 3 on Jade Isle, to go for the idol 15."
            ),
            play=("card:Y3", "island:1"),
            then=(("card:Y4", "island:1"),),
        ),
        Step(
            N_(
                "{p1} answered with idol 4 on Jade Isle: 4 beats 3 for now, but sums grow card by card. "
                "Play your dagger 4 on Smoke Isle, where the dagger 12 lies."
            ),
            play=("card:G4", "island:2"),
        ),
        Step(
            N_(
                "Grey equipment cards count for the grey tiles, and after one you reveal a tile yourself. "
                "Play your equipment 3 on Coral Isle."
            ),
            play=("card:E3", "island:3"),
        ),
        Step(
            N_("Now choose which tile to reveal: this one, on Coral Isle, where your equipment lies."),
            play=("tile:14",),
        ),
        Step(
            N_(
                "An equipment 7, and only you have equipment on Coral Isle: it is yours for now. "
                "If both sides had some, the higher sum of all their cards there would win. {Tap} Next."
            )
        ),
        Step(
            N_(
                "Dynamite goes on {p1}'s side of an island and counts 0 there, but takes one of their five places; "
                "then {p1} must reveal a tile. Play it on Jade Isle, where {p1} leads for the idol."
            ),
            play=("card:X", "island:1"),
            then=(("tile:6",),),
        ),
        Step(
            N_(
                "Your dynamite made {p1} reveal a tile: this dagger 4 on Jade Isle, marked. After dynamite, "
                "the player who must reveal chooses the tile. {Tap} Next."
            ),
            point=("t6",),
        ),
        Step(
            N_(
                "The game ends the moment the last tile is revealed. Then each island's tiles go, colour by colour, "
                "to the higher sum of that colour; a tie discards them. Most points wins. {Tap} Next."
            )
        ),
        FastForward(
            N_("Let's skip ahead to the last two hidden tiles. {Tap} Next."),
            until=lambda state: (
                state["phase"] == "play" and state["active"] == 0 and sum(not t["up"] for t in state["tiles"]) <= 2
            ),
        ),
        Step(
            N_(
                "Two tiles left. On Jade Isle {p1} has dagger 3 and you none: the daggers 8 and 4 would be theirs. "
                "Play your dagger 3 there: a tie discards them."
            ),
            play=("card:G3", "island:1"),
        ),
        Step(N_("{p1} played dynamite, so you must reveal a tile: this one, on Storm Isle."), play=("tile:17",)),
        Step(
            N_(
                "An amphora 10, and only you have an amphora on Storm Isle: its amphoras are yours. "
                "Play your last card; when the last tile is revealed, the game ends and the islands score. {Tap} Next."
            )
        ),
    ),
)
