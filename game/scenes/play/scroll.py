"""Where the board is in the window: scrolling, the keyboard cursor, and turning window
positions into cells and board pixels. The play scene owns one `BoardScroller`, which
keeps its offsets and cursor in the scene's `PlayUi` and reads the layout it is given."""

from __future__ import annotations

from game.scenes.play.state import PlayUi
from game.session import CELL_PX
from game.ui.play_layout import PlayLayout


class BoardScroller:
    """Scroll offsets, cursor moves and window-to-board coordinates."""

    def __init__(self, ui: PlayUi) -> None:
        self.ui = ui

    def origin(self, layout: PlayLayout) -> tuple[int, int]:
        """Where the board's top-left corner is drawn (scrolling included)."""
        vp = layout.viewport
        return vp.x - self.ui.scroll[0], vp.y - self.ui.scroll[1]

    def board_pixel(self, layout: PlayLayout, cell: int, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position as a board pixel of the log (CELL_PX per cell)."""
        ox, oy = self.origin(layout)
        return ((pos[0] - ox) * CELL_PX // cell, (pos[1] - oy) * CELL_PX // cell)

    def cell_at(
        self, layout: PlayLayout, cell: int, shape: tuple[int, int], pos: tuple[int, int]
    ) -> tuple[int, int] | None:
        """The (row, col) under a window position on a board of `shape` (rows, cols), or
        None."""
        if not layout.viewport.collidepoint(pos):
            return None
        ox, oy = self.origin(layout)
        x, y = pos[0] - ox, pos[1] - oy
        if x < 0 or y < 0:
            return None
        row, col = y // cell, x // cell
        if row >= shape[0] or col >= shape[1]:
            return None
        return row, col

    def move_cursor(
        self, layout: PlayLayout, cell: int, shape: tuple[int, int], dr: int, dc: int
    ) -> None:
        """Move the keyboard cursor (it starts in the middle) and keep it in view."""
        rows, cols = shape
        if self.ui.cursor is None:
            self.ui.cursor = (rows // 2, cols // 2)
        else:
            r, c = self.ui.cursor
            self.ui.cursor = (min(max(r + dr, 0), rows - 1), min(max(c + dc, 0), cols - 1))
        self.scroll_to(layout, cell, *self.ui.cursor)

    def wheel(self, layout: PlayLayout, dx: int, dy: int) -> None:
        """Scroll by (dx, dy) pixels (a board bigger than its viewport only)."""
        if not layout.scrollable:
            return
        self.clamp(layout, (self.ui.scroll[0] + dx, self.ui.scroll[1] + dy))

    def scroll_to(self, layout: PlayLayout, cell: int, row: int, col: int) -> None:
        """Scroll just enough to show a cell."""
        vp = layout.viewport
        x, y = col * cell, row * cell
        sx, sy = self.ui.scroll
        if x < sx:
            sx = x
        elif x + cell > sx + vp.w:
            sx = x + cell - vp.w
        if y < sy:
            sy = y
        elif y + cell > sy + vp.h:
            sy = y + cell - vp.h
        self.clamp(layout, (sx, sy))

    def clamp(self, layout: PlayLayout, scroll: tuple[int, int] | None = None) -> None:
        """Set the offsets (or keep them), kept within the board."""
        sx, sy = self.ui.scroll if scroll is None else scroll
        max_x, max_y = layout.max_scroll()
        self.ui.scroll = (min(max(sx, 0), max_x), min(max(sy, 0), max_y))
