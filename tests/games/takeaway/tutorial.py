"""Take-away's guided first game (core/tutorial.py): the test-only game's, which the
framework's tests (tests/test_tutorials.py) run."""

from ludoteca.core.tutorial import FastForward, Step, Tutorial

from .texts import N_

TUTORIAL = Tutorial(
    players=2,
    seed=1234,
    options={"pile": "25"},
    steps=(
        Step(N_("Welcome to Take-away! Whoever takes the last stone from the pile wins. Tap Next.")),
        Step(N_("On your turn you take one, two or three stones. Take three now."), play=("take:3",), point=("pile",)),
        Step(
            N_("Take two: {p1} will answer with one, and the pile then holds 16 stones."),
            play=("take:2",),
            then=(("take:1",),),
        ),
        FastForward(
            N_("Let's skip ahead until the pile holds eight stones or fewer. Tap Next."),
            until=lambda state: state["pile"] <= 8,
        ),
        Step(
            N_("Four stones are left: whatever you take, {p1} can take the rest. Take one, then play on to the end."),
            play=("take:1",),
        ),
    ),
)
