"""About: name, version, every control, and credits."""

from __future__ import annotations

import pygame

from game import __version__
from game.scenes.keys import help_rows
from game.scenes.screen import ScreenScene
from game.ui import text
from game.ui.widgets import Button

CONTROLS = help_rows()


class AboutScene(ScreenScene):
    """Controls and credits; Esc or Back returns."""

    size = (640, 270)
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
        """The controls table and the credits."""
        colors = self.ctx.skin.colors
        area = self.draw_frame(surface)
        half = (len(CONTROLS) + 1) // 2
        step = text.line_height() + 1
        column_w = area.w // 2
        for i, (key, meaning) in enumerate(CONTROLS):
            x = area.x + 4 + (i // half) * column_w
            y = area.y + (i % half) * step
            text.blit_text(surface, key, (x, y), colors["text"], bold=True)
            text.blit_text(surface, meaning, (x + 100, y), colors["text"])
        y = area.y + half * step + 6
        credits = (
            "Classic Minesweeper rules; Normal, Schwer and Experte boards. Solver "
            "probabilities by ms-toollib; font DejaVu Sans; sprites and sounds made "
            "by this project's own scripts."
        )
        for line in text.wrap(credits, area.w - 8):
            text.blit_text(surface, line, (area.x + 4, y), colors["text_dim"])
            y += text.line_height()
        self.back_button.draw(surface, self.ctx.skin)
