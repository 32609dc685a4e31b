"""The API the browser shell calls: one function taking and returning JSON text.

    call("catalog", "{}")                               -> {"games": [...]}
    call("new", {"game", "options", "seats", "seed"?})  -> snapshot
    call("load", {"record", "seats"})                   -> snapshot (resume a saved game)
    call("click", {"token"}) / call("bot") / call("privacy_ok") / call("cancel") / call("undo")
    call("forced")                                      -> the viewer's only move, made (snapshot
                                                           "forced" announced it)
    call("screen", {"screen": "wide"|"phone"})          -> the drawing's layout from now on;
                                                           a snapshot if a game is in progress
    call("rematch")                                     -> same game, seats, options; new seed
    call("option_editor", {"game", "key", "value", "token"?}) -> {"value", "svg", "problems"}
    call("open_link", {"text"})       -> {"record", "seats", "for", "replay", "at", "snapshot"?}: a game
                                         link is loaded (snapshot); a replay link only checked
    call("replay_link", {"record", "seats", "at"?}) -> {"code"}
    call("replay", {"record", "seats", "at"}) -> snapshot of that position (the game in progress
                                         is left alone)

Every answer is {"ok": true, ...snapshot} or {"ok": false, "error": "<message for a player>"};
a failed call never changes the game in progress. Pure Python: the bridge module only
wires `call` into the page.
"""

from __future__ import annotations

import json
import secrets

from .core import MAX_SEED, BadLink, LudotecaError, catalog, decode_link, encode_link, get_game, new_record
from .table import SCREENS, Table, replay_position, seats_in_link, seats_opening_link


class Api:
    def __init__(self):
        self.table: Table | None = None
        self.screen = "wide"

    def call(self, name: str, payload_json: str = "{}") -> str:
        try:
            payload = json.loads(payload_json or "{}")
            if not isinstance(payload, dict):
                raise ValueError("payload must be an object")
            handler = getattr(self, "do_" + name, None)
            if handler is None:
                raise ValueError(f"unknown call '{name}'")
            answer = handler(payload)
        except (LudotecaError, ValueError, KeyError, TypeError) as err:
            message = str(err) if isinstance(err, LudotecaError) else f"Request refused: {err}"
            return json.dumps({"ok": False, "error": message})
        return json.dumps({"ok": True, **answer})

    def _snapshot(self, message: str | None = None) -> dict:
        if self.table is None:
            raise ValueError("no game in progress")
        self.table.screen = self.screen
        snap = self.table.snapshot()
        snap["message"] = message
        return snap

    # ---------------- calls ----------------
    def do_catalog(self, _payload: dict) -> dict:
        return {"games": catalog()}

    def do_new(self, payload: dict) -> dict:
        seed = payload.get("seed")
        if seed is None:
            seed = secrets.randbelow(MAX_SEED + 1)
        seats = payload["seats"]
        options = dict(payload.get("options") or {}, players=len(seats))
        self.table = Table(new_record(payload["game"], options, seed), seats)
        return self._snapshot()

    def do_load(self, payload: dict) -> dict:
        self.table = Table(payload["record"], payload["seats"])
        return self._snapshot()

    def do_rematch(self, _payload: dict) -> dict:
        old = self._table()
        return self.do_new({"game": old.game.id, "options": old.record["options"],
                            "seats": old.seats})

    def do_click(self, payload: dict) -> dict:
        table = self._table()
        return self._snapshot(table.click(str(payload["token"])))

    def do_bot(self, _payload: dict) -> dict:
        self._table().bot_step()
        return self._snapshot()

    def do_forced(self, _payload: dict) -> dict:
        return self._snapshot(self._table().play_forced())

    def do_screen(self, payload: dict) -> dict:
        screen = payload.get("screen")
        if screen not in SCREENS:
            raise ValueError(f"screen must be one of {', '.join(SCREENS)}")
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

    def do_option_editor(self, payload: dict) -> dict:
        """Draw (and, given a token, first edit) an option that has an editor, e.g. a layout."""
        game = get_game(payload["game"])
        option = {o.key: o for o in game.options if o.editor}[payload["key"]]
        value = option.check(payload.get("value", option.default))
        if payload.get("token"):
            value = game.edit_option(option.key, value, str(payload["token"]))
        return {"value": value, **game.draw_option(option.key, value)}

    # ---------------- links and replays ----------------
    def do_open_link(self, payload: dict) -> dict:
        """Read a link (the text after '#') and check that its game replays; the shell then
        compares it with the saved games before loading it."""
        content = decode_link(payload["text"])          # BadLink says what is wrong
        try:
            record, seats = content["record"], content["seats"]
            if content.get("replay"):
                Table(record, seats)                     # BadRecord: unknown game, rules, moves
                return {"record": record, "seats": seats, "for": None, "replay": True,
                        "at": int(content.get("at", 0))}
            seats = seats_opening_link(seats, content["for"])
        except (KeyError, TypeError, ValueError):
            raise BadLink("This link holds no game Ludoteca can open.") from None
        table = Table(record, seats)         # replayed once: checked and ready to play
        self.table = table
        return {"record": record, "seats": seats, "for": content["for"], "replay": False, "at": None,
                "snapshot": self._snapshot()}

    def do_replay_link(self, payload: dict) -> dict:
        content = {"record": payload["record"], "seats": seats_in_link(payload["seats"]), "replay": True}
        if payload.get("at"):
            content["at"] = int(payload["at"])
        return {"code": encode_link(content)}

    def do_replay(self, payload: dict) -> dict:
        snap = replay_position(payload["record"], payload["seats"], payload.get("at", 0), self.screen)
        return {**snap, "message": None}

    def do_snapshot(self, _payload: dict) -> dict:
        return self._snapshot()

    def _table(self) -> Table:
        if self.table is None:
            raise ValueError("no game in progress")
        return self.table
