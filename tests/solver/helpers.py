"""Building test positions from a mine layout and the cells left covered."""

from __future__ import annotations

from game.solver.cells import parse_cell_name
from game.solver.position import COVERED, FLAGGED, Position
from tests.solver.bruteforce import numbers_for


def seen(layout: str, covered: str = "", flagged: str = "") -> Position:
    """The position of `layout` ('*' mine) with mines and the named cells covered.

    `covered` and `flagged` are space-separated cell names such as "A1 C5".
    """
    rows = layout.split()
    height, width = len(rows), len(rows[0])
    mines = {r * width + c for r in range(height) for c in range(width) if rows[r][c] == "*"}
    numbers = numbers_for(width, height, mines)

    def indices(names: str) -> set[int]:
        return {r * width + c for r, c in (parse_cell_name(n) for n in names.split())}

    hidden, flags = indices(covered), indices(flagged)
    cells = []
    for i in range(width * height):
        if i in flags:
            cells.append(FLAGGED)
        elif i in mines or i in hidden:
            cells.append(COVERED)
        else:
            cells.append(numbers[i])
    return Position(width, height, len(mines), tuple(cells))
