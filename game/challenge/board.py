"""A challenge's board: its start and its mines, drawn from the code's seed.

Version 1 of the drawing (codes `MS1-`), which must never change: the project's own
SplitMix64 (game/challenge/prng.py), seeded from the seed and the board's size, first
draws the start cell (any cell, all equally likely), then the mines among the other cells
by a partial Fisher-Yates shuffle of the cells in row-major order. The start and its
neighbours hold no mine whenever the board has room, so the start opens a region; on a
board too full for that, only the start is safe.

>>> from game.challenge.code import Challenge
>>> board = challenge_board(Challenge(8, 8, 10, seed=1))
>>> board.start, len(board.layout.mines), board.layout.lines()[0]
((6, 2), 10, '...*....')
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from game.challenge.code import Challenge
from game.challenge.prng import SplitMix64, derive
from game.model import MineLayout

LAYOUT_STREAM = 0x4D5331  # "MS1": the stream of version 1 codes


@dataclass(frozen=True)
class ChallengeBoard:
    """The mines and the given start (row, col) of a challenge, 0-based."""

    layout: MineLayout
    start: tuple[int, int]

    def lines(self) -> list[str]:
        """The layout as rows of '*' (mine) and '.' (safe)."""
        return self.layout.lines()


@functools.lru_cache(maxsize=16)
def challenge_board(challenge: Challenge) -> ChallengeBoard:
    """The board a challenge names (the same for the same challenge, always)."""
    rows, cols = challenge.rows, challenge.cols
    rng = SplitMix64(derive(LAYOUT_STREAM, challenge.seed, cols, rows, challenge.mines))
    cells = rows * cols
    start = rng.below(cells)
    r0, c0 = divmod(start, cols)
    around = {
        r * cols + c
        for r in range(max(0, r0 - 1), min(rows, r0 + 2))
        for c in range(max(0, c0 - 1), min(cols, c0 + 2))
    }
    excluded = around if challenge.mines <= cells - len(around) else {start}
    candidates = [cell for cell in range(cells) if cell not in excluded]
    mines = rng.sample(candidates, challenge.mines)
    layout = MineLayout(rows, cols, frozenset(divmod(cell, cols) for cell in mines))
    return ChallengeBoard(layout, (r0, c0))
