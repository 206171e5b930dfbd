"""Drawing the live counters in the side panel: label at the left, figure at the right;
in a strip under the board (a panel wider than tall), in columns side by side.

A figure too wide for its line loses decimals, then is shown in thousands or millions
("1.52M"), so it never runs into its label however long the game (the panel keeps its
width and the window never grows with a number).
"""

from __future__ import annotations

import pygame

from game.ui.look import Look, TextRole
from game.ui.widgets import nine

LABEL_GAP = 6  # design pixels at least between a label and its figure
PANEL_PAD = 6
COLUMN_GAP = 14  # design pixels between two columns of a strip
STRIP_COLUMN = 90  # design pixels: the narrowest column of a strip (label and figure)


def compact(figure: str) -> list[str]:
    """Shorter ways to write a figure, longest first: fewer decimals, then k or M; in the
    figure's own decimal mark (a German figure keeps its comma).

    >>> compact("1524360.623")[-2:]
    ['1524361', '1.52M']
    >>> compact("77650163,3")[-1]
    '77,7M'
    """
    comma = "," in figure and "." not in figure
    try:
        value = float(figure.replace(",", ".") if comma else figure)
    except ValueError:
        return []
    ways = []
    _whole, _, decimals = figure.replace(",", ".").partition(".")
    for keep in range(len(decimals) - 1, -1, -1):
        ways.append(f"{value:.{keep}f}")
    big = [
        (size, suffix)
        for size, suffix in ((1e3, "k"), (1e6, "M"), (1e9, "G"))
        if abs(value) >= size
    ]
    if big:
        size, suffix = big[-1]
        short = f"{value / size:.3g}"
        if "e" not in short:
            ways.append(short + suffix)
    if comma:
        ways = [way.replace(".", ",") for way in ways]
    return [way for way in ways if way != figure]


def fitted(look: Look, label: str, figure: str, width: int) -> str:
    """The figure as written on a line `width` pixels wide beside its label."""
    room = width - look.width(label, TextRole.SMALL) - look.px(LABEL_GAP)
    for way in [figure, *compact(figure)]:
        if look.width(way, TextRole.STRONG) <= room:
            return way
    return figure


def panel_height(look: Look, lines: int) -> int:
    """Height of the counters' inset for `lines` figures."""
    return 2 * look.px(PANEL_PAD) + lines * (look.line(TextRole.STRONG) + look.px(2))


def strip_lines(look: Look, count: int, width: int) -> int:
    """Lines `count` counters take in a strip `width` pixels wide, as many a line as
    columns of at least `STRIP_COLUMN` fit."""
    gap = look.px(COLUMN_GAP)
    per_line = max(1, (width - 2 * look.px(PANEL_PAD) + gap) // (look.px(STRIP_COLUMN) + gap))
    return -(-count // per_line)


def draw_counters(
    surface: pygame.Surface, look: Look, panel: pygame.Rect, lines: list[tuple[str, str]]
) -> None:
    """The panel's inset and one line per (label, figure): label dim at the left, figure
    bold at the right. A panel too low for every line takes them in columns, left to
    right and then down, each column as wide as the others."""
    pad = look.px(PANEL_PAD)
    step = look.line(TextRole.STRONG) + look.px(2)
    rows = max(1, min(len(lines), (panel.h - 2 * pad) // step))
    columns = -(-len(lines) // rows)
    box = pygame.Rect(panel.x, panel.y, panel.w, min(panel.h, panel_height(look, rows)))
    nine(surface, look.skin, "frame_inset", box, scale=look.chrome)
    gap = look.px(COLUMN_GAP)
    inner = (box.w - 2 * pad - (columns - 1) * gap) // columns
    for index, (label, figure) in enumerate(lines):
        row, column = divmod(index, columns)
        x = box.x + pad + column * (inner + gap)
        y = box.y + pad + row * step
        look.blit(surface, label, (x, y + step // 2), TextRole.SMALL, "text_dim", "midleft")
        shown = fitted(look, label, figure, inner)
        look.blit(surface, shown, (x + inner, y), TextRole.STRONG, anchor="topright")
