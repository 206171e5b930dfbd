"""Marks drawn over the board (cursor, hint and clue outlines, probability shading) and the
status strip under it that carries messages."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.skins import Skin
from game.ui import recorder, text
from game.ui.recorder import Kind
from game.ui.widgets import nine

Origin = tuple[int, int]


def cell_rect(row: int, col: int, cell: int, origin: Origin) -> pygame.Rect:
    """Screen rect of a cell for a board whose (0, 0) corner is drawn at origin."""
    return pygame.Rect(origin[0] + col * cell, origin[1] + row * cell, cell, cell)


def outline(
    surface: pygame.Surface, rect: pygame.Rect, color: pygame.Color, width: int = 1
) -> None:
    """A rectangle outline drawn inside rect."""
    pygame.draw.rect(surface, color, rect, width)


def draw_cursor(surface: pygame.Surface, skin: Skin, row: int, col: int, origin: Origin) -> None:
    """The keyboard cursor: a two-pixel outline with a dark inner edge for contrast."""
    rect = cell_rect(row, col, skin.cell_size, origin)
    outline(surface, rect, skin.colors["cursor"], 2)


def draw_exploded(surface: pygame.Surface, skin: Skin, row: int, col: int, origin: Origin) -> None:
    """The mine that was hit: a two-pixel outline, in the text colour (it stands out
    against the red cell), drawn over the verdict's outlines."""
    rect = cell_rect(row, col, skin.cell_size, origin)
    outline(surface, rect, skin.colors["text"], 2)


def draw_hint(
    surface: pygame.Surface,
    skin: Skin,
    cell: tuple[int, int],
    clues: Iterable[tuple[int, int]],
    origin: Origin,
    certain: bool,
) -> None:
    """Outline the hinted cell (hint colour, or prob_high for a risky guess) and its clues."""
    size = skin.cell_size
    for r, c in clues:
        outline(surface, cell_rect(r, c, size, origin).inflate(-2, -2), skin.colors["clue"], 1)
    color = skin.colors["hint"] if certain else skin.colors["prob_high"]
    outline(surface, cell_rect(*cell, size, origin), color, 2)


def draw_verdict(
    surface: pygame.Surface,
    skin: Skin,
    safe: Iterable[tuple[int, int]],
    suspect: Iterable[tuple[int, int]],
    origin: Origin,
) -> None:
    """After a loss: outline the cells that were safe (hint colour) and those not to trust."""
    size = skin.cell_size
    for cells, color in ((safe, skin.colors["hint"]), (suspect, skin.colors["prob_high"])):
        for r, c in cells:
            outline(surface, cell_rect(r, c, size, origin), color, 2)


def probability_color(skin: Skin, p: float) -> pygame.Color:
    """Blend from prob_low (0 %) to prob_high (100 %).

    The square root spreads the common low risks (5-30 %) over more of the scale, so a
    20 % cell already looks clearly riskier than a 5 % one.
    """
    return skin.colors["prob_low"].lerp(skin.colors["prob_high"], max(0.0, min(1.0, p)) ** 0.5)


def draw_probabilities(
    surface: pygame.Surface,
    skin: Skin,
    grid: list[list[float | None]],
    origin: Origin,
    visible: pygame.Rect,
) -> None:
    """Shade every covered cell by its mine probability (certain cells strongest)."""
    size = skin.cell_size
    shade = pygame.Surface((size, size), pygame.SRCALPHA)
    first_row = max(0, (visible.top - origin[1]) // size)
    first_col = max(0, (visible.left - origin[0]) // size)
    last_row = min(len(grid), (visible.bottom - origin[1]) // size + 1)
    last_col = min(len(grid[0]) if grid else 0, (visible.right - origin[0]) // size + 1)
    for r in range(first_row, last_row):
        row = grid[r]
        for c in range(first_col, last_col):
            p = row[c]
            if p is None:
                continue
            color = probability_color(skin, p)
            alpha = 150 if p in (0.0, 1.0) else 105
            shade.fill((color.r, color.g, color.b, alpha))
            surface.blit(shade, (origin[0] + c * size, origin[1] + r * size))


def status_lines(message: str, strip: pygame.Rect) -> list[str]:
    """The message's lines as the status strip shows them: wrapped, the last one shortened."""
    room = max(1, strip.h // text.line_height())
    lines = text.wrap(message, strip.w - 8)
    if len(lines) <= room:
        return [text.shorten(line, strip.w - 8, readable=True) for line in lines]
    kept = lines[: room - 1]
    rest = " ".join(lines[room - 1 :])
    return kept + [text.shorten(rest, strip.w - 8, force=True, readable=True)]


def status_shortened(message: str, strip: pygame.Rect) -> bool:
    """Whether the strip cannot show the whole message (the full text shows on hover)."""
    return " ".join(status_lines(message, strip)) != " ".join(text.wrap(message, strip.w - 8))


def draw_status(surface: pygame.Surface, skin: Skin, message: str, strip: pygame.Rect) -> None:
    """A message in the status strip under the board: never over cells or past the window."""
    recorder.note(Kind.WIDGET, strip, label="status")
    nine(surface, skin, "panel", strip)
    y = strip.y + 2
    for line in status_lines(message, strip):
        text.blit_text(surface, line, (strip.x + 4, y), skin.colors["text"])
        y += text.line_height()


def draw_full_text(surface: pygame.Surface, skin: Skin, message: str, strip: pygame.Rect) -> None:
    """The whole of a shortened message, just above the strip (the pointer asked for it)."""
    lines = text.wrap(message, strip.w - 8)
    rect = pygame.Rect(strip.x, 0, strip.w, len(lines) * text.line_height() + 6)
    rect.bottom = strip.top
    rect.clamp_ip(surface.get_rect())
    nine(surface, skin, "panel", rect)
    y = rect.y + 3
    for line in lines:
        text.blit_text(surface, line, (rect.x + 4, y), skin.colors["text"])
        y += text.line_height()


def draw_tooltip(surface: pygame.Surface, skin: Skin, label: str, pos: tuple[int, int]) -> None:
    """A small label near the pointer, kept inside the surface."""
    image = text.render(label, text.SMALL, skin.colors["text"], bold=True)
    rect = image.get_rect(bottomleft=(pos[0] + 8, pos[1] - 4)).inflate(8, 4)
    rect.clamp_ip(surface.get_rect())
    nine(surface, skin, "panel", rect, role="tooltip")
    surface.blit(image, image.get_rect(center=rect.center))
    recorder.note_text(surface, image, image.get_rect(center=rect.center), text.SMALL, label)
