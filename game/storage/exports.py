"""Exported positions: `.mine` text files in `<user dir>/exports/`, named by time."""

from __future__ import annotations

from pathlib import Path

from game.storage.atomic import write_atomic
from game.storage.paths import exports_dir, timestamp, unique_path

POSITION_SUFFIX = ".mine"


def export_position(text: str) -> Path:
    """Write a position text unchanged to a new `position-YYYYmmdd-HHMMSS.mine`; returns its path.

    A second export within the same second gets `-2`, `-3`, ... so nothing
    is overwritten.
    """
    path = unique_path(exports_dir(), f"position-{timestamp()}", POSITION_SUFFIX)
    write_atomic(path, text)
    return path
