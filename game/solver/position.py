"""The solver's view of position text (see `game.model.position`).

The format and its parser belong to the model; the solver adds only the
error for a well-formed position that no mine layout can produce.
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
    "FLAGGED",
    "ContradictionError",
    "Position",
    "PositionError",
    "parse_position",
]


class ContradictionError(PositionError):
    """A well-formed position that no mine layout can produce."""
