"""The board: a sentinel-bordered grid of linked cells and every rule of the game.

>>> b = Board.from_layout("*..\\n...\\n..*")
>>> b.reveal(0, 1)
True
>>> b.to_position().splitlines()[1:]
['H1H', 'HHH', 'HHH']
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from game.model.cell import FLAG, NO_MARK, QUESTION, Cell
from game.model.difficulty import MAX_SIDE, Difficulty
from game.model.grid import build_grid
from game.model.metrics import bv_units, solved_units
from game.model.position import COVERED, FLAGGED, parse_position
from game.model.rules import (
    FIRST_CLICK_RULES,
    LOST,
    PLAYING,
    READY,
    SNAPSHOT_VERSION,
    WON,
    Status,
)
from game.model.snapshot import restore


@dataclass
class _Step:
    """One effective action and what it changed, so that undo can step back."""

    kind: str
    row: int
    col: int
    status: str
    exploded: Cell | None
    flags: int
    opened: int
    laid: bool = False
    opened_cells: list[Cell] = field(default_factory=list)
    marks: list[tuple[Cell, int]] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        """True when the step opened a cell, changed a mark or laid the mines."""
        return bool(self.opened_cells or self.marks or self.laid)


class Board:
    """A game of Minesweeper on rows x cols cells (0-based coordinates).

    Mines are laid on the first reveal (unless the layout is fixed), following the
    first-click rule. After the game ends every action is a no-op returning False.
    """

    analysis_only = False

    def __init__(
        self,
        rows: int,
        cols: int,
        mines: int,
        seed: int | None = None,
        first_click: str = "opening",
        question_marks: bool = False,
    ) -> None:
        _check_size(rows, cols)
        if not 1 <= mines <= rows * cols - 1:
            raise ValueError(
                f"mines must be between 1 and {rows * cols - 1} on a {cols}x{rows} board"
                f" (got {mines})"
            )
        if first_click not in FIRST_CLICK_RULES:
            raise ValueError(
                f"first_click must be one of {', '.join(FIRST_CLICK_RULES)} (got {first_click!r})"
            )
        self.rows = rows
        self.cols = cols
        self.mines = mines
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**63)
        self.first_click = first_click
        self.question_marks = question_marks
        self.grid, self.cells = build_grid(rows, cols)
        self.status = READY
        self.exploded: Cell | None = None
        self.flags = 0
        self.opened = 0
        self.left_clicks = 0
        self.right_clicks = 0
        self.chord_clicks = 0
        self.effective_clicks = 0
        self.undo_used = False
        self.version = 0
        self.fixed_layout = False
        self.laid = False
        self._lay_pending = False
        self._units: tuple[Cell, ...] = ()
        self._history: list[_Step] = []

    # ----------------------------------------------------------------- building
    @classmethod
    def from_difficulty(
        cls,
        difficulty: Difficulty,
        seed: int | None = None,
        first_click: str = "opening",
        question_marks: bool = False,
    ) -> Board:
        """A fresh board of a named or custom difficulty."""
        return cls(
            difficulty.rows, difficulty.cols, difficulty.mines, seed, first_click, question_marks
        )

    @classmethod
    def from_layout(cls, layout: str, question_marks: bool = False) -> Board:
        """A board with a fixed layout: '*' mine, '.' safe, one line per row."""
        grid = _parse_layout(layout)
        rows, cols = len(grid), len(grid[0])
        _check_size(rows, cols)
        board = cls.__new__(cls)
        mines = sum(row.count(True) for row in grid)
        board._init_blank(rows, cols, mines, question_marks)
        board._lay([(r, c) for r in range(rows) for c in range(cols) if grid[r][c]])
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
        board._init_blank(pos.height, pos.width, pos.mines, False)
        for r in range(pos.height):
            for c in range(pos.width):
                value = pos.value(r, c)
                cell = board.cell(r, c)
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

    def _init_blank(self, rows: int, cols: int, mines: int, question_marks: bool) -> None:
        Board.__init__(
            self, rows, cols, max(1, min(mines, rows * cols - 1)), 0, "any", question_marks
        )
        self.mines = mines

    # ------------------------------------------------------------------ reading
    def cell(self, row: int, col: int) -> Cell:
        """The playable cell at (row, col); IndexError outside the board."""
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise IndexError(f"cell ({row}, {col}) is outside the {self.cols}x{self.rows} board")
        return self.grid[row + 1][col + 1]

    @property
    def mines_left(self) -> int:
        """Mines minus flags, as the classic counter shows it (may go negative)."""
        return self.mines - self.flags

    @property
    def safe_cells(self) -> int:
        """How many cells hold no mine."""
        return self.rows * self.cols - self.mines

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

    @property
    def can_undo(self) -> bool:
        """True when there is an action to step back."""
        return bool(self._history)

    @property
    def history(self) -> list[tuple[str, int, int]]:
        """The effective actions so far, oldest first, as (kind, row, col)."""
        return [(s.kind, s.row, s.col) for s in self._history]

    def mine_at(self, row: int, col: int) -> bool:
        """Whether (row, col) holds a mine (for drawing after the game, tests, replays)."""
        return self.cell(row, col).mine

    def appearance(self, row: int, col: int) -> str:
        """What the player sees at (row, col).

        One of "covered", "flag", "question", "open" (an empty cell), "n1".."n8",
        "mine" (shown after a loss), "mine_red" (an exploded mine), "mine_wrong"
        (a wrong flag after a loss).
        """
        cell = self.grid[row + 1][col + 1]
        if cell.open:
            if cell.mine:
                return "mine_red"
            return f"n{cell.adjacent}" if cell.adjacent else "open"
        if self.status == LOST:
            if cell.mine and cell.mark != FLAG:
                return "mine"
            if cell.mark == FLAG and not cell.mine:
                return "mine_wrong"
        if cell.mark == FLAG:
            return "flag"
        if cell.mark == QUESTION:
            return "question"
        return "covered"

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
            "".join("*" if self.grid[r + 1][c + 1].mine else "." for c in range(self.cols))
            for r in range(self.rows)
        )

    def to_position(self) -> str:
        """What the player sees, in the position text format (flags as F)."""
        lines = [f"{self.cols}x{self.rows}x{self.mines}"]
        for r in range(1, self.rows + 1):
            row = self.grid[r]
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
    def reveal(self, row: int, col: int) -> bool:
        """Open a cell (a left click); returns True when the board changed."""
        if self.over:
            return False
        self.left_clicks += 1
        return self._act("reveal", self.cell(row, col))

    def toggle_flag(self, row: int, col: int) -> bool:
        """Cycle a covered cell: hidden -> flag -> (question) -> hidden (a right click)."""
        if self.over:
            return False
        self.right_clicks += 1
        return self._act("flag", self.cell(row, col))

    def chord(self, row: int, col: int) -> bool:
        """On an open number whose adjacent flags equal it, open the other neighbours."""
        if self.over:
            return False
        self.chord_clicks += 1
        return self._act("chord", self.cell(row, col))

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
        self._lay_pending = True

    def undo(self) -> bool:
        """Step back one effective action, the losing click included."""
        if not self._history or self.analysis_only:
            return False
        step = self._history.pop()
        for cell in step.opened_cells:
            cell.open = False
        for cell, mark in reversed(step.marks):
            cell.mark = mark
        self.status = Status(step.status)
        self.exploded = step.exploded
        self.flags = step.flags
        self.opened = step.opened
        if step.laid:
            self._unlay()
        self.undo_used = True
        self.version += 1
        return True

    # ---------------------------------------------------------------- internals
    def _act(self, kind: str, cell: Cell, layout: list[tuple[int, int]] | None = None) -> bool:
        if self.analysis_only and kind != "flag":
            return False
        step = _Step(kind, cell.row, cell.col, self.status, self.exploded, self.flags, self.opened)
        if kind == "reveal":
            self._reveal(cell, step, layout)
        elif kind == "flag":
            self._flag(cell, step)
        else:
            self._chord(cell, step)
        if not step.changed:
            return False
        if kind != "flag" and self.status == PLAYING and self.opened == self.safe_cells:
            self._win(step)
        self._history.append(step)
        self.effective_clicks += 1
        self.version += 1
        return True

    def _reveal(self, cell: Cell, step: _Step, layout: list[tuple[int, int]] | None) -> None:
        if cell.open or cell.mark == FLAG:
            return
        if self.status == READY:
            if not self.laid:
                self._lay(layout if layout is not None else self._random_layout(cell))
                step.laid = True
            elif self._lay_pending:
                step.laid = True
            self._lay_pending = False
            self.status = PLAYING
        self._open(cell, step)

    def _chord(self, cell: Cell, step: _Step) -> None:
        # An open 0 chords too (its flags must number 0): it opens a neighbour a wrong flag
        # kept shut once that flag is gone, as Viennasweeper and ms-toollib do.
        if not cell.open or cell.mine:
            return
        flags = sum(1 for nb in cell.neighbours if nb.mark == FLAG)
        if flags != cell.adjacent:
            return
        for nb in cell.neighbours:
            if not nb.open and nb.mark != FLAG:
                self._open(nb, step)

    def _flag(self, cell: Cell, step: _Step) -> None:
        if cell.open:
            return
        step.marks.append((cell, cell.mark))
        if cell.mark == NO_MARK:
            cell.mark = FLAG
            self.flags += 1
        elif cell.mark == FLAG:
            self.flags -= 1
            cell.mark = QUESTION if self.question_marks else NO_MARK
        else:
            cell.mark = NO_MARK

    def _open(self, start: Cell, step: _Step) -> None:
        """Open one cell; a zero opens its whole region and rim, iteratively."""
        opened_cells = step.opened_cells
        marks = step.marks
        if start.mark:
            marks.append((start, start.mark))
            start.mark = NO_MARK
        opened_cells.append(start)
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
                for nb in stack.pop().neighbours:
                    if not nb.open and nb.mark != FLAG:
                        if nb.mark:
                            marks.append((nb, nb.mark))
                            nb.mark = NO_MARK
                        opened_cells.append(nb)
                        nb.open = True
                        opened += 1
                        if nb.adjacent == 0:
                            stack.append(nb)
        self.opened += opened

    def _win(self, step: _Step) -> None:
        self.status = WON
        for cell in self.cells:
            if cell.mine and cell.mark != FLAG:
                step.marks.append((cell, cell.mark))
                cell.mark = FLAG
        self.flags = self.mines

    def _random_layout(self, first: Cell) -> list[tuple[int, int]]:
        """Mine positions for this board's seed and first click, by the first-click rule."""
        excluded: set[Cell] = set()
        if self.first_click == "opening" and self.mines <= len(self.cells) - 1 - len(
            first.neighbours
        ):
            excluded = {first, *first.neighbours}
        elif self.first_click in ("opening", "safe"):
            excluded = {first}
        candidates = [(c.row, c.col) for c in self.cells if c not in excluded]
        return random.Random(self.seed).sample(candidates, self.mines)

    def _lay(self, positions: Iterable[tuple[int, int]]) -> None:
        for r, c in positions:
            self.grid[r + 1][c + 1].mine = True
        for cell in self.cells:
            cell.adjacent = cell.count_adjacent_mines()
        self.laid = True
        self._units = bv_units(self.cells)

    def _unlay(self) -> None:
        for cell in self.cells:
            cell.mine = False
            cell.adjacent = 0
        self.laid = False
        self._units = ()

    # ---------------------------------------------------------------- snapshots
    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data from which `from_dict` rebuilds this exact game."""
        if self.analysis_only:
            raise ValueError("a position opened for analysis has no layout to save")
        return {
            "version": SNAPSHOT_VERSION,
            "rows": self.rows,
            "cols": self.cols,
            "mines": self.mines,
            "seed": self.seed,
            "first_click": self.first_click,
            "question_marks": self.question_marks,
            "fixed_layout": self.fixed_layout,
            "layout": self.layout_text().splitlines() if self.laid else None,
            "state": self._state_lines(),
            "status": self.status,
            "counters": {
                "left": self.left_clicks,
                "right": self.right_clicks,
                "chord": self.chord_clicks,
                "effective": self.effective_clicks,
            },
            "undo_used": self.undo_used,
            "history": [list(entry) for entry in self.history],
        }

    def _state_lines(self) -> list[str]:
        symbol = {NO_MARK: "H", FLAG: "F", QUESTION: "?"}
        return [
            "".join(
                ("*" if cell.mine else str(cell.adjacent)) if cell.open else symbol[cell.mark]
                for cell in self.grid[r][1:-1]
            )
            for r in range(1, self.rows + 1)
        ]

    @classmethod
    def from_dict(cls, data: object) -> Board:
        """Rebuild a game saved by `to_dict`; ValueError with a reason on bad data."""
        board: Board = restore(cls, data)
        return board


def _check_size(rows: int, cols: int) -> None:
    if not (isinstance(rows, int) and isinstance(cols, int)):
        raise ValueError("rows and cols must be whole numbers")
    if not (1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE) or rows * cols < 2:
        raise ValueError(
            f"a board needs 1 to {MAX_SIDE} rows and columns and at least 2 cells"
            f" (got {cols}x{rows})"
        )


def _parse_layout(layout: str) -> list[list[bool]]:
    lines = [line.strip() for line in layout.strip().splitlines() if line.strip()]
    if not lines:
        raise ValueError("empty layout: use '*' for mines and '.' for safe cells")
    width = len(lines[0])
    grid = []
    for r, line in enumerate(lines):
        if len(line) != width:
            raise ValueError(f"layout line {r + 1} has {len(line)} cells, expected {width}")
        for c, char in enumerate(line):
            if char not in "*.":
                raise ValueError(f"layout line {r + 1}, column {c + 1}: unexpected {char!r}")
        grid.append([char == "*" for char in line])
    return grid
