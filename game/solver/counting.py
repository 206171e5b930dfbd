"""Our own exact layout counting over the constraint web (no ms-toollib).

`component_table` counts, for one component, the layouts with k mines in it
and j of them on "marked" cells, weighting each box assignment by the number
of ways to place its mines. A dynamic programme walks the boxes in a breadth
first order and keeps, as its state, only the remaining needs of the clues
that are still open, so long chains of clues cost linear time.

On top of it: `total_layouts` (exact integer count of every layout that fits
the position) and `value_distribution` (the chance that a covered cell is
safe and shows each number), which the guess selection needs and the
probability engine of ms-toollib does not give.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from game.solver.web import Web

Constraints = tuple[tuple[int, tuple[int, ...]], ...]


def sweep_plan(
    n: int, constraints: Constraints
) -> tuple[list[int], dict[int, int], list[int], list[int], list[list[int]]]:
    """How a sweep walks one component's boxes: their order (and each box's place in it), each
    constraint's first and
    last position in it, and the constraints each position touches (the counter and the cost
    estimate walk the same way)."""
    order = component_order(n, constraints)
    where = {b: i for i, b in enumerate(order)}
    first = [min(where[b] for b in bs) for _, bs in constraints]
    last = [max(where[b] for b in bs) for _, bs in constraints]
    touching: list[list[int]] = [[] for _ in range(n)]
    for c, (_, bs) in enumerate(constraints):
        for b in bs:
            touching[where[b]].append(c)
    return order, where, first, last, touching


def component_order(n: int, constraints: Constraints) -> list[int]:
    """A breadth-first box order starting at a box with few neighbours."""
    adjacent: list[set[int]] = [set() for _ in range(n)]
    for _, boxes in constraints:
        for b in boxes:
            adjacent[b].update(boxes)
    for b in range(n):
        adjacent[b].discard(b)
    order: list[int] = []
    seen: set[int] = set()
    for start in sorted(range(n), key=lambda b: (len(adjacent[b]), b)):
        if start in seen:
            continue
        seen.add(start)
        queue = [start]
        while queue:
            b = queue.pop(0)
            order.append(b)
            for nb in sorted(adjacent[b]):
                if nb not in seen:
                    seen.add(nb)
                    queue.append(nb)
    return order


@lru_cache(maxsize=4096)
def floating_ways(cells: int, mines: int) -> int:
    """C(cells, mines), remembered: on big boards these are huge integers that
    the guess selection asks for again and again with the same few arguments."""
    return math.comb(cells, mines)


def _transitions(size: int, marked: int) -> list[tuple[int, int, int]]:
    """(mines in box, mines on its marked cells, ways) for a box."""
    out = []
    for m in range(size + 1):
        for jm in range(max(0, m - (size - marked)), min(marked, m) + 1):
            out.append((m, jm, math.comb(marked, jm) * math.comb(size - marked, m - jm)))
    return out


@lru_cache(maxsize=8192)
def component_table(
    sizes: tuple[int, ...], constraints: Constraints, marks: tuple[int, ...] | None = None
) -> dict[tuple[int, int], int]:
    """Layouts of one component: {(mines in it, mines on marked cells): count}."""
    n = len(sizes)
    order, where, first, last, touching = sweep_plan(n, constraints)
    states: dict[tuple[Any, ...], int] = {((), 0, 0): 1}
    active: list[int] = []
    for i, b in enumerate(order):
        touched = set(touching[i])
        new_active = [c for c in active if last[c] > i] + [
            c for c in touching[i] if first[c] == i and last[c] > i
        ]
        old_pos = {c: p for p, c in enumerate(active)}
        plan = []
        for c in new_active:
            cap = sum(sizes[bb] for bb in constraints[c][1] if where[bb] > i)
            plan.append((old_pos.get(c, -1), constraints[c][0], c in touched, cap))
        closing_old = [old_pos[c] for c in touching[i] if last[c] == i and c in old_pos]
        closing_new = [constraints[c][0] for c in touching[i] if last[c] == i and first[c] == i]
        by_m: dict[int, list[tuple[int, int]]] = {}
        for m, jm, ways in _transitions(sizes[b], marks[b] if marks else 0):
            by_m.setdefault(m, []).append((jm, ways))
        new_states: dict[tuple[Any, ...], int] = {}
        for (needs, k, j), count in states.items():
            for m, options in by_m.items():
                if any(needs[p] != m for p in closing_old) or any(v != m for v in closing_new):
                    continue
                key = []
                for src, init, hit, cap in plan:
                    value = (needs[src] if src >= 0 else init) - (m if hit else 0)
                    if value < 0 or value > cap:
                        break
                    key.append(value)
                else:
                    t = tuple(key)
                    for jm, ways in options:
                        nk = (t, k + m, j + jm)
                        new_states[nk] = new_states.get(nk, 0) + count * ways
        states = new_states
        active = new_active
    return {(k, j): count for (_, k, j), count in states.items()}


def local_component(
    web: Web, comp_index: int
) -> tuple[tuple[int, ...], Constraints, dict[int, int]]:
    """Sizes, local constraints and global->local box numbers of a component."""
    comp = web.components[comp_index]
    local = {b: i for i, b in enumerate(comp.boxes)}
    sizes = tuple(len(web.boxes[b]) for b in comp.boxes)
    constraints = tuple((need, tuple(local[b] for b in bs)) for need, bs in comp.constraints)
    return sizes, constraints, local


def component_polys(web: Web) -> list[dict[int, int]]:
    """Per component: {mines in it: number of layouts}."""
    polys = []
    for c in range(len(web.components)):
        sizes, constraints, _ = local_component(web, c)
        table = component_table(sizes, constraints, None)
        polys.append({k: count for (k, _), count in table.items()})
    return polys


def convolve(a: dict[int, int], b: dict[int, int]) -> dict[int, int]:
    """Product of two mine-count polynomials."""
    out: dict[int, int] = {}
    for ka, va in a.items():
        for kb, vb in b.items():
            out[ka + kb] = out.get(ka + kb, 0) + va * vb
    return out


def _product(polys: Iterable[dict[int, int]]) -> dict[int, int]:
    result = {0: 1}
    for poly in polys:
        result = convolve(result, poly)
    return result


def total_layouts(web: Web, polys: list[dict[int, int]] | None = None) -> int:
    """Exact number of mine layouts that fit the position (0 = impossible)."""
    if polys is None:
        polys = component_polys(web)
    frontier = _product(polys)
    floating = len(web.floating)
    return sum(
        count * floating_ways(floating, web.mines_left - k)
        for k, count in frontier.items()
        if 0 <= web.mines_left - k <= floating
    )


def log_comb(n: int, k: int) -> float:
    """log C(n, k) as a float (for counts far beyond float range)."""
    return math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)


class ValueModel:
    """Chances of the numbers a covered cell would show, for one position.

    Built once per position (its component polynomials are reused), then
    asked about many candidate cells. Floats with a common scale: these feed
    heuristics, never a claim of certainty.
    """

    def __init__(self, web: Web) -> None:
        self.web = web
        self.polys = component_polys(web)
        self.floating = set(web.floating)
        self.scale = log_comb(len(web.floating), min(len(web.floating), max(web.mines_left, 0)))
        frontier = _product(self.polys)
        self.total = self._with_floating(
            {(k, 0): c for k, c in frontier.items()}, len(web.floating), 0
        ).get(0, 0.0)
        self.nbrs = web.position.neighbours

    def _comb(self, n: int, k: int) -> float:
        if k < 0 or k > n:
            return 0.0
        return math.exp(log_comb(n, k) - self.scale)

    def _with_floating(
        self, table: Mapping[tuple[int, int], int | float], free: int, marked: int
    ) -> dict[int, float]:
        """Sum over floating layouts: {mines on marked cells: scaled weight}."""
        left = self.web.mines_left
        out: dict[int, float] = {}
        for (k, j), count in table.items():
            rest = left - k
            if rest < 0:
                continue
            for jf in range(min(marked, rest) + 1):
                w = math.comb(marked, jf) * self._comb(free - marked, rest - jf)
                if w:
                    out[j + jf] = out.get(j + jf, 0.0) + float(count) * w
        return out

    def distribution(self, cell: int) -> dict[int, float]:
        """{number shown: P(cell is safe and shows it)} for a covered cell."""
        web = self.web
        if self.total <= 0:
            return {}
        fixed = 0
        marks_by_box: dict[int, int] = {}
        marked_floating = 0
        for n in self.nbrs[cell]:
            if n in web.fixed_mines:
                fixed += 1
            elif n in web.box_of:
                b = web.box_of[n]
                marks_by_box[b] = marks_by_box.get(b, 0) + 1
            elif n in self.floating:
                marked_floating += 1
        own_box = web.box_of.get(cell)
        affected = {web.component_of_box[b] for b in marks_by_box}
        if own_box is not None:
            affected.add(web.component_of_box[own_box])
        table: dict[tuple[int, int], int] = {(0, 0): 1}
        for c in sorted(affected):
            sizes, constraints, local = local_component(web, c)
            sizes_l = list(sizes)
            if own_box is not None and own_box in local:
                sizes_l[local[own_box]] -= 1
            marks = [0] * len(sizes_l)
            for b, count in marks_by_box.items():
                if b in local:
                    marks[local[b]] = count
            part = component_table(tuple(sizes_l), constraints, tuple(marks))
            table = _convolve2(table, part)
        rest = _product(p for c, p in enumerate(self.polys) if c not in affected)
        table = _convolve2(table, {(k, 0): v for k, v in rest.items()})
        free = len(web.floating) - (1 if cell in self.floating else 0)
        weights = self._with_floating(table, free, marked_floating)
        return {fixed + j: w / self.total for j, w in sorted(weights.items()) if w > 0}


def _convolve2(
    a: dict[tuple[int, int], int], b: dict[tuple[int, int], int]
) -> dict[tuple[int, int], int]:
    out: dict[tuple[int, int], int] = {}
    for (ka, ja), va in a.items():
        for (kb, jb), vb in b.items():
            key = (ka + kb, ja + jb)
            out[key] = out.get(key, 0) + va * vb
    return out


class LayoutCounter:
    """Exact layout counts of one position, also with some cells forced.

    `count_with(mines, safes)` counts the layouts in which the given
    undecided cells are mines and safe respectively, recomputing only the
    components those cells belong to.
    """

    def __init__(self, web: Web, polys: list[dict[int, int]] | None = None) -> None:
        self.web = web
        self.polys = component_polys(web) if polys is None else polys
        self.floating = set(web.floating)
        self.total = total_layouts(web, self.polys)

    def count_with(self, mines: Iterable[int], safes: Iterable[int] = ()) -> int:
        """Layouts where every cell of `mines` is a mine and every cell of `safes` is safe."""
        web = self.web
        forced: dict[int, bool] = {}
        for cell in mines:
            forced[cell] = True
        for cell in safes:
            if forced.get(cell):
                return 0
            forced[cell] = False
        extra_mines = sum(1 for v in forced.values() if v)
        free = len(web.floating)
        by_component: dict[int, dict[int, list[int]]] = {}
        for cell, is_mine in forced.items():
            box = web.box_of.get(cell)
            if box is None:
                if cell not in self.floating:
                    return 0
                free -= 1
                continue
            comp = web.component_of_box[box]
            counts = by_component.setdefault(comp, {}).setdefault(box, [0, 0])
            counts[0 if is_mine else 1] += 1
        polys = [p for c, p in enumerate(self.polys) if c not in by_component]
        for comp, boxes in by_component.items():
            sizes, constraints, local = local_component(web, comp)
            new_sizes = list(sizes)
            taken = [0] * len(sizes)
            for box, (m, s) in boxes.items():
                i = local[box]
                new_sizes[i] -= m + s
                taken[i] = m
            new_constraints = tuple(
                (need - sum(taken[b] for b in bs), bs) for need, bs in constraints
            )
            if any(need < 0 for need, _ in new_constraints):
                return 0
            table = component_table(tuple(new_sizes), new_constraints, None)
            polys.append({k: c for (k, _), c in table.items()})
        frontier = _product(polys)
        left = web.mines_left - extra_mines
        return sum(
            count * floating_ways(free, left - k)
            for k, count in frontier.items()
            if 0 <= left - k <= free
        )
