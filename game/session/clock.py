"""The session's clock: any callable returning seconds on a monotonic scale."""

from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], float]
"""Seconds on a scale that never goes back (time.perf_counter; tests pass a fake one)."""


def real_clock() -> float:
    """The real monotonic clock."""
    return time.perf_counter()


class FakeClock:
    """A clock that moves only when told to (tests, replays, the self-test)."""

    def __init__(self, start: float = 0.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        """Move the clock forward."""
        self.now += seconds
