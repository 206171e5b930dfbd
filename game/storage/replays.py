"""Replays: a board plus the timed list of the player's moves, stored as JSON.

```
{"format": "minesweeper-replay", "version": 1,
 "board": {...board dict...},
 "events": [[t_seconds, action, row, col], ...],
 "meta": {...}}
```
`action` is "reveal", "flag" or "chord"; times never decrease. Replays are
validated both when saved and when loaded; a bad file raises `ReplayError`
with a one-line reason naming the file.
"""

from __future__ import annotations

import json
import math
import stat
from collections.abc import Collection
from pathlib import Path
from typing import Any

from game.i18n.note import N_, Note, said
from game.storage.aside import set_aside
from game.storage.atomic import create_new
from game.storage.gamelog import GAME_LOG_VERSION, GameLog, GameLogError
from game.storage.paths import replays_dir, timestamp
from game.storage.userfile import FileProblem, UserFileError, read_json
from game.storage.writepoints import WritePoint, passed

REPLAY_FORMAT = "minesweeper-replay"
REPLAY_VERSION = 1
REPLAY_ACTIONS = ("reveal", "flag", "chord")
REPLAY_SUFFIX = ".json"
"""Our own replays' suffix (the game log as JSON; game/replay/formats.py names it)."""
SIDECAR_SUFFIX = ".evf.json"
"""The marks EVF has no field for, beside an EVF file (game/replay/sidecar.py): never a replay."""
MAX_REPLAY_BYTES = 64 * 1024 * 1024
MAX_REPLAY_DEPTH = 16


class ReplayError(ValueError):
    """A replay that cannot be used; the message is one line, fit to show the player."""


class DamagedReplayError(ReplayError):
    """A replay file that is damaged (not JSON, bad events): it may be set aside.
    `reason` says what is wrong without the file's name ("is not valid JSON (...)")."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(_named(path, reason))
        self.reason = reason


class NewerReplayError(ReplayError):
    """A replay of another version: kept as it is, since a newer game may read it."""


def validate_replay(replay: Any) -> None:
    """Raise ReplayError (without a file name) unless `replay` is a well-formed replay."""
    if not isinstance(replay, dict):
        raise ReplayError("not a replay: the top level must be a JSON object")
    if replay.get("format") != REPLAY_FORMAT:
        raise ReplayError(f"not a replay: format is {_show(replay.get('format'))}")
    if replay.get("version") == GAME_LOG_VERSION:
        try:
            GameLog.from_json(replay, REPLAY_FORMAT)
        except GameLogError as error:
            raise ReplayError(str(error)) from None
        return
    version = replay.get("version")
    if version != REPLAY_VERSION or not _is_int(version):
        raise NewerReplayError(f"unsupported replay version {_show(version)} (expected 1)")
    board = replay.get("board")
    if not isinstance(board, dict):
        raise ReplayError("'board' must be a JSON object")
    if not isinstance(replay.get("meta", {}), dict):
        raise ReplayError("'meta' must be a JSON object")
    events = replay.get("events")
    if not isinstance(events, list):
        raise ReplayError("'events' must be a list")
    rows, cols = board.get("rows"), board.get("cols")
    limits = (rows, cols) if isinstance(rows, int) and isinstance(cols, int) else None
    previous = 0.0
    for number, event in enumerate(events, start=1):
        previous = _check_event(number, event, previous, limits)


def _check_event(number: int, event: Any, previous: float, limits: tuple[int, int] | None) -> float:
    """Check one event; returns its time. `limits` is the board size when the board tells it."""
    where = f"event {number}"
    if not isinstance(event, list) or len(event) != 4:
        raise ReplayError(f"{where}: expected [time, action, row, col], got {_show(event)}")
    time, action, row, col = event
    if isinstance(time, bool) or not isinstance(time, int | float) or not math.isfinite(time):
        raise ReplayError(f"{where}: time must be a number, got {_show(time)}")
    if time < 0:
        raise ReplayError(f"{where}: time must not be negative, got {_show(time)}")
    if time < previous:
        raise ReplayError(f"{where}: time goes backwards ({_show(time)} after {_show(previous)})")
    if action not in REPLAY_ACTIONS or not isinstance(action, str):
        raise ReplayError(f"{where}: unknown action {_show(action)}")
    for name, value in (("row", row), ("col", col)):
        if not _is_int(value) or value < 0:
            raise ReplayError(f"{where}: {name} must be a whole number >= 0, got {_show(value)}")
    if limits is not None and not (row < limits[0] and col < limits[1]):
        size = f"{limits[0]} rows, {limits[1]} columns"
        raise ReplayError(f"{where}: cell ({row}, {col}) is outside the board ({size})")
    return time


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _show(value: Any) -> str:
    """A short one-line JSON rendering of a value for an error message."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    text = " ".join(text.split())
    return text if len(text) <= 40 else text[:37] + "..."


def save_replay(replay: dict[str, Any], folder: Path | None = None) -> Path:
    """Validate and write `replay` to a new `replays/replay-YYYYmmdd-HHMMSS.json` (or into
    `folder`: the spare folder at quit, see `spare_replays`); returns its path.

    The name is claimed atomically (`atomic.create_new`): games ending in the same second,
    in one copy of the game or several, get `-2`, `-3`, ... and never share a file; a name
    whose EVF exists (a community file, or ours without its JSON) is skipped too.
    Raises ReplayError (and writes nothing) when the replay is malformed.
    """
    validate_replay(replay)
    text = json.dumps(replay, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    path = create_new(
        replays_dir() if folder is None else folder,
        f"replay-{timestamp()}",
        REPLAY_SUFFIX,
        text + "\n",
        WritePoint.REPLAY_TEMP,
        skip=lambda candidate: candidate.with_suffix(".evf").exists(),
    )
    passed(WritePoint.REPLAY)
    return path


def load_replay(path: Path | str) -> dict[str, Any]:
    """Read and validate a replay file; ReplayError says in one line what is wrong."""
    path = Path(path)
    try:
        replay = read_json(path, MAX_REPLAY_BYTES, MAX_REPLAY_DEPTH)
    except UserFileError as exc:
        if exc.kind in (FileProblem.MISSING, FileProblem.UNREADABLE, FileProblem.NOT_REGULAR):
            raise ReplayError(_named(path, exc.reason)) from None
        raise DamagedReplayError(path, exc.reason) from None
    try:
        validate_replay(replay)
    except NewerReplayError as exc:
        raise NewerReplayError(_named(path, said(exc))) from None
    except ReplayError as exc:
        damaged = Note(N_("is damaged ({detail})"), detail=said(exc))
        raise DamagedReplayError(path, damaged) from None
    checked: dict[str, Any] = replay
    return checked


def _named(path: Path, reason: str) -> Note:
    """ "replay-1.json: <what is wrong>" (the reason translated where it is a Note)."""
    return Note(N_("{file}: {reason}"), file=path.name, reason=reason)


def list_replays() -> list[Path]:
    """The replay files in the user's replays folder, newest first (none if it cannot be read).

    The side files of EVF replays (`NAME.evf.json`) end in `.json` too but are not replays.
    """
    stamped: list[tuple[int, str, Path]] = []
    try:
        candidates = list(replays_dir().glob(f"*{REPLAY_SUFFIX}"))
    except OSError:
        return []
    for path in candidates:
        if path.name.lower().endswith(SIDECAR_SUFFIX) or path.name.startswith("."):
            continue
        try:
            info = path.stat()
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode):
            stamped.append((info.st_mtime_ns, path.name, path))
    return [path for _, _, path in sorted(stamped, reverse=True)]


MAX_SEARCHED = 50


def find_replay_of(game_id: str, since: float) -> str | None:
    """The name of our replay of the game `game_id` written at or after `since` (a Unix
    time), or None; only the newest MAX_SEARCHED files are read (a start repairing a
    crash between the replay and its record)."""
    for path in list_replays()[:MAX_SEARCHED]:
        try:
            if path.stat().st_mtime < since:
                break
            document = read_json(path, MAX_REPLAY_BYTES, MAX_REPLAY_DEPTH)
        except (OSError, UserFileError):
            continue
        if isinstance(document, dict) and document.get("game_id") == game_id:
            return path.name
    return None


def scan_replays(limit: int) -> tuple[list[tuple[Path, dict[str, Any]]], list[str]]:
    """The newest `limit` usable replays and one line per file that is not.

    A damaged replay is moved aside (`NAME.corrupt-TIMESTAMP`), so it is reported
    once and never again; a replay of another version is skipped and kept.
    """
    found: list[tuple[Path, dict[str, Any]]] = []
    problems: list[str] = []
    for path in list_replays():
        if len(found) >= limit:
            break
        try:
            found.append((path, load_replay(path)))
        except DamagedReplayError as exc:
            problems += set_aside(path, exc.reason, in_folder=True).problems
        except ReplayError as exc:
            problems.append(said(exc))
    return found, problems


def replay_path(name: str | None) -> Path | None:
    """The file a record names in the replays folder (or the EVF beside it when the
    JSON is gone), or None when there is none; a name with a folder in it is refused."""
    if not name or Path(name).name != name or name.startswith("."):
        return None
    path = replays_dir() / name
    for candidate in (path, path.with_suffix(".evf")):
        try:
            if stat.S_ISREG(candidate.stat().st_mode):
                return candidate
        except OSError:
            continue
    return None


def list_community_replays(suffixes: Collection[str]) -> list[Path]:
    """Community replay files (by their `suffixes`, from game/replay/formats.py) dropped
    into the replays folder, and the EVF files the game writes that have no JSON beside
    them, newest first; their contents are not read."""
    found: list[tuple[int, str, Path]] = []
    try:
        candidates = [p for p in replays_dir().iterdir() if p.suffix.lower() in suffixes]
    except OSError:
        return []
    for path in candidates:
        if path.with_suffix(REPLAY_SUFFIX).exists():
            continue  # our own game: listed through its JSON
        try:
            info = path.stat()
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode):
            found.append((info.st_mtime_ns, path.name, path))
    return [path for _, _, path in sorted(found, reverse=True)]
