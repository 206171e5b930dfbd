"""A statistics database that is damaged or cannot be opened: the game starts, nothing is lost.

Damaged (pages, a schema SQLite answers about in bytes that are not UTF-8): set aside once,
every game that can still be read kept in a fresh database, one line. Cannot be opened (a
folder, a FIFO, a link to /dev/zero or out of the data folder, a loop of links, no
permission): left as it is, and every record is refused (it waits with the keeper) until
the file can be written, never kept in a database in memory that quitting throws away.
"""

import os
import random
import sqlite3
import struct
from pathlib import Path

import pytest

from game.storage.stats import GameRecord, Stats, StorageError


def _game(number: int) -> GameRecord:
    won = number % 3 == 0
    return GameRecord(
        "normal", 8, 8, 10, number, won, 10.0 + number, 20, 20 if won else 5, uid=f"game-{number}"
    )


def _database(path: Path, games: int) -> None:
    with Stats.open(path) as stats:
        for number in range(games):
            stats.record(_game(number))


def damage_index_name(path: Path) -> None:
    """Change one byte of an index's name in the schema to 0xff: SQLite then answers every
    statement (PRAGMA quick_check first) with a message quoting bytes that are not UTF-8."""
    data = bytearray(path.read_bytes())
    at = data.find(b"games_by_kind")
    assert at > 0
    data[at + 5] = 0xFF
    path.write_bytes(bytes(data))


def test_a_schema_answered_in_bytes_that_are_not_utf8_is_set_aside_and_its_games_kept(
    _user_home,
):
    path = _user_home / "stats.sqlite3"
    _database(path, 40)
    damage_index_name(path)
    damaged = path.read_bytes()
    conn = sqlite3.connect(path)
    with pytest.raises(UnicodeDecodeError):  # what stopped every start
        conn.execute("PRAGMA quick_check").fetchone()
    conn.close()
    with Stats.open() as stats:
        assert len(stats.problems) == 1
        line = stats.problems[0]
        assert "\n" not in line and "stats.sqlite3.corrupt-" in line and "40 games" in line
        assert stats.waiting is None
        assert len(stats.history()) == 40
        assert sum(g.won for g in stats.history()) == 14
        stats.record(_game(100))
    aside = list(_user_home.glob("stats.sqlite3.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == damaged
    with Stats.open() as again:  # set aside once: the next start is quiet
        assert again.problems == [] and len(again.history()) == 41


def test_damaged_pages_keep_the_games_on_the_other_pages(_user_home):
    path = _user_home / "stats.sqlite3"
    _database(path, 2000)
    data = bytearray(path.read_bytes())
    page = 4096
    pages = len(data) // page
    assert pages > 20
    middle = pages // 2
    data[middle * page : (middle + 2) * page] = random.Random(33).randbytes(2 * page)
    path.write_bytes(bytes(data))
    with Stats.open() as stats:
        assert len(stats.problems) == 1 and "corrupt-" in stats.problems[0]
        kept = stats.history()
        assert 1000 < len(kept) < 2000
        assert len({g.uid for g in kept}) == len(kept)
    with Stats.open() as again:
        assert again.problems == [] and len(again.history()) == len(kept)


def _varint(value: int) -> bytes:
    """SQLite's big-endian variable-length integer (values below 2**56)."""
    groups = []
    while True:
        groups.append(value & 0x7F)
        value >>= 7
        if not value:
            break
    groups.reverse()
    return bytes([group | 0x80 for group in groups[:-1]] + [groups[-1]])


def test_a_damaged_page_that_makes_up_a_row_id_does_not_hide_the_rows_behind_it(_user_home):
    """A leaf page replaced by one holding a single row with a made-up id (10**9): the scan
    must not leap past every real row after it."""
    path = _user_home / "stats.sqlite3"
    _database(path, 2000)
    conn = sqlite3.connect(path)
    leaves = [
        number
        for (number,) in conn.execute(
            "SELECT pageno FROM dbstat WHERE name = 'games' AND pagetype = 'leaf' ORDER BY pageno"
        )
    ]
    conn.close()
    middle = leaves[len(leaves) // 2]
    record = bytes([2, 1, 7])  # a header of 2 bytes, one 8-bit integer: 7
    cell = _varint(len(record)) + _varint(10**9) + record
    page = bytearray(4096)
    page[0] = 0x0D  # a leaf page of a table
    struct.pack_into(">HHHBH", page, 1, 0, 1, 4096 - len(cell), 0, 4096 - len(cell))
    page[4096 - len(cell) :] = cell
    data = bytearray(path.read_bytes())
    data[(middle - 1) * 4096 : middle * 4096] = page
    path.write_bytes(bytes(data))
    with Stats.open() as stats:
        kept = stats.history()
    assert len(stats.problems) == 1 and "corrupt-" in stats.problems[0]
    assert 2000 - 100 < len(kept) < 2000  # one page of games lost, no more
    assert max(int(g.uid.split("-")[1]) for g in kept) == 1999


def _mode_000(path: Path, monkeypatch) -> None:
    """No permission to the database: real for a player, simulated where this test runs as
    root (root reads any file): SQLite is then told what it tells a player."""
    _database(path, 1)
    path.chmod(0)
    if os.geteuid() != 0:
        return
    real = sqlite3.connect

    def refuse(target, *args, **kwargs):
        if str(target) == str(path):
            error = sqlite3.OperationalError("unable to open database file")
            error.sqlite_errorcode = 14  # SQLITE_CANTOPEN, as SQLite gives a player
            raise error
        return real(target, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", refuse)


def _broken(kind: str, path: Path, tmp_path: Path, monkeypatch) -> None:
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "outside":
        outside = tmp_path / "elsewhere.sqlite3"
        _database(outside, 1)
        path.symlink_to(outside)
    elif kind == "loop":
        path.symlink_to(path.with_name("other"))
        path.with_name("other").symlink_to(path)
    elif kind == "mode-000":
        _mode_000(path, monkeypatch)


def _repair(kind: str, path: Path) -> None:
    if kind == "folder":
        path.rmdir()
    elif kind == "mode-000":
        path.chmod(0o600)
    else:
        path.unlink()


KINDS = ["folder", "fifo", "dev-zero", "outside", "loop", "mode-000"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_database_that_cannot_be_opened_refuses_records_until_it_can(
    kind, _user_home, tmp_path, monkeypatch
):
    path = _user_home / "stats.sqlite3"
    with monkeypatch.context() as patch:
        _broken(kind, path, tmp_path, patch)
        before = sorted(p.name for p in _user_home.iterdir())
        with Stats.open() as stats:
            assert len(stats.problems) == 1 and "\n" not in stats.problems[0]
            assert "stats.sqlite3" in stats.problems[0] and "wait" in stats.problems[0]
            assert stats.waiting is not None and stats.history() == []
            with pytest.raises(StorageError):
                stats.record(_game(1))
            with pytest.raises(StorageError):  # tried again, refused again
                stats.record(_game(2))
        assert sorted(p.name for p in _user_home.iterdir()) == before  # nothing moved aside
    _repair(kind, path)
    with Stats.open() as stats:
        stats.record(_game(3))
        assert [g.uid for g in stats.history()][-1] == "game-3"
