"""The numbers as constraints: which covered cells each open number counts.

Flags are not trusted (an F cell is covered). Mines the caller already knows
(`known`, e.g. the flags a puzzle shows as proved) are taken out and each
number is reduced by the known mines it touches: a 3 touching one known mine
is a 2 over its other covered cells.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.solver.cells import cell_name
from game.solver.counting import component_table
from game.solver.position import ContradictionError, Position


@dataclass(frozen=True)
class Clue:
    """An open number with undecided covered neighbours: it needs `need` mines among `cells`."""

    index: int
    value: int
    need: int
    cells: tuple[int, ...]


@dataclass(frozen=True)
class ClueSystem:
    """Every clue of a position, and which clues share cells (the proof graph)."""

    position: Position
    known: frozenset[int]
    clues: dict[int, Clue]
    adjacent: dict[int, frozenset[int]]


def build_system(position: Position, known: Iterable[int] = ()) -> ClueSystem:
    """The clues of `position` with the `known` mines taken out.

    Raises ContradictionError when a number cannot be met.
    """
    mines = frozenset(known)
    cells = position.cells
    nbrs = position.neighbours
    clues: dict[int, Clue] = {}
    touching: dict[int, list[int]] = {}
    for w, value in enumerate(cells):
        if value < 0:
            continue
        covered = [n for n in nbrs[w] if cells[n] < 0]
        free = tuple(n for n in covered if n not in mines)
        need = value - (len(covered) - len(free))
        if need < 0 or need > len(free):
            name = cell_name(*position.row_col(w))
            raise ContradictionError(f"impossible position: the {value} at {name} cannot be met")
        if free:
            clues[w] = Clue(w, value, need, free)
            for n in free:
                touching.setdefault(n, []).append(w)
    adjacent: dict[int, set[int]] = {w: set() for w in clues}
    for sharing in touching.values():
        for w in sharing:
            adjacent[w].update(sharing)
    frozen = {w: frozenset(a - {w}) for w, a in adjacent.items()}
    return ClueSystem(position, mines, clues, frozen)


def decided(clues: Iterable[Clue], only: set[int] | None = None) -> tuple[dict[int, bool], bool]:
    """Cells these clues alone decide ({cell: is mine}) and whether they fit at all.

    Cells touched by the same clues form a box; the project's exact layout
    counter (`component_table`) counts the layouts with one marked cell of a
    box mined or not. A cell is decided when one of the two counts is zero.
    With `only`, boxes holding none of those cells are not examined (but a
    position no layout fits is still noticed).
    """
    group = list(clues)
    by_cells: dict[int, list[int]] = {}
    for k, clue in enumerate(group):
        for n in clue.cells:
            by_cells.setdefault(n, []).append(k)
    boxes: dict[tuple[int, ...], list[int]] = {}
    for cell in sorted(by_cells):
        boxes.setdefault(tuple(by_cells[cell]), []).append(cell)
    keys = list(boxes)
    sizes = tuple(len(boxes[key]) for key in keys)
    constraints = tuple(
        (clue.need, tuple(b for b, key in enumerate(keys) if k in key))
        for k, clue in enumerate(group)
    )
    out: dict[int, bool] = {}
    if not component_table(sizes, constraints, None):
        return {}, False
    for b, key in enumerate(keys):
        if only is not None and not only.intersection(boxes[key]):
            continue
        marks = tuple(1 if i == b else 0 for i in range(len(keys)))
        table = component_table(sizes, constraints, marks)
        mined = any(count and j for (_, j), count in table.items())
        clear = any(count and not j for (_, j), count in table.items())
        if not mined and not clear:
            return {}, False
        if mined != clear:
            for cell in boxes[key]:
                out[cell] = mined
    return out, True
