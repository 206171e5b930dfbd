"""Drawing the live counters in the side panel: label at the left, figure at the right.

A figure too wide for its line loses decimals, then is shown in thousands or millions
("1.52M"), so it never runs into its label however long the game (the panel keeps its
width and the window never grows with a number).
"""

from __future__ import annotations

import pygame

from game.skins import Skin
from game.ui import text
from game.ui.side_panel import PANEL_PAD, panel_height
from game.ui.widgets import nine

LABEL_GAP = 6  # pixels at least between a label and its figure


def compact(figure: str) -> list[str]:
    """Shorter ways to write a figure, longest first: fewer decimals, then k or M.

    >>> compact("1524360.623")[-2:]
    ['1524361', '1.52M']
    """
    try:
        value = float(figure)
    except ValueError:
        return []
    ways = []
    whole, _, decimals = figure.partition(".")
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
    return [way for way in ways if way != figure]


def fitted(label: str, figure: str, width: int) -> str:
    """The figure as written on a line `width` pixels wide beside its label."""
    room = width - text.text_width(label) - LABEL_GAP
    for way in [figure, *compact(figure)]:
        if text.text_width(way, bold=True) <= room:
            return way
    return figure


def draw_counters(
    surface: pygame.Surface, skin: Skin, panel: pygame.Rect, lines: list[tuple[str, str]]
) -> None:
    """The panel's background and one line per (label, figure)."""
    colors = skin.colors
    surface.fill(colors["background"], panel)
    box = pygame.Rect(
        panel.x + 2, panel.y + PANEL_PAD, panel.w - 2 - PANEL_PAD, panel_height(len(lines))
    )
    nine(surface, skin, "frame_inset", box)
    y = box.y + PANEL_PAD
    inner = box.w - 2 * PANEL_PAD
    for label, figure in lines:
        text.blit_text(surface, label, (box.x + PANEL_PAD, y), colors["text_dim"])
        text.blit_text(
            surface,
            fitted(label, figure, inner),
            (box.right - PANEL_PAD, y),
            colors["text"],
            bold=True,
            anchor="topright",
        )
        y += text.line_height() + 2
