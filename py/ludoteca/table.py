"""The table: one game in progress as the browser shows it — seats, clicks, bots, privacy.

Generic for every game, pure Python (tested on CPython). It turns clicks into moves with
the game's `move_path`: each legal move is a path of click tokens; a click extends the
pending path, completes a move, or is refused with the game's reason. Whose view is
shown follows from the seats:
  * one human seat: always that player's view;
  * several humans (pass-and-play): the view of the human who must act now, behind a
    privacy screen whenever the device passes to a different human; when no human acts,
    the spectator view (no hand is shown). A game whose hands are not secret
    (`hands_hidden = False`) needs no privacy screen: the acting human's view is shown;
  * no human: the spectator view.

A seat may also be *remote*: a friend who plays by link (see core/link.py). When only remote
seats are to act, the snapshot carries the link to send them; a game with a remote seat
draws its chance fresh when needed (record.py's `chance`), so no link holds the future.
Opening a link makes its seat the one local human and every other player remote.
"""

from __future__ import annotations

import random
import re

from .core import BadLink, BadRecord, IllegalMove, clone, encode_link, get_game, new_record, replay
from .core import i18n
from .core.rng import fresh_below
from .core.i18n import N_, number
from .core.game import NOT_LEGAL_NOW
from .core.record import CHANCE_LIMIT, check_record_shape, replay_positions, with_fresh_chance
from .core.svgtext import escape as escape_markup
from .core.validate import check_json, check_keys, is_int

HUMAN, BOT, REMOTE = "human", "bot", "remote"
KINDS = (HUMAN, BOT, REMOTE)
NAME_LENGTH = 24             # a longer name is cut
MAX_NAME_CHARS = 1_000       # a longer one is refused: no page sends it
MAX_SEATS = 12               # more than any game has (the table checks the game's number)
MAX_TOKEN_CHARS = 100        # click tokens are short ("card:Y4", "v:41", "tile:3")
MAX_LEVEL_CHARS = 20         # a bot level's name ("easy", "normal", "strong")
REVIEW_POSITIONS = 60        # a review judges at most this many of the player's decisions
REVIEW_SHOWN = 3             # … and lists the ones that cost the most
SCREENS = ("wide", "phone")     # what the page tells the drawing about the space it has
_NAME_SLOT = re.compile(r"\{p(\d)\}")

_ = i18n.SITE.gettext
ngettext = i18n.SITE.ngettext
GAME_OVER = N_("The game is over.")
REPLAY_POSITION = N_("The replay position must be a whole number of moves.")


def _default_name(i: int) -> str:
    """The name of seat i when none is given, in the current language."""
    return _("Player {n}").format(n=number(i + 1))


# What earlier versions of the lobby wrote as the only human's name until they typed one ("You"
# in each language of the page): it travelled in links, and a friend read "You's turn", "You
# reveals…". Such a seat counts as unnamed: "Player n" in each reader's language.
PLACEHOLDER_NAMES = frozenset({"you", "du", "sie", "vous", "toi"})


def _default_names(i: int) -> set[str]:
    """Seat i's name when none is given, in every language (casefolded): a saved game holds the
    names as they were shown, so a seat nobody named comes back as "Player 2" or "Spieler 2"."""
    return {i18n.SITE.catalog(lang).gettext("Player {n}").format(n=number(i + 1)).casefold()
            for lang in i18n.LANGUAGES}


def typed_name(name, seat: int | None = None) -> str | None:
    """A seat's name as a person typed it (trimmed, cut to NAME_LENGTH), or None when there is
    none: no text, blank, the old lobby's placeholder "You", or (given the seat) that seat's
    default name "Player n" in any language."""
    if not isinstance(name, str):
        return None
    name = name.strip()[:NAME_LENGTH].strip()
    if not name or name.casefold() in PLACEHOLDER_NAMES:
        return None
    return None if seat is not None and name.casefold() in _default_names(seat) else name


class Table:
    def __init__(self, record: dict, seats: list[dict]):
        """`record` as in ludoteca.core.record; `seats` = [{"kind": "human"|"bot"|"remote",
        "name": str}] (see check_seats). Bad input raises BadRecord with a reason."""
        self.state = replay(record)          # first: raises BadRecord with a clear reason
        self.game = get_game(record["game"])
        self.record = clone(record)
        players = self.state["options"]["players"]      # (the record may leave defaults out)
        check_seats(seats)
        if len(seats) != players:
            # TRANSLATORS: {game} is a game's name (a proper name); {seats} the seats given.
            raise BadRecord(ngettext("{game} with {n} player needs {n} seat, not {seats}.",
                                     "{game} with {n} players needs {n} seats, not {seats}.", players)
                            .format(game=self.game.name, n=number(players), seats=number(len(seats))))
        # Seats given no name are named "Player n" in the language of each snapshot (and
        # travel without a name in links: each friend reads it in their own language).
        self.unnamed = {i for i, s in enumerate(seats) if typed_name(s.get("name"), i) is None}
        self.seats = [self._seat(i, s) for i, s in enumerate(seats)]
        # Chance is drawn fresh (from entropy nobody could know before) when a friend plays by
        # link, and once a move was taken back: a taken-back move must not reveal the future.
        self.fresh_chance = any(s["kind"] == REMOTE for s in self.seats) or bool(record.get("practice"))
        self.hint_for: dict | None = None     # the latest hint: {"moves", "path", "text"}
        self.path: list[str] = []
        self.viewer: int | None = None
        self.privacy_for: int | None = None   # a human the device must be passed to
        self.screen = "wide"
        # The log's words as last written: ((language, reader, seat names), [(entry, text)]).
        self._log_words: tuple = ((), [])
        self._choose_viewer()

    def _seat(self, i: int, seat: dict) -> dict:
        kind = seat.get("kind") or HUMAN
        made = {"kind": kind, "name": typed_name(seat.get("name"), i) or _default_name(i)[:NAME_LENGTH]}
        if kind == BOT:
            level = seat.get("level") or self.game.default_bot_level
            if level not in self.game.bot_levels:
                # TRANSLATORS: {game} is a game's name; {levels} the levels' names (easy, normal,
                # strong: kept as they are, they name the levels in the page's data).
                raise BadRecord(_("{game} has no bot level \u201c{level}\u201d (it has {levels}).")
                                .format(game=self.game.name, level=level[:MAX_LEVEL_CHARS],
                                        levels=", ".join(self.game.bot_levels)))
            made["level"] = level
        return made

    def _name_seats(self) -> None:
        """The seats given no name: "Player n" in the current language."""
        for i in self.unnamed:
            self.seats[i]["name"] = _default_name(i)[:NAME_LENGTH]

    def given_seats(self) -> list[dict]:
        """The seats as they were given: a seat given no name has none (language-neutral)."""
        return [dict(s, name=None) if i in self.unnamed else dict(s) for i, s in enumerate(self.seats)]

    @classmethod
    def new(cls, game_id: str, options: dict, seats: list[dict], seed: int) -> "Table":
        return cls(new_record(game_id, options, seed), seats)

    # ---------------- who sees what ----------------
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["kind"] == HUMAN]

    def _choose_viewer(self) -> None:
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

    # ---------------- moves ----------------
    def _may_click(self) -> bool:
        return self.viewer is not None and self.viewer in self.game.to_act(self.state)

    def next_tokens(self) -> list[str]:
        if not self._may_click():
            return []
        return self.game.next_clicks(self.state, self.viewer, list(self.path))

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
        if self.path and token == self.path[-1]:
            self.path.pop()                      # clicking the pending choice again cancels it
            return None
        try:
            move, path, message = self._read_click(token)
        except (KeyError, IndexError, ValueError, TypeError, AttributeError):
            # A token no drawing made (a tampered page): the game's reading of click paths
            # need not expect it.
            return _(NOT_LEGAL_NOW)
        if move is not None:
            self._apply(move)
        elif path is not None:
            self.path = path
        return message

    def _read_click(self, token: str):
        """(the move the click completes, or the pending path it extends, or the refusal)."""
        for candidate in (self.path + [token], [token]):
            move = self.game.path_move(self.state, self.viewer, candidate)
            if move is not None:
                return move, None, None
            if token in self.game.next_clicks(self.state, self.viewer, candidate[:-1]):
                return None, candidate, None
        return None, None, self.game.explain_click(self.state, self.viewer, self.path + [token])

    def forced_move(self) -> dict | None:
        """The viewer's only possible move, which the page makes by itself after a notice."""
        if self.path or self.privacy_for is not None or not self._may_click():
            return None
        return self.game.forced_move(self.state, self.viewer)

    def play_forced(self) -> str | None:
        move = self.forced_move()
        if move is None:
            return _("There is nothing to do by itself now.")
        self._apply(move)
        return None

    def undo(self) -> None:
        """Take back the latest pending click."""
        if self.path:
            self.path.pop()

    def cancel(self) -> None:
        self.path = []

    def _apply(self, move: dict) -> None:
        state = self.game.apply(self.state, move)   # IllegalMove propagates: state kept
        if self.fresh_chance and state["rng"] != self.state["rng"]:
            # The move drew chance: draw it again from entropy nobody could know before.
            fresh = fresh_below(CHANCE_LIMIT)
            state = self.game.apply(with_fresh_chance(self.state, fresh), move)
            self.record.setdefault("chance", {})[str(len(self.record["moves"]))] = fresh
        self.state = state
        self.record["moves"].append(clone(move))
        self.path = []
        self.hint_for = None
        self._choose_viewer()

    # ---------------- taking back a failed call ----------------
    def save_point(self) -> dict:
        """What a call may change, to put back if it fails half-way (see `restore`). Cheap:
        states are never changed in place (apply returns a new one)."""
        record = dict(self.record, moves=list(self.record["moves"]))
        if "chance" in record:
            record["chance"] = dict(record["chance"])
        return {"state": self.state, "record": record, "path": list(self.path),
                "viewer": self.viewer, "privacy_for": self.privacy_for, "screen": self.screen,
                "fresh_chance": self.fresh_chance, "hint_for": self.hint_for}

    def restore(self, saved: dict) -> None:
        for key, value in saved.items():
            setattr(self, key, value)

    # ---------------- bots ----------------
    def bot_to_act(self) -> int | None:
        for p in self.game.to_act(self.state):
            if self.seats[p]["kind"] == BOT:
                return p
        return None

    def bot_step(self) -> dict | None:
        """Let one bot make one move (so the page can show each move); returns it."""
        p = self.bot_to_act()
        if p is None:
            return None
        moves = self.game.legal_moves(self.state, p) if self.game.lists_moves else None
        # The bot's own dice: reproducible from the record, yet not part of the game state.
        rng = random.Random(f"{self.record['seed']}/{len(self.record['moves'])}/{p}")
        move = self.game.bot_move(self.game.view(self.state, p), moves, rng, self.seats[p]["level"])
        if moves is not None and move not in moves:
            raise IllegalMove(_("A bot chose a move the rules do not allow ({move}).").format(move=move))
        self._apply(move)      # apply refuses an illegal move (lists_moves = False) with its reason
        return move

    # ---------------- help against bots: hints, take-backs, reviews ----------------
    # They ask the strong bot (Game.analyse), which sees only the player's own view. A game
    # with a hint or a take-back is marked as practice (no high score) and from then on draws
    # its chance fresh; none of them is offered with a friend playing by link.
    def _assist_refusal(self) -> str | None:
        if any(s["kind"] == REMOTE for s in self.seats):
            return _("Hints and take-backs are not offered in a game with a friend by link.")
        if self.game.is_over(self.state):
            return _(GAME_OVER)
        return None

    def can_hint(self) -> bool:
        return self._assist_refusal() is None and self.privacy_for is None and self._may_click()

    def hint(self) -> None:
        """Ask the strong bot for the viewer's move: shown on the board (`snapshot()["hint"]`)
        with a line of why. Marks the game as practice."""
        refusal = self._assist_refusal()
        if refusal is None and not self.can_hint():
            refusal = _("A hint is for your own turn.")
        if refusal:
            raise IllegalMove(refusal)
        p = self.viewer
        view = self.game.view(self.state, p)
        moves = self.game.legal_moves(self.state, p) if self.game.lists_moves else None
        rng = random.Random(f"{self.record['seed']}/{len(self.record['moves'])}/{p}/hint")
        found = self.game.analyse(view, moves, rng)
        best = found.estimates[0] if found.estimates else None
        # The alternative the player was building (their pending clicks), else the runner-up.
        pending = [e for e in found.estimates[1:]
                   if self.path and self.game.move_path(e.move)[:len(self.path)] == self.path]
        other = pending[0] if pending else (found.estimates[1] if len(found.estimates) > 1 else None)
        rated = None
        if best is not None and best.visits and other is not None:
            rated = {"score": round(100 * best.value), "other": round(100 * other.value),
                     "pending": bool(pending)}
        # Kept as data (the move's log entries, the ratings): the words are made when shown,
        # in the language of that moment.
        self.hint_for = {"moves": len(self.record["moves"]), "path": self.game.move_path(found.move),
                         "said": self._described(view, found.move, rng), "rated": rated}
        self._mark_practice()

    def _hint_text(self, hint: dict) -> str:
        said = self._words(hint["said"]) if hint["said"] else None
        # TRANSLATORS: {move} is what the move does, in the words of the log (“You play …”).
        text = _("Hint: \u201c{move}\u201d.").format(move=said) if said else _("Hint: the highlighted move.")
        rated = hint["rated"]
        if rated is None:
            return text
        if rated["pending"]:
            more = _("The strong bot rates it {score} out of 100, your choice so far {other}.")
        else:
            more = _("The strong bot rates it {score} out of 100, the next best move {other}.")
        return text + " " + more.format(score=number(rated["score"]), other=number(rated["other"]))

    def _described(self, view: dict, move: dict, rng) -> list[dict] | None:
        """A move as the log entries it writes — or None when they depend on what the player
        cannot see. The move is made in two worlds drawn from the view (never the real one,
        whose log could show a tile or card the player must not know yet); the entries count
        only if both worlds write the same."""
        said = []
        for _world in range(2):
            world = self.game.bot.MODEL.determinize(view, rng)
            before = len(world["log"])
            try:
                after = self.game.apply(world, move)
            except IllegalMove:
                return None
            said.append([e for e in after["log"][before:] if e.get("who") == move.get("p")])
        if said[0] != said[1] or not said[0]:
            return None
        return said[0]

    def _words(self, entries: list[dict]) -> str:
        """Log entries as one phrase in the current language (for hints and reviews)."""
        return "; ".join(t for t in (self.log_text(e).strip().rstrip(".") for e in entries) if t)

    def _describe(self, view: dict, move: dict, rng) -> str | None:
        """A move in words (see `_described`), or None."""
        entries = self._described(view, move, rng)
        return (self._words(entries) or None) if entries else None

    def _mark_practice(self) -> None:
        self.record["practice"] = True
        self.fresh_chance = True

    def _hint_shown(self) -> dict | None:
        """The hint on the board now: the next click of the hinted move, while the player's
        pending clicks still lead to it."""
        hint = self.hint_for
        if hint is None or hint["moves"] != len(self.record["moves"]):
            return None
        path, n = hint["path"], len(self.path)
        following = path[:n] == self.path and n < len(path)
        return {"next": path[n] if following else None, "text": self._hint_text(hint)}

    def can_take_back(self) -> bool:
        """One person alone or against bots (nobody else to ask), with a move of their own to
        take back."""
        humans = self.humans()
        # Cheap (asked for every snapshot): whether the choice among those moves was only a
        # forced one is found when the take-back is asked for.
        return (self._assist_refusal() is None and len(humans) == 1
                and any(m.get("p") == humans[0] for m in self.record["moves"]))

    def _take_back_point(self) -> int | None:
        """The index of the human's latest move that was a choice (a forced pass is skipped:
        it would only be made again)."""
        humans = self.humans()
        if len(humans) != 1:
            return None
        human, moves = humans[0], self.record["moves"]
        point = None
        for i, before in replay_positions(self.record):
            if i < len(moves) and moves[i].get("p") == human and self.game.forced_move(before, human) is None:
                point = i
        return point

    def _record_upto(self, n: int) -> dict:
        record = dict(self.record, moves=clone(self.record["moves"][:n]))
        if "chance" in record:
            record["chance"] = {k: v for k, v in record["chance"].items() if int(k) < n}
            if not record["chance"]:
                del record["chance"]
        return record

    def take_back(self) -> None:
        """Undo the human's last confirmed move and the bots' replies since. Chance already
        seen before that move stays; what is drawn after it is drawn anew."""
        refusal = self._assist_refusal()
        point = self._take_back_point() if refusal is None else None
        if refusal is None and point is None:
            refusal = _("There is no move of yours to take back.")
        if refusal:
            raise IllegalMove(refusal)
        record = self._record_upto(point)
        self.state = replay(record)
        self.record = record
        self.path = []
        self.hint_for = None
        self._mark_practice()
        self._choose_viewer()

    def review(self) -> list[dict]:
        """After a game against bots: the human's decisions that cost the most by the strong
        bot's estimate, each with the move it prefers (at most REVIEW_SHOWN, worst first)."""
        humans = self.humans()
        if not self.game.is_over(self.state):
            raise IllegalMove(_("The review is ready once the game is over."))
        if len(humans) != 1 or any(s["kind"] == REMOTE for s in self.seats):
            raise IllegalMove(_("A review is made for one player alone or against bots."))
        human = humans[0]
        record = self.record
        decisions = [i for i, m in enumerate(record["moves"]) if m.get("p") == human]
        step = max(1, -(-len(decisions) // REVIEW_POSITIONS))     # spread over the whole game
        judged_at = set(decisions[::step])
        budget = max(40, self.game.bot.STRONG_ITERATIONS // 4)
        found = []
        for i, before in replay_positions(record):      # one replay for the whole game
            if i not in judged_at:
                continue
            played = record["moves"][i]
            if self.game.forced_move(before, human) is not None:
                continue
            view = self.game.view(before, human)
            moves = self.game.legal_moves(before, human) if self.game.lists_moves else None
            rng = random.Random(f"{record['seed']}/{i}/{human}/review")
            judged = self.game.analyse(view, moves, rng, include=[played], iterations=budget)
            mine, best = judged.estimate_of(played), judged.estimates[0]
            if mine is None or best.move == played or best.value <= mine.value:
                continue
            found.append((best.value - mine.value, i, view, played, best.move, rng))
        found.sort(key=lambda f: -f[0])
        return [{"at": i, "cost": round(100 * cost),
                 "played": self._describe(view, played, rng) or _("a move whose details were still hidden"),
                 "better": self._describe(view, better, rng) or _("another move (see the replay)")}
                for cost, i, view, played, better, rng in found[:REVIEW_SHOWN]]

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

    def links(self) -> list[dict]:
        """Links to send now: to the remote player to act, or, once over, to every remote player."""
        waiting = self.remote_to_act()
        over = self.game.is_over(self.state)
        return [{"seat": i, "name": s["name"], "turn": i == waiting, "code": self.link(i)}
                for i, s in enumerate(self.seats)
                if s["kind"] == REMOTE and (over or i == waiting)]

    # ---------------- what the page shows ----------------
    def shown(self, value):
        """A text of the game's result as the reader sees it: a plain text (already in the
        current language) gets the seats' names; a message kept as data (core/i18n.py `msg`)
        is rendered; anything else (a number) stays as it is."""
        if isinstance(value, str):
            return self.names(value, False)
        if isinstance(value, dict):
            return i18n.render(value, self.game.texts, lambda i: self.names(f"{{p{i}}}", False),
                               self.reader())
        return value

    def names(self, text: str, escape: bool) -> str:
        def name(m):
            i = int(m.group(1))
            n = self.seats[i]["name"] if i < len(self.seats) else m.group(0)
            return escape_markup(n) if escape else n
        return _NAME_SLOT.sub(name, text)

    def reader(self) -> int | None:
        """The seat of the one person reading this device's log — the only local human — who
        reads the "you" forms ("You play…"); None when several humans share the device."""
        humans = [i for i, seat in enumerate(self.seats) if seat["kind"] == HUMAN]
        return humans[0] if len(humans) == 1 else None

    def log_text(self, entry: dict) -> str:
        """A log entry in the current language: entries are data (core/i18n.py `msg`), so the
        same game reads in each reader's language; a plain "text" is an older entry's."""
        if "text" in entry:
            return self.names(entry["text"], False)
        return i18n.render(entry, self.game.texts, lambda i: self.names(f"{{p{i}}}", False),
                           self.reader())

    def log_texts(self, entries: list[dict]) -> list[str]:
        """Each log entry in the current language. An entry already written in the same
        language, for the same reader and seat names, is not written again (every click
        answers with the log's words: rewriting a long log was a tenth of a click's time)."""
        key = (i18n.current(), self.reader(), tuple(seat["name"] for seat in self.seats))
        known_key, known = self._log_words
        if known_key != key:
            known = []
        texts = [known[i][1] if i < len(known) and known[i][0] == entry else self.log_text(entry)
                 for i, entry in enumerate(entries)]
        self._log_words = (key, list(zip(entries, texts)))
        return texts

    def snapshot(self, interactive: bool = True) -> dict:
        """Everything the shell needs to draw the table, as JSON (`interactive=False`: a replay
        position — nothing to click, no bot to run, no link to send)."""
        self._name_seats()
        view = self.game.view(self.state, self.viewer)
        drawn = self.game.render(view, {"path": list(self.path), "screen": self.screen,
                                        "next": self.next_tokens() if interactive else []})
        over = self.game.is_over(self.state)
        result = None
        if over:
            result = self.game.result(self.state)
            result = {
                "scores": result["scores"], "ranks": result["ranks"],
                "summary": self.shown(result["summary"]),
                "breakdown": [[{"label": self.shown(line["label"]), "points": line["points"]}
                               for line in lines] for lines in result["breakdown"]],
                "table": {"columns": [self.shown(c) for c in result["table"]["columns"]],
                          "rows": [[self.shown(c) for c in row] for row in result["table"]["rows"]]},
            }
        return {
            "game": self.game.id, "game_name": self.game.name,
            "seats": clone(self.seats), "viewer": self.viewer,
            "privacy_for": self.privacy_for,
            "to_act": self.game.to_act(self.state),
            "bot_to_act": self.bot_to_act() if interactive else None,
            "remote_to_act": self.remote_to_act() if interactive else None,
            "links": self.links() if interactive else [],
            "svg": self.names(drawn["svg"], True),
            "panels": [{"title": self.names(panel["title"], False),
                        "svg": self.names(panel["svg"], True)} for panel in drawn.get("panels", ())],
            "main_title": self.names(drawn.get("main_title", ""), False),
            "seat_colours": drawn.get("seat_colours", []),
            "prompt": self.names(drawn["prompt"], False),
            "forced": self._forced_notice() if interactive else None,
            "can_cancel": bool(self.path),
            "hint": self._hint_shown() if interactive else None,
            "can_hint": self.can_hint() if interactive else False,
            "can_take_back": self.can_take_back() if interactive else False,
            "practice": bool(self.record.get("practice")),
            "bot_levels": list(self.game.bot_levels),
            "log": [{"who": e["who"], "text": text} for e, text in zip(view["log"], self.log_texts(view["log"]))],
            "over": over, "result": result,
            "record": clone(self.record),
        }


    def describe(self) -> dict:
        """The position in words for the table's current viewer (Game.describe: a spectator's
        view when nobody may look), names filled: {"title", "lines"}. Once the game is over,
        the result follows: its summary and each player's rank and points."""
        self._name_seats()
        made = self.game.describe(self.game.view(self.state, self.viewer))
        lines = [self.names(line, False) for line in made["lines"]]
        if self.game.is_over(self.state):
            result = self.game.result(self.state)
            lines.append(self.shown(result["summary"]))
            for p in sorted(range(len(self.seats)), key=lambda q: (result["ranks"][q], q)):
                score = result["scores"][p]
                # TRANSLATORS: a line of the result read aloud: "1. Ana: 23 points".
                lines.append(ngettext("{rank}. {name}: {n} point", "{rank}. {name}: {n} points", abs(score))
                             .format(rank=number(result["ranks"][p]), name=self.seats[p]["name"],
                                     n=number(score)))
        return {"title": self.names(made["title"], False), "lines": lines}

    def _forced_notice(self) -> str | None:
        move = self.forced_move()
        return None if move is None else self.game.forced_notice(move)


def check_seats(seats, error: type = BadRecord) -> None:
    """Seats exactly as the page and links write them: a list of objects {"kind": "human"|"bot"|
    "remote" (human when absent), "name": text or null, "level": a bot's level or null},
    nothing else (the table checks their number and the levels against the game)."""
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise error(_("The seats must be a list of players."))
    check_json(seats, max_depth=2, max_nodes=1 + 4 * MAX_SEATS, max_string=MAX_NAME_CHARS,
               error=error, what=N_("The list of seats"))
    for seat in seats:
        check_keys(seat, (), ("kind", "name", "level"), error=error, what=N_("A seat"))
        level = seat.get("level")
        if level is not None and (not isinstance(level, str) or len(level) > MAX_LEVEL_CHARS):
            raise error(_("A bot's level must be a short name such as easy, normal or strong."))
        if seat.get("kind") is not None and seat["kind"] not in KINDS:
            raise error(_("A seat must be a human, a bot or a friend by link."))
        if seat.get("name") is not None and not isinstance(seat["name"], str):
            raise error(_("A seat's name must be a text."))


def seats_in_link(seats: list[dict]) -> list[dict]:
    """Seats as a link carries them: bots stay bots, every person is remote (the device that
    opens the link makes its own seat human)."""
    check_seats(seats)
    return [_bot_level_kept(s, {"kind": BOT if s.get("kind") == BOT else REMOTE,
                                "name": typed_name(s.get("name"), i)}) for i, s in enumerate(seats)]


def _bot_level_kept(seat: dict, made: dict) -> dict:
    """`made` with the level of `seat` if both are bots that have one."""
    if made["kind"] == BOT and seat.get("level") is not None:
        made["level"] = seat["level"]
    return made


def seats_opening_link(seats: list[dict], seat: int, name: str | None = None) -> list[dict]:
    """The seats as the device opening a link for `seat` holds them: that seat is its one
    human, bots stay bots, everyone else is remote. `name`: the name of the person opening it
    (remembered on their device), set on their seat — it travels back in their next link; none,
    or the name of another person in the game, keeps the seat's own. Raises BadLink."""
    check_seats(seats, BadLink)
    if not is_int(seat) or not 0 <= seat < len(seats):
        raise BadLink(_("This link names no seat of its game."))
    mine = typed_name(name, seat)
    if mine and any(i != seat and s.get("kind") != BOT and (typed_name(s.get("name"), i) or "").casefold()
                    == mine.casefold() for i, s in enumerate(seats)):
        mine = None          # another player's name: this device is theirs too (one person testing)
    return [_bot_level_kept(s, {"kind": HUMAN if i == seat else BOT if s.get("kind") == BOT else REMOTE,
                                "name": mine if i == seat and mine else typed_name(s.get("name"), i)})
            for i, s in enumerate(seats)]


def replay_position(record: dict, seats: list[dict], at: int, screen: str = "wide") -> dict:
    """The snapshot of a replay after the record's first `at` moves, seen by the device's one
    human (their own view) or, with several or none, by a spectator. Raises BadRecord."""
    check_record_shape(record)
    if not is_int(at):
        raise BadRecord(_(REPLAY_POSITION))
    if screen not in SCREENS:
        raise BadRecord(_("The screen must be one of {screens}.").format(screens=", ".join(SCREENS)))
    total = len(record["moves"])
    at = max(0, min(at, total))
    table = Table({**record, "moves": record["moves"][:at]}, seats)
    humans = table.humans()
    table.viewer = humans[0] if len(humans) == 1 else None
    table.privacy_for = None
    table.screen = screen
    snap = table.snapshot(interactive=False)
    snap["record"] = clone(record)        # the whole game, not the prefix shown
    snap["replay"] = {"at": at, "total": total}
    return snap
