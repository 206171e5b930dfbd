"""Where the user's files live: one folder per user, overridable for tests.

`$MINESWEEPER_HOME` wins when set; otherwise the platform's user data folder
(platformdirs). Every folder is created on demand, so callers never need to.
"""

from __future__ import annotations

import logging
import os
from datetime import datetime
from pathlib import Path

import platformdirs

log = logging.getLogger(__name__)

HOME_ENV = "MINESWEEPER_HOME"
APP_DIR_NAME = "minesweeper"

SETTINGS_FILE = "settings.toml"
STATS_FILE = "stats.sqlite3"
SAVEGAME_FILE = "savegame.json"
LOG_FILE = "minesweeper.log"
REPLAYS_DIR = "replays"
SKINS_DIR = "skins"
EXPORTS_DIR = "exports"


def user_dir() -> Path:
    """The user's data folder, created if missing.

    `$MINESWEEPER_HOME` (when set and not empty) replaces the platform folder,
    so tests and portable installs never touch the real home folder.
    """
    override = os.environ.get(HOME_ENV, "").strip()
    if override:
        folder = Path(override).expanduser()
    else:
        folder = Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _subdir(name: str) -> Path:
    """`user_dir()/name` as a folder; anything else by that name is renamed out of the way.

    A regular file called `replays` or `skins` must not stop the game: it is
    renamed to `NAME.corrupt-TIMESTAMP` (kept, never deleted), logged once, and
    the folder is made. OSError only when the folder cannot be made at all.
    """
    folder = user_dir() / name
    if (folder.exists() or folder.is_symlink()) and not folder.is_dir():
        aside = unique_path(folder.parent, f"{name}.corrupt-{timestamp()}")
        os.rename(folder, aside)
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
