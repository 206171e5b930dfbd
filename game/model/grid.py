"""The one place that knows the board's shape: the sentinel-bordered grid, its eight
neighbour pointers, and the flat (row-major) views derived from it.

>>> grid, cells = build_grid(2, 3)
>>> len(grid), len(grid[0]), len(cells)
(4, 5, 6)
>>> flat_neighbours(2, 3)[0]
(1, 3, 4)
>>> mine_numbers(((True, False, False), (False, False, False)))
[[-1, 1, 0], [1, 1, 0]]
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.model.cell import Cell


def build_grid(rows: int, cols: int) -> tuple[list[list[Cell]], tuple[Cell, ...]]:
    """Return the (rows+2) x (cols+2) grid and the playable cells in row-major order.

    Grid index [r + 1][c + 1] holds playable cell (r, c); the outer ring are sentinels.
    """
    last_row, last_col = rows + 1, cols + 1
    grid = [
        [
            Cell(r - 1, c - 1, r == 0 or c == 0 or r == last_row or c == last_col)
            for c in range(cols + 2)
        ]
        for r in range(rows + 2)
    ]
    playable: list[Cell] = []
    for r in range(1, rows + 1):
        above, here, below = grid[r - 1], grid[r], grid[r + 1]
        for c in range(1, cols + 1):
            cell = here[c]
            # n, ne, e, se, s, sw, w, nw
            cell.around = (
                above[c], above[c + 1], here[c + 1], below[c + 1],
                below[c], below[c - 1], here[c - 1], above[c - 1],
            )  # fmt: skip
            playable.append(cell)
    return grid, tuple(playable)


@lru_cache(maxsize=16)
def flat_neighbours(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """For each row-major cell index, the indices of its playable neighbours in
    row-major order: the solver's flat view, read off the grid's pointers."""
    _, cells = build_grid(rows, cols)
    return tuple(
        tuple(sorted(nb.row * cols + nb.col for nb in cell.around if not nb.sentinel))
        for cell in cells
    )


def mine_numbers(mines: Sequence[Sequence[bool]]) -> list[list[int]]:
    """A mine layout as rows of numbers: -1 for a mine, else its count of mine neighbours
    (ms-toollib's board format)."""
    rows = len(mines)
    cols = len(mines[0]) if rows else 0
    if not rows or not cols:
        return [[] for _ in range(rows)]
    grid, cells = build_grid(rows, cols)
    for cell in cells:
        cell.mine = bool(mines[cell.row][cell.col])
    return [
        [-1 if cell.mine else cell.count_adjacent_mines() for cell in line[1:-1]]
        for line in grid[1:-1]
    ]
