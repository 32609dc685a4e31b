"""The API the browser shell calls: one function taking and returning JSON text.

    Api().call("click", '{"token": "card:Y4"}')  ->  '{"ok": true, ...the snapshot}'

Each call is one method `do_<name>` declared with `@api_call(required fields, optional=…)`: the
declaration is the call's field list, the method's docstring its documentation (`python -m
ludoteca.app` lists them all), and `CALLS` is derived from it — adding a call is writing
that one method. Calls only benchmarks make are not here: ludoteca.bench_api extends the API
for a page opened with `?bench`.

Every answer is a JSON object that a browser's strict `JSON.parse` accepts, whatever the call
was given: {"ok": true, ...} or {"ok": false, "error": "<a sentence for a player>"}, plus,
for a failure nobody foresaw, "detail" (the technical cause, for the console only), or, when
the call needs a game whose package this Python does not have yet, "load_game": its id (the
engine's worker fetches build/games/<id>.zip and makes the same call again), or a module of
ours that comes after the first board, "load_rest": its name (the worker fetches
build/later.zip and makes the same call again). A call
that goes on with the same game (declared `continues=True`: click, bot, forced, undo…) leaves out the drawing, panels, log or record when the page already has them,
and lists them in "unchanged" (the page keeps its own copies); a drawing that changed in
part comes as "svg_patch" (ludoteca.svgdiff: only the elements that differ). A failed
call never changes the game in progress. Requests are read strictly at this boundary (see
core/validate.py): exact JSON types, no unknown fields, bounded sizes. Pure Python: the
bridge module only wires `call` into the page.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from . import svgdiff
from .core import MAX_SEED, BadLink, LudotecaError, catalog, decode_link, encode_link, get_game, i18n, new_record
from .core.errors import BadRequest, GameNotLoaded, UnknownGame
from .core.i18n import N_, press_words
from .core.link import MAX_LINK_CHARS
from .core.record import check_record_shape
from .core.rng import fresh_below
from .core.validate import check_json, check_keys, is_int, parse_json
from .table import (
    MAX_NAME_CHARS,
    MAX_TOKEN_CHARS,
    SCREENS,
    Table,
    check_seats,
    replay_position,
    seats_in_link,
    seats_opening_link,
)

# A request is at most a record of a long game (~35 kB as JSON for the longest seen) and a
# few fields, or a link's text.
MAX_REQUEST_CHARS = 1_000_000
MAX_REQUEST_DEPTH = 8  # payload → record → moves → move → trail (+ margin)
MAX_REQUEST_NODES = 120_000
MAX_REQUEST_STRING = MAX_LINK_CHARS + 100

LINK_FIELDS = (("record", "seats"), ("for", "replay", "at"))
# The heavy parts of a snapshot that a continuing call leaves out when the page has them.
HEAVY = ("svg", "panels", "log", "record")

_ = i18n.SITE.gettext

# Refusals used in several places: marked here, translated (`_`) when they are said.
UNEXPECTED = N_("Something went wrong inside Ludoteca, so this was not done; the game in progress is unchanged.")
NO_GAME = N_("No game is in progress.")
NOT_DOWNLOADED = N_("This game could not be downloaded. Check your connection and try again.")
NO_LINK_GAME = N_("This link holds no game Ludoteca can open.")
THE_REQUEST = N_("The request")


@dataclass(frozen=True)
class Call:
    """An API call's declaration: its fields (any other is refused) and whether it goes on with
    the table in progress (then it answers only what changed, see Api._only_changes)."""

    required: tuple[str, ...]
    optional: tuple[str, ...]
    continues: bool


_Method = TypeVar("_Method", bound=Callable[..., object])

# What api_call declared, by the method it decorated (kept here rather than on the function,
# where the type checker could not see it).
_DECLARED: dict[Callable[..., object], Call] = {}


def api_call(*required: str, optional: tuple[str, ...] = (), continues: bool = False) -> Callable[[_Method], _Method]:
    """Declare the method `do_<name>` as the API call "<name>", with its required and optional
    fields; its docstring documents the call."""

    def declare(method: _Method) -> _Method:
        assert method.__name__.startswith("do_") and method.__doc__, method.__name__
        _DECLARED[method] = Call(tuple(required), tuple(optional), continues)
        return method

    return declare


def calls_of(api_class: type) -> dict[str, Call]:
    """The calls an API class answers, by name (its declared `do_<name>` methods)."""
    return {
        name[3:]: declared
        for name in dir(api_class)
        if name.startswith("do_") and (declared := _DECLARED.get(getattr(api_class, name))) is not None
    }


def _refusal(message: str, detail: str | None = None, fields: dict | None = None) -> str:
    answer: dict = {"ok": False, "error": message, **(fields or {})}
    if detail:
        answer["detail"] = detail
    return json.dumps(answer)


class Api:
    calls: dict[str, Call]  # every call this API answers (set below the class)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.calls = calls_of(cls)

    def __init__(self):
        self.table: Table | None = None
        self.screen = "wide"
        self.touch: bool | None = None  # the page says whether it is a touch screen (else: a phone is)
        self._sent: dict | None = None  # the heavy parts of the last snapshot the page has
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
            return _refusal(str(err), fields=err.answer_fields())
        except GameNotLoaded as err:
            # The engine's worker fetches the game's package and asks again; the sentence is
            # for when that download fails.
            self._restore(saved)
            return json.dumps({"ok": False, "error": _(NOT_DOWNLOADED), "load_game": err.game_id})
        except ModuleNotFoundError as err:
            # In the page, a module of ours that no first board needs comes after it
            # (build/later.zip.gz, see build.LATER): the worker fetches it and asks again.
            self._restore(saved)
            if not (err.name or "").startswith(f"{__package__}."):
                detail = f"{name if isinstance(name, str) else '?'}: ModuleNotFoundError: {err}"
                return _refusal(_(UNEXPECTED), detail[:1100])
            return json.dumps({"ok": False, "error": _(NOT_DOWNLOADED), "load_rest": err.name})
        except Exception as err:  # last resort (RecursionError, MemoryError, a bug…)
            self._restore(saved)
            try:
                detail = f"{type(err).__name__}: {err}"[:1000]
            except Exception:  # noqa: BLE001 — even str() of it failed
                detail = type(err).__name__
            return _refusal(_(UNEXPECTED), f"{name if isinstance(name, str) else '?'}: {detail}"[:1100])

    def _only_changes(self, name: str, answer: dict) -> tuple[dict, dict | None]:
        """A call that goes on with the same table answers only what changed: the drawing,
        panels, log and record that the page already has are left out and named in
        "unchanged" (the page keeps its copies). Returns (answer, what the page then has)."""
        if "record" not in answer or "replay" in answer:  # not a snapshot of the game
            return answer, (None if "replay" in answer else self._sent)  # after a replay: all
        heavy = {
            "svg": answer["svg"],
            "panels": answer["panels"],
            "log": answer["log"],
            "record": (
                len(answer["record"]["moves"]),
                len(answer["record"].get("chance", {})),
                answer["record"].get("practice", False),
            ),
        }
        sent = {"table": self.table, **heavy}  # the object itself: an id could be reused
        last = self._sent
        if not self.calls[name].continues or last is None or last["table"] is not self.table:
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
        if not isinstance(name, str) or name not in self.calls:
            if isinstance(name, str):
                raise BadRequest(_("Ludoteca does not know the request '{name}'.").format(name=name[:40]))
            raise BadRequest(_("Ludoteca does not know a request of that kind."))
        payload = parse_json(
            "{}" if payload_json is None or payload_json == "" else payload_json,
            max_chars=MAX_REQUEST_CHARS,
            error=BadRequest,
            what=THE_REQUEST,
        )
        if not isinstance(payload, dict):
            raise BadRequest(_("The request is not an object."))
        if name == "open_link" and isinstance(payload.get("text"), str) and len(payload["text"]) > MAX_LINK_CHARS:
            decode_link(payload["text"])  # says, as a link, why it is refused
        check_json(
            payload,
            max_depth=MAX_REQUEST_DEPTH,
            max_nodes=MAX_REQUEST_NODES,
            max_string=MAX_REQUEST_STRING,
            error=BadRequest,
            what=THE_REQUEST,
        )
        declared = self.calls[name]
        check_keys(
            payload,
            declared.required,
            declared.optional,
            error=BadRequest,
            what=_("The request '{name}'").format(name=name),
        )
        return getattr(self, "do_" + name)(payload)

    def _snapshot(self, message: str | None = None) -> dict:
        return self._show(self._table(), message)

    def _show(self, table: Table, message: str | None = None) -> dict:
        """`table`'s snapshot; `table` becomes the game in progress (once drawn: a table that
        cannot be drawn is never kept)."""
        table.screen = self.screen
        table.touch = self.screen == "phone" if self.touch is None else self.touch
        snap = table.snapshot()
        # (a refusal may say how to press something, as prompts do: presenter.snapshot)
        snap["message"] = press_words(message, table.touch) if message else message
        self.table = table
        return snap

    def _table(self) -> Table:
        if self.table is None:
            raise BadRequest(_(NO_GAME))
        return self.table

    # ---------------- calls ----------------
    @api_call()
    def do_catalog(self, _payload: dict) -> dict:
        """{"games": [...]}: every game's declaration (the lobby's catalog)."""
        return {"games": catalog()}

    @api_call("lang", continues=True)
    def do_language(self, payload: dict) -> dict:
        """ "en", "de" or "fr": every answer from now on in that language; a snapshot if a game
        is in progress, else {"lang"}."""
        lang = payload["lang"]
        if not isinstance(lang, str) or lang not in i18n.LANGUAGES:
            raise BadRequest(_("Ludoteca speaks English, German and French (en, de, fr)."))
        self.lang = lang
        i18n.use(lang)
        return self._snapshot() if self.table is not None else {"lang": lang}

    @api_call("game", "seats", optional=("options", "seed"))
    def do_new(self, payload: dict) -> dict:
        """A new game (a fresh seed unless one is given): its snapshot."""
        game = known_game(payload["game"])
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
        table = Table(new_record(game.id, options, seed), seats)
        table.load_user_bots()  # a bot from the workshop that does not load: refused now
        return self._show(table)

    @api_call("record", "seats", optional=("tutorial",))
    def do_load(self, payload: dict) -> dict:
        """Resume a saved game (a tutorial with its saved "tutorial" progress): its snapshot."""
        table = Table(payload["record"], payload["seats"])
        table.load_user_bots()
        if "tutorial" in payload:
            table.follow_tutorial(payload["tutorial"])
        return self._show(table)

    @api_call("game")
    def do_tutorial(self, payload: dict) -> dict:
        """A game's guided first game from its start (games/<id>/tutorial.py: a fixed deal, you
        on seat 0 against easy bots): its snapshot, with "tutorial" (see presenter.snapshot)."""
        game = known_game(payload["game"])
        tutorial = game.tutorial
        if tutorial is None:
            # TRANSLATORS: {game} is a game's name (a proper name).
            raise BadRequest(_("{game} has no tutorial yet.").format(game=game.name))
        level = "easy" if "easy" in game.bot_levels else game.bot_levels[0]
        seats = [{"kind": "human"}] + [{"kind": "bot", "level": level}] * (tutorial.players - 1)
        options = dict(tutorial.options, players=tutorial.players)
        table = Table(new_record(game.id, options, tutorial.seed), seats)
        table.follow_tutorial()
        return self._show(table)

    @api_call(continues=True)
    def do_tutorial_next(self, _payload: dict) -> dict:
        """ "Next" in a tutorial: the step read is passed (a fast-forward first plays on as it
        says): the snapshot."""
        table = self._table()
        if table.tutor is None:
            raise BadRequest(_("No tutorial is in progress."))
        table.tutor.next()
        return self._snapshot()

    @api_call()
    def do_rematch(self, _payload: dict) -> dict:
        """The same game, seats and options with a new seed: its snapshot."""
        old = self._table()
        return self.do_new({"game": old.game.id, "options": old.record["options"], "seats": old.given_seats()})

    @api_call("token", continues=True)
    def do_click(self, payload: dict) -> dict:
        """A click on a board element: the snapshot, with the game's reason in "message" if the
        click was refused."""
        token = payload["token"]
        if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN_CHARS:
            raise BadRequest(_("The click names nothing on the board."))
        return self._snapshot(self._table().click(token))

    @api_call(continues=True)
    def do_bot(self, _payload: dict) -> dict:
        """One bot makes one move: the snapshot (with "message" when a bot from the workshop
        failed and the easy bot moved for it)."""
        table = self._table()
        table.bot_step()
        return self._snapshot(table.bot_notice)

    @api_call(continues=True)
    def do_forced(self, _payload: dict) -> dict:
        """The viewer's only move (the snapshot's "forced" announced it), made: the snapshot."""
        return self._snapshot(self._table().play_forced())

    @api_call("screen", optional=("touch",), continues=True)
    def do_screen(self, payload: dict) -> dict:
        """ "wide" or "phone": the drawing's layout from now on, and with "touch" (optional)
        whether it is pressed by touch; a snapshot if a game is in progress."""
        screen, touch = payload["screen"], payload.get("touch")
        if not isinstance(screen, str) or screen not in SCREENS:
            raise BadRequest(_("The screen must be one of {screens}.").format(screens=", ".join(SCREENS)))
        if touch is not None and not isinstance(touch, bool):
            raise BadRequest(_("Whether the screen is touched must be true or false."))
        self.screen, self.touch = screen, touch
        return self._snapshot() if self.table is not None else {}

    @api_call(continues=True)
    def do_privacy_ok(self, _payload: dict) -> dict:
        """The device was passed to the player the privacy screen named: the snapshot."""
        self._table().confirm_privacy()
        return self._snapshot()

    @api_call(continues=True)
    def do_cancel(self, _payload: dict) -> dict:
        """Every pending click of the move being built dropped: the snapshot."""
        self._table().drop_clicks()
        return self._snapshot()

    @api_call(continues=True)
    def do_undo(self, _payload: dict) -> dict:
        """A step back within the move being built (its latest click dropped): the snapshot. A
        move already made is taken back by "take_back"."""
        self._table().drop_last_click()
        return self._snapshot()

    @api_call(continues=True)
    def do_hint(self, _payload: dict) -> dict:
        """The snapshot with "hint": the strong bot's move for the viewer. Marks the game as
        practice."""
        self._table().coach.hint()
        return self._snapshot()

    @api_call(continues=True)
    def do_take_back(self, _payload: dict) -> dict:
        """The player's last move (and the bots' replies) undone: the snapshot. Marks the game
        as practice."""
        self._table().coach.take_back()
        return self._snapshot()

    @api_call()
    def do_review(self, _payload: dict) -> dict:
        """{"review": [{"at", "cost", "played", "better", "played_path", "better_path"}]}: a
        finished game's costliest decisions by the strong bot's estimate (the moves in words
        and as their clicks)."""
        return {"review": self._table().coach.review()}

    @api_call("game", "key", optional=("value", "token"))
    def do_option_editor(self, payload: dict) -> dict:
        """Draw (and, given a token, first edit) an option that has an editor, e.g. a layout:
        {"value", "svg", "problems"}."""
        game = known_game(payload["game"])
        key = payload["key"]
        editors = {o.key: o for o in game.options if o.editor}
        if not isinstance(key, str) or key not in editors:
            # TRANSLATORS: {game} is a game's name (a proper name).
            raise BadRequest(_("{game} has no option drawn in an editor by that name.").format(game=game.name))
        option = editors[key]
        value = option.check(payload.get("value", option.default), game.texts)
        token = payload.get("token")
        if token is not None and not isinstance(token, str):
            raise BadRequest(_("The click names nothing in the editor."))
        if token:
            edited = game.edit_option(option.key, value, token[:MAX_TOKEN_CHARS])
            value = option.check(edited, game.texts)
        drawn = game.draw_option(option.key, value)
        # (its words say "tap" or "click" as the page is pressed, like a game's prompts)
        touch = self.screen == "phone" if self.touch is None else self.touch
        drawn["svg"] = press_words(drawn["svg"], touch)
        return {"value": value, **drawn}

    # ---------------- links and replays ----------------
    @api_call("text", optional=("name",))
    def do_open_link(self, payload: dict) -> dict:
        """Read a link (the text after '#'): {"record", "seats", "for", "replay", "at",
        "snapshot"?}. A game link is loaded (its snapshot), `name` (the person on this device)
        set on its seat; a replay link is only checked (the shell then compares it with the
        saved games)."""
        content = decode_link(payload["text"])  # BadLink says what is wrong
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
            Table(record, seats)  # BadRecord: unknown game, rules, moves
            return {
                "record": record,
                "seats": seats,
                "for": None,
                "replay": True,
                "at": max(0, min(at, len(record["moves"]))),
            }
        if "at" in content or "for" not in content:
            raise BadLink(_(NO_LINK_GAME))
        name = payload.get("name")
        if name is not None and (not isinstance(name, str) or len(name) > MAX_NAME_CHARS):
            raise BadRequest(_("A seat's name must be a text."))
        seats = seats_opening_link(seats, content["for"], name)
        snap = self._show(Table(record, seats))  # replayed once: checked and ready to play
        return {"record": record, "seats": seats, "for": content["for"], "replay": False, "at": None, "snapshot": snap}

    @api_call("record", "seats", optional=("at",))
    def do_replay_link(self, payload: dict) -> dict:
        """{"code"}: a link that opens the replay of this record (at move `at`)."""
        check_record_shape(payload["record"])
        content = {"record": payload["record"], "seats": seats_in_link(payload["seats"]), "replay": True}
        at = payload.get("at")
        if at is not None and not is_int(at):
            raise BadRequest(_("The replay position must be a whole number of moves."))
        if at:
            content["at"] = at
        return {"code": encode_link(content)}

    @api_call("record", "seats", optional=("at", "marks"))
    def do_replay(self, payload: dict) -> dict:
        """The snapshot of that position of the record, nothing to click (the game in progress
        is left alone). `marks` ({token: "played", "better" or "both"}, e.g. a review's two
        moves) are marked on the board."""
        at = payload.get("at")
        marks = payload.get("marks") or {}
        snap = replay_position(payload["record"], payload["seats"], 0 if at is None else at, self.screen, marks)
        return {**snap, "message": None}

    @api_call()
    def do_snapshot(self, _payload: dict) -> dict:
        """The game in progress."""
        return self._snapshot()

    @api_call()
    def do_describe(self, _payload: dict) -> dict:
        """{"describe": {"title", "lines"}}: the position in words for the viewer (a screen
        reader's summary)."""
        return {"describe": self._table().position_in_words()}


def known_game(game_id):
    try:
        return get_game(game_id)
    except UnknownGame:
        if isinstance(game_id, str):
            raise BadRequest(_("Ludoteca has no game '{name}'.").format(name=game_id[:40])) from None
        raise BadRequest(_("Ludoteca has no game of that name.")) from None


Api.calls = calls_of(Api)
CALLS = Api.calls  # the page's calls (exercise.py makes each one; tests garble each one)


def documentation(api_class: type[Api] = Api) -> str:
    """Every call with its fields and docstring: the API's reference."""
    parts = []
    for name, declared in api_class.calls.items():
        fields = [*declared.required, *(f"{f}?" for f in declared.optional)]
        doc = " ".join(getattr(api_class, "do_" + name).__doc__.split())
        parts.append(f"call({name!r}{', {' + ', '.join(fields) + '}' if fields else ''}): {doc}")
    return "\n".join(parts)


if __name__ == "__main__":
    print(documentation())
