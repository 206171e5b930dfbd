"""The shipped skins are data: a sheet edited in any image editor still loads with what it
shows, and tools/make_skins.py only packs sprites and writes the manifest, so unpacking a
skin and packing it again changes no pixel and no setting."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

from game.skins import SPRITE_NAMES, load_skin, shipped_skins_dir

TOOL = Path(__file__).resolve().parents[2] / "tools" / "make_skins.py"
SHIPPED = ("classic", "dark", "high-contrast", "template")


def run_tool(*args: object) -> None:
    done = subprocess.run(
        [sys.executable, str(TOOL), *map(str, args)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def manifest(folder: Path) -> dict:
    return tomllib.loads((folder / "skin.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("folder", SHIPPED)
def test_unpacking_and_packing_again_keeps_every_pixel_and_setting(folder, tmp_path):
    shipped = shipped_skins_dir() / folder
    run_tool("unpack", shipped, tmp_path / "sprites")
    assert {p.stem for p in (tmp_path / "sprites").glob("*.png")} == set(SPRITE_NAMES)
    run_tool("pack", tmp_path / "sprites", tmp_path / "packed")
    before, after = load_skin(shipped), load_skin(tmp_path / "packed")
    for name in SPRITE_NAMES:
        assert pixels(after.sprite(name)) == pixels(before.sprite(name)), name
    assert (after.cell_size, after.colors, after.slices) == (
        before.cell_size,
        before.colors,
        before.slices,
    )
    assert manifest(tmp_path / "packed") == manifest(shipped)
    assert list(manifest(tmp_path / "packed")["sprites"]) == list(SPRITE_NAMES)


def test_a_resized_sprite_is_packed_with_its_new_rectangle(tmp_path):
    run_tool("unpack", shipped_skins_dir() / "classic", tmp_path / "sprites")
    wide = pygame.Surface((30, 26), pygame.SRCALPHA)
    wide.fill((10, 200, 30, 255))
    for name in ("face_smile", "face_press", "face_oh", "face_win", "face_lose"):
        pygame.image.save(wide, str(tmp_path / "sprites" / f"{name}.png"))
    run_tool("pack", tmp_path / "sprites", tmp_path / "packed")
    skin = load_skin(tmp_path / "packed")
    assert skin.sprite("face_win").get_size() == (30, 26)
    assert skin.sprite("face_win").get_at((29, 25)) == (10, 200, 30, 255)
    assert manifest(tmp_path / "packed")["sprites"]["face_lose"][3:] == [30, 26]


def test_the_template_is_the_classic_skin_with_every_key_explained(tmp_path):
    run_tool("template", "--out", tmp_path / "template")
    made, shipped = tmp_path / "template", shipped_skins_dir() / "template"
    assert manifest(made) == manifest(shipped)
    assert (made / "README.txt").read_text() == (shipped / "README.txt").read_text()
    for name in SPRITE_NAMES:
        assert pixels(load_skin(made).sprite(name)) == pixels(load_skin(shipped).sprite(name))


def test_a_sheet_saved_again_by_an_image_editor_loads_with_what_it_shows(tmp_path):
    """Other PNG bytes (another encoder, an edited pixel): the skin loads and shows them."""
    folder = tmp_path / "classic"
    shutil.copytree(shipped_skins_dir() / "classic", folder)
    classic = load_skin(shipped_skins_dir() / "classic")
    sheet = pygame.image.load(str(folder / "cells.png"))
    _, x, y, _, _ = manifest(folder)["sprites"]["n1"]
    sheet.set_at((x + 1, y + 1), (1, 2, 3, 255))
    pygame.image.save(sheet, str(folder / "cells.png"))
    assert (folder / "cells.png").read_bytes() != (
        shipped_skins_dir() / "classic" / "cells.png"
    ).read_bytes()
    edited = load_skin(folder)
    assert edited.sprite("n1").get_at((1, 1)) == (1, 2, 3, 255)
    for name in SPRITE_NAMES:
        if name != "n1":
            assert pixels(edited.sprite(name)) == pixels(classic.sprite(name)), name
