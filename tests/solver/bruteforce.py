"""Test oracle: list every mine layout of a small position, no cleverness at all."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

from game.solver.position import Position


def layouts(position: Position) -> list[frozenset[int]]:
    """Every set of mine cells that fits all numbers and the total mine count."""
    covered = [i for i, v in enumerate(position.cells) if v < 0]
    clues = [(i, v) for i, v in enumerate(position.cells) if v >= 0]
    nbrs = position.neighbours
    found = []
    if position.mines > len(covered):
        return found
    for mines in combinations(covered, position.mines):
        chosen = set(mines)
        if all(sum(1 for n in nbrs[i] if n in chosen) == v for i, v in clues):
            found.append(frozenset(chosen))
    return found


def probabilities(position: Position) -> list[list[Fraction | None]] | None:
    """Exact mine chance per cell (None for open cells); None if no layout fits."""
    found = layouts(position)
    if not found:
        return None
    grid: list[list[Fraction | None]] = []
    for r in range(position.height):
        row: list[Fraction | None] = []
        for c in range(position.width):
            i = position.index(r, c)
            if position.cells[i] >= 0:
                row.append(None)
            else:
                row.append(Fraction(sum(1 for lay in found if i in lay), len(found)))
        grid.append(row)
    return grid


def value_chances(position: Position, cell: int) -> dict[int, Fraction]:
    """P(cell is safe and shows n) for each n, over all fitting layouts."""
    found = layouts(position)
    out: dict[int, Fraction] = {}
    for lay in found:
        if cell in lay:
            continue
        n = sum(1 for x in position.neighbours[cell] if x in lay)
        out[n] = out.get(n, Fraction(0)) + Fraction(1, len(found))
    return out


def numbers_for(width: int, height: int, mines: set[int]) -> list[int]:
    """The number every safe cell would show (-9 marks a mine)."""
    table = Position(width, height, 0, (0,) * (width * height)).neighbours
    return [
        -9 if i in mines else sum(1 for n in table[i] if n in mines) for i in range(width * height)
    ]
