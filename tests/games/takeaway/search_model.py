"""What Take-away's strong bot, hints and reviews search (core/search.py): the one world
behind a view (nothing is hidden but the PRNG)."""

from __future__ import annotations

from ludoteca.core.search import SearchModel

from .rules import GAME


class TakeawayModel(SearchModel):
    margin_scale = 1.0

    def determinize(self, view: dict, rng) -> dict:
        """The only state behind a view, with a PRNG drawn anew."""
        state = {key: view[key] for key in ("options", "pile", "turn", "taken", "winner")}
        return {
            **state,
            "game": GAME.id,
            "rules": view["rules"],
            "rng": rng.getrandbits(64),
            "log": list(view["log"]),
            "taken": list(view["taken"]),
        }


MODEL = TakeawayModel(GAME)
