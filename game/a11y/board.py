"""The board as a screen reader's grid: a row node per board row, a cell node per cell named
by its coordinate and state ("C4, covered"), the keyboard cursor's cell focused."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from game.a11y.node import Node, Rect, rect_of
from game.a11y.words import Cell, Picture, cell_label, position_seen
from game.i18n import _, generation
from game.model import Appearance
from game.model.position import Position
from game.ui.layout import Role
from game.ui.puzzle_layout import PositionBox


class GridCache:
    """The cell and row nodes of the last grid, kept while each is the same, so a moved
    cursor makes two new cells and two new rows, not a whole new grid (and the tree sent to
    the screen reader skips the rest without looking)."""

    def __init__(self) -> None:
        self.cells: dict[Cell, tuple[tuple[object, ...], Node]] = {}
        self.rows: dict[int, Node] = {}
        self.language = generation()

    def fresh(self) -> None:
        """Forget every node when the language changed (every name with it)."""
        if self.language != generation():
            self.cells.clear()
            self.rows.clear()
            self.language = generation()

    def cell(self, key: CellKey, make: CellMaker) -> Node:
        """The node of a cell showing what `key` says (place, look, focus, rect, note)."""
        kept = self.cells.get(key[0])
        if kept is not None and kept[0] == key:
            return kept[1]
        node = make(*key)
        self.cells[key[0]] = (key, node)
        return node

    def row(self, r: int, cells: tuple[Node, ...]) -> Node:
        """The row node holding `cells`, the same one while they are."""
        kept = self.rows.get(r)
        if (
            kept is not None
            and len(kept.children) == len(cells)
            and all(a is b for a, b in zip(kept.children, cells, strict=True))
        ):
            return kept
        node = self.rows[r] = Node(Role.ROW, _("row {row}").format(row=r + 1), cells, row=r)
        return node


CellKey = tuple[Cell, Appearance, bool, "Rect | None", str]
CellMaker = Callable[[Cell, Appearance, bool, "Rect | None", str], Node]


def board_node(
    picture: Picture,
    cursor: Cell | None,
    cell_rect: Callable[[Cell], Rect | None],
    on_focus: Callable[[Cell], None] | None = None,
    name: str = "",
    cache: GridCache | None = None,
    notes: Mapping[Cell, str] | None = None,
) -> Node:
    """The board as a grid: a row node per board row, a cell node per cell (named by its
    coordinate and state, and its note: "your pick"), the cursor's cell focused; without a
    cursor the grid itself is where the keyboard is. With a `cache`, nodes that did not
    change are the same objects."""
    cache = cache if cache is not None else GridCache()
    cache.fresh()
    notes = notes or {}

    def make(at: Cell, look: Appearance, focused: bool, rect: Rect | None, note: str) -> Node:
        label = cell_label(at, look)
        return Node(
            Role.CELL,
            f"{label}, {note}" if note else label,
            key=f"{at[0]},{at[1]}",
            rect=rect,
            focused=focused,
            row=at[0],
            col=at[1],
            focus=_focuser(on_focus, at),
        )

    rows, cols = picture.shape
    lines = []
    for r in range(rows):
        cells = tuple(
            cache.cell(
                (
                    (r, c),
                    picture.cells[r * cols + c],
                    cursor == (r, c),
                    cell_rect((r, c)),
                    notes.get((r, c), ""),
                ),
                make,
            )
            for c in range(cols)
        )
        lines.append(cache.row(r, cells))
    title = name or _("Board, {rows} rows, {cols} columns").format(rows=rows, cols=cols)
    return Node(Role.GRID, title, tuple(lines), key="board", size=(rows, cols))


def _focuser(on_focus: Callable[[Cell], None] | None, cell: Cell) -> Callable[[], None] | None:
    if on_focus is None:
        return None
    return lambda: on_focus(cell)


def position_grid(
    board: PositionBox,
    position: Position,
    cursor: Cell | None = None,
    notes: Mapping[Cell, str] | None = None,
    on_focus: Callable[[Cell], None] | None = None,
) -> Node:
    """A position as a grid (a trainer puzzle, a lesson's example), where `board` drew it:
    each cell as the play board names it and its note said with it ("your pick", "safe"),
    the keyboard cursor's cell focused. A grid the keyboard moves on (`on_focus`) has the
    focus itself until the cursor appears (the first arrow key puts the cursor on it)."""
    size = board.cell

    def rect(cell: Cell) -> Rect:
        x, y = board.center_of(cell)
        return x - size // 2, y - size // 2, size, size

    grid = board_node(position_seen(position), cursor, rect, on_focus, board.name, notes=notes)
    keyboard = on_focus is not None and cursor is None
    return dataclasses.replace(grid, rect=rect_of(board.rect), focused=keyboard)
