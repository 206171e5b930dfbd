"""Why a custom board cannot be made, in the language in force.

The model refuses such a board with an English ValueError (it imports nothing of ours);
screens and the terminal say the same limit with these whole sentences instead.
"""

from __future__ import annotations

from game.i18n.language import _
from game.model import MAX_SIDE, MIN_SIDE


def custom_problem(width: int, height: int, mines: int) -> str | None:
    """The limit a width x height board with `mines` breaks, or None when it can be made."""
    if not MIN_SIDE <= width <= MAX_SIDE:
        return _("width must be between {low} and {high} (got {value})").format(
            low=MIN_SIDE, high=MAX_SIDE, value=width
        )
    if not MIN_SIDE <= height <= MAX_SIDE:
        return _("height must be between {low} and {high} (got {value})").format(
            low=MIN_SIDE, high=MAX_SIDE, value=height
        )
    cells = width * height
    if not 1 <= mines <= cells - 1:
        return _(
            "mines must be between 1 and {high} on a {width}x{height} board (got {value})"
        ).format(high=cells - 1, width=width, height=height, value=mines)
    return None
