"""The saved unfinished game: one JSON object, written atomically.

This module only stores and reads the object (the board's `to_dict()` plus
scene data); the model validates its content. A file that cannot be read, is
not JSON or is not an object is moved aside and reported in one line.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.storage.atomic import move_aside, write_atomic
from game.storage.gamelog import GAME_LOG_VERSION, SAVED_GAME_FORMAT, GameLog, GameLogError
from game.storage.paths import savegame_path
from game.storage.userfile import FileProblem, UserFileError, read_json, shorten

MAX_SAVEGAME_BYTES = 64 * 1024 * 1024
MAX_SAVEGAME_DEPTH = 16
MAX_SECONDS = 10**9


def save_game(data: dict[str, Any], path: Path | None = None) -> None:
    """Save `data` as JSON, replacing any earlier saved game atomically.

    Raises TypeError or ValueError (before touching the file) when `data` is
    not a JSON-compatible dict.
    """
    if not isinstance(data, dict):
        raise TypeError(f"a saved game must be a dict, not {type(data).__name__}")
    text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    write_atomic(path if path is not None else savegame_path(), text + "\n")


def load_saved_game(path: Path | None = None) -> tuple[dict[str, Any] | None, list[str]]:
    """The saved game, or None when there is none; plus one line per problem."""
    path = path if path is not None else savegame_path()
    try:
        data = read_json(path, MAX_SAVEGAME_BYTES, MAX_SAVEGAME_DEPTH)
    except UserFileError as error:
        if error.kind is FileProblem.MISSING:
            return None, []
        return None, [reject_saved_game(error.reason, path)]
    problem = saved_game_problem(data)
    if problem is not None:
        return None, [reject_saved_game(problem, path)]
    return data, []


def reject_saved_game(reason: str, path: Path | None = None) -> str:
    """Move the saved game aside because of `reason`; returns the one-line problem.

    The caller reports it (once). The scene calls this too when the model
    refuses the loaded content.
    """
    path = path if path is not None else savegame_path()
    reason = " ".join(reason.split())
    try:
        moved = move_aside(path)
    except OSError as exc:
        problem = f"{path.name} {reason}; it could not be moved aside ({exc.strerror or exc})"
    else:
        problem = f"{path.name} {reason}; moved it to {moved.name}"
    return problem


def clear_saved_game(path: Path | None = None) -> None:
    """Delete the saved game (after it was resumed, won or lost); no error if there is none."""
    (path if path is not None else savegame_path()).unlink(missing_ok=True)


def saved_game_problem(data: Any) -> str | None:
    """Why `data` cannot be a saved game (its scene fields), or None when they are usable.

    The board itself is checked by the model; here the fields around it, so a
    hand-edited `elapsed` or `key` cannot crash the title screen or the game.
    """
    if not isinstance(data, dict):
        return "does not hold a JSON object"
    if data.get("version") == GAME_LOG_VERSION:
        try:
            GameLog.from_json(data, SAVED_GAME_FORMAT)
        except GameLogError as error:
            return str(error)
        return None
    if not isinstance(data.get("board"), dict):
        return "has no board object"
    for name, check, wanted in _FIELDS:
        if name in data and not check(data[name]):
            return f"has a bad '{name}' ({wanted}, got {_show(data[name])})"
    return None


def _is_seconds(value: Any) -> bool:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and 0 <= value <= MAX_SECONDS
    )


_FIELDS: tuple[tuple[str, Callable[[Any], bool], str], ...] = (
    ("elapsed", _is_seconds, f"expected seconds from 0 to {MAX_SECONDS}"),
    ("key", lambda v: isinstance(v, str), "expected a difficulty name"),
    ("difficulty", lambda v: isinstance(v, str), "expected a difficulty name"),
    ("assisted", lambda v: isinstance(v, bool), "expected true or false"),
    ("no_guess", lambda v: isinstance(v, bool), "expected true or false"),
    ("events", lambda v: isinstance(v, list), "expected a list"),
)


def _show(value: Any) -> str:
    return shorten(" ".join(json.dumps(value).split()), 40)
