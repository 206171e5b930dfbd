"""A statistics database another program holds locked: one line in the terminal, the game
goes on, and the record reaches the database once it can be written."""

from __future__ import annotations

import sqlite3

from game.model import NORMAL
from game.storage import Stats
from tests.textmode.helpers import play, seeded_board, winning_moves


def test_a_locked_database_is_one_line_and_the_record_is_written_on_the_next_start(
    _user_home,
):
    Stats.open().close()  # the database exists, as after any earlier game
    blocker = sqlite3.connect(_user_home / "stats.sqlite3", isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    board = seeded_board(seed=1)
    _, out = play(["D4", *winning_moves(board), "q"], difficulty=NORMAL)
    assert "You won!" in out and "Traceback" not in out
    lines = [line for line in out.splitlines() if line.startswith("Statistics not saved yet")]
    assert len(lines) == 1 and "waits in pending/" in lines[0]
    blocker.execute("ROLLBACK")
    blocker.close()
    assert len(list((_user_home / "pending").glob("*.json"))) == 1
    play(["q"], difficulty=None)  # the next start writes what waited
    with Stats.open() as stats:
        assert [g.won for g in stats.recent()] == [True]
    assert not list((_user_home / "pending").glob("*.json"))
