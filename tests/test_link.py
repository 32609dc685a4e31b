"""Game links: a record survives the round trip for random games of every game, complete
games stay small, and a cut, edited or foreign link is refused with a clear message."""

import random

import pytest

from ludoteca.core import BadLink, all_games, decode_link, dumps, encode_link, new_record, replay
from ludoteca.table import Table

from .helpers import playout

# The bound for a complete 4-player Santa Monica game. (Six-player Kukulkán links run
# close to it — 1,700–1,900 characters: bench/link_sizes.py reports every game.)
MAX_COMPLETE_GAME_LINK = {"santa_monica": 2000, "yutaka": 2000, "yucata": 2000}


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_round_trip_of_random_games_reproduces_the_state(game):
    g = next(x for x in all_games() if x.id == game)
    for seed in range(6):
        options = {"players": g.min_players + seed % (g.max_players - g.min_players + 1)}
        final, moves = playout(game, options, seed)
        record = new_record(game, options, seed)
        record["moves"] = moves
        payload = {"record": record, "seats": [{"kind": "human", "name": "Zoë ✓"}], "for": 1}
        text = encode_link(payload)
        assert text.startswith("L1.") and all(c.isalnum() or c in "-_." for c in text)
        back = decode_link(text)
        assert back == payload
        assert dumps(replay(back["record"])) == dumps(final)


@pytest.mark.parametrize("game", sorted(MAX_COMPLETE_GAME_LINK))
def test_a_complete_bot_game_at_the_most_players_fits_the_bound(game):
    g = next(x for x in all_games() if x.id == game)
    table = Table(new_record(game, {"players": g.max_players}, 7),
                  [{"kind": "bot", "name": f"Bot {i}"} for i in range(g.max_players)])
    table.fresh_chance = True          # chance recorded as in a game with a friend by link
    while table.bot_step():
        pass
    text = table.link(0)
    assert len(text) <= MAX_COMPLETE_GAME_LINK[game], len(text)
    assert decode_link(text)["record"] == table.record


def test_cut_edited_or_foreign_links_are_refused_with_a_reason():
    final, moves = playout("yutaka", {"players": 2}, 3)
    record = new_record("yutaka", {"players": 2}, 3)
    record["moves"] = moves
    text = encode_link({"record": record})
    rng = random.Random(1)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    refused = 0
    for i in range(200):
        if i % 2:
            broken = text[:rng.randrange(len(text))]                 # cut short
        else:
            at = rng.randrange(3, len(text))                          # one character changed
            broken = text[:at] + rng.choice(alphabet.replace(text[at], "")) + text[at + 1:]
        try:
            decode_link(broken)
        except BadLink as refusal:
            assert str(refusal).startswith("This ")
            refused += 1
    # A changed last character may only touch base64 padding bits: the payload is then intact.
    assert refused >= 195
    for junk in ("", "#", "hello", "L1.", "L1.!!!", "L2." + text[3:], "L1" + text[3:], None, 42):
        with pytest.raises(BadLink):
            decode_link(junk)
    with pytest.raises(BadLink, match="another version"):
        decode_link("L9." + text[3:])
