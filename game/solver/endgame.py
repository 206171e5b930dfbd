"""Exhaustive endgame search: the best guess when few layouts remain.

Every layout that fits the position is listed; a state of knowledge is the
set of layouts still possible (a bitmask). The chance of winning from a state
is 1 when one layout is left; otherwise certain-safe cells are opened for free
(their numbers split the state), and failing that the search tries every
risky cell: the chance to win is the best, over cells, of the sum over the
numbers the cell may show of P(number) x chance to win afterwards. Results
are memoised per state and the search is cut off by a node budget, so the
caller can fall back to heuristics (deterministic: no clocks involved).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from itertools import combinations

from game.solver.web import Web

MINE = 9


class BudgetExceeded(Exception):
    """The search needed more states than allowed."""


def _box_solutions(web: Web, comp_index: int) -> list[tuple[int, ...]]:
    """Every mine count per box (in component order) that satisfies the clues."""
    comp = web.components[comp_index]
    local = {b: i for i, b in enumerate(comp.boxes)}
    sizes = [len(web.boxes[b]) for b in comp.boxes]
    constraints = [(need, [local[b] for b in bs]) for need, bs in comp.constraints]
    by_box: list[list[int]] = [[] for _ in sizes]
    for c, (_, bs) in enumerate(constraints):
        for b in bs:
            by_box[b].append(c)
    remaining = [need for need, _ in constraints]
    capacity = [sum(sizes[b] for b in bs) for _, bs in constraints]
    chosen = [0] * len(sizes)
    out: list[tuple[int, ...]] = []

    def place(b: int) -> None:
        if b == len(sizes):
            if not any(remaining):
                out.append(tuple(chosen))
            return
        for c in by_box[b]:
            capacity[c] -= sizes[b]
        for m in range(sizes[b] + 1):
            if all(0 <= remaining[c] - m <= capacity[c] for c in by_box[b]):
                for c in by_box[b]:
                    remaining[c] -= m
                chosen[b] = m
                place(b + 1)
                for c in by_box[b]:
                    remaining[c] += m
        for c in by_box[b]:
            capacity[c] += sizes[b]

    place(0)
    return out


def enumerate_layouts(web: Web) -> list[frozenset[int]]:
    """All layouts (sets of mine cells among the undecided ones) fitting the web."""
    partial: list[tuple[frozenset[int], int]] = [(frozenset(), 0)]
    for c, comp in enumerate(web.components):
        options: list[tuple[frozenset[int], int]] = []
        for counts in _box_solutions(web, c):
            per_box = [
                [frozenset(combo) for combo in combinations(web.boxes[b], m)]
                for b, m in zip(comp.boxes, counts, strict=True)
            ]
            combos: list[frozenset[int]] = [frozenset()]
            for choices in per_box:
                combos = [a | ch for a in combos for ch in choices]
            k = sum(counts)
            options.extend((combo, k) for combo in combos)
        partial = [(a | b, ka + kb) for a, ka in partial for b, kb in options]
    layouts = []
    for mines, k in partial:
        rest = web.mines_left - k
        if 0 <= rest <= len(web.floating):
            for combo in combinations(web.floating, rest):
                layouts.append(mines | frozenset(combo))
    return layouts


class Endgame:
    """The exhaustive search over a list of layouts.

    `win_chance(state, alpha)` is exact whenever the true value exceeds
    `alpha`; otherwise it returns an upper bound no larger than `alpha`
    (Ballard's bounded expectimax). Exact values and bounds are memoised.
    """

    def __init__(self, web: Web, layouts: list[frozenset[int]], budget: int) -> None:
        self.budget = budget
        self.count = len(layouts)
        nbrs = web.position.neighbours
        cells = sorted({c for b in web.boxes for c in b} | set(web.floating) | web.fixed_safe)
        self.cells = cells
        self.masks: list[tuple[int, tuple[int, ...]]] = []
        for x in cells:
            by_value: dict[int, int] = {}
            for i, layout in enumerate(layouts):
                if x in layout:
                    value = MINE
                else:
                    value = sum(1 for n in nbrs[x] if n in layout or n in web.fixed_mines)
                by_value[value] = by_value.get(value, 0) | (1 << i)
            mine = by_value.pop(MINE, 0)
            self.masks.append((mine, tuple(by_value[v] for v in sorted(by_value))))
        self.exact: dict[int, float] = {}
        self.bound: dict[int, float] = {}

    def win_chance(
        self, state: int, alpha: float = -1.0, live: tuple[int, ...] | None = None
    ) -> float:
        """Chance to win from `state` with best play (see the class note on `alpha`).

        `live` are the cells that may still vary inside `state` (a hint that
        saves time deep in the tree: constant cells never come back to life).
        """
        if state & (state - 1) == 0:
            return 1.0
        known = self.exact.get(state)
        if known is not None:
            return known
        bound = self.bound.get(state)
        if bound is not None and bound <= alpha:
            return bound
        self.budget -= 1
        if self.budget < 0:
            raise BudgetExceeded
        total = state.bit_count()
        cells = self._live(state, range(len(self.masks)) if live is None else live)
        split = self._free_split(state, cells)
        if len(split) > 1:
            value, exact = self._split_value(split, total, alpha, cells)
        else:
            _, value, exact = self._guess(state, total, alpha, cells)
        if exact:
            self.exact[state] = value
        else:
            self.bound[state] = value
        return value

    def _live(self, state: int, cells: Iterable[int]) -> tuple[int, ...]:
        """The cells whose content or number still differs between layouts of `state`."""
        out = []
        masks = self.masks
        for index in cells:
            mine, values = masks[index]
            hit = state & mine
            if hit and hit != state:
                out.append(index)
            elif not hit:
                for m in values:
                    part = state & m
                    if part:
                        if part != state:
                            out.append(index)
                        break
        return tuple(out)

    def _split_value(
        self, parts: list[int] | tuple[int, ...], total: int, alpha: float, cells: tuple[int, ...]
    ) -> tuple[float, bool]:
        """Value of a move whose outcomes split the layouts into `parts`.

        `total` counts every layout of the state, so layouts outside `parts`
        (where the move hits a mine) are lost. Exact when above `alpha`,
        otherwise an upper bound.
        """
        sized = sorted(((p.bit_count(), p) for p in parts), reverse=True)
        remaining = sum(size for size, _ in sized)
        won = 0.0
        for size, part in sized:
            remaining -= size
            need = (alpha * total - won - remaining) / size
            value = self.win_chance(part, need, cells)
            if value <= need:
                return (won + size * value + remaining) / total, False
            won += size * value
        return won / total, True

    def _free_split(self, state: int, cells: tuple[int, ...]) -> list[int]:
        """`state` split by the numbers of every cell that is safe in all of it."""
        parts = [state]
        for index in cells:
            mine, values = self.masks[index]
            if state & mine:
                continue
            parts = [p & m for p in parts for m in values if p & m]
        return parts

    def _guess(
        self, state: int, total: int, alpha: float, cells: tuple[int, ...]
    ) -> tuple[int | None, float, bool]:
        """(best cell, value, exact?) of the guesses from `state`."""
        ranked = []
        seen: set[tuple[int, ...]] = set()
        for index in cells:
            mine, values = self.masks[index]
            hit = state & mine
            if not hit or hit == state:
                continue
            parts = tuple(state & m for m in values if state & m)
            if parts in seen:
                continue
            seen.add(parts)
            ranked.append((-(total - hit.bit_count()), index, parts))
        ranked.sort()
        best_index: int | None = None
        best = alpha
        upper = -1.0
        for neg_safe, index, parts in ranked:
            safe = -neg_safe
            if safe / total <= best:
                upper = max(upper, safe / total)
                break
            value, exact = self._split_value(parts, total, best, cells)
            if exact:
                best_index, best = index, value
            else:
                upper = max(upper, value)
        if best_index is None:
            return None, max(upper, 0.0), False
        return self.cells[best_index], best, True

    def best_move(self) -> tuple[int, float]:
        """(cell to open, chance to win with best play) from the full layout list."""
        root = (1 << self.count) - 1
        cells = self._live(root, range(len(self.masks)))
        for index in cells:
            if not root & self.masks[index][0]:
                return self.cells[index], self.win_chance(root)
        cell, chance, _ = self._guess(root, self.count, -1.0, cells)
        if cell is None:
            raise BudgetExceeded
        return cell, chance


def solve_endgame(web: Web, total: int, limit: int, budget: int) -> tuple[int, float] | None:
    """Best cell and its win chance if at most `limit` layouts remain, else None."""
    if total > limit or total < 2 or math.isinf(total):
        return None
    layouts = enumerate_layouts(web)
    try:
        return Endgame(web, layouts, budget).best_move()
    except BudgetExceeded:
        return None
