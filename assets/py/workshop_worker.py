# The bot workshop's worker (PyScript, started by assets/js/workshop.js with pyscript.toml): our
# package is unpacked from its wheel by PyScript (pyscript.toml's [files]); the page awaits the functions exported
# below, each taking and answering JSON text. The worker never touches the page (no
# SharedArrayBuffer needed). While a bot's file is loaded or a game is played it posts heartbeats,
# so the page's watchdog can tell a bot looping inside C code (which the time limit's trace
# function cannot stop) and restart the worker: "workshop:load:<seconds>" before the player's
# file runs its top level, "workshop:you" / "workshop:them" around the player's bot's moves,
# "workshop:beat" before any other step (our bots' moves; after the file has loaded). With
# "live" in a game's payload it also posts "workshop:live:<JSON>", the position after a move
# (workshop_watch.LiveDrawer), which is no heartbeat.
import json

import js
from polyscript import xworker

from ludoteca import workshop
from ludoteca.core import i18n, link
from ludoteca.core.registry import shipped_games
from ludoteca.seats import seats_in_link

_bots = {}  # (source, filename) -> UserBot: the last two loaded (a version against another)


def _answer(fn):
    def call(text):
        try:
            return json.dumps({"ok": True, **fn(json.loads(text))})
        except workshop.BotError as failure:
            return json.dumps({"ok": False, "bot_error": dict(failure.to_json(), side=failure.side)})
        except Exception as err:  # noqa: BLE001 — the page shows the sentence, never a traceback
            return json.dumps({"ok": False, "error": str(err) or type(err).__name__})

    return call


def _language(payload):
    lang = payload.get("lang")
    if lang in i18n.LANGUAGES:
        i18n.use(lang)


class _Watched:
    """The player's bot, telling the page when its move starts and ends: the page's watchdog
    gives it the time limit (and a grace period) on its own moves only."""

    def __init__(self, bot):
        self.bot = bot

    def __getattr__(self, name):  # (what it printed, …: the bot's own)
        return getattr(self.bot, name)

    def choose(self, *args, **kwargs):
        js.postMessage("workshop:you")
        try:
            return self.bot.choose(*args, **kwargs)
        finally:
            js.postMessage("workshop:them")


def _bot(source, filename=workshop.DEFAULT_FILENAME):
    key = (source, filename)
    if key not in _bots:
        while len(_bots) >= 2:
            del _bots[next(iter(_bots))]
        # The page's watchdog gives the top level its own limit (and the grace period)
        js.postMessage(f"workshop:load:{workshop.LOAD_SECONDS}")
        try:
            _bots[key] = workshop.load_bot(source, filename)
        finally:
            js.postMessage("workshop:beat")
    return _bots[key]


def _other(payload):
    """The other side's bot when the page pits a version against this one (None: a level). Its
    file is named after the version, so its frames are told apart from the player's."""
    against = payload.get("against")
    if not against:
        return None
    try:
        return _bot(against["source"], against["filename"])
    except workshop.BotError as failure:
        failure.side = "them"
        raise


def games(payload):
    _language(payload)
    return {
        "games": [
            {"id": g.id, "name": g.name, "levels": list(g.bot_levels), "default": g.default_bot_level}
            for g in shipped_games()
        ]
    }


def starter(payload):
    _language(payload)
    return {"source": workshop.starter_source(payload["game"])}


def check(payload):
    _language(payload)
    # Each tournament loads the file afresh: its top level runs (and prints) again, its globals
    # start anew.
    _bots.clear()
    _bot(payload["source"])
    _other(payload)
    return {}


def play(payload):
    _language(payload)
    bot = _bot(payload["source"])
    other = _other(payload)
    index = payload["index"]
    # (the seats of this game: payload["seats_held"] of them, rotating; run_tournament's rule)
    held = workshop.bot_seats(index, payload["players"], payload.get("seats_held", 1))

    def heartbeat():
        js.postMessage("workshop:beat")
        return False

    drawer = None
    if payload.get("live"):
        # (imported when first asked, as watch's table is; posted after a move, outside every bot's
        # clock; the page's watchdog does not count "workshop:live:" as a heartbeat)
        from ludoteca.workshop_watch import LiveDrawer

        drawer = LiveDrawer(
            index,
            held,
            lambda shown: js.postMessage("workshop:live:" + json.dumps(shown)),
            payload.get("screen", "wide"),
        )

    played = workshop.play_game(
        _Watched(bot),
        payload["game"],
        payload["players"],
        held,
        payload["opponent"],
        payload["first_seed"] + index,
        payload["seconds"],
        None,
        heartbeat,
        payload.get("name", "my_bot"),
        other,
        drawer,
    )
    played["index"] = index
    if other is not None:  # (the page names the version in a sentence about its error)
        played["against"] = payload["opponent"]
    played["think"] = {k: [round(t, 5) for t in v] for k, v in played["think"].items()}
    # (the caps of a bot's log, for the page's sentence when some of it was not kept)
    return {"game": played, "log_limits": {"move": workshop.MAX_PRINTED, "game": workshop.MAX_PRINTED_PER_GAME}}


def summary(payload):
    _language(payload)
    return {
        "summary": workshop.summarize(
            payload["games"],
            payload["game"],
            payload["opponent"],
            payload["players"],
            payload["seconds"],
            seats=payload.get("seats_held", 1),
        )
    }


def watch(payload):
    # (imported when first asked: the table it draws with is not needed to write and run a bot)
    from ludoteca.workshop_watch import watch as watch_position

    _language(payload)
    return {
        "position": watch_position(
            payload["record"], payload["seats"], payload["seat"], payload["at"], payload.get("screen", "wide")
        )
    }


def replay_code(payload):
    seats = seats_in_link(payload["seats"])
    return {"code": link.encode_link({"record": payload["record"], "seats": seats, "replay": True})}


for _name, _fn in [
    ("games", games),
    ("starter", starter),
    ("check", check),
    ("play", play),
    ("summary", summary),
    ("watch", watch),
    ("replay_code", replay_code),
]:
    setattr(xworker.sync, _name, _answer(_fn))
