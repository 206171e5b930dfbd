"""A statistics database that cannot grow: the real reason, and the next write works."""

import dataclasses

import pytest

from game.storage import GameRecord, Stats, StorageError

RECORD = GameRecord(
    difficulty="normal", rows=8, cols=8, mines=10, seed=None, won=True, seconds=9.5,
    three_bv=12, three_bv_solved=12, left_clicks=14, right_clicks=0, chord_clicks=0,
    effective_clicks=12, assisted=False, no_guess=False, first_click="opening",
)  # fmt: skip


def test_a_full_database_says_so_and_takes_the_next_write_when_there_is_room(tmp_path):
    with Stats.open(tmp_path / "stats.sqlite3") as stats:
        conn = stats._conn
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {pages}")
        with pytest.raises(StorageError) as refused:
            for number in range(10_000):
                stats.record(dataclasses.replace(RECORD, seconds=10.0 + number))
        assert "database or disk is full" in str(refused.value)
        assert "rollback" not in str(refused.value)
        kept = len(stats.history())
        conn.execute(f"PRAGMA max_page_count = {pages * 100}")
        stats.record(RECORD)
        assert len(stats.history()) == kept + 1
