"""Finished games on their way to the statistics: journalled first, never lost, never twice.

A finished game's record is written to its own journal file (`storage/pending.py`)
before anything else, then to the database, which keeps one record per game id; the
journal is removed last. A write the database refuses (disk full, locked by another
copy of the game) leaves the record waiting, in memory and in its journal file; every
later write, and `flush`, tries again, oldest first. At start a keeper adopts the
journals no living copy holds: what a crash, a kill or a quit left waiting.
"""

from __future__ import annotations

import contextlib
import dataclasses
import uuid
from pathlib import Path

from game.i18n.note import N_, Note, PluralNote, said
from game.storage import GameRecord, Stats, StorageError, replays_dir, user_dir
from game.storage.atomic import clean_temporaries
from game.storage.owner import owner_notice
from game.storage.pending import (
    PENDING_NAME,
    Journal,
    adopt_journals,
    convert_legacy,
    finish_journal,
    pending_path,
    write_journal,
)
from game.storage.savegame import clear_if_finished
from game.storage.writepoints import WritePoint, passed


def open_keeper(stats: Stats) -> RecordKeeper:
    """The program's keeper, after repairing what a crash or kill left in the data
    folder: temporary files of dead copies removed, waiting records adopted, and a
    saved game whose game ended already removed. Its `problems` hold one line each for
    the player (and whether another copy owns the unfinished game); call `flush` next."""
    for folder in (user_dir(), pending_path()):
        clean_temporaries(folder)
    with contextlib.suppress(OSError):
        clean_temporaries(replays_dir())
    keeper = RecordKeeper(stats, pending_path() if stats.path is not None else None)
    waiting = {record.uid for record in keeper.pending}
    cleared = clear_if_finished(lambda game_id: game_id in waiting or stats.recorded(game_id))
    if cleared:
        keeper.problems.append(cleared)
    notice = owner_notice()
    if notice:
        keeper.problems.append(notice)
    return keeper


class RecordKeeper:
    """The one way finished games reach the statistics database.

    `pending_dir` is the folder of journal files (None: records wait in memory only);
    a new keeper adopts the files found there (and an earlier version's
    `pending-records.json` beside it).
    """

    def __init__(self, stats: Stats, pending_dir: Path | None = None) -> None:
        self.stats = stats
        self.pending_dir = pending_dir
        self.problems: list[str] = []
        self.waiting: list[Journal] = []
        if pending_dir is not None:
            self.problems += convert_legacy(pending_dir.parent / PENDING_NAME, pending_dir)
            self.waiting, problems = adopt_journals(pending_dir)
            self.problems += problems

    @property
    def pending(self) -> list[GameRecord]:
        """The records still waiting for the database, oldest first."""
        return [journal.record for journal in self.waiting]

    def begin(self, record: GameRecord) -> GameRecord:
        """Journal a finished game before its other files are written; the record (with
        an id, given one when it had none). A journal that cannot be written is noted in
        `problems`: the record then lives in memory until `keep`."""
        if record.uid is None:
            record = dataclasses.replace(record, uid=uuid.uuid4().hex)
        journal = Journal(record)
        if self.pending_dir is not None:
            try:
                write_journal(journal, self.pending_dir)
            except OSError as error:
                self.problems.append(
                    Note(
                        N_("finished game not journalled: {detail}"),
                        detail=error.strerror or str(error),
                    )
                )
            else:
                passed(WritePoint.JOURNAL)
        self.waiting.append(journal)
        return record

    def journalled(self, record: GameRecord) -> bool:
        """Whether `record` waits in a journal file on disk (it survives a kill)."""
        return any(j.record.uid == record.uid and j.path is not None for j in self.waiting)

    def keep(self, record: GameRecord) -> str | None:
        """Write `record` (after any still waiting); a one-line problem, or None when saved.

        A record `begin` journalled is taken as its final form (it now names its replay);
        its journal file is rewritten only when the database refuses it now."""
        journal = next((j for j in self.waiting if record.uid and j.record.uid == record.uid), None)
        if journal is None:
            record = self.begin(record)
            journal = self.waiting[-1]
        journal.record = record
        problem = self.flush()
        if problem is not None and journal.path is not None and journal.on_disk != record:
            self._rewrite(journal)
        return problem

    def flush(self) -> str | None:
        """Try again to write the records still waiting; a one-line problem, or None."""
        while self.waiting:
            journal = self.waiting[0]
            try:
                self.stats.record(journal.record)
            except StorageError as error:
                return PluralNote(
                    "Statistics not saved yet ({detail}): {n} game kept and saved when possible",
                    "Statistics not saved yet ({detail}): {n} games kept and saved when possible",
                    len(self.waiting),
                    detail=said(error),
                )
            passed(WritePoint.RECORD)
            finish_journal(journal)
            passed(WritePoint.JOURNAL_DONE)
            self.waiting.pop(0)
        return None

    def take_problems(self) -> list[str]:
        """The problems noted since the last call (journal writes), cleared."""
        problems, self.problems = self.problems, []
        return problems

    def release(self) -> None:
        """Quit: give up the locks on what still waits (the files stay for the next start)."""
        for journal in self.waiting:
            journal.close()

    def _rewrite(self, journal: Journal) -> None:
        if self.pending_dir is None or journal.path is None:
            return
        try:
            write_journal(journal, self.pending_dir)
        except OSError as error:
            self.problems.append(
                Note(
                    N_("waiting record could not be updated: {detail}"),
                    detail=error.strerror or str(error),
                )
            )
