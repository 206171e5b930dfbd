"""A message with a choice of buttons (e.g. "no-guess board took too long")."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.context import Context
from game.scenes.overlay import PanelOverlay


class MessageOverlay(PanelOverlay):
    """Shows a message; each button pops the overlay and then runs its action."""

    def __init__(
        self, ctx: Context, title: str, message: str, buttons: list[tuple[str, Callable[[], None]]]
    ) -> None:
        def closing(action: Callable[[], None]) -> Callable[[], None]:
            def run() -> None:
                ctx.stack.pop()
                action()

            return run

        super().__init__(ctx, title, [message], [(label, closing(a)) for label, a in buttons])

    def handle(self, event: pygame.event.Event) -> None:
        """Esc picks the first choice."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.buttons[0].action() if self.buttons else self.ctx.stack.pop()
            return
        super().handle(event)
