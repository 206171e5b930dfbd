"""The probability adapter against our own brute force over every layout.

Every test runs twice: through ms-toollib, and through our own exact counting
(`game.solver.exact`), which the adapter uses for boards ms-toollib refuses.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import given

from game.model import Board
from game.solver import analyse, best_move, probability
from game.solver.deduce import deduce
from game.solver.position import ContradictionError, Position, parse_position
from game.solver.probability import (
    board_probabilities,
    frontier_probabilities,
    mine_probabilities,
    toollib_rows,
)
from tests.solver import bruteforce
from tests.solver.strategies import any_positions, positions

ENGINES = ("ms-toollib", "own counting")


@contextmanager
def _engine(name: str) -> Iterator[None]:
    """Route every position through the named engine for the duration."""
    saved = probability.TOOLLIB_MAX_COVERED
    probability.TOOLLIB_MAX_COVERED = saved if name == "ms-toollib" else -1
    try:
        yield
    finally:
        probability.TOOLLIB_MAX_COVERED = saved


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


@pytest.mark.parametrize("engine", ENGINES)
@given(position=positions())
def test_adapter_matches_brute_force_on_real_positions(engine: str, position: Position) -> None:
    with _engine(engine):
        _assert_matches(position)


@pytest.mark.parametrize("engine", ENGINES)
@given(position=any_positions())
def test_adapter_reports_exactly_the_impossible_positions(engine: str, position: Position) -> None:
    with _engine(engine):
        if bruteforce.layouts(position):
            _assert_matches(position)
        else:
            with pytest.raises(ContradictionError, match="impossible position"):
                mine_probabilities(position)


@pytest.mark.parametrize("engine", ENGINES)
@given(position=positions(flags=False))
def test_fast_frontier_form_matches_brute_force(engine: str, position: Position) -> None:
    expected = bruteforce.probabilities(position)
    assert expected is not None
    if position.mines == 0 or position.covered_count() == 0:
        return
    with _engine(engine):
        undecided, floating = frontier_probabilities(toollib_rows(position), position.mines)
        grid = board_probabilities(toollib_rows(position), position.mines)
    for r in range(position.height):
        for c in range(position.width):
            if expected[r][c] is not None:
                assert grid[r][c] == pytest.approx(float(expected[r][c]), abs=1e-9)
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


@pytest.mark.parametrize("engine", ENGINES)
def test_a_certain_mine_counted_layout_by_layout_is_exactly_one(engine: str) -> None:
    """B1 and B3 are mines in every layout: counting the layouts (nothing proved first),
    both engines say exactly 1, so the probability view and a screen reader call them
    certain; a sum of floats had left our own count at 0.9999999999999999."""
    position = parse_position("4x4x9\nHHHH\nH653\nHHHH\nHHHH\n")
    with _engine(engine):
        grid = mine_probabilities(position)
    assert grid[0][1] == 1.0
    assert grid[2][1] == 1.0
    assert 0.0 < grid[0][2] < 1.0  # C1 is not certain (10 / 11)


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


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("2x2x1\n3H\nHH\n", "impossible position"),
        ("2x2x4\n1H\nHH\n", "impossible position"),
        ("2x2x0\n1H\nHH\n", "impossible position"),
        ("2x2x1\n01\nHH\n", "impossible position"),
    ],
)
def test_contradictions_are_clear_errors(engine: str, text: str, needle: str) -> None:
    with _engine(engine), pytest.raises(ContradictionError, match=needle):
        mine_probabilities(parse_position(text))


def test_a_300x300_board_is_analysed_although_ms_toollib_refuses_it() -> None:
    board = Board(300, 300, 18000, seed=1)
    board.reveal(150, 150)
    text = board.to_position()
    assert sum(1 for c in text if c == "H") > probability.TOOLLIB_MAX_COVERED
    result = analyse(text)
    covered = [p for row in result.probabilities for p in row if p is not None]
    assert sum(covered) == pytest.approx(18000)
    assert result.safe and result.mines
    assert all(not board.mine_at(r, c) for r, c in result.safe)
    assert all(board.mine_at(r, c) for r, c in result.mines)
    move = best_move(text)
    assert move.certain and not board.mine_at(move.row, move.col)


def test_a_guess_on_a_huge_board_takes_the_safest_cell() -> None:
    rows = ["1" + "H" * 299] + ["H" * 300] * 299
    move = best_move("300x300x18000\n" + "\n".join(rows) + "\n")
    grid = analyse("300x300x18000\n" + "\n".join(rows) + "\n").probabilities
    lowest = min(p for row in grid for p in row if p is not None)
    assert not move.certain and move.p_mine == pytest.approx(lowest)
    assert (move.row, move.col) in ((0, 299), (299, 0), (299, 299)), "a corner opens most"


@given(position=positions())
def test_own_counting_given_the_proved_cells_matches_brute_force(position: Position) -> None:
    expected = bruteforce.probabilities(position)
    assert expected is not None
    saved = probability.OWN_COUNT_CELLS
    probability.OWN_COUNT_CELLS = -1
    try:
        got = mine_probabilities(position, deduce(position))
    finally:
        probability.OWN_COUNT_CELLS = saved
    for want_row, got_row in zip(expected, got, strict=True):
        for want, have in zip(want_row, got_row, strict=True):
            assert (have is None) == (want is None)
            if want is not None:
                assert have == pytest.approx(float(want), abs=1e-9)


def test_a_big_opened_area_is_counted_without_its_proved_cells() -> None:
    board = Board(60, 60, 720, seed=3)
    board.reveal(30, 30)
    numbers = board.numbers()
    for r in range(30):
        for c in range(60):
            if numbers[r][c] >= 0:
                board.reveal(r, c)
    position = parse_position(board.to_position())
    assert len(position.cells) > probability.OWN_COUNT_CELLS
    toollib = mine_probabilities(position)
    own = mine_probabilities(position, deduce(position))
    for r in range(60):
        for c in range(60):
            if toollib[r][c] is None:
                assert own[r][c] is None
            else:
                assert own[r][c] == pytest.approx(toollib[r][c], abs=1e-9)
    assert any(p is not None and 0 < p < 1 for row in own[30:] for p in row)
