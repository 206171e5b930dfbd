"""A message with a choice of buttons (e.g. "no-guess board took too long")."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.context import Context
from game.scenes.laid import LaidScene
from game.ui.boxes import Dialog
from game.ui.layout import Box, Text
from game.ui.widgets import Button


class MessageOverlay(LaidScene):
    """A dialog over the screen below: its title, the message (wrapped, scrolling when
    longer than the window) and buttons; each button pops the overlay and then runs its
    action. Left/Right/Tab move the focus, Enter presses it, Esc picks the choice `escape`
    (the first unless the dialog has a way back out, such as Cancel)."""

    overlay = True

    def __init__(
        self,
        ctx: Context,
        title: str,
        message: str,
        buttons: list[tuple[str, Callable[[], None]]],
        escape: int = 0,
    ) -> None:
        super().__init__(ctx)
        self.title = title
        self.message = message
        self.escape = escape

        def closing(action: Callable[[], None]) -> Callable[[], None]:
            def run() -> None:
                ctx.stack.pop()
                action()

            return run

        self.buttons = [
            Button(pygame.Rect(0, 0, 0, 0), label, closing(action)) for label, action in buttons
        ]
        self.focus = 0

    def build(self) -> Box:
        """The dialog, centred in the window."""
        return Dialog(self.title, Text(self.message), self.buttons, self.focus)

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons by mouse and keyboard; Esc picks the choice `escape`."""
        self.ensure_layout()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.buttons[self.escape].action() if self.buttons else self.ctx.stack.pop()
            return
        for button in self.buttons:
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN and self.buttons:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                step = -1 if event.key == pygame.K_LEFT else 1
                self.focus = (self.focus + step) % len(self.buttons)
                self.invalidate()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].action()

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below, then the dialog."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(self.ctx.skin.colors["overlay"])
        surface.blit(shade, (0, 0))
        super().draw(surface)
