"""Kukulkán's guided first game (see ludoteca.core.tutorial): the learner against one easy bot.

Seed 3429 rolls 6, 5, 4, 3, 5, 6 in the first six rounds: a loop of six around base block 5,
its cross with the 5, the plus/minus one help turning the 4 into the 5 that closes base block 3,
its cross with the 3, the five borders C still lacks, and the 6 written in C. Then the game
skips ahead until two of the three normal bonuses are claimed (the end is near) and goes on
freely to the end."""

from __future__ import annotations

from ludoteca.core.tutorial import FastForward, Step, Tutorial

from .data import NORMAL_BONUSES, VERTEX_ID
from .texts import N_


def _dots(*points: tuple[int, int]) -> tuple[str, ...]:
    """A trail's dots as clicks, by their grid points (x from −5 to 5, y from the ground up)."""
    return tuple(f"v:{VERTEX_ID[p]}" for p in points)


def _near_the_end(state: dict) -> bool:
    """Two of the three normal bonuses claimed by anyone: the game ends once the third is."""
    claimed = sum(any(bonus in sheet["bonuses"] for sheet in state["sheets"]) for bonus in NORMAL_BONUSES)
    return state["over"] or claimed >= 2


TUTORIAL = Tutorial(
    players=2,
    seed=3429,
    options={},
    steps=(
        Step(
            N_(
                "Welcome to Kukulkán! Everyone builds El Castillo on their own sheet. Each round one die is "
                "rolled and everyone uses that number for one action, at the same time. {Tap} Next."
            )
        ),
        Step(
            N_(
                "Each block you cross is worth 1 point, and the bonuses under your sheet give more. A block is "
                "crossed with its own number, once its four borders are drawn. {Tap} Next."
            )
        ),
        Step(
            N_(
                "The die shows 6: draw six border segments in one trail. {Tap} Draw, then the dots all around "
                "base block 5, back to where you started, then Confirm trail."
            ),
            play=("draw", *_dots((-5, 0), (-4, 0), (-3, 0), (-3, 1), (-4, 1), (-5, 1), (-5, 0)), "ok"),
        ),
        Step(
            N_(
                "Base block 5 has its four borders and the die shows 5: cross it. Your first point! Your action "
                "stays secret until everyone has chosen."
            ),
            play=("b:0",),
        ),
        Step(
            N_(
                "A 4, but base block 3 lacks five borders. Use a one-use help: {tap} Plus/minus one, choose 5, "
                "then draw around base block 3."
            ),
            # the phone's button is the help's short name
            phone=N_(
                "A 4, but base block 3 lacks five borders. Use a one-use help: {tap} Plus/minus 1, choose 5, "
                "then draw around base block 3."
            ),
            play=("help:pm", "n:5", "draw", *_dots((-3, 0), (-2, 0), (-1, 0), (-1, 1), (-2, 1), (-3, 1)), "ok"),
        ),
        Step(
            N_(
                "A 3: cross base block 3. Crossing all five base blocks gives the base bonus: a plus/minus one "
                "every round."
            ),
            play=("b:1",),
        ),
        Step(
            N_(
                "A 5: draw the five borders block C still lacks. C rests on base blocks 5 and 3, so it takes any "
                "number below 5 + 3 = 8."
            ),
            play=("draw", *_dots((-4, 1), (-4, 2), (-3, 2), (-2, 2), (-1, 2), (-1, 1)), "ok"),
        ),
        Step(
            N_(
                "A 6: write it in C. A block takes a number lower than what it rests on; a numbered block is "
                "crossed later with that number. A high C makes the C − A bonus big."
            ),
            play=("b:5",),
        ),
        Step(
            N_(
                "After each round, what everyone did is marked in orange and said in words: yours above your "
                "sheet, the bot's on its small sheet below. When nothing is possible without a help, you may "
                "pass. {Tap} Next."
            ),
            # the phone shows the round's words under the learner's sheet, the bot's sheet in a tab
            phone=N_(
                "After each round, what everyone did is marked in orange and said in words under your sheet. "
                "When nothing is possible without a help, you may pass. {Tap} Next."
            ),
        ),
        FastForward(
            N_(
                "Let's skip ahead to near the end: the game ends after the round in which the base, axis and full "
                "pyramid bonuses have each been claimed. {Tap} Next."
            ),
            until=_near_the_end,
        ),
        Step(
            N_(
                "Two of those bonuses are claimed: the end is near. The most points wins (crossed blocks plus "
                "bonuses); a tie goes to more crossed blocks. Play on to the end!"
            )
        ),
    ),
)
