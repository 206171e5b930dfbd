"""The position text format (".mine", as JSMinesweeper writes it).

    WIDTHxHEIGHTxMINES
    HEIGHT lines of WIDTH characters: H covered, F flagged, 0-8 open

Flags are the player's marks, not facts. Errors name the line and column (1-based).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

COVERED = "H"
FLAGGED = "F"
_HEADER = re.compile(r"^(\d+)x(\d+)x(\d+)$")
_ALLOWED = frozenset("HF012345678")


class PositionError(ValueError):
    """A position text that cannot be read; the message names line and column."""


@dataclass(frozen=True)
class Position:
    """A parsed position: size, total mines and one string of symbols per row."""

    width: int
    height: int
    mines: int
    rows: tuple[str, ...]

    def symbol(self, row: int, col: int) -> str:
        """The character at (row, col): "H", "F" or a digit."""
        return self.rows[row][col]

    def to_text(self) -> str:
        """Format back into position text, ending with a newline."""
        return f"{self.width}x{self.height}x{self.mines}\n" + "\n".join(self.rows) + "\n"


def parse_position(text: str) -> Position:
    """Parse position text; raise PositionError naming line and column on bad input."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    if not lines:
        raise PositionError("line 1, column 1: empty position (expected WIDTHxHEIGHTxMINES)")
    match = _HEADER.match(lines[0].strip())
    if not match:
        raise PositionError(
            f"line 1, column 1: expected WIDTHxHEIGHTxMINES such as 30x16x99, got {lines[0]!r}"
        )
    width, height, mines = (int(g) for g in match.groups())
    if width < 1 or height < 1:
        raise PositionError("line 1, column 1: width and height must be at least 1")
    if mines > width * height:
        raise PositionError(f"line 1, column 1: {mines} mines do not fit on {width}x{height} cells")
    body = lines[1:]
    if len(body) < height:
        raise PositionError(
            f"line {len(body) + 2}, column 1: expected {height} rows, found {len(body)}"
        )
    if len(body) > height and any(extra.strip() for extra in body[height:]):
        raise PositionError(f"line {height + 2}, column 1: more than {height} rows")
    rows = []
    for index, line in enumerate(body[:height]):
        line_no = index + 2
        for col, char in enumerate(line):
            if char not in _ALLOWED:
                raise PositionError(
                    f"line {line_no}, column {col + 1}: unexpected character {char!r}"
                    " (use H, F or 0-8)"
                )
        if len(line) != width:
            raise PositionError(
                f"line {line_no}, column {min(len(line), width) + 1}: expected {width} cells,"
                f" found {len(line)}"
            )
        rows.append(line)
    return Position(width, height, mines, tuple(rows))
