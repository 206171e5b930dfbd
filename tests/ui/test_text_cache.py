"""Rendered text is cached by string, size, weight and colour."""

import pygame

from game.ui import text


def test_the_same_line_is_rendered_once_and_any_difference_renders_anew():
    text._rendered.clear()
    black, red = pygame.Color(0, 0, 0), pygame.Color(255, 0, 0)
    first = text.render("Schwer 16x16", text.NORMAL, black)
    assert text.render("Schwer 16x16", text.NORMAL, pygame.Color(0, 0, 0)) is first
    others = [
        text.render("Schwer 16x16", text.NORMAL, red),
        text.render("Schwer 16x16", text.LARGE, black),
        text.render("Schwer 16x16", text.NORMAL, black, bold=True),
        text.render("Schwer 16x17", text.NORMAL, black),
    ]
    assert all(other is not first for other in others)
    assert len(text._rendered) == 5
    assert text.render("Schwer 16x16", text.NORMAL, red) is others[0]


def test_the_cache_is_bounded():
    for i in range(text.TEXT_CACHE + 10):
        text.render(f"line {i}", text.SMALL, pygame.Color(1, 2, 3))
    assert len(text._rendered) <= text.TEXT_CACHE
