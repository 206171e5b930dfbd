"""A scene that still asks for a fixed logical size, drawn small and fitted into the window.

Screens lay themselves out in the window's real size (game/ui/layout.py). A scene whose
`logical_size()` returns a size instead is drawn on a surface of that size, which is then
scaled into the window (aspect kept, centred), and the pointer's positions are mapped back.
"""

from __future__ import annotations

import pygame

MOUSE_EVENTS = frozenset({pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP})


class Fitted:
    """The canvas of a fixed-size scene and where it shows in the window."""

    def __init__(self) -> None:
        self.canvas: pygame.Surface | None = None
        self.scale = 1.0
        self.offset = (0, 0)

    def target(self, logical: tuple[int, int] | None, window: pygame.Surface) -> pygame.Surface:
        """What to draw on: the window itself, or a canvas of the scene's logical size."""
        if logical is None:
            self.canvas = None
            self.scale, self.offset = 1.0, (0, 0)
            return window
        if self.canvas is None or self.canvas.get_size() != logical:
            self.canvas = pygame.Surface(logical)
        self._fit(window.get_size())
        return self.canvas

    def _fit(self, window: tuple[int, int]) -> None:
        assert self.canvas is not None
        w, h = self.canvas.get_size()
        self.scale = max(0.1, min(window[0] / w, window[1] / h))
        shown = (round(w * self.scale), round(h * self.scale))
        self.offset = ((window[0] - shown[0]) // 2, (window[1] - shown[1]) // 2)

    def present(self, window: pygame.Surface) -> None:
        """Copy the canvas, scaled, into the window (nothing to do without a canvas)."""
        if self.canvas is None:
            return
        self._fit(window.get_size())
        w, h = self.canvas.get_size()
        shown = (round(w * self.scale), round(h * self.scale))
        window.fill((0, 0, 0))
        window.blit(pygame.transform.smoothscale(self.canvas, shown), self.offset)

    def to_scene(self, event: pygame.event.Event) -> pygame.event.Event:
        """A pointer event with its position on the canvas (others as they are)."""
        if self.canvas is None or event.type not in MOUSE_EVENTS:
            return event
        fields = dict(event.dict)
        x, y = event.pos
        fields["pos"] = (
            int((x - self.offset[0]) / self.scale),
            int((y - self.offset[1]) / self.scale),
        )
        return pygame.event.Event(event.type, fields)

    def to_window(self, pos: tuple[int, int]) -> tuple[int, int]:
        """Where a canvas position shows in the window (tests post events there)."""
        if self.canvas is None:
            return pos
        return (
            round(pos[0] * self.scale + self.offset[0] + self.scale / 2),
            round(pos[1] * self.scale + self.offset[1] + self.scale / 2),
        )
