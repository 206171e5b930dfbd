"""The saved game's journal: what happened since `savegame.json` was last written whole.

Writing the whole saved game after every move costs time in proportion to the game's
length; a move must cost the same at any length. So the saved game is two files:

```
savegame.json      the game as of its last full write (atomic, fsynced): at the first
                   move, at pause, when the player leaves
savegame.journal   {"game_id": ID, "inputs": N}      the saved game it continues
                   [time_ms, mouse, x, y, source, action]   one line per new input
                   {"assisted": true}                       a changed field of the game
```

A move appends its lines with one `write` on a file opened for appending (the first one
creates the journal): what a `write` handed to the system survives the program being
killed at any instant (kill -9), and a line cut short by a power cut is ignored with
everything after it. A full write replaces the saved game first and then removes the
journal; a journal that names another game, or another count of inputs than the saved
game holds, is stale (a full write was interrupted between the two files) and ignored.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

JOURNAL_SUFFIX = ".journal"
MAX_JOURNAL_BYTES = 256 * 1024 * 1024
CHANGEABLE = frozenset({"assisted", "layout"})
"""The fields of a saved game a journal may change (the rest are fixed for a game)."""


def journal_path(saved: Path) -> Path:
    """The journal beside a saved game file."""
    return saved.with_suffix(JOURNAL_SUFFIX)


def journal_header(document: Mapping[str, Any]) -> dict[str, Any] | None:
    """The first line of a journal continuing `document` (None: it has no inputs)."""
    inputs = document.get("inputs")
    if not isinstance(inputs, list):
        return None
    return {"game_id": document.get("game_id"), "inputs": len(inputs)}


def append_journal(
    saved: Path,
    header: Mapping[str, Any],
    rows: Iterable[list[Any]],
    changes: Mapping[str, Any] | None = None,
) -> None:
    """Append `changes` (fields of the game) and `rows` (new inputs) in one write; a new
    journal begins with `header` (`journal_header` of the game last written whole).

    FileNotFoundError when there is no saved game to add to (it was removed): the caller
    writes the game whole instead. Other OSError goes on."""
    lines = []
    if changes:
        lines.append(_line(dict(changes)))
    lines += [_line(row) for row in rows]
    if not lines:
        return
    if not saved.exists():
        raise FileNotFoundError(f"{saved.name}: no saved game to add to")
    fd = os.open(journal_path(saved), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        if os.fstat(fd).st_size == 0:
            lines.insert(0, _line(dict(header)))
        data = ("\n".join(lines) + "\n").encode("utf-8")
        written = os.write(fd, data)
        while written < len(data):  # a short write (a signal, a full disk) goes on or fails
            written += os.write(fd, data[written:])
    finally:
        os.close(fd)


def with_journal(saved: Path, document: dict[str, Any]) -> dict[str, Any]:
    """`document` (read from `saved`) with its journal applied: the game as it stands
    now. A missing, stale or unreadable journal changes nothing; a damaged line ends
    what is applied (the lines before it hold)."""
    inputs = document.get("inputs")
    if not isinstance(inputs, list):
        return document
    try:
        with journal_path(saved).open("rb") as handle:
            data = handle.read(MAX_JOURNAL_BYTES)
    except OSError:
        return document
    lines = data.split(b"\n")
    lines.pop()  # what follows the last line end: empty, or a line cut short
    if not lines or _header(lines[0]) != (document.get("game_id"), len(inputs)):
        return document
    merged = dict(document)
    added = list(inputs)
    for line in lines[1:]:
        try:
            value = json.loads(line)
        except ValueError:
            break
        if isinstance(value, list):
            added.append(value)
        elif isinstance(value, dict) and set(value) <= CHANGEABLE:
            merged.update(value)
        else:
            break
    merged["inputs"] = added
    return merged


def remove_journal(saved: Path) -> None:
    """Remove the journal beside `saved` (the saved game was written whole, or went);
    OSError goes on."""
    journal_path(saved).unlink(missing_ok=True)


def _line(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _header(line: bytes) -> tuple[object, object] | None:
    with contextlib.suppress(ValueError):
        value = json.loads(line)
        if isinstance(value, dict):
            return value.get("game_id"), value.get("inputs")
    return None
