"""Named points between the writes that end a game, where a test can kill the process.

The end of a game writes several files in a fixed order (see `session/store.py`). To
prove that a crash between any two of them loses nothing and counts nothing twice,
a test sets `MINESWEEPER_KILL_AT=<point>` and the process kills itself with SIGKILL
right after that write, deterministically, instead of relying on timing. Without the
variable (always, for players) `passed` does nothing.
"""

from __future__ import annotations

import enum
import os
import signal

KILL_ENV = "MINESWEEPER_KILL_AT"


class WritePoint(enum.StrEnum):
    """The writes that end a game, in the order they happen."""

    JOURNAL_TEMP = "journal-temp"  # the record's journal file written, not yet named
    JOURNAL = "journal"  # pending/<id>.json names the finished game
    SAVEGAME_CLEARED = "savegame-cleared"  # the finished game's saved copy removed
    REPLAY_TEMP = "replay-temp"  # the replay's temporary file written, not yet named
    REPLAY = "replay"  # replays/replay-*.json claimed and written
    EVF = "evf"  # the EVF copy (and its side file) beside it
    RECORD = "record"  # the statistics database holds the record
    JOURNAL_DONE = "journal-done"  # the journal file removed


def passed(point: WritePoint) -> None:
    """Called right after `point`'s write: SIGKILL this process when a test asks for it."""
    if os.environ.get(KILL_ENV) == point.value:
        os.kill(os.getpid(), getattr(signal, "SIGKILL", signal.SIGTERM))
