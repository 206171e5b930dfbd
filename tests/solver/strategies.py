"""Hypothesis strategies: small positions seen on real (random) mine layouts."""

from __future__ import annotations

from hypothesis import strategies as st

from game.solver.position import COVERED, FLAGGED, Position
from tests.solver.bruteforce import numbers_for

MAX_CELLS = 16


@st.composite
def layouts(draw, max_cells: int = MAX_CELLS) -> tuple[int, int, frozenset[int]]:
    """(width, height, mine cells) of a small board."""
    width = draw(st.integers(1, 5))
    height = draw(st.integers(1, max(1, min(5, max_cells // width))))
    cells = width * height
    mines = draw(st.sets(st.integers(0, cells - 1), max_size=cells))
    return width, height, frozenset(mines)


@st.composite
def positions(draw, flags: bool = True, max_cells: int = MAX_CELLS) -> Position:
    """A position some player could see on a random layout (flags may be wrong)."""
    width, height, mines = draw(layouts(max_cells))
    numbers = numbers_for(width, height, set(mines))
    cells = []
    for i in range(width * height):
        shown = i not in mines and draw(st.booleans())
        if shown:
            cells.append(numbers[i])
        elif flags and draw(st.integers(0, 4)) == 0:
            cells.append(FLAGGED)
        else:
            cells.append(COVERED)
    return Position(width, height, len(mines), tuple(cells))


@st.composite
def any_positions(draw, max_cells: int = MAX_CELLS) -> Position:
    """Well-formed but possibly impossible positions: random numbers and mine counts."""
    width = draw(st.integers(1, 4))
    height = draw(st.integers(1, max(1, min(4, max_cells // width))))
    cells = tuple(
        draw(st.sampled_from([COVERED, COVERED, FLAGGED, 0, 1, 2, 3]))
        for _ in range(width * height)
    )
    mines = draw(st.integers(0, width * height))
    return Position(width, height, mines, cells)
