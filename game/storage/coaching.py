"""The coach's stored reports: `coach/NAME.json` for the replay `replays/NAME.json`.

A game is analysed once: its report is kept beside the user's other data and read back
from then on. The report itself is a plain JSON object (its shape is `game.coach`'s); this
module only wraps it (`{"format": "minesweeper-coach", "version": 1, "report": {...}}`),
writes it atomically and reads it back. A damaged file is moved aside (reported once
through the return value) and the game is simply analysed again.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.i18n.note import N_, Note
from game.storage.aside import set_aside
from game.storage.atomic import write_atomic
from game.storage.paths import COACH_DIR, coach_dir, user_dir
from game.storage.userfile import FileProblem, UserFileError, read_json

COACH_FORMAT = "minesweeper-coach"
COACH_VERSION = 1
MAX_COACH_BYTES = 4 * 1024 * 1024


def coach_folder() -> Path:
    """Where reports are kept, without creating it (a background job fixes it at its start,
    so it writes where the game it analyses was recorded)."""
    return user_dir() / COACH_DIR


def coach_path(replay_name: str) -> Path:
    """Where the report on the replay `replay_name` (a file name, not a path) is kept."""
    return coach_dir() / f"{Path(replay_name).stem}.json"


def save_coach(replay_name: str, report: dict[str, Any], folder: Path | None = None) -> str | None:
    """Keep `report` for `replay_name` (in `folder`, by default the user's coach folder);
    a one-line problem when it cannot be written."""
    document = {"format": COACH_FORMAT, "version": COACH_VERSION, "report": report}
    try:
        if folder is None:
            path = coach_path(replay_name)
        else:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"{Path(replay_name).stem}.json"
        write_atomic(path, json.dumps(document) + "\n")
    except OSError as error:
        return Note(
            N_("The coach's report could not be saved ({detail})"),
            detail=error.strerror or str(error),
        )
    return None


def load_coach(replay_name: str) -> tuple[dict[str, Any] | None, str | None]:
    """The stored report for `replay_name` (None when there is none) and a problem line
    when a damaged file was found and moved aside."""
    try:
        path = coach_path(replay_name)
    except OSError:
        return None, None
    try:
        document = read_json(path, MAX_COACH_BYTES)
    except UserFileError as error:
        if error.kind in (FileProblem.MISSING, FileProblem.UNREADABLE):
            return None, None
        return None, set_aside(path, error.reason, in_folder=True).problem
    if (
        not isinstance(document, dict)
        or document.get("format") != COACH_FORMAT
        or not isinstance(document.get("report"), dict)
    ):
        return None, set_aside(path, Note(N_("is not a coach report")), in_folder=True).problem
    if document.get("version") != COACH_VERSION:
        return None, None  # another version's: kept, analysed again here
    report: dict[str, Any] = document["report"]
    return report, None


def stored_names() -> frozenset[str]:
    """The replay names (stems) that have a report file, from one listing of the folder:
    a player with 10,000 games opens the statistics without 10,000 failed file reads."""
    try:
        return frozenset(path.stem for path in coach_folder().glob("*.json"))
    except OSError:
        return frozenset()


def has_report(replay_name: str, present: frozenset[str]) -> bool:
    """Whether `present` (from `stored_names`) holds a report file for `replay_name`."""
    return Path(replay_name).stem in present


def stored_reports() -> list[dict[str, Any]]:
    """Every stored report of this version (damaged ones are set aside, never raised)."""
    try:
        names = sorted(path.name for path in coach_dir().glob("*.json"))
    except OSError:
        return []
    reports = []
    for name in names:
        report, _ = load_coach(name)
        if report is not None:
            reports.append(report)
    return reports
