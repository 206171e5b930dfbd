"""The board drawn from what the player sees: a cached surface refreshed only where cells
changed.

`BoardPicture` is the board as drawing needs it, a frozen value (its shape and each cell's
appearance) built before drawing; `BoardPictures` builds one per board version, so a frame
that changed nothing reuses the last. `BoardView` is draw state only (Tatham's
`game_drawstate`): the sprites last drawn, kept between frames; it never sees the board.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from game.model import Appearance, Board
from game.skins import Skin
from game.skins.names import CELL_SPRITES
from game.ui.sprites import scaled


@dataclass(frozen=True)
class BoardPicture:
    """What the board shows: rows, cols and every cell's appearance, row-major."""

    shape: tuple[int, int]
    cells: tuple[Appearance, ...]


class BoardPictures:
    """The picture of a board, built again only when the board changed (its version)."""

    def __init__(self) -> None:
        self._board: Board | None = None
        self._version = -1
        self._picture = BoardPicture((0, 0), ())

    @property
    def last(self) -> BoardPicture:
        """The picture made last (what the player saw before the board changed since)."""
        return self._picture

    def of(self, board: Board) -> BoardPicture:
        """The board's picture now (the same object while the board has not changed)."""
        if board is not self._board or board.version != self._version:
            self._board, self._version = board, board.version
            self._picture = BoardPicture((board.rows, board.cols), tuple(board.appearances()))
        return self._picture


def board_picture(board: Board) -> BoardPicture:
    """The board's picture, built now."""
    return BoardPictures().of(board)


class BoardView:
    """Keeps a surface of the whole board and the sprite name last drawn at each cell, at
    the cell size the layout gave (the skin's sprites scaled once to it).

    This is draw state only (like Tatham's game_drawstate): it is given a `BoardPicture`
    to draw and never sees the board.
    """

    def __init__(self, skin: Skin, cell: int = 0) -> None:
        self.picture = BoardPicture((0, 0), ())
        self.cell = cell or skin.cell_size
        self.set_skin(skin)

    def set_skin(self, skin: Skin) -> None:
        """Use another skin (or a reloaded one): everything is redrawn."""
        self.skin = skin
        self._forget()

    def set_cell(self, cell: int) -> None:
        """Draw cells `cell` pixels square from now on (everything is redrawn)."""
        if cell != self.cell:
            self.cell = cell
            self._forget()

    def _forget(self) -> None:
        self._shape = (-1, -1)
        self._shown: BoardPicture | None = None
        size = (self.cell, self.cell)
        self.sprites = {
            name: scaled(self.skin, name, size) for name in self.skin.sprites if name in _CELLS
        }

    def refresh(self, picture: BoardPicture) -> None:
        """Redraw the cells whose appearance changed since the last picture drawn."""
        if picture is self._shown:
            return
        self.picture = self._shown = picture
        rows, cols = picture.shape
        cell = self.cell
        if picture.shape != self._shape:
            self._shape = picture.shape
            self.surface = pygame.Surface((cols * cell, rows * cell))
            self._drawn: list[Appearance | None] = [None] * (rows * cols)
        sprites = self.sprites
        drawn = self._drawn
        blit = self.surface.blit
        for index, name in enumerate(picture.cells):
            if drawn[index] != name:
                drawn[index] = name
                row, col = divmod(index, cols)
                blit(sprites[name], (col * cell, row * cell))

    def draw(
        self,
        target: pygame.Surface,
        viewport: pygame.Rect,
        scroll: tuple[int, int],
        picture: BoardPicture,
        pressed: Iterable[tuple[int, int]] = (),
    ) -> None:
        """Blit the visible part of the board into viewport; held-down cells show pressed."""
        self.refresh(picture)
        area = pygame.Rect(scroll, viewport.size)
        target.blit(self.surface, viewport.topleft, area)
        pressed_sprite = self.sprites["pressed"]
        clip = target.get_clip()
        target.set_clip(viewport)
        cols = picture.shape[1]
        for r, c in pressed:
            if self._drawn[r * cols + c] in (Appearance.COVERED, Appearance.QUESTION):
                target.blit(pressed_sprite, self.cell_origin(r, c, viewport, scroll))
        target.set_clip(clip)

    def cell_origin(
        self, row: int, col: int, viewport: pygame.Rect, scroll: tuple[int, int]
    ) -> tuple[int, int]:
        """Screen position of a cell's top-left corner."""
        return viewport.x + col * self.cell - scroll[0], viewport.y + row * self.cell - scroll[1]


_CELLS = frozenset(CELL_SPRITES)
