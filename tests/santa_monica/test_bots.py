"""Santa Monica's bots (issue 15): three levels play only legal turns; the strong bot's
sampler of the hidden deck reads only the view; its move is reproducible from its rng; the
bots' fast score equals the scorepad."""

import random

import pytest

from ludoteca.core import clone, dumps
from ludoteca.core.search import search
from ludoteca.games.santa_monica import bot, disguise
from ludoteca.games.santa_monica import scoring as SC
from ludoteca.games.santa_monica.rules import GAME
from ludoteca.games.santa_monica.search_model import deck_of
from ludoteca.games.santa_monica.turn import OK

LEVELS = ("easy", "normal", "strong")


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setattr(bot, "STRONG_ITERATIONS", 12)


def play(levels, seed, objective="blue", on_state=None):
    """A whole game, seat i at levels[i]; every move goes through apply (which refuses an
    illegal one). Returns the final state and the moves."""
    state = GAME.setup({"players": len(levels), "objective": objective}, seed)
    moves = []
    while not GAME.is_over(state):
        if on_state:
            on_state(state)
        p = GAME.to_act(state)[0]
        move = GAME.bot_move(GAME.view(state, p), None, random.Random(f"{seed}/{len(moves)}"), levels[p])
        assert GAME.why_illegal(state, move) is None, (levels[p], move)
        state = GAME.apply(state, move)
        moves.append(move)
    return state, moves


@pytest.mark.parametrize(
    "levels,seed,objective",
    [
        (("strong", "easy"), 1, "blue"),
        (("normal", "strong", "easy"), 2, "green"),
        (("easy", "normal", "strong", "normal"), 3, "orange"),
    ],
)
def test_every_level_plays_legal_turns_to_the_end(levels, seed, objective):
    state, moves = play(levels, seed, objective)
    assert GAME.is_over(state)
    assert all(move["clicks"] for move in moves)


def test_normal_chooses_its_lucky_day_reward_and_swaps_on_a_redesign():
    lucky, swaps = set(), 0
    for seed in range(1, 40):
        state = GAME.setup({"players": 2}, seed)
        if "redesign" not in state["dollar_actions"]:
            continue
        _, moves = play(("normal", "normal"), seed)
        for move in moves:
            lucky.update(c for c in move["clicks"] if c.startswith("luck:"))
            swaps += any(c.startswith("w:") and c != "w:none" for c in move["clicks"])
        if swaps and len(lucky) > 1:
            break
    assert swaps, "a redesign's swap is never used"
    assert len(lucky) > 1, f"always the same lucky day reward: {lucky}"


def positions(count=3):
    """Positions of seeded games (2–4 players, each objective), every few moves."""
    out = []
    for seed, (players, objective) in enumerate([(2, "blue"), (3, "green"), (4, "orange")][:count]):
        seen = []
        play(("normal",) * players, 20 + seed, objective, on_state=seen.append)
        out += seen[::5] + [s for s in seen if s["phase"] == "final"][:1]
    return out


POSITIONS = positions()


def test_determinize_gives_back_the_same_view_for_every_viewer():
    rng = random.Random(5)
    checked = 0
    for state in POSITIONS:
        for viewer in list(range(state["options"]["players"])) + [None]:
            view = GAME.view(state, viewer)
            drawn = bot.MODEL.determinize(view, rng)
            assert dumps(GAME.view(drawn, viewer)) == dumps(view)
            assert sorted(drawn["deck"]) == sorted(state["deck"]) == deck_of(view)
            assert GAME.to_act(drawn) == GAME.to_act(state)
            checked += 1
    assert checked > 50


def test_determinize_never_shares_the_view_s_lists():
    state = POSITIONS[len(POSITIONS) // 2]
    view = GAME.view(state, 0)
    before = dumps(view)
    drawn = bot.MODEL.determinize(view, random.Random(1))
    p = GAME.to_act(drawn)[0]
    bot.MODEL.advance(drawn, bot.MODEL.playout_move(drawn, p, random.Random(2)))
    assert dumps(view) == before


def turn_positions():
    return [s for s in POSITIONS if s["phase"] == "turn"]


def test_strong_reads_only_the_view_a_disguised_twin_gets_the_same_move():
    rng = random.Random(11)
    for index, state in enumerate(turn_positions()[::3]):
        p = GAME.to_act(state)[0]
        twin = disguise(state, p, rng)
        assert twin["deck"] != state["deck"] or len(state["deck"]) < 2
        assert dumps(GAME.view(twin, p)) == dumps(GAME.view(state, p))
        move = bot.choose(GAME.view(state, p), None, random.Random(index), "strong")
        assert bot.choose(GAME.view(twin, p), None, random.Random(index), "strong") == move
        assert GAME.why_illegal(twin, move) is None and GAME.why_illegal(state, move) is None


def test_strong_move_is_reproducible_from_its_rng():
    state = turn_positions()[4]
    p = GAME.to_act(state)[0]
    view = GAME.view(state, p)
    first = search(bot.MODEL, view, None, random.Random(3), 30)
    again = search(bot.MODEL, view, None, random.Random(3), 30)
    assert first.move == again.move
    assert [(e.move, e.visits, e.value) for e in first.estimates] == [
        (e.move, e.visits, e.value) for e in again.estimates
    ]
    assert len(first.estimates) > 1
    for estimate in first.estimates:  # every root candidate is legal in the real position
        assert GAME.why_illegal(state, estimate.move) is None


def test_root_candidates_are_complete_legal_turns_including_the_normal_choice():
    for index, state in enumerate(turn_positions()[::4]):
        p = GAME.to_act(state)[0]
        view = GAME.view(state, p)
        roots = bot.MODEL.root_moves(view, None, random.Random(index))
        assert 1 <= len(roots) <= 12
        assert len({dumps(m) for m in roots}) == len(roots)
        for move in roots:
            assert GAME.why_illegal(state, move) is None


def test_with_two_players_the_other_s_first_playout_turn_is_the_normal_bot_s():
    """The reply to a root candidate: the normal bot's turn on the display as the bot knew it
    (the cards drawn after the candidate hidden), the same in every drawn world, and legal."""
    model, checked = bot.MODEL, 0
    for index, state in enumerate(s for s in turn_positions() if s["options"]["players"] == 2):
        p = GAME.to_act(state)[0]
        view = GAME.view(state, p)
        candidate = model.root_moves(view, None, random.Random(index))[-1]
        replies = []
        for world in range(3):
            drawn = model.determinize(view, random.Random(world))
            model.advance(drawn, candidate)
            if drawn["phase"] != "turn":
                break
            q = GAME.to_act(drawn)[0]
            assert q != p
            if not replies:  # the normal bot on the display the bot knew, same rng
                known = {c for row in view["display"].values() for c in row}
                hidden = clone(drawn)
                hidden["display"] = {r: [c if c in known else None for c in row] for r, row in drawn["display"].items()}
                normal = bot.choose(GAME.view(hidden, q), None, random.Random(world), "normal")
            reply = model.playout_move(drawn, q, random.Random(world))
            assert GAME.why_illegal(drawn, reply) is None
            replies.append(reply)
        if replies:
            assert replies == [normal] * len(replies)
            checked += 1
    assert checked >= 3
    three = next(s for s in turn_positions() if s["options"]["players"] == 3)
    model.root_moves(GAME.view(three, GAME.to_act(three)[0]), None, random.Random(1))
    assert not model.normal_reply  # 3 or 4 players: cheap turns for everyone


def test_a_reply_on_a_front_row_the_bot_never_saw_is_still_a_legal_turn():
    """Every front card drawn since the root (none known to the bot): the normal bot's turn
    cannot be found on that display, and the other plays a cheap turn instead (not "ok")."""
    model, checked = bot.MODEL, 0
    for index, state in enumerate(s for s in turn_positions() if s["options"]["players"] == 2):
        p = GAME.to_act(state)[0]
        view = GAME.view(state, p)
        candidate = model.root_moves(view, None, random.Random(index))[0]
        model.root_display = set()  # as if every card on display were new
        drawn = model.determinize(view, random.Random(index))
        model.advance(drawn, candidate)
        if drawn["phase"] != "turn":
            continue
        q = GAME.to_act(drawn)[0]
        reply = model.playout_move(drawn, q, random.Random(index))
        assert reply["clicks"] != [OK] and GAME.why_illegal(drawn, reply) is None
        checked += 1
    assert checked >= 3


def test_the_bots_score_is_the_scorepads_total():
    checked = 0
    for state in POSITIONS:
        for city in state["cities"]:
            if city["start"] is None:
                continue
            for objective in ("blue", "green", "orange"):
                assert SC.score(city, objective) == sum(SC.scorepad(city, objective).values())
                checked += 1
    assert checked > 100


def test_easy_loses_to_normal_and_beats_random_on_points():
    easy = normal = 0
    for seed in (1, 2):
        state, _ = play(("easy", "normal"), seed)
        scores = GAME.result(state)["scores"]
        easy, normal = easy + scores[0], normal + scores[1]
    assert normal > easy


def test_analyse_answers_a_legal_move_in_every_phase():
    seen = set()
    for state in [GAME.setup({"players": 3}, 8)] + POSITIONS:
        phase = state["phase"]
        if phase in seen or phase == "over":
            continue
        seen.add(phase)
        p = GAME.to_act(state)[0]
        found = GAME.analyse(GAME.view(state, p), None, random.Random(1), iterations=8)
        assert GAME.why_illegal(state, found.move) is None
    truck = GAME.setup({"players": 2}, 9)
    while truck["phase"] == "tile":
        p = GAME.to_act(truck)[0]
        truck = GAME.apply(truck, GAME.bot_move(GAME.view(truck, p), None, random.Random(p)))
    found = GAME.analyse(GAME.view(truck, GAME.to_act(truck)[0]), None, random.Random(1), iterations=8)
    assert GAME.why_illegal(truck, found.move) is None
    assert {"tile", "turn", "final"} <= seen
