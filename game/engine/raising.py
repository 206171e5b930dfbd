"""Bringing the first window to the front when the player starts the game a second time.

A second window copy sends the first one SIGUSR1 (where the platform has it: not on
Windows); the first copy's handler only sets a flag, and its loop raises the window on its
next pass. The handler is installed before the copy announces itself, so a copy is never
sent the signal before it can take it.
"""

from __future__ import annotations

import os
import signal
from types import FrameType

RAISE_SIGNAL: signal.Signals | None = getattr(signal, "SIGUSR1", None)


class RaiseRequests:
    """Whether another copy asked this one's window to come to the front."""

    def __init__(self) -> None:
        self.asked = False

    def listen(self) -> bool:
        """Take the raise signal from now on; False where the platform cannot (no signal,
        or not the main thread)."""
        if RAISE_SIGNAL is None:
            return False

        def handler(signum: int, frame: FrameType | None) -> None:
            self.asked = True

        try:
            signal.signal(RAISE_SIGNAL, handler)
        except ValueError:
            return False
        return True

    def take(self) -> bool:
        """True once after each request."""
        asked, self.asked = self.asked, False
        return asked


def ask_to_raise(pid: int) -> bool:
    """Ask the window copy `pid` to come to the front; True when the request was sent."""
    if RAISE_SIGNAL is None:
        return False
    try:
        os.kill(pid, RAISE_SIGNAL)
    except OSError:
        return False
    return True
