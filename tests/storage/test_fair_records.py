"""Best times per category (first-click rule, no-guess, NF) and the appended migration."""

from __future__ import annotations

import sqlite3

from game.storage.stats import MIGRATIONS, SCHEMA_VERSION, Category, GameRecord, Stats


def _win(seconds, **kw):
    return GameRecord("normal", 8, 8, 10, None, True, seconds, 20, 20, **kw)


def test_best_times_are_kept_per_category(_user_home):
    with Stats.open() as stats:
        stats.record(_win(9.0, no_flags=True, replay="replay-a.json"))
        stats.record(_win(7.0))
        stats.record(_win(5.0, first_click="safe"))
        stats.record(_win(4.0, no_guess=True))
        stats.record(_win(3.0, assisted=True, excluded="seeded"))
        opening = stats.best_times("normal", category=Category("opening"))
        assert [r.seconds for r in opening] == [7.0, 9.0]
        nf = stats.best_times("normal", category=Category("opening", no_flags=True))
        assert [(r.seconds, r.replay) for r in nf] == [(9.0, "replay-a.json")]
        assert [r.seconds for r in stats.best_times("normal", category=Category("safe"))] == [5.0]
        no_guess = stats.best_times("normal", category=Category("opening", no_guess=True))
        assert [r.seconds for r in no_guess] == [4.0]
        assert stats.is_new_best("normal", 6.0, category=Category("safe")) is False
        assert stats.is_new_best("normal", 6.0, category=Category("opening")) is True
        assert stats.recent(1)[0].excluded == "seeded"


def test_an_older_database_gains_the_new_columns_and_keeps_its_games(_user_home):
    path = _user_home / "stats.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    for statements in MIGRATIONS[:2]:  # the schema before fair records
        for statement in statements:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 2")
    conn.execute(
        "INSERT INTO games (difficulty, rows, cols, mines, won, seconds, three_bv, "
        "three_bv_solved, left_clicks, right_clicks, chord_clicks, effective_clicks, "
        "assisted, no_guess, first_click, finished_at) VALUES "
        "('normal', 8, 8, 10, 1, 12.5, 20, 20, 20, 0, 0, 20, 0, 0, 'opening', "
        "'2025-01-01T00:00:00+00:00')"
    )
    conn.close()
    with Stats.open() as stats:
        assert stats.problems == []
        [old] = stats.best_times("normal")
        assert (old.seconds, old.no_flags, old.replay, old.excluded) == (12.5, False, None, None)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 3
    conn.close()
