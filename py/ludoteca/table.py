"""The table: one game in progress as the browser shows it — seats, clicks, bots, privacy.

Generic for every game, pure Python (tested on CPython). The table is the one writer of its
position (`position.Position`: state, record, pending clicks, whether chance is drawn fresh),
which it replaces whole through a few public operations: `play` (every move — a click's, a
forced one, a bot's, the tutor's), `rewind` (the coach's take-back), `mark_practice`, and the
clicks (`click`, `drop_last_click`, `drop_clicks`). Beside it:
  * the seats (ludoteca.seats), whose view is shown, clicks turned into moves, bots, links;
  * `table.coach` (ludoteca.coach): hints, take-backs and reviews against bots;
  * ludoteca.presenter: functions of the table's read-only view (`position.TableView`) —
    names, the log's words, the snapshot the page draws, the position in words;
  * `table.tutor` (ludoteca.tutor), in a guided first game only (`follow_tutorial`): the step
    shown, which clicks it takes, the bots' scripted replies.

It turns clicks into moves with the game's `move_path`: each legal move is a path of click
tokens; a click extends the pending path, completes a move, or is refused with the game's
reason. Whose view is shown follows from the seats:
  * one human seat: always that player's view;
  * several humans (pass-and-play): the view of the human who must act now, behind a
    privacy screen whenever the device passes to a different human; when no human acts,
    the spectator view (no hand is shown). A game whose hands are not secret
    (`hands_hidden = False`) needs no privacy screen: the acting human's view is shown;
  * no human: the spectator view.

A seat may be a bot from the workshop (`workshop`, ludoteca.workshop): the player's own code,
carried in the seat, asked like a bot (`bot_step`) within WORKSHOP_SECONDS a move; when it
fails (an error, an illegal move, out of time) the easy bot makes that move for it and the
snapshot's message says why, so the game goes on. Such a seat is for this device only: a
table with one refuses friends by link.

A seat may also be *remote*: a friend who plays by link (see core/link.py). When only remote
seats are to act, the snapshot carries the link to send them; a game with a remote seat
draws its chance fresh when needed (record.py's `chance`), so no link holds the future.
Opening a link makes its seat the one local human and every other player remote.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from . import presenter
from .coach import GAME_OVER, Coach
from .core import BadRecord, IllegalMove, clone, encode_link, get_game, i18n, new_record, replay
from .core.game import NOT_LEGAL_NOW, Game
from .core.i18n import N_, number
from .core.record import CHANCE_LIMIT, check_record_shape, with_fresh_chance
from .core.rng import fresh_below
from .core.validate import is_int
from .position import JsonObject, Position, record_upto
from .seats import (
    BOT,
    HUMAN,
    KINDS,
    MAX_LEVEL_CHARS,
    MAX_NAME_CHARS,
    REMOTE,
    WORKSHOP,
    BotCannotLoad,
    check_seats,
    default_name,
    seats_in_link,
    seats_opening_link,
    typed_name,
)

if TYPE_CHECKING:  # imported when first used: no first board needs them (build.LATER)
    from .tutor import Tutor
    from .workshop import UserBot

# What the API and the tests import from here along with Table.
__all__ = [
    "BOT",
    "HUMAN",
    "KINDS",
    "MAX_NAME_CHARS",
    "MAX_TOKEN_CHARS",
    "REMOTE",
    "SCREENS",
    "Table",
    "check_seats",
    "replay_position",
    "seats_in_link",
    "seats_opening_link",
    "typed_name",
]

MAX_TOKEN_CHARS = 100  # click tokens are short ("card:Y4", "v:41", "tile:3")
SCREENS = ("wide", "phone")  # what the page tells the drawing about the space it has

_ = i18n.SITE.gettext
ngettext = i18n.SITE.ngettext
REPLAY_POSITION = N_("The replay position must be a whole number of moves.")
WORKSHOP_SECONDS = 1.0  # a workshop bot's time per move at the table
WORKSHOP_STAND_IN = "easy"  # the level that moves for a workshop bot that failed


class Table:
    def __init__(self, record: JsonObject, seats: list[JsonObject]):
        """`record` as in ludoteca.core.record; `seats` = [{"kind": "human"|"bot"|"remote",
        "name": str}] (see check_seats). Bad input raises BadRecord with a reason."""
        state = replay(record)  # first: raises BadRecord with a clear reason
        self.game: Game = get_game(record["game"])
        players = state["options"]["players"]  # (the record may leave defaults out)
        check_seats(seats)
        if len(seats) != players:
            # TRANSLATORS: {game} is a game's name (a proper name); {seats} the seats given.
            raise BadRecord(
                ngettext(
                    "{game} with {n} player needs {n} seat, not {seats}.",
                    "{game} with {n} players needs {n} seats, not {seats}.",
                    players,
                ).format(game=self.game.name, n=number(players), seats=number(len(seats)))
            )
        # Seats given no name are named "Player n" in the language of each snapshot (and
        # travel without a name in links: each friend reads it in their own language).
        self.unnamed = {i for i, s in enumerate(seats) if typed_name(s.get("name"), i) is None}
        self.user_bots: dict[int, UserBot] = {}  # loaded when first asked (a replay never runs them)
        self.bot_notice: str | None = None  # why a workshop bot's move was made for it
        self.seats = [self._seat(i, s) for i, s in enumerate(seats)]
        if any(s["kind"] == WORKSHOP for s in self.seats) and any(s["kind"] == REMOTE for s in self.seats):
            raise BadRecord(_("Your bot from the workshop plays on this device only: not with friends by link."))
        # Chance is drawn fresh (from entropy nobody could know before) when a friend plays by
        # link, and once a move was taken back: a taken-back move must not reveal the future.
        fresh_chance = self.plays_by_link() or bool(record.get("practice"))
        self._position = Position(state, clone(record), (), fresh_chance)
        self.viewer: int | None = None
        self.privacy_for: int | None = None  # a human the device must be passed to
        self.screen = "wide"
        self.touch = False  # pressed by touch, not by a mouse: the words say "tap", not "click"
        self.marks: dict[str, str] = {}  # clicks marked on the board (core/svg.py: a review's moves)
        self.coach = Coach(self)
        self.log_words = presenter.LogWords()
        self.tutor: Tutor | None = None
        self.choose_viewer()

    # ---------------- the position: read here, written only by the operations below ----------------
    @property
    def position(self) -> Position:
        return self._position

    @property
    def state(self) -> JsonObject:
        return self._position.state

    @property
    def record(self) -> JsonObject:
        return self._position.record

    @property
    def path(self) -> list[str]:
        """The clicks made towards the next move (a copy)."""
        return list(self._position.path)

    @property
    def fresh_chance(self) -> bool:
        return self._position.fresh_chance

    def play(self, move: JsonObject) -> None:
        """Make `move` (a click's, a forced one, a bot's, the tutor's): IllegalMove with the
        game's reason leaves everything as it was. With fresh chance, what the move draws is
        drawn from entropy and written in the record."""
        before = self._position
        state = self.game.apply(before.state, move)  # IllegalMove propagates: position kept
        chance = None
        if before.fresh_chance and state["rng"] != before.state["rng"]:
            # The move drew chance: draw it again from entropy nobody could know before.
            chance = fresh_below(CHANCE_LIMIT)
            state = self.game.apply(with_fresh_chance(before.state, chance), move)
        self._position = before.after(move, state, chance)
        self.coach.forget_hint()
        self.choose_viewer()
        if self.tutor is not None:
            self.tutor.after_move(move)

    def rewind(self, moves: int) -> None:
        """Go back to the position after the record's first `moves` moves (the chance drawn
        for later moves dropped; no clicks pending)."""
        record = record_upto(self.record, moves)
        self._position = Position(replay(record), record, (), self.fresh_chance)
        self.coach.forget_hint()
        self.choose_viewer()

    def mark_practice(self) -> None:
        """The game becomes practice (a hint, a take-back): no high score, and chance drawn
        fresh from now on, so that a taken-back move cannot reveal the future."""
        self._position = self._position.practised()

    def draw_chance_fresh(self) -> None:
        """Draw chance fresh from now on, as in a game with a friend by link (tests, benches)."""
        self._position = self._position.drawing_fresh_chance()

    def name_seats(self) -> None:
        """The seats given no name: "Player n" in the current language."""
        for i in self.unnamed:
            self.seats[i]["name"] = default_name(i)

    def follow_tutorial(self, progress: JsonObject | None = None) -> None:
        """Run the game's guided first game on this table (seat 0 the learner), from its start
        or from saved `progress`. BadRecord if the game has none or the progress is unreadable."""
        tutorial = self.game.tutorial
        if tutorial is None:
            # TRANSLATORS: {game} is a game's name (a proper name).
            raise BadRecord(_("{game} has no tutorial yet.").format(game=self.game.name))
        from .tutor import Tutor

        self.tutor = Tutor(self, tutorial, progress)

    def guided(self) -> bool:
        """Whether a tutorial's steps decide which clicks count (not yet past its last step)."""
        return self.tutor is not None and not self.tutor.done

    def _seat(self, i: int, seat: JsonObject) -> JsonObject:
        kind = seat.get("kind") or HUMAN
        made = {"kind": kind, "name": typed_name(seat.get("name"), i) or default_name(i)}
        if kind == BOT:
            level = seat.get("level") or self.game.default_bot_level
            if level not in self.game.bot_levels:
                # TRANSLATORS: {game} is a game's name; {levels} the levels' names (easy, normal,
                # strong: kept as they are, they name the levels in the page's data).
                raise BadRecord(
                    _("{game} has no bot level \u201c{level}\u201d (it has {levels}).").format(
                        game=self.game.name, level=level[:MAX_LEVEL_CHARS], levels=", ".join(self.game.bot_levels)
                    )
                )
            made["level"] = level
        if kind == WORKSHOP:
            code = seat.get("code")
            if not isinstance(code, str) or not code.strip():
                raise BadRecord(_("Write your bot in the workshop first: this seat has no code."))
            made["code"] = code
        return made

    def load_user_bots(self) -> None:
        """Load every bot from the workshop at this table now (a new or resumed game): one that
        does not load refuses the game with its reason (BadRecord)."""
        for i, seat in enumerate(self.seats):
            if seat["kind"] == WORKSHOP and i not in self.user_bots:
                from .workshop import BotError, load_bot

                try:
                    self.user_bots[i] = load_bot(seat["code"])
                except BotError as failure:
                    raise BotCannotLoad(
                        _("Your bot from the workshop cannot play: {reason}").format(reason=failure.message), i
                    ) from None

    def given_seats(self) -> list[JsonObject]:
        """The seats as they were given: a seat given no name has none (language-neutral)."""
        return [dict(s, name=None) if i in self.unnamed else dict(s) for i, s in enumerate(self.seats)]

    @classmethod
    def new(cls, game_id: str, options: JsonObject, seats: list[JsonObject], seed: int) -> Table:
        return cls(new_record(game_id, options, seed), seats)

    def snapshot(self, interactive: bool = True) -> JsonObject:
        """What the page draws (see presenter.snapshot), with the coach's and the tutor's part
        when `interactive` (not a replay position)."""
        self.name_seats()
        if not interactive:
            return presenter.snapshot(self, self.log_words)
        tutor, coach = self.tutor, self.coach
        extras = presenter.Help(
            hint=coach.hint_shown(),
            can_hint=coach.can_hint(),
            can_take_back=coach.can_take_back(),
            tutorial=tutor.shown() if tutor is not None else None,
            marks=tutor.marks() if tutor is not None else {},
            prompt=tutor.prompt() if tutor is not None and tutor.offers_next() else None,
        )
        return presenter.snapshot(self, self.log_words, extras)

    def position_in_words(self) -> JsonObject:
        """The position in words for the viewer (see presenter.position_in_words)."""
        self.name_seats()
        return presenter.position_in_words(self)

    # ---------------- who sees what ----------------
    def humans(self) -> list[int]:
        """The seats of the people on this device."""
        return [i for i, s in enumerate(self.seats) if s["kind"] == HUMAN]

    def lone_human(self) -> int | None:
        """The seat of the one person on this device — who reads the "you" forms ("You
        play…") and may be coached —, or None when several share it or nobody plays here."""
        humans = self.humans()
        return humans[0] if len(humans) == 1 else None

    def plays_by_link(self) -> bool:
        """Whether a friend plays by link at this table."""
        return any(s["kind"] == REMOTE for s in self.seats)

    def choose_viewer(self) -> None:
        humans = self.humans()
        if len(humans) == 1:
            self.viewer, self.privacy_for = humans[0], None
            return
        acting = [p for p in self.game.to_act(self.state) if p in humans]
        if not self.game.hands_hidden:
            if acting:
                self.viewer = acting[0]
            self.privacy_for = None
        elif not acting:
            self.viewer, self.privacy_for = None, None
        elif acting[0] != self.viewer:
            self.viewer, self.privacy_for = None, acting[0]

    def confirm_privacy(self) -> None:
        if self.privacy_for is not None:
            self.viewer, self.privacy_for = self.privacy_for, None

    # ---------------- clicks and moves ----------------
    def acting_viewer(self) -> int | None:
        """The viewer when it is theirs to act (they may click), else None."""
        viewer = self.viewer
        return viewer if viewer is not None and viewer in self.game.to_act(self.state) else None

    def may_click(self) -> bool:
        return self.acting_viewer() is not None

    def next_tokens(self) -> list[str]:
        viewer = self.acting_viewer()
        if viewer is None:
            return []
        legal = self.game.next_clicks(self.state, viewer, list(self.path))
        return self.tutor.next_tokens(legal) if self.tutor is not None else legal

    def click(self, token: str) -> str | None:
        """Handle a click on a board element; returns a message for the player, or None."""
        if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN_CHARS:
            return _(NOT_LEGAL_NOW)
        if self.game.is_over(self.state):
            return _(GAME_OVER)
        if self.privacy_for is not None or self.viewer is None:
            return _("Wait for your turn.")
        if self.viewer not in self.game.to_act(self.state):
            return _("It is not your turn.")
        if self.tutor is not None:
            refusal = self.tutor.refuse_click(token)
            if refusal is not None:
                return refusal
        if self.path and token == self.path[-1] and not self.guided():
            self.drop_last_click()  # clicking the pending choice again cancels it
            return None
        try:
            move, path, message = self._read_click(token, self.viewer)
        except (KeyError, IndexError, ValueError, TypeError, AttributeError):
            # A token no drawing made (a tampered page): the game's reading of click paths
            # need not expect it.
            return _(NOT_LEGAL_NOW)
        if move is not None:
            self.play(move)
        elif path is not None:
            self._position = self._position.with_path(path)
        return message

    def _read_click(self, token: str, viewer: int) -> tuple[JsonObject | None, list[str] | None, str | None]:
        """(the move the click completes, or the pending path it extends, or the refusal)."""
        for candidate in (self.path + [token], [token]):
            move = self.game.path_move(self.state, viewer, candidate)
            if move is not None:
                return move, None, None
            if token in self.game.next_clicks(self.state, viewer, candidate[:-1]):
                return None, candidate, None
        return None, None, self.game.explain_click(self.state, viewer, self.path + [token])

    def drop_last_click(self) -> None:
        """Forget the latest pending click (the API's "undo": a step back within a move)."""
        if self._position.path:
            self._position = self._position.with_path(self._position.path[:-1])

    def drop_clicks(self) -> None:
        """Forget every pending click (the API's "cancel")."""
        self._position = self._position.with_path(())

    def forced_move(self) -> JsonObject | None:
        """The viewer's only possible move, which the page makes by itself after a notice."""
        viewer = self.acting_viewer()
        if self.path or self.privacy_for is not None or viewer is None:
            return None
        move = self.game.forced_move(self.state, viewer)
        if move is not None and self.tutor is not None and not self.tutor.allows_forced(move):
            return None
        return move

    def forced_notice(self) -> str | None:
        """What the page announces before it makes the forced move, or None."""
        move = self.forced_move()
        return None if move is None else self.game.forced_notice(move)

    def play_forced(self) -> str | None:
        move = self.forced_move()
        if move is None:
            return _("There is nothing to do by itself now.")
        self.play(move)
        return None

    # ---------------- taking back a failed call ----------------
    def save_point(self) -> JsonObject:
        """What a call may change, to put back if it fails half-way (see `restore`). Cheap:
        a Position is never changed, only replaced."""
        return {
            "position": self._position,
            "viewer": self.viewer,
            "privacy_for": self.privacy_for,
            "screen": self.screen,
            "hint_for": self.coach.hint_for,
            "tutor": self.tutor.progress() if self.tutor is not None else None,
        }

    def restore(self, saved: JsonObject) -> None:
        self._position = saved["position"]
        self.viewer, self.privacy_for, self.screen = saved["viewer"], saved["privacy_for"], saved["screen"]
        self.coach.hint_for = saved["hint_for"]
        if self.tutor is not None and saved["tutor"] is not None:
            self.tutor.restore(saved["tutor"])

    # ---------------- bots ----------------
    def bot_to_act(self) -> int | None:
        for p in self.game.to_act(self.state):
            if self.seats[p]["kind"] in (BOT, WORKSHOP):
                return p
        return None

    def bot_step(self) -> JsonObject | None:
        """Let one bot make one move (so the page can show each move); returns it."""
        self.bot_notice = None
        p = self.bot_to_act()
        if p is None:
            return None
        scripted = self.tutor.scripted_move(p) if self.tutor is not None else None
        if scripted is not None:
            self.play(scripted)
            return scripted
        if self.seats[p]["kind"] == WORKSHOP:
            move = self._workshop_move(p)
            if move is not None:
                self.play(move)
                return move
        moves = self.game.legal_moves(self.state, p) if self.game.lists_moves else None
        # The bot's own dice: reproducible from the record, yet not part of the game state.
        rng = random.Random(f"{self.record['seed']}/{len(self.record['moves'])}/{p}")
        level = self.seats[p].get("level", WORKSHOP_STAND_IN)
        move = self.game.bot_move(self.game.view(self.state, p), moves, rng, level)
        if moves is not None and move not in moves:
            raise IllegalMove(_("A bot chose a move the rules do not allow ({move}).").format(move=move))
        self.play(move)  # apply refuses an illegal move (lists_moves = False) with its reason
        return move

    def _workshop_move(self, p: int) -> JsonObject | None:
        """The workshop bot's move at seat p, or None when it failed (`bot_notice` says why;
        the stand-in moves instead)."""
        from .workshop import BotError, bot_moves, legality, load_bot

        view = self.game.view(self.state, p)
        try:
            if p not in self.user_bots:
                self.user_bots[p] = load_bot(self.seats[p]["code"])
            moves = bot_moves(self.game, self.state, p, view)
            return self.user_bots[p].choose(view, moves, WORKSHOP_SECONDS, legality(self.game, self.state))
        except BotError as failure:
            self.bot_notice = _("{reason} The easy bot made this move for it.").format(reason=failure.message)
            return None

    # ---------------- friends playing by link ----------------
    def remote_to_act(self) -> int | None:
        """The remote seat the game waits for — once nobody on this device can act."""
        to_act = self.game.to_act(self.state)
        if any(self.seats[p]["kind"] != REMOTE for p in to_act):
            return None
        return to_act[0] if to_act else None

    def link(self, seat: int) -> str:
        """The link that opens this game for `seat` (every other player remote there)."""
        return encode_link({"record": self.record, "for": seat, "seats": seats_in_link(self.given_seats())})

    def links(self) -> list[JsonObject]:
        """Links to send now: to the remote player to act, or, once over, to every remote player."""
        waiting = self.remote_to_act()
        over = self.game.is_over(self.state)
        return [
            {"seat": i, "name": s["name"], "turn": i == waiting, "code": self.link(i)}
            for i, s in enumerate(self.seats)
            if s["kind"] == REMOTE and (over or i == waiting)
        ]


REPLAY_MARKS = ("played", "better", "both")  # a review's marks: the move made, the bot's, or both


def replay_position(
    record: JsonObject, seats: list[JsonObject], at: int, screen: str = "wide", marks: JsonObject | None = None
) -> JsonObject:
    """The snapshot of a replay after the record's first `at` moves, seen by the device's one
    human (their own view) or, with several or none, by a spectator, with `marks` ({token:
    one of REPLAY_MARKS}) marked on the board. Raises BadRecord."""
    check_record_shape(record)
    if not is_int(at):
        raise BadRecord(_(REPLAY_POSITION))
    marks = marks or {}
    if not (isinstance(marks, dict) and all(isinstance(k, str) and v in REPLAY_MARKS for k, v in marks.items())):
        raise BadRecord(_("The marks of a replay must name clicks and say “played”, “better” or “both”."))
    if screen not in SCREENS:
        raise BadRecord(_("The screen must be one of {screens}.").format(screens=", ".join(SCREENS)))
    total = len(record["moves"])
    at = max(0, min(at, total))
    table = Table({**record, "moves": record["moves"][:at]}, seats)
    table.viewer = table.lone_human()
    table.privacy_for = None
    table.screen = screen
    table.marks = dict(marks)
    snap = table.snapshot(interactive=False)
    snap["record"] = clone(record)  # the whole game, not the prefix shown
    snap["replay"] = {"at": at, "total": total, "marked": bool(marks)}
    return snap
