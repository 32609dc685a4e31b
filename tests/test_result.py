"""core/result.py: the builder every game's result goes through — ranks from scores and
tie-breaks, and one summary sentence (the site's) with the reader's "you" form."""

import pytest

from ludoteca.core import i18n
from ludoteca.core.i18n import msg
from ludoteca.core.result import build_result
from ludoteca.games.yucata.rules import GAME  # any game renders core's sentences alike

NAMES = ["Ann", "Bob", "Cy"]
TABLE = {"columns": ["", "Score"], "rows": [["{p0}", "5"], ["{p1}", "5"], ["{p2}", "3"]]}
WORDS = [msg("more sand dollars left"), msg("the longest chain")]


def said(result, reader=None):
    return GAME.render_message(result["summary"], NAMES, reader=reader)


def test_the_deciding_tie_break_is_named_and_the_winner_reads_you():
    # Ann and Bob tie on points and on the first tie-break; the second decides.
    result = build_result([5, 5, 3], [[], [], []], TABLE, tiebreaks=[(2, 7), (2, 4), (9, 9)], tiebreak_words=WORDS)
    assert result["ranks"] == [1, 2, 3]
    assert said(result) == "Ann wins with 5 points (tie-break: the longest chain)."
    assert said(result, reader=0) == "You win with 5 points (tie-break: the longest chain)."
    assert said(result, reader=1) == "Ann wins with 5 points (tie-break: the longest chain)."
    # Decided by the first tie-break; a seat behind on points has no say in it.
    result = build_result([5, 5, 3], [[], [], []], TABLE, tiebreaks=[(1, 0), (2, 0), (9, 9)], tiebreak_words=WORDS)
    assert said(result, reader=1) == "You win with 5 points (tie-break: more sand dollars left)."


def test_a_lead_on_points_needs_no_tie_break_and_a_full_tie_is_shared():
    result = build_result([6, 5, 3], [[], [], []], TABLE, tiebreaks=[(0,), (9,), (9,)], tiebreak_words=WORDS)
    assert said(result) == "Ann wins with 6 points."
    result = build_result([5, 5, 3], [[], [], []], TABLE, tiebreaks=[(1,), (1,), (0,)], tiebreak_words=WORDS)
    assert result["ranks"] == [1, 1, 3]
    assert said(result) == "Shared victory: Ann and Bob, with 5 points each."
    assert said(result, reader=1) == "You share the victory with Ann, with 5 points each."
    assert said(result, reader=2) == "Shared victory: Ann and Bob, with 5 points each."


def test_negative_scores_count_as_their_size_and_show_their_sign():
    result = build_result([-1, -4], [[], []], TABLE)
    assert said(result) == "Ann wins with \u22121 point."


@pytest.mark.parametrize(
    "lang, win, shared",
    [
        ("de", "Du gewinnst mit 5 Punkten.", "Du teilst dir den Sieg mit Ann, mit je 5 Punkten."),
        ("fr", "Vous gagnez avec 5 points.", "Vous partagez la victoire avec Ann, à 5 points chacun."),
    ],
)
def test_the_sentences_are_translated(lang, win, shared):
    try:
        i18n.use(lang)
        assert said(build_result([3, 5], [[], []], TABLE), reader=1) == win
        assert said(build_result([5, 5], [[], []], TABLE), reader=1) == shared
    finally:
        i18n.use("en")


def test_alone_a_player_scores_and_the_game_may_say_it_its_own_way():
    result = build_result([12], [[]], TABLE)
    assert result["ranks"] == [1]
    assert said(result) == "Ann scores 12 points." and said(result, reader=0) == "You score 12 points."
    own = msg("{p} is alone.", you="You are alone.", p=i18n.player(0))
    assert build_result([12], [[]], TABLE, solo_summary=own)["summary"] == own


def test_the_result_shares_no_container_with_what_it_was_given():
    scores, breakdown = [5, 3], [[{"label": "a", "points": 5}], []]
    result = build_result(scores, breakdown, TABLE, extra_key=[1, 2])
    result["scores"].append(9)
    result["breakdown"][0][0]["points"] = 0
    result["table"]["rows"][0][1] = "?"
    assert scores == [5, 3] and breakdown[0][0]["points"] == 5 and TABLE["rows"][0][1] == "5"
    assert result["extra_key"] == [1, 2]
    with pytest.raises(ValueError):
        build_result([5, 3], [[]], TABLE)
