"""The seats of a table: who sits there (a human on this device, a bot, a friend by link,
or a bot written in the workshop on this device — its code travels in the seat as "code"),
their names, and the seats a link carries.

A seat given no name — or the old lobby's placeholder "You" — is unnamed: "Player n" in each
reader's language, and nameless in links.
"""

from __future__ import annotations

from .core import BadLink, BadRecord, i18n
from .core.i18n import N_, number
from .core.validate import check_json, check_keys, is_int

HUMAN, BOT, REMOTE, WORKSHOP = "human", "bot", "remote", "workshop"
KINDS = (HUMAN, BOT, REMOTE, WORKSHOP)
MAX_CODE_CHARS = 16_000  # a workshop bot's source (the API's longest text is a link's 16,000)
NAME_LENGTH = 24  # a longer name is cut
MAX_NAME_CHARS = 1_000  # a longer one is refused: no page sends it
MAX_SEATS = 12  # more than any game has (the table checks the game's number)
MAX_LEVEL_CHARS = 20  # a bot level's name ("easy", "normal", "strong")

_ = i18n.SITE.gettext


class BotCannotLoad(BadRecord):
    """A bot from the workshop whose file does not load (a syntax error, an error or its time
    limit at the top level). The game itself is sound: the page may open it with another bot in
    `seat` (a resumed or imported game), so the refusal names the seat (`answer_fields`)."""

    def __init__(self, message: str, seat: int):
        super().__init__(message)
        self.seat = seat

    def answer_fields(self) -> dict[str, object]:
        return {"bot_cannot_load": self.seat}


# What earlier versions of the lobby wrote as the only human's name until they typed one ("You"
# in each language of the page): it travelled in links, and a friend read "You's turn", "You
# reveals…". Such a seat counts as unnamed: "Player n" in each reader's language.
PLACEHOLDER_NAMES = frozenset({"you", "du", "sie", "vous", "toi"})


# "Player {n}" in each language, as the site's catalogs translate it (a test checks it against
# them): a page holds only its own language's catalog (build.part_of), and a saved game or a
# link may carry the name as another language showed it.
DEFAULT_NAMES = {"en": "Player {n}", "de": "Spieler {n}", "fr": "Joueur {n}"}


def default_name(i: int) -> str:
    """The name of seat i when none is given, in the current language."""
    return _("Player {n}").format(n=number(i + 1))[:NAME_LENGTH]


def _default_names(i: int) -> set[str]:
    """Seat i's name when none is given, in every language (casefolded): a saved game holds the
    names as they were shown, so a seat nobody named comes back as "Player 2" or "Spieler 2"."""
    return {text.format(n=number(i + 1))[:NAME_LENGTH].casefold() for text in DEFAULT_NAMES.values()}


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


def check_seats(seats, error: type = BadRecord) -> None:
    """Seats exactly as the page and links write them: a list of objects {"kind": "human"|"bot"|
    "remote"|"workshop" (human when absent), "name": text or null, "level": a bot's level or
    null, "code": a workshop bot's source (that kind only)}, nothing else (the table checks
    their number and the levels against the game, and loads the code)."""
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise error(_("The seats must be a list of players."))
    for seat in seats:
        if isinstance(seat, dict) and "code" in seat:
            if seat.get("kind") != WORKSHOP:
                raise error(_("Only a bot from the workshop comes with its code."))
            if not isinstance(seat["code"], str) or len(seat["code"]) > MAX_CODE_CHARS:
                raise error(
                    _("A bot from the workshop is a Python text of at most {n} characters.").format(
                        n=number(MAX_CODE_CHARS)
                    )
                )
    check_json(
        [{k: v for k, v in seat.items() if k != "code"} if isinstance(seat, dict) else seat for seat in seats],
        max_depth=2,
        max_nodes=1 + 4 * MAX_SEATS,
        max_string=MAX_NAME_CHARS,
        error=error,
        what=N_("The list of seats"),
    )
    for seat in seats:
        check_keys(seat, (), ("kind", "name", "level", "code"), error=error, what=N_("A seat"))
        level = seat.get("level")
        if level is not None and (not isinstance(level, str) or len(level) > MAX_LEVEL_CHARS):
            raise error(_("A bot's level must be a short name such as easy, normal or strong."))
        if seat.get("kind") is not None and seat["kind"] not in KINDS:
            raise error(_("A seat must be a human, a bot, a friend by link or your bot from the workshop."))
        if seat.get("name") is not None and not isinstance(seat["name"], str):
            raise error(_("A seat's name must be a text."))


def seats_in_link(seats: list[dict]) -> list[dict]:
    """Seats as a link carries them: bots stay bots, every person is remote (the device that
    opens the link makes its own seat human)."""
    check_seats(seats)
    return [
        _bot_level_kept(s, {"kind": BOT if s.get("kind") == BOT else REMOTE, "name": typed_name(s.get("name"), i)})
        for i, s in enumerate(seats)
    ]


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
    if mine and any(
        i != seat and s.get("kind") != BOT and (typed_name(s.get("name"), i) or "").casefold() == mine.casefold()
        for i, s in enumerate(seats)
    ):
        mine = None  # another player's name: this device is theirs too (one person testing)
    return [
        _bot_level_kept(
            s,
            {
                "kind": HUMAN if i == seat else BOT if s.get("kind") == BOT else REMOTE,
                "name": mine if i == seat and mine else typed_name(s.get("name"), i),
            },
        )
        for i, s in enumerate(seats)
    ]
