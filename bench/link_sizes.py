"""Size of a game link (core/link.py) for complete bot games of every game at its most
players, played as a link game (chance drawn fresh and recorded, as with friends by link):
prints the median and the largest link per game, and how much of it the fresh chance takes
(the issue's bound: 2,000 characters for a 4-player Santa Monica game).
Usage: python bench/link_sizes.py [games, 20]."""

import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from ludoteca.core import all_games, encode_link, new_record  # noqa: E402
from ludoteca.table import Table  # noqa: E402


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for game in all_games():
        sizes, chance = [], []
        for seed in range(games):
            n = game.max_players
            table = Table(new_record(game.id, {"players": n}, seed),
                          [{"kind": "bot", "name": f"Player {i + 1}"} for i in range(n)])
            table.fresh_chance = True          # as in a game with a friend by link
            while table.bot_step():
                pass
            sizes.append(len(table.link(0)))
            without = {k: v for k, v in table.record.items() if k != "chance"}
            chance.append(sizes[-1] - len(encode_link({"record": without, "seats": table.seats, "for": 0})))
        print(f"{game.name:12} ({game.max_players} players, {games} complete bot games): link median "
              f"{statistics.median(sizes):.0f} characters, largest {max(sizes)}; "
              f"fresh chance adds {statistics.median(chance):.0f} (median)")


if __name__ == "__main__":
    main()
