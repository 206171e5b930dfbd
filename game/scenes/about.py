"""About: name, version, every control (the player's own keys and buttons), and credits."""

from __future__ import annotations

import pygame

from game import __version__
from game.context import Context
from game.i18n import N_, _
from game.scenes.keymap import keymap_in_force
from game.scenes.keys import Command
from game.scenes.page import PageScene
from game.ui.boxes import Table, hint_line, screen
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


class AboutScene(PageScene):
    """Controls and credits; Esc, F1, Enter or Back (the keyboard is on it) returns. Nothing
    is cut: the controls stand in two columns side by side where the window is wide enough,
    one under the other where it is not, a long meaning wraps, and the page scrolls (the
    wheel, Page Up / Down, Home, End) when it is taller than the window. Up and Down take
    the keyboard from Back along the controls one row at a time (a screen reader reads
    each), and on round to Back."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.back_button = Button(pygame.Rect(0, 0, 0, 0), N_("Back"), self.back)
        self.reading: int | None = None  # the control row with the keyboard (None: Back)
        self.tables: list[Table] = []

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
        self.tables = []
        for first, part in ((0, controls[:half]), (half, controls[half:])):
            chosen = self.reading - first if self.reading is not None else None
            self.tables.append(
                Table(
                    [list(row) for row in part],
                    aligns=(Align.START, Align.START),
                    gap=10,
                    grow=1,
                    selected=chosen if chosen is not None and 0 <= chosen < len(part) else None,
                )
            )
        for table in self.tables:
            for row in table.cells:
                row[0].text_role = TextRole.STRONG
        body = Column(
            [
                Row(self.tables, 24, flow=True, cross=Align.START),
                Text(_(CREDITS), TextRole.SMALL, "text_dim"),
            ],
            12,
        )
        page = f"Minesweeper {__version__}"
        return screen(
            page,
            body,
            [self.back_button],
            footer=hint_line(_("Up/Down: read the controls one by one   Esc: back")),
            scroll=self.scroller(),
            width=1100,
            focus=0 if self.reading is None else None,
        )

    def ensure_layout(self) -> Box:
        """Lay out when needed, then scroll the row with the keyboard into view."""
        before = self.tree
        tree = super().ensure_layout()
        if tree is not before:
            for table in self.tables:
                if table.selected_line is not None:
                    self.reveal(table.line_rect(table.selected_line))
        return tree

    def read_on(self, step: int) -> None:
        """Move the keyboard `step` rows along the controls, Back standing after the last."""
        count = len(self.controls())
        place = count if self.reading is None else self.reading
        place = (place + step) % (count + 1)
        self.reading = None if place == count else place
        self.invalidate()

    def handle(self, event: pygame.event.Event) -> None:
        """Back button, Esc, Backspace, F1, Enter; Up, Down and Tab along the controls; the
        wheel and the paging keys scroll."""
        self.ensure_layout()
        if self.back_button.handle(event) or self.handle_page(event):
            return
        if event.type != pygame.KEYDOWN:
            return
        if event.key in (pygame.K_F1, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.back()
        elif event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            backwards = event.key == pygame.K_UP or (
                event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            )
            self.read_on(-1 if backwards else 1)
