"""The presenter of a table: what the page shows of it, in the current language — the seats'
names filled into texts, the log's words, the result, the snapshot the shell draws, and the
position in words for a screen reader.

Nothing here changes the game: it reads the table (ludoteca.table) and its coach.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .core import clone, i18n
from .core.i18n import number
from .core.svgtext import escape as escape_markup
from .seats import default_name

if TYPE_CHECKING:
    from .table import Table

_NAME_SLOT = re.compile(r"\{p(\d)\}")

_ = i18n.SITE.gettext
ngettext = i18n.SITE.ngettext


class Presenter:
    def __init__(self, table: Table):
        self.table = table
        # The log's words as last written: ((language, reader, seat names), [(entry, text)]).
        self._log_words: tuple = ((), [])

    # ---------------- names and words ----------------
    def name_seats(self) -> None:
        """The seats given no name: "Player n" in the current language."""
        for i in self.table.unnamed:
            self.table.seats[i]["name"] = default_name(i)

    def fill_names(self, text: str, escape: bool = False) -> str:
        """`text` with each seat slot `{p0}`, `{p1}`… replaced by that seat's name (escaped for
        markup with `escape`)."""
        seats = self.table.seats

        def name(m):
            i = int(m.group(1))
            n = seats[i]["name"] if i < len(seats) else m.group(0)
            return escape_markup(n) if escape else n

        return _NAME_SLOT.sub(name, text)

    def _render(self, message: dict) -> str:
        """A message kept as data (core/i18n.py `msg`) in the current language, read by this
        device's reader (the "you" forms for the one local human)."""
        return i18n.render(
            message, self.table.game.texts, lambda i: self.fill_names(f"{{p{i}}}"), self.table.lone_human()
        )

    def result_text(self, value):
        """A text of the game's result as the reader sees it: a plain text (already in the
        current language) gets the seats' names; a message kept as data is rendered; anything
        else (a number) stays as it is."""
        if isinstance(value, str):
            return self.fill_names(value)
        if isinstance(value, dict):
            return self._render(value)
        return value

    def log_text(self, entry: dict) -> str:
        """A log entry in the current language: entries are data (core/i18n.py `msg`), so the
        same game reads in each reader's language; a plain "text" is an older entry's."""
        if "text" in entry:
            return self.fill_names(entry["text"])
        return self._render(entry)

    def log_texts(self, entries: list[dict]) -> list[str]:
        """Each log entry in the current language. An entry already written in the same
        language, for the same reader and seat names, is not written again (every click
        answers with the log's words: rewriting a long log was a tenth of a click's time)."""
        table = self.table
        key = (i18n.current(), table.lone_human(), tuple(seat["name"] for seat in table.seats))
        known_key, known = self._log_words
        if known_key != key:
            known = []
        texts = [
            known[i][1] if i < len(known) and known[i][0] == entry else self.log_text(entry)
            for i, entry in enumerate(entries)
        ]
        self._log_words = (key, list(zip(entries, texts)))
        return texts

    def phrase(self, entries: list[dict]) -> str:
        """Log entries as one phrase in the current language (for hints and reviews)."""
        return "; ".join(t for t in (self.log_text(e).strip().rstrip(".") for e in entries) if t)

    # ---------------- what the page shows ----------------
    def _result(self) -> dict:
        result = self.table.game.result(self.table.state)
        shown = self.result_text
        return {
            "scores": result["scores"],
            "ranks": result["ranks"],
            "summary": shown(result["summary"]),
            "breakdown": [
                [{"label": shown(line["label"]), "points": line["points"]} for line in lines]
                for lines in result["breakdown"]
            ],
            "table": {
                "columns": [shown(c) for c in result["table"]["columns"]],
                "rows": [[_table_cell(shown(c)) for c in row] for row in result["table"]["rows"]],
            },
        }

    def snapshot(self, interactive: bool = True) -> dict:
        """Everything the shell needs to draw the table, as JSON (`interactive=False`: a replay
        position — nothing to click, no bot to run, no link to send)."""
        table, game, coach, names = self.table, self.table.game, self.table.coach, self.fill_names
        self.name_seats()
        view = game.view(table.state, table.viewer)
        # A replay has nothing to click, but the marked moves were possible there: drawn as
        # such, so that a game that draws only what may be clicked draws them to be marked.
        next_tokens = table.next_tokens() if interactive else [t for t in table.next_tokens() if t in table.marks]
        tutor = table.tutor if interactive else None
        # A review's replay marks its two moves; a tutorial's step points at what it talks about.
        marks = {**table.marks, **tutor.marks()} if tutor is not None else table.marks
        ui = {"path": list(table.path), "screen": table.screen, "next": next_tokens, "marks": marks}
        drawn = game.render(view, ui)
        over = game.is_over(table.state)
        return {
            "game": game.id,
            "game_name": game.name,
            "seats": clone(table.seats),
            "viewer": table.viewer,
            "privacy_for": table.privacy_for,
            "to_act": game.to_act(table.state),
            "bot_to_act": table.bot_to_act() if interactive else None,
            "remote_to_act": table.remote_to_act() if interactive else None,
            "links": table.links() if interactive else [],
            "svg": names(drawn["svg"], True),
            "panels": [
                {"title": names(panel["title"]), "svg": names(panel["svg"], True)} for panel in drawn.get("panels", ())
            ],
            "main_title": names(drawn.get("main_title", "")),
            "seat_colours": drawn.get("seat_colours", []),
            "prompt": tutor.prompt() if tutor is not None and tutor.offers_next() else names(drawn["prompt"]),
            "forced": table.forced_notice() if interactive else None,
            "can_cancel": bool(table.path),
            "hint": coach.hint_shown() if interactive else None,
            "can_hint": coach.can_hint() if interactive else False,
            "can_take_back": coach.can_take_back() if interactive else False,
            "practice": bool(table.record.get("practice")),
            "bot_levels": list(game.bot_levels),
            "log": [{"who": e["who"], "text": text} for e, text in zip(view["log"], self.log_texts(view["log"]))],
            "over": over,
            "result": self._result() if over else None,
            "record": clone(table.record),
            # A guided first game (ludoteca.tutor): its step, words, Next, progress to save.
            "tutorial": tutor.shown() if tutor is not None else None,
        }

    def position_in_words(self) -> dict:
        """The position in words for the table's current viewer (Game.describe: a spectator's
        view when nobody may look), names filled: {"title", "lines"}. Once the game is over,
        the result follows: its summary and each player's rank and points."""
        table, game = self.table, self.table.game
        self.name_seats()
        made = game.describe(game.view(table.state, table.viewer))
        lines = [self.fill_names(line) for line in made["lines"]]
        if game.is_over(table.state):
            result = game.result(table.state)
            lines.append(self.result_text(result["summary"]))
            for p in sorted(range(len(table.seats)), key=lambda q: (result["ranks"][q], q)):
                score = result["scores"][p]
                # TRANSLATORS: a line of the result read aloud: "1. Ana: 23 points".
                lines.append(
                    ngettext("{rank}. {name}: {n} point", "{rank}. {name}: {n} points", abs(score)).format(
                        rank=number(result["ranks"][p]), name=table.seats[p]["name"], n=number(score)
                    )
                )
        return {"title": self.fill_names(made["title"]), "lines": lines}


_WHOLE_NUMBER = re.compile(r"[-\u2212]?\d+")


def _table_cell(cell: str) -> str:
    """A score table's cell; a whole number as the language writes it, as the breakdown beside it
    does (one minus sign, U+2212, in both: a game's table hands "-12")."""
    if _WHOLE_NUMBER.fullmatch(cell):
        return i18n.number(int(cell.replace("\u2212", "-")))
    return cell
