"""Stop signals at the terminal: Ctrl+C, SIGTERM (a polite kill) and SIGHUP (the terminal
closed) end the game as Quit does, the game in progress saved with its time.

The handler only hands the signal to the console (`Console.stop`), which ends a wait for
input at once and otherwise stops at the next prompt, so no move is cut in half.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

from game.textmode.console import Console

STOP_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP")
"""By name: SIGHUP does not exist on Windows."""


@contextmanager
def stopping(console: Console) -> Iterator[None]:
    """While inside, the stop signals go to `console.stop`; the old handlers come back after.
    Outside the main thread signals cannot be caught, and the defaults stay."""

    def handler(signum: int, frame: FrameType | None) -> None:
        console.stop(signum)

    previous: dict[int, Any] = {}
    try:
        for name in STOP_SIGNALS:
            number = getattr(signal, name, None)
            if number is not None:
                previous[number] = signal.signal(number, handler)
    except ValueError:  # not the main thread
        pass
    try:
        yield
    finally:
        for number, old in previous.items():
            signal.signal(number, old)
