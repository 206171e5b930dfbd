"""The hint and no-guess benchmarks print their figures and refuse bad options."""

from __future__ import annotations

import re

import pytest

from game.bench import hints, noguess
from game.bench.__main__ import main as bench_main
from game.model import NORMAL, Action, Board, Status
from game.solver import best_move


def test_hint_benchmark_times_every_position(capsys: pytest.CaptureFixture[str]) -> None:
    times = hints.hint_times("normal", 2, 5)
    assert len(times) >= 2 and all(t > 0 for t in times)
    assert hints.main(["--difficulty", "normal", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"hint time: median [\d.]+ ms, p95 [\d.]+ ms", out)


def test_noguess_benchmark_times_real_no_guess_boards() -> None:
    times, layouts = noguess.make_boards(NORMAL, 3)
    assert len(times) == 3 and all(t > 0 for t in times)
    for layout in layouts:
        # each board is a real no-guess layout: NORMAL's mines, the first click an opening,
        # and the solver clears it from there without a single guess
        assert layout is not None and len(set(layout)) == NORMAL.mines
        board = Board(NORMAL.rows, NORMAL.cols, NORMAL.mines, seed=0)
        board.lay_mines(layout)
        board.reveal(3, 3)
        assert board.cell(3, 3).adjacent == 0
        while not board.over:
            move = best_move(board.to_position())
            assert move.certain, f"a guess was needed at {move.row, move.col}"
            if move.action is Action.FLAG:
                board.toggle_flag(move.row, move.col)
            else:
                board.reveal(move.row, move.col)
        assert board.status is Status.WON


def test_noguess_benchmark_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert noguess.main(["--difficulty", "normal", "--boards", "1"]) == 0
    assert re.search(
        r"median [\d.]+ ms, p95 [\d.]+ ms, max [\d.]+ ms; failed 0", capsys.readouterr().out
    )


@pytest.mark.parametrize(
    ("module", "argv"),
    [
        (hints, ["--games", "0"]),
        (hints, ["--difficulty", "huge"]),
        (noguess, ["--boards", "0"]),
        (noguess, ["--difficulty", "1x1x5"]),
    ],
)
def test_bad_options_exit_with_status_two(module, argv: list[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        module.main(argv)
    assert stop.value.code == 2


def test_unknown_benchmark_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["nonsense"]) == 2
    assert "hints" in capsys.readouterr().err
