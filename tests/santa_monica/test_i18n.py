"""Santa Monica in German and French (issue 16) where only Santa Monica goes: turns part-built
in seeded random games, drawn in each language on both screens, and the refusal of a click in
the middle of a turn show no English message of the catalog (only messages whose translation
differs, at least 12 characters). The English "you" forms: the viewer reads "You play", never
"You plays". The drawing and its groups are named in French; faces, sand dollar actions and
objectives fit in every language. (Every game's drawings, prompts, log, result and lobby in
German and French, a log entry's "you" form: tests/test_languages.py; names on every target and
labels on every group: tests/test_drawings.py.)"""

import random
import re
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import get_game, i18n

from ..helpers import english_fragments

GAME = get_game("santa_monica")


def svg_words(svg: str) -> str:
    """Everything a player reads or hears in a drawing: its texts (lines joined), titles,
    details and accessible names."""
    root = ET.fromstring(svg)
    out = []
    for el in root.iter():
        for attr in ("data-info", "aria-label"):
            if el.get(attr):
                out.append(el.get(attr))
        if el.tag.endswith("title") and el.text:
            out.append(el.text)
    out.append(" ".join("".join(t.itertext()) for t in root.iter() if t.tag.endswith("}text")))
    return "\n".join(out)


def games(seeds=(3, 8), players=(2, 3)):
    """(state, player to act, pending clicks) along seeded random games, turns part-built."""
    for seed, n in zip(seeds, players):
        state = GAME.setup({"players": n}, seed)
        rng = random.Random(seed)
        step = 0
        while not GAME.is_over(state):
            p = GAME.to_act(state)[0]
            move = GAME.random_move(state, p, rng)
            if step % 4 == 0:
                clicks = move["clicks"]
                for cut in sorted({0, len(clicks) // 2, max(0, len(clicks) - 1)}):
                    yield state, p, clicks[:cut]
            state = GAME.apply(state, move)
            step += 1
        yield state, None, []


def turns_under_way(lang: str) -> list[tuple[str, str]]:
    """(where, words) for the drawings and prompts of every part-built turn of the games, and
    for the refusal of a click no turn offers, in `lang`."""
    i18n.use(lang)
    try:
        shown = []
        for state, acting, path in games():
            if not path:
                continue
            view = GAME.view(state, acting)
            nxt = GAME.next_clicks(state, acting, path)
            for screen in ("wide", "phone"):
                out = GAME.render(view, {"path": path, "next": nxt, "screen": screen})
                shown.append((f"{screen} prompt", out["prompt"]))
                shown.append((f"{screen} drawing", svg_words(out["svg"])))
                for panel in out.get("panels", []):
                    shown.append((f"{screen} panel {panel['title']}", svg_words(panel["svg"])))
            shown.append(("refusal", GAME.explain_click(state, acting, path + ["x:0"])))
        return shown
    finally:
        i18n.use(i18n.SOURCE)


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_no_english_message_shows_through_a_turn_under_way(lang):
    pieces = english_fragments(GAME, lang, trim=" ")  # kept with their punctuation
    assert len(pieces) > 200
    shown = turns_under_way(lang)
    assert len(shown) > 100
    found = []
    for where, words in shown:
        for piece in pieces:
            if piece in words:
                found.append((where, piece))
    assert not found, sorted(set(found))[:20]


def log_of_a_game(seed=5, players=3) -> list[dict]:
    state = GAME.setup({"players": players}, seed)
    rng = random.Random(seed)
    while not GAME.is_over(state):
        p = GAME.to_act(state)[0]
        state = GAME.apply(state, GAME.random_move(state, p, rng))
    return state["log"]


def test_the_log_speaks_to_its_reader_in_english():
    log = log_of_a_game()
    mine = [e for e in log if e["who"] == 0 and e["a"].get("p") == {"p": 0}]
    assert mine
    for entry in log:
        for reader in (0, 1, 2):
            text = i18n.render(entry, GAME.texts, lambda i: f"P{i}", you=reader)
            if text.startswith("You "):
                verb = text.split()[1]
                assert not (verb.endswith("s") and verb not in ("pass",)), text  # "You plays"
            assert "You (you)" not in text
    said = [i18n.render(e, GAME.texts, lambda i: f"P{i}", you=0) for e in mine]
    assert any(t.startswith("You take ") for t in said)
    assert any(t.startswith("You now have ") for t in said)


def test_the_turn_reports_sand_dollars_and_the_markers():
    said = [i18n.render(e, GAME.texts, lambda i: f"P{i}") for e in log_of_a_game()]
    assert any(re.search(r"gains \d+ sand dollars? \(", t) for t in said)
    assert any(t.startswith("The food truck moves on to column") for t in said)
    assert not any("0 sand dollars" in t or " 0 points" in t for t in said)


def test_the_drawing_and_its_groups_are_named_in_french():
    """Issue 17: the drawing itself is named; targets sit in groups named for what they hold."""
    i18n.use("fr")
    try:
        seen_groups = set()
        for state, acting, path in games(seeds=(4,), players=(2,)):
            if acting is None:
                continue
            view = GAME.view(state, acting)
            nxt = GAME.next_clicks(state, acting, path)
            for screen in ("wide", "phone"):
                out = GAME.render(view, {"path": path, "next": nxt, "screen": screen})
                root = ET.fromstring(out["svg"])
                assert root.get("aria-label") == "Table de Santa Monica"
                seen_groups |= {el.get("aria-label") for el in root.iter() if el.get("role") == "group"}
        assert {"Actions dollar des sables", "Rangée avant", "Votre ville"} <= seen_groups, seen_groups
    finally:
        i18n.use(i18n.SOURCE)


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_translated_faces_fit_their_cards_and_tiles(lang):
    """Longer words must not cut a card's lines ('…') nor run out of a card or tile."""
    from ludoteca.games.santa_monica import faces, layouts
    from ludoteca.games.santa_monica.content import CARDS, START_TILES

    def texts(svg):
        return ET.fromstring(f'<g xmlns="http://www.w3.org/2000/svg">{svg}</g>').iter(
            "{http://www.w3.org/2000/svg}text"
        )

    def right_edge(t):
        width = float(
            t.get("textLength") or faces.text_width(t.text, float(t.get("font-size")), t.get("font-weight") == "700")
        )
        return float(t.get("x")) + width

    i18n.use(lang)
    try:
        for w, h, size, name in ((132, 100, 11, None), (172, 116, layouts.PH_SIZE, layouts.PH_NAME)):
            for card in CARDS:
                lines = list(texts(faces.card_face(card.id, 0, 0, w, h, size=size, name_size=name)))
                assert "…" not in "".join(t.text or "" for t in lines), (card.name, w)
                assert all(right_edge(t) <= w + 0.5 for t in lines), (card.name, w)
        for tile in START_TILES:
            for w, h, size, wide in ((126, 206, 11, False), (344, 100, 13, True), (228, 76, 11, True)):
                svg = faces.tile_face(tile.id, 0, 0, w, h, size=size, wide=wide, halves=not wide)
                assert all(right_edge(t) <= w + 0.5 for t in texts(svg)), (tile.name, w)
            in_city = faces.tile_face(tile.id, 0, 0, 126, 206, size=11, halves=True, reserve=20)
            assert "…" not in "".join(t.text or "" for t in texts(in_city)), tile.name
    finally:
        i18n.use(i18n.SOURCE)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_sand_dollar_actions_and_objectives_are_read_in_full(lang):
    from ludoteca.games.santa_monica import pieces
    from ludoteca.games.santa_monica.content import DOLLAR_ACTIONS, OBJECTIVES

    def words(svg):
        root = ET.fromstring(f'<g xmlns="http://www.w3.org/2000/svg">{svg}</g>')
        return "".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))

    i18n.use(lang)
    try:
        for a in DOLLAR_ACTIONS:
            for box in ((8, 24, 170, 70, set(), 11, 12), (8, 0, 344, 66, set(), 13, 14)):
                assert "…" not in words(pieces.dollar_box({}, a.id, *box)), (a.id, box)
        for o in OBJECTIVES:
            for box in ((740, 6, 204, 196, 11), (8, 0, 344, 120, 13)):
                text = words(pieces.objective_box({"objective": o.id}, *box))
                assert "…" not in text, (o.id, box)
                assert text.count("−") == 1, (o.id, box, text)  # the penalty line is drawn
    finally:
        i18n.use(i18n.SOURCE)


# The words that name what a card's or a tile's name is, and so carry its article ("la carte
# Halle gourmande", "die Karte Imbisshalle"): names are titles, whatever their gender.
NAMED_AS = {"fr": ("carte", "cartes", "tuile"), "de": ("Karte", "Karten", "Startplättchen")}
NAME_SLOT = re.compile(r"\{(card|tile|other)\}")


@pytest.mark.parametrize("lang", ("fr", "de"))
def test_a_card_or_tile_named_in_a_sentence_has_its_article(lang):
    """In French and German a sentence never runs a card's or a tile's name straight after a
    verb or a preposition ("Vous prenez Halle gourmande", "Du nimmst Imbisshalle"): the name
    follows "la carte" / "die Karte" (the names' gender and elision left alone), or stands first
    (of a line), after a colon, in parentheses or quotes, or second in "les cartes X et Y"."""
    from ludoteca import i18n_tools

    catalog = i18n_tools.read(i18n_tools.get_domain("santa_monica"), lang)
    bare = []
    for message in catalog:
        for text in message.string if isinstance(message.string, tuple) else (message.string,):
            for slot in NAME_SLOT.finditer(text or ""):
                before = text[: slot.start()].rstrip()
                word = re.split(r"[\s\u00a0\u202f]", before)[-1] if before else ""
                pair = word in ("et", "und") and re.search(r"(cartes|Karten) \{card\}", before)
                if (
                    before
                    and not before.endswith((":", ".", "(", "«", "„", "“"))
                    and word not in NAMED_AS[lang]
                    and not pair
                ):
                    bare.append(text)
    assert not bare, bare
