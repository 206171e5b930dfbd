"""Crash-safe file replacement and setting corrupt files aside.

A write goes to a temporary file in the same folder, is flushed to disk and
then renamed over the target with `os.replace`, which is atomic: a reader (or
the next start after a crash) sees either the old file or the new one, never
half of each.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from game.storage.writepoints import WritePoint, passed

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 3600.0
_TEMP_NAME = re.compile(r"^\..+\.(\d+)\.[^.]+\.tmp$")


def write_atomic(path: Path | str, data: str | bytes, point: WritePoint | None = None) -> None:
    """Replace `path` with `data` (text is written as UTF-8) all at once.

    On any failure the temporary file is removed, the old file is left as it
    was, and the exception propagates. `point` names the moment between the
    temporary file and the rename for crash tests (`writepoints`).
    """
    target = Path(path)
    temp_name = _write_temp(target, data, point)
    try:
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    sync_folder(target.parent)


def create_new(
    folder: Path,
    stem: str,
    suffix: str,
    data: str | bytes,
    point: WritePoint | None = None,
    skip: Callable[[Path], bool] | None = None,
) -> Path:
    """Write `data` to a new file `folder/stem+suffix` (or `stem-2`, `stem-3`, ...) and
    return its path. The name is claimed atomically (a hard link of the finished
    temporary file, which fails when the name exists), so two copies of the game
    writing at the same instant never pick the same name or overwrite each other.
    A name is skipped too when `skip(candidate)` says it is taken in another way."""
    temp_name = _write_temp(folder / f"{stem}{suffix}", data, point)
    try:
        counter = 1
        while True:
            name = f"{stem}{suffix}" if counter == 1 else f"{stem}-{counter}{suffix}"
            candidate = folder / name
            counter += 1
            if skip is not None and skip(candidate):
                continue
            if _claim(temp_name, candidate):
                break
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
    sync_folder(folder)
    return candidate


def _claim(temp_name: str, candidate: Path) -> bool:
    try:
        os.link(temp_name, candidate)
    except FileExistsError:
        return False
    except OSError as error:  # no hard links here (some network or FAT folders)
        if error.errno not in (1, 18, 38, 95):  # EPERM, EXDEV, ENOSYS, EOPNOTSUPP
            raise
        return _claim_by_exclusive_create(temp_name, candidate)
    return True


def _claim_by_exclusive_create(temp_name: str, candidate: Path) -> bool:
    """Where hard links are refused: take the name with O_EXCL, then rename over it."""
    try:
        fd = os.open(candidate, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:
        return False
    os.close(fd)
    os.replace(temp_name, candidate)
    return True


def _write_temp(target: Path, data: str | bytes, point: WritePoint | None) -> str:
    """A synced temporary file beside `target` holding `data`; its name carries our
    process id, so `clean_temporaries` can tell a dead copy's leftovers."""
    payload = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    prefix = f".{target.name}.{os.getpid()}."
    fd, temp_name = tempfile.mkstemp(dir=target.parent, prefix=prefix, suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    if point is not None:
        passed(point)
    return temp_name


def clean_temporaries(folder: Path, alive: Callable[[int], bool] | None = None) -> list[str]:
    """Remove the temporary files a crashed or killed copy left in `folder`: ours
    (`.NAME.PID.XXXX.tmp`) whose process is gone, or that are over an hour old.
    Returns the names removed."""
    alive = alive if alive is not None else process_alive
    removed: list[str] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    now = time.time()
    for name in names:
        match = _TEMP_NAME.match(name)
        if match is None:
            continue
        path = folder / name
        try:
            old = now - path.lstat().st_mtime > STALE_TEMP_SECONDS
        except OSError:
            continue
        if old or not alive(int(match.group(1))):
            with contextlib.suppress(OSError):
                path.unlink()
                removed.append(name)
    return removed


def process_alive(pid: int) -> bool:
    """Whether a process with this id runs (ours included); True when it cannot be told."""
    if pid == os.getpid():
        return True
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
