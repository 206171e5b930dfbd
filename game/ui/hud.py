"""The classic HUD: LED mine counter, face button and LED timer."""

from __future__ import annotations

import pygame

from game.skins import Skin
from game.ui.widgets import bevel


def led_text(value: int) -> str:
    """Three LED characters for a counter value, clamped to -99..999."""
    value = max(-99, min(999, value))
    if value < 0:
        return "-" + f"{-value:02d}"
    return f"{value:03d}"


def led_size(skin: Skin) -> tuple[int, int]:
    """Size of a three-digit LED counter, bevel included."""
    w, h = skin.sprite("led0").get_size()
    return 3 * w + 2, h + 2


def draw_led(surface: pygame.Surface, skin: Skin, topleft: tuple[int, int], value: int) -> None:
    """A three-digit seven-segment counter inside a 1-pixel sunken edge."""
    w, h = skin.sprite("led0").get_size()
    x, y = topleft
    bevel(surface, pygame.Rect(x, y, 3 * w + 2, h + 2), skin)
    for i, char in enumerate(led_text(value)):
        name = "led_minus" if char == "-" else f"led{char}"
        surface.blit(skin.sprite(name), (x + 1 + i * w, y + 1))


def draw_face(surface: pygame.Surface, skin: Skin, rect: pygame.Rect, face: str) -> None:
    """The face button: one of smile, press, oh, win, lose."""
    surface.blit(skin.sprite(f"face_{face}"), rect)
