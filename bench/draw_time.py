"""How long a drawing takes on CPython (issue 28: the drawings moved onto the kit core/svg.py,
whose elements cost more than hand-written f-strings): for each game, the median over ROUNDS
of the CPU time per drawing, both screens, at every third position of a seeded random game,
drawn for the player to act. Cached pieces are warm after the first round, as in the page,
where a click redraws a position much like the last one.

    PYTHONPATH=py python bench/draw_time.py            # this checkout
    (cd other-checkout && PYTHONPATH=py python /path/to/bench/draw_time.py)   # to compare

The page draws in Pyodide (bench/click_latency.py measures a click there end to end)."""

import random
import statistics
import time

from ludoteca.core import all_games

ROUNDS = 5


def positions(game, seed: int = 21) -> list[tuple[dict, list[str]]]:
    rng = random.Random(seed)
    state = game.setup({"players": min(max(game.min_players, 3), game.max_players)}, seed)
    jobs = []
    for step in range(10_000):
        if game.is_over(state):
            break
        player = rng.choice(game.to_act(state))
        if step % 3 == 0:
            jobs.append((game.view(state, player), game.next_clicks(state, player, [])))
        state = game.apply(state, game.random_move(state, player, rng))
    return jobs


def main() -> None:
    for game in all_games():
        jobs = positions(game)
        per_drawing = []
        for _ in range(ROUNDS):
            start = time.process_time()
            for view, nxt in jobs:
                for screen in ("wide", "phone"):
                    game.render(view, {"path": [], "next": nxt, "screen": screen})
            per_drawing.append((time.process_time() - start) / (2 * len(jobs)) * 1000)
        print(f"{game.id:12} {statistics.median(per_drawing):6.2f} ms per drawing ({2 * len(jobs)} drawings)")


if __name__ == "__main__":
    main()
