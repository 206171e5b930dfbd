"""A full-window scene with the skin's frame and a title strip (title, settings, stats …)."""

from __future__ import annotations

import pygame

from game.a11y.node import Node
from game.context import Context
from game.engine.scene import IDLE, Scene
from game.i18n import _
from game.ui import text
from game.ui.layout import Role
from game.ui.widgets import bevel, nine

TITLE_STRIP = 18


class ScreenScene(Scene):
    """Common frame for menu-like screens; Esc or Backspace goes back."""

    size = (320, 280)
    title = ""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def logical_size(self) -> tuple[int, int]:
        """Menu screens have a fixed logical size."""
        return self.size

    def next_frame(self) -> float:
        """Menu screens change only with input."""
        return IDLE

    def back(self) -> None:
        """Leave this screen (pop it)."""
        self.ctx.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        """Esc goes back; subclasses add the rest."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()

    def accessible(self) -> Node:
        """A screen not laid out by the layout system yet: its heading only."""
        return Node(Role.GROUP, self.heading(), (Node(Role.HEADING, self.heading()),))

    def heading(self) -> str:
        """The words in the title strip (the class's title, translated)."""
        return _(self.title)

    def draw_frame(self, surface: pygame.Surface) -> pygame.Rect:
        """Background, raised frame and title strip; returns the content area."""
        skin = self.ctx.skin
        surface.fill(skin.colors["background"])
        full = surface.get_rect()
        nine(surface, skin, "frame_outer", full)
        strip = pygame.Rect(6, 6, full.w - 12, TITLE_STRIP)
        pygame.draw.rect(surface, skin.colors["accent"], strip)
        bevel(surface, strip, skin)
        text.blit_text(
            surface,
            self.heading(),
            (strip.x + 6, strip.centery),
            skin.colors["accent_text"],
            text.NORMAL,
            bold=True,
            anchor="midleft",
        )
        return pygame.Rect(10, strip.bottom + 6, full.w - 20, full.h - strip.bottom - 16)
