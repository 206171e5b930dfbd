"""The solver's view of position text (see `game.model.position`).

The format and its parser belong to the model; the solver adds the error for
a well-formed position that no mine layout can produce, and `plain` (the
unflagged position and its covered cells, remembered for the last position).
"""

from game.model.position import (
    COVERED,
    FLAGGED,
    Position,
    PositionError,
    parse_position,
)

__all__ = [
    "COVERED",
    "plain",
    "FLAGGED",
    "ContradictionError",
    "Position",
    "PositionError",
    "parse_position",
]


class ContradictionError(PositionError):
    """A well-formed position that no mine layout can produce."""


class _Plain:
    """The last position asked about, with flags turned back into covered cells, and
    its covered cells. Every proof of one analysis is checked and written against the
    same position; on a 300x300 board reading it whole for each of thousands of proofs
    would take minutes."""

    last: tuple[Position, Position, frozenset[int]] | None = None


def plain(position: Position) -> tuple[Position, frozenset[int]]:
    """`position.unflagged()` and its covered cells, remembered for the last position."""
    last = _Plain.last
    if last is not None and last[0] is position:
        return last[1], last[2]
    unflagged = position.unflagged()
    covered = frozenset(i for i, v in enumerate(unflagged.cells) if v < 0)
    _Plain.last = (position, unflagged, covered)
    return unflagged, covered
