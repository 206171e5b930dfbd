"""Reading the positions of a game in progress without parsing each one whole.

An auto-player asks about position after position of one game, each the last
one with a cell or a few more open or flagged. Such text differs from the last
text read in a few rows: those rows are read again and the rest is taken
over, so a move costs a few string comparisons instead of a parse of the
whole board. Any other text is parsed in full (with its one-line errors).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from game.solver.position import COVERED, FLAGGED, Position, parse_position

_SYMBOL = {"H": COVERED, "F": FLAGGED, **{str(n): n for n in range(9)}}


@dataclass(frozen=True)
class Reading:
    """One position text read: the cells with flags turned back into covered cells
    (flags are never trusted), where the flags are, and how it follows the last reading.

    `follows` is the unflagged position of the reading before when this one only
    opened or (un)flagged cells that were covered there, else None.
    """

    position: Position
    flagged: frozenset[int]
    follows: Position | None
    lines: tuple[str, ...]
    shown: tuple[int, ...]


_last = threading.local()


def _patched(text_lines: list[str], last: Reading) -> Reading | None:
    """`last` with the rows that changed read again, or None when the text is not
    the same board with some cells changed in place."""
    old_lines = last.lines
    if len(text_lines) != len(old_lines) or text_lines[0] != old_lines[0]:
        return None
    base = last.position
    width, height = base.width, base.height
    shown: list[int] | None = None
    changed: list[int] = []
    for line_no in range(1, len(text_lines)):
        new, old = text_lines[line_no], old_lines[line_no]
        if new == old:
            continue
        if line_no > height or len(new) != width or len(old) != width:
            return None
        if shown is None:
            shown = list(last.shown)
        start = (line_no - 1) * width
        for col in range(width):
            if new[col] != old[col]:
                value = _SYMBOL.get(new[col])
                if value is None:
                    return None
                shown[start + col] = value
                changed.append(start + col)
    if shown is None:
        return Reading(base, last.flagged, base, last.lines, last.shown)
    cells = list(base.cells)
    flagged = set(last.flagged)
    follows: Position | None = base
    for index in changed:
        value = shown[index]
        if base.cells[index] >= 0:
            follows = None
        cells[index] = COVERED if value == FLAGGED else value
        if value == FLAGGED:
            flagged.add(index)
        else:
            flagged.discard(index)
    position = Position(width, height, base.mines, tuple(cells))
    return Reading(position, frozenset(flagged), follows, tuple(text_lines), tuple(shown))


def read(text: str) -> Reading:
    """Read position text, reusing the last reading (of this thread) where the text is the same.

    Raises PositionError for bad text, exactly as `parse_position` does.
    """
    lines = text.split("\n")
    last: Reading | None = getattr(_last, "reading", None)
    reading = _patched(lines, last) if last is not None else None
    if reading is None:
        shown = parse_position(text)
        flagged = frozenset(i for i, v in enumerate(shown.cells) if v == FLAGGED)
        reading = Reading(shown.unflagged(), flagged, None, tuple(lines), shown.cells)
    _last.reading = reading
    return reading
