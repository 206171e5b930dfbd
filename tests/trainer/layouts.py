"""Hand-made positions from a picture of the truth, so the numbers are always consistent.

'*' covered mine   'F' flagged mine   'H' covered safe cell   '.' open cell (its number is computed)
"""

from __future__ import annotations

from game.solver.position import Position, parse_position


def position(picture: str, extra_mines: int = 0) -> Position:
    """The position the player sees for the truth drawn in `picture`."""
    rows = [line.strip() for line in picture.strip().splitlines()]
    height, width = len(rows), len(rows[0])
    mines = {(r, c) for r in range(height) for c in range(width) if rows[r][c] in "*F"}
    out = []
    for r, row in enumerate(rows):
        line = ""
        for c, ch in enumerate(row):
            if ch == ".":
                line += str(
                    sum(
                        (rr, cc) in mines
                        for rr in range(r - 1, r + 2)
                        for cc in range(c - 1, c + 2)
                        if (rr, cc) != (r, c)
                    )
                )
            else:
                line += "F" if ch == "F" else "H"
        out.append(line)
    return parse_position(f"{width}x{height}x{len(mines) + extra_mines}\n" + "\n".join(out))


def truth(picture: str) -> set[tuple[int, int]]:
    """The mines of `picture`."""
    rows = [line.strip() for line in picture.strip().splitlines()]
    return {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch in "*F"}
