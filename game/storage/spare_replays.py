"""Replays the data folder refused until the quit: kept in the spare folder, brought home.

A full or read-only disk makes finished games' replays wait in memory (the session's
`ReplayQueue`). At quit, what still waits is written to `replays/` inside the spare folder
(`pending.spare_path()`, this user's private folder in the system's temporary folder, where
finished games' records go too), named as at home. Every start moves what it finds there
into the replays folder: the files of one replay together (`NAME.json`, `NAME.evf`,
`NAME.evf.json`), under the same name, or `NAME-2`... when that name is taken at home.
A replay whose files are already at home (a start killed halfway) is only removed from the
spare folder, and copies started together take turns (a lock), so it never appears twice.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from game.i18n.note import N_, Note, PluralNote
from game.storage import filelock
from game.storage.aside import set_aside
from game.storage.atomic import clean_temporaries, create_new, write_atomic
from game.storage.paths import replays_dir
from game.storage.pending import open_spare
from game.storage.replays import MAX_REPLAY_BYTES
from game.storage.userfile import FileProblem, UserFileError, read_bytes

SPARE_REPLAYS = "replays"
REPLAY_PREFIX = "replay-"
BRINGING_LOCK = "replays.lock"  # in the spare folder: held by the copy bringing them home


def spare_replays_dir(create: bool = False) -> Path | None:
    """The spare folder's replays folder (made when `create`), or None when it is missing
    or the spare folder is not this user's alone. OSError when it cannot be made."""
    spare = open_spare(create=create)
    if spare is None:
        return None
    folder = spare / SPARE_REPLAYS
    if create:
        folder.mkdir(mode=0o700, exist_ok=True)
    return folder if folder.is_dir() else None


def _groups(folder: Path) -> dict[str, list[Path]]:
    """The replays waiting in `folder`: each name's files (suffixes after the first dot)."""
    groups: dict[str, list[Path]] = {}
    for path in sorted(folder.iterdir()):
        aside = ".corrupt-" in path.name
        if path.name.startswith(REPLAY_PREFIX) and not aside:
            groups.setdefault(path.name.split(".", 1)[0], []).append(path)
    return groups


def bring_home() -> list[str]:
    """Move the replays waiting in the spare folder into the replays folder; one line for
    the player (how many came home, or what kept one away), or none when none waited.

    One copy of the game at a time: two copies started together would otherwise both write
    the same replay home (the second as NAME-2). The lock is the operating system's, so a
    copy killed meanwhile leaves none behind; a copy that finds it held leaves the work to
    the one holding it."""
    folder = spare_replays_dir()
    if folder is None:
        return []
    try:
        held = filelock.lock_path(folder.parent / BRINGING_LOCK)
    except OSError:  # no lock file can be made there: bring them home unguarded
        return _bring_home(folder)
    if held is None:
        return []
    try:
        return _bring_home(folder)
    finally:
        filelock.release(held)


def _bring_home(folder: Path) -> list[str]:
    """`bring_home`'s work, on the spare folder's replays folder `folder`."""
    with contextlib.suppress(OSError):
        clean_temporaries(folder)
    try:
        groups = _groups(folder)
    except OSError:
        return []
    moved, problems = 0, []
    for name, paths in groups.items():
        try:
            if _move(name, paths):
                moved += 1
        except UserFileError as error:  # not a file we wrote: kept, never met again
            if error.kind is FileProblem.MISSING:  # another copy brought it home just now
                continue
            problems += set_aside(error.path, error.reason, in_folder=True).problems
        except OSError as error:  # the replays folder refuses it now: the next start tries
            detail = error.strerror or str(error)
            problems.append(
                Note(
                    N_("A replay waiting in {folder} could not be brought home ({detail})"),
                    folder=str(folder),
                    detail=detail,
                )
            )
    if moved:
        problems.insert(
            0,
            PluralNote(
                "{n} replay kept aside at the last quit (no room) is in the replays folder now",
                "{n} replays kept aside at the last quit (no room) are in the replays folder now",
                moved,
            ),
        )
    return problems


def _move(name: str, paths: list[Path]) -> bool:
    """Write one replay's files at home under one name, then remove them from the spare
    folder; False when they were at home already (only removed then)."""
    contents = {path.name[len(name) :]: read_bytes(path, MAX_REPLAY_BYTES) for path in paths}
    home = replays_dir()
    if all(_same(home / (name + suffix), data) for suffix, data in contents.items()):
        _remove(paths)
        return False
    suffixes = sorted(contents, key=len)  # ".json" or ".evf" claims the name
    first = suffixes[0]

    def taken(candidate: Path) -> bool:
        stem = candidate.name[: -len(first)]
        return any((home / (stem + suffix)).exists() for suffix in suffixes)

    claimed = create_new(home, name, first, contents[first], skip=taken)
    stem = claimed.name[: -len(first)]
    for suffix in suffixes[1:]:
        write_atomic(home / (stem + suffix), contents[suffix])
    _remove(paths)
    return True


def _same(path: Path, data: bytes) -> bool:
    try:
        return path.is_file() and read_bytes(path, MAX_REPLAY_BYTES) == data
    except (OSError, UserFileError):
        return False


def _remove(paths: list[Path]) -> None:
    for path in paths:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)
