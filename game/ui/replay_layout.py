"""Where the replay viewer's parts sit: the play layout with its figures panel, the
controls strip below it (timeline and buttons) and, at the bottom, the coach's panel (the
game's summary, or the guess studied with the proof of the safe cell missed)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame

from game.skins import Skin
from game.ui import text
from game.ui.play_layout import PlayLayout, compute_layout
from game.ui.side_panel import PANEL_WIDTH, with_side_panel

CONTROLS_HEIGHT = 58
BUTTON_HEIGHT = 18
MIN_WIDTH = 380
COACH_LINES = 8
MIN_COACH_LINES = 2
COACH_PAD = 4
COACH_MARGIN = 6


class Control(Enum):
    """The on-screen buttons, left to right, with their labels."""

    START = "|<"
    BACK = "<"
    PLAY = "Play"
    FORWARD = ">"
    END = ">|"
    SLOWER = "-"
    FASTER = "+"


_WIDTHS = {Control.PLAY: 44}


@dataclass(frozen=True)
class ReplayLayout:
    """The viewer's rects: `board` is the play layout (frame, HUD, viewport, panel)."""

    board: PlayLayout
    size: tuple[int, int]
    controls: pygame.Rect
    timeline: pygame.Rect
    buttons: dict[Control, pygame.Rect]
    speed: pygame.Rect
    coach: pygame.Rect


def coach_height(lines: int = COACH_LINES) -> int:
    """Height of the coach's panel for `lines` lines of text (and its margin below)."""
    return lines * text.line_height() + 2 * COACH_PAD + COACH_MARGIN


def compute_replay_layout(
    skin: Skin, rows: int, cols: int, max_size: tuple[int, int], lines: int
) -> ReplayLayout:
    """Lay out the viewer for a board of rows x cols with `lines` figures beside it. The
    coach's panel has COACH_LINES lines, fewer (down to MIN_COACH_LINES) when the window
    would not fit otherwise (a big board on a small screen)."""
    for coach_lines in range(COACH_LINES, MIN_COACH_LINES - 1, -1):
        layout = _layout(skin, rows, cols, max_size, lines, coach_lines)
        if layout.size[1] <= max_size[1]:
            break
    return layout


def _layout(
    skin: Skin, rows: int, cols: int, max_size: tuple[int, int], lines: int, coach_lines: int
) -> ReplayLayout:
    below = CONTROLS_HEIGHT + coach_height(coach_lines)
    room = (max_size[0] - PANEL_WIDTH, max_size[1] - below)
    board = with_side_panel(compute_layout(skin, rows, cols, room), lines, MIN_WIDTH)
    width, height = board.size
    controls = pygame.Rect(0, height, width, CONTROLS_HEIGHT)
    timeline = pygame.Rect(10, height + 6, width - 20, 12)
    buttons: dict[Control, pygame.Rect] = {}
    x, y = 10, timeline.bottom + 6
    for control in Control:
        w = _WIDTHS.get(control, 26)
        buttons[control] = pygame.Rect(x, y, w, BUTTON_HEIGHT)
        x += w + (10 if control in (Control.END, Control.PLAY) else 3)
    speed = pygame.Rect(x + 4, y, width - x - 14, BUTTON_HEIGHT)
    panel_h = coach_height(coach_lines) - COACH_MARGIN
    coach = pygame.Rect(6, height + CONTROLS_HEIGHT, width - 12, panel_h)
    size = (width, coach.bottom + COACH_MARGIN)
    return ReplayLayout(board, size, controls, timeline, buttons, speed, coach)
