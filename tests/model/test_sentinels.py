"""The grid's shape: a sentinel ring and eight pointers per cell."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.model import Board, parse_position
from game.model.cell import SENTINEL_COUNT
from game.model.grid import flat_neighbours, mine_numbers
from game.model.metrics import three_bv


def test_every_playable_cell_has_eight_pointers_and_sentinels_close_the_ring():
    board = Board(3, 4, 2, seed=1)
    assert len(board.grid) == 5 and all(len(row) == 6 for row in board.grid)
    corner = board.cell(0, 0)
    assert all(nb is not None for nb in corner.around)
    assert corner.n.sentinel and corner.nw.sentinel and corner.w.sentinel
    assert corner.n.open and not corner.n.mine
    assert len(corner.neighbours) == 3
    assert len(board.cell(1, 1).neighbours) == 8
    assert board.cell(1, 1).se is board.cell(2, 2)


def _naive_neighbours(rows: int, cols: int) -> list[tuple[int, ...]]:
    return [
        tuple(
            rr * cols + cc
            for rr in range(r - 1, r + 2)
            for cc in range(c - 1, c + 2)
            if (rr, cc) != (r, c) and 0 <= rr < rows and 0 <= cc < cols
        )
        for r in range(rows)
        for c in range(cols)
    ]


@pytest.mark.parametrize(("rows", "cols"), [(1, 2), (1, 7), (5, 1), (2, 2), (4, 9), (16, 30)])
def test_the_solvers_flat_neighbours_are_read_off_the_grid(rows, cols):
    assert list(flat_neighbours(rows, cols)) == _naive_neighbours(rows, cols)
    assert parse_position(f"{cols}x{rows}x1\n" + ("H" * cols + "\n") * rows).neighbours == (
        flat_neighbours(rows, cols)
    )


@given(st.integers(1, 7), st.integers(1, 7), st.data())
def test_numbers_and_3bv_of_a_layout_match_a_plain_count(rows, cols, data):
    mines = data.draw(
        st.lists(
            st.lists(st.booleans(), min_size=cols, max_size=cols), min_size=rows, max_size=rows
        )
    )
    naive = _naive_neighbours(rows, cols)
    flat = [m for line in mines for m in line]
    numbers = [-1 if flat[i] else sum(flat[n] for n in naive[i]) for i in range(rows * cols)]
    assert [v for line in mine_numbers(mines) for v in line] == numbers
    # 3BV by plain flood over the flat table: each region of zeros (with its rim) is one
    # click, every number off all rims another
    rimmed: set[int] = set()
    clicks = 0
    for start in range(rows * cols):
        if numbers[start] != 0 or start in rimmed:
            continue
        clicks += 1
        todo = [start]
        rimmed.add(start)
        while todo:
            for n in naive[todo.pop()]:
                if n not in rimmed:
                    rimmed.add(n)
                    if numbers[n] == 0:
                        todo.append(n)
    clicks += sum(1 for i in range(rows * cols) if numbers[i] > 0 and i not in rimmed)
    assert three_bv(mines) == clicks


def test_a_whole_game_never_changes_a_sentinel():
    board = Board(9, 12, 20, seed=4)
    board.reveal(4, 6)
    for cell in board.cells:
        if cell.mine:
            board.toggle_flag(cell.row, cell.col)
    for cell in board.cells:
        board.chord(cell.row, cell.col)
        board.reveal(cell.row, cell.col)
    assert board.status == "won"
    ring = [cell for line in board.grid for cell in line if cell.sentinel]
    assert len(ring) == 2 * (9 + 2) + 2 * 12
    for cell in ring:
        assert (cell.open, cell.mine, cell.mark, cell.adjacent) == (True, False, 0, SENTINEL_COUNT)
