"""Approximate mine probabilities for a position too big to count exactly.

Cheap and bounded (one pass over the cells): a covered cell next to open
numbers gets the largest "mines still needed / covered cells around" ratio of
those numbers (0 if any of them is satisfied, 1 if any needs all its covered
cells); every other covered cell gets the density of the mines left over.
This is a labelled estimate, not the exact count `analyse` gives.
"""

from __future__ import annotations

from game.i18n import N_, _
from game.model.rules import Action
from game.solver.cells import cell_name
from game.solver.guess import Method
from game.solver.moves import Move, NoMoveError, percent
from game.solver.position import Position, parse_position

Grid = list[list[float | None]]
LABEL = N_("approximate (local number ratios and the leftover density, not an exact count)")


def approximate_probabilities(position: Position) -> Grid:
    """Estimated P(mine) per cell, row by row; None for open cells. Flags are not trusted."""
    shown = position.unflagged()
    cells = shown.cells
    neighbours = shown.neighbours
    estimate: dict[int, float] = {}
    for index, value in enumerate(cells):
        if value < 0:
            continue
        covered = [n for n in neighbours[index] if cells[n] < 0]
        if not covered:
            continue
        ratio = min(1.0, value / len(covered))
        for cell in covered:
            estimate[cell] = _combine(estimate.get(cell), ratio)
    floating = [i for i, v in enumerate(cells) if v < 0 and i not in estimate]
    if floating:
        left = max(0.0, shown.mines - sum(estimate.values()))
        density = min(1.0, left / len(floating))
        for cell in floating:
            estimate[cell] = density
    flat: list[float | None] = [estimate.get(i) if v < 0 else None for i, v in enumerate(cells)]
    width = shown.width
    return [flat[r * width : (r + 1) * width] for r in range(shown.height)]


def approximate(position_text: str) -> Grid:
    """`approximate_probabilities` of position text; PositionError for bad text."""
    return approximate_probabilities(parse_position(position_text))


def _combine(previous: float | None, ratio: float) -> float:
    """Certain answers win (a satisfied number proves safety); otherwise the larger ratio."""
    if previous is None:
        return ratio
    if previous == 0.0 or ratio == 0.0:
        return 0.0
    if previous == 1.0 or ratio == 1.0:
        return 1.0
    return max(previous, ratio)


def approximate_hint(position_text: str) -> Move:
    """The covered cell the approximation finds least risky, labelled as an estimate.

    Raises PositionError for bad text and NoMoveError when nothing is covered.
    """
    position = parse_position(position_text)
    grid = approximate_probabilities(position)
    covered = [(p, r, c) for r, row in enumerate(grid) for c, p in enumerate(row) if p is not None]
    if not covered:
        raise NoMoveError("nothing to play: every cell is already open")
    p, row, col = min(covered)
    name = cell_name(row, col)
    if p == 0.0:
        reason = _(
            "{cell} is safe: it touches an open 0 (quick check; position too big to count)"
        ).format(cell=name)
        return Move(Action.REVEAL, row, col, 0.0, reason, certain=True)
    reason = _(
        "approximate: the position is too big to count exactly; {cell} looks least risky "
        "(about {risk})"
    ).format(cell=name, risk=percent(p))
    return Move(Action.REVEAL, row, col, p, reason, method=Method.SAFEST)
