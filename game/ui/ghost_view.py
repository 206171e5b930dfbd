"""The race drawn over the board: the ghost's translucent pointer, the cells it had opened by
now tinted (where the player has not opened them yet), and the start a challenge gives.

A function of the frame: the ghost is a precomputed timeline and `GhostPicture.ms` the
moment to show, so a frame only asks it where it was (a binary search) and looks at the
cells in view; nothing here grows with the length of the ghost's run or changes state.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import islice

import pygame

from game.model import Appearance
from game.session.ghost import Ghost
from game.session.inputs import CELL_PX
from game.ui import recorder
from game.ui.board_view import BoardPicture
from game.ui.marks import cell_rect, line_width, outline
from game.ui.recorder import Kind

TINT_ALPHA = 90
POINTER_ALPHA = 150
UNOPENED = (Appearance.COVERED, Appearance.QUESTION)


@dataclass(frozen=True)
class GhostPicture:
    """The ghost at one moment of the race: `ms` after its first click."""

    ghost: Ghost
    ms: int


def draw_start(
    surface: pygame.Surface,
    color: pygame.Color,
    start: tuple[int, int],
    origin: tuple[int, int],
    cell: int,
) -> None:
    """The start a challenge gives, while it is covered: a ring in the cell and an outline."""
    rect = cell_rect(*start, cell, origin)
    outline(surface, rect, color, line_width(cell))
    pygame.draw.circle(surface, color, rect.center, max(2, cell // 4), line_width(cell))
    recorder.note(Kind.WIDGET, rect, label="start")


def draw_ghost(
    surface: pygame.Surface,
    colors: tuple[pygame.Color, pygame.Color],
    picture: GhostPicture,
    board: BoardPicture,
    origin: tuple[int, int],
    viewport: pygame.Rect,
    cell: int,
) -> None:
    """The cells the ghost had opened that the player has not (tinted), then its pointer;
    `colors` are the tint's and the pointer's outline."""
    ghost, ms = picture.ghost, picture.ms
    tint = _tile(cell, tuple(colors[0])[:3])
    for row, col in _opened_in_view(ghost, ms, board, origin, viewport, cell):
        surface.blit(tint, cell_rect(row, col, cell, origin))
    point = ghost.pointer_at(ms)
    if point is not None:
        x = origin[0] + point[0] * cell // CELL_PX
        y = origin[1] + point[1] * cell // CELL_PX
        surface.blit(_arrow(cell, tuple(colors[1])[:3]), (x, y))


def _opened_in_view(
    ghost: Ghost,
    ms: int,
    board: BoardPicture,
    origin: tuple[int, int],
    viewport: pygame.Rect,
    cell: int,
) -> list[tuple[int, int]]:
    """The cells in view that the ghost had opened by `ms` and the player has not: from
    the ghost's list when it is shorter than the view, else from the cells in view."""
    rows, cols = board.shape
    top = max(0, (viewport.top - origin[1]) // cell)
    left = max(0, (viewport.left - origin[0]) // cell)
    bottom = min(rows, (viewport.bottom - origin[1] + cell - 1) // cell)
    right = min(cols, (viewport.right - origin[0] + cell - 1) // cell)
    looks = board.cells
    count = ghost.opened_count(ms)
    if count <= (bottom - top) * (right - left):
        found = (divmod(index, cols) for index in islice(ghost.open_cells, count))
        return [
            (r, c)
            for r, c in found
            if top <= r < bottom and left <= c < right and looks[r * cols + c] in UNOPENED
        ]
    at = ghost.open_at
    return [
        (r, c)
        for r in range(top, bottom)
        for c in range(left, right)
        if at[r * cols + c] <= ms and looks[r * cols + c] in UNOPENED
    ]


@functools.lru_cache(maxsize=8)
def _tile(cell: int, color: tuple[int, ...]) -> pygame.Surface:
    """A translucent square the size of a cell."""
    tile = pygame.Surface((cell, cell), pygame.SRCALPHA)
    tile.fill((*color, TINT_ALPHA))
    return tile


@functools.lru_cache(maxsize=8)
def _arrow(cell: int, edge: tuple[int, ...]) -> pygame.Surface:
    """A translucent arrow pointer, its tip at (0, 0), about a cell tall."""
    size = max(10, cell)
    arrow = pygame.Surface((size, size), pygame.SRCALPHA)
    points = [
        (0, 0),
        (0, size * 0.85),
        (size * 0.24, size * 0.64),
        (size * 0.42, size),
        (size * 0.55, size * 0.94),
        (size * 0.38, size * 0.58),
        (size * 0.66, size * 0.58),
    ]
    pygame.draw.polygon(arrow, (255, 255, 255, POINTER_ALPHA), points)
    pygame.draw.polygon(arrow, (*edge, POINTER_ALPHA + 60), points, max(1, size // 14))
    return arrow
