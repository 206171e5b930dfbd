"""About: name, version, every control (the player's own keys and buttons), and credits."""

from __future__ import annotations

import pygame

from game import __version__
from game.context import Context
from game.i18n import N_, _
from game.scenes.keymap import keymap_in_force
from game.scenes.keys import Command
from game.scenes.laid import LaidScene
from game.ui.boxes import Table, screen
from game.ui.layout import Align, Box, Column, Row, Text
from game.ui.look import TextRole
from game.ui.widgets import Button

READING = (
    Command.NEXT_COVERED,
    Command.READ_ROW,
    Command.READ_COLUMN,
    Command.READ_AROUND,
    Command.READ_STATUS,
    Command.READ_PROOF,
)
"""The play board's reading keys that read a trainer puzzle too (About lists them so)."""
PUZZLE_READING = N_("read a trainer puzzle as the board (its question and its proof too)")
CREDITS = N_(
    "Classic Minesweeper rules; Normal, Schwer and Experte boards. Solver "
    "probabilities by ms-toollib; font DejaVu Sans; sprites and sounds made "
    "by this project's own scripts."
)


class AboutScene(LaidScene):
    """Controls and credits; Esc, F1, Enter or Back (the keyboard is on it) returns. Nothing
    is cut: the controls stand in two columns side by side where the window is wide enough,
    one under the other where it is not, a long meaning wraps, and the page scrolls when it
    is taller than the window."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.back_button = Button(pygame.Rect(0, 0, 0, 0), N_("Back"), self.back)

    def back(self) -> None:
        """Leave the page."""
        self.ctx.stack.pop()

    def controls(self) -> tuple[tuple[str, str], ...]:
        """(keys, meaning) of every control in force: the player's keys and buttons."""
        settings = self.ctx.settings
        keymap = keymap_in_force(settings.keys)
        reading = ", ".join(_(row.label) for row in keymap.rows if row.command in READING)
        return (*keymap.help_rows(settings.swap_buttons), (reading, PUZZLE_READING))

    def build(self) -> Box:
        """The controls in two tables, then the credits."""
        controls = [(_(key), _(meaning)) for key, meaning in self.controls()]
        half = (len(controls) + 1) // 2
        tables = [
            Table([list(row) for row in part], aligns=(Align.START, Align.START), gap=10, grow=1)
            for part in (controls[:half], controls[half:])
        ]
        for table in tables:
            for row in table.cells:
                row[0].text_role = TextRole.STRONG
        body = Column(
            [
                Row(tables, 24, flow=True, cross=Align.START),
                Text(_(CREDITS), TextRole.SMALL, "text_dim"),
            ],
            12,
        )
        # Back has the keyboard: a screen reader has a place on the page (it said nothing).
        page = f"Minesweeper {__version__}"
        return screen(page, body, [self.back_button], width=1100, focus=0)

    def handle(self, event: pygame.event.Event) -> None:
        """Back button, Esc, Backspace, F1; the wheel scrolls a long page."""
        self.ensure_layout()
        if self.back_button.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_F1,
            pygame.K_ESCAPE,
            pygame.K_BACKSPACE,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
        ):
            self.back()
