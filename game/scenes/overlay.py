"""Base for overlays: a panel drawn over the scene below, with buttons, taking the input."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.context import Context
from game.engine.scene import Scene
from game.ui import text
from game.ui.widgets import Button, nine

BUTTON_H = 18


class PanelOverlay(Scene):
    """Dims the scene below and shows a centred panel with a title, lines and buttons."""

    overlay = True
    dim = True

    def __init__(
        self,
        ctx: Context,
        title: str,
        lines: list[str],
        buttons: list[tuple[str, Callable[[], None]]],
    ) -> None:
        self.ctx = ctx
        self.title = title
        self.lines = lines
        self.button_specs = buttons
        self.buttons: list[Button] = []
        self.focus = 0
        self.panel = pygame.Rect(0, 0, 0, 0)

    def area(self, surface: pygame.Surface) -> pygame.Rect:
        """The rect the panel is centred in (the whole window by default)."""
        return surface.get_rect()

    def _layout(self, surface: pygame.Surface) -> None:
        area = self.area(surface)
        width = min(surface.get_width() - 8, max(150, area.w - 16))
        body: list[tuple[str, bool]] = []
        for line in self.lines:
            body += [(part, False) for part in text.wrap(line, width - 16)]
        count = len(self.button_specs)
        button_w = min(76, (width - 12 - 4 * (count - 1)) // max(count, 1))
        height = 24 + len(body) * text.line_height() + 8 + BUTTON_H + 10
        panel = pygame.Rect(0, 0, width, height)
        panel.center = area.center
        panel.clamp_ip(surface.get_rect())
        self.panel = panel
        self.body = body
        total = count * button_w + (count - 1) * 4
        x = panel.centerx - total // 2
        y = panel.bottom - 10 - BUTTON_H
        if len(self.buttons) != count:
            self.buttons = [
                Button(pygame.Rect(0, 0, 0, 0), label, action)
                for label, action in self.button_specs
            ]
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(x + i * (button_w + 4), y, button_w, BUTTON_H)

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons by mouse; Left/Right/Tab move the focus; Enter presses it."""
        for button in self.buttons:
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN and self.buttons:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                step = -1 if event.key == pygame.K_LEFT else 1
                self.focus = (self.focus + step) % len(self.buttons)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].action()

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the scene below, then the panel."""
        skin = self.ctx.skin
        self._layout(surface)
        if self.dim:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill(skin.colors["overlay"])
            surface.blit(shade, (0, 0))
        nine(surface, skin, "panel", self.panel)
        text.blit_text(
            surface,
            self.title,
            (self.panel.centerx, self.panel.y + 7),
            skin.colors["text"],
            text.LARGE,
            bold=True,
            anchor="midtop",
        )
        y = self.panel.y + 26
        for line, _ in self.body:
            text.blit_text(
                surface, line, (self.panel.centerx, y), skin.colors["text"], anchor="midtop"
            )
            y += text.line_height()
        for i, button in enumerate(self.buttons):
            button.draw(surface, skin, focused=i == self.focus)
