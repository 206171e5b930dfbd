"""Reading the header of an EVF v4 file (ours or Metasweeper's) without ms-toollib.

Only what ms-toollib does not report is read here: the summary and settings bytes, the
software, and the custom metric key names, where our files keep their category. The
layout is the one `evf.py` writes (ms-toollib 1.5.20's): NUL-ended texts, a device UUID
with a 2-byte length. Anything that does not parse gives None: ms-toollib's reading of
the file stays the judge of whether it is a replay at all.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from game.replay.category import category_from_metric_names, challenge_from_metric_names
from game.session.fairness import Category

_FIXED = struct.Struct(">BBBBBHBHHI2sQQ")
_TRANSCODED = 0x08
_OFFICIAL = 0x40
_FAIR = 0x20
_NO_FLAGS = 0x10


@dataclass(frozen=True)
class EvfHeader:
    """The header facts of an EVF v4 file that ms-toollib does not give; `events_at` is
    where the event list starts."""

    summary: int
    settings: int
    rows: int
    cols: int
    mode: int
    software: str
    player: str
    metric_names: tuple[str, ...]
    events_at: int = 0

    @property
    def official(self) -> bool:
        """The file claims the game is official."""
        return bool(self.summary & _OFFICIAL)

    @property
    def fair(self) -> bool:
        """The file claims the game was fairly completed."""
        return bool(self.summary & _FAIR)

    @property
    def category(self) -> Category | None:
        """Our game's category, when the file is ours (None otherwise)."""
        return category_from_metric_names(list(self.metric_names))

    @property
    def challenge(self) -> str | None:
        """The challenge code our file names, if any."""
        return challenge_from_metric_names(list(self.metric_names))


def read_evf_header(data: bytes) -> EvfHeader | None:
    """The header of EVF v4 bytes, or None when they are not EVF v4 or do not parse."""
    try:
        return _read(data)
    except (struct.error, ValueError, IndexError, UnicodeDecodeError):
        return None


def _read(data: bytes) -> EvfHeader | None:
    if not data or data[0] != 4:
        return None
    version, summary, settings, rows, cols, _mines, _px, mode, *_rest = _FIXED.unpack_from(data)
    pos = _FIXED.size
    software, pos = _text(data, pos)
    if summary & _TRANSCODED:
        _, pos = _text(data, pos)
        _, pos = _text(data, pos)
    player, pos = _text(data, pos)
    _, pos = _text(data, pos)  # race identifier
    _, pos = _text(data, pos)  # unique identifier
    (uuid_length,) = struct.unpack_from(">H", data, pos)
    pos += 2 + uuid_length
    pos += (rows * cols + 7) // 8
    (count,) = struct.unpack_from(">H", data, pos)
    pos += 2
    names = []
    for _ in range(count):
        name, pos = _text(data, pos)
        names.append(name)
    return EvfHeader(summary, settings, rows, cols, mode, software, player, tuple(names), pos)


def _text(data: bytes, pos: int) -> tuple[str, int]:
    end = data.index(b"\0", pos)
    return data[pos:end].decode("utf-8", "replace"), end + 1
