"""Our own layout counting (used for guesses) against the brute-force oracle."""

from __future__ import annotations

import pytest
from hypothesis import given

from game.solver.counting import ValueModel, total_layouts
from game.solver.deduce import deduce
from game.solver.endgame import enumerate_layouts
from game.solver.position import Position
from game.solver.web import build_web
from tests.solver import bruteforce
from tests.solver.strategies import positions


@given(positions(flags=False))
def test_total_layouts_is_exact(position: Position) -> None:
    assert total_layouts(build_web(position)) == len(bruteforce.layouts(position))


@given(positions(flags=False))
def test_proved_cells_do_not_change_the_count(position: Position) -> None:
    facts = deduce(position)
    web = build_web(position, facts.mines, facts.safe)
    assert total_layouts(web) == len(bruteforce.layouts(position))


@given(positions(flags=False))
def test_enumerated_layouts_are_exactly_the_fitting_ones(position: Position) -> None:
    facts = deduce(position)
    web = build_web(position, facts.mines)
    listed = {layout | web.fixed_mines for layout in enumerate_layouts(web)}
    assert listed == set(bruteforce.layouts(position))


@given(positions(flags=False))
def test_value_distribution_matches_brute_force(position: Position) -> None:
    model = ValueModel(build_web(position))
    for cell, value in enumerate(position.cells):
        if value >= 0:
            continue
        got = model.distribution(cell)
        want = bruteforce.value_chances(position, cell)
        assert set(got) == set(want)
        for number, chance in want.items():
            assert got[number] == pytest.approx(float(chance), rel=1e-9)


@given(positions(flags=False))
def test_counts_with_forced_cells_match_brute_force(position: Position) -> None:
    from game.solver.counting import LayoutCounter

    counter = LayoutCounter(build_web(position))
    layouts = bruteforce.layouts(position)
    covered = [i for i, v in enumerate(position.cells) if v < 0]
    for a in covered[:4]:
        assert counter.count_with([a]) == sum(1 for lay in layouts if a in lay)
        for b in covered[:4]:
            want = sum(1 for lay in layouts if a in lay and b not in lay)
            assert counter.count_with([a], [b]) == want
