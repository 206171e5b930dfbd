"""The board as a screen reader's grid: a row node per board row, a cell node per cell named
by its coordinate and state ("C4, covered"), the keyboard cursor's cell focused."""

from __future__ import annotations

from collections.abc import Callable

from game.a11y.node import Node, Rect
from game.a11y.words import Cell, Picture, cell_label
from game.i18n import _
from game.ui.layout import Role


def board_node(
    picture: Picture,
    cursor: Cell | None,
    cell_rect: Callable[[Cell], Rect | None],
    on_focus: Callable[[Cell], None] | None = None,
    name: str = "",
) -> Node:
    """The board as a grid: a row node per board row, a cell node per cell (named by its
    coordinate and state), the cursor's cell focused; without a cursor the grid itself is
    where the keyboard is."""
    rows, cols = picture.shape
    lines = []
    for r in range(rows):
        cells = []
        for c in range(cols):
            look = picture.cells[r * cols + c]
            cells.append(
                Node(
                    Role.CELL,
                    cell_label((r, c), look),
                    key=f"{r},{c}",
                    rect=cell_rect((r, c)),
                    focused=cursor == (r, c),
                    row=r,
                    col=c,
                    focus=_focuser(on_focus, (r, c)),
                )
            )
        lines.append(Node(Role.ROW, _("row {row}").format(row=r + 1), tuple(cells), row=r))
    title = name or _("Board, {rows} rows, {cols} columns").format(rows=rows, cols=cols)
    return Node(Role.GRID, title, tuple(lines), key="board", size=(rows, cols))


def _focuser(on_focus: Callable[[Cell], None] | None, cell: Cell) -> Callable[[], None] | None:
    if on_focus is None:
        return None
    return lambda: on_focus(cell)
