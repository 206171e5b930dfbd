"""Where the user's files live: one folder per user, overridable for tests.

`$MINESWEEPER_HOME` wins when set; otherwise the platform's user data folder
(platformdirs). Every folder is created on demand, so callers never need to.

When that folder cannot be used (it is a file, it cannot be created, it is
read-only), the game still starts: a temporary stand-in folder holds a copy of
whatever could be read (settings, statistics, saved game, skins), it is deleted
at exit, and `data_folder_notice()` says in one line that nothing will be saved.
Only when not even a temporary folder can be made is `DataFolderError` raised.
"""

from __future__ import annotations

import atexit
import logging
import os
import shutil
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import platformdirs

from game.i18n.note import N_, Note

log = logging.getLogger(__name__)

HOME_ENV = "MINESWEEPER_HOME"
APP_DIR_NAME = "minesweeper"

SETTINGS_FILE = "settings.toml"
STATS_FILE = "stats.sqlite3"
SAVEGAME_FILE = "savegame.json"
LOG_FILE = "minesweeper.log"
REPLAYS_DIR = "replays"
SKINS_DIR = "skins"
COACH_DIR = "coach"
EXPORTS_DIR = "exports"

MAX_PATH_SHOWN = 120
_COPIED_FILES = (SETTINGS_FILE, STATS_FILE, SAVEGAME_FILE)


class DataFolderError(OSError):
    """Neither the user's data folder nor a temporary stand-in can be used (one line)."""


@dataclass(frozen=True)
class DataFolder:
    """The folder in use for user data, and why it differs from the wanted one."""

    wanted: Path
    path: Path
    problem: str = ""

    @property
    def saved(self) -> bool:
        """True when files written now outlive this run."""
        return not self.problem


_stand_ins: dict[Path, DataFolder] = {}
_writable: set[Path] = set()


def configured_dir() -> Path:
    """The data folder the user asked for, without creating or checking it.

    `$MINESWEEPER_HOME` (when set and not empty) replaces the platform folder,
    so tests and portable installs never touch the real home folder.
    """
    override = os.environ.get(HOME_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


def shorten(path: Path | str, limit: int = MAX_PATH_SHOWN) -> str:
    """A path for a one-line message: its start and end when it is too long."""
    text = str(path)
    if len(text) <= limit:
        return text
    keep = (limit - 3) // 2
    return f"{text[:keep]}...{text[-keep:]}"


def open_data_folder() -> DataFolder:
    """The folder to use now: the wanted one, created if missing, or a temporary stand-in.

    Raises DataFolderError (one line) only when no folder at all can be written.
    """
    wanted = configured_dir()
    known = _stand_ins.get(wanted)
    if known is not None:
        return known
    if wanted in _writable and _is_dir(wanted):
        return DataFolder(wanted, wanted)
    problem = _unusable(wanted)
    if not problem:
        _writable.add(wanted)
        return DataFolder(wanted, wanted)
    folder = DataFolder(wanted, _make_stand_in(wanted, problem), problem)
    _stand_ins[wanted] = folder
    return folder


def data_folder_notice() -> str:
    """One line for the player when their data will not be saved, else ""."""
    folder = _stand_ins.get(configured_dir())
    if folder is None:
        return ""
    return Note(
        N_(
            "{problem}; settings and records are kept only until you quit "
            "(set {variable} to a folder you can write)"
        ),
        problem=folder.problem,
        variable=HOME_ENV,
    )


def user_dir() -> Path:
    """The user's data folder, created if missing (a temporary stand-in if it cannot be)."""
    return open_data_folder().path


def _unusable(folder: Path) -> str:
    """Why `folder` cannot hold the user's data, or "" when it can (created if missing)."""
    shown = shorten(folder)
    try:
        if folder.exists() and not folder.is_dir():
            return Note(N_("the data folder {folder} is a file, not a folder"), folder=shown)
    except OSError as error:  # a name too long for the file system, a loop of links
        return Note(
            N_("cannot use the data folder {folder}: {detail}"),
            folder=shown,
            detail=error.strerror or str(error),
        )
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return Note(
            N_("cannot create the data folder {folder}: {detail}"),
            folder=shown,
            detail=error.strerror or str(error),
        )
    try:
        probe, name = tempfile.mkstemp(prefix=".write-test-", dir=folder)
    except OSError as error:
        return Note(
            N_("cannot write in the data folder {folder}: {detail}"),
            folder=shown,
            detail=error.strerror or str(error),
        )
    os.close(probe)
    try:
        os.unlink(name)
    except OSError as error:
        return Note(
            N_("cannot delete files in the data folder {folder}: {detail}"),
            folder=shown,
            detail=error.strerror or str(error),
        )
    return ""


def _is_dir(path: Path) -> bool:
    """Whether `path` is a folder; False when it cannot even be looked at (too long a name)."""
    try:
        return path.is_dir()
    except OSError:
        return False


def _make_stand_in(wanted: Path, problem: str) -> Path:
    """A temporary folder, deleted at exit, seeded with what can be read from `wanted`."""
    try:
        stand_in = Path(tempfile.mkdtemp(prefix="minesweeper-unsaved-"))
    except OSError as error:
        raise DataFolderError(
            f"{problem}, and no temporary folder can be made either: {error.strerror or error}"
        ) from None
    atexit.register(shutil.rmtree, stand_in, ignore_errors=True)
    if _is_dir(wanted):
        _copy_readable(wanted, stand_in)
    return stand_in


def _copy_readable(source: Path, target: Path) -> None:
    """Copy the player's settings, records, saved game and skins; skip what cannot be read."""
    for name in _COPIED_FILES:
        try:
            shutil.copy2(source / name, target / name)
        except OSError:
            continue
    try:
        shutil.copytree(source / SKINS_DIR, target / SKINS_DIR)
    except (OSError, shutil.Error):
        return


def _subdir(name: str) -> Path:
    """`user_dir()/name` as a folder; anything else by that name is renamed out of the way.

    A regular file called `replays` or `skins` must not stop the game: it is
    renamed to `NAME.corrupt-TIMESTAMP` (kept, never deleted), logged once, and
    the folder is made. OSError only when the folder cannot be made at all.
    """
    folder = user_dir() / name
    if (folder.exists() or folder.is_symlink()) and not folder.is_dir():
        aside = move_aside(folder)
        log.warning("%s was not a folder; moved it to %s", name, aside.name)
    folder.mkdir(exist_ok=True)
    return folder


def settings_path() -> Path:
    """The settings file (TOML)."""
    return user_dir() / SETTINGS_FILE


def stats_path() -> Path:
    """The statistics database (SQLite)."""
    return user_dir() / STATS_FILE


def savegame_path() -> Path:
    """The saved unfinished game (JSON)."""
    return user_dir() / SAVEGAME_FILE


def log_path() -> Path:
    """The rotating log file."""
    return user_dir() / LOG_FILE


def replays_dir() -> Path:
    """The folder of saved replays, created if missing."""
    return _subdir(REPLAYS_DIR)


def coach_dir() -> Path:
    """The folder of the coach's stored reports (one per replay), created if missing."""
    return _subdir(COACH_DIR)


def skins_dir() -> Path:
    """The folder of the user's own skins, created if missing."""
    return _subdir(SKINS_DIR)


def exports_dir() -> Path:
    """The folder of exported positions (.mine), created if missing."""
    return _subdir(EXPORTS_DIR)


def timestamp(moment: datetime | None = None) -> str:
    """A file-name friendly local time stamp, `YYYYmmdd-HHMMSS`."""
    return (moment or datetime.now()).strftime("%Y%m%d-%H%M%S")


def unique_path(folder: Path, stem: str, suffix: str = "") -> Path:
    """`folder/stem+suffix`, or `stem-2`, `stem-3`, ... if that name is taken."""
    candidate = folder / f"{stem}{suffix}"
    counter = 2
    while candidate.exists() or candidate.is_symlink():
        candidate = folder / f"{stem}-{counter}{suffix}"
        counter += 1
    return candidate


def move_aside(path: Path | str) -> Path:
    """Rename a bad file to `NAME.corrupt-YYYYmmdd-HHMMSS` beside it and return the new path.

    The one rename every part of the game sets a file aside with (`aside.set_aside` wraps it
    with the player's line). The name gets a `-2`, `-3`, ... suffix when that name is taken,
    so an earlier copy is never overwritten; a symbolic link is moved itself, never what it
    points to. Raises OSError if the rename fails.
    """
    source = Path(path)
    target = unique_path(source.parent, f"{source.name}.corrupt-{timestamp()}")
    os.rename(source, target)
    return target
