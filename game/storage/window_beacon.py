"""Which copy of the game shows the first window on a data folder, so that a second copy can
ask it to come to the front.

The first window copy locks `window.lock` for as long as it runs (the system drops the lock
however it ends, SIGKILL included) and writes its process id into it. A later copy finds
the lock taken and reads that id: while the lock is held, the id is a living copy of the
game, never a stranger that reused a dead copy's number.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass

from game.storage import filelock
from game.storage.paths import user_dir

BEACON_FILE = "window.lock"
MAX_PID_BYTES = 32

_held: dict[str, int] = {}


@dataclass(frozen=True)
class Beacon:
    """What announcing a window found: whether another window copy runs, and its id."""

    first: bool
    other_pid: int | None = None


def announce_window() -> Beacon:
    """Claim the beacon for this window (first: True), or name the window copy holding it.
    A folder where no lock can be made counts as first (as a single copy always did)."""
    path = user_dir() / BEACON_FILE
    if str(path) in _held:
        return Beacon(True)
    try:
        fd = filelock.lock_path(path)
    except OSError:
        return Beacon(True)
    if fd is not None:
        _held[str(path)] = fd
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.pwrite(fd, str(os.getpid()).encode("ascii"), 0)
        return Beacon(True)
    return Beacon(False, _holder(path))


def _holder(path: os.PathLike[str]) -> int | None:
    """The process id written in a held beacon (None when unreadable or not yet written)."""
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_PID_BYTES)
        pid = int(data.decode("ascii").strip())
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    return pid if pid > 0 and pid != os.getpid() else None


def release_window() -> None:
    """Give up the beacon (tests; the system does it at exit anyway)."""
    for fd in _held.values():
        filelock.release(fd)
    _held.clear()
