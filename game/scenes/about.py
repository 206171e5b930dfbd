"""About: name, version, every control, and credits."""

from __future__ import annotations

import pygame

from game import __version__
from game.scenes.keys import help_rows
from game.scenes.screen import ScreenScene
from game.ui import text
from game.ui.widgets import Button

CONTROLS = help_rows()
COLUMN_GAP = 12


class AboutScene(ScreenScene):
    """Controls and credits; Esc or Back returns."""

    size = (600, 290)
    title = f"Minesweeper {__version__}"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.back_button = Button(
            pygame.Rect(self.size[0] - 76, self.size[1] - 30, 62, 18), "Back", self.back
        )

    def handle(self, event: pygame.event.Event) -> None:
        """Back button, Esc, F1."""
        if self.back_button.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.back()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The controls table in two columns, then the credits beside the Back button."""
        colors = self.ctx.skin.colors
        area = self.draw_frame(surface)
        half = (len(CONTROLS) + 1) // 2
        column_w = (area.w - COLUMN_GAP) // 2
        key_w = max(text.text_width(key, bold=True) for key, _ in CONTROLS) + 8
        bottom = area.y
        for column, rows in enumerate((CONTROLS[:half], CONTROLS[half:])):
            x = area.x + 4 + column * (column_w + COLUMN_GAP)
            y = area.y
            for key, meaning in rows:
                text.blit_text(surface, key, (x, y), colors["text"], bold=True)
                shown = text.shorten(meaning, column_w - key_w - 4)
                text.blit_text(surface, shown, (x + key_w, y), colors["text"])
                y += text.line_height() + 1
            bottom = max(bottom, y)
        y = bottom + 6
        credits = (
            "Classic Minesweeper rules; Normal, Schwer and Experte boards. Solver "
            "probabilities by ms-toollib; font DejaVu Sans; sprites and sounds made "
            "by this project's own scripts."
        )
        for line in text.wrap(credits, self.back_button.rect.x - area.x - 12):
            text.blit_text(surface, line, (area.x + 4, y), colors["text_dim"])
            y += text.line_height()
        self.back_button.draw(surface, self.ctx.skin)
