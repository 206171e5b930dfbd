"""Rebuild a game from a version 1 snapshot (a board and its history of moves, as
older versions saved it), validating every field. The game writes game logs now."""

from __future__ import annotations

from typing import Any

from game.model.cell import FLAG, NO_MARK, QUESTION
from game.model.difficulty import MAX_SIDE
from game.model.rules import ACTIONS, FIRST_CLICK_RULES, SNAPSHOT_VERSION, STATUSES, Action

Board = Any  # the Board class is passed in, so this module need not import it
_COUNTERS = ("left", "right", "chord", "effective")  # older saves count clicks: checked, unused


def restore(cls: type[Board], data: Any) -> Board:
    """Validate snapshot data and replay its history; ValueError names what is wrong."""
    if not isinstance(data, dict):
        raise ValueError("saved game must be an object")
    if data.get("version") != SNAPSHOT_VERSION:
        raise ValueError(f"saved game version {data.get('version')!r} is not supported")
    rows = _int(data, "rows", 1, MAX_SIDE)
    cols = _int(data, "cols", 1, MAX_SIDE)
    mines = _int(data, "mines", 0, rows * cols)
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("seed must be a whole number")
    first_click = data.get("first_click")
    if first_click not in FIRST_CLICK_RULES:
        raise ValueError(f"first_click must be one of {', '.join(FIRST_CLICK_RULES)}")
    question_marks = _bool(data, "question_marks")
    fixed = _bool(data, "fixed_layout")
    status = data.get("status")
    if status not in STATUSES:
        raise ValueError(f"status must be one of {', '.join(STATUSES)}")
    layout = _layout(data.get("layout"), rows, cols, mines)
    history = _history(data.get("history"), rows, cols, ACTIONS)
    counters = data.get("counters", {})
    if not isinstance(counters, dict):
        raise ValueError("counters must be an object")
    for key in _COUNTERS:
        if key in counters:
            _int(counters, key, 0, 10**9, where="counters.")

    if fixed:
        if layout is None:
            raise ValueError("a fixed layout is missing")
        board = cls.from_layout(
            "\n".join(
                "".join("*" if (r, c) in layout else "." for c in range(cols)) for r in range(rows)
            ),
            question_marks,
        )
    else:
        board = cls(rows, cols, mines, seed, first_click, question_marks)
        if layout is not None and not any(kind is Action.REVEAL for kind, _, _ in history):
            board.lay_mines(layout)
    mine_list = sorted(layout) if layout is not None else None
    for kind, r, c in history:
        if board.over:
            raise ValueError("history continues after the game ended")
        changed = board._act(kind, board.cell(r, c), layout=mine_list)
        if not changed:
            raise ValueError(f"history step {kind} at ({r}, {c}) changes nothing")
    if (
        board.laid
        and layout is not None
        and mine_list != sorted((cell.row, cell.col) for cell in board.cells if cell.mine)
    ):
        raise ValueError("layout does not match the history")
    if board.status != status:
        raise ValueError(f"status {status!r} does not match the history ({board.status!r})")
    if data.get("state") != _state_lines(board):
        raise ValueError("the cells shown do not match the history")
    _bool(data, "undo_used")
    return board


def _state_lines(board: Board) -> list[str]:
    symbol = {NO_MARK: "H", FLAG: "F", QUESTION: "?"}
    return [
        "".join(
            ("*" if cell.mine else str(cell.adjacent)) if cell.open else symbol[cell.mark]
            for cell in line[1:-1]
        )
        for line in board.grid[1:-1]
    ]


def _int(data: dict[str, Any], key: str, low: int, high: int, where: str = "") -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{where}{key} must be a whole number from {low} to {high}")
    return value


def _bool(data: dict[str, Any], key: str) -> bool:
    value = data.get(key)
    if not isinstance(value, bool):
        raise ValueError(f"{key} must be true or false")
    return value


def _layout(value: Any, rows: int, cols: int, mines: int) -> set[tuple[int, int]] | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != rows:
        raise ValueError(f"layout must be a list of {rows} rows")
    cells: set[tuple[int, int]] = set()
    for r, line in enumerate(value):
        if not isinstance(line, str) or len(line) != cols or set(line) - {"*", "."}:
            raise ValueError(f"layout row {r + 1} must be {cols} characters of '*' and '.'")
        cells.update((r, c) for c, char in enumerate(line) if char == "*")
    if len(cells) != mines:
        raise ValueError(f"layout holds {len(cells)} mines, expected {mines}")
    return cells


def _history(
    value: Any, rows: int, cols: int, actions: tuple[str, ...]
) -> list[tuple[Action, int, int]]:
    if not isinstance(value, list):
        raise ValueError("history must be a list")
    steps = []
    for i, entry in enumerate(value):
        if (
            not isinstance(entry, list)
            or len(entry) != 3
            or entry[0] not in actions
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in entry[1:])
            or not (0 <= entry[1] < rows and 0 <= entry[2] < cols)
        ):
            raise ValueError(f"history step {i + 1} must be [action, row, col] on the board")
        steps.append((Action(entry[0]), entry[1], entry[2]))
    return steps
