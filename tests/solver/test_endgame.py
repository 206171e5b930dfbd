"""The exhaustive endgame search against a naive game-tree evaluation."""

from __future__ import annotations

import functools

import pytest
from hypothesis import HealthCheck, assume, given, settings

from game.solver.deduce import deduce
from game.solver.endgame import Endgame, enumerate_layouts, solve_endgame
from game.solver.position import Position, parse_position
from game.solver.web import build_web
from tests.solver.strategies import positions

MINE = -1


def _naive(layouts: list[frozenset[int]], cells: list[int], position: Position) -> float:
    """Best chance to win, by plain recursion: free safe cells first, then every guess.

    Each set of layouts is valued once (the same set is reached by many move orders).
    """
    nbrs = position.neighbours

    def shown(cell: int, layout: frozenset[int]) -> int:
        return MINE if cell in layout else sum(1 for n in nbrs[cell] if n in layout)

    @functools.cache
    def value(group: frozenset[frozenset[int]]) -> float:
        if len(group) == 1:
            return 1.0
        splits = []
        for cell in cells:
            out: dict[int, list[frozenset[int]]] = {}
            for layout in group:
                out.setdefault(shown(cell, layout), []).append(layout)
            splits.append(out)
        for split in splits:
            if MINE not in split and len(split) > 1:
                return sum(len(p) * value(frozenset(p)) for p in split.values()) / len(group)
        best = 0.0
        for split in splits:
            if MINE in split and len(split[MINE]) < len(group):
                won = sum(len(p) * value(frozenset(p)) for v, p in split.items() if v != MINE)
                best = max(best, won / len(group))
        return best

    return value(frozenset(layouts))


@given(positions(flags=False, max_cells=12))
def test_search_value_matches_naive_recursion(position: Position) -> None:
    facts = deduce(position)
    web = build_web(position, facts.mines, facts.safe)
    layouts = enumerate_layouts(web)
    assume(len(layouts) >= 2)
    full = [layout | web.fixed_mines for layout in layouts]
    cells = sorted(c for c in range(len(position.cells)) if position.cells[c] < 0)
    search = Endgame(web, layouts, budget=100_000)
    root = (1 << len(layouts)) - 1
    assert search.win_chance(root) == pytest.approx(_naive(full, cells, position), abs=1e-12)


@given(positions(flags=False, max_cells=12))
@settings(suppress_health_check=[HealthCheck.filter_too_much])  # few have no safe cell
def test_chosen_move_achieves_the_best_value(position: Position) -> None:
    facts = deduce(position)
    assume(not facts.safe)
    web = build_web(position, facts.mines)
    layouts = enumerate_layouts(web)
    assume(len(layouts) >= 2)
    result = solve_endgame(web, len(layouts), limit=10_000, budget=100_000)
    assert result is not None
    cell, chance = result
    search = Endgame(web, layouts, budget=100_000)
    root = (1 << len(layouts)) - 1
    index = search.cells.index(cell)
    mine, values = search.masks[index]
    value = sum((root & m).bit_count() * search.win_chance(root & m) for m in values)
    assert value / len(layouts) == pytest.approx(chance, abs=1e-12)
    assert chance == pytest.approx(search.win_chance(root), abs=1e-12)


def test_a_plain_fifty_fifty_is_half() -> None:
    web = build_web(parse_position("2x1x1\nHH\n"))
    assert solve_endgame(web, 2, limit=100, budget=100) == (0, 0.5)


def test_limits_are_respected() -> None:
    position = parse_position("4x2x3\nHHHH\nHHHH\n")
    web = build_web(position)
    layouts = enumerate_layouts(web)
    total = len(layouts)  # 56
    # within both limits the search answers, and its answer is the true best chance
    solved = solve_endgame(web, total, limit=total, budget=100_000)
    assert solved is not None
    assert solved[1] == pytest.approx(_naive(layouts, list(range(8)), position), abs=1e-12)
    # one layout over the limit, or a budget too small for the search: it gives up
    assert solve_endgame(web, total, limit=total - 1, budget=100_000) is None
    assert solve_endgame(web, total, limit=total, budget=10) is None
    big = build_web(parse_position("4x4x3\nHHHH\nHHHH\nHHHH\nHHHH\n"))
    assert solve_endgame(big, 560, limit=100, budget=1000) is None
