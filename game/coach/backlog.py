"""The games the coach has not read yet, read in the background one after another.

The charts ask for the coach's figures over every game; a game finished before the coach
existed (or whose analysis was cut short) has no stored report. `CoachBacklog` takes
those games' replay names and runs one `CoachJob` (a child process) at a time, so the
window never waits and the machine is not flooded; each report is stored with its
replay as it arrives, and the front end picks up the new ones with `poll()` once a frame.
A replay that cannot be read is skipped (counted in `failed`). `StoredReports` reads
the reports already stored on a thread first.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterable

from game.coach.figures import coach_reports
from game.coach.job import CoachJob, JobState
from game.coach.report import CoachReport
from game.storage import GameRecord
from game.storage.replays import ReplayError, load_replay, replay_path


class CoachBacklog:
    """Replays to analyse, in order, one child at a time."""

    def __init__(self, names: Iterable[str]) -> None:
        self.waiting: deque[str] = deque(dict.fromkeys(names))
        self.job: CoachJob | None = None
        self.failed = 0
        self.done = 0
        self._name = ""

    @property
    def left(self) -> int:
        """Games still to analyse, the one being analysed included."""
        return len(self.waiting) + (self.job is not None)

    @property
    def running(self) -> bool:
        """Whether anything is still to do."""
        return self.left > 0

    def poll(self) -> list[tuple[str, CoachReport]]:
        """The reports finished since the last call (each already stored); starts the next
        game when the child is free. Never blocks."""
        finished: list[tuple[str, CoachReport]] = []
        job = self.job
        if job is not None:
            state = job.poll()
            if state is JobState.RUNNING:
                return finished
            self.job = None
            if job.report is not None:
                self.done += 1
                finished.append((self._name, job.report))
            else:
                self.failed += 1
        while self.job is None and self.waiting:
            self._start(self.waiting.popleft())
            job = self.job
            if job is not None and job.state is JobState.DONE and job.report is not None:
                self.job = None  # stored meanwhile (another screen analysed it)
                self.done += 1
                finished.append((self._name, job.report))
        return finished

    def _start(self, name: str) -> None:
        path = replay_path(name)
        if path is None or path.suffix.lower() != ".json":
            self.failed += 1
            return
        try:
            document = load_replay(path)
        except (ReplayError, ValueError):
            self.failed += 1
            return
        self._name = name
        job = CoachJob(document, name)
        if job.state in (JobState.FAILED, JobState.TOO_BIG, JobState.CANCELLED):
            self.failed += 1
            return
        self.job = job

    def cancel(self) -> None:
        """Stop the running child and forget the rest."""
        if self.job is not None:
            self.job.cancel()
            self.job = None
        self.waiting.clear()


class StoredReports:
    """The stored reports of many games (`coach_reports`), read on a thread: a few
    thousand report files take seconds, and the window must not wait for them."""

    def __init__(self, records: Iterable[GameRecord]) -> None:
        self._records = list(records)
        self._result: tuple[dict[str, CoachReport], list[str]] | None = None
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        self._result = coach_reports(self._records)

    @property
    def ready(self) -> bool:
        """Whether every report has been read."""
        return self._result is not None

    def wait(self, timeout: float) -> bool:
        """Wait up to `timeout` seconds (tests); whether ready."""
        self._thread.join(timeout)
        return self.ready

    def result(self) -> tuple[dict[str, CoachReport], list[str]]:
        """The reports by replay name and the names not read yet (empty until ready)."""
        return self._result if self._result is not None else ({}, [])
