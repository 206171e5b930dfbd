"""No-guess layouts: mines laid so that the whole board yields to logic alone.

ms-toollib's `laymine_solvable` lays random layouts until its own solver can
clear the board from the first click without guessing (`game.solver.laymines`).
Coordinates: rows x cols, first click (row, col), all 0-based.

It aborts the whole process on some boards (every board with fewer than nine
mine-free cells, and narrow ones: 1 or 2 rows or columns), so only boards of the shape it
was probed on (`in_process`) are made here; any other runs in a child process through the
game's one harness (`game.solver.noguess_child`), where an abort only means "no board".
"""

from __future__ import annotations

import threading

import ms_toollib

from game.model.grid import mine_numbers
from game.solver.laymines import lay_solvable
from game.solver.noguess_child import in_child

DEFAULT_ATTEMPTS = 100_000
SAFE_SIDE = 3
"""ms-toollib's generator was probed (every size up to 12x12, several densities, clicks at
the corners, edges and middle) and never aborted with both sides at least this long..."""
SAFE_FREE = 9
"""...and at least this many mine-free cells (the opening's nine)."""
SAFE_CELLS = 100 * 100
"""Bigger boards run in the child too: it bounds the memory ms-toollib may take."""


def in_process(rows: int, cols: int, mines: int) -> bool:
    """Whether ms-toollib's generator is known not to abort on this board."""
    cells = rows * cols
    return min(rows, cols) >= SAFE_SIDE and cells - mines >= SAFE_FREE and cells <= SAFE_CELLS


def _check(rows: int, cols: int, mines: int, row: int, col: int) -> None:
    if rows < 1 or cols < 1:
        raise ValueError(f"the board must be at least 1x1 (got {cols}x{rows})")
    if not 0 <= row < rows or not 0 <= col < cols:
        raise ValueError(f"first click ({row}, {col}) is outside the {cols}x{rows} board")
    if not 0 <= mines < rows * cols:
        raise ValueError(f"mines must be between 0 and {rows * cols - 1} (got {mines})")


def generate_no_guess(
    rows: int,
    cols: int,
    mines: int,
    row: int,
    col: int,
    *,
    max_times: int = DEFAULT_ATTEMPTS,
    time_limit: float | None = None,
    cancel: threading.Event | None = None,
) -> set[tuple[int, int]] | None:
    """Mine cells of a layout solvable without guessing from a first click at (row, col).

    The first click opens an area (it and its neighbours hold no mine). Returns
    None when `max_times` layouts were tried without success, when
    `time_limit` seconds have passed, or when `cancel` is set.
    """
    _check(rows, cols, mines, row, col)
    if not in_process(rows, cols, mines):
        return in_child(rows, cols, mines, (row, col), max_times, time_limit, cancel)
    return lay_solvable(rows, cols, mines, (row, col), max_times, time_limit, cancel)


def solvable_without_guessing(mines: list[list[bool]], row: int, col: int) -> bool:
    """Whether ms-toollib's solver clears this layout from a first click at (row, col)
    without a guess (the check `laymine_solvable` makes of each layout it tries). A board of
    a shape ms-toollib may abort on (`in_process` False) is never called solvable: the
    challenge maker then finds no no-guess board rather than ending the game."""
    rows, cols = len(mines), len(mines[0]) if mines else 0
    _check(rows, cols, 0, row, col)
    if not in_process(rows, cols, sum(map(sum, mines))):
        return False
    return bool(ms_toollib.is_solvable(mine_numbers(mines), row, col))
