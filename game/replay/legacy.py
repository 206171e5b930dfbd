"""Our own JSON replays (`game/storage/replays.py`) as videos, so they convert to EVF.

They hold effective actions only (`[t_seconds, "reveal" | "flag" | "chord", row, col]`),
so each becomes the mouse events that make it, at the centre of its cell: a reveal is a
left press and release, a flag a right press and release, a chord both buttons (left
press, right press, left release, right release: one double click for ms-toollib).
The game time runs from the first reveal to the last action, as ms-toollib counts it.
"""

from __future__ import annotations

import json
from typing import Any

from game.replay.errors import ReplayFileError
from game.replay.evf import SOFTWARE
from game.replay.video import MouseEvent, Video, VideoFlags
from game.session.inputs import Mouse
from game.storage import replays as stored  # a module: storage lists files by our formats

CELL_PX = 16
"""The cell size given to converted replays (Arbiter's)."""

_PRESSES: dict[str, tuple[Mouse, ...]] = {
    "reveal": (Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE),
    "flag": (Mouse.RIGHT_PRESS, Mouse.RIGHT_RELEASE),
    "chord": (
        Mouse.LEFT_PRESS,
        Mouse.RIGHT_PRESS,
        Mouse.LEFT_RELEASE,
        Mouse.RIGHT_RELEASE,
    ),
}


def video_from_json_bytes(data: bytes, name: str) -> Video:
    """Decode, validate and convert one JSON replay; ReplayFileError names `name`."""
    try:
        replay = json.loads(data.decode("utf-8"))
        stored.validate_replay(replay)
        return video_from_replay(replay)
    except UnicodeDecodeError:
        raise ReplayFileError(f"{name}: not UTF-8 text") from None
    except RecursionError:
        raise ReplayFileError(f"{name}: not valid JSON (nested too deeply)") from None
    except (stored.ReplayError, ReplayFileError) as error:
        raise ReplayFileError(f"{name}: {error}") from None
    except ValueError as error:
        raise ReplayFileError(f"{name}: not valid JSON ({error})") from None


def video_from_replay(replay: dict[str, Any]) -> Video:
    """The video of a validated replay document; ReplayFileError when it has no layout."""
    board = replay["board"]
    mines = _mines(board)
    events: list[MouseEvent] = []
    start_ms: int | None = None
    last_ms = 0
    for seconds, action, row, col in replay["events"]:
        t = round(seconds * 1000)
        x, y = col * CELL_PX + CELL_PX // 2, row * CELL_PX + CELL_PX // 2
        events.append(MouseEvent(t, Mouse.MOVE, x, y))
        events.extend(MouseEvent(t, kind, x, y) for kind in _PRESSES[action])
        if action == "reveal" and start_ms is None:
            start_ms = t
        last_ms = t
    if start_ms is None:
        raise ReplayFileError("the replay opens no cell: nothing to convert")
    flags = VideoFlags(
        won=board.get("status") == "won",
        assisted=bool(board.get("undo_used")),
        no_flags=not any(event[1] == "flag" for event in replay["events"]),
        question_marks=bool(board.get("question_marks")),
    )
    return Video(
        mines=mines,
        events=tuple(events),
        time_ms=last_ms - start_ms,
        cell_px=CELL_PX,
        flags=flags,
        software=SOFTWARE,
    )


def _mines(board: dict[str, Any]) -> tuple[tuple[bool, ...], ...]:
    layout = board.get("layout")
    rows, cols = board.get("rows"), board.get("cols")
    if not isinstance(layout, list) or not layout:
        raise ReplayFileError("the replay has no mine layout")
    if len(layout) != rows or not all(isinstance(line, str) for line in layout):
        raise ReplayFileError("the replay's mine layout does not match its board size")
    if any(len(line) != cols or set(line) - {"*", "."} for line in layout):
        raise ReplayFileError("the replay's mine layout is not rows of '*' and '.'")
    return tuple(tuple(char == "*" for char in line) for line in layout)
