"""A scrolling page whose body is a list of rows with one selected (Settings, Keys).

The rows are placed by game/ui/boxes.py `ChoiceRow` into `choice`; after every layout the
selected row is scrolled into view, and the pointer reaches only rows that are in view (a
row scrolled under the buttons takes no click). Scrolling itself is the page's
(game/scenes/page.py).
"""

from __future__ import annotations

import pygame

from game.context import Context
from game.scenes.page import PageScene
from game.ui.layout import Box
from game.ui.widgets import Choice

PAGE_WIDTH = 560  # design pixels: the widest a list of rows gets on a wide window


class ListPageScene(PageScene):
    """A page of rows, one selected; subclasses pass `self.scroller()` to `screen()`."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
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

    def ensure_layout(self) -> Box:
        """Lay out when needed, then scroll the selected row into view."""
        before = self.tree
        tree = super().ensure_layout()
        rects = self.choice.rects
        if tree is not before and self.selected < len(rects):
            self.reveal(rects[self.selected])
        return tree

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row shown under a point (not one scrolled out of view), if any."""
        return self.choice.at(pos) if self.scroll.rect.collidepoint(pos) else None

    def hover(self, event: pygame.event.Event) -> bool:
        """The pointer moving onto a row selects it; True for a motion event."""
        if event.type != pygame.MOUSEMOTION:
            return False
        index = self.row_at(event.pos)
        if index is not None and index != self.selected:
            self.selected = index
        return True
