"""A position too heavy to count exactly in seconds (ms-toollib needs minutes, then aborts)."""

import random

from game.bench.heavy import heavy_position

__all__ = ["heavy_position", "sparse_numbers"]


def sparse_numbers(width: int, height: int, step: int = 2, seed: int = 1) -> str:
    """Open numbers on every `step`-th row and column of a random 20% layout, all else covered.

    With step 2 every number shares covered cells with its neighbours: one tangled
    part whose count explodes (30x16: ms-toollib needs 11 s and 150 MB; 40x25: gigabytes).
    With step 3 the numbers stand alone: thousands of small parts, cheap to count.
    """
    rng = random.Random(seed)
    mines = {(r, c) for r in range(height) for c in range(width) if rng.random() < 0.2}
    rows = []
    for r in range(height):
        row = ""
        for c in range(width):
            if r % step == 1 and c % step == 1 and (r, c) not in mines:
                row += str(sum((r + dr, c + dc) in mines for dr in (-1, 0, 1) for dc in (-1, 0, 1)))
            else:
                row += "H"
        rows.append(row)
    return f"{width}x{height}x{len(mines)}\n" + "\n".join(rows) + "\n"
