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
            combos = [frozenset()]
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
    """The exhaustive search over a list of layouts."""

    def __init__(self, web: Web, layouts: list[frozenset[int]], budget: int) -> None:
        self.budget = budget
        self.count = len(layouts)
        nbrs = web.position.neighbours
        cells = sorted({c for b in web.boxes for c in b} | set(web.floating))
        self.cells = cells
        self.masks: dict[int, dict[int, int]] = {}
        for x in cells:
            by_value: dict[int, int] = {}
            for i, layout in enumerate(layouts):
                if x in layout:
                    value = MINE
                else:
                    value = sum(1 for n in nbrs[x] if n in layout or n in web.fixed_mines)
                by_value[value] = by_value.get(value, 0) | (1 << i)
            self.masks[x] = by_value
        self.memo: dict[int, float] = {}

    def win_chance(self, state: int) -> float:
        """Chance to win from `state` with best play."""
        if state & (state - 1) == 0:
            return 1.0
        known = self.memo.get(state)
        if known is not None:
            return known
        self.budget -= 1
        if self.budget < 0:
            raise BudgetExceeded
        total = state.bit_count()
        split = self._free_split(state)
        if split is not None:
            result = sum(p.bit_count() * self.win_chance(p) for p in split) / total
        else:
            result = self._best_guess(state, total)[1]
        self.memo[state] = result
        return result

    def _free_split(self, state: int) -> list[int] | None:
        """Parts of `state` told apart by opening a cell that is safe in all of it."""
        for x in self.cells:
            masks = self.masks[x]
            if state & masks.get(MINE, 0):
                continue
            parts = [state & m for v, m in masks.items() if v != MINE and state & m]
            if len(parts) > 1:
                return parts
        return None

    def _best_guess(self, state: int, total: int) -> tuple[int | None, float]:
        ranked = []
        for x in self.cells:
            mine = state & self.masks[x].get(MINE, 0)
            if mine and mine != state:
                ranked.append((-(total - mine.bit_count()), x))
        ranked.sort()
        best_cell, best = None, -1.0
        for neg_safe, x in ranked:
            if -neg_safe / total <= best:
                break
            remaining = -neg_safe
            won = 0.0
            for v, m in self.masks[x].items():
                if v == MINE:
                    continue
                part = state & m
                if not part:
                    continue
                size = part.bit_count()
                won += size * self.win_chance(part)
                remaining -= size
                if (won + remaining) / total <= best:
                    break
            else:
                if won / total > best:
                    best_cell, best = x, won / total
        return best_cell, best

    def best_move(self) -> tuple[int, float]:
        """(cell to open, chance to win with best play) from the full layout list."""
        root = (1 << self.count) - 1
        cell, chance = self._best_guess(root, self.count)
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
