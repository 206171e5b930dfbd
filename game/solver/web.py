"""The constraint web: clues, boxes of interchangeable cells, independent parts.

A *box* is a set of undecided covered cells touched by exactly the same clues:
any layout can swap mines inside a box, so counting works per box with a
binomial weight. Boxes linked through shared clues form a *component*; cells
no clue touches are *floating*. Cells already proved (`fixed_mines`,
`fixed_safe`) are taken out and the clue needs reduced accordingly.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.solver.position import Position


@dataclass(frozen=True)
class Component:
    """Boxes linked by clues: `constraints` are (need, box numbers) pairs."""

    boxes: tuple[int, ...]
    constraints: tuple[tuple[int, tuple[int, ...]], ...]


@dataclass(frozen=True)
class Web:
    """Everything the counting needs, derived from a position and proved cells."""

    position: Position
    fixed_mines: frozenset[int]
    fixed_safe: frozenset[int]
    needs: dict[int, int]
    boxes: tuple[tuple[int, ...], ...]
    box_of: dict[int, int]
    components: tuple[Component, ...]
    component_of_box: tuple[int, ...]
    floating: tuple[int, ...]
    mines_left: int


def build_web(
    position: Position, fixed_mines: Iterable[int] = (), fixed_safe: Iterable[int] = ()
) -> Web:
    """Group the undecided covered cells of `position` into boxes and components."""
    mines = frozenset(fixed_mines)
    safe = frozenset(fixed_safe)
    cells = position.cells
    nbrs = position.neighbours
    needs: dict[int, int] = {}
    touching: dict[int, list[int]] = {}
    for w, value in enumerate(cells):
        if value < 0:
            continue
        unknown = []
        need = value
        for n in nbrs[w]:
            if cells[n] < 0:
                if n in mines:
                    need -= 1
                elif n not in safe:
                    unknown.append(n)
        if unknown:
            needs[w] = need
            for n in unknown:
                touching.setdefault(n, []).append(w)
    groups: dict[tuple[int, ...], list[int]] = {}
    for cell in sorted(touching):
        groups.setdefault(tuple(touching[cell]), []).append(cell)
    boxes = tuple(tuple(group) for group in groups.values())
    box_of = {cell: b for b, group in enumerate(boxes) for cell in group}
    components, component_of_box = _components(list(groups), needs)
    floating = tuple(
        i
        for i, v in enumerate(cells)
        if v < 0 and i not in mines and i not in safe and i not in box_of
    )
    return Web(
        position,
        mines,
        safe,
        needs,
        boxes,
        box_of,
        components,
        component_of_box,
        floating,
        position.mines - len(mines),
    )


def _components(
    keys: list[tuple[int, ...]], needs: dict[int, int]
) -> tuple[tuple[Component, ...], tuple[int, ...]]:
    """Split boxes (given by their clue tuples) into independent components."""
    parent = {w: w for w in needs}

    def find(w: int) -> int:
        while parent[w] != w:
            parent[w] = parent[parent[w]]
            w = parent[w]
        return w

    for key in keys:
        root = find(key[0])
        for w in key[1:]:
            other = find(w)
            if other != root:
                parent[other] = root
    by_root: dict[int, list[int]] = {}
    for b, key in enumerate(keys):
        by_root.setdefault(find(key[0]), []).append(b)
    components = []
    component_of_box = [0] * len(keys)
    for c, box_ids in enumerate(by_root.values()):
        clue_boxes: dict[int, list[int]] = {}
        for b in box_ids:
            component_of_box[b] = c
            for w in keys[b]:
                clue_boxes.setdefault(w, []).append(b)
        constraints = tuple((needs[w], tuple(bs)) for w, bs in sorted(clue_boxes.items()))
        components.append(Component(tuple(box_ids), constraints))
    return tuple(components), tuple(component_of_box)
