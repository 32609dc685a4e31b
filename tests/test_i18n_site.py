"""The site's texts in English, German and French: the `language` call, refusals in the
player's language, a game that changes language in the middle, messages rendered for their
reader, every catalog's plural forms, numbers and lists (py/ludoteca/core/i18n.py)."""

import json

import pytest
from babel.messages.pofile import read_po

from ludoteca import i18n_tools
from ludoteca.app import Api
from ludoteca.core import encode_link, i18n, new_record
from ludoteca.core.i18n import NN_, msg, nmsg, player
from ludoteca.table import Table

HUMAN = {"kind": "human", "name": "Ana"}
BOT = {"kind": "bot", "name": "Bot"}
REMOTE = {"kind": "remote", "name": "Eve"}


@pytest.fixture(autouse=True)
def english_afterwards():
    """The language is module-wide (the API sets it per call): leave English behind."""
    yield
    i18n.use(i18n.SOURCE)


def call(api: Api, name, payload=None, text=None) -> dict:
    answer = json.loads(api.call(name, text if text is not None else json.dumps(payload or {})))
    assert answer["ok"] in (True, False)
    return answer


def fingerprint(api: Api):
    t = api.table
    return (
        None
        if t is None
        else (json.dumps(t.record, sort_keys=True), len(t.state["log"]), tuple(t.path), t.viewer, api.lang)
    )


def started(game="yutaka", seats=(HUMAN, BOT), seed=3) -> Api:
    api = Api()
    assert call(api, "new", {"game": game, "seats": list(seats), "seed": seed})["ok"]
    return api


def play_a_few_moves(api: Api, count: int = 6) -> None:
    for _ in range(count):
        table = api.table
        if table.game.is_over(table.state):
            return
        if table.bot_to_act() is not None:
            assert call(api, "bot")["ok"]
            continue
        tokens = table.next_tokens()
        assert tokens
        assert call(api, "click", {"token": tokens[0]})["ok"]


# ---------------------------------------------------------------- the language call


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_language_call_answers_in_that_language_from_then_on(lang):
    api = Api()
    assert call(api, "language", {"lang": lang}) == {"ok": True, "lang": lang}
    refusal = call(api, "snapshot")
    expected = {
        "en": "No game is in progress.",
        "de": "Es läuft gerade keine Partie.",
        "fr": "Aucune partie n'est en cours.",
    }[lang]
    assert refusal == {"ok": False, "error": expected}
    # With a game in progress it answers the game's snapshot.
    assert call(api, "new", {"game": "yucata", "seats": [HUMAN, BOT], "seed": 1})["ok"]
    snap = call(api, "language", {"lang": lang})
    assert snap["ok"] and snap.get("record", {"moves": []})["moves"] == []
    assert set(snap.get("unchanged", [])) | set(snap) >= {"svg", "log", "record", "prompt"}


@pytest.mark.parametrize("lang", ["es", "EN", "deutsch", "", 7, None, ["de"], {"de": 1}, True])
def test_an_unknown_language_is_refused_with_a_sentence_and_changes_nothing(lang):
    api = started()
    play_a_few_moves(api, 3)
    assert call(api, "language", {"lang": "fr"})["ok"]
    before = fingerprint(api)
    answer = call(api, "language", {"lang": lang})
    assert answer["ok"] is False and "detail" not in answer
    # Said in the language still in use, and it names the languages there are.
    assert answer["error"] == "Ludoteca parle anglais, allemand et français (en, de, fr)."
    assert fingerprint(api) == before and api.lang == "fr"
    assert call(api, "language", {})["ok"] is False  # no language at all
    assert call(api, "language", {"lang": "de", "x": 1})["ok"] is False
    assert fingerprint(api) == before


REFUSALS = {
    "a bad link": (
        "open_link",
        {"text": "hello"},
        {
            "en": "This is not a Ludoteca game link (or it was cut at the start).",
            "de": "Das ist kein Spiel-Link von Ludoteca (oder sein Anfang wurde abgeschnitten).",
            "fr": "Ce n'est pas un lien de partie Ludoteca (ou son début a été coupé).",
        },
    ),
    "a bad seed": (
        "new",
        {"game": "yutaka", "seats": [HUMAN, BOT], "seed": -1},
        {
            "en": "The seed must be a whole number from 0 to 9007199254740991.",
            "de": "Der Startwert (Seed) muss eine ganze Zahl von 0 bis 9007199254740991 sein.",
            "fr": "La graine doit être un nombre entier de 0 à 9007199254740991.",
        },
    ),
    "an unknown request": (
        "dance",
        {},
        {
            "en": "Ludoteca does not know the request 'dance'.",
            "de": "Ludoteca kennt die Anfrage „dance“ nicht.",
            "fr": "Ludoteca ne connaît pas la requête «\u202fdance\u202f».",
        },
    ),
    "an unknown field": (
        "bot",
        {"fast": True},
        {
            "en": "The request 'bot' has unknown field 'fast'.",
            "de": "Die Anfrage „bot“ hat ein unbekanntes Feld: 'fast'.",
            "fr": "La requête «\u202fbot\u202f» contient un champ inconnu\u00a0: 'fast'.",
        },
    ),
    "two missing fields": (
        "new",
        {},
        {
            "en": "The request 'new' lacks game, seats.",
            "de": "Die Anfrage „new“ ist unvollständig: game, seats fehlen.",
            "fr": "La requête «\u202fnew\u202f»\u00a0: il manque game, seats.",
        },
    ),
    "seats that do not fit": (
        "new",
        {"game": "yutaka", "seats": [HUMAN, BOT, BOT], "seed": 1},
        {"en": "Yutakâ is for 2 players.", "de": "Yutakâ ist für 2 Personen.", "fr": "Yutakâ se joue à 2 joueurs."},
    ),
}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_a_refusal_comes_in_the_language_asked_for(case, lang):
    name, payload, said = REFUSALS[case]
    api = started()
    assert call(api, "language", {"lang": lang})["ok"]
    before = fingerprint(api)
    answer = call(api, name, payload)
    assert answer == {"ok": False, "error": said[lang]}
    assert fingerprint(api) == before


def test_a_link_from_other_rules_and_a_bad_record_are_refused_in_french_and_german():
    record = dict(new_record("yutaka", {}, 1), rules="0")
    text = encode_link({"record": record, "seats": [{"kind": "remote", "name": "A"}] * 2, "for": 1})
    for lang, said in (
        ("de", "Diese Yutakâ-Partie wurde mit der Regelversion 0 aufgezeichnet"),
        ("fr", "Cette partie de Yutakâ a été enregistrée avec la version de règles 0"),
    ):
        api = Api()
        call(api, "language", {"lang": lang})
        answer = call(api, "open_link", {"text": text})
        assert answer["ok"] is False and answer["error"].startswith(said)
    api = Api()
    call(api, "language", {"lang": "de"})
    bad = dict(new_record("yutaka", {}, 1), moves=[{"p": 0, "nonsense": 1}])
    answer = call(api, "load", {"record": bad, "seats": [HUMAN, BOT]})
    assert answer["ok"] is False and answer["error"].startswith("Zug 1 der Aufzeichnung ist nicht erlaubt: ")


def test_an_unforeseen_failure_is_said_in_the_players_language(monkeypatch):
    api = started()
    call(api, "language", {"lang": "fr"})
    monkeypatch.setattr(Table, "click", lambda self, token: 1 / 0)
    answer = call(api, "click", {"token": "x"})
    assert answer["error"].startswith("Une erreur s'est produite dans Ludoteca")
    assert answer["detail"].startswith("click: ZeroDivisionError")


# ---------------------------------------------------------------- a game changing language


@pytest.mark.parametrize("game_id", ["yucata", "kukulkan", "santa_monica", "yutaka"])
def test_a_game_switched_to_german_mid_game_keeps_its_record_and_log(game_id):
    players = 1 if game_id == "kukulkan" else 2
    api = started(game_id, [HUMAN] + [BOT] * (players - 1), seed=5)
    play_a_few_moves(api, 8)
    before = call(api, "snapshot")
    table = api.table
    moves, entries = list(table.record["moves"]), len(table.state["log"])
    german = call(api, "language", {"lang": "de"})
    assert german["ok"] and api.table is table
    assert table.record["moves"] == moves and len(table.state["log"]) == entries
    assert german.get("record", before["record"]) == before["record"]
    # The log is rebuilt in German: as many entries, for the same seats.
    log = german.get("log", before["log"])
    assert [e["who"] for e in log] == [e["who"] for e in before["log"]]
    # And the game goes on.
    play_a_few_moves(api, 2)
    assert len(api.table.record["moves"]) >= len(moves)
    back = call(api, "language", {"lang": "en"})
    assert back["ok"] and api.table.record["moves"][: len(moves)] == moves


def test_default_seat_names_follow_the_language_and_links_carry_none():
    table = Table(new_record("yutaka", {"players": 2}, 1), [HUMAN, {"kind": "remote"}])
    assert table.snapshot()["seats"][1]["name"] == "Player 2"
    i18n.use("de")
    snap = table.snapshot()
    assert snap["seats"][1]["name"] == "Spieler 2" and snap["seats"][0]["name"] == "Ana"
    i18n.use("fr")
    assert table.snapshot()["seats"][1]["name"] == "Joueur 2"
    assert table.given_seats()[1]["name"] is None and table.given_seats()[0]["name"] == "Ana"
    from ludoteca.core import decode_link

    linked = decode_link(table.link(1))["seats"]
    assert [s["name"] for s in linked] == ["Ana", None]


def test_the_table_s_own_refusals_are_translated():
    table = Table(new_record("yutaka", {"players": 2}, 1), [HUMAN, BOT])
    i18n.use("de")
    assert table.click("nonsense:99") and table.click("x" * 500) == "Dieser Zug ist jetzt nicht erlaubt."
    i18n.use("fr")
    from ludoteca.core import BadRecord

    with pytest.raises(BadRecord, match="Yutakâ à 2 joueurs demande 2 places, pas 3."):
        Table(new_record("yutaka", {"players": 2}, 1), [HUMAN, BOT, BOT])
    with pytest.raises(BadRecord, match="n'a pas de niveau de bot «\u202fgodlike\u202f»"):
        Table(new_record("yutaka", {"players": 2}, 1), [HUMAN, {"kind": "bot", "level": "godlike"}])
    i18n.use("de")
    with pytest.raises(BadRecord, match="^Kukulkán mit 1 Person braucht 1 Platz, nicht 2.$"):
        Table(new_record("kukulkan", {"players": 1}, 1), [HUMAN, BOT])


def test_a_hint_is_worded_in_the_language_of_the_moment(monkeypatch):
    from ludoteca.core import get_game

    monkeypatch.setattr(get_game("yucata").bot, "STRONG_ITERATIONS", 16, raising=False)
    table = Table(new_record("yucata", {"players": 2}, 4), [HUMAN, BOT])
    while table.viewer not in table.game.to_act(table.state):
        table.bot_step()
    table.coach.hint()
    english = table.snapshot()["hint"]["text"]
    assert english.startswith("Best here: you ")
    i18n.use("de")
    assert table.snapshot()["hint"]["text"].startswith("Am besten hier: du ")
    i18n.use("fr")
    assert table.snapshot()["hint"]["text"].startswith("Le mieux ici\u00a0: vous ")
    i18n.use("en")
    assert table.snapshot()["hint"]["text"] == english


# ---------------------------------------------------------------- messages for their reader


def test_a_message_reads_with_its_you_form_for_its_reader_only():
    names = {0: "Ana", 1: "Eve"}.get
    entry = msg("{p} plays the {card}.", you="You play the {card}.", p=player(0), card="3 → 8")
    assert i18n.render(entry, i18n.SITE, names, you=0) == "You play the 3 → 8."
    assert i18n.render(entry, i18n.SITE, names, you=1) == "Ana plays the 3 → 8."
    assert i18n.render(entry, i18n.SITE, names, you=None) == "Ana plays the 3 → 8."
    counted = nmsg(
        "{p} takes {n} stone.",
        "{p} takes {n} stones.",
        1,
        you=NN_("You take {n} stone.", "You take {n} stones."),
        p=player(1),
    )
    assert i18n.render(counted, i18n.SITE, names, you=1) == "You take 1 stone."
    assert i18n.render(counted, i18n.SITE, names, you=0) == "Eve takes 1 stone."
    many = dict(counted, n=1500)
    assert i18n.render(many, i18n.SITE, names, you=1) == "You take 1,500 stones."
    i18n.use("de")
    assert i18n.render(many, i18n.SITE, names, you=0) == "Eve takes 1.500 stones."  # (no catalog entry)
    listed = msg("{who} win.", who=[player(0), player(1)])
    assert i18n.render(listed, i18n.SITE, names) == "Ana und Eve win."


def test_a_log_entry_of_a_real_game_reads_differently_for_each_reader():
    table = Table(new_record("yucata", {"players": 2}, 2), [HUMAN, dict(HUMAN, name="Eve")])
    for _ in range(6):
        tokens = table.next_tokens()
        if not tokens:
            table.confirm_privacy()
            tokens = table.next_tokens()
        table.click(tokens[0])
    entries = [e for e in table.state["log"] if isinstance(e.get("a", {}).get("p"), dict)]
    if not entries:
        pytest.skip("the game's log does not name its players as data yet")
    entry = entries[0]
    about = entry["a"]["p"]["p"]
    names = ["Ana", "Eve"].__getitem__
    mine = i18n.render(entry, table.game.texts, names, you=about)
    theirs = i18n.render(entry, table.game.texts, names, you=1 - about)
    assert mine != theirs and names(about) in theirs


# ---------------------------------------------------------------- plural forms


def _plural_messages():
    found = []
    for domain in i18n_tools.domains():
        for lang in i18n_tools.TRANSLATED:
            path = domain.po_path(lang)
            if not path.is_file():
                continue
            with path.open("rb") as f:
                catalog = read_po(f, locale=lang, domain=domain.name)
            for message in catalog:
                if message.id and message.pluralizable and all(message.string) and not message.fuzzy:
                    found.append((domain, lang, message.id, tuple(message.string)))
    return found


SINGULAR = {"de": {1}, "fr": {0, 1}}


def test_every_plural_message_of_every_catalog_chooses_its_form_by_the_language_s_rule():
    i18n_tools.compile_catalogs()  # as they are now (others may have changed since the start)
    i18n.forget_all()
    messages = _plural_messages()
    assert any(domain.name == "site" for domain, *_ in messages)
    for domain_sources, lang, (singular, plural), forms in messages:
        domain = i18n.domain(domain_sources.name, domain_sources.locale_dir)
        i18n.use(lang)
        for n in (0, 1, 2, 5):
            wanted = forms[0] if n in SINGULAR[lang] else forms[1]
            assert domain.ngettext(singular, plural, n) == wanted, (domain.name, lang, singular, n)
    i18n.use("en")
    for domain_sources, _lang, (singular, plural), _forms in messages:
        domain = i18n.domain(domain_sources.name, domain_sources.locale_dir)
        assert [domain.ngettext(singular, plural, n) for n in (0, 1, 2, 5)] == [plural, singular, plural, plural]


def test_the_site_s_own_plurals_read_right():
    api = Api()
    for lang, one, two in (
        ("en", "Kukulkán with 1 player needs 1 seat, not 2.", "Yutakâ with 2 players needs 2 seats, not 3."),
        ("de", "Kukulkán mit 1 Person braucht 1 Platz, nicht 2.", "Yutakâ mit 2 Personen braucht 2 Plätze, nicht 3."),
        ("fr", "Kukulkán à 1 joueur demande 1 place, pas 2.", "Yutakâ à 2 joueurs demande 2 places, pas 3."),
    ):
        call(api, "language", {"lang": lang})
        record = new_record("kukulkan", {"players": 1}, 1)
        assert call(api, "load", {"record": record, "seats": [HUMAN, BOT]})["error"] == one
        record = new_record("yutaka", {"players": 2}, 1)
        assert call(api, "load", {"record": record, "seats": [HUMAN, BOT, BOT]})["error"] == two


# ---------------------------------------------------------------- numbers and lists


@pytest.mark.parametrize(
    "lang, numbers, lists",
    [
        ("en", ["0", "5", "1,234", "1,234,567", "1.5", "\u22122"], ["", "a", "a and b", "a, b and c"]),
        ("de", ["0", "5", "1.234", "1.234.567", "1,5", "\u22122"], ["", "a", "a und b", "a, b und c"]),
        ("fr", ["0", "5", "1\u202f234", "1\u202f234\u202f567", "1,5", "\u22122"], ["", "a", "a et b", "a, b et c"]),
    ],
)
def test_numbers_and_lists_are_written_as_each_language_writes_them(lang, numbers, lists):
    i18n.use(lang)
    assert [i18n.number(x) for x in (0, 5, 1234, 1234567, 1.5, -2)] == numbers
    assert i18n.number(3.0) == "3"
    assert [i18n.join(items) for items in ([], ["a"], ["a", "b"], ["a", "b", "c"])] == lists


def test_an_option_s_refusal_names_the_option_in_the_player_s_language():
    from ludoteca.core import BadOptions, get_game

    game = get_game("yutaka")
    i18n.use("de")
    label = game.texts.gettext("Mode")
    with pytest.raises(BadOptions, match=f"^{label}: „hard“ ist keiner der Werte "):
        game.normalize_options({"mode": "hard"})
    with pytest.raises(BadOptions, match="^Yutakâ hat keine Option colour.$"):
        game.normalize_options({"colour": "red"})
    i18n.use("fr")
    with pytest.raises(BadOptions, match="^Yutakâ se joue à 2 joueurs.$"):
        game.normalize_options({"players": 3})
    with pytest.raises(BadOptions, match="^Kukulkán se joue de 1 à 6 joueurs.$"):
        get_game("kukulkan").normalize_options({"players": 9})
