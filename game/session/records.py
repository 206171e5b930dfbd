"""Finished games on their way to the statistics: written at once, never lost.

A write the database refuses (disk full, locked by a second copy of the game) leaves the
record waiting in memory; every later write, and `flush`, tries again, oldest first.
"""

from __future__ import annotations

from game.storage import GameRecord, Stats, StorageError


class RecordKeeper:
    """The one way finished games reach the statistics database."""

    def __init__(self, stats: Stats) -> None:
        self.stats = stats
        self.pending: list[GameRecord] = []

    def keep(self, record: GameRecord) -> str | None:
        """Write `record` (after any still waiting); a one-line problem, or None when saved."""
        self.pending.append(record)
        return self.flush()

    def flush(self) -> str | None:
        """Try again to write the records still waiting; a one-line problem, or None."""
        while self.pending:
            try:
                self.stats.record(self.pending[0])
            except StorageError as error:
                count = len(self.pending)
                games = "1 game" if count == 1 else f"{count} games"
                return f"Statistics not saved yet ({error}): {games} kept and saved when possible"
            self.pending.pop(0)
        return None
