"""Reading what can still be read from a damaged SQLite database (set aside, never changed).

SQLite's own `.recover` lives in its command-line shell, not in Python, so this reads the
way it does, row by row: the file is opened read-only and immutable (no lock, no journal, no
write), its schema may be broken (`writable_schema` lets SQLite read a table whose index or
name is damaged), text that is not UTF-8 is read with replacement characters, and a damaged
page stops only the rows on it: the scan jumps ahead by row id past it and goes on.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

MAX_JUMPS = 256
"""Probes past damaged pages before giving up on the rest of the table."""

_ERRORS = (sqlite3.Error, UnicodeDecodeError, ValueError, OverflowError)
"""What a damaged file can raise while it is read (a non-UTF-8 message is UnicodeDecodeError)."""


def salvage_rows(path: Path, table: str, columns: Sequence[str]) -> list[tuple[Any, ...]]:
    """The rows of `table` in the database file `path` that can be read, in row-id order:
    one tuple per row holding `columns` (None for a column the table does not have).
    An empty list when nothing can be read (no such table, not a database at all)."""
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    except (*_ERRORS, OSError):
        return []
    try:
        conn.text_factory = _lenient_text
        with contextlib.suppress(*_ERRORS):
            conn.execute("PRAGMA writable_schema = ON")
        present = _columns_of(conn, table)
        if not present:
            return []
        chosen = ", ".join(name if name in present else "NULL" for name in columns)
        sql = f'SELECT rowid, {chosen} FROM "{table}" WHERE rowid >= ? ORDER BY rowid'
        return _scan(conn, table, sql)
    finally:
        conn.close()


def _lenient_text(raw: bytes) -> str:
    return raw.decode("utf-8", "replace")


def _columns_of(conn: sqlite3.Connection, table: str) -> set[str]:
    try:
        return {str(row[1]) for row in conn.execute(f'PRAGMA table_info("{table}")')}
    except _ERRORS:
        return set()


def _scan(conn: sqlite3.Connection, table: str, sql: str) -> list[tuple[Any, ...]]:
    """Every readable row; after a damaged page, the next row id that can be reached (a row
    whose id can be found but whose content cannot be read is stepped over the same way).
    A damaged page can also read as rows with made-up ids: an id past the table's last one
    (found on the path to the last page, apart from the damage) or out of order ends the scan
    there like an error, so it never leaps over the good rows behind it."""
    rows: list[tuple[Any, ...]] = []
    top = _last_id(conn, table)
    last = 0  # row ids of our tables start at 1
    begin = 1  # where the next scan starts (a probe's answer after a damaged page)
    step = 1
    for _ in range(MAX_JUMPS):
        start = last
        try:
            for row in conn.execute(sql, (begin,)):
                row_id = int(row[0])
                if row_id <= last or (top is not None and row_id > top):
                    break
                last = row_id
                rows.append(tuple(row[1:]))
            else:
                if top is None or last >= top:  # the end (a damaged page can end it early)
                    return rows
        except _ERRORS:
            pass
        step = 1 if last > start else step * 2  # no progress: jump further this time
        probe = last + step if top is None else min(last + step, top)
        found = _next_id(conn, table, probe)
        while _made_up(found, last, top) and step < 2**62 and (top is None or probe < top):
            step *= 2
            probe = last + step if top is None else min(last + step, top)
            found = _next_id(conn, table, probe)
        if not isinstance(found, int) or _made_up(found, last, top):
            return rows
        begin = _back_to_the_damage(conn, table, last, probe, found, top)
    return rows


def _back_to_the_damage(
    conn: sqlite3.Connection, table: str, last: int, probe: int, found: int, top: int | None
) -> int:
    """The first row id that can be reached after `last`: a probe from `probe` reached
    `found`, so halve the way back towards `last` while probes still land past the damage
    (rows just behind a damaged page are not skipped)."""
    low, high = last + 1, probe
    while low < high:
        middle = (low + high) // 2
        answer = _next_id(conn, table, middle)
        if isinstance(answer, int) and not _made_up(answer, last, top):
            high, found = middle, answer
        else:
            low = middle + 1
    return found


def _made_up(found: int | object | None, last: int, top: int | None) -> bool:
    """Whether a probe's answer cannot be a real next row: unreachable, an id a damaged page
    made up (not after `last`, or past the table's last id `top`), or an end of the table
    before `top`."""
    if found is _UNREACHABLE:
        return True
    if found is None:  # the table ends here, unless its last id says otherwise
        return top is not None and last < top
    return isinstance(found, int) and (found <= last or (top is not None and found > top))


def _last_id(conn: sqlite3.Connection, table: str) -> int | None:
    """The table's largest row id (None when it cannot be read)."""
    try:
        found = conn.execute(f'SELECT max(rowid) FROM "{table}"').fetchone()
    except _ERRORS:
        return None
    return None if found is None or found[0] is None else int(found[0])


_UNREACHABLE = object()


def _next_id(conn: sqlite3.Connection, table: str, at_least: int) -> int | object | None:
    """The first row id from `at_least` on (None: there is none; _UNREACHABLE: damaged)."""
    try:
        found = conn.execute(
            f'SELECT rowid FROM "{table}" WHERE rowid >= ? ORDER BY rowid LIMIT 1', (at_least,)
        ).fetchone()
    except _ERRORS:
        return _UNREACHABLE
    return None if found is None else int(found[0])
