#!/usr/bin/env python3
"""Draw the program's icon from the classic skin's own art: PNG sizes, .ico and .icns.

    python tools/make_icons.py [--out DIR]

The icon is the classic mine on a raised grey cell, drawn with the pixel grids and
helpers of tools/make_skins.py and scaled by whole pixels, so it stays crisp. Writes
``minesweeper-N.png`` for the Linux sizes, ``minesweeper.ico`` (Windows: PNG-compressed
entries, 16 to 256) and ``minesweeper.icns`` (macOS: 16 to 1024) into ``assets/icons``
(or DIR). Running it again gives the very same files.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_skins import (
    BLACK,
    CLASSIC_FACE_GREY,
    CLASSIC_LIGHT,
    CLASSIC_MINE,
    CLASSIC_SHADE,
    REPO,
    WHITE,
    Canvas,
    bevel,
)

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# macOS icon types holding PNG data, by pixel size (ic10 is the 512@2x Retina image).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)
MINE_PALETTE = {"#": BLACK, "w": WHITE}


def icon(size: int) -> Canvas:
    """The icon at `size` x `size` pixels: a raised classic cell holding the mine."""
    canvas = Canvas(size, size, CLASSIC_FACE_GREY)
    edge = max(1, size // 12)
    bevel(canvas, 0, 0, size, size, edge, CLASSIC_LIGHT, CLASSIC_SHADE)
    grid = len(CLASSIC_MINE)
    room = size - 2 * edge
    scale = max(1, room // grid)
    mine = Canvas(grid * scale, grid * scale)
    for row, line in enumerate(CLASSIC_MINE):
        for col, key in enumerate(line):
            if key != ".":
                mine.rect(col * scale, row * scale, scale, scale, MINE_PALETTE[key])
    offset = (size - grid * scale) // 2
    for y in range(mine.height):
        for x in range(mine.width):
            pixel = mine.get(x, y)
            if pixel[3]:
                canvas.put(offset + x, offset + y, pixel)
    return canvas


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    directory = b""
    body = b""
    for size, data in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an .ico directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        body += data
        offset += len(data)
    return header + directory + body


def icns(pngs: dict[bytes, bytes]) -> bytes:
    """A macOS .icns of PNG-holding entries."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out: Path) -> list[Path]:
    """Write every icon file into `out`; return the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: icon(size).png() for size in sizes}
    written = []
    for size in PNG_SIZES:
        path = out / f"minesweeper-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    path = out / "minesweeper.ico"
    path.write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    written.append(path)
    path = out / "minesweeper.icns"
    path.write_bytes(icns({kind: pngs[size] for kind, size in ICNS_TYPES}))
    written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Draw the icons into ``--out`` (default assets/icons)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "icons")
    args = parser.parse_args(argv)
    for path in write_icons(args.out):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
