"""A scene drawn from a tree of boxes laid out in the window's current size (game/ui/layout.py).

The scene says what it shows (`build()`); the tree is laid out again whenever the window's
size, the zoom, the skin or the language changed, or the scene said its content changed
(`invalidate()`). The laid-out tree is draw state: input is handled against the rects that
were drawn, so a click lands on what the player saw.
"""

from __future__ import annotations

import pygame

from game.a11y.boxes import box_tree
from game.a11y.node import Node
from game.context import Context
from game.engine.scene import IDLE, Scene
from game.i18n import current_language
from game.ui.layout import Box, Role, lay_out
from game.ui.look import Look


class LaidScene(Scene):
    """A screen laid out by the layout system; subclasses build their tree."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.tree: Box | None = None
        self._laid_for: tuple[object, ...] | None = None
        self._dirty = True

    def look(self) -> Look:
        """The skin and zoom the screen is drawn at."""
        return Look(self.ctx.skin, self.ctx.display.zoom)

    def room(self) -> pygame.Rect:
        """Where the screen is laid out: the whole window."""
        size = self.ctx.display.size
        if size == (0, 0):
            size = self.ctx.display.surface().get_size()
        return pygame.Rect((0, 0), size)

    def build(self) -> Box:
        """The tree of boxes the screen shows now."""
        raise NotImplementedError

    def invalidate(self) -> None:
        """What the screen shows changed: lay it out again before the next use."""
        self._dirty = True

    def ensure_layout(self) -> Box:
        """The tree laid out for the window, the zoom, the skin and the language now."""
        look = self.look()
        room = self.room()
        key = (room.size, look.zoom, id(look.skin), current_language())
        if self.tree is None or self._dirty or key != self._laid_for:
            self._dirty = False
            self._laid_for = key
            self.tree = lay_out(self.build(), look, room)
        return self.tree

    def enter(self) -> None:
        """Laid out for the window as it is."""
        self.invalidate()

    def resume(self) -> None:
        """Back on top: a setting may have changed meanwhile."""
        self.invalidate()

    def update(self, dt: float) -> None:
        """Keep the layout current."""
        self.ensure_layout()

    def next_frame(self) -> float:
        """A laid-out screen changes only with input."""
        return IDLE

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the tree (laid out first if anything changed since)."""
        self.ensure_layout().draw(surface, self.look())

    def accessible(self) -> Node:
        """The screen for a screen reader: its boxes as laid out (an overlay is a dialog)."""
        role = Role.DIALOG if self.overlay else Role.GROUP
        return box_tree(self.ensure_layout(), role)
