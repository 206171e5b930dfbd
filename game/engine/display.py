"""The window: a small logical surface scaled up by an integer factor with pygame.SCALED."""

from __future__ import annotations

import warnings

import pygame


def auto_scale(logical: tuple[int, int], desktop: tuple[int, int], cap: int = 4) -> int:
    """The largest integer scale (1..cap) at which the window fits on the desktop."""
    room_w, room_h = int(desktop[0] * 0.92), int(desktop[1] * 0.85)
    scale = 1
    while scale < cap and logical[0] * (scale + 1) <= room_w and logical[1] * (scale + 1) <= room_h:
        scale += 1
    return scale


class Display:
    """Owns the window: logical size, integer scale, title and icon."""

    def __init__(self, scale: int = 0, title: str = "Minesweeper") -> None:
        self.requested_scale = scale
        self.scale = 1
        self.size: tuple[int, int] = (0, 0)
        self.title = title
        self.icon: pygame.Surface | None = None

    def desktop_size(self) -> tuple[int, int]:
        """The size of the first desktop (a generous default when unknown)."""
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            sizes = []
        return sizes[0] if sizes else (1600, 1000)

    def max_logical(self) -> tuple[int, int]:
        """The largest logical size that fits on the desktop at the current scale."""
        desk = self.desktop_size()
        scale = max(1, self.requested_scale or 1)
        return int(desk[0] * 0.92) // scale, int(desk[1] * 0.85) // scale

    def set_scale(self, scale: int) -> None:
        """Change the scale (0 = automatic) and resize the window at once."""
        self.requested_scale = scale
        if self.size != (0, 0):
            size, self.size = self.size, (0, 0)
            self.ensure(size)

    def ensure(self, size: tuple[int, int]) -> pygame.Surface:
        """Make the window show a logical surface of `size`, scaled; reuse it if unchanged."""
        surface = pygame.display.get_surface()
        if surface is not None and size == self.size:
            return surface
        scale = self.requested_scale or auto_scale(size, self.desktop_size())
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            surface = pygame.display.set_mode(size, pygame.SCALED)
            window = pygame.Window.from_display_module()
            window.size = (size[0] * scale, size[1] * scale)
            desk = self.desktop_size()
            window.position = (
                max(0, (desk[0] - window.size[0]) // 2),
                max(0, (desk[1] - window.size[1]) // 2),
            )
        self.size = size
        self.scale = scale
        pygame.display.set_caption(self.title)
        if self.icon is not None:
            pygame.display.set_icon(self.icon)
        return surface

    def set_title(self, title: str) -> None:
        """Change the window title."""
        self.title = title
        pygame.display.set_caption(title)
