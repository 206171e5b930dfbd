"""The shipped skins (and the modders' template) load, complete and correctly sized."""

from __future__ import annotations

import itertools
import tomllib

import pygame
import pytest

from game.skins import (
    CELL_SPRITES,
    COLOR_NAMES,
    FACE_SPRITES,
    LED_SPRITES,
    NINE_SLICE_SPRITES,
    SPRITE_NAMES,
    Skin,
    load_skin,
    shipped_skins_dir,
)

SHIPPED = ("classic", "dark", "high-contrast", "template")


def load(folder: str) -> Skin:
    return load_skin(shipped_skins_dir() / folder)


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def grey_pixels(surface: pygame.Surface) -> bytes:
    """The sprite as seen without any colour vision: luminance only."""
    return bytes(
        round(0.299 * c.r + 0.587 * c.g + 0.114 * c.b)
        for c in (
            surface.get_at((x, y))
            for y in range(surface.get_height())
            for x in range(surface.get_width())
        )
    )


@pytest.mark.parametrize("folder", SHIPPED)
def test_every_sprite_exists_with_the_declared_size(folder: str) -> None:
    skin = load(folder)
    manifest = tomllib.loads((skin.path / "skin.toml").read_text(encoding="utf-8"))
    for name in SPRITE_NAMES:
        _sheet, _x, _y, w, h = manifest["sprites"][name]
        assert skin.sprite(name).get_size() == (w, h), name
    for name in CELL_SPRITES:
        assert skin.sprite(name).get_size() == (skin.cell_size, skin.cell_size)
    for group in (LED_SPRITES, FACE_SPRITES):
        assert len({skin.sprite(name).get_size() for name in group}) == 1
    for name in NINE_SLICE_SPRITES:
        w, h = skin.sprite(name).get_size()
        assert min(w, h) >= 3 * skin.slices[name]
    assert set(COLOR_NAMES) <= set(skin.colors)
    assert skin.name and skin.author and skin.version


def test_sizes_of_each_shipped_skin() -> None:
    classic, dark, contrast = load("classic"), load("dark"), load("high-contrast")
    assert classic.cell_size == 16
    assert classic.sprite("led0").get_size() == (13, 23)
    assert classic.sprite("face_smile").get_size() == (26, 26)
    assert dark.cell_size == 20
    assert contrast.cell_size == 24
    assert classic.colors["background"] == pygame.Color("#c0c0c0")
    assert classic.colors["overlay"].a == 0xA0


@pytest.mark.parametrize("folder", SHIPPED)
def test_every_cell_and_hud_sprite_looks_different(folder: str) -> None:
    skin = load(folder)
    distinct = [n for n in CELL_SPRITES if n != "pressed"] + list(LED_SPRITES + FACE_SPRITES)
    seen = {pixels(skin.sprite(name)): name for name in distinct}
    assert len(seen) == len(distinct)


def test_high_contrast_numbers_differ_without_colour() -> None:
    skin = load("high-contrast")
    names = [f"n{n}" for n in range(1, 9)] + ["open", "flag", "question", "mine", "mine_wrong"]
    greys = {name: grey_pixels(skin.sprite(name)) for name in names}
    for a, b in itertools.combinations(names, 2):
        differing = sum(x != y for x, y in zip(greys[a], greys[b], strict=True))
        assert differing >= 12, (a, b, differing)


def test_template_is_a_documented_copy_of_classic() -> None:
    template, classic = load("template"), load("classic")
    assert (template.path / "README.txt").is_file()
    for name in SPRITE_NAMES:
        assert pixels(template.sprite(name)) == pixels(classic.sprite(name))
    assert "#" in (template.path / "skin.toml").read_text(encoding="utf-8").split("[sprites]")[0]


def test_sheets_stay_small() -> None:
    for folder in SHIPPED:
        for png in (shipped_skins_dir() / folder).glob("*.png"):
            assert png.stat().st_size < 16_000, png
