"""Yucata's guided first game (core/tutorial.py): two players, the Sun Temple layout, a deal in
which the learner (seat 0, "you") starts. The first seven turns are scripted, the bot's replies
too, so that each kind of card and rule shows once: a number, the spear, the ?, a move that
takes nothing (only the new leader takes stones), a dark stone that cannot be avoided, the
card that may not be repeated, the last card and the seven cards coming back. Then the game is
played on by the easy bot for both seats to the last third of the track; the scoring is told,
and the learner plays the end."""

from __future__ import annotations

from ludoteca.core.tutorial import FastForward, Step, Tutorial

from .texts import N_


def _near_the_end(state: dict) -> bool:
    return max(state["pos"]) >= 30


TUTORIAL = Tutorial(
    players=2,
    seed=2,  # seat 0 starts in this deal
    options={"layout": "standard"},
    steps=(
        Step(
            N_(
                "Welcome to Yucata'! Your amulet 1 and the amulet of {p1} race along the temple track to "
                "the red stone at the centre. Every stone your amulet reaches or passes is yours. {Tap} Next."
            )
        ),
        Step(
            N_(
                "Pale stones are worth 1 point each; dark stones cost points. Your seven cards show where "
                "each one would take you and what you would take. {Tap} Next."
            ),
            # one card of the hand pointed at (the 5, played next, shows a gain): the page brings the
            # hand into view, below the track at a desk; seven pointers' rings would cross each other
            point=("card:5",),
        ),
        Step(
            N_("Play the 5: it takes your amulet from the start to space 5, and you take its pale stone."),
            play=("card:5",),
            point=("stone-P0",),
            then=(("card:S",),),
        ),
        Step(
            N_(
                "{p1} played the spear: it jumps just in front of the leading amulet, to space 6. Now play "
                "the ?: it copies the previous card, so it is a spear for you and takes the pale stone on 7."
            ),
            play=("card:?",),
            point=("amulet-1", "stone-P2"),
            then=(("card:2",),),
        ),
        Step(
            N_(
                "{p1} took the dark stone on 8. You may not play the 2 now: it repeats the previous card. "
                "Play the 4: three pale stones, and you stop just before the dark stone on 12."
            ),
            play=("card:4",),
            point=("stone-D1",),
            then=(("card:1",),),
        ),
        Step(
            N_(
                "{p1} moved to 9 and took nothing: only the amulet that moves into the lead takes stones. "
                "Every card now takes the dark stone on 12; the 2 takes a pale stone with it. Play the 2."
            ),
            play=("card:2",),
            point=("stone-D1",),
            then=(("card:5",),),
        ),
        Step(
            N_(
                "Your spear jumps just in front of the leader, {p1} on space 14: to 15, a pale stone, "
                "stopping before the dark stone on 16. Play the spear."
            ),
            play=("card:S",),
            point=("amulet-1",),
            then=(("card:3",),),
        ),
        Step(
            N_(
                "{p1} played the 3, so you may not: the 1 is your only card now. It takes nothing, but "
                "it keeps your 3 for later."
            ),
            play=("card:1",),
            then=(("card:?",),),
        ),
        Step(
            N_(
                "Your last card may repeat anything. Play the 3: to space 19 and its pale stone. Once all "
                "seven cards are played, all seven come back to your hand."
            ),
            play=("card:3",),
        ),
        FastForward(
            N_("Let's skip ahead: both amulets move on until one of them reaches space 30. {Tap} Next."),
            until=_near_the_end,
        ),
        Step(
            N_(
                "The game ends when the last stone is taken. The red stone's holder gives it back with one "
                "dark stone: one dark stone less to pay for, so the red stone helps you. Dark stones cost 1, "
                "then 3, 6, 10 in all. {Tap} Next and play on to the end!"
            )
        ),
    ),
)
