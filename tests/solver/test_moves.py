"""best_move and hint: safety properties on random positions and reasons on fixed ones."""

from __future__ import annotations

import pytest
from hypothesis import given

from game.solver import NoMoveError, best_move, hint
from game.solver.position import FLAGGED, Position, parse_position
from tests.solver import bruteforce
from tests.solver.helpers import seen
from tests.solver.strategies import positions


def _playable(position: Position) -> bool:
    grid = bruteforce.probabilities(position.unflagged())
    return grid is not None and any(p is not None and p < 1 for row in grid for p in row)


@given(positions())
def test_best_move_is_sound(position: Position) -> None:
    grid = bruteforce.probabilities(position.unflagged())
    assert grid is not None
    covered = [(r, c) for r, row in enumerate(grid) for c, p in enumerate(row) if p is not None]
    certain_mines = [(r, c) for r, c in covered if grid[r][c] == 1]
    certain_safe = [(r, c) for r, c in covered if grid[r][c] == 0]
    unflagged_mines = [
        (r, c) for r, c in certain_mines if position.cells[position.index(r, c)] != FLAGGED
    ]
    if not covered or (not unflagged_mines and len(certain_mines) == len(covered)):
        with pytest.raises(NoMoveError):
            best_move(position.to_text())
        return
    move = best_move(position.to_text())
    p = grid[move.row][move.col]
    assert p is not None, "never a move on an open cell"
    if move.action == "flag":
        assert p == 1 and (move.row, move.col) in unflagged_mines
        assert not certain_safe
        assert move.certain
    else:
        assert move.action == "reveal"
        assert p < 1
        if certain_safe:
            assert p == 0 and move.certain
        else:
            assert not unflagged_mines
            assert not move.certain and move.clues == ()
        assert move.p_mine == pytest.approx(float(p), abs=1e-9)
    assert move.reason and "\n" not in move.reason


@given(positions())
def test_hint_names_a_safe_cell_when_there_is_one(position: Position) -> None:
    grid = bruteforce.probabilities(position.unflagged())
    assert grid is not None
    covered = [(r, c) for r, row in enumerate(grid) for c, p in enumerate(row) if p is not None]
    if not covered or all(grid[r][c] == 1 for r, c in covered):
        with pytest.raises(NoMoveError):
            hint(position.to_text())
        return
    move = hint(position.to_text())
    p = grid[move.row][move.col]
    assert move.action == "reveal" and p is not None and p < 1
    safest = min(grid[r][c] for r, c in covered)
    assert p == safest
    assert move.certain == (p == 0)


def test_flag_moves_make_progress_until_a_guess() -> None:
    text = "3x3x2\nHHH\n121\n000\n"
    move = best_move(text)
    assert move.action == "reveal" and (move.row, move.col) == (0, 1) and move.certain
    after = "3x3x2\nH2H\n121\n000\n"
    first = best_move(after)
    assert first.action == "flag" and (first.row, first.col) == (0, 0)
    second = best_move("3x3x2\nF2H\n121\n000\n")
    assert second.action == "flag" and (second.row, second.col) == (0, 2)
    with pytest.raises(NoMoveError, match="nothing to play"):
        best_move("3x3x2\nF2F\n121\n000\n")


def test_hint_explains_with_clues() -> None:
    position = seen(
        """
    ...
    ...
    *..
    ...
    ..*
    """,
        covered="A4 A5",
    )
    move = hint(position.to_text())
    assert move.certain and move.action == "reveal"
    assert (move.row, move.col) == (3, 0)  # A4: no number proves a covered cell alone
    # The mine at A3 is proved (step 1) before the step that uses it.
    assert "1. The 1 at A2 has just one covered neighbour, A3, so it is a mine." in move.reason
    assert "already touches its mine at A3 (step 1), so" in move.reason
    assert (1, 0) in move.clues


def test_hint_without_safe_cell_gives_the_risk() -> None:
    move = hint("2x1x1\nHH\n")
    assert not move.certain
    assert move.reason == "no safe cell: the safest cell, A1, is a mine with probability 50%"
    move = hint("5x5x5\nHHHHH\nHHHHH\nHHHHH\nHHHHH\nHHHHH\n")
    assert move.reason == "no safe cell: the safest cell, A1, is a mine with probability 20%"


def test_guess_reason_is_one_line() -> None:
    move = best_move("5x1x2\nHH1HH\n")
    assert not move.certain
    assert move.reason.startswith("no safe cell: ")
    assert move.p_mine == pytest.approx(0.5)


def test_open_board_is_an_error() -> None:
    with pytest.raises(NoMoveError):
        best_move("2x1x0\n00\n")
    with pytest.raises(NoMoveError):
        hint("2x1x0\n00\n")


def test_never_trusts_a_wrong_flag() -> None:
    # The flag is on the safe cell; B1 is the mine.
    move = best_move(parse_position("3x2x1\nFHH\n111\n").to_text())
    assert move.action == "reveal" and move.certain
    assert (move.row, move.col) in {(0, 0), (0, 2)}
