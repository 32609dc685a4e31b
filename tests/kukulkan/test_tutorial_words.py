"""Kukulkán's and Yucata's tutorial steps say places as the learner's screen draws them (issue
36): no step's words, on the desk or on the phone, in English, German or French, speak of the
other screen ("or under yours on a phone"); a step that needs other words on the phone has its
`phone` text."""

import pytest

from ludoteca.core import get_game, i18n
from ludoteca.games.kukulkan.texts import HELP_NAME
from ludoteca.games.kukulkan.words import HELP_SHORT

OTHER_SCREEN = {
    "en": ("phone", "desk", "computer"),
    "de": ("Handy", "Telefon", "Computer"),
    "fr": ("téléphone", "ordinateur"),
}


@pytest.fixture
def english_afterwards():
    yield
    i18n.use("en")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("game_id", ["kukulkan", "yucata"])
def test_no_step_speaks_of_the_other_screen(game_id, lang, english_afterwards):
    game = get_game(game_id)
    i18n.use(lang)
    found = []
    for k, step in enumerate(game.tutorial.steps, 1):
        for screen, text in (("desk", step.text), ("phone", step.phone or step.text)):
            words = game.texts.gettext(text)
            found += [
                f"step {k} on the {screen}: {word!r} in {words!r}" for word in OTHER_SCREEN[lang] if word in words
            ]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_kukulkans_help_step_names_the_button_as_each_screen_labels_it(lang, english_afterwards):
    """The desk's help button says "Plus/minus one", the phone's "Plus/minus 1": the step that
    has the learner press it says what is on the button."""
    game = get_game("kukulkan")
    i18n.use(lang)
    step = next(s for s in game.tutorial.steps if s.play and "help:pm" in s.play)
    assert game.texts.gettext(HELP_NAME["pm"]) in game.texts.gettext(step.text)
    assert game.texts.gettext(HELP_SHORT["pm"]) in game.texts.gettext(step.phone or step.text)
