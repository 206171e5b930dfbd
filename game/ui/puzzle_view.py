"""Drawing a trainer position: the cells from the position text, picks and proof marks.

Reads a `Position` and the marks to show; never changes anything.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.model.position import COVERED, FLAGGED, Position
from game.skins import Skin
from game.ui import text
from game.ui.marks import cell_rect, outline

Cell = tuple[int, int]


def sprite_name(value: int) -> str:
    """The skin sprite for a position value (covered, flag, open, n1..n8)."""
    if value == COVERED:
        return "covered"
    if value == FLAGGED:
        return "flag"
    return f"n{value}" if value else "open"


def board_size(position: Position, skin: Skin) -> tuple[int, int]:
    """Pixel size of the drawn position."""
    return position.width * skin.cell_size, position.height * skin.cell_size


def draw_position(
    surface: pygame.Surface, skin: Skin, position: Position, origin: tuple[int, int]
) -> None:
    """Every cell of `position` with its sprite, the (0, 0) corner at `origin`."""
    size = skin.cell_size
    sprites = skin.sprites
    for r in range(position.height):
        for c in range(position.width):
            name = sprite_name(position.value(r, c))
            surface.blit(sprites[name], (origin[0] + c * size, origin[1] + r * size))


def draw_picks(
    surface: pygame.Surface, skin: Skin, picks: Iterable[Cell], origin: tuple[int, int]
) -> None:
    """The player's chosen cells, pressed in and outlined in the cursor colour."""
    size = skin.cell_size
    for r, c in picks:
        rect = cell_rect(r, c, size, origin)
        surface.blit(skin.sprites["pressed"], rect)
        outline(surface, rect, skin.colors["cursor"], 2)


def draw_proof(
    surface: pygame.Surface,
    skin: Skin,
    clues: Iterable[Cell],
    safe: Iterable[Cell],
    mines: Iterable[Cell],
    origin: tuple[int, int],
) -> None:
    """The proof as the Hint shows it: its numbers outlined, safe and mine cells marked."""
    size = skin.cell_size
    for r, c in clues:
        outline(surface, cell_rect(r, c, size, origin).inflate(-2, -2), skin.colors["clue"], 1)
    for cells, color in ((safe, skin.colors["hint"]), (mines, skin.colors["prob_high"])):
        for r, c in cells:
            outline(surface, cell_rect(r, c, size, origin), color, 2)


def draw_example(
    surface: pygame.Surface,
    skin: Skin,
    position: Position,
    clues: Iterable[Cell],
    safe: Iterable[Cell],
    mines: Iterable[Cell],
    center: tuple[int, int],
    scale: int = 2,
) -> pygame.Rect:
    """A lesson's small example, enlarged, with its proof marked; returns where it went."""
    picture = pygame.Surface(board_size(position, skin))
    draw_position(picture, skin, position, (0, 0))
    draw_proof(picture, skin, clues, safe, mines, (0, 0))
    big = pygame.transform.scale_by(picture, scale)
    rect = big.get_rect(center=center)
    surface.blit(big, rect)
    return rect


def draw_key(
    surface: pygame.Surface,
    skin: Skin,
    items: list[tuple[str, pygame.Color]],
    midtop: tuple[int, int],
) -> pygame.Rect:
    """A key of outline colours, each a small outlined square and its label, centred."""
    gap, box = 12, 10
    widths = [
        box + 4 + text.render(label, text.SMALL, skin.colors["text"]).get_width()
        for label, _ in items
    ]
    total = sum(widths) + gap * max(0, len(items) - 1)
    x, y = midtop[0] - total // 2, midtop[1]
    height = text.line_height()
    for (label, color), width in zip(items, widths, strict=True):
        square = pygame.Rect(x, y + (height - box) // 2, box, box)
        outline(surface, square, color, 2)
        text.blit_text(surface, label, (x + box + 4, y), skin.colors["text_dim"])
        x += width + gap
    return pygame.Rect(midtop[0] - total // 2, y, total, height)
