"""Statistics database: records, best times, streaks, summaries and corrupt files."""

import dataclasses
import os
import sqlite3

import pytest

from game.model.figures import best_bbbv_per_s, record_metrics
from game.storage.stats import SCHEMA_VERSION, GameRecord, Stats, StorageError


def game(won=True, seconds=10.0, difficulty="normal", assisted=False, size=(9, 9, 10), **kw):
    rows, cols, mines = size
    kw.setdefault("finished_at", None)
    if kw["finished_at"] is None:
        del kw["finished_at"]
    return GameRecord(
        difficulty=difficulty,
        rows=rows,
        cols=cols,
        mines=mines,
        seed=kw.pop("seed", 42),
        won=won,
        seconds=seconds,
        three_bv=kw.pop("three_bv", 30),
        three_bv_solved=kw.pop("three_bv_solved", 30 if won else 12),
        assisted=assisted,
        **kw,
    )


@pytest.fixture
def stats():
    with Stats.open() as opened:
        yield opened


def test_file_is_created_in_the_user_folder_with_a_schema_version(_user_home):
    with Stats.open() as stats:
        assert stats.problems == []
        assert stats.path == _user_home / "stats.sqlite3"
    conn = sqlite3.connect(_user_home / "stats.sqlite3")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 1
    conn.close()


def test_record_round_trips_every_field(stats):
    rec = GameRecord(
        difficulty="custom",
        rows=20,
        cols=40,
        mines=150,
        seed=2**80 + 7,
        won=True,
        seconds=123.456,
        three_bv=200,
        three_bv_solved=200,
        left_clicks=250,
        right_clicks=40,
        chord_clicks=30,
        effective_clicks=220,
        assisted=False,
        no_guess=True,
        first_click="safe",
        finished_at="2025-03-01T10:00:00+00:00",
    )
    row_id = stats.record(rec)
    assert isinstance(row_id, int)
    assert stats.recent(1) == [rec]
    assert stats.best_times("custom", 20, 40, 150) == [rec]


def test_seed_none_is_kept(stats):
    rec = game(seed=None)
    stats.record(rec)
    assert stats.recent(1)[0].seed is None


def test_best_times_fastest_first_and_limited(stats):
    for seconds in (30.0, 12.5, 50.0, 12.0, 20.0):
        stats.record(game(seconds=seconds))
    stats.record(game(won=False, seconds=1.0))
    stats.record(game(seconds=5.0, difficulty="schwer", size=(16, 16, 40)))
    times = [rec.seconds for rec in stats.best_times("normal")]
    assert times == [12.0, 12.5, 20.0, 30.0, 50.0]
    assert [rec.seconds for rec in stats.best_times("normal", limit=2)] == [12.0, 12.5]
    assert [rec.seconds for rec in stats.best_times("schwer")] == [5.0]
    assert stats.best_times("experte") == []


def test_assisted_games_are_not_best_times(stats):
    stats.record(game(seconds=3.0, assisted=True))
    stats.record(game(seconds=9.0))
    assert [rec.seconds for rec in stats.best_times("normal")] == [9.0]
    summary = stats.summary("normal")
    assert summary.best_time == 9.0
    assert best_bbbv_per_s(stats.clean_wins("normal")) == pytest.approx(30 / 9.0)


def test_custom_best_times_are_per_size(stats):
    stats.record(game(seconds=10.0, difficulty="custom", size=(10, 10, 10)))
    stats.record(game(seconds=20.0, difficulty="custom", size=(20, 20, 60)))
    assert [r.seconds for r in stats.best_times("custom", 20, 20, 60)] == [20.0]
    assert [r.seconds for r in stats.best_times("custom", 10, 10, 10)] == [10.0]
    assert [r.seconds for r in stats.best_times("custom")] == [10.0, 20.0]
    assert stats.summary("custom", 20, 20, 60).played == 1


def test_streaks_in_order_skipping_assisted_games(stats):
    results = [True, True, False, True, True, True, False, True, True]
    for minute, won in enumerate(results):
        stats.record(game(won=won, finished_at=f"2025-01-01T10:{minute:02d}:00+00:00"))
    # an assisted loss does not break the streak, an assisted win does not extend it
    stats.record(game(won=False, assisted=True, finished_at="2025-01-01T10:30:00+00:00"))
    stats.record(game(won=True, assisted=True, finished_at="2025-01-01T10:31:00+00:00"))
    stats.record(game(won=True, finished_at="2025-01-01T10:32:00+00:00"))
    summary = stats.summary("normal")
    assert summary.best_streak == 3
    assert summary.current_streak == 3
    assert summary.played == 12
    assert summary.won == 9
    assert summary.win_rate == pytest.approx(9 / 12)


def test_streak_follows_finish_time_not_insertion_order(stats):
    stats.record(game(won=True, finished_at="2025-01-01T12:00:00+00:00"))
    stats.record(game(won=False, finished_at="2025-01-01T11:00:00+00:00"))
    assert stats.summary("normal").current_streak == 1
    stats.record(game(won=False, finished_at="2025-01-01T13:00:00+00:00"))
    assert stats.summary("normal").current_streak == 0
    assert stats.summary("normal").best_streak == 1


def test_summary_figures(stats):
    stats.record(game(won=True, seconds=10.0, three_bv=30))
    stats.record(game(won=True, seconds=20.0, three_bv=80, three_bv_solved=80))
    stats.record(game(won=False, seconds=4.0))
    s = stats.summary("normal")
    assert (s.played, s.won) == (3, 2)
    assert s.best_time == 10.0
    assert s.mean_time_won == pytest.approx(15.0)
    assert best_bbbv_per_s(stats.clean_wins("normal")) == pytest.approx(4.0)


def test_empty_summary(stats):
    s = stats.summary("experte")
    assert (s.played, s.won, s.win_rate, s.current_streak, s.best_streak) == (0, 0, 0.0, 0, 0)
    assert s.best_time is s.mean_time_won is None
    assert best_bbbv_per_s(stats.clean_wins("experte")) is None


def test_is_new_best(stats):
    assert stats.is_new_best("normal", 99.0)
    stats.record(game(seconds=20.0))
    stats.record(game(seconds=5.0, assisted=True))
    assert stats.is_new_best("normal", 19.9)
    assert not stats.is_new_best("normal", 20.0)
    assert not stats.is_new_best("normal", 25.0)
    assert stats.is_new_best("custom", 50.0, 5, 5, 3)


def test_recent_newest_first(stats):
    for minute in (1, 3, 2):
        stats.record(game(seconds=float(minute), finished_at=f"2025-01-01T10:0{minute}:00+00:00"))
    assert [r.seconds for r in stats.recent(2)] == [3.0, 2.0]
    assert len(stats.recent(10)) == 3


def test_data_survives_reopening():
    with Stats.open() as stats:
        stats.record(game(seconds=7.0))
    with Stats.open() as stats:
        assert [r.seconds for r in stats.best_times("normal")] == [7.0]


def test_failed_record_stores_nothing(stats, monkeypatch):
    stats.record(game(seconds=7.0))

    bad = game(seconds=8.0)
    with monkeypatch.context() as patch, pytest.raises(sqlite3.Error):
        patch.setattr(GameRecord, "_row", lambda self: ("too", "few"))
        stats.record(bad)
    stats.record(game(seconds=9.0))
    assert [r.seconds for r in stats.recent(10)] == [9.0, 7.0]


def test_figures_of_a_record_are_the_result_panels():
    # one formula: IOE is 3BV solved / all clicks (not / effective clicks, which is Thrp)
    rec = game(seconds=20.0, three_bv=40, three_bv_solved=40, effective_clicks=50)
    rec = dataclasses.replace(rec, left_clicks=40, right_clicks=15, chord_clicks=5)
    m = record_metrics(rec)
    assert m.bbbv_per_s == 2.0
    assert m.ioe == pytest.approx(40 / 60) and m.thrp == pytest.approx(0.8)
    lost = game(won=False, seconds=10.0, three_bv=40, three_bv_solved=15, effective_clicks=0)
    assert record_metrics(lost).bbbv_per_s == 1.5
    assert record_metrics(lost).ioe is None  # no click: no value, never a made-up 0
    assert record_metrics(game(seconds=0.0)).bbbv_per_s is None


@pytest.mark.parametrize(
    "change",
    [
        {"difficulty": "easy"},
        {"first_click": "middle"},
        {"seconds": -1.0},
        {"seconds": float("nan")},
        {"rows": -3},
        {"left_clicks": 1.5},
        {"finished_at": "yesterday"},
    ],
)
def test_invalid_records_are_refused(change):
    base = {
        "difficulty": "normal",
        "rows": 9,
        "cols": 9,
        "mines": 10,
        "seed": 1,
        "won": True,
        "seconds": 10.0,
        "three_bv": 20,
        "three_bv_solved": 20,
    }
    with pytest.raises(ValueError):
        GameRecord(**{**base, **change})


@pytest.mark.parametrize(
    "content",
    [os.urandom(4096), b"garbage" * 100, b"SQLite format 3\x00" + b"\xff" * 2000],
    ids=["random", "text", "bad-header"],
)
def test_corrupt_database_is_moved_aside_and_replaced(_user_home, caplog, content):
    path = _user_home / "stats.sqlite3"
    path.write_bytes(content)
    with Stats.open() as stats:
        assert len(stats.problems) == 1
        assert "stats.sqlite3" in stats.problems[0]
        assert "\n" not in stats.problems[0]
        assert stats.problems[0] in caplog.text
        stats.record(game(seconds=4.0))
        assert [r.seconds for r in stats.best_times("normal")] == [4.0]
    aside = list(_user_home.glob("stats.sqlite3.corrupt-*"))
    assert len(aside) == 1
    assert aside[0].read_bytes() == content
    with Stats.open() as again:
        assert again.problems == []
        assert len(again.recent(10)) == 1


def test_foreign_sqlite_database_is_moved_aside(_user_home):
    conn = sqlite3.connect(_user_home / "stats.sqlite3")
    conn.execute("CREATE TABLE photos (id INTEGER)")
    conn.commit()
    conn.close()
    with Stats.open() as stats:
        assert "not a Minesweeper statistics database" in stats.problems[0]
        assert stats.recent() == []
    assert list(_user_home.glob("stats.sqlite3.corrupt-*"))


def test_newer_schema_is_kept_not_moved_aside(_user_home):
    conn = sqlite3.connect(_user_home / "stats.sqlite3")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with Stats.open() as stats:
        assert "newer version" in stats.problems[0]
    assert not list(_user_home.glob("stats.sqlite3.corrupt-*"))


def test_a_database_that_cannot_be_created_keeps_games_waiting(_user_home):
    blocker = _user_home / "file"
    blocker.write_text("not a folder")
    with Stats.open(blocker / "stats.sqlite3") as stats:
        assert len(stats.problems) == 1 and "finished games wait" in stats.problems[0]
        assert stats.waiting is not None and stats.path == blocker / "stats.sqlite3"
        with pytest.raises(StorageError):  # refused, never kept in memory and lost at quit
            stats.record(game(seconds=3.0))
        assert stats.summary("normal").played == 0
        blocker.unlink()  # the folder can be made now: the next record is written
        stats.record(game(seconds=3.0))
        assert stats.waiting is None and stats.summary("normal").played == 1


def test_no_stale_wal_file_meets_the_fresh_database(_user_home):
    path = _user_home / "stats.sqlite3"
    path.write_bytes(b"junk" * 500)
    (_user_home / "stats.sqlite3-wal").write_bytes(b"old write-ahead log")
    with Stats.open() as stats:
        assert stats.problems
        stats.record(game())
    assert not (_user_home / "stats.sqlite3-wal").exists()
    with Stats.open() as stats:
        assert stats.problems == []
        assert len(stats.recent()) == 1


def test_damaged_pages_inside_a_real_database(_user_home):
    with Stats.open() as stats:
        for i in range(400):
            stats.record(game(seconds=float(i + 1)))
    path = _user_home / "stats.sqlite3"
    data = bytearray(path.read_bytes())
    assert len(data) > 12000
    data[4096:12000] = os.urandom(12000 - 4096)
    path.write_bytes(bytes(data))
    with Stats.open() as stats:
        assert len(stats.problems) == 1
        assert stats.recent() == []
    assert len(list(_user_home.glob("stats.sqlite3.corrupt-*"))) == 1
