"""Settings > Keys: every command with its key; choose one, press the new key.

Esc cancels the capture; a key another command already has is refused with a line naming
that command; "Reset keys" puts every key back. Each change is saved at once and the play
screen, the About page and this page read the keymap in force (game/scenes/keymap.py).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.context import Context
from game.i18n import N_, _, generation
from game.scenes.keymap import DEFAULT_KEYMAP, key_label, keymap_in_force
from game.scenes.keys import MODIFIER_KEYS, Binding
from game.scenes.screen import ScreenScene
from game.ui import text
from game.ui.widgets import Button

WIDTH = 460
KEY_COLUMN = 110  # the keys' column, right of the commands
ROW_GAP = 1
MESSAGE_LINES = 3


@dataclass(frozen=True)
class _Line:
    """One command placed on the page: its settings name and its wrapped description."""

    name: str
    rect: pygame.Rect
    lines: tuple[str, ...]


class KeysScene(ScreenScene):
    """Up/Down choose a command, Enter (or a click) waits for its new key; the row after the
    last is the "Reset keys" button."""

    title = N_("Keys")

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.selected = 0
        self.capturing: str | None = None  # the name of the row waiting for its key
        self.message = ""
        self.reset_button = Button(pygame.Rect(0, 0, 120, 18), N_("Reset keys"), self.reset)
        self.back_button = Button(pygame.Rect(0, 0, 62, 18), N_("Back"), self.back)
        self._place()

    # ---------------------------------------------------------------- layout
    def keymap_rows(self) -> list[Binding]:
        """The rebindable rows in force, in the keymap's order."""
        return [row for row in keymap_in_force(self.ctx.settings.keys).rows if row.rebindable]

    def _place(self) -> None:
        """Lay the page out for the language in force (a long description wraps)."""
        width = WIDTH - 28
        y = 6 + 18 + 8
        self.lines: list[_Line] = []
        for row in self.keymap_rows():
            wrapped = tuple(text.wrap(_(row.help), width - KEY_COLUMN - 12))
            height = len(wrapped) * text.line_height() + 2
            self.lines.append(_Line(row.name, pygame.Rect(14, y, width, height), wrapped))
            y += height + ROW_GAP
        self.message_y = y + 6
        buttons_y = self.message_y + MESSAGE_LINES * text.line_height() + 6
        self.size = (WIDTH, buttons_y + 18 + 12)
        self.reset_button.rect.topleft = (14, buttons_y)
        self.back_button.rect.topleft = (WIDTH - 76, buttons_y)
        label_w = text.text_width(_(self.reset_button.label), bold=True) + 16
        self.reset_button.rect.w = max(120, label_w)
        self._language = generation()

    def logical_size(self) -> tuple[int, int]:
        """As tall as the commands need in the language in force."""
        if self._language != generation():
            self._place()
        return self.size

    # ----------------------------------------------------------------- input
    def _row(self, name: str) -> Binding:
        return keymap_in_force(self.ctx.settings.keys).row(name)

    def capture(self, index: int) -> None:
        """Wait for the new key of the command at `index`."""
        self.selected = index
        row = self._row(self.lines[index].name)
        self.capturing = row.name
        self.message = _("Press the new key for “{command}” (Esc cancels)").format(
            command=_(row.help)
        )

    def cancel(self) -> None:
        """Stop waiting; the command keeps its key."""
        if self.capturing is None:
            return
        row = self._row(self.capturing)
        self.capturing = None
        self.message = _("Cancelled: “{command}” keeps {key}").format(
            command=_(row.help), key=_(row.label)
        )

    def bind(self, key: int) -> None:
        """Give the waiting command `key`, unless another command has it."""
        assert self.capturing is not None
        keymap = keymap_in_force(self.ctx.settings.keys)
        row = keymap.row(self.capturing)
        shown = key_label(key, row.ctrl)
        taken = keymap.owner(key, row.ctrl, but=row.name)
        self.capturing = None
        if taken is not None:
            self.message = _("{key} is already used for “{command}”: not changed").format(
                key=shown, command=taken
            )
            return
        keys = keymap.rebound(row.name, key).overrides()
        self.ctx.update_settings(keys=keys)
        self.message = _("“{command}” is now {key}").format(
            command=_(row.help), key=_(self._row(row.name).label)
        )

    def reset(self) -> None:
        """Every command back on its default keys."""
        self.capturing = None
        self.ctx.update_settings(keys=DEFAULT_KEYMAP.overrides())
        self.message = _("Every key is back to its default")

    def handle(self, event: pygame.event.Event) -> None:
        """While waiting for a key, every key goes to it (Esc cancels); otherwise Up/Down
        choose, Enter or Space waits for the chosen command's key, Esc goes back."""
        if self.capturing is not None:
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    self.cancel()
                elif event.key not in MODIFIER_KEYS:
                    self.bind(event.key)
                return
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.cancel()
        if self.reset_button.handle(event) or self.back_button.handle(event):
            return
        count = len(self.lines) + 1  # the last place is the Reset keys button
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP,):
                self.selected = (self.selected - 1) % count
            elif event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.selected = (self.selected + 1) % count
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT):
                if self.selected == len(self.lines):
                    self.reset()
                else:
                    self.capture(self.selected)
            else:
                super().handle(event)
        elif event.type == pygame.MOUSEMOTION:
            for i, line in enumerate(self.lines):
                if line.rect.collidepoint(event.pos):
                    self.selected = i
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, line in enumerate(self.lines):
                if line.rect.collidepoint(event.pos):
                    self.capture(i)

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        """The commands and their keys, the last message, Reset keys and Back."""
        self.logical_size()
        colors = self.ctx.skin.colors
        self.draw_frame(surface)
        keymap = keymap_in_force(self.ctx.settings.keys)
        for i, line in enumerate(self.lines):
            chosen = i == self.selected
            if chosen:
                pygame.draw.rect(surface, colors["accent"], line.rect)
            color = colors["accent_text"] if chosen else colors["text"]
            y = line.rect.y + 1
            for part in line.lines:
                text.blit_text(surface, part, (line.rect.x + 4, y), color)
                y += text.line_height()
            waiting = line.name == self.capturing
            label = "?" if waiting else _(keymap.row(line.name).label)
            text.blit_text(
                surface,
                f"‹ {label} ›" if chosen else label,
                (line.rect.right - 4, line.rect.y + 1),
                color,
                bold=True,
                anchor="topright",
            )
        y = self.message_y
        width = self.size[0] - 28
        for part in text.wrap(self.message, width)[:MESSAGE_LINES]:
            text.blit_text(surface, part, (14, y), colors["text"])
            y += text.line_height()
        skin = self.ctx.skin
        self.reset_button.draw(surface, skin, focused=self.selected == len(self.lines))
        self.back_button.draw(surface, skin)
