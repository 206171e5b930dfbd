"""The classic HUD: LED mine counter, face button and LED timer."""

from __future__ import annotations

import pygame

from game.skins import Skin
from game.ui import recorder
from game.ui.recorder import Kind
from game.ui.widgets import bevel


def led_text(value: int, digits: int = 3) -> str:
    """`digits` LED characters for a counter value (three: clamped to -99..999)."""
    value = max(-(10 ** (digits - 1) - 1), min(10**digits - 1, value))
    if value < 0:
        return "-" + f"{-value:0{digits - 1}d}"
    return f"{value:0{digits}d}"


def led_size(skin: Skin, digits: int = 3) -> tuple[int, int]:
    """Size of an LED counter of `digits` digits, bevel included."""
    w, h = skin.sprite("led0").get_size()
    return digits * w + 2, h + 2


def draw_led(
    surface: pygame.Surface, skin: Skin, topleft: tuple[int, int], value: int, digits: int = 3
) -> None:
    """A seven-segment counter of `digits` digits inside a 1-pixel sunken edge."""
    w, h = skin.sprite("led0").get_size()
    x, y = topleft
    box = pygame.Rect(x, y, digits * w + 2, h + 2)
    bevel(surface, box, skin)
    recorder.note(Kind.WIDGET, box.move(surface.get_abs_offset()), label="counter")
    for i, char in enumerate(led_text(value, digits)):
        name = "led_minus" if char == "-" else f"led{char}"
        surface.blit(skin.sprite(name), (x + 1 + i * w, y + 1))


def draw_face(surface: pygame.Surface, skin: Skin, rect: pygame.Rect, face: str) -> None:
    """The face button: one of smile, press, oh, win, lose."""
    surface.blit(skin.sprite(f"face_{face}"), rect)
