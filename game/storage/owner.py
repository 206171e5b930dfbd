"""Which copy of the game owns the data folder's unfinished game.

Several copies may run on one folder (the window twice, the window and `--text`).
Records and replays are safe for any number of them (journals, one record per game
id, names claimed atomically), but an unfinished game can only belong to one: the
first copy to start takes a lock on `savegame.lock` and keeps it until it ends (the
system drops it however the copy ends, even on SIGKILL). Only that copy reads,
continues, saves or removes `savegame.json`; any other copy says so once and plays
without touching it, so a saved game is continued at most once and never silently
replaced by another copy. A program that never claims it (a test, a tool reading the
folder) may use the file while no running game holds it.
"""

from __future__ import annotations

from pathlib import Path

from game.storage import filelock
from game.storage.paths import user_dir

LOCK_FILE = "savegame.lock"
NOT_OWNER = (
    "another copy of the game is running on this data folder and keeps the unfinished "
    "game: finished games here are recorded, but none is saved to continue"
)

_held: dict[Path, int] = {}
_refused: set[Path] = set()


def claim_unfinished() -> bool:
    """Take the unfinished game of the data folder for this copy (a game starting); True
    when this copy owns it, for the rest of its run. A folder where no lock can be made
    (read-only) is treated as owned, as a single copy always was."""
    folder = user_dir()
    if folder in _held:
        return True
    if folder in _refused:
        return False
    try:
        fd = filelock.lock_path(folder / LOCK_FILE)
    except OSError:
        return True
    if fd is None:
        _refused.add(folder)
        return False
    _held[folder] = fd
    return True


def owns_unfinished() -> bool:
    """Whether this copy may read, save or remove the saved game: it claimed it, or (a
    tool, a test) no running copy of the game holds it."""
    folder = user_dir()
    if folder in _held:
        return True
    if folder in _refused:
        return False
    return not filelock.is_locked(folder / LOCK_FILE)


def owner_notice() -> str:
    """Claim the unfinished game; one line for the player when another copy owns it,
    else ""."""
    return "" if claim_unfinished() else NOT_OWNER


def release_all() -> None:
    """Give up every lock taken (tests; the system does it at exit anyway)."""
    for fd in _held.values():
        filelock.release(fd)
    _held.clear()
    _refused.clear()
