"""Challenges for property tests: any board a code can hold, any seed, any rules."""

from __future__ import annotations

from hypothesis import strategies as st

from game.challenge.code import SEED_LIMIT, Challenge
from game.model import DIFFICULTIES


@st.composite
def challenges(draw: st.DrawFn, max_side: int = 40) -> Challenge:
    """A named or custom board (sides up to `max_side`, so layouts stay quick to draw)."""
    named = draw(st.sampled_from([None, *DIFFICULTIES.values()]))
    if named is not None:
        rows, cols, mines = named.rows, named.cols, named.mines
    else:
        rows = draw(st.integers(2, max_side))
        cols = draw(st.integers(2, max_side))
        mines = draw(st.integers(1, rows * cols - 1))
    return Challenge(
        rows,
        cols,
        mines,
        draw(st.integers(0, SEED_LIMIT - 1)),
        draw(st.booleans()),
        draw(st.booleans()),
    )
