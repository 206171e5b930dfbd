"""Finished games on their way to the statistics: journalled first, never lost, never twice.

A finished game's record is written to its own journal file (`storage/pending.py`)
before anything else, then to the database, which keeps one record per game id; the
journal is removed last. A write the database refuses (disk full, locked by another
copy of the game, a database that cannot be opened) leaves the record waiting, in memory
and in its journal file; every later write, and `flush`, tries again, oldest first (and
writes a journal file the disk had no room for). At quit (`quit`) a record that still has
no journal file goes to the spare folder outside the data folder, and the player is told
exactly what waits where (or, with no room anywhere, what is lost). At start a keeper adopts
the journals no living copy holds, in the data folder and the spare folder: what a crash,
a kill or a quit left waiting.
"""

from __future__ import annotations

import contextlib
import dataclasses
import uuid
from pathlib import Path

from game.i18n.note import N_, Note, PluralNote, said
from game.model import DIFFICULTIES
from game.session.replay_queue import ReplayQueue
from game.storage import GameRecord, Stats, StorageError, replays_dir, user_dir
from game.storage.atomic import clean_temporaries
from game.storage.owner import owner_notice
from game.storage.pending import (
    PENDING_DIR,
    PENDING_NAME,
    Journal,
    adopt_journals,
    convert_legacy,
    finish_journal,
    open_spare,
    pending_path,
    waiting_ids,
    write_journal,
)
from game.storage.savegame import clear_if_finished
from game.storage.spare_replays import bring_home, spare_replays_dir
from game.storage.writepoints import WritePoint, passed

MAX_GAMES_NAMED = 3
"""The games a quit line names one by one; more are counted."""


def open_keeper(stats: Stats) -> RecordKeeper:
    """The program's keeper, after repairing what a crash or kill left in the data
    folder: temporary files of dead copies removed, waiting records adopted, and a
    saved game whose game ended already removed (its journal counts, readable or not),
    and replays an earlier quit left in the spare folder brought home.
    Its `problems` hold one line each for the player (and whether another copy owns the
    unfinished game); call `flush` next."""
    for folder in (user_dir(), pending_path()):
        clean_temporaries(folder)
    with contextlib.suppress(OSError):
        clean_temporaries(replays_dir())
    keeper = RecordKeeper(stats, pending_path() if stats.path is not None else None, open_spare())
    waiting = {record.uid for record in keeper.pending} | waiting_ids(pending_path())
    cleared = clear_if_finished(lambda game_id: game_id in waiting or stats.recorded(game_id))
    if cleared:
        keeper.problems.append(cleared)
    notice = owner_notice()
    if notice:
        keeper.problems.append(notice)
    keeper.problems += bring_home()
    return keeper


class RecordKeeper:
    """The one way finished games reach the statistics database.

    `pending_dir` is the folder of journal files (None: records wait in memory only);
    a new keeper adopts the files found there (and an earlier version's
    `pending-records.json` beside it) and in `spare_dir`, where an earlier quit put the
    records the data folder had no room for.
    """

    def __init__(
        self, stats: Stats, pending_dir: Path | None = None, spare_dir: Path | None = None
    ) -> None:
        self.stats = stats
        self.pending_dir = pending_dir
        self.problems: list[str] = []
        self.waiting: list[Journal] = []
        self.refusal = ""  # why the last write was refused (the database's or the disk's)
        if pending_dir is not None:
            self.problems += convert_legacy(pending_dir.parent / PENDING_NAME, pending_dir)
            self.waiting, problems = adopt_journals(pending_dir)
            self.problems += problems
        if spare_dir is not None:
            spared, problems = adopt_journals(spare_dir)
            self.problems += problems
            known = {journal.record.uid for journal in self.waiting}
            for journal in spared:
                if journal.record.uid in known:
                    journal.close()  # the same game waits in the data folder too
                else:
                    self.waiting.append(journal)

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
                self.refusal = error.strerror or str(error)
                self.problems.append(
                    Note(N_("finished game not journalled: {detail}"), detail=self.refusal)
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
        """Try again to write the records still waiting; a one-line problem, or None.

        While the database refuses them, a record the disk had no room to journal is
        journalled now if it can be, so it outlives a crash from then on."""
        while self.waiting:
            journal = self.waiting[0]
            try:
                self.stats.record(journal.record)
            except StorageError as error:
                self.refusal = said(error)
                self._journal_the_rest()
                return self._waiting_note()
            passed(WritePoint.RECORD)
            finish_journal(journal)
            passed(WritePoint.JOURNAL_DONE)
            self.waiting.pop(0)
        return None

    def take_problems(self) -> list[str]:
        """The problems noted since the last call (journal writes), cleared."""
        problems, self.problems = self.problems, []
        return problems

    def quit(self) -> list[str]:
        """Quit: try the database a last time, put each record that has no journal file
        yet in the spare folder, give up the locks (the files stay for a later start) and
        say, one line for each place, exactly which games wait where, or are lost."""
        self.flush()
        if self.pending_dir is not None:
            self._journal_the_rest()
        unsaved = [journal for journal in self.waiting if journal.path is None]
        spare = open_spare(create=True) if unsaved else None
        for journal in unsaved:
            if spare is None:
                break
            try:
                write_journal(journal, spare)
            except OSError as error:
                self.refusal = error.strerror or str(error)
        lines = self._quit_lines()
        for journal in self.waiting:
            journal.close()
        return lines

    def _quit_lines(self) -> list[str]:
        """One line per place the waiting games are in: the data folder, the spare folder,
        nowhere (lost)."""
        places: dict[Path | None, list[GameRecord]] = {}
        for journal in self.waiting:
            folder = None if journal.path is None else journal.path.parent
            places.setdefault(folder, []).append(journal.record)
        lines: list[str] = []
        for folder, records in places.items():
            games = _games_named(records)
            if folder is None:
                lines.append(
                    PluralNote(
                        "{n} finished game could not be written anywhere ({detail}) and is"
                        " lost: {games}",
                        "{n} finished games could not be written anywhere ({detail}) and are"
                        " lost: {games}",
                        len(records),
                        detail=self.refusal,
                        games=games,
                    )
                )
                continue
            where = (
                Note(N_("waiting in {folder} until a start can add them"), folder=str(folder))
                if folder == self.pending_dir
                else Note(
                    N_(
                        "waiting in {folder}, outside the data folder (it had no room), where"
                        " the next start looks"
                    ),
                    folder=str(folder),
                )
            )
            lines.append(
                PluralNote(
                    "{n} finished game is not in the statistics ({detail}): {where}: {games}",
                    "{n} finished games are not in the statistics ({detail}): {where}: {games}",
                    len(records),
                    detail=self.refusal,
                    where=where,
                    games=games,
                )
            )
        return lines

    def _waiting_note(self) -> str:
        """What the player is told while records wait: where each is kept, truly."""
        places: dict[Path | None, int] = {}
        for journal in self.waiting:
            folder = None if journal.path is None else journal.path.parent
            places[folder] = places.get(folder, 0) + 1
        parts = []
        for folder, count in places.items():
            if folder is None:
                parts.append(
                    PluralNote(
                        "{n} game kept in memory, as the disk has no room (quitting says where"
                        " it goes)",
                        "{n} games kept in memory, as the disk has no room (quitting says where"
                        " they go)",
                        count,
                    )
                )
            else:
                shown = f"{PENDING_DIR}/" if folder == self.pending_dir else str(folder)
                parts.append(
                    PluralNote(
                        "{n} game waits in {folder}",
                        "{n} games wait in {folder}",
                        count,
                        folder=shown,
                    )
                )
        return Note(
            N_("Statistics not saved yet ({detail}): {places}; saved when possible"),
            detail=self.refusal,
            places="; ".join(parts),
        )

    def _journal_the_rest(self) -> None:
        """Write the journal files the disk refused earlier, if there is room now."""
        if self.pending_dir is None:
            return
        for journal in self.waiting:
            if journal.path is None:
                try:
                    write_journal(journal, self.pending_dir)
                except OSError:
                    return  # still no room: the others need not be tried now

    def _rewrite(self, journal: Journal) -> None:
        if self.pending_dir is None or journal.path is None:
            return
        try:
            write_journal(journal, journal.path.parent)
        except OSError as error:
            self.problems.append(
                Note(
                    N_("waiting record could not be updated: {detail}"),
                    detail=error.strerror or str(error),
                )
            )


def _games_named(records: list[GameRecord]) -> str:
    """The games in a few words each ("Normal won in 12.3 s; 40x20x150 lost after 3.0 s")."""
    named = [_game_named(record) for record in records[:MAX_GAMES_NAMED]]
    more = len(records) - len(named)
    if more:
        named.append(PluralNote("and {n} more", "and {n} more", more))
    return "; ".join(named)


def _game_named(record: GameRecord) -> str:
    known = DIFFICULTIES.get(record.difficulty)
    board = known.label if known is not None else f"{record.cols}x{record.rows}x{record.mines}"
    if record.won:
        return Note(N_("{board} won in {seconds} s"), board=board, seconds=f"{record.seconds:.1f}")
    return Note(N_("{board} lost after {seconds} s"), board=board, seconds=f"{record.seconds:.1f}")


def farewell(keeper: RecordKeeper, replays: ReplayQueue) -> list[str]:
    """What the player is told at quit of what could not be written: where each waiting
    game waits (`RecordKeeper.quit`), and where the replays the disk still refuses went:
    the spare folder, brought home at the next start, or nowhere (lost, said so)."""
    lines = keeper.quit()
    if not replays.waiting or replays.flush() is None:
        return lines
    kept = 0
    try:
        folder = spare_replays_dir(create=True)
    except OSError:
        folder = None
    if folder is not None:
        kept = replays.keep_aside(folder)
    if kept:
        lines.append(
            PluralNote(
                "{n} replay waits in {folder} until a start can add it",
                "{n} replays wait in {folder} until a start can add them",
                kept,
                folder=str(folder),
            )
        )
    if replays.waiting:
        lines.append(
            PluralNote(
                "{n} replay could not be written and is lost",
                "{n} replays could not be written and are lost",
                len(replays.waiting),
            )
        )
    return lines
