"""Where the board is in the window: scrolling, the keyboard cursor, and turning window
positions into cells and board pixels. A mixin of PlayScene (game/scenes/play.py), which
supplies `layout`, `view`, `board`, `scroll`, `cursor` and the skin."""

from __future__ import annotations

import pygame

from game.session import CELL_PX
from game.ui.play_layout import PlayLayout, compute_layout, counter_digits
from game.ui.side_panel import PANEL_WIDTH


class BoardScrolling:
    """Scroll offsets, cursor moves and window-to-board coordinates."""

    def compute_layout(self) -> PlayLayout:
        """The play window's geometry now: board, counters, labels and result panel room."""
        return compute_layout(
            self.ctx.skin,
            self.board.rows,
            self.board.cols,
            self._room(),
            digits=counter_digits(self.board.mines),
            labels=self.ctx.settings.labels,
            panel=self.panel_room,
            beside=self.panel_beside,
        )

    def _room(self) -> tuple[int, int]:
        """The logical room for the board's window: the display's, less the live counters'
        panel beside it (so that panel never pushes the window past the desktop)."""
        width, height = self.ctx.display.max_logical()
        return width - (PANEL_WIDTH if self.counters() else 0), height

    def reserve_panel(self, size: tuple[int, int]) -> None:
        """Make room for a panel of `size` (the result), or none: (0, 0). It goes under the
        board, or beside it when the window would otherwise have to shrink its zoom or show
        less of the board."""
        if size == self.panel_room:
            return
        display = self.ctx.display
        self.panel_room, self.panel_beside = (0, 0), False
        plain = self.compute_layout()
        self.panel_room = size
        below = self.compute_layout()
        self.panel_beside = bool(size[1]) and (
            display.zoom_for(below.size) < display.zoom_for(plain.size)
            or below.viewport.h < plain.viewport.h  # the board would have to scroll more
        )
        self.relayout()

    def _move_cursor(self, dr: int, dc: int) -> None:
        if self.cursor is None:
            self.cursor = (self.board.rows // 2, self.board.cols // 2)
        else:
            r, c = self.cursor
            self.cursor = (
                min(max(r + dr, 0), self.board.rows - 1),
                min(max(c + dc, 0), self.board.cols - 1),
            )
        self._scroll_to(*self.cursor)

    def board_pixel(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position as a board pixel of the log (CELL_PX per cell)."""
        ox, oy = self.origin()
        size = self.view.cell
        return ((pos[0] - ox) * CELL_PX // size, (pos[1] - oy) * CELL_PX // size)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The cell under a window position, or None."""
        if not self.layout.viewport.collidepoint(pos):
            return None
        return self.view.cell_at(pos, self.origin())

    def origin(self) -> tuple[int, int]:
        """Where the board's top-left corner is drawn (scrolling included)."""
        vp = self.layout.viewport
        return vp.x - self.scroll[0], vp.y - self.scroll[1]

    def _wheel(self, event: pygame.event.Event) -> None:
        if not self.layout.scrollable:
            return
        step = self.ctx.skin.cell_size * 3
        if pygame.key.get_mods() & pygame.KMOD_SHIFT:
            self.scroll[0] -= event.y * step
        else:
            self.scroll[0] -= event.x * step
            self.scroll[1] -= event.y * step
        self._clamp_scroll()

    def _scroll_to(self, row: int, col: int) -> None:
        cell = self.ctx.skin.cell_size
        vp = self.layout.viewport
        x, y = col * cell, row * cell
        if x < self.scroll[0]:
            self.scroll[0] = x
        elif x + cell > self.scroll[0] + vp.w:
            self.scroll[0] = x + cell - vp.w
        if y < self.scroll[1]:
            self.scroll[1] = y
        elif y + cell > self.scroll[1] + vp.h:
            self.scroll[1] = y + cell - vp.h
        self._clamp_scroll()

    def _clamp_scroll(self) -> None:
        max_x, max_y = self.layout.max_scroll()
        self.scroll = [min(max(self.scroll[0], 0), max_x), min(max(self.scroll[1], 0), max_y)]
