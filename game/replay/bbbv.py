"""3BV of a mine layout: the fewest left clicks that clear it, as the community counts it."""

from __future__ import annotations

from collections.abc import Sequence

from game.replay.video import numbers_from_mines


def bbbv(mines: Sequence[Sequence[bool]]) -> int:
    """Each opening (a connected region of zeros) counts 1, each safe number off every rim 1."""
    grid = tuple(tuple(row) for row in mines)
    numbers = numbers_from_mines(grid)
    rows = len(numbers)
    cols = len(numbers[0]) if rows else 0
    covered = [[False] * cols for _ in range(rows)]
    total = 0
    for r in range(rows):
        for c in range(cols):
            if numbers[r][c] != 0 or covered[r][c]:
                continue
            total += 1
            covered[r][c] = True
            stack = [(r, c)]
            while stack:
                sr, sc = stack.pop()
                for nr in range(max(sr - 1, 0), min(sr + 2, rows)):
                    for nc in range(max(sc - 1, 0), min(sc + 2, cols)):
                        if not covered[nr][nc]:
                            covered[nr][nc] = True
                            if numbers[nr][nc] == 0:
                                stack.append((nr, nc))
    return total + sum(
        1 for r in range(rows) for c in range(cols) if numbers[r][c] > 0 and not covered[r][c]
    )
