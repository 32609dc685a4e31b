"""The calls only benchmarks make, in a page opened with `?bench` (the worker then asks
`bridge.start(bench=True)`): the page's API plus a round trip with no engine work and the
engine's speed. Never imported by the page otherwise."""

from __future__ import annotations

from .app import Api, api_call, known_game
from .core import i18n
from .core.errors import BadRequest
from .core.i18n import number
from .speed import random_games_per_second

MAX_SPEED_SECONDS = 10

_ = i18n.SITE.gettext


class BenchApi(Api):
    @api_call()
    def do_echo(self, _payload: dict) -> dict:
        """{"text": the drawing last sent, as it was}: a round trip of the same size as a
        click's with no engine work (the floor that bench/click_latency.py measures clicks
        against)."""
        return {"text": self._sent["svg"] if self._sent else ""}

    @api_call("game", "seconds")
    def do_speed(self, payload: dict) -> dict:
        """{"games_per_second"}: whole random games of a game for up to 10 s
        (bench/engine_speed.py)."""
        seconds = payload["seconds"]
        if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not 0 < seconds <= MAX_SPEED_SECONDS:
            raise BadRequest(
                _("The seconds must be a number from 0 to {limit}.").format(limit=number(MAX_SPEED_SECONDS))
            )
        return {"games_per_second": random_games_per_second(known_game(payload["game"]).id, seconds)}
