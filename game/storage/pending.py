"""Finished games the statistics database refused, kept on disk until it takes them.

A write can fail (disk full, the database locked by another copy of the game); the
records wait in `pending-records.json` (written atomically) so that closing the game
never loses them, and the next start writes them.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from game.storage.atomic import move_aside, write_atomic
from game.storage.paths import user_dir
from game.storage.stats import GameRecord

PENDING_NAME = "pending-records.json"
MAX_PENDING_BYTES = 16 * 1024 * 1024


def pending_path() -> Path:
    """Where waiting records are kept."""
    return user_dir() / PENDING_NAME


def save_pending(records: list[GameRecord], path: Path | None = None) -> None:
    """Keep `records` (replacing the file; an empty list removes it). OSError goes on."""
    path = path if path is not None else pending_path()
    if not records:
        path.unlink(missing_ok=True)
        return
    rows = [dataclasses.asdict(record) for record in records]
    write_atomic(path, json.dumps(rows, separators=(",", ":")) + "\n")


def load_pending(path: Path | None = None) -> tuple[list[GameRecord], list[str]]:
    """The waiting records, and one line per problem (a damaged file is set aside)."""
    path = path if path is not None else pending_path()
    try:
        if not path.is_file():
            return [], []
        if path.stat().st_size > MAX_PENDING_BYTES:
            raise ValueError("too large")
        rows: Any = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(rows, list):
            raise ValueError("not a list")
        return [GameRecord(**row) for row in rows], []
    except (OSError, ValueError, TypeError, RecursionError) as error:
        try:
            moved = move_aside(path)
        except OSError:
            return [], [f"{path.name} cannot be read ({error})"]
        return [], [f"{path.name} is damaged ({error}); moved it to {moved.name}"]
