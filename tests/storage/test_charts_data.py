"""The loss cell column, the series behind the charts, and the CSV export."""

import csv
import re
import sqlite3

from game.chartdata import chart_data, histogram, moving_average
from game.i18n import Language, set_language
from game.model import Action
from game.session import FakeClock, GameSession, GameSetup, MemoryStore, Source
from game.storage import GameRecord, Stats
from game.storage.csv_export import HEADER, export_csv
from game.storage.stats import MIGRATIONS


def _game(won, seconds=50.0, loss=(None, None), difficulty="normal", size=(8, 8, 10)):
    rows, cols, mines = size
    return GameRecord(
        difficulty, rows, cols, mines, 1, won, seconds, 30, 30 if won else 5,
        loss_row=loss[0], loss_col=loss[1],
    )  # fmt: skip


def test_an_old_database_gains_the_loss_columns_with_null(_user_home):
    path = _user_home / "stats.sqlite3"
    conn = sqlite3.connect(path)
    for statement in MIGRATIONS[0]:
        conn.execute(statement)
    conn.execute(
        "INSERT INTO games (difficulty, rows, cols, mines, seed, won, seconds, three_bv,"
        " three_bv_solved, left_clicks, right_clicks, chord_clicks, effective_clicks,"
        " assisted, no_guess, first_click, finished_at) VALUES ('normal', 8, 8, 10, NULL,"
        " 0, 12.5, 20, 3, 5, 0, 0, 5, 0, 0, 'opening', '2025-01-01T00:00:00+00:00')"
    )
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    with Stats.open() as stats:
        assert stats.problems == []
        (old,) = stats.history()
        assert (old.loss_row, old.loss_col) == (None, None) and old.seconds == 12.5
        stats.record(_game(False, loss=(3, 4)))
        assert stats.history()[-1].loss_row == 3


def test_a_lost_game_records_where_the_mine_was_hit():
    layout = ("*.......", *(["........"] * 6), "......*.")
    store = MemoryStore()
    session = GameSession(GameSetup(8, 8, 2, "normal", layout=layout), FakeClock(), store)
    session.act(Source.KEYBOARD, Action.REVEAL, (0, 0))
    (record,) = store.records
    assert not record.won and (record.loss_row, record.loss_col) == (0, 0)
    session = GameSession(GameSetup(8, 8, 2, "normal", layout=layout), FakeClock(), store)
    session.act(Source.KEYBOARD, Action.REVEAL, (3, 3))
    session.act(Source.KEYBOARD, Action.REVEAL, (7, 7))
    assert str(session.status) == "won" and store.records[-1].loss_row is None


def test_moving_average_and_histogram():
    assert moving_average([2, 4, 6, 8], 2) == [2, 3, 5, 7]
    counts, span = histogram([1, 2, 2, 10], 3)
    assert counts == [3, 0, 1] and span == (1, 10)
    assert histogram([], 4) == ([0, 0, 0, 0], (0.0, 0.0))


def test_chart_data_counts_losses_where_they_happened():
    records = [_game(True, 30), _game(False, loss=(2, 3)), _game(False, loss=(2, 3))]
    records += [_game(True, 90), _game(False, loss=(0, 0), difficulty="experte", size=(16, 30, 99))]
    data = chart_data(records, "normal", [1500, 1520])
    assert data.times == [30, 90] and data.times_avg == [30, 60]
    assert data.heat_size == (8, 8) and data.heat[2][3] == 2 and sum(map(sum, data.heat)) == 2
    assert data.win_rates["normal"][-1] == 0.5 and data.win_rates["experte"] == [0.0]
    assert data.ratings == [1500, 1520]


def test_csv_export_has_one_row_per_game(tmp_path):
    records = [_game(True, 30), _game(False, loss=(2, 3))]
    path = export_csv(records, tmp_path)
    with path.open() as handle:
        rows = list(csv.reader(handle))
    assert tuple(rows[0]) == (*HEADER, "Date", "Result", "Time")
    assert len(rows) == 3
    lost = dict(zip(rows[0], rows[2], strict=True))
    assert (lost["won"], lost["loss_row"], lost["loss_col"]) == ("0", "2", "3")
    assert lost["Result"] == "lost"


def test_csv_human_columns_follow_the_language_and_the_data_columns_do_not(tmp_path):
    records = [_game(True, 30), _game(False, loss=(2, 3))]
    english = list(csv.reader(export_csv(records, tmp_path).open()))
    set_language(Language.DE)
    try:
        german = list(csv.reader(export_csv(records, tmp_path).open()))
    finally:
        set_language(Language.EN)
    width = len(HEADER)
    assert [row[:width] for row in german] == [row[:width] for row in english]
    assert german[0][width:] == ["Datum", "Ergebnis", "Zeit"]
    won = german[1][width:]
    assert won[1] == "gewonnen"
    assert "," in won[2] and won[2].endswith(" s")
    assert re.fullmatch(r"\d\d\.\d\d\.\d{4}", won[0])
    assert "." in english[1][width + 2] and re.fullmatch(r"\d{4}-\d\d-\d\d", english[1][width])
