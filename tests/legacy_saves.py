"""Version 1 board snapshots, as older versions of the game saved them (the game now
writes game logs; it still reads these, so the tests write them here)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.model import Board

_MARKS = {0: "H", 1: "F", 2: "?"}


def v1_board(
    board: Board, moves: Iterable[tuple[str, int, int]], undo_used: bool = False
) -> dict[str, Any]:
    """The version 1 snapshot of `board` after `moves` (the effective actions played on it)."""
    grid = [[board.cell(r, c) for c in range(board.cols)] for r in range(board.rows)]
    return {
        "version": 1,
        "rows": board.rows,
        "cols": board.cols,
        "mines": board.mines,
        "seed": board.seed,
        "first_click": str(board.first_click),
        "question_marks": board.question_marks,
        "fixed_layout": board.fixed_layout,
        "layout": board.layout_text().splitlines() if board.laid else None,
        "state": [
            "".join(
                ("*" if cell.mine else str(cell.adjacent)) if cell.open else _MARKS[cell.mark]
                for cell in line
            )
            for line in grid
        ],
        "status": str(board.status),
        "undo_used": undo_used,
        "history": [[str(kind), r, c] for kind, r, c in moves],
    }
