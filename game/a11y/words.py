"""The board in words: cells named by coordinate and state ("C4, covered", "C4, 3"), what
a move changed ("3", "opened 14 cells", "flagged"), a row, a column, the cells around one,
and the next covered cell beside an open number.

Everything here reads a picture of the board (its shape and what every cell shows, as
game/ui/board_view.py's `BoardPicture` holds it): the same picture the board is drawn from,
so the words never say more than the player could see. No pygame here: the terminal's plain
mode says the same words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from game.i18n import N_, _, ngettext
from game.i18n.formats import number, seconds
from game.model import Action, Appearance, Board
from game.model.figures import Metrics
from game.model.position import COVERED, FLAGGED, Position
from game.solver.cells import cell_name, column_letters

Cell = tuple[int, int]


class Picture(Protocol):
    """What every cell of a board shows: (rows, cols) and the cells row by row."""

    @property
    def shape(self) -> tuple[int, int]:
        """Rows and columns."""

    @property
    def cells(self) -> Sequence[Appearance]:
        """Every cell's appearance, row-major."""


@dataclass(frozen=True)
class Seen:
    """A picture of a board made without pygame (the terminal's)."""

    shape: tuple[int, int]
    cells: tuple[Appearance, ...]


def seen(board: Board) -> Seen:
    """What every cell of `board` shows now."""
    return Seen((board.rows, board.cols), tuple(board.appearances()))


def position_seen(position: Position) -> Seen:
    """What every cell of a position (a trainer puzzle) shows: covered, flagged or open."""
    looks = tuple(
        Appearance.COVERED
        if value == COVERED
        else Appearance.FLAG
        if value == FLAGGED
        else Appearance.of_number(value)
        for value in position.cells
    )
    return Seen((position.height, position.width), looks)


STATE_WORDS: dict[Appearance, str] = {
    Appearance.COVERED: N_("covered"),
    Appearance.FLAG: N_("flagged"),
    Appearance.QUESTION: N_("question mark"),
    Appearance.OPEN: N_("empty"),
    Appearance.MINE: N_("mine"),
    Appearance.MINE_RED: N_("the mine that exploded"),
    Appearance.MINE_WRONG: N_("wrong flag"),
}
"""What a cell holds, in words (an open number is its digit)."""


def state_word(look: Appearance) -> str:
    """What one cell shows, in the player's language: "covered", "3", "flagged"."""
    number = look.number
    return str(number) if number is not None else _(STATE_WORDS[look])


def cell_label(cell: Cell, look: Appearance) -> str:
    """A cell's name for a screen reader: "C4, covered", "C4, 3"."""
    return _("{cell}, {state}").format(cell=cell_name(*cell), state=state_word(look))


def appearance(picture: Picture, cell: Cell) -> Appearance:
    """What one cell of the picture shows."""
    return picture.cells[cell[0] * picture.shape[1] + cell[1]]


def changed_cells(before: Picture, after: Picture) -> list[Cell]:
    """The cells whose appearance differs between two pictures of one board, row by row."""
    if before.shape != after.shape:
        return []
    cols = after.shape[1]
    return [
        divmod(i, cols)
        for i, (was, now) in enumerate(zip(before.cells, after.cells, strict=True))
        if was is not now
    ]


def change_words(before: Picture, after: Picture) -> str:
    """What a move changed on the board, said briefly: the one cell opened ("3", "empty"),
    how many opened ("opened 14 cells"), a mark set or taken ("flagged", "covered"), or
    where the mine was ("the mine that exploded on C4"); "" when nothing shows a change."""
    cells = changed_cells(before, after)
    if not cells:
        return ""
    exploded = [cell for cell in cells if appearance(after, cell) is Appearance.MINE_RED]
    if exploded:
        return _("mine on {cell}").format(cell=cell_name(*exploded[0]))
    opened = [cell for cell in cells if not appearance(after, cell).covered]
    if len(opened) > 1:
        return ngettext("opened {n} cell", "opened {n} cells", len(opened)).format(n=len(opened))
    if opened:
        return state_word(appearance(after, opened[0]))
    return state_word(appearance(after, cells[0]))


def line_words(picture: Picture, cells: list[Cell]) -> str:
    """Cells read one after another, each as its state, a run of the same state other than
    a number counted: "5 covered, 1, 1, 2, 3 empty"."""
    looks = [appearance(picture, cell) for cell in cells]
    parts: list[str] = []
    start = 0
    while start < len(looks):
        end = start
        while end < len(looks) and looks[end] is looks[start]:
            end += 1
        run, look = end - start, looks[start]
        if run > 1 and look.number is None:
            parts.append(_("{count} {state}").format(count=run, state=state_word(look)))
        else:
            parts.extend([state_word(look)] * run)
        start = end
    return ", ".join(parts)


def row_words(picture: Picture, row: int) -> str:
    """A whole board row read left to right: "Row 4: 5 covered, 1, 2, empty"."""
    cells = [(row, c) for c in range(picture.shape[1])]
    return _("Row {row}: {cells}").format(row=row + 1, cells=line_words(picture, cells))


def column_words(picture: Picture, col: int) -> str:
    """A whole board column read top to bottom: "Column C: covered, 1, 2"."""
    cells = [(r, col) for r in range(picture.shape[0])]
    return _("Column {col}: {cells}").format(
        col=column_letters(col), cells=line_words(picture, cells)
    )


AROUND = ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))
"""The eight neighbours clockwise from the one up and to the left."""


def around_words(picture: Picture, cell: Cell) -> str:
    """The cursor's cell and its neighbours, clockwise from the upper left, each named:
    "C4, 2; around: B3, 1; C3, covered; ..." (cells off the board are left out)."""
    named = "; ".join(cell_label(n, appearance(picture, n)) for n in neighbours(picture, cell))
    return _("{cell}; around: {cells}").format(
        cell=cell_label(cell, appearance(picture, cell)), cells=named
    )


def next_frontier(picture: Picture, start: Cell | None) -> Cell | None:
    """The next covered cell (unmarked) touching an open number after `start`, reading the
    board row by row and coming round to the top; None when there is none."""
    rows, cols = picture.shape
    total = rows * cols
    if total == 0:
        return None
    first = start[0] * cols + start[1] + 1 if start is not None else 0
    for step in range(total):
        index = (first + step) % total
        cell = divmod(index, cols)
        if picture.cells[index] is Appearance.COVERED and _touches_number(picture, cell):
            return cell
    return None


def _touches_number(picture: Picture, cell: Cell) -> bool:
    return any(appearance(picture, near).number is not None for near in neighbours(picture, cell))


def refusal(
    picture: Picture, action: Action, cell: Cell, *, chord_on_number: bool, unflag: str
) -> str | None:
    """Why `action` on `cell` would change nothing on the board shown, or None when it will
    (a reveal on an open number is a chord when `chord_on_number`; `unflag` is the sentence
    for a reveal on a flag, which says how this front end takes a flag away)."""
    look = appearance(picture, cell)
    name = cell_name(*cell)
    if action is Action.REVEAL and look.number is not None and chord_on_number:
        action = Action.CHORD
    if action is Action.REVEAL:
        if look is Appearance.FLAG:
            return unflag
        return None if look.covered else _("{cell} is already open.").format(cell=name)
    if action is Action.FLAG:
        if look.covered:
            return None
        return _("{cell} is open: only covered cells can be flagged.").format(cell=name)
    return _chord_refusal(picture, look, cell)


def _chord_refusal(picture: Picture, look: Appearance, cell: Cell) -> str | None:
    """Why a chord on `cell` would open nothing, or None when it will open cells."""
    name = cell_name(*cell)
    number = look.number
    if number is None:
        return _("Chord works on an open number, and {cell} is not one.").format(cell=name)
    around = [appearance(picture, near) for near in neighbours(picture, cell)]
    flags = around.count(Appearance.FLAG)
    if flags != number:
        return ngettext(
            "The {number} at {cell} has {n} flag around it; a chord needs exactly {number}.",
            "The {number} at {cell} has {n} flags around it; a chord needs exactly {number}.",
            flags,
        ).format(number=number, cell=name, n=flags)
    if not any(a in (Appearance.COVERED, Appearance.QUESTION) for a in around):
        return _("Every neighbour of {cell} is already open or flagged.").format(cell=name)
    return None


def neighbours(picture: Picture, cell: Cell) -> list[Cell]:
    """The cells around `cell` on the board, clockwise from the upper left."""
    rows, cols = picture.shape
    return [
        (cell[0] + dr, cell[1] + dc)
        for dr, dc in AROUND
        if 0 <= cell[0] + dr < rows and 0 <= cell[1] + dc < cols
    ]


def won_words(m: Metrics) -> str:
    """The end of a won game in one sentence, with its figures."""
    return _("You won! Time {time}, 3BV {bbbv}, 3BV/s {speed}, IOE {ioe}.").format(
        time=seconds(m.time), bbbv=m.bbbv, speed=number(m.bbbv_per_s, 2), ioe=number(m.ioe, 2)
    )


def lost_words(board: Board) -> str:
    """The end of a lost game in one sentence, naming the mine that went off."""
    exploded = board.exploded
    if exploded is None:
        return _("Boom! You hit a mine. Game over.")
    return _("Boom! You hit a mine at {cell}. Game over.").format(
        cell=cell_name(exploded.row, exploded.col)
    )
