"""No-guess layouts made in a child process, for boards ms-toollib's generator may abort on.

Parent side, `in_child`: the request goes to `python -m game.solver.noguess_child` through
the game's one harness (`game.children`: a time and memory budget, killed when cancelled,
no child outlives the game); the answer is the layout, or None when the child found none,
ran out of time or died (an abort in ms-toollib takes only the child down; the child works
in a temporary folder, which takes the `crash.log` ms-toollib writes there). Child side,
`main`: read one JSON request on stdin, write one JSON answer on stdout.
"""

from __future__ import annotations

import json
import sys
import tempfile
import threading

from game.children import GIB, Budget, ChildJob, JobState, child_command, limit_self
from game.solver.laymines import Cell, lay_solvable

MODULE = "game.solver.noguess_child"
STARTUP_SECONDS = 10.0
"""Time the child is given on top of the generator's own limit (starting Python)."""
UNLIMITED_SECONDS = 600.0
"""The budget when the caller set no time limit."""
TICK = 0.05


def in_child(
    rows: int,
    cols: int,
    mines: int,
    start: Cell,
    max_times: int,
    time_limit: float | None,
    cancel: threading.Event | None = None,
) -> set[Cell] | None:
    """The layout `lay_solvable` makes in a child process, or None (no layout within the
    attempts or the time, cancelled, or the child died)."""
    request = {"rows": rows, "cols": cols, "mines": mines, "start": list(start)}
    request |= {"max_times": max_times, "time_limit": time_limit}
    seconds = UNLIMITED_SECONDS if time_limit is None else time_limit + STARTUP_SECONDS
    budget = Budget(seconds=seconds, memory_bytes=2 * GIB)
    with tempfile.TemporaryDirectory(prefix="minesweeper-noguess-") as folder:
        job = ChildJob(child_command(MODULE), json.dumps(request).encode(), budget, cwd=folder)
        while job.wait(TICK) is JobState.RUNNING:
            if cancel is not None and cancel.is_set():
                job.cancel()
                return None
    if job.poll() is not JobState.DONE:
        return None
    return _layout(job.output, rows, cols, mines, start)


def _layout(output: bytes, rows: int, cols: int, mines: int, start: Cell) -> set[Cell] | None:
    """The child's answer as mine cells, when it is a layout of the board asked for."""
    try:
        answer = json.loads(output)
    except ValueError:
        return None
    if not isinstance(answer, list):
        return None
    layout: set[Cell] = set()
    for item in answer:
        if not (isinstance(item, list) and len(item) == 2 and all(type(v) is int for v in item)):
            return None
        layout.add((item[0], item[1]))
    inside = all(0 <= r < rows and 0 <= c < cols for r, c in layout)
    return layout if inside and len(layout) == mines and start not in layout else None


def main() -> int:
    """Child side: one request in, the layout (a list of [row, col]) or null out."""
    limit_self()
    try:
        request = json.loads(sys.stdin.buffer.read(4096))
        start = (int(request["start"][0]), int(request["start"][1]))
        limit = request["time_limit"]
        layout = lay_solvable(
            int(request["rows"]),
            int(request["cols"]),
            int(request["mines"]),
            start,
            int(request["max_times"]),
            None if limit is None else float(limit),
        )
    except (ValueError, KeyError, TypeError, IndexError):
        print("null")
        return 2
    print(json.dumps(None if layout is None else sorted([r, c] for r, c in layout)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
