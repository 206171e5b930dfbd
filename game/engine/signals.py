"""Polite endings: SIGTERM (a kill), SIGHUP (the terminal that started the game closed).

Python's default for both is to end the process at once, so the scene stack never exits
and an unfinished game loses the time since its last move. `stop_on_signals` turns them
into a request to stop the loop: the program then leaves every scene as on Quit (the play
scene saves its game with its time) and exits. The handler only sets flags; the work
happens on the main loop, never inside the signal handler.
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import FrameType
from typing import Any

Handler = Callable[[int, FrameType | None], Any] | int | None


def polite_signals() -> list[signal.Signals]:
    """The signals that ask the game to end on this platform (no SIGHUP on Windows)."""
    names = ("SIGTERM", "SIGHUP")
    return [getattr(signal, name) for name in names if hasattr(signal, name)]


@dataclass
class Caught:
    """Which polite signal arrived, if any (the first one counts)."""

    signum: int | None = None

    @property
    def exit_status(self) -> int:
        """The shell's convention for a program ended by a signal: 128 + its number."""
        return 0 if self.signum is None else 128 + self.signum


@contextmanager
def stop_on_signals(stop: Callable[[], None]) -> Iterator[Caught]:
    """While inside, SIGTERM and SIGHUP call `stop()` (which must only set flags) instead
    of killing the process; the previous handlers are back on the way out. Outside the
    main thread signals cannot be caught, and the defaults stay."""
    caught = Caught()

    def handler(signum: int, frame: FrameType | None) -> None:
        if caught.signum is None:
            caught.signum = signum
        stop()

    previous: dict[signal.Signals, Handler] = {}
    try:
        for sig in polite_signals():
            previous[sig] = signal.signal(sig, handler)
    except ValueError:  # not the main thread
        pass
    try:
        yield caught
    finally:
        for sig, old in previous.items():
            signal.signal(sig, old)
