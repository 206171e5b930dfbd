"""A skin's preview for Settings: every cell sprite in an inset strip, and the face beside
it, scaled by the zoom's whole chrome factor (pixel art stays crisp; game/ui/sprites.py).
The strip wraps onto more lines where the window is narrow, never cutting a cell."""

from __future__ import annotations

import pygame

from game.skins.names import CELL_SPRITES
from game.ui.layout import Align, Box, Pad, Paint, Role, Row
from game.ui.look import Look
from game.ui.sprites import scaled

PREVIEW_CELLS = tuple(name for name in CELL_SPRITES if name != "pressed")
FACE = "face_smile"


def sprite_box(look: Look, name: str, size: tuple[int, int]) -> Paint:
    """One sprite of the skin at `size` window pixels."""

    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(scaled(look.skin, name, size), rect.topleft)

    return Paint(paint, size, size, exact=True, role=Role.IMAGE, name=name)


def skin_preview(look: Look) -> Box:
    """The cells in an inset, then the face, side by side (the face below when narrow)."""
    side = look.skin.cell_size * look.chrome
    cells = Row(
        [sprite_box(look, name, (side, side)) for name in PREVIEW_CELLS],
        0,
        flow=True,
        cross=Align.START,
    )
    w, h = look.skin.sprite(FACE).get_size()
    face = sprite_box(look, FACE, (w * look.chrome, h * look.chrome))
    return Row(
        [Pad(cells, 2, "frame_inset", role=Role.GROUP), face],
        8,
        flow=True,
        cross=Align.CENTER,
        role=Role.GROUP,
    )
