"""No-guess layouts from ms-toollib, checked by our own solver."""

from __future__ import annotations

import threading

import ms_toollib
import pytest

from game.model import Board
from game.solver import best_move
from game.solver.noguess import generate_no_guess, in_process


def test_toollib_coordinate_order() -> None:
    # rows x cols board, first click given as (row, col): an opening there.
    board, ok = ms_toollib.laymine_solvable(5, 9, 8, 4, 1, 10_000)
    assert ok
    assert len(board) == 5 and len(board[0]) == 9
    assert board[4][1] == 0
    assert sum(v == -1 for line in board for v in line) == 8


@pytest.mark.parametrize(
    ("rows", "cols", "row", "col"), [(16, 30, 3, 7), (8, 8, 7, 0), (9, 20, 0, 19)]
)
def test_first_click_and_neighbours_are_free(rows: int, cols: int, row: int, col: int) -> None:
    layout = generate_no_guess(rows, cols, rows * cols // 6, row, col)
    assert layout is not None and len(layout) == rows * cols // 6
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            assert (row + dr, col + dc) not in layout
    assert all(0 <= r < rows and 0 <= c < cols for r, c in layout)


def _layout_text(rows: int, cols: int, mines: set[tuple[int, int]]) -> str:
    return "\n".join(
        "".join("*" if (r, c) in mines else "." for c in range(cols)) for r in range(rows)
    )


def _solved_by_logic(rows: int, cols: int, mines: int, row: int, col: int) -> None:
    layout = generate_no_guess(rows, cols, mines, row, col)
    assert layout is not None
    board = Board.from_layout(_layout_text(rows, cols, layout))
    board.reveal(row, col)
    while board.status == "playing":
        move = best_move(board.to_position())
        assert move.certain, f"had to guess: {move.reason}"
        if move.action == "flag":
            board.toggle_flag(move.row, move.col)
        else:
            board.reveal(move.row, move.col)
    assert board.status == "won"


@pytest.mark.parametrize("game", range(25))
def test_normal_boards_need_no_guess(game: int) -> None:
    _solved_by_logic(8, 8, 10, game % 8, (game * 3) % 8)


@pytest.mark.parametrize("game", range(18))
def test_schwer_boards_need_no_guess(game: int) -> None:
    _solved_by_logic(16, 16, 40, (game * 5) % 16, (game * 7) % 16)


@pytest.mark.parametrize("game", range(8))
def test_experte_boards_need_no_guess(game: int) -> None:
    _solved_by_logic(16, 30, 99, 3 + game, 3 + 3 * game)


def test_cancel_and_time_limit_stop_early() -> None:
    stop = threading.Event()
    stop.set()
    assert generate_no_guess(16, 30, 99, 3, 3, cancel=stop) is None
    assert generate_no_guess(16, 30, 200, 3, 3, time_limit=0.05) is None
    assert generate_no_guess(16, 30, 99, 3, 3, max_times=0) is None


def test_bad_arguments() -> None:
    with pytest.raises(ValueError, match="outside"):
        generate_no_guess(8, 8, 10, 8, 0)
    with pytest.raises(ValueError, match="mines"):
        generate_no_guess(8, 8, 64, 0, 0)


@pytest.mark.parametrize(
    ("rows", "cols", "mines", "row", "col"),
    [(8, 8, 56, 1, 1), (1, 1, 0, 0, 0), (2, 10, 3, 0, 0), (300, 300, 89999, 1, 1)],
)
def test_boards_ms_toollib_aborts_on_give_no_layout_and_leave_the_game_running(
    rows: int, cols: int, mines: int, row: int, col: int, tmp_path, monkeypatch
) -> None:
    # ms-toollib's generator aborts the whole process on these boards (probed); the game
    # hands them to a child process, so this test's own process goes on to the assert.
    started = tmp_path / "started"
    started.mkdir()
    monkeypatch.chdir(started)
    assert generate_no_guess(rows, cols, mines, row, col, time_limit=10) is None
    assert list(started.iterdir()) == []  # no crash.log left where the game was started


def test_a_board_made_in_the_child_is_a_whole_layout() -> None:
    assert not in_process(101, 100, 300)  # a big board: ms-toollib runs in the child
    layout = generate_no_guess(101, 100, 300, 50, 50, time_limit=60)
    assert layout is not None and len(layout) == 300
    assert all(0 <= r < 101 and 0 <= c < 100 for r, c in layout) and (50, 50) not in layout


def test_cancelling_stops_the_child() -> None:
    cancel = threading.Event()
    cancel.set()
    assert generate_no_guess(2, 10, 3, 0, 0, cancel=cancel) is None
