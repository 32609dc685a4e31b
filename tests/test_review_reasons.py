"""The review's reasons in each game's own terms (Game.review_reason, each game's review.py):
for a known position of every game, the reason names something concrete — points at once, a
stone, a help, a block, a majority — rather than the search's generic estimate, and reads in
English, German and French."""

import random
import re

import pytest

from ludoteca.core import get_game, i18n, new_record
from ludoteca.table import Table

from .helpers import game_ids

# The site's games (a test-only game registered by another test has no review module).
GAMES = [g for g in game_ids() if type(get_game(g)).__module__.startswith("ludoteca.games.")]
YOU = {"kind": "human", "name": "You"}
EASY_BOT = {"kind": "bot", "name": "Bot", "level": "easy"}
WHY = {"en": "Why: ", "de": "Warum: ", "fr": "Pourquoi\u202f: "}
# What each game's reasons speak of, in English (one of these words is in every one of them).
CONCRETE = {
    "yucata": ("stone",),
    "kukulkan": ("sheet", "bonus", "help", "block"),
    "santa_monica": ("city", "sand dollar"),
    "yutaka": ("tiles turned up", "face down"),
}


def random_move(game, state, player, rng):
    """A legal move of `player`, built click by click as a player would."""
    path: list[str] = []
    while True:
        move = game.path_move(state, player, path)
        if move is not None and (not game.next_clicks(state, player, path) or rng.random() < 0.5):
            return move
        path.append(rng.choice(game.next_clicks(state, player, path)))


def a_concrete_reason(game_id):
    """The first (position, played, better) of a seeded game where the game gives a reason."""
    table = Table(new_record(game_id, {"players": 2}, 11), [YOU, EASY_BOT])
    game, rng = table.game, random.Random(5)
    while not game.is_over(table.state):
        while table.bot_step() is not None:
            pass
        if game.is_over(table.state):
            break
        state = table.state
        if game.forced_move(state, 0) is None:
            view = game.view(state, 0)
            moves = [random_move(game, state, 0, rng) for _ in range(6)]
            for played in moves:
                for better in moves:
                    if played != better:
                        said = table.coach._reason(view, played, better, 0, random.Random(1))
                        if said is not None:
                            return table, view, played, better
        table.play(random_move(game, state, 0, rng))
    pytest.fail(f"{game_id}: no position in a whole game where the review has a concrete reason")


def test_every_game_of_the_site_gives_reasons_of_its_own():
    assert GAMES and all(get_game(g)._modules.get("review") for g in GAMES)
    assert set(CONCRETE) == set(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_review_reason_names_what_the_better_move_gains_in_every_language(game_id):
    table, view, played, better = a_concrete_reason(game_id)
    said = {}
    try:
        for lang in WHY:
            i18n.use(lang)
            said[lang] = table.coach._reason(view, played, better, 0, random.Random(1))
    finally:
        i18n.use("en")
    for lang, text in said.items():
        assert text and text.startswith(WHY[lang]), (lang, text)
        assert "{" not in text and "}" not in text, (lang, text)
    assert "strong bot" not in said["en"], said["en"]  # not the search's generic outlook
    assert any(word in said["en"] for word in CONCRETE[game_id]), said["en"]
    assert said["de"] != said["en"] and said["fr"] != said["en"], said
    # French typography: no plain space before a colon
    assert " :" not in said["fr"] and " ;" not in said["fr"], said["fr"]
    # The reason goes on the sentence "Pourquoi : …" in French: no capital after the colon
    # (German puts one before a whole sentence, as its generic reasons do)
    assert said["fr"][len(WHY["fr"])].islower(), said["fr"]
    assert said["de"][len(WHY["de"])].isupper(), said["de"]


def test_yucata_same_stones_keep_a_card_for_later():
    """The issue's own example: two cards that take the same stones — the one kept is named."""
    game = get_game("yucata")
    state = game.setup({"players": 2}, 3)
    # Both amulets at the start; the first player plays a 1, the other a 1 is refused (same
    # card), so find two cards of the player to act that land on the same stones.
    p = state["turn"]
    found = None
    for a in ("1", "2", "3", "4", "5"):
        for b in ("1", "2", "3", "4", "5"):
            if a < b:
                after = [game.apply(state, {"p": p, "card": c}) for c in (a, b)]
                if after[0]["taken"][p] == after[1]["taken"][p]:
                    found = a, b, after
    assert found, "two number cards that take the same stones from the start"
    a, b, after = found
    views = [game.view(s, p) for s in after]
    text = game.review_reason(game.view(state, p), views[1], views[0])
    assert text == f"Playing the {a} would have taken the same stones and kept the {b} for later."


def test_kukulkan_reasons_when_the_player_chose_before_the_bot():
    """The player chose their action of the round first (a bot slower than them, a resumed
    game): after their move the view holds it as their own pending action, drawn on their sheet
    — the review compared the view's "preview" (what the action changed) as if it were a sheet,
    and failed with a KeyError on every such move."""
    table = Table(new_record("kukulkan", {"players": 2}, 11), [YOU, EASY_BOT])
    game, rng, reasons = table.game, random.Random(5), []
    for _round in range(25):
        state = table.state
        assert 0 in game.to_act(state) and state["pending"][1] is None  # the player chooses first
        view = game.view(state, 0)
        moves = [random_move(game, state, 0, rng) for _ in range(5)]
        for played in moves:
            after = game.view(game.apply(state, played), 0)
            assert after["own_pending"] is not None  # (the round waits for the bot)
            for better in moves:
                if played != better:
                    reasons.append(table.coach._reason(view, played, better, 0, random.Random(1)))
        table.play(moves[0])
        # the bot's action ends the round (and nothing more: the next round starts with the player)
        while table.state["pending"][0] is not None and table.bot_step() is not None:
            pass
        if game.is_over(table.state):
            break
    assert any(reasons), "no reason in 25 rounds where the player chose first"


def test_yucata_fewer_stones_worth_more_says_what_the_dark_stones_cost():
    """ "Worth 2 more points: 1 pale stone, against 2 pale stones and 1 dark stone" reads as a
    contradiction unless the reason says that dark stones cost more the more you hold."""
    from ludoteca.games.yucata.data import DARK, PALE, RED
    from ludoteca.games.yucata.review import reason

    def view(pale, dark, card=None, score=0):
        taken = [{PALE: pale, DARK: dark, RED: 0}, {PALE: 0, DARK: 0, RED: 0}]
        return {"viewer": 0, "taken": taken, "previous": {"card": card}, "scores": [score, 0]}

    before = view(0, 2)
    played, better = view(2, 3, "3", 2 - 6), view(1, 2, "1", 1 - 3)
    said = {}
    try:
        for lang in WHY:
            i18n.use(lang)
            said[lang] = reason(before, played, better)
    finally:
        i18n.use("en")
    assert said["en"] == (
        "Playing the 1 would have been worth 2 more points at once: 1 pale stone, against 2 pale stones and"
        " 1 dark stone with the 3. Each dark stone you hold costs more than the one before: after your move,"
        " 3 dark stones cost 1 + 2 + 3."
    ), said["en"]
    assert "3 dunkle Steine kosten 1 + 2 + 3" in said["de"] and "3 pierres sombres coûtent 1 + 2 + 3" in said["fr"], (
        said
    )
    # Without a dark stone more in the move played, nothing is added.
    assert "dark stone you hold" not in reason(before, view(1, 2, "3", 1 - 3), view(2, 2, "1", 2 - 3))


def test_santa_monica_moves_read_as_sentences_without_their_common_ending():
    """A move that writes several log entries reads as the log's sentences ("you take Food Hall,
    …: a lucky day! The food truck moves on…"), not joined by semicolons (a capital after ";",
    "!;", a missing French no-break space); and what both moves of a review item end with alike
    ("You now have 5 feature cards") is left out of both."""
    table = Table(new_record("santa_monica", {"players": 2}, 11), [YOU, EASY_BOT])
    game, rng, pairs = table.game, random.Random(5), 0
    for _turn in range(6):
        while table.bot_step() is not None:
            pass
        state = table.state
        view = game.view(state, 0)
        moves = [random_move(game, state, 0, rng) for _ in range(4)]
        for played, better in zip(moves, moves[1:]):
            if played == better:
                continue
            said = table.coach._both_in_words(view, played, better, random.Random(1))
            for text in said.values():
                assert not re.search(r"; [A-Z]", text) and not text.endswith("."), text
                # on a label ("Yours: you take …"): no capital after its colon
                assert text[0].islower(), text
            mine, best = (text.rsplit(". ", 1)[-1] for text in said.values())
            if ". " in said["played"] and ". " in said["better"]:
                pairs += 1
                assert mine != best, said
        table.play(moves[0])
    assert pairs, "no two moves of several sentences each in six turns"


def test_yutaka_names_a_majority_won_over_tiles_still_face_down():
    """Early in a game no tile is turned up: the revealed tiles tell no move from another, yet a
    card that wins an island's majority of a colour is a reason a player can see on the board."""
    table = Table(new_record("yutaka", {"players": 2}, 11), [YOU, EASY_BOT])
    game, said = table.game, None
    for _turn in range(12):
        while table.bot_step() is not None:
            pass
        state = table.state
        view, moves = game.view(state, 0), game.legal_moves(state, 0)[:15]
        after = [game.view(game.apply(state, move), 0) for move in moves]
        found = (game.review_reason(view, a, b) for a in after for b in after if a is not b)
        said = next((reason for reason in found if reason and "face down" in reason), None)
        if said:
            break
        table.play(moves[0])
    assert said and re.match(
        r"It would have won the majority in \w+ on [\w ]+, where \d tiles? (is|are) still", said
    ), said
