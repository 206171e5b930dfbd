"""The classic HUD: LED mine counter, face button and LED timer, at the layout's scale."""

from __future__ import annotations

import pygame

from game.skins import Skin
from game.ui import recorder
from game.ui.recorder import Kind
from game.ui.sprites import scaled, scaled_by
from game.ui.widgets import bevel


def led_text(value: int, digits: int = 3) -> str:
    """`digits` LED characters for a counter value (three: clamped to -99..999)."""
    value = max(-(10 ** (digits - 1) - 1), min(10**digits - 1, value))
    if value < 0:
        return "-" + f"{-value:0{digits - 1}d}"
    return f"{value:0{digits}d}"


def draw_led(
    surface: pygame.Surface,
    skin: Skin,
    rect: pygame.Rect,
    value: int,
    digits: int = 3,
    scale: int = 1,
) -> None:
    """A seven-segment counter of `digits` digits at a whole `scale` inside a sunken edge."""
    w, h = skin.sprite("led0").get_size()
    edge = scale
    digit = (w * scale, h * scale)
    bevel(surface, rect, skin, width=edge)
    recorder.note(Kind.WIDGET, rect.move(surface.get_abs_offset()), label="counter")
    for i, char in enumerate(led_text(value, digits)):
        name = "led_minus" if char == "-" else f"led{char}"
        surface.blit(scaled(skin, name, digit), (rect.x + edge + i * digit[0], rect.y + edge))


def draw_face(surface: pygame.Surface, skin: Skin, rect: pygame.Rect, face: str) -> None:
    """The face button: one of smile, press, oh, win, lose, filling rect."""
    w = skin.sprite(f"face_{face}").get_width()
    surface.blit(scaled_by(skin, f"face_{face}", rect.w / max(1, w)), rect)
