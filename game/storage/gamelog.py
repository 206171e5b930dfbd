"""The document of one game: its board settings, its mine layout and its input log.

The saved unfinished game and our own replays are this document (with a different
`format` tag), so both rebuild a game the same way: lay the mines, feed the inputs.

```
{"format": "minesweeper-saved-game" | "minesweeper-replay", "version": 2,
 "rows": 16, "cols": 30, "mines": 99, "seed": 123, "first_click": "opening",
 "question_marks": false, "no_guess": false, "difficulty": "experte",
 "layout": ["*..", ...] | null, "assisted": false, "seeded": false,
 "inputs": [[time_ms, mouse, x, y, source, action], ...], "game_id": "3f2a...",
 "challenge": "MS1-..." , "start": [row, col]}
```
Everything that decides whether the game may count travels with it: `assisted`, `seeded`
(the player chose the board with `--seed`), `question_marks`, `no_guess`, and in the
inputs undo, the explicit pause (source "pause") and each continuation of a saved game
(source "continue"), so a game continued later is judged as the one it was.
`challenge` and `start` (optional) name the challenge the game was played on (its code, or
"B-..." for a replay's board raced again) and the start it gave: its board was known in
advance, so the game counts only in that challenge's records. `game_id` (optional) names
the game: its statistics record carries the same id, so a
start after a crash can tell a saved game that already ended from one still to play.
The inputs are kept as plain lists here; the session gives them meaning.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

SAVED_GAME_FORMAT = "minesweeper-saved-game"
REPLAY_FORMAT_V2 = "minesweeper-replay"
GAME_LOG_VERSION = 2
MAX_SIDE = 300
MAX_INPUTS = 2_000_000
LOG_CELL_PX = 16
"""Board pixels per cell in the input log (the session's CELL_PX)."""
_NO_CELL_SOURCES = ("undo", "leave", "pause", "continue")
_GAME_ID = re.compile(r"[0-9A-Za-z]{1,64}")
_CHALLENGE = re.compile(r"[0-9A-Z-]{1,64}")
_DIFFICULTIES = ("normal", "schwer", "experte", "custom")
_FIRST_CLICK = ("opening", "safe", "any")

InputRow = list[int | str | None]


class GameLogError(ValueError):
    """A game document that cannot be used; the message is one line."""


@dataclass(frozen=True)
class GameLog:
    """Everything needed to rebuild one game exactly."""

    rows: int
    cols: int
    mines: int
    seed: int
    first_click: str
    question_marks: bool
    no_guess: bool
    difficulty: str
    layout: tuple[str, ...] | None
    inputs: tuple[InputRow, ...]
    assisted: bool = False
    game_id: str | None = None
    seeded: bool = False
    challenge: str | None = None
    start: tuple[int, int] | None = None

    def to_json(self, kind: str) -> dict[str, Any]:
        """A JSON-ready dict tagged with `kind` (SAVED_GAME_FORMAT or REPLAY_FORMAT_V2)."""
        return {
            "format": kind,
            "version": GAME_LOG_VERSION,
            "rows": self.rows,
            "cols": self.cols,
            "mines": self.mines,
            "seed": self.seed,
            "first_click": self.first_click,
            "question_marks": self.question_marks,
            "no_guess": self.no_guess,
            "difficulty": self.difficulty,
            "layout": None if self.layout is None else list(self.layout),
            "assisted": self.assisted,
            "seeded": self.seeded,
            "inputs": [list(row) for row in self.inputs],
            **({} if self.game_id is None else {"game_id": self.game_id}),
            **({} if self.challenge is None else {"challenge": self.challenge}),
            **({} if self.start is None else {"start": list(self.start)}),
        }

    @classmethod
    def from_json(cls, data: object, kind: str) -> GameLog:
        """Validate a dict written by `to_json`; GameLogError says what is wrong."""
        if not isinstance(data, Mapping):
            raise GameLogError("not a JSON object")
        if data.get("format") != kind or data.get("version") != GAME_LOG_VERSION:
            raise GameLogError(f"not a version {GAME_LOG_VERSION} {kind} document")
        rows = _int(data, "rows", 1, MAX_SIDE)
        cols = _int(data, "cols", 1, MAX_SIDE)
        mines = _int(data, "mines", 1, rows * cols - 1)
        seed = _int(data, "seed", 0, 2**64)
        first_click = _choice(data, "first_click", _FIRST_CLICK)
        difficulty = _choice(data, "difficulty", _DIFFICULTIES)
        flags = {
            name: _bool(data, name) for name in ("question_marks", "no_guess", "assisted", "seeded")
        }
        layout = _layout(data.get("layout"), rows, cols, mines)
        inputs = data.get("inputs")
        if not isinstance(inputs, list) or len(inputs) > MAX_INPUTS:
            raise GameLogError("'inputs' must be a list")
        for number, row in enumerate(inputs, start=1):
            _check_input(number, row)
            _check_on_board(number, row, rows, cols)
        return cls(
            rows,
            cols,
            mines,
            seed,
            first_click,
            flags["question_marks"],
            flags["no_guess"],
            difficulty,
            layout,
            tuple(inputs),
            flags["assisted"],
            _game_id(data.get("game_id")),
            flags["seeded"],
            _challenge(data.get("challenge")),
            _start(data.get("start"), rows, cols),
        )


def _game_id(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not _GAME_ID.fullmatch(value):
        raise GameLogError("'game_id' must be up to 64 letters and digits")
    return value


def _challenge(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not _CHALLENGE.fullmatch(value):
        raise GameLogError("'challenge' must be a challenge code")
    return value


def _start(value: object, rows: int, cols: int) -> tuple[int, int] | None:
    if value is None:
        return None
    if (
        not isinstance(value, list)
        or len(value) != 2
        or any(isinstance(v, bool) or not isinstance(v, int) for v in value)
        or not (0 <= value[0] < rows and 0 <= value[1] < cols)
    ):
        raise GameLogError("'start' must be [row, col] on the board")
    return value[0], value[1]


def _int(data: Mapping[str, Any], name: str, low: int, high: int) -> int:
    value = data.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise GameLogError(f"'{name}' must be a whole number from {low} to {high}")
    return value


def _bool(data: Mapping[str, Any], name: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise GameLogError(f"'{name}' must be true or false")
    return value


def _choice(data: Mapping[str, Any], name: str, choices: tuple[str, ...]) -> str:
    value = data.get(name)
    if not isinstance(value, str) or value not in choices:
        raise GameLogError(f"'{name}' must be one of {', '.join(choices)}")
    return value


def _layout(value: object, rows: int, cols: int, mines: int) -> tuple[str, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != rows:
        raise GameLogError(f"'layout' must be {rows} lines")
    for line in value:
        if not isinstance(line, str) or len(line) != cols or set(line) - {"*", "."}:
            raise GameLogError(f"'layout' lines must be {cols} characters of '*' and '.'")
    if sum(line.count("*") for line in value) != mines:
        raise GameLogError(f"'layout' must hold {mines} mines")
    return tuple(value)


def _check_input(number: int, row: object) -> None:
    if not isinstance(row, list) or len(row) != 6:
        raise GameLogError(f"input {number} must be a list of 6 items")
    for value in (row[0], row[2], row[3]):
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10**12:
            raise GameLogError(f"input {number}: time and position must be whole numbers")
    if isinstance(row[0], int) and row[0] < 0:
        raise GameLogError(f"input {number}: time must not be negative")
    for value in (row[1], row[4], row[5]):
        if value is not None and not isinstance(value, str):
            raise GameLogError(f"input {number}: kinds must be text")


def _check_on_board(number: int, row: list[Any], rows: int, cols: int) -> None:
    """An action that is not a mouse event (keyboard, hint, auto-player, a no-guess
    layout) names a cell: it must lie on the board and say what it does. Mouse events
    may lie off the board (the pointer left it)."""
    if row[1] is not None or row[4] in _NO_CELL_SOURCES:
        return
    x, y = row[2], row[3]
    if not (0 <= x < cols * LOG_CELL_PX and 0 <= y < rows * LOG_CELL_PX):
        raise GameLogError(f"input {number}: the cell at ({x}, {y}) is off the board")
    if row[5] is None:
        raise GameLogError(f"input {number}: an action on a cell must name the action")


def load_log(data: object, kind: str) -> GameLog:
    """A game document of either version: version 2 as it is; a version 1 saved game
    (a board snapshot with its history of moves) converted, so an unfinished game from
    an older version is never lost. GameLogError when neither fits."""
    if isinstance(data, Mapping) and data.get("version") == GAME_LOG_VERSION:
        return GameLog.from_json(data, kind)
    if not isinstance(data, Mapping) or not isinstance(data.get("board"), Mapping):
        raise GameLogError("not a saved game")
    board = data["board"]
    history = board.get("history")
    layout = board.get("layout")
    if not isinstance(history, list) or not isinstance(layout, list):
        raise GameLogError("the old saved game has no moves to continue from")
    elapsed = data.get("elapsed", 0)
    if isinstance(elapsed, bool) or not isinstance(elapsed, int | float) or not 0 <= elapsed < 1e7:
        elapsed = 0
    total = round(elapsed * 1000)
    inputs: list[InputRow] = []
    for i, step in enumerate(history):
        if not (isinstance(step, list) and len(step) == 3):
            raise GameLogError("the old saved game has a damaged move")
        action, row, col = step
        if not (isinstance(row, int) and isinstance(col, int) and isinstance(action, str)):
            raise GameLogError("the old saved game has a damaged move")
        t = round(total * i / max(1, len(history) - 1))
        inputs.append([t, None, col * 16 + 8, row * 16 + 8, "keyboard", action])
    difficulty = data.get("key") if data.get("key") in _DIFFICULTIES else "custom"
    return GameLog.from_json(
        {
            "format": kind,
            "version": GAME_LOG_VERSION,
            **{k: board.get(k) for k in ("rows", "cols", "mines", "seed", "first_click")},
            "question_marks": bool(board.get("question_marks", False)),
            "no_guess": bool(data.get("no_guess", False)),
            "difficulty": difficulty,
            "layout": layout,
            "assisted": bool(data.get("assisted", False)),
            "inputs": inputs,
        },
        kind,
    )


def replay_log(data: object) -> GameLog:
    """Our own replay of either version as a game document (version 1 held the board
    and its effective moves with their times in seconds)."""
    if isinstance(data, Mapping) and data.get("version") == GAME_LOG_VERSION:
        return GameLog.from_json(data, REPLAY_FORMAT_V2)
    if not isinstance(data, Mapping) or not isinstance(data.get("board"), Mapping):
        raise GameLogError("not a replay")
    board = data["board"]
    events = data.get("events")
    if not isinstance(events, list):
        raise GameLogError("the replay has no moves")
    inputs: list[InputRow] = []
    for event in events:
        t, action, row, col = event
        inputs.append(
            [round(float(t) * 1000), None, col * 16 + 8, row * 16 + 8, "keyboard", action]
        )
    return GameLog.from_json(
        {
            "format": REPLAY_FORMAT_V2,
            "version": GAME_LOG_VERSION,
            **{k: board.get(k) for k in ("rows", "cols", "mines", "seed", "first_click")},
            "question_marks": bool(board.get("question_marks", False)),
            "no_guess": False,
            "difficulty": "custom",
            "layout": board.get("layout"),
            "inputs": inputs,
        },
        REPLAY_FORMAT_V2,
    )
