"""Position text: what the player sees, as JSMinesweeper writes it (".mine").

    WIDTHxHEIGHTxMINES        e.g. 30x16x99 (MINES = all mines on the board)
    HEIGHT lines of WIDTH characters: H covered, F flagged, 0-8 open

Flags are the player's marks, not facts; the solver treats them as covered.
The board writes this text (`Board.to_position`) and reads it back
(`Board.from_position`); the solver reads nothing else.
Bad text raises `PositionError` whose one-line message names the line and
column (1-based), so the command line and the game can show it as it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.model.grid import flat_neighbours

COVERED = -1
FLAGGED = -2

MAX_HEADER_DIGITS = 9
_HEADER = re.compile(r"(\d+)[xX](\d+)[xX](\d+)")
_CHARS = {"H": COVERED, "F": FLAGGED, **{str(n): n for n in range(9)}}
_SYMBOLS = {COVERED: "H", FLAGGED: "F", **{n: str(n) for n in range(9)}}


class PositionError(ValueError):
    """A position that cannot be read or cannot happen; the message is one line."""


def _at(line: int, column: int, message: str) -> PositionError:
    return PositionError(f"line {line}, column {column}: {message}")


@dataclass(frozen=True)
class Position:
    """A board as the player sees it: row-major `cells`, 0-8 open, COVERED or FLAGGED."""

    width: int
    height: int
    mines: int
    cells: tuple[int, ...]

    @property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """Neighbour indices of every cell, read off the model's grid (the one place that
        knows the board's shape; one shared table per board size)."""
        return flat_neighbours(self.height, self.width)

    def index(self, row: int, col: int) -> int:
        """Row-major index of a 0-based (row, col)."""
        return row * self.width + col

    def row_col(self, index: int) -> tuple[int, int]:
        """0-based (row, col) of a row-major index."""
        return divmod(index, self.width)

    def value(self, row: int, col: int) -> int:
        """0-8 for an open cell, COVERED or FLAGGED otherwise."""
        return self.cells[row * self.width + col]

    def symbol(self, row: int, col: int) -> str:
        """The character shown at (row, col): "H", "F" or a digit."""
        return _SYMBOLS[self.value(row, col)]

    def is_covered(self, index: int) -> bool:
        """True for covered and flagged cells (a flag is only a mark)."""
        return self.cells[index] < 0

    def covered_count(self) -> int:
        """How many cells are still covered (flags included)."""
        return sum(1 for v in self.cells if v < 0)

    def unflagged(self) -> Position:
        """The same position with every flag turned back into a covered cell."""
        if FLAGGED not in self.cells:
            return self
        cells = tuple(COVERED if v == FLAGGED else v for v in self.cells)
        return Position(self.width, self.height, self.mines, cells)

    def rows(self) -> list[list[int]]:
        """The cells as a list of rows."""
        w = self.width
        return [list(self.cells[r * w : (r + 1) * w]) for r in range(self.height)]

    def to_text(self) -> str:
        """The position in the text format, ending with a newline."""
        lines = [f"{self.width}x{self.height}x{self.mines}"]
        for row in self.rows():
            lines.append("".join(_SYMBOLS[v] for v in row))
        return "\n".join(lines) + "\n"

    @classmethod
    def from_rows(cls, rows: list[str], mines: int) -> Position:
        """Build from row strings such as ["H1", "11"] (handy in tests)."""
        width = len(rows[0]) if rows else 0
        return parse_position(f"{width}x{len(rows)}x{mines}\n" + "\n".join(rows))


def _header(line: str) -> tuple[int, int, int]:
    match = _HEADER.fullmatch(line)
    if match is None:
        column = _first_bad_header_column(line)
        shown = line if len(line) <= 40 else f"{line[:30]}... ({len(line)} characters)"
        message = f"expected a header WIDTHxHEIGHTxMINES such as 30x16x99, got {shown!r}"
        raise _at(1, column, message)
    for number in match.groups():
        if len(number) > MAX_HEADER_DIGITS:
            column = line.index(number) + 1
            raise _at(1, column, f"a number of {len(number)} digits is far too large for a board")
    width, height, mines = (int(g) for g in match.groups())
    if width < 1 or height < 1:
        raise _at(1, 1, f"the board must be at least 1x1, got {width}x{height}")
    if mines > width * height:
        column = line.rfind("x" if "x" in line else "X") + 2
        message = f"{mines} mines do not fit on {width}x{height} = {width * height} cells"
        raise _at(1, column, message)
    return width, height, mines


def _first_bad_header_column(line: str) -> int:
    """1-based column where `line` stops looking like DIGITSxDIGITSxDIGITS."""
    fields = 0
    digits = 0
    for pos, ch in enumerate(line):
        if ch.isdigit() and ch.isascii():
            digits += 1
        elif ch in "xX" and digits and fields < 2:
            fields += 1
            digits = 0
        else:
            return pos + 1
    return len(line) + 1


def parse_position(text: str) -> Position:
    """Read position text; raise `PositionError` naming line and column on bad input."""
    lines = [line.rstrip() for line in text.lstrip("\ufeff").replace("\r\n", "\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    if not lines:
        raise _at(1, 1, "empty position: expected a header such as 30x16x99")
    width, height, mines = _header(lines[0])
    rows = lines[1:]
    if len(rows) < height:
        raise _at(len(lines) + 1, 1, f"expected {height} rows of cells, found only {len(rows)}")
    cells: list[int] = []
    for r, row in enumerate(rows[:height]):
        line_no = r + 2
        for c, ch in enumerate(row):
            if c >= width:
                raise _at(line_no, c + 1, f"row is too long: expected {width} cells")
            value = _CHARS.get(ch)
            if value is None:
                raise _at(line_no, c + 1, f"unexpected character {ch!r} (expected H, F or 0-8)")
            cells.append(value)
        if len(row) < width:
            message = f"row is too short: expected {width} cells, found {len(row)}"
            raise _at(line_no, len(row) + 1, message)
    for extra, row in enumerate(rows[height:]):
        if row:
            raise _at(height + 2 + extra, 1, f"unexpected text after the {height} rows")
    return Position(width, height, mines, tuple(cells))
