"""About: name, version, every control, and credits."""

from __future__ import annotations

import pygame

from game import __version__
from game.scenes.screen import ScreenScene
from game.ui import text
from game.ui.widgets import Button

CONTROLS = (
    ("Left click", "open a cell (drag off to cancel)"),
    ("Right click", "flag / unflag (and ? if enabled)"),
    ("Both / middle", "chord: open around a satisfied number"),
    ("Click a number", "chord too (can be turned off)"),
    ("Face, F2", "new game"),
    ("Arrows, keypad", "move the keyboard cursor"),
    ("j / k / l", "cursor down / up / right"),
    ("Space, Enter", "open (chord on a number)"),
    ("F", "flag; D chord"),
    ("H", "hint: press again to open the cell"),
    ("T", "probabilities (hover for %)"),
    ("A, + / -", "auto-player, faster / slower"),
    ("Ctrl+Z / U", "undo (the game becomes assisted)"),
    ("E", "export the position as .mine"),
    ("P", "pause (the board is hidden)"),
    ("M", "sound on / off"),
    ("F5", "reload the skin from disk"),
    ("S / O / F1", "statistics / settings / this page"),
    ("Esc", "back to the title"),
)


class AboutScene(ScreenScene):
    """Controls and credits; Esc or Back returns."""

    size = (360, 380)
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
        y = area.y
        for key, meaning in CONTROLS:
            text.blit_text(surface, key, (area.x + 4, y), colors["text"], bold=True)
            text.blit_text(surface, meaning, (area.x + 104, y), colors["text"])
            y += text.line_height() + 1
        y += 6
        credits = (
            "Classic Minesweeper rules; Normal, Schwer and Experte boards. Solver "
            "probabilities by ms-toollib; font DejaVu Sans; sprites and sounds made "
            "by this project's own scripts."
        )
        for line in text.wrap(credits, area.w - 8):
            text.blit_text(surface, line, (area.x + 4, y), colors["text_dim"])
            y += text.line_height()
        self.back_button.draw(surface, self.ctx.skin)
