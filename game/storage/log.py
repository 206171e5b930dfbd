"""Logging for the whole game: a small rotating file plus one-line warnings on stderr.

Modules log with `logging.getLogger(__name__)`; `setup_logging` (called once
by the app) attaches the handlers to the root logger. A problem that must be
"reported once" (a corrupt file moved aside, no sound device, a bad user skin)
is logged as a WARNING: it lands in `<user dir>/minesweeper.log` and as one
line `minesweeper: <message>` on stderr. `warn_once` drops repeats.
An unusable data folder is one such warning (see `paths.open_data_folder`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TextIO

from game.i18n.note import N_, Note
from game.storage.aside import set_aside
from game.storage.paths import data_folder_notice, log_path

STDERR_PREFIX = "minesweeper"
LOG_MAX_BYTES = 256 * 1024
LOG_BACKUPS = 2
FILE_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_installed: list[logging.Handler] = []
_config: tuple[str, bool] | None = None
_warned: set[str] = set()


class _OneLineFormatter(logging.Formatter):
    """`minesweeper: <message>` on a single line, without tracebacks."""

    def format(self, record: logging.LogRecord) -> str:
        text = " ".join(record.getMessage().split("\n"))
        return f"{STDERR_PREFIX}: {text}"


class _StderrHandler(logging.StreamHandler[TextIO]):
    """Writes to whatever `sys.stderr` is at the time of each record.

    Tests swap `sys.stderr`; a windowed program on Windows has none at all, and then
    the record is only in the log file.
    """

    def __init__(self) -> None:
        super().__init__(sys.stderr)

    def emit(self, record: logging.LogRecord) -> None:
        """Write the record to the current stderr, if there is one."""
        if sys.stderr is None:
            return
        self.stream = sys.stderr
        super().emit(record)


class _LogFile(RotatingFileHandler):
    """The log file. A write it refuses (a full disk, a folder gone) is said once on stderr
    in one line, never as logging's "--- Logging error ---" traceback, and the game goes on;
    later records are still tried (the disk may have room again)."""

    refused = False

    def handleError(self, record: logging.LogRecord | None) -> None:
        """One line the first time a record cannot be written; nothing after that."""
        if self.refused:
            return
        self.refused = True
        error = sys.exc_info()[1]
        detail = getattr(error, "strerror", None) or str(error) or type(error).__name__
        line = Note(
            N_("the log file {file} cannot be written ({detail}); the game goes on"),
            file=Path(self.baseFilename).name,
            detail=detail,
        )
        with contextlib.suppress(OSError, ValueError, AttributeError):
            sys.stderr.write(f"{STDERR_PREFIX}: {line.shown()}\n")
            sys.stderr.flush()

    def flush(self) -> None:
        """Flush; a full disk's refusal is said as above."""
        try:
            super().flush()
        except OSError:
            self.handleError(None)

    def close(self) -> None:
        """Close; what a full disk refuses of the last records is said as above."""
        try:
            super().close()
        except OSError:
            self.handleError(None)


def setup_logging(verbose: bool = False) -> None:
    """Send log records to the user's log file and WARNINGs (INFO if verbose) to stderr.

    Idempotent: calling it again with the same user folder and verbosity does
    nothing; otherwise the handlers installed earlier are replaced, never
    duplicated. If the log file cannot be opened, stderr logging still works.
    An unusable data folder is reported once on stderr; DataFolderError (one
    line) when not even a temporary folder can be written.
    """
    global _config
    file_path = log_path()
    wanted = (str(file_path), verbose)
    if _config == wanted:
        return
    teardown_logging()

    root = logging.getLogger()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)

    console = _StderrHandler()
    console.setLevel(logging.INFO if verbose else logging.WARNING)
    console.setFormatter(_OneLineFormatter())
    root.addHandler(console)
    _installed.append(console)

    file_problem, usable = _set_aside_odd_log(file_path)
    to_file: RotatingFileHandler | None = None
    if usable:
        try:
            to_file = _LogFile(
                file_path,
                maxBytes=LOG_MAX_BYTES,
                backupCount=LOG_BACKUPS,
                encoding="utf-8",
            )
        except OSError as exc:
            file_problem = f"cannot write the log file {file_path}: {exc.strerror or exc}"
    if to_file is not None:
        to_file.setLevel(logging.DEBUG if verbose else logging.INFO)
        to_file.setFormatter(logging.Formatter(FILE_FORMAT))
        root.addHandler(to_file)
        _installed.append(to_file)
    _config = wanted
    notice = data_folder_notice()
    if notice:
        warn_once(notice, logging.getLogger(__name__))
    if file_problem:
        logging.getLogger(__name__).warning(file_problem)


def _set_aside_odd_log(path: Path) -> tuple[str | None, bool]:
    """A log "file" that is a FIFO or a device would hang or break the start:
    move it aside (once; the next start finds a fresh file). Returns a one-line problem
    (or None) and whether the log file may be opened now."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None, True
    except OSError as exc:
        return f"cannot use the log file {path.name}: {exc.strerror or exc}", False
    if stat.S_ISREG(info.st_mode):
        return None, True
    if stat.S_ISDIR(info.st_mode):  # maybe the player's: left alone
        return f"cannot write the log file {path}: it is a folder", False
    aside = set_aside(path, Note(N_("is not a regular file")))
    return aside.problem, aside.moved is not None


def teardown_logging() -> None:
    """Remove and close the handlers `setup_logging` installed (for tests and exit)."""
    global _config
    root = logging.getLogger()
    while _installed:
        handler = _installed.pop()
        root.removeHandler(handler)
        handler.close()
    _config = None


def warn_once(message: str, logger: logging.Logger | None = None) -> bool:
    """Log `message` as a WARNING unless it was already logged; True if it was logged now."""
    if message in _warned:
        return False
    _warned.add(message)
    (logger or logging.getLogger(STDERR_PREFIX)).warning(message)
    return True
