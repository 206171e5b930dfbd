"""A laid-out menu screen whose body scrolls when the window is too short for it.

The body is shown through one `Scroll` kept across layouts (game/ui/boxes.py `screen`), so
the place the player scrolled to survives a change of what is shown. The wheel scrolls it,
the keyboard's focus is kept in view after every layout, and the pointer reaches only the
part of the body that is in view (a row scrolled under the buttons takes no click).
"""

from __future__ import annotations

import pygame

from game.context import Context
from game.scenes.laid import LaidScene
from game.ui.layout import Box, Scroll, Space
from game.ui.widgets import Choice

WHEEL_LINES = 3  # body lines one notch of the wheel moves
PAGE_WIDTH = 560  # design pixels: the widest a page of rows gets on a wide window


class PagedScene(LaidScene):
    """A screen whose body is a list of rows with one selected (`choice`, its rows placed
    by game/ui/boxes.py `ChoiceRow`) in a scrolling view; subclasses pass `self.scroll` to
    `screen()`."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.scroll = Scroll(Space())
        self.choice = Choice()

    @property
    def selected(self) -> int:
        """The selected row (a number past the last row: something at the foot)."""
        return self.choice.index

    @selected.setter
    def selected(self, index: int) -> None:
        self.choice.index = index
        self.invalidate()

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row `index` is drawn now."""
        self.ensure_layout()
        return pygame.Rect(self.choice.rects[index])

    def focus_rect(self) -> pygame.Rect | None:
        """The selected row, kept in view (None when the focus is not in the list)."""
        rects = self.choice.rects
        return rects[self.selected] if self.selected < len(rects) else None

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row shown under a point (not one scrolled out of view), if any."""
        return self.choice.at(pos) if self.in_view(pos) else None

    def hover(self, event: pygame.event.Event) -> bool:
        """The pointer moving onto a row selects it; True for a motion event."""
        if event.type != pygame.MOUSEMOTION:
            return False
        index = self.row_at(event.pos)
        if index is not None and index != self.selected:
            self.selected = index
        return True

    def ensure_layout(self) -> Box:
        """Lay out when needed, then scroll the focus into view."""
        before = self.tree
        tree = super().ensure_layout()
        if tree is not before:
            focus = self.focus_rect()
            if focus is not None:
                self.scroll.show(self.look(), focus)
        return tree

    def wheel(self, event: pygame.event.Event) -> bool:
        """Scroll the body on a wheel event; True when the event was one."""
        if event.type != pygame.MOUSEWHEEL:
            return False
        look = self.look()
        self.scroll.scroll_by(look, -int(event.y) * WHEEL_LINES * look.line())
        return True

    def in_view(self, pos: tuple[int, int]) -> bool:
        """Whether a point lies on the part of the body that is shown."""
        return self.scroll.rect.collidepoint(pos)

    def back(self) -> None:
        """Leave the screen."""
        self.ctx.stack.pop()
