"""The board: a sentinel-bordered grid of linked cells and every rule of the game.

Every rule (flood fill, counts, chords, 3BV) walks the eight neighbour pointers; the
sentinel ring stops each walk without a bounds check. `Board.cell()` is the checked
entry for callers.

>>> b = Board.from_layout("*..\\n...\\n..*")
>>> b.reveal(0, 1)
True
>>> b.to_position().splitlines()[1:]
['H1H', 'HHH', 'HHH']
>>> c = b.copy()
>>> c.reveal(1, 1), b.appearance(1, 1), c.appearance(1, 1)
(True, <Appearance.COVERED: 'covered'>, <Appearance.N2: 'n2'>)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple

from game.model.appearance import Appearance
from game.model.cell import FLAG, NO_MARK, QUESTION, Cell
from game.model.difficulty import MAX_SIDE, Difficulty
from game.model.grid import build_grid
from game.model.metrics import bv_units, solved_units
from game.model.params import BoardParams, MineLayout
from game.model.position import COVERED, FLAGGED, parse_position
from game.model.rules import LOST, PLAYING, READY, WON, Action, FirstClick, Move

# enum members read once: a class attribute lookup of an Enum member is slow in a hot path
REVEAL, FLAG_ACTION, CHORD = Action.REVEAL, Action.FLAG, Action.CHORD


class Change(NamedTuple):
    """What `Board.apply` did: whether the board changed, and the cells the move opened
    itself (a reveal's cell, a chord's covered neighbours; what a flood from them opened
    is not listed), from which the 3BV it solved is credited."""

    changed: bool
    opened: tuple[Cell, ...] = ()


NO_CHANGE = Change(False)


def _first_click(value: FirstClick | str) -> FirstClick:
    try:
        return FirstClick(value)
    except ValueError:
        choices = ", ".join(FirstClick)
        raise ValueError(f"first_click must be one of {choices} (got {value!r})") from None


class Board:
    """A game of Minesweeper on rows x cols cells (0-based coordinates).

    Mines are laid on the first reveal (unless the layout is fixed), following the
    first-click rule. After the game ends every action is a no-op returning False.
    `params` (frozen) and `layout` (frozen, once laid) are values; the cells' state,
    `status` and the counts are the mutable part, which `copy()` duplicates.
    """

    analysis_only = False

    def __init__(
        self,
        rows: int,
        cols: int,
        mines: int,
        seed: int | None = None,
        first_click: FirstClick | str = FirstClick.OPENING,
        question_marks: bool = False,
    ) -> None:
        _check_size(rows, cols)
        if not 1 <= mines <= rows * cols - 1:
            raise ValueError(
                f"mines must be between 1 and {rows * cols - 1} on a {cols}x{rows} board"
                f" (got {mines})"
            )
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        self._start(BoardParams(rows, cols, mines, seed, _first_click(first_click), question_marks))

    def _start(self, params: BoardParams) -> None:
        self.params = params
        self._safe = params.rows * params.cols - params.mines
        self.grid, self.cells = build_grid(params.rows, params.cols)
        self.status = READY
        self.exploded: Cell | None = None
        self.flags = 0
        self.opened = 0
        self.version = 0
        self.fixed_layout = False
        self.laid = False
        self._units: tuple[Cell, ...] = ()

    # ----------------------------------------------------------------- building
    @classmethod
    def from_difficulty(
        cls,
        difficulty: Difficulty,
        seed: int | None = None,
        first_click: FirstClick | str = FirstClick.OPENING,
        question_marks: bool = False,
    ) -> Board:
        """A fresh board of a named or custom difficulty."""
        return cls(
            difficulty.rows, difficulty.cols, difficulty.mines, seed, first_click, question_marks
        )

    @classmethod
    def from_layout(cls, layout: str | MineLayout, question_marks: bool = False) -> Board:
        """A board with a fixed layout: '*' mine, '.' safe, one line per row."""
        if isinstance(layout, str):
            layout = MineLayout.from_text(layout)
        _check_size(layout.rows, layout.cols)
        board = cls.__new__(cls)
        board._blank(layout.rows, layout.cols, len(layout.mines), question_marks)
        board._lay(sorted(layout.mines))
        board.fixed_layout = True
        return board

    @classmethod
    def from_position(cls, text: str) -> Board:
        """A board showing a position text (numbers and flags) whose mines are unknown.

        Such a board is for viewing and analysis: flags can be toggled, but reveal and
        chord do nothing because the layout behind the position is not known.
        """
        pos = parse_position(text)
        _check_size(pos.height, pos.width)
        board = cls.__new__(cls)
        board._blank(pos.height, pos.width, pos.mines, False)
        for cell, value in zip(board.cells, pos.cells, strict=True):
            if value == FLAGGED:
                cell.mark = FLAG
                board.flags += 1
            elif value != COVERED:
                cell.open = True
                cell.adjacent = value
                board.opened += 1
        board.status = PLAYING if board.opened else READY
        board.fixed_layout = True
        board.laid = True
        board.analysis_only = True
        return board

    def _blank(self, rows: int, cols: int, mines: int, question_marks: bool) -> None:
        self._start(BoardParams(rows, cols, mines, 0, FirstClick.ANY, question_marks))

    def copy(self) -> Board:
        """An independent board in the same state."""
        new = type(self).__new__(type(self))
        new._start(self.params)
        cells, cols = new.cells, self.params.cols
        for old, cell in zip(self.cells, cells, strict=True):
            cell.mine, cell.adjacent, cell.open, cell.mark = (
                old.mine,
                old.adjacent,
                old.open,
                old.mark,
            )
        new.status = self.status
        new.exploded = (
            None if self.exploded is None else cells[self.exploded.row * cols + self.exploded.col]
        )
        new.flags, new.opened = self.flags, self.opened
        new.version = self.version
        new.fixed_layout, new.laid = self.fixed_layout, self.laid
        new.analysis_only = self.analysis_only
        new._units = tuple(cells[u.row * cols + u.col] for u in self._units)
        return new

    # ------------------------------------------------------------------ reading
    @property
    def rows(self) -> int:
        """Rows of playable cells."""
        return self.params.rows

    @property
    def cols(self) -> int:
        """Columns of playable cells."""
        return self.params.cols

    @property
    def mines(self) -> int:
        """Mines on the board."""
        return self.params.mines

    @property
    def seed(self) -> int:
        """The seed the layout is drawn from (with the first click)."""
        return self.params.seed

    @property
    def first_click(self) -> FirstClick:
        """How the first reveal is protected."""
        return self.params.first_click

    @property
    def question_marks(self) -> bool:
        """Whether a flag cycles on to a question mark."""
        return self.params.question_marks

    @property
    def layout(self) -> MineLayout | None:
        """Where the mines are, once laid (None before)."""
        if not self.laid or self.analysis_only:
            return None
        return MineLayout(
            self.rows, self.cols, frozenset((c.row, c.col) for c in self.cells if c.mine)
        )

    def cell(self, row: int, col: int) -> Cell:
        """The playable cell at (row, col); IndexError outside the board."""
        if row >= 0 and col >= 0:
            try:
                cell = self.grid[row + 1][col + 1]
            except IndexError:
                pass
            else:
                if not cell.sentinel:
                    return cell
        raise IndexError(f"cell ({row}, {col}) is outside the {self.cols}x{self.rows} board")

    @property
    def mines_left(self) -> int:
        """Mines minus flags, as the classic counter shows it (may go negative)."""
        return self.mines - self.flags

    @property
    def safe_cells(self) -> int:
        """How many cells hold no mine."""
        return self._safe

    @property
    def over(self) -> bool:
        """True once the game is won or lost."""
        return self.status in (WON, LOST)

    @property
    def three_bv(self) -> int:
        """3BV of the layout: 0 before the mines are laid."""
        return len(self._units)

    @property
    def three_bv_solved(self) -> int:
        """3BV units already solved by the opened cells."""
        return solved_units(self._units)

    def mine_at(self, row: int, col: int) -> bool:
        """Whether (row, col) holds a mine (for drawing after the game, tests, replays)."""
        return self.cell(row, col).mine

    def appearance(self, row: int, col: int) -> Appearance:
        """What the player sees at (row, col) (see `Appearance`)."""
        return _look(self.cell(row, col), self.status == LOST)

    def appearances(self) -> list[Appearance]:
        """What the player sees on every cell, row-major (one call for drawing a board)."""
        lost = self.status == LOST
        return [_look(cell, lost) for cell in self.cells]

    def numbers(self) -> list[list[int]]:
        """The laid layout as rows of numbers, -1 for a mine (ms-toollib's board format)."""
        return [
            [-1 if cell.mine else cell.adjacent for cell in self.grid[r][1:-1]]
            for r in range(1, self.rows + 1)
        ]

    def layout_text(self) -> str:
        """The mine layout as '*'/'.' lines (empty string before mines are laid)."""
        if not self.laid:
            return ""
        return "\n".join(
            "".join("*" if cell.mine else "." for cell in line[1:-1]) for line in self.grid[1:-1]
        )

    def to_position(self) -> str:
        """What the player sees, in the position text format (flags as F)."""
        lines = [f"{self.cols}x{self.rows}x{self.mines}"]
        for row in self.grid[1:-1]:
            lines.append(
                "".join(
                    str(cell.adjacent)
                    if cell.open and not cell.mine
                    else ("F" if cell.mark == FLAG else "H")
                    for cell in row[1:-1]
                )
            )
        return "\n".join(lines) + "\n"

    # ------------------------------------------------------------------ actions
    def apply(self, move: Move) -> Change:
        """Carry out a move: the one place every rule of a move is applied (the public
        actions below and the session's interpreted input all come here). A move that
        changes nothing (after the game ends, on an open cell, a chord whose flags do not
        match) returns NO_CHANGE; IndexError off the board."""
        if self.over:
            return NO_CHANGE
        kind, cell = move.action, self.cell(move.row, move.col)
        if self.analysis_only and kind is not FLAG_ACTION:
            return NO_CHANGE
        if kind is REVEAL:
            change = self._reveal(cell)
        elif kind is FLAG_ACTION:
            change = self._flag(cell)
        else:
            change = self._chord(cell)
        if not change.changed:
            return NO_CHANGE
        if kind is not FLAG_ACTION and self.status == PLAYING and self.opened == self._safe:
            self._win()
        self.version += 1
        return change

    def reveal(self, row: int, col: int) -> bool:
        """Open a cell (a left click); returns True when the board changed."""
        return self.apply(Move(REVEAL, row, col)).changed

    def toggle_flag(self, row: int, col: int) -> bool:
        """Cycle a covered cell: hidden -> flag -> (question) -> hidden (a right click)."""
        return self.apply(Move(FLAG_ACTION, row, col)).changed

    def chord(self, row: int, col: int) -> bool:
        """On an open number whose adjacent flags equal it, open the other neighbours."""
        return self.apply(Move(CHORD, row, col)).changed

    def chord_ready(self, row: int, col: int) -> bool:
        """The chord rule, the one place it is written: an open number (a 0 too) whose
        flags around equal it, with a covered cell without a flag around it to open."""
        return self._chord_ready(self.cell(row, col))

    def lay_mines(self, positions: Iterable[tuple[int, int]]) -> None:
        """Fix the layout before the first reveal (e.g. a no-guess layout)."""
        if self.status != READY or self.laid:
            raise ValueError("mines can only be laid before the first reveal")
        cells = sorted(set(positions))
        if len(cells) != self.mines:
            raise ValueError(f"expected {self.mines} mine positions, got {len(cells)}")
        for r, c in cells:
            self.cell(r, c)
        self._lay(cells)

    def replay(self, moves: Iterable[Move]) -> None:
        """Set the board back to its start and make `moves` again (how undo steps back:
        the moves come from the session's log, the one history of a game).

        The layout stays laid while a reveal is among the moves, or when it is fixed;
        otherwise the next first reveal lays it again by the first-click rule.
        """
        if self.analysis_only:
            raise ValueError("a position opened for analysis has no moves to replay")
        moves = list(moves)
        kept = self.fixed_layout or any(action is REVEAL for action, _, _ in moves)
        mines = [(c.row, c.col) for c in self.cells if c.mine] if self.laid and kept else None
        for cell in self.cells:
            cell.mine, cell.open, cell.mark, cell.adjacent = False, False, NO_MARK, 0
        self.status, self.exploded, self.flags, self.opened = READY, None, 0, 0
        self.laid, self._units = False, ()
        if mines is not None:
            self._lay(mines)
        version = self.version
        for action, row, col in moves:
            if not self.apply(Move(Action(action), row, col)).changed:
                raise ValueError(f"move {action} at ({row}, {col}) changes nothing")
        self.version = version + 1

    # ---------------------------------------------------------------- internals
    def _reveal(self, cell: Cell) -> Change:
        if cell.open or cell.mark == FLAG:
            return NO_CHANGE
        if self.status == READY:
            if not self.laid:
                self._lay(self._random_layout(cell))
            self.status = PLAYING
        self._open(cell)
        return Change(True, (cell,))

    def _chord_ready(self, cell: Cell) -> bool:
        # An open 0 chords too (its flags must number 0): it opens a neighbour a wrong flag
        # kept shut once that flag is gone, as Viennasweeper and ms-toollib do.
        if not cell.open or cell.mine:
            return False
        flags = 0
        covered = False
        for nb in cell.around:
            if nb.mark == FLAG:
                flags += 1
            elif not nb.open:
                covered = True
        return covered and flags == cell.adjacent

    def _chord(self, cell: Cell) -> Change:
        if not self._chord_ready(cell):
            return NO_CHANGE
        opened = []
        for nb in cell.around:
            if not nb.open and nb.mark != FLAG:
                self._open(nb)
                opened.append(nb)
        return Change(True, tuple(opened))

    def _flag(self, cell: Cell) -> Change:
        if cell.open:
            return NO_CHANGE
        if cell.mark == NO_MARK:
            cell.mark = FLAG
            self.flags += 1
        elif cell.mark == FLAG:
            self.flags -= 1
            cell.mark = QUESTION if self.params.question_marks else NO_MARK
        else:
            cell.mark = NO_MARK
        return Change(True)

    def _open(self, start: Cell) -> None:
        """Open one cell; a zero opens its whole region and rim, iteratively.

        The walk follows the eight pointers: a sentinel is open, so it is never taken.
        """
        start.mark = NO_MARK
        start.open = True
        if start.mine:
            if self.status != LOST:
                self.exploded = start
            self.status = LOST
            return
        opened = 1
        if start.adjacent == 0:
            stack = [start]
            while stack:
                for nb in stack.pop().around:
                    if not nb.open and nb.mark != FLAG:
                        if nb.mark:
                            nb.mark = NO_MARK
                        nb.open = True
                        opened += 1
                        if nb.adjacent == 0:
                            stack.append(nb)
        self.opened += opened

    def _win(self) -> None:
        self.status = WON
        for cell in self.cells:
            if cell.mine:
                cell.mark = FLAG
        self.flags = self.mines

    def _random_layout(self, first: Cell) -> list[tuple[int, int]]:
        """Mine positions for this board's seed and first click, by the first-click rule."""
        rule = self.first_click
        near = [nb for nb in first.around if not nb.sentinel]
        excluded: set[Cell] = set()
        if rule is FirstClick.OPENING and self.mines <= len(self.cells) - 1 - len(near):
            excluded = {first, *near}
        elif rule is not FirstClick.ANY:
            excluded = {first}
        candidates = [(c.row, c.col) for c in self.cells if c not in excluded]
        return random.Random(self.seed).sample(candidates, self.mines)

    def _lay(self, positions: Iterable[tuple[int, int]]) -> None:
        grid = self.grid
        for r, c in positions:
            grid[r + 1][c + 1].mine = True
        for cell in self.cells:
            cell.adjacent = cell.count_adjacent_mines()
        self.laid = True
        self._units = bv_units(self.cells)


def _look(cell: Cell, lost: bool) -> Appearance:
    if cell.open:
        return Appearance.MINE_RED if cell.mine else Appearance.of_number(cell.adjacent)
    if lost:
        if cell.mine and cell.mark != FLAG:
            return Appearance.MINE
        if cell.mark == FLAG and not cell.mine:
            return Appearance.MINE_WRONG
    if cell.mark == FLAG:
        return Appearance.FLAG
    if cell.mark == QUESTION:
        return Appearance.QUESTION
    return Appearance.COVERED


def _check_size(rows: int, cols: int) -> None:
    if not (isinstance(rows, int) and isinstance(cols, int)):
        raise ValueError("rows and cols must be whole numbers")
    if not (1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE) or rows * cols < 2:
        raise ValueError(
            f"a board needs 1 to {MAX_SIDE} rows and columns and at least 2 cells"
            f" (got {cols}x{rows})"
        )
