"""The engine contract every game implements.

A game is a stateless object (one instance per game, see `registry`) whose methods
take and return plain-JSON states:

    state = game.setup(options, seed)          # options may omit defaults
    game.to_act(state)          -> [players]   # who may act now (several = simultaneous)
    game.legal_moves(state, p)  -> [moves]     # every move dict carries its actor in "p"
    game.apply(state, move)     -> new state   # pure; raises IllegalMove(reason)
    game.view(state, p|None)    -> dict        # all that p may see; None = spectator
    game.is_over(state), game.result(state)   # the result's summary is a message kept as data:
    game.render_message(result["summary"], names)   # … in the current language, with the seats' names

Subclasses implement the underscored hooks (`_setup`, `_legal_moves`, `_why_illegal`,
`_perform`, `_to_act`, `_view`, `_result`) and never repeat the checks done here.
The browser side additionally uses `move_path`, `next_clicks`, `path_move`, `render` and
`bot_move`; random playouts use `random_move`.

The drawing, the bot and the search model are modules of their own, which the rules never
import: each game package wires them to its game in its `__init__.py`
(`GAME.wire(draw=..., bot=..., describe=..., search=...)`); `render`, `rules_html` and
`bot_move` delegate to them (an option editor is drawn by the drawing module too: see the
game's `draw_option`/`edit_option`), `analyse` searches with the search model; `describe`
(the position in words, for a screen reader) delegates to a describe module when one is wired.

The declaration (`tagline`, `options`) is English marked with N_ in class attributes; `declare`
translates it with the game's catalogs (see the comment above `Choice`).
"""

from __future__ import annotations

import functools
import importlib
import pathlib
import random
import re
import sys
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any

from . import i18n, svg
from .errors import BadOptions, BadSeat, BadState, IllegalMove
from .i18n import N_, Domain, number
from .jsonish import JsonObject, clone
from .rng import seed_state
from .svgtext import spaced_render
from .validate import check_json, check_seed, is_int, same_json

if TYPE_CHECKING:
    from .search import SearchModel, SearchResult
    from .tutorial import Tutorial

PLAYERS_KEY = "players"
SEAT_SLOT = re.compile(r"\{p(\d)\}")  # a seat's name in a text, filled when shown
# A move is small: a few keys, at most one list (a trail, a turn's clicks) of short tokens.
MAX_MOVE_DEPTH = 3
MAX_MOVE_NODES = 400
MAX_MOVE_STRING = 100

_ = i18n.SITE.gettext
ngettext = i18n.SITE.ngettext
UNREADABLE_MOVE = N_("That move is not readable.")
NOT_LEGAL_NOW = N_("That is not a legal move now.")


# Texts a game declares (its tagline, options' labels, help and choices) are constants: English
# marked with N_ in class attributes of the game, never translated there. They are translated
# with the game's catalogs (`Game.texts`) where they are shown — the lobby's declaration
# (`Game.declare`) and the refusals of options (`Option.check`) — so no game overrides either.


@dataclass(frozen=True)
class Choice:
    value: str
    label: str


@dataclass(frozen=True)
class Option:
    """One setting of a game, declared so the lobby can draw it and records can be checked.

    `multiple` options take a list of distinct choice values (e.g. which colours are known);
    `free` options take a string the game checks itself in `_check_options` (e.g. a custom
    layout), and with `editor` the game draws an editor for it (`draw_option`/`edit_option`);
    `shown_when` names another option's values for which this one matters (lobby hint only).
    """

    key: str
    label: str
    choices: tuple[Choice, ...]
    default: Any
    multiple: bool = False
    help: str = ""
    shown_when: JsonObject = field(default_factory=dict)
    free: bool = False
    editor: bool = False

    MAX_FREE_LENGTH = 500

    def check(self, value: Any, texts: Domain | None = None) -> Any:
        """The value, canonical; BadOptions otherwise (`texts`: the game's catalogs, which
        translate the label in the refusal)."""
        label = texts.gettext(self.label) if texts is not None else self.label
        if self.free:
            if not isinstance(value, str) or len(value) > self.MAX_FREE_LENGTH:
                # TRANSLATORS: {option} is the option's label, e.g. "Layout".
                raise BadOptions(
                    _("{option}: expected a text of at most {limit} characters.").format(
                        option=label, limit=number(self.MAX_FREE_LENGTH)
                    )
                )
            return value
        allowed = {c.value for c in self.choices}
        if self.multiple:
            # Exact JSON types: every value a text among the choices (a list or a number in
            # the list is refused, never hashed or compared loosely).
            if (
                not isinstance(value, list)
                or not all(isinstance(v, str) and v in allowed for v in value)
                or len(set(value)) != len(value)
            ):
                raise BadOptions(
                    _("{option}: choose among {values}.").format(option=label, values=", ".join(sorted(allowed)))
                )
            order = [c.value for c in self.choices]
            return sorted(value, key=order.index)  # canonical order: same game, same record
        if not isinstance(value, str) or value not in allowed:
            values = ", ".join(sorted(allowed))
            if isinstance(value, str):
                raise BadOptions(
                    _("{option}: '{value}' is not one of {values}.").format(
                        option=label, value=value[:40], values=values
                    )
                )
            raise BadOptions(_("{option}: that value is not one of {values}.").format(option=label, values=values))
        return value

    def declare(self, texts: Domain | None = None) -> JsonObject:
        """The option as the lobby draws it; its label, help and choices translated with
        `texts` (the game's catalogs) when given."""
        tr = texts.gettext if texts is not None else (lambda text: text)
        return {
            "key": self.key,
            "label": tr(self.label),
            "default": self.default,
            "multiple": self.multiple,
            "help": tr(self.help) if self.help else "",
            "shown_when": self.shown_when,
            "free": self.free,
            "editor": self.editor,
            "choices": [{"value": c.value, "label": tr(c.label)} for c in self.choices],
        }


def _checking_state(method: Any, with_seat: bool) -> Any:
    """`method` (a game's own override of a public call taking a state, and a seat when
    `with_seat`) preceded by Game.check_state and Game.check_seat."""

    @functools.wraps(method)
    def checked(self: Game, state: Any, *args: Any, **kwargs: Any) -> Any:
        self.check_state(state)
        if with_seat:
            player: Any = args[0] if args else kwargs.get("player")
            self.check_seat(state, player)
            if method is not _base_random_move and method.__name__ == "random_move":
                self._check_may_act(state, player)  # (the base one finds it out itself)
        return method(self, state, *args, **kwargs)

    return checked


def rank_by(keys: list[tuple[Any, ...]]) -> list[int]:
    """Competition ranks (1 = best) from per-player sort keys, higher is better; equal keys share a rank."""
    return [1 + sum(1 for other in keys if other > mine) for mine in keys]


class Game:
    # --- declaration (override in each game) ---
    id: str = ""
    name: str = ""
    min_players: int = 2
    max_players: int = 2
    # Every rules version published, oldest first; the last is the current one (new games).
    # A record names its version and replays under it; the state keeps it (`rules_of`).
    rules_versions: tuple[str, ...] = ("1",)
    options: tuple[Option, ...] = ()
    tagline: str = ""
    # False when nothing a player holds is secret (Yucata'): pass-and-play needs no privacy screen.
    hands_hidden: bool = True
    # False when a position has too many moves to list at every click (Kukulkán's trails): the
    # game then overrides next_clicks, path_move and random_move, and bot_move gets moves=None.
    lists_moves: bool = True
    # The bots' levels, weakest first (the bot module's `choose` takes one of them), and the
    # level a bot seat gets when none is said. "strong" searches (ludoteca.core.search).
    bot_levels: tuple[str, ...] = ("easy", "normal", "strong")
    default_bot_level: str = "normal"
    # The keys of each kind of move the game makes (with "p"), e.g. Yutakâ's reveal {"p",
    # "reveal"} and play {"p", "card", "island"}: a move with another set of keys is refused
    # with a sentence naming the keys too many or missing, before the rules read it.
    move_kinds: tuple[frozenset[str], ...] = ()

    # The public methods a game may override that take a state (and most a seat): each game's
    # own is wrapped (`__init_subclass__`) so that another game's state or a seat it does not
    # have is refused with a sentence, as the base class's methods refuse them.
    _STATE_CALLS = ("is_over", "random_move", "forced_move", "next_clicks", "path_move", "explain_click")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in cls._STATE_CALLS:
            if name in cls.__dict__:
                setattr(cls, name, _checking_state(cls.__dict__[name], with_seat=name != "is_over"))

    @property
    def rules_version(self) -> str:
        """The current rules version: the one new games are played under."""
        return self.rules_versions[-1]

    def rules_of(self, state: JsonObject) -> str:
        """The rules version a state (or a view) is played under (the current one for what is
        no state: the call it wraps refuses it, see Santa Monica's `under_its_rules`)."""
        return str(state.get("rules", self.rules_version)) if isinstance(state, dict) else self.rules_version

    @property
    def texts(self) -> Domain:
        """The game's translation catalogs (core/i18n.py): `locale/` beside its rules module.
        Its log entries are rendered with them, its drawing and prompts translate with them."""
        found: Domain | None = self.__dict__.get("_texts")
        if found is None:
            here = pathlib.Path(str(sys.modules[type(self).__module__].__file__)).resolve().parent
            found = self.__dict__["_texts"] = i18n.domain(self.id, here / "locale")
        return found

    # --- options ---
    def normalize_options(self, options: JsonObject | None) -> JsonObject:
        """Fill defaults, check every value, and return the canonical options dict."""
        if options is None:
            options = {}
        if not isinstance(options, dict):
            # TRANSLATORS: {game} is a game's name (a proper name: Yucata', Kukulkán…).
            raise BadOptions(_("The options of {game} must be a set of named choices.").format(game=self.name))
        options = dict(options)
        players = options.pop(PLAYERS_KEY, self.min_players)
        if (
            not isinstance(players, int)
            or isinstance(players, bool)
            or not self.min_players <= players <= self.max_players
        ):
            raise BadOptions(self._player_range())
        known = {o.key: o for o in self.options}
        unknown = sorted(str(k)[:30] for k in set(options) - set(known))
        if unknown:
            raise BadOptions(
                ngettext("{game} has no option {names}.", "{game} has no options {names}.", len(unknown[:3])).format(
                    game=self.name, names=", ".join(unknown[:3])
                )
            )
        result = {PLAYERS_KEY: players}
        for key, opt in known.items():
            result[key] = opt.check(options.get(key, clone(opt.default)), self.texts)
        self._check_options(result)
        return result

    def _player_range(self) -> str:
        """The refusal of a number of players the game is not for."""
        if self.min_players == self.max_players:
            return ngettext("{game} is for {n} player.", "{game} is for {n} players.", self.min_players).format(
                game=self.name, n=number(self.min_players)
            )
        return _("{game} is for {low} to {high} players.").format(
            game=self.name, low=number(self.min_players), high=number(self.max_players)
        )

    def _check_options(self, options: JsonObject) -> None:
        """Cross-option checks; raise BadOptions."""

    def declare(self) -> JsonObject:
        """The game's declaration as JSON, for the lobby and the catalog, in the current
        language (the name is a proper name; the tagline and options are translated with the
        game's catalogs)."""
        texts = self.texts
        return {
            "id": self.id,
            "name": self.name,
            "tagline": texts.gettext(self.tagline) if self.tagline else "",
            "min_players": self.min_players,
            "max_players": self.max_players,
            "rules_version": self.rules_version,
            "hands_hidden": self.hands_hidden,
            "options": [o.declare(texts) for o in self.options],
            "bot_levels": list(self.bot_levels),
            "default_bot_level": self.default_bot_level,
            "rules_html": self.rules_html(),
            "seat_colours": self.seat_colours(self.max_players),
            "has_tutorial": self.has_tutorial,
        }

    def seat_colours(self, players: int) -> list[str]:
        """Each seat's colour as the drawing marks it (CSS colours), from the drawing module's
        `SEAT_COLOURS` (seat p has SEAT_COLOURS[p % len]); [] when it has none. The lobby's
        catalog carries them, so a link's first screen shows the friend their colour before
        the engine is up."""
        colours = getattr(self.drawing, "SEAT_COLOURS", ()) if self._modules.get("draw") else ()
        return [colours[p % len(colours)] for p in range(players)] if colours else []

    def rules_html(self) -> str:
        """The rules summary in the current language: the drawing module's `rules_html()`
        when it has one (made when asked, so it is translated), else its `RULES_HTML`."""
        if not self._modules.get("draw"):
            return ""
        made = getattr(self.drawing, "rules_html", None)
        return str(made() if callable(made) else self.drawing.RULES_HTML)

    # --- the guided first game (core/tutorial.py): games/<id>/tutorial.py's TUTORIAL ---
    @property
    def _tutorial_module(self) -> str:
        return type(self).__module__.rsplit(".", 1)[0] + ".tutorial"

    @property
    def has_tutorial(self) -> bool:
        """Whether the game's package has a tutorial module (found without importing it)."""
        from importlib.util import find_spec

        return find_spec(self._tutorial_module) is not None

    @property
    def tutorial(self) -> Tutorial | None:
        """The game's guided first game (`TUTORIAL` of its package's `tutorial.py`, imported
        on first use: never at boot), or None when it has none."""
        if not self.has_tutorial:
            return None
        found: Tutorial = importlib.import_module(self._tutorial_module).TUTORIAL
        return found

    # --- wiring: the drawing and the bot (see the module docstring) ---
    _modules: dict[str, str | None] = {}

    def wire(
        self,
        draw: str | None = None,
        bot: str | None = None,
        describe: str | None = None,
        search: str | None = None,
        review: str | None = None,
    ) -> Game:
        """Name the modules that draw this game, play it as a bot, describe it and search it
        (done once, by the game package's `__init__.py`). They are imported on first use, so
        the engine runs without them.

        - draw: `render(view, ui)` and `rules_html()` (or a `RULES_HTML` constant), optionally
          `SEAT_COLOURS` (see `seat_colours`) and whatever the game's `draw_option`/`edit_option` call;
        - bot: `choose(view, moves, rng, level)` — `moves` is None when `lists_moves` is False —
          and `STRONG_ITERATIONS`, the strong level's search budget (hints and reviews use it too);
        - describe (optional): `describe(view)` -> the position's lines (see `describe`);
        - search (the game's `search_model.py`): `MODEL`, its `core.search.SearchModel`, which
          the strong bot, hints and reviews search with (see `search_model`);
        - review (optional): `reason(before, played, better)` -> why a review's better move
          beats the one played, in the game's terms (see `review_reason`)."""
        self._modules = {"draw": draw, "bot": bot, "describe": describe, "search": search, "review": review}
        return self

    def _wired(self, role: str) -> ModuleType:
        name = self._modules.get(role)
        if not name:
            raise NotImplementedError(f"{self.name or type(self).__name__} has no {role} module wired (see Game.wire)")
        return importlib.import_module(name)

    @property
    def drawing(self) -> ModuleType:
        """The drawing module wired to this game."""
        return self._wired("draw")

    @property
    def bot(self) -> ModuleType:
        """The bot module wired to this game."""
        return self._wired("bot")

    @property
    def search_model(self) -> SearchModel:
        """The game's `core.search.SearchModel`: `MODEL` of the search module wired to it."""
        model: SearchModel = self._wired("search").MODEL
        return model

    # --- the contract ---
    def setup(self, options: JsonObject | None, seed: int, rules: str | None = None) -> JsonObject:
        """A new game under the rules version `rules` (None: the current one; one of
        `rules_versions` — record.replay refuses any other before it gets here)."""
        options = self.normalize_options(options)
        check_seed(seed)
        rules = self.rules_version if rules is None else rules
        if rules not in self.rules_versions:
            raise ValueError(f"{self.name} has no rules version {rules!r}")
        state = {"game": self.id, "rules": rules, "options": options, "rng": seed_state(seed), "log": []}
        self._setup(state)
        return state

    def check_state(self, state: Any) -> None:
        """Refuse (BadState) anything but a state of this game: another game's state, a view
        (it has no PRNG), a record or no state at all — which the rules would read as theirs
        and fail on with a KeyError."""
        if type(state) is not dict or state.get("game") != self.id or "rng" not in state:
            other = state.get("game") if type(state) is dict else None
            if isinstance(other, str) and other != self.id:
                # TRANSLATORS: {other} is a game's id ('kukulkan'…), {game} a game's name.
                raise BadState(
                    _("That is a state of the game '{other}', not of {game}.").format(other=other[:40], game=self.name)
                )
            # TRANSLATORS: {game} is a game's name; a state is what setup and apply return.
            raise BadState(
                _("That is not a state of {game}: pass what setup or apply returned.").format(game=self.name)
            )

    def check_seat(self, state: JsonObject, player: Any, spectator: bool = False) -> None:
        """Refuse (BadSeat) a seat that `state` does not have (None, a spectator, only
        where `spectator`)."""
        if spectator and player is None:
            return
        players = state["options"][PLAYERS_KEY]
        if not is_int(player) or not 0 <= player < players:
            # TRANSLATORS: {seat} is what was given as a player's number; seats count from 0.
            raise BadSeat(
                ngettext(
                    "There is no seat {seat}: this game has {n} player, in seat {last}.",
                    "There is no seat {seat}: this game has {n} players, seats 0 to {last}.",
                    players,
                ).format(seat=str(player)[:20], n=number(players), last=number(players - 1))
            )

    def to_act(self, state: JsonObject) -> list[int]:
        self.check_state(state)
        return [] if self.is_over(state) else sorted(self._to_act(state))

    def legal_moves(self, state: JsonObject, player: int) -> list[JsonObject]:
        """Every move `player` may make now ([] when it is not their turn). Built afresh at
        each call (search calls it in its loops): a game never hands out its state's lists."""
        self.check_state(state)
        self.check_seat(state, player)
        if player not in self.to_act(state):
            return []
        return self._legal_moves(state, player)

    def why_illegal(self, state: JsonObject, move: Any) -> str | None:
        """None if `move` may be applied now, else a short reason for a player.

        A move is accepted only if it is exactly, JSON types included, a move the game makes:
        `4.0` or `True` where an integer belongs, or a key the game does not write, make it
        unreadable (see `_is_exact_move`)."""
        self.check_state(state)
        if not isinstance(move, dict) or not is_int(move.get("p")):
            return _(UNREADABLE_MOVE)
        try:
            check_json(
                move,
                max_depth=MAX_MOVE_DEPTH,
                max_nodes=MAX_MOVE_NODES,
                max_string=MAX_MOVE_STRING,
                error=IllegalMove,
                what="That move",
            )  # (never shown)
        except IllegalMove:
            return _(UNREADABLE_MOVE)
        wrong_keys = self._wrong_keys(move)
        if wrong_keys:
            return wrong_keys
        if self.is_over(state):
            return _("The game is over.")
        player = move["p"]
        if not 0 <= player < state["options"][PLAYERS_KEY]:
            return _("There is no such player.")
        if player not in self.to_act(state):
            return _("It is not your turn.")
        try:
            reason = self._why_illegal(state, move)
            if reason is None and not self._is_exact_move(state, move):
                reason = _(UNREADABLE_MOVE)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            reason = _(UNREADABLE_MOVE)
        return reason

    def _wrong_keys(self, move: JsonObject) -> str | None:
        """The refusal of a move whose keys fit no kind of move the game makes (`move_kinds`),
        naming the keys too many or missing; None if they fit (or the game declares none)."""
        keys = set(move)
        if not self.move_kinds or keys in self.move_kinds:
            return None

        def named(names: set[str] | frozenset[str]) -> str:
            return ", ".join(f"'{k[:30]}'" for k in sorted(names)[:3])

        inside = [kind for kind in self.move_kinds if kind < keys]
        if inside:
            extra = keys - max(inside, key=len)
            # TRANSLATORS: {keys} lists a move's keys as the page writes them: 'card', 'x'.
            return ngettext(
                "That move has a key that does not belong in it: {keys}.",
                "That move has keys that do not belong in it: {keys}.",
                min(len(extra), 3),
            ).format(keys=named(extra))
        unknown = keys - set().union(*self.move_kinds)
        if unknown:
            return ngettext(
                "No move of {game} has the key {keys}.", "No move of {game} has the keys {keys}.", min(len(unknown), 3)
            ).format(game=self.name, keys=named(unknown))
        closest = max(self.move_kinds, key=lambda kind: (len(kind & keys), -len(kind)))
        missing = closest - keys
        if missing:
            return ngettext("That move lacks the key {keys}.", "That move lacks the keys {keys}.", len(missing)).format(
                keys=named(missing)
            )
        return _(UNREADABLE_MOVE)  # keys of two kinds mixed

    def _is_exact_move(self, state: JsonObject, move: JsonObject) -> bool:
        """Is `move` (already found legal by `_why_illegal`) exactly a move the game makes —
        same keys, same JSON types (True == 1 and 4.0 == 4 in Python, not in a record)?
        A game that lists its moves: type-exact equality with one of them. Otherwise the move
        must be exactly what its own clicks stand for: `parse_path` (or, for a game whose
        reading of a path depends on the position, `path_move`) of its `move_path`."""
        player = move["p"]
        if self.lists_moves:
            return any(same_json(move, m) for m in self._legal_moves(state, player))
        path = self.move_path(move)
        if not isinstance(path, list) or not all(isinstance(t, str) for t in path):
            return False
        try:
            made = self.parse_path(player, path)
        except NotImplementedError:
            made = self.path_move(state, player, path)
        return made is not None and same_json(made, move)

    def apply(self, state: JsonObject, move: JsonObject) -> JsonObject:
        reason = self.why_illegal(state, move)
        if reason:
            raise IllegalMove(reason)
        # The log only grows and its entries are never changed: share them (a full copy made
        # long games quadratic).
        new_state = {k: list(v) if k == "log" else clone(v) for k, v in state.items()}
        self._perform(new_state, clone(move))
        return new_state

    def view(self, state: JsonObject, player: int | None) -> JsonObject:
        """All that `player` (None: a spectator) may see. Independent of the state: the one
        copy is made here, so `_view` may hand its parts of the state over as they are, and a
        bot or a drawing may change its view at will without touching the game. Views are
        made once per decision, never inside search, so the copy costs little. Every view
        carries, besides what `_view` shows, the game's id, the viewer, the rules version, who
        acts, whether the game is over and the log (what search's `base_state` rebuilds on)."""
        self.check_state(state)
        self.check_seat(state, player, spectator=True)
        view = self._view(state, player)
        view["game"] = self.id
        view["viewer"] = player
        view["rules"] = self.rules_of(state)
        view["to_act"] = self.to_act(state)
        view["over"] = self.is_over(state)
        view["log"] = state["log"]
        return clone(view)

    def is_over(self, state: JsonObject) -> bool:
        raise NotImplementedError

    def result(self, state: JsonObject) -> JsonObject:
        """The outcome of a finished game (ValueError before the end):

            {"scores": [int per player], "ranks": [1 = best, ties shared],
             "summary": a message kept as data (core/i18n.py `msg`) — who won, by how much,
             "breakdown": [[{"label": str, "points": int}, ...] per player],
             "table": {"columns": [str], "rows": [[str]]}}   (the score screen's table)

        plus any game-specific keys (Yutakâ's "tiebreak"), made by `core.result.build_result`
        from what the game's `_result` hands it. Labels and cells are texts in the current
        language in which "{p0}", "{p1}"… stand for the seats' names. Every text of a result
        reads with `render_message(text, names)`."""
        if not self.is_over(state):
            raise BadState(_("The game is not over yet: it has no result."))
        return clone(self._result(state))  # independent of the state, like a view (small)

    def render_message(self, message: str | JsonObject, names: list[str], reader: int | None = None) -> str:
        """A text of this game — a message kept as data (a result's summary, a log entry) or a
        text with "{p0}"-style seat slots (a result's labels and cells) — in the current
        language (`i18n.use`), with `names[i]` for seat i. `reader`: the seat of the person
        reading, who reads the "you" forms ("You win…", not "Ann wins…")."""

        def name(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else f"{{p{seat}}}"

        if isinstance(message, str):
            return SEAT_SLOT.sub(lambda found: name(int(found.group(1))), message)
        return i18n.render(message, self.texts, name, reader)

    # --- hooks for subclasses ---
    def _setup(self, state: JsonObject) -> None:
        raise NotImplementedError

    def _to_act(self, state: JsonObject) -> list[int]:
        raise NotImplementedError

    def _legal_moves(self, state: JsonObject, player: int) -> list[JsonObject]:
        raise NotImplementedError

    def _why_illegal(self, state: JsonObject, move: JsonObject) -> str | None:
        raise NotImplementedError

    def _perform(self, state: JsonObject, move: JsonObject) -> None:
        """Change `state` (already a private copy) by a move known to be legal."""
        raise NotImplementedError

    def _view(self, state: JsonObject, player: int | None) -> JsonObject:
        raise NotImplementedError

    def _result(self, state: JsonObject) -> JsonObject:
        raise NotImplementedError

    # --- for the browser table (see ludoteca.table) ---
    def move_path(self, move: JsonObject) -> list[str]:
        """The clicks that make `move`, as tokens the drawing puts on clickable elements."""
        raise NotImplementedError

    def parse_path(self, player: int, path: list[str]) -> JsonObject | None:
        """The complete move a click path stands for, legal or not; None if the path is partial or unknown."""
        raise NotImplementedError

    def _legal_paths(self, state: JsonObject, player: int) -> dict[tuple[str, ...], JsonObject]:
        return {tuple(self.move_path(m)): m for m in self.legal_moves(state, player)}

    def next_clicks(self, state: JsonObject, player: int, path: list[str]) -> list[str]:
        """The tokens that extend the click path `path` towards some legal move."""
        n, prefix = len(path), tuple(path)
        return sorted({p[n] for p in self._legal_paths(state, player) if len(p) > n and p[:n] == prefix})

    def path_move(self, state: JsonObject, player: int, path: list[str]) -> JsonObject | None:
        """The legal move the complete click path `path` makes, or None."""
        return self._legal_paths(state, player).get(tuple(path))

    def random_move(self, state: JsonObject, player: int, rng: random.Random) -> JsonObject:
        """A random legal move (for random playouts and benchmarks); `rng` is a random.Random.
        IllegalMove when `player` has none (not their turn, or the game is over)."""
        moves = self.legal_moves(state, player)
        if not moves:
            self._check_may_act(state, player)
        return rng.choice(moves)

    def _check_may_act(self, state: JsonObject, player: int) -> None:
        """Refuse (IllegalMove) to choose a move for a seat that has none now."""
        if player not in self.to_act(state):
            raise IllegalMove(_("The game is over.") if self.is_over(state) else _("It is not your turn."))

    def explain_click(self, state: JsonObject, player: int, path: list[str]) -> str:
        """Why a click path leads to no legal move (called only in that case)."""
        move = self.parse_path(player, path)
        if move is not None:
            reason = self.why_illegal(state, move)
            if reason:
                return reason
        return _(NOT_LEGAL_NOW)

    def render(self, view: JsonObject, ui: JsonObject) -> JsonObject:
        """The drawing of a view for the page. `ui` = {"path": pending clicks, "next": the
        clickable tokens, "screen": "wide" (a desk: one overview) or "phone" (≈360 CSS px:
        the drawing lays itself out for it), "touch": whether it is pressed by touch (optional,
        default False), "marks": optional {token or piece id: how} that the kit marks
        (core/svg.py: a tutorial's pointer, a review's moves)}. Returns
            {"svg": str, "prompt": str,
             "panels": [{"title": str, "svg": str}, ...]   optional: further views (others'
                        areas, the display, a legend) that a phone shows as tabs, one tap away,
             "main_title": str      optional: the tab title of "svg" when there are panels,
             "seat_colours": [css colour per seat]   optional: the log marks seats with them}.
        Elements carry data-click="<token>" (class "legal" when clickable now) and may carry
        data-info="<full description>" that the page shows when they are tapped (details).
        The texts inside each clickable element are kept apart for assistive technology
        (core/svgtext.py). A text that says how to press something writes `{Tap}`/`{tap}`
        before it ("{tap} a highlighted space"): the page says "Tap" on a touch screen,
        "Click" elsewhere (presenter.press_words, as in a tutorial's steps); a text the
        drawing fits to a box chooses its words itself by ui["touch"]."""
        with svg.marking(ui.get("marks")):
            return spaced_render(self.drawing.render(view, ui))

    def describe(self, view: JsonObject) -> JsonObject:
        """The position in words, for a screen reader deciding a move: {"title": str,
        "lines": [str]} in the current language, one short fact a line, seats as "{pN}" (the
        table fills the names), from the view alone (never hidden information). The wired
        describe module's `describe(view)` writes the lines (a list, or a dict with "lines"
        and optionally "title"); without one, whose turn it is from the view's generic parts."""
        title = _("{game}: the position").format(game=self.name)
        name = self._modules.get("describe")
        if name:
            made = importlib.import_module(name).describe(view)
            if isinstance(made, dict):
                return {"title": made.get("title") or title, "lines": [str(t) for t in made["lines"]]}
            return {"title": title, "lines": [str(t) for t in made]}
        if view.get("over"):
            return {"title": title, "lines": [_("The game is over.")]}
        viewer, acting = view.get("viewer"), list(view.get("to_act", ()))
        lines = []
        if viewer is not None and viewer in acting:
            lines.append(_("It is your turn."))
            acting.remove(viewer)
        if acting:
            lines.append(_("To act: {names}.").format(names=i18n.join([f"{{p{p}}}" for p in acting])))
        return {"title": title, "lines": lines}

    def forced_move(self, state: JsonObject, player: int) -> JsonObject | None:
        """The move `player` must make because it is their only one (e.g. a pass when nothing
        else is possible): the page announces it briefly and makes it by itself. None (the
        default): the player always chooses."""
        return None

    def move_log(self, view: JsonObject, move: JsonObject) -> list[JsonObject] | None:
        """The log entries that will tell `move` (of the view's player), when making it does not
        write them at once — a choice kept secret until everybody has chosen writes only "You
        have chosen" then. None (the default): the coach makes the move and reads what it wrote."""
        return None

    def review_reason(self, before: JsonObject, played: JsonObject, better: JsonObject) -> str | None:
        """Why a review's better move beats the one played, in the game's own terms — points
        scored at once, a resource kept, a majority won — as one sentence in the current
        language, from the player's views `before` the move and after each (`played`,
        `better`); None when nothing visible at once tells them apart (the review then says
        it is the search's long-term estimate). The wired review module's `reason` decides."""
        name = self._modules.get("review")
        if not name:
            return None
        reason: str | None = importlib.import_module(name).reason(before, played, better)
        return reason

    def forced_notice(self, move: JsonObject) -> str:
        """The short sentence shown while a forced move is about to be made."""
        return _("You have no other choice: it is made for you.")

    def draw_option(self, key: str, value: Any) -> JsonObject:
        """For an option with an editor: {"svg": editor drawing with data-click tokens,
        "problems": [reasons the value is not valid yet]}."""
        raise NotImplementedError

    def edit_option(self, key: str, value: Any, token: str) -> Any:
        """For an option with an editor: the value after a click on `token`."""
        raise NotImplementedError

    def bot_move(
        self, view: JsonObject, moves: list[JsonObject] | None, rng: random.Random, level: str | None = None
    ) -> JsonObject:
        """A bot's choice among `moves`, knowing only `view` (never the full state), at one
        of `bot_levels` (None: `default_bot_level`). With `lists_moves = False`, moves is
        None and the bot builds its own candidates from the view; apply still refuses an
        illegal choice. The bot module's `choose(view, moves, rng, level)` decides."""
        level = self.default_bot_level if level is None else level
        if level not in self.bot_levels:
            raise ValueError(f"{self.name} has no bot level {level!r}")
        move: JsonObject = self.bot.choose(view, moves, rng, level)
        return move

    def analyse(
        self,
        view: JsonObject,
        moves: list[JsonObject] | None,
        rng: random.Random,
        include: list[JsonObject] | None = None,
        iterations: int | None = None,
    ) -> SearchResult:
        """The strong bot's search from `view` (ludoteca.core.search.SearchResult): the move
        it would play and its estimate of each candidate — for hints and game reviews.
        `include`: moves to be judged even if the bot would not consider them."""
        from .search import search

        return search(self.search_model, view, moves, rng, iterations or self.bot.STRONG_ITERATIONS, include=include)


# The base class's own versions are checked too (a subclass's are, by Game.__init_subclass__).
_base_random_move = Game.random_move
for _name in Game._STATE_CALLS:
    setattr(Game, _name, _checking_state(Game.__dict__[_name], with_seat=_name != "is_over"))
