"""Santa Monica's guided first game (the format: core/tutorial.py): two players, the learner
in seat 0 and a bot in seat 1, who starts (so the learner chooses a starting tile first and
places the food truck). Every bot move until the fast-forward is scripted, so that each step's
path is legal on the cards this seed deals; tests/santa_monica/test_tutorial.py replays them."""

from ludoteca.core.tutorial import FastForward, Step, Tutorial

from .texts import N_

TUTORIAL = Tutorial(
    players=2,
    seed=11,
    options={"objective": "blue"},
    steps=(
        Step(
            N_(
                "Welcome to Santa Monica! Build a stretch of coast: beach cards in your top row, street "
                "cards in your bottom row. Bring people and walk them into the cards' rings: the most "
                "points wins. {Tap} Next."
            ),
            phone=N_(
                "Welcome to Santa Monica! Build a stretch of coast: beach cards in your left column, street "
                "cards in your right column. Bring people and walk them into the cards' rings: the most "
                "points wins. {Tap} Next."
            ),
        ),
        Step(
            N_(
                "First choose your starting tile. Old Lighthouse brings a VIP, a local and 1 sand dollar: "
                "choose it. {p1} takes the tile that is left."
            ),
            play=("tile:4",),
            then=(("tile:0",),),
        ),
        Step(
            N_(
                "You are last in turn order, so you place the food truck. Put it under Climbing Gym: "
                "whoever takes the card above it gains 1 sand dollar. Then {p1} plays first."
            ),
            play=("truck:2",),
            then=(("c:f1", "s:-1,0", "ok"),),
        ),
        Step(
            N_(
                "{p1} took Shell Beach. Your turn: take Climbing Gym from the front row (its Place: line "
                "gives 2 sand dollars, the food truck 1 more), put it on the green space next to your "
                "tile and press Confirm turn."
            ),
            play=("c:f2", "s:1,1", "ok"),
            then=(("c:f2", "s:-1,1", "ok"),),
        ),
        Step(
            N_(
                "A card's Scores: line counts only at the end of the game. Climbing Gym scores for a long "
                "chain of sports tags: look for cards that fit together. {Tap} Next."
            )
        ),
        Step(
            N_(
                "Take Sand Court Six, above the food truck again. It is a beach card: put it in your top "
                "row, next to Climbing Gym's sports tag (2 points). A local arrives on it; move your other "
                "local onto it too, then confirm."
            ),
            phone=N_(
                "Take Sand Court Six, above the food truck again. It is a beach card: put it in your left "
                "column, next to Climbing Gym's sports tag (2 points). A local arrives on it; move your other "
                "local onto it too, then confirm."
            ),
            play=("c:f3", "s:1,0", "m:1", "t:1,0", "ok"),
            then=(("c:f2", "s:-2,0", "ok"),),
        ),
        Step(
            N_(
                "Sand dollars buy actions. Pay 2 $ for Reach and take Wax Museum from the back row. In "
                "your street row its two tourists arrive in its ring, which wants exactly 2 tourists: 5 "
                "points at the end."
            ),
            phone=N_(
                "Sand dollars buy actions. Pay 2 $ for Reach and take Wax Museum from the back row. In "
                "your street column its two tourists arrive in its ring, which wants exactly 2 tourists: 5 "
                "points at the end."
            ),
            play=("d:reach", "c:b1", "s:2,1", "ok"),
            then=(("c:f0", "s:-2,1", "luck:far", "m:0", "t:-1,0", "ok"),),
        ),
        FastForward(
            N_(
                "People outside a ring cost points (see the objective tile). The game ends after the round "
                "in which a city gets 14 cards. Let's skip ahead to the end. {Tap} Next."
            ),
            until=lambda state: state["phase"] == "final" and state["current"] == 0,
        ),
        Step(
            N_(
                "Final movement: every local may walk up to 3 steps, every tourist and VIP 1. Walk people "
                "into rings that want them, then confirm: the scores follow. {Tap} Next and play it."
            )
        ),
    ),
)
