"""Every prompt Santa Monica can show in the bar (issue 36), listed in one place: the page test
tests/e2e/test_prompt_fit_page.py lays each one out in the bar, in English, German and French,
and requires that it fits three lines (read at a glance, no scrolling). Here: the list is whole —
whatever prompt random games show, clicked step by step, is on it."""

import random

import pytest

from ludoteca.core import get_game, i18n
from ludoteca.games.santa_monica import draw
from ludoteca.games.santa_monica.content import CARDS, DOLLAR_BY_ID
from ludoteca.games.santa_monica.texts import _
from ludoteca.games.santa_monica.words import dollar_step_words
from ludoteca.seats import default_name

GAME = get_game("santa_monica")
SEATS = 4  # (the most a table seats: "Waiting for Player 4.")


def named(text: str) -> str:
    """The prompt with the seats' names the table gives when none is typed in."""
    for p in range(SEATS):
        text = text.replace(f"{{p{p}}}", default_name(p))
    return text


def every_prompt(phone: bool) -> list[str]:
    """Every prompt of the bar in the current language, on the phone or at a desk, with the
    press slots ({tap}) still in (the page says them per screen, core/i18n.press_words). The
    counts cover what a turn can bring (test_the_list_holds_every_prompt_random_games_show)."""
    texts = [
        _("The game is over: see the scorepad."),
        *(_("Waiting for {name}.").format(name=f"{{p{p}}}") for p in range(SEATS)),
    ]
    for phase in ("tile", "truck"):
        texts.append(draw.prompt({"viewer": 0, "to_act": [0], "over": False, "phase": phase}, {}))
    texts += [choose_prompt(ending) for ending in (False, True)]
    texts += [dollar_step_words(d, picked) for d in DOLLAR_BY_ID for picked in (False, True)]
    texts += [draw.placing_prompt(card, two, phone) for card in range(len(CARDS)) for two in (False, True)]
    texts += [
        _("Swap two feature cards of the same row (people and footprints travel with them), or choose no swap."),
        _("Lucky day! The card was above both the food truck and the foodie: choose your reward."),
    ]
    texts += [draw.move_prompt(kind, steps) for kind in "LTV" for steps in range(1, 5)]
    texts += [final_prompt(moves) for moves in (False, True)]
    texts += [
        draw.cards_done_prompt(gained, arrived, removals, moves)
        for gained in range(7)
        for arrived in range(5)
        for removals in range(5)
        for moves in (False, True)
    ]
    return [named(t) for t in dict.fromkeys(texts)]


def choose_prompt(ending: bool) -> str:
    """A turn's first prompt (taking a card), drawn as the game draws it."""
    state = GAME.setup({"players": 2}, 1)
    while state["phase"] != "turn":
        p = GAME.to_act(state)[0]
        state = GAME.apply(state, GAME.random_move(state, p, random.Random(1)))
    view = dict(GAME.view(state, state["current"]), ending=ending)
    return draw.prompt(view, {"path": [], "next": [], "screen": "wide"})


def final_prompt(moves: bool) -> str:
    return (
        _(
            "Final movement: {tap} a person, then where they go (locals up to 3 steps, tourists "
            "and VIPs 1). Confirm when done."
        )
        if moves
        else _("Final movement: confirm.")
    )


def shown_prompts(seed: int, turns: int, screen: str):
    """The prompts a seat to act reads in a random game, after each of its random clicks."""
    rng = random.Random(seed)
    state = GAME.setup({"players": rng.choice((2, 3, 4))}, seed)
    for _turn in range(turns):
        if GAME.is_over(state):
            break
        p = GAME.to_act(state)[0]
        view, path = GAME.view(state, p), []
        while True:
            nxt = GAME.next_clicks(state, p, path)
            yield draw.prompt(view, {"path": path, "next": nxt, "screen": screen})
            if not nxt:
                break
            path.append(rng.choice(nxt))
            move = GAME.path_move(state, p, path)  # (a whole move, maybe also the start of a longer one)
            if move is not None and (rng.random() < 0.5 or not GAME.next_clicks(state, p, path)):
                state = GAME.apply(state, move)
                break
        yield draw.prompt(GAME.view(state, (p + 1) % len(state["cities"])), {"path": [], "next": [], "screen": screen})


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_list_holds_every_prompt_random_games_show(lang):
    try:
        i18n.use(lang)
        listed = {screen: set(every_prompt(screen == "phone")) for screen in ("wide", "phone")}
        for seed, screen in ((1, "wide"), (2, "phone"), (3, "wide")):
            for text in shown_prompts(seed, 400, screen):
                assert named(text) in listed[screen], text
    finally:
        i18n.use("en")
