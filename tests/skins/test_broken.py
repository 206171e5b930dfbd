"""Broken skins: each is rejected with one line naming the skin, the file and the reason."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.skins import SkinError, load_skin
from tests.skins.manifest_edit import set_key

Mutation = Callable[[Path], None]


def key(section: str | None, name: str, value: str | None) -> Mutation:
    """Change one manifest key (None deletes it)."""
    return lambda folder: set_key(folder / "skin.toml", section, name, value)


def remove(name: str) -> Mutation:
    """Delete a file from the skin."""
    return lambda folder: (folder / name).unlink()


def write(name: str, data: bytes) -> Mutation:
    """Overwrite a file of the skin with ``data``."""
    return lambda folder: (folder / name).write_bytes(data)


def link_outside(name: str) -> Mutation:
    """Replace a file by a symbolic link to a copy of it outside the skin folder."""

    def mutate(folder: Path) -> None:
        outside = folder.parent.parent / f"outside-{name}"
        outside.write_bytes((folder / name).read_bytes())
        (folder / name).unlink()
        try:
            os.symlink(outside, folder / name)
        except (OSError, NotImplementedError):
            pytest.skip("symbolic links are not available here")

    return mutate


def undecodable_png(folder: Path) -> None:
    """A file with a real PNG signature and header, then garbage instead of image data."""
    data = (folder / "cells.png").read_bytes()
    (folder / "cells.png").write_bytes(data[:33] + b"\x00\x00\x00\x10IDAT" + b"not image data!!")


def huge_sheet(folder: Path) -> None:
    """A real, valid PNG wider than the 4096 pixel limit."""
    pygame.image.save(pygame.Surface((4097, 9)), str(folder / "frames.png"))


def folder_as_sheet(folder: Path) -> None:
    """A folder where a sheet file should be."""
    (folder / "cells.png").unlink()
    (folder / "cells.png").mkdir()


CASES: list[tuple[str, Mutation, str, str]] = [
    ("manifest-missing", remove("skin.toml"), "skin.toml", "manifest missing"),
    ("not-toml", write("skin.toml", b"name = [\n"), "skin.toml", "not valid TOML"),
    ("not-utf8", write("skin.toml", b"name = '\xff\xfe'\n"), "skin.toml", "not valid TOML"),
    ("missing-name", key(None, "name", None), "skin.toml", "missing key 'name'"),
    (
        "cell-size-string",
        key(None, "cell_size", '"16"'),
        "skin.toml",
        "key 'cell_size' must be an integer, not a string",
    ),
    ("cell-size-small", key(None, "cell_size", "7"), "skin.toml", "cell_size 7 out of range 8..64"),
    ("cell-size-large", key(None, "cell_size", "65"), "skin.toml", "out of range 8..64"),
    (
        "bad-colour",
        key("colors", "text", '"#12345"'),
        "skin.toml",
        "colour 'text' = '#12345' is not #RRGGBB or #RRGGBBAA",
    ),
    ("colour-name", key("colors", "accent", '"navy"'), "skin.toml", "is not #RRGGBB"),
    ("missing-colour", key("colors", "hint", None), "skin.toml", "missing colour 'hint'"),
    ("absolute-path", key("sheets", "cells", '"/etc/passwd"'), "/etc/passwd", "path is absolute"),
    (
        "windows-path",
        key("sheets", "cells", r"'C:\skins\cells.png'"),
        r"C:\skins\cells.png",
        "path is absolute",
    ),
    (
        "dotdot-path",
        key("sheets", "hud", '"../classic/hud.png"'),
        "../classic/hud.png",
        "contains '..'",
    ),
    ("symlink-sheet", link_outside("cells.png"), "cells.png", "leads outside the skin folder"),
    ("symlink-manifest", link_outside("skin.toml"), "skin.toml", "leads outside the skin folder"),
    ("sheet-missing", remove("hud.png"), "hud.png", "file not found"),
    ("sheet-folder", folder_as_sheet, "cells.png", "not a file"),
    ("not-png", write("cells.png", b"GIF89a\x10\x00\x10\x00"), "cells.png", "not a PNG image"),
    ("png-renamed-text", write("hud.png", b"hello"), "hud.png", "not a PNG image"),
    ("png-undecodable", undecodable_png, "cells.png", "image cannot be decoded"),
    ("sheet-too-large", huge_sheet, "frames.png", "larger than 4096x4096"),
    (
        "rect-outside",
        key("sprites", "mine_wrong", '["cells", 120, 16, 16, 16]'),
        "skin.toml",
        "sprite 'mine_wrong' rectangle (120, 16, 16, 16) is outside sheet 'cells' (128x32)",
    ),
    (
        "cell-wrong-size",
        key("sprites", "n1", '["cells", 48, 0, 16, 15]'),
        "skin.toml",
        "sprite 'n1' is 16x15, cells must be 16x16",
    ),
    (
        "led-size-mismatch",
        key("sprites", "led5", '["hud", 65, 0, 12, 23]'),
        "skin.toml",
        "LED digits must all be 13x23",
    ),
    (
        "face-size-mismatch",
        key("sprites", "face_win", '["hud", 78, 23, 25, 26]'),
        "skin.toml",
        "faces must all be 26x26",
    ),
    (
        "unknown-sheet",
        key("sprites", "covered", '["cellz", 0, 0, 16, 16]'),
        "skin.toml",
        "sprite 'covered' uses unknown sheet 'cellz'",
    ),
    (
        "sprite-not-array",
        key("sprites", "covered", '"cells"'),
        "skin.toml",
        "key 'sprites.covered' must be an array, not a string",
    ),
    (
        "sprite-short",
        key("sprites", "open", '["cells", 32, 0, 16]'),
        "skin.toml",
        "sprite 'open' must be [sheet id, x, y, w, h]",
    ),
    ("missing-sprite", key("sprites", "flag", None), "skin.toml", "missing sprite 'flag'"),
    (
        "slice-too-big",
        key("slices", "button", "3"),
        "skin.toml",
        "nine-slice sprite 'button' is 8x8, smaller than 3 x corner 3",
    ),
    (
        "slice-missing",
        key("slices", "panel", None),
        "skin.toml",
        "missing nine-slice corner for 'panel'",
    ),
    ("slice-zero", key("slices", "frame_outer", "0"), "skin.toml", "must be at least 1"),
    ("layout-negative", key("layout", "frame_pad", "-1"), "skin.toml", "out of range"),
]


@pytest.mark.parametrize(
    ("case", "mutate", "file", "reason"), CASES, ids=[case[0] for case in CASES]
)
def test_broken_skin_is_rejected_in_one_line(
    classic_copy: Callable[[str], Path], case: str, mutate: Mutation, file: str, reason: str
) -> None:
    folder = classic_copy(case)
    mutate(folder)
    with pytest.raises(SkinError) as caught:
        load_skin(folder)
    message = str(caught.value)
    assert message.startswith(f"skin '{case}': {file}: "), message
    assert reason in message
    assert "\n" not in message
    assert "Traceback" not in message
    assert (caught.value.skin, caught.value.file) == (case, file)


def test_there_are_at_least_fifteen_cases() -> None:
    assert len(CASES) >= 15


def test_missing_folder_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(SkinError, match=r"^skin 'nowhere': .*: skin folder not found$"):
        load_skin(tmp_path / "nowhere")


def test_the_manifest_path_itself_is_accepted(classic_copy: Callable[[str], Path]) -> None:
    folder = classic_copy("by-manifest")
    assert load_skin(folder / "skin.toml").path == folder


def test_extra_sprites_and_unknown_layout_keys_are_allowed(
    classic_copy: Callable[[str], Path],
) -> None:
    folder = classic_copy("extras")
    manifest = folder / "skin.toml"
    text = manifest.read_text(encoding="utf-8")
    text = text.replace("[sprites]\n", '[sprites]\nmy_extra = ["cells", 0, 0, 8, 8]\n')
    text = text.replace("[layout]\n", "[layout]\nfuture_key = 3\n")
    manifest.write_text(text, encoding="utf-8")
    skin = load_skin(folder)
    assert skin.sprite("my_extra").get_size() == (8, 8)
    assert skin.layout["future_key"] == 3


def test_missing_layout_table_uses_defaults(classic_copy: Callable[[str], Path]) -> None:
    folder = classic_copy("no-layout")
    for name in ("frame_pad", "hud_height", "hud_gap", "hud_pad"):
        set_key(folder / "skin.toml", "layout", name, None)
    skin = load_skin(folder)
    assert skin.layout == {"frame_pad": 9, "hud_height": 37, "hud_gap": 6, "hud_pad": 7}


def test_unknown_sprite_name_raises_key_error_naming_it() -> None:
    from game.skins import shipped_skins_dir

    skin = load_skin(shipped_skins_dir() / "classic")
    with pytest.raises(KeyError, match="no sprite 'nope'"):
        skin.sprite("nope")
