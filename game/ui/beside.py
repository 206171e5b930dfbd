"""Boxes side by side while each gets at least its narrowest, one under another otherwise.

A flowing `Row` moves a box to the next line as soon as the natural widths do not fit; two
panels of wrapping text (the statistics' figures and best times) are better side by side,
each a little narrower, as long as neither has to cut a word: `Beside` decides by the
narrowest widths, and stacks them only when even those do not fit.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.layout import Align, Box, Column, Row, Stack
from game.ui.look import Look


class Beside(Box):
    """`items` in a row (sharing the width, spare width to those that grow) when their least
    widths fit, else in a column."""

    def __init__(self, items: Sequence[Box], gap: int = 8, *, grow: float = 0) -> None:
        super().__init__(grow=grow)
        self.row = Row(items, gap, cross=Align.STRETCH)
        self.column = Column(items, gap)
        self.side = True

    def children(self) -> Sequence[Box]:
        """The boxes in order."""
        return self.row.items

    def _holder(self, look: Look, width: int) -> Stack:
        return self.row if self.row.min_width(look) <= width else self.column

    def min_width(self, look: Look) -> int:
        """Stacked: the widest box's least width."""
        return self.column.min_width(look)

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """Side by side when they fit, else stacked."""
        return self._holder(look, max_w).measure(look, max_w)

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """Side by side when they fit, else stacked."""
        super().place(look, rect)
        holder = self._holder(look, rect.w)
        self.side = holder is self.row
        holder.place(look, rect)
