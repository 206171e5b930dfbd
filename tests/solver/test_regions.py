"""Isolated regions: found where no number can link them to the rest, and played optimally."""

from __future__ import annotations

import functools

import pytest
from hypothesis import given

from game.solver import best_move
from game.solver.counting import LayoutCounter
from game.solver.deduce import deduce
from game.solver.endgame import enumerate_layouts, solve_endgame
from game.solver.guess import Method, choose_guess
from game.solver.position import Position
from game.solver.regions import isolated_regions
from game.solver.web import build_web
from tests.solver.helpers import seen
from tests.solver.strategies import positions

ENCLOSED = """
*.....*.*...
........*...
**....*..*..
.........*..
......*...*.
........*..*
"""


def test_an_enclosed_pair_is_a_region_and_the_open_area_is_not() -> None:
    covered = "A1 A2 A3 B3 " + " ".join(f"{c}{r}" for c in "GHIJKL" for r in range(1, 7))
    position = seen(ENCLOSED, covered=covered)
    facts = deduce(position)
    web = build_web(position, facts.mines, facts.safe)
    regions = isolated_regions(web)
    assert [(r.layouts, r.web.mines_left, r.web.boxes) for r in regions] == [(2, 1, ((0, 12),))]


def _value_first(position: Position, layouts: list[frozenset[int]], first: int | None) -> float:
    """Best chance to win over these layouts (plain recursion), playing `first` first."""
    nbrs = position.neighbours
    cells = [c for c in range(len(position.cells)) if position.cells[c] < 0]

    def shown(cell: int, layout: frozenset[int]) -> int:
        return -1 if cell in layout else sum(1 for n in nbrs[cell] if n in layout)

    def split(cell: int, group: frozenset[frozenset[int]]) -> dict[int, list[frozenset[int]]]:
        out: dict[int, list[frozenset[int]]] = {}
        for layout in group:
            out.setdefault(shown(cell, layout), []).append(layout)
        return out

    def after(parts: dict[int, list[frozenset[int]]], size: int) -> float:
        won = sum(len(p) * value(frozenset(p)) for v, p in parts.items() if v != -1)
        return won / size

    @functools.cache
    def value(group: frozenset[frozenset[int]]) -> float:
        if len(group) == 1:
            return 1.0
        splits = [split(cell, group) for cell in cells]
        for parts in splits:
            if -1 not in parts and len(parts) > 1:
                return after(parts, len(group))
        return max(
            (after(p, len(group)) for p in splits if 0 < len(p.get(-1, ())) < len(group)),
            default=0.0,
        )

    group = frozenset(layouts)
    if first is None:
        return value(group)
    return after(split(first, group), len(group))


@given(positions(flags=False, max_cells=12))
def test_a_region_is_counted_apart_and_its_best_cell_is_best_for_the_whole_board(
    position: Position,
) -> None:
    facts = deduce(position)
    web = build_web(position, facts.mines, facts.safe)
    total = LayoutCounter(web).total
    layouts = [layout | web.fixed_mines for layout in enumerate_layouts(web)]
    for region in isolated_regions(web):
        assert total % region.layouts == 0, "the board's layouts are the region's times the rest's"
        alone = solve_endgame(region.web, region.layouts, 5000, 100_000)
        covered = [c for c in range(len(position.cells)) if position.cells[c] < 0]
        free = any(all(c not in layout for layout in layouts) for c in covered)
        if alone is None or alone[1] == 1.0 or free:
            continue
        cell, chance = alone
        best = _value_first(position, layouts, None)
        assert _value_first(position, layouts, cell) == pytest.approx(best)
        assert chance >= best - 1e-12


def test_two_enclosed_pairs_make_the_whole_board_and_their_chances_multiply() -> None:
    text = (
        "12x6x6\nH1000000001H\nH3100000013H\nFF10000001FF\n221000000122\n"
        "000000000000\n000000000000\n"
    )
    move = best_move(text)
    assert (move.row, move.col) in {(0, 0), (1, 0), (0, 11), (1, 11)}
    assert move.win_chance == pytest.approx(0.25)
    assert "best play from here wins 25%" in move.reason
    assert move.method is Method.ENDGAME and not move.certain


def test_an_enclosed_part_is_played_first_and_said_so() -> None:
    covered = "A1 A2 A3 B3 " + " ".join(f"{c}{r}" for c in "GHIJKL" for r in range(1, 7))
    position = seen(ENCLOSED, covered=covered)
    facts = deduce(position)
    web = build_web(position, facts.mines)
    flat = [None if v >= 0 else 0.5 for v in position.cells]
    guess = choose_guess(position, flat, facts.mines)
    assert guess.method is Method.REGION and guess.cell in {0, 12}
    assert guess.region_chance == pytest.approx(0.5) and guess.win_chance is None
    assert len(isolated_regions(web)) == 1
