"""Drawing the live counters in the side panel: label at the left, figure at the right."""

from __future__ import annotations

import pygame

from game.skins import Skin
from game.ui import text
from game.ui.side_panel import PANEL_PAD, panel_height
from game.ui.widgets import nine


def draw_counters(
    surface: pygame.Surface, skin: Skin, panel: pygame.Rect, lines: list[tuple[str, str]]
) -> None:
    """The panel's background and one line per (label, figure)."""
    colors = skin.colors
    surface.fill(colors["background"], panel)
    box = pygame.Rect(
        panel.x + 2, panel.y + PANEL_PAD, panel.w - 2 - PANEL_PAD, panel_height(len(lines))
    )
    nine(surface, skin, "frame_inset", box)
    y = box.y + PANEL_PAD
    for label, figure in lines:
        text.blit_text(surface, label, (box.x + PANEL_PAD, y), colors["text_dim"])
        text.blit_text(
            surface,
            figure,
            (box.right - PANEL_PAD, y),
            colors["text"],
            bold=True,
            anchor="topright",
        )
        y += text.line_height() + 2
