"""Reading a position file (`.mine`) the player names on the command line or exports.

Only the guarded read lives here (see `userfile`): a regular file, at most
`MAX_POSITION_BYTES`, strict UTF-8 with a byte order mark removed. The text
itself is checked by `game.model.position.parse_position`.
"""

from __future__ import annotations

from pathlib import Path

from game.storage.userfile import read_text

MAX_SIDE_CELLS = 999
MAX_POSITION_BYTES = 64 + MAX_SIDE_CELLS * (MAX_SIDE_CELLS + 2)


def read_position_text(path: Path | str) -> str:
    """The text of a position file; UserFileError (one line) when it cannot be used."""
    return read_text(path, MAX_POSITION_BYTES)
