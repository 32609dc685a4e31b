"""The tournament script (ludoteca.arena): seats rotate, shares add up, the report prints
confidence intervals and think times, and a game that never ends is stopped with a reason."""

import pytest

from ludoteca import arena


def test_a_small_tournament_reports_shares_and_times():
    outcomes = arena.run("yucata", "normal", "random", games=6, players=2)
    assert len(outcomes) == 6 and all(0.0 <= o.a_share <= 1.0 for o in outcomes)
    text = arena.report("yucata", "normal", "random", 2, outcomes, 1.0)
    assert "win share" in text and "95 % CI" in text and "think time normal" in text


def test_solo_games_compare_mean_scores_on_the_same_seeds():
    outcomes = arena.run("kukulkan", "normal", "normal", games=2, players=1)
    assert all(o.a_score == o.b_score and o.a_share == 0.5 for o in outcomes)
    assert "ratio A/B 1.00" in arena.report("kukulkan", "normal", "normal", 1, outcomes, 1.0)


def test_an_unknown_level_and_an_endless_game_are_stopped(monkeypatch):
    with pytest.raises(SystemExit, match="no bot level"):
        arena.run("yutaka", "godlike", "normal", games=1, players=2)
    monkeypatch.setattr(arena, "MAX_MOVES", 3)
    with pytest.raises(RuntimeError, match="no end after 3 moves"):
        arena.play_one("yutaka", 2, ["normal", "normal"], 1)
