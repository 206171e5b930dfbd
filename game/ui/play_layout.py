"""Where everything sits in the play window, computed from the skin and the board size."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.skins import Skin
from game.ui import text
from game.ui.hud import led_size

MENU_HEIGHT = 14
MIN_INNER_WIDTH = 136


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


def compute_layout(skin: Skin, rows: int, cols: int, max_size: tuple[int, int]) -> PlayLayout:
    """Lay out menu bar, frame, HUD and board for a board of rows x cols within max_size."""
    pad = skin.layout.get("frame_pad", 9)
    hud_h = skin.layout.get("hud_height", 37)
    gap = skin.layout.get("hud_gap", 6)
    hud_pad = skin.layout.get("hud_pad", 7)
    border = skin.slices["frame_inset"]
    cell = skin.cell_size
    board_w, board_h = cols * cell, rows * cell

    led_w, led_h = led_size(skin)
    face_w, face_h = skin.sprite("face_smile").get_size()
    min_inner = max(
        MIN_INNER_WIDTH,
        2 * led_w + face_w + 4 * hud_pad,
        text.text_width("Game  Assist  Help") + 60,
    )
    room_w = max_size[0] - 2 * pad - 2 * border
    room_h = max_size[1] - MENU_HEIGHT - 2 * pad - hud_h - gap - 2 * border
    view_w = min(board_w, max(room_w, 4 * cell) // cell * cell if board_w > room_w else board_w)
    view_h = min(board_h, max(room_h, 4 * cell) // cell * cell if board_h > room_h else board_h)
    inner_w = max(view_w + 2 * border, min_inner)
    width = inner_w + 2 * pad
    height = MENU_HEIGHT + pad + hud_h + gap + view_h + 2 * border + pad

    menu = pygame.Rect(0, 0, width, MENU_HEIGHT)
    frame = pygame.Rect(0, MENU_HEIGHT, width, height - MENU_HEIGHT)
    hud = pygame.Rect(pad, MENU_HEIGHT + pad, inner_w, hud_h)
    counter = pygame.Rect(hud.x + hud_pad, hud.centery - led_h // 2, led_w, led_h)
    timer = pygame.Rect(hud.right - hud_pad - led_w, counter.y, led_w, led_h)
    face = pygame.Rect(hud.centerx - face_w // 2, hud.centery - face_h // 2, face_w, face_h)
    board_frame = pygame.Rect(0, hud.bottom + gap, view_w + 2 * border, view_h + 2 * border)
    board_frame.centerx = hud.centerx
    viewport = pygame.Rect(board_frame.x + border, board_frame.y + border, view_w, view_h)
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
    )
