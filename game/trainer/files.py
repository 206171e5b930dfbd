"""Reading a position file safely: regular files only, size checked before reading."""

from __future__ import annotations

import os
import stat

MAX_BYTES = 4 * 1024 * 1024


class FileProblem(ValueError):
    """A file that cannot be read as a position; the message is one line."""


def read_text(path: str, limit: int | None = None) -> str:
    """The UTF-8 text of `path` (at most `limit`, default MAX_BYTES), or FileProblem."""
    limit = MAX_BYTES if limit is None else limit
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise FileProblem("no such file") from None
    except OSError as error:
        raise FileProblem(f"cannot read it ({error.strerror or error})") from None
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem("not a regular file")
    if info.st_size > limit:
        raise FileProblem(f"too big for a position ({info.st_size} bytes, at most {limit})")
    try:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError as error:
        raise FileProblem(f"cannot read it ({error.strerror or error})") from None
    if len(data) > limit:
        raise FileProblem(f"too big for a position (more than {limit} bytes)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileProblem("not a text file (not UTF-8)") from None
