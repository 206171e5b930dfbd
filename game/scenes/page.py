"""A laid-out page with a body that scrolls (statistics, charts, replays): Esc or Backspace
goes back, the wheel, Page Up/Down, Home and End scroll, and what the keyboard chooses is
scrolled into view.

Each layout gets a fresh scroll box that starts where the last one was, so the page stays
where the player left it when the window, the zoom or what is shown changes.
"""

from __future__ import annotations

import pygame

from game.context import Context
from game.scenes.laid import LaidScene
from game.ui.layout import Scroll, Space

WHEEL_LINES = 3  # lines a notch of the wheel scrolls
SCROLL_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


class PageScene(LaidScene):
    """A screen whose body scrolls inside `self.scroll` (`scroller()` for `boxes.screen`)."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.scroll = Scroll(Space())

    def scroller(self) -> Scroll:
        """The scroll box for a new layout, scrolled as far as the last one (a box remembers
        its measures, so each layout needs one of its own)."""
        self.scroll = Scroll(Space(), offset=self.scroll.offset)
        return self.scroll

    def back(self) -> None:
        """Leave this screen."""
        self.ctx.stack.pop()

    def reveal(self, rect: pygame.Rect) -> None:
        """Scroll so that `rect` (where something was laid out) is in view."""
        self.scroll.show(self.look(), rect)

    def scroll_by(self, pixels: int) -> None:
        """Move the page (positive: down)."""
        self.scroll.scroll_by(self.look(), pixels)

    def handle_page(self, event: pygame.event.Event) -> bool:
        """Going back and scrolling; True when the event was one of those."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return True
        return self.handle_scroll(event)

    def handle_scroll(self, event: pygame.event.Event) -> bool:
        """The wheel, Page Up / Down, Home and End; True when the event was one of those."""
        look = self.look()
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_LINES * look.line())
            return True
        if event.type != pygame.KEYDOWN or event.key not in SCROLL_KEYS:
            return False
        page = max(look.line(), self.scroll.rect.h - look.line())
        moves = {
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_HOME: -self.scroll.content_h,
            pygame.K_END: self.scroll.content_h,
        }
        self.scroll_by(moves[event.key])
        return True
