"""Yutakâ's rules on the engine contract (see ludoteca.core.game).

State (plain JSON):
    options   {"players": 2, "mode", "known": [colours], "archipelago"}
    rng       the PRNG state (never shown in a view)
    tiles     20 dicts {"c", "v", "i" island, "s" stack, "l" level, "up" revealed}
    removed   the 5 tiles out of play, {"c", "v"}
    hands, decks   per player, lists of card codes ("Y3", "X")
    sides     sides[island][player] = cards on that player's side, in play order
    phase     "opening" | "play" | "reveal" | "over"
    active    whose turn it is (who reveals during the opening)
    revealer, reveal_cause   during "reveal": who must reveal, and why ("equipment"/"dynamite")
    opening_left   opening reveals still to make
    last      marks of the latest turn, for highlighting: the card played {"island", "side",
              "index"}, the card its player drew {"drew", "p"} (shown to that player only), the
              tiles revealed {"tile"}
    log       public events {"who", **msg}: language-neutral messages (core/i18n.py), rendered
              in the reader's language
"""

from __future__ import annotations

from ludoteca.core import BadOptions, Choice, Game, Option, Rng
from ludoteca.core.i18n import N_, msg, number, term
from ludoteca.core.i18n import player as player_ref  # `player` names a seat here
from ludoteca.core.result import build_result

from . import data
from .data import (
    ARCHIPELAGO_BY_ID,
    ARCHIPELAGOS,
    CARDS_PER_SIDE,
    COLOURS,
    DYNAMITE,
    EQUIPMENT,
    HAND_SIZE,
    ISLAND_NAMES,
    OPENING_REVEALS,
    REMOVED_TILES,
    TREASURE_HEADING,
    TREASURE_NAME,
    TREASURE_PLURAL,
    card_colour,
    card_term,
    card_value,
    island_name,
    island_text,
)
from .texts import _

# Mysteria and Tactika are the rules' names of the modes (kept in every language).
MODES = (
    ("mysteria", N_("Mysteria — tiles anonymous until revealed")),
    ("tactika", N_("Tactika — every tile's colour is known")),
    ("mixed", N_("Mixed — the table chooses the known colours")),
)


class Yutaka(Game):
    id = "yutaka"
    name = "Yutakâ"
    min_players = 2
    max_players = 2
    rules_versions = ("1",)
    move_kinds = (frozenset({"p", "reveal"}), frozenset({"p", "card", "island"}))

    # Marked with N_: Game.declare translates them with the game's catalogs where they are shown.
    tagline = N_("Two explorers, five islands, hidden treasure: win the majorities.")
    options = (
        Option("mode", N_("Mode"), tuple(Choice(v, label) for v, label in MODES), "mysteria"),
        Option(
            "known",
            N_("Known colours"),
            tuple(Choice(c, TREASURE_HEADING[c]) for c in COLOURS),
            ["Y", "G"],
            multiple=True,
            help=N_("In mixed mode: the colours of these tiles are visible from the start."),
            shown_when={"mode": ["mixed"]},
        ),
        Option(
            "archipelago",
            N_("Archipelago"),
            tuple(Choice(a.id, a.name) for a in ARCHIPELAGOS),
            "open",
            help=N_("Stacked layouts: only a tile with no hidden tile on top of it can be revealed."),
        ),
    )

    # ---------------- options ----------------
    def _check_options(self, options: dict) -> None:
        mode = options["mode"]
        if mode == "mysteria":
            options["known"] = []
        elif mode == "tactika":
            options["known"] = list(COLOURS)
        elif not 1 <= len(options["known"]) <= len(COLOURS) - 1:
            raise BadOptions(_("Mixed mode: choose from one to four known colours."))

    # ---------------- setup ----------------
    def _setup(self, state: dict) -> None:
        rng = Rng(state)
        layout = ARCHIPELAGO_BY_ID[state["options"]["archipelago"]]
        tiles = data.all_tiles()
        rng.shuffle(tiles)
        state["removed"] = [{"c": c, "v": v} for c, v in tiles[:REMOVED_TILES]]
        state["tiles"] = [
            {"c": c, "v": v, "i": i, "s": s, "l": level, "up": False}
            for (c, v), (i, s, level) in zip(tiles[REMOVED_TILES:], layout.positions())
        ]
        state["hands"], state["decks"] = [], []
        for _player in range(2):
            deck = data.player_deck()
            rng.shuffle(deck)
            state["hands"].append(deck[:HAND_SIZE])
            state["decks"].append(deck[HAND_SIZE:])
        state["sides"] = [[[], []] for _ in range(data.ISLANDS)]
        state["phase"] = "opening"
        state["active"] = 0
        state["revealer"] = None
        state["reveal_cause"] = None
        state["opening_left"] = OPENING_REVEALS
        state["last"] = []

    # ---------------- whose turn ----------------
    def is_over(self, state: dict) -> bool:
        return state["phase"] == "over"

    def _to_act(self, state: dict) -> list[int]:
        if state["phase"] == "reveal":
            return [state["revealer"]]
        return [state["active"]]

    # ---------------- moves ----------------
    def _legal_moves(self, state: dict, player: int) -> list[dict]:
        if state["phase"] in ("opening", "reveal"):
            return [{"p": player, "reveal": t} for t in revealable(state["tiles"])]
        moves = []
        for card in sorted(set(state["hands"][player])):
            side = target_side(card, player)
            for island in range(data.ISLANDS):
                if len(state["sides"][island][side]) < CARDS_PER_SIDE:
                    moves.append({"p": player, "card": card, "island": island})
        return moves

    def _why_illegal(self, state: dict, move: dict) -> str | None:
        player = move["p"]
        if state["phase"] in ("opening", "reveal"):
            if set(move) != {"p", "reveal"}:
                return _("First reveal a treasure tile.")
            return why_not_revealable(state["tiles"], move["reveal"])
        if set(move) != {"p", "card", "island"}:
            return (
                _("Tiles are revealed only after an equipment or dynamite card.")
                if "reveal" in move
                else _("Play one card from your hand to an island.")
            )
        card, island = move["card"], move["island"]
        if card not in state["hands"][player]:
            return _("You do not hold that card.")
        if not isinstance(island, int) or isinstance(island, bool) or not 0 <= island < data.ISLANDS:
            return _("There is no such island.")
        side = target_side(card, player)
        if len(state["sides"][island][side]) >= CARDS_PER_SIDE:
            if side == player:
                text = _("{island} already has {count} cards on your side.")
            else:
                text = _("{island} already has {count} cards on your opponent's side.")
            return text.format(island=island_text(island), count=CARDS_PER_SIDE)
        return None

    def _perform(self, state: dict, move: dict) -> None:
        player = move["p"]
        if "reveal" in move:
            self._reveal(state, player, move["reveal"])
        else:
            self._play(state, player, move["card"], move["island"])

    def _reveal(self, state: dict, player: int, t: int) -> None:
        tile = state["tiles"][t]
        tile["up"] = True
        if state["phase"] == "opening":
            state["last"] = []
        state["last"].append({"tile": t})
        state["log"].append(
            {
                "who": player,
                **msg(
                    "{p} reveals a tile on {island}: {treasure}, value {value}.",
                    you=N_("You reveal a tile on {island}: {treasure}, value {value}."),
                    p=player_ref(player),
                    island=term(ISLAND_NAMES[tile["i"]]),
                    treasure=term(TREASURE_NAME[tile["c"]]),
                    value=tile["v"],
                ),
            }
        )
        if all(tile["up"] for tile in state["tiles"]):
            state["phase"] = "over"  # the game ends the moment the last tile is revealed
            state["log"].append({"who": None, **msg("The last tile is revealed: the game ends.")})
            return
        if state["phase"] == "opening":
            state["opening_left"] -= 1
            state["active"] = 1 - state["active"]  # P1, P2, P1, P2 — then P1 plays first
            if state["opening_left"] == 0:
                state["phase"] = "play"
        else:  # a reveal after equipment or dynamite ends the card player's turn
            state["phase"] = "play"
            state["active"] = 1 - state["active"]
            state["revealer"] = state["reveal_cause"] = None

    def _play(self, state: dict, player: int, card: str, island: int) -> None:
        state["hands"][player].remove(card)
        side = target_side(card, player)
        column = state["sides"][island][side]
        column.append(card)
        state["last"] = [{"island": island, "side": side, "index": len(column) - 1}]
        if state["decks"][player]:
            drawn = state["decks"][player].pop()
            state["hands"][player].append(drawn)
            state["last"].append({"drew": drawn, "p": player})  # the card itself only in its owner's view
        if card == DYNAMITE:  # on the other side: the reader knows whose that is
            said = msg(
                "{p} plays dynamite on the opposing side of {island}.",
                you=N_("You play dynamite on your opponent's side of {island}."),
                p=player_ref(player),
                island=term(ISLAND_NAMES[island]),
            )
        else:
            said = msg(
                "{p} plays {card} on {island}.",
                you=N_("You play {card} on {island}."),
                p=player_ref(player),
                card=card_term(card),
                island=term(ISLAND_NAMES[island]),
            )
        state["log"].append({"who": player, **said})
        if card == DYNAMITE or card_colour(card) == EQUIPMENT:
            state["phase"] = "reveal"
            state["revealer"] = 1 - player if card == DYNAMITE else player
            state["reveal_cause"] = "dynamite" if card == DYNAMITE else "equipment"
        else:
            state["active"] = 1 - player

    # ---------------- what a player sees ----------------
    def _view(self, state: dict, player: int | None) -> dict:
        known = set(state["options"]["known"])
        over = state["phase"] == "over"
        open_tiles = set(revealable(state["tiles"])) if not over else set()
        tiles = []
        for t, tile in enumerate(state["tiles"]):
            tiles.append(
                {
                    "id": t,
                    "i": tile["i"],
                    "s": tile["s"],
                    "l": tile["l"],
                    "up": tile["up"],
                    "c": tile["c"] if tile["up"] or tile["c"] in known else None,
                    "v": tile["v"] if tile["up"] else None,
                    "open": t in open_tiles,
                }
            )
        return {
            "options": dict(state["options"], known=list(state["options"]["known"])),
            "phase": state["phase"],
            "active": state["active"],
            "revealer": state["revealer"],
            "reveal_cause": state["reveal_cause"],
            "opening_left": state["opening_left"],
            "tiles": tiles,
            "sides": [[list(side) for side in island] for island in state["sides"]],
            "hand": sorted(state["hands"][player]) if player is not None else None,
            "hand_sizes": [len(h) for h in state["hands"]],
            "deck_sizes": [len(d) for d in state["decks"]],
            # the five tiles out of play are shown once the game is over, as at the table
            "removed": [dict(t) for t in state["removed"]] if over else len(state["removed"]),
            "last": [seen_mark(mark, player) for mark in state["last"]],
            "pieces": card_pieces(state["sides"], state["log"]),
            "standing": standing(state["sides"], [t for t in state["tiles"] if t["up"]]),
        }

    # ---------------- end ----------------
    def _result(self, state: dict) -> dict:
        outcome = score_islands(state["sides"], state["tiles"])
        scores, grey = [0, 0], [0, 0]
        breakdown: list[list[dict]] = [[], []]
        rows = []
        for island, per_colour in enumerate(outcome):
            row = [island_name(island)]
            for colour in COLOURS:
                cell = per_colour.get(colour)
                if cell is None:
                    row.append("—")
                    continue
                values = "+".join(str(v) for v in cell["values"])
                if cell["winner"] is None:
                    row.append(
                        _("discarded ({values}): {why}").format(values=values, why=reason_text(cell["why"], colour))
                    )
                    continue
                w = cell["winner"]
                scores[w] += cell["points"]
                if colour == EQUIPMENT:
                    grey[w] += cell["points"]
                breakdown[w].append(
                    {
                        "label": _("{island}: {treasures} {values}").format(
                            island=island_name(island), treasures=_(TREASURE_PLURAL[colour]), values=values
                        ),
                        "points": cell["points"],
                    }
                )
                row.append(f"{{p{w}}} +{cell['points']}")
            rows.append(row)
        # A tie on points goes to the equipment tiles (grey); equal there too, the victory is shared.
        w = 0 if grey[0] >= grey[1] else 1
        return build_result(
            scores,
            breakdown,
            {"columns": [_("Island")] + [_(TREASURE_HEADING[c]) for c in COLOURS], "rows": rows},
            tiebreaks=[(g,) for g in grey],
            tiebreak_words=[msg("the equipment tiles, {grey} to {other_grey}", grey=grey[w], other_grey=grey[1 - w])],
            tiebreak=grey,
        )

    # ---------------- browser table ----------------
    def move_path(self, move: dict) -> list[str]:
        if "reveal" in move:
            return [f"tile:{move['reveal']}"]
        return [f"card:{move['card']}", f"island:{move['island']}"]

    def parse_path(self, player: int, path: list[str]) -> dict | None:
        try:
            if len(path) == 1 and path[0].startswith("tile:"):
                return {"p": player, "reveal": int(path[0][5:])}
            if len(path) == 2 and path[0].startswith("card:") and path[1].startswith("island:"):
                return {"p": player, "card": path[0][5:], "island": int(path[1][7:])}
        except ValueError:
            return None
        return None

    def explain_click(self, state: dict, player: int, path: list[str]) -> str:
        kind = path[-1].split(":")[0]
        if state["phase"] in ("opening", "reveal") and kind != "tile":
            return _("First reveal a treasure tile.")
        if state["phase"] == "play" and kind == "tile":
            return _("Tiles are revealed only after an equipment or dynamite card.")
        if kind == "island" and len(path) == 1:
            return _("Choose a card from your hand first.")
        return super().explain_click(state, player, path)


# ---------------- pure helpers, shared by rules, view, bot and tests ----------------


def target_side(card: str, player: int) -> int:
    """Dynamite goes to the opponent's side; every other card to one's own."""
    return 1 - player if card == DYNAMITE else player


def seen_mark(mark: dict, viewer: int | None) -> dict:
    """A mark of the latest turn as `viewer` may see it: the card a seat drew is theirs alone."""
    if "drew" in mark and mark["p"] != viewer:
        return {"drew": None, "p": mark["p"]}
    return dict(mark)


def card_pieces(sides: list, log: list[dict]) -> list[list[list[str]]]:
    """The piece id of every card on the islands, side by side as `sides` holds them: the same id
    the card had in its player's hand (pieces.hand_pieces), so the shell can slide it from there.
    A treasure card is unique in its owner's deck ("c0G3"); the four dynamite of a seat are
    numbered in the order that seat played them ("x1.2"), read from the public log (a dynamite
    entry names an island and no card), since the sides do not say which dynamite came first."""
    dynamite: dict[
        tuple[int, int], list[int]
    ] = {}  # (island, player) -> the ordinals of that player's dynamite there, in play order
    played = [0, 0]
    for entry in log:
        args = entry.get("a", {})
        if entry.get("who") in (0, 1) and "island" in args and "card" not in args and "treasure" not in args:
            player = entry["who"]
            played[player] += 1
            dynamite.setdefault((ISLAND_NAMES.index(args["island"]["t"]), player), []).append(played[player])
    out = []
    for island, both in enumerate(sides):
        ids = []
        for side, column in enumerate(both):
            order = iter(dynamite.get((island, 1 - side), ()))
            ids.append([f"x{1 - side}.{next(order, 0)}" if card == DYNAMITE else f"c{side}{card}" for card in column])
        out.append(ids)
    return out


def revealable(tiles: list[dict]) -> list[int]:
    """Unrevealed tiles with no unrevealed tile above them in their stack."""
    blocked: set[tuple[int, int, int]] = set()  # (island, stack, level) under an unrevealed tile
    for tile in tiles:
        if not tile["up"]:
            blocked.update((tile["i"], tile["s"], lower) for lower in range(tile["l"]))
    return [t for t, tile in enumerate(tiles) if not tile["up"] and (tile["i"], tile["s"], tile["l"]) not in blocked]


def why_not_revealable(tiles: list[dict], t) -> str | None:
    if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < len(tiles):
        return _("There is no such tile.")
    if tiles[t]["up"]:
        return _("That tile is already revealed.")
    if t not in revealable(tiles):
        return _("That tile lies under another: reveal the one on top first.")
    return None


def majority(mine: int, theirs: int, all_mine: int, all_theirs: int, equipment: bool) -> int | None:
    """Who takes a colour's tiles on one island — 0 (`mine`), 1 (`theirs`) or None — from
    the two sides' sums: `mine`/`theirs` of that colour's cards, `all_mine`/`all_theirs` of
    all their cards. A side has the colour when its sum is above 0 (cards are worth 1–4).
    The rule, written once: `column_winner` says it with its reason, the search model
    (search_model.tally) counts with it.

    Precious colours: you need a card of that colour and the higher sum of that colour.
    Equipment: if only one side has equipment it wins; if both do, the higher sum of all
    cards in the column wins (dynamite counts 0). A tie discards the tiles.
    """
    if not (mine and theirs):
        return None if mine == theirs else (0 if mine else 1)
    if equipment:
        mine, theirs = all_mine, all_theirs
    return None if mine == theirs else (0 if mine > theirs else 1)


def column_winner(mine: list[str], theirs: list[str], colour: str) -> tuple[int | None, tuple]:
    """Who takes the `colour` tiles of one island (`majority`): (0 = `mine`, 1 = `theirs`,
    None), and why (a tuple: ("none",), ("only",), ("tie", sum) or ("sums", mine, theirs);
    `reason_text` says it in words)."""
    equipment = colour == EQUIPMENT
    sums = [sum(card_value(c) for c in side if c != DYNAMITE and card_colour(c) == colour) for side in (mine, theirs)]
    # (all cards count for equipment only; dynamite is worth 0)
    every = [sum(card_value(c) for c in side) for side in (mine, theirs)] if equipment else sums
    winner = majority(sums[0], sums[1], every[0], every[1], equipment)
    if not (sums[0] or sums[1]):
        return winner, ("none",)
    if not (sums[0] and sums[1]):
        return winner, ("only",)
    a, b = (every[0], every[1]) if equipment else (sums[0], sums[1])
    return winner, (("tie", a) if winner is None else ("sums", a, b))


def reason_text(why: tuple, colour: str) -> str:
    """column_winner's reason in words, in the current language."""
    kind = why[0]
    if kind == "none":
        return _("no card played")  # short: a cell of the phone's results table, under its colour
    if kind == "only":
        return _("only one side has a card of that colour")
    if colour == EQUIPMENT:
        if kind == "tie":
            return _("tie at {sum} for all cards").format(sum=number(why[1]))
        return _("all cards, {mine} against {theirs}").format(mine=number(why[1]), theirs=number(why[2]))
    if kind == "tie":
        return _("tie at {sum}").format(sum=number(why[1]))
    return _("{mine} against {theirs}").format(mine=number(why[1]), theirs=number(why[2]))


def score_islands(sides: list, tiles: list[dict]) -> list[dict]:
    """Per island, for each colour that has tiles there: winner, points, tile values, reason."""
    outcome = []
    for island, (side0, side1) in enumerate(sides):
        per_colour = {}
        for colour in COLOURS:
            values = sorted((t["v"] for t in tiles if t["i"] == island and t["c"] == colour), reverse=True)
            if not values:
                continue
            winner, why = column_winner(side0, side1, colour)
            per_colour[colour] = {"winner": winner, "points": sum(values), "values": values, "why": why}
        outcome.append(per_colour)
    return outcome


def standing(sides: list, revealed: list[dict]) -> list[int]:
    """Points each player would score now, counting revealed tiles only (public information)."""
    totals = [0, 0]
    for per_colour in score_islands(sides, revealed):
        for cell in per_colour.values():
            if cell["winner"] is not None:
                totals[cell["winner"]] += cell["points"]
    return totals


GAME = Yutaka()
