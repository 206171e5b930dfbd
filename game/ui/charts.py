"""Statistics charts drawn by the game in its skin: series, lines, histogram, heat map.

Every function reads prepared numbers (`game.chartdata`) and draws into a
rectangle; none changes anything. Colours come from the skin, so the charts
follow the classic, dark and high-contrast looks. With no data a chart says
so instead of drawing axes around nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from game.i18n import _
from game.i18n.formats import number, seconds
from game.skins import Skin
from game.ui import recorder, text
from game.ui.recorder import Kind
from game.ui.widgets import bevel

PAD = 4


def panel(surface: pygame.Surface, skin: Skin, rect: pygame.Rect, title: str) -> pygame.Rect:
    """A sunken panel with a title; returns the plotting area inside it."""
    pygame.draw.rect(surface, skin.colors["background"], rect)
    bevel(surface, rect, skin)
    text.blit_text(surface, title, (rect.x + PAD, rect.y + 2), skin.colors["text"], bold=True)
    top = rect.y + 3 + text.line_height()
    return pygame.Rect(rect.x + PAD + 24, top, rect.w - 2 * PAD - 24, rect.bottom - top - PAD)


def empty(surface: pygame.Surface, skin: Skin, area: pygame.Rect, message: str) -> None:
    """The message in the middle of an empty chart."""
    text.blit_text(surface, message, area.center, skin.colors["text_dim"], anchor="center")


def _scale(low: float, high: float) -> tuple[float, float]:
    if high - low < 1e-9:
        return low - 1.0, high + 1.0
    margin = (high - low) * 0.05
    floor = 0.0 if low >= 0 else low - margin  # times and speeds never go below zero
    return max(floor, low - margin), high + margin


def _axis(surface: pygame.Surface, skin: Skin, area: pygame.Rect, low: float, high: float) -> None:
    dim = skin.colors["text_dim"]
    pygame.draw.line(surface, dim, area.bottomleft, area.bottomright)
    pygame.draw.line(surface, dim, area.bottomleft, area.topleft)
    for value, y in ((high, area.top), (low, area.bottom - text.line_height())):
        label = number(value, 0 if abs(high) >= 10 else 1)
        text.blit_text(surface, label, (area.x - 2, y), dim, text.SMALL, anchor="topright")


def _points(
    values: Sequence[float], area: pygame.Rect, low: float, high: float
) -> list[tuple[int, int]]:
    n = len(values)
    step = (area.w - 1) / max(1, n - 1)
    span = high - low
    return [
        (area.x + round(i * step), area.bottom - 1 - round((v - low) / span * (area.h - 1)))
        for i, v in enumerate(values)
    ]


def _thin(points: list[tuple[int, int]], width: int) -> list[tuple[int, int]]:
    """At most about two points per pixel column (thousands of games stay fast)."""
    limit = max(2, 2 * width)
    if len(points) <= limit:
        return points
    stride = len(points) / limit
    return [points[int(i * stride)] for i in range(limit)] + [points[-1]]


def series(
    surface: pygame.Surface,
    skin: Skin,
    rect: pygame.Rect,
    title: str,
    values: Sequence[float],
    average: Sequence[float],
    nothing: str | None = None,
    percent: bool = False,
) -> None:
    """One dot per game and the moving average as a line; `nothing` is said when there
    are no values (by default "No wins yet"); `percent` labels the axis in percent."""
    area = panel(surface, skin, rect, title)
    if not values:
        empty(surface, skin, area, _("No wins yet") if nothing is None else nothing)
        return
    if percent:
        low, high = 0.0, max(0.05, max(values))
    else:
        low, high = _scale(min(values), max(values))
    scale = 100 if percent else 1
    _axis(surface, skin, area, low * scale, high * scale)
    dot = skin.colors["text_dim"]
    for x, y in _thin(_points(values, area, low, high), area.w):
        surface.fill(dot, (x, y, 2, 2))
    line = _thin(_points(average, area, low, high), area.w)
    if len(line) > 1:
        pygame.draw.lines(surface, skin.colors["accent"], False, line, 2)


def lines(
    surface: pygame.Surface,
    skin: Skin,
    rect: pygame.Rect,
    title: str,
    named: Mapping[str, Sequence[float]],
    low: float | None = None,
    high: float | None = None,
    percent: bool = False,
) -> None:
    """Several lines over their own games (x from first to last), with a legend."""
    area = panel(surface, skin, rect, title)
    present = {k: v for k, v in named.items() if v}
    if not present:
        empty(surface, skin, area, _("Nothing to show yet"))
        return
    every = [v for values in present.values() for v in values]
    lo = min(every) if low is None else low
    hi = max(every) if high is None else high
    lo, hi = _scale(lo, hi) if low is None else (lo, hi)
    _axis(surface, skin, area, lo * (100 if percent else 1), hi * (100 if percent else 1))
    palette = [
        skin.colors["accent"],
        skin.colors["prob_high"],
        skin.colors["hint"],
        skin.colors["clue"],
    ]
    x = area.right - 4
    for i, (name, values) in enumerate(present.items()):
        color = palette[i % len(palette)]
        points = _thin(_points(values, area, lo, hi), area.w)
        if len(points) > 1:
            pygame.draw.lines(surface, color, False, points, 2)
        else:
            surface.fill(color, (*points[0], 3, 3))
        label = text.render(name, text.SMALL, color, bold=True)
        x -= label.get_width()
        surface.blit(label, (x, rect.y + 2))
        recorder.note(Kind.TEXT, label.get_rect(topleft=(x, rect.y + 2)), text.SMALL, name)
        x -= 6


def bars(
    surface: pygame.Surface,
    skin: Skin,
    rect: pygame.Rect,
    title: str,
    counts: Sequence[int],
    value_range: tuple[float, float],
) -> None:
    """A histogram: one bar per bin, the range written under the axis."""
    area = panel(surface, skin, rect, title)
    if not any(counts):
        empty(surface, skin, area, _("No wins yet"))
        return
    area.h -= text.line_height()
    top = max(counts)
    _axis(surface, skin, area, 0, top)
    width = area.w / len(counts)
    for i, count in enumerate(counts):
        h = round(count / top * (area.h - 1))
        bar = pygame.Rect(
            area.x + round(i * width) + 1, area.bottom - h, max(1, round(width) - 2), h
        )
        pygame.draw.rect(surface, skin.colors["accent"], bar)
    dim = skin.colors["text_dim"]
    text.blit_text(surface, seconds(value_range[0], 0), area.bottomleft, dim, text.SMALL)
    text.blit_text(
        surface, seconds(value_range[1], 0), area.bottomright, dim, text.SMALL, anchor="topright"
    )


def heat_map(
    surface: pygame.Surface,
    skin: Skin,
    rect: pygame.Rect,
    title: str,
    heat: Sequence[Sequence[int]],
) -> None:
    """The board with each cell shaded by how many losses happened there."""
    area = panel(surface, skin, rect, title)
    area.x -= 20
    area.w += 20
    rows = len(heat)
    cols = len(heat[0]) if rows else 0
    top = max((max(row) for row in heat), default=0) if rows else 0
    if not top:
        empty(surface, skin, area, _("No losses recorded yet"))
        return
    size = max(1, min(area.w // cols, area.h // rows))
    origin = (area.centerx - cols * size // 2, area.centery - rows * size // 2)
    low, high = skin.colors["prob_low"], skin.colors["prob_high"]
    cover = skin.colors["shadow"]
    for r, row in enumerate(heat):
        for c, count in enumerate(row):
            color = cover if not count else low.lerp(high, (count / top) ** 0.5)
            surface.fill(
                color,
                (origin[0] + c * size, origin[1] + r * size, size - (size > 3), size - (size > 3)),
            )
