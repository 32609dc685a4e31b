"""Shared test helpers: seeded random playouts through the public contract, and every game
from the registry (so no test lists the games)."""

import functools
import importlib
import pathlib
import random
import re
from dataclasses import dataclass, field

from ludoteca import i18n_tools
from ludoteca.core import BadOptions, all_games, clone, get_game, new_record
from ludoteca.core.record import with_fresh_chance
from ludoteca.core.registry import module_paths, register


def playout(game_id: str, options: dict, seed: int, policy=None, on_step=None):
    """Play a complete game with `policy(state, moves, rng) -> move` (game.random_move by default).
    Calls on_step(state) before every move and after the last; returns (final state, moves)."""
    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.setup(options, seed)
    moves = []
    for _ in range(10_000):
        if on_step:
            on_step(state)
        if game.is_over(state):
            return state, moves
        actors = game.to_act(state)
        assert actors, "nobody may act, yet the game is not over"
        player = rng.choice(actors)
        if policy:
            legal = game.legal_moves(state, player)
            assert legal, f"player {player} must act but has no legal move"
            move = policy(state, legal, rng)
        else:
            move = game.random_move(state, player, rng)  # = rng.choice(legal moves) by default
        state = game.apply(state, move)
        moves.append(move)
    raise AssertionError("game did not end")


# ---------------- every game, from the registry ----------------

# Test-only games (ARCHITECTURE.md "Adding a game"): every package here joins the registry for
# the test run (tests/conftest.py), so the suites over the registry run over them too.
EXTRA_GAMES = pathlib.Path(__file__).resolve().parent / "games"


def register_extra_games() -> list[str]:
    """Register every package under tests/games/ (core/registry.py `register`); their ids."""
    return [
        register(f"tests.games.{package.name}")
        for package in sorted(EXTRA_GAMES.iterdir())
        if (package / "__init__.py").is_file()
    ]


def extra_game_domains() -> list[i18n_tools.DomainSources]:
    """The translation domain of each test-only game, as i18n_tools sees a shipped game's."""
    return [
        i18n_tools.DomainSources(package.name, package / "locale", python=sorted(package.glob("*.py")))
        for package in sorted(EXTRA_GAMES.iterdir())
        if (package / "__init__.py").is_file()
    ]


def game_ids() -> list[str]:
    """The id of every registered game, in lobby order: parametrise over this, never a list."""
    return [game.id for game in all_games()]


def game_package(game_id: str):
    """The package of a registered game (its GAME, and hooks such as `disguise`)."""
    for path in module_paths():
        package = importlib.import_module(path)
        if package.GAME.id == game_id:
            return package
    raise KeyError(game_id)


def domain_sources(name: str) -> i18n_tools.DomainSources:
    """A translation domain's sources by name: a shipped one's, or a test-only game's."""
    for domain in extra_game_domains():
        if domain.name == name:
            return domain
    return i18n_tools.get_domain(name)


# ---------------- English that must not show in another language ----------------

SLOT = re.compile(r"\{[^{}]*\}")  # a message's {placeholder}
TAG = re.compile(r"<[^>]+>")  # markup in a message (its text either side is read apart)
SHORTEST = 12  # shorter English fragments may well read the same in another language


def english_fragments(game, lang: str, allowed=(), site: bool = False, trim: str = " .,:;()") -> set[str]:
    """The English fragments of a catalog that must not show in `lang`: each message's fixed
    parts (between its {placeholders}, tags and line breaks, trimmed of the characters `trim`),
    at least SHORTEST characters long, unless a translation of the message keeps it or it is
    `allowed` (a proper name). `game`: a game, or a domain's name (a game's id, "site");
    site=True adds the site's catalog."""
    names = [game if isinstance(game, str) else game.id] + (["site"] if site else [])
    found = set()
    for name in names:
        for message in i18n_tools.read(domain_sources(name), lang):
            if not message.id:
                continue
            sources = [message.id] if isinstance(message.id, str) else list(message.id)
            targets = [message.string] if isinstance(message.string, str) else list(message.string)
            for source in sources:
                for piece in SLOT.split(TAG.sub("\n", source)):
                    for part in piece.split("\n"):
                        part = part.strip(trim)
                        if len(part) >= SHORTEST and part not in allowed and not any(part in t for t in targets):
                            found.add(part)
    return found


def varied_options(game, variant: int, players: int) -> dict:
    """Options for `players` with the `variant`-th choice of every single-choice option
    (cycling), or the defaults if that combination is refused."""
    options = {"players": players}
    for option in game.options:
        if option.choices and not option.free and not option.multiple:
            options[option.key] = option.choices[variant % len(option.choices)].value
    try:
        game.normalize_options(options)
    except BadOptions:
        return {"players": players}
    return options


@dataclass
class Trajectory:
    """A whole game: states[i] is the state before moves[i] (made by actors[i]), states[-1] the end;
    chance maps a move index to the fresh entropy stirred in just before it (as a record does)."""

    game_id: str
    options: dict
    seed: int
    states: list = field(default_factory=list)
    moves: list = field(default_factory=list)
    actors: list = field(default_factory=list)
    chance: dict = field(default_factory=dict)
    rules: str | None = None  # the rules version (None: the current one)

    def record(self) -> dict:
        record = new_record(self.game_id, self.options, self.seed)
        if self.rules is not None:
            record["rules"] = self.rules
        record["moves"] = clone(self.moves)
        if self.chance:
            record["chance"] = {str(i): c for i, c in self.chance.items()}
        return record


def bot_choice(game, state: dict, player: int, rng, level: str | None = None) -> dict:
    """The bot's move for `player` at `level`, from their view only (as the table asks it)."""
    moves = game.legal_moves(state, player) if game.lists_moves else None
    return game.bot_move(game.view(state, player), moves, rng, level)


def play_game(
    game_id: str, options: dict, seed: int, bots: bool = False, chance_every: int = 0, rules: str | None = None
) -> Trajectory:
    """A complete seeded game: random moves (game.random_move) or the bots' (bots=True); with
    chance_every = k, fresh chance is stirred in before every k-th move, as in a link game;
    under the rules version `rules` (None: the current one)."""
    game = get_game(game_id)
    rng = random.Random(seed)
    run = Trajectory(game_id, options, seed, rules=rules)
    state = game.setup(options, seed, rules)
    for index in range(10_000):
        if game.is_over(state):
            run.states.append(state)
            return run
        if chance_every and index % chance_every == chance_every - 1:
            run.chance[index] = rng.getrandbits(32)
            state = with_fresh_chance(state, run.chance[index])
        actors = game.to_act(state)
        assert actors, "nobody may act, yet the game is not over"
        player = rng.choice(actors)
        if bots:
            move = bot_choice(game, state, player, random.Random(f"{seed}/{index}"))
        else:
            move = game.random_move(state, player, rng)
        run.states.append(state)
        run.moves.append(move)
        run.actors.append(player)
        state = game.apply(state, move)
    raise AssertionError("game did not end")


# ---------------- the contract suite's shared games ----------------


def players(game, wanted: int) -> int:
    """`wanted` players, or the nearest count the game is for."""
    return min(max(game.min_players, wanted), game.max_players)


@functools.cache
def runs(game_id: str, rules: str) -> dict:
    """The shared games under rules version `rules`: random moves at 2 players (or the nearest
    count), the bots at 4 (or the most), random moves at the fewest with fresh chance stirred
    in now and then; each with other options. Played once per session: the contract,
    drawing and language suites all read them."""
    game = get_game(game_id)
    return {
        "random": play_game(game_id, varied_options(game, 1, players(game, 2)), 11, rules=rules),
        "bots": play_game(game_id, varied_options(game, 2, players(game, 4)), 12, bots=True, rules=rules),
        "chance": play_game(game_id, varied_options(game, 0, game.min_players), 13, chance_every=3, rules=rules),
    }


def spread(items: list, count: int) -> list:
    """About `count` of the items, evenly spread, always with the last."""
    step = max(1, len(items) // count)
    return [(i, items[i]) for i in range(len(items)) if i % step == 0 or i == len(items) - 1]


def viewers(state: dict) -> list:
    """Every seat and a spectator (None)."""
    return list(range(state["options"]["players"])) + [None]
