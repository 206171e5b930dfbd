"""A position too heavy to count exactly in seconds (ms-toollib needs minutes, then aborts)."""

import random

from game.model import Board


def heavy_position(size: int = 50, mines: int = 1000, opened: int = 500, seed: int = 1) -> str:
    """A size x size board with `opened` scattered safe cells open: a huge, tangled frontier."""
    board = Board(size, size, mines, seed=seed, first_click="safe")
    cells = [(r, c) for r in range(size) for c in range(size)]
    random.Random(seed).shuffle(cells)
    board.reveal(*cells[0])
    safe = [cell for cell in cells if not board.mine_at(*cell)]
    for row, col in safe[:opened]:
        board.reveal(row, col)
    assert board.status == "playing"
    return board.to_position()
