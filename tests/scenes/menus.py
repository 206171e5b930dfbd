"""Open a menu screen at a window size, zoom and language, and check a recorded frame as a
person would see it (tests/ui/layout_check.py)."""

from __future__ import annotations

import pygame

from game.ui import recorder
from tests.scenes.harness import Game
from tests.scenes.played import recorded
from tests.ui.layout_check import problems_in

SIZES = ((800, 600), (1280, 800), (1920, 1080))
WINDOWS = (((800, 600), 1.0), ((800, 600), 2.0), ((1920, 1080), 2.0))  # (size, zoom)


def window(game: Game, size: tuple[int, int], zoom: float, language: str = "de") -> None:
    """The player's window at `size`, the zoom and the language chosen in Settings."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    game.ctx.update_settings(scale=zoom, language=language)
    game.frames()


def frame_problems(game: Game, where: str) -> list[str]:
    """Everything cut, overlapping or outside the window in one frame."""
    return problems_in(recorded(game), game.surface.get_rect(), where)


def texts(drawn: list[recorder.Drawn]) -> list[recorder.Drawn]:
    """The texts a frame drew."""
    return [d for d in drawn if d.kind is recorder.Kind.TEXT and d.label.strip()]
