"""Search for the strong bots: single-observer information-set Monte Carlo tree search
(SO-ISMCTS, Cowling, Powley & Whitehouse 2012), shared by every game.

The bot knows only its `view`. Each iteration draws one full state the view cannot tell
apart from the real one (`SearchModel.determinize`: the other hands, the deck order, the
unrevealed tiles, the future dice), walks the tree of moves from the bot's decision down
(UCB1 among the moves legal in that drawn state, counting how often each was available),
adds one node, plays the game on with a quick policy (`playout_move`) to the end or for
`playout_depth` moves, and scores the outcome for every player (`value`). The tree is
shared by all drawn states, so a move is judged over many possible worlds — never over
the one the bot cannot see. In a game with nothing hidden (Yucata') `determinize` only
draws the future chance, and this is plain MCTS.

Budgets are in iterations, so a move is reproducible from its `rng` (a random.Random).
The page also caps the time a search may take (core/think.py, set by the browser bridge):
a slower phone stops searching earlier rather than keep the player waiting; records stay
exact, since they hold the moves made, not how they were found.

A game supplies a `SearchModel` subclass as `MODEL` in its `search_model.py`, wired to the game
(`Game.wire(search=…)`, `Game.search_model`); its bot module searches with it too.

Every `determinize` starts from `base_state(view, model.shown, prng)`: the part of the state
the view shows (the game, its rules version, options and log, and the fields the model names
in `shown`), copied into containers of its own, with the PRNG state the game drew. The game
then fills in only what is hidden from the viewer (decks, hands, face-down tiles…). Search
changes its drawn states in place, iteration after iteration from the same view: a container
shared with the view would carry one world's moves into the next."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from . import think
from .jsonish import JsonObject, clone, dumps


class SearchedGame(Protocol):
    """What search asks of a game (core.game's `Game`): named here rather than imported, so
    that the rules' module imports search and not the other way round."""

    def to_act(self, state: JsonObject) -> list[int]: ...
    def legal_moves(self, state: JsonObject, player: int) -> list[JsonObject]: ...
    def random_move(self, state: JsonObject, player: int, rng: random.Random) -> JsonObject: ...
    def _perform(self, state: JsonObject, move: JsonObject) -> Any: ...
    def is_over(self, state: JsonObject) -> bool: ...
    def result(self, state: JsonObject) -> JsonObject: ...


def base_state(view: JsonObject, shown: Iterable[str], prng: int) -> JsonObject:
    """The part of a full state that `view` shows, for `SearchModel.determinize` to complete
    with what it hides: the game's id, its rules version, a copy of its options, a list of
    its log's entries, `prng` as the state's PRNG state (drawn by the caller, whose draws from
    its rng come in the order it chooses), and a deep copy of each field named in `shown`.

    Nothing in it is a container of the view — but the log's entries, which the engine never
    changes once written (`Game.apply` shares them too), so that a long game's log costs one
    list per drawn world."""
    state: JsonObject = {
        "game": view["game"],
        "rules": view["rules"],
        "options": _fresh(view["options"]),
        "rng": prng,
        "log": list(view["log"]),
    }
    for key in shown:
        value = view[key]
        state[key] = _fresh(value) if type(value) in _CONTAINERS else value
    return state


_CONTAINERS = frozenset((dict, list))


def _fresh(value: Any) -> Any:
    """`clone` for the search's hot path, on a view's plain JSON (Game.view makes it with
    `clone`, so no subclass of dict or list): a dict or list with no container in it is
    copied in one call rather than item by item."""
    if type(value) is list:
        if _CONTAINERS.isdisjoint(map(type, value)):
            return value[:]
        return [_fresh(item) if type(item) in _CONTAINERS else item for item in value]
    if type(value) is dict:
        if _CONTAINERS.isdisjoint(map(type, value.values())):
            return value.copy()
        return {key: _fresh(item) if type(item) in _CONTAINERS else item for key, item in value.items()}
    return value


class SearchModel:
    """How search sees one game. Override `determinize` always; the rest when the defaults
    (every legal move, random playouts to the end, outcome from `Game.result`) are too slow
    or too weak for the game."""

    # The state's fields the view shows as they are (besides the game, rules, options and
    # log, which every view shows): `base_state` copies them, `determinize` fills in the rest.
    shown: tuple[str, ...] = ()

    # Moves a playout makes before it stops and `evaluate`s the position (None: to the end).
    playout_depth: int | None = None
    # A score difference that counts as clearly won (outcome values move by tanh(diff/scale)).
    margin_scale: float = 10.0
    # Solo games: the score around which the outcome value is 0.5.
    solo_par: float = 0.0
    # UCB1's exploration constant (outcomes lie in [0, 1]).
    exploration: float = 0.7

    def __init__(self, game: SearchedGame):
        self.game = game

    def determinize(self, view: JsonObject, rng: random.Random) -> JsonObject:
        """A full state consistent with `view` (everything the viewer cannot see drawn by
        `rng`, the state's PRNG included), which search may change in place: built on
        `base_state(view, self.shown, prng)`, with the hidden fields filled in."""
        raise NotImplementedError

    def root_moves(self, view: JsonObject, moves: list[JsonObject] | None, rng: random.Random) -> list[JsonObject]:
        """The bot's own candidates, each legal in the real position. Default: `moves`
        (games that list their moves); a game with `lists_moves = False` must override."""
        if moves is None:
            raise NotImplementedError("a game that does not list its moves names its own candidates")
        return moves

    def root_bias(self, move: JsonObject) -> float:
        """Prior knowledge of a root candidate (progressive bias, Chaslot et al. 2008): added to
        its UCB1 value divided by its visits + 1, so it steers a short search and fades in a
        long one. Default 0 (none); called after `root_moves`."""
        return 0.0

    def candidates(self, state: JsonObject, player: int, rng: random.Random) -> list[JsonObject]:
        """The moves search considers for `player` deeper in the tree (legal in `state`)."""
        return self.game.legal_moves(state, player)

    def playout_move(self, state: JsonObject, player: int, rng: random.Random) -> JsonObject:
        """The quick policy of the playouts."""
        return self.game.random_move(state, player, rng)

    def advance(self, state: JsonObject, move: JsonObject) -> None:
        """Make a move known to be legal, in place (no validation: search made the move)."""
        self.game._perform(state, clone(move))

    def evaluate(self, state: JsonObject) -> list[float]:
        """Each player's expected outcome in [0, 1] in an unfinished position (for playouts
        cut at `playout_depth`)."""
        raise NotImplementedError

    def value(self, state: JsonObject) -> list[float]:
        """Each player's outcome in [0, 1]: finished games from their scores and ranks."""
        if not self.game.is_over(state):
            return self.evaluate(state)
        result = self.game.result(state)
        return outcome_values(result["scores"], result["ranks"], self.margin_scale, self.solo_par)


def outcome_values(scores: list[int], ranks: list[int], scale: float, solo_par: float = 0.0) -> list[float]:
    """A finished game's value to each player, in [0, 1]: mostly the win (shared on a tie),
    partly the score margin over the best other player, so that among lost (or won) lines
    search still prefers the closer (or wider) ones."""
    n = len(scores)
    if n == 1:
        return [0.5 + 0.5 * math.tanh((scores[0] - solo_par) / scale)]
    winners = sum(1 for r in ranks if r == 1)
    values = []
    for p in range(n):
        best_other = max(scores[q] for q in range(n) if q != p)
        win = 1.0 / winners if ranks[p] == 1 else 0.0
        margin = 0.5 + 0.5 * math.tanh((scores[p] - best_other) / scale)
        values.append(0.8 * win + 0.2 * margin)
    return values


class _Node:
    __slots__ = ("move", "player", "children", "visits", "total", "available", "bias")

    def __init__(self, move: JsonObject, player: int):
        self.move = move
        self.player = player  # who made `move`; the values added here are theirs
        self.children: dict[tuple[int, str], _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 1  # iterations in which this move could be chosen
        self.bias = 0.0  # SearchModel.root_bias, at the root

    def ucb(self, exploration: float) -> float:
        value = self.total / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)
        return value + self.bias / (self.visits + 1) if self.bias else value


@dataclass
class MoveEstimate:
    move: JsonObject
    visits: int
    value: float  # mean outcome for the bot, in [0, 1]


@dataclass
class SearchResult:
    move: JsonObject
    estimates: list[MoveEstimate] = field(default_factory=list)  # best first
    iterations: int = 0

    def estimate_of(self, move: JsonObject) -> MoveEstimate | None:
        key = dumps(move)
        return next((e for e in self.estimates if dumps(e.move) == key), None)


def search(
    model: SearchModel,
    view: JsonObject,
    moves: list[JsonObject] | None,
    rng: random.Random,
    iterations: int,
    seconds: float | None = None,
    include: list[JsonObject] | None = None,
) -> SearchResult:
    """The bot's move for `view` after `iterations` iterations of SO-ISMCTS; `include`: moves
    that must be judged too (a review judging the move a player made)."""
    game, me = model.game, view["viewer"]
    root_moves = list(model.root_moves(view, moves, rng))
    own_keys = {dumps(m) for m in root_moves}
    for extra in include or ():
        if all(dumps(extra) != dumps(m) for m in root_moves):
            root_moves.append(extra)
    if len(root_moves) == 1 and not include:
        return SearchResult(root_moves[0], [MoveEstimate(root_moves[0], 0, 0.5)], 0)
    root = _Node({}, -1)  # stands for no move: its values are never read
    keyed_root = [((me, dumps(m)), m) for m in root_moves]
    seconds = think.THINK_SECONDS if seconds is None else seconds
    deadline = time.perf_counter() + seconds if seconds else None
    done = 0
    while done < iterations:
        done += 1
        state = model.determinize(view, rng)
        path = [root]
        node, keyed = root, keyed_root
        while True:
            for key, _ in keyed:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            untried = [(key, m) for key, m in keyed if key not in node.children]
            if untried:
                key, move = untried[rng.randrange(len(untried))]
                child = node.children[key] = _Node(move, key[0])
                if node is root:
                    child.bias = model.root_bias(move)
                model.advance(state, move)
                path.append(child)
                break
            node = max((node.children[key] for key, _ in keyed), key=lambda c: c.ucb(model.exploration))
            model.advance(state, node.move)
            path.append(node)
            to_act = game.to_act(state)
            if not to_act:
                break
            player = to_act[0]
            keyed = [((player, dumps(m)), m) for m in model.candidates(state, player, rng)]
            if not keyed:
                break
        _playout(model, state, rng)
        values = model.value(state)
        for visited in path[1:]:
            visited.visits += 1
            visited.total += values[visited.player]
        root.visits += 1
        if deadline is not None and time.perf_counter() > deadline:
            break
    estimates = sorted(
        (MoveEstimate(c.move, c.visits, c.total / c.visits) for c in root.children.values() if c.visits),
        key=lambda e: (-e.visits, -e.value),
    )
    # Only the bot's own candidates may be chosen (an `include`d move is only judged).
    chosen = next((e.move for e in estimates if dumps(e.move) in own_keys), root_moves[0])
    return SearchResult(chosen, estimates, done)


def _playout(model: SearchModel, state: JsonObject, rng: random.Random) -> None:
    game, steps, limit = model.game, 0, model.playout_depth
    while limit is None or steps < limit:
        to_act = game.to_act(state)
        if not to_act:
            return
        model.advance(state, model.playout_move(state, to_act[0], rng))
        steps += 1
