"""Stand-ins for ms-toollib's ZiNi that the solver's child process runs in tests: one that
aborts the interpreter (as a native library can), one that never ends."""

from __future__ import annotations

import os
import time


def abort(layout: str) -> int:
    """Die as ms-toollib does on a panic: SIGABRT, no answer."""
    os.abort()


def hang(layout: str) -> int:
    """Never answer (the job's time budget or the panel's exit ends it)."""
    while True:
        time.sleep(1)
