"""The play window widened by a panel beside the board (live counters, replay figures)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pygame

from game.ui import text
from game.ui.play_layout import MENU_HEIGHT, PlayLayout

PANEL_WIDTH = 100
PANEL_PAD = 6


@dataclass(frozen=True)
class PanelLayout(PlayLayout):
    """A play layout with a panel to the right of the frame."""

    side: pygame.Rect = dataclasses.field(default_factory=pygame.Rect)


def panel_height(lines: int) -> int:
    """Height of a panel holding `lines` lines of figures."""
    return 2 * PANEL_PAD + lines * (text.line_height() + 2)


def with_side_panel(layout: PlayLayout, lines: int, min_width: int = 0) -> PlayLayout:
    """The layout widened by a panel for `lines` figures (unchanged when there are none);
    the window grows to at least `min_width` and the panel's height."""
    if lines <= 0:
        return layout
    width, height = layout.size
    height = max(height, MENU_HEIGHT + panel_height(lines) + 2 * PANEL_PAD)
    total = max(width + PANEL_WIDTH, min_width)
    values = {field.name: getattr(layout, field.name) for field in dataclasses.fields(layout)}
    values.update(
        size=(total, height),
        menu=pygame.Rect(0, 0, total, MENU_HEIGHT),
        frame=pygame.Rect(0, MENU_HEIGHT, width, height - MENU_HEIGHT),
        side=pygame.Rect(width, MENU_HEIGHT, total - width, height - MENU_HEIGHT),
    )
    return PanelLayout(**values)
