"""The Replays list's memory of the community's files: `replay-index.json` in the data folder.

Reading a community replay takes a child process, so what the list shows of each file is
kept here, keyed by the file's path, size and modification time (a file that changed is
read again). This module only stores plain JSON objects and knows nothing of replay
formats (`game.replay.listing` fills them):

```
{"format": "minesweeper-replay-index", "version": 1,
 "files": {"/path/replays/x.avf": {"size": 1234, "mtime_ns": 1700000000000000000,
                                   "summary": {...}}, ...}}
```
Written atomically; a damaged file is moved aside, reported once and rebuilt.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n.note import N_, Note
from game.storage.aside import set_aside
from game.storage.atomic import write_atomic
from game.storage.paths import user_dir
from game.storage.userfile import FileProblem, UserFileError, read_json

INDEX_FILE = "replay-index.json"
INDEX_FORMAT = "minesweeper-replay-index"
INDEX_VERSION = 1
MAX_INDEX_BYTES = 8 * 1024 * 1024
MAX_ENTRIES = 2000
"""The most files remembered (the newest writes win; the list shows far fewer)."""


@dataclass(frozen=True)
class Stamp:
    """What identifies one version of a file: its path, size and modification time."""

    path: str
    size: int
    mtime_ns: int

    @classmethod
    def of(cls, path: Path) -> Stamp:
        """The stamp of `path` now; OSError when it cannot be looked at."""
        info = path.stat()
        return cls(str(path), info.st_size, info.st_mtime_ns)


def index_path() -> Path:
    """Where the index lives (the data folder)."""
    return user_dir() / INDEX_FILE


def load_index(path: Path | None = None) -> tuple[dict[Stamp, dict[str, Any]], str | None]:
    """The remembered summaries by stamp, and a one-line problem when a damaged index was
    found (it is moved aside, so the problem is reported once)."""
    path = path if path is not None else index_path()
    try:
        document = read_json(path, MAX_INDEX_BYTES)
    except UserFileError as error:
        if error.kind in (FileProblem.MISSING, FileProblem.UNREADABLE):
            return {}, None
        return {}, set_aside(path, error.reason).problem
    if not isinstance(document, dict) or document.get("format") != INDEX_FORMAT:
        return {}, set_aside(path, Note(N_("is not the replay list's index"))).problem
    if document.get("version") != INDEX_VERSION:
        return {}, None  # another version's: left alone, rebuilt in memory
    files = document.get("files")
    if not isinstance(files, dict):
        return {}, set_aside(path, Note(N_("has no 'files' object"))).problem
    found: dict[Stamp, dict[str, Any]] = {}
    for name, entry in files.items():
        stamp = _stamp(name, entry)
        if stamp is None:
            damaged = Note(N_("has a damaged entry for {file}"), file=Path(str(name)).name)
            return {}, set_aside(path, damaged).problem
        found[stamp] = entry["summary"]
    return found, None


def save_index(entries: dict[Stamp, dict[str, Any]], path: Path | None = None) -> str | None:
    """Write the index atomically (at most MAX_ENTRIES, newest files first); a one-line
    problem when it cannot be written (the list still works, it reads the files again)."""
    path = path if path is not None else index_path()
    newest = sorted(entries.items(), key=lambda item: item[0].mtime_ns, reverse=True)
    files = {
        stamp.path: {"size": stamp.size, "mtime_ns": stamp.mtime_ns, "summary": summary}
        for stamp, summary in newest[:MAX_ENTRIES]
    }
    document = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "files": files}
    try:
        write_atomic(path, json.dumps(document, ensure_ascii=False, allow_nan=False) + "\n")
    except (OSError, ValueError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        return Note(N_("The replay list's index could not be saved ({detail})"), detail=str(reason))
    return None


def _stamp(name: object, entry: object) -> Stamp | None:
    if not isinstance(name, str) or not isinstance(entry, dict):
        return None
    size, mtime = entry.get("size"), entry.get("mtime_ns")
    for value in (size, mtime):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            return None
    if not isinstance(entry.get("summary"), dict):
        return None
    assert isinstance(size, int) and isinstance(mtime, int)
    return Stamp(name, size, mtime)
