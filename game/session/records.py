"""Finished games on their way to the statistics: written at once, never lost.

A write the database refuses (disk full, locked by a second copy of the game) leaves the
record waiting in memory; every later write, and `flush`, tries again, oldest first.
"""

from __future__ import annotations

from pathlib import Path

from game.storage import GameRecord, Stats, StorageError
from game.storage.pending import load_pending, save_pending


class RecordKeeper:
    """The one way finished games reach the statistics database.

    Records a refused write left waiting are also kept on disk (`pending_file`, None
    for none), so quitting the game never loses them; a new keeper picks them up.
    """

    def __init__(self, stats: Stats, pending_file: Path | None = None) -> None:
        self.stats = stats
        self.pending_file = pending_file
        self.problems: list[str] = []
        self.pending: list[GameRecord] = []
        if pending_file is not None:
            self.pending, self.problems = load_pending(pending_file)

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
                self._keep_on_disk()
                return f"Statistics not saved yet ({error}): {games} kept and saved when possible"
            self.pending.pop(0)
        self._keep_on_disk()
        return None

    def _keep_on_disk(self) -> None:
        if self.pending_file is None:
            return
        try:
            save_pending(self.pending, self.pending_file)
        except OSError as error:
            self.problems.append(f"waiting records could not be kept on disk: {error}")
