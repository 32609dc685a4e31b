"""What Take-away's strong bot, hints and reviews search (core/search.py): the one world
behind a view (nothing is hidden but the PRNG)."""

from __future__ import annotations

from ludoteca.core.search import SearchModel, base_state

from .rules import GAME


class TakeawayModel(SearchModel):
    margin_scale = 1.0

    shown = ("pile", "turn", "taken", "winner")

    def determinize(self, view: dict, rng) -> dict:
        """The only state behind a view, with a PRNG drawn anew."""
        return base_state(view, self.shown, rng.getrandbits(64))


MODEL = TakeawayModel(GAME)
