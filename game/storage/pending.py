"""Finished games on their way to the statistics database: one journal file per game.

Before anything else of a finished game is written, its record goes to
`pending/<game id>.json` (written atomically, then locked by the copy of the game that
wrote it). The record reaches the database (which keeps one record per game id), and
only then is the file removed. So a record is never lost (a kill, a full disk or a
locked database leave the file) and never counted twice (the id). A copy of the game
never touches another living copy's files: the lock, dropped by the system when a copy
ends however it ends, tells them apart; at start a copy adopts the files no one holds.

The single `pending-records.json` of earlier versions is read once through the guarded
reader, turned into journal files (with ids derived from its content, so two copies
converting it at once still store each record once) and removed.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n.note import N_, Note, said
from game.storage import filelock
from game.storage.aside import set_aside
from game.storage.atomic import TEMP_SUFFIX, sync_folder
from game.storage.notices import first_time
from game.storage.paths import configured_dir, user_dir
from game.storage.replays import find_replay_of
from game.storage.stats import GameRecord
from game.storage.userfile import FileProblem, UserFileError, one_line, read_json
from game.storage.writepoints import WritePoint, passed

PENDING_DIR = "pending"
PENDING_NAME = "pending-records.json"  # the earlier single file
MAX_PENDING_BYTES = 16 * 1024 * 1024
MAX_JOURNAL_BYTES = 64 * 1024
MAX_PENDING_DEPTH = 4
MAX_INTEGER = 2**63 - 1  # what SQLite can store
JOURNAL_SUFFIX = ".json"


def pending_path() -> Path:
    """The folder of journal files (created when first written)."""
    return user_dir() / PENDING_DIR


def spare_path() -> Path:
    """Where finished games go at quit when the data folder has no room even for their
    journal files: a private folder of this user's in the system's temporary folder (most
    often another disk, or memory), one per data folder. Every start looks there too."""
    owner = str(os.getuid()) if hasattr(os, "getuid") else "user"
    wanted = str(configured_dir()).encode("utf-8", "surrogatepass")
    digest = hashlib.sha256(wanted).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"minesweeper-{owner}" / f"waiting-{digest}"


def open_spare(create: bool = False) -> Path | None:
    """The spare folder (made private when `create` and missing), or None when it is missing
    or is not this user's alone (another user could have put records there)."""
    folder = spare_path()
    try:
        for part in (folder.parent, folder):
            if create:
                part.mkdir(mode=0o700, exist_ok=True)
            info = os.lstat(part)
            if not stat.S_ISDIR(info.st_mode) or info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
                return None
            if hasattr(os, "getuid") and info.st_uid != os.getuid():
                return None
    except OSError:
        return None
    return folder


def legacy_pending_path() -> Path:
    """The single file earlier versions kept waiting records in."""
    return user_dir() / PENDING_NAME


@dataclass
class Journal:
    """One finished game's record, kept on disk until the database holds it.

    `fd` holds the lock on `path` while this copy of the game works on it; `path` is
    None when the journal could not be written (the record then waits in memory only).
    """

    record: GameRecord
    path: Path | None = None
    fd: int | None = None
    on_disk: GameRecord | None = None

    def close(self) -> None:
        """Give up the lock (the file stays for a later start)."""
        if self.fd is not None:
            filelock.release(self.fd)
            self.fd = None


def record_from_json(row: Any) -> GameRecord:
    """A record written by `record_to_json`; ValueError (one line) for anything else,
    including numbers SQLite cannot store."""
    if not isinstance(row, dict):
        raise ValueError("a record must be a JSON object")
    for name, value in row.items():
        if isinstance(value, int) and not -MAX_INTEGER <= value <= MAX_INTEGER:
            raise ValueError(f"'{one_line(str(name), 40)}' is too large a number")
    try:
        return GameRecord(**row)
    except TypeError as error:
        raise ValueError(f"not a game record ({one_line(str(error), 80)})") from None


def record_to_json(record: GameRecord) -> dict[str, Any]:
    """The JSON object `record_from_json` reads back."""
    return dataclasses.asdict(record)


def write_journal(journal: Journal, folder: Path) -> None:
    """Write (or rewrite) `journal`'s file in `folder`, locked by this process before it
    gets its name, so no other copy can adopt it in between. OSError goes on (the
    journal then keeps its earlier file, if any)."""
    record = journal.record
    assert record.uid is not None
    folder.mkdir(exist_ok=True)
    target = folder / f"{record.uid}{JOURNAL_SUFFIX}"
    payload = (json.dumps(record_to_json(record), separators=(",", ":")) + "\n").encode()
    prefix = f".{target.name}.{os.getpid()}."
    fd, temp_name = tempfile.mkstemp(dir=folder, prefix=prefix, suffix=TEMP_SUFFIX)
    try:
        os.write(fd, payload)
        os.fsync(fd)
        if not filelock.try_lock(fd):  # pragma: no cover - a fresh file no one else knows
            raise OSError(f"cannot lock {target.name}")
        passed(WritePoint.JOURNAL_TEMP)
        os.replace(temp_name, target)
    except BaseException:
        filelock.release(fd)
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    sync_folder(folder)
    journal.close()
    journal.path, journal.fd, journal.on_disk = target, fd, record


def finish_journal(journal: Journal) -> None:
    """The database holds the record: remove its file (then drop the lock)."""
    if journal.path is not None:
        with contextlib.suppress(OSError):
            journal.path.unlink()
            sync_folder(journal.path.parent)
    journal.close()
    journal.path = None


def adopt_journals(folder: Path) -> tuple[list[Journal], list[str]]:
    """The journal files no living copy holds, now locked by this one (oldest first),
    and one line per damaged file (set aside). A record whose replay was written but
    not yet named in it (a crash in between) gets its replay back."""
    journals: list[Journal] = []
    problems: list[str] = []
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return journals, problems
    found: list[tuple[int, Journal]] = []
    for name in names:
        if not name.endswith(JOURNAL_SUFFIX) or name.startswith("."):
            continue
        journal, problem = _adopt(folder / name)
        if problem:
            problems.append(problem)
        if journal is not None and journal.path is not None:
            try:
                found.append((journal.path.stat().st_mtime_ns, journal))
            except OSError:
                journal.close()
    found.sort(key=lambda item: item[0])
    journals = [journal for _, journal in found]
    return journals, problems


def waiting_ids(folder: Path) -> set[str]:
    """The game ids of every journal file in `folder`, readable or not (its name is the id):
    a finished game whose journal cannot be read now is still finished."""
    try:
        names = os.listdir(folder)
    except OSError:
        return set()
    return {
        name.removesuffix(JOURNAL_SUFFIX)
        for name in names
        if name.endswith(JOURNAL_SUFFIX) and not name.startswith(".")
    }


def _adopt(path: Path) -> tuple[Journal | None, str | None]:
    try:
        fd = filelock.lock_path(path)
    except FileNotFoundError:
        return None, None
    except OSError as error:  # no permission: the game waits there until it can be read
        problem = Note(
            N_(
                "{file} cannot be read ({detail}); its finished game waits there and is"
                " added to the statistics once it can be read"
            ),
            file=f"{path.parent.name}/{path.name}",
            detail=error.strerror or str(error),
        )
        return None, problem if first_time(f"journal:{path.resolve()}:{error.errno}") else None
    if fd is None:
        return None, None  # another copy of the game is writing this record now
    try:
        if os.fstat(fd).st_nlink == 0:  # removed by the copy that held it
            filelock.release(fd)
            return None, None
        row = read_json(path, MAX_JOURNAL_BYTES, MAX_PENDING_DEPTH)
        record = record_from_json(row)
        if record.uid is None or f"{record.uid}{JOURNAL_SUFFIX}" != path.name:
            raise ValueError("does not match its file name")
    except UserFileError as error:
        filelock.release(fd)
        if error.kind is FileProblem.MISSING:
            return None, None
        return None, set_aside(path, error.reason, in_folder=True).problem
    except ValueError as error:
        filelock.release(fd)
        return None, set_aside(path, _damaged(error), in_folder=True).problem
    if record.replay is None:
        try:
            since = os.fstat(fd).st_mtime - 5.0
        except OSError:
            since = 0.0
        replay = find_replay_of(record.uid, since)
        if replay is not None:
            record = dataclasses.replace(record, replay=replay)
    return Journal(record, path, fd, record), None


def _damaged(error: BaseException) -> Note:
    return Note(N_("is damaged ({detail})"), detail=one_line(said(error), 80))


def convert_legacy(path: Path, folder: Path) -> list[str]:
    """Turn an earlier version's `pending-records.json` into journal files (not locked:
    `adopt_journals` takes them next) and remove it; one line per problem."""
    try:
        rows: Any = read_json(path, MAX_PENDING_BYTES, MAX_PENDING_DEPTH)
        if not isinstance(rows, list):
            raise ValueError("does not hold a list of records")
        records = [record_from_json(row) for row in rows]
    except UserFileError as error:
        if error.kind is FileProblem.MISSING:
            return []
        if error.kind is FileProblem.UNREADABLE:
            return [error.note]
        return set_aside(path, error.reason, in_folder=True).problems
    except ValueError as error:
        return set_aside(path, _damaged(error), in_folder=True).problems
    for number, record in enumerate(records):
        if record.uid is None:
            digest = hashlib.sha256(json.dumps(rows[number], sort_keys=True).encode())
            record = dataclasses.replace(record, uid=f"{digest.hexdigest()[:24]}{number}")
        journal = Journal(record)
        try:
            write_journal(journal, folder)
        except OSError as error:
            detail = one_line(error.strerror or str(error), 80)
            return [
                Note(N_("{file} could not be converted ({detail})"), file=path.name, detail=detail)
            ]
        journal.close()
    with contextlib.suppress(OSError):
        path.unlink()
    return []
