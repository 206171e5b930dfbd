"""Flood fill against an independent reference, and at scale."""

from hypothesis import given
from hypothesis import strategies as st

from game.model import Board
from tests.model.reference import reference_open
from tests.model.strategies import layouts


def open_cells(board: Board) -> set[tuple[int, int]]:
    return {(c.row, c.col) for c in board.cells if c.open}


@given(layouts(), st.data())
def test_reveal_opens_exactly_what_the_reference_opens(layout, data):
    board = Board.from_layout(layout)
    row = data.draw(st.integers(0, board.rows - 1))
    col = data.draw(st.integers(0, board.cols - 1))
    board.reveal(row, col)
    assert open_cells(board) == reference_open(layout, row, col)
    if board.mine_at(row, col):
        assert board.status == "lost"
    else:
        safe = board.rows * board.cols - board.mines
        assert board.status == ("won" if len(open_cells(board)) == safe else "playing")


def test_single_row_and_single_column_boards_flood_to_the_mine():
    row = Board.from_layout("......*..")
    row.reveal(0, 0)
    assert open_cells(row) == {(0, c) for c in range(6)}
    column = Board.from_layout("\n".join(".....*"))
    column.reveal(0, 0)
    assert open_cells(column) == {(r, 0) for r in range(5)}


def test_all_mines_but_one_wins_with_one_click():
    board = Board.from_layout("***\n*.*\n***")
    board.reveal(1, 1)
    assert board.status == "won"
    assert board.appearance(1, 1) == "n8"
    assert board.mines_left == 0


def test_huge_empty_board_opens_in_one_click_without_recursion():
    board = Board(200, 200, 1, seed=7)
    board.reveal(100, 100)
    assert board.status in ("playing", "won")
    assert board.opened >= 200 * 200 - 9


def test_flood_stops_at_flags_and_clears_question_marks():
    board = Board.from_layout(".....\n.....\n....*", question_marks=True)
    board.toggle_flag(0, 4)
    board.toggle_flag(1, 0)
    board.toggle_flag(1, 0)  # flag -> question
    assert board.appearance(1, 0) == "question"
    board.reveal(0, 0)
    assert board.appearance(0, 4) == "flag"
    assert board.appearance(1, 0) == "open"
    assert board.flags == 1
