"""Positions of a game in progress are read by patching the last one: same answers, same errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.model import Action, Board, Status
from game.solver import best_move
from game.solver.moves import clear_cache
from game.solver.position import PositionError, parse_position
from game.solver.reading import read
from tests.solver.helpers import seen
from tests.solver.strategies import positions


@given(st.lists(positions(), min_size=2, max_size=6))
def test_a_patched_reading_equals_a_full_parse(sequence: list) -> None:
    for position in sequence:
        reading = read(position.to_text())
        assert reading.position == position.unflagged()
        assert reading.flagged == {i for i, v in enumerate(position.cells) if v == -2}


def test_a_game_read_move_by_move_equals_parsing_each_position() -> None:
    board = Board(9, 9, 10, seed=5)
    board.reveal(4, 4)
    follows = 0
    while board.status is Status.PLAYING:
        text = board.to_position()
        reading = read(text)
        full = parse_position(text)
        assert reading.position == full.unflagged()
        follows += reading.follows is not None
        move = best_move(text)
        if move.action is Action.FLAG:
            board.toggle_flag(move.row, move.col)
        else:
            board.reveal(move.row, move.col)
    assert follows > 0, "consecutive positions of one game follow each other"


@pytest.mark.parametrize(
    ("bad", "where"),
    [
        ("3x3x2\nHHX\n121\n000\n", "line 2, column 3"),
        ("3x3x2\nHHHH\n121\n000\n", "line 2, column 4"),
        ("3x3x2\nHHH\n121\n000\nextra\n", "line 5, column 1"),
        ("3x3x3\nHHH\n121\n000\n", None),
    ],
)
def test_a_bad_text_after_a_good_one_gets_the_full_parse_error(bad: str, where: str | None) -> None:
    read("3x3x2\nHHH\n121\n000\n")
    if where is None:  # another header: read whole, and it parses
        assert read(bad).position.mines == 3
        return
    with pytest.raises(PositionError, match=where):
        read(bad)


def test_facts_carry_only_to_positions_of_the_same_board() -> None:
    clear_cache()
    # The 2 at A2 makes A1 and B1 mines, so the 1 at C2 leaves C1 safe.
    first = seen("**.\n...\n...", covered="A1 B1 C1")
    move = best_move(first.to_text())
    assert move.certain and (move.row, move.col) == (0, 2)
    # Another board of the same size where C1 is a mine: nothing is carried over.
    other = seen("*.*\n...\n...", covered="A1 B1 C1")
    move = best_move(other.to_text())
    assert move.certain and (move.row, move.col) == (0, 1)
