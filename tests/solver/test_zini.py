"""ZiNi (ms-toollib's greedy estimate of the clicks with flags and chords) against hand
counts and 3BV, and computed in the solver's child process."""

from __future__ import annotations

import random

from game.model import EXPERTE, Board
from game.model.metrics import three_bv
from game.solver.worker import JobState
from game.solver.zini import start_zini, zini, zini_of_layout


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


def test_the_child_computes_zini_of_a_layout() -> None:
    layout = "...\n.*.\n..."
    assert zini_of_layout(layout) == 5
    job = start_zini(layout)
    assert job.wait(120) is JobState.DONE and job.result == 5


def test_zini_of_a_big_sparse_board_arrives() -> None:
    # On the main thread's stack ms-toollib's search crashes the process (SIGSEGV) on this
    # 300x300 board; the child gives it a stack big enough.
    rng = random.Random(1)
    cells = set(rng.sample(range(300 * 300), 2000))
    mines = [[r * 300 + c in cells for c in range(300)] for r in range(300)]
    layout = "\n".join("".join("*" if mine else "." for mine in row) for row in mines)
    job = start_zini(layout)
    assert job.wait(300) is JobState.DONE, job.error
    assert 0 < job.result <= three_bv(mines)
