"""The coach of a table: help for a person playing against bots — a hint, a take-back, a
review of the finished game.

It asks the strong bot (Game.analyse), which sees only the player's own view. A game with a
hint or a take-back is marked as practice (no high score) and from then on draws its chance
fresh, so that a taken-back move cannot reveal the future; none of them is offered with a
friend playing by link.

The coach changes nothing of the position itself: it asks the table (`position.TableControl`)
to rewind or to mark the game as practice.
"""

from __future__ import annotations

import random

from .core import IllegalMove, i18n
from .core.i18n import N_
from .core.record import replay_positions
from .position import JsonObject, TableControl
from .presenter import phrase

REVIEW_POSITIONS = 60  # a review judges at most this many of the player's decisions
REVIEW_SHOWN = 3  # … and lists the ones that cost the most

_ = i18n.SITE.gettext

# How a hint compares the strong bot's move with the alternative: gaps in its rating (0–100).
CLEARLY_BETTER, LITTLE_BETTER = 8, 2
HINT_COMPARED = {
    # TRANSLATORS: {move} is the move in the words of the log, e.g. “you play the spear”.
    ("clearly", "pending"): N_(
        "Best here: {move}. It is clearly better than your choice so far in the games the strong bot played out."
    ),
    ("little", "pending"): N_(
        "Best here: {move}. It is a little better than your choice so far in the games the strong bot played out."
    ),
    ("same", "pending"): N_("Best here: {move}. Your choice so far is about as good: either will do."),
    ("clearly", "next"): N_(
        "Best here: {move}. It is clearly better than the next best move in the games the strong bot played out."
    ),
    ("little", "next"): N_(
        "Best here: {move}. It is a little better than the next best move in the games the strong bot played out."
    ),
    ("same", "next"): N_("Best here: {move}. The next best move is about as good."),
}
# How the games the strong bot played out from here went with its move (not said in a solo game).
HINT_OUTLOOK = {
    "winning": N_("With it, you win most of the games the strong bot played out from here."),
    "close": N_("With it, the games the strong bot played out from here are close: you win about half of them."),
    "losing": N_(
        "Even with it, you lose most of the games the strong bot played out from here, but less often than with"
        " another move."
    ),
}
# Why a review prefers the strong bot's move: how the games it played out from that position went
# after the player's move and after its own ((yours, its) outlook keys).
REVIEW_WHY = {
    ("winning", "winning"): N_(
        "Why: after either move you win most of the games the strong bot played out from there, but after"
        " its move more often or by more."
    ),
    ("close", "close"): N_(
        "Why: after either move the games the strong bot played out from there are close, but its move"
        " wins more of them."
    ),
    ("losing", "losing"): N_(
        "Why: after either move you lose most of the games the strong bot played out from there, but after"
        " its move less often."
    ),
    ("close", "winning"): N_(
        "Why: after your move the games the strong bot played out from there are close; after its move you"
        " win most of them."
    ),
    ("losing", "winning"): N_(
        "Why: after your move you lose most of the games the strong bot played out from there; after its"
        " move you win most of them."
    ),
    ("losing", "close"): N_(
        "Why: after your move you lose most of the games the strong bot played out from there; after its"
        " move they are close."
    ),
}
# A reason the game gives in its own terms (Game.review_reason), e.g. “It scores 2 more points at once.”
REVIEW_WHY_CONCRETE = N_("Why: {reason}")
REVIEW_WHY_SOLO = N_(
    "Why: in the games the strong bot played out from there, its move ends with more points than yours."
)
# Said by the table (a click) and the coach (help asked for) alike.
GAME_OVER = N_("The game is over.")


_OUTLOOK_ORDER = ("losing", "close", "winning")


def outlook(value: float) -> str:
    """The search's value of a move (mostly its win share, partly the margin) as words' key."""
    return "winning" if value >= 0.65 else "close" if value >= 0.35 else "losing"


class Coach:
    def __init__(self, table: TableControl):
        self.table = table
        self.hint_for: JsonObject | None = None  # the latest hint, as data (see `hint`)

    def forget_hint(self) -> None:
        """The position changed (a move, a take-back): the hint no longer holds."""
        self.hint_for = None

    def _refusal(self) -> str | None:
        """Why no help is given now, or None."""
        if self.table.plays_by_link():
            return _("Hints and take-backs are not offered in a game with a friend by link.")
        if self.table.guided():
            return _("Hints and take-backs wait until the tutorial's last step is done.")
        if self.table.game.is_over(self.table.state):
            return _(GAME_OVER)
        return None

    # ---------------- hints ----------------
    def can_hint(self) -> bool:
        table = self.table
        return self._refusal() is None and table.privacy_for is None and table.may_click()

    def hint(self) -> None:
        """Ask the strong bot for the viewer's move: shown on the board (`hint_shown`) with a
        line of why. Marks the game as practice."""
        refusal = self._refusal()
        if refusal is None and not self.can_hint():
            refusal = _("A hint is for your own turn.")
        if refusal:
            raise IllegalMove(refusal)
        table, game = self.table, self.table.game
        p = table.viewer
        assert p is not None  # (can_hint: the viewer may click)
        view = game.view(table.state, p)
        moves = game.legal_moves(table.state, p) if game.lists_moves else None
        rng = random.Random(f"{table.record['seed']}/{len(table.record['moves'])}/{p}/hint")
        found = game.analyse(view, moves, rng)
        best = found.estimates[0] if found.estimates else None
        # The alternative the player was building (their pending clicks), else the runner-up.
        pending = [
            e for e in found.estimates[1:] if table.path and game.move_path(e.move)[: len(table.path)] == table.path
        ]
        other = pending[0] if pending else (found.estimates[1] if len(found.estimates) > 1 else None)
        rated = None
        if best is not None and best.visits and other is not None:
            rated = {
                "score": round(100 * best.value),
                "other": round(100 * other.value),
                "pending": bool(pending),
                "outlook": None if len(table.seats) == 1 else outlook(best.value),
            }
        # Kept as data (the move's log entries, the ratings): the words are made when shown,
        # in the language of that moment.
        self.hint_for = {
            "moves": len(table.record["moves"]),
            "path": game.move_path(found.move),
            "said": self.move_entries(view, found.move, rng),
            "rated": rated,
        }
        self.table.mark_practice()

    def hint_shown(self) -> JsonObject | None:
        """The hint on the board now: the next click of the hinted move, while the player's
        pending clicks still lead to it."""
        hint, path = self.hint_for, self.table.path
        if hint is None or hint["moves"] != len(self.table.record["moves"]):
            return None
        hinted, n = hint["path"], len(path)
        following = hinted[:n] == path and n < len(hinted)
        return {"next": hinted[n] if following else None, "text": self._hint_text(hint)}

    def _hint_text(self, hint: JsonObject) -> str:
        """The hint in a player's words: the move, how it compares with the alternative (the
        player's choice so far, else the next best move) and how the games the strong bot
        played out from here went with it."""
        said = phrase(self.table, hint["said"]) if hint["said"] else None
        # The log's words of the move ("You play …") continue the sentence: "Best here: you play …".
        move = said[:1].lower() + said[1:] if said else _("the highlighted move")
        rated = hint["rated"]
        if rated is None:
            # TRANSLATORS: {move} is the move in the words of the log, e.g. “you play the spear”.
            return _("Best here: {move}.").format(move=move)
        gap = rated["score"] - rated["other"]
        level = "clearly" if gap >= CLEARLY_BETTER else "little" if gap >= LITTLE_BETTER else "same"
        compared_with = "pending" if rated["pending"] else "next"
        words = HINT_COMPARED[level, compared_with]  # looked up first: a literal inside _() is extracted
        text = _(words).format(move=move)
        outlook = rated.get("outlook")
        return f"{text} {_(HINT_OUTLOOK[outlook])}" if outlook else text

    # ---------------- a move in words, from the player's view only ----------------
    def move_entries(self, view: JsonObject, move: JsonObject, rng: random.Random) -> list[JsonObject] | None:
        """A move as the log entries it writes — or None when they depend on what the player
        cannot see. The move is made in two worlds drawn from the view (never the real one,
        whose log could show a tile or card the player must not know yet); the entries count
        only if both worlds write the same."""
        game = self.table.game
        told = game.move_log(view, move)
        if told is not None:
            return told or None
        said = []
        for _world in range(2):
            world = game.bot.MODEL.determinize(view, rng)
            before = len(world["log"])
            try:
                after = game.apply(world, move)
            except IllegalMove:
                return None
            said.append([e for e in after["log"][before:] if e.get("who") == move.get("p")])
        if said[0] != said[1] or not said[0]:
            return None
        return said[0]

    def move_in_words(self, view: JsonObject, move: JsonObject, rng: random.Random) -> str | None:
        """A move as one phrase in the current language (see `move_entries`), or None."""
        entries = self.move_entries(view, move, rng)
        return (phrase(self.table, entries) or None) if entries else None

    # ---------------- take-backs ----------------
    def can_take_back(self) -> bool:
        """One person alone or against bots (nobody else to ask), with a move of their own to
        take back."""
        human = self.table.lone_human()
        # Cheap (asked for every snapshot): whether the choice among those moves was only a
        # forced one is found when the take-back is asked for.
        return (
            self._refusal() is None
            and human is not None
            and any(m.get("p") == human for m in self.table.record["moves"])
        )

    def _take_back_point(self) -> int | None:
        """The index of the human's latest move that was a choice (a forced pass is skipped:
        it would only be made again)."""
        human = self.table.lone_human()
        if human is None:
            return None
        game, record = self.table.game, self.table.record
        point = None
        for i, before in replay_positions(record):
            if (
                i < len(record["moves"])
                and record["moves"][i].get("p") == human
                and game.forced_move(before, human) is None
            ):
                point = i
        return point

    def take_back(self) -> None:
        """Undo the human's last confirmed move and the bots' replies since. Chance already
        seen before that move stays; what is drawn after it is drawn anew."""
        refusal = self._refusal()
        point = self._take_back_point() if refusal is None else None
        if refusal is None and point is None:
            refusal = _("There is no move of yours to take back.")
        if refusal:
            raise IllegalMove(refusal)
        assert point is not None
        self.table.rewind(point)  # (the hint is forgotten with the moves)
        self.table.mark_practice()

    # ---------------- reviews ----------------
    def review(self) -> list[JsonObject]:
        """After a game against bots: the human's decisions that cost the most by the strong
        bot's estimate, each with the move it prefers (at most REVIEW_SHOWN, worst first)."""
        table, game = self.table, self.table.game
        if not game.is_over(table.state):
            raise IllegalMove(_("The review is ready once the game is over."))
        human = table.lone_human()
        if human is None or table.plays_by_link():
            raise IllegalMove(_("A review is made for one player alone or against bots."))
        solo = len(table.seats) == 1

        def why(mine: float, best: float) -> str:
            if solo:
                return REVIEW_WHY_SOLO
            # (an estimate never ranks the better move lower: its key is at least the player's)
            return REVIEW_WHY[outlook(mine), max(outlook(mine), outlook(best), key=_OUTLOOK_ORDER.index)]

        record = table.record
        decisions = [i for i, m in enumerate(record["moves"]) if m.get("p") == human]
        step = max(1, -(-len(decisions) // REVIEW_POSITIONS))  # spread over the whole game
        judged_at = set(decisions[::step])
        budget = max(40, game.bot.STRONG_ITERATIONS // 4)
        found = []
        for i, before in replay_positions(record):  # one replay for the whole game
            if i not in judged_at:
                continue
            played = record["moves"][i]
            if game.forced_move(before, human) is not None:
                continue
            view = game.view(before, human)
            moves = game.legal_moves(before, human) if game.lists_moves else None
            rng = random.Random(f"{record['seed']}/{i}/{human}/review")
            judged = game.analyse(view, moves, rng, include=[played], iterations=budget)
            mine, best = judged.estimate_of(played), judged.estimates[0]
            # (a difference that rounds to no cost is no mistake to show)
            if mine is None or best.move == played or round(100 * (best.value - mine.value)) <= 0:
                continue
            found.append((best.value - mine.value, i, view, played, best.move, rng, why(mine.value, best.value)))
        found.sort(key=lambda f: -f[0])
        return [
            {
                "at": i,
                "cost": round(100 * cost),
                "why": self._reason(view, played, better, human, rng) or _(reason),
                **self._both_in_words(view, played, better, rng),
                # The clicks of each move, for the replay to mark them on the board.
                "played_path": game.move_path(played),
                "better_path": game.move_path(better),
            }
            for cost, i, view, played, better, rng, reason in found[:REVIEW_SHOWN]
        ]

    def _reason(
        self, view: JsonObject, played: JsonObject, better: JsonObject, human: int, rng: random.Random
    ) -> str | None:
        """The game's own reason why `better` beats `played` (Game.review_reason), from the
        player's view after each move — made in two worlds drawn from the view (never the real
        one, which would tell what the player could not know); it counts only if both say the
        same, so it never rests on a hidden card or tile. None: only the search tells them apart."""
        game = self.table.game
        said = []
        for _world in range(2):
            world = game.bot.MODEL.determinize(view, rng)
            try:
                after = [game.view(game.apply(world, move), human) for move in (played, better)]
            except IllegalMove:
                return None
            said.append(game.review_reason(view, after[0], after[1]))
        if said[0] is None or said[0] != said[1]:
            return None
        return _(REVIEW_WHY_CONCRETE).format(reason=said[0])

    def _both_in_words(
        self, view: JsonObject, played: JsonObject, better: JsonObject, rng: random.Random
    ) -> JsonObject:
        """The move played and the better one in the log's words, told apart when the log says
        them alike (a Kukulkán trail along the same blocks by another way). What both moves end
        with alike ("You now have 5 feature cards") is said by neither: it only lengthens them."""
        entries = [self.move_entries(view, move, rng) for move in (played, better)]
        if entries[0] and entries[1] and entries[0] != entries[1]:
            while len(entries[0]) > 1 and len(entries[1]) > 1 and entries[0][-1] == entries[1][-1]:
                entries = [entries[0][:-1], entries[1][:-1]]
        # The log's words go on a label ("Yours: you play …"), as a hint's go on "Best here: …":
        # no capital after its colon (French typography has none; nor do the texts said instead).
        mine, best = ((phrase(self.table, e) or None) if e else None for e in entries)
        mine, best = (said[:1].lower() + said[1:] if said else None for said in (mine, best))
        mine = mine or _("a move whose details were still hidden")
        best = best or _("another move (see the replay)")
        if best == mine:
            # TRANSLATORS: {move} is the move in the words of the log, e.g. “You draw 6 border segments …”.
            best = _("{move}, but by another way (see the replay)").format(move=best)
        return {"played": mine, "better": best}
