"""stats.sqlite3: unreadable rows are skipped and reported once; a newer database is kept."""

import sqlite3

import pygame
import pytest

from game.scenes.navigation import open_stats
from game.storage import GameRecord, Stats
from game.storage.stats import SCHEMA_VERSION


def _good(seconds: float) -> GameRecord:
    return GameRecord("normal", 8, 8, 10, 1, True, seconds, 10, 10, 10, 0, 0, 10)


BAD_ROWS = [
    ("finished-yesterday", "finished_at = 'yesterday'"),
    ("seconds-fast", "seconds = 'fast'"),
    ("seed-abc", "seed = 'abc'"),
    ("seed-5000-digits", "seed = '" + "9" * 5000 + "'"),
    ("negative-clicks", "left_clicks = -5"),
    ("unknown-first-click", "first_click = 'sideways'"),
    ("seconds-blob", "seconds = x'00ff'"),
]


def _damage(path, change: str) -> None:
    with Stats.open(path) as stats:
        stats.record(_good(1.0))  # the best time: the row that gets damaged
        stats.record(_good(30.0))
    conn = sqlite3.connect(path)
    conn.execute(f"UPDATE games SET {change} WHERE seconds = 1.0")
    conn.commit()
    conn.close()


@pytest.mark.parametrize(("name", "change"), BAD_ROWS, ids=[c[0] for c in BAD_ROWS])
def test_bad_row_is_skipped_and_reported_once(_user_home, name, change):
    path = _user_home / "stats.sqlite3"
    _damage(path, change)
    with Stats.open(path) as stats:
        assert [g.seconds for g in stats.best_times("normal")] == [30.0]
        assert stats.summary("normal").played == 1
        assert stats.is_new_best("normal", 20.0)
        stats.summary("normal")
        stats.recent()
        bad = [p for p in stats.problems if "unreadable" in p]
        assert len(bad) == 1 and "\n" not in bad[0] and len(bad[0]) <= 200
    assert not list(_user_home.glob("stats.sqlite3.corrupt-*"))  # the player's data stays
    with Stats.open(path) as again:  # the next start: skipped again, not reported again
        assert [g.seconds for g in again.best_times("normal")] == [30.0]
        assert again.problems == []


@pytest.mark.parametrize(("name", "change"), BAD_ROWS[:5], ids=[c[0] for c in BAD_ROWS[:5]])
def test_statistics_screen_and_a_win_survive_a_bad_best_row(game_factory, _user_home, name, change):
    _damage(_user_home / "stats.sqlite3", change)
    game = game_factory("--difficulty", "normal", "--seed", "1")
    play = game.top
    game.click_cell(4, 4)
    for cell in [c for c in play.board.cells if not c.mine and not c.open]:
        game.click_cell(cell.row, cell.col)
    assert play.board.status == "won"
    game.frames(3)
    open_stats(game.ctx)
    game.frames(2)
    assert type(game.top).__name__ == "StatsScene"
    game.key(pygame.K_RIGHT, frames=2)


def test_a_newer_database_is_opened_read_only_and_never_moved(_user_home):
    path = _user_home / "stats.sqlite3"
    with Stats.open(path) as stats:
        stats.record(_good(7.0))
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.execute("ALTER TABLE games ADD COLUMN future TEXT")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with Stats.open(path) as stats:
        assert stats.read_only
        assert len(stats.problems) == 1 and "newer version" in stats.problems[0]
        assert "read-only" in stats.problems[0]
        assert [g.seconds for g in stats.best_times("normal")] == [7.0]
        with pytest.raises(sqlite3.OperationalError):
            stats.record(_good(3.0))
    assert path.read_bytes() == before
    assert not list(_user_home.glob("stats.sqlite3.corrupt-*"))
    with Stats.open(path) as again:  # the next start: still read-only, not reported again
        assert again.read_only and again.problems == []


def test_the_game_starts_with_a_newer_database(game_factory, _user_home):
    path = _user_home / "stats.sqlite3"
    with Stats.open(path) as stats:
        stats.record(_good(7.0))
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.commit()
    conn.close()
    game = game_factory()
    assert type(game.top).__name__ == "TitleScene"
    assert any("newer version" in p for p in game.ctx.problems)
    assert game.ctx.stats.summary("normal").played == 1
    assert path.exists() and not list(_user_home.glob("stats.sqlite3.corrupt-*"))
