"""The one error a replay file can raise: a one-line message fit to show the player."""

from __future__ import annotations

MAX_MESSAGE = 160


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """`text` on one line, whitespace collapsed, shortened with an ellipsis past `limit`."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 3].rstrip() + "..."


class ReplayFileError(ValueError):
    """A replay that cannot be read or written; `str()` is always one short line."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


class ReaderUnavailableError(ReplayFileError):
    """The reader could not give an answer this time (it could not start, or it ran out of
    time on a busy machine): nothing is known about the file itself."""
