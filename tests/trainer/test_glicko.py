"""Glicko-2 against Glickman's published worked example, and the trainer's use of it."""

import pytest

from game.trainer.glicko import Rating, expected_score, play, update


def test_glickmans_worked_example():
    # "Example of the Glicko-2 system" (Glickman, 2013): 1500/200/0.06 plays
    # 1400/30 (win), 1550/100 (loss), 1700/300 (loss) -> 1464.06 / 151.52 / 0.05999.
    player = Rating(1500, 200, 0.06)
    games = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    result = update(player, games)
    assert result.rating == pytest.approx(1464.06, abs=0.02)
    assert result.deviation == pytest.approx(151.52, abs=0.01)
    assert result.volatility == pytest.approx(0.05999, abs=1e-5)


def test_a_period_without_games_only_widens_the_deviation():
    after = update(Rating(1500, 200, 0.06), [])
    assert after.rating == 1500
    assert after.deviation == pytest.approx(200.27, abs=0.01)


def test_solving_raises_the_player_and_lowers_the_puzzle():
    player, puzzle = Rating(1500, 200), Rating(1600, 100)
    new_player, new_puzzle = play(player, puzzle, solved=True)
    assert new_player.rating > player.rating
    assert new_puzzle.rating < puzzle.rating
    failed_player, failed_puzzle = play(player, puzzle, solved=False)
    assert failed_player.rating < player.rating
    assert failed_puzzle.rating > puzzle.rating


def test_an_upset_moves_more_than_an_expected_result():
    player = Rating(1500, 150)
    easy, hard = Rating(1200, 100), Rating(1800, 100)
    assert expected_score(player, easy) > 0.8 > 0.2 > expected_score(player, hard)
    gain_easy = play(player, easy, True)[0].rating - 1500
    gain_hard = play(player, hard, True)[0].rating - 1500
    assert gain_hard > 3 * gain_easy > 0


def test_deviation_never_collapses():
    player, puzzle = Rating(1500, 40), Rating(1500, 40)
    for _ in range(50):
        player, puzzle = play(player, puzzle, True)
    assert player.deviation >= 30
