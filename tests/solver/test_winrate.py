"""A fast smoke test of playing strength and the benchmark command."""

from __future__ import annotations

import pytest

from game.bench.solver import first_guess_ceiling, main, play_game, start_cell, wilson
from game.bench.timing import percentile
from game.model import EXPERTE, NORMAL
from game.solver import best_move


def test_fifty_normal_games_win_at_least_eighty_percent() -> None:
    results = [play_game(NORMAL, seed, (3, 3), "opening") for seed in range(1, 51)]
    assert sum(r.won for r in results) >= 40


def test_ceiling_of_a_coin_flip_is_one_half() -> None:
    text = "2x1x1\nHH\n"
    move = best_move(text)
    assert move.win_chance == pytest.approx(0.5)
    assert first_guess_ceiling(text, move) == pytest.approx(0.5)


def test_ceiling_without_endgame_is_the_safest_cell() -> None:
    text = "5x5x5\n" + "HHHHH\n" * 5
    move = best_move(text)
    assert move.win_chance is None, "53130 layouts are too many for the exact search"
    assert first_guess_ceiling(text, move) == pytest.approx(0.8)


def test_games_without_a_guess_have_ceiling_one() -> None:
    results = [play_game(NORMAL, seed, (3, 3), "opening") for seed in range(1, 21)]
    assert any(r.guesses == 0 for r in results) and any(r.guesses for r in results)
    for r in results:
        assert (r.ceiling == 1.0) if r.guesses == 0 else (0.0 <= r.ceiling < 1.0)


def test_wilson_interval() -> None:
    low, high = wilson(540, 1000)
    assert low == pytest.approx(0.509, abs=0.001) and high == pytest.approx(0.571, abs=0.001)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_percentile_and_start() -> None:
    assert percentile([3.0, 1.0, 2.0, 4.0], 100) == 4.0
    assert percentile([3.0, 1.0, 2.0, 4.0], 50) == 2.5
    assert start_cell("3,3", EXPERTE) == (3, 3)
    assert start_cell("corner", EXPERTE) == (0, 0)
    assert start_cell("centre", EXPERTE) == (8, 15)
    with pytest.raises(ValueError):
        start_cell("40,3", EXPERTE)


def test_benchmark_command_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--difficulty", "normal", "--games", "4", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "win rate:" in out and "95% CI" in out and "time per move" in out
    assert "ceiling for any player" in out and "needed no guess" in out


@pytest.mark.parametrize(
    "argv", [["--difficulty", "huge"], ["--start", "x"], ["--games", "0"], ["--first-click", "any"]]
)
def test_benchmark_usage_errors(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
