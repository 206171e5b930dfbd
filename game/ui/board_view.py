"""The board drawn from the model: a cached surface refreshed only where cells changed."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.model import Appearance, Board
from game.skins import Skin


class BoardView:
    """Keeps a surface of the whole board and the sprite name last drawn at each cell.

    This is draw state only (like Tatham's game_drawstate): it reads the board and
    never changes it.
    """

    def __init__(self, board: Board, skin: Skin) -> None:
        self.board = board
        self.set_skin(skin)

    def set_skin(self, skin: Skin) -> None:
        """Use another skin (or a reloaded one): everything is redrawn."""
        self.skin = skin
        self.cell = skin.cell_size
        size = (self.board.cols * self.cell, self.board.rows * self.cell)
        self.surface = pygame.Surface(size)
        self._drawn: list[Appearance | None] = [None] * (self.board.rows * self.board.cols)
        self._version = -1

    def refresh(self) -> None:
        """Redraw the cells whose appearance changed since the last refresh."""
        board = self.board
        if board.version == self._version:
            return
        self._version = board.version
        sprites = self.skin.sprites
        cell = self.cell
        drawn = self._drawn
        blit = self.surface.blit
        cols = board.cols
        for index, name in enumerate(board.appearances()):
            if drawn[index] != name:
                drawn[index] = name
                row, col = divmod(index, cols)
                blit(sprites[name], (col * cell, row * cell))

    def cell_at(self, pos: tuple[int, int], origin: tuple[int, int]) -> tuple[int, int] | None:
        """The (row, col) under a point, for a board drawn with its corner at origin."""
        x, y = pos[0] - origin[0], pos[1] - origin[1]
        if x < 0 or y < 0:
            return None
        row, col = y // self.cell, x // self.cell
        if row >= self.board.rows or col >= self.board.cols:
            return None
        return row, col

    def draw(
        self,
        target: pygame.Surface,
        viewport: pygame.Rect,
        scroll: tuple[int, int],
        pressed: Iterable[tuple[int, int]] = (),
    ) -> None:
        """Blit the visible part of the board into viewport; held-down cells show pressed."""
        self.refresh()
        area = pygame.Rect(scroll, viewport.size)
        target.blit(self.surface, viewport.topleft, area)
        pressed_sprite = self.skin.sprites["pressed"]
        clip = target.get_clip()
        target.set_clip(viewport)
        for r, c in pressed:
            if self._drawn[r * self.board.cols + c] in (Appearance.COVERED, Appearance.QUESTION):
                target.blit(pressed_sprite, self.cell_origin(r, c, viewport, scroll))
        target.set_clip(clip)

    def cell_origin(
        self, row: int, col: int, viewport: pygame.Rect, scroll: tuple[int, int]
    ) -> tuple[int, int]:
        """Screen position of a cell's top-left corner."""
        return viewport.x + col * self.cell - scroll[0], viewport.y + row * self.cell - scroll[1]
