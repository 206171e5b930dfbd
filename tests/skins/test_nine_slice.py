"""Nine-slice drawing keeps the corners and stretches edges and centre."""

from __future__ import annotations

import pygame

from game.skins import draw_nine_slice

RED, GREEN, BLUE, WHITE = (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255,) * 4


def piece() -> pygame.Surface:
    """A 9 x 9 sprite, corner 3: red corners, green edges, blue centre."""
    sprite = pygame.Surface((9, 9), pygame.SRCALPHA)
    sprite.fill(GREEN)
    for x in (0, 6):
        for y in (0, 6):
            sprite.fill(RED, (x, y, 3, 3))
    sprite.fill(BLUE, (3, 3, 3, 3))
    sprite.set_at((0, 0), WHITE)
    return sprite


def test_corners_kept_edges_and_centre_stretched() -> None:
    target = pygame.Surface((40, 30), pygame.SRCALPHA)
    draw_nine_slice(target, piece(), pygame.Rect(5, 4, 30, 20), 3)
    assert target.get_at((5, 4)) == WHITE
    assert target.get_at((6, 4)) == RED
    assert target.get_at((34, 23)) == RED
    assert target.get_at((20, 4)) == GREEN
    assert target.get_at((5, 15)) == GREEN
    assert target.get_at((20, 15)) == BLUE
    assert target.get_at((31, 20)) == BLUE
    assert target.get_at((4, 4)) == (0, 0, 0, 0)
    assert target.get_at((35, 24)) == (0, 0, 0, 0)


def test_small_and_empty_rectangles() -> None:
    target = pygame.Surface((10, 10), pygame.SRCALPHA)
    draw_nine_slice(target, piece(), pygame.Rect(0, 0, 4, 4), 3)
    assert target.get_at((0, 0)) == WHITE
    assert target.get_at((3, 3)) == RED
    before = pygame.image.tobytes(target, "RGBA")
    draw_nine_slice(target, piece(), pygame.Rect(2, 2, 0, 5), 3)
    assert pygame.image.tobytes(target, "RGBA") == before


def test_exact_size_is_a_plain_copy() -> None:
    target = pygame.Surface((9, 9), pygame.SRCALPHA)
    sprite = piece()
    draw_nine_slice(target, sprite, pygame.Rect(0, 0, 9, 9), 3)
    assert pygame.image.tobytes(target, "RGBA") == pygame.image.tobytes(sprite, "RGBA")
