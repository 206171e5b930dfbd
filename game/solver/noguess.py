"""No-guess layouts: mines laid so that the whole board yields to logic alone.

ms-toollib's `laymine_solvable` lays random layouts until its own solver can
clear the board from the first click without guessing. It holds the GIL for
the whole call, so we call it in small chunks of attempts: between chunks a
worker thread can notice a cancel request or a deadline, and the window keeps
drawing. Coordinates: rows x cols, first click (row, col), all 0-based.
"""

from __future__ import annotations

import threading
import time

import ms_toollib

from game.model.grid import mine_numbers

CHUNK = 64
DEFAULT_ATTEMPTS = 100_000


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
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    tried = 0
    while tried < max_times:
        if cancel is not None and cancel.is_set():
            return None
        if deadline is not None and time.perf_counter() >= deadline:
            return None
        batch = min(CHUNK, max_times - tried)
        board, solvable = ms_toollib.laymine_solvable(rows, cols, mines, row, col, batch)
        tried += batch
        if solvable:
            layout = {(r, c) for r, line in enumerate(board) for c, v in enumerate(line) if v < 0}
            if len(layout) == mines and (row, col) not in layout:
                return layout
    return None


def solvable_without_guessing(mines: list[list[bool]], row: int, col: int) -> bool:
    """Whether ms-toollib's solver clears this layout from a first click at (row, col)
    without a guess (the check `laymine_solvable` makes of each layout it tries)."""
    _check(len(mines), len(mines[0]) if mines else 0, 0, row, col)
    return bool(ms_toollib.is_solvable(mine_numbers(mines), row, col))
