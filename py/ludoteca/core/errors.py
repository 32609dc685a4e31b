"""The exceptions every game and the shell share."""


class LudotecaError(Exception):
    """Base class: every message is meant to be shown to a player as it is."""

    def answer_fields(self) -> dict[str, object]:
        """What the API's refusal says besides the sentence, for the page to act on (none here)."""
        return {}


class IllegalMove(LudotecaError):
    """A move the rules do not allow now. The message is a short human reason."""


class BadOptions(LudotecaError):
    """Game options that are unknown or out of their allowed values."""


class BadRecord(LudotecaError):
    """A game record that cannot be replayed (wrong game, other rules version, corrupt), or
    seats or a replay position that do not fit it."""


class UnknownGame(LudotecaError, LookupError):
    """A game id that names no game (registry.get_game); the message names the known ids."""

    def __init__(self, message: str, game_id: object):
        super().__init__(message)
        self.game_id = game_id

    def __str__(self) -> str:  # LookupError would quote it like a KeyError's key
        return str(self.args[0])


class BadState(LudotecaError, ValueError):
    """A state handed to a game that is not one of its states: another game's, a view, or no
    state at all."""


class BadSeat(LudotecaError, ValueError):
    """A seat (a player's number) that the game in that state does not have."""


class BadRequest(LudotecaError):
    """A call from the page that cannot be read (see app.Api): wrong field types, unknown
    fields, sizes beyond the limits. Only a damaged or foreign page sends one."""


class GameNotLoaded(Exception):
    """A game's package is not in this Python's files yet: the page fetches each game's package
    when it is first needed (build/games/<id>.zip, see assets/js/engine-worker.js). Not a
    LudotecaError: the engine's worker fetches the package and asks again, and a player sees a
    sentence only if that download fails."""

    def __init__(self, game_id: str):
        super().__init__(game_id)
        self.game_id = game_id
