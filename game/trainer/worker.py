"""Making more puzzles on a worker thread when the player runs low.

The window keeps drawing while the thread plays games; the front end calls
`collect()` once a frame, which never blocks. One batch at a time.
"""

from __future__ import annotations

import queue
import threading

from game.trainer.generate import generate
from game.trainer.puzzle import Puzzle

BATCH = 24


class PuzzleWorker:
    """Runs `generate` on a daemon thread and hands the puzzles over through a queue."""

    def __init__(self, batch: int = BATCH) -> None:
        self.batch = batch
        self._results: queue.Queue[list[Puzzle] | str] = queue.Queue()
        self._thread: threading.Thread | None = None
        self.problem: str | None = None

    @property
    def busy(self) -> bool:
        """True while a batch is being made."""
        return self._thread is not None and self._thread.is_alive()

    @property
    def working(self) -> bool:
        """True while a batch is being made or waits to be collected."""
        return self.busy or not self._results.empty()

    def start(self, seed: int) -> bool:
        """Start one batch (seeded); False when one is already running."""
        if self.busy:
            return False
        self._thread = threading.Thread(
            target=self._run, args=(seed,), name="puzzle-generator", daemon=True
        )
        self._thread.start()
        return True

    def _run(self, seed: int) -> None:
        try:
            self._results.put(generate(self.batch, seed=seed))
        except Exception as error:  # reported to the player, never raised into the loop
            self._results.put(f"making puzzles failed: {error}")

    def collect(self) -> list[Puzzle]:
        """Puzzles finished since the last call (never blocks)."""
        out: list[Puzzle] = []
        while True:
            try:
                item = self._results.get_nowait()
            except queue.Empty:
                return out
            if isinstance(item, str):
                self.problem = item
            else:
                out.extend(item)

    def wait(self, timeout: float) -> None:
        """Wait for the running batch (tests and the terminal trainer)."""
        if self._thread is not None:
            self._thread.join(timeout)
