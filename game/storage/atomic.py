"""Crash-safe file replacement and setting corrupt files aside.

A write goes to a temporary file in the same folder, is flushed to disk and
then renamed over the target with `os.replace`, which is atomic: a reader (or
the next start after a crash) sees either the old file or the new one, never
half of each.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from game.storage.paths import timestamp, unique_path


def write_atomic(path: Path | str, data: str | bytes) -> None:
    """Replace `path` with `data` (text is written as UTF-8) all at once.

    On any failure the temporary file is removed, the old file is left as it
    was, and the exception propagates.
    """
    target = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    fd, temp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def move_aside(path: Path | str) -> Path:
    """Rename a bad file to `NAME.corrupt-YYYYmmdd-HHMMSS` and return the new path.

    The name gets a `-2`, `-3`, ... suffix when that name is already taken, so
    an earlier corrupt copy is never overwritten. Raises OSError if the rename
    fails.
    """
    source = Path(path)
    target = unique_path(source.parent, f"{source.name}.corrupt-{timestamp()}")
    os.rename(source, target)
    return target
