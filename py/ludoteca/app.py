"""The API the browser shell calls: one function taking and returning JSON text.

    call("catalog", "{}")                               -> {"games": [...]}
    call("new", {"game", "seats", "options"?, "seed"?}) -> snapshot
    call("load", {"record", "seats"})                   -> snapshot (resume a saved game)
    call("click", {"token"}) / call("bot") / call("privacy_ok") / call("cancel") / call("undo")
    call("forced")                                      -> the viewer's only move, made (snapshot
                                                           "forced" announced it)
    call("hint") / call("take_back")                    -> snapshot with "hint" (the strong bot's
                                                           move for the viewer) / the player's last
                                                           move undone; both mark the game practice
    call("review")                                      -> {"review": [{"at", "cost", "played",
                                                           "better"}]}: a finished game's costliest
                                                           decisions by the strong bot's estimate
    call("screen", {"screen": "wide"|"phone"})          -> the drawing's layout from now on;
                                                           a snapshot if a game is in progress
    call("rematch")                                     -> same game, seats, options; new seed
    call("option_editor", {"game", "key", "value"?, "token"?}) -> {"value", "svg", "problems"}
    call("open_link", {"text", "name"?}) -> {"record", "seats", "for", "replay", "at", "snapshot"?}: a
                                         game link is loaded (snapshot), `name` (the person on this
                                         device) set on its seat; a replay link only checked
    call("replay_link", {"record", "seats", "at"?}) -> {"code"}
    call("replay", {"record", "seats", "at"?}) -> snapshot of that position (the game in progress
                                         is left alone)
    call("language", {"lang": "en"|"de"|"fr"})         -> every answer from now on in that
                                                           language; a snapshot if a game is in
                                                           progress, else {"lang"}
    call("snapshot")                                    -> the game in progress
    call("describe")                                    -> {"describe": {"title", "lines"}}: the
                                                           position in words for the viewer (a
                                                           screen reader's summary)
    call("echo")                                        -> {"text": the drawing last sent}: a round
                                                           trip with no engine work
    call("speed", {"game", "seconds"})                  -> {"games_per_second"} of random games

Every answer is a JSON object that a browser's strict `JSON.parse` accepts, whatever the call
was given: {"ok": true, ...} or {"ok": false, "error": "<a sentence for a player>"}, plus,
for a failure nobody foresaw, "detail" (the technical cause, for the console only), or, when
the call needs a game whose package this Python does not have yet, "load_game": its id (the
engine's worker fetches build/games/<id>.zip and makes the same call again). A call
that goes on with the same game (click, bot, forced, screen, privacy_ok, cancel, undo, hint,
take_back) leaves out the drawing, panels, log or record when the page already has them,
and lists them in "unchanged" (the page keeps its own copies); a drawing that changed in
part comes as "svg_patch" (ludoteca.svgdiff: only the elements that differ). A failed
call never changes the game in progress. Requests are read strictly at this boundary (see
core/validate.py): exact JSON types, no unknown fields, bounded sizes. Pure Python: the
bridge module only wires `call` into the page.
"""

from __future__ import annotations

import json

from . import svgdiff
from .core import i18n
from .core.rng import fresh_below
from .core import MAX_SEED, BadLink, LudotecaError, catalog, decode_link, encode_link, get_game, new_record
from .core.errors import BadRequest, GameNotLoaded
from .core.i18n import N_, number
from .core.link import MAX_LINK_CHARS
from .core.record import check_record_shape
from .core.validate import check_json, check_keys, is_int, parse_json
from .table import (MAX_NAME_CHARS, MAX_TOKEN_CHARS, SCREENS, Table, check_seats, replay_position,
                    seats_in_link, seats_opening_link)

# A request is at most a record of a long game (~35 kB as JSON for the longest seen) and a
# few fields, or a link's text.
MAX_REQUEST_CHARS = 1_000_000
MAX_REQUEST_DEPTH = 8          # payload → record → moves → move → trail (+ margin)
MAX_REQUEST_NODES = 120_000
MAX_REQUEST_STRING = MAX_LINK_CHARS + 100

# Each call's fields: (required, optional). Any other field is refused.
CALLS = {
    "catalog": ((), ()), "new": (("game", "seats"), ("options", "seed")),
    "load": (("record", "seats"), ()), "click": (("token",), ()), "bot": ((), ()),
    "forced": ((), ()), "screen": (("screen",), ()), "privacy_ok": ((), ()),
    "cancel": ((), ()), "undo": ((), ()), "rematch": ((), ()),
    "hint": ((), ()), "take_back": ((), ()), "review": ((), ()),
    "option_editor": (("game", "key"), ("value", "token")), "open_link": (("text",), ("name",)),
    "replay_link": (("record", "seats"), ("at",)), "replay": (("record", "seats"), ("at",)),
    "language": (("lang",), ()), "snapshot": ((), ()), "describe": ((), ()), "echo": ((), ()), "speed": (("game", "seconds"), ()),
}
LINK_FIELDS = (("record", "seats"), ("for", "replay", "at"))
# Calls that go on with the table in progress: they answer only what changed (see
# Api._only_changes); the heavy parts of a snapshot that may then be left out.
CONTINUING = {"language", "click", "bot", "forced", "screen", "privacy_ok", "cancel", "undo", "hint", "take_back"}
HEAVY = ("svg", "panels", "log", "record")

_ = i18n.SITE.gettext

# Refusals used in several places: marked here, translated (`_`) when they are said.
UNEXPECTED = N_("Something went wrong inside Ludoteca, so this was not done; the game in progress "
                "is unchanged.")
NO_GAME = N_("No game is in progress.")
NOT_DOWNLOADED = N_("This game could not be downloaded. Check your connection and try again.")
NO_LINK_GAME = N_("This link holds no game Ludoteca can open.")
THE_REQUEST = N_("The request")


def _refusal(message: str, detail: str | None = None) -> str:
    answer = {"ok": False, "error": message}
    if detail:
        answer["detail"] = detail
    return json.dumps(answer)


class Api:
    def __init__(self):
        self.table: Table | None = None
        self.screen = "wide"
        self._sent: dict | None = None    # the heavy parts of the last snapshot the page has
        self.lang = i18n.SOURCE

    def call(self, name: str, payload_json: str = "{}") -> str:
        saved = (self.table, self.screen, self.table.save_point() if self.table else None)
        i18n.use(self.lang)
        try:
            answer, sent = self._only_changes(name, self._dispatch(name, payload_json))
            text = json.dumps({"ok": True, **answer}, allow_nan=False)
            self._sent = sent
            return text
        except LudotecaError as err:
            self._restore(saved)
            return _refusal(str(err))
        except GameNotLoaded as err:
            # The engine's worker fetches the game's package and asks again; the sentence is
            # for when that download fails.
            self._restore(saved)
            return json.dumps({"ok": False, "error": _(NOT_DOWNLOADED), "load_game": err.game_id})
        except Exception as err:      # last resort (RecursionError, MemoryError, a bug…)
            self._restore(saved)
            try:
                detail = f"{type(err).__name__}: {err}"[:1000]
            except Exception:         # noqa: BLE001 — even str() of it failed
                detail = type(err).__name__
            return _refusal(_(UNEXPECTED), f"{name if isinstance(name, str) else '?'}: {detail}"[:1100])

    def _only_changes(self, name: str, answer: dict) -> tuple[dict, dict | None]:
        """A call that goes on with the same table answers only what changed: the drawing,
        panels, log and record that the page already has are left out and named in
        "unchanged" (the page keeps its copies). Returns (answer, what the page then has)."""
        if "record" not in answer or "replay" in answer:      # not a snapshot of the game
            return answer, (None if "replay" in answer else self._sent)   # after a replay: all
        heavy = {"svg": answer["svg"], "panels": answer["panels"], "log": answer["log"],
                 "record": (len(answer["record"]["moves"]), len(answer["record"].get("chance", {})),
                            answer["record"].get("practice", False))}
        sent = {"table": self.table, **heavy}    # the object itself: an id could be reused
        last = self._sent
        if name not in CONTINUING or last is None or last["table"] is not self.table:
            # The whole drawing goes to the page: read it now, so that the first click's
            # diff does not (a game's opening costs a few ms more, its first click as many less).
            svgdiff.read(heavy["svg"])
            return answer, sent
        unchanged = [key for key in HEAVY if last[key] == heavy[key]]
        trimmed = {key: value for key, value in answer.items() if key not in unchanged}
        if "svg" not in unchanged:
            # Only the elements that changed: the page patches the drawing it shows.
            patch = svgdiff.diff(last["svg"], heavy["svg"])
            if patch is not None:
                del trimmed["svg"]
                trimmed["svg_patch"] = patch
        return {**trimmed, "unchanged": unchanged}, sent

    def _restore(self, saved) -> None:
        self.table, self.screen, point = saved
        if self.table is not None and point is not None:
            self.table.restore(point)

    def _dispatch(self, name, payload_json) -> dict:
        if not isinstance(name, str) or name not in CALLS:
            if isinstance(name, str):
                raise BadRequest(_("Ludoteca does not know the request '{name}'.").format(name=name[:40]))
            raise BadRequest(_("Ludoteca does not know a request of that kind."))
        payload = parse_json("{}" if payload_json is None or payload_json == "" else payload_json,
                             max_chars=MAX_REQUEST_CHARS, error=BadRequest, what=THE_REQUEST)
        if not isinstance(payload, dict):
            raise BadRequest(_("The request is not an object."))
        if name == "open_link" and isinstance(payload.get("text"), str) and len(payload["text"]) > MAX_LINK_CHARS:
            decode_link(payload["text"])          # says, as a link, why it is refused
        check_json(payload, max_depth=MAX_REQUEST_DEPTH, max_nodes=MAX_REQUEST_NODES,
                   max_string=MAX_REQUEST_STRING, error=BadRequest, what=THE_REQUEST)
        required, optional = CALLS[name]
        check_keys(payload, required, optional, error=BadRequest,
                   what=_("The request '{name}'").format(name=name))
        return getattr(self, "do_" + name)(payload)

    def _snapshot(self, message: str | None = None) -> dict:
        return self._show(self._table(), message)

    def _show(self, table: Table, message: str | None = None) -> dict:
        """`table`'s snapshot; `table` becomes the game in progress (once drawn: a table that
        cannot be drawn is never kept)."""
        table.screen = self.screen
        snap = table.snapshot()
        snap["message"] = message
        self.table = table
        return snap

    def _table(self) -> Table:
        if self.table is None:
            raise BadRequest(_(NO_GAME))
        return self.table

    # ---------------- calls ----------------
    def do_catalog(self, _payload: dict) -> dict:
        return {"games": catalog()}

    def do_language(self, payload: dict) -> dict:
        lang = payload["lang"]
        if not isinstance(lang, str) or lang not in i18n.LANGUAGES:
            raise BadRequest(_("Ludoteca speaks English, German and French (en, de, fr)."))
        self.lang = lang
        i18n.use(lang)
        return self._snapshot() if self.table is not None else {"lang": lang}

    def do_new(self, payload: dict) -> dict:
        game = _game(payload["game"])
        seed = payload.get("seed")
        if seed is None:
            seed = fresh_below(MAX_SEED + 1)
        elif not is_int(seed) or not 0 <= seed <= MAX_SEED:
            raise BadRequest(_("The seed must be a whole number from 0 to {limit}.").format(limit=MAX_SEED))
        seats = payload["seats"]
        check_seats(seats, BadRequest)
        options = payload.get("options")
        if options is not None and not isinstance(options, dict):
            raise BadRequest(_("The options must be a set of named choices."))
        options = dict(options or {}, players=len(seats))
        return self._show(Table(new_record(game.id, options, seed), seats))

    def do_load(self, payload: dict) -> dict:
        return self._show(Table(payload["record"], payload["seats"]))

    def do_rematch(self, _payload: dict) -> dict:
        old = self._table()
        return self.do_new({"game": old.game.id, "options": old.record["options"],
                            "seats": old.given_seats()})

    def do_click(self, payload: dict) -> dict:
        token = payload["token"]
        if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN_CHARS:
            raise BadRequest(_("The click names nothing on the board."))
        return self._snapshot(self._table().click(token))

    def do_bot(self, _payload: dict) -> dict:
        self._table().bot_step()
        return self._snapshot()

    def do_forced(self, _payload: dict) -> dict:
        return self._snapshot(self._table().play_forced())

    def do_screen(self, payload: dict) -> dict:
        screen = payload["screen"]
        if not isinstance(screen, str) or screen not in SCREENS:
            raise BadRequest(_("The screen must be one of {screens}.").format(screens=", ".join(SCREENS)))
        self.screen = screen
        return self._snapshot() if self.table is not None else {}

    def do_privacy_ok(self, _payload: dict) -> dict:
        self._table().confirm_privacy()
        return self._snapshot()

    def do_cancel(self, _payload: dict) -> dict:
        self._table().cancel()
        return self._snapshot()

    def do_undo(self, _payload: dict) -> dict:
        self._table().undo()
        return self._snapshot()

    def do_hint(self, _payload: dict) -> dict:
        self._table().hint()
        return self._snapshot()

    def do_take_back(self, _payload: dict) -> dict:
        self._table().take_back()
        return self._snapshot()

    def do_review(self, _payload: dict) -> dict:
        return {"review": self._table().review()}

    def do_option_editor(self, payload: dict) -> dict:
        """Draw (and, given a token, first edit) an option that has an editor, e.g. a layout."""
        game = _game(payload["game"])
        key = payload["key"]
        editors = {o.key: o for o in game.options if o.editor}
        if not isinstance(key, str) or key not in editors:
            # TRANSLATORS: {game} is a game's name (a proper name).
            raise BadRequest(_("{game} has no option drawn in an editor by that name.")
                             .format(game=game.name))
        option = editors[key]
        value = option.check(payload.get("value", option.default), game.texts)
        token = payload.get("token")
        if token is not None and not isinstance(token, str):
            raise BadRequest(_("The click names nothing in the editor."))
        if token:
            edited = game.edit_option(option.key, value, token[:MAX_TOKEN_CHARS])
            value = option.check(edited, game.texts)
        return {"value": value, **game.draw_option(option.key, value)}

    # ---------------- links and replays ----------------
    def do_open_link(self, payload: dict) -> dict:
        """Read a link (the text after '#') and check that its game replays; the shell then
        compares it with the saved games before loading it."""
        content = decode_link(payload["text"])          # BadLink says what is wrong
        if "record" not in content or "seats" not in content:
            raise BadLink(_(NO_LINK_GAME))
        check_keys(content, *LINK_FIELDS, error=BadLink, what=N_("This link"))
        record, seats = content["record"], content["seats"]
        try:
            check_seats(seats, BadLink)
        except BadLink:
            raise BadLink(_(NO_LINK_GAME)) from None
        replay_link = content.get("replay", False)
        if replay_link is not False and replay_link is not True:
            raise BadLink(_(NO_LINK_GAME))
        if replay_link:
            at = content.get("at", 0)
            if not is_int(at) or "for" in content:
                raise BadLink(_(NO_LINK_GAME))
            Table(record, seats)                     # BadRecord: unknown game, rules, moves
            return {"record": record, "seats": seats, "for": None, "replay": True,
                    "at": max(0, min(at, len(record["moves"])))}
        if "at" in content or "for" not in content:
            raise BadLink(_(NO_LINK_GAME))
        name = payload.get("name")
        if name is not None and (not isinstance(name, str) or len(name) > MAX_NAME_CHARS):
            raise BadRequest(_("A seat's name must be a text."))
        seats = seats_opening_link(seats, content["for"], name)
        snap = self._show(Table(record, seats))     # replayed once: checked and ready to play
        return {"record": record, "seats": seats, "for": content["for"], "replay": False, "at": None,
                "snapshot": snap}

    def do_replay_link(self, payload: dict) -> dict:
        check_record_shape(payload["record"])
        content = {"record": payload["record"], "seats": seats_in_link(payload["seats"]), "replay": True}
        at = payload.get("at")
        if at is not None and not is_int(at):
            raise BadRequest(_("The replay position must be a whole number of moves."))
        if at:
            content["at"] = at
        return {"code": encode_link(content)}

    def do_replay(self, payload: dict) -> dict:
        at = payload.get("at")
        snap = replay_position(payload["record"], payload["seats"], 0 if at is None else at, self.screen)
        return {**snap, "message": None}

    def do_snapshot(self, _payload: dict) -> dict:
        return self._snapshot()

    def do_describe(self, _payload: dict) -> dict:
        return {"describe": self._table().describe()}

    def do_echo(self, _payload: dict) -> dict:
        """The drawing last sent, as it was: a round trip of the same size as a click's with no
        engine work (the floor that bench/click_latency.py measures clicks against)."""
        return {"text": self._sent["svg"] if self._sent else ""}

    def do_speed(self, payload: dict) -> dict:
        """Whole random games of a game for up to 10 s: games per second (bench/engine_speed.py)."""
        from .speed import random_games_per_second
        seconds = payload["seconds"]
        if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not 0 < seconds <= 10:
            raise BadRequest(_("The seconds must be a number from 0 to {limit}.").format(limit=number(10)))
        return {"games_per_second": random_games_per_second(_game(payload["game"]).id, seconds)}


def _game(game_id):
    try:
        return get_game(game_id)
    except (KeyError, TypeError):
        if isinstance(game_id, str):
            raise BadRequest(_("Ludoteca has no game '{name}'.").format(name=game_id[:40])) from None
        raise BadRequest(_("Ludoteca has no game of that name.")) from None
