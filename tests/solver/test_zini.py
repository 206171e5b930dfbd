"""ZiNi (fewest clicks with flags and chords) against hand counts and 3BV."""

from __future__ import annotations

from game.model import EXPERTE, Board
from game.solver.zini import zini


def test_board_numbers_mark_mines_and_counts() -> None:
    board = Board.from_layout("*..\n...\n..*")
    assert board.numbers() == [[-1, 1, 0], [1, 2, 1], [0, 1, -1]]


def test_a_ring_of_ones_needs_five_clicks() -> None:
    # Open the top middle, flag the mine, chord there, then chord the two side cells:
    # 5 clicks where 3BV (no flags) needs 8.
    board = Board.from_layout("...\n.*.\n...")
    assert board.three_bv == 8
    assert zini(board.numbers()) == 5


def test_one_opening_is_one_click() -> None:
    board = Board.from_layout("....\n....\n...*")
    assert zini(board.numbers()) == board.three_bv == 1


def test_zini_never_exceeds_three_bv_on_experte_boards() -> None:
    for seed in range(20):
        board = Board.from_difficulty(EXPERTE, seed=seed)
        board.reveal(3, 3)
        assert 0 < zini(board.numbers()) <= board.three_bv
