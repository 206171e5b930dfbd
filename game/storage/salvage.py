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
        sql = f'SELECT rowid, {chosen} FROM "{table}" WHERE rowid > ? ORDER BY rowid'
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
    whose id can be found but whose content cannot be read is stepped over the same way)."""
    rows: list[tuple[Any, ...]] = []
    last = 0  # row ids of our tables start at 1
    step = 1
    for _ in range(MAX_JUMPS):
        start = last
        try:
            for row in conn.execute(sql, (last,)):
                last = int(row[0])
                rows.append(tuple(row[1:]))
            return rows
        except _ERRORS:
            pass
        step = 1 if last > start else step * 2  # no progress: jump further this time
        found = _next_id(conn, table, last + step)
        while found is _UNREACHABLE and step < 2**62:
            step *= 2
            found = _next_id(conn, table, last + step)
        if not isinstance(found, int):
            return rows
        last = found - 1
    return rows


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
