"""The saved unfinished game: one JSON object, written atomically.

This module only stores and reads the object (the board's `to_dict()` plus
scene data); the model validates its content. A file that cannot be read, is
not JSON or is not an object is moved aside and reported in one line.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.storage.atomic import move_aside, write_atomic
from game.storage.paths import savegame_path


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
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, []
    except OSError as exc:
        return None, [reject_saved_game(f"cannot be read ({exc.strerror or exc})", path)]
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except UnicodeDecodeError:
        return None, [reject_saved_game("is not UTF-8 text", path)]
    except ValueError as exc:
        return None, [reject_saved_game(f"is not valid JSON ({exc})", path)]
    except RecursionError:
        return None, [reject_saved_game("is not valid JSON (nested too deeply)", path)]
    if not isinstance(data, dict):
        return None, [reject_saved_game("does not hold a JSON object", path)]
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


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not allowed")
