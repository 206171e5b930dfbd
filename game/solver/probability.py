"""The one adapter over ms-toollib's exact probability engine.

`mine_probabilities` gives the chance that each covered cell hides a mine,
all layouts that fit the numbers and the total mine count being equally
likely. Flags are passed as covered cells (a hint never trusts a flag).
ms-toollib quietly adjusts a mine count that cannot fit and does not notice
every contradiction, so its answer is checked here: the expected number of
mines around every clue must equal the clue, and the mines must add up.
Positions with more covered cells than ms-toollib accepts (see `exact`) are
computed by our own exact counting instead, with the same checks.
"""

from __future__ import annotations

import math

import ms_toollib

from game.solver.deduce import Deductions
from game.solver.exact import TOOLLIB_MAX_COVERED, exact_probabilities
from game.solver.position import COVERED, ContradictionError, Position

COVERED_CODE = 10
OWN_COUNT_CELLS = 2500
"""Boards with more cells than this are counted by our own counting, given the proved cells."""
_TOLERANCE = 1e-6


def toollib_rows(position: Position) -> list[list[int]]:
    """The board as ms-toollib reads it: 0-8 open, 10 covered (flags too)."""
    w = position.width
    return [
        [v if v >= 0 else COVERED_CODE for v in position.cells[r * w : (r + 1) * w]]
        for r in range(position.height)
    ]


def _impossible(message: str) -> ContradictionError:
    return ContradictionError(f"impossible position: {message}")


def _check_counts(position: Position, flat: list[float | None]) -> None:
    nbrs = position.neighbours
    for i, v in enumerate(position.cells):
        if v > 0 or (v == 0 and any(position.cells[n] < 0 for n in nbrs[i])):
            expected = sum(flat[n] or 0.0 for n in nbrs[i] if position.cells[n] < 0)
            if abs(expected - v) > _TOLERANCE:
                raise _impossible(f"no arrangement of the {position.mines} mines fits the numbers")
    total = sum(p for p in flat if p is not None)
    if abs(total - position.mines) > _TOLERANCE * max(1, position.mines):
        raise _impossible(f"no arrangement of the {position.mines} mines fits the numbers")


def _without_mines(position: Position) -> list[float | None]:
    if any(v > 0 for v in position.cells):
        raise _impossible("the board has no mines but shows a number above 0")
    return [None if v >= 0 else 0.0 for v in position.cells]


def _flat_probabilities(position: Position, known: Deductions | None) -> list[float | None]:
    covered = sum(1 for v in position.cells if v < 0)
    if position.mines > covered:
        raise _impossible(f"{position.mines} mines do not fit in {covered} covered cells")
    if position.mines == 0:
        return _without_mines(position)
    own = known is not None and len(position.cells) > OWN_COUNT_CELLS
    if own or covered > TOOLLIB_MAX_COVERED:
        mines, safe = (known.mines, known.safe) if known is not None else ((), ())
        exact = exact_probabilities(position, mines, safe)
        if exact is None:
            raise _impossible(f"no arrangement of the {position.mines} mines fits the numbers")
        _check_counts(position, exact)
        return exact
    try:
        grid, (least, used, most) = ms_toollib.cal_probability_onboard(
            toollib_rows(position), position.mines
        )
    except RuntimeError as error:
        message = f"no arrangement of the {position.mines} mines fits the numbers"
        raise _impossible(message) from error
    if position.mines < least:
        message = f"the numbers need at least {least} mines but the board has {position.mines}"
        raise _impossible(message)
    if position.mines > most or used != position.mines:
        message = f"at most {most} mines fit the numbers but the board has {position.mines}"
        raise _impossible(message)
    flat: list[float | None] = [
        None if v >= 0 else float(p)
        for v, p in zip(position.cells, (p for row in grid for p in row), strict=True)
    ]
    _check_counts(position, flat)
    return flat


def mine_probabilities(
    position: Position, known: Deductions | None = None
) -> list[list[float | None]]:
    """P(mine) for every cell, row by row; None for open cells.

    `known` are the cells the local rules proved in this position: on boards
    larger than OWN_COUNT_CELLS they are taken out and the rest is counted by
    our own exact counting, which then only sees the undecided frontier (ms-toollib
    counts the whole position: 18 s for a 300x300 board with a large opened area).
    Raises ContradictionError when no layout fits the position.
    """
    flat = _flat_probabilities(position, known)
    w = position.width
    return [flat[r * w : (r + 1) * w] for r in range(position.height)]


def frontier_probabilities(
    rows: list[list[int]], mines: int
) -> tuple[dict[tuple[int, int], float], float]:
    """Fast look-ahead form: ({(row, col): P(mine)}, P(mine) of a floating cell).

    The dict holds only the *undecided* covered cells next to a number: cells
    the engine proves safe or mine are left out (the caller can count them),
    and the floating chance is NaN when no covered cell is away from the
    numbers. `rows` is in ms-toollib's codes (see `toollib_rows`); the caller
    guarantees a consistent position. Raises ContradictionError if not.
    """
    large = _large(rows, mines)
    if large is not None:
        position, flat = large
        w = position.width
        cells = {
            divmod(i, w): p
            for i, p in enumerate(flat)
            if p is not None and 0.0 < p < 1.0 and _touches_number(position, i)
        }
        floating = [
            p for i, p in enumerate(flat) if p is not None and not _touches_number(position, i)
        ]
        return cells, floating[0] if floating else math.nan
    try:
        cells, floating, _counts, _flag = ms_toollib.cal_probability_enum(rows, mines)
    except RuntimeError as error:
        raise _impossible("no arrangement of the mines fits the numbers") from error
    return dict(cells), float(floating)


def board_probabilities(rows: list[list[int]], mines: int) -> list[list[float]]:
    """Look-ahead form of the full grid: P(mine) per cell (0.0 for open cells).

    For positions the caller knows to be consistent (see `frontier_probabilities`).
    """
    large = _large(rows, mines)
    if large is not None:
        position, flat = large
        w = position.width
        return [[p or 0.0 for p in flat[r * w : (r + 1) * w]] for r in range(position.height)]
    try:
        grid, _counts = ms_toollib.cal_probability_onboard(rows, mines)
    except RuntimeError as error:
        raise _impossible("no arrangement of the mines fits the numbers") from error
    return grid


def _large(rows: list[list[int]], mines: int) -> tuple[Position, list[float | None]] | None:
    """Our own exact answer for boards too large for ms-toollib (None for the others)."""
    if sum(row.count(COVERED_CODE) for row in rows) <= TOOLLIB_MAX_COVERED:
        return None
    cells = tuple(COVERED if v == COVERED_CODE else v for row in rows for v in row)
    position = Position(len(rows[0]), len(rows), mines, cells)
    flat = exact_probabilities(position)
    if flat is None:
        raise _impossible("no arrangement of the mines fits the numbers")
    return position, flat


def _touches_number(position: Position, index: int) -> bool:
    return any(position.cells[n] >= 0 for n in position.neighbours[index])
