"""About: name, version, every control (the player's own keys and buttons), and credits."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import __version__
from game.context import Context
from game.i18n import N_, _, generation
from game.scenes.keymap import keymap_in_force
from game.scenes.screen import ScreenScene
from game.ui import text
from game.ui.widgets import Button

COLUMN_GAP = 12


@dataclass(frozen=True)
class _Row:
    """One control placed on the page: its key text and its meaning wrapped into lines."""

    x: int
    y: int
    key_width: int
    key: str
    lines: tuple[str, ...]


class AboutScene(ScreenScene):
    """Controls and credits; Esc or Back returns. Nothing is cut: a long meaning wraps onto
    more lines and the page grows to hold it (in every language)."""

    WIDTH = 600
    title = f"Minesweeper {__version__}"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.back_button = Button(pygame.Rect(0, 0, 62, 18), N_("Back"), self.back)
        self._place()

    def controls(self) -> tuple[tuple[str, str], ...]:
        """(keys, meaning) of every control in force: the player's keys and buttons."""
        settings = self.ctx.settings
        return keymap_in_force(settings.keys).help_rows(settings.swap_buttons)

    def _place(self) -> None:
        """Lay the page out for the language and the controls in force; sets `size`, rows
        and credits."""
        controls = self._controls = self.controls()
        half = (len(controls) + 1) // 2
        columns = (controls[:half], controls[half:])
        key_widths = [
            max(text.text_width(_(key), bold=True) for key, _meaning in placed) + 8
            for placed in columns
        ]
        # Each column holds its keys and at least its longest word: a word is never broken
        # (German's "Wahrscheinlichkeiten" would be); the page widens when it must.
        column_w = max(
            (self.WIDTH - 20 - 8 - COLUMN_GAP) // 2,
            *(
                key_w + 4 + max(_longest_word(_(meaning)) for _key, meaning in placed)
                for key_w, placed in zip(key_widths, columns, strict=True)
            ),
        )
        width = 14 + 2 * column_w + COLUMN_GAP + 14
        top = 6 + 18 + 6
        rows: list[_Row] = []
        bottom = top
        for column, (key_w, placed) in enumerate(zip(key_widths, columns, strict=True)):
            x = 14 + column * (column_w + COLUMN_GAP)
            y = top
            for key, meaning in placed:
                lines = tuple(text.wrap(_(meaning), column_w - key_w - 4))
                rows.append(_Row(x, y, key_w, _(key), lines))
                y += len(lines) * text.line_height() + 1
            bottom = max(bottom, y)
        credits_w = width - 28 - self.back_button.rect.w - 16
        self.credits = text.wrap(
            _(
                "Classic Minesweeper rules; Normal, Schwer and Experte boards. Solver "
                "probabilities by ms-toollib; font DejaVu Sans; sprites and sounds made "
                "by this project's own scripts."
            ),
            credits_w,
        )
        self.rows = rows
        self.credits_y = bottom + 6
        height = self.credits_y + len(self.credits) * text.line_height() + 14
        self.size = (width, max(height, self.credits_y + 18 + 14))
        self.back_button.rect.topleft = (self.size[0] - 76, self.size[1] - 30)
        self._language = generation()

    def handle(self, event: pygame.event.Event) -> None:
        """Back button, Esc, F1."""
        if self.back_button.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.back()
            return
        super().handle(event)

    def logical_size(self) -> tuple[int, int]:
        """As tall as the controls need in the language in force."""
        if self._language != generation() or self._controls != self.controls():
            self._place()
        return self.size

    def draw(self, surface: pygame.Surface) -> None:
        """The controls table in two columns, then the credits beside the Back button."""
        colors = self.ctx.skin.colors
        area = self.draw_frame(surface)
        for row in self.rows:
            text.blit_text(surface, row.key, (row.x, row.y), colors["text"], bold=True)
            y = row.y
            for line in row.lines:
                text.blit_text(surface, line, (row.x + row.key_width, y), colors["text"])
                y += text.line_height()
        y = self.credits_y
        for line in self.credits:
            text.blit_text(surface, line, (area.x + 4, y), colors["text_dim"])
            y += text.line_height()
        self.back_button.draw(surface, self.ctx.skin)


def _longest_word(meaning: str) -> int:
    """Width of the widest word of a meaning, as drawn."""
    return max(text.text_width(word) for word in meaning.split())
