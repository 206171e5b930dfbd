"""ms-toollib's no-guess generator called in small chunks of attempts, in this process.

`laymine_solvable` lays random layouts until its own solver clears the board from the
first click without guessing. It holds the GIL for the whole call, so it is called a chunk
of attempts at a time: between chunks a worker thread notices a cancel request or a
deadline, and the window keeps drawing. Only `game.solver.noguess` (for boards it is known
to be safe on) and the child process of `game.solver.noguess_child` call this.
"""

from __future__ import annotations

import threading
import time

import ms_toollib

CHUNK = 64
Cell = tuple[int, int]


def lay_solvable(
    rows: int,
    cols: int,
    mines: int,
    start: Cell,
    max_times: int,
    time_limit: float | None,
    cancel: threading.Event | None = None,
) -> set[Cell] | None:
    """Mine cells of a layout solvable from `start` without guessing, or None when
    `max_times` layouts failed, `time_limit` seconds passed or `cancel` was set."""
    row, col = start
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
            if len(layout) == mines and start not in layout:
                return layout
    return None
