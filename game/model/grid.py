"""Build the sentinel-bordered grid and wire every cell's eight neighbour pointers."""

from __future__ import annotations

from game.model.cell import Cell


def build_grid(rows: int, cols: int) -> tuple[list[list[Cell]], tuple[Cell, ...]]:
    """Return the (rows+2) x (cols+2) grid and the playable cells in row-major order.

    Grid index [r + 1][c + 1] holds playable cell (r, c); the outer ring are sentinels.
    """
    width = cols + 2
    grid = [
        [
            Cell(r - 1, c - 1, sentinel=(r == 0 or c == 0 or r == rows + 1 or c == cols + 1))
            for c in range(width)
        ]
        for r in range(rows + 2)
    ]
    playable: list[Cell] = []
    for r in range(1, rows + 1):
        above, here, below = grid[r - 1], grid[r], grid[r + 1]
        for c in range(1, cols + 1):
            cell = here[c]
            cell.n, cell.ne, cell.e, cell.se = above[c], above[c + 1], here[c + 1], below[c + 1]
            cell.s, cell.sw, cell.w, cell.nw = below[c], below[c - 1], here[c - 1], above[c - 1]
            cell.neighbours = tuple(
                nb
                for nb in (cell.n, cell.ne, cell.e, cell.se, cell.s, cell.sw, cell.w, cell.nw)
                if not nb.sentinel
            )
            playable.append(cell)
    return grid, tuple(playable)
