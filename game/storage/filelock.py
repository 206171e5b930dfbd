"""Advisory locks the operating system drops when a process ends, however it ends.

A lock is held on an open file descriptor (`fcntl.flock` on POSIX, `msvcrt.locking`
on Windows), so a copy of the game killed with SIGKILL never leaves a lock behind:
the next copy simply gets it. Locks are only tried, never waited for.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True


def try_lock(fd: int) -> bool:
    """Lock the open file `fd` for this process if no other holds it; True when locked."""
    return _try(fd)


def lock_path(path: Path) -> int | None:
    """Open (creating if missing) and lock `path`: the descriptor holding the lock, or
    None when another process holds it. OSError when the file cannot be opened."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0), 0o600)
    if try_lock(fd):
        return fd
    os.close(fd)
    return None


def is_locked(path: Path) -> bool:
    """Whether another process holds the lock on an existing `path` (False if missing)."""
    flags = os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return False
    try:
        return not try_lock(fd)
    finally:
        os.close(fd)  # closing drops a lock taken just now


def release(fd: int) -> None:
    """Drop the lock held through `fd` (closing the descriptor)."""
    with contextlib.suppress(OSError):
        os.close(fd)
