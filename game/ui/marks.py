"""Marks drawn over the board (cursor, hint and clue outlines, probability shading) and the
status strip under it that carries messages, at the cell size and zoom of the layout."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.skins import Skin
from game.ui import recorder, text
from game.ui.look import Look, TextRole
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


def line_width(cell: int, thick: bool = True) -> int:
    """An outline's width for cells `cell` pixels square (2 or 1 at 16 pixels)."""
    return max(1, round(cell / (8 if thick else 16)))


def draw_cursor(
    surface: pygame.Surface, skin: Skin, row: int, col: int, origin: Origin, cell: int
) -> None:
    """The keyboard cursor: a thick outline in the cursor colour."""
    outline(surface, cell_rect(row, col, cell, origin), skin.colors["cursor"], line_width(cell))


def draw_exploded(
    surface: pygame.Surface, skin: Skin, row: int, col: int, origin: Origin, cell: int
) -> None:
    """The mine that was hit: a thick outline in the text colour (it stands out against the
    red cell), drawn over the verdict's outlines."""
    outline(surface, cell_rect(row, col, cell, origin), skin.colors["text"], line_width(cell))


def draw_hint(
    surface: pygame.Surface,
    skin: Skin,
    where: tuple[int, int],
    clues: Iterable[tuple[int, int]],
    origin: Origin,
    certain: bool,
    cell: int,
) -> None:
    """Outline the hinted cell (hint colour, or prob_high for a risky guess) and its clues."""
    thin = line_width(cell, thick=False)
    for r, c in clues:
        rect = cell_rect(r, c, cell, origin).inflate(-2 * thin, -2 * thin)
        outline(surface, rect, skin.colors["clue"], thin)
    color = skin.colors["hint"] if certain else skin.colors["prob_high"]
    outline(surface, cell_rect(*where, cell, origin), color, line_width(cell))


def draw_verdict(
    surface: pygame.Surface,
    skin: Skin,
    safe: Iterable[tuple[int, int]],
    suspect: Iterable[tuple[int, int]],
    origin: Origin,
    cell: int,
) -> None:
    """After a loss: outline the cells that were safe (hint colour) and those not to trust."""
    for cells, color in ((safe, skin.colors["hint"]), (suspect, skin.colors["prob_high"])):
        for r, c in cells:
            outline(surface, cell_rect(r, c, cell, origin), color, line_width(cell))


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
    cell: int,
) -> None:
    """Shade every covered cell by its mine probability (certain cells strongest)."""
    shade = pygame.Surface((cell, cell), pygame.SRCALPHA)
    first_row = max(0, (visible.top - origin[1]) // cell)
    first_col = max(0, (visible.left - origin[0]) // cell)
    last_row = min(len(grid), (visible.bottom - origin[1]) // cell + 1)
    last_col = min(len(grid[0]) if grid else 0, (visible.right - origin[0]) // cell + 1)
    for r in range(first_row, last_row):
        row = grid[r]
        for c in range(first_col, last_col):
            p = row[c]
            if p is None:
                continue
            color = probability_color(skin, p)
            alpha = 150 if p in (0.0, 1.0) else 105
            shade.fill((color.r, color.g, color.b, alpha))
            surface.blit(shade, (origin[0] + c * cell, origin[1] + r * cell))


def _inner(look: Look, strip: pygame.Rect) -> int:
    """The width the strip's words may take."""
    return max(1, strip.w - 2 * look.px(4))


def status_lines(look: Look, message: str, strip: pygame.Rect) -> list[str]:
    """The message's lines as the status strip shows them: wrapped, the last one shortened
    (the whole text shows when the pointer rests on the strip)."""
    role = TextRole.SMALL
    px, bold = look.text_px(role), look.bold(role)
    room = max(1, (strip.h - 2 * look.px(2)) // look.line(role))
    width = _inner(look, strip)
    lines = look.wrap(message, width, role)
    if len(lines) <= room:
        return [text.shorten(line, width, px, bold, readable=True) for line in lines]
    kept = lines[: room - 1]
    rest = " ".join(lines[room - 1 :])
    return kept + [text.shorten(rest, width, px, bold, force=True, readable=True)]


def status_shortened(look: Look, message: str, strip: pygame.Rect) -> bool:
    """Whether the strip cannot show the whole message (the full text shows on hover)."""
    whole = look.wrap(message, _inner(look, strip), TextRole.SMALL)
    return " ".join(status_lines(look, message, strip)) != " ".join(whole)


def draw_status(surface: pygame.Surface, look: Look, message: str, strip: pygame.Rect) -> None:
    """A message in the status strip under the board: never over cells or past the window."""
    recorder.note(Kind.WIDGET, strip, label="status")
    nine(surface, look.skin, "panel", strip, scale=look.chrome)
    y = strip.y + look.px(2)
    for line in status_lines(look, message, strip):
        look.blit(surface, line, (strip.x + look.px(4), y), TextRole.SMALL)
        y += look.line(TextRole.SMALL)


def draw_full_text(surface: pygame.Surface, look: Look, message: str, strip: pygame.Rect) -> None:
    """The whole of a shortened message, just above the strip (the pointer asked for it)."""
    lines = look.wrap(message, _inner(look, strip), TextRole.SMALL)
    height = len(lines) * look.line(TextRole.SMALL) + 2 * look.px(3)
    rect = pygame.Rect(strip.x, 0, strip.w, height)
    rect.bottom = strip.top
    rect.clamp_ip(surface.get_rect())
    nine(surface, look.skin, "panel", rect, role="tooltip", scale=look.chrome)
    y = rect.y + look.px(3)
    for line in lines:
        look.blit(surface, line, (rect.x + look.px(4), y), TextRole.SMALL)
        y += look.line(TextRole.SMALL)


def draw_tooltip(surface: pygame.Surface, look: Look, label: str, pos: tuple[int, int]) -> None:
    """A small label near the pointer, kept inside the surface."""
    px = look.text_px(TextRole.SMALL)
    image = text.render(label, px, look.color("text"), bold=True)
    offset = look.px(8)
    rect = image.get_rect(bottomleft=(pos[0] + offset, pos[1] - offset // 2))
    rect = rect.inflate(look.px(8), look.px(4))
    rect.clamp_ip(surface.get_rect())
    nine(surface, look.skin, "panel", rect, role="tooltip", scale=look.chrome)
    surface.blit(image, image.get_rect(center=rect.center))
    recorder.note_text(surface, image, image.get_rect(center=rect.center), px, label)
