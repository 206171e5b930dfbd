"""ZiNi: the greedy estimate of the clicks (flags and chords allowed) that clear a layout.

3BV counts clicks without flags; ZiNi estimates what an expert using flags and chords
needs, so clicks / ZiNi says how close a game came to efficient clicking. It is
ms-toollib's `cal_zini`, the greedy estimate the community quotes: an upper bound, never
above 3BV, and not the proven minimum (the randomised `cal_rzini` often finds fewer).

ms-toollib is a native library that can abort the interpreter, so the game never calls it
in its own process: `start_zini` computes it in the solver's child process
(`game.solver.worker`), and the caller polls the job.
"""

from __future__ import annotations

import threading

import ms_toollib

from game.model.grid import mine_numbers
from game.solver.worker import Budget, HeavyJob, JobKind, JobState

BUDGET = Budget(seconds=60.0, memory_bytes=1 << 30)
"""The most one ZiNi may take (a dense 300x300 board takes seconds on a busy machine)."""
STACK_BYTES = 256 << 20
"""The stack ms-toollib's search gets: it recurses through openings, and on the main
thread's stack a big sparse board (300x300, 2000 mines) crashes it (SIGSEGV)."""


def zini(numbers: list[list[int]]) -> int:
    """Greedy ZiNi of a laid board given as rows of numbers, -1 for a mine."""
    return int(ms_toollib.cal_zini(numbers))  # type: ignore[call-arg]  # optional in 1.5.20


def zini_of_layout(layout: str) -> int:
    """Greedy ZiNi of a layout given as lines of '*' (mine) and '.' (safe): what the
    child process runs."""
    lines = [line for line in layout.splitlines() if line]
    if not lines or any(len(line) != len(lines[0]) or set(line) - {"*", "."} for line in lines):
        raise ValueError("a layout is rows of equal length of '*' and '.'")
    numbers = mine_numbers(tuple(tuple(char == "*" for char in line) for line in lines))
    answer: list[int] = []
    try:
        previous = threading.stack_size(STACK_BYTES)
    except (ValueError, RuntimeError):  # the platform decides the stack: try as it is
        return zini(numbers)
    try:
        worker = threading.Thread(target=lambda: answer.append(zini(numbers)))
        worker.start()
    finally:
        threading.stack_size(previous)
    worker.join()
    if not answer:
        raise ValueError("ms-toollib gave no ZiNi")
    return answer[0]


def start_zini(layout: str) -> HeavyJob:
    """ZiNi of `layout` ('*' / '.' lines) in a child process; poll the job (never blocks)."""
    return HeavyJob(JobKind.ZINI, layout, BUDGET)


def zini_value(job: HeavyJob | None) -> int | None:
    """The job's ZiNi once it arrived; None while it runs, and for ever when the child
    failed (no value is ever made up)."""
    if job is None or job.poll() is not JobState.DONE or not isinstance(job.result, int):
        return None
    return job.result
