"""The board as text: column letters on top, row numbers on both sides, a frame.

Drawing is a pure function of the board and a style; it never changes the game.
Every cell takes two columns (a space and its symbol), so column names longer
than one letter are written in stacked header lines, one letter per line, and
a 30-column board stays about 70 characters wide. In the plain style (screen readers)
the board is said in words instead, a row a line ("row 3: 5 covered, 1, 2, 3 empty").
"""

from __future__ import annotations

from game.a11y.words import row_words, seen
from game.i18n import _
from game.model import Appearance, Board
from game.solver.cells import cell_name, column_letters
from game.textmode.style import Style

START = "S"
"""How a challenge's start shows while it is covered."""


def render_board(board: Board, style: Style, start: tuple[int, int] | None = None) -> str:
    """The framed board with column and row labels, as lines joined by newlines (in words,
    a row a line, in the plain style); a challenge's `start` is marked S while it is
    covered."""
    if style.plain:
        return plain_board(board, start)
    width = len(str(board.rows))
    frame = style.frame
    margin = " " * (width + 2)
    lines = _header(board.cols, margin)
    inner = frame.horizontal * (2 * board.cols + 1)
    lines.append(" " * (width + 1) + frame.top_left + inner + frame.top_right)
    for r in range(board.rows):
        cells = "".join(" " + _cell(board, style, r, c, start) for c in range(board.cols))
        number = str(r + 1)
        lines.append(f"{number:>{width}} {frame.vertical}{cells} {frame.vertical} {number}")
    lines.append(" " * (width + 1) + frame.bottom_left + inner + frame.bottom_right)
    return "\n".join(lines)


def plain_board(board: Board, start: tuple[int, int] | None = None) -> str:
    """The board in words: its size, then each row left to right (and where a challenge
    starts, while its cell is covered)."""
    picture = seen(board)
    size = _("Board: columns A to {last}, rows 1 to {rows}.").format(
        last=column_letters(board.cols - 1), rows=board.rows
    )
    lines = [size, *(row_words(picture, r) + "." for r in range(board.rows))]
    if start is not None and board.appearance(*start) is Appearance.COVERED:
        lines.append(_("The challenge starts at {cell}.").format(cell=cell_name(*start)))
    return "\n".join(lines)


def _cell(board: Board, style: Style, row: int, col: int, start: tuple[int, int] | None) -> str:
    """A cell's symbol; the covered start of a challenge as S."""
    looks = board.appearance(row, col)
    if (row, col) == start and looks is Appearance.COVERED:
        return style.paint(START, "1;96")
    return style.cell(looks)


def _header(cols: int, margin: str) -> list[str]:
    """Column names written downwards, right-aligned so "A" sits under "AA"'s last letter."""
    names = [column_letters(c) for c in range(cols)]
    depth = len(names[-1])
    padded = [name.rjust(depth) for name in names]
    return [
        (margin + "".join(" " + name[level] for name in padded)).rstrip() for level in range(depth)
    ]


def status_line(
    board: Board, seconds: float, assisted: bool = False, solved: int | None = None
) -> str:
    """Mines left, 3BV progress and the timer's whole seconds, for under the board.

    `solved` is the 3BV solved as the community counts it (the session's figure); the
    board's own count is shown when it is not given.
    """
    done = board.three_bv_solved if solved is None else solved
    progress = f"{done}/{board.three_bv}" if board.laid else "-"
    parts = [
        _("Mines left: {n}").format(n=board.mines_left),
        _("3BV: {progress}").format(progress=progress),
        _("Time: {seconds} s").format(seconds=int(seconds)),
    ]
    if assisted:
        parts.append(_("(assisted)"))
    return "   ".join(parts)
