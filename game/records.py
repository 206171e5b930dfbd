"""A finished board as a statistics record: shared by the window and the terminal game."""

from __future__ import annotations

from game.model import Board, Difficulty
from game.storage import GameRecord


def size_filter(difficulty: Difficulty) -> tuple[int | None, int | None, int | None]:
    """(rows, cols, mines) that narrow custom statistics to one size; Nones otherwise."""
    if difficulty.key == "custom":
        return difficulty.rows, difficulty.cols, difficulty.mines
    return None, None, None


def game_record(
    board: Board, difficulty: Difficulty, seconds: float, assisted: bool, no_guess: bool = False
) -> GameRecord:
    """The statistics record of a finished game (undo always counts as assistance)."""
    return GameRecord(
        difficulty=difficulty.key,
        rows=board.rows,
        cols=board.cols,
        mines=board.mines,
        seed=board.seed,
        won=board.status == "won",
        seconds=round(seconds, 3),
        three_bv=board.three_bv,
        three_bv_solved=board.three_bv_solved,
        left_clicks=board.left_clicks,
        right_clicks=board.right_clicks,
        chord_clicks=board.chord_clicks,
        effective_clicks=board.effective_clicks,
        assisted=assisted or board.undo_used,
        no_guess=no_guess,
        first_click=board.first_click,
        loss_row=board.exploded.row if board.status == "lost" and board.exploded else None,
        loss_col=board.exploded.col if board.status == "lost" and board.exploded else None,
    )
