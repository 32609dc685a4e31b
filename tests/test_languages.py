"""Languages (core/i18n.py), checked for every game in the registry: a new game is checked here
without editing any list.

- No English left in German or French: positions spread over the contract suite's shared games
  (tests/helpers.py `runs`) — their drawings on both screens (texts, accessible names, details,
  panels), prompts, descriptions, refusals, the log for every reader, the result — and the
  lobby's declaration (tagline, options, rules) show no English text of the game's catalog or
  the site's (tests/helpers.py `english_fragments`: each message's fixed parts between its
  {placeholders}, at least 12 characters long, unless the translation keeps them), but for the
  game's name.
- The log is data: every entry a message (`msg`), no text in any language; a game played in
  German keeps exactly the states it keeps in English; each entry renders completely for every
  reader, and an entry with a "you" form reads differently for the player it is about.
"""

import html

import pytest

from ludoteca.core import dumps, get_game, i18n, replay

from .helpers import SLOT, english_fragments, game_ids, runs, spread, viewers

GAMES = game_ids()
TRANSLATED = ("de", "fr")


def names(seat: int) -> str:
    return f"P{seat}"


def summary_text(game, summary, reader) -> str:
    """A result's summary as a reader reads it: a message kept as data, or a text with slots."""
    return i18n.render(summary, game.texts, names, you=reader)


def texts_of_position(game, state: dict) -> list[str]:
    """Everything a reader may read of a position, in the current language."""
    out = []
    actors = game.to_act(state)
    for viewer in {*actors[:1], None}:
        view = game.view(state, viewer)
        nxt = game.next_clicks(state, viewer, []) if viewer is not None else []
        for screen in ("wide", "phone"):
            drawing = game.render(view, {"path": [], "next": nxt, "screen": screen})
            out += [drawing["svg"], drawing["prompt"], drawing.get("main_title", "")]
            out += [part for panel in drawing.get("panels", ()) for part in (panel["title"], panel["svg"])]
        described = game.describe(view)
        out += [described["title"], *described["lines"]]
        if viewer is not None:
            out.append(game.explain_click(state, viewer, ["no-such-click"]))
    for reader in viewers(state):
        out += [i18n.render(entry, game.texts, names, you=reader) for entry in state["log"]]
    if game.is_over(state):
        result = game.result(state)
        out += [summary_text(game, result["summary"], reader) for reader in viewers(state)]
        out += [line["label"] for lines in result["breakdown"] for line in lines]
        out += [str(cell) for cell in result["table"]["columns"]]
        out += [str(cell) for row in result["table"]["rows"] for cell in row]
    return [html.unescape(text) for text in out]


def lobby_texts(game) -> list[str]:
    declared = game.declare()
    out = [declared["tagline"], declared["rules_html"]]
    for option in declared["options"]:
        out += [option["label"], option["help"]] + [choice["label"] for choice in option["choices"]]
    return [html.unescape(text) for text in out]


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game_id", GAMES)
def test_no_english_in_german_or_french(game_id, lang):
    game = get_game(game_id)
    fragments = english_fragments(game, lang, allowed={game.name}, site=True)
    assert fragments, "the catalogs were not read"
    i18n.use(lang)
    shown = [("lobby", lobby_texts(game))]
    for name in ("random", "bots"):
        for index, state in spread(runs(game_id, game.rules_version)[name].states, 8):
            shown.append((f"{name} step {index}", texts_of_position(game, state)))
    for where, texts in shown:
        joined = "\n".join(texts)
        leaked = sorted(f for f in fragments if f in joined)
        assert not leaked, f"{lang}, {where}: English {leaked[:5]}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_is_data_in_no_language(game_id):
    game = get_game(game_id)
    run = runs(game_id, game.rules_version)["random"]
    final = run.states[-1]
    assert final["log"], "the game logged nothing"
    for entry in final["log"]:
        assert isinstance(entry, dict) and "m" in entry and "text" not in entry, entry
    # the same moves made in German keep the same states (no text in the state)
    record = run.record()
    record["moves"] = record["moves"][:40]
    i18n.use("de")
    in_german = replay(record)
    i18n.use("en")
    assert dumps(in_german) == dumps(run.states[len(record["moves"])])
    about_a_reader = 0
    for lang in i18n.LANGUAGES:
        i18n.use(lang)
        for entry in final["log"]:
            read = {reader: i18n.render(entry, game.texts, names, you=reader) for reader in viewers(final)}
            for text in read.values():
                assert text.strip() and not SLOT.search(text), f"{lang}: {text!r}"
            seat = entry.get("a", {}).get("p")
            if "y" in entry and isinstance(seat, dict) and final["options"]["players"] > 1:
                other = (seat["p"] + 1) % final["options"]["players"]
                assert read[seat["p"]] != read[other], f"{lang}: {read[seat['p']]!r} has no 'you' form"
                about_a_reader += 1
    assert about_a_reader, "no log entry speaks to the player it is about"
