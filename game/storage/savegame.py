"""The saved unfinished game: one JSON object, written atomically.

This module only stores and reads the object (a game document, `gamelog.py`); the
session validates its content. Between full writes a game's new inputs are appended to
a journal beside it (`savejournal.py`), which reading applies. A file that cannot be
read, is not JSON or is not an object is moved aside and reported in one line.

Only the copy of the game that owns the unfinished game (`owner.py`) reads, writes or
removes the file in the user folder; for any other copy there is no saved game, and
saving one raises `NotOwnerError`.
"""

from __future__ import annotations

import contextlib
import json
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.i18n.note import N_, Note
from game.storage.aside import set_aside
from game.storage.atomic import write_atomic
from game.storage.gamelog import GAME_LOG_VERSION, SAVED_GAME_FORMAT, GameLog, GameLogError
from game.storage.owner import owns_unfinished
from game.storage.paths import savegame_path
from game.storage.savejournal import append_journal, remove_journal, with_journal
from game.storage.userfile import FileProblem, UserFileError, one_line, read_json, shorten
from game.storage.writepoints import WritePoint, passed

MAX_SAVEGAME_BYTES = 64 * 1024 * 1024
MAX_SAVEGAME_DEPTH = 16
MAX_SECONDS = 10**9


class NotOwnerError(OSError):
    """Another copy of the game owns the unfinished game of this data folder."""


def save_game(data: dict[str, Any], path: Path | None = None) -> None:
    """Save `data` as JSON, replacing any earlier saved game atomically.

    Raises TypeError or ValueError (before touching the file) when `data` is
    not a JSON-compatible dict.
    """
    if not isinstance(data, dict):
        raise TypeError(f"a saved game must be a dict, not {type(data).__name__}")
    text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    if path is None and not owns_unfinished():
        raise NotOwnerError("another copy of the game keeps the unfinished game")
    path = path if path is not None else savegame_path()
    write_atomic(path, text + "\n")
    remove_journal(path)


def append_saved_game(
    header: dict[str, Any],
    rows: list[list[Any]],
    changes: dict[str, Any] | None = None,
    path: Path | None = None,
) -> None:
    """Add new inputs (and changed fields) to the saved game without writing it whole:
    one append to its journal (`savejournal`; `header`: `journal_header` of the game as
    last written whole), the same cost at any length of game. FileNotFoundError when
    there is no saved game to add to."""
    if path is None and not owns_unfinished():
        raise NotOwnerError("another copy of the game keeps the unfinished game")
    append_journal(path if path is not None else savegame_path(), header, rows, changes)


def load_saved_game(path: Path | None = None) -> tuple[dict[str, Any] | None, list[str]]:
    """The saved game, or None when there is none (or another copy owns it); plus one
    line per problem."""
    if path is None and not owns_unfinished():
        return None, []
    path = path if path is not None else savegame_path()
    try:
        data = read_json(path, MAX_SAVEGAME_BYTES, MAX_SAVEGAME_DEPTH)
    except UserFileError as error:
        if error.kind is FileProblem.MISSING:
            return None, []
        return None, [reject_saved_game(error.reason, path)]
    data = with_journal(path, data) if isinstance(data, dict) else data
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
    if not isinstance(reason, Note):
        reason = " ".join(reason.split())
    with contextlib.suppress(OSError):
        remove_journal(path)
    return set_aside(path, reason).note


def reject_unusable(error: BaseException, path: Path | None = None) -> str:
    """`reject_saved_game` for content the model refused (`error` says why)."""
    detail = Note(N_("is unusable as a saved game ({detail})"), detail=one_line(str(error), 120))
    return reject_saved_game(detail, path)


def clear_saved_game(path: Path | None = None) -> None:
    """Delete the saved game (after it was resumed, won or lost); no error if there is none
    (nothing happens when another copy owns it)."""
    if path is None and not owns_unfinished():
        return
    path = path if path is not None else savegame_path()
    path.unlink(missing_ok=True)
    remove_journal(path)
    passed(WritePoint.SAVEGAME_CLEARED)


def clear_saved_game_of(game_id: str) -> None:
    """Delete the saved game if it is the game `game_id` (it just ended) or has no id (an
    earlier version's, cleared at the end of any game as that version did); a saved game
    of another game, or one that cannot be read, is left alone. OSError goes on."""
    if not owns_unfinished():
        return
    path = savegame_path()
    try:
        data = read_json(path, MAX_SAVEGAME_BYTES, MAX_SAVEGAME_DEPTH)
    except UserFileError:
        return
    if isinstance(data, dict) and data.get("game_id", game_id) == game_id:
        path.unlink(missing_ok=True)
        remove_journal(path)
        passed(WritePoint.SAVEGAME_CLEARED)


def clear_if_finished(finished: Callable[[str], bool]) -> str | None:
    """Remove the saved game when `finished(its game id)` says the game ended already (a
    crash between the end of a game's writes and the saved game's removal left it); the
    one-line note, or None. Only the owning copy does it; a damaged file is left to
    `load_saved_game`."""
    if not owns_unfinished():
        return None
    path = savegame_path()
    try:
        data = read_json(path, MAX_SAVEGAME_BYTES, MAX_SAVEGAME_DEPTH)
    except UserFileError:
        return None
    game_id = data.get("game_id") if isinstance(data, dict) else None
    if not isinstance(game_id, str) or not finished(game_id):
        return None
    try:
        path.unlink()
        remove_journal(path)
    except OSError as error:
        return Note(
            N_("the saved copy of a finished game could not be removed ({detail})"),
            detail=error.strerror or str(error),
        )
    return Note(N_("the saved copy of a game that had ended was removed (the game is recorded)"))


def saved_game_problem(data: Any) -> str | None:
    """Why `data` cannot be a saved game (its scene fields), or None when they are usable.

    The board itself is checked by the model; here the fields around it, so a
    hand-edited `elapsed` or `key` cannot crash the title screen or the game.
    """
    if not isinstance(data, dict):
        return Note(N_("does not hold a JSON object"))
    if data.get("version") == GAME_LOG_VERSION:
        try:
            GameLog.from_json(data, SAVED_GAME_FORMAT)
        except GameLogError as error:
            return str(error)
        return None
    if not isinstance(data.get("board"), dict):
        return Note(N_("has no board object"))
    for name, check, wanted in _FIELDS:
        if name in data and not check(data[name]):
            return Note(
                N_("has a bad '{name}' ({wanted}, got {value})"),
                name=name,
                wanted=Note(wanted, high=MAX_SECONDS),
                value=_show(data[name]),
            )
    return None


def _is_seconds(value: Any) -> bool:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and 0 <= value <= MAX_SECONDS
    )


_FIELDS: tuple[tuple[str, Callable[[Any], bool], str], ...] = (
    ("elapsed", _is_seconds, N_("expected seconds from 0 to {high}")),
    ("key", lambda v: isinstance(v, str), N_("expected a difficulty name")),
    ("difficulty", lambda v: isinstance(v, str), N_("expected a difficulty name")),
    ("assisted", lambda v: isinstance(v, bool), N_("expected true or false")),
    ("no_guess", lambda v: isinstance(v, bool), N_("expected true or false")),
    ("events", lambda v: isinstance(v, list), N_("expected a list")),
)


def _show(value: Any) -> str:
    return shorten(" ".join(json.dumps(value).split()), 40)
