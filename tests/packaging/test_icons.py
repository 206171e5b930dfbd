"""The program's icon: drawn by tools/make_icons.py from our own art, in every format shipped."""

import struct
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "assets" / "icons"
PNG = b"\x89PNG\r\n\x1a\n"


def test_the_shipped_icons_are_what_the_tool_draws(tmp_path):
    out = tmp_path / "icons"
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_icons.py"), "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    made = sorted(p.name for p in out.iterdir())
    assert made == sorted(p.name for p in ICONS.iterdir())
    for name in made:
        assert (out / name).read_bytes() == (ICONS / name).read_bytes(), name


def test_png_sizes_show_the_mine_on_a_grey_cell():
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = pygame.image.load(str(ICONS / f"minesweeper-{size}.png"))
        assert image.get_size() == (size, size)
        centre = image.get_at((size // 2, size // 2))[:3]
        corner = image.get_at((size // 2, 0))[:3]
        assert centre == (0, 0, 0), f"{size}: no mine in the middle"
        assert corner == (255, 255, 255), f"{size}: no raised edge at the top"


def test_ico_holds_png_images_16_to_256():
    data = (ICONS / "minesweeper.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, _h, _c, _r, _p, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert bits == 32
        assert data[offset : offset + 8] == PNG
        assert offset + length <= len(data)
        sizes.append(width or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_holds_png_images_up_to_1024():
    data = (ICONS / "minesweeper.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    kinds, at = [], 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack_from(">I", data, at + 4)[0]
        assert data[at + 8 : at + 16] == PNG
        kinds.append(kind.decode())
        at += length
    assert at == len(data)
    assert {"icp4", "icp5", "ic07", "ic08", "ic09", "ic10"} <= set(kinds)
