"""Board metrics: 3BV (the minimum clicks to clear a layout) and its progress."""

from __future__ import annotations

from collections.abc import Iterable

from game.model.cell import Cell


def bv_units(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """One representative cell per 3BV unit of a laid layout.

    Each connected region of zeros (with its numbered rim) is one unit, represented
    by one of its zeros; every safe number outside all regions is a unit of its own.
    A unit is solved exactly when its representative is open.
    """
    cells = tuple(cells)
    rimmed: set[Cell] = set()
    units: list[Cell] = []
    for start in cells:
        if start.mine or start.adjacent or start in rimmed:
            continue
        units.append(start)
        rimmed.add(start)
        stack = [start]
        while stack:
            cell = stack.pop()
            for nb in cell.neighbours:
                if nb not in rimmed:
                    rimmed.add(nb)
                    if nb.adjacent == 0:
                        stack.append(nb)
    units.extend(c for c in cells if not c.mine and c not in rimmed)
    return tuple(units)


def solved_units(units: Iterable[Cell]) -> int:
    """How many 3BV units are already solved (their representative is open)."""
    return sum(1 for cell in units if cell.open)
