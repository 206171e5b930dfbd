"""The skin's pixel-art sprites at the size they are shown, scaled once and cached.

A sprite shown at a whole multiple of its size is scaled by nearest neighbour (crisp pixel
art); at any other size it is first enlarged by the next whole factor, then smoothed down,
so its edges stay even instead of some pixels doubling and others not.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.skins import Skin

KEPT = 512  # scaled sprites kept (the least recently used go first)

_cache: OrderedDict[tuple[pygame.Surface, tuple[int, int]], pygame.Surface] = OrderedDict()


def scaled_surface(sprite: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """`sprite` shown at `size` (not cached). An opaque sprite stays opaque (smoothing an
    alpha surface would leave edges a little see-through, and a cell drawn over another
    would then show the old one through it)."""
    w, h = sprite.get_size()
    if (w, h) == size:
        return sprite
    if w and h and pygame.mask.from_surface(sprite, 254).count() == w * h:
        opaque = pygame.Surface((w, h))
        opaque.blit(sprite, (0, 0))
        sprite = opaque
    if w and h and size[0] % w == 0 and size[1] % h == 0 and size[0] // w == size[1] // h:
        return pygame.transform.scale(sprite, size)
    factor = max(1, -(-size[0] // max(1, w)), -(-size[1] // max(1, h)))
    big = pygame.transform.scale(sprite, (w * factor, h * factor))
    return pygame.transform.smoothscale(big, size)


def scaled(skin: Skin, name: str, size: tuple[int, int]) -> pygame.Surface:
    """The skin's sprite `name` at `size` pixels (cached: blit it, never draw on it)."""
    sprite = skin.sprite(name)
    key = (sprite, size)  # the sprite itself: a new sprite never reuses an old one's entry
    image = _cache.get(key)
    if image is not None:
        _cache.move_to_end(key)
        return image
    image = scaled_surface(sprite, size)
    _cache[key] = image
    if len(_cache) > KEPT:
        _cache.popitem(last=False)
    return image


def scaled_by(skin: Skin, name: str, factor: float) -> pygame.Surface:
    """The skin's sprite `name` `factor` times its own size."""
    w, h = skin.sprite(name).get_size()
    return scaled(skin, name, (max(1, round(w * factor)), max(1, round(h * factor))))
