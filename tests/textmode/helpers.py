"""Driving the terminal game with a script of typed lines and reading what it wrote."""

from __future__ import annotations

import io
import itertools

import game.textmode.app as textmode_app
from game.model import NORMAL, Board, Difficulty
from game.storage import GameRecord, Stats
from game.textmode import run
from game.textmode.coords import cell_name


def play(
    lines: list[str],
    difficulty: Difficulty | None = None,
    seed: int | None = 1,
    color: bool | None = False,
    plain: bool | None = False,
) -> tuple[int, str]:
    """Run the game on `lines` (one per prompt); returns the exit status and the output.

    The clock advances one second each time it is read, so times are deterministic.
    """
    stdin = io.StringIO("".join(line + "\n" for line in lines))
    stdout = io.StringIO()
    ticks = itertools.count(0.0, 1.0)
    # Reproducible boards without a player-chosen seed (a chosen seed sets no records):
    # the game draws its boards from `seed` as if at random.
    original = textmode_app.session_seeds
    textmode_app.session_seeds = lambda _chosen: original(seed)
    try:
        status = run(difficulty, None, stdin, stdout, color, clock=lambda: next(ticks), plain=plain)
    finally:
        textmode_app.session_seeds = original
    return status, stdout.getvalue()


def seeded_board(
    seed: int = 1, first: tuple[int, int] = (3, 3), difficulty: Difficulty = NORMAL, **options
) -> Board:
    """The board `run` builds for `seed` with default settings, after the first reveal."""
    board = Board.from_difficulty(difficulty, seed, **options)
    board.reveal(*first)
    return board


def safe_cells(board: Board) -> list[tuple[int, int]]:
    """Every mine-free cell of a laid board, row by row."""
    layout = board.layout_text().splitlines()
    return [(r, c) for r, line in enumerate(layout) for c, ch in enumerate(line) if ch == "."]


def mine_cells(board: Board) -> list[tuple[int, int]]:
    """Every mine of a laid board, row by row."""
    layout = board.layout_text().splitlines()
    return [(r, c) for r, line in enumerate(layout) for c, ch in enumerate(line) if ch == "*"]


def winning_moves(board: Board) -> list[str]:
    """Cell names that clear the rest of `board`, applying them to it as they are found."""
    moves = []
    for r, c in safe_cells(board):
        if board.appearance(r, c) == "covered":
            board.reveal(r, c)
            moves.append(cell_name(r, c))
    return moves


def recorded_games() -> list[GameRecord]:
    """Every game in the statistics database of this test's MINESWEEPER_HOME."""
    with Stats.open() as stats:
        return stats.recent(limit=100)


def board_lines(output: str) -> list[str]:
    """The framed rows of the last board printed in `output`."""
    lines = output.splitlines()
    bottom = max(i for i, line in enumerate(lines) if line.strip().startswith("└"))
    top = max(i for i in range(bottom) if lines[i].strip().startswith("┌"))
    return lines[top + 1 : bottom]
