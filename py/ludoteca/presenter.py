"""The presenter of a table: what the page shows of it, in the current language — the seats'
names filled into texts, the log's words, the result, the snapshot the shell draws, and the
position in words for a screen reader.

Functions of a read-only view of the table (`position.TableView`): nothing here changes the
game. What the coach and the tutor add to the snapshot (a hint, the tutorial's step) is handed
in as `Help`; the seats' default names are the table's to write (`Table.name_seats`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .core import clone, i18n
from .core.i18n import number, press_words, seat_label
from .core.svgtext import escape as escape_markup
from .position import JsonObject, TableView

_NAME_SLOT = re.compile(r"\{p(\d)\}")
# A seat's slot standing as a label: a cell's whole text, or followed by a number or a sign.
_LABEL_SLOT = re.compile(r"^\{p(\d)\}(?=$| [^\w\s])")

_ = i18n.SITE.gettext
ngettext = i18n.SITE.ngettext


@dataclass(frozen=True)
class Help:
    """What the coach and the tutor put in a snapshot (see `snapshot`)."""

    hint: JsonObject | None = None  # the coach's hint on the board (Coach.hint_shown)
    can_hint: bool = False
    can_take_back: bool = False
    tutorial: JsonObject | None = None  # the tutor's step as shown (Tutor.shown)
    marks: dict[str, str] = field(default_factory=dict)  # what the tutorial's step points at
    prompt: str | None = None  # the tutor's prompt while a step is read, instead of the game's


# ---------------- names and words ----------------
def fill_names(table: TableView, text: str, escape: bool = False) -> str:
    """`text` with each seat slot `{p0}`, `{p1}`… replaced by that seat's name (escaped for
    markup with `escape`)."""
    seats = table.seats

    def name(m: re.Match[str]) -> str:
        i = int(m.group(1))
        n: str = seats[i]["name"] if i < len(seats) else m.group(0)
        return escape_markup(n) if escape else n

    return _NAME_SLOT.sub(name, text)


def _render(table: TableView, message: JsonObject) -> str:
    """A message kept as data (core/i18n.py `msg`) in the current language, read by this
    device's reader (the "you" forms for the one local human)."""
    return i18n.render(message, table.game.texts, lambda i: fill_names(table, f"{{p{i}}}"), table.lone_human())


def result_text(table: TableView, value: Any) -> Any:
    """A text of the game's result as the reader sees it: a plain text (already in the
    current language) gets the seats' names; a message kept as data is rendered; anything
    else (a number) stays as it is."""
    if isinstance(value, str):
        return fill_names(table, value)
    if isinstance(value, dict):
        return _render(table, value)
    return value


def log_text(table: TableView, entry: JsonObject) -> str:
    """A log entry in the current language: entries are data (core/i18n.py `msg`), so the
    same game reads in each reader's language; a plain "text" is an older entry's."""
    if "text" in entry:
        return fill_names(table, entry["text"])
    return _render(table, entry)


class LogWords:
    """The log's words as last written, kept by a table: an entry already written in the same
    language, for the same reader and seat names, is not written again (every click answers
    with the log's words: rewriting a long log was a tenth of a click's time)."""

    def __init__(self) -> None:
        # ((language, reader, seat names), [(entry, text)])
        self._known: tuple[tuple[Any, ...], list[tuple[JsonObject, str]]] = ((), [])

    def texts(self, table: TableView, entries: list[JsonObject]) -> list[str]:
        """Each log entry in the current language."""
        key = (i18n.current(), table.lone_human(), tuple(seat["name"] for seat in table.seats))
        known_key, known = self._known
        if known_key != key:
            known = []
        texts = [
            known[i][1] if i < len(known) and known[i][0] == entry else log_text(table, entry)
            for i, entry in enumerate(entries)
        ]
        self._known = (key, list(zip(entries, texts)))
        return texts


def phrase(table: TableView, entries: list[JsonObject]) -> str:
    """Log entries as one text in the current language (for hints and reviews): each entry a
    sentence of its own, as the log writes it — joined by semicolons, entries that begin with
    a capital or end with "!" read badly, and French wants a no-break space before ";" — the
    last without its full stop (the sentence around it puts one)."""
    said = [t for t in (log_text(table, e).strip() for e in entries) if t]
    ended = [t if t.endswith((".", "!", "?", "…")) else f"{t}." for t in said[:-1]]
    return " ".join([*ended, *(t.rstrip(".") for t in said[-1:])])


# ---------------- what the page shows ----------------
def seat_names(table: TableView) -> list[str]:
    """Each seat's name as the board and the log call it: "You" for the device's one local
    human, the others by name (`i18n.seat_label`)."""
    reader = table.lone_human()
    return [fill_names(table, seat_label(i, reader)) for i in range(len(table.seats))]


def _result(table: TableView) -> JsonObject:
    result = table.game.result(table.state)
    names = seat_names(table)

    def shown(value: Any) -> Any:
        return result_text(table, value)

    def label(value: Any) -> Any:
        # A seat named as a label in a cell ("{p0}" heading a row or a column, "{p0} +15")
        # reads as on the board; in a sentence the slot keeps the name (its verb agrees with it).
        if isinstance(value, str):
            value = _LABEL_SLOT.sub(lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names) else m[0], value)
        return shown(value)

    return {
        "scores": result["scores"],
        "ranks": result["ranks"],
        # the seats' names in the score screen's headings ("1. You — 23 points")
        "names": names,
        # the seat of the one person on this device, or None (solo high scores, scores.js)
        "reader": table.lone_human(),
        "summary": shown(result["summary"]),
        "breakdown": [
            [{"label": shown(line["label"]), "points": line["points"]} for line in lines]
            for lines in result["breakdown"]
        ],
        "table": {
            "columns": [label(c) for c in result["table"]["columns"]],
            "rows": [[_table_cell(label(c)) for c in row] for row in result["table"]["rows"]],
        },
    }


def snapshot(table: TableView, log_words: LogWords, extras: Help | None = None) -> JsonObject:
    """Everything the shell needs to draw the table, as JSON. Without `extras` (the coach's and
    the tutor's part), a replay position: nothing to click, no bot to run, no link to send."""
    game = table.game
    interactive = extras is not None

    def names(text: str, escape: bool = False) -> str:
        return fill_names(table, press_words(text, table.touch), escape)

    view = game.view(table.state, table.viewer)
    # A replay has nothing to click, but the marked moves were possible there: drawn as
    # such, so that a game that draws only what may be clicked draws them to be marked.
    next_tokens = table.next_tokens() if interactive else [t for t in table.next_tokens() if t in table.marks]
    # A review's replay marks its two moves; a tutorial's step points at what it talks about.
    marks = {**table.marks, **extras.marks} if extras is not None else table.marks
    ui = {"path": list(table.path), "screen": table.screen, "touch": table.touch, "next": next_tokens, "marks": marks}
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
        "prompt": extras.prompt if extras is not None and extras.prompt is not None else names(drawn["prompt"]),
        "forced": table.forced_notice() if interactive else None,
        "can_cancel": bool(table.path),
        "hint": extras.hint if extras is not None else None,
        "can_hint": extras.can_hint if extras is not None else False,
        "can_take_back": extras.can_take_back if extras is not None else False,
        "practice": bool(table.record.get("practice")),
        "bot_levels": list(game.bot_levels),
        "log": [{"who": e["who"], "text": text} for e, text in zip(view["log"], log_words.texts(table, view["log"]))],
        "over": over,
        "result": _result(table) if over else None,
        "record": clone(table.record),
        # A guided first game (ludoteca.tutor): its step, words, Next, progress to save.
        "tutorial": extras.tutorial if extras is not None else None,
    }


def position_in_words(table: TableView) -> JsonObject:
    """The position in words for the table's current viewer (Game.describe: a spectator's
    view when nobody may look), names filled: {"title", "lines"}. Once the game is over,
    the result follows: its summary and each player's rank and points."""
    game = table.game
    made = game.describe(game.view(table.state, table.viewer))
    lines = [fill_names(table, line) for line in made["lines"]]
    if game.is_over(table.state):
        result = game.result(table.state)
        names = seat_names(table)
        lines.append(result_text(table, result["summary"]))
        for p in sorted(range(len(table.seats)), key=lambda q: (result["ranks"][q], q)):
            score = result["scores"][p]
            # TRANSLATORS: a line of the result read aloud: "1. Ana: 23 points".
            lines.append(
                ngettext("{rank}. {name}: {n} point", "{rank}. {name}: {n} points", abs(score)).format(
                    rank=number(result["ranks"][p]), name=names[p], n=number(score)
                )
            )
    return {"title": fill_names(table, made["title"]), "lines": lines}


_WHOLE_NUMBER = re.compile(r"[-\u2212]?\d+")


def _table_cell(cell: str) -> str:
    """A score table's cell; a whole number as the language writes it, as the breakdown beside it
    does (one minus sign, U+2212, in both: a game's table hands "-12")."""
    if _WHOLE_NUMBER.fullmatch(cell):
        return i18n.number(int(cell.replace("\u2212", "-")))
    return cell
