"""Words per screen: a text that tells the player to press something says "tap" on a touch
screen and "click" elsewhere — the `{Tap}`/`{tap}` slots of a tutorial's steps, a game's
prompts and details (core/i18n.press_words) — and no catalog message hard-codes either."""

import random
import re

import pytest

from ludoteca import i18n_tools
from ludoteca.core import i18n, new_record
from ludoteca.table import Table

SEATS = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "name": "Bot", "level": "easy"}]
PRESS_VERB = re.compile(r"\b(click|clicks|clicking|tap|taps|tapping)\b", re.IGNORECASE)
# Messages that may name a press outright, and why.
ALLOWED = {
    # the words the slots become
    "Tap",
    "tap",
    "Click",
    "click",
    # a click as the API's and the bot workshop's noun: a move written as its clicks
    "The click names nothing on the board.",
    "The click names nothing in the editor.",
    "The marks of a replay must name clicks and say “played”, “better” or “both”.",
}
ALLOWED_PREFIXES = (
    "moves lists the turns your bot may play.",  # the workshop's docs of a move's clicks
    # Santa Monica's legend says both ways at once: "tap or hover anything"
    "Place: when you place the card (moves optional)",
)


def allowed(message: str) -> bool:
    # The rules summary (HTML) is one text for every screen, shown before any board.
    return message in ALLOWED or message.startswith(ALLOWED_PREFIXES) or "<p>" in message


def test_no_catalog_message_hard_codes_click_or_tap():
    found = []
    for domain in i18n_tools.domains():
        for message in i18n_tools.read(domain, "de"):
            for text in message.id if isinstance(message.id, tuple) else (message.id,):
                if not text or allowed(text):
                    continue
                if PRESS_VERB.search(text.replace("{Tap}", "").replace("{tap}", "")):
                    found.append(f"{domain.name}: {text}")
    assert not found, "say it with {Tap}/{tap}:\n" + "\n".join(found)


def test_the_slot_words_are_translated_with_what_follows_in_mind():
    """Each language's word carries its preposition: "Tippe auf …", "Cliquez sur …"."""
    said = {}
    try:
        for lang in ("en", "de", "fr"):
            i18n.use(lang)
            said[lang] = [i18n.press_words("{Tap} X / {tap} X", touch) for touch in (True, False)]
    finally:
        i18n.use("en")
    assert said["en"] == ["Tap X / tap X", "Click X / click X"]
    assert said["de"] == ["Tippe auf X / tippe auf X", "Klicke auf X / klicke auf X"]
    assert said["fr"] == ["Touchez X / touchez X", "Cliquez sur X / cliquez sur X"]


def yutaka_card_chosen() -> Table:
    """A Yutakâ table where the player to act has chosen a card: the prompt names the islands."""
    table = Table(new_record("yutaka", {"players": 2}, 7), SEATS)
    rng = random.Random(3)
    while True:
        while table.bot_step() is not None:
            pass
        if table.path and table.path[0].startswith("card:"):
            return table
        table.click(rng.choice(table.next_tokens()))


@pytest.mark.parametrize(
    ("lang", "touch", "words"),
    [
        ("en", True, "tap a highlighted island"),
        ("en", False, "click a highlighted island"),
        ("de", True, "tippe auf eine markierte Insel"),
        ("de", False, "klicke auf eine markierte Insel"),
        ("fr", True, "touchez une île en surbrillance"),
        ("fr", False, "cliquez sur une île en surbrillance"),
    ],
)
def test_a_prompt_says_tap_on_a_touch_screen_and_click_elsewhere(lang, touch, words):
    table = yutaka_card_chosen()
    table.touch = touch
    try:
        i18n.use(lang)
        snap = table.snapshot()
    finally:
        i18n.use("en")
    assert words in snap["prompt"], snap["prompt"]
    for drawn in [snap["prompt"], snap["svg"], *(p["svg"] for p in snap["panels"])]:
        assert "{tap}" not in drawn.lower(), "a slot left unsaid"
