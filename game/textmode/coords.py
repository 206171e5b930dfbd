"""Cell names as the terminal player types and reads them.

Columns are letters (A..Z, then AA, AB, ... as in a spreadsheet) and rows are
1-based numbers, so the cell at 0-based (row 4, col 2) is "C5". A player may
also type two numbers, row then column, as in "5 3" (row 5, column 3).
"""

from __future__ import annotations

import re
from enum import Enum

from game.i18n import N_, _
from game.solver.cells import column_letters

_LETTERS_DIGITS = re.compile(r"^([a-z]+)([0-9]+)$")
_DIGITS_LETTERS = re.compile(r"^([0-9]+)([a-z]+)$")
_LETTERS = re.compile(r"^[a-z]+$")
_DIGITS = re.compile(r"^[0-9]+$")
MAX_WORD = 9
EXAMPLE = N_("a cell such as C5, or a row and a column number such as 5 3")


class CoordinateError(ValueError):
    """Text that names no cell of the board; the message says what was expected."""


def column_index(letters: str) -> int:
    """The 0-based column of spreadsheet letters: "A" -> 0, "aa" -> 26."""
    col = 0
    for char in letters.upper():
        if not "A" <= char <= "Z":
            raise ValueError(f"not a column name: {letters!r}")
        col = col * 26 + ord(char) - ord("A") + 1
    if not col:
        raise ValueError("a column name needs at least one letter")
    return col - 1


def cell_name(row: int, col: int) -> str:
    """The player's name of a 0-based (row, col): (4, 2) -> "C5"."""
    return f"{column_letters(col)}{row + 1}"


def parse_cell(tokens: list[str], rows: int, cols: int) -> tuple[int, int]:
    """The 0-based (row, col) named by `tokens`; CoordinateError explains a bad or far cell.

    Accepted: ["c5"], ["5c"], ["c", "5"], ["5", "c"] and ["5", "3"] (row, column).
    """
    words = [t.lower() for t in tokens if t]
    if len(words) == 1:
        match = _LETTERS_DIGITS.match(words[0])
        if match:
            return _named(match.group(1), match.group(2), rows, cols)
        match = _DIGITS_LETTERS.match(words[0])
        if match:
            return _named(match.group(2), match.group(1), rows, cols)
        if _DIGITS.match(words[0]):
            raise CoordinateError(
                _("a cell needs a column and a row: type {example}").format(example=_(EXAMPLE))
            )
    elif len(words) == 2:
        first, second = (_kind(w) for w in words)
        if (first, second) == (_Kind.LETTERS, _Kind.DIGITS):
            return _named(words[0], words[1], rows, cols)
        if (first, second) == (_Kind.DIGITS, _Kind.LETTERS):
            return _named(words[1], words[0], rows, cols)
        if (first, second) == (_Kind.DIGITS, _Kind.DIGITS):
            _check_length(words[0], words[1])
            return _numbered(int(words[0]), int(words[1]), rows, cols)
    raise CoordinateError(_("expected {example}").format(example=_(EXAMPLE)))


def board_extent(rows: int, cols: int) -> str:
    """The names that exist on a board, e.g. "columns A-H, rows 1-8"."""
    return _("columns A-{last_column}, rows 1-{rows}").format(
        last_column=column_letters(cols - 1), rows=rows
    )


class _Kind(Enum):
    """What one typed word of a cell name is made of."""

    LETTERS = "letters"
    DIGITS = "digits"
    OTHER = "other"


def _kind(word: str) -> _Kind:
    """LETTERS for a-z only, DIGITS for 0-9 only, OTHER for anything else."""
    if _LETTERS.match(word):
        return _Kind.LETTERS
    if _DIGITS.match(word):
        return _Kind.DIGITS
    return _Kind.OTHER


def _check_length(*words: str) -> None:
    """Refuse a row, column or letter run far longer than any board (int() fails past 4300)."""
    for word in words:
        if len(word) > MAX_WORD:
            shown = _("{start}... ({n} characters)").format(start=word[:12], n=len(word))
            raise CoordinateError(
                _("{cell} is off the board: type {example}").format(cell=shown, example=_(EXAMPLE))
            )


def _named(letters: str, digits: str, rows: int, cols: int) -> tuple[int, int]:
    _check_length(letters, digits)
    row, col = int(digits) - 1, column_index(letters)
    if not (0 <= row < rows and 0 <= col < cols):
        name = f"{letters.upper()}{int(digits)}"
        raise CoordinateError(
            _("{cell} is off the board ({extent})").format(
                cell=name, extent=board_extent(rows, cols)
            )
        )
    return row, col


def _numbered(row: int, col: int, rows: int, cols: int) -> tuple[int, int]:
    if not 1 <= row <= rows:
        raise CoordinateError(
            _("row {row} is off the board (rows 1-{rows})").format(row=row, rows=rows)
        )
    if not 1 <= col <= cols:
        raise CoordinateError(
            _("column {col} is off the board (columns 1-{cols})").format(col=col, cols=cols)
        )
    return row - 1, col - 1
