"""3BV, the one definition: the fewest left clicks that clear a layout, and how much of
it a click solves, as the community (ms-toollib) counts it.

Each opening (a connected region of zeros with its numbered rim) is one unit; every
safe number off all rims is a unit of its own. Every walk here follows the eight
neighbour pointers; sentinels are never zeros and never mines, so they stop it.

>>> three_bv(((True, False, False), (False, False, False), (False, False, True)))
2
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.model.cell import FLAG, Cell
from game.model.grid import build_grid


def bv_units(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """One representative cell per 3BV unit of a laid layout.

    An opening is represented by one of its zeros, a lone number by itself. A unit is
    solved exactly when its representative is open.
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
            for nb in stack.pop().around:
                if nb not in rimmed:
                    rimmed.add(nb)
                    if nb.adjacent == 0:
                        stack.append(nb)
    units.extend(c for c in cells if not c.mine and c not in rimmed)
    return tuple(units)


def solved_units(units: Iterable[Cell]) -> int:
    """How many 3BV units are already solved (their representative is open)."""
    return sum(1 for cell in units if cell.open)


def three_bv(mines: Sequence[Sequence[bool]]) -> int:
    """3BV of a mine layout given as rows of booleans (True = mine)."""
    rows = len(mines)
    cols = len(mines[0]) if rows else 0
    if not rows or not cols:
        return 0
    _, cells = build_grid(rows, cols)
    for cell in cells:
        cell.mine = bool(mines[cell.row][cell.col])
    for cell in cells:
        cell.adjacent = cell.count_adjacent_mines()
    return len(bv_units(cells))


def opening_complete(zero: Cell, seen: set[Cell]) -> bool:
    """Whether the opening holding `zero` has no flagged zero in it.

    ms-toollib credits an opening's 3BV only when a click opens it whole; a flag on
    one of its zeros blocks the credit until the flag is gone and the rest is opened.
    Zeros walked are added to `seen`.
    """
    stack = [zero]
    while stack:
        cell = stack.pop()
        if cell.adjacent or cell.mine or cell in seen:
            continue
        if cell.mark == FLAG:
            return False
        seen.add(cell)
        stack.extend(nb for nb in cell.around if nb not in seen)
    return True


def lone_number(cell: Cell) -> bool:
    """A safe number with no zero around it: a 3BV unit of its own."""
    return not cell.mine and cell.adjacent > 0 and all(nb.adjacent or nb.mine for nb in cell.around)


def reveal_solves(cell: Cell) -> int:
    """The 3BV a reveal that opened `cell` (safe) solved: its whole opening or a lone number."""
    if cell.adjacent == 0:
        return int(opening_complete(cell, set()))
    return int(lone_number(cell))


def chord_solves(opened: Iterable[Cell]) -> int:
    """The 3BV a matching chord solved, from the cells it opened itself (`Change.opened`):
    lone numbers and whole openings among them (a flood from one opening reaches only its
    own opening and rim, which the walk counts once)."""
    solved = 0
    seen: set[Cell] = set()
    for nb in opened:
        if nb.mine:
            continue
        if nb.adjacent:
            solved += lone_number(nb)
        elif nb not in seen:
            solved += opening_complete(nb, seen)
    return solved
