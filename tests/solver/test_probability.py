"""The ms-toollib adapter against our own brute force over every layout."""

from __future__ import annotations

import pytest
from hypothesis import given

from game.solver.position import ContradictionError, Position, parse_position
from game.solver.probability import frontier_probabilities, mine_probabilities, toollib_rows
from tests.solver import bruteforce
from tests.solver.strategies import any_positions, positions


def _assert_matches(position: Position) -> None:
    expected = bruteforce.probabilities(position)
    assert expected is not None
    got = mine_probabilities(position)
    for r in range(position.height):
        for c in range(position.width):
            want = expected[r][c]
            if want is None:
                assert got[r][c] is None
            elif want in (0, 1):
                assert got[r][c] == float(want)
            else:
                assert got[r][c] == pytest.approx(float(want), abs=1e-9)


@given(positions())
def test_adapter_matches_brute_force_on_real_positions(position: Position) -> None:
    _assert_matches(position)


@given(any_positions())
def test_adapter_reports_exactly_the_impossible_positions(position: Position) -> None:
    if bruteforce.layouts(position):
        _assert_matches(position)
    else:
        with pytest.raises(ContradictionError, match="impossible position"):
            mine_probabilities(position)


@given(positions(flags=False))
def test_fast_frontier_form_matches_brute_force(position: Position) -> None:
    expected = bruteforce.probabilities(position)
    assert expected is not None
    if position.mines == 0 or position.covered_count() == 0:
        return
    undecided, floating = frontier_probabilities(toollib_rows(position), position.mines)
    for (r, c), p in undecided.items():
        assert p == pytest.approx(float(expected[r][c]), abs=1e-9)
    for r in range(position.height):
        for c in range(position.width):
            i = position.index(r, c)
            if position.cells[i] >= 0 or (r, c) in undecided:
                continue
            if any(position.cells[n] >= 0 for n in position.neighbours[i]):
                assert expected[r][c] in (0, 1)
            else:
                assert floating == pytest.approx(float(expected[r][c]), abs=1e-9)


def test_flags_are_not_trusted() -> None:
    # The flag sits on a safe cell: the 1 says the mine is at A1 or C1 only... or B1.
    flagged = parse_position("3x2x1\nHFH\n111\n")
    plain = parse_position("3x2x1\nHHH\n111\n")
    assert mine_probabilities(flagged) == mine_probabilities(plain)
    assert mine_probabilities(plain)[0][1] == 1.0


def test_open_cells_are_none_and_probabilities_add_up() -> None:
    grid = mine_probabilities(parse_position("3x3x2\nHHH\n121\n000\n"))
    assert grid[1] == [None, None, None]
    assert grid[0] == [1.0, 0.0, 1.0]


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("2x2x1\n3H\nHH\n", "impossible position"),
        ("2x2x4\n1H\nHH\n", "impossible position"),
        ("2x2x0\n1H\nHH\n", "impossible position"),
        ("2x2x1\n01\nHH\n", "impossible position"),
    ],
)
def test_contradictions_are_clear_errors(text: str, needle: str) -> None:
    with pytest.raises(ContradictionError, match=needle):
        mine_probabilities(parse_position(text))
