"""Statistics charts drawn by the game in its skin: series, lines, histogram, heat map.

Each chart is a box of the layout system (`chart`): its title and legend are text boxes
(wrapped, never cut), its plot a `Paint` that draws prepared numbers (`game.chartdata`)
into the room it is given, text at the window's real pixel size. A value axis starts and
ends on round ticks (`game.ui.axes`): no negative time, speed or rate, whole numbers for
counts, tick labels inside the chart's frame and written so that they cannot be misread.
With no data a chart says so instead of drawing axes around nothing. Drawing changes
nothing. `ChartGrid` puts charts in as many columns as give each the most room.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

import pygame

from game.i18n import _
from game.i18n.formats import percent, seconds
from game.ui.axes import Axis, axis, ticks_that_fit
from game.ui.layout import Box, Column, Pad, Paint, Role, Row, Text
from game.ui.look import Look, TextRole

PALETTE = ("accent", "prob_high", "hint", "clue")  # the skin's colours of the lines, in turn
PLOT = (150, 80)  # the least a plot gets (design pixels): a readable chart, and what it measures
GRID_SHADE = 0.75  # grid lines: the dim text colour this far towards the background

Painter = Callable[[pygame.Surface, pygame.Rect], None]


def chart(
    look: Look,
    title: str,
    plot: Painter,
    legend: Sequence[tuple[str, str]] = (),
    said: str = "",
) -> Box:
    """A framed chart: its title (and a legend of (name, colour) after it, or under it when
    both do not fit on one line), then the plot filling the rest; a screen reader reads it
    as its title and `said`, what it shows in words."""
    names = [Text(name, TextRole.SMALL, color, wrap=False) for name, color in legend if name]
    head: Box = Text(title, TextRole.STRONG)
    if names:
        head = Row([Text(title, TextRole.STRONG, grow=1), Row(names, 8)], 12, flow=True)
    body = Column([head, Paint(plot, PLOT, PLOT, grow=1)], 4)
    name = f"{title}: {said}" if said else title
    return Pad(body, (8, 6), "frame_inset", grow=1, role=Role.IMAGE, name=name)


# ----------------------------------------------------------------------------- drawing


def _label(
    surface: pygame.Surface, look: Look, words: str, pos: tuple[int, int], anchor: str
) -> None:
    """A small dim label, drawn only when wholly in view (a scrolled page shows none cut)."""
    rect = pygame.Rect(0, 0, look.width(words, TextRole.SMALL), look.line(TextRole.SMALL))
    setattr(rect, anchor, pos)
    if surface.get_clip().contains(rect):
        look.blit(surface, words, pos, TextRole.SMALL, "text_dim", anchor)


def empty(surface: pygame.Surface, look: Look, rect: pygame.Rect, message: str) -> None:
    """The message in the middle of an empty chart (wrapped to its width)."""
    lines = look.wrap(message, rect.w, TextRole.SMALL)
    step = look.line(TextRole.SMALL)
    y = rect.centery - step * len(lines) // 2
    for line in lines:
        _label(surface, look, line, (rect.centerx, y), "midtop")
        y += step


def plot_area(look: Look, rect: pygame.Rect, labels: Sequence[str], below: bool) -> pygame.Rect:
    """The part of `rect` the data is drawn in: room on the left for the tick labels, half a
    line above and below for the top and bottom ones, a line below for the x labels."""
    line = look.line(TextRole.SMALL)
    left = max((look.width(label, TextRole.SMALL) for label in labels), default=0) + look.px(4)
    top = line // 2 + 1
    bottom = (line + look.px(2)) if below else line // 2 + 1
    return pygame.Rect(
        rect.x + left,
        rect.y + top,
        max(1, rect.w - left - look.px(2)),
        max(1, rect.h - top - bottom),
    )


def _y(value: float, area: pygame.Rect, scale: Axis) -> int:
    span = (scale.high - scale.low) or 1.0
    return area.bottom - 1 - round((value - scale.low) / span * (area.h - 1))


def _axis(
    surface: pygame.Surface, look: Look, area: pygame.Rect, scale: Axis, labels: Sequence[str]
) -> None:
    """Grid lines at the ticks, their labels left of the plot, and the two axis lines."""
    dim = look.color("text_dim")
    grid = dim.lerp(look.color("background"), GRID_SHADE)
    for tick, label in zip(scale.ticks, labels, strict=True):
        y = _y(tick, area, scale)
        if tick != scale.low:
            pygame.draw.line(surface, grid, (area.x + 1, y), (area.right - 1, y))
        _label(surface, look, label, (area.x - look.px(4), y), "midright")
    pygame.draw.line(surface, dim, area.bottomleft, area.bottomright)
    pygame.draw.line(surface, dim, area.bottomleft, area.topleft)


def _points(
    values: Sequence[float], area: pygame.Rect, scale: Axis, ratio: float = 1.0
) -> list[tuple[int, int]]:
    """Where the values go, at most about two a pixel column (thousands of games stay fast:
    only the values drawn are placed)."""
    n = len(values)
    step = (area.w - 1) / max(1, n - 1)
    limit = max(2, 2 * area.w)
    if n <= limit:
        shown: Sequence[int] = range(n)
    else:
        stride = n / limit
        shown = [int(i * stride) for i in range(limit)] + [n - 1]
    return [(area.x + round(i * step), _y(values[i] * ratio, area, scale)) for i in shown]


def _scale(
    look: Look,
    rect: pygame.Rect,
    values: Sequence[float],
    *,
    rate: bool = False,
    whole: bool = False,
    floor: float | None = 0.0,
    include: Sequence[float] = (),
    below: bool = False,
) -> tuple[Axis, list[str], pygame.Rect]:
    """The axis for values drawn in rect (a rate in percent), its labels and the plot area."""
    line = look.line(TextRole.SMALL)
    most = ticks_that_fit(rect.h - line * (2 if below else 1), line)
    shown = [v * 100 for v in values] if rate else list(values)
    scale = axis(
        shown, most=most, floor=floor, ceiling=100.0 if rate else None, whole=whole, include=include
    )
    labels = [percent(t / 100, scale.decimals) for t in scale.ticks] if rate else scale.labels()
    return scale, labels, plot_area(look, rect, labels, below)


def series(
    look: Look,
    values: Sequence[float],
    average: Sequence[float],
    nothing: str | None = None,
    *,
    rate: bool = False,
    whole: bool = False,
) -> Painter:
    """One dot per game and the moving average as a line; `nothing` is said when there are
    no values (by default "No unassisted wins yet"); `rate`: fractions shown in percent;
    `whole`: counts (whole-number ticks)."""

    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        if not values:
            empty(surface, look, rect, _("No unassisted wins yet") if nothing is None else nothing)
            return
        scale, labels, area = _scale(
            look,
            rect,
            [*values, *average],
            rate=rate,
            whole=whole,
            include=(0,) if rate or whole else (),
        )
        _axis(surface, look, area, scale, labels)
        ratio = 100.0 if rate else 1.0
        dot = look.color("text_dim")
        size = max(2, look.px(3))
        for x, y in _points(values, area, scale, ratio):
            surface.fill(dot, (x - size // 2, y - size // 2, size, size))
        line = _points(average, area, scale, ratio)
        if len(line) > 1:
            pygame.draw.lines(surface, look.color("accent"), False, line, max(2, look.px(2)))

    return paint


def lines(
    look: Look,
    named: Mapping[str, Sequence[float]],
    *,
    rate: bool = False,
    whole: bool = False,
    floor: float | None = 0.0,
) -> Painter:
    """Several lines over their own games (x from first to last), each in its colour of
    `legend(named)`; `rate`: fractions from 0 to 100 %."""
    present = {name: values for name, values in named.items() if values}

    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        if not present:
            empty(surface, look, rect, _("Nothing to show yet"))
            return
        every = [v for values in present.values() for v in values]
        scale, labels, area = _scale(
            look, rect, every, rate=rate, whole=whole, floor=floor, include=(0, 100) if rate else ()
        )
        _axis(surface, look, area, scale, labels)
        ratio = 100.0 if rate else 1.0
        width = max(2, look.px(2))
        for i, values in enumerate(present.values()):
            color = look.color(PALETTE[i % len(PALETTE)])
            points = _points(values, area, scale, ratio)
            if len(points) > 1:
                pygame.draw.lines(surface, color, False, points, width)
            else:
                surface.fill(
                    color, (points[0][0] - width, points[0][1] - width, 2 * width, 2 * width)
                )

    return paint


def legend(named: Mapping[str, Sequence[float]]) -> list[tuple[str, str]]:
    """(name, colour) of each line `lines` draws."""
    present = [name for name, values in named.items() if values]
    return [(name, PALETTE[i % len(PALETTE)]) for i, name in enumerate(present)]


def bars(look: Look, counts: Sequence[int], value_range: tuple[float, float]) -> Painter:
    """A histogram of winning times: one bar per bin, whole-number counts on the axis, the
    fastest and slowest time under it."""

    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        if not any(counts):
            empty(surface, look, rect, _("No unassisted wins yet"))
            return
        scale, labels, area = _scale(look, rect, counts, whole=True, include=(0,), below=True)
        _axis(surface, look, area, scale, labels)
        width = area.w / len(counts)
        color = look.color("accent")
        for i, count in enumerate(counts):
            if not count:
                continue
            top = _y(count, area, scale)
            bar = pygame.Rect(
                area.x + round(i * width) + 1, top, max(1, round(width) - 2), area.bottom - top
            )
            pygame.draw.rect(surface, color, bar)
        low, high = value_range
        y = area.bottom + look.px(2)
        _label(surface, look, seconds(math.floor(low), 0), (area.x, y), "topleft")
        _label(surface, look, seconds(math.ceil(high), 0), (area.right, y), "topright")

    return paint


def heat_map(look: Look, heat: Sequence[Sequence[int]]) -> Painter:
    """The board with each cell shaded by how many losses happened there."""

    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        rows = len(heat)
        cols = len(heat[0]) if rows else 0
        top = max((max(row) for row in heat), default=0) if rows else 0
        if not top:
            empty(surface, look, rect, _("No losses recorded yet"))
            return
        size = max(1, min(rect.w // cols, rect.h // rows))
        origin = (rect.centerx - cols * size // 2, rect.centery - rows * size // 2)
        low, high = look.color("prob_low"), look.color("prob_high")
        cover = look.color("shadow")
        inner = size - (size > 3)
        for r, row in enumerate(heat):
            for c, count in enumerate(row):
                color = cover if not count else low.lerp(high, (count / top) ** 0.5)
                surface.fill(color, (origin[0] + c * size, origin[1] + r * size, inner, inner))

    return paint


# ------------------------------------------------------------------------------ the grid


class ChartGrid(Box):
    """Charts in a grid of as many columns as give each the most room: a wide window shows
    them side by side, a narrow one one under another (the page scrolls). `aspect` is the
    width-to-height shape a chart reads best at."""

    role = Role.GROUP

    def __init__(
        self, charts: Sequence[Box], aspect: float = 2.0, gap: int = 8, *, grow: float = 1
    ) -> None:
        super().__init__(grow=grow)
        self.charts = list(charts)
        self.aspect = aspect
        self.gap = gap
        self.columns = 1

    def children(self) -> Sequence[Box]:
        """The charts."""
        return self.charts

    def _cell_w(self, look: Look, width: int, columns: int) -> int:
        return (width - look.px(self.gap) * (columns - 1)) // columns

    def _least(self, look: Look) -> int:
        return max((c.min_width(look) for c in self.charts), default=0)

    def _height(self, look: Look, cell_w: int, rows: int) -> int:
        """The least height of `rows` rows of charts `cell_w` wide."""
        tallest = max((c.measure(look, cell_w)[1] for c in self.charts), default=0)
        return rows * tallest + look.px(self.gap) * (rows - 1)

    def _fits(self, look: Look, width: int) -> list[int]:
        """The column counts whose charts are at least as wide as a plot must be."""
        least = max(self._least(look), look.px(PLOT[0]))
        counts = range(1, len(self.charts) + 1)
        fits = [c for c in counts if self._cell_w(look, width, c) >= least]
        return fits or [1]

    def min_width(self, look: Look) -> int:
        """One column."""
        return self._least(look)

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The whole width, as short as the most columns that fit make it."""
        columns = max(self._fits(look, max_w))
        rows = math.ceil(len(self.charts) / columns)
        return max_w, self._height(look, self._cell_w(look, max_w, columns), rows)

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """The column count that gives the charts the most room at their shape."""
        super().place(look, rect)
        gap = look.px(self.gap)
        best, best_score = 1, -1.0
        for columns in self._fits(look, rect.w):
            rows = math.ceil(len(self.charts) / columns)
            cell_w = self._cell_w(look, rect.w, columns)
            if self._height(look, cell_w, rows) > rect.h:
                continue
            cell_h = (rect.h - gap * (rows - 1)) // rows
            score = min(float(cell_w), cell_h * self.aspect)
            if score > best_score:
                best, best_score = columns, score
        self.columns = best
        rows = math.ceil(len(self.charts) / best)
        cell_w = self._cell_w(look, rect.w, best)
        cell_h = max(
            (rect.h - gap * (rows - 1)) // rows,
            max((c.measure(look, cell_w)[1] for c in self.charts), default=0),
        )
        for index, box in enumerate(self.charts):
            row, column = divmod(index, best)
            box.place(
                look,
                pygame.Rect(
                    rect.x + column * (cell_w + gap), rect.y + row * (cell_h + gap), cell_w, cell_h
                ),
            )
