"""Where everything sits in the play window, computed from the skin and the board size.

Top to bottom: menu bar, HUD (counter, face, timer), the board (with optional row and
column labels and, for a board bigger than the window, scroll bars beside it), a status
strip for messages, and room for the result panel when a game has ended. Nothing is
drawn over the board's cells but the marks the player asked for.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from game.skins import Skin
from game.solver.cells import column_letters
from game.ui import text
from game.ui.hud import led_size

MENU_HEIGHT = 14
MIN_INNER_WIDTH = 136
SCROLLBAR = 8
LABEL_GAP = 2
LABEL_MIN_GAP = 3  # pixels between two column letters side by side
STATUS_LINES = 2
PANEL_GAP = 4


@dataclass(frozen=True)
class PlayLayout:
    """Rects (logical pixels) of the play scene's parts and the board viewport."""

    size: tuple[int, int]
    menu: pygame.Rect
    frame: pygame.Rect
    hud: pygame.Rect
    counter: pygame.Rect
    face: pygame.Rect
    timer: pygame.Rect
    board_frame: pygame.Rect
    viewport: pygame.Rect
    board_size: tuple[int, int]
    status: pygame.Rect
    panel: pygame.Rect
    row_labels: pygame.Rect
    col_labels: pygame.Rect
    hbar: pygame.Rect
    vbar: pygame.Rect
    digits: int

    @property
    def scrollable(self) -> bool:
        """True when the board is bigger than its viewport."""
        return self.board_size[0] > self.viewport.w or self.board_size[1] > self.viewport.h

    def max_scroll(self) -> tuple[int, int]:
        """The largest scroll offset in each direction."""
        return (
            max(0, self.board_size[0] - self.viewport.w),
            max(0, self.board_size[1] - self.viewport.h),
        )


def counter_digits(mines: int) -> int:
    """LED digits the mine counter needs: three, or more for boards with 1000+ mines."""
    return max(3, len(str(mines)))


def status_height() -> int:
    """Height of the message strip under the board."""
    return STATUS_LINES * text.line_height() + 4


def staggered(cols: int, cell: int) -> bool:
    """True when column letters are too wide to stand side by side over cells `cell`
    pixels wide ("AA", "AB" ...): they then take two lines, every other one raised."""
    return cols > 0 and _widest_letters(min(cols, 26 * 27)) + LABEL_MIN_GAP > cell


@functools.cache
def _widest_letters(cols: int) -> int:
    """Pixels of the widest column name among the first `cols` (the font never changes)."""
    return max(text.text_width(column_letters(c)) for c in range(cols))


def label_extent(rows: int, cols: int, cell: int = 0) -> tuple[int, int]:
    """Width of the row-number column and height of the column-letter row (two lines when
    the letters are staggered over cells `cell` pixels wide)."""
    width = text.text_width(str(rows)) + 2 * LABEL_GAP
    widest = column_letters(cols - 1) if cols else "A"
    lines = 2 if cell and staggered(cols, cell) else 1
    return max(width, text.text_width(widest)), lines * text.line_height() + LABEL_GAP


def compute_layout(
    skin: Skin,
    rows: int,
    cols: int,
    max_size: tuple[int, int],
    *,
    digits: int = 3,
    labels: bool = False,
    panel: tuple[int, int] = (0, 0),
    beside: bool = False,
) -> PlayLayout:
    """Lay out the play window for a board of rows x cols within max_size.

    `digits` sizes the LED counters, `labels` adds row/column names around the board,
    and `panel` (width, height) reserves room for the result panel: under the board, or
    right of it when `beside` (a tall board whose window would not fit with it below).
    """
    pad = skin.layout.get("frame_pad", 9)
    hud_h = skin.layout.get("hud_height", 37)
    gap = skin.layout.get("hud_gap", 6)
    hud_pad = skin.layout.get("hud_pad", 7)
    border = skin.slices["frame_inset"]
    cell = skin.cell_size
    board_w, board_h = cols * cell, rows * cell
    label_w, label_h = label_extent(rows, cols, cell) if labels else (0, 0)
    status_h = status_height()
    below = status_h + (PANEL_GAP + panel[1] if panel[1] and not beside else 0)
    side = PANEL_GAP + panel[0] if panel[1] and beside else 0

    led_w, led_h = led_size(skin, digits)
    face_w, face_h = skin.sprite("face_smile").get_size()
    min_inner = max(
        MIN_INNER_WIDTH,
        2 * led_w + face_w + 4 * hud_pad,
        text.text_width("Game  Assist  Help") + 60,
        0 if beside else panel[0],
    )
    room_w = max_size[0] - 2 * pad - 2 * border - label_w - side
    room_h = max_size[1] - MENU_HEIGHT - 2 * pad - hud_h - gap - 2 * border - label_h - below
    scroll_x, scroll_y = board_w > room_w, board_h > room_h
    if scroll_x or scroll_y:
        room_w -= SCROLLBAR if scroll_y else 0
        room_h -= SCROLLBAR if scroll_x else 0
        scroll_x, scroll_y = board_w > room_w, board_h > room_h
    view_w = max(room_w, 4 * cell) // cell * cell if scroll_x else board_w
    view_h = max(room_h, 4 * cell) // cell * cell if scroll_y else board_h
    bar_w = SCROLLBAR if scroll_y else 0
    bar_h = SCROLLBAR if scroll_x else 0
    block_w = label_w + view_w + 2 * border + bar_w
    inner_w = max(block_w, min_inner)
    width = inner_w + side + 2 * pad
    board_top = MENU_HEIGHT + pad + hud_h + gap
    height = board_top + label_h + view_h + 2 * border + bar_h + below + pad
    if side:
        height = max(height, board_top + panel[1] + pad)

    menu = pygame.Rect(0, 0, width, MENU_HEIGHT)
    frame = pygame.Rect(0, MENU_HEIGHT, width, height - MENU_HEIGHT)
    hud = pygame.Rect(pad, MENU_HEIGHT + pad, inner_w, hud_h)
    counter = pygame.Rect(hud.x + hud_pad, hud.centery - led_h // 2, led_w, led_h)
    timer = pygame.Rect(hud.right - hud_pad - led_w, counter.y, led_w, led_h)
    face = pygame.Rect(hud.centerx - face_w // 2, hud.centery - face_h // 2, face_w, face_h)
    left = hud.centerx - block_w // 2 + label_w
    board_frame = pygame.Rect(left, board_top + label_h, view_w + 2 * border, view_h + 2 * border)
    viewport = pygame.Rect(board_frame.x + border, board_frame.y + border, view_w, view_h)
    vbar = pygame.Rect(board_frame.right, viewport.y, bar_w, viewport.h) if bar_w else _NONE
    hbar = pygame.Rect(viewport.x, board_frame.bottom, viewport.w, bar_h) if bar_h else _NONE
    row_labels = pygame.Rect(left - label_w, viewport.y, label_w, view_h) if labels else _NONE
    col_labels = pygame.Rect(viewport.x, board_top, view_w, label_h) if labels else _NONE
    status = pygame.Rect(hud.x, board_frame.bottom + bar_h + 2, inner_w, status_h - 2)
    if side:
        result = pygame.Rect(hud.right + PANEL_GAP, board_top, panel[0], panel[1])
    elif panel[1]:
        result = pygame.Rect(hud.x, status.bottom + PANEL_GAP, inner_w, panel[1])
    else:
        result = _NONE
    return PlayLayout(
        (width, height),
        menu,
        frame,
        hud,
        counter,
        face,
        timer,
        board_frame,
        viewport,
        (board_w, board_h),
        status,
        result,
        row_labels,
        col_labels,
        hbar,
        vbar,
        digits,
    )


_NONE = pygame.Rect(0, 0, 0, 0)
