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


def test_wilson_intervals_never_collapse():
    from ludoteca import stats

    low, high = stats.wilson(10, 10)
    assert 0.72 < low < 0.73 and high == pytest.approx(1.0)  # a sure winner's share can be 100 %
    low, high = stats.wilson(0, 2)
    assert low == 0.0 and 0.65 < high < 0.66
    low, high = stats.wilson(5, 10)
    assert low == pytest.approx(1 - high) and 0.23 < low < 0.24
    assert stats.win_share([]) == {"share": None, "low": None, "high": None, "games": 0}
    assert stats.win_share([1.0] * 10) == {"share": 1.0, "low": 0.722, "high": 1.0, "games": 10}
    assert stats.other_side(stats.win_share([0.5, 1.0])) == {"share": 0.25, "low": 0.027, "high": 0.802, "games": 2}


def test_one_rounding_for_the_page_and_the_report():
    from ludoteca import stats
    from ludoteca.tournament import run_tournament
    from ludoteca.workshop import starter_source

    assert [stats.percent(x) for x in (0.0, 0.12345, 0.6666, 1.0, None)] == ["0 %", "12.3 %", "66.7 %", "100 %", "–"]
    results = run_tournament(starter_source("yucata"), "yucata", "easy", games=3)
    you = results["stats"]["you"]
    assert you["games"] == 3 and you["win_share"] == stats.rounded(you["win_share"])
    shown = f"A win share {stats.percent(you['win_share'])} (95 % CI {stats.percent(you['low'])}"
    assert shown in results["report"] and "3 games)" in results["report"]
    text = arena.report("yucata", "normal", "random", 2, arena.run("yucata", "normal", "random", 2, 2), 1.0)
    assert "2 games);" in text and "(2 games)" in text and "moves)" in text


@pytest.mark.parametrize("argv", [["chess", "easy", "normal"], ["chess", "--bot", "any.py"]])
def test_an_unknown_game_is_named_with_the_known_ones(argv, capsys):
    with pytest.raises(SystemExit) as stopped:
        arena.main(argv)
    assert stopped.value.code == 1
    err = capsys.readouterr().err
    assert "no game 'chess'" in err and "'yutaka'" in err and "Traceback" not in err
